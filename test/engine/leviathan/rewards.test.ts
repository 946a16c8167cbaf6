// A fight's reward (docs/leviathan.md, "Rewards and Leviathan Monster tokens"), the Scourge and
// the Leviathan part of the score sheet, on crafted states with exact checks.
import { describe, expect, it } from 'vitest';
import {
  MONSTER_TOKEN_VALUES, applyAction, legalActions, scores, viewFor, type Action, type GameEvent, type GameState,
} from '../mutable.ts';
import { act, ally, rejects, setCouncil, setHand } from '../fixtures.ts';
import { eventsOf, leviathanGame, placeLeviathan, startFight, withDice } from './fight-fixtures.ts';

// Leviathan Monster token ids by effect (cards.ts LEVIATHAN_TOKEN_EFFECTS).
const PEARLS_2 = 0;
const PEARLS_3 = 7;
const KEY = 11;
const COUNCIL = 15;
const COUNCIL_B = 16;

const JELLY_3_7_5 = 0;
const PLAIN_7 = 19;
const CRAB_5 = ally('crab', 5);

function run(s: GameState, a: Action): { state: GameState; events: GameEvent[] } {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
  return { state: r.state, events: r.events };
}

/**
 * Seat 0 beats two steps (3→1, 7→2: 3 tokens) of the Jellyfish Leviathan on space 4 with a
 * Crab 5 and a 6; `setup` shapes the supplies first. Returns the state after the attack.
 */
function afterAttack(setup?: (s: GameState) => void, kraken = false): GameState {
  const s = leviathanGame(2, 1, kraken);
  placeLeviathan(s, 4, JELLY_3_7_5);
  placeLeviathan(s, 0, PLAIN_7);
  setHand(s, 0, [CRAB_5]);
  setup?.(s);
  startFight(s);
  withDice(s, [6]);
  return run(s, { type: 'attack', space: 4, card: CRAB_5 }).state;
}

/** Puts these Leviathan tokens on top of their pile, the first one drawn first. */
function stackTokens(s: GameState, tokens: number[]): void {
  const lv = s.leviathan!;
  lv.tokens = lv.tokens.filter((t) => !tokens.includes(t));
  lv.tokens.push(...[...tokens].reverse());
}

describe('the reward', () => {
  it('lets the player split the tokens between the two supplies in every way they allow', () => {
    const s = afterAttack();
    expect(s.pending).toEqual({ kind: 'fightReward', seat: 0, count: 3 });
    expect(legalActions(s)).toEqual([0, 1, 2, 3].map((leviathanTokens) => ({ type: 'fightReward', leviathanTokens })));
    rejects(s, { type: 'fightReward', leviathanTokens: 4 }, 'ILLEGAL_CHOICE');
    rejects(s, { type: 'fightReward', leviathanTokens: 1.5 }, 'MALFORMED_ACTION');
  });

  it('normal tokens are kept with their values told to their owner only', () => {
    const s = afterAttack();
    const top = s.monsterTokens.slice(-3).reverse();
    const { state, events } = run(s, { type: 'fightReward', leviathanTokens: 0 });
    expect(state.players[0].monsters).toEqual(top);
    expect(events.slice(0, 2)).toEqual([
      { kind: 'leviathanReward', args: { normal: 3, leviathan: 0 }, seat: 0, reveals: true },
      { kind: 'monsterValues', args: { values: top.map((t) => MONSTER_TOKEN_VALUES[t]) }, to: 0 },
    ]);
    const opponentLog = viewFor(state, 1).log.slice(-events.length);
    expect(opponentLog.map((e) => e.kind)).not.toContain('monsterValues');
  });

  it('a short supply narrows the choice; a count beyond both supplies shrinks to what is left', () => {
    let s = afterAttack((x) => { x.monsterTokens.splice(0, x.monsterTokens.length - 1); });
    expect(legalActions(s)).toEqual([{ type: 'fightReward', leviathanTokens: 2 }, { type: 'fightReward', leviathanTokens: 3 }]);
    rejects(s, { type: 'fightReward', leviathanTokens: 1 }, 'ILLEGAL_CHOICE');
    s = afterAttack((x) => {
      x.monsterTokens.splice(0, x.monsterTokens.length - 1);
      stackTokens(x, [PEARLS_2]);
      x.leviathan!.tokenDiscard = x.leviathan!.tokens.splice(0, x.leviathan!.tokens.length - 1);
    });
    // 1 normal + 1 Leviathan left for 3 due: both taken without asking.
    expect(s.pending?.kind).not.toBe('fightReward');
    expect(s.monsterTokens).toEqual([]);
    expect(s.leviathan!.tokens).toEqual([]);
    expect(s.players[0].monsters.length).toBe(1);
    expect(s.players[0].pearls).toBe(1 + 2);
  });

  it('with both supplies empty, nothing is taken and the log says so', () => {
    const s = afterAttack((x) => {
      x.monsterTokens = [];
      x.leviathan!.tokenDiscard = x.leviathan!.tokens.splice(0);
    });
    const line = s.log.find((e) => e.kind === 'leviathanReward');
    expect(line).toEqual({ kind: 'leviathanReward', args: { normal: 0, leviathan: 0 }, seat: 0, reveals: false });
    expect(s.players[0].monsters).toEqual([]);
  });
});

