// The log events an undo leaves: "Ann took back: recruits the Slaver, paying …" once rendered.
// Built only from the events the undone action produced, so it never says more than those did:
// the public note carries public events only; what only the acting seat saw goes into an
// event addressed to it. Readers render them in their language (src/i18n/events.ts).
import type { GameEvent, GameState } from '../engine/index.ts';

/** The events saying what `seat` took back, going from `undone` back to `before`. */
export function undoNotes(before: GameState, undone: GameState, seat: number): GameEvent[] {
  // The acting seat's events and unattributed ones ("the end of the game is triggered"); not
  // the events of the next seat's turn start, which only followed from it.
  const lines = undone.log.slice(before.log.length).filter((e) => e.seat === seat || e.seat === undefined);
  const shown = lines.filter((e) => e.to === undefined);
  const secret = lines.filter((e) => e.to === seat);
  const notes: GameEvent[] = [{ kind: 'undo', args: { events: shown }, seat }];
  if (secret.length > 0) notes.push({ kind: 'undoPrivate', args: { events: secret }, seat, to: seat });
  return notes;
}
