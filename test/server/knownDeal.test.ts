// Known deals and spectators (issue 29, point 6): a chosen seed can be worked out from the first
// cards by anyone watching, so the creator chooses what spectators get while the game runs. With
// 'refuse' a spectator gets a clear error and no view (REST and WebSocket) until the game is
// over; with 'warn' (the default) the view says knownDeal and the client warns first. Secret
// deals are unchanged.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateGameResponse, ErrorBody, GameListResponse, SeatsResponse, ViewResponse } from '../../src/protocol/game.ts';
import { backends } from './backends.ts';
import { createGame, http, humans, pick, rng, startServer, tempDir, WsClient } from './helpers.ts';

for (const b of backends('knowndeal')) {
  describe.skipIf(b.skip)(`spectators of a known deal on ${b.name}`, () => {
    type Server = Awaited<ReturnType<typeof startServer>>;
    let server: Server;
    beforeAll(async () => {
      server = await startServer(b.server);
    });
    afterAll(async () => {
      await server?.stop();
    });

    const view = (g: CreateGameResponse, token?: string) => http<ViewResponse & ErrorBody>(server.url, 'GET', `/api/games/${g.gameId}/view`, undefined, token);

    it('refuses spectators until the game is over when its creator says so, with a clear error and no view', async () => {
      const g = await createGame(server.url, { players: humans(2), options: { seed: 77, startSeat: 0, spectators: 'refuse', listed: true } });
      expect(g.knownDeal).toBe(true);
      expect(g.spectators).toBe('refuse');
      const refused = await view(g);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        error: { code: 'KNOWN_DEAL', message: 'This table plays a known deal: its creator chose the seed, so its cards can be worked out. Its creator keeps spectators out until the game is over.' },
      });
      // The WebSocket closes with its own code before sending anything.
      const ws = await WsClient.open(server.url, g.gameId);
      expect(await ws.waitClose()).toEqual({ code: 4412, reason: 'known deal: no spectators until the game is over' });
      expect(ws.raw).toEqual([]);
      // The seat list and the lobby say so, without any card.
      const seats = await http<SeatsResponse>(server.url, 'GET', `/api/games/${g.gameId}/seats`);
      expect(seats.body).toMatchObject({ knownDeal: true, spectators: 'refuse', over: false });
      const list = await http<GameListResponse>(server.url, 'GET', '/api/games?status=live&limit=50');
      expect(list.body.games.find((x) => x.gameId === g.gameId)).toMatchObject({ knownDeal: true, spectators: 'refuse' });

      // The players play on, as ever (createGame claimed both seats), random moves to the end.
      const tokens = g.seats.map((s) => s.token!);
      const r = rng(5);
      for (;;) {
        const mine = (await view(g, tokens[0])).body;
        expect(mine.seat).toBe(0);
        if (mine.view.over) break;
        const seat = mine.view.pending!.seat;
        const v = (await view(g, tokens[seat])).body;
        const res = await http(server.url, 'POST', `/api/games/${g.gameId}/actions`, { version: v.version, action: pick(r, v.view.legal) }, tokens[seat]);
        expect(res.status).toBe(200);
        // Still refused while it runs.
        if (v.version % 40 === 0) expect((await view(g)).status).toBe(403);
      }
      // Over: spectators may watch, over REST and WebSocket.
      const after = await view(g);
      expect(after.status).toBe(200);
      expect(after.body.seat).toBeNull();
      expect(after.body.view.over).toBe(true);
      const late = await WsClient.open(server.url, g.gameId);
      expect((await late.view(after.body.version)).seat).toBeNull();
      late.close();
    }, 180_000);

    it('shows the view with knownDeal by default (the client warns first), and leaves secret deals alone', async () => {
      const warned = await createGame(server.url, { players: humans(2), options: { seed: 78 } });
      expect(warned.spectators).toBe('warn');
      const v = await view(warned);
      expect(v.status).toBe(200);
      expect(v.body).toMatchObject({ seat: null, knownDeal: true });
      const secret = await createGame(server.url, { players: humans(2), options: { spectators: 'refuse' } });
      expect(secret.knownDeal).toBe(false);
      expect(secret.spectators).toBeUndefined();
      expect((await view(secret)).status).toBe(200);
      expect((await http<SeatsResponse>(server.url, 'GET', `/api/games/${secret.gameId}/seats`)).body.spectators).toBeUndefined();
      // Anything but the two choices is refused.
      const bad = await http<ErrorBody>(server.url, 'POST', '/api/games', { players: humans(2), options: { seed: 1, spectators: 'maybe' } });
      expect(bad.status).toBe(400);
    });

    it('keeps the choice in the store', async () => {
      const tmp = tempDir();
      const s = b.storage(join(tmp.dir, 'kd.sqlite'));
      await s.init();
      try {
        const base = { options: { seed: 3, players: 2, names: ['A', 'B'] }, seats: [{ seat: 0, name: 'A', kind: 'human' as const }, { seat: 1, name: 'B', kind: 'human' as const }], createdAt: new Date().toISOString(), knownDeal: true };
        const id = `kd-${Date.now().toString(36)}`;
        await s.createGame({ id, ...base, spectatorsRefused: true });
        await s.createGame({ id: `${id}-w`, ...base });
        expect((await s.loadGame(id))?.game.spectatorsRefused).toBe(true);
        expect((await s.loadGame(`${id}-w`))?.game.spectatorsRefused).toBeUndefined();
      } finally {
        await s.close();
        tmp.cleanup();
      }
    });
  });
}
