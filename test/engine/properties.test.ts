// Random full games through the public API, with every whole-state invariant checked after
// every action (rulings.md "Table"; design.md "Engine contract"), and legal/illegal actions
// probed on a sample of the states met on the way. Seeded: a failure names its game.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction, fast, legalActions, newGame, RACES,
  type Action, type ActionType, type DecisionKind, type ErrorCode, type GameOptions, type GameState,
} from './mutable.ts';
import { ACCEPTS, ALL_TYPES, ERROR_CODES, KRAKEN_KINDS, LEVIATHAN_KINDS, expansionTypes } from './decision-actions.ts';
import { MAX_ACTIONS, choiceSeed, invariantProblems, outcastTotal, pearlProblems, prng, randomAction, ruleProblems } from './random-play.ts';
import { blocks, byDepth, DEPTH } from '../depth.ts';

/** One action of each type whose ids lie outside every table: never legal. */
const OUT_OF_RANGE: Action[] = [
  { type: 'support', races: ['dolphin' as never] },
  { type: 'support', races: [] },
  { type: 'recruit', lord: 0, allies: [] },
  { type: 'recruit', lord: 36, allies: [0] },
  { type: 'recruit', lord: 1.5, allies: [] },
  { type: 'slaver', card: 71 },
  { type: 'slaver', card: -1 },
  { type: 'oracle', race: 'toString' as never },
  { type: 'opportunist', lord: 99 },
  { type: 'reward', option: -1 },
  { type: 'reward', option: 6 },
  { type: 'reward', option: 0.5 },
  { type: 'takeFromTrack', card: 65 },
  { type: 'takeFromTrack', card: 999 },
  { type: 'affiliate', card: -1 },
  { type: 'affiliate', card: 71 },
  { type: 'discard', card: 71 },
  { type: 'discard', card: -3 },
  { type: 'assassinate', lord: 0 },
  { type: 'assassinate', lord: 36 },
  { type: 'hunt', target: 4 },
  { type: 'hunt', target: -1 },
  { type: 'apprentice', race: 'CRAB' as never },
  { type: 'illusionist', from: 0, to: 21 },
  { type: 'corrupt', lord: 36 },
  { type: 'betray', discard: 0, take: 36 },
  { type: 'scheme', discard: 36 },
  { type: 'takeLocation', location: 0 },
  { type: 'takeLocation', location: 21 },
  { type: 'drawLocations', count: 0 },
  { type: 'drawLocations', count: 5 },
  { type: 'drawLocations', count: 1.5 },
  { type: 'pickLocation', location: 21 },
  { type: 'payKeys', lords: [36, 37, 38] },
  { type: 'swapLocation', location: 21 },
  { type: 'reconquer', location: 0 },
  { type: 'plot', deck: 'dukes' as never },
];

/** Values that are not actions at all. */
const GARBAGE: unknown[] = [
  null, undefined, 0, 42, 'explore', true, [], [{ type: 'explore' }], {}, { type: 5 }, { type: null },
  { type: ['explore'] }, { type: { toString: 'explore' } }, { type: 'EXPLORE' }, { type: '' },
  { type: '__proto__' }, { type: 'constructor' }, { type: 'hasOwnProperty' },
  { type: 'recruit' }, { type: 'recruit', lord: '3', allies: '0,1' }, { type: 'recruit', lord: 3, allies: null },
  { type: 'recruit', lord: 3, allies: new Array(500).fill(0) },
  { type: 'support' }, { type: 'support', races: 'crab' }, { type: 'support', races: [null] }, { type: 'support', races: [{}] },
  { type: 'payKeys' }, { type: 'payKeys', lords: {} }, { type: 'payKeys', lords: [NaN] },
  { type: 'reward', option: '0' }, { type: 'reward', option: NaN }, { type: 'reward', option: Infinity },
  { type: 'discard' }, { type: 'discard', card: '3' }, { type: 'slaver', card: null },
  { type: 'takeLocation', location: '1' }, { type: 'drawLocations', count: '1' }, { type: 'drawLocations', count: Infinity },
  { type: 'hunt', target: '1' }, { type: 'betray', discard: null, take: undefined }, { type: 'affiliate', card: '0' },
];

/** The state without its log (which applyAction shares and never mutates). */
function core(s: GameState): string {
  return JSON.stringify({ ...s, log: s.log.length });
}

