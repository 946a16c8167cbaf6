// Picks the store: PostgreSQL when a URL is given, SQLite otherwise.
import { PostgresStorage } from './postgres.ts';
import { SqliteStorage } from './sqlite.ts';
import type { Storage } from './types.ts';

export type { LogRecord, SeatRef, Storage, StoredGame, StoredSeat } from './types.ts';
export { PostgresStorage } from './postgres.ts';
export { SqliteStorage } from './sqlite.ts';

export function openStorage(opts: { databaseUrl?: string; sqliteFile: string; pgSchema?: string }): Storage {
  return opts.databaseUrl ? new PostgresStorage({ url: opts.databaseUrl, schema: opts.pgSchema }) : new SqliteStorage({ file: opts.sqliteFile });
}
