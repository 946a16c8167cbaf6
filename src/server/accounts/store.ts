// Accounts, sessions, claimed seats and finished-game records in the game server's store.
// Secrets are never stored: passwords as scrypt hashes (passwords.ts), session tokens as SHA-256.
import { NEW_PLAYER, type Rating } from '../ratings/glicko2.ts';
import { migrate } from './migrations.ts';
import { PasskeyStore } from './passkeyStore.ts';
import { PostgresSql, SqliteSql, type Param, type Row, type Sql } from './sqlDb.ts';

export interface Account {
  id: string;
  /** The sign-in name, lower case (unique). */
  login: string;
  displayName: string;
  createdAt: string;
  rating: Rating;
  ratedGames: number;
}

/** One account's finished game: score by source and, when rated, the rating after it. */
export interface GameRecord {
  gameId: string;
  seat: number;
  finishedAt: string;
  players: number;
  rank: number;
  total: number;
  locations: number;
  lords: number;
  allies: number;
  monsters: number;
  rated: boolean;
  ratingBefore: number | null;
  ratingAfter: number | null;
  rdAfter: number | null;
}

/** What a finished game writes for one account seat; `after` is set when the game is rated. */
export interface RecordRow extends Omit<GameRecord, 'rated' | 'ratingBefore' | 'ratingAfter' | 'rdAfter' | 'finishedAt' | 'gameId'> {
  accountId: string;
  before: Rating;
  after: Rating | null;
}

/** The name a deleted account's seats take in the games they played. */
export const FORMER_PLAYER = 'Former player';

const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function accountOf(r: Row): Account {
  return {
    id: String(r.id),
    login: String(r.login),
    displayName: String(r.display_name),
    createdAt: String(r.created_at),
    rating: { rating: num(r.rating), rd: num(r.rd), vol: num(r.vol) },
    ratedGames: num(r.rated_games),
  };
}

function recordOf(r: Row): GameRecord {
  return {
    gameId: String(r.game_id),
    seat: num(r.seat),
    finishedAt: String(r.finished_at),
    players: num(r.players),
    rank: num(r.rank),
    total: num(r.total),
    locations: num(r.locations),
    lords: num(r.lords),
    allies: num(r.allies),
    monsters: num(r.monsters),
    rated: num(r.rated) === 1,
    ratingBefore: numOrNull(r.rating_before),
    ratingAfter: numOrNull(r.rating_after),
    rdAfter: numOrNull(r.rd_after),
  };
}

const ACCOUNT_COLUMNS = 'id, login, display_name, created_at, rating, rd, vol, rated_games';

export class AccountStore {
  /** The accounts' passkeys and their ceremonies' challenges (passkeyStore.ts). */
  readonly passkeys: PasskeyStore;

  /** The connection, shared with the other tables of the account side (push subscriptions, notify/pushStore.ts). */
  constructor(readonly sql: Sql) {
    this.passkeys = new PasskeyStore(sql);
  }

  static open(opts: { databaseUrl?: string; sqliteFile: string; pgSchema?: string }): AccountStore {
    return new AccountStore(opts.databaseUrl ? new PostgresSql(opts.databaseUrl, opts.pgSchema) : new SqliteSql(opts.sqliteFile));
  }

  init(): Promise<void> {
    return migrate(this.sql);
  }

  close(): Promise<void> {
    return this.sql.close();
  }

  /** False (and nothing stored) when the login is taken. */
  async createAccount(a: { id: string; login: string; displayName: string; passwordHash: string; createdAt: string }): Promise<boolean> {
    const n = await this.sql.run(
      'INSERT INTO accounts (id, login, display_name, password_hash, created_at, rating, rd, vol) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
      [a.id, a.login, a.displayName, a.passwordHash, a.createdAt, NEW_PLAYER.rating, NEW_PLAYER.rd, NEW_PLAYER.vol],
    );
    return n === 1;
  }

  async byLogin(login: string): Promise<{ account: Account; passwordHash: string } | null> {
    const [r] = await this.sql.all(`SELECT ${ACCOUNT_COLUMNS}, password_hash FROM accounts WHERE login = ?`, [login]);
    return r ? { account: accountOf(r), passwordHash: String(r.password_hash) } : null;
  }

