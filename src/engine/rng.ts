// The game's randomness, kept inside the state so that seed + options + actions replay exactly.
// Two generators, chosen by the seed's type (docs/rules.md, "Seeds and randomness"):
// - a number keeps mulberry32 (32-bit state), bit for bit as before, for research seeds,
//   tests and old replays. Its state is tiny, so a deal can give it away: never for a table
//   whose hidden cards matter.
// - a string of 32 to 64 lowercase hex digits keys ChaCha20 (128 to 256 secret bits); the
//   cards dealt say nothing usable about the key.
import { chachaBlock } from './chacha.ts';
import type { GameState } from './types.ts';

/** A secret seed: 32 to 64 lowercase hex digits (128 to 256 bits). */
export const HEX_SEED = /^[0-9a-f]{32,64}$/;

export function isHexSeed(seed: unknown): seed is string {
  return typeof seed === 'string' && HEX_SEED.test(seed);
}

/** Normalises any number to a 32-bit unsigned seed. */
export function seedState(seed: number): number {
  return (Math.trunc(seed) ^ 0x9e3779b9) >>> 0;
}

/**
 * ChaCha20 key and nonce of a hex seed: the digits, right-padded with "0" to 64, are the 32
 * key bytes; the nonce is (digit count, 0, 0), so that seeds differing only by trailing
 * zeros still key different streams.
 */
export function seedKey(hex: string): number[] {
  const digits = hex.padEnd(64, '0');
  const words: number[] = [];
  for (let w = 0; w < 8; w++) {
    let x = 0;
    // Little-endian: the word's first byte is its lowest.
    for (let b = 3; b >= 0; b--) x = x * 256 + parseInt(digits.slice(w * 8 + b * 2, w * 8 + b * 2 + 2), 16);
    words.push(x);
  }
  words.push(hex.length, 0, 0);
  return words;
}

/** The generator's state for a new game with this (already checked) seed. */
export function initialRng(seed: number | string): number {
  return typeof seed === 'number' ? seedState(seed) : 0;
}

// The key is derived from the seed in the game's options, so the state carries no copy of it
// and keeps the same shape (and JSON) whatever the seed. One keystream block is 16 words and a
// shuffle reads them in sequence, so the last key and block are kept here rather than
// recomputed for every word: a memo of pure functions (same seed and counter, same words),
// so no result of the engine depends on it.
let cacheSeed: string | null = null;
let cacheKey: number[] = [];
let cacheBlock = -1;
const cacheOut = new Uint32Array(16);

/** The next 32-bit word of the ChaCha20 stream keyed by `seed`; `s.rng` counts the words drawn. */
function nextWord(s: GameState, seed: string): number {
  const i = s.rng;
  s.rng = i + 1;
  if (seed !== cacheSeed) {
    cacheKey = seedKey(seed);
    cacheSeed = seed;
    cacheBlock = -1;
  }
  const block = (i - (i % 16)) / 16;
  if (block !== cacheBlock) {
    // A block counter past 2^32 would need 2^36 draws: no game comes near it.
    chachaBlock(cacheKey, block, cacheOut);
    cacheBlock = block;
  }
  return cacheOut[i % 16];
}

const TWO_32 = 4294967296;

/** Uniform integer in [0, n) for 1 ≤ n ≤ 2^32. Advances the state's PRNG. */
export function randomInt(s: GameState, n: number): number {
  const seed = s.options.seed;
  if (typeof seed !== 'string') {
    let t = (s.rng = (s.rng + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const x = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(x * n);
  }
  // Rejection sampling: words at or above the largest multiple of n are drawn again, so
  // every result is exactly equally likely.
  const limit = TWO_32 - (TWO_32 % n);
  let w = nextWord(s, seed);
  while (w >= limit) w = nextWord(s, seed);
  return w % n;
}

/** Fisher–Yates shuffle in place. */
export function shuffle(s: GameState, items: number[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(s, i + 1);
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
}
