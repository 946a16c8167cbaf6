// Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012, "SO-ISMCTS").
// Each iteration samples a full state consistent with the bot's view (determinize.ts), walks
// one shared tree with UCB over the actions available in that sample (counting availability,
// so actions that exist in few samples are not over-explored), expands one node, finishes the
// game with an epsilon-greedy playout on the engine's fast path, and backs up each seat's
// reward (mostly winning, some score margin) to the nodes where that seat chose.
//
// Two refinements at the root, both about noise when a decision gets only a few hundred
// iterations:
// - Paired sampling (root: 'paired', the default): each sampled state (and playout random
//   stream) is used once for every root action still in the running, so actions are compared
//   on the same hidden cards (common random numbers); the weaker half is dropped at intervals
//   (successive halving). Below the root the tree is plain SO-ISMCTS.
// - The greedy choice is the default: the search plays something else only when its paired
//   advantage over the greedy action is clear (z-score above `confidence`).
// root: 'ucb' gives textbook SO-ISMCTS (UCB at the root too, most visited action played).
import {
  LORDS, allyRace, allyValue, fast, krakenIpIfEndedNow, legalActions, observeState, recruitCost, scores,
  type Action, type PlayerView,
} from '../engine/index.ts';
import { determinize, playoutView, type Guess, type GuessRead } from './determinize.ts';
import { greedyAction, greedyScores } from './greedy.ts';
import { makeRng, type Rng } from './rng.ts';
import type { Bot } from './types.ts';
import { evaluateValue, valueNetFor, valueTable, type ValueNet, type ValueTable } from './value-net.ts';
import { VALUE_FEATURES, valueFeatures } from './value-features.ts';

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
  /** Root actions considered: the best `width` by the greedy evaluation. */
  width?: number;
  /** 1: paired sampling at the root (default); 0: UCB at the root. */
  paired?: number;
  /** z-score the search needs to overrule the greedy choice (paired mode). */
  confidence?: number;
  /**
   * 1: a playout cut off by `playoutDepth` is scored by the table's value net (value-net.ts),
   * where one is registered, instead of the hand-made estimate; 0 (default): never.
   */
  value?: number;
  /**
   * With `value=1`: the net's share of a cut playout's reward, the hand-made estimate having
   * the rest (1, the default: the net alone).
   */
  valueMix?: number;
  /**
   * Where `value` is not given: the tables (value-net.ts) at which search plays as with
   * `value=1`, elsewhere as with 0. A level's setting (the `hard` level's: where the net
   * measured stronger at its budget), not a spec parameter.
   */
  valueTables?: readonly ValueTable[];
}

/** Whether a search with `options` may score playouts with a value net (so the nets must be loaded). */
export function mayUseValueNet(options: SearchOptions): boolean {
  return options.value !== undefined ? options.value !== 0 : (options.valueTables?.length ?? 0) > 0;
}

export const SEARCH_DEFAULTS = {
  iterations: 200,
  thinkMs: 0,
  exploration: 0.7,
  epsilon: 0.1,
  playoutDepth: 400,
  marginWeight: 0.3,
  width: 6,
  paired: 1,
  confidence: 1.0,
  value: 0,
  valueMix: 1,
};
type Settings = typeof SEARCH_DEFAULTS;

/**
 * Defaults that differ in expansion games (Kraken, Leviathan or both), over SEARCH_DEFAULTS:
 * playouts cut after `EXPANSION_PLAYOUT_DECISIONS_PER_SEAT` decisions per seat (20 at two
 * players, 40 at four) and scored by the estimate (`rewards`, which asks the engine for the
 * Kraken's end settlement; the sheet counts the Scourge and Wounds). Expansion playouts to the
 * end (Loot draws, dice, Kraken payments) are long and noisy, and each costs several times a cut
 * one: at 200 iterations, 2 players, the cut playouts won more Kraken games against greedy (51
 * of 60 against 44 of 60, same deals) and as many in Leviathan and in both together; at a time
 * budget (hard) they beat full playouts (issue 26 notes). The cut counts per seat because a
 * fixed 20 decisions left each of four seats five moves: at 4 players, Kraken, 200 iterations,
 * the cut at 40 won 67% of its comparisons with the cut at 20 (6 deals, seed 27; issue 26
 * notes). Options given explicitly still win; base games are unchanged.
 */
export const EXPANSION_PLAYOUT_DECISIONS_PER_SEAT = 10;

