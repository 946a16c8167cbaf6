// Small things a player notices: the account page's fields look like the others; the Join box
// takes only a game id (a 5,000-character paste opens no WebSocket); every Lord's and
// Outcast's name and text fit their card in the Court at 1280×800, in English and in French;
// a tooltip in the decision panel leaves the prompt's words readable; choice cards in a prompt
// show their tops.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LORD, newGame, type GameState } from '../engine/mutable.ts';
import { OUTCAST_BASE, PLACEHOLDER_OUTCASTS } from '../../src/engine/outcast-deck.ts';
import { setCourtCards } from '../engine/fixtures.ts';
import { artifact, browserTable, hasChromium, openedUrls, openPage } from './harness.ts';
import { namedView, openFixtureTable, playUntil } from './fixtureTable.ts';

interface Box { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const NAMES = ['Ann', 'Bob', 'Cy', 'Dee'];

/** Every card face text in the Court that sticks out of its box or its card: "lord 31 name (scroll 118 > 84)". */
async function spills(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const card of document.querySelectorAll<HTMLElement>('.court .card.lord')) {
      const id = card.getAttribute('data-lord');
      const c = card.getBoundingClientRect();
      for (const [part, el] of [['name', card.querySelector<HTMLElement>('.lord-name')], ['power', card.querySelector<HTMLElement>('.lord-power')]] as const) {
        if (!el) continue;
        const r = el.getBoundingClientRect();
        if (el.scrollWidth > el.clientWidth + 1) out.push(`lord ${id} ${part} (scroll width ${el.scrollWidth} > ${el.clientWidth})`);
        if (el.scrollHeight > el.clientHeight + 1) out.push(`lord ${id} ${part} (scroll height ${el.scrollHeight} > ${el.clientHeight})`);
        if (r.left < c.left - 0.5 || r.right > c.right + 0.5 || r.bottom > c.bottom + 0.5) out.push(`lord ${id} ${part} outside its card`);
      }
    }
    return out;
  });
}

