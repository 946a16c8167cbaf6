// Fighting Leviathans (docs/leviathan.md, "Fights"): each case on a crafted state, dice chosen
// through the PRNG state, every number compared exactly.
import { describe, expect, it } from 'vitest';
import {
  LORD, applyAction, legalActions, viewFor, type Action, type GameEvent, type GameState,
} from '../mutable.ts';
import { attack, attackActions } from '../../../src/engine/leviathan/fight.ts';
import type { Ctx } from '../../../src/engine/state.ts';
import { cloneState } from '../../../src/engine/state-copy.ts';
import { logText } from '../../../src/i18n/events.ts';
import { act, ally, giveLords, rejects, setCourt, setHand } from '../fixtures.ts';
import { eventsOf, leviathanAlly, leviathanGame, placeLeviathan, startFight, withDice } from './fight-fixtures.ts';

// Leviathans used below (cards.ts LEVIATHANS): resistances → tokens per step.
const JELLY_3_7_5 = 0; // Jellyfish: 3→1, 7→2, 5→1
const JELLY_6_4 = 1; // Jellyfish: 6→2, 4→1
const JELLY_9 = 2; // Jellyfish: 9→3
const SQUID_7 = 10; // Squid: 7→2
const SEAHORSE_7 = 14; // Seahorse: 7→4
const PLAIN_4_7_6 = 16; // no race: 4→1, 7→1, 6→1
const PLAIN_7 = 19; // no race: 7→1

const CRAB_1 = ally('crab', 1);
const CRAB_2 = ally('crab', 2);
const CRAB_5 = ally('crab', 5);
const JELLY_1 = ally('jellyfish', 1);
const JELLY_5 = ally('jellyfish', 5);
const SQUID_1 = ally('squid', 1);
const SEAHORSE_2 = ally('seahorse', 2);
const SHELL_3 = ally('shellfish', 3);

/** Seat 0 holds `hand` and is to attack; Leviathans as given ({space: id}). */
function fight(border: Record<number, number>, hand: number[], dice: number[], setup?: (s: GameState) => void): GameState {
  const s = leviathanGame();
  for (const [space, id] of Object.entries(border)) placeLeviathan(s, Number(space), id);
  setHand(s, 0, hand);
  setup?.(s);
  startFight(s);
  withDice(s, dice);
  return s;
}

function run(s: GameState, a: Action): { state: GameState; events: GameEvent[] } {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
  return { state: r.state, events: r.events };
}

