// Where things are, measured: the positions come from the engine (seeded random games, then
// adjusted) and are served to the page as its game (fixtureTable.ts). On a 390×844 phone the
// end of a game brings the score into view with its Total column; at 1280×800 a 5-player
// table with a 12-card hand shows everything the payment builder and the boost prompt need,
// nothing clipped, nothing overlapping; late in a 4-player game, under the "Final round"
// banner, the Court's prices, every Location and every player board's Allies are in view.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RACES } from '../../src/engine/cards.ts';
import type { GameOptions, GameState } from '../engine/mutable.ts';
import { ally, setHand } from '../engine/fixtures.ts';
import { artifact, browserTable, hasChromium } from './harness.ts';
import { namedView, openFixtureTable, playUntil } from './fixtureTable.ts';

interface Box { x: number; y: number; width: number; height: number }

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'];
const WIDE = { width: 1280, height: 800 };
/** A 5-player Leviathan game (Martial Law comes with it), played by seeded random moves. */
const FIVE: GameOptions = { seed: 1, players: 5, startSeat: 0, names: NAMES, martialLaw: true, expansions: { leviathan: true } };

/** Seat 0's hand becomes 12 Allies: the three lowest of each race but the last (from wherever they were). */
function twelveInHand(s: GameState): void {
  setHand(s, 0, RACES.slice(0, 4).flatMap((race) => [1, 2, 3].map((v) => ally(race, v, 1))));
}

/**
 * Every element `selector` finds that is not wholly in view: cut by the window or by an
 * ancestor that clips (scrolls or hides its overflow), or not drawn at all. Each problem names
 * the element (its label or text) and where it is cut.
 */
async function notWhole(page: Page, what: string, selector: string): Promise<string[]> {
  return page.evaluate(([what, selector]) => {
    const out: string[] = [];
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const els = [...document.querySelectorAll<HTMLElement>(selector)];
    if (els.length === 0) out.push(`${what}: none drawn`);
    for (const [i, el] of els.entries()) {
      const r = el.getBoundingClientRect();
      const name = `${what} ${i} (${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)})`;
      if (r.width === 0 || r.height === 0) {
        out.push(`${name}: not drawn`);
        continue;
      }
      let clip = { left: 0, top: 0, right: vw, bottom: vh };
      for (let a = el.parentElement; a; a = a.parentElement) {
        const cs = getComputedStyle(a);
        if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
        const ar = a.getBoundingClientRect();
        const left = ar.left + a.clientLeft;
        const top = ar.top + a.clientTop;
        clip = { left: Math.max(clip.left, left), top: Math.max(clip.top, top), right: Math.min(clip.right, left + a.clientWidth), bottom: Math.min(clip.bottom, top + a.clientHeight) };
      }
      const cut: string[] = [];
      if (r.left < clip.left - 0.5) cut.push(`left by ${Math.round(clip.left - r.left)}`);
      if (r.top < clip.top - 0.5) cut.push(`top by ${Math.round(clip.top - r.top)}`);
      if (r.right > clip.right + 0.5) cut.push(`right by ${Math.round(r.right - clip.right)}`);
      if (r.bottom > clip.bottom + 0.5) cut.push(`bottom by ${Math.round(r.bottom - clip.bottom)}`);
      if (cut.length) out.push(`${name}: cut ${cut.join(', ')}`);
    }
    return out;
  }, [what, selector] as const);
}

/** Pairs of the table's regions that overlap (each region by its box). */
async function overlaps(page: Page, regions: readonly (readonly [string, string])[]): Promise<string[]> {
  const boxes: { what: string; box: Box }[] = [];
  for (const [what, selector] of regions) {
    const all = page.locator(selector);
    for (let i = 0; i < (await all.count()); i++) {
      const box = await all.nth(i).boundingBox();
      if (box) boxes.push({ what: `${what} ${i}`, box });
    }
  }
  const out: string[] = [];
  const meet = (a: Box, b: Box): boolean => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) if (meet(boxes[i].box, boxes[j].box)) out.push(`${boxes[i].what} overlaps ${boxes[j].what}`);
  }
  return out;
}

