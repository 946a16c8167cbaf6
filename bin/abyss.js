#!/usr/bin/env node
// Launcher for the `abyss` command: registers the tsx loader so Node runs the TypeScript
// sources directly (no build step), then hands over to src/cli/index.ts.
import process from 'node:process';
import { register } from 'tsx/esm/api';

/** Whatever escapes a command becomes one line and exit 1; ABYSS_DEBUG=1 adds the stack. */
function fatal(e) {
  const message = (e instanceof Error ? e.message : String(e)).replace(/\s*\n\s*/g, ' ').trim();
  process.stderr.write(`abyss: ${message || 'unexpected error'}\n`);
  if (process.env.ABYSS_DEBUG === '1' && e instanceof Error && e.stack) process.stderr.write(`${e.stack}\n`);
  process.exit(1);
}

process.on('uncaughtException', fatal);
process.on('unhandledRejection', fatal);
// `abyss sim --json | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (e) => (e.code === 'EPIPE' ? process.exit(0) : fatal(e)));

try {
  register();
  const { main } = await import('../src/cli/index.ts');
  await main(process.argv);
} catch (e) {
  fatal(e);
}
