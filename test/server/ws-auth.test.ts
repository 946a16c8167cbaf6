// A seat token kept out of WebSocket URLs: `?auth=1`, then `{type:'auth', token}` first.
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewResponse } from '../../src/protocol/game.ts';
import { createGame, humans, startServer, WsClient } from './helpers.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let gameId: string;
let tokens: string[];

beforeAll(async () => {
  server = await startServer();
  const g = await createGame(server.url, { players: humans(2), options: { startSeat: 0 } });
  gameId = g.gameId;
  tokens = g.seats.map((s) => s.token!);
});
afterAll(async () => {
  await server.stop();
});

/** Opens a socket on `query` and sends `first` (if any) as soon as it is open. */
async function open(query: string, first?: unknown): Promise<WsClient> {
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/games/${gameId}/ws?${query}`);
  const c = new WsClient(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  if (first !== undefined) c.send(first);
  return c;
}

describe('WebSocket sign-in by first message', () => {
  it('gives the seat of the token sent in the first message, and nothing before it', async () => {
    const c = await open('auth=1&delta=1', { type: 'auth', token: tokens[1] });
    const v = (await c.view(0)) as ViewResponse;
    expect(v.seat).toBe(1);
    expect(v.view.players[1].hand).toBeDefined();
    // The first message the server sent is that view: nothing went out before the sign-in.
    expect(c.messages[0]).toMatchObject({ type: 'view', seat: 1 });
    c.send({ type: 'action', requestId: 'r', version: v.version, action: { type: 'explore' } });
    // Seat 0 is to play: the socket acts as seat 1 and is told so.
    expect(await c.next((m) => m.type === 'result')).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } });
    c.close();
  });

  it('makes a spectator of an auth message without a token', async () => {
    const c = await open('auth=1', { type: 'auth' });
    const v = (await c.view(0)) as ViewResponse;
    expect(v.seat).toBeNull();
    expect(v.view.players.every((p) => p.hand === undefined)).toBe(true);
    c.close();
  });

  it('closes with 4401 when the first message is not an auth message', async () => {
    const c = await open('auth=1', { type: 'hello' });
    expect(await c.waitClose()).toEqual({ code: 4401, reason: 'send {type:"auth"} first' });
    expect(c.messages).toEqual([]);
  });

  it('closes with 4403 for a foreign token, or a token both in the URL and in a message', async () => {
    const foreign = await open('auth=1', { type: 'auth', token: 'x'.repeat(43) });
    expect((await foreign.waitClose()).code).toBe(4403);
    const twice = await open(`auth=1&token=${tokens[0]}`, { type: 'auth', token: tokens[0] });
    expect((await twice.waitClose()).code).toBe(4403);
    expect([...foreign.messages, ...twice.messages]).toEqual([]);
  });
});
