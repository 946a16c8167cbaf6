// Plays a seat through the web page by clicking what the page shows, like a (simple) person:
// recruit when a Lord is affordable, else take a big Council stack, else explore; pass offers,
// take revealed Allies, fight Monsters, end the turn; anything else: the first choice offered.
import type { Page } from 'playwright-core';

const MINE = '.game[data-mine="true"]';
const OVER = '.game[data-over="true"]';
const FIRST_CHOICE = '.prompt.mine [data-act]:not([data-act="undo"]):not([data-act="cancel"]):not([disabled])';

export async function version(page: Page): Promise<string | null> {
  return page.getAttribute('.game', 'data-version');
}

/** Clicks that only change what the page shows (no action sent to the server). */
const LOCAL = new Set(['choose-lord', 'suggest', 'cancel', 'pick-from']);
/** local: only the page changed; action: sent to the server; gone: the decision moved on by itself. */
type Outcome = 'local' | 'action' | 'gone';

async function clickFirst(page: Page, selector: string): Promise<Outcome | null> {
  const el = page.locator(selector).first();
  if ((await el.count()) === 0) return null;
  const act = await el.getAttribute('data-act');
  await el.click();
  return act && LOCAL.has(act) ? 'local' : 'action';
}

async function clickButtonIn(page: Page, selector: string): Promise<Outcome | null> {
  const el = page.locator(selector).first();
  if ((await el.count()) === 0) return null;
  const act = await el.getAttribute('data-act');
  const inner = el.locator('button:not([disabled])').first();
  await ((await inner.count()) > 0 ? inner : el).click();
  return act && LOCAL.has(act) ? 'local' : 'action';
}

export interface Style {
  /** Build payments card by card in the builder (instead of the quick picks), open it from the Court. */
  manual?: boolean;
  /** Called once each time the payment builder is open with a payment chosen (e.g. for a screenshot). */
  onBuilder?: () => Promise<void>;
}

/** One click toward answering my current decision; says whether it sent an action. */
export async function step(page: Page, style: Style = {}): Promise<Outcome> {
  const kind = await page.evaluate(() => document.querySelector('.prompt.mine')?.getAttribute('data-prompt') ?? null);
  if (kind === null) return 'gone';
  let done: Outcome | null;
  if (await page.locator('[data-builder]').count()) {
    if (style.onBuilder && (await page.locator('[data-act="recruit"]:not([disabled])').count())) await style.onBuilder();
    if ((done = await clickFirst(page, '[data-act="recruit"]:not([disabled])'))) return done;
    const pick = await page.getAttribute('[data-act="suggest"]', 'data-allies').catch(() => null);
    const picked = await page.locator('.table-area > .hand .card.selected, .builder-hand .card.selected').count();
    if (style.manual && pick && picked === 0) {
      // Pick the Allies one by one, the way a person does; the builder must accept the result.
      // From the builder's copy of the hand, or (on a wide screen, where the builder draws none) the table's hand.
      for (const card of pick.split(',')) await page.locator(`.builder-hand [data-card="${card}"], .table-area > .hand [data-card="${card}"]`).filter({ visible: true }).first().click();
      // Kraken: the Nebulis the quick payment spends, chosen as a person does.
      const neb = await page.getAttribute('[data-act="suggest"]', 'data-nebulis');
      const choice = page.locator(`[data-nebulis-choice] [data-nebulis="${neb}"]`);
      if (neb && neb !== '0' && (await choice.getAttribute('aria-pressed')) !== 'true') await choice.click();
      return 'local';
    }
    if ((done = await clickFirst(page, '[data-act="suggest"]'))) return done;
    await clickFirst(page, '[data-act="cancel"]');
    return 'local';
  }
  switch (kind) {
    case 'main': {
      if (style.manual && (await clickFirst(page, '.court button.card.choosable'))) return 'local';
      if ((done = await clickFirst(page, '[data-act="choose-lord"]:not([disabled])'))) return done;
      const supports = page.locator('.prompt.mine [data-act="support"]:not([disabled])');
      const n = await supports.count();
      for (let i = 0; i < n; i++) {
        const text = (await supports.nth(i).textContent()) ?? '';
        const size = Math.max(...[...text.matchAll(/\((\d+)\)/g)].map((m) => Number(m[1])));
        if (size >= 3) {
          await supports.nth(i).click();
          return 'action';
        }
      }
      if ((done = await clickFirst(page, '.prompt.mine [data-act="explore"]:not([disabled])'))) return done;
      if (n > 0) {
        await supports.first().click();
        return 'action';
      }
      break;
    }
    case 'afterAction':
      if ((done = await clickFirst(page, '[data-act="endTurn"]'))) return done;
      break;
    case 'offer':
      // Auto-pass (a per-race preference) answers by itself.
      if (await page.locator('.prompt.mine [data-autopassing]').count()) return 'action';
      if ((done = await clickFirst(page, '[data-act="pass"]'))) return done;
      break;
    case 'allyRevealed':
      if ((done = await clickFirst(page, '[data-act="take"]'))) return done;
      break;
    case 'monsterRevealed':
      if ((done = await clickFirst(page, '[data-act="fight"]'))) return done;
      break;
  }
  if ((done = await clickButtonIn(page, FIRST_CHOICE))) return done;
  // A prompt can be drawn a frame before its choices (seen once with leviathanMonster): wait
  // for a choice, or for the decision to move on, then try once more.
  await page
    .waitForFunction(([k, choice]) => document.querySelector('.prompt.mine')?.getAttribute('data-prompt') !== k
      || document.querySelector(choice) !== null, [kind, FIRST_CHOICE] as const, { timeout: 10_000 })
    .catch(() => undefined);
  if ((done = await clickButtonIn(page, FIRST_CHOICE))) return done;
  // The decision may have moved on by itself meanwhile (auto-pass): nothing left to click.
  const now = await page.evaluate(() => document.querySelector('.prompt.mine')?.getAttribute('data-prompt') ?? null);
  if (now !== kind) return 'gone';
  throw new Error(`No choice to click for decision ${kind}`);
}

