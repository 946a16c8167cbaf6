// Turn-based games: creation and its validation, the time limit carried out by the server
// (a bot takes the seat, or the game ends), and deadlines that survive a restart. Time is a
// fake clock handed to the server, and deadlines are checked by calling expireDue: nothing
// here waits on the wall clock.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main, type RunningServer } from '../../src/server/main.ts';
import type { CreateGameRequest, CreateGameResponse, ErrorBody, LogResponse, MyGamesResponse, ViewResponse } from '../../src/protocol/game.ts';
import { expireDue } from '../../src/server/turnDeadlines.ts';
import { createGame, DATABASE_URL, http, tempDir, until } from './helpers.ts';
import { pgSchema } from './backends.ts';

const HOUR = 3_600_000;
let now = 1_000_000;
const clock = { now: () => now };
const tmp = tempDir('abyss-turnbased-');
const dbFile = join(tmp.dir, 'abyss.sqlite');
let server: RunningServer;
/** SQLite by default; PostgreSQL in its own schema for the block that asks for it. */
let store: { databaseUrl: string; pgSchema?: string } = { databaseUrl: '' };

function start(): Promise<RunningServer> {
  return main({
    port: 0, dbFile, ...store, redisUrl: '', logger: false, rateLimitPerMinute: false, quiet: true,
    bots: { delayMs: 0, threads: 0 }, undoGraceMs: 0, turnCheckMs: 0, staticDir: join(tmp.dir, 'no-client'), table: clock,
  });
}

beforeAll(async () => {
  server = await start();
});
afterAll(async () => {
  await server.close();
  tmp.cleanup();
});

const human = (name: string) => ({ kind: 'human' as const, name });
const view = (g: CreateGameResponse, token: string) => http<ViewResponse>(server.url, 'GET', `/api/games/${g.gameId}/view`, undefined, token);
const mine = (token: string) => http<MyGamesResponse>(server.url, 'POST', '/api/me/games', { tokens: [token] });

/** Ann (seat 0, moves first) and Bea (seat 1), both holding their seats. */
async function turnBased(onTimeout: 'bot' | 'end', hours: 12 | 24 | 48 | 72 | 168 = 12): Promise<{ g: CreateGameResponse; ann: string; bea: string }> {
  const g = await createGame(server.url, { players: [human('Ann'), human('Bea')], options: { seed: 11, startSeat: 0, turnBased: { hours, onTimeout } } });
  return { g, ann: g.seats[0].token!, bea: g.seats[1].token! };
}

describe('creating a turn-based game', () => {
  it('keeps the time limit and says when the seat deciding runs out of time', async () => {
    const { g, ann } = await turnBased('bot', 48);
    const r = await mine(ann);
    expect(r.status).toBe(200);
    expect(r.body.games).toHaveLength(1);
    const s = r.body.games[0];
    expect(s.turnBased).toEqual({ hours: 48, onTimeout: 'bot' });
    expect(s.deciding).toBe(0);
    expect(s.yourTurn).toBe(true);
    expect(s.deadline).toBe(now + 48 * HOUR);
    expect(s.gameId).toBe(g.gameId);
  });

  it('refuses a limit that is not offered, an unknown choice, a missing field, and a real-time timer besides', async () => {
    const base: CreateGameRequest = { players: [human('Ann'), human('Bea')] };
    const bad = [
      { turnBased: { hours: 5, onTimeout: 'bot' } },
      { turnBased: { hours: 24, onTimeout: 'wait' } },
      { turnBased: { hours: 24 } },
      { turnBased: { hours: 24, onTimeout: 'end', extra: 1 } },
    ];
    for (const options of bad) {
      const r = await http<ErrorBody>(server.url, 'POST', '/api/games', { ...base, options });
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe('BAD_REQUEST');
    }
    const both = await http<ErrorBody>(server.url, 'POST', '/api/games', { ...base, options: { turnSeconds: 60, turnBased: { hours: 24, onTimeout: 'end' } } });
    expect(both.status).toBe(400);
    expect(both.body.error.code).toBe('BAD_OPTIONS');
  });

  it('gives a real-time game no deadline (and none of the turn-based fields)', async () => {
    const g = await createGame(server.url, { players: [human('Ann'), human('Bea')], options: { seed: 3, startSeat: 0, turnSeconds: 60 } });
    const s = (await mine(g.seats[0].token!)).body.games[0];
    expect(s.turnBased).toBeUndefined();
    expect(s.deadline).toBeUndefined();
    now += 1000 * HOUR;
    expect(await expireDue(server.hub)).not.toContain(g.gameId);
    expect((await view(g, g.seats[0].token!)).body.seats[0].standIn).toBeUndefined();
  });
});

