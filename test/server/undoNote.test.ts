// The events an undo leaves in the log: public words for everyone, private details only for
// the seat that took its move back, nothing from the next seat's turn start.
import { describe, expect, it } from 'vitest';
import { newGame, type GameEvent, type GameState } from '../../src/engine/index.ts';
import { eventText } from '../../src/i18n/events.ts';
import { undoNotes } from '../../src/server/undoNote.ts';

function withLog(s: GameState, log: GameEvent[]): GameState {
  return { ...s, log };
}

const NAMES = ['Ann', 'Bob', 'Cy'];
const SLAVER = 12;
const CRAB_3 = 13 + 7; // crab ids 13..25, the 8th card of the race is worth 3

describe('undoNotes', () => {
  const base = newGame({ seed: 1, players: 3, names: NAMES });
  const before = withLog(base, [{ kind: 'turn', args: { final: false }, seat: 0 }]);
  const recruits: GameEvent = { kind: 'recruits', args: { card: SLAVER, allies: [CRAB_3], pearls: 0 }, seat: 0 };
  const trigger: GameEvent = { kind: 'endBySeventh', args: { player: 0, deProfundis: false } };

  it('repeats the public events of the seat and leaves out the next turn', () => {
    const undone = withLog(base, [...before.log, recruits, trigger, { kind: 'turn', args: { final: true }, seat: 1 }]);
    const notes = undoNotes(before, undone, 0);
    expect(notes).toEqual([{ kind: 'undo', args: { events: [recruits, trigger] }, seat: 0 }]);
    // Rendered, the actor's name is not repeated.
    expect(eventText(notes[0], 'en', NAMES)).toBe(
      'Ann took back: recruits The Slaver, paying Crab 3. Ann has a 7th Lord: the end of the game is triggered. Every other player takes one last turn.',
    );
    expect(eventText(notes[0], 'fr', NAMES)).toBe(
      'Ann annule : recrute l’Esclavagiste en payant Crabe 3. Ann possède un 7e Seigneur : la fin de partie est déclenchée. Chaque autre joueur joue un dernier tour.',
    );
  });

  it('keeps private events for the seat itself, never for the others', () => {
    const explores: GameEvent = { kind: 'explores', args: {}, seat: 0 };
    const mine: GameEvent = { kind: 'findsCards', args: { cards: [CRAB_3] }, to: 0 };
    const undone = withLog(base, [...before.log, explores, mine, { kind: 'huntLost', args: { value: 3 }, to: 1 }]);
    const notes = undoNotes(before, undone, 0);
    expect(notes).toEqual([
      { kind: 'undo', args: { events: [explores] }, seat: 0 },
      { kind: 'undoPrivate', args: { events: [mine] }, seat: 0, to: 0 },
    ]);
    expect(notes.map((n) => eventText(n, 'en', NAMES))).toEqual(['Ann took back: explores the depths.', 'You took back: You find Crab 3.']);
  });

  it('names the choice plainly when it left no public event', () => {
    const notes = undoNotes(before, before, 2);
    expect(notes).toEqual([{ kind: 'undo', args: { events: [] }, seat: 2 }]);
    expect(eventText(notes[0], 'en', NAMES)).toBe('Cy took back: their last choice.');
    expect(eventText(notes[0], 'fr', NAMES)).toBe('Cy annule : son dernier choix.');
  });
});
