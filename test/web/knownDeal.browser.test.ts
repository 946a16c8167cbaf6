// Known deals in the browser (issue 29, point 6): a spectator of a known deal reads a warning
// and acknowledges it before the table shows; when the creator refused spectators, the page
// says so and shows no table, and the lobby offers no Watch link.
import { describe, expect, it } from 'vitest';
import { createGame } from '../server/helpers.ts';
import { browserTable, hasChromium, openPage } from './harness.ts';

describe.skipIf(!hasChromium)('web client: spectators of a known deal', () => {
  const t = browserTable();

  it('warns a spectator before the table shows, and keeps a refused one out', async () => {
    const players = [{ kind: 'human' as const, name: 'Ann' }, { kind: 'human' as const, name: 'Bob' }];
    const warned = await createGame(t.server.url, { players, options: { seed: 91, startSeat: 0, listed: true } });
    const refused = await createGame(t.server.url, { players, options: { seed: 92, startSeat: 0, listed: true, spectators: 'refuse' } });
    const errors: string[] = [];
    const context = await t.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await openPage(context, errors);

    await page.goto(`${t.server.url}/play/${warned.gameId}?spectate`);
    const warning = page.getByTestId('known-deal-warning');
    await warning.waitFor({ timeout: 30_000 });
    expect(await warning.getByRole('heading').textContent()).toBe('This table plays a known deal');
    expect(await page.locator('.board').count()).toBe(0);
    await page.click('[data-act="watch-known-deal"]');
    await page.waitForSelector('.game[data-seat="spectator"] .board', { timeout: 30_000 });
    expect(await warning.count()).toBe(0);
    // The seats of that table see the table at once, with the banner.
    await page.goto(`${t.server.url}/play/${warned.gameId}#token=${warned.seats[0].token}`);
    await page.waitForSelector('.game[data-seat="0"] .board', { timeout: 30_000 });
    expect(await page.getByTestId('known-deal').count()).toBe(1);
    expect(await page.getByTestId('known-deal-warning').count()).toBe(0);

    // The lobby: the refused table has its badge and no Watch link; the warned one has a link.
    await page.goto(t.server.url);
    const row = page.locator(`[data-list="live"] li[data-game="${refused.gameId}"]`);
    await row.waitFor({ timeout: 30_000 });
    expect(await row.getByTestId('no-spectators').textContent()).toBe('no spectators until the end');
    expect(await row.getByRole('link', { name: 'Watch' }).count()).toBe(0);
    expect(await page.locator(`[data-list="live"] li[data-game="${warned.gameId}"]`).getByRole('link', { name: 'Watch' }).count()).toBe(1);
    expect(errors).toEqual([]);

    // Opened anyway (a second page: the 403 is expected there), it says why and shows no table.
    const peek = await openPage(context, []);
    await peek.goto(`${t.server.url}/play/${refused.gameId}?spectate`);
    await expect(peek.getByRole('alert').textContent({ timeout: 30_000 })).resolves.toBe(
      'This table plays a known deal: its creator keeps spectators out until the game is over. Come back then to watch its replay.',
    );
    expect(await peek.locator('.board').count()).toBe(0);
    await context.close();
  }, 300_000);
});
