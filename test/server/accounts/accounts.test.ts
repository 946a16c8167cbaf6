// Accounts on the real server, against SQLite and (with DATABASE_URL) PostgreSQL: sign-up,
// sign-in and sign-out with the hash and cookie flags checked, CSRF refusals, the sign-in
// limits, claiming a guest seat, rated 2- and 4-player games, export, deletion, and no hidden
// information in profiles.

import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport, ClaimedSeat, Leaderboard, Profile, SessionResponse } from '../../../src/protocol/accounts.ts';
import type { LogResponse, SeatsResponse, ViewResponse } from '../../../src/protocol/game.ts';
import { BOT_RATINGS } from '../../../src/server/ratings/bots.ts';
import { NEW_PLAYER, type Rating } from '../../../src/server/ratings/glicko2.ts';
import { rateGame } from '../../../src/server/ratings/multiplayer.ts';
import { createGame, driveOverWs, http, startServer } from '../helpers.ts';
import { backends } from '../backends.ts';
import { FORBIDDEN_KEYS, keysOf } from '../leakCheck.ts';
import { AccountClient } from './client.ts';

const PASSWORD = 'correct horse battery';
/** Tests hash at N = 2^12 to stay quick; passwords.test.ts checks the production cost. */
const FAST = { log2N: 12, r: 8, p: 1 };
for (const b of backends('accounts')) describe.skipIf(b.skip)(`accounts on ${b.name}`, () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let clock = Date.parse('2026-06-01T12:00:00Z');
  let address = 0;
  /** A client from an address of its own (the server trusts X-Forwarded-For in these tests). */
  const client = (extra: Record<string, string> = {}) => new AccountClient(server.url, { 'x-forwarded-for': `10.0.0.${++address}`, ...extra });
  const ratingOf = async (login: string): Promise<Rating> => (await server.accounts.store.byLogin(login))!.account.rating;

  beforeAll(async () => {
    server = await startServer({
      ...b.server,
      trustProxy: true,
      accounts: {
        scrypt: FAST,
        throttle: {
          address: { free: 6, baseMs: 1000, maxMs: 15 * 60_000, forgetMs: 15 * 60_000 },
          loginAddress: { free: 3, baseMs: 1000, maxMs: 15 * 60_000, forgetMs: 60 * 60_000 },
          login: { free: 5, baseMs: 1000, maxMs: 60_000, forgetMs: 60 * 60_000 },
        },
        // Games here use fixed seeds (known deals) so that they are the same on every run.
        rateKnownDeals: true,
        now: () => clock,
      },
    });
  }, 60_000);
  afterAll(async () => server?.stop());

  it('signs up with a hashed password and a session cookie that is httpOnly, SameSite=Lax, and Secure only over https', async () => {
    const c = client();
    const r = await c.signUp('Alice', PASSWORD, 'Alice A.');
    expect(r.status).toBe(201);
    expect(r.body.account).toEqual({ login: 'alice', displayName: 'Alice A.', createdAt: '2026-06-01T12:00:00.000Z', rating: { rating: 1500, rd: 350 }, ratedGames: 0 });
    expect(r.body.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const flags = c.setCookie!.split('; ');
    expect(flags[0]).toMatch(/^abyss_session=[A-Za-z0-9_-]{43}$/);
    expect(flags.slice(1)).toEqual(['Path=/', 'Max-Age=2592000', 'HttpOnly', 'SameSite=Lax']);
    // The stored hash: scrypt with its parameters and salt, never the password.
    const stored = await server.accounts.store.byLogin('alice');
    expect(stored!.passwordHash).toMatch(/^scrypt\$12\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(stored!.passwordHash.includes(PASSWORD)).toBe(false);
    // The session works; the session token is stored hashed only.
    expect((await c.call<SessionResponse>('GET', '/api/account')).body.account.login).toBe('alice');
    expect(await server.accounts.accountOf(c.cookie)).not.toBeNull();

    // Behind an https proxy the cookie is Secure too.
    const s = client({ 'x-forwarded-proto': 'https' });
    expect((await s.signUp('bob', PASSWORD, 'Bob')).status).toBe(201);
    expect(s.setCookie!.split('; ').slice(1)).toEqual(['Path=/', 'Max-Age=2592000', 'HttpOnly', 'SameSite=Lax', 'Secure']);
  });

  it('refuses a taken login (whatever its case), a short password and a password equal to the login, changing nothing', async () => {
    const c = client();
    const taken = await c.signUp('ALICE', PASSWORD);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: { code: 'LOGIN_TAKEN', message: 'This login is taken; choose another.' } });
    expect(c.cookie).toBeUndefined();
    expect((await c.signUp('carol', 'short')).body).toMatchObject({ error: { code: 'BAD_PASSWORD' } });
    expect((await c.signUp('carolcarol', 'CarolCarol')).body).toMatchObject({ error: { code: 'BAD_PASSWORD' } });
    const badLogin = await c.signUp('a b', PASSWORD);
    expect(badLogin.status).toBe(400);
    // A stable code and its numbers: a client writes the sentence in its reader's language.
    expect(badLogin.body).toEqual({ error: { code: 'BAD_LOGIN', message: 'A login is 3 to 24 letters, digits, "_" or "-".', args: { min: 3, max: 24 } } });
    expect(await server.accounts.store.byLogin('carol')).toBeNull();
  });

  it('answers malformed account requests with 400 and a named error, creating nothing', async () => {
    const c = client();
    const bad: [string, string, unknown][] = [
      ['POST', '/api/account/signup', {}],
      ['POST', '/api/account/signup', { login: 'zed', password: 12345678901 }],
      ['POST', '/api/account/signup', { login: 'zed', password: PASSWORD, admin: true }],
      ['POST', '/api/account/signup', { login: 'zed', password: 'x'.repeat(201) }],
      ['POST', '/api/account/signin', { login: 'zed' }],
      ['POST', '/api/account/signin', 'zed'],
    ];
    for (const [method, path, body] of bad) {
      const r = await c.call<{ error: { code: string; message: string } }>(method, path, body);
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe('BAD_REQUEST');
      expect(r.body.error.message.length).toBeGreaterThan(0);
      expect(c.setCookie).toBeNull();
    }
    expect(await server.accounts.store.byLogin('zed')).toBeNull();
    expect((await http(server.url, 'GET', '/api/players/no%20such')).status).toBe(404);
  });

  it('signs in, signs out (the cookie is cleared and the session ends), and signs out everywhere', async () => {
    const one = client();
    const two = client();
    expect((await one.signIn('alice', 'wrong password!')).status).toBe(401);
    const r = await one.signIn('ALICE', PASSWORD);
    expect(r.status).toBe(200);
    expect((await two.signIn('alice', PASSWORD)).status).toBe(200);
    const oldCookie = one.cookie!;
    const out = await one.call('POST', '/api/account/signout');
    expect(out.status).toBe(204);
    expect(one.setCookie).toBe('abyss_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
    expect(await server.accounts.accountOf(oldCookie)).toBeNull();
    // The other session still works, until it signs out everywhere.
    expect((await two.call('GET', '/api/account')).status).toBe(200);
    const three = client();
    await three.signIn('alice', PASSWORD);
    const all = await two.call<{ ended: number }>('POST', '/api/account/signout-everywhere');
    expect(all.status).toBe(200);
    expect(all.body.ended).toBeGreaterThanOrEqual(2);
    expect((await three.call('GET', '/api/account')).body).toEqual({ account: null });
    expect((await two.call('GET', '/api/account')).body).toEqual({ account: null });
    expect((await two.call('GET', '/api/account/export')).body).toEqual({ error: { code: 'SIGNED_OUT', message: 'Sign in first.' } });
    expect((await two.call('POST', '/api/account/signout-everywhere')).status).toBe(401);
  });

  it('refuses changes without the CSRF token, with a wrong one, or from another site, changing nothing', async () => {
    const c = client();
    await c.signIn('alice', PASSWORD);
    const session = c.cookie!;
    const none = await c.call('POST', '/api/account/signout', undefined, { 'x-csrf-token': '' });
    expect(none.status).toBe(403);
    expect(none.body).toEqual({ error: { code: 'CSRF', message: 'Missing or wrong x-csrf-token header; nothing was changed.' } });
    expect((await c.call('POST', '/api/account/signout', undefined, { 'x-csrf-token': `${c.csrf!.slice(0, -1)}${c.csrf!.endsWith('A') ? 'B' : 'A'}` })).status).toBe(403);
    // Another user's token is no good either.
    const other = client();
    await other.signIn('bob', PASSWORD);
    expect((await c.call('POST', '/api/account/signout-everywhere', undefined, { 'x-csrf-token': other.csrf! })).status).toBe(403);
    expect(await server.accounts.accountOf(session)).not.toBeNull();
    expect(await server.accounts.accountOf(other.cookie)).not.toBeNull();
    // A browser on another site: refused even with the right token, sign-in included.
    const foreign = await c.call('POST', '/api/account/signout', undefined, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ error: { code: 'CSRF' } });
    expect((await c.call('POST', '/api/account/signin', { login: 'alice', password: PASSWORD }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(await server.accounts.accountOf(session)).not.toBeNull();
    // The same site's Origin passes.
    expect((await c.call('POST', '/api/account/signout', undefined, { origin: server.url })).status).toBe(204);
  });

  it('slows a login down after 3 failed sign-ins from an address, with growing delays (the right password included), and an address after 6 attempts', async () => {
    const c = client();
    await client().signUp('dave', PASSWORD);
    for (let i = 0; i < 3; i++) expect((await c.signIn('dave', `guess number ${i}`)).status).toBe(401);
    // Refused before the password is checked: the answer says nothing about it.
    const slowed = await c.signIn('dave', PASSWORD);
    expect(slowed.status).toBe(429);
    expect(slowed.body).toEqual({ error: { code: 'RATE_LIMITED', message: 'Too many sign-in attempts; retry in 1 s.' } });
    expect(slowed.headers.get('retry-after')).toBe('1');
    clock += 1000;
    expect((await c.signIn('dave', 'guess number 3')).status).toBe(401);
    expect((await c.signIn('dave', PASSWORD)).headers.get('retry-after')).toBe('2');
    // From another address the owner signs in at once: no lock follows the login around.
    expect((await client().signIn('dave', PASSWORD)).status).toBe(200);
    // The delay passed, the right password is taken from the first address too.
    clock += 2000;
    expect((await c.signIn('dave', PASSWORD)).status).toBe(200);
    // An address: 6 attempts (whatever the login: 7 so far here), then each waits longer.
    const e = client();
    for (let i = 0; i < 6; i++) expect((await e.signIn(`nobody${i}`, PASSWORD)).status).toBe(401);
    expect((await e.signIn('bob', PASSWORD)).headers.get('retry-after')).toBe('1');
    expect((await e.signUp('erin', PASSWORD)).status).toBe(429);
    clock += 1000;
    expect((await e.signIn('bob', PASSWORD)).status).toBe(200);
    expect((await e.signIn('bob', PASSWORD)).headers.get('retry-after')).toBe('2');
  });

  /** A 2-player game with a fixed seed; both seats claimed as guests (tokens). */
  async function guestGame(players: Parameters<typeof createGame>[1]['players'], seed: number) {
    // Each game ends a minute after the previous one (records are listed by time).
    clock += 60_000;
    return createGame(server.url, { players, options: { seed } });
  }

  it('lets a guest claim their seat into an account; refuses a foreign token, a taken seat and a second seat', async () => {
    const g = await guestGame([{ kind: 'human' }, { kind: 'human' }], 11);
    const alice = client();
    await alice.signIn('alice', PASSWORD);
    const r = await alice.call<ClaimedSeat>('POST', '/api/account/seats', { gameId: g.gameId, token: g.seats[0].token });
    expect(r.body).toEqual({ gameId: g.gameId, seat: 0 });
    expect((await alice.call('POST', '/api/account/seats', { gameId: g.gameId, token: 'x'.repeat(43) })).body).toMatchObject({ error: { code: 'BAD_TOKEN' } });
    expect((await alice.call('POST', '/api/account/seats', { gameId: g.gameId, token: g.seats[1].token })).body).toEqual({
      error: { code: 'SEAT_CLAIMED', message: 'Your account already holds another seat of this game.' },
    });
    const bob = client();
    await bob.signIn('bob', PASSWORD);
    expect((await bob.call('POST', '/api/account/seats', { gameId: g.gameId, token: g.seats[0].token })).body).toEqual({
      error: { code: 'SEAT_CLAIMED', message: 'This seat already belongs to another account.' },
    });
    // Without the CSRF token nothing is claimed.
    expect((await bob.call('POST', '/api/account/seats', { gameId: g.gameId, token: g.seats[1].token }, { 'x-csrf-token': 'no' })).status).toBe(403);
    expect(await server.accounts.store.seatsOfGame(g.gameId)).toEqual([{ seat: 0, accountId: (await server.accounts.store.byLogin('alice'))!.account.id }]);
    // Quick play is unchanged: the guest token still plays the seat.
    const view = await http<ViewResponse>(server.url, 'GET', `/api/games/${g.gameId}/view`, undefined, g.seats[0].token);
    expect(view.body.seat).toBe(0);
  });

  it('a game being played never shows in a profile (hidden information)', async () => {
    const g = await guestGame([{ kind: 'human' }, { kind: 'human' }], 12);
    const alice = client();
    await alice.signIn('alice', PASSWORD);
    await alice.call('POST', '/api/account/seats', { gameId: g.gameId, token: g.seats[0].token });
    const p = await http<Profile>(server.url, 'GET', '/api/players/alice');
    expect(p.status).toBe(200);
    const text = JSON.stringify(p.body);
    expect(text.includes(g.gameId)).toBe(false);
    const keys = keysOf(p.body);
    for (const k of FORBIDDEN_KEYS) expect(keys.has(k)).toBe(false);
    // Only the fields of a Profile: nothing of a game's state.
    expect([...keys].sort()).toEqual(['allies', 'averageScore', 'createdAt', 'displayName', 'finishedGames', 'games', 'locations', 'login', 'lords', 'monsters', 'rating', 'ratedGames', 'ratingHistory', 'rd', 'total', 'winRate'].filter((k) => keys.has(k)).sort());
    for (const k of ['hand', 'seed', 'log', 'monsterValues', 'view', 'legal']) expect(keys.has(k)).toBe(false);
  });

  it('rates a finished 2-player game between accounts with Glicko-2', async () => {
    const g = await guestGame([{ kind: 'human' }, { kind: 'human' }], 21);
    const carol = client();
    const frank = client();
    expect((await carol.signUp('carol', PASSWORD)).status).toBe(201);
    expect((await frank.signUp('frank', PASSWORD)).status).toBe(201);
    await carol.call('POST', '/api/account/seats', { gameId: g.gameId, token: g.seats[0].token });
    await frank.call('POST', '/api/account/seats', { gameId: g.gameId, token: g.seats[1].token });
    const clients = await driveOverWs(server.url, g.gameId, g.seats.map((s) => s.token), 21);
    for (const c of clients) c.close();
    await server.recorded();
    const log = await http<LogResponse>(server.url, 'GET', `/api/games/${g.gameId}/log`);
    const sheet = log.body.scores;
    const expected = rateGame(sheet.map((l) => ({ seat: l.seat, rank: l.rank, before: NEW_PLAYER, updates: true })));
    expect(await ratingOf('carol')).toEqual(expected.get(0));
    expect(await ratingOf('frank')).toEqual(expected.get(1));
    const winner = sheet.find((l) => l.rank === 1)!.seat;
    expect(expected.get(winner)!.rating).toBeGreaterThan(1500);
    // The profile: history, win rate, average score by source.
    const p = (await http<Profile>(server.url, 'GET', '/api/players/carol')).body;
    const line = sheet.find((l) => l.seat === 0)!;
    expect(p.finishedGames).toBe(1);
    expect(p.ratedGames).toBe(1);
    expect(p.winRate).toBe(line.rank === 1 ? 1 : 0);
    expect(p.averageScore).toEqual({ total: line.total, locations: line.locations, lords: line.lords, allies: line.allies, monsters: line.monsters });
    expect(p.ratingHistory).toEqual([{ gameId: g.gameId, at: new Date(clock).toISOString(), rating: Math.round(expected.get(0)!.rating), rd: Math.round(expected.get(0)!.rd) }]);
    expect(p.games).toEqual([{
      gameId: g.gameId, seat: 0, finishedAt: new Date(clock).toISOString(), players: 2, rank: line.rank, rated: true,
      score: { total: line.total, locations: line.locations, lords: line.lords, allies: line.allies, monsters: line.monsters },
      ratingBefore: 1500, ratingAfter: Math.round(expected.get(0)!.rating),
    }]);
    const board = (await http<Leaderboard>(server.url, 'GET', '/api/leaderboard')).body;
    expect(board.players.map((x) => x.login)).toEqual(winner === 0 ? ['carol', 'frank'] : ['frank', 'carol']);
    expect(board.bots).toEqual([{ level: 'easy', rating: 1221, rd: 50 }, { level: 'medium', rating: 1570, rd: 50 }, { level: 'hard', rating: 2018, rd: 50 }]);
    // Neither the profile nor the leaderboard carries anything secret of any game.
    for (const body of [p, board]) for (const k of [...FORBIDDEN_KEYS, 'hand', 'seed', 'log', 'view']) expect(keysOf(body).has(k)).toBe(false);
  }, 120_000);

  it('rates a 4-player game pairwise, bots at their fixed ratings; a game with a guest seat is recorded but not rated', async () => {
    const g = await guestGame([{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'medium' }], 41);
    const carol = client();
    const frank = client();
    await carol.signIn('carol', PASSWORD);
    await frank.signIn('frank', PASSWORD);
    await carol.call('POST', '/api/account/seats', { gameId: g.gameId, token: g.seats[0].token });
    await frank.call('POST', '/api/account/seats', { gameId: g.gameId, token: g.seats[1].token });
    const before = { carol: await ratingOf('carol'), frank: await ratingOf('frank') };
    for (const c of await driveOverWs(server.url, g.gameId, g.seats.map((s) => s.token), 41, 120_000)) c.close();
    await server.recorded();
    const sheet = (await http<LogResponse>(server.url, 'GET', `/api/games/${g.gameId}/log`)).body.scores;
    const start = [before.carol, before.frank, BOT_RATINGS.easy, BOT_RATINGS.medium];
    const expected = rateGame(sheet.map((l) => ({ seat: l.seat, rank: l.rank, before: start[l.seat], updates: l.seat < 2 })));
    expect([...expected.keys()].sort()).toEqual([0, 1]);
    expect(await ratingOf('carol')).toEqual(expected.get(0));
    expect(await ratingOf('frank')).toEqual(expected.get(1));
    const p = (await http<Profile>(server.url, 'GET', '/api/players/frank')).body;
    expect(p.ratedGames).toBe(2);
    expect(p.ratingHistory.map((h) => h.rating)).toEqual([Math.round(before.frank.rating), Math.round(expected.get(1)!.rating)]);
    expect(p.games[0]).toMatchObject({ gameId: g.gameId, players: 4, rated: true, ratingBefore: Math.round(before.frank.rating) });

    // Seat 1 stays a guest: carol's record is kept, her rating is not touched.
    const h = await guestGame([{ kind: 'human' }, { kind: 'human' }], 22);
    await carol.call('POST', '/api/account/seats', { gameId: h.gameId, token: h.seats[0].token });
    const kept = await ratingOf('carol');
    for (const c of await driveOverWs(server.url, h.gameId, h.seats.map((s) => s.token), 22)) c.close();
    await server.recorded();
    expect(await ratingOf('carol')).toEqual(kept);
    const q = (await http<Profile>(server.url, 'GET', '/api/players/carol')).body;
    expect(q.finishedGames).toBe(3);
    expect(q.ratedGames).toBe(2);
    expect(q.games[0]).toMatchObject({ gameId: h.gameId, rated: false });
    expect(q.games[0].ratingAfter).toBeUndefined();
    // The guest claims the finished seat afterwards: a record, unrated.
    await frank.call('POST', '/api/account/seats', { gameId: h.gameId, token: h.seats[1].token });
    const late = (await http<Profile>(server.url, 'GET', '/api/players/frank')).body;
    expect(late.games[0]).toMatchObject({ gameId: h.gameId, rated: false, seat: 1 });
    expect(late.ratedGames).toBe(2);
  }, 240_000);

  it('exports the account as JSON without secrets', async () => {
    const c = client();
    await c.signIn('carol', PASSWORD);
    const r = await c.call<AccountExport>('GET', '/api/account/export');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="abyss-account-carol.json"');
    expect(r.body.format).toBe('abyss-account-export');
    expect(r.body.account.login).toBe('carol');
    expect(r.body.seats.length).toBe(3);
    expect(r.body.games.length).toBe(3);
    expect(r.body.sessions.length).toBeGreaterThanOrEqual(1);
    const text = JSON.stringify(r.body);
    expect(text.includes('scrypt$')).toBe(false);
    expect(text.includes(c.cookie!)).toBe(false);
    for (const k of [...FORBIDDEN_KEYS, 'passwordHash', 'password_hash', 'tokenHash']) expect(keysOf(r.body).has(k)).toBe(false);
    expect((await new AccountClient(server.url).call('GET', '/api/account/export')).status).toBe(401);
  });

  it('deletes an account after its password: its data go, the games stay with its seats as "Former player"', async () => {
    const c = client();
    await c.signIn('carol', PASSWORD);
    const games = (await server.accounts.store.seatsOfAccount((await server.accounts.store.byLogin('carol'))!.account.id)).map((s) => s.gameId);
    const id = (await server.accounts.store.byLogin('carol'))!.account.id;
    const wrong = await c.call('DELETE', '/api/account', { password: 'not my password' });
    expect(wrong.status).toBe(401);
    expect(await server.accounts.store.byLogin('carol')).not.toBeNull();
    expect((await c.call('DELETE', '/api/account', { password: PASSWORD }, { 'x-csrf-token': 'x' })).status).toBe(403);
    const gone = await c.call('DELETE', '/api/account', { password: PASSWORD });
    expect(gone.status).toBe(204);
    expect(await server.accounts.store.byLogin('carol')).toBeNull();
    expect(await server.accounts.store.sessionsOf(id)).toEqual([]);
    expect(await server.accounts.store.seatsOfAccount(id)).toEqual([]);
    expect(await server.accounts.store.records(id)).toEqual([]);
    expect((await c.call('GET', '/api/account')).body).toEqual({ account: null });
    expect((await client().signIn('carol', PASSWORD)).status).toBe(401);
    expect((await http(server.url, 'GET', '/api/players/carol')).status).toBe(404);
    // The games remain, for the other players, with the seat renamed (in the log too).
    for (const gameId of games) {
      const seats = (await http<SeatsResponse>(server.url, 'GET', `/api/games/${gameId}/seats`)).body;
      expect(seats.seats[0].name).toBe('Former player');
      const log = await http<LogResponse>(server.url, 'GET', `/api/games/${gameId}/log`);
      if (log.status === 200) expect(log.body.replay.options.names[0]).toBe('Former player');
    }
    const frank = (await http<Profile>(server.url, 'GET', '/api/players/frank')).body;
    expect(frank.finishedGames).toBe(3);
    // The stored rows hold nothing of the deleted account.
    if (!b.pg) {
      const db = new Database(join(server.dir, 'abyss.sqlite'), { readonly: true });
      for (const table of ['accounts', 'account_sessions', 'account_seats', 'account_games']) {
        const rows = db.prepare(`SELECT * FROM ${table}`).all();
        expect(JSON.stringify(rows).includes(id)).toBe(false);
      }
      db.close();
    }
  });
});
