// Bot seats play server-side in worker threads: games finish, and a thinking bot leaves the
// event loop free.
import { Writable } from 'node:stream';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import type { ViewResponse } from '../../src/server/protocol.ts';
import { createGame, driveOverWs, http, startServer, WsClient } from './helpers.ts';

function capture(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    stream: new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    }),
  };
}

describe('bot seats', () => {
  it('play full games on a worker thread with the real bots, never stalling', async () => {
    const log = capture();
    const server = await startServer({ logger: { level: 'warn', stream: log.stream }, bots: { delayMs: 0, threads: 1 } });
    try {
      const g = await createGame(server.url, { players: [{ kind: 'bot', level: 'easy' }, { kind: 'human' }, { kind: 'bot', level: 'medium' }] });
      await driveOverWs(server.url, g.gameId, g.seats.map((s) => s.token), 5, 120_000);
      const view = (await http<ViewResponse>(server.url, 'GET', `/api/games/${g.gameId}/view`)).body;
      expect(view.view.over).toBe(true);
      expect(log.lines.filter((l) => /bot/.test(l))).toEqual([]); // no fallback, no lost worker
    } finally {
      await server.stop();
    }
  });

  it('keep the event loop free while a hard bot thinks', async () => {
    const server = await startServer({ bots: { delayMs: 0, threads: 1 } });
    try {
      const g = await createGame(server.url, { players: [{ kind: 'human' }, { kind: 'bot', level: 'hard' }], options: { startSeat: 1 } });
      const spectator = await WsClient.open(server.url, g.gameId);
      const h = monitorEventLoopDelay({ resolution: 5 });
      h.enable();
      const started = performance.now();
      // The hard bot opens the game; wait until it has decided twice or handed over.
      await spectator.next((m) => m.type === 'view' && (m.version >= 2 || (m.view.pending?.seat === 0 && m.version > 0)), 30_000);
      h.disable();
      const thinking = performance.now() - started;
      expect(thinking).toBeGreaterThan(100); // it did think
      expect(h.max / 1e6).toBeLessThan(250); // ms: the loop was never blocked for long
      spectator.close();
    } finally {
      await server.stop();
    }
  });
});
