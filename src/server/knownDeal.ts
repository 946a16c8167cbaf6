// Known deals and spectators (issue 29): a seed the creator chose can be worked out from the
// first cards by anyone watching, so its creator decides what spectators get while it runs:
// the view behind a warning the client shows first ('warn'), or nothing until it is over
// ('refuse'). Secret deals are open to spectators as before.
import { failure, type Failure } from './failure.ts';
import type { KnownDealSpectators } from '../protocol/game.ts';
import type { StoredGame } from './storage/types.ts';

/** What spectators of a known deal get while it runs; nothing for a secret deal. */
export function spectatorsOf(stored: Pick<StoredGame, 'knownDeal' | 'spectatorsRefused'>): { spectators?: KnownDealSpectators } {
  if (stored.knownDeal !== true) return {};
  return { spectators: stored.spectatorsRefused === true ? 'refuse' : 'warn' };
}

/** Refuses a spectator of a running known deal closed to spectators (null: may watch). */
export function spectatorRefusal(game: { readonly over: boolean; readonly stored: Pick<StoredGame, 'spectatorsRefused'> }, seat: number | null): Failure | null {
  if (seat !== null || game.stored.spectatorsRefused !== true || game.over) return null;
  return failure(403, 'KNOWN_DEAL', 'This table plays a known deal: its creator chose the seed, so its cards can be worked out. Its creator keeps spectators out until the game is over.');
}
