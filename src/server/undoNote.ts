// The log line an undo leaves: "Ann took back: recruits the Slaver, paying …". Built only from
// the lines the undone action produced, so it never says more than those lines did: the public
// note repeats public lines only; what only the acting seat saw goes into a line addressed to it.
import { seatName, type GameEvent, type GameState } from '../engine/index.ts';

/** The lines saying what `seat` took back, going from `undone` back to `before`. */
export function undoNotes(before: GameState, undone: GameState, seat: number): GameEvent[] {
  const who = seatName(before, seat);
  // The acting seat's lines and unattributed ones ("the end of the game is triggered"); not the
  // lines of the next seat's turn start, which only followed from it.
  const lines = undone.log.slice(before.log.length).filter((e) => e.seat === seat || e.seat === undefined);
  const shown = lines.filter((e) => e.to === undefined).map((e) => withoutName(e.text, who));
  const secret = lines.filter((e) => e.to === seat).map((e) => e.text);
  const notes: GameEvent[] = [{ text: `${who} took back: ${shown.length > 0 ? shown.join(' ') : 'their last choice.'}`, seat }];
  if (secret.length > 0) notes.push({ text: `You took back: ${secret.join(' ')}`, seat, to: seat });
  return notes;
}

/** "Ann recruits the Slaver." → "recruits the Slaver." when Ann is the one taking it back. */
function withoutName(text: string, who: string): string {
  return text.startsWith(`${who} `) ? text.slice(who.length + 1) : text;
}
