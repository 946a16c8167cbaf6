// The score chart's geometry: one bar per player, a segment per source of the score sheet.
// Gains stack rightwards from zero; losses (Nebulis and the Kraken, Wounds) run back from the
// end of the gains, on a strip below, to where the total lies: what is drawn adds up to the
// total. The scale leaves room for the longest bar's total label inside the chart.
import type { ScoreLine, ScoreSheet } from '../../engine/index.ts';

/** Every column of a score sheet that counts toward the total, in the table's order. */
export const SCORE_SOURCES = ['locations', 'lords', 'allies', 'monsters', 'nebulis', 'leviathan'] as const;
export type ScoreSource = (typeof SCORE_SOURCES)[number];

export interface Segment {
  source: ScoreSource;
  value: number;
  /** Where it starts and how wide it is, in the chart's units (viewBox). */
  x: number;
  width: number;
}

export interface Bar {
  seat: number;
  total: number;
  /** Gains, left to right from zero. */
  gains: Segment[];
  /** Losses, right to left from the end of the gains. */
  losses: Segment[];
  /** Where the total lies (the end of the gains less the losses). */
  totalX: number;
  /** Where the total's label starts: right of the bar's longest reach. */
  labelX: number;
}

export interface ChartGeometry {
  width: number;
  /** Left of the zero line (the players' names sit left of it). */
  left: number;
  /** Kept free right of the longest bar for its label. */
  right: number;
}

export const CHART: ChartGeometry = { width: 480, left: 78, right: 48 };

/** A source's points on a line (0 where the expansion is not played). */
export const points = (line: ScoreLine, source: ScoreSource): number => line[source] ?? 0;

/** The sources a sheet has: the expansions' columns only where they are played. */
export function sourcesOf(scores: ScoreSheet): ScoreSource[] {
  return SCORE_SOURCES.filter((s) => (s !== 'nebulis' && s !== 'leviathan') || scores.some((l) => l[s] !== undefined));
}

export function chartBars(scores: ScoreSheet, g: ChartGeometry = CHART): Bar[] {
  const sources = sourcesOf(scores);
  const gainsOf = (line: ScoreLine): number => sources.reduce((n, s) => n + Math.max(0, points(line, s)), 0);
  const reach = Math.max(1, ...scores.map(gainsOf));
  const scale = (g.width - g.left - g.right) / reach;
  const sorted = [...scores].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  return sorted.map((line) => {
    let x = g.left;
    const gains: Segment[] = [];
    for (const source of sources) {
      const value = points(line, source);
      if (value < 0) continue;
      gains.push({ source, value, x, width: value * scale });
      x += value * scale;
    }
    const end = x;
    const losses: Segment[] = [];
    for (const source of sources) {
      const value = points(line, source);
      if (value >= 0) continue;
      x += value * scale;
      losses.push({ source, value, x, width: -value * scale });
    }
    return { seat: line.seat, total: line.total, gains, losses, totalX: x, labelX: end + 6 };
  });
}
