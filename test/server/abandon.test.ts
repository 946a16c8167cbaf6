// Abandoned games leave "Being played" (abandon.ts): a table nobody made a move at and nobody is
// connected to closes 30 minutes after its creation; a started real-time game waiting for an
// absent person closes 24 hours after its last record; a connected person, a bot to move or a
// turn-based game keeps it going. Checked on a fake clock, on every store, across a restart.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.ts';
import { closeAbandoned } from '../../src/server/abandonWatch.ts';
import { GameList } from '../../src/server/gameList.ts';
import { GameHub, type LiveGame } from '../../src/server/games.ts';
import { IDLE_ABANDON_MS, UNSTARTED_EXPIRE_MS, type CreateGameRequest } from '../../src/protocol/game.ts';
import { LocalPubSub } from '../../src/server/pubsub/local.ts';
import type { Storage } from '../../src/server/storage/types.ts';
import { backends } from './backends.ts';
import { humans, tempDir } from './helpers.ts';

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c();
});

for (const b of backends('abandon')) describe.skipIf(b.skip)(`abandoned games on ${b.name}`, () => {
  const clock = { now: Date.parse('2026-07-01T10:00:00Z') };
  let file = '';

  async function hubOn(): Promise<{ hub: GameHub; storage: Storage }> {
    const storage = b.storage(file);
    await storage.init();
    closers.push(() => storage.close());
    const hub = new GameHub({ storage, pubsub: new LocalPubSub(), origin: 'test', sweepMs: 0, presenceRefreshMs: 0, now: () => clock.now });
    await hub.start();
    closers.push(() => hub.stop());
    return { hub, storage };
  }
  const created = async (hub: GameHub, req: CreateGameRequest): Promise<LiveGame> => {
    const r = await hub.create(req);
    if (!r.ok) throw new Error(r.error.message);
    return r.game;
  };
  const live = async (hub: GameHub): Promise<string[]> => (await new GameList(hub, hub.storage).page(false, 50, undefined)).games.map((g) => g.gameId);

  it('closes a table nobody started after 30 minutes, and a started game nobody plays after 24 hours', async () => {
    const tmp = tempDir();
    closers.push(() => tmp.cleanup());
    file = join(tmp.dir, 'a.sqlite');
    const { hub } = await hubOn();
    const t0 = clock.now;
    const unstarted = await created(hub, { players: humans(2), options: { seed: 1, startSeat: 0, listed: true } });
    const started = await created(hub, { players: humans(2), options: { seed: 2, startSeat: 0, listed: true } });
    const watched = await created(hub, { players: humans(2), options: { seed: 3, startSeat: 0, listed: true } });
    const botToMove = await created(hub, { players: [{ kind: 'human' }, { kind: 'bot' }], options: { seed: 4, startSeat: 1, listed: true } });
    const turnBased = await created(hub, { players: humans(2), options: { seed: 5, startSeat: 0, listed: true, turnBased: { hours: 24, onTimeout: 'bot' } } });
    for (const g of [started, watched]) expect((await hub.act(g, 0, 0, legalActions(g.state)[0])).ok).toBe(true);
    // Somebody sits at `watched` (a socket open for seat 1).
    hub.presence.count(watched.id, 2, 1, 1);

    clock.now = t0 + UNSTARTED_EXPIRE_MS - 1;
    expect(await closeAbandoned(hub)).toEqual([]);
    clock.now = t0 + UNSTARTED_EXPIRE_MS;
    expect(await closeAbandoned(hub)).toEqual([unstarted.id]);
    expect(unstarted.over).toBe(true);
    expect(hub.tableStatus(unstarted).abandoned).toBe(true);

    clock.now = t0 + IDLE_ABANDON_MS - 1;
    expect(await closeAbandoned(hub)).toEqual([]);
    clock.now = t0 + IDLE_ABANDON_MS;
    expect(await closeAbandoned(hub)).toEqual([started.id]);
    clock.now = t0 + 10 * IDLE_ABANDON_MS;
    expect(await closeAbandoned(hub)).toEqual([]);
    expect((await live(hub)).sort()).toEqual([watched.id, botToMove.id, turnBased.id].sort());
    const over = (await new GameList(hub, hub.storage).page(true, 50, undefined)).games;
    expect(over.map((g) => [g.gameId, g.abandoned, g.over, g.deciding, g.result]).sort()).toEqual([
      [started.id, true, true, null, undefined], [unstarted.id, true, true, null, undefined],
    ].sort());
    // Once the person left `watched`, it goes too; its replay says it was abandoned.
    hub.presence.count(watched.id, 2, 1, -1);
    expect(await closeAbandoned(hub)).toEqual([watched.id]);
    const log = hub.logOf(watched);
    expect(log.ok && log.body.replay.abandoned).toBe(true);

    // A restarted server agrees: the closed games are over, the others are still played.
    const again = (await hubOn()).hub;
    expect((await live(again)).sort()).toEqual([botToMove.id, turnBased.id].sort());
    expect((await again.get(started.id))!.over).toBe(true);
  });
});
