// npx tsx bench/server-bots.bench.ts — tables of one person and two medium bots (issue 29,
// point 9). A server process (SQLite; or --procs 2: two processes behind PostgreSQL and Redis,
// from DATABASE_URL and REDIS_URL) with its default bot settings; this process creates the
// tables, opens the person's WebSocket of each (as the web client does: ?auth=1&delta=1) and
// plays the person's decisions after a think time, timing each from sending it to its result.
// Reports p50/p95/p99 of those round trips, the server's event-loop delay and its RSS.
//
// Options: --tables N (320), --seconds S measured (20) after --warm S (5), --think MS a person's
// pause before each decision (1000), --procs 1|2 (1), --cpu-prof DIR (profile the server).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { CreateGameResponse, HealthResponse, ServerMessage } from '../src/protocol/game.ts';

const args = process.argv.slice(2);
const opt = (name: string, dflt: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const optStr = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const TABLES = opt('tables', 320);
const SECONDS = opt('seconds', 20);
const WARM = opt('warm', 5);
const THINK = opt('think', 1000);
const PROCS = opt('procs', 1);
const CPU_PROF = optStr('cpu-prof');

function startServer(dir: string, k: number): Promise<{ child: ChildProcess; url: string }> {
  const cluster = PROCS > 1;
  if (cluster && (!process.env.DATABASE_URL || !process.env.REDIS_URL)) throw new Error('--procs 2 needs DATABASE_URL and REDIS_URL');
  const prof = CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROF] : [];
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', 'src/server/main.ts', '--port', '0', '--db', join(dir, 'bench.sqlite'), '--quiet-log', '--no-rate-limit', '--max-connections-per-ip', '0'], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, DATABASE_URL: cluster ? process.env.DATABASE_URL : '', REDIS_URL: cluster ? process.env.REDIS_URL : '', ABYSS_PG_SCHEMA: cluster ? `bench_${process.pid}` : '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve({ child, url: m[1] });
    });
    child.on('exit', (code) => reject(new Error(`server ${k} exited (${code})`)));
  });
}

let seed = 4242;
function random(): number {
  seed = (seed * 1103515245 + 12345) >>> 0;
  return seed / 4294967296;
}
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
/** CPU time (user + system, ms) a process has used: steadier than latencies on a loaded machine. */
const cpuMs = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
};
const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

const tableIds: string[] = [];
/** Moves made so far at every table (the sum of their versions), read from the first server. */
async function totalMoves(): Promise<number> {
  let n = 0;
  for (let i = 0; i < tableIds.length; i += 50) {
    const vs = await Promise.all(tableIds.slice(i, i + 50).map(async (id) => ((await (await fetch(`${servers[0].url}/api/games/${id}/view`)).json()) as { version: number }).version));
    n += vs.reduce((a, b) => a + b, 0);
  }
  return n;
}

const dir = mkdtempSync(join(tmpdir(), 'abyss-bench-bots-'));
const servers = await Promise.all(Array.from({ length: PROCS }, (_, k) => startServer(dir, k)));
let latencies: number[] = [];
let measuring = false;
const sockets: WebSocket[] = [];
try {
  for (let i = 0; i < TABLES; i += 40) {
    await Promise.all(Array.from({ length: Math.min(40, TABLES - i) }, async (_, j) => {
      // Tables alternate between the processes; each person's socket goes to the other one
      // in a cluster, so every move crosses the fan-out.
      const k = (i + j) % PROCS;
      const r = await fetch(`${servers[k].url}/api/games`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ players: [{ kind: 'human' }, { kind: 'bot', level: 'medium' }, { kind: 'bot', level: 'medium' }] }),
      });
      const g = (await r.json()) as CreateGameResponse;
      tableIds.push(g.gameId);
      const token = g.seats[0].token!;
      const ws = new WebSocket(`${servers[(k + 1) % PROCS].url.replace(/^http/, 'ws')}/api/games/${g.gameId}/ws?auth=1&delta=1`);
      sockets.push(ws);
      let sentAt = 0;
      let pending: ReturnType<typeof setTimeout> | null = null;
      await new Promise<void>((resolve, reject) => {
        ws.on('open', () => {
          ws.send(JSON.stringify({ type: 'auth', token }));
          resolve();
        });
        ws.on('error', reject);
      });
      ws.on('message', (data) => {
        const m = JSON.parse(data.toString()) as ServerMessage;
        if (m.type === 'result') {
          if (m.ok && measuring) latencies.push(performance.now() - sentAt);
        } else if (m.type === 'view' && !m.view.over && m.seat === 0 && m.view.pending?.seat === 0 && m.view.legal.length > 0 && !pending) {
          const version = m.version;
          const legal = m.view.legal;
          pending = setTimeout(() => {
            pending = null;
            sentAt = performance.now();
            ws.send(JSON.stringify({ type: 'action', requestId: String(version), version, action: legal[Math.floor(random() * legal.length)] }));
          }, THINK * (0.5 + random()));
        }
      });
    }));
  }
  console.log(`${TABLES} tables (1 person + 2 medium bots) on ${PROCS} process(es); think ${THINK} ms`);
  await new Promise((r) => setTimeout(r, WARM * 1000));
  for (const s of servers) await fetch(`${s.url}/api/health`);
  measuring = true;
  latencies = [];
  const moves0 = await totalMoves();
  const cpu0 = servers.map((s) => cpuMs(s.child.pid!));
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  measuring = false;
  const cpu = servers.map((s, k) => cpuMs(s.child.pid!) - cpu0[k]);
  const moves = (await totalMoves()) - moves0;
  const sorted = latencies.slice().sort((a, b) => a - b);
  const health = await Promise.all(servers.map(async (s) => (await (await fetch(`${s.url}/api/health`)).json()) as HealthResponse));
  const row = {
    tables: TABLES, procs: PROCS, seconds: SECONDS, actions: sorted.length,
    p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted[sorted.length - 1],
    serverLoop: health.map((h) => h.loopDelayMs), rssMb: servers.map((s) => rssMb(s.child.pid!)),
    // Every move (people's and bots'), and the servers' CPU per move (all threads).
    moves, serverCpuUsPerMove: Math.round((cpu.reduce((a, b) => a + b, 0) / moves) * 1000),
  };
  console.log(JSON.stringify(row, (_k, v) => (typeof v === 'number' ? Math.round(v * 10) / 10 : v)));
} finally {
  for (const s of sockets) s.close();
  for (const s of servers) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => new Promise((r) => (s.child.exitCode !== null ? r(null) : s.child.once('exit', r)))));
  rmSync(dir, { recursive: true, force: true });
}
