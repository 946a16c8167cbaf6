// The line an undo leaves in the log: public words for everyone, private details only for the
// seat that took its move back, nothing from the next seat's turn start.
import { describe, expect, it } from 'vitest';
import { newGame, type GameEvent, type GameState } from '../../src/engine/index.ts';
import { undoNotes } from '../../src/server/undoNote.ts';

function withLog(s: GameState, log: GameEvent[]): GameState {
  return { ...s, log };
}

describe('undoNotes', () => {
  const base = newGame({ seed: 1, players: 3, names: ['Ann', 'Bob', 'Cy'] });
  const before = withLog(base, [{ text: 'Ann\'s turn.', seat: 0 }]);

  it('repeats the public lines of the seat, without its name, and leaves out the next turn', () => {
    const undone = withLog(base, [
      ...before.log,
      { text: 'Ann recruits the Slaver, paying a Crab 3.', seat: 0 },
      { text: 'The end of the game is triggered.' },
      { text: 'Bob\'s turn.', seat: 1 },
    ]);
    expect(undoNotes(before, undone, 0)).toEqual([
      { text: 'Ann took back: recruits the Slaver, paying a Crab 3. The end of the game is triggered.', seat: 0 },
    ]);
  });

  it('keeps private lines for the seat itself, never for the others', () => {
    const undone = withLog(base, [
      ...before.log,
      { text: 'Ann does something.', seat: 0 },
      { text: 'You see the Oracle.', to: 0 },
      { text: 'Bob sees a secret.', to: 1 },
    ]);
    expect(undoNotes(before, undone, 0)).toEqual([
      { text: 'Ann took back: does something.', seat: 0 },
      { text: 'You took back: You see the Oracle.', seat: 0, to: 0 },
    ]);
  });

  it('names the choice plainly when it left no public line', () => {
    expect(undoNotes(before, before, 2)).toEqual([{ text: 'Cy took back: their last choice.', seat: 2 }]);
  });
});
