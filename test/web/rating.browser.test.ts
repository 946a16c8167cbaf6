// Every game among signed-in players counts: signed in, a game created in the lobby seats the
// player under their account's name, says "Rated" at the table and in the lobby, and shows on
// the profile once over without "Add to my account"; a friendly game says "Friendly".
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../src/protocol/accounts.ts';
import { browserTable, hasChromium, openPage } from './harness.ts';

describe.skipIf(!hasChromium)('web client: rated and friendly games', () => {
  const t = browserTable();

  it('signed in, the seat takes the account’s name and joins it; the table and the lobby say Rated or Friendly', async () => {
    const errors: string[] = [];
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await openPage(context, errors);
    await page.goto(`${t.server.url}/account`);
    await page.click('[data-action="switch-mode"]');
    await page.fill('[data-field="login"]', 'deepdiver');
    await page.fill('[data-field="password"]', 'a long enough password');
    await page.click('[data-action="submit-account"]');
    await page.waitForSelector('[data-field="email"]');

    const create = async (friendly: boolean): Promise<string> => {
      await page.goto(t.server.url);
      await page.getByRole('heading', { name: 'New game' }).waitFor();
      expect(await page.isChecked('[data-option="friendly"]')).toBe(false);
      if (friendly) await page.check('[data-option="friendly"]');
      await page.selectOption('[data-seat-level="1"]', 'easy');
      await page.click('[data-act="create"]');
      await page.waitForSelector('.game');
      return page.url().split('/play/')[1];
    };

    const rated = await create(false);
    expect(await page.textContent('.game header [data-rating]')).toBe('Rated');
    expect(await page.textContent('.player[data-seat="0"] h3')).toBe('deepdiver (you)');
    const friendly = await create(true);
    expect(await page.textContent('.game header [data-rating]')).toBe('Friendly');

    // The lobby's list of games says the same.
    await page.goto(t.server.url);
    await page.waitForSelector(`[data-game="${friendly}"] [data-rating]`);
    expect(await page.textContent(`[data-game="${friendly}"] [data-rating]`)).toBe('Friendly');
    expect(await page.textContent(`[data-game="${rated}"] [data-rating]`)).toBe('Rated');

    // Both seats belong to the account, without "Add to my account".
    const account = (await t.server.running.accounts.store.byLogin('deepdiver'))!.account;
    const seats = await t.server.running.accounts.store.seatsOfAccount(account.id);
    expect(seats.map((s) => s.gameId).sort()).toEqual([rated, friendly].sort());
    const profile = await page.evaluate(async () => (await fetch('/api/players/deepdiver')).json() as Promise<Profile>);
    expect(profile.login).toBe('deepdiver');
    expect(errors).toEqual([]);
    await context.close();
  });
});
