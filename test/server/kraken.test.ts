// The Kraken expansion through the server: the table option, what the views show, the lobby's
// lists and invite page, and a whole Kraken game played over HTTP.
import { describe, expect, it } from 'vitest';
import type { ErrorBody, GameListResponse, InvitePreview, LogResponse, MyGamesResponse, SeatsResponse, ViewResponse } from '../../src/protocol/game.ts';
import { createGame, createOnly, http, humans, rng, startServer, stepRandom } from './helpers.ts';

describe('Kraken on the server', () => {
  it('plays the Kraken expansion when a game asks for it, and not otherwise', async () => {
    const server = await startServer();
    try {
      const k = await createGame(server.url, { players: humans(2), options: { kraken: true, seed: 5 } });
      const v = await http<ViewResponse>(server.url, 'GET', `/api/games/${k.gameId}/view`, undefined, k.seats[0].token);
      expect(v.body.view.options.expansions).toEqual({ kraken: true });
      expect(v.body.view.kraken).toEqual({ figure: -1, lootDeckCount: 25, lootDiscard: [], sentinels: [] });
      expect(v.body.view.players.map((p) => p.nebulis)).toEqual([0, 0]);
      // The Loot deck's order is hidden: nothing but its size reaches a seat.
      expect(JSON.stringify(v.body.view)).not.toContain('lootDeck"');
      const base = await createGame(server.url, { players: humans(2), options: { seed: 5 } });
      const b = await http<ViewResponse>(server.url, 'GET', `/api/games/${base.gameId}/view`, undefined, base.seats[0].token);
      expect(b.body.view.kraken).toBeUndefined();
      expect(b.body.view.players.map((p) => p.nebulis)).toEqual([undefined, undefined]);
      expect(b.body.view.options.expansions).toBeUndefined();
    } finally {
      await server.stop();
    }
  });

  it('plays Kraken with De Profundis when both are ticked', async () => {
    const server = await startServer();
    try {
      const g = await createGame(server.url, { players: humans(3), options: { kraken: true, deProfundis: true, seed: 9 } });
      const v = await http<ViewResponse>(server.url, 'GET', `/api/games/${g.gameId}/view`, undefined, g.seats[0].token);
      expect(v.body.view.options.expansions).toEqual({ deProfundis: true, kraken: true });
      expect(v.body.view.kraken?.lootDeckCount).toBe(25);
      expect(v.body.view.outcastDeckCount).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  });

  it('refuses a Kraken option that is not true or false', async () => {
    const server = await startServer();
    try {
      const r = await http<ErrorBody>(server.url, 'POST', '/api/games', { players: humans(2), options: { kraken: 'yes' } });
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe('BAD_REQUEST');
    } finally {
      await server.stop();
    }
  });

  it('names the expansions in the lobby list, the seat list and the invite page', async () => {
    const server = await startServer();
    try {
      const k = await createOnly(server.url, { players: humans(2), options: { kraken: true, listed: true } });
      const both = await createOnly(server.url, { players: humans(2), options: { kraken: true, deProfundis: true, listed: true } });
      const base = await createOnly(server.url, { players: humans(2), options: { listed: true } });
      const list = (await http<GameListResponse>(server.url, 'GET', '/api/games?status=live&limit=50')).body.games;
      const of = (id: string) => list.find((g) => g.gameId === id)!;
      expect(of(k.gameId).expansions).toEqual(['kraken']);
      expect(of(both.gameId).expansions).toEqual(['deProfundis', 'kraken']);
      expect(of(base.gameId).expansions).toBeUndefined();
      const seats = await http<SeatsResponse>(server.url, 'GET', `/api/games/${k.gameId}/seats`);
      expect(seats.body.expansions).toEqual(['kraken']);
      const preview = await http<InvitePreview>(server.url, 'POST', `/api/games/${k.gameId}/invite`, { code: k.seats[1].invite });
      expect(preview.status).toBe(200);
      expect(preview.body.expansions).toEqual(['kraken']);
      const plain = await http<SeatsResponse>(server.url, 'GET', `/api/games/${base.gameId}/seats`);
      expect(plain.body.expansions).toBeUndefined();
      const mine = await http<MyGamesResponse>(server.url, 'POST', '/api/me/games', { tokens: [k.seats[0].token, base.seats[0].token] });
      expect(mine.body.games.map((g) => g.expansions)).toEqual([['kraken'], undefined]);
    } finally {
      await server.stop();
    }
  });

  it('plays a whole Kraken game of random legal moves over HTTP; its log names the expansion', async () => {
    const server = await startServer();
    try {
      const g = await createGame(server.url, { players: humans(2), options: { kraken: true, seed: 17 } });
      const tokens = g.seats.map((s) => s.token!);
      const r = rng(17);
      let steps = 0;
      while (await stepRandom(server.url, g.gameId, tokens, r)) {
        steps++;
        if (steps > 5000) throw new Error('the game did not end in 5000 moves');
      }
      const log = await http<LogResponse>(server.url, 'GET', `/api/games/${g.gameId}/log`);
      expect(log.status).toBe(200);
      expect(log.body.replay.options.expansions).toEqual({ kraken: true });
      expect(log.body.scores.every((l) => typeof l.nebulis === 'number')).toBe(true);
      const v = await http<ViewResponse>(server.url, 'GET', `/api/games/${g.gameId}/view`);
      expect(v.body.view.over).toBe(true);
      expect(v.body.view.scores?.every((l) => typeof l.nebulis === 'number')).toBe(true);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
