// The storage contract: a game is event-sourced as its creation record plus an ordered log.
// The log holds every accepted action and every undo, each with a sequence number (1, 2, ...).
// Replaying the log through the engine rebuilds the live state exactly; nothing else is stored.
import type { Action, GameOptions } from '../../engine/index.ts';
import type { BotLevel, ChatMessage, ChatRoom, SeatKind, TableRules, TurnBasedOptions } from '../../protocol/game.ts';

export interface StoredSeat {
  seat: number;
  name: string;
  kind: SeatKind;
  level?: BotLevel;
  /**
   * SHA-256 (hex) of the seat token at creation, in games created before seats could be
   * claimed and moved. Newer games keep seat tokens only in the credential tables (a token
   * changes when a seat is claimed or moved); either way the token itself is never stored.
   */
  tokenHash?: string;
}

/**
 * One-time codes and the host credential. Only SHA-256 hashes are stored.
 * - invite: claims an unclaimed human seat (the seat then gets a fresh token);
 * - transfer: asked for by a seat's holder; claiming it gives the seat a fresh token and
 *   revokes every older token of that seat;
 * - host: lets the creator revoke or re-issue invites (seat -1).
 */
export type CodeKind = 'invite' | 'transfer' | 'host';

/** A credential written at creation: a seat token ('token') or a code. */
export interface Credential {
  hash: string;
  seat: number;
  kind: CodeKind | 'token';
}

/** What is known of a human seat's credentials (no secrets). */
export interface SeatState {
  seat: number;
  /** The seat has a token: someone holds it. */
  claimed: boolean;
  /** An invite code is waiting to be used. */
  invited: boolean;
}

export interface StoredGame {
  id: string;
  /** Engine options, seed and names included. */
  options: GameOptions;
  seats: StoredSeat[];
  createdAt: string;
  /** The creator chose the seed: the deal may be known to them (false for older games). */
  knownDeal?: boolean;
  /** A known deal whose creator refused spectators until it is over (protocol.ts, options.spectators). */
  spectatorsRefused?: boolean;
  /** Shown in the lobby's list of games to watch (gameList.ts); false for older games. */
  listed?: boolean;
  /** Turn timer chosen at creation: seconds per decision of a human seat (absent: none). */
  turnSeconds?: number;
  /**
   * Turn-based play (src/protocol/game.ts, options.turnBased), with `since`: when (ms since epoch, the
   * hub's clock) the first decision began. Later decisions begin at their record's `at`.
   */
  turnBased?: TurnBasedOptions & { since: number };
  /** Choices made at creation: a friendly (unrated) game, the table chat, clocks (src/protocol/game.ts, TableRules). */
  rules?: TableRules;
}

/** A page of listed games, newest first (by creation time, then id). */
export interface ListQuery {
  /** Finished games, or games still being played. */
  over: boolean;
  limit: number;
  /** Only games created before this one (the last row of the previous page). */
  before?: ListedGame;
}

export interface ListedGame {
  id: string;
  createdAt: string;
}

/**
 * One entry of a game's log. `seq` starts at 1 and has no gaps. `at`: when it was stored (ms
 * since epoch, the hub's clock), kept for turn-based games only: the next decision's time
 * limit counts from it, so a restarted server finds the same deadline.
 */
export type LogRecord = (
  | { seq: number; kind: 'action'; seat: number; action: Action }
  /** Takes back the seat's last `count` effective actions. */
  | { seq: number; kind: 'undo'; seat: number; count: number }
  | SeatRecord
) & { at?: number; clock?: number[] };

/**
 * Records about who sits where (seatRecords.ts); they change no card. `name`: the player who
 * claimed an invite chose this name. `standIn`: seat `by` handed the away `seat` to a bot.
 * `reclaim`: the seat's player took it back from its bot. `end`: seat `by` ended the game
 * because `seat` was away. `by` is -1 when the table's turn-based time limit did it, not a seat.
 */
export type SeatRecord =
  | { seq: number; kind: 'name'; seat: number; name: string }
  | { seq: number; kind: 'standIn'; seat: number; by: number; level: BotLevel }
  | { seq: number; kind: 'reclaim'; seat: number }
  | { seq: number; kind: 'end'; seat: number; by: number }
  /** Nobody played it for too long (abandon.ts): the game leaves "Being played", unscored. */
  | { seq: number; kind: 'abandon' }
  /** Every human seat is now taken: a table with clocks that waited for its players starts them (clocks.ts). */
  | { seq: number; kind: 'seated' };

export interface SeatRef {
  gameId: string;
  seat: number;
  tokenHash: string;
}

