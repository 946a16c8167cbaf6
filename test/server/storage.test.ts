// The storage contract, against a real SQLite file and (when DATABASE_URL is set) PostgreSQL.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PostgresStorage } from '../../src/server/storage/postgres.ts';
import { SqliteStorage } from '../../src/server/storage/sqlite.ts';
import type { LogRecord, Storage, StoredGame } from '../../src/server/storage/types.ts';
import { DATABASE_URL, tempDir } from './helpers.ts';

const tmp = tempDir();
const schema = `test_storage_${process.pid}_${randomBytes(3).toString('hex')}`;

afterAll(async () => {
  tmp.cleanup();
  if (DATABASE_URL) {
    const c = new pg.Client({ connectionString: DATABASE_URL });
    await c.connect();
    await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await c.end();
  }
});

const backends: { name: string; make: () => Storage; skip: boolean }[] = [
  { name: 'SQLite', make: () => new SqliteStorage({ file: join(tmp.dir, 'store.sqlite') }), skip: false },
  { name: 'PostgreSQL', make: () => new PostgresStorage({ url: DATABASE_URL!, schema }), skip: !DATABASE_URL },
];

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

describe.each(backends)('$name storage', ({ make, skip }) => {
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
});
