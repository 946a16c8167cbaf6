// The legal-action listing of Kraken games (with and without De Profundis) against independent
// references, on random states and variants of them: payments from a brute force over the hand
// judged by the engine's payment checks (Kraken Allies wild, Nebulis amounts, `more`), every
// other action from what applyAction accepts (legal-parity-play.ts says how). The safety net
// for optimising the listing.
import { describe, it } from 'vitest';
import { comparePlayed, expectCoverage, gamesFor, report } from './legal-parity-play.ts';

const LEAST = {
  states: 2000, withRecruit: 600, recruitActions: 100_000, bigHands: 300, krakenHands: 300, smugglerHands: 50,
  moreActions: 50_000, nebulisActions: 200, orderChecked: 500, plainBigHands: 30, plainChecked: 100, variants: 300,
};

describe('Kraken listing equals the brute-force reference', () => {
  it('Kraken, 2–4 players (and Martial Law): 2,000+ states', () => {
    const c = comparePlayed({
      ...gamesFor(8, LEAST, 15), mainEvery: 1, otherEvery: 1, plainEvery: 4, variantEvery: 2,
      options: (g) => ({ seed: 43_000 + g, players: 2 + (g % 3), expansions: { kraken: true }, ...(g % 4 === 2 ? { martialLaw: true } : {}) }),
    });
    report('Kraken', c);
    expectCoverage(c, LEAST, 15);
  }, 600_000);

  it('Kraken with De Profundis, 2–4 players: 2,000+ states', () => {
    const c = comparePlayed({
      ...gamesFor(8, LEAST, 15), mainEvery: 1, otherEvery: 1, plainEvery: 4, variantEvery: 2,
      options: (g) => ({ seed: 44_000 + g, players: 2 + (g % 3), expansions: { kraken: true, deProfundis: true } }),
    });
    report('Kraken + De Profundis', c);
    expectCoverage(c, LEAST, 15);
  }, 600_000);
});
