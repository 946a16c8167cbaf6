// The legal-action listing of Leviathan games (with and without De Profundis, 2–5 players)
// against independent references, on random states and variants of them: payments from a
// brute force over the hand judged by the engine's payment checks (a Leviathan Ally never
// interchangeable with a plain one), every other action from what applyAction accepts
// (legal-parity-play.ts says how). The safety net for optimising the listing.
import { describe, it } from 'vitest';
import { comparePlayed, expectCoverage, gamesFor, report } from './legal-parity-play.ts';

const LEAST = {
  states: 4000, withRecruit: 1000, recruitActions: 40_000, bigHands: 500, leviathanHands: 900, leviathanVariants: 5000,
  moreActions: 30_000, orderChecked: 1500, plainBigHands: 80, plainChecked: 200, variants: 500,
};

describe('Leviathan listing equals the brute-force reference', () => {
  it('Leviathan, 2–5 players: 4,000+ states', () => {
    const c = comparePlayed({
      ...gamesFor(12, LEAST, 20), mainEvery: 1, otherEvery: 1, plainEvery: 4, variantEvery: 2,
      options: (g) => ({ seed: 45_000 + g, players: 2 + (g % 4), expansions: { leviathan: true } }),
    });
    report('Leviathan', c);
    expectCoverage(c, LEAST, 20);
  }, 600_000);

  it('Leviathan with De Profundis, 2–5 players: 4,000+ states', () => {
    const c = comparePlayed({
      ...gamesFor(12, LEAST, 20), mainEvery: 1, otherEvery: 1, plainEvery: 4, variantEvery: 2,
      options: (g) => ({ seed: 46_000 + g, players: 2 + (g % 4), expansions: { leviathan: true, deProfundis: true } }),
    });
    report('Leviathan + De Profundis', c);
    expectCoverage(c, LEAST, 20);
  }, 600_000);
});
