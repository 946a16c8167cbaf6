// Turn-based games' time limits: the server itself carries out the table's choice (a bot takes
// the seat, or the game ends) once a person's time per move has run out. Deadlines come from
// the store (tableStatus.ts, startTurn), so a restarted server keeps them; checking every
// loaded game now and then is enough for limits counted in hours.
import type { GameHub } from './games.ts';
import { humanDeciding, turnDeadline } from './tableStatus.ts';

/** Carries out every time limit that has run out; returns the ids of the games it changed. */
export async function expireDue(hub: GameHub): Promise<string[]> {
  const handled: string[] = [];
  for (const game of [...hub.loaded()]) {
    if (!game.stored.turnBased || game.over || game.broken) continue;
    const seat = humanDeciding(game);
    const deadline = turnDeadline(game, hub.now());
    if (seat === null || deadline === null || hub.now() < deadline) continue;
    // A refusal here means the seat decided meanwhile (or another process got there first).
    const r = await hub.timeUp(game, seat, game.version);
    if (r.ok) handled.push(game.id);
  }
  return handled;
}

/** Checks deadlines every `everyMs` (ms) until stopped. */
export function watchDeadlines(hub: GameHub, everyMs: number, onError: (e: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireDue(hub).catch(onError).finally(() => (running = false));
  }, everyMs).unref();
  return () => clearInterval(timer);
}
