// A player signs up in the browser, adds the guest seat of a game they played to the account,
// and reads their profile once the game has ended: rating, record, score by source.
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../src/protocol/accounts.ts';
import type { CreateGameResponse } from '../../src/protocol/game.ts';
import { driveOverWs } from '../server/helpers.ts';
import { browserTable, hasChromium, json, openPage } from './harness.ts';

describe.skipIf(!hasChromium)('web client: an account', () => {
  const t = browserTable({ server: {
    // A fixed seed makes the game the same on every run; such games are rated only when the operator says so.
    accounts: { rateKnownDeals: true },
  } });

  it('signs up, claims a guest seat, and shows the profile after the game', async () => {
    const errors: string[] = [];
    const context = await t.browser.newContext();
    const page = await openPage(context, errors);
    const game = await json<CreateGameResponse>(`${t.server.url}/api/games`, { players: [{ kind: 'human', name: 'Gwen' }, { kind: 'bot', level: 'easy' }], options: { seed: 5 } });
    const token = game.seats[0].token!;
    // The creator's seat link: the browser keeps its token as a guest.
    await page.goto(`${t.server.url}/play/${game.gameId}#token=${token}`);
    await page.waitForSelector('.game');

    await page.goto(`${t.server.url}/account`);
    await page.click('[data-action="switch-mode"]');
    await page.fill('[data-field="login"]', 'gwen');
    await page.fill('[data-field="display-name"]', 'Gwen of the Deep');
    await page.fill('[data-field="password"]', 'a long enough password');
    await page.click('[data-action="submit-account"]');
    await expect.poll(() => page.textContent('[data-field="signed-in-as"]'), { timeout: 30_000 }).toBe('Gwen of the Deep');
    const cookie = (await context.cookies()).find((c) => c.name === 'abyss_session')!;
    expect({ httpOnly: cookie.httpOnly, sameSite: cookie.sameSite, secure: cookie.secure }).toEqual({ httpOnly: true, sameSite: 'Lax', secure: false });
    // The page's script cannot read the session.
    expect(await page.evaluate(() => document.cookie)).toBe('');

    await page.getByRole('button', { name: 'Add to my account' }).click();
    await expect.poll(() => page.getByRole('status').textContent(), { timeout: 15_000 }).toBe('Seat 1 is now in your account.');

    // The game is played to its end (the bot server-side, Gwen's seat by its token).
    for (const c of await driveOverWs(t.server.url, game.gameId, [token], 5, 120_000)) c.close();
    await t.server.running.recorded();
    const profile = await json<Profile>(`${t.server.url}/api/players/gwen`);
    expect(profile.ratedGames).toBe(1);

    await page.goto(`${t.server.url}/players/gwen`);
    await page.waitForSelector('[data-field="profile"]');
    expect(await page.textContent('[data-field="rating"]')).toBe(String(profile.rating.rating));
    expect(await page.locator('.account-table caption').allTextContents()).toEqual(['Average score by source', 'Finished games']);
    const row = await page.locator('.account-table').nth(1).locator('tbody tr td').allTextContents();
    const g = profile.games[0];
    // The date as the reader's language writes it (Intl, this English browser), the exact instant in <time>.
    const ended = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(g.finishedAt));
    expect(row).toEqual([ended, '2', String(g.rank), String(g.score.total), `${g.ratingBefore} → ${g.ratingAfter}`, 'Watch']);
    expect(await page.locator('.account-table').nth(1).locator('tbody time').getAttribute('datetime')).toBe(g.finishedAt);
    expect(errors).toEqual([]);
  }, 240_000);
});
