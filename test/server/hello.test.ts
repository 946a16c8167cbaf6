// `hello` must not amplify (issue 29, point 4): a burst of small hellos once produced a whole view
// each (1,440 bytes in, 1.31 MB out). Hellos now cost at most two views per change of the game,
// a socket that already holds the answer gets nothing, and refused messages get one error per
// run. The bytes out over a burst are counted exactly.
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewResponse } from '../../src/protocol/game.ts';
import { createGame, http, humans, startServer, WsClient } from './helpers.ts';

type Server = Awaited<ReturnType<typeof startServer>>;
let server: Server;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

async function open(base: string, gameId: string, query: Record<string, string>): Promise<WsClient> {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/games/${gameId}/ws?${new URLSearchParams(query)}`);
  const c = new WsClient(socket);
  await new Promise((res, rej) => {
    socket.once('open', res);
    socket.once('error', rej);
  });
  return c;
}

const BARE = JSON.stringify({ type: 'hello' });
const SINCE_0 = JSON.stringify({ type: 'hello', sinceVersion: 0 });

/** Sends `n` bare hellos and `n` hellos from version 0, then a ping; returns what came back before the pong. */
async function burst(c: WsClient, n: number): Promise<{ bytesIn: number; out: string[] }> {
  const from = c.raw.length;
  let bytesIn = 0;
  for (let i = 0; i < n; i++) {
    c.send(BARE);
    c.send(SINCE_0);
    bytesIn += BARE.length + SINCE_0.length;
  }
  c.send({ type: 'ping' });
  await c.next((m) => m.type === 'pong', 10_000, c.messages.length);
  const out = c.raw.slice(from);
  expect(out.pop()).toBe('{"type":"pong"}');
  return { bytesIn, out };
}

describe('hello over WebSocket', () => {
  it('answers a burst of hellos with at most two views per change of the game', async () => {
    const g = await createGame(server.url, { players: humans(2), options: { startSeat: 0 } });
    const token = g.seats[0].token!;
    const viewOf = async () => (await http<ViewResponse>(server.url, 'GET', `/api/games/${g.gameId}/view`, undefined, token)).body;

    // A socket of whole views already holds the answer to every hello: nothing comes back.
    const whole = await open(server.url, g.gameId, { token });
    await whole.next((m) => m.type === 'table');
    const quiet = await burst(whole, 60);
    expect(quiet.out).toEqual([]);

    // A delta socket after a move holds a delta: the first bare hello gets the whole view, the
    // rest nothing. Bytes out over the burst: exactly one whole view.
    const delta = await open(server.url, g.gameId, { token, delta: '1' });
    await delta.next((m) => m.type === 'table');
    const [before, wholeBefore] = [delta.messages.length, whole.messages.length];
    const moved = await http(server.url, 'POST', `/api/games/${g.gameId}/actions`, { version: 0, action: { type: 'explore' } }, token);
    expect(moved.status).toBe(200);
    const pushed = await delta.next((m) => m.type === 'view', 10_000, before);
    expect(pushed.type === 'view' && pushed.logFrom !== undefined).toBe(true);
    await delta.next((m) => m.type === 'table', 10_000, before);
    await whole.next((m) => m.type === 'view', 10_000, wholeBefore);
    await whole.next((m) => m.type === 'table', 10_000, wholeBefore);

    const once = await burst(delta, 60);
    expect(once.out.length).toBe(1);
    const answer = JSON.parse(once.out[0]) as ViewResponse & { type: string };
    expect(answer).toEqual({ type: 'view', ...(await viewOf()) });
    const bytesOut = once.out[0].length;
    expect(once.bytesIn).toBe(60 * (BARE.length + SINCE_0.length));
    // The amplification ratio of the whole burst: one view over 2,820 bytes of hellos.
    expect(bytesOut / once.bytesIn).toBeLessThan(4);

    // The socket of whole views got the new version pushed whole: only the first hello from
    // version 0 is answered (the client says it holds that version), once.
    const pushedWhole = await burst(whole, 60);
    expect(pushedWhole.out.map((t) => JSON.parse(t) as unknown)).toEqual([{ type: 'view', ...(await viewOf()) }]);

    // And after that, at the same version, a burst on either socket costs nothing at all.
    expect((await burst(delta, 60)).out).toEqual([]);
    expect((await burst(whole, 60)).out).toEqual([]);
    whole.close();
    delta.close();
  });

  it('refuses a flood of hellos with one error, then closes the socket', async () => {
    const limited = await startServer({ ws: { perSecond: 0.001, burst: 5 } });
    try {
      const g = await createGame(limited.url, { players: humans(2) });
      const c = await open(limited.url, g.gameId, { token: g.seats[0].token! });
      await c.next((m) => m.type === 'table');
      const from = c.raw.length;
      for (let i = 0; i < 30; i++) c.send(BARE);
      expect((await c.waitClose()).code).toBe(4429);
      expect(c.raw.slice(from).map((t) => JSON.parse(t) as unknown)).toEqual([
        { type: 'error', error: { code: 'RATE_LIMITED', message: 'Too many messages; slow down.' } },
      ]);
    } finally {
      await limited.stop();
    }
  });
});
