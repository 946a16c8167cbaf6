// Seeded PRNG kept inside the game state (mulberry32), so seed + actions replay exactly.
import type { GameState } from './types.ts';

/** Normalises any number to a 32-bit unsigned seed. */
export function seedState(seed: number): number {
  return (Math.trunc(seed) ^ 0x9e3779b9) >>> 0;
}

/** Uniform integer in [0, n). Advances the state's PRNG. */
export function randomInt(s: GameState, n: number): number {
  let t = (s.rng = (s.rng + 0x6d2b79f5) >>> 0);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const x = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return Math.floor(x * n);
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
