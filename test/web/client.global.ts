// Global setup of the browser project: the web client is built once per run, here, and every
// browser test serves that folder (harness.ts clientDir()); it is removed when the run ends.
import type { TestProject } from 'vitest/node';
import { rmSync } from 'node:fs';
import { buildClient, hasChromium } from './build.ts';

export default async function setup(project: TestProject): Promise<() => void> {
  // Without Chromium every browser test is skipped: nothing to build.
  const dir = hasChromium ? await buildClient() : '';
  project.provide('clientDir', dir);
  return () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}
