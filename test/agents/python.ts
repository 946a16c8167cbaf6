// Debian's python3 for the agent tests (the project's documented interpreter), or any python3
// on PATH; the tests that need it are skipped, with the reason in their name, when none exists.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

function findPython(): string | null {
  if (existsSync('/usr/bin/python3')) return '/usr/bin/python3';
  try {
    return execFileSync('sh', ['-c', 'command -v python3'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

export const PYTHON = findPython();
export const SKIP_REASON = PYTHON ? '' : ' (skipped: no python3 on this machine)';
export const REFERENCE_AGENT = fileURLToPath(new URL('../../examples/random_agent.py', import.meta.url));
export const FAKE_AGENT = fileURLToPath(new URL('./fake_agent.py', import.meta.url));

/** A bot spec running a Python script with arguments (quoted: paths may hold spaces). */
export function pySpec(script: string, args: string[] = [], params = ''): string {
  return `ext:${params}"${PYTHON}" "${script}"${args.map((a) => ` "${a}"`).join('')}`;
}
