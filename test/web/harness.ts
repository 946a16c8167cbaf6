// End-to-end harness: build the client into a temp folder, start a real server on a random
// port with a temp SQLite file, drive headless Chromium (Debian's, never downloaded).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { build } from 'vite';
import type { MainOptions, RunningServer } from '../../src/server/main.ts';
import { afterAll, beforeAll } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
export const ARTIFACTS = resolve('test-artifacts');

export async function buildClient(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'abyss-web-'));
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: resolve('vite.config.ts'), mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = env;
  }
  return outDir;
}

export interface Server {
  url: string;
  port: number;
  dbFile: string;
  running: RunningServer;
}

export interface ServerOptions {
  dbFile?: string;
  port?: number;
  table?: MainOptions['table'];
  undoGraceMs?: number;
  /** Bot settings over the defaults below (no delay, a short think budget). */
  bots?: MainOptions['bots'];
}

export async function startServer(staticDir: string, opts: ServerOptions = {}): Promise<Server> {
  const { main } = await import('../../src/server/main.ts');
  const dbFile = opts.dbFile ?? join(mkdtempSync(join(tmpdir(), 'abyss-db-')), 'abyss.sqlite');
  const running = await main({
    port: opts.port ?? 0, dbFile, staticDir, logger: false, quiet: true, rateLimitPerMinute: false, bots: { delayMs: 0, budgetMs: 200, ...opts.bots }, table: opts.table,
    // The temporary SQLite file, even where DATABASE_URL / REDIS_URL are set (CI): a shared
    // database would keep this run's accounts and games for the next run to trip over.
    databaseUrl: '', redisUrl: '',
    // No undo grace unless a test asks: bots answer at once, as the other tests expect.
    undoGraceMs: opts.undoGraceMs ?? 0,
  });
  return { url: running.url, port: running.port, dbFile, running };
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // An English browser unless a context asks for another locale (the client picks its language from it).
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--lang=en-US'],
  });
}

/** Every URL each page opened (HTTP requests and WebSockets), to check no secret sits in one. */
export const openedUrls = new WeakMap<Page, string[]>();

/** A page that records console errors, uncaught exceptions and the URLs it opens. */
export async function openPage(context: BrowserContext, errors: string[]): Promise<Page> {
  // Other seats' moves show at once unless a test picks a bot speed (motion/speed.ts).
  await context.addInitScript(() => {
    if (localStorage.getItem('abyss.botSpeed.v1') === null) localStorage.setItem('abyss.botSpeed.v1', 'instant');
  });
  const page = await context.newPage();
  const urls: string[] = [];
  openedUrls.set(page, urls);
  page.on('request', (r) => urls.push(r.url()));
  page.on('websocket', (ws) => urls.push(ws.url()));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return page;
}

export function artifact(name: string): string {
  mkdirSync(ARTIFACTS, { recursive: true });
  return join(ARTIFACTS, name);
}

/** Gzip size of the JavaScript the index page loads at start (entry script and its preloads). */
export function initialJsGzip(outDir: string): { files: string[]; raw: number; gzip: number } {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  let raw = 0, gzip = 0;
  for (const f of files) {
    const buf = readFileSync(join(outDir, f));
    raw += buf.length;
    gzip += gzipSync(buf, { level: 9 }).length;
  }
  return { files, raw, gzip };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export async function json<T>(url: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as T;
}

/** What a browser test's describe block runs against: a built client, a server on it, Chromium. */
export interface BrowserTable {
  outDir: string;
  server: Server;
  browser: Browser;
}

/**
 * Builds the client, starts a server on it (with `server`'s settings) and launches Chromium
 * before the describe block's tests, and closes them all after: call it at the top of the block.
 */
export function browserTable({ server, timeoutMs = 300_000 }: { server?: ServerOptions; timeoutMs?: number } = {}): BrowserTable {
  const t = { outDir: '' } as BrowserTable;
  beforeAll(async () => {
    t.outDir = await buildClient();
    t.server = await startServer(t.outDir, server);
    t.browser = await launch();
  }, timeoutMs);
  afterAll(async () => {
    await t.browser?.close();
    await t.server?.running.close();
    if (t.outDir) removeDir(t.outDir);
  });
  return t;
}
