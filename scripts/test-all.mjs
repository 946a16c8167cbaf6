// `npm test` (what CI runs): lint and type-check beside the test run rather than before it.
// Each takes one core for a while; the test run leaves cores idle (while the client builds,
// while Chromium and the server wait on each other, in the last files), so the three end
// sooner together than one after another. Lint's and the type-check's output is printed after
// the tests' (not interleaved with them); the command fails if any of the three fails.
// Arguments go to `vitest run` (`npm test -- test/engine` runs one folder, still linted).
import { spawn } from 'node:child_process';
import process from 'node:process';

/** Runs a command; with `capture`, its output is kept and returned instead of shown. */
function run(label, command, args, capture) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (capture) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.on('error', (e) => resolve({ label, code: 1, output: `${output}${e.message}\n`, seconds: 0 }));
    child.on('close', (code, signal) => resolve({ label, code: code ?? (signal ? 1 : 0), output, seconds: (Date.now() - started) / 1000 }));
  });
}

const bin = (name) => `node_modules/.bin/${name}`;
const checks = [run('lint (eslint .)', bin('eslint'), ['.'], true), run('type-check (tsc --noEmit)', bin('tsc'), ['--noEmit'], true)];
const tests = await run('tests (vitest run)', bin('vitest'), ['run', ...process.argv.slice(2)], false);
let failed = tests.code !== 0;
for (const r of await Promise.all(checks)) {
  const ok = r.code === 0;
  failed ||= !ok;
  process.stdout.write(`\n${r.label}: ${ok ? 'passed' : `FAILED (exit ${r.code})`} in ${r.seconds.toFixed(0)} s\n`);
  if (r.output.trim()) process.stdout.write(r.output.endsWith('\n') ? r.output : `${r.output}\n`);
}
process.exitCode = failed ? 1 : 0;
