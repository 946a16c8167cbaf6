// What taking a Location means for me now: its IP if I controlled it at this moment, and which
// of my Lords would go under it (they keep their IP, lose power and keys). Numbers from the engine.
import { LORDS } from '../../engine/cards.ts';
import { lockChoices, locationIpNow } from '../../engine/preview.ts';
import type { PlayerView } from '../../engine/index.ts';
import './aids.css';

const lordNames = (lords: readonly number[]): string => lords.map((l) => LORDS[l].name).join(', ');

/** "Locks …" for a Location taken with keys now; `ambassador` takes one alone instead. */
export function lockText(view: PlayerView, me: number, ambassador?: number): string {
  if (ambassador) return `${LORDS[ambassador].name} alone goes under it`;
  const choices = lockChoices(view, me);
  if (choices.length === 0) return '';
  if (choices.length === 1) return choices[0].length ? `locks ${lordNames(choices[0])}` : 'paid with Key tokens: no Lord locked';
  const candidates = [...new Set(choices.flat())];
  return `you choose the keys: may lock ${lordNames(candidates)}`;
}

/** One line under a Location choice: "7 IP for you now · locks The Keeper". */
export function LocationAid({ view, me, location, locks = true, ambassador }: {
  view: PlayerView; me: number; location: number; locks?: boolean; ambassador?: number;
}) {
  const ip = locationIpNow(view, me, location);
  const lock = locks ? lockText(view, me, ambassador) : '';
  return (
    <small className="aid" data-aid="location" data-location={location} data-ip={ip}>
      {ip} IP for you now{lock ? ` · ${lock}` : ''}
    </small>
  );
}
