// Exactly one process runs a game's bot turns (botLease.ts, issue 29 point 9): the lease's rules
// on a store in memory with a fake clock, then two real processes on PostgreSQL + Redis (run
// when DATABASE_URL and REDIS_URL are set): every bot decision made by one process only, and a
// game whose owner is killed (kill -9) played on by the other.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { LeaseOwner } from '../../src/server/botLease.ts';
import { AccountStore } from '../../src/server/accounts/store.ts';
import { PostgresStorage } from '../../src/server/storage/postgres.ts';
import type { LeaseStore } from '../../src/server/storage/types.ts';
import type { CreateGameResponse, ViewResponse } from '../../src/protocol/game.ts';
import { DATABASE_URL, http, killChildren, REDIS_URL, startChild, startServer, until } from './helpers.ts';
import { pgSchema } from './backends.ts';

/** The PostgreSQL lease's rules on a map, with the test's clock. */
class MemoryLeases implements LeaseStore {
  readonly rows = new Map<string, { owner: string; expires: number }>();
  queries = 0;
  constructor(private readonly clock: { now: number }) {}
  async claim(key: string, owner: string, ttlMs: number): Promise<boolean> {
    this.queries++;
    const r = this.rows.get(key);
    if (r && r.owner !== owner && r.expires >= this.clock.now) return false;
    this.rows.set(key, { owner, expires: this.clock.now + ttlMs });
    return true;
  }
  async renew(owner: string, ttlMs: number): Promise<string[]> {
    this.queries++;
    const keys: string[] = [];
    for (const [k, r] of this.rows) {
      if (r.owner !== owner) continue;
      r.expires = this.clock.now + ttlMs;
      keys.push(k);
    }
    return keys;
  }
  async release(owner: string, key: string | null): Promise<void> {
    for (const [k, r] of this.rows) if (r.owner === owner && (key === null || k === key)) this.rows.delete(k);
  }
}

describe('bot-turn leases', () => {
  it('give a game to the first process that asks, ask the store once, and pass to another only after expiry', async () => {
    const clock = { now: 1000 };
    const store = new MemoryLeases(clock);
    const a = new LeaseOwner(store, { owner: 'a', ttlMs: 3000, now: () => clock.now });
    const b = new LeaseOwner(store, { owner: 'b', ttlMs: 3000, now: () => clock.now });
    expect(await a.mine('g1')).toBe(true);
    expect(await b.mine('g1')).toBe(false);
    // Known now on both sides: no more queries.
    const q = store.queries;
    expect(a.mine('g1')).toBe(true);
    expect(b.elsewhere('g1')).toBe(true);
    expect(b.mine('g1')).toBe(false);
    expect(store.queries).toBe(q);
    // a renews (one query for all its games): b still may not take it, even past the first ttl.
    clock.now += 1000;
    await a.renew();
    clock.now += 1500;
    expect(await b.mine('g1')).toBe(false);
    expect(a.mine('g1')).toBe(true);
    // a stops renewing (killed): once its lease has expired, b takes the game.
    clock.now += 3001;
    expect(b.elsewhere('g1')).toBe(false);
    expect(await b.mine('g1')).toBe(true);
    expect(store.rows.get('g1')?.owner).toBe('b');
    // A lease is trusted only for two thirds of its time after the renewal that confirmed it.
    clock.now += 1999;
    expect(b.mine('g1')).toBe(true);
    clock.now += 1;
    expect(b.mine('g1')).not.toBe(true);
  });

  it('are handed back when a game ends and when the process closes', async () => {
    const clock = { now: 0 };
    const store = new MemoryLeases(clock);
    const a = new LeaseOwner(store, { owner: 'a', ttlMs: 3000, now: () => clock.now });
    const b = new LeaseOwner(store, { owner: 'b', ttlMs: 3000, now: () => clock.now });
    expect(await a.mine('g1')).toBe(true);
    expect(await a.mine('g2')).toBe(true);
    a.release('g1');
    await Promise.resolve();
    expect([...store.rows.keys()]).toEqual(['g2']);
    await a.close();
    expect(store.rows.size).toBe(0);
    expect(await b.mine('g2')).toBe(true);
    expect(await a.mine('g3')).toBe(false);
  });

  it('answer false, never throw, while the store is unavailable', async () => {
    const errors: unknown[] = [];
    const broken: LeaseStore = { claim: () => Promise.reject(new Error('down')), renew: () => Promise.reject(new Error('down')), release: () => Promise.reject(new Error('down')) };
    const a = new LeaseOwner(broken, { owner: 'a', onError: (e) => errors.push(e) });
    expect(await a.mine('g1')).toBe(false);
    expect(errors).toHaveLength(1);
  });
});

