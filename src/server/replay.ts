// Rebuilding a game from its log through the engine (event sourcing). The engine decides
// everything; this module only records, per effective action, what undo needs to know, and
// applies undo records (state restored, a line saying what was taken back).
import { activeSeat, fast, isUndoable, type Action, type GameOptions, type GameState } from '../engine/index.ts';
import type { LogRecord } from './storage/types.ts';
import { undoNotes } from './undoNote.ts';

export interface Entry {
  seat: number;
  action: Action;
  /**
   * True when its seat may take this action back: it was taken in that seat's own turn, the
   * game did not end and no hidden information came to light. The turn may have passed on:
   * undo.ts decides how long that stays open (until another seat decides or the grace ends).
   */
  undoable: boolean;
  /**
   * The state before this action, kept only while it can still be undone: for the trailing run
   * of undoable entries (nothing before an action that cannot be undone can ever be undone).
   */
  before?: GameState;
}

/** Whether a move may be undone: the engine's rule (src/engine/undoable.ts), shared with offline games. */
export { isUndoable };

/** Adds an entry; states kept for undo are dropped once an action that cannot be undone follows. */
export function pushEntry(entries: Entry[], entry: Entry): void {
  if (!entry.undoable) {
    delete entry.before;
    for (let i = entries.length - 1; i >= 0 && entries[i].before; i--) delete entries[i].before;
  }
  entries.push(entry);
}

/**
 * Takes the last entry back: the state before it, with the engine's log extended by the lines
 * that say what was undone (public words for everyone, private details for the seat only).
 * Throws ReplayError when the entry cannot be undone (a stored log that should never exist).
 */
export function popEntry(entries: Entry[], state: GameState): GameState {
  const last = entries.pop();
  if (!last?.before) throw new ReplayError('undo: nothing that can be taken back');
  return { ...last.before, log: last.before.log.concat(undoNotes(last.before, state, last.seat)) };
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

/** Replays a stored log (actions and undos) from the start; throws ReplayError if the engine refuses one. */
export function replay(options: GameOptions, log: readonly LogRecord[]): { state: GameState; entries: Entry[] } {
  // The replay's own copy, played on in place (the fast path).
  let s = fast.newGame(options);
  const entries: Entry[] = [];
  for (const [i, r] of log.entries()) {
    if (r.kind === 'undo') {
      for (let k = 0; k < r.count; k++) s = fast.clone(popEntry(entries, s));
      continue;
    }
    // Seat records (seatRecords.ts) change no card.
    if (r.kind !== 'action') continue;
    const { seat, action } = r;
    if (activeSeat(s) !== seat) throw new ReplayError(`record ${i + 1}: seat ${seat} is not the active seat`);
    const before = fast.clone(s);
    const logLength = s.log.length;
    const error = fast.apply(s, action, true);
    if (error) throw new ReplayError(`record ${i + 1}: ${error.code}`);
    const revealed = s.log.slice(logLength).some((e) => e.reveals);
    pushEntry(entries, { seat, action, undoable: isUndoable(before.current, s, seat, revealed), before });
  }
  return { state: s, entries };
}
