// The tutorial (/learn), linked from the lobby: a fixed deal against one bot, played in the
// browser, with a coach that introduces each rule the first time it matters and highlights it
// on the real table. Played to its end by clicks in English (following the highlighted step),
// and in French on a phone ignoring the highlighted step (the coach adapts, never blocks).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answer, waitForTurn } from './clickbot.ts';
import { browserTable, hasChromium, openPage } from './harness.ts';

/** Plays to the end; `follow`: click the highlighted move when there is one, else the click bot's choice. */
async function playTutorial(page: Page, mode: 'follow' | 'ignore'): Promise<{ lessons: Set<string>; adapted: boolean }> {
  const lessons = new Set<string>();
  let adapted = false;
  for (let n = 0; n < 2000; n++) {
    const turn = await waitForTurn(page);
    const lesson = await page.getAttribute('[data-testid="coach"]', 'data-lesson');
    if (lesson) lessons.add(lesson);
    if (!turn) return { lessons, adapted };
    const highlighted = page.locator('.prompt.mine .coach-highlight[data-act]:not([disabled])');
    if (mode === 'follow' && (await highlighted.count()) > 0) {
      const before = await page.getAttribute('.game', 'data-version');
      await highlighted.first().click();
      await page.waitForFunction((v) => document.querySelector('.game')?.getAttribute('data-version') !== v, before);
      continue;
    }
    if (mode === 'ignore' && (lesson === 'council' || lesson === 'recruit') && (await page.locator('.prompt.mine [data-act="explore"]:not([disabled])').count()) > 0) {
      // Not the highlighted Council or Court: explore instead. The coach says so and goes on.
      const before = await page.getAttribute('.game', 'data-version');
      await page.click('.prompt.mine [data-act="explore"]');
      await page.waitForFunction((v) => document.querySelector('.game')?.getAttribute('data-version') !== v, before);
      adapted ||= (await page.getByTestId('coach-adapted').count()) > 0;
      continue;
    }
    await answer(page);
  }
  throw new Error('The tutorial did not end');
}

/**
 * The tutorials are played with the browser asking for reduced motion (the client then draws no
 * animation: styles.css, motion/flip.ts): what is tested here is the coach and its lessons, and a
 * click waits for its button to stand still, so each prompt's drop-in and each card's glide
 * (0.25 to 0.4 s) held up every decision. The animations are tested with whole games elsewhere
 * (layout.browser.test.ts, kraken-game.browser.test.ts, french.browser.test.ts,
 * undo-motion.browser.test.ts).
 */
const STILL = { reducedMotion: 'reduce' } as const;
/** A whole tutorial game took 100 to 170 s beside a loaded run (load 25), past Vitest's 120 s default. */
const GAME_MS = 600_000;

describe.skipIf(!hasChromium)('web client: the tutorial', () => {
  const t = browserTable();

  it('is linked from the lobby and played to its end in English, following the highlighted steps', async () => {
    const errors: string[] = [];
    const context = await t.browser.newContext({ ...STILL, viewport: { width: 1280, height: 800 } });
    const page = await openPage(context, errors);
    await page.goto(t.server.url);
    await page.getByTestId('learn-link').click();
    await page.waitForURL(/\/learn$/);
    await page.getByTestId('coach').waitFor();
    expect(await page.textContent('[data-testid="coach"] h2')).toBe('Your turn: explore the Depths');
    expect(await page.locator('.prompt.mine [data-act="explore"].coach-highlight').count()).toBe(1);
    const { lessons } = await playTutorial(page, 'follow');
    await page.getByTestId('score-screen').waitFor();
    expect(await page.textContent('[data-testid="coach"] h2')).toBe('The end and the score');
    for (const id of ['explore', 'offer', 'ally', 'recruit', 'lords', 'end']) expect(lessons).toContain(id);
    console.log('tutorial lessons (EN, followed)', [...lessons].join(' '));
    expect(errors).toEqual([]);
    await context.close();
  }, GAME_MS);

  // In French (it was also a game of its own, in French at 1280×800 following the highlighted
  // steps): the coach speaks French from the first lesson to the last, and its longer words
  // still fit the phone.
  it('on a phone, in French, follows a player who ignores the highlighted step to the end', async () => {
    const errors: string[] = [];
    const context = await t.browser.newContext({ ...STILL, locale: 'fr-FR', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await openPage(context, errors);
    await page.goto(`${t.server.url}/learn`);
    await page.getByTestId('coach').waitFor();
    expect(await page.textContent('[data-testid="coach"] h2')).toBe('À vous : explorez les Profondeurs');
    const { adapted } = await playTutorial(page, 'ignore');
    expect(adapted).toBe(true);
    await page.getByTestId('score-screen').waitFor();
    expect(await page.textContent('[data-testid="coach"] h2')).toBe('La fin et le score');
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  }, GAME_MS);
});
