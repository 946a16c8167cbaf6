// The account page's notice settings (issue 29, point 8): Web Push to every browser of the
// account on or off, and how "your move" e-mails come; saved through the API, shown again on
// reload, in English and in French.
import { describe, expect, it } from 'vitest';
import { browserTable, hasChromium, openPage } from './harness.ts';

describe.skipIf(!hasChromium)('web client: notice settings on the account page', () => {
  const t = browserTable({ server: () => ({ turnCheckMs: 0, accounts: { scrypt: { log2N: 12, r: 8, p: 1 } } }) });

  it('shows the defaults, saves a change, and keeps it', async () => {
    const errors: string[] = [];
    const context = await t.browser.newContext();
    const page = await openPage(context, errors);
    await page.goto(`${t.server.url}/account`);
    await page.click('[data-action="switch-mode"]');
    await page.fill('[data-field="login"]', 'ida');
    await page.fill('[data-field="password"]', "ida's long password");
    await page.click('[data-action="submit-account"]');
    await expect.poll(() => page.textContent('[data-field="signed-in-as"]'), { timeout: 30_000 }).toBe('ida');

    const push = page.locator('[data-field="notice-push"]');
    const email = page.locator('[data-field="notice-email"]');
    await push.waitFor({ timeout: 15_000 });
    expect(await push.isChecked()).toBe(true);
    expect(await email.inputValue()).toBe('digest');
    expect(await email.locator('option').allTextContents()).toEqual(['gathered: the first at once, then one e-mail per half hour at most', 'one per turn of each game', 'none']);

    await push.uncheck();
    await email.selectOption('each');
    await page.click('[data-action="save-notice-settings"]');
    await expect.poll(() => page.textContent('[data-field="notice-status"]'), { timeout: 15_000 }).toBe('Notice settings saved.');
    const saved = await page.evaluate(async () => (await fetch('/api/account/notices')).json() as Promise<unknown>);
    expect(saved).toEqual({ push: false, email: 'each' });

    // Reloaded, in French: the saved choices, in French words.
    await page.evaluate(() => localStorage.setItem('abyss.lang.v1', 'fr'));
    await page.reload();
    await page.locator('[data-field="notice-push"]').waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-field="notice-push"]').isChecked()).toBe(false);
    expect(await page.locator('[data-field="notice-email"]').inputValue()).toBe('each');
    await expect.poll(() => page.locator('[data-field="notice-email"] option:checked').textContent(), { timeout: 15_000 }).toBe('un par tour de chaque partie');
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
