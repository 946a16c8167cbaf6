// The environment at Kraken and Leviathan tables (with De Profundis or not, 2 to 5 seats): each
// table has its own action space and observation size (actions.ts, engine/observe.ts); the mask
// marks exactly the legal actions, every listed action's indexes apply it, and games played
// through reset/step follow the engine.
import { describe, expect, it } from 'vitest';
import { AbyssEnv, MAX_SEATS, actionLayout, encodeObservation, observationLayout } from '../../src/env/index.ts';
import { applyAction, newGame, observationSpec, viewFor, type GameOptions, type GameState } from '../engine/mutable.ts';
import { makeRng } from '../../src/bots/rng.ts';

const maskIndexes = (m: Uint8Array): number[] => [...m].flatMap((v, i) => (v ? [i] : []));
/** Exact equality of two vectors (cheaper than a deep equal on long typed arrays). */
const same = (a: Float32Array, b: Float32Array): boolean => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
/** Decisions played through the environment per table (the engine's own tests play whole games). */
const STEPS = 240;
/** Action types applied through the mask, over every table below. */
const APPLIED = new Set<string>();

/** The mask, every listed action's index sequence and the state each reaches, at one decision. */
function checkEveryAction(env: AbyssEnv, s: GameState): number {
  const seat = s.pending!.seat;
  const listed = env.legalActions();
  expect(listed.map((l) => l.action)).toEqual(viewFor(s, seat).legal);
  expect(maskIndexes(env.legalMask())).toEqual([...new Set(listed.map((l) => l.indexes[0]))].sort((a, b) => a - b));
  expect(new Set(listed.map((l) => l.indexes.join(','))).size).toBe(listed.length);
  for (const { action, indexes } of listed) {
    const c = env.clone();
    indexes.forEach((index, k) => {
      expect(c.legalMask()[index]).toBe(1);
      const r = c.step(index);
      if (k < indexes.length - 1) expect(r.applied).toBeNull();
      else expect(r.applied).toEqual(action);
    });
    const next = applyAction(s, action);
    expect(next.ok).toBe(true);
    if (next.ok) expect(c.view(seat)).toEqual(viewFor(next.state, seat));
  }
  return listed.length;
}

const TABLES: [NonNullable<GameOptions['expansions']>, number][] = [
  [{ kraken: true }, 2], [{ kraken: true, deProfundis: true }, 4], [{ leviathan: true }, 5], [{ leviathan: true, deProfundis: true }, 3],
  [{ kraken: true, leviathan: true }, 5], [{ kraken: true, leviathan: true, deProfundis: true }, 2],
];

describe('the environment at Kraken and Leviathan tables', () => {
  for (const [expansions, players] of TABLES) {
    it(`${Object.keys(expansions).join('+')} ${players}p: reset/step follow the engine, every listed action reachable`, () => {
      const seed = players * 10 + Object.keys(expansions).length;
      const env = new AbyssEnv();
      let r = env.reset(seed, { players, startSeat: 0, expansions });
      const size = observationLayout({ expansions }).size;
      expect(env.observationSize).toBe(size);
      expect(env.actionSize).toBe(actionLayout({ expansions }).size);
      expect(size).toBe(observationSpec({ expansions }).size + 3 + actionLayout({ expansions }).map.recruit.size * 2 + 5 + actionLayout({ expansions }).map.elementAlly.size);
      let s = newGame({ seed, players, startSeat: 0, expansions });
      const rng = makeRng(seed);
      let partial: number[] = [];
      let checked = 0;
      const types = new Set<string>();
      for (let steps = 0; !r.done && steps < STEPS; steps++) {
        expect(r.observation.length).toBe(size);
        expect(r.legalMask.length).toBe(env.actionSize);
        expect(r.seat).toBe(s.pending!.seat);
        expect(same(r.observation, encodeObservation(viewFor(s, r.seat!), partial))).toBe(true);
        if (partial.length === 0 && steps % 12 === 0) {
          const probe = new AbyssEnv();
          probe.load(s);
          checked += checkEveryAction(probe, s);
        }
        const options = maskIndexes(r.legalMask);
        const index = options[rng.int(options.length)];
        r = env.step(index);
        if (r.applied) {
          types.add(r.applied.type);
          const next = applyAction(s, r.applied);
          if (!next.ok) throw new Error(next.error.message);
          s = next.state;
          partial = [];
        } else partial.push(index);
      }
      expect(checked).toBeGreaterThan(10);
      for (const t of types) APPLIED.add(t);
    });
  }

  it('reached actions of both expansions through the mask in the games above', () => {
    for (const t of ['placeKraken', 'drawLoot', 'attack', 'fightReward', 'placeSentinel']) expect(APPLIED.has(t), t).toBe(true);
  });

  it('keeps MAX_SEATS at 4, the base table\'s room; a Leviathan table has room for 5', () => {
    expect(MAX_SEATS).toBe(4);
    expect(observationSpec({ expansions: { leviathan: true } }).slots.seats).toBe(5);
    expect(actionLayout({ expansions: { leviathan: true } }).map.hunt.size).toBe(5);
  });

  it('loads a 5-seat Leviathan state; refuses a state whose expansions do not match its options, and five base seats', () => {
    const env = new AbyssEnv();
    const s = newGame({ seed: 3, players: 5, startSeat: 0, expansions: { leviathan: true } });
    expect(env.load(s).seat).toBe(0);
    expect(env.observe(0).length).toBe(observationLayout(s.options).size);
    const bare = structuredClone(s);
    delete bare.options.expansions;
    expect(() => new AbyssEnv().load(bare)).toThrow('The environment plays 2 to 4 seats at this table (got 5).');
    const three = newGame({ seed: 3, players: 3, startSeat: 0, expansions: { leviathan: true } });
    delete three.options.expansions;
    expect(() => new AbyssEnv().load(three)).toThrow('The state\'s expansions do not match its options.');
    expect(() => new AbyssEnv().reset(1, { players: 5 })).toThrow('A fifth player needs the Leviathan expansion.');
  });
});
