// Carries out the clocks that ran out (clocks.ts), on the server's loaded games.
import { banksAt } from './clocks.ts';
import { humanDeciding } from './deciding.ts';
import type { GameHub } from './games.ts';

/** Carries out every clock that ran out; returns the ids of the games it changed. */
export async function expireClocks(hub: GameHub): Promise<string[]> {
  const changed: string[] = [];
  for (const game of [...hub.loaded()]) {
    if (!game.stored.rules?.clock || game.over || game.broken) continue;
    const seat = humanDeciding(game);
    const left = banksAt(game, hub.now());
    if (seat === null || !left || left[seat] > 0) continue;
    if ((await hub.clockOut(game, seat, game.version)).ok) changed.push(game.id);
  }
  return changed;
}

/** Checks the clocks every `everyMs` until stopped. */
export function watchClocks(hub: GameHub, everyMs: number, onError: (e: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireClocks(hub).catch(onError).finally(() => (running = false));
  }, everyMs).unref();
  return () => clearInterval(timer);
}
