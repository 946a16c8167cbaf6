// The bots' PRNG: shuffleInPlace runs mulberry32's steps inline for makeRng's generator; the
// result (order and the generator's state after it) must be exactly that of calling `int`.
import { describe, expect, it } from 'vitest';
import { makeRng, shuffleInPlace, type Rng } from '../../src/bots/rng.ts';

/** The same generator behind a plain object: shuffleInPlace takes its generic path. */
function plainRng(seed: number): Rng {
  const inner = makeRng(seed);
  return {
    get state() { return inner.state; },
    set state(v: number) { inner.state = v; },
    next: () => inner.next(),
    int: (n: number) => inner.int(n),
  };
}

describe('shuffleInPlace', () => {
  it('orders cards exactly as the generic Fisher–Yates over int() does, and leaves the same state', () => {
    for (let seed = 0; seed < 200; seed++) {
      const fast = makeRng(seed);
      const plain = plainRng(seed);
      for (const size of [0, 1, 2, 7, 35, 71, seed === 0 ? 40_000 : 300]) {
        const items = Array.from({ length: size }, (_, i) => i);
        expect(shuffleInPlace(fast, items.slice())).toEqual(shuffleInPlace(plain, items.slice()));
        expect(fast.state).toBe(plain.state);
      }
      expect(fast.next()).toBe(plain.next());
    }
  });

  it('continues a stream restored from a saved state', () => {
    const a = makeRng(42);
    a.int(10);
    const b = makeRng(0);
    b.state = a.state;
    expect(shuffleInPlace(a, [1, 2, 3, 4, 5, 6])).toEqual(shuffleInPlace(b, [1, 2, 3, 4, 5, 6]));
  });
});
