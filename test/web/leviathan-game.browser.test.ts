// A whole five-player Leviathan game in the browser against four bots, from the lobby's
// Leviathan box to the score screen, by clicks: the Border stands where the Threat track was,
// every player area shows its Wounds and slain Leviathans, the Scourge shows on one area at
// most, the last roll shows as die faces, and the page answers Leviathan decisions through
// their prompts. (It needs the engine's Leviathan rules and the lobby's fifth seat.)
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answer, version, waitForTurn } from './clickbot.ts';
import { animationsDone, artifact, browserTable, hasChromium, openPage } from './harness.ts';

const LEVIATHAN_PROMPTS = new Set(['leviathanMonster', 'leviathanAttack', 'boostAttack', 'fightReward', 'tokenCouncil', 'loseLord', 'borderGuard', 'breeder', 'rebel']);

interface Seen {
  kind: string | null;
  border: boolean;
  threat: boolean;
  spaces: number;
  wounds: (number | null)[];
  slain: (number | null)[];
  scourge: number[];
  lastRoll: string | null;
}

/** What the page shows now: the prompt kind, the Border, each area's Leviathan counters. */
async function table(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const count = (p: Element, token: string): number | null => {
      const text = p.querySelector(`[data-token="${token}"]`)?.textContent ?? null;
      return text === null ? null : Number(text.replace(/\D/g, ''));
    };
    const players = [...document.querySelectorAll('.players .player')];
    return {
      kind: document.querySelector('.prompt.mine')?.getAttribute('data-prompt') ?? null,
      border: !!document.querySelector('[data-testid="border"]'),
      threat: !!document.querySelector('.threat-spaces'),
      spaces: document.querySelectorAll('[data-testid="border"] .border-space').length,
      wounds: players.map((p) => count(p, 'wound')),
      slain: players.map((p) => count(p, 'slain')),
      scourge: players.flatMap((p) => (p.querySelector('[data-token="scourge"]') ? [Number(p.getAttribute('data-seat'))] : [])),
      lastRoll: document.querySelector('[data-last-roll]')?.getAttribute('data-last-roll') ?? null,
    };
  });
}

/**
 * One decision of mine. A Monster revealed: attack with the Ally whose chance of beating a step
 * is best when it is at least even, else keep exploring (a Leviathan comes). Everything else:
 * the click bot (the first choice of a Leviathan prompt).
 */
async function leviathanAnswer(page: Page, kind: string | null): Promise<void> {
  const before = await version(page);
  const click = async (selector: string): Promise<boolean> => {
    const el = page.locator(selector).first();
    if ((await el.count()) === 0) return false;
    await el.click();
    await page.waitForFunction((v) => document.querySelector('.game')?.getAttribute('data-version') !== v, before, { timeout: 20_000 });
    return true;
  };
  if (kind === 'leviathanMonster' || kind === 'leviathanAttack') {
    const best = await page.evaluate(() => {
      let at = -1;
      let odds = -1;
      document.querySelectorAll('.prompt.mine [data-act="attack"]:not([disabled])').forEach((b, i) => {
        const first = Number((b.getAttribute('data-odds') ?? '0').split(',')[0]);
        if (first > odds) { odds = first; at = i; }
      });
      return { at, odds };
    });
    if (best.at >= 0 && best.odds >= 50 && (await click(`.prompt.mine [data-act="attack"]:not([disabled]) >> nth=${best.at}`))) return;
    if (await click('.prompt.mine [data-act="continue"]:not([disabled])')) return;
    if (await click('.prompt.mine [data-act="endFight"]:not([disabled])')) return;
  }
  await answer(page);
}

