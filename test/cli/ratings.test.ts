import { describe, expect, it } from 'vitest';
import { addGame, bootstrapRatings, bradleyTerry, pairedStat, t95, zeroMatrix } from '../../src/cli/ratings.ts';

/** 400·log10(2): Elo points of a strength twice as large. */
const DOUBLE = 400 * Math.log10(2);

describe('Bradley–Terry ratings', () => {
  it('fits a hand-computed example exactly (strengths 4 : 2 : 1)', () => {
    // A–B: A won 2 of 3; B–C: B won 2 of 3; A–C: A won 4 of 5. With p = (4, 2, 1) every bot's
    // expected wins equal its wins (A: 3·4/6 + 5·4/5 = 6; B: 3·2/6 + 3·2/3 = 3; C: 1 + 1 = 2),
    // so that is the maximum-likelihood fit: one doubling apart, centred on B.
    const w = [
      [0, 2, 4],
      [1, 0, 2],
      [1, 1, 0],
    ];
    const r = bradleyTerry(w, { prior: 0 });
    expect(r[0]).toBeCloseTo(DOUBLE, 6);
    expect(r[1]).toBeCloseTo(0, 6);
    expect(r[2]).toBeCloseTo(-DOUBLE, 6);
  });

  it('two bots: the rating gap is 400·log10 of the win ratio; a prior ties pulls it in', () => {
    const w = [[0, 3], [1, 0]];
    const [a, b] = bradleyTerry(w, { prior: 0 });
    expect(a - b).toBeCloseTo(400 * Math.log10(3), 6);
    // One virtual tie: 3.5 wins to 1.5.
    const [c, d] = bradleyTerry(w);
    expect(c - d).toBeCloseTo(400 * Math.log10(3.5 / 1.5), 6);
    // A clean sweep stays finite with the prior.
    const [e, f] = bradleyTerry([[0, 10], [0, 0]]);
    expect(e - f).toBeCloseTo(400 * Math.log10(10.5 / 0.5), 6);
  });

  it('reads pairwise outcomes from a game ranking, ties as half a win', () => {
    const w = zeroMatrix(3);
    // Seats hold bots 2, 0, 1 with ranks 1, 2, 2: bot 2 beats both, bots 0 and 1 tie.
    addGame(w, [2, 0, 1], [1, 2, 2]);
    expect(w).toEqual([
      [0, 0.5, 0],
      [0.5, 0, 0],
      [1, 1, 0],
    ]);
  });

  it('bootstraps intervals over deals, reproducibly from a seed', () => {
    const deals = Array.from({ length: 12 }, (_, d) => {
      const m = zeroMatrix(2);
      addGame(m, [0, 1], d % 4 === 0 ? [2, 1] : [1, 2]);
      return m;
    });
    const a = bootstrapRatings(deals, 2, 7, 300);
    expect(bootstrapRatings(deals, 2, 7, 300)).toEqual(a);
    // Bot 0 won 9 of 12, with one virtual tie: 9.5 to 3.5.
    expect(a[0].rating - a[1].rating).toBeCloseTo(400 * Math.log10(9.5 / 3.5), 6);
    for (const r of a) {
      expect(r.rating95[0]).toBeLessThan(r.rating);
      expect(r.rating95[1]).toBeGreaterThan(r.rating);
    }
  });
});

describe('paired statistics', () => {
  it('mean difference with a Student-t interval', () => {
    // Differences 1, 2, 3, 6: mean 3, sd sqrt(14/3), t(3) = 3.182.
    const s = pairedStat([1, 2, 3, 6]);
    const half = (3.182 * Math.sqrt(14 / 3)) / 2;
    expect(s.n).toBe(4);
    expect(s.mean).toBe(3);
    expect(s.mean95![0]).toBeCloseTo(3 - half, 9);
    expect(s.mean95![1]).toBeCloseTo(3 + half, 9);
    expect(pairedStat([5]).mean95).toBeNull();
    expect(t95(1000)).toBeCloseTo(1.962, 3);
  });
});
