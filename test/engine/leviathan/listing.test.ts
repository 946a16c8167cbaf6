// Listing actions with the Leviathan's Allies in hand: a hand may hold six Crab 1s (the base
// four, the Leviathan's fighting Crab 1 and its plain one), and a Leviathan Ally is never
// interchangeable with a plain Ally of its race and value (it carries a fighting effect).
import { describe, expect, it } from 'vitest';
import {
  LEVIATHAN_ALLY_FIRST, LEVIATHAN_PLAIN_CRAB, LORD, allyRace, allyValue, applyAction, fightEffect, legalActions, newGame, RACES,
  type GameState,
} from '../mutable.ts';

/** A Leviathan game, seat 0 to play, holding `hand` (taken from wherever the cards are). */
function holding(hand: number[]): GameState {
  const s = newGame({ seed: 4, players: 2, startSeat: 0, expansions: { leviathan: true } });
  for (const p of s.players) s.explorationDeck.push(...p.hand.splice(0));
  s.explorationDeck = s.explorationDeck.filter((c) => !hand.includes(c));
  s.players[0].hand.push(...hand);
  return s;
}

const crab = RACES.indexOf('crab');
const CRAB_1S = [13, 14, 15, 16, LEVIATHAN_ALLY_FIRST + crab * 4, LEVIATHAN_PLAIN_CRAB];
const CRAB_2S = [17, 18, 19, LEVIATHAN_ALLY_FIRST + crab * 4 + 1];

describe('Listing with Leviathan Allies in hand', () => {
  it('the six Crab 1s are what the ids say', () => {
    expect(CRAB_1S.map((c) => [allyRace(c), allyValue(c)])).toEqual(new Array(6).fill([crab, 1]));
    expect(CRAB_2S.map((c) => [allyRace(c), allyValue(c)])).toEqual(new Array(4).fill([crab, 2]));
    expect(CRAB_1S.map(fightEffect)).toEqual([null, null, null, null, 'pearls', null]);
  });

  it('payments for a Lord from a hand with five or six Crab 1s are all legal: each card once, from the hand, enough', () => {
    // The Crab 2s first: the listing once wrote the fifth Crab 1 over the first Crab 2.
    for (const ones of [5, 6]) {
      const s = holding([...CRAB_2S, ...CRAB_1S.slice(0, ones), 80]);
      const at = s.lordDeck.indexOf(LORD.hunter);
      if (at >= 0) [s.lordDeck[at], s.court[0]] = [s.court[0], s.lordDeck[at]];
      expect(s.court).toContain(LORD.hunter);
      const recruits = legalActions(s).filter((a) => a.type === 'recruit' && a.lord === LORD.hunter);
      expect(recruits.length).toBeGreaterThan(0);
      for (const a of recruits) {
        if (a.type !== 'recruit') continue;
        expect(new Set(a.allies).size, JSON.stringify(a)).toBe(a.allies.length);
        expect(a.allies.every((c) => s.players[0].hand.includes(c)), JSON.stringify(a)).toBe(true);
        const r = applyAction(s, a);
        expect(r.ok ? 'ok' : r.error.message, JSON.stringify(a)).toBe('ok');
      }
    }
  });

  it('a Martial Law discard lists a Leviathan Ally apart from the plain one of its race and value', () => {
    const fighting = LEVIATHAN_ALLY_FIRST + crab * 4;
    const s = holding([13, fighting, LEVIATHAN_PLAIN_CRAB]);
    s.pending = { kind: 'martialLaw', seat: 0, count: 1 };
    expect(legalActions(s)).toEqual([{ type: 'payPearl' }, { type: 'discard', card: 13 }, { type: 'discard', card: fighting }]);
  });

  it('a payment that may spend the fighting Crab 1 or a plain one is listed both ways, and each way applies', () => {
    const fighting = LEVIATHAN_ALLY_FIRST + crab * 4;
    // The Hunter wants 8 from Crabs and one other race: Crab 5 + Crab 1 + Jellyfish 2 (Jellyfish 2 is id 4).
    const s = holding([25, 13, fighting, 4]);
    const at = s.lordDeck.indexOf(LORD.hunter);
    if (at >= 0) [s.lordDeck[at], s.court[0]] = [s.court[0], s.lordDeck[at]];
    s.players[0].pearls = 0;
    const recruits = legalActions(s).filter((a) => a.type === 'recruit' && a.lord === LORD.hunter);
    const sets = recruits.map((a) => (a.type === 'recruit' ? a.allies.slice().sort((x, y) => x - y) : []));
    expect(sets).toContainEqual([4, 13, 25]);
    expect(sets).toContainEqual([4, 25, fighting].sort((x, y) => x - y));
    for (const a of recruits) expect(applyAction(s, a).ok).toBe(true);
    // Without a plain copy there is no second way: nothing is added.
    const t = holding([25, fighting, 4]);
    const at2 = t.lordDeck.indexOf(LORD.hunter);
    if (at2 >= 0) [t.lordDeck[at2], t.court[0]] = [t.court[0], t.lordDeck[at2]];
    t.players[0].pearls = 0;
    const only = legalActions(t).filter((a) => a.type === 'recruit' && a.lord === LORD.hunter);
    expect(only.map((a) => (a.type === 'recruit' ? a.allies.slice().sort((x, y) => x - y) : []))).toEqual([[4, 25, fighting].sort((x, y) => x - y)]);
  });
});
