// Game states for the environment tests, and a scrambler of what one seat may not know
// (the same method as test/bots/hidden.test.ts, kept here so each suite stands alone).
import { allyRace, fast, isKrakenAlly, isMonsterCard, legalActions, newGame, viewFor, type GameState } from '../engine/mutable.ts';
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
 * Changes everything `seat` may not know (-1: a spectator, who knows no hand): opponents' hands
 * swapped with deck cards a hand may hold, Council stacks with other cards that may sit on
 * them (a Kraken Ally included, at a Kraken table), decks and stacks reshuffled (the Loot deck,
 * the Leviathan deck and its face-down tokens too), opponents' Monster tokens exchanged with
 * the supply, the PRNG changed. What a seat was shown stays: the top Lord the Conspirator
 * shows, the Breeder's Leviathan on top of its deck, an open payment's Allies in the payer's hand.
 */
export function scrambleHidden(s: GameState, seat: number, seed: number): GameState {
  const t = fast.clone(s);
  const rng = makeRng(seed);
  const inHand = (c: number): boolean => !isMonsterCard(c);
  const paying = t.pending?.kind === 'payment' ? t.pending : null;
  t.players.forEach((p, i) => {
    if (i === seat) return;
    p.hand = p.hand.map((c) => {
      if (paying?.seat === i && paying.allies.includes(c)) return c;
      const j = t.explorationDeck.findIndex((d) => inHand(d) && !p.hand.includes(d));
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
  t.council = t.council.map((cards, r) => cards.map((c) => {
    const j = t.explorationDeck.findIndex((d) => !isMonsterCard(d) && allyRace(d) === r);
    if (j < 0) return c;
    const d = t.explorationDeck[j];
    t.explorationDeck[j] = c;
    return d;
  }));
  // A Kraken Ally may sit on any stack: one from the deck takes the place of a stack's first card.
  const kraken = t.explorationDeck.findIndex(isKrakenAlly);
  const stack = t.council.findIndex((c) => c.length > 0);
  if (kraken >= 0 && stack >= 0) [t.explorationDeck[kraken], t.council[stack][0]] = [t.council[stack][0], t.explorationDeck[kraken]];
  shuffleInPlace(rng, t.explorationDeck);
  shuffleInPlace(rng, t.explorationDiscard);
  shuffleKeepingTop(rng, t.lordDeck, t.turn.peek && t.current === seat);
  shuffleInPlace(rng, t.locationStack);
  shuffleInPlace(rng, t.outcastDeck);
  if (t.kraken) shuffleInPlace(rng, t.kraken.lootDeck);
  if (t.leviathan) {
    shuffleKeepingTop(rng, t.leviathan.deck, t.pending?.kind === 'breeder');
    shuffleInPlace(rng, t.leviathan.tokens);
  }
  t.rng = (t.rng ^ 0x5eed) >>> 0;
  return t;
}

/** Shuffles `deck`, its top card (the last) left in place when `keepTop`. */
function shuffleKeepingTop(rng: ReturnType<typeof makeRng>, deck: number[], keepTop: boolean): void {
  if (!keepTop || deck.length === 0) {
    shuffleInPlace(rng, deck);
    return;
  }
  const top = deck.pop()!;
  shuffleInPlace(rng, deck);
  deck.push(top);
}
