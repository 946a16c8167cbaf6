// A real-time clock that runs out on a table that chose 'lose' (clocks.ts) is a rated loss for
// that seat: it ranks last, the others tie for first. A game the players end for an away seat is
// recorded, unrated (its sheet is only where the cards stood); so is one a turn-based time
// limit ended.
import { afterEach, describe, expect, it } from 'vitest';
import { expireClocks } from '../../../src/server/clockWatch.ts';
import { expireDue } from '../../../src/server/turnDeadlines.ts';
import { GameHub, type LiveGame } from '../../../src/server/games.ts';
import { LocalPubSub } from '../../../src/server/pubsub/local.ts';
import { join } from 'node:path';
import { SqliteStorage } from '../../../src/server/storage/sqlite.ts';
import type { AccountStore, RecordRow } from '../../../src/server/accounts/store.ts';
import { NEW_PLAYER, type Rating } from '../../../src/server/ratings/glicko2.ts';
import { recordFinished } from '../../../src/server/ratings/recorder.ts';
import { humans, tempDir } from '../helpers.ts';

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c();
});

/** An account store that holds every seat of the game for an account and keeps the rows it is given. */
function fakeStore(seats: number): { store: AccountStore; rows: RecordRow[] } {
  const rows: RecordRow[] = [];
  const store = {
    seatsOfGame: () => Promise.resolve(Array.from({ length: seats }, (_, seat) => ({ seat, accountId: `A${seat}` }))),
    recordGame: (_id: string, _at: string, _ids: string[], build: (r: Map<string, Rating>) => RecordRow[]) => {
      rows.push(...build(new Map()));
      return Promise.resolve(true);
    },
  };
  return { store: store as unknown as AccountStore, rows };
}

describe('a clock that runs out', () => {
  const clock = { now: Date.parse('2026-09-01T18:00:00Z') };
  async function hub(): Promise<GameHub> {
    const tmp = tempDir();
    closers.push(() => tmp.cleanup());
    const storage = new SqliteStorage({ file: join(tmp.dir, 'g.sqlite') });
    await storage.init();
    const h = new GameHub({ storage, pubsub: new LocalPubSub(), origin: 'test', sweepMs: 0, presenceRefreshMs: 0, now: () => clock.now });
    await h.start();
    closers.push(() => storage.close());
    closers.push(() => h.stop());
    return h;
  }
  async function created(h: GameHub, onTimeout: 'lose' | 'bot'): Promise<LiveGame> {
    const r = await h.create({ players: humans(3), options: { seed: 5, startSeat: 1, clock: { baseSeconds: 180, incrementSeconds: 0, onTimeout } } });
    if (!r.ok) throw new Error(r.error.message);
    for (const s of r.body.seats) if (s.kind === 'human' && s.invite) expect((await h.claim(r.game, s.invite)).ok).toBe(true);
    return r.game;
  }

  it("with 'lose' is a rated loss for its seat; the others tie above it", async () => {
    const h = await hub();
    const g = await created(h, 'lose');
    clock.now += 180_000;
    expect(await expireClocks(h)).toEqual([g.id]);
    expect(g.table.ended).toEqual({ by: -1, seat: 1 });
    const { store, rows } = fakeStore(3);
    expect(await recordFinished(store, g, { rateKnownDeals: true })).toBe(true);
    expect(rows.map((r) => [r.seat, r.rank])).toEqual([[0, 1], [1, 3], [2, 1]]);
    for (const r of rows) expect(r.after).not.toBeNull();
    expect(rows[1].after!.rating).toBeLessThan(NEW_PLAYER.rating);
    expect(rows[0].after!.rating).toBeGreaterThan(NEW_PLAYER.rating);
  });

  it('a game ended by a turn-based time limit is recorded, unrated', async () => {
    const h = await hub();
    const r = await h.create({ players: humans(3), options: { seed: 5, startSeat: 1, turnBased: { hours: 24, onTimeout: 'end' } } });
    if (!r.ok) throw new Error(r.error.message);
    const g = r.game;
    clock.now += 25 * 3_600_000;
    expect(await expireDue(h)).toEqual([g.id]);
    expect(g.table.ended).toEqual({ by: -1, seat: 1 });
    const { store, rows } = fakeStore(3);
    expect(await recordFinished(store, g, { rateKnownDeals: true })).toBe(true);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.after).toBeNull();
  });
});
