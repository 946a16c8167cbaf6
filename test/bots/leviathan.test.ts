// The bots in Leviathan games, from crafted views: the odds greedy computes, its answer to each
// Leviathan decision, and what the determinizer guesses. (Whole games: leviathan-games.test.ts.)
import { describe, expect, it } from 'vitest';
import {
  LEVIATHAN_COUNT, LEVIATHAN_TOKEN_COUNT, LORD, STARTING_CRABS, fast, legalActions, newGame, tableCards, viewFor,
  type Action, type Decision, type GameState, type PlayerView,
} from '../engine/mutable.ts';
import { addLeviathanCards } from '../../src/engine/leviathan/setup.ts';
import { determinize, engineViewOfGuess, guessView } from '../../src/bots/determinize.ts';
import { greedyAction, greedyScores, scoreEstimate } from '../../src/bots/greedy.ts';
import {
  SPACE_ODDS, attackToSlay, attackWorth, dieOdds, fightPrices, leviathanTokenWorth, slayChance, stepsBeaten, tokensLeftByEffect,
} from '../../src/bots/leviathan.ts';
import { makeRng } from '../../src/bots/rng.ts';
import { moveCard as move, moveLord } from './helpers.ts';

/**
 * A Leviathan table built from a base deal (the expansion's cards, starting Crabs, Leviathan
 * deck and tokens added as its setup does), with no Leviathan at the Border yet: these tests
 * put Leviathans where they need them.
 */
function table(players = 2, seed = 4): GameState {
  const s = newGame({ seed, players, startSeat: 0, martialLaw: true });
  s.options = { ...s.options, expansions: { leviathan: true } };
  addLeviathanCards(s);
  return s;
}

/** Puts Leviathan `id` at Border space `space` with `beaten` steps beaten. */
function land(s: GameState, id: number, space: number, beaten = 0): void {
  const lv = s.leviathan!;
  lv.deck.splice(lv.deck.indexOf(id), 1);
  lv.border[space] = { id, beaten };
}

/** The seat's view with a decision and its legal actions put in by hand. */
function asked(s: GameState, d: Decision, legal: Action[]): PlayerView {
  s.pending = d;
  const v = viewFor(s, d.seat);
  v.legal = legal;
  return v;
}

/** A Crab 1 left in the deck of a two-player game (13 and 14 are the starting Crabs). */
const CRAB1 = 15;
const CRAB4 = 23;

