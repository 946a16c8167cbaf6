// Worker thread that owns SQLite's write connection, so a commit's fsync never blocks the
// server's event loop. It commits each batch it receives in one transaction (group commit):
// while one batch syncs, the next one gathers on the main thread.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

export type WriteOp =
  | { op: 'append'; gameId: string; seq: number; body: string }
  | {
    op: 'createGame'; id: string; options: string; seats: string; createdAt: string; knownDeal: boolean; spectatorsRefused: boolean; listed: boolean; turnSeconds: number | null; turnBased: string | null;
    tokens: { hash: string; seat: number }[]; codes: { hash: string; seat: number; kind: string }[];
  }
  | { op: 'claimSeat'; gameId: string; seat: number; kind: 'invite' | 'transfer'; codeHash: string; tokenHash: string }
  | { op: 'setCode'; gameId: string; seat: number; kind: 'invite' | 'transfer'; hash: string | null; unclaimedOnly: boolean }
  | { op: 'markOver'; gameId: string };
export type WriterRequest = { id: number; ops: WriteOp[] };
/** Per op: true / false (sequence check failed), or the error message of a failed op. */
export type WriterReply = { id: number; results: (boolean | string)[] };

const { file, synchronous } = workerData as { file: string; synchronous: 'FULL' | 'NORMAL' };
const db = new Database(file);
db.pragma('journal_mode = WAL');
db.pragma(`synchronous = ${synchronous}`);
db.pragma('busy_timeout = 5000');

// The WHERE makes the sequence check; the primary key backs it up.
const append = db.prepare(
  'INSERT INTO game_log (game_id, seq, body) SELECT @g, @s, @b WHERE (SELECT COALESCE(MAX(seq), 0) FROM game_log WHERE game_id = @g) = @s - 1',
);
const insertGame = db.prepare('INSERT INTO games (id, options, seats, created_at, known_deal, listed, turn_seconds, turn_based, spectators_refused) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
const insertToken = db.prepare('INSERT INTO seat_tokens (token_hash, game_id, seat) VALUES (?, ?, ?)');
const insertCode = db.prepare('INSERT INTO seat_codes (code_hash, game_id, seat, kind) VALUES (?, ?, ?, ?)');
// Spending a code is its deletion: only one of two racing claims deletes the row.
const spendCode = db.prepare('DELETE FROM seat_codes WHERE code_hash = ? AND game_id = ? AND seat = ? AND kind = ?');
const dropTokens = db.prepare('DELETE FROM seat_tokens WHERE game_id = ? AND seat = ?');
const dropCodes = db.prepare('DELETE FROM seat_codes WHERE game_id = ? AND seat = ? AND kind = ?');
const hasToken = db.prepare('SELECT 1 FROM seat_tokens WHERE game_id = ? AND seat = ? LIMIT 1');
const markOver = db.prepare('UPDATE games SET over = 1 WHERE id = ?');

const run = db.transaction((ops: WriteOp[]) =>
  ops.map((o) => {
    if (o.op === 'append') return append.run({ g: o.gameId, s: o.seq, b: o.body }).changes === 1;
    if (o.op === 'markOver') return markOver.run(o.gameId).changes === 1;
    if (o.op === 'claimSeat') {
      if (spendCode.run(o.codeHash, o.gameId, o.seat, o.kind).changes !== 1) return false;
      if (o.kind === 'transfer') dropTokens.run(o.gameId, o.seat);
      insertToken.run(o.tokenHash, o.gameId, o.seat);
      return true;
    }
    if (o.op === 'setCode') {
      if (o.unclaimedOnly && hasToken.get(o.gameId, o.seat)) return false;
      dropCodes.run(o.gameId, o.seat, o.kind);
      if (o.hash) insertCode.run(o.hash, o.gameId, o.seat, o.kind);
      return true;
    }
    insertGame.run(o.id, o.options, o.seats, o.createdAt, o.knownDeal ? 1 : 0, o.listed ? 1 : 0, o.turnSeconds, o.turnBased, o.spectatorsRefused ? 1 : 0);
    for (const t of o.tokens) insertToken.run(t.hash, o.id, t.seat);
    for (const c of o.codes) insertCode.run(c.hash, o.id, c.seat, c.kind);
    return true;
  }),
);

const errorText = (e: unknown) => (e instanceof Error ? e.message.slice(0, 200) : 'write failed');

parentPort!.on('message', (m: WriterRequest) => {
  let results: (boolean | string)[];
  try {
    results = run(m.ops);
  } catch (e) {
    // One bad op (e.g. a duplicate game id) must not sink the others: retry them one by one.
    results = m.ops.length === 1 ? [errorText(e)] : m.ops.map((op) => {
      try {
        return run([op])[0];
      } catch (err) {
        return errorText(err);
      }
    });
  }
  parentPort!.postMessage({ id: m.id, results } satisfies WriterReply);
});
