// Determinism (design.md: "seed + options + actions replays a game exactly"), plain-JSON
// states, and the hot path agreeing with the public applyAction step by step.
import { describe, expect, it } from 'vitest';
import { applyAction, fast, newGame, type Action, type GameOptions, type GameState } from './mutable.ts';
import { MAX_ACTIONS, choiceSeed, prng, randomAction } from './random-play.ts';

interface Played { options: GameOptions; actions: Action[]; states: GameState[] }

/** A random game through applyAction, keeping every state. */
function play(options: GameOptions): Played {
  const rand = prng(choiceSeed(options.seed) * 31 + options.players);
  let s = newGame(options);
  const actions: Action[] = [];
  const states = [s];
  while (!s.over && actions.length < MAX_ACTIONS) {
    const a = randomAction(s, rand);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} rejected: ${r.error.message}`);
    actions.push(a);
    states.push((s = r.state));
  }
  expect(s.over).toBe(true);
  return { options, actions, states };
}

function replay(options: GameOptions, actions: readonly Action[], from = newGame(options)): GameState {
  let s = from;
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`replay: ${JSON.stringify(a)} rejected: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

/** Only plain JSON: no undefined, no non-finite numbers, no class instances, no shared cycles. */
function plainJsonProblems(x: unknown, path = '$', seen = new Set<object>()): string[] {
  if (x === null || typeof x === 'string' || typeof x === 'boolean') return [];
  if (typeof x === 'number') return Number.isFinite(x) && !Object.is(x, -0) ? [] : [`${path} = ${x}`];
  if (typeof x !== 'object') return [`${path} is ${typeof x}`];
  if (seen.has(x)) return [`${path} is a cycle`];
  const proto = Object.getPrototypeOf(x);
  if (!Array.isArray(x) && proto !== Object.prototype && proto !== null) return [`${path} is a class instance`];
  const inner = new Set(seen).add(x);
  return Object.entries(x).flatMap(([k, v]) => (v === undefined ? [`${path}.${k} is undefined`] : plainJsonProblems(v, `${path}.${k}`, inner)));
}

const GAMES: GameOptions[] = [];
for (let i = 0; i < 30; i++) GAMES.push({ seed: 7_000 + i, players: 2 + (i % 3), ...(i % 5 === 4 ? { martialLaw: true } : {}) });
GAMES.push({ seed: -12.75, players: 3, names: ['Ana', 'Bo', 'Cy'], startSeat: 2 });
GAMES.push({ seed: 2 ** 40 + 3, players: 4 });
for (let i = 0; i < 4; i++) GAMES.push({ seed: 8_000 + i, players: 2 + (i % 3), expansions: { deProfundis: true } });
// Secret (hex) seeds: the ChaCha20 generator replays as exactly as the numeric one.
GAMES.push({ seed: '9f86d081884c7d659a2feaa0c55ad015', players: 2 });
GAMES.push({ seed: 'a3f1'.repeat(16), players: 4, martialLaw: true });
GAMES.push({ seed: '0123456789abcdef0123456789abcdef012', players: 3, expansions: { deProfundis: true } });

describe('replay', () => {
  const played = GAMES.map(play);

  it('seed + options + the action list rebuild the same final state and log', () => {
    for (const g of played) {
      const last = g.states[g.states.length - 1];
      expect(JSON.stringify(replay(g.options, g.actions)), JSON.stringify(g.options)).toBe(JSON.stringify(last));
    }
  });

  it('the same seed and options always deal the same game; other seeds deal others', () => {
    const deals = new Set<string>();
    for (const g of played) {
      expect(JSON.stringify(newGame(g.options))).toBe(JSON.stringify(g.states[0]));
      const { log: _log, options: _options, ...table } = g.states[0];
      deals.add(JSON.stringify(table));
    }
    expect(deals.size).toBe(played.length);
  });

  it('states are plain JSON and a parsed copy plays on identically', () => {
    const rand = prng(99);
    for (const g of played) {
      for (const s of g.states) {
        if (rand() > 0.05 && s !== g.states[0]) continue;
        expect(plainJsonProblems(s)).toEqual([]);
        const text = JSON.stringify(s);
        const copy = JSON.parse(text) as GameState;
        expect(JSON.stringify(copy)).toBe(text);
        const i = g.states.indexOf(s);
        const end = replay(g.options, g.actions.slice(i), copy);
        expect(JSON.stringify(end), `${JSON.stringify(g.options)} from action ${i}`).toBe(JSON.stringify(g.states[g.states.length - 1]));
      }
    }
  });

  it('fast.apply (with and without logging) goes through the same states as applyAction', () => {
    const strip = (s: GameState): string => JSON.stringify({ ...s, log: null });
    for (const g of played) {
      const quiet = fast.clone(g.states[0]);
      const logged = fast.clone(g.states[0]);
      g.actions.forEach((a, i) => {
        const where = `${JSON.stringify(g.options)} action ${i} ${JSON.stringify(a)}`;
        expect(fast.apply(quiet, a), where).toBeNull();
        expect(fast.apply(logged, a, true), where).toBeNull();
        const expected = g.states[i + 1];
        expect(strip(quiet), where).toBe(strip(expected));
        expect(JSON.stringify(logged), where).toBe(JSON.stringify(expected));
      });
      // Without logging, the log stays as it was at the start.
      expect(quiet.log).toEqual(g.states[0].log);
    }
  });

  it('fast.clone copies deeply: playing on a clone leaves the original as it was', () => {
    for (const g of played.slice(0, 6)) {
      const s = g.states[Math.floor(g.states.length / 2)];
      const before = JSON.stringify(s);
      const copy = fast.clone(s);
      for (const a of g.actions.slice(Math.floor(g.states.length / 2))) fast.apply(copy, a, true);
      expect(copy.over).toBe(true);
      expect(JSON.stringify(s)).toBe(before);
    }
  });
});
