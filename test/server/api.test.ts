// REST + WebSocket behaviour of one server process over a real SQLite file.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activeSeat, applyAction, legalActions, newGame, scores, type Action } from '../../src/engine/index.ts';
import { buildApp } from '../../src/server/app.ts';
import { GameHub } from '../../src/server/games.ts';
import type { ErrorBody, LogResponse, MyGamesResponse, StaleResponse, ViewResponse } from '../../src/protocol/game.ts';
import { LocalPubSub } from '../../src/server/pubsub/local.ts';
import type { Storage } from '../../src/server/storage/types.ts';
import { createGame, http, humans, pick, rng, startServer, stepRandom, until, WsClient } from './helpers.ts';
import { eventText } from '../../src/i18n/events.ts';

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

describe('creating games', () => {
  it('returns seats with secret tokens and invite links for humans only', async () => {
    const g = await createGame(base, { players: [{ kind: 'human', name: 'Ann' }, { kind: 'bot', level: 'easy' }, { kind: 'human' }] });
    expect(g.gameId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(g.seats.map((s) => [s.name, s.kind])).toEqual([['Ann', 'human'], ['Bot 2', 'bot'], ['Player 3', 'human']]);
    expect(g.seats[0].token!.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    expect(g.seats[0].inviteUrl).toBe(`/play/${g.gameId}#token=${g.seats[0].token}`);
    expect(g.seats[1].token).toBeUndefined();
    expect(g.seats[0].token).not.toBe(g.seats[2].token);
  });

  it('refuses bad bodies with a reason', async () => {
    for (const body of [
      {},
      { players: [{ kind: 'human' }] },
      { players: humans(5) },
      { players: [{ kind: 'alien' }, { kind: 'human' }] },
      { players: humans(2), options: { seed: -1 } },
      { players: humans(2), options: { startSeat: 3 } },
      { players: [{ kind: 'human', name: 'x'.repeat(41) }, { kind: 'human' }] },
      { players: humans(2), extra: 1 },
    ]) {
      const r = await http<ErrorBody>(base, 'POST', '/api/games', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(['BAD_REQUEST', 'BAD_OPTIONS']).toContain(r.body.error.code);
      expect(r.body.error.message.length).toBeGreaterThan(5);
    }
  });
});

describe('views and actions', () => {
  it('gives each seat its own view, spectators the public one, and never the seed', async () => {
    const g = await createGame(base, { players: humans(3), options: { seed: 42, startSeat: 0 } });
    const mine = await http<ViewResponse>(base, 'GET', `/api/games/${g.gameId}/view`, undefined, g.seats[1].token);
    expect(mine.status).toBe(200);
    expect(mine.body.seat).toBe(1);
    expect(mine.body.version).toBe(0);
    expect(mine.body.view.options).not.toHaveProperty('seed');
    expect(JSON.stringify(mine.body)).not.toContain('"seed"');
    const spectator = await http<ViewResponse>(base, 'GET', `/api/games/${g.gameId}/view`);
    expect(spectator.body.seat).toBeNull();
    expect(spectator.body.view.legal).toEqual([]);
    const viaQuery = await http<ViewResponse>(base, 'GET', `/api/games/${g.gameId}/view?token=${g.seats[0].token}`);
    expect(viaQuery.body.seat).toBe(0);
    expect(viaQuery.body.view.legal).toEqual([{ type: 'explore' }]);
    expect(mine.headers.get('cache-control')).toBe('no-store');
  });

  it('applies a legal action, then refuses stale versions, other seats, spectators and foreign tokens', async () => {
    const g = await createGame(base, { players: humans(2), options: { startSeat: 0 } });
    const other = await createGame(base, { players: humans(2) });
    const path = `/api/games/${g.gameId}/actions`;
    const ok = await http<ViewResponse>(base, 'POST', path, { version: 0, action: { type: 'explore' } }, g.seats[0].token);
    expect(ok.status).toBe(200);
    expect(ok.body.version).toBe(1);
    expect(ok.body.view.track.length).toBe(1);

    const stale = await http<StaleResponse>(base, 'POST', path, { version: 0, action: { type: 'explore' } }, g.seats[0].token);
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('STALE_VERSION');
    expect(stale.body.version).toBe(1);
    expect(stale.body.view.track.length).toBe(1);

    const waiting = ok.body.view.pending!.seat;
    const notYou = await http<ErrorBody>(base, 'POST', path, { version: 1, action: { type: 'pass' } }, g.seats[1 - waiting].token);
    expect(notYou.status).toBe(403);
    expect(notYou.body.error.code).toBe('NOT_YOUR_TURN');

    const spectator = await http<ErrorBody>(base, 'POST', path, { version: 1, action: { type: 'pass' } });
    expect(spectator.status).toBe(403);
    expect(spectator.body.error.code).toBe('SPECTATOR');

    const foreign = await http<ErrorBody>(base, 'POST', path, { version: 1, action: { type: 'pass' } }, other.seats[0].token);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('BAD_TOKEN');

    const illegal = await http<ErrorBody>(base, 'POST', path, { version: 1, action: { type: 'recruit', lord: 1, allies: [] } }, g.seats[waiting].token);
    expect(illegal.status).toBe(400);
    expect(illegal.body.error.code).not.toBe('BAD_REQUEST');
    expect(illegal.body.error.message).toMatch(/\w/);

    const after = await http<ViewResponse>(base, 'GET', `/api/games/${g.gameId}/view`);
    expect(after.body.version).toBe(1);
  });

  it('refuses oversized, non-JSON and malformed bodies before the engine', async () => {
    const g = await createGame(base, { players: humans(2) });
    const path = `/api/games/${g.gameId}/actions`;
    const big = await http<ErrorBody>(base, 'POST', path, { version: 0, action: { type: 'explore', pad: 'x'.repeat(20_000) } }, g.seats[0].token);
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    const r = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${g.seats[0].token}` }, body: '{"version":' });
    expect(r.status).toBe(400);
    expect(((await r.json()) as ErrorBody).error.code).toBe('BAD_REQUEST');
    for (const body of [{ version: '0', action: { type: 'explore' } }, { version: 0 }, { version: 0, action: { type: 'explore', x: { y: 1 } } }, { version: 0, action: 'explore' }]) {
      const res = await http<ErrorBody>(base, 'POST', path, body, g.seats[0].token);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('BAD_REQUEST');
    }
    expect((await http<ErrorBody>(base, 'GET', '/api/games/nope/view')).body.error.code).toBe('NOT_FOUND');
    expect((await http<ErrorBody>(base, 'GET', '/api/games/a%20b/view')).status).toBe(400);
  });

  it('keeps CORS closed by default', async () => {
    const r = await fetch(`${base}/api/health`, { headers: { origin: 'https://evil.example' } });
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
    const pre = await fetch(`${base}/api/games`, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
  });
});

/**
 * A random game prefix (engine only) whose last action may be undone by its seat: no reveal,
 * taken and finished within that seat's own turn. Also says whether the action before it was.
 */
function undoablePrefix(seed: number): { actions: { seat: number; action: Action }[]; previousUndoable: boolean } {
  const r = rng(seed);
  let s = newGame({ seed, players: 2, startSeat: 0 });
  const actions: { seat: number; action: Action }[] = [];
  const undoable: boolean[] = [];
  while (!s.over) {
    const seat = activeSeat(s)!;
    const action = pick(r, legalActions(s));
    const res = applyAction(s, action);
    if (!res.ok) throw new Error(res.error.message);
    actions.push({ seat, action });
    undoable.push(!res.events.some((e) => e.reveals) && s.current === seat && res.state.current === seat && !res.state.over);
    s = res.state;
    if (undoable[undoable.length - 1] && actions.length > 1) {
      const prev = actions.length - 2;
      return { actions, previousUndoable: undoable[prev] && actions[prev].seat === seat };
    }
  }
  throw new Error('no undoable action in this game');
}

describe('undo', () => {
  it('takes back an own action that revealed nothing, back to the last reveal or other seat’s decision', async () => {
    const seed = 11;
    const { actions, previousUndoable } = undoablePrefix(seed);
    const g = await createGame(base, { players: humans(2), options: { seed, startSeat: 0 } });
    const tokens = g.seats.map((s) => s.token!);
    const act = (seat: number, version: number, action: Action) => http<ViewResponse>(base, 'POST', `/api/games/${g.gameId}/actions`, { version, action }, tokens[seat]);
    const undo = (seat: number, version: number) => http<ViewResponse & ErrorBody>(base, 'POST', `/api/games/${g.gameId}/undo`, { version }, tokens[seat]);

    const explored = await act(0, 0, { type: 'explore' });
    expect(explored.body.canUndo).toBe(false); // a card was revealed
    expect((await undo(0, 1)).body.error.code).toBe('UNDO_NOT_ALLOWED');

    for (const [i, a] of actions.slice(1, -1).entries()) expect((await act(a.seat, i + 1, a.action)).status).toBe(200);
    const last = actions[actions.length - 1];
    const version = actions.length - 1;
    const before = (await http<ViewResponse>(base, 'GET', `/api/games/${g.gameId}/view`, undefined, tokens[last.seat])).body;
    const done = await act(last.seat, version, last.action);
    expect(done.body.canUndo).toBe(true);
    expect((await undo(1 - last.seat, version + 1)).body.error.code).toBe('UNDO_NOT_ALLOWED'); // not their action
    expect((await http(base, 'POST', `/api/games/${g.gameId}/undo`, { version: version + 1 })).status).toBe(403);
    expect((await undo(last.seat, version)).status).toBe(409); // stale
    const undone = await undo(last.seat, version + 1);
    expect(undone.status).toBe(200);
    expect(undone.body.version).toBe(version + 2); // versions only grow
    // The same table, and one more log line: what was taken back.
    expect({ ...undone.body.view, log: before.view.log }).toEqual(before.view);
    expect(undone.body.view.log.slice(0, -1)).toEqual(before.view.log);
    const note = undone.body.view.log.at(-1)!;
    expect([note.kind, note.seat, note.to]).toEqual(['undo', last.seat, undefined]);
    expect(eventText(note, 'en', undone.body.view.options.names)).toMatch(new RegExp(`^Player ${last.seat + 1} took back: `));
    expect(undone.body.canUndo).toBe(previousUndoable);
    // The game goes on from the restored state.
    expect((await act(last.seat, version + 2, last.action)).status).toBe(200);
  });

  it('refuses to take back a look at hidden cards (Black Smokers shows the Location stack)', async () => {
    // An engine-only random game up to the taking of Black Smokers (the first seed that gets there).
    let seed = 0;
    let actions: { seat: number; action: Action }[] = [];
    for (let found = false; !found; ) {
      seed++;
      if (seed > 500) throw new Error('no seed reaches Black Smokers');
      const r = rng(seed);
      let s = newGame({ seed, players: 2 });
      actions = [];
      while (!s.over && s.pending?.kind !== 'blackSmokers') {
        const action = pick(r, legalActions(s));
        actions.push({ seat: activeSeat(s)!, action });
        const next = applyAction(s, action);
        if (!next.ok) throw new Error(next.error.message);
        s = next.state;
      }
      found = s.pending?.kind === 'blackSmokers';
    }
    const g = await createGame(base, { players: humans(2), options: { seed } });
    const tokens = g.seats.map((x) => x.token!);
    let last: ViewResponse | undefined;
    for (const [i, a] of actions.entries()) {
      const res = await http<ViewResponse>(base, 'POST', `/api/games/${g.gameId}/actions`, { version: i, action: a.action }, tokens[a.seat]);
      expect(res.status).toBe(200);
      last = res.body;
    }
    expect(last!.view.locationStack?.length).toBeGreaterThan(0);
    expect(last!.canUndo).toBe(false);
    const seat = actions[actions.length - 1].seat;
    const undo = await http<ErrorBody>(base, 'POST', `/api/games/${g.gameId}/undo`, { version: actions.length }, tokens[seat]);
    expect(undo.status).toBe(409);
    expect(undo.body.error.code).toBe('UNDO_NOT_ALLOWED');
  });

  it('survives a restart: undo records replay from storage', async () => {
    const seed = 12;
    const { actions } = undoablePrefix(seed);
    const g = await createGame(base, { players: humans(2), options: { seed, startSeat: 0 } });
    const tokens = g.seats.map((s) => s.token!);
    const path = `/api/games/${g.gameId}/actions`;
    for (const [i, a] of actions.entries()) await http(base, 'POST', path, { version: i, action: a.action }, tokens[a.seat]);
    const last = actions[actions.length - 1];
    expect((await http(base, 'POST', `/api/games/${g.gameId}/undo`, { version: actions.length }, tokens[last.seat])).status).toBe(200);
    const live = (await http<ViewResponse>(base, 'GET', `/api/games/${g.gameId}/view`, undefined, tokens[last.seat])).body;
    const second = await startServer({ dbFile: `${server.dir}/abyss.sqlite` });
    try {
      const rebuilt = (await http<ViewResponse>(second.url, 'GET', `/api/games/${g.gameId}/view`, undefined, tokens[last.seat])).body;
      expect(rebuilt).toEqual(live);
    } finally {
      await second.close();
    }
  });
});

describe('end of game', () => {
  it('publishes the log and a replay that rebuilds the game exactly, only once it is over', async () => {
    const g = await createGame(base, { players: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }] });
    const tok = g.seats[0].token!;
    expect((await http<ErrorBody>(base, 'GET', `/api/games/${g.gameId}/log`)).body.error.code).toBe('GAME_NOT_OVER');
    const r = rng(7);
    for (let i = 0; i < 5000; i++) {
      const v = (await http<ViewResponse>(base, 'GET', `/api/games/${g.gameId}/view`, undefined, tok)).body;
      if (v.view.over) break;
      if (v.view.legal.length === 0) {
        // The bots' turn: wait for the decision to come back to this seat (or the end).
        await until('the bots have played', async () => {
          const w = (await http<ViewResponse>(base, 'GET', `/api/games/${g.gameId}/view`, undefined, tok)).body;
          return w.view.over || w.view.legal.length > 0;
        });
        continue;
      }
      const res = await http(base, 'POST', `/api/games/${g.gameId}/actions`, { version: v.version, action: pick(r, v.view.legal) }, tok);
      expect([200, 409]).toContain(res.status);
    }
    const log = await http<LogResponse>(base, 'GET', `/api/games/${g.gameId}/log`);
    expect(log.status).toBe(200);
    expect(log.headers.get('content-disposition')).toContain('attachment');
    const { replay } = log.body;
    let s = newGame(replay.options);
    for (const a of replay.actions) {
      const next = applyAction(s, a.action);
      expect(next.ok).toBe(true);
      if (next.ok) s = next.state;
    }
    expect(s.over).toBe(true);
    expect(scores(s)).toEqual(log.body.scores);
    expect(log.body.events).toEqual(s.log);
    const final = (await http<ViewResponse>(base, 'GET', `/api/games/${g.gameId}/view`)).body;
    expect(final.view.options.seed).toBe(replay.options.seed); // public once over
  });
});

describe('my games', () => {
  it('lists the games of the tokens a client holds', async () => {
    const a = await createGame(base, { players: humans(2) });
    const b = await createGame(base, { players: [{ kind: 'bot' }, { kind: 'human' }] });
    const r = await http<MyGamesResponse>(base, 'POST', '/api/me/games', { tokens: [b.seats[1].token, 'unknown-token', a.seats[0].token] });
    expect(r.status).toBe(200);
    expect(r.body.games.map((x) => [x.gameId, x.seat, x.tokenIndex])).toEqual([[b.gameId, 1, 0], [a.gameId, 0, 2]]);
    expect(JSON.stringify(r.body)).not.toContain(a.seats[0].token!);
  });
});

describe('WebSocket', () => {
  it('sends the view on connect and after every change, resyncs on hello, and accepts actions', async () => {
    const g = await createGame(base, { players: humans(2), options: { startSeat: 0 } });
    const [t0, t1] = g.seats.map((s) => s.token!);
    const c0 = await WsClient.open(base, g.gameId, t0);
    const c1 = await WsClient.open(base, g.gameId, t1);
    const spectator = await WsClient.open(base, g.gameId);
    const first = await c0.view(0);
    expect(first.seat).toBe(0);
    expect(first.view.legal).toEqual([{ type: 'explore' }]);

    c0.send({ type: 'action', requestId: 'r1', version: 0, action: { type: 'explore' } });
    const result = await c0.next((m) => m.type === 'result');
    expect(result).toMatchObject({ type: 'result', requestId: 'r1', ok: true });
    const pushed = await c1.view(1);
    expect(pushed.seat).toBe(1);
    expect((await spectator.view(1)).seat).toBeNull();

    c0.send({ type: 'action', requestId: 'r2', version: 0, action: { type: 'explore' } });
    expect(await c0.next((m) => m.type === 'result' && m.requestId === 'r2')).toMatchObject({ ok: false, error: { code: 'STALE_VERSION' } });
    spectator.send({ type: 'action', version: 1, action: { type: 'pass' } });
    expect(await spectator.next((m) => m.type === 'result')).toMatchObject({ ok: false, error: { code: 'SPECTATOR' } });

    const before = c1.messages.length;
    c1.send({ type: 'hello', sinceVersion: 0 });
    const resync = await c1.next((m) => m.type === 'view', 5000, before);
    expect(resync).toMatchObject({ version: 1 });
    c1.send({ type: 'ping' });
    await c1.next((m) => m.type === 'pong');
    c1.send('not json');
    expect(await c1.next((m) => m.type === 'error')).toMatchObject({ error: { code: 'BAD_REQUEST' } });

    // A move over HTTP reaches the sockets too.
    await stepRandom(base, g.gameId, [t0, t1], rng(3));
    await c0.view(2);
    for (const c of [c0, c1, spectator]) c.close();
  });

  it('closes sockets with a foreign token or for an unknown game', async () => {
    const g = await createGame(base, { players: humans(2) });
    const bad = await WsClient.open(base, g.gameId, 'x'.repeat(43));
    expect((await bad.waitClose()).code).toBe(4403);
    const none = await WsClient.open(base, 'no-such-game');
    expect((await none.waitClose()).code).toBe(4404);
  });
});

describe('memory', () => {
  it('unloads idle games without watchers and reloads them from storage on use', async () => {
    const watched = await createGame(base, { players: humans(2), options: { startSeat: 0 } });
    const idle = await createGame(base, { players: humans(2), options: { startSeat: 0 } });
    await http(base, 'POST', `/api/games/${idle.gameId}/actions`, { version: 0, action: { type: 'explore' } }, idle.seats[0].token);
    const before = (await http<ViewResponse>(base, 'GET', `/api/games/${idle.gameId}/view`, undefined, idle.seats[1].token)).body;
    const socket = await WsClient.open(base, watched.gameId, watched.seats[0].token);
    await socket.view(0);
    const loaded = () => new Set([...server.hub.loaded()].map((g) => g.id));
    // Both games untouched for a minute, by the clock unloadIdle reads (Date.now).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    try {
      server.hub.unloadIdle(60_000, () => false);
    } finally {
      vi.useRealTimers();
    }
    expect(loaded().has(idle.gameId)).toBe(false);
    expect(loaded().has(watched.gameId)).toBe(true);
    const after = (await http<ViewResponse>(base, 'GET', `/api/games/${idle.gameId}/view`, undefined, idle.seats[1].token)).body;
    expect(after).toEqual(before);
    // The watched game still pushes to its socket.
    await http(base, 'POST', `/api/games/${watched.gameId}/actions`, { version: 0, action: { type: 'explore' } }, watched.seats[0].token);
    await socket.view(1);
    socket.close();
  });
});

describe('rate limiting', () => {
  it('answers 429 with a reason past the limit', async () => {
    const limited = await startServer({ rateLimitPerMinute: 5 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) codes.push((await http(limited.url, 'GET', '/api/health')).status);
      expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      const r = await http<ErrorBody>(limited.url, 'GET', '/api/health');
      expect(r.status).toBe(429);
      expect(r.body.error.code).toBe('RATE_LIMITED');
    } finally {
      await limited.stop();
    }
  });

  it('slows down a flooding WebSocket, then closes it', async () => {
    const limited = await startServer({ ws: { perSecond: 5, burst: 10 } });
    try {
      const g = await createGame(limited.url, { players: humans(2) });
      const c = await WsClient.open(limited.url, g.gameId, g.seats[0].token);
      for (let i = 0; i < 40; i++) c.send({ type: 'ping' });
      expect(await c.next((m) => m.type === 'error')).toMatchObject({ error: { code: 'RATE_LIMITED' } });
      expect((await c.waitClose()).code).toBe(4429);
      expect(c.messages.filter((m) => m.type === 'pong').length).toBeLessThanOrEqual(11);
    } finally {
      await limited.stop();
    }
  });
});

describe('storage trouble', () => {
  it('answers 503 with a reason, never a 500 or a stack trace', async () => {
    const fail = async () => {
      throw new Error('disk on fire at /secret/path');
    };
    const storage = {
      init: async () => undefined, createGame: fail, append: fail, markOver: fail, loadGame: fail, loadLog: fail,
      unfinishedGameIds: async () => [], findSeats: fail, close: async () => undefined,
    } as unknown as Storage;
    const hub = new GameHub({ storage, pubsub: new LocalPubSub(), origin: 'test' });
    const app = await buildApp({ hub, logger: false, rateLimitPerMinute: false });
    try {
      for (const [method, url, payload] of [
        ['GET', '/api/games/abc/view', undefined],
        ['POST', '/api/games', { players: humans(2) }],
        ['POST', '/api/me/games', { tokens: ['x'] }],
        ['POST', '/api/games/abc/actions', { version: 0, action: { type: 'explore' } }],
      ] as const) {
        const res = await app.inject({ method, url, payload });
        expect(res.statusCode, url).toBe(503);
        expect((JSON.parse(res.body) as ErrorBody).error.code).toBe('UNAVAILABLE');
        expect(res.body).not.toContain('secret');
      }
    } finally {
      await app.close();
    }
  });
});
