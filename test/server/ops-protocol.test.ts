// Strict action shapes (REST and WebSocket), one token per socket, rate-limit replies that
// carry their requestId, 1001 on shutdown, and the security headers.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateGameResponse, ErrorBody, ServerMessage, ViewResponse } from '../../src/protocol/game.ts';
import { actionProblem, ACTION_TYPES } from '../../src/server/schemas.ts';
import { createGame, http, humans, startServer, WsClient } from './helpers.ts';

type Server = Awaited<ReturnType<typeof startServer>>;
let server: Server;
let base: string;

beforeAll(async () => {
  server = await startServer();
  base = server.url;
});
afterAll(async () => {
  await server.stop();
});

/** The seat tokens of a new game (one place to change if seats get claimed differently). */
function tokensOf(g: CreateGameResponse): string[] {
  return g.seats.map((s) => s.token!);
}

async function versionOf(gameId: string): Promise<number> {
  return (await http<ViewResponse>(base, 'GET', `/api/games/${gameId}/view`)).body.version;
}

const JUNK: { action: Record<string, unknown>; why: string }[] = [
  { action: { type: 'explore', from: 64 }, why: 'unknown field on a legal action' },
  { action: { type: 'explore', pad: 'x' }, why: 'unknown string field' },
  { action: { type: 'explore', type2: 1 }, why: 'look-alike field' },
  { action: { type: 'recruit', lord: 3 }, why: 'missing required field' },
  { action: { type: 'recruit', lord: 3, allies: [1], extra: [2] }, why: 'extra field on a full action' },
  { action: { type: 'oracle', race: 'kraken' }, why: 'race outside the enum' },
  { action: { type: 'plot', deck: 'everything' }, why: 'deck outside the enum' },
  { action: { type: 'reward', option: '1' }, why: 'string for a number' },
  { action: { type: 'recruit', lord: 3, allies: [1], more: false }, why: 'more is true or absent' },
  { action: { type: 'addAlly', card: 1, more: true }, why: 'extra field on addAlly' },
  { action: { type: 'bogus' }, why: 'unknown type' },
];

