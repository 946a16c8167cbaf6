// Global setup of the browser project: the web client is built once per run, here, and every
// browser test serves that folder (harness.ts clientDir()); it is removed when the run ends.
// The build runs in a child process beside the first test files (the unit project's, or any
// other) instead of before them: it writes BUILD_DONE into the folder when it ends, and a
// browser test waits for that file (harness.ts) before serving the folder.
import type { TestProject } from 'vitest/node';
import { spawn } from 'node:child_process';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_DONE, hasChromium, startBuild } from './build.ts';

export default function setup(project: TestProject): () => void {
  // Without Chromium every browser test is skipped: nothing to build.
  if (!hasChromium) {
    project.provide('clientDir', '');
    return () => {};
  }
  const { outDir, command, args, env } = startBuild();
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  // Written beside, then renamed: a waiting test sees the file only whole (a plain write
  // creates it empty first, and a test that read it at that moment failed with "").
  const done = (result: string): void => {
    const file = join(outDir, BUILD_DONE);
    writeFileSync(`${file}.part`, result);
    renameSync(`${file}.part`, file);
  };
  child.on('error', (e) => done(`the client build did not start: ${e.message}`));
  child.on('close', (code, signal) => done(code === 0 ? 'ok' : `the client build failed (${signal ?? `exit ${code}`}):\n${output}`));
  project.provide('clientDir', outDir);
  return () => {
    child.kill();
    rmSync(outDir, { recursive: true, force: true });
  };
}
