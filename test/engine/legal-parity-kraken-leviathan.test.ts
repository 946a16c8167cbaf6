// The legal-action listing of Leviathan games (with and without De Profundis, 2–5 players)
// against independent references, on random states: payments from a brute force over the hand
// judged by the engine's payment checks (a Leviathan Ally never interchangeable with a plain
// one), every other action from what applyAction accepts (legal-parity-play.ts says how).
import { describe, expect, it } from 'vitest';
import { comparePlayed, report } from './legal-parity-play.ts';

describe('Kraken and Leviathan listing equals the brute-force reference', () => {
  it('Kraken and Leviathan, 2–5 players: 1,000+ states', () => {
    const c = comparePlayed({
      games: 12, mainEvery: 1, otherEvery: 1, plainEvery: 4, purseEvery: 3,
      options: (g) => ({ seed: 47_000 + g, players: 2 + (g % 4), expansions: { kraken: true, leviathan: true } }),
    });
    report('Kraken + Leviathan', c);
    expect(c.states).toBeGreaterThanOrEqual(1000);
  }, 600_000);

  it('Kraken, Leviathan and De Profundis, 2–5 players: 1,000+ states', () => {
    const c = comparePlayed({
      games: 12, mainEvery: 1, otherEvery: 1, plainEvery: 4, purseEvery: 3,
      options: (g) => ({ seed: 48_000 + g, players: 2 + (g % 4), expansions: { kraken: true, leviathan: true, deProfundis: true } }),
    });
    report('Kraken + Leviathan + De Profundis', c);
    expect(c.states).toBeGreaterThanOrEqual(1000);
  }, 600_000);
});
