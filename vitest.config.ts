import { defineConfig } from 'vitest/config';
import { DEPTH } from './test/depth.ts';

// Two projects: `unit` (engine, bots, server, CLI, research, the client's pure modules) and
// `browser` (files named *.browser.test.ts: real Chromium against a real server), which
// builds the web client once per run in its global setup. How deep the property tests go
// is one setting, ABYSS_TEST_DEPTH (test/depth.ts); the tiers are npm scripts
// (docs/contributing.md, "Tests").
const BROWSER = 'test/**/*.browser.test.ts';

/**
 * Left out of the quick tier (`npm run test:quick`, ABYSS_TEST_DEPTH=quick), run by `npm test`
 * and the deep tier: files of many whole games or of other processes whose cost does not
 * shrink with the depth (each took 10 s or more of a quick run under load).
 */
const FULL_TIER_ONLY = [
  'test/engine/copy-on-write.test.ts', // every action offered along 24 games, from frozen states
  'test/env/python.test.ts', // the Python package's own tests, in python3
  'test/analysis/analyse.test.ts', // searches at every decision of whole games
  'test/engine/leviathan/labels.test.ts', // 60 Leviathan games, every action named in two languages
  'test/web/leviathan-play.test.ts', // five-player games rendered prompt by prompt
  'test/engine/replay.test.ts', // 34 games replayed three ways
  'test/bots/leviathan-games.test.ts', // bots (search among them) play whole Leviathan games
  'test/env/expansions.test.ts', // games through the environment at every expansion table
  'test/engine/leviathan/games.test.ts', // random Leviathan games with accounting after each action
];

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Vitest's default on a 2-core machine is one worker; two keep both cores busy, and
    // a browser test waiting on Chromium leaves its core to an engine test.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: [BROWSER, ...(DEPTH === 'quick' ? FULL_TIER_ONLY : [])],
        },
      },
      { extends: true, test: { name: 'browser', include: [BROWSER], globalSetup: ['test/web/client.global.ts'] } },
    ],
  },
});
