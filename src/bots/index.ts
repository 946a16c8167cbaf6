// The bots: policies that decide from a PlayerView (one seat's knowledge) and nothing else.
// Named kinds (random, greedy, search) and difficulty levels (easy, medium, hard; hard-classic is
// the previous hard), built from a spec string such as "search", "hard" or
// "search:iterations=300:epsilon=0.2".
import { createParallelSearchBot } from './parallel.ts';
import { createGreedyBot, type GreedyOptions } from './greedy.ts';
import { createPassBot } from './pass.ts';
import { createRandomBot } from './random.ts';
import { createSearchBot, mayUseValueNet, type SearchOptions } from './search.ts';
import type { AnyBot, Bot } from './types.ts';
import { LEVELS } from './levels.ts';
import { loadShippedValueNets } from './value-net-files.ts';

export { LEVELS } from './levels.ts';
import { createExternalBot } from '../agents/external.ts';
import { EXTERNAL_PREFIX, parseExternalSpec, type ExternalSpec } from '../agents/spec.ts';

export type { AnyBot, AsyncBot, Bot } from './types.ts';
export { greedyAction, greedyScores } from './greedy.ts';
export { determinize } from './determinize.ts';
export { searchRoot, chooseFromStats, type SearchOptions, type RootStats } from './search.ts';

/** `ext` is a program in any language: "ext:python3 examples/random_agent.py" (docs/agent-protocol.md). */
export const BOT_KINDS = ['random', 'greedy', 'search', 'easy', 'medium', 'hard', 'hard-classic', 'pass', 'ext'] as const;
export type BotKind = (typeof BOT_KINDS)[number];

export interface BotSpec {
  kind: BotKind;
  /** The spec as written, used as the bot's label in reports. */
  label: string;
  /** Search settings of the level (hard, hard-classic), before command-line budgets and spec parameters. */
  levelSearch: SearchOptions;
  /** Search settings written in the spec itself: they win over everything else. */
  search: SearchOptions;
  greedy: GreedyOptions;
  /** Only for `ext`: the command and its settings. */
  external?: ExternalSpec;
}

const SEARCH_KEYS = new Set(['iterations', 'thinkMs', 'exploration', 'epsilon', 'playoutDepth', 'marginWeight', 'width', 'paired', 'confidence', 'value', 'valueMix']);
const GREEDY_KEYS = new Set(['noise', 'epsilon']);

/** What each parameter may be, as the command line's flags take the same settings (--iterations from 1, --think-ms from 1). */
const PARAM_RANGES: Record<string, { min: number; max: number; integer: boolean; what: string }> = {
  // The upper bounds of budgets are the command's (sim-core.ts, checkBudgets), with their own sentence.
  iterations: { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true, what: 'a whole number of iterations from 1' },
  thinkMs: { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true, what: 'a whole number of milliseconds from 1' },
  exploration: { min: 0, max: 100, integer: false, what: 'a number from 0 to 100' },
  epsilon: { min: 0, max: 1, integer: false, what: 'a probability from 0 to 1' },
  playoutDepth: { min: 1, max: 100_000, integer: true, what: 'a whole number of decisions from 1 to 100000' },
  marginWeight: { min: 0, max: 1, integer: false, what: 'a weight from 0 to 1' },
  width: { min: 1, max: 10_000, integer: true, what: 'a whole number of actions from 1 to 10000' },
  paired: { min: 0, max: 1, integer: true, what: '0 or 1' },
  confidence: { min: 0, max: 100, integer: false, what: 'a z-score from 0 to 100' },
  value: { min: 0, max: 1, integer: true, what: '0 or 1' },
  valueMix: { min: 0, max: 1, integer: false, what: 'a weight from 0 to 1' },
  noise: { min: 0, max: 100, integer: false, what: 'a number from 0 to 100' },
};