/** The table's regions, which never overlap one another. */
const REGIONS = [
  ['threat or Border', '.board > .threat'], ['exploration track', '.track'], ['Council', '.council'], ['Court', '.court'], ['Locations', '.locations'],
  ['hand', '.table-area > .hand'], ['player board', '.players > .player'], ['side panel', '.side > *'],
] as const;

/** What every position must show whole: each player board and everything on it, the board's parts, every card in my hand. */
async function tableProblems(page: Page): Promise<string[]> {
  const scroll = await page.evaluate(() => ({ h: document.documentElement.scrollHeight, w: document.documentElement.scrollWidth }));
  const vp = page.viewportSize()!;
  return [
    ...(scroll.h > vp.height || scroll.w > vp.width ? [`the page scrolls (${scroll.w}×${scroll.h})`] : []),
    ...(await notWhole(page, 'player board', '.players > .player')),
    // (A counter of nothing, a Wound or a Nebulis, is left out of a board on purpose.)
    ...(await notWhole(page, 'thing on a player board', '.players > .player li, .players > .player .stat:not([data-value="0"])')),
    ...(await notWhole(page, 'Border or Threat track', '.board > .threat')),
    ...(await notWhole(page, 'exploration track', '.track')),
    ...(await notWhole(page, 'Council stack', '.council .stack')),
    ...(await notWhole(page, 'Court card', '.court .card')),
    ...(await notWhole(page, 'Court price', '.court .cost-value')),
    ...(await notWhole(page, 'Location', '.locations .location-list .card')),
    ...(await notWhole(page, 'card in my hand', '.table-area > .hand .card')),
    ...(await overlaps(page, REGIONS)),
  ];
}

/** Waits until nothing moves (cards glide, panels drop in). */
const atRest = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

