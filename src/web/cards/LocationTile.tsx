// A Location tile drawn from data: name, scoring text, and the Lords slid under it.
import { LORDS } from '../../engine/cards.ts';
import { CardShell, type Choosable } from './CardShell.tsx';
import { LootChips } from './KrakenMarks.tsx';
import { locationName, locationText, locationTip, lordIn, lordShortName, withoutArticle } from './describe.ts';
import { formatList } from '../i18n/index.ts';
import { useLang, useT } from '../i18n/index.ts';

interface Props extends Choosable {
  id: number;
  lords?: number[];
  /** Names of other cards under it (De Profundis Outcasts). */
  under?: string[];
  compact?: boolean;
  /** Kraken: Loot kept on it. */
  loot?: number[];
}

export function LocationTile({ id, lords = [], under: others = [], compact, loot, ...choice }: Props) {
  const t = useT();
  const lang = useLang();
  const name = locationName(id, lang);
  // Names inside the sentence "Lords under it: …", as the language lists them.
  const under = formatList([...lords.map((lord) => lordIn(lord, 'in', lang)), ...others], lang);
  const tip = locationTip(id, lang) + (under ? t('cards.lordsUnder', { names: under }) : '');
  return (
    <CardShell className={`card location${compact ? ' compact' : ''}`} label={t('cards.locationLabel', { name })} tip={tip} data={{ location: id }} {...choice}>
      <span className="location-name">{name}</span>
      {!compact && <span className="location-text">{locationText(id, lang)}</span>}
      {loot && <LootChips loot={loot} />}
      {compact && lords.length + others.length > 0 && (
        <span className="under-count" aria-hidden="true">♛{lords.length + others.length}</span>
      )}
      {lords.length + others.length > 0 && (
        <span className="location-lords">
          {lords.map((lord) => <span key={lord} className="under-lord">{lordShortName(lord, lang)} · {LORDS[lord].ip}</span>)}
          {others.map((o) => <span key={o} className="under-lord outcast">{withoutArticle(o)}</span>)}
        </span>
      )}
    </CardShell>
  );
}
