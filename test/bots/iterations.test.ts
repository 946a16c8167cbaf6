// Budgets that travel: every search reports the iterations it reached per decision.
import { describe, expect, it } from 'vitest';
import { fast, newGame, viewFor, type GameState } from '../engine/mutable.ts';
import { greedyAction } from '../../src/bots/greedy.ts';
import { createBot, parseBotSpec } from '../../src/bots/index.ts';
import { createParallelSearchBot } from '../../src/bots/parallel.ts';
import { createSearchBot, iterationTally, mergeTallies } from '../../src/bots/search.ts';
import { runGames, summarize, formatSummary } from '../../src/cli/sim.ts';
import type { SimConfig } from '../../src/cli/sim-core.ts';

/** A mid-game position with a real choice for the seat to move. */
function position(): GameState {
  const s = newGame({ seed: 41, players: 2, startSeat: 0 });
  for (let i = 0; i < 30; i++) fast.apply(s, greedyAction(viewFor(s, s.pending!.seat)));
  return s;
}

describe('iterations per decision', () => {
  it('a search bot counts the iterations of each searched decision', () => {
    const s = position();
    const view = viewFor(s, s.pending!.seat);
    expect(view.legal.length).toBeGreaterThan(1);
    const bot = createSearchBot(1, { iterations: 7, playoutDepth: 10 });
    bot.decide(view);
    bot.decide(view);
    expect(bot.iterations).toEqual({ decisions: 2, total: 14, min: 7, max: 7 });
    // A decision with one legal action is not searched and not counted.
    bot.decide({ ...view, legal: [view.legal[0]] });
    expect(bot.iterations.decisions).toBe(2);
  });

  it('tells search bots from the others', () => {
    expect(iterationTally(createBot(parseBotSpec('greedy'), 1))).toBeUndefined();
    expect(iterationTally(createBot(parseBotSpec('search:iterations=5'), 1))).toEqual({ decisions: 0, total: 0, min: 0, max: 0 });
  });

  it('merges tallies: sums, the lowest min and the highest max', () => {
    expect(mergeTallies([
      { decisions: 2, total: 10, min: 4, max: 6 },
      { decisions: 0, total: 0, min: 0, max: 0 },
      { decisions: 1, total: 9, min: 9, max: 9 },
    ])).toEqual({ decisions: 3, total: 19, min: 4, max: 9 });
  });

  it('the parallel bot counts the iterations of all its threads as one decision', async () => {
    const s = position();
    const bot = createParallelSearchBot(3, 2, { iterations: 9, playoutDepth: 10 });
    try {
      await bot.decide(viewFor(s, s.pending!.seat));
    } finally {
      await bot.close();
    }
    expect(bot.iterations).toEqual({ decisions: 1, total: 9, min: 9, max: 9 });
  });

  it('sim reports them per bot, in the summary and its text', async () => {
    const config: SimConfig = { games: 2, players: 2, bots: ['greedy', 'search:iterations=3:playoutDepth=8'], seed: 9, martialLaw: false, budget: {} };
    const summary = summarize(config, await runGames(config, { jobs: 1, progress: false }), 1, 1);
    expect(summary.bots[0].iterations).toBeUndefined();
    const it = summary.bots[1].iterations!;
    expect(it.decisions).toBeGreaterThan(10);
    expect([it.mean, it.min, it.max]).toEqual([3, 3, 3]);
    // The line wraps at 80 columns; joined again it reads as one sentence.
    const text = formatSummary(summary).split('\n');
    expect(text.every((l) => l.length <= 80)).toBe(true);
    expect(text.join(' ')).toContain(`search:iterations=3:playoutDepth=8: 3.0 iterations/decision (min 3, max 3; n=${it.decisions})`);
  });
});