describe('health steps', () => {
  it('an attack equal to the resistance beats the step exactly; the rest of the Leviathan stands', () => {
    // Crab 1 + die 2 = 3 against 3, 7, 5.
    const s = fight({ 4: JELLY_3_7_5, 0: PLAIN_7 }, [CRAB_1, CRAB_2], [2]);
    const { state, events } = run(s, { type: 'attack', space: 4, card: CRAB_1 });
    expect(eventsOf(events, 'leviathanAttack', 'stepBeaten')).toEqual([
      { kind: 'leviathanAttack', args: { space: 4, leviathan: JELLY_3_7_5, card: CRAB_1, dice: [2], attack: 3 }, seat: 0, reveals: true },
      { kind: 'stepBeaten', args: { leviathan: JELLY_3_7_5, resistance: 3, tokens: 1, altruist: false, taxidermist: false }, seat: 0 },
    ]);
    expect(state.leviathan!.border[4]).toEqual({ id: JELLY_3_7_5, beaten: 1 });
    expect(state.players[0].hand).toEqual([CRAB_2]);
    expect(state.explorationDiscard.at(-1)).toBe(CRAB_1);
    expect(state.players[0].pearls).toBe(1);
    // The reward is asked (both supplies hold tokens), then the player may attack again.
    expect(state.pending).toEqual({ kind: 'fightReward', seat: 0, count: 1 });
    expect(state.tasks[0]).toEqual({ t: 'fightAgain', seat: 0, space: 4 });
  });

  it('an attack beats as many steps in a row as it reaches, spending each resistance, and stops at the first it cannot', () => {
    // Crab 5 + 6 = 11: 3 (8 left), 7 (1 left), not 5.
    const s = fight({ 4: JELLY_3_7_5, 0: PLAIN_7 }, [CRAB_5, CRAB_2], [6]);
    const { state, events } = run(s, { type: 'attack', space: 4, card: CRAB_5 });
    expect(eventsOf(events, 'stepBeaten').map((e) => e.args)).toEqual([
      { leviathan: JELLY_3_7_5, resistance: 3, tokens: 1, altruist: false, taxidermist: false },
      { leviathan: JELLY_3_7_5, resistance: 7, tokens: 2, altruist: false, taxidermist: false },
    ]);
    expect(state.leviathan!.border[4]).toEqual({ id: JELLY_3_7_5, beaten: 2 });
    expect(state.pending).toEqual({ kind: 'fightReward', seat: 0, count: 3 });
  });

  it('an attack below the next resistance beats nothing: the attacker gains 1 Pearl, no reward, and may attack again', () => {
    // Crab 1 + 1 = 2 against 9.
    const s = fight({ 4: JELLY_9 }, [CRAB_1, CRAB_2], [1]);
    const { state, events } = run(s, { type: 'attack', space: 4, card: CRAB_1 });
    expect(eventsOf(events, 'attackMisses', 'stepBeaten')).toEqual([{ kind: 'attackMisses', args: { leviathan: JELLY_9 }, seat: 0 }]);
    expect(state.players[0].pearls).toBe(2);
    expect(state.leviathan!.border[4]).toEqual({ id: JELLY_9, beaten: 0 });
    expect(state.pending).toEqual({ kind: 'leviathanAttack', seat: 0, space: 4, optional: true });
    expect(legalActions(state)).toEqual([{ type: 'attack', space: 4, card: CRAB_2 }, { type: 'endFight' }]);
  });

  it('the leftover of an attack is lost: a later attack starts from the next step with its own total', () => {
    // First: Crab 5 + 4 = 9 beats 3 (6 left), not 7. Second: Crab 2 + 5 = 7 beats 7 exactly, not 5.
    let s = fight({ 4: JELLY_3_7_5, 0: PLAIN_7 }, [CRAB_5, CRAB_2], [4]);
    s = run(s, { type: 'attack', space: 4, card: CRAB_5 }).state;
    expect(s.leviathan!.border[4]).toEqual({ id: JELLY_3_7_5, beaten: 1 });
    s = act(s, { type: 'fightReward', leviathanTokens: 0 });
    // The same Leviathan only: the one on space 0 is not offered, and is refused.
    expect(s.pending).toEqual({ kind: 'leviathanAttack', seat: 0, space: 4, optional: true });
    expect(legalActions(s)).toEqual([{ type: 'attack', space: 4, card: CRAB_2 }, { type: 'endFight' }]);
    rejects(s, { type: 'attack', space: 0, card: CRAB_2 }, 'ILLEGAL_CHOICE');
    withDice(s, [5]);
    const { state, events } = run(s, { type: 'attack', space: 4, card: CRAB_2 });
    expect(eventsOf(events, 'stepBeaten').map((e) => e.args.resistance)).toEqual([7]);
    expect(state.leviathan!.border[4]).toEqual({ id: JELLY_3_7_5, beaten: 2 });
    expect(state.pending).toEqual({ kind: 'fightReward', seat: 0, count: 2 });
  });

  it('a kill: the Leviathan joins the slayer, the Scourge comes to them, and no further attack is offered', () => {
    // Jellyfish 5 + 5 = 10 = 6 + 4.
    const s = fight({ 4: JELLY_6_4, 0: PLAIN_7 }, [JELLY_5, CRAB_2], [5]);
    const { state, events } = run(s, { type: 'attack', space: 4, card: JELLY_5 });
    expect(eventsOf(events, 'stepBeaten', 'leviathanSlain', 'scourge').map((e) => [e.kind, e.args])).toEqual([
      ['stepBeaten', { leviathan: JELLY_6_4, resistance: 6, tokens: 2, altruist: false, taxidermist: false }],
      ['stepBeaten', { leviathan: JELLY_6_4, resistance: 4, tokens: 1, altruist: false, taxidermist: false }],
      ['leviathanSlain', { leviathan: JELLY_6_4, space: 4 }],
      ['scourge', { from: -1, to: 0 }],
    ]);
    expect(state.leviathan!.border[4]).toBe(null);
    expect(state.players[0].slain).toEqual([JELLY_6_4]);
    expect(state.leviathan!.scourge).toBe(0);
    expect(state.turn.slain).toBe(1);
    // The Border still holds one: no newcomer. Reward, then the fight is over (one kill a turn).
    expect(state.tasks.slice(0, 1)).toEqual([{ t: 'fightAgain', seat: 0, space: -1 }]);
    const after = act(state, { type: 'fightReward', leviathanTokens: 0 });
    expect(after.pending?.kind).not.toBe('leviathanAttack');
    expect(after.players[0].hand).toEqual([CRAB_2]);
  });

  it('a kill that empties the Border brings a new Leviathan for the attacker before the reward', () => {
    const s = fight({ 4: JELLY_6_4 }, [JELLY_5], [5]);
    const next = cloneState(s);
    const ctx: Ctx = { events: [] };
    expect(attack(next, ctx, 0, 4, JELLY_5)).toBe(null);
    expect(next.leviathan!.border.every((b) => b === null)).toBe(true);
    expect(next.tasks.slice(0, 3)).toEqual([
      { t: 'arrival', seat: 0 },
      { t: 'fightReward', seat: 0, count: 3 },
      { t: 'fightAgain', seat: 0, space: -1 },
    ]);
  });

  it('with the Intrepid, a second Leviathan may be attacked after a kill, and a second kill ends the fight', () => {
    let s = fight({ 4: JELLY_6_4, 0: PLAIN_7, 8: SQUID_7 }, [JELLY_5, CRAB_5, CRAB_2], [5], (x) => giveLords(x, 0, [LORD.intrepid]));
    s = run(s, { type: 'attack', space: 4, card: JELLY_5 }).state;
    s = act(s, { type: 'fightReward', leviathanTokens: 0 });
    expect(s.pending).toEqual({ kind: 'leviathanAttack', seat: 0, space: -1, optional: true });
    expect(legalActions(s)).toEqual([
      { type: 'attack', space: 0, card: CRAB_5 }, { type: 'attack', space: 0, card: CRAB_2 },
      { type: 'attack', space: 8, card: CRAB_5 }, { type: 'attack', space: 8, card: CRAB_2 },
      { type: 'endFight' },
    ]);
    // Crab 5 + 2 = 7 slays the plain 7.
    withDice(s, [2]);
    s = run(s, { type: 'attack', space: 0, card: CRAB_5 }).state;
    expect(s.players[0].slain).toEqual([JELLY_6_4, PLAIN_7]);
    expect(s.turn.slain).toBe(2);
    expect(s.pending).toEqual({ kind: 'fightReward', seat: 0, count: 1 });
    s = act(s, { type: 'fightReward', leviathanTokens: 0 });
    expect(s.pending?.kind).not.toBe('leviathanAttack');
  });

  it('stopping is always open when attacking again, and says so', () => {
    let s = fight({ 4: JELLY_9 }, [CRAB_1, CRAB_2], [1]);
    s = run(s, { type: 'attack', space: 4, card: CRAB_1 }).state;
    const { state, events } = run(s, { type: 'endFight' });
    expect(events[0]).toEqual({ kind: 'stopsFighting', args: {}, seat: 0 });
    expect(state.players[0].hand).toEqual([CRAB_2]);
  });

  it('nothing is asked again when no Ally in hand can fight the Leviathan still standing', () => {
    let s = fight({ 4: JELLY_9 }, [CRAB_1, SQUID_1], [1]);
    s = run(s, { type: 'attack', space: 4, card: CRAB_1 }).state;
    expect(s.pending?.kind).not.toBe('leviathanAttack');
    expect(s.players[0].hand).toEqual([SQUID_1]);
  });
});