  async byId(id: string): Promise<Account | null> {
    const [r] = await this.sql.all(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = ?`, [id]);
    return r ? accountOf(r) : null;
  }

  /** The account's e-mail address for turn notices, or null. */
  async emailOf(id: string): Promise<string | null> {
    const [r] = await this.sql.all('SELECT email FROM accounts WHERE id = ?', [id]);
    return r && r.email !== null && r.email !== undefined ? String(r.email) : null;
  }

  async setEmail(id: string, email: string | null): Promise<void> {
    await this.sql.run('UPDATE accounts SET email = ? WHERE id = ?', [email, id]);
  }

  async passwordHashOf(id: string): Promise<string | null> {
    const [r] = await this.sql.all('SELECT password_hash FROM accounts WHERE id = ?', [id]);
    return r ? String(r.password_hash) : null;
  }

  async createSession(tokenHash: string, accountId: string, createdAt: string, expiresAt: string): Promise<void> {
    await this.sql.run('INSERT INTO account_sessions (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)', [tokenHash, accountId, createdAt, expiresAt]);
  }

  /** The account of a live session (an expired one is deleted, with its seat tokens, and gives null). */
  async sessionAccount(tokenHash: string, now: string): Promise<Account | null> {
    const [s] = await this.sql.all('SELECT account_id, expires_at FROM account_sessions WHERE token_hash = ?', [tokenHash]);
    if (!s) return null;
    if (String(s.expires_at) <= now) {
      await this.deleteSession(tokenHash);
      return null;
    }
    return this.byId(String(s.account_id));
  }

  async sessionsOf(accountId: string): Promise<{ createdAt: string; expiresAt: string }[]> {
    const rows = await this.sql.all('SELECT created_at, expires_at FROM account_sessions WHERE account_id = ? ORDER BY created_at', [accountId]);
    return rows.map((r) => ({ createdAt: String(r.created_at), expiresAt: String(r.expires_at) }));
  }

  /** Ends a session and revokes the seat tokens it was given; returns the seats those tokens played. */
  deleteSession(tokenHash: string): Promise<SeatOfGame[]> {
    return this.sql.tx(async (q) => {
      await q.run('DELETE FROM account_sessions WHERE token_hash = ?', [tokenHash]);
      return revokeSessionSeatTokens(q, 'session_hash', tokenHash);
    });
  }

  /** Ends every session expired by `now`, with the seat tokens they were given; returns those tokens' seats. */
  expireSessions(now: string): Promise<SeatOfGame[]> {
    return this.sql.tx(async (q) => {
      const gone = await q.all('SELECT token_hash FROM account_sessions WHERE expires_at <= ?', [now]);
      const revoked: SeatOfGame[] = [];
      for (const s of gone) revoked.push(...(await revokeSessionSeatTokens(q, 'session_hash', String(s.token_hash))));
      await q.run('DELETE FROM account_sessions WHERE expires_at <= ?', [now]);
      return revoked;
    });
  }

  /** Signs the account out everywhere, revoking every seat token its sessions were given. */
  deleteSessionsOf(accountId: string): Promise<{ ended: number; revoked: SeatOfGame[] }> {
    return this.sql.tx(async (q) => {
      const ended = await q.run('DELETE FROM account_sessions WHERE account_id = ?', [accountId]);
      return { ended, revoked: await revokeSessionSeatTokens(q, 'account_id', accountId) };
    });
  }

  /**
   * The seat token of the session `sessionHash` for its account's seat, stored (in the games'
   * seat_tokens table and here, tied to the session) unless it already is: asking twice adds nothing.
   */
  async addSessionSeatToken(t: { tokenHash: string; sessionHash: string; accountId: string; gameId: string; seat: number }): Promise<void> {
    await this.sql.tx(async (q) => {
      await q.run('INSERT INTO seat_tokens (token_hash, game_id, seat) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [t.tokenHash, t.gameId, t.seat]);
      await q.run(
        'INSERT INTO account_seat_tokens (token_hash, session_hash, account_id, game_id, seat) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
        [t.tokenHash, t.sessionHash, t.accountId, t.gameId, t.seat],
      );
    });
  }

  /** 'ok', 'taken' (another account holds that seat) or 'twice' (this account already holds another seat of the game). */
  linkSeat(gameId: string, seat: number, accountId: string, at: string): Promise<'ok' | 'taken' | 'twice'> {
    return this.sql.tx(async (q) => {
      const rows = await q.all('SELECT seat, account_id FROM account_seats WHERE game_id = ?', [gameId]);
      const holder = rows.find((r) => num(r.seat) === seat);
      if (holder) return String(holder.account_id) === accountId ? 'ok' : 'taken';
      if (rows.some((r) => String(r.account_id) === accountId)) return 'twice';
      await q.run('INSERT INTO account_seats (game_id, seat, account_id, claimed_at) VALUES (?, ?, ?, ?)', [gameId, seat, accountId, at]);
      return 'ok';
    });
  }

  async seatsOfGame(gameId: string): Promise<{ seat: number; accountId: string }[]> {
    const rows = await this.sql.all('SELECT seat, account_id FROM account_seats WHERE game_id = ? ORDER BY seat', [gameId]);
    return rows.map((r) => ({ seat: num(r.seat), accountId: String(r.account_id) }));
  }

  async seatsOfAccount(accountId: string): Promise<{ gameId: string; seat: number; claimedAt: string }[]> {
    const rows = await this.sql.all('SELECT game_id, seat, claimed_at FROM account_seats WHERE account_id = ? ORDER BY claimed_at, game_id', [accountId]);
    return rows.map((r) => ({ gameId: String(r.game_id), seat: num(r.seat), claimedAt: String(r.claimed_at) }));
  }

  /**
   * Writes a finished game's records and rating changes, once: false (nothing written) when
   * the game was recorded already (by this process or another). `build` gets the accounts'
   * ratings as they are inside the transaction, so two games ending together never lose an update.
   */
  recordGame(gameId: string, finishedAt: string, accountIds: string[], build: (ratings: Map<string, Rating>) => RecordRow[]): Promise<boolean> {
    return this.sql.tx(async (q) => {
      if ((await q.run('INSERT INTO recorded_games (game_id, finished_at) VALUES (?, ?) ON CONFLICT DO NOTHING', [gameId, finishedAt])) === 0) return false;
      const ratings = new Map<string, Rating>();
      // PostgreSQL: lock the rows being updated (SQLite's BEGIN IMMEDIATE already holds the file).
      const lock = q.dialect === 'postgres' ? ' FOR UPDATE' : '';
      for (const id of accountIds) {
        const [r] = await q.all(`SELECT rating, rd, vol FROM accounts WHERE id = ?${lock}`, [id]);
        if (r) ratings.set(id, { rating: num(r.rating), rd: num(r.rd), vol: num(r.vol) });
      }
      for (const r of build(ratings)) await writeRecord(q, gameId, finishedAt, r);
      return true;
    });
  }

  /** A seat claimed after its game was recorded: its record only, never rated. */
  async recordLateSeat(gameId: string, finishedAt: string, row: RecordRow): Promise<void> {
    await this.sql.tx(async (q) => {
      await writeRecord(q, gameId, finishedAt, { ...row, after: null });
    });
  }

  async isRecorded(gameId: string): Promise<string | null> {
    const [r] = await this.sql.all('SELECT finished_at FROM recorded_games WHERE game_id = ?', [gameId]);
    return r ? String(r.finished_at) : null;
  }

  async records(accountId: string): Promise<GameRecord[]> {
    const rows = await this.sql.all('SELECT * FROM account_games WHERE account_id = ? ORDER BY finished_at, game_id', [accountId]);
    return rows.map(recordOf);
  }

  /** Accounts with at least one rated game, best rating first. */
  async leaderboard(limit: number): Promise<Account[]> {
    const rows = await this.sql.all(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE rated_games > 0 ORDER BY rating DESC, login LIMIT ?`, [limit]);
    return rows.map(accountOf);
  }

