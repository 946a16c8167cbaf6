// The table status every seat sees (src/protocol/game.ts, TableStatus): presence, the turn timer and
// whether the seat deciding now is away. Only seat numbers, states and times: no card.
import { activeSeat, type GameState } from '../engine/index.ts';
import type { Presence } from './presence.ts';
import type { BotLevel, SeatPresence, TableStatus } from '../protocol/game.ts';
import type { SeatTable } from './seatRecords.ts';
import type { LogRecord, StoredGame } from './storage/types.ts';

/** What the table status reads of a live game (games.ts, LiveGame), and the turn timer it keeps there. */
export interface StatusGame {
  readonly id: string;
  readonly version: number;
  readonly over: boolean;
  readonly broken: boolean;
  readonly state: GameState;
  readonly stored: Pick<StoredGame, 'seats' | 'turnBased' | 'turnSeconds'>;
  readonly log: readonly Pick<LogRecord, 'at'>[];
  readonly table: Pick<SeatTable, 'ended'>;
  turnVersion: number;
  turnStartedAt: number;
  botLevel(seat: number): BotLevel | null;
}

/**
 * Starts the turn timer when the game reached a new version (each decision gets the full time).
 * A turn-based game's turn began when its last record was stored (or the game created): the
 * store says when, so a restarted server counts from the same moment, not from its restart.
 */
export function startTurn(game: StatusGame, now: number): void {
  if (game.turnVersion === game.version) return;
  game.turnVersion = game.version;
  game.turnStartedAt = storedTurnStart(game) ?? now;
}

function storedTurnStart(game: StatusGame): number | null {
  const tb = game.stored.turnBased;
  if (!tb) return null;
  const last = game.log[game.log.length - 1];
  return last ? (last.at ?? null) : tb.since;
}

/** When the human seat deciding now in a turn-based game runs out of time (ms), or null. */
export function turnDeadline(game: StatusGame, now: number): number | null {
  const tb = game.stored.turnBased;
  if (!tb || humanDeciding(game) === null) return null;
  startTurn(game, now);
  return game.turnStartedAt + tb.hours * 3_600_000;
}

/** The human seat that must decide now, or null (game over or frozen, or a bot decides). */
export function humanDeciding(game: StatusGame): number | null {
  if (game.over || game.broken) return null;
  const seat = activeSeat(game.state);
  return seat !== null && game.botLevel(seat) === null ? seat : null;
}

export function tableStatus(game: StatusGame, presence: Presence, now: number, absentAfterMs: number): TableStatus {
  startTurn(game, now);
  const seats = game.stored.seats.length;
  const states: SeatPresence[] = game.stored.seats.map((s) => (game.botLevel(s.seat) !== null ? 'bot' : presence.online(game.id, s.seat) ? 'online' : 'offline'));
  const turnSeconds = game.stored.turnSeconds ?? null;
  const deciding = humanDeciding(game);
  const turnBased = game.stored.turnBased ? { hours: game.stored.turnBased.hours, onTimeout: game.stored.turnBased.onTimeout } : undefined;
  if (turnBased) {
    // Nobody waits at the table: the server itself acts when the time runs out (turnDeadlines.ts).
    const deadline = turnDeadline(game, now);
    return {
      gameId: game.id, version: game.version, presence: states, turnSeconds: null,
      turnLeftMs: deadline === null ? null : Math.max(0, deadline - now), away: null, ended: game.table.ended, turnBased, deadline,
    };
  }
  const turnLeftMs = turnSeconds !== null && deciding !== null ? Math.max(0, game.turnStartedAt + turnSeconds * 1000 - now) : null;
  const gone = deciding !== null && states[deciding] === 'offline' && presence.offlineForMs(game.id, seats, deciding) >= absentAfterMs;
  return {
    gameId: game.id,
    version: game.version,
    presence: states,
    turnSeconds,
    turnLeftMs,
    away: deciding !== null && (turnLeftMs === 0 || gone) ? deciding : null,
    ended: game.table.ended,
  };
}

/**
 * Milliseconds until the status changes by itself (the timer runs out, or the offline seat
 * deciding now becomes away), or null when only an event can change it.
 */
export function msUntilAway(game: StatusGame, presence: Presence, now: number, absentAfterMs: number): number | null {
  const s = tableStatus(game, presence, now, absentAfterMs);
  const deciding = humanDeciding(game);
  // Turn-based games have no away seat: their deadlines are the server's (turnDeadlines.ts).
  if (deciding === null || s.away !== null || s.turnBased) return null;
  const waits: number[] = [];
  if (s.turnLeftMs !== null) waits.push(s.turnLeftMs);
  if (s.presence[deciding] === 'offline') waits.push(absentAfterMs - presence.offlineForMs(game.id, s.presence.length, deciding));
  return waits.length ? Math.max(0, Math.min(...waits)) : null;
}
