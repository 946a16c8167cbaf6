// SQLite store (embedded default): one file in WAL mode. Writes go to a worker thread that
// owns the write connection (sqliteWriter.ts), so a commit's fsync never blocks the event
// loop; appends that arrive while one commit syncs are committed together in the next one
// (group commit). Reads use this thread's own connection: WAL readers see every commit.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { WriteOp, WriterReply, WriterRequest } from './sqliteWriter.ts';
import {
  decodeRecord, encodeRecord, type CodeKind, type Credential, type ListedGame, type ListQuery, type LogRecord, type SeatRef, type SeatState, seatStatesOf, type Storage, type StoredGame,
} from './types.ts';

export interface SqliteOptions {
  file: string;
  /** 'FULL' (default) syncs each commit to disk; 'NORMAL' survives a process crash but not a power cut. */
  synchronous?: 'FULL' | 'NORMAL';
}

interface Queued {
  op: WriteOp;
  resolve: (ok: boolean) => void;
  reject: (e: Error) => void;
}

export class SqliteStorage implements Storage {
  private readonly db: Database.Database;
  private writer: Worker | null = null;
  private queue: Queued[] = [];
  private inFlight: { id: number; items: Queued[] } | null = null;
  private nextId = 1;
  private closed = false;
  private stmts!: {
    game: Database.Statement;
    log: Database.Statement;
    unfinished: Database.Statement;
    seat: Database.Statement;
    code: Database.Statement;
    claimed: Database.Statement;
    invited: Database.Statement;
    listFirst: Database.Statement;
    listAfter: Database.Statement;
  };

