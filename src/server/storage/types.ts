// The storage contract: a game is event-sourced as its creation record plus an ordered log.
// The log holds every accepted action and every undo, each with a sequence number (1, 2, ...).
// Replaying the log through the engine rebuilds the live state exactly; nothing else is stored.
import type { Action, GameOptions } from '../../engine/index.ts';
import type { BotLevel, SeatKind } from '../protocol.ts';

export interface StoredSeat {
  seat: number;
  name: string;
  kind: SeatKind;
  level?: BotLevel;
  /** SHA-256 (hex) of the seat token; human seats only. The token itself is never stored. */
  tokenHash?: string;
}

export interface StoredGame {
  id: string;
  /** Engine options, seed and names included. */
  options: GameOptions;
  seats: StoredSeat[];
  createdAt: string;
}

/** One entry of a game's log. `seq` starts at 1 and has no gaps. */
export type LogRecord =
  | { seq: number; kind: 'action'; seat: number; action: Action }
  /** Takes back the seat's last `count` effective actions. */
  | { seq: number; kind: 'undo'; seat: number; count: number };

export interface SeatRef {
  gameId: string;
  seat: number;
  tokenHash: string;
}

export interface Storage {
  /** Creates tables (idempotent). */
  init(): Promise<void>;
  createGame(game: StoredGame): Promise<void>;
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
  /** Seats whose token hash is one of `hashes`. */
  findSeats(hashes: string[]): Promise<SeatRef[]>;
  close(): Promise<void>;
}

/** Row encoding shared by the SQL stores: the record minus its key fields, as JSON. */
export function encodeRecord(r: LogRecord): string {
  return r.kind === 'action' ? JSON.stringify({ k: 'a', s: r.seat, a: r.action }) : JSON.stringify({ k: 'u', s: r.seat, n: r.count });
}

export function decodeRecord(seq: number, body: string): LogRecord {
  const o = JSON.parse(body) as { k: 'a' | 'u'; s: number; a?: Action; n?: number };
  return o.k === 'a' ? { seq, kind: 'action', seat: o.s, action: o.a! } : { seq, kind: 'undo', seat: o.s, count: o.n! };
}
