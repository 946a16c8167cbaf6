// Post-game analysis over HTTP (src/server/analysisRoutes.ts) on a real worker thread: only for
// finished games, the same analysis as the library's, and cancellable.
import { describe, expect, it } from 'vitest';
import { analyseGame } from '../../src/analysis/analyse.ts';
import type { AnalysisJobView } from '../../src/server/analysisQueue.ts';
import type { LogResponse } from '../../src/protocol/game.ts';
import { createGame, driveOverWs, http, humans, startServer, until } from './helpers.ts';

const BUDGET = { iterations: 6, samples: 2, seed: 4 };

describe('post-game analysis on the server', () => {
  it('analyses a finished game in the background, the same as the library does', async () => {
    const server = await startServer({ bots: { delayMs: 0, threads: 0, seed: 3 }, analysis: { analysis: BUDGET } });
    try {
      const live = await createGame(server.url, { players: humans(2) });
      const early = await http(server.url, 'POST', `/api/games/${live.gameId}/analysis`, { seat: 0 });
      expect(early.status).toBe(403);
      expect(early.body).toMatchObject({ error: { code: 'GAME_NOT_OVER' } });

      const g = await createGame(server.url, { players: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }], options: { seed: 7 } });
      for (const c of await driveOverWs(server.url, g.gameId, [], 1, 120_000)) c.close();
      expect((await http(server.url, 'POST', `/api/games/${g.gameId}/analysis`, { seat: 2 })).status).toBe(400);
      const none = await http(server.url, 'GET', `/api/games/${g.gameId}/analysis`);
      expect([none.status, none.body]).toEqual([200, null]);
      const asked = await http<AnalysisJobView>(server.url, 'POST', `/api/games/${g.gameId}/analysis`, { seat: 1 });
      expect(asked.status).toBe(202);
      expect(['queued', 'running']).toContain(asked.body.status);
      const done = await until('the analysis is done', async () => {
        const r = await http<AnalysisJobView>(server.url, 'GET', `/api/games/${g.gameId}/analysis`);
        return r.body.status === 'done' ? r.body : null;
      }, 120_000);
      const log = (await http<LogResponse>(server.url, 'GET', `/api/games/${g.gameId}/log`)).body.replay;
      const expected = analyseGame({ options: log.options, actions: log.actions.map((a) => a.action), seat: 1 }, BUDGET)!;
      expect(done.analysis).toEqual(expected);
      expect(done.done).toBe(expected.decisions.length);
    } finally {
      await server.stop();
    }
  });

  it('cancels a running analysis', async () => {
    const server = await startServer({ bots: { delayMs: 0, threads: 0, seed: 3 }, analysis: { analysis: { iterations: 100_000, samples: 64 }, maxWaiting: 0 } });
    try {
      const g = await createGame(server.url, { players: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }], options: { seed: 8 } });
      for (const c of await driveOverWs(server.url, g.gameId, [], 1, 120_000)) c.close();
      expect((await http<AnalysisJobView>(server.url, 'POST', `/api/games/${g.gameId}/analysis`, { seat: 0 })).body.status).toBe('running');
      const other = await createGame(server.url, { players: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }], options: { seed: 9 } });
      for (const c of await driveOverWs(server.url, other.gameId, [], 1, 120_000)) c.close();
      const busy = await http(server.url, 'POST', `/api/games/${other.gameId}/analysis`, { seat: 0 });
      expect(busy.status).toBe(503);
      expect(busy.body).toMatchObject({ error: { code: 'ANALYSIS_BUSY' } });
      const cancelled = await http<AnalysisJobView>(server.url, 'DELETE', `/api/games/${g.gameId}/analysis`);
      expect(cancelled.body.status).toBe('cancelled');
      expect((await http<AnalysisJobView>(server.url, 'POST', `/api/games/${other.gameId}/analysis`, { seat: 0 })).body.status).toBe('running');
    } finally {
      await server.stop();
    }
  });
});
