// The README's picture of the table: a seeded 4-player game (me and three bots) drawn by the
// real client in Debian's Chromium at 1280×800, after a few moves of mine. Re-run after a
// visible change: `npx tsx bench/screenshot.ts` (writes docs/images/table.png).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { main } from '../src/server/main.ts';
import type { CreateGameResponse } from '../src/protocol/game.ts';
import { buildClient, CHROMIUM } from '../test/web/build.ts';

const dir = await buildClient();
const db = mkdtempSync(join(tmpdir(), 'abyss-shot-'));
const server = await main({
  port: 0, dbFile: join(db, 'abyss.sqlite'), staticDir: dir, databaseUrl: '', redisUrl: '', logger: false, quiet: true,
  undoGraceMs: 0, bots: { delayMs: 0, budgetMs: 200, threads: 0, seed: 1 },
});
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--lang=en-US'] });
try {
  const created = (await (await fetch(`${server.url}/api/games`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ players: [{ kind: 'human', name: 'You' }, { kind: 'bot', level: 'medium' }, { kind: 'bot', level: 'medium' }, { kind: 'bot', level: 'medium' }], options: { seed: 11, startSeat: 1 } }),
  })).json()) as CreateGameResponse;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  await context.addInitScript(() => localStorage.setItem('abyss.botSpeed.v1', 'instant'));
  const page = await context.newPage();
  await page.goto(`${server.url}/play/${created.gameId}#token=${created.seats[0].token}`);
  await page.waitForSelector('.game[data-mine="true"]', { timeout: 60_000 });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  await page.screenshot({ path: resolve('docs/images/table.png') });
} finally {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(db, { recursive: true, force: true });
}