describe('Leviathan Monster tokens', () => {
  it('are revealed and used at once in the order drawn: 2 Pearls, 3 Pearls, a Key', () => {
    const s = afterAttack((x) => stackTokens(x, [PEARLS_3, KEY, PEARLS_2]));
    const keys = s.keySupply;
    const { state, events } = run(s, { type: 'fightReward', leviathanTokens: 3 });
    expect(eventsOf(events, 'leviathanReward', 'leviathanToken')).toEqual([
      { kind: 'leviathanReward', args: { normal: 0, leviathan: 3 }, seat: 0, reveals: true },
      { kind: 'leviathanToken', args: { token: PEARLS_3, wasted: false }, seat: 0, reveals: true },
      { kind: 'leviathanToken', args: { token: KEY, wasted: false }, seat: 0, reveals: true },
      { kind: 'leviathanToken', args: { token: PEARLS_2, wasted: false }, seat: 0, reveals: true },
    ]);
    expect(state.players[0].pearls).toBe(1 + 5);
    expect(state.players[0].keyTokens).toBe(1);
    expect(state.keySupply).toBe(keys - 1);
    expect(state.players[0].monsters).toEqual([]);
    expect(state.leviathan!.tokenDiscard).toEqual([PEARLS_3, KEY, PEARLS_2]);
  });

  it('a Key token with the Key supply empty brings nothing', () => {
    const s = afterAttack((x) => {
      stackTokens(x, [KEY]);
      x.keySupply = 0;
    });
    const { state, events } = run(s, { type: 'fightReward', leviathanTokens: 1 });
    expect(eventsOf(events, 'leviathanToken')).toEqual([{ kind: 'leviathanToken', args: { token: KEY, wasted: true }, seat: 0, reveals: true }]);
    expect(state.players[0].keyTokens).toBe(0);
  });

  it('a Council token asks for a non-empty stack; the tokens drawn after it wait for the choice', () => {
    const s = afterAttack((x) => {
      stackTokens(x, [COUNCIL, PEARLS_2]);
      setCouncil(x, 'squid', [ally('squid', 2), ally('squid', 3)]);
      setCouncil(x, 'crab', [ally('crab', 1, 3)]);
      setCouncil(x, 'jellyfish', []);
      setCouncil(x, 'seahorse', []);
      setCouncil(x, 'shellfish', []);
    });
    let r = run(s, { type: 'fightReward', leviathanTokens: 2 });
    expect(r.state.pending).toEqual({ kind: 'tokenCouncil', seat: 0, more: 1 });
    expect(legalActions(r.state)).toEqual([{ type: 'takeCouncil', race: 'crab' }, { type: 'takeCouncil', race: 'squid' }]);
    expect(r.state.players[0].pearls).toBe(1);
    rejects(r.state, { type: 'takeCouncil', race: 'jellyfish' }, 'ILLEGAL_CHOICE');
    rejects(r.state, { type: 'takeCouncil', race: 'whale' as 'crab' }, 'MALFORMED_ACTION');
    r = run(r.state, { type: 'takeCouncil', race: 'squid' });
    expect(r.state.players[0].hand).toEqual([ally('squid', 2), ally('squid', 3)]);
    expect(r.state.council[4]).toEqual([]);
    expect(eventsOf(r.events, 'takesStack', 'leviathanToken').map((e) => [e.kind, e.args])).toEqual([
      ['takesStack', { race: 4, count: 2, apprentice: false }],
      ['leviathanToken', { token: PEARLS_2, wasted: false }],
    ]);
    expect(r.state.players[0].pearls).toBe(3);
  });

  it('a Council token with one stack open takes it without asking, and with none brings nothing', () => {
    const one = afterAttack((x) => {
      stackTokens(x, [COUNCIL, COUNCIL_B]);
      for (const race of ['jellyfish', 'crab', 'seahorse', 'shellfish'] as const) setCouncil(x, race, []);
      setCouncil(x, 'squid', [ally('squid', 2)]);
    });
    const { state, events } = run(one, { type: 'fightReward', leviathanTokens: 2 });
    expect(eventsOf(events, 'leviathanToken', 'takesStack').map((e) => [e.kind, e.args])).toEqual([
      ['leviathanToken', { token: COUNCIL, wasted: false }],
      ['takesStack', { race: 4, count: 1, apprentice: false }],
      ['leviathanToken', { token: COUNCIL_B, wasted: true }],
    ]);
    expect(state.players[0].hand).toEqual([ally('squid', 2)]);
  });

  it('a Council stack guarded by another player\'s Sentinel is not open; one guarded by the player\'s own is, and its Sentinel comes back', () => {
    const s = afterAttack((x) => {
      stackTokens(x, [COUNCIL]);
      for (const race of ['jellyfish', 'seahorse', 'shellfish'] as const) setCouncil(x, race, []);
      setCouncil(x, 'squid', [ally('squid', 2)]);
      setCouncil(x, 'crab', [ally('crab', 1, 3)]);
      x.kraken!.sentinels.push({ lord: 41, seat: 1, zone: 'council', target: 4 });
    }, true);
    let r = run(s, { type: 'fightReward', leviathanTokens: 1 });
    // Only the crab stack is open: taken without asking.
    expect(r.state.players[0].hand).toEqual([ally('crab', 1, 3)]);
    expect(r.state.council[4]).toEqual([ally('squid', 2)]);

    const own = afterAttack((x) => {
      stackTokens(x, [COUNCIL]);
      for (const race of ['jellyfish', 'seahorse', 'shellfish'] as const) setCouncil(x, race, []);
      setCouncil(x, 'squid', [ally('squid', 2)]);
      setCouncil(x, 'crab', [ally('crab', 1, 3)]);
      x.kraken!.sentinels.push({ lord: 41, seat: 0, zone: 'council', target: 4 });
    }, true);
    r = run(own, { type: 'fightReward', leviathanTokens: 1 });
    expect(r.state.pending).toEqual({ kind: 'tokenCouncil', seat: 0 });
    r = run(r.state, { type: 'takeCouncil', race: 'squid' });
    expect(eventsOf(r.events, 'sentinelBack')).toEqual([{ kind: 'sentinelBack', args: { lord: 41 }, seat: 0 }]);
  });

  it('refuses a stack another player\'s Sentinel guards, leaving the state as it was', () => {
    const s = afterAttack((x) => {
      stackTokens(x, [COUNCIL]);
      for (const race of ['jellyfish', 'seahorse', 'shellfish'] as const) setCouncil(x, race, []);
      setCouncil(x, 'squid', [ally('squid', 2)]);
      setCouncil(x, 'crab', [ally('crab', 1, 3)]);
      setCouncil(x, 'seahorse', [ally('seahorse', 1)]);
      x.kraken!.sentinels.push({ lord: 41, seat: 1, zone: 'council', target: 4 });
    }, true);
    const r = run(s, { type: 'fightReward', leviathanTokens: 1 });
    expect(legalActions(r.state)).toEqual([{ type: 'takeCouncil', race: 'crab' }, { type: 'takeCouncil', race: 'seahorse' }]);
    rejects(r.state, { type: 'takeCouncil', race: 'squid' }, 'ILLEGAL_CHOICE');
  });

  it('their order stays hidden: a view shows how many are left and the used ones, never the pile', () => {
    const s = afterAttack();
    const view = viewFor(s, 1);
    expect(Object.keys(view.leviathan!).sort()).toEqual(['border', 'deckCount', 'discard', 'scourge', 'tokenDiscard', 'tokensLeft']);
    expect(view.leviathan!.tokensLeft).toBe(s.leviathan!.tokens.length);
  });
});

