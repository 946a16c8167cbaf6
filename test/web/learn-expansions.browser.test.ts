// The optional second tutorials, one per expansion (/learn/kraken, /learn/leviathan,
// /learn/deprofundis): linked from the base tutorial, each a fixed deal against one easy bot in
// the browser, with a coach that introduces the expansion's rules the first time they matter
// and highlights them on the real table. Each is played to its end by clicks (the click bot
// answers whatever is asked, so the player's own choices are never blocked): Kraken in English,
// Leviathan on a phone, De Profundis in French.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EXPANSION_LESSONS, type ExpansionTutorial } from '../../src/web/learn/expansions.ts';
import { answer, waitForTurn } from './clickbot.ts';
import { browserTable, hasChromium, openPage } from './harness.ts';
import { playTutorialDeal } from './tutorialPath.ts';

/** Plays to the end by clicks; the lessons the coach showed on the way, each with the number of the decision it first came at. */
async function playTutorial(page: Page): Promise<Map<string, number>> {
  const lessons = new Map<string, number>();
  for (let n = 0; n < 2000; n++) {
    const turn = await waitForTurn(page);
    const lesson = await page.getAttribute('[data-testid="coach"]', 'data-lesson');
    if (lesson && !lessons.has(lesson)) lessons.set(lesson, n);
    if (!turn) return lessons;
    await answer(page);
  }
  throw new Error('The tutorial did not end');
}

/**
 * Each of the tutorial's lessons came up on its fixed deal, at the same decisions as on the path
 * played in Node (tutorialPath.ts, which learn-deals.test.ts checks for any change of deal).
 */
function expectEveryLesson(which: ExpansionTutorial, lessons: Map<string, number>): void {
  console.log(`${which} tutorial lessons (at decision)`, JSON.stringify(Object.fromEntries(lessons)));
  expect([...lessons.keys()].sort()).toEqual(Object.keys(EXPANSION_LESSONS[which]).sort());
  expect(Object.fromEntries(lessons)).toEqual(Object.fromEntries(playTutorialDeal(which).lessons));
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

describe.skipIf(!hasChromium)('web client: the expansion tutorials', () => {
  const t = browserTable();

  it('Kraken: linked from the base tutorial, played to its end in English', async () => {
    const errors: string[] = [];
    const context = await t.browser.newContext({ ...STILL, viewport: { width: 1280, height: 800 } });
    const page = await openPage(context, errors);
    await page.goto(`${t.server.url}/learn`);
    await page.getByTestId('learn-kraken').click();
    await page.waitForURL(/\/learn\/kraken$/);
    await page.waitForSelector('[data-testid="coach"][data-tutorial="kraken"]');
    const lessons = await playTutorial(page);
    await page.getByTestId('score-screen').waitFor();
    expect(await page.textContent('[data-testid="coach"] h2')).toBe('The end and the score');
    expectEveryLesson('kraken', lessons);
    expect(errors).toEqual([]);
    await context.close();
  }, GAME_MS);

  it('Leviathan: played to its end on a phone, nothing wider than the screen', async () => {
    const errors: string[] = [];
    const context = await t.browser.newContext({ ...STILL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await openPage(context, errors);
    await page.goto(`${t.server.url}/learn/leviathan`);
    await page.waitForSelector('[data-testid="coach"][data-lesson="border"]');
    expect(await page.textContent('[data-testid="coach"] h2')).toBe('The Border');
    expect(await page.locator('[data-testid="border"].coach-highlight').count()).toBe(1);
    const lessons = await playTutorial(page);
    await page.getByTestId('score-screen').waitFor();
    expectEveryLesson('leviathan', lessons);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  }, GAME_MS);

  it('De Profundis: speaks French and is played to its end', async () => {
    const errors: string[] = [];
    const context = await t.browser.newContext({ ...STILL, locale: 'fr-FR', viewport: { width: 1280, height: 800 } });
    const page = await openPage(context, errors);
    await page.goto(`${t.server.url}/learn/deprofundis`);
    await page.waitForSelector('[data-testid="coach"][data-tutorial="deprofundis"]');
    const lessons = await playTutorial(page);
    await page.getByTestId('score-screen').waitFor();
    expect(await page.textContent('[data-testid="coach"] h2')).toBe('La fin et le score');
    expectEveryLesson('deprofundis', lessons);
    expect(errors).toEqual([]);
    await context.close();
  }, GAME_MS);
});
