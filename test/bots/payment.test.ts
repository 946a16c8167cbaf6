// Bots and recruitment in steps (src/engine/recruit-steps.ts): every choice of an open payment
// is within their reach, and greedy overpays only when the affiliation is worth the card.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, viewFor, type Action, type GameState } from '../engine/mutable.ts';
import { createBot, parseBotSpec } from '../../src/bots/index.ts';
import { greedyAction } from '../../src/bots/greedy.ts';
import { treeActions } from '../../src/bots/search.ts';
import { act, ally, game, setAffiliated, setCourt, setHand } from '../engine/fixtures.ts';

const MILLER = 30; // farmer, cost 8, 2 races (one a Seahorse), no power
const FARMERS = [27, 28, 29, MILLER, 31, 32];
const sea5 = ally('seahorse', 5);
const sea1 = ally('seahorse', 1);
const crab3 = ally('crab', 3);
const jelly2 = ally('jellyfish', 2);

/** Seat 0 has opened a payment for the Miller with Crab 3 + Seahorse 5; a Seahorse 1 could join. */
function openPayment(affiliated: number[] = []): GameState {
  const s = game(2, 1);
  setCourt(s, FARMERS);
  setHand(s, 0, [sea5, crab3, sea1, jelly2]);
  // A Crab 4 already affiliated: the Crab 3 the payment would affiliate adds nothing.
  setAffiliated(s, 0, [ally('crab', 4), ...affiliated]);
  s.players[0].pearls = 0;
  return act(s, { type: 'recruit', lord: MILLER, allies: [crab3, sea5], more: true });
}

const key = (a: Action): string => JSON.stringify(a);

describe('bots in an open payment', () => {
  it('random reaches every choice (add the Seahorse 1, or pay)', () => {
    const s = openPayment();
    expect(legalActions(s)).toEqual([{ type: 'addAlly', card: sea1 }, { type: 'pay' }]);
    const chosen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) chosen.add(key(createBot(parseBotSpec('random'), seed).decide(viewFor(s, 0))));
    expect([...chosen].sort()).toEqual([key({ type: 'addAlly', card: sea1 }), key({ type: 'pay' })].sort());
  });

  it('greedy pays as it stands when the extra Ally would affiliate nothing new (a Seahorse 2 is already affiliated)', () => {
    expect(greedyAction(viewFor(openPayment([ally('seahorse', 2)]), 0))).toEqual({ type: 'pay' });
  });

  it('greedy adds the Seahorse 1 when affiliating it (a first Seahorse: +1) is worth more than keeping it', () => {
    const s = openPayment();
    const a = greedyAction(viewFor(s, 0));
    expect(a).toEqual({ type: 'addAlly', card: sea1 });
    const r = applyAction(s, a);
    expect(r.ok && r.state.players[0].affiliated).toEqual([ally('crab', 4), sea1]);
  });

  it('search keeps every choice of an open payment in its tree and answers with a legal one', () => {
    const s = openPayment();
    expect(treeActions(s, legalActions(s))).toEqual(legalActions(s));
    const a = createBot(parseBotSpec('search:iterations=60'), 3).decide(viewFor(s, 0));
    expect(legalActions(s).map(key)).toContain(key(a));
  });

  it('search considers at the root every listed payment, `more` ones included', () => {
    const s = game(2, 1);
    setCourt(s, FARMERS);
    setHand(s, 0, [sea5, crab3, sea1, jelly2]);
    const listed = legalActions(s);
    expect(listed).toContainEqual({ type: 'recruit', lord: MILLER, allies: [crab3, sea5], more: true });
    const a = createBot(parseBotSpec('search:iterations=60'), 3).decide(viewFor(s, 0));
    expect(listed.map(key)).toContain(key(a));
  });
});
