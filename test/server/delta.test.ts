// Views that send only what changed: a socket opened with ?delta=1 gets, after its first view,
// only the log lines it lacks; spliced in order (src/web/viewMerge.ts, as the browser does) they
// rebuild exactly the whole view, across undos; a hello or GET /view with the version held
// costs the lines missed, not the whole log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage, ViewResponse } from '../../src/protocol/game.ts';
import { mergeView } from '../../src/web/viewMerge.ts';
import { createGame, http, humans, pick, rng, startServer, WsClient } from './helpers.ts';

type Server = Awaited<ReturnType<typeof startServer>>;
let server: Server;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

type View = ViewResponse & { type: 'view' };
const views = (c: WsClient): View[] => c.messages.filter((m): m is View => m.type === 'view');

async function openDelta(gameId: string, token: string | undefined, since?: number): Promise<WsClient> {
  const q = new URLSearchParams({ delta: '1' });
  if (token) q.set('token', token);
  if (since !== undefined) q.set('since', String(since));
  const { default: WebSocket } = await import('ws');
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/games/${gameId}/ws?${q}`);
  const c = new WsClient(socket);
  await new Promise((res, rej) => {
    socket.once('open', res);
    socket.once('error', rej);
  });
  return c;
}

describe('views that send only what changed', () => {
  it('rebuild the whole view from deltas across 200+ moves and undos; a hello costs only the missed lines', async () => {
    const g = await createGame(server.url, { players: humans(3), options: { seed: 31, startSeat: 0 } });
    const tokens = g.seats.map((s) => s.token!);
    const seats = [0, 1, 2, null] as const;
    const tokenOf = (seat: number | null) => (seat === null ? undefined : tokens[seat]);
    // Per seat (and the spectator): one socket with deltas, one with whole views to compare.
    const delta = await Promise.all(seats.map((s) => openDelta(g.gameId, tokenOf(s))));
    const whole = await Promise.all(seats.map((s) => WsClient.open(server.url, g.gameId, tokenOf(s))));

    const r = rng(4);
    let version = 0;
    let undos = 0;
    while (version < 220) {
      const spectator = (await http<ViewResponse>(server.url, 'GET', `/api/games/${g.gameId}/view`)).body;
      if (spectator.view.over) break;
      const seat = spectator.view.pending!.seat;
      const mine = (await http<ViewResponse>(server.url, 'GET', `/api/games/${g.gameId}/view`, undefined, tokens[seat])).body;
      const res = await http<ViewResponse>(server.url, 'POST', `/api/games/${g.gameId}/actions`, { version: mine.version, action: pick(r, mine.view.legal) }, tokens[seat]);
      expect(res.status).toBe(200);
      version = res.body.version;
      if (res.body.canUndo && r() < 0.5) {
        const undone = await http<ViewResponse>(server.url, 'POST', `/api/games/${g.gameId}/undo`, { version }, tokens[seat]);
        expect(undone.status).toBe(200);
        version = undone.body.version;
        undos++;
      }
    }
    expect(version).toBeGreaterThanOrEqual(200);
    expect(undos).toBeGreaterThan(0);
    for (const c of [...delta, ...whole]) await c.view(version);

    // Splicing every delta in order rebuilds, at every version, exactly the whole view.
    let spliced = 0;
    for (const [i, c] of delta.entries()) {
      const reference = new Map(views(whole[i]).map((m) => [m.version, m]));
      let held: ViewResponse | null = null;
      for (const m of views(c)) {
        const merged = mergeView(held, m);
        expect(merged, `seat ${seats[i]} v${m.version}`).not.toBeNull();
        held = merged;
        const ref = reference.get(m.version);
        expect(ref).toBeDefined();
        expect({ ...held!, type: 'view' }).toEqual(ref);
        if (m.logFrom !== undefined) spliced++;
      }
    }
    expect(spliced).toBeGreaterThan(4 * 190);

    // A hello with the version held 5 moves ago: the log lines sent are exactly those missed.
    for (const [i, seat] of seats.entries()) {
      const ref = new Map(views(whole[i]).map((m) => [m.version, m]));
      const now = ref.get(version)!;
      {
        const since = version - 5;
        const old = ref.get(since)!;
        const from = delta[i].messages.length;
        delta[i].send({ type: 'hello', sinceVersion: since });
        const answer = (await delta[i].next((m) => m.type === 'view', 10_000, from)) as View;
        // Nothing was undone in the last moves only if the old log is a prefix of the new one.
        const prefix = JSON.stringify(now.view.log.slice(0, old.view.log.length)) === JSON.stringify(old.view.log);
        if (prefix) {
          expect(answer.logFrom).toBe(old.view.log.length);
          expect(answer.view.log).toEqual(now.view.log.slice(old.view.log.length));
        } else {
          expect(answer.view.log).toEqual(now.view.log.slice(answer.logFrom));
        }
        expect(answer.logLength).toBe(now.view.log.length);
        expect(answer.baseVersion).toBe(since);
        expect(mergeView(old, answer)).toEqual({ ...now, type: 'view' });
      }
      // The same over REST.
      const rest = (await http<ViewResponse>(server.url, 'GET', `/api/games/${g.gameId}/view?sinceVersion=${version - 5}`, undefined, tokenOf(seat))).body;
      expect(rest.baseVersion).toBe(version - 5);
      const restMerged = mergeView(ref.get(version - 5)!, rest)!;
      const { type: _t, ...nowBody } = now;
      expect(restMerged).toEqual(nowBody);
      expect(rest.view.log.length).toBeLessThan(now.view.log.length / 5);
      // Without sinceVersion, the whole view.
      const full = (await http<ViewResponse>(server.url, 'GET', `/api/games/${g.gameId}/view`, undefined, tokenOf(seat))).body;
      expect(full.logFrom).toBeUndefined();
      expect(full).toEqual(nowBody);
    }

    // A socket opened with the version it holds starts with a delta too.
    const late = await openDelta(g.gameId, tokens[1], version - 3);
    const first = (await late.next((m) => m.type === 'view')) as View;
    expect(first.baseVersion).toBe(version - 3);
    expect(mergeView(views(whole[1]).find((m) => m.version === version - 3)!, first)).toEqual(views(whole[1]).at(-1));
    // Holding the current version: nothing to send but the small rest of the view.
    const current = await openDelta(g.gameId, tokens[1], version);
    const none = (await current.next((m) => m.type === 'view')) as View;
    expect(none.view.log).toEqual([]);
    expect(none.logFrom).toBe(none.logLength);
    expect(mergeView(views(whole[1]).at(-1)!, none)).toEqual(views(whole[1]).at(-1));
    for (const c of [...delta, ...whole, late, current]) c.close();
  });

  it('sends whole views to sockets that did not ask for deltas', async () => {
    const g = await createGame(server.url, { players: humans(2), options: { seed: 5, startSeat: 0 } });
    const c = await WsClient.open(server.url, g.gameId, g.seats[0].token);
    await c.view(0);
    const r = await http<ViewResponse>(server.url, 'POST', `/api/games/${g.gameId}/actions`, { version: 0, action: { type: 'explore' } }, g.seats[0].token);
    expect(r.status).toBe(200);
    const pushed = (await c.view(1)) as ServerMessage & ViewResponse;
    expect(pushed.logFrom).toBeUndefined();
    expect(pushed.view.log).toEqual(r.body.view.log);
    c.close();
  });
});
