// npm run bench:server — the game server under load on loopback. A server process (SQLite,
// durable appends) serves many concurrent 2-player games; scripted clients in this process
// play random legal actions over WebSockets (and, in one phase, over HTTP) and time each
// action from sending it to its acknowledgement (stored durably, applied, views pushed).
//
// Options: --games N (1000), --rate R actions/s for the paced phases (500), --seconds S (15),
// --url U to load a server already running (started with --no-rate-limit) instead of starting one.
import { spawnServer } from './spawn-server.ts';
import type { ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { Action, ClaimResponse, CreateGameResponse, HealthResponse, ServerMessage, ViewResponse } from '../src/protocol/game.ts';

const args = process.argv.slice(2);
const opt = (name: string, dflt: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const GAMES = opt('games', 1000);
const RATE = opt('rate', 500);
const SECONDS = opt('seconds', 15);

function startServer(dir: string): Promise<{ child: ChildProcess; url: string }> {
  // One client process holds every socket from one address: no per-address connection cap.
  return spawnServer(['--port', '0', '--db', join(dir, 'bench.sqlite'), '--quiet-log', '--no-rate-limit', '--max-connections-per-ip', '0'], { DATABASE_URL: '', REDIS_URL: '' });
}

let seed = 12345;
function random(): number {
  seed = (seed * 1103515245 + 12345) >>> 0;
  return seed / 4294967296;
}

interface Seat {
  socket: WebSocket;
  token: string;
}
interface Game {
  id: string;
  seats: Seat[];
  /** Latest view that asks a seat to act, not yet answered. */
  ready: { seat: number; version: number; legal: Action[] } | null;
  inFlight: boolean;
  sentAt: number;
  over: boolean;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'abyss-bench-'));
  const urlArg = args.indexOf('--url');
  const { child, url } = urlArg >= 0 ? { child: null, url: args[urlArg + 1] } : await startServer(dir);
  const wsBase = url.replace(/^http/, 'ws');
  console.log(`server ${url}; ${GAMES} games, paced phases at ${RATE} actions/s, ${SECONDS} s each`);

  // Create the games and connect every seat.
  const games: Game[] = [];
  const t0 = performance.now();
  for (let i = 0; i < GAMES; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, GAMES - i) }, async () => {
        const r = await fetch(`${url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ players: [{ kind: 'human' }, { kind: 'human' }] }) });
        const g = (await r.json()) as CreateGameResponse;
        // The second seat is an invite: claim it, as the friend's browser would.
        for (const s of g.seats) {
          if (s.invite === undefined) continue;
          const c = await fetch(`${url}/api/games/${g.gameId}/claim`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: s.invite }) });
          s.token = ((await c.json()) as ClaimResponse).token;
        }
        return g;
      }),
    );
    for (const g of batch) games.push({ id: g.gameId, seats: g.seats.map((s) => ({ token: s.token!, socket: null as unknown as WebSocket })), ready: null, inFlight: false, sentAt: 0, over: false });
  }
  console.log(`created ${games.length} games in ${Math.round(performance.now() - t0)} ms`);

  let latencies: number[] = [];
  let onReady: (g: Game) => void = () => undefined;
  await Promise.all(
    games.flatMap((g) =>
      g.seats.map(
        (seat, i) =>
          new Promise<void>((resolve, reject) => {
            const socket = new WebSocket(`${wsBase}/api/games/${g.id}/ws?token=${seat.token}`);
            seat.socket = socket;
            socket.on('open', () => resolve());
            socket.on('error', reject);
            socket.on('message', (data) => {
              const m = JSON.parse(data.toString()) as ServerMessage;
              if (m.type === 'result') {
                if (m.ok) latencies.push(performance.now() - g.sentAt);
                g.inFlight = false;
                if (g.ready) onReady(g);
              } else if (m.type === 'view') {
                if (m.view.over) g.over = true;
                else if (m.view.legal.length && m.seat === i) {
                  g.ready = { seat: i, version: m.version, legal: m.view.legal };
                  if (!g.inFlight) onReady(g);
                }
              }
            });
          }),
      ),
    ),
  );
  console.log(`connected ${games.length * 2} WebSockets`);

  const send = (g: Game) => {
    const r = g.ready;
    if (!r || g.inFlight || g.over) return false;
    g.ready = null;
    g.inFlight = true;
    g.sentAt = performance.now();
    g.seats[r.seat].socket.send(JSON.stringify({ type: 'action', version: r.version, action: r.legal[Math.floor(random() * r.legal.length)] }));
    return true;
  };

  const results: { phase: string; actions: number; seconds: number; p50: number; p99: number; max: number; serverLoopMaxMs: number; clientLoopMaxMs: number }[] = [];
  // Event-loop stalls on both sides tell server slowness from client (or machine) slowness.
  const clientLoop = monitorEventLoopDelay({ resolution: 10 });
  clientLoop.enable();
  const health = async () => (await (await fetch(`${url}/api/health`)).json()) as HealthResponse;
  const report = async (phase: string, seconds: number) => {
    const sorted = latencies.slice().sort((a, b) => a - b);
    const server = await health();
    const row = {
      phase, actions: sorted.length, seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1],
      serverLoopMaxMs: server.loopDelayMs.max, clientLoopMaxMs: clientLoop.max / 1e6,
    };
    results.push(row);
    console.log(
      `${phase}: ${(row.actions / seconds).toFixed(0)} actions/s, p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, max ${row.max.toFixed(1)} ms ` +
        `(${row.actions} actions; event-loop stall max: server ${row.serverLoopMaxMs.toFixed(0)} ms, client ${row.clientLoopMaxMs.toFixed(0)} ms)`,
    );
    latencies = [];
    clientLoop.reset();
  };

  // Phase 1: paced over WebSockets. A queue of games ready to act, drained at RATE per second.
  const queue: Game[] = [];
  const paced = async (phase: string, rate: number, seconds: number, fire: (g: Game) => void) => {
    onReady = (g) => queue.push(g);
    for (const g of games) if (g.ready && !g.inFlight) queue.push(g);
    latencies = [];
    await health();
    clientLoop.reset();
    const start = performance.now();
    let released = 0;
    await new Promise<void>((resolve) => {
      const tick = setInterval(() => {
        const elapsed = (performance.now() - start) / 1000;
        if (elapsed >= seconds) {
          clearInterval(tick);
          return resolve();
        }
        const due = Math.floor(elapsed * rate) - released;
        for (let k = 0; k < due && queue.length; k++) {
          const i = Math.floor(random() * queue.length);
          const g = queue[i];
          queue[i] = queue[queue.length - 1];
          queue.pop();
          if (g.ready && !g.inFlight && !g.over) {
            fire(g);
            released++;
          } else k--;
        }
      }, 5);
    });
    onReady = () => undefined;
    await new Promise((r) => setTimeout(r, 500)); // let in-flight actions land
    await report(phase, seconds);
  };

  await paced('warm-up, WebSocket', RATE, 3, send);
  await paced(`WebSocket, paced at ${RATE}/s`, RATE, SECONDS, send);

  // Phase 2: unpaced, every game acts as soon as it may (closed loop, GAMES concurrent).
  latencies = [];
  await health();
  clientLoop.reset();
  onReady = (g) => void send(g);
  const start = performance.now();
  for (const g of games) send(g);
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  onReady = () => undefined;
  const elapsed = (performance.now() - start) / 1000;
  await new Promise((r) => setTimeout(r, 1000));
  await report(`WebSocket, unpaced (${GAMES} concurrent games)`, elapsed);

  // Phase 3: paced over HTTP (POST /actions with the version of the last pushed view).
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const httpSend = (g: Game) => {
    const r = g.ready!;
    g.ready = null;
    g.inFlight = true;
    const sentAt = performance.now();
    const body = JSON.stringify({ version: r.version, action: r.legal[Math.floor(random() * r.legal.length)] });
    const done = () => {
      g.inFlight = false;
      if (g.ready) onReady(g);
    };
    const req = request(`${url}/api/games/${g.id}/actions`, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${g.seats[r.seat].token}` },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        JSON.parse(Buffer.concat(chunks).toString());
        if (res.statusCode === 200) latencies.push(performance.now() - sentAt);
        done();
      });
    });
    req.on('error', done);
    req.end(body);
  };
  await paced(`HTTP, paced at ${RATE}/s`, RATE, SECONDS, httpSend);

  const over = games.filter((g) => g.over).length;
  const sample = await fetch(`${url}/api/games/${games[0].id}/view`).then((r) => r.json() as Promise<ViewResponse>);
  console.log(`games finished during the run: ${over}; a view is ~${(JSON.stringify(sample).length / 1024).toFixed(1)} KiB at version ${sample.version}`);
  console.log(JSON.stringify({ games: GAMES, rate: RATE, seconds: SECONDS, results }, (_k, v) => (typeof v === 'number' ? Math.round(v * 10) / 10 : v)));

  for (const g of games) for (const s of g.seats) s.socket.close();
  agent.destroy();
  if (child) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  rmSync(dir, { recursive: true, force: true });
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
