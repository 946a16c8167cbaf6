// Two friends at one table, each in their own browser (separate storage), joined by invite link:
// every move shows up live on the other screen; undo takes back a recruitment.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, version } from './clickbot.ts';
import { artifact, buildClient, hasChromium, launch, openPage, removeDir, startServer, type Server } from './harness.ts';

async function state(page: Page): Promise<{ mine: boolean; over: boolean; version: number }> {
  return page.evaluate(() => {
    const g = document.querySelector('.game');
    return { mine: g?.getAttribute('data-mine') === 'true', over: g?.getAttribute('data-over') === 'true', version: Number(g?.getAttribute('data-version') ?? -1) };
  });
}

async function caughtUp(page: Page, v: number): Promise<void> {
  await page.waitForFunction((want) => Number(document.querySelector('.game')?.getAttribute('data-version')) >= want, v, { timeout: 15_000 });
}

describe.skipIf(!hasChromium)('web client: two friends by invite link', () => {
  let outDir = '';
  let server: Server;
  let browser: Browser;

  beforeAll(async () => {
    outDir = await buildClient();
    server = await startServer(outDir);
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.running.close();
    if (outDir) removeDir(outDir);
  });

  it('plays a whole game between two browser contexts', async () => {
    const errors: string[] = [];
    const ann = await openPage(await browser.newContext({ viewport: { width: 1280, height: 860 } }), errors);
    const bob = await openPage(await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }), errors);

    // Ann creates a two-seat game: herself and a friend.
    await ann.goto(server.url);
    await ann.click('[aria-label="Remove seat 4"]');
    await ann.click('[aria-label="Remove seat 3"]');
    await ann.fill('[data-seat-name="0"]', 'Ann');
    await ann.selectOption('[data-seat-kind="1"]', 'friend');
    await ann.fill('[data-seat-name="1"]', 'Bob');
    await ann.click('[data-act="create"]');
    const invite = await ann.inputValue('[data-invite="1"]');
    expect(invite).toMatch(/\/play\/[\w-]+#token=/);
    await ann.click('[data-act="go-to-table"]');
    await ann.waitForSelector('.game[data-seat="0"]');

    // Bob opens his link in another browser; the token leaves the address bar.
    await bob.goto(invite);
    await bob.waitForSelector('.game[data-seat="1"]');
    expect(bob.url()).not.toContain('token=');

    // A tooltip on hover: every card explains itself.
    const card = ann.locator('.court .card').first();
    await card.scrollIntoViewIfNeeded();
    await card.hover();
    await card.hover({ position: { x: 10, y: 10 } });
    await expect.poll(() => ann.locator('.tooltip').count()).toBe(1);
    expect(await ann.locator('.tooltip').textContent()).toMatch(/IP/);

    const pages = [ann, bob];
    let decisions = 0;
    let undone = false;
    let shot = false;
    let builderShot = false;
    const onBuilder = async (): Promise<void> => {
      if (builderShot) return;
      builderShot = true;
      await bob.screenshot({ path: artifact('builder-phone.png') });
    };
    for (;;) {
      const states = await Promise.all(pages.map(state));
      if (states.every((s) => s.over)) break;
      const i = states.findIndex((s) => s.mine && !s.over);
      if (i < 0) {
        await ann.waitForTimeout(50);
        continue;
      }
      const page = pages[i];
      const other = pages[1 - i];
      const before = Number(await version(page));
      const courtBefore = await page.locator('.court .card.lord').count();
      await answer(page, i === 1 ? { manual: true, onBuilder } : {});
      decisions++;
      // Undo once, right after a recruitment (that did not refill the Court: a reveal cannot be undone).
      if (!undone && (await page.locator('.court .card.lord').count()) === courtBefore - 1 && (await page.locator('.prompt [data-act="undo"]').count()) > 0) {
        const v = Number(await version(page));
        await page.click('.prompt [data-act="undo"]');
        await caughtUp(page, v + 1);
        expect(await page.locator('.court .card.lord').count()).toBe(courtBefore);
        undone = true;
      }
      const after = Number(await version(page));
      expect(after).toBeGreaterThan(before);
      // The other screen follows without a reload.
      await caughtUp(other, after);
      if (!shot && decisions >= 30) {
        shot = true;
        await bob.screenshot({ path: artifact('friends-phone.png'), fullPage: false });
      }
      if (decisions > 3000) throw new Error('The game did not end');
    }
    await ann.getByTestId('score-screen').waitFor();
    await bob.getByTestId('score-screen').waitFor();
    await bob.waitForTimeout(800);
    await bob.screenshot({ path: artifact('friends-phone-score.png'), fullPage: true });
    expect(undone).toBe(true);
    console.log(`two friends: ${decisions} decisions`);
    expect(errors).toEqual([]);
  }, 900_000);
});
