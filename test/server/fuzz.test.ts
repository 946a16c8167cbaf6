// Bad input never crashes the server and never changes a game: ≥10,000 malformed, illegal,
// stale, oversized and unauthorised requests, each answered 4xx with a named reason.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, type Action } from '../../src/engine/index.ts';
import type { ErrorBody, ViewResponse } from '../../src/protocol/game.ts';
import { createGame, http, humans, pick, rng, startServer, stepRandom, WsClient } from './helpers.ts';

type Server = Awaited<ReturnType<typeof startServer>>;
let server: Server;
const logLines: string[] = [];

const KNOWN_CODES = new Set([
  'BAD_REQUEST', 'BAD_OPTIONS', 'NOT_FOUND', 'BAD_TOKEN', 'SPECTATOR', 'NOT_YOUR_TURN', 'STALE_VERSION',
  'UNDO_NOT_ALLOWED', 'GAME_NOT_OVER', 'GAME_OVER', 'PAYLOAD_TOO_LARGE', 'RATE_LIMITED',
  'MALFORMED_ACTION', 'WRONG_DECISION', 'ILLEGAL_CHOICE', 'NOT_ENOUGH_PEARLS', 'INVALID_PAYMENT', 'CARD_NOT_IN_HAND', 'NOT_IN_COURT', 'ALREADY_USED',
]);
const ACTION_TYPES = [
  'plot', 'explore', 'support', 'recruit', 'slaver', 'oracle', 'opportunist', 'endTurn', 'skipAction', 'buy', 'pass', 'take', 'continue',
  'fight', 'reward', 'takeFromTrack', 'affiliate', 'discard', 'payPearl', 'assassinate', 'hunt', 'apprentice', 'illusionist', 'corrupt',
  'betray', 'scheme', 'decline', 'takeLocation', 'drawLocations', 'pickLocation', 'payKeys', 'swapLocation', 'bogus',
];
const FIELDS = ['card', 'lord', 'allies', 'races', 'race', 'option', 'target', 'from', 'to', 'discard', 'take', 'location', 'count', 'lords'];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, cb) {
      logLines.push(String(chunk));
      cb();
    },
  });
  server = await startServer({ logger: { level: 'info', stream }, ws: { perSecond: 1000, burst: 1000 } });
});
afterAll(async () => {
  await server.stop();
});

function randomValue(r: () => number): unknown {
  switch (Math.floor(r() * 12)) {
    case 0: return Math.floor(r() * 120);
    case 1: return -Math.floor(r() * 5) - 1;
    case 2: return r() * 10;
    case 3: return 'x'.repeat(Math.floor(r() * 40));
    case 4: return pick(r, ['jellyfish', 'crab', 'seahorse', 'shellfish', 'squid', 'kraken']);
    case 5: return Array.from({ length: Math.floor(r() * 5) }, () => Math.floor(r() * 80));
    case 6: return null;
    case 7: return { nested: 1 };
    case 8: return true;
    case 9: return 1e30;
    case 10: return [pick(r, ['crab', 'squid']), 3];
    default: return Math.floor(r() * 20);
  }
}

function randomAction(r: () => number): Record<string, unknown> {
  const a: Record<string, unknown> = { type: pick(r, ACTION_TYPES) };
  const n = Math.floor(r() * 3);
  for (let i = 0; i < n; i++) a[pick(r, FIELDS)] = randomValue(r);
  return a;
}