  constructor(private readonly opts: SqliteOptions) {
    mkdirSync(dirname(opts.file), { recursive: true });
    this.db = new Database(opts.file);
    this.db.pragma('journal_mode = WAL');
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
      CREATE INDEX IF NOT EXISTS seat_tokens_by_seat ON seat_tokens (game_id, seat);
      CREATE TABLE IF NOT EXISTS seat_codes (
        code_hash TEXT PRIMARY KEY,
        game_id TEXT NOT NULL,
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS seat_codes_by_seat ON seat_codes (game_id, seat, kind);
    `);
    // Migration: databases made before known deals get the column; their games were not chosen deals.
    const columns = this.db.prepare('PRAGMA table_info(games)').all() as { name: string }[];
    if (!columns.some((c) => c.name === 'known_deal')) this.db.exec('ALTER TABLE games ADD COLUMN known_deal INTEGER NOT NULL DEFAULT 0');
    // Migration: games made before the lobby's list stay out of it (their players were not asked).
    if (!columns.some((c) => c.name === 'listed')) this.db.exec('ALTER TABLE games ADD COLUMN listed INTEGER NOT NULL DEFAULT 0');
    this.db.exec('CREATE INDEX IF NOT EXISTS games_listed ON games (listed, over, created_at, id)');
    // Migration "people: turn timer": seconds per decision chosen at creation (NULL: none).
    if (!columns.some((c) => c.name === 'turn_seconds')) this.db.exec('ALTER TABLE games ADD COLUMN turn_seconds INTEGER');
    // Migration "turn-based play": the time limit, the choice when it runs out, the first turn's start (JSON; NULL: real time).
    if (!columns.some((c) => c.name === 'turn_based')) this.db.exec('ALTER TABLE games ADD COLUMN turn_based TEXT');
    // Migration "known deals and spectators": older known deals stay open to spectators, as they were.
    if (!columns.some((c) => c.name === 'spectators_refused')) this.db.exec('ALTER TABLE games ADD COLUMN spectators_refused INTEGER NOT NULL DEFAULT 0');
    this.stmts = {
      game: this.db.prepare('SELECT id, options, seats, created_at, over, known_deal, listed, turn_seconds, turn_based, spectators_refused FROM games WHERE id = ?'),
      log: this.db.prepare('SELECT seq, body FROM game_log WHERE game_id = ? AND seq > ? ORDER BY seq'),
      unfinished: this.db.prepare('SELECT id FROM games WHERE over = 0 ORDER BY created_at'),
      seat: this.db.prepare('SELECT game_id, seat FROM seat_tokens WHERE token_hash = ?'),
      code: this.db.prepare('SELECT game_id, seat, kind FROM seat_codes WHERE code_hash = ?'),
      claimed: this.db.prepare('SELECT DISTINCT seat FROM seat_tokens WHERE game_id = ?'),
      invited: this.db.prepare("SELECT DISTINCT seat FROM seat_codes WHERE game_id = ? AND kind = 'invite'"),
      listFirst: this.db.prepare('SELECT id, created_at FROM games WHERE listed = 1 AND over = ? ORDER BY created_at DESC, id DESC LIMIT ?'),
      listAfter: this.db.prepare(
        'SELECT id, created_at FROM games WHERE listed = 1 AND over = ? AND (created_at < ? OR (created_at = ? AND id < ?)) ORDER BY created_at DESC, id DESC LIMIT ?',
      ),
    };
  }

  private spawn(): Worker {
    const url = new URL('./sqliteWriter.ts', import.meta.url).href;
    // Workers do not inherit tsx's loader: register it, then load the TypeScript module.
    const w = new Worker(`import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url)}); })`, {
      eval: true,
      workerData: { file: this.opts.file, synchronous: this.opts.synchronous ?? 'FULL' },
    });
    w.on('message', (m: WriterReply) => {
      const batch = this.inFlight;
      if (!batch || batch.id !== m.id) return;
      this.inFlight = null;
      batch.items.forEach((q, i) => {
        const r = m.results[i];
        if (typeof r === 'string') q.reject(new Error(`SQLite write failed: ${r}`));
        else q.resolve(r);
      });
      this.pump();
    });
    const lost = (why: string) => {
      if (this.writer !== w) return;
      this.writer = null;
      // Whether the in-flight batch committed is unknown: fail it (callers answer 503 and
      // catch up from the file, which holds the truth either way).
      const batch = this.inFlight;
      this.inFlight = null;
      for (const q of batch?.items ?? []) q.reject(new Error(`SQLite writer lost: ${why}`));
      this.pump();
    };
    w.on('error', (e) => lost(e.message));
    w.on('exit', (code) => lost(`exit ${code}`));
    return w;
  }

  private pump(): void {
    if (this.inFlight || this.queue.length === 0 || this.closed) return;
    this.writer ??= this.spawn();
    const items = this.queue;
    this.queue = [];
    this.inFlight = { id: this.nextId++, items };
    this.writer.postMessage({ id: this.inFlight.id, ops: items.map((q) => q.op) } satisfies WriterRequest);
  }

  private write(op: WriteOp): Promise<boolean> {
    if (this.closed) return Promise.reject(new Error('storage closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ op, resolve, reject });
      this.pump();
    });
  }

  async createGame(game: StoredGame, credentials: Credential[] = []): Promise<void> {
    const all = [...game.seats.filter((s) => s.tokenHash).map((s): Credential => ({ hash: s.tokenHash!, seat: s.seat, kind: 'token' })), ...credentials];
    await this.write({
      op: 'createGame',
      id: game.id,
      options: JSON.stringify(game.options),
      seats: JSON.stringify(game.seats),
      createdAt: game.createdAt,
      knownDeal: game.knownDeal === true,
      spectatorsRefused: game.spectatorsRefused === true,
      listed: game.listed === true,
      turnSeconds: game.turnSeconds ?? null,
      turnBased: game.turnBased ? JSON.stringify(game.turnBased) : null,
      tokens: all.filter((c) => c.kind === 'token').map((c) => ({ hash: c.hash, seat: c.seat })),
      codes: all.filter((c) => c.kind !== 'token').map((c) => ({ hash: c.hash, seat: c.seat, kind: c.kind })),
    });
  }

  claimSeat(gameId: string, seat: number, kind: 'invite' | 'transfer', codeHash: string, tokenHash: string): Promise<boolean> {
    return this.write({ op: 'claimSeat', gameId, seat, kind, codeHash, tokenHash });
  }

  setCode(gameId: string, seat: number, kind: 'invite' | 'transfer', hash: string | null, unclaimedOnly: boolean): Promise<boolean> {
    return this.write({ op: 'setCode', gameId, seat, kind, hash, unclaimedOnly });
  }

  async findCode(hash: string): Promise<{ gameId: string; seat: number; kind: CodeKind } | null> {
    const row = this.stmts.code.get(hash) as { game_id: string; seat: number; kind: CodeKind } | undefined;
    return row ? { gameId: row.game_id, seat: row.seat, kind: row.kind } : null;
  }

  async seatStates(gameId: string): Promise<SeatState[]> {
    const claimed = new Set((this.stmts.claimed.all(gameId) as { seat: number }[]).map((r) => r.seat));
    const invited = new Set((this.stmts.invited.all(gameId) as { seat: number }[]).map((r) => r.seat));
    return seatStatesOf(claimed, invited);
  }

  append(gameId: string, record: LogRecord): Promise<boolean> {
    return this.write({ op: 'append', gameId, seq: record.seq, body: encodeRecord(record) });
  }

  async markOver(gameId: string): Promise<void> {
    await this.write({ op: 'markOver', gameId });
  }

  async loadGame(gameId: string): Promise<{ game: StoredGame; log: LogRecord[]; over: boolean } | null> {
    const row = this.stmts.game.get(gameId) as { id: string; options: string; seats: string; created_at: string; over: number; known_deal: number; listed: number; turn_seconds: number | null; turn_based: string | null; spectators_refused: number } | undefined;
    if (!row) return null;
    const game: StoredGame = { id: row.id, options: JSON.parse(row.options), seats: JSON.parse(row.seats), createdAt: row.created_at };
    if (row.known_deal === 1) game.knownDeal = true;
    if (row.spectators_refused === 1) game.spectatorsRefused = true;
    if (row.listed === 1) game.listed = true;
    if (row.turn_seconds !== null) game.turnSeconds = row.turn_seconds;
    if (row.turn_based !== null) game.turnBased = JSON.parse(row.turn_based) as StoredGame['turnBased'];
    return { game, log: await this.loadLog(gameId, 0), over: row.over === 1 };
  }

  async loadLog(gameId: string, afterSeq: number): Promise<LogRecord[]> {
    const rows = this.stmts.log.all(gameId, afterSeq) as { seq: number; body: string }[];
    return rows.map((r) => decodeRecord(r.seq, r.body));
  }

  async unfinishedGameIds(): Promise<string[]> {
    return (this.stmts.unfinished.all() as { id: string }[]).map((r) => r.id);
  }

  async listGames(q: ListQuery): Promise<ListedGame[]> {
    const over = q.over ? 1 : 0;
    const rows = (q.before
      ? this.stmts.listAfter.all(over, q.before.createdAt, q.before.createdAt, q.before.id, q.limit)
      : this.stmts.listFirst.all(over, q.limit)) as { id: string; created_at: string }[];
    return rows.map((r) => ({ id: r.id, createdAt: r.created_at }));
  }

  async findSeats(hashes: string[]): Promise<SeatRef[]> {
    const out: SeatRef[] = [];
    for (const h of hashes) {
      const row = this.stmts.seat.get(h) as { game_id: string; seat: number } | undefined;
      if (row) out.push({ gameId: row.game_id, seat: row.seat, tokenHash: h });
    }
    return out;
  }

  /** Waits for queued writes, then stops the writer and closes the file. */
  async close(): Promise<void> {
    while (this.inFlight || this.queue.length) {
      await new Promise((r) => setTimeout(r, 5));
      if (!this.writer && this.queue.length) this.pump();
    }
    this.closed = true;
    const w = this.writer;
    this.writer = null;
    if (w) await w.terminate();
    this.db.close();
  }
}
