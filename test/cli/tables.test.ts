import { describe, expect, it } from 'vitest';
import { formatBench, type BenchLine } from '../../src/cli/bench.ts';
import { scoreTable } from '../../src/cli/play.ts';
import type { GameRecord, SimConfig } from '../../src/cli/sim-core.ts';
import { formatSummary, summarize } from '../../src/cli/sim.ts';
import { wrapText } from '../../src/cli/style.ts';
import type { GameResult } from '../../src/cli/runner.ts';

const BOTS = ['search:iterations=4000:playoutDepth=40:epsilon=0.25', 'greedy:noise=1.5:epsilon=0.3', 'hard', 'search:thinkMs=500:exploration=0.7'];
const config: SimConfig = { games: 8, players: 4, bots: BOTS, seed: 123456789, martialLaw: true, deProfundis: true, budget: {} };

/** Eight made-up 4-player games with 3-digit counts everywhere (the widest cells). */
function records(): GameRecord[] {
  return Array.from({ length: 8 }, (_, index) => ({
    index,
    seed: index,
    seats: BOTS.map((_, s) => BOTS[(s + index) % 4]),
    scores: BOTS.map((_, seat) => ({ seat, locations: 100 + seat, lords: 120, allies: 130, monsters: 140, total: 490 + seat, pearls: 105, rank: 4 - seat })),
    decisions: 1234,
    turns: 321,
    thinkSeconds: [1234.5, 2, 3, 4],
    seatDecisions: [300, 300, 300, 334],
    // Search bots report iterations (their line must fit too); greedy does not.
    iterations: BOTS.map((_, s) => (BOTS[(s + index) % 4].startsWith('greedy') ? null : { decisions: 300, total: 1_234_567, min: 18, max: 15_190 })),
  }));
}

const widths = (text: string): number[] => text.split('\n').map((l) => l.length);

describe('tables fit 80 columns', () => {
  it('sim: every line of the summary of 4 long bot specs', () => {
    const text = formatSummary(summarize(config, records(), 98765.4, 64));
    expect(Math.max(...widths(text))).toBeLessThanOrEqual(80);
    // Cells are wrapped, never cut short (cli-table3 marks a cut with '…').
    expect(text.split('').filter((ch) => ch === '…')).toEqual([]);
  });

  it('bench: every line of the table', () => {
    const line = (name: string): BenchLine => ({ name, unit: 'decisions', count: 123456789, wallSeconds: 3, cpuSeconds: 3, perSecond: 1234567.8, perCpuSecond: 1234567.8 });
    const text = formatBench([line('greedy decision (2+ legal actions; positions of random play)'), line('random playouts cut after 5000 decisions (never ending)')]);
    expect(Math.max(...widths(text))).toBeLessThanOrEqual(80);
  });

  it('play: the final score table with long names', () => {
    const result = { scores: records()[0].scores } as GameResult;
    const text = scoreTable(result, ['A human with a very long name indeed', ...BOTS.slice(1).map((b) => `${b} (bot)`)]);
    expect(Math.max(...widths(text))).toBeLessThanOrEqual(80);
  });

  it('wraps at spaces and cuts a long word after a separator', () => {
    expect(wrapText('win rate in this seat', 9)).toEqual(['win rate', 'in this', 'seat']);
    expect(wrapText('search:iterations=400', 12)).toEqual(['search:', 'iterations=', '400']);
    expect(wrapText('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
  });
});
