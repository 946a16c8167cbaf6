// Closes the games the abandonment rule (abandon.ts) says nobody plays any more.
import { abandonDue, DEFAULT_ABANDON, type AbandonRules } from './abandon.ts';
import type { GameHub } from './games.ts';

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
