// What taking a Location means for me now: its IP if I controlled it at this moment, and which
// of my Lords would go under it (they keep their IP, lose power and keys). Numbers from the engine.
import { lockChoices, locationIpNow } from '../../engine/preview.ts';
import type { PlayerView } from '../../engine/index.ts';
import './aids.css';
import { i18n, useT } from '../i18n/index.ts';
import { lordIn, lordsIn } from '../cards/describe.ts';

/** "Locks …" for a Location taken with keys now; `ambassador` takes one alone instead. */
export function lockText(view: PlayerView, me: number, ambassador?: number): string {
  if (ambassador) return i18n.t('aids.alone', { lord: lordIn(ambassador, 'title') });
  const choices = lockChoices(view, me);
  if (choices.length === 0) return '';
  if (choices.length === 1) return choices[0].length ? i18n.t('aids.locks', { lords: lordsIn(choices[0]) }) : i18n.t('aids.tokensOnly');
  const candidates = [...new Set(choices.flat())];
  return i18n.t('aids.mayLock', { lords: lordsIn(candidates, 'disjunction') });
}

/** One line under a Location choice: "7 IP for you now · locks The Keeper". */
export function LocationAid({ view, me, location, locks = true, ambassador }: {
  view: PlayerView; me: number; location: number; locks?: boolean; ambassador?: number;
}) {
  const t = useT();
  const ip = locationIpNow(view, me, location);
  const lock = locks ? lockText(view, me, ambassador) : '';
  return (
    <small className="aid" data-aid="location" data-location={location} data-ip={ip}>
      {t('aids.locationIp', { ip })}{lock ? ` · ${lock}` : ''}
    </small>
  );
}
