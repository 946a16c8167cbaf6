// Ratings from game results: Bradley–Terry strengths on pairwise comparisons (every pair of
// seats in a game is one comparison, decided by the game's ranking; a shared rank is half a
// win each), fitted by Hunter's MM algorithm (2004) and shown on the Elo scale; intervals by
// a bootstrap over deals; paired score differences with Student-t intervals.
import { makeRng } from '../bots/rng.ts';
import { mean, stdev } from './stats.ts';

/** wins[i][j]: comparisons bot i won against bot j (fractional with ties). */
export type WinMatrix = number[][];

export function zeroMatrix(n: number): WinMatrix {
  return Array.from({ length: n }, () => new Array<number>(n).fill(0));
}

/**
 * Adds one game's pairwise outcomes: `bots[s]` is the bot index in seat s, `ranks[s]` its
 * rank (1 = first). Seats holding the same bot are not compared with each other.
 */
export function addGame(w: WinMatrix, bots: readonly number[], ranks: readonly number[]): void {
  for (let a = 0; a < bots.length; a++) {
    for (let b = a + 1; b < bots.length; b++) {
      const i = bots[a];
      const j = bots[b];
      if (i === j) continue;
      if (ranks[a] < ranks[b]) w[i][j] += 1;
      else if (ranks[a] > ranks[b]) w[j][i] += 1;
      else {
        w[i][j] += 0.5;
        w[j][i] += 0.5;
      }
    }
  }
}

export interface FitOptions {
  /**
   * Virtual tied comparisons added to every pair of bots that met (default 1): a bot that won
   * every comparison keeps a finite rating. 0 gives the plain maximum-likelihood fit.
   */
  prior?: number;
  /** Pairs that met, when `w` alone may not show it (a bootstrap sample may miss a pair). */
  met?: boolean[][];
  maxIterations?: number;
  tolerance?: number;
}

/** Elo points per natural-log unit of strength: 400 / ln 10. */
const ELO = 400 / Math.LN10;

/**
 * Bradley–Terry fit: P(i beats j) = p_i / (p_i + p_j). Returns Elo-scaled ratings
 * (400·log10 p_i), centred so that their mean is 0.
 */
export function bradleyTerry(w: WinMatrix, options: FitOptions = {}): number[] {
  const n = w.length;
  const prior = options.prior ?? 1;
  const games = zeroMatrix(n);
  const wins = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      const met = options.met ? options.met[i][j] : w[i][j] + w[j][i] > 0;
      games[i][j] = w[i][j] + w[j][i] + (met ? prior : 0);
      wins[i] += w[i][j] + (met ? prior / 2 : 0);
    }
  }
  let p = new Array<number>(n).fill(1);
  const maxIterations = options.maxIterations ?? 10_000;
  const tolerance = options.tolerance ?? 1e-12;
  for (let it = 0; it < maxIterations; it++) {
    const next = p.map((pi, i) => {
      let denom = 0;
      for (let j = 0; j < n; j++) if (j !== i && games[i][j] > 0) denom += games[i][j] / (pi + p[j]);
      return denom > 0 ? wins[i] / denom : pi;
    });
    // Strengths are defined up to a factor: fix their geometric mean at 1.
    const logMean = mean(next.map((x) => Math.log(Math.max(x, 1e-300))));
    const scaled = next.map((x) => Math.max(x, 1e-300) / Math.exp(logMean));
    const change = Math.max(...scaled.map((x, i) => Math.abs(Math.log(x) - Math.log(p[i]))));
    p = scaled;
    if (change < tolerance) break;
  }
  return p.map((x) => Math.log(x) * ELO);
}

/** The q-quantile of sorted values (linear interpolation). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

export interface Rating {
  rating: number;
  /** 95% bootstrap percentile interval. */
  rating95: [number, number];
}

/**
 * Ratings with 95% intervals from a bootstrap over deals: `perDeal[d]` is the win matrix of
 * deal d (all its games); each of `samples` resamples draws as many deals with replacement
 * from a stream seeded by `seed`, so the intervals are reproducible.
 */
export function bootstrapRatings(perDeal: readonly WinMatrix[], n: number, seed: number, samples = 1000, prior = 1): Rating[] {
  const total = zeroMatrix(n);
  for (const m of perDeal) for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) total[i][j] += m[i][j];
  const met = total.map((row, i) => row.map((x, j) => x + total[j][i] > 0));
  const point = bradleyTerry(total, { prior, met });
  const draws: number[][] = Array.from({ length: n }, () => []);
  const rng = makeRng(seed);
  for (let s = 0; s < samples && perDeal.length > 0; s++) {
    const m = zeroMatrix(n);
    for (let k = 0; k < perDeal.length; k++) {
      const d = perDeal[rng.int(perDeal.length)];
      for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) m[i][j] += d[i][j];
    }
    bradleyTerry(m, { prior, met, tolerance: 1e-9 }).forEach((r, i) => draws[i].push(r));
  }
  return point.map((rating, i) => {
    const sorted = draws[i].sort((a, b) => a - b);
    return { rating, rating95: sorted.length ? [quantile(sorted, 0.025), quantile(sorted, 0.975)] : [rating, rating] };
  });
}

/** Two-sided 95% Student-t quantiles for 1 to 30 degrees of freedom. */
const T95 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042];

export function t95(df: number): number {
  if (df < 1) return Infinity;
  // Beyond 30: 1.96 + 2.4/df is within 0.002 of the exact quantile.
  return df <= 30 ? T95[df - 1] : 1.959964 + 2.4 / df;
}

export interface PairedStat {
  /** Units compared (deals at a table where both bots sat). */
  n: number;
  /** Mean of the per-unit differences. */
  mean: number;
  /** 95% Student-t interval of that mean (null with fewer than 2 units). */
  mean95: [number, number] | null;
}

/** Mean of paired differences with its 95% t-interval. */
export function pairedStat(diffs: readonly number[]): PairedStat {
  const n = diffs.length;
  const m = mean(diffs);
  if (n < 2) return { n, mean: m, mean95: null };
  const half = (t95(n - 1) * stdev(diffs)) / Math.sqrt(n);
  return { n, mean: m, mean95: [m - half, m + half] };
}
