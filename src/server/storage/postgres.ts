// PostgreSQL store (when DATABASE_URL is set). Tables live in one schema (default "public"),
// so tests can use a throwaway schema. Each append is one INSERT guarded by the sequence
// check and the (game_id, seq) primary key; a commit is durable when the query returns.
import type { ChatMessage, ChatRoom } from '../../protocol/game.ts';
import pg from 'pg';
import {
  decodeRecord, encodeRecord, type CodeKind, type Credential, type ListedGame, type ListQuery, type LogRecord, type LeaseStore, type SeatRef, type SeatState, seatStatesOf, type Storage, type StoredGame,
} from './types.ts';

export interface PostgresOptions {
  url: string;
  schema?: string;
  poolSize?: number;
}

/** The database's clock in ms since the epoch (lease expiry: the processes' clocks need not agree). */
const NOW_MS = '(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT';

/** The advisory lock key that serialises schema creation between processes (any fixed number). */
export const INIT_LOCK = 0x61627973;

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
    // One statement list is one transaction; the advisory lock (held to its end) makes processes
    // starting together on a fresh database take turns: concurrent CREATE … IF NOT EXISTS of the
    // same table can otherwise fail with a unique violation (23505) in the system catalogs.
    await this.pool.query(`
      SELECT pg_advisory_xact_lock(${INIT_LOCK});
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
      CREATE INDEX IF NOT EXISTS seat_tokens_by_seat ON ${this.s}.seat_tokens (game_id, seat);
      CREATE TABLE IF NOT EXISTS ${this.s}.seat_codes (
        code_hash TEXT PRIMARY KEY,
        game_id TEXT NOT NULL,
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS seat_codes_by_seat ON ${this.s}.seat_codes (game_id, seat, kind);
      ALTER TABLE ${this.s}.games ADD COLUMN IF NOT EXISTS known_deal BOOLEAN NOT NULL DEFAULT FALSE;
      ALTER TABLE ${this.s}.games ADD COLUMN IF NOT EXISTS listed BOOLEAN NOT NULL DEFAULT FALSE;
      CREATE INDEX IF NOT EXISTS games_listed ON ${this.s}.games (listed, over, created_at, id);
      -- Migration "people: turn timer": seconds per decision chosen at creation (NULL: none).
      ALTER TABLE ${this.s}.games ADD COLUMN IF NOT EXISTS turn_seconds INTEGER;
      -- Migration "turn-based play": the time limit, the choice when it runs out, the first turn's start (NULL: real time).
      ALTER TABLE ${this.s}.games ADD COLUMN IF NOT EXISTS turn_based JSONB;
      -- Migration "table rules": friendly, chat and clock choices made at creation (NULL: the defaults).
      ALTER TABLE ${this.s}.games ADD COLUMN IF NOT EXISTS rules JSONB;
      CREATE TABLE IF NOT EXISTS ${this.s}.game_chat (
        id BIGSERIAL PRIMARY KEY,
        game_id TEXT NOT NULL,
        room TEXT NOT NULL,
        at BIGINT NOT NULL,
        body TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS game_chat_by_game ON ${this.s}.game_chat (game_id, room, id);
      -- Migration "known deals and spectators": older known deals stay open to spectators, as they were.
      ALTER TABLE ${this.s}.games ADD COLUMN IF NOT EXISTS spectators_refused BOOLEAN NOT NULL DEFAULT FALSE;
      -- Which process runs each game's bot turns (botLease.ts): expires_at in ms by the database's clock.
      CREATE TABLE IF NOT EXISTS ${this.s}.bot_leases (
        game_id TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        expires_at BIGINT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS bot_leases_by_owner ON ${this.s}.bot_leases (owner);
    `);
  }

  /** Bot-turn leases (types.ts, LeaseStore): one row per game, taken over only once expired. */
  readonly leases: LeaseStore = {
    claim: async (key, owner, ttlMs) => {
      const r = await this.pool.query(
        `INSERT INTO ${this.s}.bot_leases AS l (game_id, owner, expires_at) VALUES ($1, $2, ${NOW_MS} + $3)
         ON CONFLICT (game_id) DO UPDATE SET owner = EXCLUDED.owner, expires_at = EXCLUDED.expires_at
         WHERE l.owner = EXCLUDED.owner OR l.expires_at < ${NOW_MS}
         RETURNING game_id`,
        [key, owner, Math.round(ttlMs)],
      );
      return r.rowCount === 1;
    },
    renew: async (owner, ttlMs) => {
      const r = await this.pool.query(`UPDATE ${this.s}.bot_leases SET expires_at = ${NOW_MS} + $2 WHERE owner = $1 RETURNING game_id`, [owner, Math.round(ttlMs)]);
      // Leases of processes long gone (kill -9) and never taken over: their games finished or were abandoned.
      await this.pool.query(`DELETE FROM ${this.s}.bot_leases WHERE expires_at < ${NOW_MS} - 3600000`);
      return r.rows.map((row: { game_id: string }) => row.game_id);
    },
    release: async (owner, key) => {
      if (key === null) await this.pool.query(`DELETE FROM ${this.s}.bot_leases WHERE owner = $1`, [owner]);
      else await this.pool.query(`DELETE FROM ${this.s}.bot_leases WHERE owner = $1 AND game_id = $2`, [owner, key]);
    },
  };

  /** Runs `fn` in one transaction on one client. */
  private async tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await this.pool.connect();
    try {
      await c.query('BEGIN');
      const out = await fn(c);
      await c.query('COMMIT');
      return out;
    } catch (e) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      c.release();
    }
  }

  async createGame(game: StoredGame, credentials: Credential[] = []): Promise<void> {
    const all = [...game.seats.filter((s) => s.tokenHash).map((s): Credential => ({ hash: s.tokenHash!, seat: s.seat, kind: 'token' })), ...credentials];
    await this.tx(async (c) => {
      await c.query(`INSERT INTO ${this.s}.games (id, options, seats, created_at, known_deal, listed, turn_seconds, turn_based, spectators_refused, rules) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`, [
        game.id, JSON.stringify(game.options), JSON.stringify(game.seats), game.createdAt, game.knownDeal === true, game.listed === true, game.turnSeconds ?? null,
        game.turnBased ? JSON.stringify(game.turnBased) : null, game.spectatorsRefused === true, game.rules ? JSON.stringify(game.rules) : null,
      ]);
      for (const k of all) {
        if (k.kind === 'token') await c.query(`INSERT INTO ${this.s}.seat_tokens (token_hash, game_id, seat) VALUES ($1, $2, $3)`, [k.hash, game.id, k.seat]);
        else await c.query(`INSERT INTO ${this.s}.seat_codes (code_hash, game_id, seat, kind) VALUES ($1, $2, $3, $4)`, [k.hash, game.id, k.seat, k.kind]);
      }
    });
  }

  claimSeat(gameId: string, seat: number, kind: 'invite' | 'transfer', codeHash: string, tokenHash: string): Promise<boolean> {
    return this.tx(async (c) => {
      // Spending a code is its deletion: of two racing claims, only one deletes the row.
      const spent = await c.query(`DELETE FROM ${this.s}.seat_codes WHERE code_hash = $1 AND game_id = $2 AND seat = $3 AND kind = $4`, [codeHash, gameId, seat, kind]);
      if (spent.rowCount !== 1) return false;
      if (kind === 'transfer') await c.query(`DELETE FROM ${this.s}.seat_tokens WHERE game_id = $1 AND seat = $2`, [gameId, seat]);
      await c.query(`INSERT INTO ${this.s}.seat_tokens (token_hash, game_id, seat) VALUES ($1, $2, $3)`, [tokenHash, gameId, seat]);
      return true;
    });
  }

  async setCode(gameId: string, seat: number, kind: 'invite' | 'transfer', hash: string | null, unclaimedOnly: boolean): Promise<boolean> {
    const claimed = new Error('seat claimed');
    try {
      return await this.tx(async (c) => {
        // The delete comes first: it waits for a claim holding the same row, so the token
        // check below sees that claim's token (each statement reads the latest commits).
        await c.query(`DELETE FROM ${this.s}.seat_codes WHERE game_id = $1 AND seat = $2 AND kind = $3`, [gameId, seat, kind]);
        if (unclaimedOnly) {
          const held = await c.query(`SELECT 1 FROM ${this.s}.seat_tokens WHERE game_id = $1 AND seat = $2 LIMIT 1`, [gameId, seat]);
          if ((held.rowCount ?? 0) > 0) throw claimed; // rolls the delete back
        }
        if (hash) await c.query(`INSERT INTO ${this.s}.seat_codes (code_hash, game_id, seat, kind) VALUES ($1, $2, $3, $4)`, [hash, gameId, seat, kind]);
        return true;
      });
    } catch (e) {
      if (e === claimed) return false;
      throw e;
    }
  }

  async findCode(hash: string): Promise<{ gameId: string; seat: number; kind: CodeKind } | null> {
    const r = await this.pool.query(`SELECT game_id, seat, kind FROM ${this.s}.seat_codes WHERE code_hash = $1`, [hash]);
    const row = r.rows[0] as { game_id: string; seat: number; kind: CodeKind } | undefined;
    return row ? { gameId: row.game_id, seat: row.seat, kind: row.kind } : null;
  }

  async seatStates(gameId: string): Promise<SeatState[]> {
    const t = await this.pool.query(`SELECT DISTINCT seat FROM ${this.s}.seat_tokens WHERE game_id = $1`, [gameId]);
    const i = await this.pool.query(`SELECT DISTINCT seat FROM ${this.s}.seat_codes WHERE game_id = $1 AND kind = 'invite'`, [gameId]);
    return seatStatesOf(new Set((t.rows as { seat: number }[]).map((r) => r.seat)), new Set((i.rows as { seat: number }[]).map((r) => r.seat)));
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
    const r = await this.pool.query(`SELECT id, options, seats, created_at, over, known_deal, listed, turn_seconds, turn_based, spectators_refused, rules FROM ${this.s}.games WHERE id = $1`, [gameId]);
    if (r.rowCount === 0) return null;
    const row = r.rows[0] as { id: string; options: StoredGame['options']; seats: StoredGame['seats']; created_at: Date; over: boolean; known_deal: boolean; listed: boolean; turn_seconds: number | null; turn_based: StoredGame['turnBased'] | null; spectators_refused: boolean; rules: StoredGame['rules'] | null };
    const game: StoredGame = { id: row.id, options: row.options, seats: row.seats, createdAt: row.created_at.toISOString() };
    if (row.known_deal) game.knownDeal = true;
    if (row.spectators_refused) game.spectatorsRefused = true;
    if (row.listed) game.listed = true;
    if (row.turn_seconds !== null) game.turnSeconds = row.turn_seconds;
    if (row.turn_based !== null) game.turnBased = row.turn_based;
    if (row.rules !== null) game.rules = row.rules;
    return { game, log: await this.loadLog(gameId, 0), over: row.over };
  }

  async appendChat(gameId: string, m: ChatMessage): Promise<void> {
    await this.pool.query(`INSERT INTO ${this.s}.game_chat (game_id, room, at, body) VALUES ($1, $2, $3, $4)`, [gameId, m.room, m.at, JSON.stringify(m)]);
  }

  async loadChat(gameId: string, room: ChatRoom): Promise<ChatMessage[]> {
    const r = await this.pool.query(`SELECT body FROM ${this.s}.game_chat WHERE game_id = $1 AND room = $2 ORDER BY id`, [gameId, room]);
    return (r.rows as { body: string }[]).map((row) => JSON.parse(row.body) as ChatMessage);
  }

  async loadLog(gameId: string, afterSeq: number): Promise<LogRecord[]> {
    const r = await this.pool.query(`SELECT seq, body FROM ${this.s}.game_log WHERE game_id = $1 AND seq > $2 ORDER BY seq`, [gameId, afterSeq]);
    return (r.rows as { seq: number; body: string }[]).map((row) => decodeRecord(row.seq, row.body));
  }

  async unfinishedGameIds(): Promise<string[]> {
    const r = await this.pool.query(`SELECT id FROM ${this.s}.games WHERE NOT over ORDER BY created_at`);
    return (r.rows as { id: string }[]).map((row) => row.id);
  }

  async listGames(q: ListQuery): Promise<ListedGame[]> {
    // created_at holds the millisecond time a game was created with, so the cursor (its ISO
    // text) compares exactly.
    const r = q.before
      ? await this.pool.query(
        `SELECT id, created_at FROM ${this.s}.games WHERE listed AND over = $1 AND (created_at, id) < ($2::timestamptz, $3) ORDER BY created_at DESC, id DESC LIMIT $4`,
        [q.over, q.before.createdAt, q.before.id, q.limit],
      )
      : await this.pool.query(`SELECT id, created_at FROM ${this.s}.games WHERE listed AND over = $1 ORDER BY created_at DESC, id DESC LIMIT $2`, [q.over, q.limit]);
    return (r.rows as { id: string; created_at: Date }[]).map((row) => ({ id: row.id, createdAt: row.created_at.toISOString() }));
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
