// Sign-in throttling instead of a lockout (issue 29, point 7), with the default rules: guessing
// a password from many addresses cannot keep its owner out (their passkey signs in at once,
// their password after a bounded delay), delays grow and stop growing, and two server
// processes sharing a store count together. The clock is injected: nothing sleeps.
// SQLite (two servers on one file) and, with DATABASE_URL, PostgreSQL (two servers on one schema).
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PasskeyInfo, SessionResponse } from '../../../src/protocol/accounts.ts';
import { DEFAULT_THROTTLE, delayAfter } from '../../../src/server/accounts/signInThrottle.ts';
import type { ErrorBody } from '../../../src/protocol/game.ts';
import { backends } from '../backends.ts';
import { startServer } from '../helpers.ts';
import { AccountClient } from './client.ts';
import { SoftAuthenticator } from './softAuthenticator.ts';

const PASSWORD = 'correct horse battery';
const ORIGIN = 'http://localhost:5173';

describe('the backoff', () => {
  it('is free for a few attempts, then doubles up to its bound', () => {
    const rule = { free: 3, baseMs: 1000, maxMs: 15_000, forgetMs: 60_000 };
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 100].map((n) => delayAfter(n, rule))).toEqual([0, 0, 0, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000]);
    // The defaults: an address or a login from it waits at most 15 minutes, a login from anywhere 1 minute.
    expect([DEFAULT_THROTTLE.address.maxMs, DEFAULT_THROTTLE.loginAddress.maxMs, DEFAULT_THROTTLE.login.maxMs]).toEqual([900_000, 900_000, 60_000]);
  });
});

for (const b of backends('throttle')) describe.skipIf(b.skip)(`sign-in throttling on ${b.name}`, () => {
  let one: Awaited<ReturnType<typeof startServer>>;
  let two: Awaited<ReturnType<typeof startServer>>;
  let clock = Date.parse('2026-06-01T12:00:00Z');
  let address = 0;
  const options = () => ({ ...b.server, trustProxy: true, webauthn: { rpId: 'localhost', origins: [ORIGIN] }, accounts: { scrypt: { log2N: 12, r: 8, p: 1 }, now: () => clock } });
  /** A browser at an address of its own, talking to server `s`. */
  const client = (s: { url: string }, at = `10.2.0.${++address}`) => new AccountClient(s.url, { 'x-forwarded-for': at });
  let owner: SoftAuthenticator;

  beforeAll(async () => {
    one = await startServer(options());
    // A second process on the same store: SQLite's file, or PostgreSQL's schema.
    two = await startServer({ ...options(), ...(b.pg ? {} : { dbFile: `${one.dir}/abyss.sqlite` }) });
    const c = client(one);
    expect((await c.signUp('owner', PASSWORD)).status).toBe(201);
    owner = new SoftAuthenticator();
    const opts = (await c.call('POST', '/api/account/passkeys/register/options')).body as Parameters<SoftAuthenticator['register']>[0];
    expect((await c.call<PasskeyInfo>('POST', '/api/account/passkeys/register', { response: owner.register(opts, { origin: ORIGIN }), name: 'Phone' })).status).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await two?.stop();
    await one?.stop();
  });

  const passkeySignIn = async (s: { url: string }): Promise<number> => {
    const c = client(s);
    const o = await c.call<PublicKeyCredentialRequestOptionsJSON>('POST', '/api/account/passkeys/signin/options');
    expect(o.status).toBe(200);
    const r = await c.call<SessionResponse>('POST', '/api/account/passkeys/signin', { response: owner.assert(o.body, { origin: ORIGIN }) });
    if (r.status === 200) expect(r.body.account.login).toBe('owner');
    return r.status;
  };
  const retryAfter = (r: { status: number; headers: Headers }): number => (r.status === 429 ? Number(r.headers.get('retry-after')) : 0);

  it('counts in the store: attempts on one process slow the next on the other', async () => {
    const attacker = `10.2.1.${++address}`;
    for (let i = 0; i < 3; i++) expect((await client(i % 2 ? two : one, attacker).signIn('owner', `guess ${i}`)).status).toBe(401);
    const r = await client(two, attacker).signIn('owner', `guess 3`);
    expect([r.status, r.body]).toEqual([429, { error: { code: 'RATE_LIMITED', message: 'Too many sign-in attempts; retry in 1 s.' } }]);
    expect((await client(one, attacker).signIn('owner', PASSWORD)).headers.get('retry-after')).toBe('1');
    // The delay passed: the right password is taken (on either process), and that clears the login's counters on both.
    clock += 1000;
    expect((await client(two, attacker).signIn('owner', PASSWORD)).status).toBe(200);
    expect((await client(one, attacker).signIn('owner', 'guess again')).status).toBe(401);
  });

  it('keeps the owner\'s passkey working during an attack from many addresses, and their password after a bounded delay', async () => {
    clock += 3_600_000;
    const waits: number[] = [];
    // 12 addresses guess in turn, over both processes, each retrying as soon as it is told to.
    const attackers = Array.from({ length: 12 }, (_, i) => `10.3.${address}.${i}`);
    let refused = 0;
    for (let round = 0; round < 8; round++) {
      for (const [i, at] of attackers.entries()) {
        const r = await client(i % 2 ? one : two, at).signIn('owner', `guess ${round}.${i}`);
        expect([401, 429]).toContain(r.status);
        if (r.status === 429) refused++;
        waits.push(retryAfter(r));
      }
      // Mid-attack, on either process: the passkey signs in at once, every time.
      expect([await passkeySignIn(one), await passkeySignIn(two)]).toEqual([200, 200]);
      clock += 1000;
    }
    expect(refused).toBeGreaterThan(40);
    // Nobody is told to wait more than the login's bound (60 s) while guessing from many addresses.
    expect(Math.max(...waits)).toBeLessThanOrEqual(60);
    // The owner's password from their own address: at most the login's bound, then it is accepted.
    const home = client(one);
    const first = await home.signIn('owner', PASSWORD);
    const wait = retryAfter(first);
    expect(wait).toBeLessThanOrEqual(60);
    clock += wait * 1000;
    expect((await home.signIn('owner', PASSWORD)).status).toBe(200);
  });

  it('makes one address wait longer and longer on one login, up to 15 minutes, never a lock', async () => {
    clock += 3_600_000;
    const at = `10.4.0.${++address}`;
    const seen: number[] = [];
    for (let i = 0; i < 30; i++) {
      const r = await client(i % 2 ? one : two, at).signIn('owner', `guess ${i}`);
      const w = retryAfter(r);
      if (w === 0) {
        expect((r.body as unknown as ErrorBody).error.code).toBe('BAD_CREDENTIALS');
        continue;
      }
      seen.push(w);
      clock += w * 1000;
    }
    // Doubling (the address's own counter, which counts refused attempts too, cuts in later)...
    expect(seen.slice(0, 9)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256]);
    // ...never past the bound, which the login-from-this-address counter has reached.
    expect(Math.max(...seen)).toBeLessThanOrEqual(900);
    const [row] = await one.accounts.store.sql.all('SELECT attempts FROM signin_throttle WHERE throttle_key = ?', [`login-address:owner\n${at}`]);
    expect(delayAfter(Number(row.attempts), DEFAULT_THROTTLE.loginAddress)).toBe(900_000);
    // Meanwhile the owner, elsewhere: the passkey at once.
    expect(await passkeySignIn(two)).toBe(200);
  });
});
