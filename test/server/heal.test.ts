// A process that missed changes heals from the store: notices that skip versions, a fan-out
// that was down, a client that has seen a newer version than this process holds. Records are
// appended "by another process" (a second store on the same SQLite file) behind the hub's back.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { activeSeat, viewFor } from '../../src/engine/index.ts';
import { GameHub, type LiveGame } from '../../src/server/games.ts';
import type { ViewResponse } from '../../src/protocol/game.ts';
import type { GameNotice, PubSub } from '../../src/server/pubsub/types.ts';
import { SqliteStorage } from '../../src/server/storage/sqlite.ts';
import { createGame, http, humans, startServer, tempDir, WsClient } from './helpers.ts';

const tmp = tempDir('abyss-heal-');
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of closers) await c();
  tmp.cleanup();
});

/** A fan-out the test drives by hand. */
class HandPubSub implements PubSub {
  deliver: (n: GameNotice) => void = () => undefined;
  health: (up: boolean) => void = () => undefined;
  published: GameNotice[] = [];
  failing = false;
  async publish(n: GameNotice): Promise<void> {
    if (this.failing) throw new Error('connection lost');
    this.published.push(n);
  }
  async subscribe(handler: (n: GameNotice) => void): Promise<void> {
    this.deliver = handler;
  }
  onHealth(listener: (up: boolean) => void): void {
    this.health = listener;
  }
  async close(): Promise<void> {}
}

async function store(file: string): Promise<SqliteStorage> {
  const s = new SqliteStorage({ file });
  await s.init();
  closers.push(() => s.close());
  return s;
}

/** Appends `n` legal moves to the stored log of `game`, as another process would. */
async function moveBehind(other: SqliteStorage, gameId: string, n: number): Promise<void> {
  const hub = new GameHub({ storage: other, pubsub: new HandPubSub(), origin: 'other', sweepMs: 0 });
  const g = (await hub.get(gameId))!;
  for (let i = 0; i < n; i++) {
    const seat = activeSeat(g.state)!;
    const r = await hub.act(g, seat, g.version, viewFor(g.state, seat).legal[0]);
    if (!r.ok) throw new Error(r.error.message);
  }
}

async function hubOn(file: string): Promise<{ hub: GameHub; pubsub: HandPubSub; games: LiveGame[] }> {
  const pubsub = new HandPubSub();
  const hub = new GameHub({ storage: await store(file), pubsub, origin: 'here', sweepMs: 0 });
  await hub.start();
  closers.push(async () => hub.stop());
  const games: LiveGame[] = [];
  for (let i = 0; i < 2; i++) {
    const r = await hub.create({ players: humans(2), options: { startSeat: 0 } });
    if (!r.ok) throw new Error(r.error.message);
    games.push(r.game);
  }
  return { hub, pubsub, games };
}

describe('healing from the store', () => {
  it('a notice that skips versions catches every loaded game up', async () => {
    const file = join(tmp.dir, 'gap.sqlite');
    const { hub, pubsub, games: [g1, g2] } = await hubOn(file);
    const other = await store(file);
    await moveBehind(other, g1.id, 2);
    await moveBehind(other, g2.id, 1);
    // Only the notice of g1's second move arrives: the first was lost, maybe g2's too.
    pubsub.deliver({ gameId: g1.id, version: 2, origin: 'other' });
    await hub.sweep();
    expect(g1.version).toBe(2);
    expect(g2.version).toBe(1);
    expect(hub.mayBeStale).toBe(true);
  });

  it('reads check the store while the fan-out is down; once back, it resyncs and re-announces', async () => {
    const file = join(tmp.dir, 'down.sqlite');
    const { hub, pubsub, games: [g1, g2] } = await hubOn(file);
    const other = await store(file);
    await moveBehind(other, g1.id, 1);
    expect((await hub.get(g1.id))!.version).toBe(0); // healthy: memory answers (nobody said otherwise)
    pubsub.health(false);
    expect(hub.fanoutLost).toBe(true);
    expect((await hub.get(g1.id))!.version).toBe(1);
    // A move made here while the fan-out is down cannot be announced.
    pubsub.failing = true;
    const r = await hub.act(g2, 0, 0, viewFor(g2.state, 0).legal[0]);
    expect(r.ok).toBe(true);
    await moveBehind(other, g1.id, 1);
    pubsub.failing = false;
    pubsub.published = [];
    pubsub.health(true);
    await hub.sweep();
    expect(hub.fanoutLost).toBe(false);
    expect(g1.version).toBe(2);
    expect(pubsub.published).toEqual([{ gameId: g2.id, version: 1, origin: 'here' }]);
  });

  it('a client that has seen a newer version makes GET /view and hello read the store', async () => {
    const server = await startServer();
    closers.push(() => server.stop());
    const g = await createGame(server.url, { players: humans(2), options: { startSeat: 0 } });
    const ws = await WsClient.open(server.url, g.gameId, g.seats[1].token);
    await ws.view(0);
    await moveBehind(await store(join(server.dir, 'abyss.sqlite')), g.gameId, 1);
    const seen = await http<ViewResponse>(server.url, 'GET', `/api/games/${g.gameId}/view?sinceVersion=1`, undefined, g.seats[0].token);
    expect(seen.status).toBe(200);
    expect(seen.body.version).toBe(1);
    await moveBehind(await store(join(server.dir, 'abyss.sqlite')), g.gameId, 1);
    const from = ws.messages.length;
    ws.send({ type: 'hello', sinceVersion: 2 });
    const hello = await ws.next((m) => m.type === 'view', 10_000, from);
    expect(hello.type === 'view' && hello.version).toBe(2);
    ws.close();
  });
});
