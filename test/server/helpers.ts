// Shared helpers for the server tests: a server on a free port with its own SQLite file,
// small HTTP and WebSocket clients, and random legal play.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import WebSocket from 'ws';
import { main, type MainOptions, type RunningServer } from '../../src/server/main.ts';
import type { Action, ClaimResponse, CreateGameRequest, CreateGameResponse, ServerMessage, ViewResponse } from '../../src/protocol/game.ts';

export const DATABASE_URL = process.env.DATABASE_URL || undefined;
export const REDIS_URL = process.env.REDIS_URL || undefined;

export function tempDir(prefix = 'abyss-server-'): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A server on a free port; SQLite in a temp dir unless `databaseUrl` is given. */
export async function startServer(opts: MainOptions = {}): Promise<RunningServer & { dir: string; stop(): Promise<void> }> {
  const tmp = tempDir();
  const server = await main({
    port: 0,
    dbFile: join(tmp.dir, 'abyss.sqlite'),
    databaseUrl: '',
    redisUrl: '',
    logger: false,
    rateLimitPerMinute: false,
    ws: { perSecond: 10_000, burst: 10_000 },
    bots: { delayMs: 0, threads: 0 },
    // No undo grace unless a test asks: bots answer at once, as most tests expect.
    undoGraceMs: 0,
    quiet: true,
    staticDir: join(tmp.dir, 'no-client'),
    ...opts,
  });
  return {
    ...server,
    dir: tmp.dir,
    stop: async () => {
      await server.close();
      tmp.cleanup();
    },
  };
}

export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export async function http<T = unknown>(base: string, method: string, path: string, body?: unknown, token?: string): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const r = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await r.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: r.status, body: parsed as T, headers: r.headers };
}

/**
 * Creates a game and claims every invite, as if each friend opened their link: the returned
 * seats all carry a `token` (tests that drive every seat need them all).
 */
export async function createGame(base: string, req: CreateGameRequest): Promise<CreateGameResponse> {
  const created = await createOnly(base, req);
  for (const s of created.seats) {
    if (s.invite === undefined) continue;
    const r = await http<ClaimResponse>(base, 'POST', `/api/games/${created.gameId}/claim`, { code: s.invite });
    if (r.status !== 200) throw new Error(`claim failed: ${r.status} ${JSON.stringify(r.body)}`);
    s.token = r.body.token;
  }
  return created;
}

