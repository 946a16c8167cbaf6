// The analysis chart's geometry (src/web/replay/analysisChart.ts).
import { describe, expect, it } from 'vitest';
import type { GameAnalysis } from '../../src/analysis/analyse.ts';
import { ANALYSIS_CHART, analysisChart } from '../../src/web/replay/analysisChart.ts';

const decision = (index: number, chosenScore: number, bestScore: number | null) => ({
  index, kind: 'main', chosen: { type: 'explore' as const }, chosenScore, best: null, bestScore, loss: bestScore === null ? 0 : Math.max(0, bestScore - chosenScore), agreed: true,
});
const analysis: GameAnalysis = {
  seat: 0, options: { iterations: 1, samples: 1, seed: 1, threshold: 1, maxMarks: 1 }, finalScore: 60,
  decisions: [decision(0, 52, 55), decision(50, 71, 70), decision(100, 64, null)], marks: [0],
};

describe('analysis chart', () => {
  it('places each decision by its step and its expected score between round bounds', () => {
    const c = analysisChart(analysis, 100);
    const { left, right, width, top, height, bottom } = ANALYSIS_CHART;
    // Scores 52..71 (and the final 60) fit between 50 and 80.
    expect(c.ticks.map((t) => t.value)).toEqual([50, 60, 70, 80]);
    expect(c.ticks[0].y).toBe(height - bottom);
    expect(c.ticks[3].y).toBe(top);
    expect(c.points.map((p) => p.x)).toEqual([left, (left + width - right) / 2, width - right]);
    expect(c.points.map((p) => p.marked)).toEqual([true, false, false]);
    expect(c.points[1].y).toBe(Math.round((top + ((height - top - bottom) * (80 - 71)) / 30) * 10) / 10);
    expect(c.line.split(' ').length).toBe(3);
  });
});