function expectRejected(s: GameState, action: unknown, code?: ErrorCode, before = core(s)): void {
  const what = `${JSON.stringify(action) ?? String(action)} while waiting for ${JSON.stringify(s.pending)}`;
  const r = applyAction(s, action as Action);
  expect(r.ok, what).toBe(false);
  if (r.ok) return;
  expect(ERROR_CODES, what).toContain(r.error.code);
  if (code) expect(r.error.code, what).toBe(code);
  expect(typeof r.error.message === 'string' && r.error.message.length > 0, what).toBe(true);
  // The code is stable: the same input gets the same answer.
  const again = applyAction(s, action as Action);
  expect(again.ok || again.error.code, what).toBe(r.error.code);
  // The hot path rejects it the same way and leaves its private copy as it was.
  const copy = fast.clone(s);
  let e;
  try {
    e = fast.apply(copy, action as Action);
  } catch {
    e = null; // The hot path trusts its caller with the shape; only the public function must not throw.
    if (action === null || typeof action !== 'object') throw new Error(`fast.apply threw on ${what}`);
    return;
  }
  expect(e?.code, what).toBe(r.error.code);
  expect(core(copy), what).toBe(before);
}

/** Legal and illegal actions on one state. `pool` holds legal actions seen in other decisions. */
function probe(s: GameState, rand: () => number, pool: Map<ActionType, Action[]>, outcasts: number): void {
  const d = s.pending!;
  const legal = legalActions(s);
  const seen = new Set<string>();
  for (const a of legal) {
    expect(ACCEPTS[d.kind], `${a.type} listed for ${d.kind}`).toContain(a.type);
    const key = JSON.stringify(a);
    expect(seen.has(key), `${key} listed twice`).toBe(false);
    seen.add(key);
  }
  // Every legal action applies (a capped random subset when there are very many).
  const sample = legal.length <= 30 ? legal : legal.filter(() => rand() < 30 / legal.length);
  for (const a of sample) {
    const r = applyAction(s, a);
    expect(r.ok, `${JSON.stringify(a)} listed as legal for ${JSON.stringify(d)}: ${r.ok ? '' : r.error.message}`).toBe(true);
    if (r.ok) expect(invariantProblems(r.state, outcasts)).toEqual([]);
  }

  const accepted = ACCEPTS[d.kind];
  const before = core(s);
  const rejected = (a: unknown, code?: ErrorCode): void => expectRejected(s, a, code, before);
  // A type this decision never takes, with and without plausible fields.
  for (const type of ALL_TYPES) {
    if (accepted.includes(type)) continue;
    rejected({ type }, 'WRONG_DECISION');
    const real = pool.get(type);
    if (real?.length) rejected(real[Math.floor(rand() * real.length)], 'WRONG_DECISION');
  }
  rejected({ type: 'nonsense' }, 'WRONG_DECISION');
  for (const g of GARBAGE) {
    if (g === null || typeof g !== 'object' || Array.isArray(g) || typeof (g as { type?: unknown }).type !== 'string') {
      rejected(g, 'MALFORMED_ACTION');
    } else rejected(g);
  }
  for (const a of OUT_OF_RANGE) rejected(a);
  if (!s.options.expansions?.deProfundis) rejected({ type: 'plot', deck: 'outcasts' });

  // Cards that are not in the deciding player's hand.
  const hand = s.players[d.seat].hand;
  const notMine = [...Array(71).keys()].filter((c) => !hand.includes(c));
  const card = notMine[Math.floor(rand() * notMine.length)];
  if (d.kind === 'discard' || d.kind === 'martialLaw') rejected({ type: 'discard', card }, 'CARD_NOT_IN_HAND');
  if (legal.some((a) => a.type === 'slaver')) rejected({ type: 'slaver', card }, 'CARD_NOT_IN_HAND');
  if (d.kind === 'main') {
    for (const lord of s.court) {
      rejected({ type: 'recruit', lord, allies: [card] }, 'CARD_NOT_IN_HAND');
      if (hand.length) rejected({ type: 'recruit', lord, allies: [hand[0], hand[0]] }, 'CARD_NOT_IN_HAND');
    }
    const notInCourt = [...Array(35).keys()].map((i) => i + 1).find((l) => !s.court.includes(l))!;
    rejected({ type: 'recruit', lord: notInCourt, allies: hand.slice(0, 2) }, 'NOT_IN_COURT');
  }
  expect(core(s), 'a rejected action changed the state').toBe(before);
}

