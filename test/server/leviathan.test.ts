// The Leviathan option and five seats through the server: the option over the API, the
// refusals (checked by the engine's checkOptions, or by the request schema), the lobby's names
// for the expansion, storage and ratings at five seats, and a 5-seat table created and joined.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkOptions, MAX_PLAYERS } from '../../src/engine/index.ts';
import { expansionNames } from '../../src/server/expansions.ts';
import type { ErrorBody, GameListResponse, InvitePreview, MyGamesResponse, SeatsResponse, ViewResponse } from '../../src/protocol/game.ts';
import { updateRating, type Rating } from '../../src/server/ratings/glicko2.ts';
import { rateGame } from '../../src/server/ratings/multiplayer.ts';
import type { StoredGame } from '../../src/server/storage/types.ts';
import { createGame, createOnly, http, humans, startServer, tempDir, until } from './helpers.ts';
import { backends } from './backends.ts';

const NEEDS_LEVIATHAN = checkOptions({ seed: 0, players: 5 })!.message;

describe('Leviathan and five seats: what the server refuses', () => {
  it('refuses five seats without Leviathan with the engine\'s sentence, and six or a bad flag by the request schema', async () => {
    const server = await startServer();
    try {
      const five = await http<ErrorBody>(server.url, 'POST', '/api/games', { players: humans(5) });
      expect({ status: five.status, code: five.body.error.code, message: five.body.error.message }).toEqual({ status: 400, code: 'BAD_OPTIONS', message: NEEDS_LEVIATHAN });
      const withKraken = await http<ErrorBody>(server.url, 'POST', '/api/games', { players: humans(5), options: { kraken: true, deProfundis: true } });
      expect({ status: withKraken.status, message: withKraken.body.error.message }).toEqual({ status: 400, message: NEEDS_LEVIATHAN });
      const six = await http<ErrorBody>(server.url, 'POST', '/api/games', { players: humans(6), options: { leviathan: true } });
      expect({ status: six.status, code: six.body.error.code }).toEqual({ status: 400, code: 'BAD_REQUEST' });
      const flag = await http<ErrorBody>(server.url, 'POST', '/api/games', { players: humans(2), options: { leviathan: 'yes' } });
      expect({ status: flag.status, code: flag.body.error.code }).toEqual({ status: 400, code: 'BAD_REQUEST' });
      // A fifth seat number is well formed, but not at a table of four.
      const start = await http<ErrorBody>(server.url, 'POST', '/api/games', { players: humans(4), options: { startSeat: 4 } });
      expect({ status: start.status, code: start.body.error.code, message: start.body.error.message })
        .toEqual({ status: 400, code: 'BAD_OPTIONS', message: 'The start seat must be one of the seats.' });
      const seatSix = await http<ErrorBody>(server.url, 'POST', '/api/games', { players: humans(5), creatorSeat: 5, options: { leviathan: true } });
      expect({ status: seatSix.status, code: seatSix.body.error.code }).toEqual({ status: 400, code: 'BAD_REQUEST' });
      // Nothing was created by any refusal.
      const list = await http<GameListResponse>(server.url, 'GET', '/api/games?status=live&limit=50');
      expect(list.body.games).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it('names Leviathan among the expansions, after the others', () => {
    expect(expansionNames({ seed: 1, players: 5, expansions: { leviathan: true } })).toEqual(['leviathan']);
    expect(expansionNames({ seed: 1, players: 3, expansions: { deProfundis: true, kraken: true, leviathan: true } })).toEqual(['deProfundis', 'kraken', 'leviathan']);
    expect(expansionNames({ seed: 1, players: 3, expansions: { leviathan: false } })).toBeUndefined();
  });

  it('rates a 5-seat game: four results per account seat, all against the ratings from before', () => {
    const r = (rating: number): Rating => ({ rating, rd: 200, vol: 0.06 });
    const before = [r(1500), r(1600), r(1400), r(1700), r(1550)];
    const ranks = [2, 1, 5, 3, 3];
    const out = rateGame(before.map((b, seat) => ({ seat, rank: ranks[seat], before: b, updates: seat !== 3 })));
    expect([...out.keys()].sort()).toEqual([0, 1, 2, 4]);
    for (const seat of [0, 1, 2, 4]) {
      const results = before.map((b, o) => ({ o, b })).filter(({ o }) => o !== seat)
        .map(({ o, b }) => ({ opponent: b, score: ranks[seat] < ranks[o] ? 1 : ranks[seat] === ranks[o] ? 0.5 : 0 }));
      expect(results).toHaveLength(4);
      expect(out.get(seat)).toEqual(updateRating(before[seat], results));
    }
  });
});

// Storage at five seats: no engine needed, the stored game is written and read back as it is.
const tmp = tempDir();
afterAll(() => tmp.cleanup());
const matrix = backends('leviathan').map((b) => ({ ...b, make: () => b.storage(join(tmp.dir, 'five.sqlite')) }));

describe.each(matrix)('$name storage at five seats', ({ make, skip }) => {
  it.skipIf(skip)('keeps a 5-seat Leviathan table, and its fifth seat is claimed like any other', async () => {
    const s = make();
    await s.init();
    try {
      const id = `g-${randomBytes(4).toString('hex')}`;
      const names = ['A', 'B', 'C', 'D', 'E'];
      const game: StoredGame = {
        id,
        options: { seed: 'ab'.repeat(16), players: 5, names, expansions: { leviathan: true } },
        seats: names.map((name, seat) => (seat === 2 ? { seat, name, kind: 'bot' as const, level: 'hard' as const } : { seat, name, kind: 'human' as const })),
        createdAt: new Date().toISOString(),
      };
      await s.createGame(game, [{ hash: `${id}-t0`, seat: 0, kind: 'token' }, { hash: `${id}-i4`, seat: 4, kind: 'invite' }]);
      expect((await s.loadGame(id))?.game).toEqual(game);
      expect(await s.findCode(`${id}-i4`)).toEqual({ gameId: id, seat: 4, kind: 'invite' });
      expect(await s.claimSeat(id, 4, 'invite', `${id}-i4`, `${id}-t4`)).toBe(true);
      expect(await s.findSeats([`${id}-t4`])).toEqual([expect.objectContaining({ gameId: id, seat: 4 })]);
    } finally {
      await s.close();
    }
  });
});

// These create Leviathan games: the server deals them at once, so they need the engine's Border
// (helpers "border" and "fight"); before that merge the first Leviathan's arrival throws.
describe('needs the Leviathan engine: a 5-seat Leviathan table', () => {
  it('is created and joined: five seats, the fifth one the creator\'s, every invite claimed', async () => {
    const server = await startServer();
    try {
      const g = await createGame(server.url, { players: humans(MAX_PLAYERS), creatorSeat: 4, options: { leviathan: true, seed: 11, listed: true } });
      expect(g.seats.map((s) => s.seat)).toEqual([0, 1, 2, 3, 4]);
      expect(g.creatorSeat).toBe(4);
      for (const s of g.seats) {
        const v = await http<ViewResponse>(server.url, 'GET', `/api/games/${g.gameId}/view`, undefined, s.token);
        expect(v.status).toBe(200);
        expect(v.body.view.seat).toBe(s.seat);
        expect(v.body.view.playerCount).toBe(5);
        expect(v.body.view.options.expansions).toEqual({ leviathan: true });
        expect(v.body.view.leviathan?.border).toHaveLength(9);
        // The Leviathan deck's and tokens' order are hidden: counts only.
        expect(JSON.stringify(v.body.view.leviathan)).not.toMatch(/"deck"|"tokens"/);
      }
      const seats = await http<SeatsResponse>(server.url, 'GET', `/api/games/${g.gameId}/seats`);
      expect(seats.body.seats).toHaveLength(5);
      expect(seats.body.expansions).toEqual(['leviathan']);
      const list = (await http<GameListResponse>(server.url, 'GET', '/api/games?status=live&limit=50')).body.games;
      expect(list.find((x) => x.gameId === g.gameId)?.expansions).toEqual(['leviathan']);
      const mine = await http<MyGamesResponse>(server.url, 'POST', '/api/me/games', { tokens: [g.seats[4].token] });
      expect(mine.body.games.map((x) => x.expansions)).toEqual([['leviathan']]);
    } finally {
      await server.stop();
    }
  });

  it('shows the invite page of the fifth seat, and the host may revoke it', async () => {
    const server = await startServer();
    try {
      const g = await createOnly(server.url, { players: humans(5), options: { leviathan: true } });
      const preview = await http<InvitePreview>(server.url, 'POST', `/api/games/${g.gameId}/invite`, { code: g.seats[4].invite });
      expect(preview.status).toBe(200);
      expect(preview.body.expansions).toEqual(['leviathan']);
      const revoke = await http(server.url, 'POST', `/api/games/${g.gameId}/invites/revoke`, { hostToken: g.hostToken, seat: 4 });
      expect(revoke.status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('lets bots take four of the five seats', async () => {
    const server = await startServer();
    try {
      const g = await createGame(server.url, {
        players: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }, { kind: 'human' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }],
        options: { leviathan: true, seed: 3, startSeat: 0 },
      });
      // The bots of seats 0 and 1 play first; the game then waits for the person in seat 2 (or is over).
      const v = await until('the bots have played up to seat 2', async () => {
        const r = await http<ViewResponse>(server.url, 'GET', `/api/games/${g.gameId}/view`, undefined, g.seats[2].token);
        return r.body.view.over || r.body.view.pending?.seat === 2 ? r : undefined;
      });
      expect(v.body.view.players).toHaveLength(5);
      expect(v.body.view.over || v.body.view.pending?.seat === 2).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
