// Playing with people: names chosen on the claim page, presence of every seat, the turn timer,
// and handing an away player's seat to a bot or ending the game. Time is a fake clock handed
// to the server: nothing here waits on the wall clock.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClaimResponse, CreateGameRequest, CreateGameResponse, ErrorBody, LogResponse, ServerMessage, TableStatus, ViewResponse,
} from '../../src/protocol/game.ts';
import { ABSENT_AFTER_MS } from '../../src/protocol/game.ts';
import { createOnly, http, startServer, tempDir, WsClient } from './helpers.ts';
import { logText } from '../../src/i18n/events.ts';

let now = 1_000_000;
const clock = { now: () => now };
type Server = Awaited<ReturnType<typeof startServer>>;
let server: Server;
let base: string;

beforeAll(async () => {
  server = await startServer({ table: clock });
  base = server.url;
});
afterAll(async () => {
  await server.stop();
});

const human = (name?: string) => ({ kind: 'human' as const, ...(name ? { name } : {}) });
const claim = (g: CreateGameResponse, code: string, name?: string) =>
  http<ClaimResponse & ErrorBody>(base, 'POST', `/api/games/${g.gameId}/claim`, name === undefined ? { code } : { code, name });
const view = (g: CreateGameResponse, token?: string) => http<ViewResponse>(base, 'GET', `/api/games/${g.gameId}/view`, undefined, token);
const absent = (g: CreateGameResponse, token: string | undefined, body: unknown) => http<ViewResponse & ErrorBody>(base, 'POST', `/api/games/${g.gameId}/absent`, body, token);
const isTable = (pred: (t: TableStatus) => boolean = () => true) => (m: ServerMessage) => m.type === 'table' && pred(m);
/** The next matching message after those already received (so an old one cannot answer). */
const upcoming = (c: WsClient, pred: (m: ServerMessage) => boolean, timeoutMs = 10_000) => c.next(pred, timeoutMs, c.messages.length);
const lastTable = (c: WsClient) => c.messages.filter((m): m is ServerMessage & TableStatus => m.type === 'table').at(-1)!;

/** Host in seat 0, an invited friend (claimed, with `name`) in seat 1 who decides first. */
async function twoFriends(options: CreateGameRequest['options'] = {}, name = 'Zoë') {
  const g = await createOnly(base, { players: [human('Ann'), human()], options: { seed: 7, startSeat: 1, ...options } });
  const friend = await claim(g, g.seats[1].invite!, name);
  expect(friend.status).toBe(200);
  return { g, host: g.seats[0].token!, friend: friend.body.token };
}

describe('a name for an invited player', () => {
  it('is chosen on the claim page, cleaned, and seen by every seat and in the event log', async () => {
    const { g, host, friend } = await twoFriends({}, '  Zo\u00eb\u202e  the\u200b  Great ');
    const seen = await view(g, host);
    expect(seen.body.seats.map((s) => s.name)).toEqual(['Ann', 'Zoë the Great']);
    expect(seen.body.version).toBe(1);
    const v = (await view(g, friend)).body;
    const r = await http<ViewResponse>(base, 'POST', `/api/games/${g.gameId}/actions`, { version: v.version, action: v.view.legal[0] }, friend);
    expect(r.status).toBe(200);
    // The log names seats by the names the view carries: the one the friend chose.
    expect(r.body.view.options.names).toEqual(['Ann', 'Zoë the Great']);
    const lines = logText(r.body.view.log, 'en', r.body.view.options);
    expect(lines.some((l) => l.includes('Zoë the Great'))).toBe(true);
    expect(lines.some((l) => l.includes('Player 2'))).toBe(false);
  });

  it('refuses a broken name before spending the code, and keeps the seat name when none is given', async () => {
    const g = await createOnly(base, { players: [human('Ann'), human(), human()], options: { seed: 8 } });
    const bad = await claim(g, g.seats[1].invite!, 'a\ud800b');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('BAD_NAME');
    expect((await claim(g, g.seats[1].invite!, 'Bob')).status).toBe(200);
    expect((await claim(g, g.seats[2].invite!)).status).toBe(200);
    expect((await view(g)).body.seats.map((s) => s.name)).toEqual(['Ann', 'Bob', 'Player 3']);
  });
});

