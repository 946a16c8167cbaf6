// Passkeys on the real server, against SQLite and (with DATABASE_URL) PostgreSQL, with a
// software authenticator (real P-256 signatures): adding, listing, removing; signing in
// without a login; and every refusal — no, expired, replayed or another session's challenge,
// wrong origin or RP ID, unverified user, unknown or deleted credential, stale counter,
// missing CSRF token or foreign Origin — answered with one error that changes nothing.
// Then the sign-in limits shared with passwords, the export and the account's deletion.

import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport, PasskeyInfo, SessionResponse } from '../../../src/protocol/accounts.ts';
import { ConfigError, relyingParty } from '../../../src/server/config.ts';
import { main, optionsFromArgs } from '../../../src/server/main.ts';
import type { ErrorBody } from '../../../src/protocol/game.ts';
import { startServer } from '../helpers.ts';
import { backends } from '../backends.ts';
import { AccountClient } from './client.ts';
import { SoftAuthenticator } from './softAuthenticator.ts';

const PASSWORD = 'correct horse battery';
const FAST = { log2N: 12, r: 8, p: 1 };
const ORIGIN = 'http://localhost:5173';
const NOT_ADDED = { code: 'PASSKEY_REJECTED', message: 'The passkey could not be verified; nothing was added. Try again.' };
const NOT_SIGNED_IN = { code: 'PASSKEY_REJECTED', message: 'This passkey could not be verified; you are not signed in. Try again, or use your password.' };

describe('relying party settings', () => {
  it('defaults to localhost on an IP address, or to the host name, on the listening port', () => {
    expect(relyingParty({}, '127.0.0.1', 3000)).toEqual({ id: 'localhost', origins: ['http://localhost:3000'] });
    expect(relyingParty({}, '0.0.0.0', 8080)).toEqual({ id: 'localhost', origins: ['http://localhost:8080'] });
    expect(relyingParty({}, '::', 8080)).toEqual({ id: 'localhost', origins: ['http://localhost:8080'] });
    expect(relyingParty({}, 'Abyss.Example.org', 443)).toEqual({ id: 'abyss.example.org', origins: ['http://abyss.example.org:443'] });
    expect(relyingParty({ rpId: 'example.org', origins: ['https://abyss.example.org', 'https://example.org'] }, '127.0.0.1', 3000))
      .toEqual({ id: 'example.org', origins: ['https://abyss.example.org', 'https://example.org'] });
  });

  it('refuses, in one line naming the setting, what browsers would refuse', () => {
    const problem = (s: { rpId?: string; origins?: string[] }) => {
      try {
        relyingParty(s, '127.0.0.1', 3000);
        return null;
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        return (e as Error).message;
      }
    };
    expect(problem({ rpId: 'https://example.org' })).toBe('ABYSS_RP_ID (--rp-id) must be a lower-case domain name such as abyss.example.org, without scheme or port (got "https://example.org").');
    expect(problem({ rpId: '10.0.0.1' })).toBe('ABYSS_RP_ID (--rp-id) must be a lower-case domain name such as abyss.example.org, without scheme or port (got "10.0.0.1").');
    expect(problem({ rpId: 'example.org', origins: ['https://example.org/'] })).toBe('ABYSS_ORIGIN (--origin): "https://example.org/" is not an origin (scheme://host[:port], no path, no trailing slash).');
    expect(problem({ rpId: 'example.org', origins: ['https://evil.org'] })).toBe('ABYSS_ORIGIN (--origin): https://evil.org is not on the RP ID example.org (ABYSS_RP_ID / --rp-id); browsers would refuse its passkeys.');
    expect(problem({ rpId: 'example.org', origins: ['http://example.org'] })).toBe('ABYSS_ORIGIN (--origin): http://example.org must be https (browsers allow passkeys over http on localhost only).');
    expect(problem({ rpId: 'example.org', origins: ['not a url'] })).toBe('ABYSS_ORIGIN (--origin) must list page origins such as https://abyss.example.org (got "not a url").');
    expect(problem({ rpId: 'localhost', origins: ['http://localhost:5173'] })).toBeNull();
  });

  it('stops the server from starting on a bad setting, before anything is opened', async () => {
    await expect(main({ webauthn: { rpId: 'abyss.example.org', origins: ['http://abyss.example.org'] }, dbFile: '/nonexistent/never/a.sqlite', quiet: true, logger: false }))
      .rejects.toThrow(new ConfigError('ABYSS_ORIGIN (--origin): http://abyss.example.org must be https (browsers allow passkeys over http on localhost only).'));
  });

  it('reads ABYSS_RP_ID and ABYSS_ORIGIN, and --rp-id and --origin', () => {
    expect(optionsFromArgs([], { ABYSS_RP_ID: 'example.org', ABYSS_ORIGIN: 'https://example.org, https://www.example.org' }).webauthn)
      .toEqual({ rpId: 'example.org', origins: ['https://example.org', 'https://www.example.org'] });
    expect(optionsFromArgs(['--rp-id', 'example.org', '--origin', 'https://example.org'], {}).webauthn).toEqual({ rpId: 'example.org', origins: ['https://example.org'] });
  });
});