  /**
   * Deletes the account and everything of it: sessions, passkeys, seat claims, records. The games it
   * played stay (they are the other players' too), its seats renamed FORMER_PLAYER there, and
   * the seat tokens its sessions were given are revoked. Returns the ids of those games and the
   * seats of the revoked tokens.
   */
  deleteAccount(accountId: string): Promise<{ games: string[]; revoked: SeatOfGame[] }> {
    return this.sql.tx(async (q) => {
      const seats = await q.all('SELECT game_id, seat FROM account_seats WHERE account_id = ?', [accountId]);
      for (const s of seats) await renameSeat(q, String(s.game_id), num(s.seat));
      const del = (table: string) => q.run(`DELETE FROM ${table} WHERE account_id = ?`, [accountId]);
      const revoked = await revokeSessionSeatTokens(q, 'account_id', accountId);
      await del('account_sessions');
      await del('account_passkeys');
      await del('account_passkey_challenges');
      await del('account_seats');
      await del('account_games');
      await del('push_subscriptions');
      await q.run('DELETE FROM accounts WHERE id = ?', [accountId]);
      return { games: seats.map((s) => String(s.game_id)), revoked };
    });
  }
}

/** A seat of a game. */
export interface SeatOfGame {
  gameId: string;
  seat: number;
}

