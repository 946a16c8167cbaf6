// The Kraken payment listing (kraken/krakenAllies.ts) prunes its search; this checks that it
// still lists exactly the payments with no removable Ally, against a brute force over every
// subset of small random hands holding Kraken Allies.
import { describe, expect, it } from 'vitest';
import { KRAKEN_ALLY_FIRST, allyRace, allyValue, newGame } from './mutable.ts';
import { krakenPayments, racesFit } from '../../src/engine/kraken/krakenAllies.ts';
import { costModifiers, mandatoryRaceWith, recruitCostWith, requirement } from '../../src/engine/recruit.ts';
import { nebulisReach } from '../../src/engine/kraken/payments.ts';
import { prng } from './random-play.ts';
import { referenceKrakenPayments } from './kraken-listing-reference.ts';
import { KRAKEN_ALLY_COUNT, LORD, LORDS } from '../../src/engine/cards.ts';

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

  it('lists the same payments in the same order as the listing before the per-race summary, on 2,000 random hands', () => {
    // Hands of 3 to 14 Allies with 0 to 3 Kraken Allies (and Leviathan Allies), Pearls, Nebulis,
    // the cost modifiers (Recruiter, Treasurer, Diplomat) and the Outlaw, for every Lord.
    const rand = prng(2026);
    const int = (n: number): number => Math.floor(rand() * n);
    let payments = 0;
    let withKrakens = 0;
    for (let g = 0; g < 2000; g++) {
      const s = newGame({ seed: 5000 + g, players: 3, startSeat: 0, expansions: { kraken: true, leviathan: g % 2 === 0 } });
      const allies = s.explorationDeck.filter((c) => allyRace(c) >= 0 && allyRace(c) < 5);
      const hand: number[] = [];
      const size = 3 + int(12);
      const krakens = int(4);
      while (hand.length < size - krakens) {
        const c = allies[int(allies.length)];
        if (!hand.includes(c)) hand.push(c);
      }
      while (hand.length < size) {
        const c = KRAKEN_ALLY_FIRST + int(KRAKEN_ALLY_COUNT);
        if (!hand.includes(c)) hand.splice(int(hand.length + 1), 0, c);
      }
      const p = s.players[0];
      p.hand = hand;
      p.pearls = int(5);
      p.nebulis = int(4);
      p.lords = [];
      if (int(4) === 0) p.lords.push(LORD.treasurer);
      if (int(4) === 0) p.lords.push(LORD.diplomat);
      if (int(4) === 0) p.lords.push(LORD.outlaw);
      if (int(4) === 0) s.players[1].lords = [LORD.recruiter];
      const lord = 1 + int(LORDS.length - 1);
      const want = referenceKrakenPayments(s, 0, lord);
      expect(krakenPayments(s, 0, lord), `seed ${5000 + g}, Lord ${lord}, hand ${hand.join(',')}`).toEqual(want);
      payments += want.length;
      if (want.some((a) => a.some((c) => allyRace(c) === 5))) withKrakens++;
    }
    expect(payments).toBeGreaterThan(2000);
    expect(withKrakens).toBeGreaterThan(200);
  });
});
