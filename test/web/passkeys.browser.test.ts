// Passkeys in a real browser: Chromium's virtual authenticator (CDP WebAuthn domain) stands in
// for a phone or laptop. A player signs up with a password, adds a passkey, signs out and signs
// back in with it, no login typed; a browser without WebAuthn sees no passkey buttons.
// The page is served as http://localhost (a secure context, the default RP ID), not 127.0.0.1.
import { describe, expect, it } from 'vitest';
import { browserTable, hasChromium, openPage } from './harness.ts';

describe.skipIf(!hasChromium)('web client: passkeys', () => {
  const t = browserTable();
  const origin = (): string => `http://localhost:${t.server.port}`;

  it('signs up, adds a passkey, signs out, and signs in with the passkey', async () => {
    const errors: string[] = [];
    const context = await t.browser.newContext();
    const page = await openPage(context, errors);
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });

    await page.goto(`${origin()}/account`);
    await page.click('[data-action="switch-mode"]');
    await page.fill('[data-field="login"]', 'petra');
    await page.fill('[data-field="display-name"]', 'Petra of the Reef');
    await page.fill('[data-field="password"]', 'a long enough password');
    await page.click('[data-action="submit-account"]');
    await expect.poll(() => page.textContent('[data-field="signed-in-as"]'), { timeout: 30_000 }).toBe('Petra of the Reef');
    await expect.poll(() => page.locator('[data-field="passkeys"] p').first().textContent()).toBe('A passkey signs you in with this device’s screen lock or a security key, without your password.');
    expect(await page.getByText('No passkeys yet.').count()).toBe(1);

    await page.fill('[data-field="passkey-name"]', 'Test laptop');
    await page.click('[data-action="add-passkey"]');
    await expect.poll(() => page.getByRole('status').textContent(), { timeout: 15_000 }).toBe('Passkey “Test laptop” added. You can now sign in with it.');
    const row = page.locator('tr[data-passkey="Test laptop"] td');
    expect((await row.allTextContents()).slice(2)).toEqual(['never', 'Remove']);
    // The authenticator holds one discoverable credential, the one the server stored.
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials.map((c) => c.isResidentCredential)).toEqual([true]);
    const id = Buffer.from(credentials[0].credentialId, 'base64').toString('base64url');
    expect((await t.server.running.accounts.store.passkeys.byId(id))!.name).toBe('Test laptop');

    await page.click('[data-action="sign-out"]');
    await page.waitForSelector('[data-action="passkey-sign-in"]');
    expect(await context.cookies().then((cs) => cs.some((c) => c.name === 'abyss_session' && c.value !== ''))).toBe(false);
    // No login, no password: the browser offers the site's passkey.
    await page.click('[data-action="passkey-sign-in"]');
    await expect.poll(() => page.textContent('[data-field="signed-in-as"]'), { timeout: 30_000 }).toBe('Petra of the Reef');
    const session = (await context.cookies()).find((c) => c.name === 'abyss_session')!;
    expect({ httpOnly: session.httpOnly, sameSite: session.sameSite }).toEqual({ httpOnly: true, sameSite: 'Lax' });
    // The counter the server keeps is the authenticator's.
    const after = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials[0];
    const stored = (await t.server.running.accounts.store.passkeys.byId(id))!;
    expect(stored.counter).toBe(after.signCount);
    expect(stored.lastUsedAt).not.toBeNull();
    await expect.poll(() => row.nth(2).textContent()).toBe(stored.lastUsedAt!.slice(0, 10));

    // Removed: the list is empty again, and the passkey signs in no more.
    await page.click('[data-action="remove-passkey"]');
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Passkey “Test laptop” removed.');
    expect(await t.server.running.accounts.store.passkeys.byId(id)).toBeNull();
    await page.click('[data-action="sign-out"]');
    await page.click('[data-action="passkey-sign-in"]');
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 })
      .toBe('This passkey could not be verified; you are not signed in. Try again, or use your password.');
    // The refusal is an answer (401) the page shows; nothing else went wrong.
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await context.close();
  });

  it('shows no passkey buttons where the browser has no WebAuthn', async () => {
    const errors: string[] = [];
    const context = await t.browser.newContext();
    await context.addInitScript(() => {
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    });
    const page = await openPage(context, errors);
    await page.goto(`${origin()}/account`);
    await page.waitForSelector('[data-action="submit-account"]');
    expect(await page.locator('[data-action="passkey-sign-in"]').count()).toBe(0);
    await page.click('[data-action="switch-mode"]');
    await page.fill('[data-field="login"]', 'quentin');
    await page.fill('[data-field="password"]', 'a long enough password');
    await page.click('[data-action="submit-account"]');
    await page.waitForSelector('[data-field="passkeys"]');
    expect(await page.locator('[data-action="add-passkey"]').count()).toBe(0);
    expect(await page.getByText('No passkeys yet.').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
