// Dice: drawn from the game's seeded PRNG, so a seed replays every roll. A roll is a
// revealing event (events.ts marks it): undo never goes back past it.
import { randomInt } from '../rng.ts';
import type { GameState } from '../types.ts';

export function rollDie(s: GameState): number {
  return randomInt(s, 6) + 1;
}

export function rollTwoDice(s: GameState): [number, number] {
  const a = rollDie(s);
  return [a, rollDie(s)];
}
