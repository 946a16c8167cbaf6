import { describe, expect, it } from 'vitest';
import { ACTION_SIZE, AbyssEnv, OBSERVATION_SIZE, actionTokens, describeIndex, encodeObservation, finalRewards } from '../../src/env/index.ts';
import { applyAction, newGame, scores, viewFor, type Action, type GameState } from '../../src/engine/index.ts';
import { createBot, parseBotSpec } from '../../src/bots/index.ts';
import { makeRng } from '../../src/bots/rng.ts';
import { statesOfEveryKind } from '../bots/helpers.ts';

const maskIndexes = (m: Uint8Array): number[] => [...m].flatMap((v, i) => (v ? [i] : []));
/** Exact equality of two vectors (cheaper than a deep equal on long typed arrays). */
const same = (a: Float32Array, b: Float32Array): boolean => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/** Checks the environment against the engine at one decision: mask, every action's indexes, the state each reaches. */
function checkEveryAction(env: AbyssEnv, s: GameState): number {
  const seat = s.pending!.seat;
  const legal = viewFor(s, seat).legal;
  const listed = env.legalActions();
  expect(listed.map((l) => l.action)).toEqual(legal);
  expect(maskIndexes(env.legalMask())).toEqual([...new Set(listed.map((l) => l.indexes[0]))].sort((a, b) => a - b));
  // Distinct actions have distinct index sequences.
  expect(new Set(listed.map((l) => l.indexes.join(','))).size).toBe(listed.length);
  for (const { action, indexes } of listed) {
    const c = env.clone();
    indexes.forEach((index, k) => {
      expect(c.legalMask()[index]).toBe(1);
      const r = c.step(index);
      if (k < indexes.length - 1) {
        expect(r.applied).toBeNull();
        expect(r.seat).toBe(seat);
      } else expect(r.applied).toEqual(action);
    });
    const next = applyAction(s, action);
    expect(next.ok).toBe(true);
    if (!next.ok) continue;
    for (let v = 0; v < s.players.length; v++) expect(c.view(v)).toEqual(viewFor(next.state, v));
  }
  return listed.length;
}

describe('environment API', () => {
  it('the mask marks exactly the legal actions, and stepping each one\'s indexes applies it (every decision kind)', () => {
    let actions = 0;
    for (const [, list] of statesOfEveryKind(2, 8)) {
      for (const s of list) {
        const env = new AbyssEnv();
        env.load(s);
        actions += checkEveryAction(env, s);
      }
    }
    expect(actions).toBeGreaterThan(100);
  });

  it('a whole random game through reset/step ends with done, and its rewards follow scores()', () => {
    for (const [seed, players, reward] of [[1, 2, 'win'], [2, 3, 'score'], [3, 4, 'win']] as const) {
      const env = new AbyssEnv();
      const first = env.reset(seed, { players, startSeat: 0, reward });
      expect(first.observation.length).toBe(OBSERVATION_SIZE);
      expect(first.legalMask.length).toBe(ACTION_SIZE);
      expect(first.done).toBe(false);
      // The engine alongside: every completed action is applied to it too.
      let s = newGame({ seed, players, startSeat: 0 });
      const rng = makeRng(seed);
      let r = first;
      let steps = 0;
      let partial: number[] = [];
      while (!r.done) {
        expect(r.seat).toBe(s.pending!.seat);
        expect(same(r.observation, encodeObservation(viewFor(s, r.seat!), partial))).toBe(true);
        const options = maskIndexes(r.legalMask);
        expect(options.length).toBeGreaterThan(0);
        const acting = r.seat!;
        const index = options[rng.int(options.length)];
        r = env.step(index);
        expect(r.observation.length).toBe(OBSERVATION_SIZE);
        if (r.applied) {
          const next = applyAction(s, r.applied);
          if (!next.ok) throw new Error(next.error.message);
          s = next.state;
          partial = [];
        } else partial.push(index);
        if (!r.done) expect(r.rewards).toEqual(Array(players).fill(0));
        else {
          expect(s.over).toBe(true);
          expect(r.seat).toBeNull();
          expect(maskIndexes(r.legalMask)).toEqual([]);
          expect(r.rewards).toEqual(finalRewards(scores(s), reward));
          expect(r.reward).toBe(r.rewards[acting]);
          expect(same(r.observation, encodeObservation(viewFor(s, acting)))).toBe(true);
        }
        steps++;
      }
      expect(env.scores).toEqual(scores(s));
      expect(steps).toBeGreaterThan(50);
    }
    expect(finalRewards([{ rank: 1, total: 70 }, { rank: 1, total: 70 }, { rank: 3, total: 50 }] as never, 'win')).toEqual([0.5, 0.5, 0]);
    expect(finalRewards([{ rank: 1, total: 70 }, { rank: 2, total: 50 }] as never, 'score')).toEqual([70, 50]);
  });

  it('the observation is the deciding seat\'s view, with the action being built', () => {
    // A state where a recruitment with a list of Allies is legal.
    let found: { env: AbyssEnv; indexes: number[]; seat: number } | null = null;
    for (const s of statesOfEveryKind(6, 10).get('main') ?? []) {
      const env = new AbyssEnv();
      env.load(s);
      const recruit = env.legalActions().find((l) => l.action.type === 'recruit' && l.indexes.length > 2);
      if (recruit) {
        found = { env, indexes: recruit.indexes, seat: s.pending!.seat };
        expect(env.observe(found.seat)).toEqual(encodeObservation(viewFor(s, found.seat)));
        break;
      }
    }
    expect(found).not.toBeNull();
    const { env, indexes, seat } = found!;
    const r = env.step(indexes[0]);
    expect(describeIndex(indexes[0]).segment).toBe('recruit');
    expect(r.applied).toBeNull();
    expect(r.observation).toEqual(encodeObservation(env.view(seat), [indexes[0]]));
    expect(r.observation).not.toEqual(encodeObservation(env.view(seat)));
  });

  it('refuses an index outside the mask, or a step before reset, and changes nothing', () => {
    expect(() => new AbyssEnv().step(0)).toThrow('Call reset first.');
    const env = new AbyssEnv();
    const r = env.reset(4, { players: 2, startSeat: 0 });
    const bad = r.legalMask.indexOf(0);
    expect(() => env.step(bad)).toThrow(`Action index ${bad} is not legal now (see legalMask).`);
    expect(() => env.step(-1)).toThrow(/not legal now/);
    expect(() => env.step(ACTION_SIZE)).toThrow(/not legal now/);
    expect(env.legalMask()).toEqual(r.legalMask);
    expect(env.observe(0)).toEqual(r.observation);
    expect(() => env.reset(4, { players: 5 })).toThrow();
    expect(() => actionTokens({ type: 'takeLocation', location: 21 })).toThrow('Location 21 is outside 1 to 20.');
    expect(() => actionTokens({ type: 'fly' } as unknown as Action)).toThrow('Action type "fly" has no place in the action encoding.');
  });

  it('plays the other seats with bots when given: every step returns at the caller\'s decisions', () => {
    const env = new AbyssEnv();
    const greedy = createBot(parseBotSpec('greedy'), 9);
    let r = env.reset(6, { players: 3, startSeat: 0, opponents: [greedy, null, createBot(parseBotSpec('random'), 3)] });
    const rng = makeRng(6);
    while (!r.done) {
      expect(r.seat).toBe(1);
      const options = maskIndexes(r.legalMask);
      r = env.step(options[rng.int(options.length)]);
    }
    expect(r.rewards.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(() => env.reset(6, { players: 2, opponents: [greedy, greedy] })).toThrow(/leave at least one seat/);
  });
});