/** Deletes the seat tokens handed to a session (or to every session of an account); returns their seats. */
async function revokeSessionSeatTokens(q: Sql, by: 'session_hash' | 'account_id', key: string): Promise<SeatOfGame[]> {
  const rows = await q.all(`SELECT DISTINCT game_id, seat FROM account_seat_tokens WHERE ${by} = ?`, [key]);
  if (rows.length === 0) return [];
  await q.run(`DELETE FROM seat_tokens WHERE token_hash IN (SELECT token_hash FROM account_seat_tokens WHERE ${by} = ?)`, [key]);
  await q.run(`DELETE FROM account_seat_tokens WHERE ${by} = ?`, [key]);
  return rows.map((r) => ({ gameId: String(r.game_id), seat: num(r.seat) }));
}

async function writeRecord(q: Sql, gameId: string, finishedAt: string, r: RecordRow): Promise<void> {
  const params: Param[] = [
    r.accountId, gameId, r.seat, finishedAt, r.players, r.rank, r.total, r.locations, r.lords, r.allies, r.monsters,
    r.after ? 1 : 0, r.after ? r.before.rating : null, r.after?.rating ?? null, r.after?.rd ?? null,
  ];
  await q.run(
    `INSERT INTO account_games (account_id, game_id, seat, finished_at, players, rank, total, locations, lords, allies, monsters, rated, rating_before, rating_after, rd_after)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    params,
  );
  if (r.after) {
    await q.run('UPDATE accounts SET rating = ?, rd = ?, vol = ?, rated_games = rated_games + 1 WHERE id = ?', [r.after.rating, r.after.rd, r.after.vol, r.accountId]);
  }
}

/** Renames a seat in the games' tables: its options' names, its seat list and the names chosen in its log. */
async function renameSeat(q: Sql, gameId: string, seat: number): Promise<void> {
  const [g] = await q.all('SELECT options, seats FROM games WHERE id = ?', [gameId]);
  if (!g) return;
  // SQLite keeps JSON as text; PostgreSQL's JSONB arrives parsed.
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const options = parse<{ names?: string[] }>(g.options);
  const seats = parse<{ seat: number; name: string }[]>(g.seats);
  if (options.names && seat < options.names.length) options.names[seat] = FORMER_PLAYER;
  for (const s of seats) if (s.seat === seat) s.name = FORMER_PLAYER;
  await q.run('UPDATE games SET options = ?, seats = ? WHERE id = ?', [JSON.stringify(options), JSON.stringify(seats), gameId]);
  // And every name chosen for the seat since (when its invite was claimed): the log's name
  // records (storage/types.ts, encodeRecord: {"k":"n","s":seat,"name":...}) keep their place, not their words.
  const named = await q.all(`SELECT seq, body FROM game_log WHERE game_id = ? AND body LIKE '{"k":"n",%'`, [gameId]);
  for (const r of named) {
    const body = JSON.parse(String(r.body)) as { k: string; s: number; name: string };
    if (body.k !== 'n' || body.s !== seat) continue;
    body.name = FORMER_PLAYER;
    await q.run('UPDATE game_log SET body = ? WHERE game_id = ? AND seq = ?', [JSON.stringify(body), gameId, num(r.seq)]);
  }
}