describe('eligible Allies', () => {
  it('a race Leviathan: Crabs (the Leviathan expansion\'s too) and that race; one action per race, value and fighting effect', () => {
    const s = fight({ 2: JELLY_3_7_5 }, [JELLY_1, ally('jellyfish', 1, 1), leviathanAlly('jellyfish', 1), CRAB_1, leviathanAlly('crab', 3), SQUID_1, SEAHORSE_2, SHELL_3], [1]);
    expect(legalActions(s)).toEqual([
      { type: 'attack', space: 2, card: JELLY_1 },
      { type: 'attack', space: 2, card: leviathanAlly('jellyfish', 1) },
      { type: 'attack', space: 2, card: CRAB_1 },
      { type: 'attack', space: 2, card: leviathanAlly('crab', 3) },
      { type: 'endFight' },
    ]);
    rejects(s, { type: 'attack', space: 2, card: SQUID_1 }, 'ILLEGAL_CHOICE');
  });

  it('a Leviathan of no race: Crabs only (and Krakens in a Kraken game)', () => {
    const s = fight({ 2: PLAIN_4_7_6, 6: SEAHORSE_7 }, [JELLY_1, CRAB_1, SEAHORSE_2], [1]);
    expect(attackActions(s, 0, 2)).toEqual([{ type: 'attack', space: 2, card: CRAB_1 }]);
    expect(attackActions(s, 0, 6)).toEqual([{ type: 'attack', space: 6, card: CRAB_1 }, { type: 'attack', space: 6, card: SEAHORSE_2 }]);
    rejects(s, { type: 'attack', space: 2, card: JELLY_1 }, 'ILLEGAL_CHOICE');
  });

  it('a Kraken Ally fights any Leviathan and gives its Nebulis when spent', () => {
    const s = leviathanGame(2, 1, true);
    placeLeviathan(s, 2, PLAIN_7);
    placeLeviathan(s, 5, JELLY_9);
    const kraken = 75; // a Kraken 3
    setHand(s, 0, [kraken, SQUID_1]);
    startFight(s);
    expect(legalActions(s)).toEqual([{ type: 'attack', space: 2, card: kraken }, { type: 'attack', space: 5, card: kraken }, { type: 'endFight' }]);
    withDice(s, [4]);
    const { state, events } = run(s, { type: 'attack', space: 2, card: kraken });
    expect(eventsOf(events, 'leviathanAttack', 'nebulis').map((e) => [e.kind, e.args])).toEqual([
      ['leviathanAttack', { space: 2, leviathan: PLAIN_7, card: kraken, dice: [4], attack: 7 }],
      ['nebulis', { count: 2, source: 'kraken' }],
    ]);
    expect(state.players[0].nebulis).toBe(2);
    expect(state.players[0].slain).toEqual([PLAIN_7]);
  });

  it('the Metamorph lets any Ally fight any Leviathan; assassinated, it does not', () => {
    const s = fight({ 2: PLAIN_4_7_6 }, [JELLY_1, SQUID_1], [1], (x) => giveLords(x, 0, [LORD.metamorph]));
    expect(legalActions(s)).toEqual([{ type: 'attack', space: 2, card: JELLY_1 }, { type: 'attack', space: 2, card: SQUID_1 }, { type: 'endFight' }]);
    s.players[0].assassinated.push(LORD.metamorph);
    expect(legalActions(s)).toEqual([{ type: 'endFight' }]);
  });
});

