// Views that send only what changed (src/protocol/game.ts, ViewDelta): the client keeps the log and
// splices each delta into it. It never shows a gap or a duplicate: when the delta does not fit
// what it holds, it says so (null) and the caller asks for the whole view.
import type { ViewResponse } from '../protocol/game.ts';

/**
 * The complete view after `next` arrives while `held` is shown: `next` itself when it is
 * complete, the spliced view for a delta that fits, null for a delta that does not fit
 * (nothing held, another game or seat, an older version than its base, too few lines).
 */
export function mergeView(held: ViewResponse | null, next: ViewResponse): ViewResponse | null {
  const { logFrom, logLength, baseVersion, ...rest } = next;
  if (logFrom === undefined) return next;
  if (logLength === undefined || baseVersion === undefined) return null;
  if (!held || held.logFrom !== undefined || held.gameId !== next.gameId || held.seat !== next.seat) return null;
  if (held.version < baseVersion || held.version > next.version || held.view.log.length < logFrom) return null;
  const log = held.view.log.slice(0, logFrom).concat(next.view.log);
  if (log.length !== logLength) return null;
  return { ...rest, view: { ...next.view, log } };
}