describe('strict action shapes', () => {
  it('REST refuses unknown, missing and mistyped fields with 400 and changes nothing', async () => {
    const g = await createGame(base, { players: humans(2), options: { startSeat: 0 } });
    const [t0] = tokensOf(g);
    for (const { action, why } of JUNK) {
      const r = await http<ErrorBody>(base, 'POST', `/api/games/${g.gameId}/actions`, { version: 0, action }, t0);
      expect(r.status, why).toBe(400);
      expect(r.body.error.code, why).toBe('BAD_REQUEST');
    }
    expect(await versionOf(g.gameId)).toBe(0);
    // The clean action is accepted, and only it is stored.
    const ok = await http<ViewResponse>(base, 'POST', `/api/games/${g.gameId}/actions`, { version: 0, action: { type: 'explore' } }, t0);
    expect(ok.status).toBe(200);
    const db = new Database(join(server.dir, 'abyss.sqlite'), { readonly: true });
    try {
      const bodies = (db.prepare('SELECT body FROM game_log WHERE game_id = ? ORDER BY seq').all(g.gameId) as { body: string }[]).map((r) => r.body);
      expect(bodies).toHaveLength(1);
      expect(JSON.stringify(JSON.parse(bodies[0]))).not.toMatch(/from|pad|type2/);
    } finally {
      db.close();
    }
  });

  it('WebSocket refuses the same actions, answering each by its requestId', async () => {
    const g = await createGame(base, { players: humans(2), options: { startSeat: 0 } });
    const c = await WsClient.open(base, g.gameId, tokensOf(g)[0]);
    await c.view(0);
    JUNK.forEach(({ action }, i) => c.send({ type: 'action', requestId: `j${i}`, version: 0, action }));
    for (let i = 0; i < JUNK.length; i++) {
      const m = await c.next((x) => x.type === 'result' && x.requestId === `j${i}`);
      expect(m, JUNK[i].why).toMatchObject({ type: 'result', requestId: `j${i}`, ok: false, error: { code: 'BAD_REQUEST' } });
    }
    expect(await versionOf(g.gameId)).toBe(0);
    c.send({ type: 'action', requestId: 'clean', version: 0, action: { type: 'explore' } });
    expect(await c.next((x) => x.type === 'result' && x.requestId === 'clean')).toMatchObject({ ok: true, version: 1 });
    c.close();
  });

  it('knows every action type of the engine, with their exact fields', () => {
    // 35 of the base game and De Profundis, 12 of the Kraken expansion, 10 of the Leviathan expansion.
    expect(ACTION_TYPES).toHaveLength(57);
    expect(actionProblem({ type: 'attack', space: 4, card: 82 })).toBeNull();
    expect(actionProblem({ type: 'attack', space: 4 })).toBe('The action "attack" needs the field "card".');
    expect(actionProblem({ type: 'fightReward', leviathanTokens: 1, seat: 2 })).toBe('The action "fightReward" has no field "seat".');
    // Recruitment in steps: `more` is true or absent; an open payment takes addAlly and pay.
    expect(actionProblem({ type: 'recruit', lord: 3, allies: [1, 14], more: true })).toBeNull();
    expect(actionProblem({ type: 'recruit', lord: 3, allies: [1, 14] })).toBeNull();
    expect(actionProblem({ type: 'recruit', lord: 3, allies: [1, 14], more: false })).toBe('The field "more" of the action "recruit" is invalid.');
    expect(actionProblem({ type: 'addAlly', card: 7 })).toBeNull();
    expect(actionProblem({ type: 'addAlly' })).toBe('The action "addAlly" needs the field "card".');
    expect(actionProblem({ type: 'pay' })).toBeNull();
    expect(actionProblem({ type: 'pass' })).toBeNull();
    expect(actionProblem({ type: 'pass', from: 64 })).toBe('The action "pass" has no field "from".');
    expect(actionProblem({ type: 'plot' })).toBeNull();
    expect(actionProblem({ type: 'plot', deck: 'outcasts' })).toBeNull();
    expect(actionProblem({ type: 'illusionist', from: 1, to: 2 })).toBeNull();
    expect(actionProblem({ type: 'illusionist', from: 1 })).toBe('The action "illusionist" needs the field "to".');
    expect(actionProblem({ type: 'support', races: ['crab', 'squid'] })).toBeNull();
    expect(actionProblem({ type: 'support', races: ['crab', 3] })).toBe('The field "races" of the action "support" is invalid.');
    // Kraken: Nebulis are an optional count on paying actions; a Sentinel names its zone.
    expect(actionProblem({ type: 'buy', nebulis: 1 })).toBeNull();
    expect(actionProblem({ type: 'buy', nebulis: -1 })).toBe('The field "nebulis" of the action "buy" is invalid.');
    expect(actionProblem({ type: 'placeSentinel', zone: 'council', target: 2 })).toBeNull();
    expect(actionProblem({ type: 'placeSentinel', zone: 'deck', target: 2 })).toBe('The field "zone" of the action "placeSentinel" is invalid.');
    expect(actionProblem({ type: 'toString' })).toBe('Unknown action type.');
  });
});

