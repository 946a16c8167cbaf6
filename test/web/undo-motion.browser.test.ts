// Undo where a player expects it and motion one can follow, in Chromium against two bots:
// a recruitment that ended the turn is taken back by mouse during the undo grace (the hand
// comes back, the log says what was undone), "Done" lets the bots go on, the "since your last
// turn" panel tells what the bots did, cards glide and Pearls, keys and tokens fly between
// counters, and with reduced motion nothing animates at all.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answer } from './clickbot.ts';
import { artifact, browserTable, hasChromium, openPage } from './harness.ts';

const MINE = '.game[data-mine="true"]';
const OVER = '.game[data-over="true"]';
const DONE = '.prompt.waiting [data-act="done"]';

const versionOf = async (page: Page): Promise<number> => Number(await page.getAttribute('.game', 'data-version'));
const hand = (page: Page): Promise<string[]> => page.locator('.hand [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));

/** Counts Web Animations started and CSS animations run on every page of the context. */
async function countAnimations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { waapi: number; css: number; tokens: number };
    w.waapi = 0;
    w.css = 0;
    w.tokens = 0;
    // Pearls, keys and Monster tokens in flight are elements added for the time of the move.
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n instanceof Element && n.classList.contains('flying-token')) w.tokens++;
    }).observe(document, { childList: true, subtree: true });
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      w.waapi++;
      return animate.apply(this, args);
    };
    document.addEventListener('animationstart', () => w.css++, true);
  });
}
const animations = (page: Page) => page.evaluate(() => {
  const w = window as unknown as { waapi: number; css: number; tokens: number };
  return { waapi: w.waapi, css: w.css, tokens: w.tokens };
});

/** Creates Ann's game against two easy bots from the lobby. */
async function newTable(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await page.click('[aria-label="Remove seat 4"]');
  await page.fill('[data-seat-name="0"]', 'Ann');
  await page.selectOption('[data-seat-level="1"]', 'easy');
  await page.selectOption('[data-seat-level="2"]', 'easy');
  await page.click('[data-act="create"]');
  await page.waitForSelector('.game');
}

/** The game ended before the test saw what it waits for (bots' seeds differ per game): try another table. */
class GameOver extends Error {}

/** Waits until I must decide, clicking "Done" when my move waits for it; throws GameOver when over. */
async function nextDecision(page: Page): Promise<void> {
  for (;;) {
    await page.waitForSelector(`${MINE}, ${OVER}, ${DONE}`, { timeout: 60_000 });
    if (await page.locator(OVER).count()) throw new GameOver('the game ended first');
    if (await page.locator(MINE).count()) return;
    await page.click(DONE);
    await page.waitForSelector(DONE, { state: 'detached', timeout: 20_000 });
  }
}

/** On a new table: a recruitment undone by mouse, then the bots' moves summed up. */
async function undoThenSummary(page: Page): Promise<void> {
  let undone = false;
  for (let decisions = 0; !undone; decisions++) {
    if (decisions > 400) throw new Error('no recruitment that could be undone');
    await nextDecision(page);
    const handBefore = await hand(page);
    const court = await page.locator('.court .card.lord').count();
    await answer(page);
    // A recruitment that passed the turn on without a reveal: Undo (and Done) wait in the panel.
    const recruited = (await page.locator('.court .card.lord').count()) === court - 1 && (await hand(page)).length < handBefore.length;
    if (!recruited || (await page.locator('.prompt.waiting [data-act="undo"]').count()) === 0) continue;
    expect(await page.locator(DONE).count()).toBe(1);
    const v = await versionOf(page);
    await page.click('.prompt.waiting [data-act="undo"]');
    await page.waitForFunction((want) => Number(document.querySelector('.game')?.getAttribute('data-version')) > want, v, { timeout: 20_000 });
    await page.waitForSelector(MINE);
    expect(await hand(page)).toEqual(handBefore);
    expect(await page.locator('.court .card.lord').count()).toBe(court);
    const last = await page.locator('.log-lines li').last().textContent();
    expect(last).toMatch(/^Ann took back: recruits /);
    await page.screenshot({ path: artifact('undo-recruitment.png') });
    undone = true;
  }
  // Play on (the bots wait for Done each time) until the bots have moved since my last turn.
  let checked = false;
  for (let decisions = 0; !checked; decisions++) {
    if (decisions > 60) throw new Error('the summary never showed both bots');
    await answer(page);
    await nextDecision(page);
    const panel = page.getByTestId('since-last-turn');
    if ((await panel.count()) === 0) continue;
    const seats = await panel.locator('li').evaluateAll((els) => els.map((e) => e.getAttribute('data-seat')));
    if (!seats.includes('1') || !seats.includes('2')) continue;
    const log = (await page.locator('.log-lines').textContent()) ?? '';
    for (const seat of ['1', '2']) {
      const name = (await page.locator(`.player[data-seat="${seat}"] h3`).first().textContent())?.replace(/\s*\(.*\)$/, '') ?? '';
      const text = (await panel.locator(`li[data-seat="${seat}"]`).first().textContent()) ?? '';
      expect(text.startsWith(`${name}: `)).toBe(true);
      // Its words are the bot's own log lines.
      expect(log).toContain(text.slice(name.length + 2).split('. ')[0]);
    }
    await page.screenshot({ path: artifact('since-last-turn.png') });
    checked = true;
  }
}

describe.skipIf(!hasChromium)('web client: undo after the turn, motion, since your last turn', () => {
  const t = browserTable({ server: { undoGraceMs: 600_000 } });

  it('takes back a recruitment by mouse after it ended the turn, logs it, and sums up the bots’ moves', async () => {
    for (let table = 1; ; table++) {
      const errors: string[] = [];
      const context = await t.browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await openPage(context, errors);
      try {
        await newTable(page, t.server.url);
        await undoThenSummary(page);
        expect(errors).toEqual([]);
        return;
      } catch (e) {
        if (!(e instanceof GameOver) || table === 3) throw e;
      } finally {
        await context.close();
      }
    }
  }, 600_000);

  it('moves cards with animations, and none at all under reduced motion', async () => {
    const errors: string[] = [];
    // Motion on: play until a card has glided (a bot's recruitment shifts the Court, and so on).
    const moving = await t.browser.newContext({ viewport: { width: 1280, height: 800 } });
    await countAnimations(moving);
    const a = await openPage(moving, errors);
    await newTable(a, t.server.url);
    let decisions = 0;
    // Until a card has glided and a Pearl, key or Monster token has flown.
    for (let seen = await animations(a); seen.waapi === 0 || seen.tokens === 0; decisions++, seen = await animations(a)) {
      if (decisions > 80) throw new Error(`nothing moved: ${JSON.stringify(seen)}`);
      await nextDecision(a);
      await answer(a);
    }
    await moving.close();

    // Reduced motion: as many decisions again (and at least 20), not one animation.
    const still = await t.browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    await countAnimations(still);
    const b = await openPage(still, errors);
    await newTable(b, t.server.url);
    for (let n = 0; n < Math.max(20, decisions + 1); n++) {
      try {
        await nextDecision(b);
      } catch (e) {
        // A short game still counts once it has shown 20 decisions without one animation.
        if (e instanceof GameOver && n >= 20) break;
        throw e;
      }
      await answer(b);
    }
    expect(await animations(b)).toEqual({ waapi: 0, css: 0, tokens: 0 });
    expect(errors).toEqual([]);
    await still.close();
  }, 600_000);
});
