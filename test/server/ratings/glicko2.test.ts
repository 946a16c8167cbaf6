import { describe, expect, it } from 'vitest';
import { updateRating, NEW_PLAYER } from '../../../src/server/ratings/glicko2.ts';
import { rateGame } from '../../../src/server/ratings/multiplayer.ts';
import { BOT_RATINGS } from '../../../src/server/ratings/bots.ts';

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

describe('Glicko-2', () => {
  it("matches the worked example of Glickman's paper (τ = 0.5)", () => {
    const r = updateRating({ rating: 1500, rd: 200, vol: 0.06 }, [
      { opponent: { rating: 1400, rd: 30 }, score: 1 },
      { opponent: { rating: 1550, rd: 100 }, score: 0 },
      { opponent: { rating: 1700, rd: 300 }, score: 0 },
    ]);
    // The paper rounds its intermediate values (μ′ = −0.2069, so 1464.06); exact arithmetic
    // gives 1464.0507, the same μ′ to four places.
    expect(round((r.rating - 1500) / 173.7178, 4)).toBe(-0.2069);
    expect(Math.abs(r.rating - 1464.06)).toBeLessThan(0.01);
    expect(round(r.rd, 2)).toBe(151.52);
    // The paper prints σ′ = 0.05999 (cut, not rounded, from 0.059996).
    expect(round(r.vol, 6)).toBe(0.059996);
    expect(Math.abs(r.vol - 0.05999)).toBeLessThan(0.00001);
  });

  it('a period without games only widens the deviation, never past a new player', () => {
    const r = updateRating({ rating: 1500, rd: 200, vol: 0.06 }, []);
    expect(r.rating).toBe(1500);
    expect(round(r.rd, 2)).toBe(200.27);
    expect(updateRating(NEW_PLAYER, []).rd).toBe(350);
  });

  it('refuses a score other than 0, 0.5 or 1', () => {
    expect(() => updateRating(NEW_PLAYER, [{ opponent: NEW_PLAYER, score: 0.7 }])).toThrow(RangeError);
  });
});

describe('rating a game pairwise', () => {
  it('2 players, both new: the winner gains what the loser loses', () => {
    const out = rateGame([
      { seat: 0, rank: 1, before: NEW_PLAYER, updates: true },
      { seat: 1, rank: 2, before: NEW_PLAYER, updates: true },
    ]);
    const w = out.get(0)!;
    const l = out.get(1)!;
    expect(round(w.rating, 2)).toBe(1662.31);
    expect(round(w.rd, 2)).toBe(290.32);
    expect(round(l.rating, 2)).toBe(1337.69);
    expect(round(l.rd, 2)).toBe(290.32);
    expect(round(w.rating - 1500, 6)).toBe(round(1500 - l.rating, 6));
  });

  it('4 players with a tie: three results each, against the ratings from before the game; bots stay fixed', () => {
    const a = { rating: 1500, rd: 200, vol: 0.06 };
    const out = rateGame([
      { seat: 0, rank: 2, before: a, updates: true },
      { seat: 1, rank: 1, before: { rating: 1400, rd: 30, vol: 0.06 }, updates: true },
      { seat: 2, rank: 3, before: { rating: 1550, rd: 100, vol: 0.06 }, updates: true },
      { seat: 3, rank: 2, before: BOT_RATINGS.medium, updates: false },
    ]);
    expect([...out.keys()]).toEqual([0, 1, 2]);
    // Seat 0: lost to seat 1, beat seat 2, tied with the bot: the same as updateRating with those three results.
    const expected0 = updateRating(a, [
      { opponent: { rating: 1400, rd: 30 }, score: 0 },
      { opponent: { rating: 1550, rd: 100 }, score: 1 },
      { opponent: BOT_RATINGS.medium, score: 0.5 },
    ]);
    expect(out.get(0)).toEqual(expected0);
    expect(round(out.get(0)!.rating, 2)).toBe(1500.23);
    expect(round(out.get(0)!.rd, 2)).toBe(144.85);
    // Seat 1 beat everyone, seat 2 lost to everyone.
    expect(round(out.get(1)!.rating, 2)).toBe(1410.84);
    expect(round(out.get(1)!.rd, 2)).toBe(31.47);
    expect(round(out.get(2)!.rating, 2)).toBe(1471.18);
    expect(round(out.get(2)!.rd, 2)).toBe(91.42);
  });
});
