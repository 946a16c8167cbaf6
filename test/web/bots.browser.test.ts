// A whole game in the browser against three bots, from the lobby to the score screen, by clicks.
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playToEnd } from './clickbot.ts';
import { animationsDone, artifact, browserTable, hasChromium, initialJsGzip, openPage } from './harness.ts';

describe.skipIf(!hasChromium)('web client: a full game against three bots', () => {
  const t = browserTable();

  it('creates the game in the lobby, plays it to the end and shows the scores', async () => {
    const errors: string[] = [];
    const context = await t.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await openPage(context, errors);
    const started = Date.now();
    await page.goto(t.server.url);
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    const lobbyMs = await page.evaluate(() => performance.getEntriesByName('abyss:lobby')[0]?.startTime ?? -1);

    await page.fill('[data-seat-name="0"]', 'Ann');
    await page.selectOption('[data-seat-level="1"]', 'easy');
    await page.selectOption('[data-seat-level="2"]', 'easy');
    await page.selectOption('[data-seat-level="3"]', 'easy');
    await page.click('[data-act="create"]');
    await page.waitForSelector('.game');
    expect(page.url()).toMatch(/\/play\/[\w-]+$/);

    // First render of a table on a fresh load (cold navigation to the game page).
    await page.reload();
    await page.waitForSelector('.game');
    const tableMs = await page.evaluate(() => performance.getEntriesByName('abyss:table')[0]?.startTime ?? -1);

    let shot = false;
    let builderShot = false;
    const decisions = await playToEnd(page, {
      style: {
        onBuilder: async () => {
          if (builderShot) return;
          builderShot = true;
          await page.screenshot({ path: artifact('builder-desktop.png') });
        },
      },
      onDecision: async (n) => {
        if (!shot && n >= 40) {
          shot = true;
          await page.screenshot({ path: artifact('table-desktop.png'), fullPage: true });
          await page.setViewportSize({ width: 390, height: 844 });
          await page.screenshot({ path: artifact('table-phone.png'), fullPage: true });
          await page.setViewportSize({ width: 1400, height: 900 });
        }
      },
    });
    const score = page.getByTestId('score-screen');
    await score.waitFor();
    expect(await score.locator('tbody tr').count()).toBe(4);
    expect(await score.locator('svg.score-chart rect').count()).toBeGreaterThanOrEqual(16);
    await animationsDone(page); // the arrivals in place before the picture
    await page.screenshot({ path: artifact('score-screen.png'), fullPage: true });

    const size = initialJsGzip(t.outDir);
    const metrics = { decisions, gameSeconds: (Date.now() - started) / 1000, lobbyFirstRenderMs: lobbyMs, tableFirstRenderMs: tableMs, initialJs: size };
    writeFileSync(artifact('web-metrics.json'), JSON.stringify(metrics, null, 2));
    console.log('web metrics', JSON.stringify(metrics));
    expect(size.gzip).toBeLessThan(250 * 1024);
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});
