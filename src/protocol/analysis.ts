// The post-game analysis's results (src/analysis/analyse.ts) as the server's API sends them
// (GET /api/games/:id/analysis) and the web client draws them.
import type { Action } from '../engine/index.ts';

export interface AnalysisOptions {
  /** Search iterations to find the bot's choice at each decision. */
  iterations?: number;
  /** Resampled states on which the candidate actions are compared. */
  samples?: number;
  /** The analysis's own seed (every stream derives from it and the decision's index). */
  seed?: number;
  /** A decision is marked when it costs at least this many expected points... */
  threshold?: number;
  /** ...and is among this many costliest. */
  maxMarks?: number;
}

/** One analysed decision. Scores are the seat's expected final score (greedy play after it). */
export interface DecisionAnalysis {
  /** Index of the action in the game's action list. */
  index: number;
  /** The decision's kind (the engine's `pending.kind`). */
  kind: string;
  /** The card the decision is about, when it has one (an offered or revealed Ally). */
  card?: number;
  chosen: Action;
  chosenScore: number;
  /** The best other candidate and its expected score (null when no other candidate was found). */
  best: Action | null;
  bestScore: number | null;
  /** bestScore − chosenScore, at least 0. */
  loss: number;
  /** Whether the search bot itself would have played the chosen action. */
  agreed: boolean;
}

export interface GameAnalysis {
  seat: number;
  options: Required<AnalysisOptions>;
  decisions: DecisionAnalysis[];
  /** Indexes (into `decisions`) of the costliest decisions, costliest first. */
  marks: number[];
  /** The seat's real final score, when the game ended. */
  finalScore: number | null;
}

