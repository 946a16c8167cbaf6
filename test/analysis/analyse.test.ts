// Post-game analysis (src/analysis/analyse.ts): deterministic for a seed, and blind to what the
// analysed seat could not see.
import { describe, expect, it } from 'vitest';
import {
  analyseDecision, analyseGame, decisionPoints, markCostliest, type DecisionAnalysis, type DecisionPoint,
} from '../../src/analysis/analyse.ts';
import { createGreedyBot } from '../../src/bots/greedy.ts';
import { makeRng, mixSeed } from '../../src/bots/rng.ts';
import { playGame } from '../../src/cli/runner.ts';
import { resample, viewFor, type GameState } from '../../src/engine/index.ts';
import { markSentence } from '../../src/i18n/analysis.ts';
import { byDepth } from '../depth.ts';

// A noisy greedy seat makes costly decisions the analysis can find.
const game = playGame({ seed: 11, players: 2, startSeat: 0 }, [createGreedyBot(1, { noise: 3 }), createGreedyBot(2)]);
const input = { options: game.options, actions: game.actions, seat: 0 };
const SMALL = { iterations: 16, samples: 4, seed: 5, threshold: 0.5, maxMarks: 5 };

/** What `seat` may not see: the other hands and the order of every deck. */
function hidden(s: GameState, seat: number): string {
  return JSON.stringify({
    hands: s.players.map((p, i) => (i === seat ? null : p.hand)),
    exploration: s.explorationDeck,
    lords: s.lordDeck,
    monsters: s.monsterTokens,
    locations: s.locationStack,
  });
}

describe('post-game analysis', () => {
  const first = analyseGame(input, SMALL)!;

  it('analyses every decision of the seat and marks the costliest, the same twice', () => {
    const points = decisionPoints(game.options, game.actions, 0);
    expect(first.decisions.map((d) => d.index)).toEqual(points.map((p) => p.index));
    expect(first.marks.length).toBeGreaterThan(0);
    for (const d of first.decisions) expect(d.loss).toBeGreaterThanOrEqual(0);
    const again = analyseGame(input, SMALL)!;
    expect(again.marks).toEqual(first.marks);
    expect(again.decisions).toEqual(first.decisions);
    expect(first.finalScore).toBe(game.scores[0].total);
  });

  it('gives the same analysis when the hidden cards are scrambled consistently with the seat view', () => {
    const points = decisionPoints(game.options, game.actions, 0);
    let changed = 0;
    const scrambled: DecisionPoint[] = points.map((p) => {
      const view = viewFor(p.state, 0);
      const other = resample(view, makeRng(mixSeed(99, p.index)));
      // The scrambled state is another deal the seat cannot tell apart from the true one.
      expect(viewFor(other, 0)).toEqual(view);
      if (hidden(other, 0) !== hidden(p.state, 0)) changed++;
      return { ...p, state: other };
    });
    // Nearly every point has something hidden to scramble (the last ones may not).
    expect(changed).toBeGreaterThan(points.length / 2);
    const decisions: DecisionAnalysis[] = scrambled.map((p) => analyseDecision(p, 0, SMALL));
    expect(decisions).toEqual(first.decisions);
    expect(markCostliest(decisions, SMALL.threshold, SMALL.maxMarks)).toEqual(first.marks);
  });

  it('says each mark in English and in French', () => {
    const d = first.decisions[first.marks[0]];
    const en = markSentence(d, 'en');
    const fr = markSentence(d, 'fr');
    expect(en).toMatch(/^−\d+(\.\d)? expected points?: .+ here; the bot would have preferred .+\.$/);
    expect(fr).toMatch(/^−\d+(,\d)? points? espérés? : .+ ici ; le bot aurait préféré .+\.$/);
    expect(markSentence({ chosen: { type: 'pass' }, best: { type: 'buy' }, loss: 6, card: 9 }, 'en')).toBe(
      '−6 expected points: passing on the Jellyfish 3 here; the bot would have preferred buying the Jellyfish 3.',
    );
    expect(markSentence({ chosen: { type: 'recruit', lord: 2, allies: [] }, best: { type: 'explore' }, loss: 2.54, card: undefined }, 'fr')).toBe(
      '−2,5 points espérés : recruter le Geôlier ici ; le bot aurait préféré explorer.',
    );
  });

  it('analyses a 4-player game in bounded time (measured, not asserted)', () => {
    const four = playGame({ seed: 12, players: 4, startSeat: 0 }, [1, 2, 3, 4].map((i) => createGreedyBot(i, { noise: 1 })));
    const started = performance.now();
    let calls = 0;
    const budget = byDepth({ quick: { iterations: 20, samples: 4 }, ci: { iterations: 50, samples: 8 }, deep: { iterations: 100, samples: 16 } });
    const a = analyseGame({ options: four.options, actions: four.actions, seat: 3 }, budget, { onProgress: () => calls++ })!;
    const seconds = (performance.now() - started) / 1000;
    expect(a.decisions.length).toBeGreaterThan(20);
    expect(calls).toBe(a.decisions.length);
    console.info(`analysis of a 4-player game, seat 4: ${a.decisions.length} decisions, ${four.actions.length} actions, ${seconds.toFixed(1)} s (iterations ${budget.iterations}, samples ${budget.samples})`);
  });

  it('stops when asked to', () => {
    let done = 0;
    expect(analyseGame(input, SMALL, { onProgress: () => done++, shouldStop: () => done >= 2 })).toBeNull();
    expect(done).toBe(2);
  });
});
