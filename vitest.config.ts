import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { DEPTH } from './test/depth.ts';

// Three projects: `unit` and `unit-isolated` (engine, bots, server, CLI, research, the
// client's pure modules; SHARED below says which goes where) and `browser` (files named
// *.browser.test.ts: real Chromium against a real server), which builds the web client once
// per run in its global setup. How deep the property tests go
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
  'test/engine/listing-order.test.ts', // the 400 recorded games recorded again
];

/**
 * Files of the folders whose tests load the engine and pure modules only: one worker runs
 * many of them in one module graph (project `unit`, `isolate: false`; 27 such files took 43%
 * less CPU so). A file that mocks a module (`vi.mock`) would replace it for the files after
 * it in that worker: those stay in `unit-isolated` (MOCKS), with the server, CLI and agent
 * tests (servers, databases, child processes, environment variables) and any new folder.
 */
const SHARED_DIRS = ['test/engine', 'test/bots', 'test/analysis', 'test/i18n', 'test/env', 'test/web', 'test/docs', 'test/suite'];
const MOCKS = ['test/engine/leviathan/monster.test.ts', 'test/web/leviathan.test.ts', 'test/web/leviathan-play.test.ts'];
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const SHARED = SHARED_DIRS.flatMap((dir) => readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((f) => `${dir}/${f.split(sep).join('/')}`))
  .filter((f) => f.endsWith('.test.ts') && !f.endsWith('.browser.test.ts') && !MOCKS.includes(f));
const QUICK_OUT = DEPTH === 'quick' ? FULL_TIER_ONLY : [];

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Vitest's default on a 2-core machine is one worker; two keep both cores busy, and
    // a browser test waiting on Chromium leaves its core to an engine test.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: SHARED, exclude: QUICK_OUT, isolate: false } },
      { extends: true, test: { name: 'unit-isolated', include: ['test/**/*.test.ts', 'src/**/*.test.ts'], exclude: [BROWSER, ...SHARED, ...QUICK_OUT] } },
      { extends: true, test: { name: 'browser', include: [BROWSER], globalSetup: ['test/web/client.global.ts'] } },
    ],
  },
});
