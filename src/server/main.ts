// Starts the game server: storage (SQLite by default, PostgreSQL with DATABASE_URL), fan-out
// (Redis with REDIS_URL), bots, HTTP + WebSocket. `abyss serve` calls main(); running this file
// directly (npm start) does the same from the command line and environment.
import { randomBytes } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { checkOptions, type OutcastCard } from '../engine/index.ts';
import { buildApp, type AppOptions } from './app.ts';
import { BotRunner, type BotRunnerOptions } from './botRunner.ts';
import { GameHub } from './games.ts';
import { LocalPubSub } from './pubsub/local.ts';
import { RedisPubSub } from './pubsub/redis.ts';
import type { PubSub } from './pubsub/types.ts';
import { PostgresStorage } from './storage/postgres.ts';
import { SqliteStorage } from './storage/sqlite.ts';
import type { Storage } from './storage/types.ts';

export interface MainOptions {
  /** Default 3000; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1 (localhost only); use 0.0.0.0 to serve the network. */
  host?: string;
  /** SQLite file; default ./data/abyss.sqlite. Ignored when databaseUrl is set. */
  dbFile?: string;
  sqliteSynchronous?: 'FULL' | 'NORMAL';
  /** PostgreSQL connection string (default: env DATABASE_URL). */
  databaseUrl?: string;
  /** PostgreSQL schema for the tables (default "public"). */
  pgSchema?: string;
  /** Redis URL for fan-out between processes (default: env REDIS_URL). */
  redisUrl?: string;
  /** Built web client; default ./dist/web (served only if it exists). */
  staticDir?: string;
  logger?: AppOptions['logger'];
  rateLimitPerMinute?: number | false;
  corsOrigins?: string[];
  ws?: AppOptions['ws'];
  bots?: { delayMs?: number; budgetMs?: number; threads?: number; observe?: BotRunnerOptions['observe'] };
  /** Unload games idle this long (ms; default 30 minutes); they reload from storage on use. */
  unloadIdleMs?: number;
  /** Do not print the address. */
  quiet?: boolean;
  /** De Profundis: a JSON Outcast deck file (docs/outcasts.md) used instead of the bundled one. */
  outcastDeckFile?: string;
}

/** Reads and checks an Outcast deck file; throws an Error whose message says what is wrong. */
export function loadOutcastDeck(file: string): OutcastCard[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`Cannot read the Outcast deck file ${file}.`);
  }
  let deck: unknown;
  try {
    deck = JSON.parse(text);
  } catch {
    throw new Error(`The Outcast deck file ${file} is not valid JSON.`);
  }
  const problem = checkOptions({ seed: 0, players: 2, expansions: { deProfundis: { deck: deck as OutcastCard[] } } });
  if (problem) throw new Error(`The Outcast deck file ${file} is invalid: ${problem.message}`);
  return deck as OutcastCard[];
}

