// The legal-action listing of games with both Kraken and Leviathan (with and without De
// Profundis, 2–5 players) against independent references, on random states and variants of
// them: payments from a brute force over the hand judged by the engine's payment checks
// (Kraken Allies wild, Leviathan Allies never interchangeable with plain ones, Nebulis amounts,
// `more`), every other action from what applyAction accepts (legal-parity-play.ts says how).
import { describe, it } from 'vitest';
import { comparePlayed, expectCoverage, gamesFor, report } from './legal-parity-play.ts';

const LEAST = {
  states: 4000, withRecruit: 1000, recruitActions: 60_000, bigHands: 500, krakenHands: 400, leviathanHands: 900, leviathanVariants: 10_000,
  smugglerHands: 80, moreActions: 50_000, nebulisActions: 400, orderChecked: 1000, plainBigHands: 80, plainChecked: 200, variants: 500,
};

describe('Kraken and Leviathan listing equals the brute-force reference', () => {
  it('Kraken and Leviathan, 2–5 players: 4,000+ states', () => {
    const c = comparePlayed({
      ...gamesFor(12, LEAST, 25), mainEvery: 1, otherEvery: 1, plainEvery: 4, variantEvery: 2,
      options: (g) => ({ seed: 47_000 + g, players: 2 + (g % 4), expansions: { kraken: true, leviathan: true } }),
    });
    report('Kraken + Leviathan', c);
    expectCoverage(c, LEAST, 25);
  }, 600_000);

  it('Kraken, Leviathan and De Profundis, 2–5 players: 4,000+ states', () => {
    const c = comparePlayed({
      ...gamesFor(12, LEAST, 25), mainEvery: 1, otherEvery: 1, plainEvery: 4, variantEvery: 2,
      options: (g) => ({ seed: 48_000 + g, players: 2 + (g % 4), expansions: { kraken: true, leviathan: true, deProfundis: true } }),
    });
    report('Kraken + Leviathan + De Profundis', c);
    expectCoverage(c, LEAST, 25);
  }, 600_000);
});