describe.skipIf(!hasChromium)('web client: a full five-player Leviathan game against four bots', () => {
  // Bots on the main thread with seeds of their own: with the deal's seed and the page's
  // answers, the same game every run (seeded by the game's random id, bots played a different
  // game each time, and whether this seat met a Monster and rolled was left to chance).
  const t = browserTable({ server: { bots: { seed: 1, threads: 0 } } });

  it('ticks Leviathan, seats five, shows the Border and the counters, answers Leviathan prompts, reaches the scores', async () => {
    const errors: string[] = [];
    const context = await t.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await openPage(context, errors);
    await page.goto(t.server.url);
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    await page.check('[data-option="leviathan"]');
    while ((await page.locator('[data-seat-row]').count()) < 5) await page.click('[data-act="add-seat"]');
    await page.fill('[data-seat-name="0"]', 'Ann');
    for (const seat of [1, 2, 3, 4]) await page.selectOption(`[data-seat-level="${seat}"]`, 'easy');
    await page.fill('[data-option="seed"]', '2018');
    await page.screenshot({ path: artifact('leviathan-lobby.png'), fullPage: true });
    await page.click('[data-act="create"]');
    await page.waitForSelector('.game');

    const answered: Record<string, number> = {};
    const scourgeSeen = new Set<number>();
    let maxWounds = 0;
    let maxSlain = 0;
    let rolls = 0;
    let shots = 0;
    let decisions = 0;
    for (; decisions < 2500; decisions++) {
      if (!(await waitForTurn(page))) break;
      const seen = await table(page);
      // The Border replaces the Threat track: nine spaces, no Threat spaces.
      expect(seen.border).toBe(true);
      expect(seen.threat).toBe(false);
      expect(seen.spaces).toBe(9);
      // Five player areas, each with its Wounds and slain Leviathans.
      expect(seen.wounds.length).toBe(5);
      expect(seen.wounds.every((n) => n !== null)).toBe(true);
      expect(seen.slain.every((n) => n !== null)).toBe(true);
      maxWounds = Math.max(maxWounds, ...(seen.wounds as number[]));
      maxSlain = Math.max(maxSlain, ...(seen.slain as number[]));
      // The Scourge is on one area at most, and only once someone slew a Leviathan.
      expect(seen.scourge.length).toBeLessThanOrEqual(1);
      if (seen.scourge.length) expect(maxSlain).toBeGreaterThanOrEqual(1);
      for (const s of seen.scourge) scourgeSeen.add(s);
      if (seen.lastRoll) rolls++;
      if (seen.kind && LEVIATHAN_PROMPTS.has(seen.kind)) {
        answered[seen.kind] = (answered[seen.kind] ?? 0) + 1;
        if (answered[seen.kind] === 1 && shots < 5) {
          shots++;
          await page.screenshot({ path: artifact(`leviathan-prompt-${seen.kind}.png`), fullPage: true });
        }
      }
      if (decisions === 60) {
        await page.screenshot({ path: artifact('leviathan-table.png'), fullPage: true });
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.screenshot({ path: artifact('leviathan-table-1280.png') });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.screenshot({ path: artifact('leviathan-table-phone.png'), fullPage: true });
        await page.setViewportSize({ width: 1400, height: 900 });
      }
      await leviathanAnswer(page, seen.kind);
    }
    const score = page.getByTestId('score-screen');
    await score.waitFor();
    expect(await score.locator('tbody tr').count()).toBe(5);
    // The score table has the Scourge & Wounds column.
    expect(await score.locator('[data-score="leviathan"]').count()).toBe(5);
    await animationsDone(page);
    await page.screenshot({ path: artifact('leviathan-score-screen.png'), fullPage: true });
    const summary = { decisions, answered, maxWounds, maxSlain, scourgeHolders: [...scourgeSeen], rolls };
    writeFileSync(artifact('leviathan-web.json'), JSON.stringify(summary, null, 2));
    console.log('leviathan web game', JSON.stringify(summary));
    // The first Leviathan arrives by a roll when the game starts: the Border shows a roll.
    expect(rolls).toBeGreaterThan(0);
    expect(answered.leviathanMonster ?? 0).toBeGreaterThanOrEqual(1);
    if (maxSlain > 0) expect(scourgeSeen.size).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 900_000);
});
