// Scale-out: two server processes share PostgreSQL and Redis. A move made on one reaches the
// WebSocket clients of the other; racing submissions through both never both land.
// Runs only when DATABASE_URL and REDIS_URL are set (CI sets both); skipped otherwise.

import { afterAll, describe, expect, it } from 'vitest';
import type { Action, ClaimResponse, ServerMessage, TableStatus, TransferResponse, ViewResponse } from '../../src/protocol/game.ts';
import { createGame, DATABASE_URL, http, humans, killChildren, pick, REDIS_URL, rng, startChild, startServer, until as waitUntil, WsClient } from './helpers.ts';
import { pgSchema } from './backends.ts';
import { killTestRedis, startRedis } from './redisServer.ts';

const enabled = !!DATABASE_URL && !!REDIS_URL;
const schema = pgSchema('cluster');
const healSchema = pgSchema('cluster_heal');
const servers: { stop(): Promise<void> }[] = [];

afterAll(async () => {
  killChildren();
  for (const s of servers) await s.stop().catch(() => undefined);
  killTestRedis();
});

/** Waits for a condition that an event (a dropped or restored connection) makes true. */
async function until(what: string, cond: () => boolean, timeoutMs = 20_000): Promise<void> {
  await waitUntil(what, cond, timeoutMs);
}

describe.skipIf(!enabled)('two processes on PostgreSQL + Redis', () => {
  it('show each seat online while it has a socket on either process (presence over Redis)', async () => {
    const env = { DATABASE_URL, REDIS_URL, ABYSS_PG_SCHEMA: schema };
    const a = await startChild([], env);
    const b = await startChild([], env);
    const g = await createGame(a.url, { players: [...humans(2), { kind: 'bot' }], options: { startSeat: 0 } });
    const [t0, t1] = g.seats.map((s) => s.token!);
    const isTable = (pred: (m: TableStatus) => boolean) => (m: ServerMessage) => m.type === 'table' && pred(m);
    const onA = await WsClient.open(a.url, g.gameId, t0);
    expect(((await onA.next(isTable(() => true))) as TableStatus).presence).toEqual(['online', 'offline', 'bot']);
    const online = onA.next(isTable((t) => t.presence[1] === 'online'), 20_000, onA.messages.length);
    const onB = await WsClient.open(b.url, g.gameId, t1);
    await online;
    // B hears of A's socket too.
    await onB.next(isTable((t) => t.presence[0] === 'online'), 20_000);
    const offline = onA.next(isTable((t) => t.presence[1] === 'offline'), 20_000, onA.messages.length);
    onB.close();
    await offline;
    onA.close();
  });

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

    // Seat 1 moves to another device through A: its old socket on B is closed by the
    // revocation notice, without the old device having to try a move first.
    const old = await WsClient.open(b.url, g.gameId, t1);
    await old.view(0);
    const move = await http<TransferResponse>(a.url, 'POST', `/api/games/${g.gameId}/transfer`, undefined, t1);
    const claimed = await http<ClaimResponse>(a.url, 'POST', `/api/games/${g.gameId}/claim`, { code: move.body.code });
    expect(claimed.status).toBe(200);
    expect((await old.waitClose(10_000)).code).toBe(4403);
  });
});

describe.skipIf(!enabled)('a cluster that heals when Redis drops', () => {
  it('answers reads and hello from the store while Redis is down, and converges when it is back', async () => {
    let redis = await startRedis();
    const opts = { databaseUrl: DATABASE_URL, pgSchema: healSchema, redisUrl: redis.url };
    const a = await startServer(opts);
    servers.push(a);
    const b = await startServer(opts);
    servers.push(b);
    const g = await createGame(a.url, { players: humans(2), options: { startSeat: 0 } });
    const tokens = g.seats.map((s) => s.token!);
    const onA = await WsClient.open(a.url, g.gameId, tokens[0]);
    const onB = await WsClient.open(b.url, g.gameId, tokens[1]);
    const view = async (base: string, token?: string) => (await http<ViewResponse>(base, 'GET', `/api/games/${g.gameId}/view`, undefined, token)).body;

    const r = rng(9);
    let version = 0;
    /** One legal move of whoever must decide, through `base`, chosen from that process's own view. */
    const move = async (base: string) => {
      const seat = (await view(base)).view.pending!.seat;
      const mine = await view(base, tokens[seat]);
      expect(mine.version).toBe(version);
      const res = await http<ViewResponse>(base, 'POST', `/api/games/${g.gameId}/actions`, { version, action: pick(r, mine.view.legal) }, tokens[seat]);
      expect(res.status).toBe(200);
      version = res.body.version;
    };
    for (let i = 0; i < 4; i++) {
      await move(i % 2 ? b.url : a.url);
      expect((await onA.view(version)).version).toBe(version);
      expect((await onB.view(version)).version).toBe(version);
    }

    // Redis dies; both processes notice the dropped connections.
    await redis.kill();
    await until('both processes see the fan-out down', () => a.hub.fanoutLost && b.hub.fanoutLost);
    const before = version;
    await move(a.url);
    expect(version).toBe(before + 1);
    // B was never told, yet answers the new version: REST for the spectator and the seats...
    expect((await view(b.url)).version).toBe(version);
    expect((await view(b.url, tokens[1])).version).toBe(version);
    expect((await view(b.url, tokens[0])).version).toBe(version);
    // ... a hello on the socket opened before the outage, and a socket opened now.
    const from = onB.messages.length;
    onB.send({ type: 'hello', sinceVersion: before });
    const hello = await onB.next((m) => m.type === 'view', 10_000, from);
    expect(hello.type === 'view' && hello.version).toBe(version);
    const late = await WsClient.open(b.url, g.gameId, tokens[1]);
    const first = await late.next((m) => m.type === 'view');
    expect(first.type === 'view' && first.version).toBe(version);
    late.close();
    // A move on B while Redis is still down, then nobody reads through A.
    await move(b.url);

    // Redis comes back on the same port: both resubscribe and resync by themselves.
    redis = await startRedis(redis.port);
    await until('both processes see the fan-out back', () => !a.hub.fanoutLost && !b.hub.fanoutLost);
    // The socket on A gets B's outage move pushed, without asking.
    expect((await onA.view(version, 15_000)).version).toBe(version);
    expect((await onB.view(version, 15_000)).version).toBe(version);
    // And the fan-out works again in both directions.
    for (let i = 0; i < 4; i++) {
      await move(i % 2 ? a.url : b.url);
      expect((await onA.view(version)).version).toBe(version);
      expect((await onB.view(version)).version).toBe(version);
    }
    const [va, vb] = await Promise.all([view(a.url), view(b.url)]);
    expect(va).toEqual(vb);
    expect(va.version).toBe(version);
    onA.close();
    onB.close();
    await redis.kill();
  });
});
