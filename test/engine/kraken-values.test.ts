// The Kraken's points as pure functions (kraken/values.ts): the scoring hook uses them, and at
// the end of a game the "ended now" reading equals the score sheet's Nebulis line.
import { describe, expect, it } from 'vitest';
import {
  KRAKEN_ALLY_FIRST, LORD, fast, krakenIp, krakenIpIfEndedNow, krakenNebulis, legalActions, newGame, scores,
} from './mutable.ts';

const player = (nebulis: number, hand: number[] = [], lords: number[] = []) => ({ nebulis, hand, lords, assassinated: [] as number[] });

describe('Kraken values', () => {
  it('counts value − 1 Nebulis per Kraken Ally and −1 IP each, −5 more with the figure', () => {
    // Kraken Allies 2, 2, 3 …: 1 + 1 + 2 Nebulis; a plain Ally (id 0) gives none.
    expect(krakenNebulis([KRAKEN_ALLY_FIRST, KRAKEN_ALLY_FIRST + 1, KRAKEN_ALLY_FIRST + 2, 0])).toBe(4);
    expect(krakenIp(3, false)).toBe(-3);
    expect(krakenIp(3, true)).toBe(-8);
  });

  it('reads the end now: Krakens in hand count (not with the Cleaner), the holder keeps a tie, others share it', () => {
    const four = KRAKEN_ALLY_FIRST + 5; // value 4: 3 Nebulis
    expect(krakenIpIfEndedNow([player(1, [four]), player(3)], 1)).toEqual([-4 - 5, -3]);
    expect(krakenIpIfEndedNow([player(1, [four], [LORD.cleaner]), player(3)], 1)).toEqual([-1, -8]);
    expect(krakenIpIfEndedNow([player(2), player(2), player(0)], -1)).toEqual([-4.5, -4.5, -0]);
    expect(krakenIpIfEndedNow([player(0), player(0)], -1)).toEqual([-0, -0]);
  });

  it('equals the score sheet\'s Nebulis line once a game is over', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const s = newGame({ seed, players: 3, startSeat: 0, expansions: { kraken: true } });
      let i = 0;
      while (!s.over) {
        const legal = legalActions(s);
        expect(fast.apply(s, legal[(i++ * 7919 + seed) % legal.length])).toBeNull();
      }
      expect(krakenIpIfEndedNow(s.players, s.kraken!.figure)).toEqual(scores(s).map((l) => l.nebulis));
    }
  });
});
