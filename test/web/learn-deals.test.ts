// The expansion tutorials' fixed deals (src/web/learn/expansions.ts): along the path the browser
// plays (tutorialPath.ts: the worker's easy bot, the click bot's answers), every lesson of each
// tutorial comes up at one of the person's decisions, in a short game.
import { describe, expect, it } from 'vitest';
import { EXPANSION_LESSONS, EXPANSION_TUTORIALS } from '../../src/web/learn/expansions.ts';
import { playTutorialDeal } from './tutorialPath.ts';

describe('the expansion tutorials\' deals', () => {
  for (const which of EXPANSION_TUTORIALS) {
    it(`${which}: every lesson comes up at one of the person's decisions, in a short game`, () => {
      const { lessons, decisions } = playTutorialDeal(which);
      expect([...lessons.keys()].sort()).toEqual(Object.keys(EXPANSION_LESSONS[which]).sort());
      expect(decisions).toBeLessThanOrEqual(90);
    });
  }
});
