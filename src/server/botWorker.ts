// Worker thread that runs bot decisions off the server's event loop. One bot instance per
// (game, seat), created on first use in each worker that runs it; the pool prefers the worker
// that last ran a seat, so its instance stays warm.
import { parentPort } from 'node:worker_threads';
import type { PlayerView } from '../engine/index.ts';
import { createBotSeat, preloadBots, type BotSeat } from './botSeat.ts';
import type { BotLevel } from '../protocol/game.ts';

export type WorkerRequest =
  | { type: 'decide'; id: number; key: string; level: BotLevel; seed: number; view: PlayerView }
  | { type: 'forget'; key: string }
  | { type: 'warm' };
export type WorkerReply = { id: number; action?: unknown; error?: string; fallback?: true };

const bots = new Map<string, Promise<BotSeat>>();

parentPort?.on('message', (m: WorkerRequest) => {
  if (m.type === 'forget') {
    bots.delete(m.key);
    return;
  }
  if (m.type === 'warm') {
    void preloadBots();
    return;
  }
  void (async () => {
    try {
      let bot = bots.get(m.key);
      if (!bot) bots.set(m.key, (bot = createBotSeat(m.level, m.seed)));
      const seat = await bot;
      const action = await seat.decide(m.view);
      parentPort!.postMessage({ id: m.id, action, ...(seat.fallback ? { fallback: true as const } : {}) } satisfies WorkerReply);
    } catch (e) {
      parentPort!.postMessage({ id: m.id, error: e instanceof Error ? e.message.slice(0, 200) : 'bot failed' } satisfies WorkerReply);
    }
  })();
});
