// A view is its reader's own (view.ts): a client or bot that writes into any part of one, the
// open decision and the legal actions included, never changes the state it was made from.
// Every view of seeded random games is scribbled over, deep, and the state must read as before.
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, viewFor, type GameOptions, type GameState } from '../../src/engine/index.ts';
import { prng, randomAction } from './random-play.ts';

/** Writes over every number, string and array of `x`, at every depth. */
function scribble(x: unknown): void {
  if (typeof x !== 'object' || x === null) return;
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) {
      if (typeof x[i] === 'object') scribble(x[i]);
      else x[i] = typeof x[i] === 'number' ? -7 : 'scribbled';
    }
    x.push(-7);
    return;
  }
  const o = x as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    const v = o[key];
    if (typeof v === 'object') scribble(v);
    else if (typeof v === 'number') o[key] = -7;
    else if (typeof v === 'string' && key !== 'kind') o[key] = 'scribbled';
  }
}

const GAMES: { players: number; seed: number; expansions?: GameOptions['expansions'] }[] = [
  { players: 2, seed: 11 },
  { players: 4, seed: 12 },
  { players: 3, seed: 13, expansions: { kraken: true, leviathan: true } },
];

describe('a view shares nothing with its state', () => {
  it.each(GAMES)('$players players, seed $seed, $expansions', ({ players, seed, expansions }) => {
    const rand = prng(seed);
    let s: GameState = newGame({ seed, players, ...(expansions ? { expansions } : {}) });
    let checked = 0;
    for (let step = 0; !s.over && step < 400; step++) {
      const decider = s.pending!.seat;
      // The deciding seat (its own open payment, its legal actions), another seat and a spectator.
      for (const seat of [decider, (decider + 1) % players, null]) {
        const before = JSON.stringify(s);
        const view = viewFor(s, seat, { log: step % 10 === 0 });
        if (seat === decider) expect(view.pending).not.toBe(s.pending);
        scribble(view);
        expect(JSON.stringify(s)).toBe(before);
        checked++;
      }
      const r = applyAction(s, randomAction(s as Parameters<typeof randomAction>[0], rand));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(checked).toBeGreaterThan(300);
  });
});