/** Waits until it is this page's move (true) or the game is over (false). */
export async function waitForTurn(page: Page, timeout = 60_000): Promise<boolean> {
  await page.waitForSelector(`${MINE}, ${OVER}`, { timeout });
  return (await page.getAttribute('.game', 'data-over')) !== 'true';
}

/** Clicks until the page's decision changes (the view's version moves on). */
export async function answer(page: Page, style: Style = {}): Promise<void> {
  const before = await version(page);
  for (let clicks = 0; clicks < 12; clicks++) {
    // A click that only changes the page (payment builder, first half of a two-step power) goes on at once.
    const outcome = await step(page, style);
    if (outcome === 'gone') return;
    if (outcome === 'local') continue;
    // The decision moved on: a new version, or (same version) the page no longer on its move.
    // The second happens when an answer the page gave by itself (auto-pass) moved the version
    // before `before` was read but the prompt was clicked before it was redrawn: the click is
    // refused as stale, and the next version needs the other seat's move.
    await page.waitForFunction(
      (v) => {
        const game = document.querySelector('.game');
        return game?.getAttribute('data-version') !== v || game?.getAttribute('data-mine') !== 'true';
      },
      before,
      { timeout: 20_000 },
    );
    return;
  }
  throw new Error('The decision did not move on after 12 clicks');
}

/** Plays this page's seat until the game ends; returns the number of decisions answered. */
export async function playToEnd(page: Page, opts: { maxDecisions?: number; style?: Style; onDecision?: (n: number) => Promise<void> } = {}): Promise<number> {
  const max = opts.maxDecisions ?? 2000;
  for (let n = 0; n < max; n++) {
    if (!(await waitForTurn(page))) return n;
    await answer(page, opts.style);
    await opts.onDecision?.(n + 1);
  }
  throw new Error(`The game did not end within ${max} decisions`);
}

/** Answers with the keyboard only: Tab from the focused decision to its first choice, then Enter. */
export async function answerByKeyboard(page: Page): Promise<void> {
  const before = await version(page);
  for (let tabs = 0; tabs < 15; tabs++) {
    await page.keyboard.press('Tab');
    const onChoice = await page.evaluate(() => {
      const el = document.activeElement;
      return !!el && el.matches('.prompt.mine [data-act]:not([data-act="undo"]), .prompt.mine [data-act] button');
    });
    if (onChoice) {
      await page.keyboard.press('Enter');
      await page.waitForFunction((v) => document.querySelector('.game')?.getAttribute('data-version') !== v, before, { timeout: 20_000 });
      return;
    }
  }
  throw new Error('No choice reachable with Tab from the decision');
}
