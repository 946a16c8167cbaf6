// Where things are, measured: the positions come from the engine (seeded random games, then
// adjusted) and are served to the page as its game (fixtureTable.ts). On a 390×844 phone the
// end of a game brings the score into view with its Total column; at 1280×800 a 5-player
// table with a 12-card hand shows everything the payment builder and the boost prompt need,
// nothing clipped, nothing overlapping; late in a 4-player game, under the "Final round"
// banner, the Court's prices, every Location and every player board's Allies are in view.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/index.ts';
import { artifact, browserTable, hasChromium } from './harness.ts';
import { namedView, openFixtureTable, playUntil } from './fixtureTable.ts';

interface Box { x: number; y: number; width: number; height: number }

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'];

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

export type { Box };
