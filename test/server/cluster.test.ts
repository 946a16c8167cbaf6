// Scale-out: two server processes share PostgreSQL and Redis. A move made on one reaches the
// WebSocket clients of the other; racing submissions through both never both land.
// Runs only when DATABASE_URL and REDIS_URL are set (CI sets both); skipped otherwise.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Action, ViewResponse } from '../../src/server/protocol.ts';
import { createGame, DATABASE_URL, http, humans, killChildren, pick, REDIS_URL, rng, startChild, WsClient } from './helpers.ts';

const enabled = !!DATABASE_URL && !!REDIS_URL;
const schema = `test_cluster_${process.pid}_${randomBytes(3).toString('hex')}`;

afterAll(async () => {
  killChildren();
  if (!enabled) return;
  const c = new pg.Client({ connectionString: DATABASE_URL });
  await c.connect();
  await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await c.end();
});

describe.skipIf(!enabled)('two processes on PostgreSQL + Redis', () => {
  it('push moves across processes and settle races through the store', async () => {
    const env = { DATABASE_URL, REDIS_URL, ABYSS_PG_SCHEMA: schema };
    const a = await startChild([], env);
    const b = await startChild([], env);
    const g = await createGame(a.url, { players: humans(2), options: { startSeat: 0 } });
    const [t0, t1] = g.seats.map((s) => s.token!);

    // Seat 1 watches on B, seat 0 on A.
    const onB = await WsClient.open(b.url, g.gameId, t1);
    const onA = await WsClient.open(a.url, g.gameId, t0);
    expect((await onB.view(0)).version).toBe(0);

    const moved = await http<ViewResponse>(a.url, 'POST', `/api/games/${g.gameId}/actions`, { version: 0, action: { type: 'explore' } }, t0);
    expect(moved.status).toBe(200);
    const pushed = await onB.view(1, 10_000);
    expect(pushed.version).toBe(1);
    expect(pushed.seat).toBe(1);

    // Play on, each move through a random process, every view reaching the other one.
    const r = rng(77);
    const tokens = [t0, t1];
    let version = 1;
    for (let i = 0; i < 40; i++) {
      const server = r() < 0.5 ? a.url : b.url;
      const spectator = (await http<ViewResponse>(server, 'GET', `/api/games/${g.gameId}/view`)).body;
      if (spectator.view.over) break;
      const seat = spectator.view.pending!.seat;
      const mine = (await http<ViewResponse>(server, 'GET', `/api/games/${g.gameId}/view`, undefined, tokens[seat])).body;
      expect(mine.version).toBe(version);
      const action: Action = pick(r, mine.view.legal);
      // The same decision submitted through both processes at once: exactly one lands.
      const [x, y] = await Promise.all(
        [a.url, b.url].map((s) => http<ViewResponse>(s, 'POST', `/api/games/${g.gameId}/actions`, { version, action }, tokens[seat])),
      );
      expect([x.status, y.status].sort()).toEqual([200, 409]);
      version++;
      await onA.view(version, 10_000);
      await onB.view(version, 10_000);
    }
    const [va, vb] = await Promise.all([a.url, b.url].map(async (s) => (await http<ViewResponse>(s, 'GET', `/api/games/${g.gameId}/view`)).body));
    expect(va).toEqual(vb);
    expect(va.version).toBe(version);
    onA.close();
    onB.close();
  });
});
