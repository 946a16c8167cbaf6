// The optional second tutorials, one per expansion (/learn/kraken, /learn/leviathan,
// /learn/deprofundis): linked from the base tutorial, each a fixed deal against one easy bot in
// the browser, with a coach that introduces the expansion's rules the first time they matter
// and highlights them on the real table. Each is played to its end by clicks (the click bot
// answers whatever is asked, so the player's own choices are never blocked): Kraken in English,
// Leviathan on a phone, De Profundis in French.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answer, waitForTurn } from './clickbot.ts';
import { browserTable, hasChromium, openPage } from './harness.ts';

/** Plays to the end by clicks; the lessons the coach showed on the way. */
async function playTutorial(page: Page): Promise<Set<string>> {
  const lessons = new Set<string>();
  for (let n = 0; n < 2000; n++) {
    const turn = await waitForTurn(page);
    const lesson = await page.getAttribute('[data-testid="coach"]', 'data-lesson');
    if (lesson) lessons.add(lesson);
    if (!turn) return lessons;
    await answer(page);
  }
  throw new Error('The tutorial did not end');
}

describe.skipIf(!hasChromium)('web client: the expansion tutorials', () => {
  const t = browserTable();

  it('Kraken: linked from the base tutorial, played to its end in English', async () => {
    const errors: string[] = [];
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await openPage(context, errors);
    await page.goto(`${t.server.url}/learn`);
    await page.getByTestId('learn-kraken').click();
    await page.waitForURL(/\/learn\/kraken$/);
    await page.waitForSelector('[data-testid="coach"][data-tutorial="kraken"]');
    const lessons = await playTutorial(page);
    await page.getByTestId('score-screen').waitFor();
    expect(await page.textContent('[data-testid="coach"] h2')).toBe('The end and the score');
    console.log('Kraken tutorial lessons', [...lessons].join(' '));
    expect(lessons).toContain('krakenAlly');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Leviathan: played to its end on a phone, nothing wider than the screen', async () => {
    const errors: string[] = [];
    const context = await t.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await openPage(context, errors);
    await page.goto(`${t.server.url}/learn/leviathan`);
    await page.waitForSelector('[data-testid="coach"][data-lesson="border"]');
    expect(await page.textContent('[data-testid="coach"] h2')).toBe('The Border');
    expect(await page.locator('[data-testid="border"].coach-highlight').count()).toBe(1);
    const lessons = await playTutorial(page);
    await page.getByTestId('score-screen').waitFor();
    console.log('Leviathan tutorial lessons', [...lessons].join(' '));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('De Profundis: speaks French and is played to its end', async () => {
    const errors: string[] = [];
    const context = await t.browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 800 } });
    const page = await openPage(context, errors);
    await page.goto(`${t.server.url}/learn/deprofundis`);
    await page.waitForSelector('[data-testid="coach"][data-tutorial="deprofundis"]');
    const lessons = await playTutorial(page);
    await page.getByTestId('score-screen').waitFor();
    expect(await page.textContent('[data-testid="coach"] h2')).toBe('La fin et le score');
    console.log('De Profundis tutorial lessons', [...lessons].join(' '));
    expect(lessons).toContain('court');
    expect(errors).toEqual([]);
    await context.close();
  });
});
