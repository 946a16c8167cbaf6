// The analysis chart's geometry (AnalysisPanel.tsx): the analysed seat's expected final score
// after each of its decisions, placed by the decision's step in the game, with the marked
// decisions as dots. Pure numbers, tested without a browser (test/web/analysisChart.test.ts).
import type { GameAnalysis } from '../../protocol/analysis.ts';

export const ANALYSIS_CHART = { width: 600, height: 160, left: 34, right: 8, top: 8, bottom: 18 } as const;

export interface ChartPoint {
  /** Index of the decision in the analysis, and of its action in the game. */
  decision: number;
  index: number;
  x: number;
  y: number;
  marked: boolean;
}

export interface AnalysisChartModel {
  points: ChartPoint[];
  /** The polyline of expected scores ("x,y x,y ..."). */
  line: string;
  /** Horizontal guides: score values and their y. */
  ticks: { value: number; y: number }[];
  /** x of an action index (for the replay's current step). */
  xOf(index: number): number;
}

export function analysisChart(a: GameAnalysis, actions: number): AnalysisChartModel {
  const { width, height, left, right, top, bottom } = ANALYSIS_CHART;
  const values = a.decisions.flatMap((d) => (d.bestScore === null ? [d.chosenScore] : [d.chosenScore, d.bestScore]));
  let lo = Math.floor(Math.min(...values, a.finalScore ?? Infinity) / 10) * 10;
  let hi = Math.ceil(Math.max(...values, a.finalScore ?? -Infinity) / 10) * 10;
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) [lo, hi] = [0, 10];
  if (hi === lo) hi = lo + 10;
  const xOf = (index: number): number => left + ((width - left - right) * index) / Math.max(1, actions);
  const yOf = (v: number): number => top + ((height - top - bottom) * (hi - v)) / (hi - lo);
  const marked = new Set(a.marks);
  const points = a.decisions.map((d, i) => ({ decision: i, index: d.index, x: round(xOf(d.index)), y: round(yOf(d.chosenScore)), marked: marked.has(i) }));
  const step = hi - lo > 40 ? 20 : 10;
  const ticks: { value: number; y: number }[] = [];
  for (let v = lo; v <= hi; v += step) ticks.push({ value: v, y: round(yOf(v)) });
  return { points, line: points.map((p) => `${p.x},${p.y}`).join(' '), ticks, xOf: (i) => round(xOf(i)) };
}

function round(x: number): number {
  return Math.round(x * 10) / 10;
}
