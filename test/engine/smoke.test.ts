import { describe, expect, it } from 'vitest';
import { activeSeat, legalActions, newGame } from '../../src/engine/index.ts';
import { act, game } from './fixtures.ts';

describe('a new game', () => {
  it('waits for the start player, who can only explore (full Court, empty Council)', () => {
    const s = game(3, 7);
    expect(activeSeat(s)).toBe(0);
    expect(legalActions(s).map((a) => a.type).sort()).toEqual(['explore']);
  });
  it('draws the start player from the seed when not fixed', () => {
    const seats = new Set<number>();
    for (let seed = 0; seed < 40; seed++) seats.add(newGame({ seed, players: 4 }).current);
    expect(seats.size).toBe(4);
  });
  it('reveals a card when exploring', () => {
    const s = act(game(2, 3), { type: 'explore' });
    expect(s.track.length).toBe(1);
  });
});
