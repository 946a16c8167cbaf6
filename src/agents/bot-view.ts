// The view handed to a bot: without the event log (design.md: views for bots, agents and
// learning code need no log), so that a decision costs the same at move 400 as at move 10.
// A bot that reads the log says so with `wantsLog` (an external agent whose handshake asked
// for it); it alone pays for the copy.
import { viewFor, type GameState, type PlayerView } from '../engine/index.ts';

/** Optional on any bot: true while it wants views with the event log. */
export interface LogReader {
  readonly wantsLog?: boolean;
}

export function wantsLog(bot: unknown): boolean {
  return typeof bot === 'object' && bot !== null && (bot as LogReader).wantsLog === true;
}

/** `viewFor(s, seat)` as `bot` needs it: with the log only when it asks. */
export function botView(s: GameState, seat: number, bot: unknown): PlayerView {
  return viewFor(s, seat, { log: wantsLog(bot) });
}
