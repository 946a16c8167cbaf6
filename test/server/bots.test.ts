// Bot seats play server-side in worker threads: games finish, and a thinking bot leaves the
// event loop free.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { LogResponse, ViewResponse } from '../../src/protocol/game.ts';
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
    // A generous think limit: a worker replaced for slowness on a loaded machine is not what this checks.
    const server = await startServer({ logger: { level: 'warn', stream: log.stream }, bots: { delayMs: 0, threads: 1, budgetMs: 60_000 } });
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

  it('play the same game twice on a chosen deal when the server sets their seed', async () => {
    const server = await startServer({ bots: { delayMs: 0, threads: 0, seed: 3 } });
    try {
      const play = async () => {
        const g = await createGame(server.url, { players: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }], options: { seed: 7 } });
        for (const c of await driveOverWs(server.url, g.gameId, [], 1, 120_000)) c.close();
        return (await http<LogResponse>(server.url, 'GET', `/api/games/${g.gameId}/log`)).body.replay.actions;
      };
      const first = await play();
      expect(first.length).toBeGreaterThan(20);
      expect(await play()).toEqual(first);
    } finally {
      await server.stop();
    }
  });

  it('keep the event loop free while a hard bot thinks', async () => {
    const server = await startServer({ bots: { delayMs: 0, threads: 1, budgetMs: 60_000 } });
    try {
      const g = await createGame(server.url, { players: [{ kind: 'human' }, { kind: 'bot', level: 'hard' }], options: { startSeat: 0, seed: 7 } });
      const spectator = await WsClient.open(server.url, g.gameId);
      const token = g.seats[0].token!;
      // Play the human seat until the decision is the hard bot's (a fixed deal: the same moves
      // every run), which then thinks for most of a second on its worker.
      let handedOver = -1;
      for (let i = 0; i < 30 && handedOver < 0; i++) {
        const mine = (await http<ViewResponse>(server.url, 'GET', `/api/games/${g.gameId}/view`, undefined, token)).body;
        const played = await http<ViewResponse>(server.url, 'POST', `/api/games/${g.gameId}/actions`, { version: mine.version, action: mine.view.legal[0] }, token);
        expect(played.status).toBe(200);
        if (played.body.view.pending?.seat === 1) handedOver = played.body.version;
      }
      expect(handedOver).toBeGreaterThan(0);
      let botMoved = false;
      const botMove = spectator
        .next((m) => m.type === 'view' && m.version > handedOver, 60_000)
        .finally(() => { botMoved = true; });
      botMove.catch(() => undefined); // awaited below; a timeout fails the test there
      // Requests answered while the bot thinks: none could be if its search ran on this thread
      // (its answer and theirs would queue behind it). Counted by order of arrival, not by time.
      let answeredWhileThinking = 0;
      while (!botMoved) {
        const health = await http(server.url, 'GET', '/api/health');
        expect(health.status).toBe(200);
        if (!botMoved) answeredWhileThinking++;
      }
      await botMove;
      expect(answeredWhileThinking).toBeGreaterThanOrEqual(2);
      spectator.close();
    } finally {
      await server.stop();
    }
  });
});