describe.skipIf(!hasChromium)('web client: the table, measured', () => {
  const t = browserTable();

  it('on a 390×844 phone, the end of the game brings the score into view, its Total column on screen', async () => {
    // A 2-player game played to its end; the page holds seat 0's last decision, scrolled down to it.
    let before: GameState | null = null;
    const end = playUntil({ seed: 31, players: 2, startSeat: 0, names: NAMES.slice(0, 2) }, 4, (s) => {
      if (s.pending?.seat === 0) before = s;
      return false;
    });
    expect(end.over).toBe(true);
    expect(before).not.toBeNull();
    const errors: string[] = [];
    const vp = { width: 390, height: 844 };
    const { context, page, push } = await openFixtureTable(t, 'phoneend', namedView(before!, 0, NAMES), { viewport: vp, errors, phone: true });
    await page.waitForSelector('.prompt.mine');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(844);

    const last = namedView(end, 0, NAMES);
    await push(last);
    const score = page.getByTestId('score-screen');
    await score.waitFor();
    // The score's heading comes to the top of the screen (a smooth scroll: wait for it to rest).
    await expect.poll(async () => {
      const box = await score.locator('h2').boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= vp.height;
    }, { timeout: 10_000 }).toBe(true);
    const total = score.locator('thead th', { hasText: 'Total' });
    const box = (await total.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(vp.width);
    const cells = await score.locator('tbody td.total').evaluateAll((tds) => tds.map((td) => {
      const r = td.getBoundingClientRect();
      return { right: r.right, text: td.textContent };
    }));
    expect(cells.map((c) => Number(c.text))).toEqual(last.scores!.slice().sort((a, b) => a.rank - b.rank || a.seat - b.seat).map((l) => l.total));
    for (const c of cells) expect(c.right).toBeLessThanOrEqual(vp.width);
    await page.screenshot({ path: artifact('phone-end-of-game.png') });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe.skipIf(!hasChromium)('web client: the score of an expansion game at 1280×800', () => {
  const t = browserTable();

  it('draws every column of the score in each bar, and each total label inside the chart', async () => {
    const end = playUntil({ ...FIVE, seed: 77, expansions: { kraken: true, leviathan: true } }, 5, () => false);
    const last = namedView(end, 0, NAMES);
    expect(last.scores!.some((l) => (l.nebulis ?? 0) < 0 || (l.leviathan ?? 0) !== 0)).toBe(true);
    const errors: string[] = [];
    const { page, context } = await openFixtureTable(t, 'expansionscore', last, { viewport: WIDE, errors });
    const chart = page.locator('[data-testid="score-screen"] svg.score-chart');
    await chart.waitFor();
    const svg = (await chart.boundingBox())!;
    const bars = await chart.locator('g[data-seat]').evaluateAll((gs) => gs.map((g) => ({
      seat: Number(g.getAttribute('data-seat')),
      total: Number(g.getAttribute('data-total')),
      sources: [...g.querySelectorAll('[data-source]')].map((s) => [s.getAttribute('data-source'), Number(s.getAttribute('data-value'))] as const),
      label: g.querySelector('.chart-total')!.getBoundingClientRect().toJSON() as Box,
    })));
    expect(bars).toHaveLength(5);
    for (const b of bars) {
      const line = last.scores!.find((l) => l.seat === b.seat)!;
      // Every column of the sheet, and they add up to the total (the sheet may say -0: a number, as drawn, is 0).
      const col = (n: number | undefined): number => (n ?? 0) + 0;
      expect(Object.fromEntries(b.sources)).toEqual({ locations: line.locations, lords: line.lords, allies: line.allies, monsters: line.monsters, nebulis: col(line.nebulis), leviathan: col(line.leviathan) });
      expect(b.sources.reduce((n, [, v]) => n + v, 0)).toBe(b.total);
      expect(b.label.x + b.label.width).toBeLessThanOrEqual(svg.x + svg.width);
      expect(b.label.x).toBeGreaterThanOrEqual(svg.x);
    }
    await page.screenshot({ path: artifact('expansion-score-1280x800.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe.skipIf(!hasChromium)('web client: everything in view at 1280×800', () => {
  const t = browserTable();

  it('5 players, a 12-card hand: the payment builder, its Lord, requirements and buttons, and the whole table', async () => {
    const s = playUntil(FIVE, 1, (st, moves) => moves > 250 && st.pending?.seat === 0 && st.pending.kind === 'main');
    twelveInHand(s);
    const errors: string[] = [];
    const { page, context } = await openFixtureTable(t, 'fivebuilder', namedView(s, 0, NAMES), { viewport: WIDE, errors });
    await page.waitForSelector('.prompt.mine');
    await page.locator('.court button.card.choosable').first().click();
    await page.waitForSelector('[data-builder]');
    // Pick the quick payment's Allies from the table's hand, as a person does.
    const pick = (await page.getAttribute('[data-act="suggest"]', 'data-allies'))!.split(',');
    for (const card of pick) await page.locator(`[data-card="${card}"]`).filter({ visible: true }).first().click();
    await expect.poll(() => page.locator('[data-act="recruit"]').isEnabled()).toBe(true);
    await atRest(page);
    await page.screenshot({ path: artifact('five-builder-1280x800.png') });
    const problems = [
      ...(await tableProblems(page)),
      ...(await notWhole(page, 'decision title', '#prompt-title')),
      ...(await notWhole(page, 'Lord being recruited', '[data-builder] .builder-head .card')),
      ...(await notWhole(page, 'requirement', '[data-builder] .requirements li')),
      ...(await notWhole(page, 'payment status', '[data-builder] .builder-status')),
      ...(await notWhole(page, 'Recruit', '[data-act="recruit"]')),
      ...(await notWhole(page, 'Back', '[data-act="cancel"]')),
    ];
    expect(problems).toEqual([]);
    expect(await page.locator('.table-area > .hand .card').count()).toBe(12);
    expect(await page.locator('.players > .player').count()).toBe(5);
    // The chosen Allies show as chosen in my hand.
    expect(await page.locator('.table-area > .hand .card.selected').count()).toBe(pick.length);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('5 players, a 12-card hand: every option of the boost prompt, the Leviathan it attacks, and the whole table', async () => {
    const s = playUntil(FIVE, 1, (st) => st.pending?.kind === 'boostAttack' && st.pending.seat === 0);
    twelveInHand(s);
    // Ten Pearls and room for eight more attack: nine options.
    s.players[0].pearls = 10;
    if (s.pending?.kind !== 'boostAttack') throw new Error('no boost decision');
    s.pending.max = 8;
    const errors: string[] = [];
    const { page, context } = await openFixtureTable(t, 'fiveboost', namedView(s, 0, NAMES), { viewport: WIDE, errors });
    await page.waitForSelector('.prompt.mine[data-prompt="boostAttack"]');
    await atRest(page);
    await page.screenshot({ path: artifact('five-boost-1280x800.png') });
    const problems = [
      ...(await tableProblems(page)),
      ...(await notWhole(page, 'decision title', '#prompt-title')),
      ...(await notWhole(page, 'Leviathan attacked', '.prompt.mine .attack-target')),
      ...(await notWhole(page, 'explanation', '.prompt.mine .prompt-body > p.muted')),
      ...(await notWhole(page, 'boost option', '.prompt.mine [data-act="boost"]')),
    ];
    expect(problems).toEqual([]);
    expect(await page.locator('.prompt.mine [data-act="boost"]').count()).toBe(9);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  // Every expansion: the Court holds six cards beside two decks, the Border stands for the
  // Threat track; a known deal adds its warning. Early in the game, and late under both banners.
  const EVERY: GameOptions = { ...FIVE, seed: 4242, expansions: { deProfundis: true, kraken: true, leviathan: true } };
  for (const [when, stop] of [
    ['early', (st: GameState, moves: number) => moves > 20 && st.pending?.seat === 0 && st.pending.kind === 'main' && st.court.length === 6],
    ['in the final round', (st: GameState) => st.lastSeat >= 0 && st.pending?.seat === 0 && st.pending.kind === 'main'],
  ] as const) {
    it(`5 players with every expansion and a known deal, ${when}: the Court in one row with both decks, the Locations, every board whole`, async () => {
      const s = playUntil(EVERY, 2, stop);
      const errors: string[] = [];
      const { page, context } = await openFixtureTable(t, `every${when.length}`, namedView(s, 0, NAMES), { viewport: WIDE, errors, knownDeal: true });
      await page.waitForSelector('.prompt.mine');
      await atRest(page);
      await page.screenshot({ path: artifact(`every-expansion-${when.replace(/ /g, '-')}-1280x800.png`) });
      const problems = [
        ...(await notWhole(page, 'known-deal warning', '[data-testid="known-deal"]')),
        ...(await tableProblems(page)),
        ...(await notWhole(page, 'Lord or Outcast deck', '.court-row > .shell')),
        ...(await notWhole(page, 'Location stack', '.locations-row > .shell')),
        ...(await notWhole(page, 'decision title', '#prompt-title')),
      ];
      expect(problems).toEqual([]);
      // One row: every Court card at the same height.
      expect(new Set(await page.locator('.court .court-lords > li').evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top)))).size).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }

  it('late in a 4-player game, under the "Final round" banner: Court prices, every Location and every player board whole', async () => {
    const s = playUntil({ seed: 8, players: 4, startSeat: 0, names: NAMES.slice(0, 4) }, 3, (st) => st.lastSeat >= 0 && st.pending?.seat === 0 && st.pending.kind === 'main');
    const errors: string[] = [];
    const { page, context } = await openFixtureTable(t, 'finalround', namedView(s, 0, NAMES), { viewport: WIDE, errors });
    await page.waitForSelector('.prompt.mine');
    await atRest(page);
    await page.screenshot({ path: artifact('final-round-1280x800.png') });
    const problems = [
      ...(await notWhole(page, 'final-round banner', '.banner.final')),
      ...(await tableProblems(page)),
      ...(await notWhole(page, 'decision title', '#prompt-title')),
      ...(await notWhole(page, 'Explore', '.prompt.mine [data-act="explore"]')),
    ];
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