describe('fighting effects', () => {
  it('a value 3 or 4 Leviathan Ally rolls both dice and keeps the higher', () => {
    const JELLY_L3 = leviathanAlly('jellyfish', 3);
    const s = fight({ 4: JELLY_3_7_5, 0: PLAIN_7 }, [JELLY_L3], [2, 5]);
    const { events } = run(s, { type: 'attack', space: 4, card: JELLY_L3 });
    expect(events[0]).toEqual({ kind: 'leviathanAttack', args: { space: 4, leviathan: JELLY_3_7_5, card: JELLY_L3, dice: [2, 5], attack: 8 }, seat: 0, reveals: true });
    expect(eventsOf(events, 'stepBeaten').map((e) => e.args.resistance)).toEqual([3]);
  });

  it('a base Ally of the same race and value rolls one die', () => {
    const s = fight({ 4: JELLY_3_7_5, 0: PLAIN_7 }, [ally('jellyfish', 3)], [2, 5]);
    const { events } = run(s, { type: 'attack', space: 4, card: ally('jellyfish', 3) });
    expect(events[0].args).toEqual({ space: 4, leviathan: JELLY_3_7_5, card: ally('jellyfish', 3), dice: [2], attack: 5 });
  });

  it('a value 1 or 2 Leviathan Ally may add Pearls after the roll: every amount up to what could matter is listed', () => {
    const JELLY_L1 = leviathanAlly('jellyfish', 1);
    // 1 + 1 = 2 against 3 + 7 + 5 = 15: at most 5 Pearls (all of them).
    const s = fight({ 4: JELLY_3_7_5, 0: PLAIN_7 }, [JELLY_L1, CRAB_2], [1], (x) => { x.players[0].pearls = 5; });
    const r = run(s, { type: 'attack', space: 4, card: JELLY_L1 });
    expect(r.state.pending).toEqual({ kind: 'boostAttack', seat: 0, space: 4, attack: 2, max: 5 });
    expect(legalActions(r.state)).toEqual([0, 1, 2, 3, 4, 5].map((pearls) => ({ type: 'boost', pearls })));
    rejects(r.state, { type: 'boost', pearls: 6 }, 'NOT_ENOUGH_PEARLS');
    rejects(r.state, { type: 'boost', pearls: -1 }, 'MALFORMED_ACTION');
    // 4 Pearls: attack 6 beats 3 (3 left), not 7; the Pearls go to the supply.
    const { state, events } = run(r.state, { type: 'boost', pearls: 4 });
    expect(events[0]).toEqual({ kind: 'attackBoost', args: { pearls: 4, attack: 6 }, seat: 0 });
    expect(eventsOf(events, 'stepBeaten').map((e) => e.args.resistance)).toEqual([3]);
    expect(state.players[0].pearls).toBe(1);
    expect(state.leviathan!.border[4]).toEqual({ id: JELLY_3_7_5, beaten: 1 });
  });

  it('the Pearls offered stop where the Leviathan would be slain; none is asked when the roll already slays it or the player has none', () => {
    const JELLY_L2 = leviathanAlly('jellyfish', 2);
    // 2 + 1 = 3 against 6 (Jellyfish 6/1 is id 3): at most 3 of 10 Pearls matter.
    let s = fight({ 4: 3, 0: PLAIN_7 }, [JELLY_L2], [1], (x) => { x.players[0].pearls = 10; });
    let r = run(s, { type: 'attack', space: 4, card: JELLY_L2 });
    expect(r.state.pending).toEqual({ kind: 'boostAttack', seat: 0, space: 4, attack: 3, max: 3 });
    rejects(r.state, { type: 'boost', pearls: 4 }, 'ILLEGAL_CHOICE');
    const slain = run(r.state, { type: 'boost', pearls: 3 }).state;
    expect(slain.players[0].slain).toEqual([3]);
    expect(slain.players[0].pearls).toBe(7);
    // 2 + 4 = 6: slain by the roll, nothing to ask.
    s = fight({ 4: 3, 0: PLAIN_7 }, [JELLY_L2], [4], (x) => { x.players[0].pearls = 10; });
    r = run(s, { type: 'attack', space: 4, card: JELLY_L2 });
    expect(r.state.players[0].slain).toEqual([3]);
    expect(r.state.pending).toEqual({ kind: 'fightReward', seat: 0, count: 1 });
    // No Pearl: nothing to ask either.
    s = fight({ 4: 3, 0: PLAIN_7 }, [JELLY_L2], [1], (x) => { x.players[0].pearls = 0; });
    r = run(s, { type: 'attack', space: 4, card: JELLY_L2 });
    expect(r.events.map((e) => e.kind)).toContain('attackMisses');
    expect(r.state.players[0].pearls).toBe(1);
  });

  it('spending no Pearl is a choice like the others', () => {
    const JELLY_L1 = leviathanAlly('jellyfish', 1);
    const s = fight({ 4: JELLY_3_7_5, 0: PLAIN_7 }, [JELLY_L1], [2], (x) => { x.players[0].pearls = 2; });
    const r = run(s, { type: 'attack', space: 4, card: JELLY_L1 });
    const { state, events } = run(r.state, { type: 'boost', pearls: 0 });
    expect(events[0].kind).toBe('stepBeaten');
    expect(eventsOf(events, 'attackBoost')).toEqual([]);
    expect(state.players[0].pearls).toBe(2);
  });
});