describe('presence', () => {
  it('shows every seat online, offline or bot, and changes when a socket closes', async () => {
    const g = await createOnly(base, { players: [human('Ann'), human(), { kind: 'bot' }], options: { seed: 9 } });
    const friendToken = (await claim(g, g.seats[1].invite!, 'Bob')).body.token;
    const host = await WsClient.open(base, g.gameId, g.seats[0].token);
    const first = (await host.next(isTable())) as TableStatus;
    expect(first.presence).toEqual(['online', 'offline', 'bot']);
    const online = upcoming(host, isTable((t) => t.presence[1] === 'online'));
    const friend = await WsClient.open(base, g.gameId, friendToken);
    await online;
    const spectator = await WsClient.open(base, g.gameId);
    expect(((await spectator.next(isTable())) as TableStatus).presence).toEqual(['online', 'online', 'bot']);
    const offline = [upcoming(host, isTable((t) => t.presence[1] === 'offline')), upcoming(spectator, isTable((t) => t.presence[1] === 'offline'))];
    friend.close();
    await Promise.all(offline);
    host.close();
    spectator.close();
  });
});

describe('turn timer and away players', () => {
  it('lets the others hand a seat whose timer ran out to a bot; its player takes it back; a restart keeps both', async () => {
    const dir = tempDir();
    const dbFile = join(dir.dir, 'abyss.sqlite');
    const a = await startServer({ table: clock, dbFile });
    try {
      const b = a.url;
      const g = await createOnly(b, { players: [human('Ann'), human()], options: { seed: 11, startSeat: 1, turnSeconds: 60 } });
      const friendToken = (await http<ClaimResponse>(b, 'POST', `/api/games/${g.gameId}/claim`, { code: g.seats[1].invite, name: 'Bob' })).body.token;
      const hostWs = await WsClient.open(b, g.gameId, g.seats[0].token);
      const t0 = (await hostWs.next(isTable())) as TableStatus;
      expect(t0).toEqual({ type: 'table', gameId: g.gameId, version: 1, presence: ['online', 'offline'], turnSeconds: 60, turnLeftMs: 60_000, away: null, ended: null });
      const post = (path: string, body: unknown, token?: string) => http<ViewResponse & ErrorBody>(b, 'POST', `/api/games/${g.gameId}/${path}`, body, token);

      now += 59_999;
      const early = await post('absent', { version: 1, seat: 1, choice: 'bot' }, g.seats[0].token);
      expect(early.status).toBe(409);
      expect(early.body.error.code).toBe('NOT_ABSENT');
      now += 1;
      const handed = await post('absent', { version: 1, seat: 1, choice: 'bot' }, g.seats[0].token);
      expect(handed.status).toBe(200);
      expect(handed.body.seats[1]).toEqual({ seat: 1, name: 'Bob', kind: 'human', standIn: 'medium' });
      // The bot plays seat 1 until the host must decide.
      const mine = (await hostWs.next((m) => m.type === 'view' && m.view.legal.length > 0, 60_000)) as ViewResponse;
      expect(mine.version).toBeGreaterThan(2);
      expect(lastTable(hostWs).presence).toEqual(['online', 'bot']);

      const refused = await post('actions', { version: mine.version, action: { type: 'endTurn' } }, friendToken);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('SEAT_WITH_BOT');
      hostWs.close();
      await a.close();

      // Crash recovery: the records replay; the bot still stands in.
      const c = await startServer({ table: clock, dbFile });
      try {
        const after = await http<ViewResponse>(c.url, 'GET', `/api/games/${g.gameId}/view`);
        expect(after.body.version).toBe(mine.version);
        expect(after.body.seats[1].standIn).toBe('medium');
        const back = await http<ViewResponse & ErrorBody>(c.url, 'POST', `/api/games/${g.gameId}/reclaim`, { version: mine.version }, friendToken);
        expect(back.status).toBe(200);
        expect(back.body.seats[1]).toEqual({ seat: 1, name: 'Bob', kind: 'human' });
        const again = await http<ErrorBody>(c.url, 'POST', `/api/games/${g.gameId}/reclaim`, { version: mine.version + 1 }, friendToken);
        expect(again.body.error.code).toBe('NOT_ABSENT');
      } finally {
        await c.stop();
      }
    } finally {
      dir.cleanup();
    }
  });

  it('counts a seat deciding now away after ABSENT_AFTER_MS offline, and the others may end the game', async () => {
    const { g, host, friend } = await twoFriends({}, 'Bob');
    const hostWs = await WsClient.open(base, g.gameId, host);
    const t0 = (await hostWs.next(isTable())) as TableStatus;
    expect(t0.turnSeconds).toBeNull();
    expect(t0.turnLeftMs).toBeNull();
    expect(t0.away).toBeNull();
    now += ABSENT_AFTER_MS - 1;
    expect((await absent(g, host, { version: 1, seat: 1, choice: 'end' })).body.error.code).toBe('NOT_ABSENT');
    // Online again, then gone again: the absence counts from the last socket's close.
    const online = upcoming(hostWs, isTable((t) => t.presence[1] === 'online'));
    const friendWs = await WsClient.open(base, g.gameId, friend);
    await online;
    now += ABSENT_AFTER_MS;
    expect((await absent(g, host, { version: 1, seat: 1, choice: 'end' })).body.error.code).toBe('NOT_ABSENT');
    const offline = upcoming(hostWs, isTable((t) => t.presence[1] === 'offline'));
    friendWs.close();
    await offline;
    now += ABSENT_AFTER_MS;

    // Who may: not a spectator, not the away seat itself; bad input changes nothing.
    expect((await absent(g, undefined, { version: 1, seat: 1, choice: 'end' })).body.error.code).toBe('SPECTATOR');
    expect((await absent(g, friend, { version: 1, seat: 1, choice: 'end' })).body.error.code).toBe('NOT_ABSENT');
    expect((await absent(g, host, { version: 1, seat: 1, choice: 'quit' })).status).toBe(400);
    expect((await absent(g, host, { version: 0, seat: 1, choice: 'end' })).body.error.code).toBe('STALE_VERSION');
    expect((await view(g)).body.version).toBe(1);

    const ended = await absent(g, host, { version: 1, seat: 1, choice: 'end' });
    expect(ended.status).toBe(200);
    const t = (await hostWs.next(isTable((s) => s.ended !== null))) as TableStatus;
    expect(lastTable(hostWs).presence).toEqual(['online', 'offline']);
    expect(t.ended).toEqual({ by: 0, seat: 1 });
    expect(t.away).toBeNull();
    const v = (await view(g, friend)).body;
    const late = await http<ErrorBody>(base, 'POST', `/api/games/${g.gameId}/actions`, { version: v.version, action: v.view.legal[0] ?? { type: 'explore' } }, friend);
    expect(late.body.error.code).toBe('GAME_OVER');
    const log = await http<LogResponse>(base, 'GET', `/api/games/${g.gameId}/log`);
    expect(log.status).toBe(200);
    expect(log.body.replay.ended).toEqual({ by: 0, seat: 1 });
    expect(log.body.replay.seats.map((s) => s.name)).toEqual(['Ann', 'Bob']);
    hostWs.close();
  });

  it('says when the timer runs out; a seat cannot hand itself to a bot', async () => {
    const g = await createOnly(base, { players: [human('Ann'), { kind: 'bot' }], options: { seed: 12, startSeat: 0, turnSeconds: 120 } });
    const hostWs = await WsClient.open(base, g.gameId, g.seats[0].token);
    const t0 = (await hostWs.next(isTable())) as TableStatus;
    expect(t0.turnLeftMs).toBe(120_000);
    expect(server.hub.msUntilAway((await server.hub.get(g.gameId))!)).toBe(120_000);
    now += 120_000;
    expect(server.hub.tableStatus((await server.hub.get(g.gameId))!).away).toBe(0);
    expect((await absent(g, g.seats[0].token, { version: 0, seat: 0, choice: 'bot' })).body.error.code).toBe('NOT_ABSENT');
    hostWs.close();
  });
});

