// The storage matrix of the server tests: every test that touches storage runs on SQLite and,
// where DATABASE_URL is set (CI sets it), on PostgreSQL, each file in a schema of its own that
// is dropped after the file's tests.
//
//   for (const b of backends('gamelist')) describe.skipIf(b.skip)(`the game list on ${b.name}`, () => {
//     ... startServer(b.server) ... or b.storage(join(dir, 'x.sqlite')) ...
//   });
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { PostgresStorage } from '../../src/server/storage/postgres.ts';
import { SqliteStorage } from '../../src/server/storage/sqlite.ts';
import type { Storage } from '../../src/server/storage/types.ts';
import { DATABASE_URL } from './helpers.ts';

export interface Backend {
  name: 'SQLite' | 'PostgreSQL';
  /** PostgreSQL where DATABASE_URL is not set: its tests are skipped. */
  skip: boolean;
  /** startServer()/main() options that choose this store (SQLite: the server's own temp file). */
  server: { databaseUrl?: string; pgSchema?: string };
  /** A game storage on this backend (`file`: the SQLite file; PostgreSQL uses the file's schema). */
  storage(file: string): Storage;
  /** PostgreSQL's URL and this file's schema (undefined on SQLite). */
  pg?: { url: string; schema: string };
}

/**
 * A PostgreSQL schema name of this test file's own (`tag` names it in the database), dropped
 * with everything in it after the file's tests. Without DATABASE_URL nothing is created or dropped.
 */
export function pgSchema(tag: string): string {
  const schema = `test_${tag}_${process.pid}_${randomBytes(3).toString('hex')}`;
  afterAll(async () => {
    if (!DATABASE_URL) return;
    const c = new pg.Client({ connectionString: DATABASE_URL });
    await c.connect();
    try {
      await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    } finally {
      await c.end();
    }
  });
  return schema;
}

/** SQLite, and PostgreSQL in a schema of this file's own (skipped without DATABASE_URL). */
export function backends(tag: string): Backend[] {
  const schema = pgSchema(tag);
  const url = DATABASE_URL;
  return [
    { name: 'SQLite', skip: false, server: { databaseUrl: '' }, storage: (file) => new SqliteStorage({ file }) },
    {
      name: 'PostgreSQL', skip: !url, server: { databaseUrl: url, pgSchema: schema },
      storage: () => new PostgresStorage({ url: url!, schema }), pg: url ? { url, schema } : undefined,
    },
  ];
}
