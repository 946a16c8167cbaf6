// Post-game analysis: for each decision one seat made, what the search bot thinks of it from
// that seat's knowledge only. The analyser is handed the true state of each decision but reads
// nothing of it except `viewFor(state, seat)`: every guess of the hidden cards comes from the
// engine's `resample` of that view, so an analysis can reveal nothing the seat could not see
// (test/analysis/analyse.test.ts scrambles the hidden cards and compares).
//
// Per decision (with more than one legal action):
// - the search bot (SO-ISMCTS, seeded per decision) names its choice;
// - the chosen action, the search bot's choice and the greedy bot's choice are then played on
//   the same `samples` resampled states (common random numbers: the comparison is paired), each
//   followed by greedy play for every seat to the end; the seat's mean final score is the
//   action's expected score;
// - the best alternative is the candidate (other than the chosen one) with the highest expected
//   score; the loss is how far the chosen action falls short of it.
// Every random stream is seeded from (seed, decision index), so an analysis is deterministic and
// decisions can be analysed in any order (or on several threads) with the same result.
import {
  activeSeat, applyAction, fast, legalActions, newGame, scores, viewFor,
  type Action, type GameOptions, type GameState, type PlayerView,
} from '../engine/index.ts';
import { determinize, playoutView, type Guess } from '../bots/determinize.ts';
import { greedyAction } from '../bots/greedy.ts';
import { makeRng, mixSeed } from '../bots/rng.ts';
import { actionKey, chooseFromStats, searchRoot } from '../bots/search.ts';
import type { AnalysisOptions, DecisionAnalysis, GameAnalysis } from '../protocol/analysis.ts';

export type { AnalysisOptions, DecisionAnalysis, GameAnalysis } from '../protocol/analysis.ts';

export const ANALYSIS_DEFAULTS: Required<AnalysisOptions> = { iterations: 100, samples: 16, seed: 1, threshold: 1.5, maxMarks: 6 };

/** One decision to analyse: the true state before it (read only through the seat's view) and the action taken. */
export interface DecisionPoint {
  index: number;
  state: GameState;
  action: Action;
}

function settings(o: AnalysisOptions): Required<AnalysisOptions> {
  const out = { ...ANALYSIS_DEFAULTS };
  for (const [k, v] of Object.entries(o)) if (v !== undefined) (out as Record<string, number>)[k] = v;
  return out;
}

/**
 * The decisions of `seat` in a game given by its options and actions: every state where that
 * seat had more than one legal action. Throws if an action is illegal (check the replay first).
 */
export function decisionPoints(options: GameOptions, actions: readonly Action[], seat: number): DecisionPoint[] {
  const out: DecisionPoint[] = [];
  let s = newGame(options);
  actions.forEach((action, index) => {
    if (activeSeat(s) === seat && legalActions(s).length > 1) out.push({ index, state: s, action });
    const r = applyAction(s, action);
    if (!r.ok) throw new RangeError(`Action ${index + 1} is illegal: ${r.error.message}`);
    s = r.state;
  });
  return out;
}

/** Plays greedily for every seat to the end; returns `seat`'s final total. */
function greedyFinish(g: Guess, seat: number): number {
  let steps = 0;
  while (!g.over && steps < 2000) {
    const legal = legalActions(g);
    const a = legal.length === 1 ? legal[0] : greedyAction(playoutView(g, g.pending!.seat, legal));
    const e = fast.apply(g, a);
    if (e) throw new Error(`analysis playout: illegal ${JSON.stringify(a)}: ${e.message}`);
    steps++;
  }
  return scores(g)[seat].total;
}

