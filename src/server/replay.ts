// Rebuilding a game from its log through the engine (event sourcing). The engine decides
// everything; this module only records, per effective action, what undo needs to know.
import { activeSeat, fast, newGame, viewFor, type Action, type GameOptions, type GameState } from '../engine/index.ts';
import type { LogRecord } from './storage/types.ts';

export interface Entry {
  seat: number;
  action: Action;
  /**
   * True when its seat may take this action back: it was taken in that seat's own turn, the
   * turn did not pass, the game did not end and no hidden information came to light.
   */
  undoable: boolean;
}

/** Whether the move from `before` to `after` by `seat` (with its events) may be undone. */
export function isUndoable(currentBefore: number, after: GameState, seat: number, revealed: boolean): boolean {
  return !revealed && !after.over && currentBefore === seat && after.current === seat && !peeks(after, seat);
}

/**
 * Whether the seat's view now shows it hidden cards that no event flagged (a look through a
 * power). Taking Black Smokers shows its new owner the Location stack, but the engine's event
 * carries no `reveals` (reported); undoing that would let a player look and take it back.
 */
function peeks(after: GameState, seat: number): boolean {
  return after.pending?.seat === seat && viewFor(after, seat).locationStack !== undefined;
}

/** Effective action list of a log: each undo record removes the last `count` actions; seat records are skipped. */
export function effectiveActions(log: readonly LogRecord[]): { seat: number; action: Action }[] {
  const out: { seat: number; action: Action }[] = [];
  for (const r of log) {
    if (r.kind === 'action') out.push({ seat: r.seat, action: r.action });
    // Seat records (seatRecords.ts) change no card.
    else if (r.kind === 'undo') out.splice(Math.max(0, out.length - r.count), r.count);
  }
  return out;
}

export class ReplayError extends Error {}

/** Replays `actions` from the start; throws ReplayError if the engine refuses one. */
export function replay(options: GameOptions, actions: readonly { seat: number; action: Action }[]): { state: GameState; entries: Entry[] } {
  const s = newGame(options);
  const entries: Entry[] = [];
  for (const [i, { seat, action }] of actions.entries()) {
    if (activeSeat(s) !== seat) throw new ReplayError(`action ${i + 1}: seat ${seat} is not the active seat`);
    const currentBefore = s.current;
    const logLength = s.log.length;
    const error = fast.apply(s, action, true);
    if (error) throw new ReplayError(`action ${i + 1}: ${error.code}`);
    const revealed = s.log.slice(logLength).some((e) => e.reveals);
    entries.push({ seat, action, undoable: isUndoable(currentBefore, s, seat, revealed) });
  }
  return { state: s, entries };
}
