// A Location tile drawn from data: name, scoring text, and the Lords slid under it.
import { LOCATIONS, LORDS } from '../../engine/cards.ts';
import { CardShell, type Choosable } from './CardShell.tsx';
import { locationTip } from './describe.ts';

interface Props extends Choosable {
  id: number;
  lords?: number[];
  /** Names of other cards under it (De Profundis Outcasts). */
  under?: string[];
  compact?: boolean;
}

export function LocationTile({ id, lords = [], under: others = [], compact, ...choice }: Props) {
  const l = LOCATIONS[id];
  const under = [...lords.map((lord) => LORDS[lord].name), ...others].join(', ');
  const tip = locationTip(id) + (under ? ` Lords under it: ${under}.` : '');
  return (
    <CardShell className={`card location${compact ? ' compact' : ''}`} label={`Location ${l.name}`} tip={tip} data={{ location: id }} {...choice}>
      <span className="location-name">{l.name}</span>
      {!compact && <span className="location-text">{l.text}</span>}
      {lords.length + others.length > 0 && (
        <span className="location-lords">
          {lords.map((lord) => <span key={lord} className="under-lord">{LORDS[lord].name.replace(/^The /, '')} · {LORDS[lord].ip}</span>)}
          {others.map((o) => <span key={o} className="under-lord outcast">{o.replace(/^The /, '')}</span>)}
        </span>
      )}
    </CardShell>
  );
}
