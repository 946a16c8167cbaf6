// The Kraken payment listing (kraken/krakenAllies.ts) prunes its search; this checks that it
// still lists exactly the payments with no removable Ally, against a brute force over every
// subset of small random hands holding Kraken Allies.
import { describe, expect, it } from 'vitest';
import { KRAKEN_ALLY_FIRST, allyRace, allyValue, newGame } from '../../src/engine/index.ts';
import { krakenPayments, racesFit } from '../../src/engine/kraken/krakenAllies.ts';
import { costModifiers, mandatoryRaceWith, recruitCostWith, requirement } from '../../src/engine/recruit.ts';
import { nebulisReach } from '../../src/engine/kraken/payments.ts';
import { prng } from './random-play.ts';

/** Every valid payment of `hand` for `lord` with no removable Ally, as sorted value/race keys. */
function bruteForce(hand: number[], fits: (cards: number[]) => boolean, cost: number, need: number): Set<string> {
  const out = new Set<string>();
  const total = (cards: number[]): number => cards.reduce((sum, c) => sum + allyValue(c), 0);
  for (let mask = 1; mask < 1 << hand.length; mask++) {
    const cards = hand.filter((_, i) => mask & (1 << i));
    const t = total(cards);
    if (t < need || !fits(cards)) continue;
    const removable = cards.some((c, i) => {
      const rest = cards.filter((_, j) => j !== i);
      return rest.length > 0 && t - allyValue(c) >= cost && fits(rest);
    });
    if (!removable) out.add(key(cards));
  }
  return out;
}
/** Interchangeable cards (same race and value) give the same key. */
const key = (cards: number[]): string => cards.map((c) => `${allyRace(c)}:${allyValue(c)}`).sort().join(' ');

describe('Kraken payment listing', () => {
  it('equals a brute force over every subset on 150 random hands with Kraken Allies', () => {
    const rand = prng(77);
    let compared = 0;
    for (let g = 0; g < 150; g++) {
      const s = newGame({ seed: 900 + g, players: 2, startSeat: 0, expansions: { kraken: true } });
      const allies = s.explorationDeck.filter((c) => c < 65);
      const hand: number[] = [];
      const size = 6 + Math.floor(rand() * 7);
      while (hand.length < size - 2) {
        const c = allies[Math.floor(rand() * allies.length)];
        if (!hand.includes(c)) hand.push(c);
      }
      hand.push(KRAKEN_ALLY_FIRST + Math.floor(rand() * 3), KRAKEN_ALLY_FIRST + 3 + Math.floor(rand() * 4));
      s.players[0].hand = hand;
      s.players[0].pearls = Math.floor(rand() * 3);
      const lord = 1 + Math.floor(rand() * 53);
      const info = requirement(s, lord);
      const m = costModifiers(s, 0);
      const cost = recruitCostWith(m, lord, info);
      const mandatory = mandatoryRaceWith(m, info);
      const need = cost - s.players[0].pearls - nebulisReach(s, 0);
      const fits = (cards: number[]): boolean => {
        let mask = 0;
        let krakens = 0;
        for (const c of cards) if (allyRace(c) === 5) krakens++; else mask |= 1 << allyRace(c);
        return racesFit(mask, krakens, info.races, mandatory);
      };
      const listed = new Set(krakenPayments(s, 0, lord).map(key));
      expect(listed, `seed ${900 + g}, Lord ${lord}, hand ${hand.join(',')}`).toEqual(bruteForce(hand, fits, cost, need));
      compared += listed.size;
    }
    expect(compared).toBeGreaterThan(150);
  });
});
