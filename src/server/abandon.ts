// Abandoned games leave "Being played". The rule (protocol.ts, TableStatus.abandoned), checked
// against the hub's clock (tests hand a fake one):
// - a table where nobody has made a move yet, with no person connected, is closed
//   UNSTARTED_EXPIRE_MS after its creation (e.g. a table closed at its start);
// - a started real-time game whose decision waits for a person, with no person connected, is
//   closed IDLE_ABANDON_MS after its last record (move, undo, seat change).
// Turn-based games are left to their own time limits (turnDeadlines.ts); all-bot games and games
// whose bot is deciding go on by themselves. Closing is a record of the log (kind 'abandon'), so
// every process and a restarted server agree; the game is then over, unscored.
import { activeSeat } from '../engine/index.ts';
import type { GameHub, LiveGame } from './games.ts';
import type { Presence } from './presence.ts';
import { IDLE_ABANDON_MS, UNSTARTED_EXPIRE_MS } from './protocol.ts';

export interface AbandonRules {
  /** ms after creation for a table nobody made a move at (default UNSTARTED_EXPIRE_MS). */
  unstartedMs: number;
  /** ms after the last record for a started game waiting for an absent person (default IDLE_ABANDON_MS). */
  idleMs: number;
}

export const DEFAULT_ABANDON: AbandonRules = { unstartedMs: UNSTARTED_EXPIRE_MS, idleMs: IDLE_ABANDON_MS };

/** Whether `game` is abandoned by the rule above, at `now`. */
export function abandonDue(game: LiveGame, presence: Presence, now: number, rules: AbandonRules): boolean {
  if (game.over || game.broken || game.stored.turnBased) return false;
  const people = game.stored.seats.filter((s) => s.kind === 'human');
  if (people.length === 0 || people.some((s) => presence.online(game.id, s.seat))) return false;
  const deciding = activeSeat(game.state);
  if (deciding === null || game.botLevel(deciding) !== null) return false;
  const created = Date.parse(game.stored.createdAt);
  if (!game.log.some((r) => r.kind === 'action')) return now - created >= rules.unstartedMs;
  return now - (game.log.at(-1)?.at ?? created) >= rules.idleMs;
}

/**
 * Closes every unfinished game the rule says is abandoned; returns their ids. Games not in
 * memory are loaded to be checked and dropped again, so idle games do not pile up in memory.
 */
export async function closeAbandoned(hub: GameHub, rules: AbandonRules = DEFAULT_ABANDON): Promise<string[]> {
  const closed: string[] = [];
  for (const id of await hub.storage.unfinishedGameIds()) {
    const wasLoaded = hub.loadedGame(id) !== undefined;
    const game = await hub.get(id);
    if (!game) continue;
    if (abandonDue(game, hub.presence, hub.now(), rules) && (await hub.abandon(game, rules)).ok) closed.push(id);
    if (!wasLoaded) hub.forget(id);
  }
  return closed;
}

/** Checks for abandoned games every `everyMs` (ms) until stopped. */
export function watchAbandoned(hub: GameHub, everyMs: number, rules: AbandonRules, onError: (e: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    closeAbandoned(hub, rules).catch(onError).finally(() => (running = false));
  }, everyMs).unref();
  return () => clearInterval(timer);
}