export interface Storage {
  /** Creates tables (idempotent). */
  init(): Promise<void>;
  /** Stores the game with its first credentials (plus the legacy `seats[].tokenHash`), atomically. */
  createGame(game: StoredGame, credentials?: Credential[]): Promise<void>;
  /**
   * Appends `record` iff the game's log currently ends at `record.seq - 1`; atomic, durable
   * once the promise resolves. Resolves false (and stores nothing) when another record
   * already took that place: two racing submissions can never both land.
   */
  append(gameId: string, record: LogRecord): Promise<boolean>;
  /** Marks a game finished (so a restart need not rebuild it eagerly). */
  markOver(gameId: string): Promise<void>;
  loadGame(gameId: string): Promise<{ game: StoredGame; log: LogRecord[]; over: boolean } | null>;
  /** Records with seq > afterSeq, in order. */
  loadLog(gameId: string, afterSeq: number): Promise<LogRecord[]>;
  /** Ids of games not yet over (rebuilt in memory on start). */
  unfinishedGameIds(): Promise<string[]>;
  /** Listed games (StoredGame.listed), newest first: the lobby's list of games to watch. */
  listGames(q: ListQuery): Promise<ListedGame[]>;
  /** Seats whose token hash is one of `hashes`. */
  findSeats(hashes: string[]): Promise<SeatRef[]>;
  /** The one-time code or host credential with this hash, or null (spent, revoked, unknown). */
  findCode(hash: string): Promise<{ gameId: string; seat: number; kind: CodeKind } | null>;
  /** Claim and code state of each seat that has or had credentials, in seat order. */
  seatStates(gameId: string): Promise<SeatState[]>;
  /**
   * Spends `seat`'s code (`codeHash` of `kind`) and gives the seat the token `tokenHash`; a
   * transfer also revokes the seat's older tokens. Atomic: resolves false, changing nothing,
   * when the code is not there (already spent, revoked or replaced), so a code works once.
   */
  claimSeat(gameId: string, seat: number, kind: 'invite' | 'transfer', codeHash: string, tokenHash: string): Promise<boolean>;
  /**
   * Replaces `seat`'s code of `kind` by `hash` (null: removes it). With `unclaimedOnly`,
   * resolves false and changes nothing when the seat already has a token.
   */
  setCode(gameId: string, seat: number, kind: 'invite' | 'transfer', hash: string | null, unclaimedOnly: boolean): Promise<boolean>;
  /** Stores a table chat message (chat.ts), after the room's earlier ones. */
  appendChat(gameId: string, message: ChatMessage): Promise<void>;
  /** A room's chat messages, oldest first. */
  loadChat(gameId: string, room: ChatRoom): Promise<ChatMessage[]>;
  close(): Promise<void>;
  /**
   * Leases shared by every process on this store (PostgreSQL): which process runs a game's bot
   * turns (botLease.ts). Absent where one process owns the store (SQLite).
   */
  readonly leases?: LeaseStore;
}

/**
 * Time-limited ownership of a key (a game id) by one process (`owner`, its random id). Expiry is
 * measured by the store's clock, so the processes' clocks need not agree.
 */
export interface LeaseStore {
  /** Takes the lease when it is free or expired, or extends it when `owner` holds it; true when `owner` holds it now. */
  claim(key: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Extends every lease `owner` still holds by `ttlMs` from now; resolves with their keys. */
  renew(owner: string, ttlMs: number): Promise<string[]>;
  /** Gives up `owner`'s lease of `key` (finished game), or all of its leases (key null: shutdown). */
  release(owner: string, key: string | null): Promise<void>;
}

/** Row encoding shared by the SQL stores: the record minus its key fields, as JSON. */
export function encodeRecord(r: LogRecord): string {
  const body = recordBody(r);
  return JSON.stringify({ ...body, ...(r.at === undefined ? {} : { t: r.at }), ...(r.clock === undefined ? {} : { c: r.clock }) });
}

function recordBody(r: LogRecord): object {
  switch (r.kind) {
    case 'action': return { k: 'a', s: r.seat, a: r.action };
    case 'undo': return { k: 'u', s: r.seat, n: r.count };
    case 'name': return { k: 'n', s: r.seat, name: r.name };
    case 'standIn': return { k: 'b', s: r.seat, by: r.by, level: r.level };
    case 'reclaim': return { k: 'r', s: r.seat };
    case 'end': return { k: 'e', s: r.seat, by: r.by };
    case 'abandon': return { k: 'x' };
    case 'seated': return { k: 'f' };
  }
}

export function decodeRecord(seq: number, body: string): LogRecord {
  const o = JSON.parse(body) as { k: 'a' | 'u' | 'n' | 'b' | 'r' | 'e' | 'x' | 'f'; s: number; a?: Action; n?: number; name?: string; by?: number; level?: BotLevel; t?: number; c?: number[] };
  const r = decodeBody(seq, o);
  if (typeof o.t === 'number') r.at = o.t;
  if (Array.isArray(o.c)) r.clock = o.c;
  return r;
}

function decodeBody(seq: number, o: { k: 'a' | 'u' | 'n' | 'b' | 'r' | 'e' | 'x' | 'f'; s: number; a?: Action; n?: number; name?: string; by?: number; level?: BotLevel }): LogRecord {
  switch (o.k) {
    case 'a': return { seq, kind: 'action', seat: o.s, action: o.a! };
    case 'u': return { seq, kind: 'undo', seat: o.s, count: o.n! };
    case 'n': return { seq, kind: 'name', seat: o.s, name: o.name! };
    case 'b': return { seq, kind: 'standIn', seat: o.s, by: o.by!, level: o.level! };
    case 'r': return { seq, kind: 'reclaim', seat: o.s };
    case 'e': return { seq, kind: 'end', seat: o.s, by: o.by! };
    case 'x': return { seq, kind: 'abandon' };
    case 'f': return { seq, kind: 'seated' };
  }
}

/** SeatState rows for the seats found in either set, in seat order. */
export function seatStatesOf(claimed: Set<number>, invited: Set<number>): SeatState[] {
  return [...new Set([...claimed, ...invited])].sort((a, b) => a - b).map((seat) => ({ seat, claimed: claimed.has(seat), invited: invited.has(seat) }));
}
