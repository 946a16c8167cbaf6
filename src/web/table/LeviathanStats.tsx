// A player's Leviathan counters, inside their area: Wounds (−1 IP each), Leviathans slain,
// and the Scourge figure on its holder (+5 IP). Nothing without the expansion.
import { SCOURGE_IP, WOUND_IP } from '../../engine/cards.ts';
import type { PlayerPublicView, PlayerView } from '../../engine/index.ts';
import { LeviathanMark, WoundIcon } from '../cards/LeviathanMarks.tsx';
import { leviathanName } from '../cards/describeLeviathan.ts';
import { Num } from '../Num.tsx';
import { useT } from '../i18n/index.ts';
import './leviathan.css';

export function LeviathanStats({ view, player: p }: { view: PlayerView; player: PlayerPublicView }) {
  const t = useT();
  if (!view.leviathan) return null;
  const wounds = p.wounds ?? 0;
  const slain = p.slain ?? [];
  const slainTip = slain.length
    ? t('leviathan.slainTip', { count: slain.length, list: slain.map(leviathanName).join(', ') })
    : t('leviathan.slainNone');
  return (
    <>
      <span className="stat" data-token="wound" data-value={wounds} tabIndex={0} aria-label={t('leviathan.wounds', { count: wounds })}
        data-tip={t('leviathan.woundsTip', { count: wounds, ip: wounds * WOUND_IP })}>
        <WoundIcon /> <Num value={wounds} />
      </span>
      <span className="stat" data-token="slain" data-value={slain.length} tabIndex={0} aria-label={t('leviathan.slain', { count: slain.length })} data-tip={slainTip}>
        <LeviathanMark /> <Num value={slain.length} />
      </span>
      {view.leviathan.scourge === p.seat && (
        <span className="stat scourge-figure" data-token="scourge" tabIndex={0} aria-label={t('leviathan.scourge')} data-tip={t('leviathan.scourgeTip', { ip: SCOURGE_IP })}>
          <LeviathanMark size={18} /> <span className="figure-label">+{SCOURGE_IP}</span>
        </span>
      )}
    </>
  );
}
