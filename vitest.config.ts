import { defineConfig } from 'vitest/config';

// Two projects: `unit` (engine, bots, server, CLI, research, the client's pure modules) and
// `browser` (files named *.browser.test.ts: real Chromium against a real server), which
// builds the web client once per run in its global setup. How deep the property tests go
// is one setting, ABYSS_TEST_DEPTH (test/depth.ts); the tiers are npm scripts
// (docs/contributing.md, "Tests").
const BROWSER = 'test/**/*.browser.test.ts';

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Vitest's default on a 2-core machine is one worker; two keep both cores busy, and
    // a browser test waiting on Chromium leaves its core to an engine test.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts', 'src/**/*.test.ts'], exclude: [BROWSER] } },
      { extends: true, test: { name: 'browser', include: [BROWSER], globalSetup: ['test/web/client.global.ts'] } },
    ],
  },
});