describe('when the time limit runs out', () => {
  it('does nothing before the deadline, then hands the seat to a bot that plays it (table setting "bot")', async () => {
    const { g, ann, bea } = await turnBased('bot');
    now += 12 * HOUR - 1;
    expect(await expireDue(server.hub)).not.toContain(g.gameId);
    now += 1;
    expect(await expireDue(server.hub)).toContain(g.gameId);
    const game = (await server.hub.get(g.gameId))!;
    expect(game.table.standIn).toEqual(['medium', null]);
    expect(game.log.at(-1)).toMatchObject({ kind: 'standIn', seat: 0, by: -1, level: 'medium' });
    // The bot plays Ann's turn until the decision is Bea's; Ann may take her seat back.
    await until("the bot has played Ann's turn", async () => (await view(g, bea)).body.view.pending?.seat === 1);
    const back = await http<ViewResponse>(server.url, 'POST', `/api/games/${g.gameId}/reclaim`, { version: game.version }, ann);
    expect(back.status).toBe(200);
    expect(back.body.seats[0].standIn).toBeUndefined();
  });

  it('ends the game unscored, as the "end" choice of an away player does (table setting "end")', async () => {
    const { g, ann, bea } = await turnBased('end', 24);
    const v = (await view(g, ann)).body;
    const moved = await http<ViewResponse>(server.url, 'POST', `/api/games/${g.gameId}/actions`, { version: v.version, action: v.view.legal[0] }, ann);
    expect(moved.status).toBe(200);
    // Ann may still be deciding (a turn has several decisions): the limit is per decision.
    now += 24 * HOUR;
    expect(await expireDue(server.hub)).toContain(g.gameId);
    const game = (await server.hub.get(g.gameId))!;
    expect(game.over).toBe(true);
    expect(game.table.ended).toEqual({ by: -1, seat: moved.body.view.pending!.seat });
    expect(server.hub.tableStatus(game).ended).toEqual({ by: -1, seat: moved.body.view.pending!.seat });
    const log = await http<LogResponse>(server.url, 'GET', `/api/games/${g.gameId}/log`);
    expect(log.status).toBe(200);
    expect(log.body.replay.ended).toEqual({ by: -1, seat: moved.body.view.pending!.seat });
    const late = await http<ErrorBody>(server.url, 'POST', `/api/games/${g.gameId}/actions`, { version: game.version, action: v.view.legal[0] }, bea);
    expect(late.status).toBe(400);
    expect(late.body.error.code).toBe('GAME_OVER');
  });

  it('leaves a turn-based seat alone when it is merely offline: it is never "away" for the other players', async () => {
    const { g, bea } = await turnBased('end');
    now += 11 * HOUR;
    const r = await http<ErrorBody>(server.url, 'POST', `/api/games/${g.gameId}/absent`, { version: 0, seat: 0, choice: 'end' }, bea);
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe('NOT_ABSENT');
    const game = (await server.hub.get(g.gameId))!;
    expect(server.hub.tableStatus(game)).toMatchObject({ away: null, turnSeconds: null, turnBased: { hours: 12, onTimeout: 'end' }, deadline: now - 11 * HOUR + 12 * HOUR, turnLeftMs: HOUR });
  });
});

