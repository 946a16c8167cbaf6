// The first load: the JavaScript a browser fetches to show the lobby, gzip-compressed as the
// server sends it, stays within 120 KB in each language; the rules, the table and the
// expansions' parts are fetched only when a page needs them (src/web/App.tsx, Lobby.tsx,
// i18n/index.ts). The sizes are those of the built files the server serves.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CreateGameResponse } from '../../src/protocol/game.ts';
import { artifact, browserTable, hasChromium, json, openPage } from './harness.ts';

const BUDGET = 120 * 1024;

/** The built files a page fetched from /assets/ that are JavaScript, with their gzip sizes (level 9, as the build's .gz). */
function sizes(outDir: string, urls: readonly string[]): { file: string; gzip: number }[] {
  const files = [...new Set(urls.map((u) => new URL(u).pathname).filter((p) => /^\/assets\/[^/]+\.js$/.test(p)))];
  return files.map((p) => ({ file: basename(p), gzip: gzipSync(readFileSync(join(outDir, p)), { level: 9 }).length })).sort((a, b) => b.gzip - a.gzip);
}

/** Every URL the page requests from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

describe.skipIf(!hasChromium)('web client: first load', () => {
  const t = browserTable();

  for (const [locale, title] of [['en-US', 'New game'], ['fr-FR', 'Nouvelle partie']] as const) {
    it(`the lobby in ${locale} fetches at most 120 KB gzip of JavaScript, and nothing of the table or the rules`, async () => {
      const errors: string[] = [];
      const context = await t.browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
      const page = await openPage(context, errors);
      const urls = recordRequests(page);
      await page.goto(t.server.url);
      await expect.poll(() => page.textContent('[data-testid="create-title"]')).toBe(title);
      await page.waitForLoadState('networkidle');
      const lobby = sizes(t.outDir, urls);
      const total = lobby.reduce((n, f) => n + f.gzip, 0);
      console.log(`first load ${locale}`, JSON.stringify({ totalGzip: total, files: lobby }));
      writeFileSync(artifact(`first-load-${locale}.json`), JSON.stringify({ totalGzip: total, files: lobby }, null, 2));
      // One language's catalogue, not the other's.
      const catalogues = lobby.map((f) => f.file.split('-')[0]).filter((name) => name === 'en' || name === 'fr');
      expect(catalogues).toEqual([locale.slice(0, 2)]);
      expect(lobby.map((f) => f.file).filter((f) => /^(GameScreen|RulesPanel|ReplayScreen|AccountPage)-/.test(f))).toEqual([]);
      expect(total).toBeLessThanOrEqual(BUDGET);

      // The rules reference comes when opened, and shows.
      await page.click('[data-act="rules"]');
      await page.locator('dialog.rules[open] .rules-body').waitFor();
      expect(sizes(t.outDir, urls).map((f) => f.file).some((f) => f.startsWith('RulesPanel-'))).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }

  it('a table fetches its parts when opened, and a language switch fetches the other catalogue', async () => {
    const g = await json<CreateGameResponse>(`${t.server.url}/api/games`, {
      players: [{ kind: 'human', name: 'Ann' }, { kind: 'bot', level: 'easy', name: 'Bob' }],
      options: { startSeat: 0, seed: 7, kraken: true },
    });
    const errors: string[] = [];
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await openPage(context, errors);
    const urls = recordRequests(page);
    await page.goto(t.server.url + g.seats[0].inviteUrl!);
    await page.waitForSelector('.game[data-seat="0"], [data-act="take-seat"]');
    if (await page.locator('[data-act="take-seat"]').count()) await page.click('[data-act="take-seat"]');
    await page.waitForSelector('.game[data-mine="true"]');
    const table = sizes(t.outDir, urls);
    console.log('table load', JSON.stringify({ totalGzip: table.reduce((n, f) => n + f.gzip, 0), files: table }));
    expect(table.some((f) => f.file.startsWith('GameScreen-'))).toBe(true);
    await page.selectOption('[data-testid="lang-switch"]', 'fr');
    await expect.poll(() => page.textContent('.council h3')).toBe('Conseil');
    expect(sizes(t.outDir, urls).map((f) => f.file.split('-')[0]).filter((n) => n === 'en' || n === 'fr').sort()).toEqual(['en', 'fr']);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
