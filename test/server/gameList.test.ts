// The lobby's list of games to watch (GET /api/games), on SQLite and (with DATABASE_URL) on
// PostgreSQL: which games are listed, what an entry says (public information only), paging,
// bad queries, and the log endpoint keeping a live game's seed and hidden cards to itself.

import { describe, expect, it } from 'vitest';
import type { CreateGameRequest, GameListItem, GameListResponse, LogResponse } from '../../src/protocol/game.ts';
import { createGame, createOnly, http, rng, startServer, stepRandom } from './helpers.ts';
import { backends } from './backends.ts';

const twoHumans = (listed?: boolean): CreateGameRequest => ({
  players: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bob' }],
  options: { startSeat: 0, ...(listed === undefined ? {} : { listed }) },
});

describe.each(backends('gamelist'))('$name: GET /api/games', ({ server: opts, skip }) => {
  it.skipIf(skip)('lists bot tables, leaves tables with invited friends out unless asked, and says only what spectators see', { timeout: 120_000 }, async () => {
    const server = await startServer(opts);
    const base = server.url;
    try {
      const ids = async (status: 'live' | 'over') => (await http<GameListResponse>(base, 'GET', `/api/games?status=${status}&limit=50`)).body.games.map((g) => g.gameId);
      // The creator alone with a bot (and all-bot tables): listed by default.
      const solo = await createOnly(base, { players: [{ kind: 'human', name: 'Solo' }, { kind: 'bot', level: 'easy' }] });
      // A friend invited: off the list by default, on it when the creator asks.
      const friends = await createOnly(base, twoHumans());
      const shown = await createGame(base, twoHumans(true));
      const hidden = await createOnly(base, { players: [{ kind: 'human' }, { kind: 'bot' }], options: { listed: false } });
      const live = await ids('live');
      expect(live).toContain(solo.gameId);
      expect(live).toContain(shown.gameId);
      expect(live).not.toContain(friends.gameId);
      expect(live).not.toContain(hidden.gameId);
      expect(live.indexOf(shown.gameId)).toBeLessThan(live.indexOf(solo.gameId)); // newest first

      const list = await http<GameListResponse>(base, 'GET', '/api/games?status=live&limit=50');
      const entry = list.body.games.find((g) => g.gameId === shown.gameId)!;
      expect(entry).toEqual({
        gameId: shown.gameId,
        createdAt: expect.any(String) as string,
        seats: [{ seat: 0, name: 'Ann', kind: 'human' }, { seat: 1, name: 'Bob', kind: 'human' }],
        knownDeal: false,
        // Guest seats: the game counts for no rating.
        rating: 'unrated',
        over: false,
        moves: 0,
        turn: 1,
        round: 1,
        current: 0,
        deciding: 0,
      } satisfies GameListItem);
      // No seat token, invite or host code, hand or seed in the list.
      const text = JSON.stringify(list.body);
      for (const secret of [shown.hostToken, ...shown.seats.map((s) => s.token!), solo.hostToken, solo.seats[0].token!]) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/seed|hand|"token"|invite/i);

      // While the game is played, its full log (with the seed) stays closed.
      const closed = await http<LogResponse>(base, 'GET', `/api/games/${shown.gameId}/log`);
      expect(closed.status).toBe(403);
      expect(closed.body).toEqual({ error: { code: 'GAME_NOT_OVER', message: 'The full log is published once the game is over.' } });

      // Play it to the end: it leaves the live list for the finished one, with its scores.
      const tokens = shown.seats.map((s) => s.token!);
      const r = rng(7);
      let steps = 0;
      while (await stepRandom(base, shown.gameId, tokens, r)) {
        steps++;
        if (steps === 20) {
          const mid = (await http<GameListResponse>(base, 'GET', '/api/games?status=live&limit=50')).body.games.find((g) => g.gameId === shown.gameId)!;
          expect(mid.moves).toBe(20);
          expect(mid.turn).toBeGreaterThanOrEqual(1);
          expect(mid.round).toBe(Math.ceil(mid.turn / 2));
        }
      }
      expect(await ids('live')).not.toContain(shown.gameId);
      const done = (await http<GameListResponse>(base, 'GET', '/api/games?status=over&limit=50')).body.games.find((g) => g.gameId === shown.gameId)!;
      const log = await http<LogResponse>(base, 'GET', `/api/games/${shown.gameId}/log`);
      expect(log.status).toBe(200);
      expect(done.over).toBe(true);
      expect(done.current).toBeNull();
      expect(done.deciding).toBeNull();
      expect(done.moves).toBe(log.body.replay.actions.length);
      expect(done.moves).toBe(steps);
      expect(done.result).toEqual(log.body.scores.map((l) => ({ seat: l.seat, total: l.total, rank: l.rank })));
      // The seed is public now, and was in no list before.
      expect(typeof log.body.replay.options.seed).toBe('string');
      expect(text).not.toContain(String(log.body.replay.options.seed));
    } finally {
      await server.stop();
    }
  });

  it.skipIf(skip)('pages through the list with a cursor, newest first, without gaps or repeats', { timeout: 120_000 }, async () => {
    const server = await startServer(opts);
    const base = server.url;
    try {
      const made: string[] = [];
      for (let i = 0; i < 5; i++) made.push((await createOnly(base, twoHumans(true))).gameId);
      const all = (await http<GameListResponse>(base, 'GET', '/api/games?status=live&limit=50')).body;
      expect(all.next).toBeNull();
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const q: string = `/api/games?status=live&limit=2${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`;
        const page: GameListResponse = (await http<GameListResponse>(base, 'GET', q)).body;
        expect(page.games.length).toBeLessThanOrEqual(2);
        seen.push(...page.games.map((g) => g.gameId));
        cursor = page.next;
        pages++;
      } while (cursor !== null && pages < 50);
      expect(seen).toEqual(all.games.map((g) => g.gameId));
      expect(new Set(seen).size).toBe(seen.length);
      for (const id of made) expect(seen).toContain(id);
      // The newest first.
      expect(seen.indexOf(made[4])).toBeLessThan(seen.indexOf(made[0]));
    } finally {
      await server.stop();
    }
  });

  it.skipIf(skip)('refuses bad queries with a clear error', { timeout: 60_000 }, async () => {
    const server = await startServer(opts);
    try {
      for (const q of ['', '?status=all', '?status=live&limit=0', '?status=live&limit=51', '?status=live&limit=x', '?status=live&before=nope',
        '?status=live&before=2026-13-45T99:99:99.000Z~abc', '?status=live&secret=1']) {
        const r = await http<{ error: { code: string; message: string } }>(server.url, 'GET', `/api/games${q}`);
        expect(r.status, q).toBe(400);
        expect(r.body.error.code, q).toBe('BAD_REQUEST');
      }
    } finally {
      await server.stop();
    }
  });
});
