// Deleting an account removes every name it chose (issue 29, point 3): the name typed when an
// invite was claimed lives in the game's log (a name record), so it must go from there too, not
// only from the seat list. Checked over the API (seats, views, a watching socket, the finished
// game's log and replay) and in the stored rows. SQLite and (with DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimResponse, LogResponse, SeatsResponse, ViewResponse } from '../../../src/protocol/game.ts';
import { FORMER_PLAYER } from '../../../src/server/accounts/store.ts';
import { backends } from '../backends.ts';
import { createOnly, driveOverWs, http, REDIS_URL, startServer, WsClient } from '../helpers.ts';
import { AccountClient } from './client.ts';

const PASSWORD = 'correct horse battery';
const CHOSEN = 'Beatrice Quill';

for (const b of backends('deletionnames')) describe.skipIf(b.skip)(`a deleted account's chosen names on ${b.name}`, () => {
  let server: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    server = await startServer({ ...b.server, accounts: { scrypt: { log2N: 12, r: 8, p: 1 } } });
  }, 60_000);
  afterAll(async () => server?.stop());

  it('renames the seat everywhere, the log\'s name records included, in memory and in the store', async () => {
    const bea = new AccountClient(server.url);
    expect((await bea.signUp('bea', PASSWORD)).status).toBe(201);
    const g = await createOnly(server.url, { players: [{ kind: 'human', name: 'Ann' }, { kind: 'human' }], options: { seed: 8, startSeat: 0 } });
    const claim = await http<ClaimResponse>(server.url, 'POST', `/api/games/${g.gameId}/claim`, { code: g.seats[1].invite, name: CHOSEN });
    expect(claim.status).toBe(200);
    const beaToken = claim.body.token;
    expect((await bea.call('POST', '/api/account/seats', { gameId: g.gameId, token: beaToken })).status).toBe(200);
    const annToken = g.seats[0].token!;
    // A spectator watches: the game stays loaded (it cannot simply be dropped and rebuilt).
    const watcher = await WsClient.open(server.url, g.gameId);
    const first = await watcher.view(0);
    expect(first.seats.map((s) => s.name)).toEqual(['Ann', CHOSEN]);
    const seen = watcher.messages.length;

    expect((await bea.call('DELETE', '/api/account', { password: PASSWORD })).status).toBe(204);

    // The watching socket gets the new names at once.
    const pushed = (await watcher.next((m) => m.type === 'view', 10_000, seen)) as ViewResponse;
    expect(pushed.seats.map((s) => s.name)).toEqual(['Ann', FORMER_PLAYER]);
    expect(JSON.stringify(pushed).includes(CHOSEN)).toBe(false);
    watcher.close();
    const seats = (await http<SeatsResponse>(server.url, 'GET', `/api/games/${g.gameId}/seats`)).body;
    expect(seats.seats.map((s) => s.name)).toEqual(['Ann', FORMER_PLAYER]);
    for (const token of [annToken, beaToken, undefined]) {
      const v = await http<ViewResponse>(server.url, 'GET', `/api/games/${g.gameId}/view`, undefined, token);
      expect(v.status).toBe(200);
      expect(JSON.stringify(v.body).includes(CHOSEN)).toBe(false);
    }

    // Stored: the name record keeps its place in the log, with the new name; no row holds the old one.
    const stored = await server.hub.storage.loadGame(g.gameId);
    expect(stored!.log.filter((r) => r.kind === 'name')).toEqual([{ seq: 1, kind: 'name', seat: 1, name: FORMER_PLAYER }]);
    const sql = server.accounts.store.sql;
    const rows = [...(await sql.all('SELECT * FROM games WHERE id = ?', [g.gameId])), ...(await sql.all('SELECT * FROM game_log WHERE game_id = ?', [g.gameId]))];
    expect(rows.length).toBeGreaterThan(1);
    expect(JSON.stringify(rows).includes(CHOSEN)).toBe(false);

    // Played to the end, the published log and replay speak of the former player only.
    for (const c of await driveOverWs(server.url, g.gameId, [annToken, beaToken], 5, 120_000)) c.close();
    const log = await http<LogResponse>(server.url, 'GET', `/api/games/${g.gameId}/log`);
    expect(log.status).toBe(200);
    expect(log.body.replay.options.names).toEqual(['Ann', FORMER_PLAYER]);
    expect(JSON.stringify(log.body).includes(CHOSEN)).toBe(false);
  }, 180_000);

  it.skipIf(!b.pg || !REDIS_URL)('renames it at once on another process that has the game open (PostgreSQL + Redis)', async () => {
    const opts = { ...b.server, redisUrl: REDIS_URL, accounts: { scrypt: { log2N: 12, r: 8, p: 1 } } };
    const one = await startServer(opts);
    const two = await startServer(opts);
    try {
      const cy = new AccountClient(one.url);
      expect((await cy.signUp('cyd', PASSWORD)).status).toBe(201);
      const g = await createOnly(one.url, { players: [{ kind: 'human', name: 'Ann' }, { kind: 'human' }], options: { seed: 9, startSeat: 0 } });
      const claim = await http<ClaimResponse>(one.url, 'POST', `/api/games/${g.gameId}/claim`, { code: g.seats[1].invite, name: CHOSEN });
      expect((await cy.call('POST', '/api/account/seats', { gameId: g.gameId, token: claim.body.token })).status).toBe(200);
      const watcher = await WsClient.open(two.url, g.gameId);
      expect((await watcher.view(0)).seats.map((s) => s.name)).toEqual(['Ann', CHOSEN]);
      const seen = watcher.messages.length;
      expect((await cy.call('DELETE', '/api/account', { password: PASSWORD })).status).toBe(204);
      const pushed = (await watcher.next((m) => m.type === 'view', 10_000, seen)) as ViewResponse;
      expect(pushed.seats.map((s) => s.name)).toEqual(['Ann', FORMER_PLAYER]);
      expect(JSON.stringify(pushed).includes(CHOSEN)).toBe(false);
      watcher.close();
    } finally {
      await two.stop();
      await one.stop();
    }
  }, 60_000);
});
