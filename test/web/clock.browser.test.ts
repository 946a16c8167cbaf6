// Real-time clocks in the browser: every person's time bank is shown beside their seat, the
// running one marked, and a new game can be given one in the lobby.
import { describe, expect, it } from 'vitest';
import type { ClockOptions } from '../../src/protocol/game.ts';
import { createGame, createOnly } from '../server/helpers.ts';
import { browserTable, hasChromium, openPage } from './harness.ts';

describe.skipIf(!hasChromium)('web client: clocks', () => {
  const t = browserTable();

  it('shows every seat’s time bank, the running one marked', async () => {
    const clock: ClockOptions = { baseSeconds: 300, incrementSeconds: 10, onTimeout: 'bot' };
    const g = await createGame(t.server.url, { players: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bob' }, { kind: 'bot' }], options: { seed: 5, startSeat: 0, clock } });
    const errors: string[] = [];
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await openPage(context, errors);
    await page.goto(`${t.server.url}/play/${g.gameId}#token=${g.seats[1].token}`);
    await page.waitForSelector('[data-clock-seat="0"]');
    // Bob's bank does not run while Ann decides; bots have none.
    expect(await page.textContent('[data-clock-seat="1"]')).toBe('5:00');
    expect(await page.getAttribute('[data-clock-seat="1"]', 'class')).toBe('turn-clock bank');
    expect(await page.getAttribute('[data-clock-seat="0"]', 'class')).toBe('turn-clock bank running');
    expect(await page.locator('[data-clock-seat="2"]').count()).toBe(0);
    expect(await page.getAttribute('[data-clock-seat="1"]', 'aria-label')).toBe('Bob: 5:00 left');

    // A table still waiting for an invited player runs no bank, and says so.
    const waiting = await createOnly(t.server.url, { players: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bob' }], options: { seed: 5, startSeat: 0, clock } });
    await page.goto(`${t.server.url}/play/${waiting.gameId}#token=${waiting.seats[0].token}`);
    await page.waitForSelector('[data-testid="clock-waiting"]');
    expect(await page.textContent('[data-testid="clock-waiting"]')).toBe('The clocks start when every seat is taken.');
    expect(await page.getAttribute('[data-clock-seat="0"]', 'class')).toBe('turn-clock bank');

    // The lobby offers a time bank for a new real-time game.
    await page.goto(t.server.url);
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    await page.selectOption('[data-option="clockBase"]', '600');
    await page.selectOption('[data-option="clockIncrement"]', '20');
    await page.selectOption('[data-seat-level="1"]', 'easy');
    await page.click('[data-act="create"]');
    await page.waitForSelector('[data-clock-seat="0"]');
    expect(await page.locator('[data-clock-seat]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
