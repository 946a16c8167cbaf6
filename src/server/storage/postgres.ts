// PostgreSQL store (when DATABASE_URL is set). Tables live in one schema (default "public"),
// so tests can use a throwaway schema. Each append is one INSERT guarded by the sequence
// check and the (game_id, seq) primary key; a commit is durable when the query returns.
import pg from 'pg';
import { decodeRecord, encodeRecord, type LogRecord, type SeatRef, type Storage, type StoredGame } from './types.ts';

export interface PostgresOptions {
  url: string;
  schema?: string;
  poolSize?: number;
}

export class PostgresStorage implements Storage {
  private readonly pool: pg.Pool;
  private readonly s: string;

  constructor(opts: PostgresOptions) {
    const schema = opts.schema ?? 'public';
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new RangeError('Invalid schema name.');
    this.s = `"${schema}"`;
    this.pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process.
    this.pool.on('error', () => undefined);
  }

  async init(): Promise<void> {
    await this.pool.query(`
      CREATE SCHEMA IF NOT EXISTS ${this.s};
      CREATE TABLE IF NOT EXISTS ${this.s}.games (
        id TEXT PRIMARY KEY,
        options JSONB NOT NULL,
        seats JSONB NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        over BOOLEAN NOT NULL DEFAULT FALSE
      );
      CREATE TABLE IF NOT EXISTS ${this.s}.game_log (
        game_id TEXT NOT NULL,
        seq INTEGER NOT NULL,
        body TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
      );
      CREATE TABLE IF NOT EXISTS ${this.s}.seat_tokens (
        token_hash TEXT PRIMARY KEY,
        game_id TEXT NOT NULL,
        seat INTEGER NOT NULL
      );
    `);
  }

  async createGame(game: StoredGame): Promise<void> {
    const c = await this.pool.connect();
    try {
      await c.query('BEGIN');
      await c.query(`INSERT INTO ${this.s}.games (id, options, seats, created_at) VALUES ($1, $2, $3, $4)`, [
        game.id, JSON.stringify(game.options), JSON.stringify(game.seats), game.createdAt,
      ]);
      for (const seat of game.seats) {
        if (seat.tokenHash) await c.query(`INSERT INTO ${this.s}.seat_tokens (token_hash, game_id, seat) VALUES ($1, $2, $3)`, [seat.tokenHash, game.id, seat.seat]);
      }
      await c.query('COMMIT');
    } catch (e) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      c.release();
    }
  }

  async append(gameId: string, record: LogRecord): Promise<boolean> {
    const r = await this.pool.query(
      `INSERT INTO ${this.s}.game_log (game_id, seq, body)
       SELECT $1, $2, $3 WHERE (SELECT COALESCE(MAX(seq), 0) FROM ${this.s}.game_log WHERE game_id = $1) = $2 - 1
       ON CONFLICT DO NOTHING`,
      [gameId, record.seq, encodeRecord(record)],
    );
    return r.rowCount === 1;
  }

  async markOver(gameId: string): Promise<void> {
    await this.pool.query(`UPDATE ${this.s}.games SET over = TRUE WHERE id = $1`, [gameId]);
  }

  async loadGame(gameId: string): Promise<{ game: StoredGame; log: LogRecord[]; over: boolean } | null> {
    const r = await this.pool.query(`SELECT id, options, seats, created_at, over FROM ${this.s}.games WHERE id = $1`, [gameId]);
    if (r.rowCount === 0) return null;
    const row = r.rows[0] as { id: string; options: StoredGame['options']; seats: StoredGame['seats']; created_at: Date; over: boolean };
    const game: StoredGame = { id: row.id, options: row.options, seats: row.seats, createdAt: row.created_at.toISOString() };
    return { game, log: await this.loadLog(gameId, 0), over: row.over };
  }

  async loadLog(gameId: string, afterSeq: number): Promise<LogRecord[]> {
    const r = await this.pool.query(`SELECT seq, body FROM ${this.s}.game_log WHERE game_id = $1 AND seq > $2 ORDER BY seq`, [gameId, afterSeq]);
    return (r.rows as { seq: number; body: string }[]).map((row) => decodeRecord(row.seq, row.body));
  }

  async unfinishedGameIds(): Promise<string[]> {
    const r = await this.pool.query(`SELECT id FROM ${this.s}.games WHERE NOT over ORDER BY created_at`);
    return (r.rows as { id: string }[]).map((row) => row.id);
  }

  async findSeats(hashes: string[]): Promise<SeatRef[]> {
    if (hashes.length === 0) return [];
    const r = await this.pool.query(`SELECT token_hash, game_id, seat FROM ${this.s}.seat_tokens WHERE token_hash = ANY($1)`, [hashes]);
    return (r.rows as { token_hash: string; game_id: string; seat: number }[]).map((row) => ({ gameId: row.game_id, seat: row.seat, tokenHash: row.token_hash }));
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