describe('the away push', () => {
  it('tells every socket when the seat deciding now becomes away, without any other event', async () => {
    // The real clock here, with a short absence: the test awaits the pushed message itself.
    const s = await startServer({ table: { absentAfterMs: 300 } });
    try {
      const g = await createOnly(s.url, { players: [human('Ann'), human()], options: { seed: 13, startSeat: 1 } });
      const friendToken = (await http<ClaimResponse>(s.url, 'POST', `/api/games/${g.gameId}/claim`, { code: g.seats[1].invite })).body.token;
      const friendWs = await WsClient.open(s.url, g.gameId, friendToken);
      await friendWs.next(isTable());
      const hostWs = await WsClient.open(s.url, g.gameId, g.seats[0].token);
      const t0 = (await hostWs.next(isTable())) as TableStatus;
      expect(t0.presence).toEqual(['online', 'online']);
      expect(t0.away).toBeNull();
      const offline = upcoming(hostWs, isTable((t) => t.presence[1] === 'offline'));
      const away = upcoming(hostWs, isTable((t) => t.away === 1), 30_000);
      friendWs.close();
      expect(((await offline) as TableStatus).away).toBeNull();
      expect(((await away) as TableStatus).presence).toEqual(['online', 'offline']);
      hostWs.close();
    } finally {
      await s.stop();
    }
  });
});
