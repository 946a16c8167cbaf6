// Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012, "SO-ISMCTS").
// Each iteration samples a full state consistent with the bot's view (determinize.ts), walks
// one shared tree with UCB over the actions available in that sample (counting availability
// so that rarely-available actions are not over-explored), expands one node, finishes the
// game with an epsilon-greedy playout on the engine's fast path, and backs up each seat's
// reward (win, plus a little score margin) to the nodes where that seat chose.
import {
  LORDS, allyRace, allyValue, fast, legalActions, recruitCost, scores,
  type Action, type PlayerView,
} from '../engine/index.ts';
import { determinize, guessView, type Guess } from './determinize.ts';
import { greedyAction } from './greedy.ts';
import { makeRng, type Rng } from './rng.ts';
import type { Bot } from './types.ts';

export interface SearchOptions {
  /** Iterations per decision (deterministic for a given seed). */
  iterations?: number;
  /** Milliseconds per decision; when both are given the first limit reached stops the search. */
  thinkMs?: number;
  /** UCB exploration constant (rewards are in [0, 1]). */
  exploration?: number;
  /** Probability of a random action in playouts (the rest is greedy). */
  epsilon?: number;
  /** Playouts stop after this many decisions and the position is scored as it stands. */
  playoutDepth?: number;
  /** Weight of the score margin in the reward (the rest is winning). */
  marginWeight?: number;
}

export const SEARCH_DEFAULTS: Required<Omit<SearchOptions, 'thinkMs'>> & { thinkMs: number } = {
  iterations: 200,
  thinkMs: 0,
  exploration: 0.7,
  epsilon: 0.1,
  playoutDepth: 400,
  marginWeight: 0.3,
};

class Node {
  visits = 0;
  avail = 0;
  reward = 0;
  readonly children = new Map<string, Node>();
  constructor(readonly key: string, readonly seat: number) {}
}

/** Root statistics of one search, mergeable across workers (root parallelism). */
export interface RootStats {
  iterations: number;
  children: { key: string; visits: number; reward: number }[];
}

/** A stable key for an action; interchangeable Allies (same race and value) share a key. */
export function actionKey(a: Action): string {
  switch (a.type) {
    case 'recruit':
      return `recruit:${a.lord}:${a.allies.map((c) => allyRace(c) * 8 + allyValue(c)).sort((x, y) => x - y).join(',')}`;
    case 'payKeys':
      return `payKeys:${[...a.lords].sort((x, y) => x - y).join(',')}`;
    case 'support':
      return `support:${[...a.races].sort().join(',')}`;
    case 'takeFromTrack':
    case 'discard':
    case 'slaver':
    case 'affiliate':
      return `${a.type}:${allyRace(a.card) * 8 + allyValue(a.card)}`;
    default:
      return JSON.stringify(a);
  }
}

/**
 * The actions the tree considers: everything legal, except that a Lord is recruited with
 * one payment only (the one that spends the least: Pearls, then Ally value), which keeps the
 * branching factor of the main decision small.
 */