for (const b of backends('passkeys')) describe.skipIf(b.skip)(`passkeys on ${b.name}`, () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let clock = Date.parse('2026-06-01T12:00:00Z');
  let address = 0;
  const client = (extra: Record<string, string> = {}) => new AccountClient(server.url, { 'x-forwarded-for': `10.1.0.${++address}`, ...extra });
  const signedUp = async (login: string): Promise<AccountClient> => {
    const c = client();
    expect((await c.signUp(login, PASSWORD)).status).toBe(201);
    return c;
  };
  const registrationOptions = async (c: AccountClient) => {
    const r = await c.call<PublicKeyCredentialCreationOptionsJSON>('POST', '/api/account/passkeys/register/options');
    expect(r.status).toBe(200);
    return r.body;
  };
  const signInOptions = async (c: AccountClient) => {
    const r = await c.call<PublicKeyCredentialRequestOptionsJSON>('POST', '/api/account/passkeys/signin/options');
    expect(r.status).toBe(200);
    return r.body;
  };
  /** An account with one passkey on a fresh authenticator. */
  const withPasskey = async (login: string) => {
    const c = await signedUp(login);
    const auth = new SoftAuthenticator();
    const r = await c.call<PasskeyInfo>('POST', '/api/account/passkeys/register', { response: auth.register(await registrationOptions(c), { origin: ORIGIN }), name: 'Laptop' });
    expect(r.status).toBe(201);
    return { c, auth };
  };
  const listOf = async (c: AccountClient) => (await c.call<PasskeyInfo[]>('GET', '/api/account/passkeys')).body;

  beforeAll(async () => {
    server = await startServer({
      ...b.server,
      trustProxy: true,
      webauthn: { rpId: 'localhost', origins: [ORIGIN] },
      accounts: {
        scrypt: FAST,
        throttle: {
          loginAddress: { free: 3, baseMs: 1000, maxMs: 15 * 60_000, forgetMs: 60 * 60_000 },
          login: { free: 3, baseMs: 1000, maxMs: 60_000, forgetMs: 60 * 60_000 },
          passkeyAddress: { free: 12, baseMs: 1000, maxMs: 15 * 60_000, forgetMs: 15 * 60_000 },
        },
        now: () => clock,
      },
    });
  }, 60_000);
  afterAll(async () => server?.stop());

  it('adds a passkey to a signed-in account: discoverable, user-verified, named, listed', async () => {
    const c = await signedUp('Ada');
    const options = await registrationOptions(c);
    expect(options.rp).toEqual({ name: 'Abyss', id: 'localhost' });
    const account = (await server.accounts.store.byLogin('ada'))!.account;
    // The user handle is the account's random id, never its login.
    expect(options.user).toEqual({ id: Buffer.from(account.id).toString('base64url'), name: 'ada', displayName: 'Ada' });
    expect(options.authenticatorSelection).toEqual({ residentKey: 'required', userVerification: 'required', requireResidentKey: true });
    expect(options.attestation).toBe('none');
    expect(options.excludeCredentials).toEqual([]);

    const auth = new SoftAuthenticator();
    const r = await c.call<PasskeyInfo>('POST', '/api/account/passkeys/register', { response: auth.register(options, { origin: ORIGIN }), name: 'My phone' });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ id: auth.id, name: 'My phone', createdAt: '2026-06-01T12:00:00.000Z', lastUsedAt: null });
    expect(await listOf(c)).toEqual([r.body]);
    const stored = (await server.accounts.store.passkeys.byId(auth.id))!;
    expect({ accountId: stored.accountId, counter: stored.counter, transports: stored.transports }).toEqual({ accountId: account.id, counter: 0, transports: ['internal'] });
    // The next ceremony excludes the authenticator already registered.
    expect((await registrationOptions(c)).excludeCredentials).toEqual([{ id: auth.id, type: 'public-key', transports: ['internal'] }]);
  });

  it('refuses a registration without, after or outside its challenge, and adds nothing', async () => {
    const c = await signedUp('bruno');
    const other = await signedUp('carla');
    const add = (response: unknown, by = c) => by.call<ErrorBody>('POST', '/api/account/passkeys/register', { response });
    const options = await registrationOptions(c);
    const auth = new SoftAuthenticator();

    // Wrong origin, wrong RP ID, no user verification: refused, and the challenge is spent.
    expect((await add(auth.register(options, { origin: 'http://evil.localhost:5173' }))).body).toEqual({ error: NOT_ADDED });
    expect((await add(auth.register(options, { origin: ORIGIN }))).body).toEqual({ error: NOT_ADDED });
    expect((await add(auth.register(await registrationOptions(c), { origin: ORIGIN, rpId: 'example.org' }))).body).toEqual({ error: NOT_ADDED });
    expect((await add(auth.register(await registrationOptions(c), { origin: ORIGIN, userVerified: false }))).body).toEqual({ error: NOT_ADDED });
    // Expired: five minutes and a millisecond later.
    const late = await registrationOptions(c);
    clock += 5 * 60_000 + 1;
    expect((await add(auth.register(late, { origin: ORIGIN }))).status).toBe(400);
    // Another session's challenge: carla's options answered on bruno's session (and the reverse).
    const hers = await registrationOptions(other);
    expect((await add(auth.register(hers, { origin: ORIGIN }))).body).toEqual({ error: NOT_ADDED });
    // A good answer, replayed: the second finds no challenge.
    const good = auth.register(await registrationOptions(c), { origin: ORIGIN });
    expect((await add(good)).status).toBe(201);
    expect((await add(good)).body).toEqual({ error: NOT_ADDED });
    // The same credential on another account is not taken over.
    expect((await add(auth.register(await registrationOptions(other), { origin: ORIGIN }), other)).body).toEqual({ error: NOT_ADDED });
    expect((await listOf(c)).map((p) => p.id)).toEqual([auth.id]);
    expect(await listOf(other)).toEqual([]);

    // Without the CSRF token, from another site, or signed out: refused before any check.
    expect((await c.call<ErrorBody>('POST', '/api/account/passkeys/register/options', undefined, { 'x-csrf-token': 'nope' })).body.error.code).toBe('CSRF');
    expect((await c.call<ErrorBody>('POST', '/api/account/passkeys/register/options', undefined, { origin: 'https://evil.example' })).body.error.code).toBe('CSRF');
    expect((await client().call<ErrorBody>('POST', '/api/account/passkeys/register/options')).status).toBe(401);
    expect((await c.call<ErrorBody>('POST', '/api/account/passkeys/register', { response: { id: '***', rawId: 'x', type: 'public-key', response: {} } })).body.error.code).toBe('BAD_REQUEST');
    expect((await c.call<ErrorBody>('POST', '/api/account/passkeys/register', { response: good, name: ' ' })).body.error.code).toBe('BAD_NAME');
  });

  it('signs in with a passkey and no login: the same session as a password sign-in; the counter and last use are recorded', async () => {
    const { auth } = await withPasskey('dora');
    const c = client();
    const options = await signInOptions(c);
    expect(options.rpId).toBe('localhost');
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials).toBeUndefined();
    expect(c.setCookie!.split(', ').find((x) => x.startsWith('abyss_passkey='))!.split('; ').slice(1)).toEqual(['Path=/api/account/passkeys', 'Max-Age=300', 'HttpOnly', 'SameSite=Strict']);
    clock += 60_000;
    const r = await c.call<SessionResponse>('POST', '/api/account/passkeys/signin', { response: auth.assert(options, { origin: ORIGIN }) });
    expect(r.status).toBe(200);
    expect(r.body.account.login).toBe('dora');
    const session = r.headers.getSetCookie().find((x) => x.startsWith('abyss_session='))!;
    expect(session.split('; ').slice(1)).toEqual(['Path=/', 'Max-Age=2592000', 'HttpOnly', 'SameSite=Lax']);
    expect(c.jar.has('abyss_passkey')).toBe(false);
    expect((await c.call<SessionResponse>('GET', '/api/account')).body.account.login).toBe('dora');
    // The session is a full one: its CSRF token works.
    expect((await c.call('POST', '/api/account/signout')).status).toBe(204);
    const stored = (await server.accounts.store.passkeys.byId(auth.id))!;
    expect({ counter: stored.counter, lastUsedAt: stored.lastUsedAt }).toEqual({ counter: 1, lastUsedAt: new Date(clock).toISOString() });
  });

  it('refuses a sign-in without, after or outside its challenge, a stale counter, an unknown or deleted credential: one error, no session', async () => {
    const { c: owner, auth } = await withPasskey('emil');
    const c = client();
    const signIn = (response: unknown) => c.call<ErrorBody>('POST', '/api/account/passkeys/signin', { response });
    const refused = async (response: unknown) => {
      const r = await signIn(response);
      expect({ status: r.status, body: r.body }).toEqual({ status: 401, body: { error: NOT_SIGNED_IN } });
      expect(r.headers.getSetCookie().some((x) => x.startsWith('abyss_session='))).toBe(false);
      expect(c.cookie).toBeUndefined();
    };
    // No challenge at all (no cookie).
    await refused(auth.assert({ challenge: 'AAAA', rpId: 'localhost' }, { origin: ORIGIN }));
    // From another site: refused before anything is checked, as a password sign-in is.
    const options = await signInOptions(c);
    for (const h of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const r = await c.call<ErrorBody>('POST', '/api/account/passkeys/signin', { response: auth.assert(options, { origin: ORIGIN }) }, h);
      expect({ status: r.status, code: r.body.error.code }).toEqual({ status: 403, code: 'CSRF' });
      expect((await c.call<ErrorBody>('POST', '/api/account/passkeys/signin/options', undefined, h)).status).toBe(403);
    }
    // Wrong origin; wrong RP ID; user not verified.
    await refused(auth.assert(await signInOptions(c), { origin: 'https://evil.example' }));
    await refused(auth.assert(await signInOptions(c), { origin: ORIGIN, rpId: 'evil.localhost' }));
    await refused(auth.assert(await signInOptions(c), { origin: ORIGIN, userVerified: false }));
    // The address's passkey counter is forgotten after a quiet while.
    clock += 15 * 60_000;
    // A good answer replayed: its challenge (and cookie) are gone once used.
    const good = auth.assert(await signInOptions(c), { origin: ORIGIN });
    expect((await signIn(good)).status).toBe(200);
    await c.call('POST', '/api/account/signout');
    await refused(good);
    // ... and against fresh options, the old challenge does not match.
    await signInOptions(c);
    await refused(good);
    // Expired.
    const late = await signInOptions(c);
    clock += 5 * 60_000 + 1;
    await refused(auth.assert(late, { origin: ORIGIN }));
    // A counter that did not move on (a cloned authenticator).
    auth.counter = 0;
    await refused(auth.assert(await signInOptions(c), { origin: ORIGIN }));
    auth.counter = 10;
    // A credential the server never saw.
    await refused(new SoftAuthenticator().assert(await signInOptions(c), { origin: ORIGIN }));
    // Its owner removes the passkey: it signs in no more.
    expect((await owner.call('DELETE', `/api/account/passkeys/${auth.id}`)).status).toBe(204);
    expect((await owner.call<ErrorBody>('DELETE', `/api/account/passkeys/${auth.id}`)).body.error).toEqual({ code: 'NOT_FOUND', message: 'Your account has no such passkey.' });
    expect(await listOf(owner)).toEqual([]);
    clock += 15 * 60_000; // the address's counter is forgotten
    await refused(auth.assert(await signInOptions(c), { origin: ORIGIN }));
  });

  it('removes only its own passkeys', async () => {
    const { auth } = await withPasskey('fay');
    const other = await signedUp('gus');
    expect((await other.call<ErrorBody>('DELETE', `/api/account/passkeys/${auth.id}`)).status).toBe(404);
    expect((await other.call<ErrorBody>('DELETE', `/api/account/passkeys/${auth.id}`, undefined, { 'x-csrf-token': 'nope' })).body.error.code).toBe('CSRF');
    expect(await server.accounts.store.passkeys.byId(auth.id)).not.toBeNull();
  });

  it('counts passkey attempts per address only: failed passkeys or passwords never keep the owner\'s passkey out', async () => {
    clock += 15 * 60_000;
    const { auth } = await withPasskey('hana');
    // Failed verifications of hana's passkey (from three addresses) and wrong passwords slow
    // the password down, not the passkey.
    for (let i = 0; i < 3; i++) {
      const c = client();
      const r = await c.call<ErrorBody>('POST', '/api/account/passkeys/signin', { response: auth.assert(await signInOptions(c), { origin: 'https://evil.example' }) });
      expect(r.status).toBe(401);
    }
    for (let i = 0; i < 3; i++) expect((await client().signIn('hana', `guess ${i}`)).status).toBe(401);
    expect((await client().signIn('hana', PASSWORD)).status).toBe(429);
    const c = client();
    const ok = await c.call<SessionResponse>('POST', '/api/account/passkeys/signin', { response: auth.assert(await signInOptions(c), { origin: ORIGIN }) });
    expect(ok.status).toBe(200);
    expect(ok.body.account.login).toBe('hana');
    // Per address: twelve passkey requests (options and answers alike), then growing delays.
    const d = client();
    for (let i = 0; i < 6; i++) await d.call('POST', '/api/account/passkeys/signin', { response: new SoftAuthenticator().assert(await signInOptions(d), { origin: ORIGIN }) });
    const r = await d.call<ErrorBody>('POST', '/api/account/passkeys/signin/options');
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBe('1');
    clock += 1000;
    expect((await d.call('POST', '/api/account/passkeys/signin/options')).status).toBe(200);
    expect((await d.call<ErrorBody>('POST', '/api/account/passkeys/signin/options')).headers.get('retry-after')).toBe('2');
  });

  it('exports the passkeys\' public metadata only, and deleting the account deletes its passkeys', async () => {
    clock += 15 * 60_000;
    const { c, auth } = await withPasskey('ivo');
    const e = (await c.call<AccountExport>('GET', '/api/account/export')).body;
    expect(e.passkeys).toEqual([{ id: auth.id, name: 'Laptop', createdAt: new Date(clock).toISOString(), lastUsedAt: null, transports: ['internal'] }]);
    // Leaves a challenge pending too: it goes with the account.
    await registrationOptions(c);
    expect((await c.call('DELETE', '/api/account', { password: PASSWORD })).status).toBe(204);
    expect(await server.accounts.store.passkeys.byId(auth.id)).toBeNull();
    const d = client();
    const r = await d.call<ErrorBody>('POST', '/api/account/passkeys/signin', { response: auth.assert(await signInOptions(d), { origin: ORIGIN }) });
    expect(r.body).toEqual({ error: NOT_SIGNED_IN });
  });
});
