// The Python package (python/abyss) in CI: its own tests (python/tests, stdlib unittest) run
// with Debian's python3 and numpy against this checkout's engine. Skipped, with the reason in
// the test's name, only where python3 or numpy is missing (.ci/run installs python3-numpy).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PYTHON } from '../agents/python.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function numpyProblem(): string | null {
  if (!PYTHON) return 'no python3 on this machine';
  const r = spawnSync(PYTHON, ['-c', 'import numpy'], { encoding: 'utf8' });
  return r.status === 0 ? null : `${PYTHON} has no numpy (apt-get install python3-numpy)`;
}

const problem = numpyProblem();

describe.skipIf(problem !== null)(`the Python package abyss${problem ? ` (skipped: ${problem})` : ''}`, () => {
  it('passes its unittest suite: Env (Gymnasium), AECEnv (PettingZoo), VectorEnv, one engine process', () => {
    const r = spawnSync(PYTHON!, ['-m', 'unittest', 'discover', '-s', 'python/tests', '-v'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, PYTHONPATH: 'python', PYTHONDONTWRITEBYTECODE: '1' },
      timeout: 600_000,
    });
    // unittest reports on stderr; the last line is "OK" or "FAILED (…)".
    const report = r.stderr.trim().split('\n');
    if (r.status !== 0) throw new Error(`python tests failed:\n${report.slice(-40).join('\n')}`);
    expect(report.at(-1)).toBe('OK');
    expect(Number(/Ran (\d+) tests?/.exec(r.stderr)?.[1])).toBeGreaterThanOrEqual(15);
  });
});