describe('the Scourge', () => {
  /** Seat `seat` slays the plain 7 on space 0 with a Crab 5 and a 2 (another Leviathan stays). */
  function slayAsSeat(seat: number, slainBefore: number[][], scourge: number): GameState {
    const s = leviathanGame(3);
    placeLeviathan(s, 0, PLAIN_7);
    placeLeviathan(s, 4, JELLY_3_7_5);
    slainBefore.forEach((list, i) => {
      for (const id of list) s.leviathan!.deck.splice(s.leviathan!.deck.indexOf(id), 1);
      s.players[i].slain = list.slice();
    });
    s.leviathan!.scourge = scourge;
    setHand(s, seat, [CRAB_5]);
    startFight(s, seat);
    withDice(s, [2]);
    return run(s, { type: 'attack', space: 0, card: CRAB_5 }).state;
  }

  it('stays with its holder on a tie', () => {
    const s = slayAsSeat(1, [[1], [], []], 0);
    expect(s.players[1].slain).toEqual([PLAIN_7]);
    expect(s.leviathan!.scourge).toBe(0);
    expect(s.log.some((e) => e.kind === 'scourge')).toBe(false);
  });

  it('moves to a player with strictly more slain Leviathans than its holder', () => {
    const s = slayAsSeat(2, [[1], [], [2]], 0);
    expect(s.leviathan!.scourge).toBe(2);
    expect(s.log.filter((e) => e.kind === 'scourge')).toEqual([{ kind: 'scourge', args: { from: 0, to: 2 }, seat: 2 }]);
  });

  it('stays with a holder who slays again', () => {
    const s = slayAsSeat(0, [[1], [2], []], 0);
    expect(s.leviathan!.scourge).toBe(0);
    expect(s.log.some((e) => e.kind === 'scourge')).toBe(false);
  });
});

