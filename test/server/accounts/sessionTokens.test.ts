// Seat tokens handed out through an account (POST /api/account/games/:id/token) belong to the
// session that asked (issue 29, point 2): asking again in that session gives the same token
// and adds none; signing out, signing out everywhere and deleting the account revoke them, over
// HTTP and WebSocket, and close the sockets they opened. SQLite and (with DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatTokenResponse } from '../../../src/protocol/accounts.ts';
import type { CreateGameResponse, ErrorBody, ViewResponse } from '../../../src/protocol/game.ts';
import { backends } from '../backends.ts';
import { createGame, http, startServer, WsClient } from '../helpers.ts';
import { AccountClient } from './client.ts';

const PASSWORD = 'correct horse battery';
const FAST = { log2N: 12, r: 8, p: 1 };

for (const b of backends('sessiontokens')) describe.skipIf(b.skip)(`seat tokens of a session on ${b.name}`, () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let g: CreateGameResponse;
  let clock = Date.parse('2026-06-01T12:00:00Z');

  beforeAll(async () => {
    server = await startServer({ ...b.server, accounts: { scrypt: FAST, sessionMs: 3_600_000, now: () => clock } });
    const bea = new AccountClient(server.url);
    expect((await bea.signUp('bea', PASSWORD)).status).toBe(201);
    g = await createGame(server.url, { players: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bea' }], options: { seed: 3, startSeat: 0 } });
    expect((await bea.call('POST', '/api/account/seats', { gameId: g.gameId, token: g.seats[1].token })).status).toBe(200);
  }, 60_000);
  afterAll(async () => server?.stop());

  const device = async (): Promise<AccountClient> => {
    const c = new AccountClient(server.url);
    expect((await c.signIn('bea', PASSWORD)).status).toBe(200);
    return c;
  };
  const mint = async (c: AccountClient): Promise<string> => {
    const r = await c.call<SeatTokenResponse>('POST', `/api/account/games/${g.gameId}/token`);
    expect(r.status).toBe(200);
    expect(r.body.seat).toBe(1);
    return r.body.token;
  };
  const seatOf = async (token: string): Promise<number | string> => {
    const r = await http<ViewResponse & ErrorBody>(server.url, 'GET', `/api/games/${g.gameId}/view`, undefined, token);
    return r.status === 200 ? r.body.seat! : `${r.status} ${r.body.error.code}`;
  };
  /** A socket opened with `token`: the seat of its first view, or how it was closed. */
  const overWs = async (token: string): Promise<number | string> => {
    const c = await WsClient.open(server.url, g.gameId, token);
    const first = await Promise.race([c.view(0).then((v) => v.seat!), c.waitClose().then((x) => `closed ${x.code} ${x.reason}`)]);
    c.close();
    return first;
  };
  const tokensOfSeat = async (): Promise<number> =>
    Number((await server.accounts.store.sql.all('SELECT COUNT(*) AS n FROM seat_tokens WHERE game_id = ? AND seat = ?', [g.gameId, 1]))[0].n);

  it('gives a session the same token each time it asks, adding none; another session gets its own', async () => {
    const before = await tokensOfSeat();
    const phone = await device();
    const t = await mint(phone);
    expect(await mint(phone)).toBe(t);
    expect(await mint(phone)).toBe(t);
    expect(await tokensOfSeat()).toBe(before + 1);
    const laptop = await device();
    const other = await mint(laptop);
    expect(other).not.toBe(t);
    expect(other).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await tokensOfSeat()).toBe(before + 2);
    expect([await seatOf(t), await seatOf(other)]).toEqual([1, 1]);
  });

  it('revokes the token of a session that signs out, and only that one', async () => {
    const phone = await device();
    const laptop = await device();
    const [tp, tl] = [await mint(phone), await mint(laptop)];
    expect((await phone.call('POST', '/api/account/signout')).status).toBe(204);
    expect([await seatOf(tp), await seatOf(tl)]).toEqual(['403 BAD_TOKEN', 1]);
    expect(await overWs(tp)).toBe('closed 4403 bad token');
    // The guest token the seat was claimed with is that device's own: it still plays.
    expect(await seatOf(g.seats[1].token!)).toBe(1);
  });

  it('revokes every minted token, over HTTP and WebSocket, when the account signs out everywhere; open sockets close', async () => {
    const phone = await device();
    const laptop = await device();
    const [tp, tl] = [await mint(phone), await mint(laptop)];
    const open = await WsClient.open(server.url, g.gameId, tp);
    expect((await open.view(0)).seat).toBe(1);
    expect((await laptop.call('POST', '/api/account/signout-everywhere')).status).toBe(200);
    expect(await open.waitClose()).toEqual({ code: 4403, reason: 'seat moved to another device' });
    expect([await seatOf(tp), await seatOf(tl)]).toEqual(['403 BAD_TOKEN', '403 BAD_TOKEN']);
    expect([await overWs(tp), await overWs(tl)]).toEqual(['closed 4403 bad token', 'closed 4403 bad token']);
    // Signed in again, the same device gets a new token (its session is new).
    const again = await device();
    expect(await mint(again)).not.toBe(tp);
  });

  it('revokes the token of a session that expired at the next sign-in anywhere, though its browser never comes back', async () => {
    const phone = await device();
    const t = await mint(phone);
    expect(await seatOf(t)).toBe(1);
    clock += 3_600_000;
    await device();
    expect(await seatOf(t)).toBe('403 BAD_TOKEN');
  });

  it('revokes every minted token when the account is deleted: it neither reads nor plays the seat', async () => {
    const phone = await device();
    const t = await mint(phone);
    const v = await http<ViewResponse>(server.url, 'GET', `/api/games/${g.gameId}/view`, undefined, t);
    expect(v.body.seat).toBe(1);
    expect((await phone.call('DELETE', '/api/account', { password: PASSWORD })).status).toBe(204);
    expect(await seatOf(t)).toBe('403 BAD_TOKEN');
    expect(await overWs(t)).toBe('closed 4403 bad token');
    const act = await http<ErrorBody>(server.url, 'POST', `/api/games/${g.gameId}/actions`, { version: v.body.version, action: { type: 'explore' } }, t);
    expect([act.status, act.body.error.code]).toEqual([403, 'BAD_TOKEN']);
    const rows = await server.accounts.store.sql.all('SELECT COUNT(*) AS n FROM account_seat_tokens');
    expect(Number(rows[0].n)).toBe(0);
  });
});