/** The expansion defaults (see above) at a table of `players` seats. */
export function expansionSearchDefaults(players: number): Partial<Settings> {
  return { playoutDepth: EXPANSION_PLAYOUT_DECISIONS_PER_SEAT * players };
}

/**
 * With `value=1`, at a table whose value net is registered: these settings over the table's
 * defaults. Playouts are cut after ten decisions a seat (20 at two players) and scored by the
 * net: in the base game a playout to the end costs several times a cut one, and the net judges
 * the cut position better than the estimate (at 200 iterations the cut at 20 with the net won
 * 77.5% of 40 base games against full playouts: docs/measurements-ai.md; a cut at 10 lost, 25%
 * of 60 games at 60 ms a decision). With all three expansions, where search already cuts at 20
 * and scores by the estimate, the net's values are flatter than the estimate's, and the tree
 * explores less: at 200 iterations, exploration 0.35 with the net won 63.3% of 120 games
 * against search with the estimate (seeds 31 and 32), 0.7 with the net 42.5% of 40 (seed 31), and
 * 0.35 without the net lost (45% of 80); in the base game 0.35 with the net did worse than 0.7
 * (60% against 77.5%, 40 games, same deals). Issue 26 notes. Tables without a net keep their
 * own settings, so `value=1` changes nothing there.
 */
export const NET_SEARCH_DEFAULTS: Readonly<Record<ValueTable, Partial<Settings>>> = {
  'base-2p': { playoutDepth: 20 },
  'all-2p': { playoutDepth: 20, exploration: 0.35 },
};

/** The settings of a search from `view`: the table's defaults, then the options given. */
export function searchSettings(view: PlayerView, options: SearchOptions = {}): Settings {
  const o: Settings = { ...SEARCH_DEFAULTS };
  const ex = view.options.expansions;
  if (ex?.kraken || ex?.leviathan) Object.assign(o, expansionSearchDefaults(view.players.length));
  const game = { ...view.options, players: view.playerCount };
  const table = valueTable(game);
  const value = options.value ?? (table !== null && options.valueTables?.includes(table) ? 1 : 0);
  if (value && table && valueNetFor(game)) Object.assign(o, NET_SEARCH_DEFAULTS[table]);
  for (const [k, v] of Object.entries(options)) if (v !== undefined && k !== 'valueTables') (o as Record<string, number>)[k] = v;
  o.value = value;
  return o;
}

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
  /** Key of the greedy choice, the default action. */
  greedy: string;
  children: {
    key: string;
    visits: number;
    reward: number;
    /** Paired differences (this action minus the greedy action) on shared samples. */
    diffN: number;
    diffSum: number;
    diffSq: number;
  }[];
  paired: boolean;
  confidence: number;
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
    case 'addAlly':
      return `${a.type}:${allyRace(a.card) * 8 + allyValue(a.card)}`;
    default:
      return JSON.stringify(a);
  }
}

/**
 * The actions the tree considers below the root: everything legal, except that a Lord is
 * recruited with one payment only (the one that spends the least: Pearls, then Ally value).
 */