const ids = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const LORD_AND_OUTCAST_IDS = [...ids(1, 35), ...ids(101, 112)];

/** Every action of the types a decision takes, over the whole id ranges (recruitment aside). */
function everyAction(s: GameState, kind: DecisionKind): Action[] {
  const out: Action[] = [];
  const seat = s.pending!.seat;
  for (const type of ACCEPTS[kind]) {
    switch (type) {
      case 'plot': out.push({ type }, { type, deck: 'lords' }, { type, deck: 'outcasts' }); break;
      case 'support': for (const r of RACES) { out.push({ type, races: [r] }); for (const r2 of RACES) if (r2 !== r) out.push({ type, races: [r, r2] }); } break;
      case 'oracle': case 'apprentice': case 'execute': for (const race of RACES) out.push({ type, race }); break;
      case 'heal': case 'discardAffiliated': for (const card of ids(0, 77)) out.push({ type, card }); break;
      case 'liberate': for (const lord of ids(1, 53)) out.push({ type, lord }); break;
      case 'slaver': case 'takeFromTrack': case 'affiliate': case 'discard': case 'addAlly': for (const card of ids(0, 70)) out.push({ type, card } as Action); break;
      case 'reward': for (const option of ids(0, 3)) out.push({ type, option }); break;
      case 'opportunist': case 'assassinate': case 'corrupt': for (const lord of LORD_AND_OUTCAST_IDS) out.push({ type, lord } as Action); break;
      case 'scheme': for (const discard of LORD_AND_OUTCAST_IDS) out.push({ type, discard }); break;
      case 'betray': for (const discard of s.players[seat].lords) for (const take of LORD_AND_OUTCAST_IDS) out.push({ type, discard, take }); break;
      case 'hunt': for (const target of ids(0, 3)) out.push({ type, target }); break;
      case 'giveKraken': for (const seat of ids(-1, 4)) out.push({ type, seat }); break;
      case 'placeSentinel':
        for (const zone of ['court', 'council', 'location'] as const) for (const target of [...ids(-1, 27), ...ids(101, 112)]) out.push({ type, zone, target });
        break;
      case 'illusionist': for (const from of ids(1, 20)) for (const to of ids(1, 20)) out.push({ type, from, to }); break;
      case 'takeLocation': case 'pickLocation': case 'swapLocation': case 'reconquer': for (const location of ids(1, 20)) out.push({ type, location } as Action); break;
      case 'drawLocations': for (const count of ids(0, 5)) out.push({ type, count }); break;
      case 'payKeys': {
        const subsets: number[][] = [[]];
        for (const l of s.players[seat].lords) for (const sub of subsets.slice()) if (sub.length < 3) subsets.push([...sub, l]);
        for (const lords of subsets) out.push({ type, lords });
        break;
      }
      case 'recruit': break; // listed payments are a subset by contract (no removable Ally)
      default: out.push({ type } as Action);
    }
  }
  return out;
}

/** Same action up to interchangeable Allies (same race and value), list order and plot's default deck. */
function canonical(a: Action): string {
  const o: Record<string, unknown> = { ...a };
  if (typeof o.card === 'number' && o.card < 65) o.card = `${Math.floor(o.card / 13)}:${[1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5][o.card % 13]}`;
  // Kraken Allies (71..77) of the same value are interchangeable too.
  else if (typeof o.card === 'number' && o.card >= 71 && o.card <= 77) o.card = `K:${[2, 2, 3, 3, 3, 4, 4][o.card - 71]}`;
  for (const k of ['races', 'lords']) if (Array.isArray(o[k])) o[k] = [...(o[k] as unknown[])].sort();
  if (o.type === 'plot' && o.deck === 'lords') delete o.deck;
  return JSON.stringify(Object.keys(o).sort().map((k) => [k, o[k]]));
}

/** legalActions is complete: whatever applyAction accepts is listed. */
function complete(s: GameState): void {
  const listed = new Set(legalActions(s).map(canonical));
  for (const a of everyAction(s, s.pending!.kind)) {
    const r = applyAction(s, a);
    if (r.ok) expect(listed.has(canonical(a)), `${JSON.stringify(a)} is accepted but not listed for ${JSON.stringify(s.pending)}`).toBe(true);
  }
}