describe('fuzz', () => {
  it('answers ≥10,000 bad requests with a named 4xx and never changes a game', async () => {
    const base = server.url;
    const r = rng(2024);
    const a = await createGame(base, { players: humans(2), options: { seed: 5 } });
    const b = await createGame(base, { players: humans(3), options: { seed: 6 } });
    const tokensA = a.seats.map((s) => s.token!);
    const tokensB = b.seats.map((s) => s.token!);
    for (let i = 0; i < 12; i++) await stepRandom(base, b.gameId, tokensB, r);
    const games = [
      { id: a.gameId, tokens: tokensA },
      { id: b.gameId, tokens: tokensB },
    ];
    const snapshot = async () =>
      Promise.all(games.map(async (g) => (await http<ViewResponse>(base, 'GET', `/api/games/${g.id}/view`)).body));
    const before = await snapshot();
    const live = await Promise.all(games.map((g) => server.hub.get(g.id)));
    const states = live.map((g) => g!.state);

    const app = server.app;
    const allTokens = [...tokensA, ...tokensB];
    let count = 0;
    const statuses = new Map<number, number>();

    for (let i = 0; i < 10_200; i++) {
      const gi = Math.floor(r() * games.length);
      const g = games[gi];
      const state = states[gi];
      const version = before[gi].version;
      const active = before[gi].view.pending!.seat;
      const kind = Math.floor(r() * 14);
      let method = 'POST';
      let url = `/api/games/${g.id}/actions`;
      let payload: string | undefined;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      const auth = (t: string) => (headers.authorization = `Bearer ${t}`);
      switch (kind) {
        case 0: { // illegal but well-formed action from the active seat
          let action = randomAction(r);
          for (let k = 0; k < 20 && applyAction(state, action as Action).ok; k++) action = randomAction(r);
          if (applyAction(state, action as Action).ok) action = { type: 'bogus' };
          auth(g.tokens[active]);
          payload = JSON.stringify({ version, action });
          break;
        }
        case 1: { // stale version with a legal action
          const legal = before[gi].view.legal.length ? before[gi].view.legal : [{ type: 'explore' }];
          auth(g.tokens[active]);
          payload = JSON.stringify({ version: pick(r, [version - 1, version + 1 + Math.floor(r() * 5), 0].filter((v) => v !== version && v >= 0)), action: pick(r, legal) });
          break;
        }
        case 2: // not this seat's turn
          auth(g.tokens[(active + 1) % g.tokens.length]);
          payload = JSON.stringify({ version, action: randomAction(r) });
          break;
        case 3: // no token, garbage token, other game's token, malformed header
          if (r() < 0.25) headers.authorization = pick(r, ['Bearer', 'Basic abc', 'Bearer a b', '', 'bearer     ']);
          else if (r() < 0.5) auth(pick(r, games[(gi + 1) % games.length].tokens));
          else if (r() < 0.75) auth(Buffer.from(String(r())).toString('base64url'));
          payload = JSON.stringify({ version, action: { type: 'explore' } });
          break;
        case 4: // malformed JSON
          auth(g.tokens[active]);
          payload = pick(r, ['{', '{"version":', 'null', '[]', '"x"', '{"version":1,"action":{"type":"explore"}', '\u0000\u0001', '{"version":1e999}', 'true']);
          break;
        case 5: { // schema violations
          auth(g.tokens[active]);
          const bodies = [
            { version: String(version), action: { type: 'explore' } },
            { version: -1, action: { type: 'explore' } },
            { version, action: { type: 'explore', extra: { deep: [1] } } },
            { version, action: { type: 'ex plore' } },
            { version, action: { type: 1 } },
            { version, action: [] },
            { version, action: {} },
            { version, action: { type: 'explore' }, more: 1 },
            { action: { type: 'explore' } },
            { version: 1.5, action: { type: 'explore' } },
            { version, action: { type: 'recruit', lord: 3, allies: Array.from({ length: 40 }, () => 1) } },
            { version, action: Object.fromEntries(Array.from({ length: 12 }, (_, k) => [`f${'abcdefghijkl'[k]}`, 1]).concat([['type', 'explore']])) },
            { version, action: { type: 'explore', ['__proto__']: { polluted: true } } },
          ];
          payload = JSON.stringify(pick(r, bodies));
          if (r() < 0.1) payload = '{"version":0,"action":{"type":"explore","__proto__":{"x":1}}}';
          break;
        }
        case 6: // oversized
          auth(g.tokens[active]);
          payload = JSON.stringify({ version, action: { type: 'explore', pad: 'y'.repeat(17_000 + Math.floor(r() * 50_000)) } });
          break;
        case 7: // wrong content type
          auth(g.tokens[active]);
          headers['content-type'] = pick(r, ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']);
          payload = 'version=1&action=explore';
          break;
        case 8: // undo that is not allowed (or stale, or unauthorised)
          url = `/api/games/${g.id}/undo`;
          if (r() < 0.8) auth(pick(r, g.tokens));
          payload = JSON.stringify({ version: r() < 0.5 ? version : version + 3 });
          break;
        case 9: // unknown or invalid game ids
          url = `/api/games/${pick(r, ['nope', 'a'.repeat(70), '%00', '..%2F..', 'x y', '🙂'])}/actions`;
          auth(pick(r, allTokens));
          payload = JSON.stringify({ version, action: { type: 'explore' } });
          break;
        case 10: // log before the end; views with bad tokens
          method = 'GET';
          payload = undefined;
          delete headers['content-type'];
          if (r() < 0.5) url = `/api/games/${g.id}/log`;
          else {
            url = `/api/games/${g.id}/view?token=${encodeURIComponent(pick(r, ['', 'abc', 'x'.repeat(300), allTokens[0] + 'x']))}`;
          }
          break;
        case 11: // create with bad bodies
          url = '/api/games';
          payload = JSON.stringify(pick(r, [
            { players: [] },
            { players: humans(1) },
            { players: humans(2), options: { seed: 'x' } },
            { players: [{ kind: 'bot', level: 'godlike' }, { kind: 'human' }] },
            { players: [{ kind: 'human', name: '<script>' }, { kind: 'human' }] },
            { players: humans(2), options: { martialLaw: 'yes' } },
          ]));
          break;
        case 12: // my games with bad bodies
          url = '/api/me/games';
          payload = JSON.stringify(pick(r, [{ tokens: 'x' }, { tokens: [1] }, { tokens: Array.from({ length: 101 }, () => 'a') }, {}, { tokens: [''] }]));
          break;
        default: // unknown routes and methods
          method = pick(r, ['GET', 'PUT', 'DELETE', 'PATCH']);
          url = pick(r, [`/api/games/${g.id}/actions`, '/api/games', '/api/nothing', `/api/games/${g.id}`, '/api/games/x/y/z']);
          if (method === 'GET') {
            payload = undefined;
            delete headers['content-type'];
          } else payload = '{}';
      }
      const res = await app.inject({ method: method as 'GET', url, headers, payload });
      count++;
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const detail = `${method} ${url.slice(0, 80)} ${payload?.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode, detail).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, detail).toBeLessThan(500);
      const body = JSON.parse(res.body) as ErrorBody;
      expect(KNOWN_CODES.has(body.error.code), detail).toBe(true);
      expect(body.error.message.length, detail).toBeGreaterThan(3);
      expect(res.body).not.toMatch(/\n\s+at /); // no stack traces
    }
    expect(count).toBeGreaterThanOrEqual(10_000);
    expect([...statuses.keys()].every((s) => s >= 400 && s < 500)).toBe(true);
    // Every family of refusal shows up.
    for (const s of [400, 403, 404, 409, 413, 415]) expect(statuses.get(s) ?? 0, String(s)).toBeGreaterThan(100);

    const after = await snapshot();
    expect(after).toEqual(before);
    for (const [i, g] of live.entries()) expect(g!.state).toBe(states[i]);
    expect(({}) as Record<string, unknown>).not.toHaveProperty('polluted');
    expect(({}) as Record<string, unknown>).not.toHaveProperty('x');

    // Logs: no tokens, no stack traces.
    const logs = logLines.join('');
    for (const t of allTokens) expect(logs).not.toContain(t);
    expect(logs).not.toMatch(/\\n\s+at /);
  });

  it('survives bad WebSocket messages without changing the game', async () => {
    const base = server.url;
    const r = rng(99);
    const g = await createGame(base, { players: humans(2), options: { seed: 8, startSeat: 0 } });
    const before = (await http<ViewResponse>(base, 'GET', `/api/games/${g.gameId}/view`)).body;
    const c1 = await WsClient.open(base, g.gameId, g.seats[1].token);
    await c1.view(0);
    const msgs: unknown[] = [
      'x', '{}', '[]', 'null', '{"type":"action"}', { type: 'action', version: 0, action: { type: 'explore' } },
      { type: 'action', version: 'a', action: { type: 'explore' } }, { type: 'undo', version: 0 }, { type: 'hello', sinceVersion: -4 },
      { type: 'action', version: 0, action: { type: 'explore', deep: { x: 1 } } }, { type: 'action', requestId: 'z'.repeat(100), version: 0, action: { type: 'pass' } },
      { type: 'nope' },
    ];
    for (let i = 0; i < 300; i++) {
      const m = i < msgs.length ? msgs[i] : { type: 'action', requestId: String(i), version: Math.floor(r() * 3), action: randomAction(r) };
      c1.send(m);
    }
    // Answers to actions go through the game's queue: the last one comes after all the others.
    c1.send({ type: 'action', requestId: 'last', version: 0, action: { type: 'explore' } });
    await c1.next((m) => m.type === 'result' && m.requestId === 'last', 10_000);
    expect(c1.closed).toBeNull();
    const errors = c1.messages.filter((m) => m.type === 'error' || (m.type === 'result' && !m.ok));
    expect(errors.length).toBeGreaterThan(250);
    for (const m of errors) {
      const e = m.type === 'error' ? m.error : m.type === 'result' && !m.ok ? m.error : null;
      expect(KNOWN_CODES.has(e!.code)).toBe(true);
    }
    // An oversized message closes that socket only.
    c1.send(JSON.stringify({ type: 'action', version: 0, action: { type: 'explore', pad: 'p'.repeat(20_000) } }));
    expect((await c1.waitClose()).code).toBe(1009);
    const after = (await http<ViewResponse>(base, 'GET', `/api/games/${g.gameId}/view`)).body;
    expect(after).toEqual(before);
    expect((await http(base, 'GET', '/api/health')).status).toBe(200);
  });
});
