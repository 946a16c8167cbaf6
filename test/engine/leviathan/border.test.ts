// The Border: arrivals by two dice, the displaced Leviathan's attack and its four penalties, the
// Leviathan deck running out, and the Border Guard, the Arms Dealer and the Breeder
// (docs/leviathan.md, "The Border and arrivals", "Penalties", "The Leviathan Lords").
import { describe, expect, it } from 'vitest';
import {
  LEVIATHANS, LORD, activeSeat, allyValue, applyAction, borderSpace, legalActions, viewFor, type GameState,
} from '../mutable.ts';
import { advance } from '../../../src/engine/flow.ts';
import { arrival } from '../../../src/engine/leviathan/border.ts';
import { armsDealer, borderGuard, breeder } from '../../../src/engine/leviathan/border-lords.ts';
import { act, ally, giveLocation, giveLords, rejects, setHand } from '../fixtures.ts';
import {
  clearBorder, ctx, lgame, leviathansConserved, pullLeviathan, rollNext, setBorder, stackLeviathans,
} from './helpers.ts';

// Leviathans by penalty (cards.md §7.2, ids 0..19).
const ALLIES_3 = 0;
const WOUNDS_3 = 2;
const PEARLS_3 = 4;
const LORD_1 = 8;
const WOUNDS_2 = 3;
const KRAKEN_ALLY = 71;

/** A Leviathan game where `resident` sits on the space the next roll (a 7) gives, and `newcomer` tops the deck. */
function displacing(resident: number, newcomer: number, players = 2, kraken = false): GameState {
  const s = lgame(players, 1, kraken);
  clearBorder(s);
  setBorder(s, borderSpace(7), resident);
  stackLeviathans(s, [newcomer]);
  rollNext(s, 7);
  return s;
}

/** Runs an arrival against `seat` through the task queue, as the engine does. */
function arrive(s: GameState, seat: number) {
  const c = ctx();
  s.pending = null;
  s.tasks = [{ t: 'arrival', seat }, { t: 'afterAction' }];
  advance(s, c);
  return c.events!;
}

describe('an arrival', () => {
  it('rolls two dice: sums 2-3, 4, ..., 10, 11-12 give the nine Border spaces', () => {
    const expected = [0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8];
    for (let sum = 2; sum <= 12; sum++) {
      const s = lgame();
      clearBorder(s);
      stackLeviathans(s, [WOUNDS_2]);
      const dice = rollNext(s, sum);
      const c = ctx();
      arrival(s, c, 0);
      const space = expected[sum - 2];
      expect(s.leviathan!.border[space]).toEqual({ id: WOUNDS_2, beaten: 0 });
      expect(s.leviathan!.border.filter(Boolean)).toHaveLength(1);
      expect(c.events).toEqual([{ kind: 'borderArrival', args: { leviathan: WOUNDS_2, dice, space }, seat: 0, reveals: true }]);
    }
  });

  it('comes at setup: one Leviathan on the Border, the rest in the deck', () => {
    const s = lgame(3, 9);
    expect(s.leviathan!.border.filter(Boolean)).toHaveLength(1);
    expect(s.leviathan!.deck).toHaveLength(19);
    expect(s.log[0].kind).toBe('borderArrival');
    expect(s.log[0].reveals).toBe(true);
    expect(s.pending).toEqual({ kind: 'main', seat: 0 });
    leviathansConserved(s);
  });

  it('on a free space: the Leviathan is placed with its full health, and nobody is attacked', () => {
    const s = lgame();
    clearBorder(s);
    stackLeviathans(s, [ALLIES_3]);
    rollNext(s, 4);
    const before = JSON.stringify(s.players);
    const events = arrive(s, 0);
    expect(s.leviathan!.border[1]).toEqual({ id: ALLIES_3, beaten: 0 });
    expect(JSON.stringify(s.players)).toBe(before);
    expect(events.some((e) => e.kind === 'borderAttack')).toBe(false);
    leviathansConserved(s);
  });

  it('the last Leviathan of the deck comes: the game ends after a last round (publisher), the discard stays', () => {
    const s = lgame();
    clearBorder(s);
    const lv = s.leviathan!;
    lv.discard.push(...lv.deck.splice(0, 3));
    const last = lv.deck[0];
    for (const id of lv.deck.splice(1)) s.players[1].slain!.push(id);
    leviathansConserved(s);
    expect(s.lastSeat).toBe(-1);
    const c = ctx();
    arrival(s, c, 0);
    expect(c.events!.map((e) => e.kind)).toEqual(['endByLeviathan', 'borderArrival']);
    expect(s.leviathan!.border.find((b) => b !== null)!.id).toBe(last);
    expect(s.leviathan!.deck).toEqual([]);
    expect(s.leviathan!.discard).toHaveLength(3);
    // Every other player takes one more turn, as after a seventh Lord.
    expect(s.lastSeat).toBe((s.current + s.players.length - 1) % s.players.length);
    leviathansConserved(s);
  });

  it('the deck empty: its discard is not reshuffled, nothing comes and nothing is rolled', () => {
    const s = lgame();
    clearBorder(s);
    const lv = s.leviathan!;
    lv.discard.push(...lv.deck.splice(0, 3));
    for (const id of lv.deck.splice(0)) s.players[1].slain!.push(id);
    const rng = s.rng;
    const c = ctx();
    arrival(s, c, 0);
    expect(c.events).toEqual([{ kind: 'borderEmpty', args: {} }]);
    expect(s.rng).toBe(rng);
    expect(s.leviathan!.discard).toHaveLength(3);
    expect(s.leviathan!.border.every((b) => b === null)).toBe(true);
    leviathansConserved(s);
  });

  it('the deck and its discard empty: nothing comes, and nothing is rolled', () => {
    const s = lgame();
    const lv = s.leviathan!;
    for (const id of lv.deck.splice(0)) s.players[0].slain!.push(id);
    const rng = s.rng;
    const border = JSON.stringify(lv.border);
    const c = ctx();
    arrival(s, c, 0);
    expect(c.events).toEqual([{ kind: 'borderEmpty', args: {} }]);
    expect(s.rng).toBe(rng);
    expect(JSON.stringify(s.leviathan!.border)).toBe(border);
    leviathansConserved(s);
  });
});