describe('WebSocket tokens, limits and shutdown', () => {
  it('refuses a socket with two tokens instead of making it a spectator', async () => {
    const g = await createGame(base, { players: humans(2) });
    const [t0, t1] = tokensOf(g);
    // WsClient encodes its token: the doubled query is built by hand.
    const raw = await openRaw(`/api/games/${g.gameId}/ws?token=${t0}&token=${t1}`);
    expect((await raw.waitClose()).code).toBe(4403);
    expect(raw.messages.filter((m) => m.type === 'view')).toEqual([]);
    // REST says 400 for the same query.
    const r = await http<ErrorBody>(base, 'GET', `/api/games/${g.gameId}/view?token=${t0}&token=${t1}`);
    expect(r.status).toBe(400);
  });

  it('answers a rate-limited action with a result carrying its requestId', async () => {
    const limited = await startServer({ ws: { perSecond: 0.001, burst: 2 } });
    try {
      const g = await createGame(limited.url, { players: humans(2), options: { startSeat: 0 } });
      const c = await WsClient.open(limited.url, g.gameId, tokensOf(g)[1]);
      await c.view(0);
      for (const id of ['r1', 'r2', 'r3', 'r4']) c.send({ type: 'action', requestId: id, version: 0, action: { type: 'explore' } });
      const limitedReplies: ServerMessage[] = [];
      for (const id of ['r3', 'r4']) limitedReplies.push(await c.next((m) => m.type === 'result' && m.requestId === id));
      expect(limitedReplies).toEqual([
        { type: 'result', requestId: 'r3', ok: false, version: 0, error: { code: 'RATE_LIMITED', message: 'Too many messages; slow down.' } },
        { type: 'result', requestId: 'r4', ok: false, version: 0, error: { code: 'RATE_LIMITED', message: 'Too many messages; slow down.' } },
      ]);
      // The allowed ones got their ordinary answers (not this seat's turn).
      for (const id of ['r1', 'r2']) expect(await c.next((m) => m.type === 'result' && m.requestId === id)).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } });
      c.close();
    } finally {
      await limited.stop();
    }
  });

  it('closes sockets with 1001 (going away) on shutdown', async () => {
    const s = await startServer();
    const g = await createGame(s.url, { players: humans(2) });
    const player = await WsClient.open(s.url, g.gameId, tokensOf(g)[0]);
    const spectator = await WsClient.open(s.url, g.gameId);
    await player.view(0);
    await spectator.view(0);
    await s.stop();
    expect(await player.waitClose()).toEqual({ code: 1001, reason: 'server shutting down' });
    expect(await spectator.waitClose()).toEqual({ code: 1001, reason: 'server shutting down' });
  });
});

async function openRaw(path: string): Promise<WsClient> {
  const { default: WebSocket } = await import('ws');
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}${path}`);
  const c = new WsClient(socket);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return c;
}

/** `a 'b' c; d e` → { a: ["'b'", 'c'], d: ['e'] } */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
      const [name, ...values] = d.split(/\s+/);
      return [name, values];
    }),
  );
}

describe('security headers', () => {
  const expected = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };

  it('sends a Content-Security-Policy and frame protection on the API and the client', async () => {
    const s = await startServer();
    try {
      const staticDir = join(s.dir, 'client');
      mkdirSync(staticDir);
      writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>t</title>');
      const withClient = await startServer({ staticDir });
      try {
        for (const [url, path] of [[s.url, '/api/health'], [withClient.url, '/'], [withClient.url, '/play/abc'], [s.url, '/api/nothing']]) {
          const r = await fetch(url + path);
          expect(directives(r.headers.get('content-security-policy') ?? ''), path).toEqual(expected);
          expect(r.headers.get('x-frame-options'), path).toBe('DENY');
          expect(r.headers.get('x-content-type-options'), path).toBe('nosniff');
          expect(r.headers.get('referrer-policy'), path).toBe('no-referrer');
        }
      } finally {
        await withClient.stop();
      }
    } finally {
      await s.stop();
    }
  });
});

describe('creation limit for games with bots', () => {
  it('allows a sixtieth of the request limit per minute for games with bots; people-only games keep theirs', async () => {
    const s = await startServer({ rateLimitPerMinute: 120 });
    try {
      const withBot = { players: [{ kind: 'human' as const }, { kind: 'bot' as const, level: 'hard' as const }] };
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await http(s.url, 'POST', '/api/games', withBot)).status);
      expect(statuses).toEqual([201, 201, 429]);
      const refused = await http<ErrorBody>(s.url, 'POST', '/api/games', withBot);
      expect(refused.body.error.code).toBe('RATE_LIMITED');
      expect(refused.body.error.message).toMatch(/^At most 2 games with bots a minute; retry in \d+ s\.$/);
      expect((await http(s.url, 'POST', '/api/games', { players: humans(2) })).status).toBe(201);
    } finally {
      await s.stop();
    }
  });
});