describe.skipIf(!hasChromium)('web client: polish', () => {
  const t = browserTable();

  it('styles the account page’s e-mail and password fields like its text fields, and says a bad login in French', async () => {
    const errors: string[] = [];
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await openPage(context, errors);
    await page.goto(`${t.server.url}/account`);
    await page.click('[data-action="switch-mode"]');
    const look = (selector: string) => page.locator(selector).evaluate((el) => {
      const s = getComputedStyle(el);
      return { background: s.backgroundColor, color: s.color, border: s.borderTopColor, radius: s.borderTopLeftRadius };
    });
    const text = await look('[data-field="login"]');
    expect(text.background).not.toBe('rgb(255, 255, 255)');
    expect(await look('[data-field="password"]')).toEqual(text);
    await page.fill('[data-field="login"]', 'ink-fish');
    await page.fill('[data-field="password"]', 'a long enough password');
    await page.click('[data-action="submit-account"]');
    await page.waitForSelector('[data-field="email"]');
    expect(await look('[data-field="email"]')).toEqual(text);

    // Signed out, in French: the server's refusal of a login comes as the reader's sentence.
    const fr = await t.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
    const frPage = await openPage(fr, errors);
    await frPage.goto(`${t.server.url}/account`);
    await frPage.click('[data-action="switch-mode"]');
    await frPage.fill('[data-field="login"]', 'a b');
    await frPage.fill('[data-field="password"]', 'a long enough password');
    await frPage.click('[data-action="submit-account"]');
    await expect.poll(() => frPage.locator('.join-form [role="alert"]').textContent()).toBe('Un identifiant compte de 3 à 24 caractères : lettres, chiffres, « _ » ou « - ».');
    // The browser logs the refused request itself; nothing else went wrong.
    expect(errors.filter((e) => !e.includes('400 (Bad Request)'))).toEqual([]);
    await context.close();
    await fr.close();
  }, 120_000);

  it('refuses a 5,000-character game id in the Join box without opening a WebSocket', async () => {
    const errors: string[] = [];
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await openPage(context, errors);
    await page.goto(t.server.url);
    await page.waitForSelector('[data-field="join-link"]');
    await page.fill('[data-field="join-link"]', 'x'.repeat(5000));
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect.poll(() => page.locator('.join-form [role="alert"]').textContent()).toBe('Paste an invite link (…/play/<game>#invite=…) or a game id.');
    expect(new URL(page.url()).pathname).toBe('/');
    // An address with such an id says "no such game" without asking the server.
    await page.goto(`${t.server.url}/play/${'y'.repeat(5000)}`);
    await page.waitForSelector('main [role="alert"]');
    expect(openedUrls.get(page)!.filter((u) => u.includes('y'.repeat(100)) && !u.endsWith(`/play/${'y'.repeat(5000)}`))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('fits every Lord’s and Outcast’s name and text on its card in the Court at 1280×800, in English and in French', async () => {
    // Every expansion: every Lord but the Tamer (Leviathan sets it aside), every Outcast; the Tamer in a Kraken game.
    const all = newGame({ seed: 3, players: 4, startSeat: 0, names: NAMES, martialLaw: true, expansions: { deProfundis: true, kraken: true, leviathan: true } });
    const kraken = newGame({ seed: 3, players: 4, startSeat: 0, names: NAMES, expansions: { kraken: true } });
    const cards = [...Array.from({ length: 63 }, (_, i) => i + 1).filter((l) => l !== LORD.tamer), ...PLACEHOLDER_OUTCASTS.map((_, i) => OUTCAST_BASE + i)];
    const courts: { base: GameState; court: number[] }[] = [{ base: kraken, court: [LORD.tamer] }];
    for (let i = 0; i < cards.length; i += 6) courts.push({ base: all, court: cards.slice(i, i + 6) });
    const withCourt = ({ base, court }: { base: GameState; court: number[] }): GameState => {
      const s = structuredClone(base);
      setCourtCards(s, court);
      return s;
    };
    for (const locale of ['en-US', 'fr-FR']) {
      const errors: string[] = [];
      const { page, context, push } = await openFixtureTable(t, `fit${locale.slice(0, 2)}`, namedView(withCourt(courts[0]), 0, NAMES), { viewport: { width: 1280, height: 800 }, errors, locale });
      const problems: string[] = [];
      for (const [i, deal] of courts.entries()) {
        if (i > 0) await push(namedView(withCourt(deal), 0, NAMES));
        await expect.poll(() => page.locator('.court .card.lord').count()).toBe(deal.court.length);
        problems.push(...(await spills(page)));
        if (deal.court.includes(31)) await page.locator('.court').screenshot({ path: artifact(`court-fit-${locale}.png`) });
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 300_000);

  it('shows choice cards whole in the affiliate prompt, and their tooltip beside the panel, not over its words', async () => {
    const s = playUntil({ seed: 5, players: 4, startSeat: 0, names: NAMES }, 9, (st) => st.pending?.seat === 0 && st.pending.kind === 'affiliate');
    const errors: string[] = [];
    const { page, context } = await openFixtureTable(t, 'affiliate', namedView(s, 0, NAMES), { viewport: { width: 1280, height: 800 }, errors });
    const body = page.locator('.prompt.mine .prompt-body');
    const cards = page.locator('.prompt.mine .choice-cards .card');
    expect(await cards.count()).toBeGreaterThan(1);
    const first = cards.first();
    await first.hover();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    // The card and its 3 px ring (lifted on hover) inside the scrolling body.
    const inner = (await body.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top + el.clientTop, bottom: r.top + el.clientTop + el.clientHeight };
    }));
    for (let i = 0; i < (await cards.count()); i++) {
      const box = (await cards.nth(i).boundingBox())!;
      expect(box.y - 3, `card ${i} top`).toBeGreaterThanOrEqual(inner.top);
      expect(box.y + box.height + 3, `card ${i} bottom`).toBeLessThanOrEqual(inner.bottom);
    }
    const tip = page.locator('.tooltip');
    await expect.poll(() => tip.count()).toBe(1);
    const tipBox = (await tip.boundingBox())!;
    for (const words of ['#prompt-title', '.prompt.mine .prompt-body > p', '.prompt.mine .prompt-body p.muted']) {
      for (const box of await page.locator(words).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as Box))) {
        expect(overlap(tipBox, box), `tooltip over ${words}`).toBe(false);
      }
    }
    await page.screenshot({ path: artifact('affiliate-tooltip.png') });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