/** Analyses one decision from `view` (the seat's view of the state before it). */
export function analyseView(view: PlayerView, chosen: Action, index: number, options: AnalysisOptions = {}): DecisionAnalysis {
  const o = settings(options);
  const seat = view.seat;
  if (seat === null) throw new Error('An analysis needs a player view.');
  const kind = view.pending?.kind ?? 'none';
  const searchRng = makeRng(mixSeed(o.seed, index, 1));
  const botChoice = chooseFromStats(view, [searchRoot(view, searchRng, { iterations: o.iterations })]);
  const greedyChoice = greedyAction(view);
  const chosenKey = actionKey(chosen);
  const candidates: { a: Action; key: string; total: number }[] = [{ a: chosen, key: chosenKey, total: 0 }];
  for (const a of [botChoice, greedyChoice]) {
    const key = actionKey(a);
    if (!candidates.some((c) => c.key === key)) candidates.push({ a, key, total: 0 });
  }
  const sampleRng = makeRng(mixSeed(o.seed, index, 2));
  for (let i = 0; i < o.samples; i++) {
    const g0 = determinize(view, sampleRng);
    for (const c of candidates) {
      const g = fast.clone(g0);
      const e = fast.apply(g, c.a);
      if (e) throw new Error(`analysis: ${JSON.stringify(c.a)} is illegal in a sampled state: ${e.message}`);
      c.total += greedyFinish(g, seat);
    }
  }
  const mean = (c: { total: number }): number => round2(c.total / o.samples);
  const chosenScore = mean(candidates[0]);
  let best: (typeof candidates)[number] | null = null;
  for (const c of candidates.slice(1)) if (!best || mean(c) > mean(best)) best = c;
  const bestScore = best ? mean(best) : null;
  const card = (view.pending as { card?: number } | null)?.card;
  return {
    index,
    kind,
    ...(card !== undefined ? { card } : {}),
    chosen,
    chosenScore,
    best: best?.a ?? null,
    bestScore,
    loss: bestScore === null ? 0 : round2(Math.max(0, bestScore - chosenScore)),
    agreed: actionKey(botChoice) === chosenKey,
  };
}

/** Analyses one decision point: reads the true state only through `viewFor(state, seat)`. */
export function analyseDecision(point: DecisionPoint, seat: number, options: AnalysisOptions = {}): DecisionAnalysis {
  return analyseView(viewFor(point.state, seat, { log: false }), point.action, point.index, options);
}

/** The costliest decisions (indexes into `decisions`), costliest first; ties by game order. */
export function markCostliest(decisions: readonly DecisionAnalysis[], threshold: number, maxMarks: number): number[] {
  return decisions
    .map((d, i) => ({ d, i }))
    .filter(({ d }) => d.loss >= threshold)
    .sort((x, y) => y.d.loss - x.d.loss || x.d.index - y.d.index)
    .slice(0, maxMarks)
    .map(({ i }) => i);
}

export interface AnalyseGameInput {
  options: GameOptions;
  actions: readonly Action[];
  seat: number;
}

/**
 * Analyses every decision of `seat`. `onProgress(done, total)` is called after each decision;
 * `shouldStop()` (checked between decisions) ends the analysis early with null.
 */
export function analyseGame(
  input: AnalyseGameInput,
  options: AnalysisOptions = {},
  hooks: { onProgress?: (done: number, total: number) => void; shouldStop?: () => boolean } = {},
): GameAnalysis | null {
  const o = settings(options);
  const points = decisionPoints(input.options, input.actions, input.seat);
  const decisions: DecisionAnalysis[] = [];
  for (const p of points) {
    if (hooks.shouldStop?.()) return null;
    decisions.push(analyseDecision(p, input.seat, o));
    hooks.onProgress?.(decisions.length, points.length);
  }
  return { seat: input.seat, options: o, decisions, marks: markCostliest(decisions, o.threshold, o.maxMarks), finalScore: finalScore(input) };
}

function finalScore(input: AnalyseGameInput): number | null {
  let s = newGame(input.options);
  for (const a of input.actions) {
    const r = applyAction(s, a);
    if (!r.ok) return null;
    s = r.state;
  }
  return s.over ? scores(s)[input.seat].total : null;
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