export function treeActions(g: GuessRead, legal: readonly Action[]): Action[] {
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
    // Kraken: Nebulis paid instead of Pearls leave the payer (each is −1 IP at the end).
    const cost = pearls * 1.0 + total * 0.5 + a.allies.length * 0.35 - (a.nebulis ? 2 * a.nebulis : 0);
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
export function rewards(g: GuessRead, marginWeight: number): number[] {
  const sheet = scores(g);
  const n = sheet.length;
  const totals = sheet.map((l) => l.total);
  if (!g.over) {
    // Kraken: the Nebulis and the figure as the end would settle them now (the Krakens in hand
    // give theirs, the figure goes to the most), in place of the sheet's as they stand.
    // (Leviathan: the sheet already counts the Scourge and Wounds as they stand.)
    const kraken = g.kraken ? krakenIpIfEndedNow(g.players, g.kraken.figure) : null;
    g.players.forEach((p, i) => {
      let hand = 0;
      for (const c of p.hand) hand += 0.3 + 0.35 * allyValue(c);
      if (kraken) totals[i] += kraken[i] - (sheet[i].nebulis ?? 0);
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

/**
 * Decisions whose greedy answer is already an expectation over known odds (drawing Loot, a
 * Leviathan fight and its boost): a random answer there only adds noise to the playout.
 */
const ODDS_DECISIONS: ReadonlySet<string> = new Set(['loot', 'leviathanMonster', 'leviathanAttack', 'boostAttack']);

/**
 * A playout's exploring move, or null where the odds decide (ODDS_DECISIONS). In expansion
 * games, a random action among those the tree considers (one payment per Lord: with wild
 * Krakens a hand lists dozens of payments, and a random one of them is nearly always a random
 * recruit); in the base game any legal action, as when its win rates were measured.
 */
function exploringAction(g: GuessRead, legal: readonly Action[], rng: Rng): Action | null {
  if (g.kraken === undefined && g.leviathan === undefined) return legal[rng.int(legal.length)];
  if (ODDS_DECISIONS.has(g.pending!.kind)) return null;
  const actions = treeActions(g, legal);
  return actions[rng.int(actions.length)];
}

function playout(g: Guess, rng: Rng, o: Settings): void {
  let steps = 0;
  while (!g.over && steps < o.playoutDepth) {
    const legal = legalActions(g);
    let a: Action | null = null;
    if (legal.length === 1) a = legal[0];
    else if (rng.next() < o.epsilon) a = exploringAction(g, legal, rng);
    a ??= greedyAction(playoutView(g, g.pending!.seat, legal));
    const e = fast.apply(g, a);
    if (e) throw new Error(`search playout: illegal ${JSON.stringify(a)}: ${e.message}`);
    steps++;
  }
}

/**
 * Each seat's reward at a position a playout was cut off at, by the value net of a two-seat
 * table: the net gives seat 0's value from any seat's inputs (its observation, or its engineered
 * features for a net that reads them: value-features.ts); the mean over both seats' inputs of
 * the sampled state is seat 0's reward, and seat 1 gets the rest.
 */
export function netRewards(g: Guess, net: ValueNet, x: Float32Array): number[] {
  let v = 0;
  for (let i = 0; i < g.players.length; i++) {
    // loadValueNet refuses any input layout but these two.
    if (net.features === VALUE_FEATURES) valueFeatures(g, i, x);
    else {
      x.fill(0);
      observeState(g, i, { normalise: true }, x);
    }
    v += evaluateValue(net, x);
  }
  v /= g.players.length;
  return [v, 1 - v];
}

/** A cut playout's rewards with a net: the net's, blended with the estimate's by `valueMix`. */
function mixedRewards(g: Guess, net: NetUse, o: Settings): number[] {
  const r = netRewards(g, net.net, net.x);
  if (o.valueMix >= 1) return r;
  const e = rewards(g, o.marginWeight);
  return r.map((v, i) => o.valueMix * v + (1 - o.valueMix) * e[i]);
}

function apply(g: Guess, a: Action): void {
  const e = fast.apply(g, a);
  if (e) throw new Error(`search: illegal ${JSON.stringify(a)} in a sampled state: ${e.message}`);
}

/**
 * One SO-ISMCTS iteration below `node` on the sampled state `g`: UCB selection over the
 * actions available in `g`, expansion of one node (the greedy choice first), playout, and
 * backup. Returns the rewards.
 */
function iterate(node: Node, g: Guess, rng: Rng, o: Settings, path: Node[], net: NetUse | null): number[] {
  while (!g.over) {
    const seat = g.pending!.seat;
    const actions = treeActions(g, legalActions(g));
    if (actions.length === 0) break;
    let untried: { a: Action; key: string }[] | null = null;
    const compatible: { child: Node; a: Action }[] = [];
    for (const a of actions) {
      const key = actionKey(a);
      const child = node.children.get(key);
      if (child) {
        child.avail++;
        compatible.push({ child, a });
      } else (untried ??= []).push({ a, key });
    }
    if (untried) {
      let pick = untried[rng.int(untried.length)];
      if (actions.length > 1 && node.children.size === 0) {
        const preferred = actionKey(greedyAction(playoutView(g, seat, actions)));
        pick = untried.find((u) => u.key === preferred) ?? pick;
      }
      const child = new Node(pick.key, seat);
      child.avail = 1;
      node.children.set(pick.key, child);
      path.push(child);
      apply(g, pick.a);
      break;
    }
    let best = compatible[0];
    let bestValue = -Infinity;
    for (const c of compatible) {
      const value = c.child.reward / c.child.visits + o.exploration * Math.sqrt(Math.log(c.child.avail) / c.child.visits);
      if (value > bestValue) {
        bestValue = value;
        best = c;
      }
    }
    path.push(best.child);
    apply(g, best.a);
    node = best.child;
  }
  playout(g, rng, o);
  const r = net && !g.over ? mixedRewards(g, net, o) : rewards(g, o.marginWeight);
  for (const n of path) {
    n.visits++;
    n.reward += r[n.seat];
  }
  return r;
}

interface NetUse {
  net: ValueNet;
  /** The observation's buffer. */
  x: Float32Array;
}

function meanReward(n: Node): number {
  return n.reward / Math.max(1, n.visits);
}

/** Root actions worth searching: the greedy evaluation's best `width` (one payment per Lord). */
function rootCandidates(view: PlayerView, width: number): { actions: Action[]; greedy: Action } {
  const scored = greedyScores(view).sort((a, b) => b.score - a.score);
  const actions = scored.slice(0, Math.max(1, width)).map((s) => s.action);
  return { actions, greedy: scored[0]?.action ?? view.legal[0] };
}

/** Runs the search from `view` and returns the root statistics. */
export function searchRoot(view: PlayerView, rng: Rng, options: SearchOptions = {}): RootStats {
  const o = searchSettings(view, options);
  const me = view.seat!;
  const deadline = o.thinkMs > 0 ? performance.now() + o.thinkMs : Infinity;
  const maxIterations = options.iterations ?? (o.thinkMs > 0 ? Infinity : SEARCH_DEFAULTS.iterations);
  const { actions, greedy } = rootCandidates(view, o.width);
  const greedyKey = actionKey(greedy);
  const children = actions.map((a) => ({ a, key: actionKey(a), node: new Node(actionKey(a), me), diffN: 0, diffSum: 0, diffSq: 0 }));
  const valueNet = o.value ? valueNetFor({ ...view.options, players: view.playerCount }) : null;
  const net: NetUse | null = valueNet ? { net: valueNet, x: new Float32Array(valueNet.inputSize) } : null;
  let iterations = 0;
  const outOfBudget = (): boolean => iterations >= maxIterations || (iterations > 0 && performance.now() >= deadline);

  if (o.paired && children.length > 1) {
    let alive = children.slice();
    let round = 0;
    // Successive halving: every `phase` rounds the weaker half is dropped (the greedy action stays).
    const phase = Math.max(2, Math.ceil(maxIterations === Infinity ? 8 : maxIterations / (children.length * 4)));
    while (!outOfBudget()) {
      const g0 = determinize(view, rng);
      const playoutSeed = (rng.next() * 4294967296) >>> 0;
      const results = new Map<string, number>();
      for (const c of alive) {
        if (outOfBudget()) break;
        const g = fast.clone(g0);
        apply(g, c.a);
        const path: Node[] = [c.node];
        const r = iterate(c.node, g, makeRng(playoutSeed), o, path, net);
        results.set(c.key, r[me]);
        iterations++;
      }
      const base = results.get(greedyKey);
      if (base !== undefined) {
        for (const c of alive) {
          const x = results.get(c.key);
          if (x === undefined) continue;
          const d = x - base;
          c.diffN++;
          c.diffSum += d;
          c.diffSq += d * d;
        }
      }
      round++;
      if (round % phase === 0 && alive.length > 2) {
        const ranked = alive.slice().sort((x, y) => meanReward(y.node) - meanReward(x.node));
        const keep = new Set(ranked.slice(0, Math.ceil(alive.length / 2)).map((c) => c.key));
        keep.add(greedyKey);
        alive = alive.filter((c) => keep.has(c.key));
      }
    }
  } else {
    const root = new Node('', me);
    for (const c of children) root.children.set(c.key, c.node);
    const allowed = new Set(children.map((c) => c.key));
    while (!outOfBudget()) {
      const g = determinize(view, rng);
      // The root's actions are the candidates (the same in every sample: they depend only on what the view shows).
      const compatible = legalActions(g).filter((a) => allowed.has(actionKey(a)));
      const path: Node[] = [];
      let chosen: { child: Node; a: Action } | null = null;
      let bestValue = -Infinity;
      for (const a of compatible) {
        const child = root.children.get(actionKey(a))!;
        child.avail++;
        const value = child.visits === 0 ? Infinity : child.reward / child.visits + o.exploration * Math.sqrt(Math.log(child.avail) / child.visits);
        if (value > bestValue) {
          bestValue = value;
          chosen = { child, a };
        }
      }
      if (!chosen) break;
      apply(g, chosen.a);
      path.push(chosen.child);
      iterate(chosen.child, g, rng, o, path, net);
      iterations++;
    }
  }
  return {
    iterations,
    greedy: greedyKey,
    paired: o.paired > 0 && children.length > 1,
    confidence: o.confidence,
    children: children.map((c) => ({ key: c.key, visits: c.node.visits, reward: c.node.reward, diffN: c.diffN, diffSum: c.diffSum, diffSq: c.diffSq })),
  };
}

/**
 * The action to play from (merged) root statistics. UCB mode: the most visited. Paired mode:
 * the best mean reward among actions that survived to the end, if its paired advantage over
 * the greedy action is clear; otherwise the greedy action.
 */
export function chooseFromStats(view: PlayerView, stats: RootStats[]): Action {
  const merged = new Map<string, { visits: number; reward: number; diffN: number; diffSum: number; diffSq: number }>();
  for (const s of stats) {
    for (const c of s.children) {
      const m = merged.get(c.key) ?? { visits: 0, reward: 0, diffN: 0, diffSum: 0, diffSq: 0 };
      m.visits += c.visits;
      m.reward += c.reward;
      m.diffN += c.diffN;
      m.diffSum += c.diffSum;
      m.diffSq += c.diffSq;
      merged.set(c.key, m);
    }
  }
  const byKey = new Map(view.legal.map((a) => [actionKey(a), a]));
  const paired = stats.every((s) => s.paired) && stats.length > 0;
  let bestKey: string | null = null;
  if (paired) {
    const greedyKey = stats[0].greedy;
    const confidence = stats[0].confidence;
    const maxVisits = Math.max(...[...merged.values()].map((m) => m.visits));
    let bestZ = 0;
    // Only actions that stayed in the running (most samples) may overrule the greedy choice.
    for (const [key, m] of merged) {
      if (key === greedyKey || m.visits < maxVisits * 0.5 || m.diffN < 2 || !byKey.has(key)) continue;
      const mean = m.diffSum / m.diffN;
      const variance = Math.max(1e-9, (m.diffSq - m.diffN * mean * mean) / (m.diffN - 1));
      const z = mean / Math.sqrt(variance / m.diffN);
      if (mean > 0 && z > confidence && z > bestZ) {
        bestZ = z;
        bestKey = key;
      }
    }
    bestKey ??= greedyKey;
  } else {
    let bestVisits = -1;
    for (const [key, m] of merged) {
      if (byKey.has(key) && m.visits > bestVisits) {
        bestVisits = m.visits;
        bestKey = key;
      }
    }
  }
  return (bestKey !== null ? byKey.get(bestKey) : undefined) ?? view.legal[0];
}

/**
 * Iterations reached per searched decision (decisions with one legal action are not searched
 * and not counted). A time budget reaches a number that depends on the machine and its load;
 * reporting it lets results be compared across machines.
 */
export interface IterationTally {
  /** Decisions searched. */
  decisions: number;
  /** Iterations over all of them. */
  total: number;
  min: number;
  max: number;
}

export function emptyTally(): IterationTally {
  return { decisions: 0, total: 0, min: 0, max: 0 };
}

/** Counts one searched decision (in place). */
export function countIterations(t: IterationTally, iterations: number): void {
  t.min = t.decisions === 0 ? iterations : Math.min(t.min, iterations);
  t.max = t.decisions === 0 ? iterations : Math.max(t.max, iterations);
  t.decisions++;
  t.total += iterations;
}

/** The sum of several tallies (several games, or several seats of one bot). */
export function mergeTallies(tallies: readonly IterationTally[]): IterationTally {
  const out = emptyTally();
  for (const t of tallies) {
    if (t.decisions === 0) continue;
    out.min = out.decisions === 0 ? t.min : Math.min(out.min, t.min);
    out.max = out.decisions === 0 ? t.max : Math.max(out.max, t.max);
    out.decisions += t.decisions;
    out.total += t.total;
  }
  return out;
}

/** A bot that searches: it keeps the tally of its own decisions. */
export interface Searching {
  readonly iterations: IterationTally;
}

/** The tally of a search bot, or undefined for a bot that does not search. */
export function iterationTally(bot: object): IterationTally | undefined {
  const t = (bot as Partial<Searching>).iterations;
  return t && typeof t === 'object' && typeof t.decisions === 'number' ? t : undefined;
}

export function createSearchBot(seed = 1, options: SearchOptions = {}, name = 'search'): Bot & Searching {
  const rng = makeRng(seed);
  const iterations = emptyTally();
  return {
    name,
    iterations,
    decide(view) {
      if (view.legal.length === 1) return view.legal[0];
      const stats = searchRoot(view, rng, options);
      countIterations(iterations, stats.iterations);
      return chooseFromStats(view, [stats]);
    },
  };
}