/** Garbage from fast-check: the public function never throws and answers with a known code. */
function fuzz(s: GameState, seed: number, outcasts: number): void {
  const field = fc.oneof(fc.anything({ maxDepth: 2 }), fc.integer({ min: -2, max: 75 }), fc.constantFrom(...RACES));
  const action = fc.oneof(
    fc.anything({ maxDepth: 3 }),
    fc.record({
      type: fc.constantFrom(...ALL_TYPES),
      card: field, lord: field, race: field, races: fc.array(field, { maxLength: 3 }), allies: fc.array(field, { maxLength: 5 }),
      option: field, target: field, location: field, count: field, from: field, to: field, discard: field, take: field,
      lords: fc.array(field, { maxLength: 4 }),
    }, { requiredKeys: ['type'] }),
  );
  const before = core(s);
  for (const a of fc.sample(action, { seed, numRuns: 25 })) {
    const r = applyAction(s, a as Action);
    if (r.ok) expect(invariantProblems(r.state, outcasts), JSON.stringify(a)).toEqual([]);
    else expect(ERROR_CODES).toContain(r.error.code);
  }
  expect(core(s)).toBe(before);
}

interface Tally { games: number; actions: number; longest: number; probed: number; kinds: Map<string, number>; junk: Set<ActionType> }

/** A legal action with a field its type does not define is refused, and changes nothing. */
function junkRefused(s: GameState, a: Action): void {
  const before = JSON.stringify(s);
  const r = applyAction(s, { ...a, from: 64 } as Action);
  const code = r.ok ? 'accepted' : r.error.code;
  if (code !== 'MALFORMED_ACTION' || JSON.stringify(s) !== before) expect.fail(`${JSON.stringify(a)} with an extra field: ${code}`);
}

/**
 * Plays games `from` to `to` (exclusive) of a series; checks the invariants after every action, Pearl accounting
 * against the events, input immutability on a sample, and probes every `probeEvery`-th state.
 */
function playGames(from: number, to: number, options: (g: number) => GameOptions, probeEvery: number, tally: Tally): void {
  const pool = new Map<ActionType, Action[]>();
  for (let g = from; g < to; g++) {
    const opts = options(g);
    const rand = prng(choiceSeed(opts.seed) * 7919 + opts.players);
    let s = newGame(opts);
    const outcasts = outcastTotal(s);
    expect(invariantProblems(s, outcasts), `setup of ${JSON.stringify(opts)}`).toEqual([]);
    let n = 0;
    while (!s.over) {
      // Plain checks on this path (it runs half a million times); expect() where it fails.
      const where = (): string => `game ${JSON.stringify(opts)}, action ${n}`;
      if (n >= MAX_ACTIONS) expect.fail(`${where()}: the game does not end`);
      const a = randomAction(s, rand);
      // "from" is a field of the Illusionist's action only: give the others one they lack.
      if (a.type !== 'illusionist' && (!tally.junk.has(a.type) || n % 97 === 0)) {
        junkRefused(s, a);
        tally.junk.add(a.type);
      }
      tally.kinds.set(s.pending!.kind, (tally.kinds.get(s.pending!.kind) ?? 0) + 1);
      const list = pool.get(a.type) ?? [];
      if (list.length < 20) pool.set(a.type, [...list, a]);
      if (n % probeEvery === probeEvery - 1) {
        probe(s, rand, pool, outcasts);
        if (tally.probed % 4 === 0) fuzz(s, choiceSeed(opts.seed) + n, outcasts);
        if (tally.probed % 2 === 0) complete(s);
        tally.probed++;
      }
      const sampled = n % 53 === 0;
      const before = sampled ? JSON.stringify(s) : '';
      const logLength = s.log.length;
      const r = applyAction(s, a);
      if (!r.ok) expect.fail(`${where()}: legal ${JSON.stringify(a)} rejected: ${r.error.message}`);
      if (sampled) expect(JSON.stringify(s), `${where()}: applyAction mutated its input`).toBe(before);
      if (s.log.length !== logLength) expect.fail(`${where()}: the input log grew`);
      const problems = [...invariantProblems(r.state, outcasts), ...pearlProblems(s, r.state, r.events), ...ruleProblems(s, r.state)];
      if (problems.length) expect.fail(`${where()} ${JSON.stringify(a)} from ${JSON.stringify(s.pending)}:\n${problems.join('\n')}`);
      if (r.state.log.length !== logLength + r.events.length) expect.fail(`${where()}: the log is not the input's plus the events`);
      s = r.state;
      n++;
    }
    expect(legalActions(s)).toEqual([]);
    expectRejected(s, { type: 'explore' }, 'GAME_OVER');
    tally.games++;
    tally.actions += n;
    tally.longest = Math.max(tally.longest, n);
  }
}

