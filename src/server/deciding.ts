// What the table status and the clocks read of a live game (games.ts, LiveGame), and who must
// decide now: a leaf module, so tableStatus.ts and clocks.ts share it without importing each other.
import { activeSeat, type GameState } from '../engine/index.ts';
import type { BotLevel } from '../protocol/game.ts';
import type { SeatTable } from './seatRecords.ts';
import type { LogRecord, StoredGame } from './storage/types.ts';

/** What the table status reads of a live game (games.ts, LiveGame), and the turn timer it keeps there. */
export interface StatusGame {
  readonly id: string;
  readonly version: number;
  readonly over: boolean;
  readonly broken: boolean;
  readonly state: GameState;
  readonly stored: Pick<StoredGame, 'seats' | 'turnBased' | 'turnSeconds' | 'rules'>;
  readonly log: readonly Pick<LogRecord, 'at' | 'clock'>[];
  readonly table: Pick<SeatTable, 'ended' | 'abandoned' | 'seated'>;
  turnVersion: number;
  turnStartedAt: number;
  botLevel(seat: number): BotLevel | null;
}

/** The human seat that must decide now, or null (game over or frozen, or a bot decides). */
export function humanDeciding(game: StatusGame): number | null {
  if (game.over || game.broken) return null;
  const seat = activeSeat(game.state);
  return seat !== null && game.botLevel(seat) === null ? seat : null;
}