describe('a displaced Leviathan attacks, then goes to the discard', () => {
  it('Wounds: as many as printed (the supply is unlimited)', () => {
    const s = displacing(WOUNDS_3, WOUNDS_2);
    s.players[0].wounds = 4;
    const events = arrive(s, 0);
    expect(s.players[0].wounds).toBe(7);
    expect(s.leviathan!.border[borderSpace(7)]).toEqual({ id: WOUNDS_2, beaten: 0 });
    expect(s.leviathan!.discard).toEqual([WOUNDS_3]);
    expect(events).toContainEqual({ kind: 'borderAttack', args: { leviathan: WOUNDS_3, penalty: 'wounds', amount: 3 }, seat: 0 });
    leviathansConserved(s);
  });

  it('health comes back: a beaten step does not follow it to the discard', () => {
    const s = displacing(ALLIES_3, WOUNDS_2);
    s.leviathan!.border[borderSpace(7)]!.beaten = 2;
    setHand(s, 0, []);
    arrive(s, 0);
    expect(s.leviathan!.discard).toEqual([ALLIES_3]);
    expect(s.leviathan!.border[borderSpace(7)]).toEqual({ id: WOUNDS_2, beaten: 0 });
  });

  it('Pearls: as many as printed, or all the player has; none is "no effect"', () => {
    for (const [pearls, lost] of [[5, 3], [2, 2], [0, 0]]) {
      const s = displacing(PEARLS_3, WOUNDS_2);
      s.players[0].pearls = pearls;
      const events = arrive(s, 0);
      expect(s.players[0].pearls).toBe(pearls - lost);
      expect(events).toContainEqual({ kind: 'borderAttack', args: { leviathan: PEARLS_3, penalty: 'pearls', amount: lost }, seat: 0 });
    }
  });

  it('Allies: more in hand than it takes, the player chooses them one at a time', () => {
    const s = displacing(ALLIES_3, WOUNDS_2);
    const hand = [ally('crab', 1), ally('crab', 3), ally('squid', 2), ally('seahorse', 4), ally('jellyfish', 1)];
    setHand(s, 0, hand);
    const events = arrive(s, 0);
    expect(events).toContainEqual({ kind: 'borderAttack', args: { leviathan: ALLIES_3, penalty: 'allies', amount: 3 }, seat: 0 });
    expect(s.pending).toEqual({ kind: 'discard', seat: 0, count: 3, reason: 'leviathan' });
    expect(legalActions(s)).toEqual(hand.map((card) => ({ type: 'discard', card })));
    leviathansConserved(s);
    rejects(s, { type: 'discard', card: ally('shellfish', 2) }, 'CARD_NOT_IN_HAND');
    let t = act(s, { type: 'discard', card: hand[1] });
    expect(t.pending).toEqual({ kind: 'discard', seat: 0, count: 2, reason: 'leviathan' });
    t = act(t, { type: 'discard', card: hand[3] });
    const r = applyAction(t, { type: 'discard', card: hand[0] });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.players[0].hand).toEqual([hand[2], hand[4]]);
    expect(r.events[0]).toEqual({ kind: 'discards', args: { reason: 'leviathan', card: hand[0] }, seat: 0 });
    expect(r.state.explorationDiscard.slice(-3)).toEqual([hand[1], hand[3], hand[0]]);
  });

  it('Allies: all alike, nothing to choose; as many or fewer than it takes, the whole hand goes; none is "no effect"', () => {
    const alike = displacing(ALLIES_3, WOUNDS_2);
    setHand(alike, 0, [ally('crab', 1, 0), ally('crab', 1, 1), ally('crab', 1, 2), ally('crab', 1, 3)]);
    arrive(alike, 0);
    expect(alike.pending?.kind).toBe('main');
    expect(alike.players[0].hand).toHaveLength(1);

    const few = displacing(ALLIES_3, WOUNDS_2);
    setHand(few, 0, [ally('crab', 2), ally('squid', 3), ally('seahorse', 1)]);
    const events = arrive(few, 0);
    expect(few.players[0].hand).toEqual([]);
    expect(events.filter((e) => e.kind === 'discards')).toHaveLength(3);
    expect(events).toContainEqual({ kind: 'borderAttack', args: { leviathan: ALLIES_3, penalty: 'allies', amount: 3 }, seat: 0 });

    const none = displacing(ALLIES_3, WOUNDS_2);
    setHand(none, 0, []);
    expect(arrive(none, 0)).toContainEqual({ kind: 'borderAttack', args: { leviathan: ALLIES_3, penalty: 'allies', amount: 0 }, seat: 0 });
  });

  it('Allies, Kraken games: each Kraken Ally the Leviathan takes gives (value − 1) Nebulis, chosen or not', () => {
    const value = allyValue(KRAKEN_ALLY);
    expect(value).toBeGreaterThan(1);
    const whole = displacing(ALLIES_3, WOUNDS_2, 2, true);
    setHand(whole, 0, [KRAKEN_ALLY, ally('crab', 2)]);
    whole.players[0].nebulis = 0;
    const events = arrive(whole, 0);
    expect(whole.players[0].nebulis).toBe(value - 1);
    expect(events).toContainEqual({ kind: 'nebulis', args: { count: value - 1, source: 'leviathan' }, seat: 0 });

    const chosen = displacing(ALLIES_3, WOUNDS_2, 2, true);
    setHand(chosen, 0, [KRAKEN_ALLY, ally('crab', 2), ally('squid', 3), ally('seahorse', 1)]);
    chosen.players[0].nebulis = 0;
    arrive(chosen, 0);
    let t = act(chosen, { type: 'discard', card: ally('crab', 2) });
    expect(t.players[0].nebulis).toBe(0);
    t = act(t, { type: 'discard', card: KRAKEN_ALLY });
    expect(t.players[0].nebulis).toBe(value - 1);
  });

  it('a free Lord: none is "no effect"; one is lost, assassinated or not; Lords under a Location are safe', () => {
    const none = displacing(LORD_1, WOUNDS_2);
    giveLocation(none, 0, 3, [LORD.slaver]);
    expect(arrive(none, 0)).toContainEqual({ kind: 'borderAttack', args: { leviathan: LORD_1, penalty: 'freeLord', amount: 0 }, seat: 0 });
    expect(none.players[0].locations[0].lords).toEqual([LORD.slaver]);

    const one = displacing(LORD_1, WOUNDS_2);
    giveLords(one, 0, [LORD.jailer]);
    one.players[0].assassinated = [LORD.jailer];
    const events = arrive(one, 0);
    expect(one.players[0].lords).toEqual([]);
    expect(one.players[0].assassinated).toEqual([]);
    expect(one.lordDiscard).toContain(LORD.jailer);
    expect(events).toContainEqual({ kind: 'borderLordLost', args: { lord: LORD.jailer }, seat: 0 });
  });

  it('several free Lords: the player chooses the one lost', () => {
    const s = displacing(LORD_1, WOUNDS_2);
    giveLords(s, 0, [LORD.jailer, LORD.shaman, LORD.slaver]);
    arrive(s, 0);
    expect(s.pending).toEqual({ kind: 'loseLord', seat: 0 });
    expect(legalActions(s)).toEqual([LORD.jailer, LORD.shaman, LORD.slaver].map((lord) => ({ type: 'loseLord', lord })));
    leviathansConserved(s);
    rejects(s, { type: 'loseLord', lord: LORD.masterOfMagic }, 'ILLEGAL_CHOICE');
    rejects(s, { type: 'targetOpponent', seat: 1 }, 'WRONG_DECISION');
    rejects(s, { type: 'loseLord', lord: 'x' } as never, 'ILLEGAL_CHOICE');
    const t = act(s, { type: 'loseLord', lord: LORD.shaman });
    expect(t.players[0].lords).toEqual([LORD.jailer, LORD.slaver]);
    expect(t.lordDiscard).toContain(LORD.shaman);
  });

  it('a free Lord, Kraken games: a Sentinel Lord lost leaves its Sentinel, still its player\'s (as with the Traitor)', () => {
    const s = displacing(LORD_1, WOUNDS_2, 2, true);
    giveLords(s, 0, [LORD.watcher]);
    s.kraken!.sentinels = [{ lord: LORD.watcher, seat: 0, zone: 'council', target: 2 }];
    arrive(s, 0);
    expect(s.players[0].lords).toEqual([]);
    expect(s.kraken!.sentinels).toEqual([{ lord: LORD.watcher, seat: 0, zone: 'council', target: 2 }]);
  });

  it('attacks the seat it came against, who need not be the current player', () => {
    const s = displacing(LORD_1, WOUNDS_2, 3);
    giveLords(s, 2, [LORD.jailer, LORD.slaver]);
    arrive(s, 2);
    expect(s.current).toBe(0);
    expect(activeSeat(s)).toBe(2);
    expect(viewFor(s, 2).legal).toHaveLength(2);
    expect(viewFor(s, 0).legal).toEqual([]);
    const t = act(s, { type: 'loseLord', lord: LORD.slaver });
    expect(t.players[2].lords).toEqual([LORD.jailer]);
    // Then the current player's turn goes on (here it ends, and seat 1 plays).
    expect(t.pending).toEqual({ kind: 'main', seat: 1 });
  });
});