describe('Leviathan odds', () => {
  it('knows the dice: one die, the higher of two, and the Border spaces of two dice', () => {
    expect(dieOdds(false)).toEqual([1, 1, 1, 1, 1, 1].map((x) => x / 6));
    expect(dieOdds(true)).toEqual([1, 3, 5, 7, 9, 11].map((x) => x / 36));
    expect(SPACE_ODDS.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(SPACE_ODDS[4]).toBeCloseTo(6 / 36, 12);
  });

  it('walks the health steps in order and counts what an attack beats', () => {
    // Leviathan 0: steps 3, 7, 5.
    expect(stepsBeaten({ id: 0, beaten: 0 }, 2)).toBe(0);
    expect(stepsBeaten({ id: 0, beaten: 0 }, 3)).toBe(1);
    expect(stepsBeaten({ id: 0, beaten: 0 }, 9)).toBe(1);
    expect(stepsBeaten({ id: 0, beaten: 0 }, 10)).toBe(2);
    expect(stepsBeaten({ id: 0, beaten: 1 }, 12)).toBe(2);
    expect(attackToSlay({ id: 0, beaten: 1 })).toBe(12);
    // A Crab 1 slays a 5 with a die of 4 or more; the higher of two dice does better.
    expect(slayChance({ id: 11, beaten: 0 }, CRAB1, 0)).toBeCloseTo(1 / 2, 12);
    expect(slayChance({ id: 11, beaten: 0 }, 84, 0)).toBeCloseTo(35 / 36, 12); // a Crab 3 with two dice: fails only on two 1s
    expect(slayChance({ id: 10, beaten: 0 }, 82, 2)).toBeCloseTo(1 / 2, 12); // Crab 1, Pearls: 1 + d + 2 ≥ 7
  });

  it('prices a face-down Leviathan Monster token from those still unused', () => {
    const s = table();
    const prices = { pearl: 1, key: 3, council: 6 };
    expect(leviathanTokenWorth(viewFor(s, 0), prices)).toBeCloseTo((7 * 2 + 4 * 3 + 4 * 3 + 4 * 6) / 19, 12);
    // Every Pearl token used: a key or a Council stack is left.
    s.leviathan!.tokenDiscard = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    s.leviathan!.tokens = s.leviathan!.tokens.filter((t) => t > 10);
    expect(tokensLeftByEffect(viewFor(s, 0))).toEqual({ pearls2: 0, pearls3: 0, key: 4, council: 4 });
    expect(leviathanTokenWorth(viewFor(s, 0), prices)).toBeCloseTo(4.5, 12);
  });

  it('expects more from the Ally that hits harder, and counts the Scourge for a kill', () => {
    const s = table();
    const f = fightPrices(viewFor(s, 0), 0, { pearl: 1, key: 3, council: 0 });
    const b = { id: 11, beaten: 0 }; // one step of 5, 1 token
    expect(attackWorth(b, CRAB4, 0, f)).toBeCloseTo(f.token + 5, 12);
    expect(attackWorth(b, CRAB1, 0, f)).toBeCloseTo(0.5 * (f.token + 5) + 0.5 * 1, 12);
    // Once someone holds the Scourge with one kill, our first kill only brings us closer.
    s.leviathan!.scourge = 1;
    s.players[1].slain = [3];
    const g = fightPrices(viewFor(s, 0), 0, { pearl: 1, key: 3, council: 0 });
    expect(g.slay).toBeLessThan(5);
  });
});

describe('greedy in Leviathan games', () => {
  it('attacks a Leviathan its Ally surely slays, and keeps exploring past one it cannot beat', () => {
    const s = table();
    land(s, 11, 4); // squid, one step of 5
    s.players[0].hand = [];
    move(s, CRAB4, s.players[0].hand);
    move(s, CRAB1, s.players[0].hand);
    const d: Decision = { kind: 'leviathanMonster', seat: 0, forced: false };
    const legal: Action[] = [{ type: 'attack', space: 4, card: CRAB4 }, { type: 'attack', space: 4, card: CRAB1 }, { type: 'continue' }];
    expect(greedyAction(asked(s, d, legal))).toEqual({ type: 'attack', space: 4, card: CRAB4 });
    // Leviathan 2: one step of 9; a Crab 1 never gets there.
    const t = table();
    land(t, 2, 4);
    t.players[0].hand = [];
    move(t, CRAB1, t.players[0].hand);
    expect(greedyAction(asked(t, d, [{ type: 'attack', space: 4, card: CRAB1 }, { type: 'continue' }]))).toEqual({ type: 'continue' });
  });

  it('counts what a new Leviathan would cost when it keeps exploring, and ignores the Monster with the Coward', () => {
    const s = table();
    s.players[0].hand = [];
    move(s, CRAB1, s.players[0].hand);
    land(s, 2, 4); // attacks with 3 Wounds
    const d: Decision = { kind: 'leviathanMonster', seat: 0, forced: false };
    const scores = greedyScores(asked(s, d, [{ type: 'continue' }]));
    expect(scores[0].score).toBeCloseTo(-SPACE_ODDS[4] * 3, 12);
    moveLord(s, LORD.coward, s.players[0].lords);
    expect(greedyAction(asked(s, d, [{ type: 'continue' }, { type: 'ignoreMonster' }]))).toEqual({ type: 'ignoreMonster' });
  });

  it('boosts with just the Pearls that beat a step, and not at all when they cannot', () => {
    const s = table();
    land(s, 10, 3); // squid, one step of 7 (2 tokens)
    s.players[0].pearls = 3;
    const boosts = (max: number): Action[] => Array.from({ length: max + 1 }, (_, pearls) => ({ type: 'boost', pearls }));
    expect(greedyAction(asked(s, { kind: 'boostAttack', seat: 0, space: 3, attack: 5, max: 2 }, boosts(2)))).toEqual({ type: 'boost', pearls: 2 });
    s.players[0].pearls = 1;
    expect(greedyAction(asked(s, { kind: 'boostAttack', seat: 0, space: 3, attack: 5, max: 1 }, boosts(1)))).toEqual({ type: 'boost', pearls: 0 });
  });

  it('takes normal Monster tokens while Leviathan ones are mostly Pearls, and Leviathan ones once big Council stacks are likely', () => {
    const s = table();
    const split: Action[] = [0, 1, 2].map((k) => ({ type: 'fightReward', leviathanTokens: k }));
    const d: Decision = { kind: 'fightReward', seat: 0, count: 2 };
    expect(greedyAction(asked(s, d, split))).toEqual({ type: 'fightReward', leviathanTokens: 0 });
    s.leviathan!.tokenDiscard = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    s.leviathan!.tokens = s.leviathan!.tokens.filter((t) => t > 10);
    for (const race of [0, 1, 2, 3, 4]) for (const c of s.explorationDeck.filter((x) => x < 65 && ((x / 13) | 0) === race).slice(0, 5)) move(s, c, s.council[race]);
    expect(greedyAction(asked(s, d, split))).toEqual({ type: 'fightReward', leviathanTokens: 2 });
  });

  it('gives up its least valuable Lord, sends the Border Guard\'s Leviathan to the leader, breeds where rolls land most and strikes a kill', () => {
    const s = table(3);
    const landowner = 32; // 12 IP
    moveLord(s, landowner, s.players[0].lords);
    moveLord(s, LORD.shopkeeper, s.players[0].lords);
    const lose = [{ type: 'loseLord', lord: landowner }, { type: 'loseLord', lord: LORD.shopkeeper }] as Action[];
    expect(greedyAction(asked(s, { kind: 'loseLord', seat: 0 }, lose))).toEqual(lose[1]);
    moveLord(s, LORD.alchemist, s.players[2].lords);
    moveLord(s, LORD.landlord, s.players[2].lords);
    const targets = [{ type: 'targetOpponent', seat: 1 }, { type: 'targetOpponent', seat: 2 }] as Action[];
    expect(greedyAction(asked(s, { kind: 'borderGuard', seat: 0, candidates: [1, 2] }, targets))).toEqual(targets[1]);
    land(s, 0, 4);
    const spaces = [0, 1, 2, 3, 5, 6, 7, 8].map((space) => ({ type: 'placeLeviathan', space })) as Action[];
    const id = s.leviathan!.deck.pop()!;
    const bred = greedyAction(asked(s, { kind: 'breeder', seat: 0, leviathan: id }, spaces));
    expect([{ type: 'placeLeviathan', space: 3 }, { type: 'placeLeviathan', space: 5 }]).toContainEqual(bred);
    s.leviathan!.deck.push(id);
    land(s, 11, 6); // one step of 5 left: the Rebel slays it
    const strikes = [{ type: 'strike', space: 4 }, { type: 'strike', space: 6 }] as Action[];
    expect(greedyAction(asked(s, { kind: 'rebel', seat: 0 }, strikes))).toEqual(strikes[1]);
  });

  it('counts Wounds (−1) and the Scourge (+5) in its score estimate', () => {
    const s = table(3);
    const before = scoreEstimate(viewFor(s, 0), viewFor(s, 0).players[1]);
    s.players[1].wounds = 3;
    s.leviathan!.scourge = 1;
    expect(scoreEstimate(viewFor(s, 0), viewFor(s, 0).players[1])).toBeCloseTo(before - 3 + 5, 9);
  });

  it('answers every Leviathan decision with one of its legal actions', () => {
    const s = table(2);
    land(s, 5, 2);
    const cases: [Decision, Action[]][] = [
      [{ kind: 'leviathanAttack', seat: 0, space: 2, optional: true }, [{ type: 'endFight' }, { type: 'attack', space: 2, card: STARTING_CRABS[0] }]],
      [{ kind: 'tokenCouncil', seat: 0 }, [{ type: 'takeCouncil', race: 'crab' }, { type: 'takeCouncil', race: 'squid' }]],
      [{ kind: 'discard', seat: 0, count: 1, reason: 'leviathan' }, [{ type: 'discard', card: STARTING_CRABS[0] }]],
    ];
    for (const [d, legal] of cases) expect(legal).toContainEqual(greedyAction(asked(s, d, legal)));
  });
});

describe('determinize in Leviathan games', () => {
  function crafted(players = 3): GameState {
    const s = table(players);
    land(s, 0, 4, 1);
    land(s, 7, 0);
    land(s, 13, 8);
    const lv = s.leviathan!;
    lv.discard.push(lv.deck.pop()!);
    s.players[1].slain = [lv.deck.pop()!];
    lv.scourge = 1;
    s.players[2 % players].wounds = 2;
    lv.tokenDiscard.push(lv.tokens.pop()!, lv.tokens.pop()!);
    move(s, 85, s.players[0].hand); // a Crab 4 with two dice
    move(s, 80, s.players[1].affiliated);
    return s;
  }

  it('samples a state that looks exactly like the view, every card, Leviathan and token placed once', () => {
    const s = crafted();
    const rng = makeRng(3);
    const all = tableCards({ expansions: { leviathan: true } });
    for (let seat = 0; seat < 3; seat++) {
      const view = viewFor(s, seat);
      const g = determinize(view, rng);
      const { log: _a, ...seen } = engineViewOfGuess(g, seat);
      const { log: _b, ...real } = view;
      expect(seen).toEqual(real);
      const cards = [...g.explorationDeck, ...g.explorationDiscard, ...g.track, ...g.council.flat(), ...g.players.flatMap((p) => [...p.hand, ...p.affiliated])];
      expect(cards.sort((a, b) => a - b)).toEqual(all.exploration);
      const lords = [...g.lordDeck, ...g.court, ...g.players.flatMap((p) => p.lords)];
      expect(lords.sort((a, b) => a - b)).toEqual(all.lords);
      const locations = [...g.locationStack, ...g.locationsAvailable, ...g.players.flatMap((p) => p.locations.map((l) => l.id))];
      expect(locations.sort((a, b) => a - b)).toEqual(all.locations);
      const lv = g.leviathan!;
      const leviathans = [...lv.deck, ...lv.discard, ...lv.border.flatMap((b) => (b ? [b.id] : [])), ...g.players.flatMap((p) => p.slain ?? [])];
      expect(leviathans.sort((a, b) => a - b)).toEqual(Array.from({ length: LEVIATHAN_COUNT }, (_, i) => i));
      expect([...lv.tokens, ...lv.tokenDiscard].sort((a, b) => a - b)).toEqual(Array.from({ length: LEVIATHAN_TOKEN_COUNT }, (_, i) => i));
      expect(g.players.map((p) => p.wounds)).toEqual([0, 0, 2]);
      // The fast view of a guess is the engine's.
      for (let other = 0; other < 3; other++) {
        const { log: _c, ...fastView } = guessView(g, other) as unknown as Record<string, unknown>;
        const { log: _d, ...engineView } = engineViewOfGuess(g, other);
        expect(JSON.parse(JSON.stringify(fastView))).toEqual(JSON.parse(JSON.stringify({ ...engineView, players: engineView.players.map((p) => ({ ...p, name: '' })) })));
      }
    }
  });

  it('never reads what the seat may not know: the same view gives the same guesses, whatever the hidden order', () => {
    const s = crafted();
    const t = fast.clone(s);
    // Another Leviathan deck order, another token order, other opponents' hands and Council contents.
    t.leviathan!.deck.reverse();
    t.leviathan!.tokens.reverse();
    const [a, b] = [t.players[1].hand[0], t.players[2].hand[0]];
    t.players[1].hand[0] = b;
    t.players[2].hand[0] = a;
    t.explorationDeck.reverse();
    // And another PRNG state: the guess's dice come from a generator of its own.
    t.rng = (s.rng as number) + 1;
    const vs = viewFor(s, 0);
    const vt = viewFor(t, 0);
    expect(JSON.stringify(vt)).toBe(JSON.stringify(vs));
    for (let k = 0; k < 5; k++) expect(determinize(vt, makeRng(40 + k))).toEqual(determinize(vs, makeRng(40 + k)));
    // And the guessed orders vary: the real one is never copied.
    const orders = new Set<string>();
    for (let k = 0; k < 10; k++) orders.add(determinize(vs, makeRng(k)).leviathan!.deck.join(','));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('leaves an opponent who has paid for nothing with their starting Crab, and keeps the Breeder\'s Leviathan on top of the deck', () => {
    const s = crafted();
    const view = viewFor(s, 0);
    for (let k = 0; k < 10; k++) {
      const g = determinize(view, makeRng(k));
      expect(g.players[2].hand).toContain(STARTING_CRABS[2]);
    }
    // The Breeder's Leviathan waits, revealed, on top of the deck.
    const id = s.leviathan!.deck[s.leviathan!.deck.length - 1];
    const bred = asked(s, { kind: 'breeder', seat: 0, leviathan: id }, [{ type: 'placeLeviathan', space: 3 }]);
    for (let k = 0; k < 5; k++) {
      const g = determinize(bred, makeRng(k));
      expect(g.leviathan!.deck.indexOf(id)).toBe(s.leviathan!.deck.length - 1);
      expect(g.leviathan!.deck.length).toBe(s.leviathan!.deck.length);
    }
  });
});

describe('payments with the Leviathan\'s Allies', () => {
  it('lists each card of a hand with five Shellfish 1s once (the search found a payment naming one twice)', () => {
    const s = table(2);
    s.players[0].hand = [];
    // A Leviathan Shellfish 1, the four base ones, two Shellfish 2s and a Seahorse 1: 10 in all.
    for (const c of [90, 40, 29, 43, 45, 39, 41, 42]) move(s, c, s.players[0].hand);
    s.players[0].pearls = 0;
    moveLord(s, LORD.breeder, s.court); // cost 10, two races
    const recruits = legalActions(s).filter((a) => a.type === 'recruit' && a.lord === LORD.breeder);
    expect(recruits.length).toBeGreaterThan(0);
    for (const a of recruits) {
      if (a.type !== 'recruit') continue;
      expect(new Set(a.allies).size).toBe(a.allies.length);
      for (const c of a.allies) expect(s.players[0].hand).toContain(c);
    }
    expect(recruits.map((a) => (a.type === 'recruit' ? a.allies.slice().sort((x, y) => x - y) : []))).toContainEqual([29, 39, 40, 41, 42, 43, 45, 90]);
  });
});
