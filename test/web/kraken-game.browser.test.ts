// A whole Kraken game in the browser against three bots, from the lobby's Kraken box to the
// score screen, by clicks: every player area shows its Nebulis, the Kraken figure shows on its
// holder, and the page answers Kraken decisions through their prompts.
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answer, version, waitForTurn } from './clickbot.ts';
import { animationsDone, artifact, browserTable, hasChromium, openPage } from './harness.ts';

const KRAKEN_PROMPTS = new Set(['krakenFigure', 'placeKraken', 'fence', 'healer', 'executioner', 'executed', 'liberator', 'loot', 'sentinel']);

/** What the page shows now: the prompt kind, Nebulis per player area, the figure's holder. */
async function table(page: Page): Promise<{ kind: string | null; nebulis: (number | null)[]; figure: number[]; track: number }> {
  return page.evaluate(() => ({
    kind: document.querySelector('.prompt.mine')?.getAttribute('data-prompt') ?? null,
    nebulis: [...document.querySelectorAll('.player')].map((p) => {
      const text = p.querySelector('[data-token="nebulis"]')?.textContent ?? null;
      return text === null ? null : Number(text.replace(/\D/g, ''));
    }),
    figure: [...document.querySelectorAll('.player')].flatMap((p) => (p.querySelector('[data-token="kraken"]') ? [Number(p.getAttribute('data-seat'))] : [])),
    track: document.querySelectorAll('.track-spaces .card').length,
  }));
}

/**
 * One decision of mine. Kraken prompts: stop a Loot search once two cards are on it, else the
 * first choice. Revealed Allies: keep exploring while the track is short, so cards (Kraken
 * Allies among them) stay on the track for the Council. Everything else: the click bot.
 */
async function krakenAnswer(page: Page, kind: string | null, track: number): Promise<void> {
  const before = await version(page);
  const click = async (selector: string): Promise<boolean> => {
    const el = page.locator(selector).first();
    if ((await el.count()) === 0) return false;
    await el.click();
    await page.waitForFunction((v) => document.querySelector('.game')?.getAttribute('data-version') !== v, before, { timeout: 20_000 });
    return true;
  };
  if (kind === 'loot') {
    const drawn = await page.locator('.prompt.mine .loot-drawn .loot-card').count();
    if (drawn >= 2 && (await click('.prompt.mine [data-act="stopLoot"]:not([disabled])'))) return;
    if (await click('.prompt.mine [data-act="drawLoot"]:not([disabled])')) return;
  }
  if (kind === 'allyRevealed' && track < 4 && (await click('.prompt.mine [data-act="continue"]:not([disabled])'))) return;
  if (kind === 'location') {
    // Prefer a Loot Location when one is offered: its search is a Kraken prompt.
    for (const id of [23, 24, 25, 26]) if (await click(`.panel.locations button.card[data-location="${id}"]:not([disabled])`)) return;
  }
  await answer(page);
}

describe.skipIf(!hasChromium)('web client: a full Kraken game against three bots', () => {
  // Bots on the main thread with seeds of their own: with the deal's seed and the page's
  // answers, the same game every run. (Seeded by the game's random id, bots played a different
  // game each time, and one of them gave this seat no Kraken prompt at all.)
  const t = browserTable({ server: { bots: { seed: 1, threads: 0 } } });

  it('ticks Kraken in the lobby, shows Nebulis and the figure, answers Kraken prompts, reaches the scores', async () => {
    const errors: string[] = [];
    const context = await t.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await openPage(context, errors);
    await page.goto(t.server.url);
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    await page.fill('[data-seat-name="0"]', 'Ann');
    for (const seat of [1, 2, 3]) await page.selectOption(`[data-seat-level="${seat}"]`, 'easy');
    await page.check('[data-option="kraken"]');
    await page.fill('[data-option="seed"]', '2015');
    await page.screenshot({ path: artifact('kraken-lobby.png'), fullPage: true });
    await page.click('[data-act="create"]');
    await page.waitForSelector('.game');

    const answered: Record<string, number> = {};
    const figureSeen = new Set<number>();
    let maxNebulis = 0;
    let shots = 0;
    let decisions = 0;
    for (; decisions < 2000; decisions++) {
      if (!(await waitForTurn(page))) break;
      const seen = await table(page);
      // Every player area shows a Nebulis count in a Kraken game.
      expect(seen.nebulis.length).toBe(4);
      expect(seen.nebulis.every((n) => n !== null)).toBe(true);
      maxNebulis = Math.max(maxNebulis, ...(seen.nebulis as number[]));
      for (const f of seen.figure) figureSeen.add(f);
      // The figure is on one area at most (none before anyone holds Nebulis, or while its holder
      // still has to choose among tied players).
      expect(seen.figure.length).toBeLessThanOrEqual(1);
      if (seen.kind && KRAKEN_PROMPTS.has(seen.kind)) {
        answered[seen.kind] = (answered[seen.kind] ?? 0) + 1;
        if (answered[seen.kind] === 1 && shots < 4) {
          shots++;
          await page.screenshot({ path: artifact(`kraken-prompt-${seen.kind}.png`), fullPage: true });
        }
      }
      if (decisions === 60) {
        await page.screenshot({ path: artifact('kraken-table.png'), fullPage: true });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.screenshot({ path: artifact('kraken-table-phone.png'), fullPage: true });
        await page.setViewportSize({ width: 1400, height: 900 });
      }
      await krakenAnswer(page, seen.kind, seen.track);
    }
    const score = page.getByTestId('score-screen');
    await score.waitFor();
    expect(await score.locator('tbody tr').count()).toBe(4);
    // The score table has the Nebulis & Kraken column.
    expect(await score.locator('[data-score="nebulis"]').count()).toBe(4);
    await animationsDone(page);
    await page.screenshot({ path: artifact('kraken-score-screen.png'), fullPage: true });
    const summary = { decisions, answered, maxNebulis, figureHolders: [...figureSeen] };
    writeFileSync(artifact('kraken-web.json'), JSON.stringify(summary, null, 2));
    console.log('kraken web game', JSON.stringify(summary));
    expect(Object.values(answered).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    if (maxNebulis > 0) expect(figureSeen.size).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});
