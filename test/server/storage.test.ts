// The storage contract, against a real SQLite file and (when DATABASE_URL is set) PostgreSQL.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PostgresStorage } from '../../src/server/storage/postgres.ts';
import { SqliteStorage } from '../../src/server/storage/sqlite.ts';
import type { LogRecord, StoredGame } from '../../src/server/storage/types.ts';
import { DATABASE_URL, tempDir } from './helpers.ts';
import { backends, pgSchema } from './backends.ts';

const tmp = tempDir();
afterAll(() => tmp.cleanup());
const matrix = backends('storage').map((b) => ({ ...b, make: () => b.storage(join(tmp.dir, 'store.sqlite')) }));

function game(id: string): StoredGame {
  return {
    id,
    options: { seed: 9, players: 2, names: ['A', 'B'] },
    seats: [
      { seat: 0, name: 'A', kind: 'human', tokenHash: `${id}-h0` },
      { seat: 1, name: 'B', kind: 'bot', level: 'easy' },
    ],
    createdAt: new Date().toISOString(),
  };
}

const act = (seq: number, seat = 0): LogRecord => ({ seq, kind: 'action', seat, action: { type: 'explore' } });

describe.each(matrix)('$name storage', ({ make, skip }) => {
  it.skipIf(skip)('keeps the turn timer and the seat records (names, bots standing in, reclaims, ends)', async () => {
    const s = make();
    await s.init();
    try {
      const id = `g-${randomBytes(4).toString('hex')}`;
      await s.createGame({ ...game(id), turnSeconds: 120 });
      const records: LogRecord[] = [
        { seq: 1, kind: 'name', seat: 0, name: 'Zoë' },
        act(2),
        { seq: 3, kind: 'standIn', seat: 0, by: 1, level: 'medium' },
        { seq: 4, kind: 'reclaim', seat: 0 },
        { seq: 5, kind: 'end', seat: 0, by: 1 },
      ];
      for (const r of records) expect(await s.append(id, r)).toBe(true);
      const loaded = await s.loadGame(id);
      expect(loaded?.game.turnSeconds).toBe(120);
      expect(loaded?.log).toEqual(records);
      const plain = `g-${randomBytes(4).toString('hex')}`;
      await s.createGame(game(plain));
      expect((await s.loadGame(plain))?.game.turnSeconds).toBeUndefined();
    } finally {
      await s.close();
    }
  });

  it.skipIf(skip)('stores games and appends records in order, with a sequence check', async () => {
    const s = make();
    await s.init();
    await s.init(); // idempotent
    try {
      const id = `g-${randomBytes(4).toString('hex')}`;
      await s.createGame(game(id));
      expect(await s.append(id, act(1))).toBe(true);
      expect(await s.append(id, act(1))).toBe(false); // taken
      expect(await s.append(id, act(3))).toBe(false); // gap
      expect(await s.append(id, { seq: 2, kind: 'undo', seat: 0, count: 1 })).toBe(true);
      expect(await s.append(id, act(3, 1))).toBe(true);
      const loaded = await s.loadGame(id);
      expect({ ...loaded!.game, createdAt: 0 }).toEqual({ ...game(id), createdAt: 0 });
      expect(loaded?.log).toEqual([act(1), { seq: 2, kind: 'undo', seat: 0, count: 1 }, act(3, 1)]);
      expect(loaded?.over).toBe(false);
      expect(await s.loadLog(id, 2)).toEqual([act(3, 1)]);
      expect(await s.loadGame('missing')).toBeNull();
      expect(await s.findSeats([`${id}-h0`, 'nothing'])).toEqual([{ gameId: id, seat: 0, tokenHash: `${id}-h0` }]);
      expect(await s.unfinishedGameIds()).toContain(id);
      await s.markOver(id);
      expect(await s.unfinishedGameIds()).not.toContain(id);
      expect((await s.loadGame(id))?.over).toBe(true);
    } finally {
      await s.close();
    }
  });

  it.skipIf(skip)('lets exactly one of many racing appends land, across store instances', async () => {
    const a = make();
    const b = make();
    await a.init();
    await b.init();
    try {
      const id = `race-${randomBytes(4).toString('hex')}`;
      await a.createGame(game(id));
      for (let seq = 1; seq <= 5; seq++) {
        const results = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).append(id, act(seq, i % 2))));
        expect(results.filter(Boolean).length).toBe(1);
      }
      expect((await a.loadLog(id, 0)).map((r) => r.seq)).toEqual([1, 2, 3, 4, 5]);
    } finally {
      await a.close();
      await b.close();
    }
  });
  it.skipIf(skip)('keeps seat credentials: claims spend codes once, transfers revoke old tokens, the host changes unclaimed invites', async () => {
    const s = make();
    await s.init();
    try {
      const id = `cred-${randomBytes(4).toString('hex')}`;
      const g: StoredGame = {
        id,
        options: { seed: 'ab'.repeat(32), players: 3, names: ['A', 'B', 'C'] },
        seats: [0, 1, 2].map((seat) => ({ seat, name: 'ABC'[seat], kind: 'human' as const })),
        createdAt: new Date().toISOString(),
        knownDeal: true,
      };
      await s.createGame(g, [
        { hash: `${id}-t0`, seat: 0, kind: 'token' },
        { hash: `${id}-i1`, seat: 1, kind: 'invite' },
        { hash: `${id}-i2`, seat: 2, kind: 'invite' },
        { hash: `${id}-host`, seat: -1, kind: 'host' },
      ]);
      const loaded = await s.loadGame(id);
      expect(loaded?.game.knownDeal).toBe(true);
      expect(loaded?.game.options.seed).toBe('ab'.repeat(32));
      expect(await s.seatStates(id)).toEqual([
        { seat: 0, claimed: true, invited: false },
        { seat: 1, claimed: false, invited: true },
        { seat: 2, claimed: false, invited: true },
      ]);
      expect(await s.findCode(`${id}-host`)).toEqual({ gameId: id, seat: -1, kind: 'host' });
      expect(await s.findCode(`${id}-i1`)).toEqual({ gameId: id, seat: 1, kind: 'invite' });
      expect(await s.findCode(`${id}-t0`)).toBeNull();

      // A claim spends the invite once; a wrong seat or kind spends nothing.
      expect(await s.claimSeat(id, 2, 'invite', `${id}-i1`, `${id}-x`)).toBe(false);
      expect(await s.claimSeat(id, 1, 'transfer', `${id}-i1`, `${id}-x`)).toBe(false);
      expect(await s.claimSeat(id, 1, 'invite', `${id}-i1`, `${id}-t1`)).toBe(true);
      expect(await s.claimSeat(id, 1, 'invite', `${id}-i1`, `${id}-t1b`)).toBe(false);
      expect(await s.findCode(`${id}-i1`)).toBeNull();
      expect(await s.findSeats([`${id}-t1`, `${id}-t1b`, `${id}-x`])).toEqual([{ gameId: id, seat: 1, tokenHash: `${id}-t1` }]);

      // The host: a claimed seat's invite cannot change; an unclaimed one is replaced or removed.
      expect(await s.setCode(id, 1, 'invite', `${id}-i1c`, true)).toBe(false);
      expect(await s.findCode(`${id}-i1c`)).toBeNull();
      expect(await s.setCode(id, 2, 'invite', `${id}-i2b`, true)).toBe(true);
      expect(await s.findCode(`${id}-i2`)).toBeNull();
      expect(await s.findCode(`${id}-i2b`)).toEqual({ gameId: id, seat: 2, kind: 'invite' });
      expect(await s.setCode(id, 2, 'invite', null, true)).toBe(true);
      expect(await s.findCode(`${id}-i2b`)).toBeNull();
      expect((await s.seatStates(id)).find((x) => x.seat === 2)).toBeUndefined();

      // A transfer: the new token replaces every older token of the seat, and only of that seat.
      expect(await s.setCode(id, 1, 'transfer', `${id}-m1`, false)).toBe(true);
      expect(await s.claimSeat(id, 1, 'transfer', `${id}-m1`, `${id}-t1new`)).toBe(true);
      expect(await s.findSeats([`${id}-t0`, `${id}-t1`, `${id}-t1new`])).toEqual([
        { gameId: id, seat: 0, tokenHash: `${id}-t0` },
        { gameId: id, seat: 1, tokenHash: `${id}-t1new` },
      ]);
      expect(await s.claimSeat(id, 1, 'transfer', `${id}-m1`, `${id}-again`)).toBe(false);
    } finally {
      await s.close();
    }
  });

  it.skipIf(skip)('lets exactly one of many racing claims of one invite land, across store instances', async () => {
    const a = make();
    const b = make();
    await a.init();
    await b.init();
    try {
      const id = `claimrace-${randomBytes(4).toString('hex')}`;
      await a.createGame({ ...game(id), seats: [{ seat: 0, name: 'A', kind: 'human' }, { seat: 1, name: 'B', kind: 'human' }] }, [{ hash: `${id}-i`, seat: 1, kind: 'invite' }]);
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).claimSeat(id, 1, 'invite', `${id}-i`, `${id}-t${i}`)));
      expect(results.filter(Boolean).length).toBe(1);
      expect((await a.seatStates(id))).toEqual([{ seat: 1, claimed: true, invited: false }]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('SQLite migration', () => {
  it('opens a database made before seats could be claimed: its seats stay claimed, its games are not known deals', async () => {
    const file = join(tmp.dir, 'old.sqlite');
    // The schema and rows as the previous version wrote them.
    const db = new Database(file);
    db.exec(`
      CREATE TABLE games (id TEXT PRIMARY KEY, options TEXT NOT NULL, seats TEXT NOT NULL, created_at TEXT NOT NULL, over INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE game_log (game_id TEXT NOT NULL, seq INTEGER NOT NULL, body TEXT NOT NULL, PRIMARY KEY (game_id, seq)) WITHOUT ROWID;
      CREATE TABLE seat_tokens (token_hash TEXT PRIMARY KEY, game_id TEXT NOT NULL, seat INTEGER NOT NULL) WITHOUT ROWID;
    `);
    const old = game('old-game');
    db.prepare('INSERT INTO games (id, options, seats, created_at) VALUES (?, ?, ?, ?)').run(old.id, JSON.stringify(old.options), JSON.stringify(old.seats), old.createdAt);
    db.prepare('INSERT INTO seat_tokens (token_hash, game_id, seat) VALUES (?, ?, ?)').run('old-game-h0', old.id, 0);
    db.close();

    const s = new SqliteStorage({ file });
    await s.init();
    try {
      const loaded = await s.loadGame(old.id);
      expect(loaded?.game.knownDeal).toBeUndefined();
      expect(loaded?.game.options.seed).toBe(9);
      expect(await s.findSeats(['old-game-h0'])).toEqual([{ gameId: old.id, seat: 0, tokenHash: 'old-game-h0' }]);
      expect(await s.seatStates(old.id)).toEqual([{ seat: 0, claimed: true, invited: false }]);
      // New games go into the migrated file as usual.
      await s.createGame({ ...game('new-game'), knownDeal: true }, [{ hash: 'new-i', seat: 0, kind: 'invite' }]);
      expect((await s.loadGame('new-game'))?.game.knownDeal).toBe(true);
    } finally {
      await s.close();
    }
  });
});

describe.skipIf(!DATABASE_URL)('PostgreSQL migration', () => {
  const old = pgSchema('storage_old');
  it('opens a schema made before seats could be claimed: its seats stay claimed, its games are not known deals', async () => {
    const c = new pg.Client({ connectionString: DATABASE_URL });
    await c.connect();
    try {
      // The tables and rows as the previous version wrote them.
      await c.query(`
        CREATE SCHEMA "${old}";
        CREATE TABLE "${old}".games (id TEXT PRIMARY KEY, options JSONB NOT NULL, seats JSONB NOT NULL, created_at TIMESTAMPTZ NOT NULL, over BOOLEAN NOT NULL DEFAULT FALSE);
        CREATE TABLE "${old}".game_log (game_id TEXT NOT NULL, seq INTEGER NOT NULL, body TEXT NOT NULL, PRIMARY KEY (game_id, seq));
        CREATE TABLE "${old}".seat_tokens (token_hash TEXT PRIMARY KEY, game_id TEXT NOT NULL, seat INTEGER NOT NULL);
      `);
      const g = game('old-game');
      await c.query(`INSERT INTO "${old}".games (id, options, seats, created_at) VALUES ($1, $2, $3, $4)`, [g.id, JSON.stringify(g.options), JSON.stringify(g.seats), g.createdAt]);
      await c.query(`INSERT INTO "${old}".seat_tokens (token_hash, game_id, seat) VALUES ('old-game-h0', 'old-game', 0)`);
      const s = new PostgresStorage({ url: DATABASE_URL!, schema: old });
      await s.init();
      try {
        const loaded = await s.loadGame(g.id);
        expect(loaded?.game.knownDeal).toBeUndefined();
        expect(await s.findSeats(['old-game-h0'])).toEqual([{ gameId: g.id, seat: 0, tokenHash: 'old-game-h0' }]);
        expect(await s.seatStates(g.id)).toEqual([{ seat: 0, claimed: true, invited: false }]);
        await s.createGame({ ...game('new-game'), knownDeal: true }, [{ hash: 'new-i', seat: 0, kind: 'invite' }]);
        expect((await s.loadGame('new-game'))?.game.knownDeal).toBe(true);
      } finally {
        await s.close();
      }
    } finally {
      await c.end();
    }
  });
});
