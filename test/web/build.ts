// The web client's production build for the browser tests, and where Chromium is. No Vitest
// import here: the browser project's global setup (client.global.ts) runs it in Vitest's main process.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

/** The file a background build (startBuild) writes into its folder when it ends: "ok", or why it failed. */
export const BUILD_DONE = '.build-done';

/** A production build of the client into a new temp folder (precompressed, as `npm run build:web` writes it). */
export async function buildClient(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'abyss-web-'));
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: resolve('vite.config.ts'), mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = env;
  }
  return outDir;
}

/**
 * The same build as buildClient, as a command to run in a child process (`vite build`, the
 * production mode and React's production build) into a new temp folder.
 */
export function startBuild(): { outDir: string; command: string; args: string[]; env: NodeJS.ProcessEnv } {
  const outDir = mkdtempSync(join(tmpdir(), 'abyss-web-'));
  const vite = resolve('node_modules/vite/bin/vite.js');
  return {
    outDir,
    command: process.execPath,
    args: [vite, 'build', '--config', resolve('vite.config.ts'), '--mode', 'production', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    env: { ...process.env, NODE_ENV: 'production' },
  };
}
