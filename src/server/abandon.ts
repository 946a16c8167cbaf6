// Abandoned games leave "Being played". The rule (src/protocol/game.ts, TableStatus.abandoned), checked
// against the hub's clock (tests hand a fake one):
// - a table where nobody has made a move yet, with no person connected, is closed
//   UNSTARTED_EXPIRE_MS after its creation (e.g. a table closed at its start);
// - a started real-time game whose decision waits for a person, with no person connected, is
//   closed IDLE_ABANDON_MS after its last record (move, undo, seat change).
// Turn-based games are left to their own time limits (turnDeadlines.ts); all-bot games and games
// whose bot is deciding go on by themselves. Closing is a record of the log (kind 'abandon'), so
// every process and a restarted server agree; the game is then over, unscored.
import { activeSeat } from '../engine/index.ts';
import type { StatusGame } from './deciding.ts';
import type { LogRecord, StoredGame } from './storage/types.ts';
import type { Presence } from './presence.ts';
import { IDLE_ABANDON_MS, UNSTARTED_EXPIRE_MS } from '../protocol/game.ts';

export interface AbandonRules {
  /** ms after creation for a table nobody made a move at (default UNSTARTED_EXPIRE_MS). */
  unstartedMs: number;
  /** ms after the last record for a started game waiting for an absent person (default IDLE_ABANDON_MS). */
  idleMs: number;
}

/** What the rule reads of a live game (games.ts, LiveGame). */
export interface AbandonGame extends Omit<StatusGame, 'stored' | 'log'> {
  readonly stored: Pick<StoredGame, 'seats' | 'turnBased' | 'createdAt'>;
  readonly log: readonly Pick<LogRecord, 'kind' | 'at'>[];
}

export const DEFAULT_ABANDON: AbandonRules = { unstartedMs: UNSTARTED_EXPIRE_MS, idleMs: IDLE_ABANDON_MS };

/** Whether `game` is abandoned by the rule above, at `now`. */
export function abandonDue(game: AbandonGame, presence: Presence, now: number, rules: AbandonRules): boolean {
  if (game.over || game.broken || game.stored.turnBased) return false;
  const people = game.stored.seats.filter((s) => s.kind === 'human');
  if (people.length === 0 || people.some((s) => presence.online(game.id, s.seat))) return false;
  const deciding = activeSeat(game.state);
  if (deciding === null || game.botLevel(deciding) !== null) return false;
  const created = Date.parse(game.stored.createdAt);
  if (!game.log.some((r) => r.kind === 'action')) return now - created >= rules.unstartedMs;
  return now - (game.log.at(-1)?.at ?? created) >= rules.idleMs;
}
