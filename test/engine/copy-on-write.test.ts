// The public path (applyAction) shares every player with the state it came from and copies a
// player before its first change (src/engine/state-copy.ts). Sound only if every change to a
// player goes through ownPlayer, and no rule reads a player it took before the copy. So here:
// - the input of every public action is frozen, deeply: a change to a shared player throws
//   (modules run in strict mode), applyAction reports it, and the test fails;
// - the same game is played on the hot path (fast.apply in place, with its log), and the two
//   states must be equal after every action: a stale read would make them differ.
// Games of every expansion combination, half of them random and half played by greedy bots
// (they recruit Lords and take Locations far more often than random play does).
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { applyAction, fast, legalActions, newGame, viewFor, type Action, type GameOptions, type GameState } from './mutable.ts';
import { greedyAction } from '../../src/bots/greedy.ts';
import { MAX_ACTIONS, pick, prng } from './random-play.ts';

/** Freezes everything reachable from a state but its log (reading it would build it). */
function deepFreeze(x: unknown): void {
  if (typeof x !== 'object' || x === null || Object.isFrozen(x)) return;
  Object.freeze(x);
  for (const [k, v] of Object.entries(x)) if (k !== 'log') deepFreeze(v);
}

interface Table {
  label: string;
  options: Omit<GameOptions, 'seed'>;
}

const TABLES: Table[] = [
  { label: 'base 2p', options: { players: 2 } },
  { label: 'base 4p, Martial Law', options: { players: 4, martialLaw: true } },
  { label: 'De Profundis 3p', options: { players: 3, expansions: { deProfundis: true } } },
  { label: 'Kraken 3p', options: { players: 3, expansions: { kraken: true } } },
  { label: 'Kraken 4p', options: { players: 4, expansions: { kraken: true } } },
  { label: 'Leviathan 5p', options: { players: 5, expansions: { leviathan: true } } },
  { label: 'Kraken + Leviathan 4p', options: { players: 4, expansions: { kraken: true, leviathan: true } } },
  { label: 'all three 5p', options: { players: 5, expansions: { kraken: true, leviathan: true, deProfundis: true } } },
];

const GAMES = 8;

/** Plays one game on both paths in step; returns how many actions it checked. */
function playBoth(options: GameOptions, greedy: boolean): number {
  const rand = prng(Number(options.seed) * 7919 + 13);
  let pub = newGame(options);
  const hot = fast.clone(pub);
  let n = 0;
  for (; !pub.over && n < MAX_ACTIONS; n++) {
    const action: Action = greedy ? greedyAction(viewFor(pub, pub.pending!.seat)) : pick(rand, legalActions(pub));
    deepFreeze(pub);
    const r = applyAction(pub, action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)} refused after ${n} actions: ${r.error.message}`);
    const err = fast.apply(hot, action, true);
    if (err) throw new Error(`hot path refused ${JSON.stringify(action)} after ${n} actions: ${err.message}`);
    pub = r.state;
    if (!isDeepStrictEqual(pub, hot)) {
      expect(pub, `after ${n + 1} actions (${JSON.stringify(action)})`).toEqual(hot);
    }
  }
  expect(pub.over).toBe(true);
  return n;
}

describe('applyAction never changes its input and plays as the hot path does', () => {
  for (const table of TABLES) {
    it(table.label, () => {
      let actions = 0;
      for (let g = 0; g < GAMES; g++) actions += playBoth({ ...table.options, seed: 9100 + g }, g % 2 === 1);
      expect(actions).toBeGreaterThan(GAMES * 50);
    });
  }

  it('every action offered along the way, from the frozen state, gives what the hot path gives', () => {
    // Random play takes one branch per decision; here the others are taken too (up to ACTIONS
    // per state, spread over the list), so that rarely chosen powers and choices are covered.
    const ACTIONS = 24;
    let tried = 0;
    for (let g = 0; g < 3 * TABLES.length; g++) {
      const table = TABLES[g % TABLES.length];
      const rand = prng(31 + g);
      let s = newGame({ ...table.options, seed: 9300 + g });
      for (let n = 0; !s.over && n < MAX_ACTIONS; n++) {
        deepFreeze(s);
        const legal = legalActions(s);
        const step = Math.max(1, Math.floor(legal.length / ACTIONS));
        for (let i = 0; i < legal.length; i += step) {
          const r = applyAction(s, legal[i]);
          if (!r.ok) throw new Error(`${table.label}: ${JSON.stringify(legal[i])} refused after ${n} actions: ${r.error.message}`);
          const hot = fast.clone(s);
          expect(fast.apply(hot, legal[i], true)).toBeNull();
          if (!isDeepStrictEqual(r.state, hot)) expect(r.state, `${table.label}, ${JSON.stringify(legal[i])} after ${n} actions`).toEqual(hot);
          tried++;
        }
        const r = applyAction(s, pick(rand, legal));
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect(tried).toBeGreaterThan(15_000);
  });

  it('a state that has been built upon copies a player before changing it in place', () => {
    // fast.apply on a state that applyAction already built upon must leave the newer state alone.
    const rand = prng(5);
    let s: GameState = newGame({ seed: 77, players: 4 });
    for (let n = 0; n < 400 && !s.over; n++) {
      const r = applyAction(s, pick(rand, legalActions(s)));
      if (!r.ok) throw new Error(r.error.message);
      const next = r.state;
      if (next.over) break;
      const before = JSON.stringify(next);
      // The older state plays on in place, as a search would from a state it was handed.
      const err = fast.apply(s, pick(rand, legalActions(s)));
      expect(err).toBeNull();
      expect(JSON.stringify(next)).toBe(before);
      s = next;
    }
  });
});