export interface RunningServer {
  app: FastifyInstance;
  hub: GameHub;
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function main(opts: MainOptions = {}): Promise<RunningServer> {
  const outcastDeck = opts.outcastDeckFile ? loadOutcastDeck(opts.outcastDeckFile) : undefined;
  const databaseUrl = opts.databaseUrl ?? (process.env.DATABASE_URL || undefined);
  const redisUrl = opts.redisUrl ?? (process.env.REDIS_URL || undefined);
  const origin = randomBytes(8).toString('hex');
  const storage: Storage = databaseUrl
    ? new PostgresStorage({ url: databaseUrl, schema: opts.pgSchema })
    : new SqliteStorage({ file: resolve(opts.dbFile ?? 'data/abyss.sqlite'), synchronous: opts.sqliteSynchronous });
  await storage.init();
  // Processes sharing a schema share a channel; other schemas (e.g. test runs) stay apart.
  const channel = opts.pgSchema && opts.pgSchema !== 'public' ? `abyss:games:${opts.pgSchema}` : 'abyss:games';
  const pubsub: PubSub = redisUrl ? new RedisPubSub(redisUrl, origin, channel) : new LocalPubSub();

  const hub = new GameHub({ storage, pubsub, origin, outcastDeck });
  const app = await buildApp({
    hub,
    logger: opts.logger ?? true,
    corsOrigins: opts.corsOrigins,
    rateLimitPerMinute: opts.rateLimitPerMinute,
    ws: opts.ws,
    staticDir: opts.staticDir ?? 'dist/web',
  });
  hub.useLog(app.log);
  const bots = new BotRunner(hub, app.log, {
    delayMs: opts.bots?.delayMs ?? 300,
    budgetMs: opts.bots?.budgetMs ?? 2000,
    threads: opts.bots?.threads ?? 1,
    observe: opts.bots?.observe,
  });
  try {
    await hub.start();
    bots.start();
    await app.listen({ port: opts.port ?? 3000, host: opts.host ?? '127.0.0.1' });
  } catch (e) {
    await bots.close();
    await app.close().catch(() => undefined);
    await pubsub.close();
    await storage.close();
    throw e;
  }
  const idleMs = opts.unloadIdleMs ?? 30 * 60_000;
  const sweeper = setInterval(() => hub.unloadIdle(idleMs, BotRunner.isBotTurn), Math.min(60_000, idleMs)).unref();
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : (opts.port ?? 3000);
  const host = opts.host ?? '127.0.0.1';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (!opts.quiet) console.log(`Abyss server listening on ${url}`);
  let closing: Promise<void> | null = null;
  return {
    app,
    hub,
    url,
    port,
    close: () =>
      (closing ??= (async () => {
        clearInterval(sweeper);
        hub.stop();
        await bots.close();
        await app.close();
        // Let in-flight appends finish before the store goes away.
        for (const g of hub.loaded()) await g.chain;
        await pubsub.close();
        await storage.close();
      })()),
  };
}

/**
 * Command line: --port N, --host H, --db FILE, --static DIR, --bot-delay MS, --no-rate-limit, --quiet-log
 * (env: PORT, HOST, ABYSS_DB, ABYSS_PG_SCHEMA, DATABASE_URL, REDIS_URL, LOG_LEVEL, CORS_ORIGINS).
 */
export function optionsFromArgs(argv: string[], env: NodeJS.ProcessEnv): MainOptions {
  const o: MainOptions = {};
  const value = (i: number): string => {
    if (i >= argv.length) throw new RangeError(`${argv[i - 1]} needs a value`);
    return argv[i];
  };
  if (env.PORT) o.port = Number(env.PORT);
  if (env.HOST) o.host = env.HOST;
  if (env.ABYSS_DB) o.dbFile = env.ABYSS_DB;
  if (env.ABYSS_PG_SCHEMA) o.pgSchema = env.ABYSS_PG_SCHEMA;
  if (env.ABYSS_SQLITE_SYNC === 'NORMAL' || env.ABYSS_SQLITE_SYNC === 'FULL') o.sqliteSynchronous = env.ABYSS_SQLITE_SYNC;
  if (env.LOG_LEVEL) o.logger = { level: env.LOG_LEVEL };
  if (env.CORS_ORIGINS) o.corsOrigins = env.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--port') o.port = Number(value(++i));
    else if (a === '--host') o.host = value(++i);
    else if (a === '--db') o.dbFile = value(++i);
    else if (a === '--static') o.staticDir = value(++i);
    else if (a === '--outcast-deck') o.outcastDeckFile = value(++i);
    else if (a === '--bot-delay') o.bots = { ...o.bots, delayMs: Number(value(++i)) };
    else if (a === '--no-rate-limit') o.rateLimitPerMinute = false;
    else if (a === '--quiet-log') o.logger = { level: 'warn' };
    else throw new RangeError(`Unknown option ${a}`);
  }
  if (o.port !== undefined && (!Number.isInteger(o.port) || o.port < 0 || o.port > 65535)) throw new RangeError('The port must be 0..65535.');
  return o;
}

function runDirectly(): boolean {
  try {
    return process.argv[1] !== undefined && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (runDirectly()) {
  let opts: MainOptions;
  try {
    opts = optionsFromArgs(process.argv.slice(2), process.env);
  } catch (e) {
    console.error((e as Error).message);
    process.exit(2);
  }
  main(opts).then(
    (server) => {
      const stop = () => {
        server.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (e: unknown) => {
      console.error(`Could not start the server: ${e instanceof Error ? e.message : String(e)}`);
      process.exit(1);
    },
  );
}