/** Parses "kind[:key=value]*"; throws a RangeError with a readable message on a bad spec. */
export function parseBotSpec(text: string): BotSpec {
  // An external agent's command may hold colons of its own: it has a parser of its own.
  if (text.trim().toLowerCase().startsWith(EXTERNAL_PREFIX) || text.trim().toLowerCase() === 'ext') {
    return { kind: 'ext', label: text.trim(), levelSearch: {}, search: {}, greedy: {}, external: parseExternalSpec(text.trim()) };
  }
  const [kindText, ...params] = text.trim().split(':');
  const kind = kindText.toLowerCase() as BotKind;
  if (!BOT_KINDS.includes(kind)) throw new RangeError(`Unknown bot "${kindText}": use one of ${BOT_KINDS.join(', ')}.`);
  const spec: BotSpec = { kind, label: text.trim(), levelSearch: {}, search: {}, greedy: {} };
  if (kind === 'easy') spec.greedy = { ...LEVELS.easy.greedy };
  if (kind === 'medium') spec.greedy = { ...LEVELS.medium.greedy };
  if (kind === 'hard') spec.levelSearch = { ...LEVELS.hard.search };
  if (kind === 'hard-classic') spec.levelSearch = { ...LEVELS['hard-classic'].search };
  const searching = usesSearch(spec);
  const keys = searching ? SEARCH_KEYS : kind === 'random' || kind === 'pass' ? new Set<string>() : GREEDY_KEYS;
  for (const p of params) {
    const [key, value] = p.split('=');
    const n = Number(value);
    if (!keys.has(key) || value === undefined || value === '' || !Number.isFinite(n) || n < 0) {
      const allowed = keys.size ? `key=number with key one of ${[...keys].join(', ')}` : 'no parameters';
      throw new RangeError(`Bad bot parameter "${p}" in "${text}": ${kind} takes ${allowed}.`);
    }
    const range = PARAM_RANGES[key];
    if (n < range.min || n > range.max || (range.integer && !Number.isInteger(n))) {
      throw new RangeError(`Bad bot parameter "${p}" in "${text}": ${key} is ${range.what}.`);
    }
    if (searching) (spec.search as Record<string, number>)[key] = n;
    else (spec.greedy as Record<string, number>)[key] = n;
  }
  return spec;
}

function usesSearch(spec: Pick<BotSpec, 'kind'>): boolean {
  return spec.kind === 'search' || spec.kind === 'hard' || spec.kind === 'hard-classic';
}

/**
 * The search settings of a bot: level defaults, then the command-line budget (which replaces
 * the level's budget as a whole), then what the spec itself says.
 */
export function searchBudget(spec: BotSpec, budget: SearchOptions): SearchOptions {
  const out: SearchOptions = { ...spec.levelSearch };
  if (budget.iterations !== undefined || budget.thinkMs !== undefined) {
    out.iterations = budget.iterations;
    out.thinkMs = budget.thinkMs ?? 0;
  }
  for (const [k, v] of Object.entries(budget)) if (v !== undefined && k !== 'iterations' && k !== 'thinkMs') (out as Record<string, number>)[k] = v;
  if (spec.search.iterations !== undefined || spec.search.thinkMs !== undefined) {
    out.iterations = spec.search.iterations;
    out.thinkMs = spec.search.thinkMs ?? 0;
  }
  const result = { ...out, ...spec.search };
  for (const k of Object.keys(result) as (keyof SearchOptions)[]) if (result[k] === undefined) delete result[k];
  return result;
}

/** Builds a synchronous bot; `budget` (from the command line) sets the search budget of search bots. */
export function createBot(spec: BotSpec, seed: number, budget: SearchOptions = {}): Bot {
  switch (spec.kind) {
    case 'ext':
      // With `fallback=random`, a failing agent's seat goes on with a random bot of the same seed.
      return createExternalBot(spec.external!, spec.label, createRandomBot(seed, spec.label));
    case 'random':
      return createRandomBot(seed, spec.label);
    case 'pass':
      return createPassBot(spec.label);
    case 'greedy':
    case 'easy':
    case 'medium':
      return createGreedyBot(seed, spec.greedy, spec.label);
    case 'search':
    case 'hard':
    case 'hard-classic': {
      const options = searchBudget(spec, budget);
      if (mayUseValueNet(options)) loadShippedValueNets();
      return createSearchBot(seed, options, spec.label);
    }
  }
}

/** A bot for interactive play: search-based bots think on `threads` worker threads. */
export function createPlayBot(spec: BotSpec, seed: number, threads: number, budget: SearchOptions = {}): AnyBot {
  if (usesSearch(spec) && threads > 1) return createParallelSearchBot(seed, threads, searchBudget(spec, budget), spec.label);
  return createBot(spec, seed, budget);
}