function newTally(): Tally {
  return { games: 0, actions: 0, longest: 0, probed: 0, kinds: new Map(), junk: new Set() };
}

// Games per player count, Martial Law and De Profundis games: the deep tier's 600, 200 and 150
// (its base-game depth) and fewer in CI and the quick tier (test/depth.ts); seeds do not depend on the depth.
const PER_COUNT = byDepth({ quick: 10, ci: 150, deep: 600 });
const MARTIAL = byDepth({ quick: 5, ci: 60, deep: 200 });
const OUTCASTS = byDepth({ quick: 5, ci: 50, deep: 150 });

describe('random games through applyAction', () => {
  const all = newTally();
  for (const players of [2, 3, 4]) {
    for (const [from, to] of blocks(PER_COUNT, 300)) {
      it(`${players} players, games ${from + 1}-${to}: every invariant kept after every action`, () => {
        const t = newTally();
        playGames(from, to, (g) => ({ seed: 1000 * players + g, players }), [0, 0, 151, 251, 401][players], t);
        expect(t.games).toBe(to - from);
        for (const [k, v] of t.kinds) all.kinds.set(k, (all.kinds.get(k) ?? 0) + v);
        for (const type of t.junk) all.junk.add(type);
        all.games += t.games;
        all.probed += t.probed;
      });
    }
  }

  it(`Martial Law: ${MARTIAL} games keep every invariant and the hand limit is enforced`, () => {
    const t = newTally();
    playGames(0, MARTIAL, (g) => ({ seed: 90_000 + g, players: 2 + (g % 3), martialLaw: true }), 157, t);
    expect(t.games).toBe(MARTIAL);
    expect(t.kinds.get('martialLaw') ?? 0, 'no Martial Law decision met').toBeGreaterThan(0);
    for (const [k, v] of t.kinds) all.kinds.set(k, (all.kinds.get(k) ?? 0) + v);
    for (const type of t.junk) all.junk.add(type);
    all.games += t.games;
  });

  it(`De Profundis: ${OUTCASTS} games keep every invariant, Outcasts conserved too`, () => {
    const t = newTally();
    playGames(0, OUTCASTS, (g) => ({ seed: 70_000 + g, players: 2 + (g % 3), expansions: { deProfundis: true } }), 151, t);
    expect(t.games).toBe(OUTCASTS);
    for (const [k, v] of t.kinds) all.kinds.set(k, (all.kinds.get(k) ?? 0) + v);
    for (const type of t.junk) all.junk.add(type);
    all.games += t.games;
  });

  // The quick tier's few games cannot meet every rare decision: its coverage is CI's and the deep tier's to check.
  it.skipIf(DEPTH === 'quick')('the games met every kind of decision a random player can reach', () => {
    expect(all.games).toBe(3 * PER_COUNT + MARTIAL + OUTCASTS);
    const missing = (Object.keys(ACCEPTS) as DecisionKind[]).filter((k) => !all.kinds.has(k));
    // The deck and discard both running dry (takeFromTrack) is too rare to require, and so
    // is losing a reconquered Location with Lords under it while a face-up one waits.
    // Kraken and Leviathan decisions never come up in these games (no such table): their own
    // property tests meet them (kraken.properties, leviathan.properties).
    const elsewhere: DecisionKind[] = ['takeFromTrack', 'replaceLocation', ...KRAKEN_KINDS, ...LEVIATHAN_KINDS];
    expect(missing.filter((k) => !elsewhere.includes(k))).toEqual([]);
    // And every kind met is one a base or De Profundis table reaches.
    expect([...all.kinds.keys()].filter((k) => [...KRAKEN_KINDS, ...LEVIATHAN_KINDS].includes(k as DecisionKind))).toEqual([]);
    // Every action type met was also tried with a field it does not define. The Illusionist's,
    // takeFromTrack and skipAction (a player with nothing to do: the dead-position rule now
    // ends most such games first) are tried in test/engine/action-fields.test.ts.
    const expansions = [...expansionTypes(KRAKEN_KINDS, ['ferryman', 'recipient']), ...expansionTypes(LEVIATHAN_KINDS)];
    expect(ALL_TYPES.filter((t) => !all.junk.has(t) && !['illusionist', 'takeFromTrack', 'skipAction', ...expansions].includes(t))).toEqual([]);
  });
});