/** Creates a game as the creator sees it: a token for their own seat, invite codes for the others. */
export async function createOnly(base: string, req: CreateGameRequest): Promise<CreateGameResponse> {
  const r = await http<CreateGameResponse>(base, 'POST', '/api/games', req);
  if (r.status !== 201) throw new Error(`create failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

export function humans(n: number): CreateGameRequest['players'] {
  return Array.from({ length: n }, () => ({ kind: 'human' as const }));
}

/** A WebSocket client that records every message and lets a test wait for one. */
export class WsClient {
  readonly messages: ServerMessage[] = [];
  readonly raw: string[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: { pred: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  private closeWaiters: (() => void)[] = [];
  private listeners: ((m: ServerMessage) => void)[] = [];

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = data.toString();
      this.raw.push(text);
      const m = JSON.parse(text) as ServerMessage;
      this.messages.push(m);
      for (const l of this.listeners) l(m);
      this.waiters = this.waiters.filter((w) => {
        if (!w.pred(m)) return true;
        w.resolve(m);
        return false;
      });
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      for (const w of this.closeWaiters) w();
    });
    socket.on('error', () => undefined);
  }

  static open(base: string, gameId: string, token?: string): Promise<WsClient> {
    const url = `${base.replace(/^http/, 'ws')}/api/games/${gameId}/ws${token ? `?token=${encodeURIComponent(token)}` : ''}`;
    const socket = new WebSocket(url);
    const c = new WsClient(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(c));
      socket.once('error', reject);
    });
  }

  /** Calls `fn` for every message, those already received first. */
  onMessage(fn: (m: ServerMessage) => void): void {
    for (const m of this.messages) fn(m);
    this.listeners.push(fn);
  }

  send(m: unknown): void {
    this.socket.send(typeof m === 'string' ? m : JSON.stringify(m));
  }

  /** The first message (already received or future) matching `pred` after index `from`. */
  next(pred: (m: ServerMessage) => boolean, timeoutMs = 10_000, from = 0): Promise<ServerMessage> {
    const seen = this.messages.slice(from).find(pred);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out waiting for a WebSocket message')), timeoutMs);
      this.waiters.push({ pred, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  }

  /** The latest view received at or after `version`. */
  view(version: number, timeoutMs = 10_000): Promise<ViewResponse> {
    return this.next((m) => m.type === 'view' && m.version >= version, timeoutMs) as Promise<ViewResponse>;
  }

  waitClose(timeoutMs = 5000): Promise<{ code: number; reason: string }> {
    if (this.closed) return Promise.resolve(this.closed);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('socket did not close')), timeoutMs);
      this.closeWaiters.push(() => (clearTimeout(timer), resolve(this.closed!)));
    });
  }

  close(): void {
    this.socket.close();
  }
}

/** Small deterministic PRNG for test choices. */
export function rng(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (x + 0x6d2b79f5) >>> 0;
    let t = x;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(r: () => number, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)];
}

/** Plays one legal random action for whoever must decide, over HTTP. Returns false when over. */
export async function stepRandom(base: string, gameId: string, tokens: string[], r: () => number): Promise<boolean> {
  const spectator = await http<ViewResponse>(base, 'GET', `/api/games/${gameId}/view`);
  if (spectator.body.view.over) return false;
  const seat = spectator.body.view.pending!.seat;
  const v = await http<ViewResponse>(base, 'GET', `/api/games/${gameId}/view`, undefined, tokens[seat]);
  const action: Action = pick(r, v.body.view.legal);
  const res = await http<ViewResponse>(base, 'POST', `/api/games/${gameId}/actions`, { version: v.body.version, action }, tokens[seat]);
  if (res.status !== 200) throw new Error(`action refused: ${JSON.stringify(res.body)}`);
  return true;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/**
 * Waits for a condition the test can only read from outside (another process, a server's
 * state, a file): resolves with its first truthy value, or fails naming `what` after
 * `timeoutMs`, a bound for a loaded machine, never a pace.
 */
export async function until<T>(what: string, cond: () => T | Promise<T>, timeoutMs = 20_000): Promise<NonNullable<T>> {
  try {
    return (await vi.waitUntil(cond, { timeout: timeoutMs, interval: 20 })) as NonNullable<T>;
  } catch (e) {
    throw new Error(`not within ${timeoutMs} ms: ${what}`, { cause: e });
  }
}

/**
 * Plays the human seats of a game over WebSockets with random legal actions until it is over
 * (bots, if any, play server-side). Returns the clients, whose messages the caller may inspect.
 */
export async function driveOverWs(base: string, gameId: string, tokens: (string | undefined)[], seed: number, timeoutMs = 60_000): Promise<WsClient[]> {
  const r = rng(seed);
  const clients: WsClient[] = [];
  let finish!: () => void;
  const done = new Promise<void>((res) => (finish = res));
  // Every human seat, plus a spectator (who sees the end even when only bots play).
  for (const token of [...tokens.filter((t) => t !== undefined), undefined]) {
    const c = await WsClient.open(base, gameId, token);
    clients.push(c);
    c.onMessage((m) => {
      if (m.type !== 'view') return;
      if (m.view.over) return finish();
      if (m.view.legal.length) c.send({ type: 'action', requestId: String(m.version), version: m.version, action: pick(r, m.view.legal) });
    });
  }
  let timer: NodeJS.Timeout | undefined;
  const stalled = () => {
    const refused = clients.flatMap((c) => c.messages.filter((m) => m.type === 'result' && !m.ok)).slice(-3);
    return new Error(`game did not finish; last refusals: ${JSON.stringify(refused)}`);
  };
  await Promise.race([done, new Promise((_, rej) => (timer = setTimeout(() => rej(stalled()), timeoutMs)))]);
  clearTimeout(timer);
  return clients;
}

const children: ChildProcess[] = [];

export function killChildren(): void {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
}

/** Starts `npm start`'s entry point as a child process; resolves with its URL. */
export function startChild(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--port', '0', '--quiet-log', '--no-rate-limit', ...args], {
    cwd: join(import.meta.dirname, '../..'),
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    // A guard, not a pace: tsx compiles the whole server first, which took over 30 s at load average 17.
    const timer = setTimeout(() => reject(new Error(`server did not start in 100 s: ${out}`)), 100_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1] });
      }
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

