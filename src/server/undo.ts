// Undo: a player may take back their own last actions, back to the last point where hidden
// information came to light or another seat decided. Never a way to redraw: an action whose
// events revealed anything is never undoable (see replay.ts, isUndoable).
// An action that passed the turn on stays undoable only during the undo grace (games.ts,
// maybeStartGrace): bots wait meanwhile, so none ever acts on a state that may be taken back,
// and once the grace is over (time, "done", or the next seat deciding) the undo is refused.
// Undo is stored as an appended record; the state before the action is restored and the log
// gains a line saying what was taken back (undoNote.ts).
import type { GameState } from '../engine/index.ts';
import type { Failure } from './failure.ts';
import type { Entry } from './replay.ts';
import type { LogRecord } from './storage/types.ts';

/** What undo reads of a live game (games.ts, LiveGame). */
export interface UndoGame {
  readonly broken: boolean;
  readonly over: boolean;
  readonly entries: readonly Pick<Entry, 'seat' | 'undoable'>[];
  readonly state: Pick<GameState, 'current'>;
  readonly version: number;
  graceOpen(seat?: number): boolean;
}

function refusal(game: UndoGame, seat: number): string | null {
  if (game.broken) return 'This game cannot be continued.';
  if (game.over) return 'The game is over.';
  const last = game.entries[game.entries.length - 1];
  if (!last) return 'There is nothing to take back.';
  if (last.seat !== seat) return 'Another player has decided since your last action.';
  if (!last.undoable) return 'Your last action revealed hidden information: it cannot be taken back.';
  if (game.state.current !== seat && !game.graceOpen(seat)) return 'Your turn is over: it can no longer be taken back.';
  return null;
}

export function canUndo(game: UndoGame, seat: number): boolean {
  return refusal(game, seat) === null;
}

export function undoRecord(game: UndoGame, seat: number): { ok: true; record: LogRecord } | Failure {
  const why = refusal(game, seat);
  if (why) return { ok: false, status: 409, error: { code: 'UNDO_NOT_ALLOWED', message: why } };
  return { ok: true, record: { seq: game.version + 1, kind: 'undo', seat, count: 1 } };
}