describe('Lords that change a fight', () => {
  it('the Taxidermist pays 2 Pearls per step beaten; the Altruist adds 1 Monster token per step', () => {
    const s = fight({ 4: JELLY_3_7_5, 0: PLAIN_7 }, [CRAB_5], [6], (x) => giveLords(x, 0, [LORD.taxidermist, LORD.altruist]));
    const { state, events } = run(s, { type: 'attack', space: 4, card: CRAB_5 });
    expect(eventsOf(events, 'stepBeaten').map((e) => e.args)).toEqual([
      { leviathan: JELLY_3_7_5, resistance: 3, tokens: 2, altruist: true, taxidermist: true },
      { leviathan: JELLY_3_7_5, resistance: 7, tokens: 3, altruist: true, taxidermist: true },
    ]);
    expect(state.players[0].pearls).toBe(1 + 4);
    expect(state.pending).toEqual({ kind: 'fightReward', seat: 0, count: 5 });
  });

  it('in a Kraken game each step\'s 2 Pearls are one gain: an opponent\'s Highwayman takes 1 of each', () => {
    const s = leviathanGame(2, 1, true);
    placeLeviathan(s, 4, JELLY_3_7_5);
    placeLeviathan(s, 0, PLAIN_7);
    setHand(s, 0, [CRAB_5]);
    giveLords(s, 0, [LORD.taxidermist]);
    giveLords(s, 1, [LORD.highwayman]);
    startFight(s);
    withDice(s, [6]);
    const { state, events } = run(s, { type: 'attack', space: 4, card: CRAB_5 });
    expect(eventsOf(events, 'stepBeaten', 'highwayman').map((e) => e.kind)).toEqual(['stepBeaten', 'highwayman', 'stepBeaten', 'highwayman']);
    expect(state.players[0].pearls).toBe(1 + 2);
    expect(state.players[1].pearls).toBe(1 + 2);
  });

  it('an opponent\'s Taxidermist or Altruist gives the attacker nothing', () => {
    const s = fight({ 4: JELLY_3_7_5, 0: PLAIN_7 }, [CRAB_5], [6], (x) => giveLords(x, 1, [LORD.taxidermist, LORD.altruist]));
    const { state } = run(s, { type: 'attack', space: 4, card: CRAB_5 });
    expect(state.players[0].pearls).toBe(1);
    expect(state.pending).toEqual({ kind: 'fightReward', seat: 0, count: 3 });
  });
});

