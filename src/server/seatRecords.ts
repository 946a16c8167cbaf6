// Who sits where, as the log says: names chosen when an invite was claimed, seats handed to a
// bot while their player was away (and taken back), a game ended for an away player. These
// records change no card; the state of the cards is the engine's (replay.ts).
import type { BotLevel } from '../protocol/game.ts';
import type { LogRecord, SeatRecord, StoredSeat } from './storage/types.ts';

export interface SeatTable {
  /** Each seat's name: the creation name unless its player chose another when claiming. */
  names: string[];
  /** Per seat: the level of the bot standing in for its away player, or null. */
  standIn: (BotLevel | null)[];
  /** Set when the other players ended the game because `seat` was away. */
  ended: { by: number; seat: number } | null;
  /** Nobody played it for too long (abandon.ts). */
  abandoned: boolean;
  /** Every human seat was taken (a `seated` record): clocks that waited for the players run (clocks.ts). */
  seated: boolean;
}

export function isSeatRecord(r: LogRecord): r is SeatRecord {
  return r.kind === 'name' || r.kind === 'standIn' || r.kind === 'reclaim' || r.kind === 'end' || r.kind === 'abandon' || r.kind === 'seated';
}

export function emptyTable(seats: readonly StoredSeat[]): SeatTable {
  return { names: seats.map((s) => s.name), standIn: seats.map(() => null), ended: null, abandoned: false, seated: false };
}

/** The table after `r` (a fresh object; `t` is not changed). */
export function applySeatRecord(t: SeatTable, r: SeatRecord): SeatTable {
  const next: SeatTable = { names: [...t.names], standIn: [...t.standIn], ended: t.ended, abandoned: t.abandoned, seated: t.seated };
  if (r.kind === 'name') next.names[r.seat] = r.name;
  else if (r.kind === 'standIn') next.standIn[r.seat] = r.level;
  else if (r.kind === 'reclaim') next.standIn[r.seat] = null;
  else if (r.kind === 'abandon') next.abandoned = true;
  else if (r.kind === 'seated') next.seated = true;
  else next.ended = { by: r.by, seat: r.seat };
  return next;
}

/** The table a whole log leads to. */
export function seatTable(seats: readonly StoredSeat[], log: readonly LogRecord[]): SeatTable {
  let t = emptyTable(seats);
  for (const r of log) if (isSeatRecord(r)) t = applySeatRecord(t, r);
  return t;
}
