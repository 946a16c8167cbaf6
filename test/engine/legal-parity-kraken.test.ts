// The legal-action listing of Kraken games (with and without De Profundis) against independent
// references, on random states: payments from a brute force over the hand judged by the
// engine's payment checks, every other action from what applyAction accepts
// (legal-parity-play.ts says how). The safety net for optimising the listing.
import { describe, expect, it } from 'vitest';
import { comparePlayed, report } from './legal-parity-play.ts';

describe('Kraken listing equals the brute-force reference', () => {
  it('Kraken, 2–4 players (and Martial Law): 1,000+ states', () => {
    const c = comparePlayed({
      games: 8, mainEvery: 1, otherEvery: 1, plainEvery: 4, purseEvery: 3,
      options: (g) => ({ seed: 43_000 + g, players: 2 + (g % 3), expansions: { kraken: true }, ...(g % 4 === 2 ? { martialLaw: true } : {}) }),
    });
    report('Kraken', c);
    expect(c.states).toBeGreaterThanOrEqual(1000);
  }, 600_000);

  it('Kraken with De Profundis, 2–4 players: 1,000+ states', () => {
    const c = comparePlayed({
      games: 8, mainEvery: 1, otherEvery: 1, plainEvery: 4, purseEvery: 3,
      options: (g) => ({ seed: 44_000 + g, players: 2 + (g % 3), expansions: { kraken: true, deProfundis: true } }),
    });
    report('Kraken + De Profundis', c);
    expect(c.states).toBeGreaterThanOrEqual(1000);
  }, 600_000);
});
