// Game states for the environment tests, and a scrambler of what one seat may not know
// (the same method as test/bots/hidden.test.ts, kept here so each suite stands alone).
import { fast, legalActions, newGame, viewFor, type GameState } from '../../src/engine/index.ts';
import { greedyAction } from '../../src/bots/greedy.ts';
import { makeRng, shuffleInPlace } from '../../src/bots/rng.ts';

/** A mid-game state after at least `minSteps` decisions of greedy and random play. */
export function midGame(seed: number, players = 3, minSteps = 60, deProfundis = false): GameState {
  const s = newGame({ seed, players, startSeat: 0, ...(deProfundis ? { expansions: { deProfundis: true } } : {}) });
  const rng = makeRng(seed);
  let steps = 0;
  while (!s.over && (steps < minSteps || s.pending!.kind !== 'main' || legalActions(s).length < 3)) {
    const legal = legalActions(s);
    fast.apply(s, rng.next() < 0.3 ? legal[rng.int(legal.length)] : greedyAction(viewFor(s, s.pending!.seat)));
    steps++;
  }
  return s;
}

/**
 * Changes everything `seat` may not know: opponents' hands swapped with deck cards, Council
 * stacks with other cards of their race, decks and stacks reshuffled, opponents' Monster
 * tokens exchanged with the supply, the PRNG changed.
 */
export function scrambleHidden(s: GameState, seat: number, seed: number): GameState {
  const t = fast.clone(s);
  const rng = makeRng(seed);
  const ally = (c: number): boolean => c < 65;
  t.players.forEach((p, i) => {
    if (i === seat) return;
    p.hand = p.hand.map((c) => {
      const j = t.explorationDeck.findIndex((d) => ally(d) && !p.hand.includes(d));
      if (j < 0) return c;
      const d = t.explorationDeck[j];
      t.explorationDeck[j] = c;
      return d;
    });
    p.monsters = p.monsters.map((m) => {
      if (t.monsterTokens.length === 0) return m;
      const k = rng.int(t.monsterTokens.length);
      const n = t.monsterTokens[k];
      t.monsterTokens[k] = m;
      return n;
    });
  });
  t.council = t.council.map((stack, r) => stack.map((c) => {
    const j = t.explorationDeck.findIndex((d) => ally(d) && Math.floor(d / 13) === r);
    if (j < 0) return c;
    const d = t.explorationDeck[j];
    t.explorationDeck[j] = c;
    return d;
  }));
  shuffleInPlace(rng, t.explorationDeck);
  shuffleInPlace(rng, t.explorationDiscard);
  shuffleInPlace(rng, t.lordDeck);
  shuffleInPlace(rng, t.locationStack);
  shuffleInPlace(rng, t.outcastDeck);
  t.rng = (t.rng ^ 0x5eed) >>> 0;
  return t;
}