describe('the Border Lords', () => {
  /** Seat 0 has just recruited `lord`: its power runs with nothing else queued. */
  function recruited(s: GameState, lord: number, power: (s: GameState, c: ReturnType<typeof ctx>) => void) {
    giveLords(s, 0, [lord]);
    s.pending = null;
    s.tasks = [];
    const c = ctx();
    power(s, c);
    return c.events!;
  }

  it('the Border Guard: the recruiter chooses an opponent the Shaman does not protect; a Leviathan comes against them', () => {
    const s = lgame(4);
    clearBorder(s);
    setBorder(s, borderSpace(7), WOUNDS_3);
    stackLeviathans(s, [WOUNDS_2]);
    giveLords(s, 2, [LORD.shaman]);
    recruited(s, LORD.borderGuard, borderGuard);
    expect(s.pending).toEqual({ kind: 'borderGuard', seat: 0, candidates: [1, 3] });
    expect(legalActions(s)).toEqual([{ type: 'targetOpponent', seat: 1 }, { type: 'targetOpponent', seat: 3 }]);
    rejects(s, { type: 'targetOpponent', seat: 2 }, 'ILLEGAL_CHOICE');
    rejects(s, { type: 'targetOpponent', seat: 0 }, 'ILLEGAL_CHOICE');
    rollNext(s, 7);
    const r = applyAction(s, { type: 'targetOpponent', seat: 3 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events.slice(0, 3)).toEqual([
      { kind: 'borderGuard', args: { target: 3 }, seat: 0 },
      { kind: 'borderArrival', args: { leviathan: WOUNDS_2, dice: expect.any(Array), space: borderSpace(7) }, seat: 3, reveals: true },
      { kind: 'borderAttack', args: { leviathan: WOUNDS_3, penalty: 'wounds', amount: 3 }, seat: 3 },
    ]);
    expect(r.state.players[3].wounds).toBe(3);
    expect(r.state.players[0].wounds).toBe(0);
    leviathansConserved(r.state);
  });

  it('the Border Guard: one opponent open to it is chosen without asking; none, nothing happens', () => {
    const one = lgame(2);
    recruited(one, LORD.borderGuard, borderGuard);
    expect(one.pending).toBeNull();
    expect(one.tasks).toEqual([{ t: 'arrival', seat: 1 }]);

    const none = lgame(2);
    giveLords(none, 1, [LORD.shaman]);
    const events = recruited(none, LORD.borderGuard, borderGuard);
    expect(events).toEqual([{ kind: 'borderGuardNoTarget', args: {}, seat: 0 }]);
    expect(none.pending).toBeNull();
    expect(none.tasks).toEqual([]);
  });

  it('the Arms Dealer: 1 Pearl per Leviathan at the Border', () => {
    const s = lgame();
    clearBorder(s);
    setBorder(s, 0, 1);
    setBorder(s, 4, 5);
    setBorder(s, 8, 9);
    s.players[0].pearls = 2;
    const events = recruited(s, LORD.armsDealer, armsDealer);
    expect(s.players[0].pearls).toBe(5);
    expect(events).toEqual([{ kind: 'lordPearls', args: { lord: LORD.armsDealer, pearls: 3 }, seat: 0 }]);
  });

  it('the Breeder: draws a Leviathan (revealed) and puts it on a free space of the recruiter\'s choice', () => {
    const s = lgame();
    clearBorder(s);
    for (let space = 0; space < 6; space++) setBorder(s, space, 10 + space);
    stackLeviathans(s, [WOUNDS_3]);
    const events = recruited(s, LORD.breeder, breeder);
    expect(events).toEqual([{ kind: 'breederDraws', args: { leviathan: WOUNDS_3 }, seat: 0, reveals: true }]);
    expect(s.pending).toEqual({ kind: 'breeder', seat: 0, leviathan: WOUNDS_3 });
    expect(legalActions(s)).toEqual([6, 7, 8].map((space) => ({ type: 'placeLeviathan', space })));
    leviathansConserved(s);
    rejects(s, { type: 'placeLeviathan', space: 2 }, 'ILLEGAL_CHOICE');
    rejects(s, { type: 'placeLeviathan', space: 9 }, 'ILLEGAL_CHOICE');
    rejects(s, { type: 'placeLeviathan', space: -1 }, 'ILLEGAL_CHOICE');
    const r = applyAction(s, { type: 'placeLeviathan', space: 7 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.leviathan!.border[7]).toEqual({ id: WOUNDS_3, beaten: 0 });
    expect(r.state.leviathan!.deck).not.toContain(WOUNDS_3);
    expect(r.events[0]).toEqual({ kind: 'breederPlaces', args: { leviathan: WOUNDS_3, space: 7 }, seat: 0 });
    leviathansConserved(r.state);
  });

  it('the Breeder: one free space leaves nothing to choose; none, nothing is drawn; no Leviathan left, nothing', () => {
    const one = lgame();
    clearBorder(one);
    for (let space = 0; space < 9; space++) if (space !== 3) setBorder(one, space, space);
    const top = one.leviathan!.deck[one.leviathan!.deck.length - 1];
    recruited(one, LORD.breeder, breeder);
    expect(one.pending).toBeNull();
    expect(one.leviathan!.border[3]).toEqual({ id: top, beaten: 0 });

    const full = lgame();
    clearBorder(full);
    for (let space = 0; space < 9; space++) setBorder(full, space, space);
    const deck = full.leviathan!.deck.slice();
    const rng = full.rng;
    expect(recruited(full, LORD.breeder, breeder)).toEqual([{ kind: 'breederNothing', args: { noSpace: true }, seat: 0 }]);
    expect(full.leviathan!.deck).toEqual(deck);
    expect(full.rng).toBe(rng);

    const empty = lgame();
    for (const id of empty.leviathan!.deck.splice(0)) empty.players[1].slain!.push(id);
    expect(recruited(empty, LORD.breeder, breeder)).toEqual([
      { kind: 'borderEmpty', args: {} },
      { kind: 'breederNothing', args: { noSpace: false }, seat: 0 },
    ]);
    leviathansConserved(empty);
  });
});

describe('hidden information', () => {
  it('the Leviathan deck order is in no view; what arrives is public', () => {
    const s = lgame(3);
    const deck = s.leviathan!.deck;
    for (const seat of [0, 1, 2, null]) {
      const text = JSON.stringify(viewFor(s, seat));
      expect(text).not.toContain(JSON.stringify(deck));
      expect(text).not.toContain(JSON.stringify(deck.slice(-3)));
    }
    const placed = s.leviathan!.border.find(Boolean)!.id;
    expect(viewFor(s, 1).log[0]).toEqual(s.log[0]);
    expect(LEVIATHANS[placed]).toBeDefined();
  });

  it('a test helper check: pulling a Leviathan leaves it nowhere', () => {
    const s = lgame();
    pullLeviathan(s, s.leviathan!.deck[0]);
    expect(() => leviathansConserved(s)).toThrow();
  });
});