/** Ann moves at +1 h; 11 h later the server restarts; her opponent's deadline stays where it was. */
async function restartKeepsDeadline(): Promise<void> {
  const { g, ann, bea } = await turnBased('end');
  const v = (await view(g, ann)).body;
  now += HOUR;
  let cur = v;
  while (cur.view.pending?.seat === 0) {
    const r = await http<ViewResponse>(server.url, 'POST', `/api/games/${g.gameId}/actions`, { version: cur.version, action: cur.view.legal[0] }, ann);
    expect(r.status).toBe(200);
    cur = r.body;
  }
  const movedAt = now;
  const before = (await mine(bea)).body.games[0];
  expect(before.deciding).toBe(1);
  expect(before.deadline).toBe(movedAt + 12 * HOUR);
  now += 11 * HOUR;
  await server.close();
  server = await start();
  const after = (await mine(bea)).body.games[0];
  expect(after.deadline).toBe(movedAt + 12 * HOUR);
  now = movedAt + 12 * HOUR - 1;
  expect(await expireDue(server.hub)).not.toContain(g.gameId);
  now += 1;
  expect(await expireDue(server.hub)).toContain(g.gameId);
  expect((await server.hub.get(g.gameId))!.table.ended).toEqual({ by: -1, seat: 1 });
}

describe('a restart', () => {
  it('recomputes the deadline from the store instead of starting the time again', restartKeepsDeadline);

  it('refuses a late action at once, before any deadline check has run (turnCheckMs 0: none runs)', async () => {
    for (const onTimeout of ['bot', 'end'] as const) {
      const { g, ann } = await turnBased(onTimeout);
      now += 12 * HOUR;
      await server.close();
      server = await start();
      const v = (await view(g, ann)).body;
      expect(v.view.pending?.seat).toBe(0);
      const late = await http<ErrorBody>(server.url, 'POST', `/api/games/${g.gameId}/actions`, { version: v.version, action: v.view.legal[0] }, ann);
      expect(late.status).toBe(409);
      expect(late.body.error).toEqual({
        code: 'TIME_UP',
        message: `Your time for this move ran out; ${onTimeout === 'bot' ? 'a bot now plays your seat until you take it back' : 'the game has ended'}.`,
      });
      // The table's choice is carried out by the refused action itself.
      const game = (await server.hub.get(g.gameId))!;
      // The standing-in bot may already have played its first move after it (a quiet machine
      // is that quick): the stand-in is the log's only one, not necessarily its last entry.
      if (onTimeout === 'bot') expect(game.log.filter((e) => e.kind === 'standIn')).toMatchObject([{ kind: 'standIn', seat: 0, by: -1, level: 'medium' }]);
      else expect(game.table.ended).toEqual({ by: -1, seat: 0 });
    }
  });

  it('accepts an action one millisecond before the deadline', async () => {
    const { g, ann } = await turnBased('end');
    now += 12 * HOUR - 1;
    const v = (await view(g, ann)).body;
    const ok = await http<ViewResponse>(server.url, 'POST', `/api/games/${g.gameId}/actions`, { version: v.version, action: v.view.legal[0] }, ann);
    expect(ok.status).toBe(200);
  });
});

describe.skipIf(!DATABASE_URL)('a restart on PostgreSQL', () => {
  const schema = pgSchema('turnbased');
  let sqlite: RunningServer;
  beforeAll(async () => {
    sqlite = server;
    store = { databaseUrl: DATABASE_URL!, pgSchema: schema };
    server = await start();
  });
  afterAll(async () => {
    await server.close();
    store = { databaseUrl: '' };
    server = sqlite;
  });
  it('recomputes the deadline from the store instead of starting the time again', restartKeepsDeadline);
});
