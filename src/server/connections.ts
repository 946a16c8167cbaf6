// Per-IP cap on simultaneous TCP connections (HTTP keep-alive and WebSocket alike: an upgraded
// WebSocket keeps its TCP connection), and the list of open connections so that shutdown can
// cut the ones still open when the grace period ends.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from '../protocol/game.ts';

export class ConnectionGuard {
  private readonly perIp = new Map<string, number>();
  private readonly open = new Set<Socket>();
  /** Connections refused so far (for the logs and tests). */
  refused = 0;

  /** @param maxPerIp simultaneous connections per peer address; 0 for no cap. */
  constructor(server: Server, private readonly maxPerIp: number) {
    // Listeners on 'connection' run after the HTTP server's own, so the parser is attached;
    // ending the socket here answers before any request is read.
    server.on('connection', (socket: Socket) => this.accept(socket));
  }

  private accept(socket: Socket): void {
    // The TCP peer, never a forwarded header: a client cannot pick the address it is counted under.
    const ip = socket.remoteAddress ?? 'unknown';
    const n = this.perIp.get(ip) ?? 0;
    if (this.maxPerIp > 0 && n >= this.maxPerIp) {
      this.refused++;
      const body = JSON.stringify({
        error: { code: 'RATE_LIMITED', message: `Too many connections from one address (at most ${this.maxPerIp}); close some and retry.` },
      } satisfies ErrorBody);
      socket.on('error', () => undefined);
      socket.end(
        `HTTP/1.1 429 Too Many Requests\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
      // A client that never reads its answer must not hold the socket.
      setTimeout(() => socket.destroy(), 1000).unref();
      return;
    }
    this.perIp.set(ip, n + 1);
    this.open.add(socket);
    socket.once('close', () => {
      this.open.delete(socket);
      const left = (this.perIp.get(ip) ?? 1) - 1;
      if (left > 0) this.perIp.set(ip, left);
      else this.perIp.delete(ip);
    });
  }

  /** Open connections now (all addresses). */
  get size(): number {
    return this.open.size;
  }

  /** Cuts every open connection (end of the shutdown grace period). */
  destroyAll(): void {
    for (const s of this.open) s.destroy();
  }
}
