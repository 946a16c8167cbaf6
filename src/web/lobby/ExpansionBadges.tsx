// The expansions a table plays, as small badges (the lobby's lists and the invite page).
import type { ExpansionName } from '../../protocol/game.ts';
import { useT } from '../i18n/index.ts';

export function ExpansionBadges({ expansions }: { expansions?: ExpansionName[] }) {
  const t = useT();
  if (!expansions?.length) return null;
  return (
    <>
      {expansions.map((e) => (
        <span key={e} className={`badge expansion expansion-${e}`} data-expansion={e} data-tip={t(`expansions.${e}Tip`)}>{t(`expansions.${e}`)}</span>
      ))}
    </>
  );
}
