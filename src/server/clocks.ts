// Clocks for real-time games (src/protocol/game.ts, ClockOptions): a time bank per seat, base plus an
// increment each time the seat's turn ends. Only a person's decision spends time (a bot's,
// or a stand-in's, does not). Every log record carries the banks as they stood when it was
// stored (`clock`) and its time (`at`), so a restarted server, or another process, reads the
// same banks from the last record; nothing else is kept. When the seat deciding runs out, the
// table's choice is carried out: a bot takes the seat (its player may take it back, with
// RECLAIM_GRACE_MS or the increment, whichever is more) or the game ends for that seat, a loss.
// A table created with seats still to claim (`waitsForSeats`) runs no bank until every human
// seat is taken: the `seated` record (games.ts, GameHub.claim) is when its clocks start.
import type { GameState } from '../engine/index.ts';
import type { ClockStatus } from '../protocol/game.ts';
import { humanDeciding, type StatusGame } from './deciding.ts';

/** Time a seat taken back from its bot after running out gets, at least. */
export const RECLAIM_GRACE_MS = 30_000;

/** The banks (ms per seat) as they stand at `now`, the seat deciding charged; null without clocks. */
export function banksAt(game: StatusGame, now: number): number[] | null {
  const c = game.stored.rules?.clock;
  if (!c) return null;
  const last = game.log.at(-1);
  const left = last?.clock ? [...last.clock] : game.stored.seats.map(() => c.baseSeconds * 1000);
  const since = last?.clock ? (last.at ?? c.since) : c.since;
  const seat = clocksRun(game) ? humanDeciding(game) : null;
  if (seat !== null && !game.over) left[seat] -= Math.max(0, now - since);
  return left;
}

/** Whether the banks run: always, unless the table still waits for some of its players. */
export function clocksRun(game: StatusGame): boolean {
  return game.stored.rules?.clock?.waitsForSeats !== true || game.table.seated;
}

/**
 * The banks a new record stores: as they stand now, plus the increment for the seat whose
 * turn the record ends (`before` → `after`, for actions), or after a reclaim the grace.
 */
export function banksFor(game: StatusGame, now: number, change: { before: GameState; after: GameState } | { reclaim: number } | null): number[] | undefined {
  const c = game.stored.rules?.clock;
  const left = banksAt(game, now);
  if (!c || !left) return undefined;
  if (change && 'reclaim' in change) left[change.reclaim] = Math.max(left[change.reclaim], RECLAIM_GRACE_MS, c.incrementSeconds * 1000);
  else if (change && change.before.current !== change.after.current && game.botLevel(change.before.current) === null) {
    left[change.before.current] += c.incrementSeconds * 1000;
  }
  return left;
}

/** What every seat sees of the clocks (TableStatus.clock). */
export function clockStatus(game: StatusGame, now: number): ClockStatus | undefined {
  const c = game.stored.rules?.clock;
  const left = banksAt(game, now);
  if (!c || !left) return undefined;
  return {
    baseSeconds: c.baseSeconds, incrementSeconds: c.incrementSeconds, onTimeout: c.onTimeout,
    leftMs: left.map((ms) => Math.max(0, ms)), running: game.over || !clocksRun(game) ? null : humanDeciding(game),
    ...(clocksRun(game) ? {} : { waiting: true as const }),
  };
}