describe('scoring', () => {
  it('the Scourge is worth 5 IP and each Wound −1, in the Leviathan column and the total', () => {
    const s = leviathanGame(3);
    s.leviathan!.scourge = 1;
    s.players[0].wounds = 2;
    s.players[1].wounds = 3;
    const withLeviathan = scores(s);
    // The same table without the expansion (the options compose the expansions: hooks.ts).
    const plain = structuredClone(s);
    delete plain.leviathan;
    plain.options = { ...plain.options, expansions: {} };
    const base = scores(plain);
    expect(withLeviathan.map((l) => l.leviathan)).toEqual([-2, 2, 0]);
    expect(withLeviathan.map((l) => l.total)).toEqual(base.map((l, i) => l.total + [-2, 2, 0][i]));
  });
});

describe('errors leave the state as it was', () => {
  const CRAB_1 = ally('crab', 1);
  function ready(): GameState {
    const s = leviathanGame();
    placeLeviathan(s, 4, JELLY_3_7_5);
    setHand(s, 0, [CRAB_1, ally('squid', 1)]);
    startFight(s);
    return s;
  }

  it('an attack on an empty or unknown space, with a card not in hand, or malformed', () => {
    const s = ready();
    rejects(s, { type: 'attack', space: 3, card: CRAB_1 }, 'ILLEGAL_CHOICE');
    rejects(s, { type: 'attack', space: 9, card: CRAB_1 }, 'ILLEGAL_CHOICE');
    rejects(s, { type: 'attack', space: -1, card: CRAB_1 }, 'ILLEGAL_CHOICE');
    rejects(s, { type: 'attack', space: 4, card: CRAB_5 }, 'CARD_NOT_IN_HAND');
    rejects(s, { type: 'attack', space: 4, card: ally('squid', 1) }, 'ILLEGAL_CHOICE');
    rejects(s, { type: 'attack', space: '4' as unknown as number, card: CRAB_1 }, 'MALFORMED_ACTION');
    rejects(s, { type: 'boost', pearls: 1 }, 'WRONG_DECISION');
  });

  it('stopping a fight that must be fought, and striking without the Rebel', () => {
    const s = ready();
    s.pending = { kind: 'leviathanAttack', seat: 0, space: 4, optional: false };
    expect(legalActions(s)).toEqual([{ type: 'attack', space: 4, card: CRAB_1 }]);
    rejects(s, { type: 'endFight' }, 'WRONG_DECISION');
    rejects(s, { type: 'strike', space: 4 }, 'WRONG_DECISION');
  });

  it('an attack once the turn\'s kills reached the limit', () => {
    const s = ready();
    s.turn.slain = 1;
    expect(legalActions(s)).toEqual([{ type: 'endFight' }]);
    rejects(s, { type: 'attack', space: 4, card: CRAB_1 }, 'ILLEGAL_CHOICE');
    const next = act(s, { type: 'endFight' });
    expect(next.players[0].hand.length).toBe(2);
  });
});
