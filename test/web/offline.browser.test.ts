// Offline play: after one visit the service worker holds the client; with the network cut and
// the server stopped, the page reloads, plays a whole game against bots (engine and bots in a
// Web Worker) to the score screen, resumes it after reloads (IndexedDB), takes a move back as
// online play allows, and exports its replay, which the command line's replay check accepts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { verifyReplay } from '../../src/cli/replay.ts';
import { answer, playToEnd, version, waitForTurn } from './clickbot.ts';
import { browserTable, hasChromium, openPage, startServer } from './harness.ts';

describe.skipIf(!hasChromium)('web client: offline play', () => {
  const t = browserTable();

  it('installs, then plays a whole game against bots with no network, resumable after a reload', async () => {
    // A server of its own: this test stops it.
    const server = await startServer(t.outDir);
    const errors: string[] = [];
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    const page = await openPage(context, errors);
    await page.goto(`${server.url}/`);
    await page.getByTestId('play-offline').click();
    await page.getByTestId('offline').waitFor();
    // The page is installed: the manifest is linked and the service worker controls the page.
    expect(await page.getAttribute('link[rel="manifest"]', 'href')).toBe('/manifest.webmanifest');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);
    await server.running.close();
    await page.reload();
    await page.getByTestId('offline').waitFor();
    await page.selectOption('[data-testid="offline-level-1"]', 'easy');
    await page.getByTestId('offline-start').click();
    await page.getByTestId('offline-badge').waitFor();
    const url = page.url();
    expect(url).toMatch(/\/offline\/[0-9a-f]+$/);

    // A few moves, then the tab is reloaded: the game comes back where it was.
    for (let i = 0; i < 5; i++) {
      expect(await waitForTurn(page)).toBe(true);
      await answer(page);
    }
    await waitForTurn(page);
    const before = { version: await version(page), hand: await page.locator('section.hand').textContent() };
    await page.reload();
    await page.waitForSelector(`.game[data-version="${before.version}"]`);
    expect(await page.locator('section.hand').textContent()).toBe(before.hand);

    // Undo as online (the engine's rule): the person's own move that brought nothing hidden to
    // light, while the decision is still theirs.
    let undone = false;
    for (let i = 0; i < 300 && !undone; i++) {
      if (!(await waitForTurn(page))) break;
      if ((await page.locator('.prompt.mine [data-act="undo"]').count()) > 0) {
        const v = Number(await version(page));
        await page.click('.prompt.mine [data-act="undo"]');
        await page.waitForSelector(`.game[data-version="${v - 1}"]`);
        undone = true;
      } else await answer(page);
    }
    expect(undone).toBe(true);

    const decisions = await playToEnd(page);
    expect(decisions).toBeGreaterThan(5);
    await page.getByTestId('score-screen').waitFor();
    const finalVersion = await version(page);

    // Over and saved: a reload shows the same end.
    await page.reload();
    await page.waitForSelector(`.game[data-over="true"][data-version="${finalVersion}"]`);
    await page.getByTestId('score-screen').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-replay').click()]);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as unknown;
    const outcome = verifyReplay(file);
    expect(outcome).toMatchObject({ ok: true, over: true, actions: Number(finalVersion) });

    // "Analyse": the replay viewer opens this browser's copy, still with no network, and the
    // analysis of the player's seat starts in the browser.
    await page.getByTestId('analyse-game').click();
    await page.waitForURL(/\/replay\?offline=[0-9a-f]+&analyse=0$/);
    await page.getByTestId('analysis-progress').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-testid="replay-step"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
