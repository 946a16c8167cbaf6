// A small seeded PRNG for bots (mulberry32). Bots never use Math.random, so a game between
// bots replays exactly from its seeds.

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** The internal state, to save and restore a stream. */
  state: number;
}

/** mulberry32's increment of its state per number (next and shuffleInPlace). */
const STEP = 0x6d2b79f5;

/** mulberry32's 32-bit output for the state just stepped to. */
function output(state: number): number {
  let t = Math.imul(state ^ (state >>> 15), state | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}

/** The bots' PRNG (a class so that shuffleInPlace can recognise it and run its steps inline). */
class Mulberry32 implements Rng {
  state: number;

  constructor(seed: number) {
    this.state = (Math.trunc(seed) ^ 0x5bd1e995) >>> 0;
  }

  next(): number {
    this.state = (this.state + STEP) >>> 0;
    return output(this.state) / 4294967296;
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Fisher–Yates in place (the engine's resample shuffles through this: the same numbers as through `int`). */
  shuffle(items: number[]): number[] {
    return shuffleInPlace(this, items);
  }
}

export function makeRng(seed: number): Rng {
  return new Mulberry32(seed);
}

/** Mixes several integers into one 32-bit seed (for per-game, per-seat, per-worker streams). */
export function mixSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    let x = Math.trunc(part) >>> 0;
    for (let i = 0; i < 4; i++) {
      h ^= x & 0xff;
      h = Math.imul(h, 0x01000193) >>> 0;
      x >>>= 8;
    }
  }
  return h >>> 0;
}

/**
 * Fisher–Yates with `rng`. For the bots' own PRNG the steps run inline on a local copy of its
 * state (the same numbers as calling `int`, without a call and a property write per card):
 * shuffling was about a third of a determinization.
 */
export function shuffleInPlace<T>(rng: Rng, items: T[]): T[] {
  if (!(rng instanceof Mulberry32) || items.length > 0x7fff) {
    for (let i = items.length - 1; i > 0; i--) swap(items, i, rng.int(i + 1));
    return items;
  }
  let state = rng.state;
  for (let i = items.length - 1; i > 0; i--) {
    state = (state + STEP) >>> 0;
    // int(n) is floor(u / 2^32 * n) for the 32-bit u: exactly (u * n) >> 32, here in 16-bit
    // halves so that it stays in integers (n below 2^15: longer arrays take the loop above).
    const u = output(state);
    const n = i + 1;
    swap(items, i, ((u >>> 16) * n + (((u & 0xffff) * n) >>> 16)) >>> 16);
  }
  rng.state = state;
  return items;
}

function swap<T>(items: T[], i: number, j: number): void {
  const tmp = items[i];
  items[i] = items[j];
  items[j] = tmp;
}
