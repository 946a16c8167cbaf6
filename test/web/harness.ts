// End-to-end harness: build the client into a temp folder, start a real server on a random
// port with a temp SQLite file, drive headless Chromium (Debian's, never downloaded).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { BUILD_DONE, buildClient } from './build.ts';
import type { MainOptions, RunningServer } from '../../src/server/main.ts';
import { afterAll, beforeAll, inject, vi } from 'vitest';

export { buildClient, CHROMIUM, hasChromium } from './build.ts';
import { CHROMIUM } from './build.ts';
export const ARTIFACTS = resolve('test-artifacts');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The client built once for the run by test/web/client.global.ts ('' where none was built). */
    clientDir: string;
  }
}

let ownBuild: Promise<string> | undefined;

/**
 * The built client every browser test serves: the run's shared build (made once by the
 * browser project's global setup, in the background: this waits until it has ended), else
 * one build for this test file (a file run outside that project), removed when the process
 * exits. Tests only read it.
 */
export async function clientDir(): Promise<string> {
  const shared = inject('clientDir');
  if (shared) {
    const done = join(shared, BUILD_DONE);
    // The build takes seconds alone, a minute or more beside a loaded run.
    await vi.waitUntil(() => existsSync(done), { timeout: 280_000, interval: 200 });
    const result = readFileSync(done, 'utf8');
    if (result !== 'ok') throw new Error(result);
    return shared;
  }
  if (!ownBuild) {
    ownBuild = buildClient();
    void ownBuild.then((dir) => process.once('exit', () => removeDir(dir)));
  }
  return ownBuild;
}

export interface Server {
  url: string;
  port: number;
  dbFile: string;
  running: RunningServer;
}

/** Server settings over the harness's defaults (any of main()'s options; `bots` is merged with the defaults). */
export type ServerOptions = MainOptions;

/**
 * A real server on the built client: a temp SQLite file (even where DATABASE_URL / REDIS_URL
 * are set, so no run keeps accounts or games for the next), no rate limits, no undo grace,
 * and bots that answer at once, seeded and on the main thread, so that a browser test plays
 * the same game on every run (worker-thread bots stop on the clock and are replaced by a
 * random move when slow). A test that needs other settings passes them.
 */
export async function startServer(staticDir: string, opts: ServerOptions = {}): Promise<Server> {
  const { main } = await import('../../src/server/main.ts');
  const dbFile = opts.dbFile ?? join(mkdtempSync(join(tmpdir(), 'abyss-db-')), 'abyss.sqlite');
  const running = await main({
    port: 0, logger: false, quiet: true, rateLimitPerMinute: false, ws: { perSecond: 10_000, burst: 10_000 },
    databaseUrl: '', redisUrl: '', undoGraceMs: 0,
    ...opts,
    dbFile, staticDir,
    bots: { delayMs: 0, budgetMs: 200, threads: 0, seed: 1, ...opts.bots },
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

export { initialJsGzip } from '../../bench/web-size.ts';

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

/** What a browser test's describe block runs against: the built client, a server on it, Chromium. */
export interface BrowserTable {
  outDir: string;
  /** The server; a test may replace it (a restart on the same port and file): the last one is closed after the block. */
  server: Server;
  browser: Browser;
}

/**
 * Starts a server on the run's built client (with `server`'s settings, or those a function
 * returns once the block's earlier hooks have run) and launches Chromium before the describe
 * block's tests, and closes them after: call it at the top of the block.
 */
export function browserTable({ server, timeoutMs = 300_000 }: { server?: ServerOptions | (() => ServerOptions); timeoutMs?: number } = {}): BrowserTable {
  const t = { outDir: '' } as BrowserTable;
  beforeAll(async () => {
    t.outDir = await clientDir();
    t.server = await startServer(t.outDir, typeof server === 'function' ? server() : server);
    t.browser = await launch();
  }, timeoutMs);
  afterAll(async () => {
    await t.browser?.close();
    await t.server?.running.close();
  });
  return t;
}

/**
 * Resolves once the page has no finite animation running (cards gliding, tokens flying,
 * counters flashing: Web Animations and CSS ones alike), so that a screenshot or a measure
 * sees everything in place. Endless ones (a pulsing turn marker) are not waited for.
 */
export async function animationsDone(page: Page, timeoutMs = 15_000): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined, { timeout: timeoutMs },
  );
}