describe.skipIf(!DATABASE_URL)('on PostgreSQL', () => {
  const fresh = pgSchema('botlease_pg');
  it('processes starting together on a fresh database all start (schema creation takes turns)', async () => {
    const stores = [0, 1, 2].map(() => new PostgresStorage({ url: DATABASE_URL!, schema: fresh, poolSize: 2 }));
    const accounts = [0, 1, 2].map(() => AccountStore.open({ databaseUrl: DATABASE_URL, sqliteFile: '', pgSchema: fresh }));
    try {
      await Promise.all(stores.map((s) => s.init()));
      await Promise.all(accounts.map((a) => a.init()));
      // The store's leases: one holder; others refused until it expires; renew and release.
      const l = stores[0].leases;
      expect(await l.claim('g1', 'a', 60_000)).toBe(true);
      expect(await stores[1].leases.claim('g1', 'b', 60_000)).toBe(false);
      expect(await l.claim('g1', 'a', 60_000)).toBe(true);
      expect(await l.claim('g2', 'a', 1)).toBe(true);
      expect((await l.renew('a', 60_000)).sort()).toEqual(['g1', 'g2']);
      // A lease already expired by the database's clock (a negative time: no waiting) is taken over.
      expect(await l.claim('g3', 'b', -1000)).toBe(true);
      expect(await l.claim('g3', 'a', 60_000)).toBe(true);
      await l.release('a', 'g1');
      expect(await stores[1].leases.claim('g1', 'b', 60_000)).toBe(true);
      await l.release('a', null);
      expect(await l.renew('a', 60_000)).toEqual([]);
      expect(await stores[1].leases.claim('g2', 'b', 60_000)).toBe(true);
    } finally {
      for (const a of accounts) await a.close();
      for (const s of stores) await s.close();
    }
  });
});

const enabled = !!DATABASE_URL && !!REDIS_URL;
const schema = pgSchema('botlease');

afterAll(() => killChildren());

type Seen = Map<string, string>;
const observer = (seen: Seen, who: string) => (gameId: string, seat: number, version: number) => {
  const k = `${gameId}:${seat}:${version}`;
  seen.set(k, seen.has(k) ? `${seen.get(k)}+${who}` : who);
};
const botsOnly = (level: 'easy' | 'medium') => ({ players: [0, 1, 2].map(() => ({ kind: 'bot' as const, level })) });
const version = async (url: string, id: string) => (await http<ViewResponse>(url, 'GET', `/api/games/${id}/view`)).body;

describe.skipIf(!enabled)('bot turns across two processes on PostgreSQL + Redis', () => {
  it('are each decided by one process only, though both hold the games', async () => {
    const seen: Seen = new Map();
    const common = { databaseUrl: DATABASE_URL, redisUrl: REDIS_URL, pgSchema: schema };
    const a = await startServer({ ...common, bots: { delayMs: 20, threads: 0, observe: observer(seen, 'a') } });
    const b = await startServer({ ...common, bots: { delayMs: 20, threads: 0, observe: observer(seen, 'b') } });
    try {
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) {
        // Created on one process, loaded by the other at once (a spectator's read).
        const [made, other] = i % 2 === 0 ? [a, b] : [b, a];
        const g = (await http<CreateGameResponse>(made.url, 'POST', '/api/games', botsOnly('easy'))).body;
        ids.push(g.gameId);
        expect((await version(other.url, g.gameId)).view).toBeDefined();
      }
      for (const id of ids) await until(`game ${id} over`, async () => (await version(a.url, id)).view.over && (await version(b.url, id)).view.over, 120_000);
      // Finished games hand their leases back.
      const leases = await until('leases handed back', async () => {
        const c = new pg.Client({ connectionString: DATABASE_URL });
        await c.connect();
        try {
          return (await c.query(`SELECT count(*)::int AS n FROM "${schema}".bot_leases`)).rows[0].n === 0 ? 'none' : null;
        } finally {
          await c.end();
        }
      });
      expect(leases).toBe('none');
      const twice = [...seen].filter(([, who]) => who.includes('+'));
      expect(twice).toEqual([]);
      // Every decision of the four games was made (one per version reached by a bot's move).
      expect(seen.size).toBeGreaterThan(4 * 30);
    } finally {
      await b.stop();
      await a.stop();
    }
  }, 180_000);

  it('go on in the other process when the owner is killed (kill -9)', async () => {
    const seen: Seen = new Map();
    const env = { DATABASE_URL, REDIS_URL, ABYSS_PG_SCHEMA: schema };
    const a = await startChild(['--bot-delay', '150', '--bot-threads', '0', '--bot-lease-ms', '1500'], env);
    const b = await startServer({ databaseUrl: DATABASE_URL, redisUrl: REDIS_URL, pgSchema: schema, bots: { delayMs: 150, threads: 0, leaseMs: 1500, observe: observer(seen, 'b') } });
    try {
      const g = (await http<CreateGameResponse>(a.url, 'POST', '/api/games', botsOnly('easy'))).body;
      await until('a plays a bot move (so holds the lease)', async () => (await version(a.url, g.gameId)).version >= 1);
      // b holds the game too, and hears of every move a's bots make.
      await version(b.url, g.gameId);
      const v1 = await until('a plays on', async () => {
        const v = (await version(b.url, g.gameId)).version;
        return v >= 5 ? v : null;
      });
      expect(seen.size).toBe(0);
      a.child.kill('SIGKILL');
      await new Promise((r) => a.child.once('exit', r));
      // a's lease expires unrenewed: b claims it at its next look and its bots play on.
      const v2 = await until('b plays on', async () => {
        const v = await version(b.url, g.gameId);
        return v.view.over || v.version >= v1 + 10 ? v.version : null;
      }, 60_000);
      expect(v2).toBeGreaterThan(v1);
      expect(seen.size).toBeGreaterThan(0);
    } finally {
      await b.stop();
    }
  }, 180_000);
});
