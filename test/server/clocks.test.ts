// Real-time clocks (clocks.ts): a bank per seat spent only while its person decides, the
// increment when the seat's turn ends, the table's choice when it runs out (a bot that the
// player may send away again, or the end of the game), and the same banks after a restart —
// on a fake clock, on every store.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { activeSeat, legalActions } from '../../src/engine/index.ts';
import { expireClocks } from '../../src/server/clockWatch.ts';
import { GameHub, type LiveGame } from '../../src/server/games.ts';
import type { CreateGameRequest } from '../../src/protocol/game.ts';
import { LocalPubSub } from '../../src/server/pubsub/local.ts';
import { backends } from './backends.ts';
import { humans, tempDir } from './helpers.ts';

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c();
});

for (const b of backends('clocks')) describe.skipIf(b.skip)(`clocks on ${b.name}`, () => {
  const clock = { now: Date.parse('2026-09-01T18:00:00Z') };
  let file = '';
  async function hubOn(): Promise<GameHub> {
    const storage = b.storage(file);
    await storage.init();
    closers.push(() => storage.close());
    const hub = new GameHub({ storage, pubsub: new LocalPubSub(), origin: 'test', sweepMs: 0, presenceRefreshMs: 0, now: () => clock.now });
    await hub.start();
    closers.push(() => hub.stop());
    return hub;
  }
  /** A new game whose invited seats are all claimed at once (the clocks run from there). */
  const created = async (hub: GameHub, req: CreateGameRequest): Promise<LiveGame> => {
    const r = await hub.create(req);
    if (!r.ok) throw new Error(r.error.message);
    for (const s of r.body.seats) if (s.kind === 'human' && s.invite) expect((await hub.claim(r.game, s.invite)).ok).toBe(true);
    return r.game;
  };
  /** Plays the first legal moves until the turn passes from seat 0 to seat 1. */
  async function endTurnOf0(hub: GameHub, g: LiveGame): Promise<void> {
    while (g.state.current === 0) {
      const seat = activeSeat(g.state)!;
      const r = await hub.act(g, seat, g.version, legalActions(g.state).find((a) => a.type === 'explore' || a.type === 'pass') ?? legalActions(g.state)[0]);
      if (!r.ok) throw new Error(r.error.message);
    }
  }

  it('spends the bank of the person deciding, adds the increment at the end of a turn, and keeps it over a restart', async () => {
    const tmp = tempDir();
    closers.push(() => tmp.cleanup());
    file = join(tmp.dir, 'a.sqlite');
    const hub = await hubOn();
    const g = await created(hub, { players: humans(2), options: { seed: 7, startSeat: 0, clock: { baseSeconds: 300, incrementSeconds: 10, onTimeout: 'bot' } } });
    expect(hub.tableStatus(g).clock).toEqual({ baseSeconds: 300, incrementSeconds: 10, onTimeout: 'bot', leftMs: [300_000, 300_000], running: 0 });
    clock.now += 42_000;
    expect(hub.tableStatus(g).clock?.leftMs).toEqual([258_000, 300_000]);
    await endTurnOf0(hub, g);
    const after = hub.tableStatus(g).clock!;
    expect(after.leftMs).toEqual([268_000, 300_000]);
    expect(after.running).toBe(activeSeat(g.state));
    clock.now += 5_000;
    const running = activeSeat(g.state)!;
    const expected = running === 1 ? [268_000, 295_000] : [263_000, 300_000];
    expect(hub.tableStatus(g).clock?.leftMs).toEqual(expected);
    // A restarted server reads the same banks from the store.
    const again = await hubOn();
    expect(again.tableStatus((await again.get(g.id))!).clock?.leftMs).toEqual(expected);
  });

  it('when a bank runs out a bot takes the seat (its player may take it back) or the game ends', async () => {
    const tmp = tempDir();
    closers.push(() => tmp.cleanup());
    file = join(tmp.dir, 'b.sqlite');
    const hub = await hubOn();
    const g = await created(hub, { players: humans(2), options: { seed: 8, startSeat: 0, clock: { baseSeconds: 180, incrementSeconds: 0, onTimeout: 'bot' } } });
    const lose = await created(hub, { players: humans(2), options: { seed: 9, startSeat: 0, clock: { baseSeconds: 180, incrementSeconds: 0, onTimeout: 'lose' } } });
    clock.now += 179_999;
    expect(await expireClocks(hub)).toEqual([]);
    clock.now += 1;
    expect((await expireClocks(hub)).sort()).toEqual([g.id, lose.id].sort());
    expect(g.table.standIn).toEqual(['medium', null]);
    expect(hub.tableStatus(g).clock?.running).toBeNull();
    expect(lose.over).toBe(true);
    expect(hub.tableStatus(lose).ended).toEqual({ by: -1, seat: 0 });
    // Taking the seat back gives 30 s to decide.
    expect((await hub.reclaim(g, 0, g.version)).ok).toBe(true);
    expect(hub.tableStatus(g).clock?.leftMs).toEqual([30_000, 180_000]);
    expect((await hub.create({ players: humans(2), options: { clock: { baseSeconds: 180, incrementSeconds: 0, onTimeout: 'bot' }, turnSeconds: 60 } })).ok).toBe(false);
  });

  it('runs no bank until every invited seat is taken, then counts from that moment, also after a restart', async () => {
    const tmp = tempDir();
    closers.push(() => tmp.cleanup());
    file = join(tmp.dir, 'c.sqlite');
    const hub = await hubOn();
    const r = await hub.create({ players: humans(3), options: { seed: 11, startSeat: 0, clock: { baseSeconds: 180, incrementSeconds: 0, onTimeout: 'lose' } } });
    if (!r.ok) throw new Error(r.error.message);
    const g = r.game;
    const invites = r.body.seats.flatMap((s) => (s.kind === 'human' && s.invite ? [s.invite] : []));
    expect(invites).toHaveLength(2);
    const waiting = { baseSeconds: 180, incrementSeconds: 0, onTimeout: 'lose', leftMs: [180_000, 180_000, 180_000], running: null, waiting: true };
    expect(hub.tableStatus(g).clock).toEqual(waiting);
    clock.now += 3_600_000;
    // (On PostgreSQL the earlier tests' games share the store, and their banks run out now.)
    expect((await expireClocks(hub)).includes(g.id)).toBe(false);
    expect((await hub.claim(g, invites[0])).ok).toBe(true);
    clock.now += 600_000;
    expect(hub.tableStatus(g).clock).toEqual(waiting);
    expect(g.over).toBe(false);
    // The last seat taken: seat 0's bank runs from now.
    expect((await hub.claim(g, invites[1])).ok).toBe(true);
    expect(g.table.seated).toBe(true);
    clock.now += 20_000;
    expect(hub.tableStatus(g).clock).toEqual({ ...waiting, leftMs: [160_000, 180_000, 180_000], running: 0, waiting: undefined });
    const again = await hubOn();
    expect(again.tableStatus((await again.get(g.id))!).clock?.leftMs).toEqual([160_000, 180_000, 180_000]);
  });
});
