// A change reaches each socket in one write (issue 29, point 9): the view and the table status
// are corked together, so the server makes one system call per socket and change, not two.
import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage, ViewResponse } from '../../src/protocol/game.ts';
import { createGame, http, humans, startServer, WsClient } from './helpers.ts';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

describe('pushes of a change', () => {
  it('leave in one write per socket: view and table status together', async () => {
    const g = await createGame(server.url, { players: humans(2), options: { startSeat: 0 } });
    const [t0, t1] = g.seats.map((s) => s.token!);
    const clients = [await WsClient.open(server.url, g.gameId, t1), await WsClient.open(server.url, g.gameId)];
    for (const c of clients) {
      await c.view(0);
      await c.next((m) => m.type === 'table');
    }
    // Writes by the server's side of these sockets (its remote port is the client's local port).
    const ports = new Set(clients.map((c) => (c.socket as unknown as { _socket: Socket })._socket.localPort));
    const writes = new Map<number, number[]>();
    const count = (s: Socket, chunks: number) => {
      if (!(s as Socket & { server?: unknown }).server || !ports.has(s.remotePort!)) return;
      writes.set(s.remotePort!, [...(writes.get(s.remotePort!) ?? []), chunks]);
    };
    const proto = Socket.prototype as unknown as { _write: (...a: unknown[]) => void; _writev: (chunks: unknown[], cb: unknown) => void };
    const origWrite = proto._write;
    const origWritev = proto._writev;
    proto._write = function (this: Socket, ...a: unknown[]) {
      count(this, 1);
      return origWrite.apply(this, a);
    };
    proto._writev = function (this: Socket, chunks: unknown[], cb: unknown) {
      count(this, chunks.length);
      return origWritev.call(this, chunks, cb);
    };
    try {
      const marks = clients.map((c) => c.messages.length);
      const moved = await http<ViewResponse>(server.url, 'POST', `/api/games/${g.gameId}/actions`, { version: 0, action: { type: 'explore' } }, t0);
      expect(moved.status).toBe(200);
      for (const [i, c] of clients.entries()) {
        await c.next((m) => m.type === 'view' && m.version === 1, 10_000, marks[i]);
        await c.next((m: ServerMessage) => m.type === 'table', 10_000, marks[i]);
      }
    } finally {
      proto._write = origWrite;
      proto._writev = origWritev;
    }
    // Each socket: one write carrying both messages (each frame is a header and a payload).
    expect(writes.size).toBe(2);
    for (const w of writes.values()) expect(w).toEqual([4]);
    for (const c of clients) c.close();
  });
});
