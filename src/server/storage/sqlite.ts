// SQLite store (embedded default): one file in WAL mode. better-sqlite3 is synchronous, so
// appends are gathered for one tick and committed together in one transaction (group commit):
// one fsync serves every action that arrived meanwhile, and the event loop blocks once.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { decodeRecord, encodeRecord, type LogRecord, type SeatRef, type Storage, type StoredGame } from './types.ts';

export interface SqliteOptions {
  /** File path, or ':memory:'. */
  file: string;
  /** 'FULL' (default) syncs each commit to disk; 'NORMAL' survives a process crash but not a power cut. */
  synchronous?: 'FULL' | 'NORMAL';
}

interface PendingAppend {
  gameId: string;
  record: LogRecord;
  resolve: (ok: boolean) => void;
  reject: (e: unknown) => void;
}

export class SqliteStorage implements Storage {
  private readonly db: Database.Database;
  private queue: PendingAppend[] = [];
  private flushScheduled = false;
  private stmts!: {
    insertGame: Database.Statement;
    insertToken: Database.Statement;
    append: Database.Statement;
    markOver: Database.Statement;
    game: Database.Statement;
    log: Database.Statement;
    unfinished: Database.Statement;
    seat: Database.Statement;
  };

  constructor(private readonly opts: SqliteOptions) {
    if (opts.file !== ':memory:') mkdirSync(dirname(opts.file), { recursive: true });
    this.db = new Database(opts.file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${opts.synchronous ?? 'FULL'}`);
    this.db.pragma('busy_timeout = 5000');
  }

  async init(): Promise<void> {
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS games (
        id TEXT PRIMARY KEY,
        options TEXT NOT NULL,
        seats TEXT NOT NULL,
        created_at TEXT NOT NULL,
        over INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE IF NOT EXISTS game_log (
        game_id TEXT NOT NULL,
        seq INTEGER NOT NULL,
        body TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS seat_tokens (
        token_hash TEXT PRIMARY KEY,
        game_id TEXT NOT NULL,
        seat INTEGER NOT NULL
      ) WITHOUT ROWID;
    `);
    this.stmts = {
      insertGame: this.db.prepare('INSERT INTO games (id, options, seats, created_at) VALUES (?, ?, ?, ?)'),
      insertToken: this.db.prepare('INSERT INTO seat_tokens (token_hash, game_id, seat) VALUES (?, ?, ?)'),
      // The WHERE makes the sequence check; the primary key backs it up.
      append: this.db.prepare(
        'INSERT INTO game_log (game_id, seq, body) SELECT @g, @s, @b WHERE (SELECT COALESCE(MAX(seq), 0) FROM game_log WHERE game_id = @g) = @s - 1',
      ),
      markOver: this.db.prepare('UPDATE games SET over = 1 WHERE id = ?'),
      game: this.db.prepare('SELECT id, options, seats, created_at, over FROM games WHERE id = ?'),
      log: this.db.prepare('SELECT seq, body FROM game_log WHERE game_id = ? AND seq > ? ORDER BY seq'),
      unfinished: this.db.prepare('SELECT id FROM games WHERE over = 0 ORDER BY created_at'),
      seat: this.db.prepare('SELECT game_id, seat FROM seat_tokens WHERE token_hash = ?'),
    };
  }

  async createGame(game: StoredGame): Promise<void> {
    this.db.transaction(() => {
      this.stmts.insertGame.run(game.id, JSON.stringify(game.options), JSON.stringify(game.seats), game.createdAt);
      for (const s of game.seats) if (s.tokenHash) this.stmts.insertToken.run(s.tokenHash, game.id, s.seat);
    })();
  }

  append(gameId: string, record: LogRecord): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ gameId, record, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.flushScheduled = false;
    const batch = this.queue;
    this.queue = [];
    let results: boolean[];
    try {
      results = this.db.transaction(() =>
        batch.map((p) => this.stmts.append.run({ g: p.gameId, s: p.record.seq, b: encodeRecord(p.record) }).changes === 1),
      )();
    } catch (e) {
      for (const p of batch) p.reject(e);
      return;
    }
    batch.forEach((p, i) => p.resolve(results[i]));
  }

  async markOver(gameId: string): Promise<void> {
    this.stmts.markOver.run(gameId);
  }

  async loadGame(gameId: string): Promise<{ game: StoredGame; log: LogRecord[]; over: boolean } | null> {
    const row = this.stmts.game.get(gameId) as { id: string; options: string; seats: string; created_at: string; over: number } | undefined;
    if (!row) return null;
    const game: StoredGame = { id: row.id, options: JSON.parse(row.options), seats: JSON.parse(row.seats), createdAt: row.created_at };
    return { game, log: await this.loadLog(gameId, 0), over: row.over === 1 };
  }

  async loadLog(gameId: string, afterSeq: number): Promise<LogRecord[]> {
    const rows = this.stmts.log.all(gameId, afterSeq) as { seq: number; body: string }[];
    return rows.map((r) => decodeRecord(r.seq, r.body));
  }

  async unfinishedGameIds(): Promise<string[]> {
    return (this.stmts.unfinished.all() as { id: string }[]).map((r) => r.id);
  }

  async findSeats(hashes: string[]): Promise<SeatRef[]> {
    const out: SeatRef[] = [];
    for (const h of hashes) {
      const row = this.stmts.seat.get(h) as { game_id: string; seat: number } | undefined;
      if (row) out.push({ gameId: row.game_id, seat: row.seat, tokenHash: h });
    }
    return out;
  }

  async close(): Promise<void> {
    if (this.queue.length) this.flush();
    this.db.close();
  }

  get file(): string {
    return this.opts.file;
  }
}
