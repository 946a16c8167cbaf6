// The greedy policy only reads its view (greedy.ts): search playouts hand it read-only views
// that share the sampled state's arrays (determinize.ts, playoutView), and a write there would
// change the guess. Every view it decides from here is frozen at every depth, so that any write
// throws (modules are strict), and it must choose what it chooses from the same view unfrozen.
import { describe, expect, it } from 'vitest';
import { fast, newGame, viewFor, type GameOptions, type ReadonlyPlayerView } from '../../src/engine/index.ts';
import { determinize, guessView } from '../../src/bots/determinize.ts';
import { greedyAction } from '../../src/bots/greedy.ts';
import { makeRng } from '../../src/bots/rng.ts';

function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

const GAMES: { players: number; seed: number; expansions?: GameOptions['expansions'] }[] = [
  { players: 2, seed: 21 },
  { players: 4, seed: 22 },
  { players: 3, seed: 23, expansions: { kraken: true, leviathan: true } },
];

describe('greedy writes into no view', () => {
  it.each(GAMES)('$players players, seed $seed, $expansions', ({ players, seed, expansions }) => {
    const s = fast.clone(newGame({ seed, players, ...(expansions ? { expansions } : {}) }));
    const rng = makeRng(seed);
    let checked = 0;
    for (let step = 0; !s.over && step < 600; step++) {
      const seat = s.pending!.seat;
      const chosen = greedyAction(viewFor(s, seat, { log: false }));
      // The engine's view, frozen.
      expect(greedyAction(deepFreeze(viewFor(s, seat, { log: false })))).toEqual(chosen);
      // A playout's view of a guess (sharing the guess's arrays, which are frozen with it: the guess is dropped after).
      if (step % 3 === 0) {
        const g = determinize(viewFor(s, seat), rng);
        const view: ReadonlyPlayerView = guessView(g, seat);
        const unfrozen = greedyAction(view);
        expect(greedyAction(deepFreeze(view))).toEqual(unfrozen);
      }
      checked++;
      const e = fast.apply(s, chosen);
      if (e) throw new Error(e.message);
    }
    expect(checked).toBeGreaterThan(100);
  });
});
