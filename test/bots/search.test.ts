import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fast, legalActions, newGame, viewFor, type Action, type GameState } from '../engine/mutable.ts';
import { greedyAction } from '../../src/bots/greedy.ts';
import { LEVELS, createBot, parseBotSpec, searchBudget } from '../../src/bots/index.ts';
import { createParallelSearchBot } from '../../src/bots/parallel.ts';
import { makeRng } from '../../src/bots/rng.ts';
import {
  SEARCH_DEFAULTS, expansionSearchDefaults, actionKey, chooseFromStats, createSearchBot, searchRoot, searchSettings,
} from '../../src/bots/search.ts';

function positions(n: number): GameState[] {
  const out: GameState[] = [];
  for (let seed = 0; out.length < n; seed++) {
    const s = newGame({ seed: 300 + seed, players: 2 + (seed % 3), startSeat: 0 });
    for (let i = 0; i < 25 + 7 * seed && !s.over; i++) fast.apply(s, greedyAction(viewFor(s, s.pending!.seat)));
    if (!s.over && legalActions(s).length > 1) out.push(s);
  }
  return out;
}
const states = positions(5);
const key = (a: Action): string => JSON.stringify(a);

describe('search bot', () => {
  it('is deterministic for a seed and an iteration budget', () => {
    for (const s of states) {
      const view = viewFor(s, s.pending!.seat);
      const a = searchRoot(view, makeRng(5), { iterations: 16, playoutDepth: 30 });
      const b = searchRoot(view, makeRng(5), { iterations: 16, playoutDepth: 30 });
      expect(b).toEqual(a);
      expect(a.iterations).toBe(16);
      const x = createSearchBot(3, { iterations: 16, playoutDepth: 30 }).decide(view);
      expect(createSearchBot(3, { iterations: 16, playoutDepth: 30 }).decide(view)).toEqual(x);
      expect(legalActions(s).map(key)).toContain(key(x));
    }
  });

  it('takes the expansion defaults only in Kraken or Leviathan games, and explicit options over them', () => {
    const viewOf = (expansions: { kraken?: boolean; leviathan?: boolean } | undefined, players = 2) => {
      const s = newGame({ seed: 5, players, startSeat: 0, expansions });
      return viewFor(s, s.pending!.seat);
    };
    expect(searchSettings(viewOf(undefined))).toEqual(SEARCH_DEFAULTS);
    expect(searchSettings(viewOf(undefined, 4))).toEqual(SEARCH_DEFAULTS);
    for (const ex of [{ kraken: true }, { leviathan: true }, { kraken: true, leviathan: true }]) {
      expect(searchSettings(viewOf(ex))).toEqual({ ...SEARCH_DEFAULTS, ...expansionSearchDefaults(2) });
      expect(searchSettings(viewOf(ex), { playoutDepth: 400 }).playoutDepth).toBe(400);
    }
    // Ten decisions per seat: 20 at two players, 40 at four, 50 at five (Leviathan).
    expect(searchSettings(viewOf({ kraken: true })).playoutDepth).toBe(20);
    expect(searchSettings(viewOf({ kraken: true }, 4)).playoutDepth).toBe(40);
    expect(searchSettings(viewOf({ leviathan: true }, 5)).playoutDepth).toBe(50);
  });

  it('plays the greedy action unless the paired evidence is clear', () => {
    const s = states[0];
    const view = viewFor(s, s.pending!.seat);
    const stats = searchRoot(view, makeRng(1), { iterations: 12, confidence: 99, playoutDepth: 30 });
    expect(actionKey(chooseFromStats(view, [stats]))).toBe(stats.greedy);
  });

  it('textbook UCB at the root also returns legal actions', () => {
    for (const s of states) {
      const view = viewFor(s, s.pending!.seat);
      const a = createSearchBot(2, { iterations: 12, paired: 0, playoutDepth: 30 }).decide(view);
      expect(legalActions(s).map(key)).toContain(key(a));
    }
  });

  it('merges root statistics across threads (root parallelism)', async () => {
    const bot = createParallelSearchBot(9, 2, { iterations: 12 });
    try {
      for (const s of states.slice(0, 2)) {
        const a = await bot.decide(viewFor(s, s.pending!.seat));
        expect(legalActions(s).map(key)).toContain(key(a));
      }
    } finally {
      await bot.close();
    }
    const view = viewFor(states[1], states[1].pending!.seat);
    const one = searchRoot(view, makeRng(1), { iterations: 10 });
    const two = searchRoot(view, makeRng(2), { iterations: 10 });
    expect(legalActions(states[1]).map(key)).toContain(key(chooseFromStats(view, [one, two])));
  });

  it('keeps a plain Node process alive while its worker threads think', () => {
    const child = fileURLToPath(new URL('./parallel-child.ts', import.meta.url));
    const out = execFileSync(process.execPath, ['--import', 'tsx', child], { encoding: 'utf8', cwd: fileURLToPath(new URL('../..', import.meta.url)) });
    expect(['buy', 'pass']).toContain((JSON.parse(out) as Action).type);
  });

  it('stops on a time budget too', () => {
    const s = states[2];
    const stats = searchRoot(viewFor(s, s.pending!.seat), makeRng(1), { thinkMs: 5 });
    expect(stats.iterations).toBeGreaterThan(0);
  });
});

describe('bot specs and levels', () => {
  it('parses kinds and parameters, and refuses bad ones', () => {
    expect(parseBotSpec('search:iterations=300:epsilon=0.2').search).toEqual({ iterations: 300, epsilon: 0.2 });
    expect(parseBotSpec('easy').greedy).toEqual(LEVELS.easy.greedy);
    expect(() => parseBotSpec('chess')).toThrow(/Unknown bot/);
    expect(() => parseBotSpec('search:depth=3')).toThrow(/Bad bot parameter/);
    expect(() => parseBotSpec('random:noise=1')).toThrow(/no parameters/);
  });

  it('lets the command line budget replace a level budget, and the spec win over both', () => {
    expect(searchBudget(parseBotSpec('hard'), {})).toEqual(LEVELS.hard.search);
    expect(searchBudget(parseBotSpec('hard'), { iterations: 50 })).toEqual({ iterations: 50, thinkMs: 0, valueTables: ['all-2p'] });
    // The previous hard: the same budget, the net nowhere.
    expect(searchBudget(parseBotSpec('hard-classic'), {})).toEqual({ thinkMs: 900, iterations: 4000 });
    expect(searchBudget(parseBotSpec('hard-classic:iterations=60'), { thinkMs: 100 })).toEqual({ iterations: 60, thinkMs: 0 });
    expect(searchBudget(parseBotSpec('search:iterations=7'), { iterations: 50 })).toEqual({ iterations: 7, thinkMs: 0 });
    expect(searchBudget(parseBotSpec('search'), { thinkMs: 100 })).toEqual({ thinkMs: 100 });
  });

  it('builds every kind', () => {
    const s = states[0];
    const view = viewFor(s, s.pending!.seat);
    for (const spec of ['random', 'greedy', 'easy', 'medium', 'search:iterations=4', 'hard:iterations=4', 'hard-classic:iterations=4']) {
      expect(legalActions(s).map(key)).toContain(key(createBot(parseBotSpec(spec), 1).decide(view)));
    }
  });
});