/** Seat 0 recruits `lord` from the Court paying `allies` (the lowest is affiliated without asking). */
function recruitLord(s: GameState, lord: number, allies: number[], rest: number[]): GameState {
  setCourt(s, [lord]);
  setHand(s, 0, [...allies, ...rest]);
  return act(s, { type: 'recruit', lord, allies });
}

describe('the Sorcerer', () => {
  it('offers an attack at once on any Leviathan; its kill counts toward the turn\'s limit', () => {
    let s = leviathanGame();
    placeLeviathan(s, 3, JELLY_6_4);
    placeLeviathan(s, 7, PLAIN_7);
    s = recruitLord(s, LORD.sorcerer, [JELLY_5, ally('crab', 3)], [CRAB_5, SQUID_1]);
    expect(s.pending).toEqual({ kind: 'leviathanAttack', seat: 0, space: -1, optional: true });
    expect(legalActions(s)).toEqual([{ type: 'attack', space: 3, card: CRAB_5 }, { type: 'attack', space: 7, card: CRAB_5 }, { type: 'endFight' }]);
    withDice(s, [2]);
    s = run(s, { type: 'attack', space: 7, card: CRAB_5 }).state;
    expect(s.players[0].slain).toEqual([PLAIN_7]);
    expect(s.turn.slain).toBe(1);
    expect(s.pending).toEqual({ kind: 'fightReward', seat: 0, count: 1 });
  });

  it('with no Ally able to fight, nothing is asked and the log says why', () => {
    let s = leviathanGame();
    placeLeviathan(s, 3, PLAIN_7);
    const r = applyAction(recruitLordSetup(s), { type: 'recruit', lord: LORD.sorcerer, allies: [JELLY_5, ally('crab', 3)] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    s = r.state;
    expect(eventsOf(r.events, 'noLeviathanFight')).toEqual([{ kind: 'noLeviathanFight', args: { lord: LORD.sorcerer }, seat: 0 }]);
    expect(s.pending?.kind).not.toBe('leviathanAttack');
  });
});

function recruitLordSetup(s: GameState): GameState {
  setCourt(s, [LORD.sorcerer]);
  setHand(s, 0, [JELLY_5, ally('crab', 3), SQUID_1]);
  return s;
}

describe('the Rebel', () => {
  it('beats the next health step of the Leviathan chosen: Altruist and Taxidermist apply, and the tokens come as a reward', () => {
    let s = leviathanGame();
    placeLeviathan(s, 3, JELLY_3_7_5, 1);
    placeLeviathan(s, 7, PLAIN_7);
    giveLords(s, 0, [LORD.altruist, LORD.taxidermist]);
    s = recruitLord(s, LORD.rebel, [ally('squid', 5), ally('crab', 3)], []);
    expect(s.pending).toEqual({ kind: 'rebel', seat: 0 });
    expect(legalActions(s)).toEqual([{ type: 'strike', space: 3 }, { type: 'strike', space: 7 }]);
    rejects(s, { type: 'strike', space: 4 }, 'ILLEGAL_CHOICE');
    rejects(s, { type: 'strike', space: 9 }, 'ILLEGAL_CHOICE');
    const { state, events } = run(s, { type: 'strike', space: 3 });
    expect(events[0]).toEqual({ kind: 'stepBeaten', args: { leviathan: JELLY_3_7_5, resistance: 7, tokens: 3, altruist: true, taxidermist: true }, seat: 0 });
    expect(state.leviathan!.border[3]).toEqual({ id: JELLY_3_7_5, beaten: 2 });
    expect(state.players[0].pearls).toBe(1 + 2);
    expect(state.pending).toEqual({ kind: 'fightReward', seat: 0, count: 3 });
    // No attack follows a strike.
    const after = act(state, { type: 'fightReward', leviathanTokens: 0 });
    expect(after.pending?.kind).not.toBe('leviathanAttack');
  });

  it('may slay the Leviathan: it joins the Rebel\'s owner and the Scourge moves to them', () => {
    let s = leviathanGame();
    placeLeviathan(s, 3, JELLY_6_4, 1);
    placeLeviathan(s, 7, PLAIN_7);
    s.leviathan!.scourge = 1;
    s = recruitLord(s, LORD.rebel, [ally('squid', 5), ally('crab', 3)], []);
    const { state, events } = run(s, { type: 'strike', space: 3 });
    expect(events.map((e) => [e.kind, e.args]).slice(0, 3)).toEqual([
      ['stepBeaten', { leviathan: JELLY_6_4, resistance: 4, tokens: 1, altruist: false, taxidermist: false }],
      ['leviathanSlain', { leviathan: JELLY_6_4, space: 3 }],
      ['scourge', { from: 1, to: 0 }],
    ]);
    expect(state.players[0].slain).toEqual([JELLY_6_4]);
    expect(state.leviathan!.scourge).toBe(0);
    expect(state.pending).toEqual({ kind: 'fightReward', seat: 0, count: 1 });
  });

  it('strikes the only Leviathan at the Border without asking; with none, nothing happens', () => {
    let s = leviathanGame();
    placeLeviathan(s, 5, JELLY_3_7_5);
    s = recruitLord(s, LORD.rebel, [ally('squid', 5), ally('crab', 3)], []);
    expect(s.leviathan!.border[5]).toEqual({ id: JELLY_3_7_5, beaten: 1 });
    expect(s.pending).toEqual({ kind: 'fightReward', seat: 0, count: 1 });
    const empty = leviathanGame();
    setCourt(empty, [LORD.rebel]);
    setHand(empty, 0, [ally('squid', 5), ally('crab', 3)]);
    const r = applyAction(empty, { type: 'recruit', lord: LORD.rebel, allies: [ally('squid', 5), ally('crab', 3)] });
    expect(r.ok && eventsOf(r.events, 'noLeviathanFight')).toEqual([{ kind: 'noLeviathanFight', args: { lord: LORD.rebel }, seat: 0 }]);
    expect(r.ok && r.state.pending?.kind).not.toBe('rebel');
  });
});

describe('the log', () => {
  it('tells a fight, a kill and its reward to the other players in English and in French', () => {
    let s = fight({ 4: JELLY_6_4, 0: PLAIN_7 }, [JELLY_5], [5]);
    const lv = s.leviathan!;
    lv.tokens.push(...lv.tokens.splice(lv.tokens.indexOf(7), 1)); // 3 Pearls on top
    const from = s.log.length;
    s = run(s, { type: 'attack', space: 4, card: JELLY_5 }).state;
    s = act(s, { type: 'fightReward', leviathanTokens: 1 });
    const seen = viewFor(s, 1).log.slice(from, from + 7);
    const options = { names: ['Ann', 'Bob'] };
    expect(logText(seen, 'en', options)).toEqual([
      'Ann discards Jellyfish 5 to attack the Jellyfish Leviathan 6-4 on Border space 7: die 5; attack 10.',
      'Ann beats a health step of the Jellyfish Leviathan 6-4 (resistance 6): 2 Monster tokens.',
      'Ann beats a health step of the Jellyfish Leviathan 6-4 (resistance 4): 1 Monster token.',
      'Ann slays the Jellyfish Leviathan 6-4; Border space 7 is free.',
      'Ann takes the Scourge (the first Leviathan slain).',
      'Ann takes 2 Monster tokens and 1 Leviathan Monster token.',
      'Ann reveals a Leviathan Monster token: 3 Pearls.',
    ]);
    expect(logText(seen, 'fr', options)).toEqual([
      'Ann défausse Méduse 5 pour attaquer le Léviathan Méduse 6-4 sur la case 7 de la Frontière : dé 5 ; attaque 10.',
      'Ann franchit un palier de vie du Léviathan Méduse 6-4 (résistance 6) : 2 jetons Monstre.',
      'Ann franchit un palier de vie du Léviathan Méduse 6-4 (résistance 4) : 1 jeton Monstre.',
      'Ann terrasse le Léviathan Méduse 6-4 ; la case 7 de la Frontière est libre.',
      'Ann prend le Fléau (premier Léviathan terrassé).',
      'Ann prend 2 jetons Monstre et 1 jeton Monstre Léviathan.',
      'Ann révèle un jeton Monstre Léviathan : 3 Perles.',
    ]);
  });
});