export function treeActions(g: Guess, legal: readonly Action[]): Action[] {
  const out: Action[] = [];
  const best = new Map<number, { a: Action; cost: number }>();
  for (const a of legal) {
    if (a.type !== 'recruit') {
      out.push(a);
      continue;
    }
    let total = 0;
    for (const c of a.allies) total += allyValue(c);
    const pearls = Math.max(0, recruitCost(g, g.current, a.lord) - total);
    const cost = pearls * 1.0 + total * 0.5 + a.allies.length * 0.35;
    const prev = best.get(a.lord);
    if (!prev || cost < prev.cost) best.set(a.lord, { a, cost });
  }
  for (const { a } of best.values()) out.push(a);
  return out;
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/**
 * Each seat's reward for a playout, in [0, 1]: mostly winning, plus the score margin over
 * the best opponent. A playout cut off before the end is scored as it stands, with Allies in
 * hand, Pearls and keys counted at a rough exchange rate, and a soft win.
 */
export function rewards(g: Guess, marginWeight: number): number[] {
  const sheet = scores(g);
  const n = sheet.length;
  const totals = sheet.map((l) => l.total);
  if (!g.over) {
    g.players.forEach((p, i) => {
      let hand = 0;
      for (const c of p.hand) hand += 0.3 + 0.35 * allyValue(c);
      let keys = p.keyTokens;
      for (const l of p.lords) if (!p.assassinated.includes(l) && l < LORDS.length) keys += LORDS[l].keys;
      totals[i] += hand + 0.5 * p.pearls + 1.5 * Math.min(keys, 3);
    });
  }
  const firsts = g.over ? sheet.filter((l) => l.rank === 1).length : 1;
  return sheet.map((line, i) => {
    let bestOther = -Infinity;
    for (let j = 0; j < n; j++) if (j !== i) bestOther = Math.max(bestOther, totals[j]);
    const margin = totals[i] - bestOther;
    let win: number;
    let place: number;
    if (g.over) {
      win = line.rank === 1 ? 1 / firsts : 0;
      place = n > 2 ? (n - line.rank) / (n - 1) : win;
    } else {
      win = sigmoid(margin / 4);
      const above = totals.filter((t) => t > totals[i]).length;
      place = n > 2 ? (n - 1 - above) / (n - 1) : win;
    }
    return (1 - marginWeight) * (0.8 * win + 0.2 * place) + marginWeight * sigmoid(margin / 8);
  });
}

function playout(g: Guess, rng: Rng, o: Required<SearchOptions>): void {
  let steps = 0;
  while (!g.over && steps < o.playoutDepth) {
    const legal = legalActions(g);
    let a: Action;
    if (legal.length === 1) a = legal[0];
    else if (rng.next() < o.epsilon) a = legal[rng.int(legal.length)];
    else a = greedyAction(guessView(g, g.pending!.seat, legal));
    const e = fast.apply(g, a);
    if (e) throw new Error(`search playout: illegal ${JSON.stringify(a)}: ${e.message}`);
    steps++;
  }
}

/** Runs SO-ISMCTS from `view` and returns the root statistics. */
export function searchRoot(view: PlayerView, rng: Rng, options: SearchOptions = {}): RootStats {
  const o = { ...SEARCH_DEFAULTS, ...options } as Required<SearchOptions>;
  const me = view.seat!;
  const root = new Node('', me);
  const rootKeys = new Set(view.legal.map(actionKey));
  const deadline = o.thinkMs > 0 ? performance.now() + o.thinkMs : Infinity;
  const maxIterations = options.iterations ?? (o.thinkMs > 0 ? Infinity : SEARCH_DEFAULTS.iterations);
  let iterations = 0;
  while (iterations < maxIterations && (iterations === 0 || performance.now() < deadline)) {
    iterations++;
    const g = determinize(view, rng);
    const path: Node[] = [];
    let node = root;
    while (!g.over) {
      const seat = g.pending!.seat;
      let actions = treeActions(g, legalActions(g));
      if (node === root) actions = actions.filter((a) => rootKeys.has(actionKey(a)));
      if (actions.length === 0) break;
      let untried: { a: Action; key: string }[] = [];
      let bestChild: Node | null = null;
      let bestAction: Action | null = null;
      let bestValue = -Infinity;
      const compatible: { child: Node; a: Action }[] = [];
      for (const a of actions) {
        const key = actionKey(a);
        const child = node.children.get(key);
        if (child) {
          child.avail++;
          compatible.push({ child, a });
        } else untried.push({ a, key });
      }
      if (untried.length > 0) {
        // Expand the greedy choice first, then the others in random order.
        let pick = untried[rng.int(untried.length)];
        if (actions.length > 1 && node.children.size === 0) {
          const preferred = actionKey(greedyAction(guessView(g, seat, actions)));
          pick = untried.find((u) => u.key === preferred) ?? pick;
        }
        untried = [];
        const child = new Node(pick.key, seat);
        child.avail = 1;
        node.children.set(pick.key, child);
        path.push(child);
        fast.apply(g, pick.a);
        break;
      }
      for (const { child, a } of compatible) {
        const value = child.reward / child.visits + o.exploration * Math.sqrt(Math.log(child.avail) / child.visits);
        if (value > bestValue) {
          bestValue = value;
          bestChild = child;
          bestAction = a;
        }
      }
      path.push(bestChild!);
      fast.apply(g, bestAction!);
      node = bestChild!;
    }
    playout(g, rng, o);
    const r = rewards(g, o.marginWeight);
    root.visits++;
    for (const n of path) {
      n.visits++;
      n.reward += r[n.seat];
    }
  }
  return {
    iterations,
    children: [...root.children.values()].map((c) => ({ key: c.key, visits: c.visits, reward: c.reward })),
  };
}

/** Picks the most visited root action (ties: higher mean reward) among the view's legal ones. */
export function chooseFromStats(view: PlayerView, stats: RootStats[]): Action {
  const merged = new Map<string, { visits: number; reward: number }>();
  for (const s of stats) {
    for (const c of s.children) {
      const m = merged.get(c.key) ?? { visits: 0, reward: 0 };
      m.visits += c.visits;
      m.reward += c.reward;
      merged.set(c.key, m);
    }
  }
  let best: Action | null = null;
  let bestVisits = -1;
  let bestMean = -Infinity;
  for (const a of view.legal) {
    const m = merged.get(actionKey(a));
    if (!m) continue;
    const mean = m.reward / Math.max(1, m.visits);
    if (m.visits > bestVisits || (m.visits === bestVisits && mean > bestMean)) {
      best = a;
      bestVisits = m.visits;
      bestMean = mean;
    }
  }
  return best ?? view.legal[0];
}

export function createSearchBot(seed = 1, options: SearchOptions = {}, name = 'search'): Bot {
  const rng = makeRng(seed);
  return {
    name,
    decide(view) {
      if (view.legal.length === 1) return view.legal[0];
      return chooseFromStats(view, [searchRoot(view, rng, options)]);
    },
  };
}


