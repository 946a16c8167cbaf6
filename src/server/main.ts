// Starts the game server: storage (SQLite by default, PostgreSQL with DATABASE_URL), fan-out
// (Redis with REDIS_URL), bots, HTTP + WebSocket. `abyss serve` calls main(); running this file
// directly (npm start) does the same from the command line and environment.
import { randomBytes } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { checkOptions, type OutcastCard } from '../engine/index.ts';
import { buildApp, connectionsOf, type AppOptions, type ServerLimits } from './app.ts';
import { LeaseOwner, SoleOwner } from './botLease.ts';
import { BotRunner, defaultBotThreads, type BotRunnerOptions } from './botRunner.ts';
import { checkDatabaseUrl, checkPublicUrl, checkPushHosts, checkPushSubject, checkRedisUrl, checkSmtp, listenProblem, prepareSqliteFile, probeRedis, relyingParty, storeProblem, type RelyingParty } from './config.ts';
import { smtpTransport } from './notify/mailer.ts';
import { TurnNotifier } from './notify/notifier.ts';
import { NoticeSettingsStore } from './notify/settings.ts';
import { PushGuard, type PushNetworkOptions } from './notify/pushGuard.ts';
import { PushStore } from './notify/pushStore.ts';
import { errText, GameHub, type HubOptions } from './games.ts';
import { LocalPubSub } from './pubsub/local.ts';
import { RedisPubSub } from './pubsub/redis.ts';
import type { PubSub } from './pubsub/types.ts';
import { PostgresStorage } from './storage/postgres.ts';
import { SqliteStorage } from './storage/sqlite.ts';
import type { Storage } from './storage/types.ts';
import { AccountService, type AccountOptions } from './accounts/service.ts';
import { AccountStore } from './accounts/store.ts';
import { PasskeyService } from './accounts/passkeys.ts';
import { recordGamesAsTheyEnd } from './ratings/recorder.ts';
import { DEFAULT_ABANDON, type AbandonRules } from './abandon.ts';
import { watchAbandoned } from './abandonWatch.ts';
import { watchClocks } from './clockWatch.ts';
import { watchDeadlines } from './turnDeadlines.ts';

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
  /** PostgreSQL connections of the games' store (default 20; env ABYSS_PG_POOL). */
  pgPoolSize?: number;
  /** Redis URL for fan-out between processes (default: env REDIS_URL). */
  redisUrl?: string;
  /** Built web client; default ./dist/web (served only if it exists). */
  staticDir?: string;
  logger?: AppOptions['logger'];
  rateLimitPerMinute?: number | false;
  corsOrigins?: string[];
  ws?: AppOptions['ws'];
  bots?: {
    delayMs?: number;
    budgetMs?: number;
    /** Worker threads for bot decisions (default: one per spare core, at most 2; 0: main thread), plus one for easy and medium bots only. */
    threads?: number;
    /** Decisions one table may have queued or running at once, so tables share the threads fairly (default 1). */
    perTable?: number;
    observe?: BotRunnerOptions['observe'];
    seed?: BotRunnerOptions['seed'];
    /**
     * With several processes (PostgreSQL + Redis): how long a process's lease on a game's bot
     * turns lasts unrenewed (ms, default 6000; botLease.ts). A killed process's games wait about twice this for their bots.
     */
    leaseMs?: number;
  };
  /** Request timeouts and the per-address connection cap (app.ts ServerLimits). */
  limits?: ServerLimits;
  /** Behind a reverse proxy: trust X-Forwarded-For from it (see AppOptions.trustProxy). */
  trustProxy?: AppOptions['trustProxy'];
  /** Post-game analyses: budget and bounds (AppOptions.analysis). */
  analysis?: AppOptions['analysis'];
  /** On close: how long requests in flight may finish before every connection is cut (ms; default 10 s). */
  shutdownGraceMs?: number;
  /** The clock of turn timers and absences, and their thresholds (tests hand a fake clock). */
  table?: Pick<HubOptions, 'now' | 'absentAfterMs' | 'presenceRefreshMs'>;
  /** How often turn-based games' time limits are checked (ms; default 60 s; 0: never, tests call expireDue). */
  turnCheckMs?: number;
  /** Period of the check for real-time clocks that ran out (ms; default 1 s; 0: off; clocks.ts). */
  clockCheckMs?: number;
  /** Period of the check for abandoned games (ms; default 5 min; 0: off; abandon.ts). */
  abandonCheckMs?: number;
  /** When tables and idle games count as abandoned (abandon.ts; defaults in protocol.ts). */
  abandon?: Partial<AbandonRules>;
  /** Unload games idle this long (ms; default 30 minutes); they reload from storage on use. */
  unloadIdleMs?: number;
  /**
   * How long a person may take back an action that ended their turn, bots waiting meanwhile
   * (ms; default 5 s; 0: never). "Done" ends it at once (src/protocol/game.ts, POST /done).
   */
  undoGraceMs?: number;
  /** Do not print the address. */
  quiet?: boolean;
  /** De Profundis: a JSON Outcast deck file (docs/outcasts.md) used instead of the bundled one. */
  outcastDeckFile?: string;
  /** Accounts: password hashing cost, sign-in limits, session lifetime (accounts/service.ts). */
  accounts?: AccountOptions;
  /**
   * Where passkeys are valid: the relying-party ID (a domain name) and the page origins that
   * may use them (default: "localhost", or the host name when `host` is one, on this port).
   */
  webauthn?: { rpId?: string; origins?: string[] };
  /** "Your move" notices of turn-based games (docs/hosting.md, "Turn-based games"). */
  notices?: NoticeOptions;
}

export interface NoticeOptions {
  /** SMTP server for turn e-mails (default: env SMTP_URL; none: no e-mails). */
  smtpUrl?: string;
  /** The From address of turn e-mails (default: env SMTP_FROM); required with an SMTP URL. */
  smtpFrom?: string;
  /** The operator's contact sent to push services (default: env PUSH_SUBJECT, else mailto:<the SMTP From address>, else mailto:abyss@localhost). */
  pushSubject?: string;
  /** Where players open the server, for links in e-mails (default: env PUBLIC_URL, else the listening address). */
  publicUrl?: string;
  /** Quiet period of e-mail digests (ms; default 30 minutes): notices within it after an e-mail wait and go as one. */
  digestQuietMs?: number;
  /**
   * Where pushes may go (notify/pushGuard.ts): the operator's allow-list of push services
   * (default: env ABYSS_PUSH_HOSTS, comma-separated host names or *.suffix patterns; none: any
   * public host); tests also hand their DNS, certificate and loopback push service.
   */
  pushNetwork?: PushNetworkOptions;
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
  accounts: AccountService;
  /** Resolves when the finished games being recorded (records, ratings) are written. */
  recorded(): Promise<void>;
  /** Resolves when the turn notices under way (push, e-mail) are sent. */
  notified(): Promise<void>;
  /** The turn notices: counts sent, and the digests due (tests call flushDigests after moving the clock). */
  notifier: TurnNotifier;
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  port: number;
  /** Stops within the shutdown grace period (plus the time to close the store) whatever clients do. */
  close(): Promise<void>;
}

export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

export async function main(opts: MainOptions = {}): Promise<RunningServer> {
  const outcastDeck = opts.outcastDeckFile ? loadOutcastDeck(opts.outcastDeckFile) : undefined;
  const databaseUrl = opts.databaseUrl ?? (process.env.DATABASE_URL || undefined);
  const redisUrl = opts.redisUrl ?? (process.env.REDIS_URL || undefined);
  // Bad settings are named before anything starts, each in one line without secrets.
  if (databaseUrl) checkDatabaseUrl(databaseUrl);
  if (redisUrl) checkRedisUrl(redisUrl);
  // Checked now (the port may change when the server listens on port 0).
  let rp: RelyingParty = relyingParty(opts.webauthn ?? {}, opts.host ?? '127.0.0.1', opts.port ?? 3000);
  const notices = noticeSettings(opts.notices ?? {});
  const graceMs = opts.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS;
  if (!Number.isFinite(graceMs) || graceMs < 0) throw new RangeError('The shutdown grace period must be a number of milliseconds ≥ 0.');
  const origin = randomBytes(8).toString('hex');
  const sqliteFile = resolve(opts.dbFile ?? 'data/abyss.sqlite');
  let storage: Storage;
  let accountStore: AccountStore | undefined;
  try {
    if (!databaseUrl) prepareSqliteFile(sqliteFile);
    storage = databaseUrl
      ? new PostgresStorage({ url: databaseUrl, schema: opts.pgSchema, poolSize: opts.pgPoolSize })
      : new SqliteStorage({ file: sqliteFile, synchronous: opts.sqliteSynchronous });
    await storage.init();
    // Accounts and ratings live in the same store, in tables of their own (after the games' tables exist).
    accountStore = AccountStore.open({ databaseUrl, sqliteFile, pgSchema: opts.pgSchema });
    await accountStore.init();
  } catch (e) {
    await accountStore?.close().catch(() => undefined);
    throw new Error(storeProblem(e, databaseUrl, sqliteFile));
  }
  if (redisUrl) {
    try {
      await probeRedis(redisUrl);
    } catch (e) {
      await accountStore!.close().catch(() => undefined);
      await storage.close().catch(() => undefined);
      throw e;
    }
  }
  // Processes sharing a schema share a channel; other schemas (e.g. test runs) stay apart.
  const channel = opts.pgSchema && opts.pgSchema !== 'public' ? `abyss:games:${opts.pgSchema}` : 'abyss:games';
  const pubsub: PubSub = redisUrl ? new RedisPubSub(redisUrl, origin, channel) : new LocalPubSub();

  const pushStore = new PushStore(accountStore!.sql);
  const noticePrefs = new NoticeSettingsStore(accountStore!.sql);
  const vapid = await pushStore.vapidKeys().catch(async (e: unknown) => {
    await accountStore!.close().catch(() => undefined);
    await storage.close().catch(() => undefined);
    throw new Error(storeProblem(e, databaseUrl, sqliteFile));
  });
  const pushGuard = new PushGuard({ ...opts.notices?.pushNetwork, allowHosts: notices.pushHosts });
  const hub = new GameHub({ storage, pubsub, origin, outcastDeck, undoGraceMs: opts.undoGraceMs ?? DEFAULT_UNDO_GRACE_MS, rateKnownDeals: opts.accounts?.rateKnownDeals, accountSeats: async (id) => (await accountStore!.seatsOfGame(id)).map((l) => l.seat), ...opts.table });
  const accountsStore = accountStore!;
  const accounts = new AccountService(accountsStore, hub, opts.accounts);
  const app = await buildApp({
    accounts,
    passkeys: new PasskeyService(accounts, () => rp),
    push: { store: pushStore, guard: pushGuard, publicKey: vapid.publicKey, settings: noticePrefs },
    hub,
    logger: opts.logger ?? true,
    corsOrigins: opts.corsOrigins,
    rateLimitPerMinute: opts.rateLimitPerMinute,
    ws: opts.ws,
    staticDir: opts.staticDir ?? 'dist/web',
    limits: opts.limits,
    trustProxy: opts.trustProxy,
    analysis: opts.analysis,
  });
  hub.useLog(app.log);
  const recorder = recordGamesAsTheyEnd(hub, accountsStore, () => app.log, { rateKnownDeals: opts.accounts?.rateKnownDeals, now: opts.accounts?.now });
  let listening = '';
  const notifier = new TurnNotifier(hub, accountsStore, pushStore, noticePrefs, {
    vapid,
    subject: notices.pushSubject,
    mail: notices.smtpUrl ? { transport: smtpTransport(notices.smtpUrl), from: notices.smtpFrom! } : null,
    origin: () => notices.publicUrl ?? listening,
    guard: pushGuard,
    log: () => app.log,
    quietMs: opts.notices?.digestQuietMs,
  });
  notifier.start();
  const bots = new BotRunner(hub, app.log, {
    delayMs: opts.bots?.delayMs ?? 300,
    budgetMs: opts.bots?.budgetMs ?? 2000,
    threads: opts.bots?.threads ?? defaultBotThreads(),
    perTable: opts.bots?.perTable ?? 1,
    observe: opts.bots?.observe,
    seed: opts.bots?.seed,
    // Processes sharing a store through the fan-out: exactly one runs each game's bot turns.
    owner: redisUrl && storage.leases
      ? new LeaseOwner(storage.leases, { owner: origin, ttlMs: opts.bots?.leaseMs, onError: (e) => app.log.warn({ reason: errText(e) }, 'bot leases: store unavailable') })
      : new SoleOwner(),
  });
  try {
    await hub.start();
    bots.start();
    await app.listen({ port: opts.port ?? 3000, host: opts.host ?? '127.0.0.1' }).catch((e: unknown) => {
      throw new Error(listenProblem(e, opts.host ?? '127.0.0.1', opts.port ?? 3000));
    });
  } catch (e) {
    await bots.close();
    await app.close().catch(() => undefined);
    recorder.stop();
    notifier.close();
    await pubsub.close();
    await accountsStore.close();
    await storage.close();
    throw e;
  }
  const idleMs = opts.unloadIdleMs ?? 30 * 60_000;
  const sweeper = setInterval(() => hub.unloadIdle(idleMs, BotRunner.isBotTurn), Math.min(60_000, idleMs)).unref();
  const abandonCheckMs = opts.abandonCheckMs ?? 5 * 60_000;
  const stopAbandoned = abandonCheckMs > 0
    ? watchAbandoned(hub, abandonCheckMs, { ...DEFAULT_ABANDON, ...opts.abandon }, (e) => app.log.error({ reason: String(e).slice(0, 300) }, 'abandoned games: check failed'))
    : () => undefined;
  const clockCheckMs = opts.clockCheckMs ?? 1000;
  const stopClocks = clockCheckMs > 0 ? watchClocks(hub, clockCheckMs, (e) => app.log.error({ reason: String(e).slice(0, 300) }, 'clocks: check failed')) : () => undefined;
  const turnCheckMs = opts.turnCheckMs ?? 60_000;
  const stopDeadlines = turnCheckMs > 0 ? watchDeadlines(hub, turnCheckMs, (e) => app.log.error({ reason: String(e).slice(0, 300) }, 'turn deadlines: check failed')) : () => undefined;
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : (opts.port ?? 3000);
  const host = opts.host ?? '127.0.0.1';
  rp = relyingParty(opts.webauthn ?? {}, host, port);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  listening = url;
  if (!opts.quiet) console.log(`Abyss server listening on ${url}`);
  let closing: Promise<void> | null = null;
  return {
    app,
    hub,
    accounts,
    recorded: () => recorder.idle(),
    notified: () => notifier.idle(),
    notifier,
    url,
    port,
    close: () =>
      (closing ??= (async () => {
        clearInterval(sweeper);
        stopDeadlines();
        stopAbandoned();
        stopClocks();
        hub.stop();
        await bots.close();
        // Requests in flight may finish within the grace period; then every connection left
        // (a half-sent request, a WebSocket that never answers the close) is cut.
        const cut = setTimeout(() => connectionsOf(app).destroyAll(), graceMs);
        try {
          await app.close();
        } finally {
          clearTimeout(cut);
        }
        // Let in-flight appends finish before the store goes away.
        for (const g of hub.loaded()) await g.chain;
        recorder.stop();
        await recorder.idle();
        notifier.close();
        await notifier.idle();
        await pubsub.close();
        await accountsStore.close();
        await storage.close();
      })()),
  };
}

/** A whole number in [min, max] from a setting, or a one-line error naming the setting. */
function intSetting(name: string, text: string, min: number, max: number): number {
  const n = Number(text);
  if (text.trim() === '' || !Number.isInteger(n) || n < min || n > max) {
    throw new RangeError(`${name} must be a whole number from ${min} to ${max} (got "${text.slice(0, 40)}").`);
  }
  return n;
}

/** `true`/`false`, a proxy address list (comma-separated addresses or CIDR ranges). */
function trustProxySetting(text: string): AppOptions['trustProxy'] {
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0' || text === '') return false;
  return text.split(',').map((x) => x.trim()).filter(Boolean);
}

/** A comma-separated list, blanks dropped. */
const listSetting = (text: string): string[] => text.split(',').map((x) => x.trim()).filter(Boolean);

/** Undo grace after a person's turn-ending action (MainOptions.undoGraceMs). */
export const DEFAULT_UNDO_GRACE_MS = 5000;

/** Notice settings from options, then the environment; bad ones are refused before anything starts. */
function noticeSettings(o: NoticeOptions): { smtpUrl?: string; smtpFrom?: string; pushSubject: string; publicUrl?: string; pushHosts?: string[] } {
  const smtpUrl = o.smtpUrl ?? (process.env.SMTP_URL || undefined);
  const smtpFrom = o.smtpFrom ?? (process.env.SMTP_FROM || undefined);
  if (smtpUrl) checkSmtp(smtpUrl, smtpFrom);
  const bare = smtpFrom?.match(/<([^>]+)>$/)?.[1] ?? smtpFrom;
  const pushSubject = o.pushSubject ?? (process.env.PUSH_SUBJECT || (smtpUrl && bare ? `mailto:${bare}` : 'mailto:abyss@localhost'));
  checkPushSubject(pushSubject);
  const rawPublic = o.publicUrl ?? (process.env.PUBLIC_URL || undefined);
  const pushHosts = o.pushNetwork?.allowHosts ?? (process.env.ABYSS_PUSH_HOSTS ? listSetting(process.env.ABYSS_PUSH_HOSTS) : undefined);
  if (pushHosts) checkPushHosts(pushHosts);
  return { smtpUrl, smtpFrom, pushSubject, publicUrl: rawPublic ? checkPublicUrl(rawPublic) : undefined, ...(pushHosts ? { pushHosts } : {}) };
}

/**
 * Command line: --port N, --host H, --db FILE, --static DIR, --bot-delay MS, --bot-threads N, --bot-lease-ms MS, --undo-grace MS,
 * --grace-ms MS, --request-timeout-ms MS, --max-connections-per-ip N, --trust-proxy LIST, --rp-id DOMAIN, --origin LIST,
 * --no-rate-limit, --quiet-log (env: PORT, HOST, ABYSS_DB, ABYSS_PG_SCHEMA, ABYSS_PG_POOL, DATABASE_URL,
 * REDIS_URL, LOG_LEVEL, CORS_ORIGINS, ABYSS_SHUTDOWN_GRACE_MS, ABYSS_REQUEST_TIMEOUT_MS,
 * ABYSS_HEADERS_TIMEOUT_MS, ABYSS_MAX_CONNECTIONS_PER_IP, ABYSS_TRUST_PROXY, ABYSS_BOT_THREADS, ABYSS_RP_ID,
 * ABYSS_ORIGIN).
 * A bad value throws a RangeError whose message is one line naming the setting.
 */
export function optionsFromArgs(argv: string[], env: NodeJS.ProcessEnv): MainOptions {
  const o: MainOptions = {};
  const value = (i: number): string => {
    if (i >= argv.length) throw new RangeError(`${argv[i - 1]} needs a value`);
    return argv[i];
  };
  const limit = (k: keyof ServerLimits, n: number) => (o.limits = { ...o.limits, [k]: n });
  const DAY = 86_400_000;
  if (env.PORT) o.port = intSetting('PORT', env.PORT, 0, 65535);
  if (env.HOST) o.host = env.HOST;
  if (env.ABYSS_DB) o.dbFile = env.ABYSS_DB;
  if (env.ABYSS_PG_SCHEMA) o.pgSchema = env.ABYSS_PG_SCHEMA;
  if (env.ABYSS_PG_POOL) o.pgPoolSize = intSetting('ABYSS_PG_POOL', env.ABYSS_PG_POOL, 1, 1000);
  if (env.ABYSS_SQLITE_SYNC === 'NORMAL' || env.ABYSS_SQLITE_SYNC === 'FULL') o.sqliteSynchronous = env.ABYSS_SQLITE_SYNC;
  else if (env.ABYSS_SQLITE_SYNC) throw new RangeError(`ABYSS_SQLITE_SYNC must be FULL or NORMAL (got "${env.ABYSS_SQLITE_SYNC.slice(0, 40)}").`);
  if (env.LOG_LEVEL) o.logger = { level: env.LOG_LEVEL };
  if (env.CORS_ORIGINS) o.corsOrigins = env.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean);
  if (env.ABYSS_SHUTDOWN_GRACE_MS) o.shutdownGraceMs = intSetting('ABYSS_SHUTDOWN_GRACE_MS', env.ABYSS_SHUTDOWN_GRACE_MS, 0, 10 * 60_000);
  if (env.ABYSS_REQUEST_TIMEOUT_MS) limit('requestTimeoutMs', intSetting('ABYSS_REQUEST_TIMEOUT_MS', env.ABYSS_REQUEST_TIMEOUT_MS, 100, DAY));
  if (env.ABYSS_HEADERS_TIMEOUT_MS) limit('headersTimeoutMs', intSetting('ABYSS_HEADERS_TIMEOUT_MS', env.ABYSS_HEADERS_TIMEOUT_MS, 100, DAY));
  if (env.ABYSS_MAX_CONNECTIONS_PER_IP) limit('maxConnectionsPerIp', intSetting('ABYSS_MAX_CONNECTIONS_PER_IP', env.ABYSS_MAX_CONNECTIONS_PER_IP, 0, 1_000_000));
  if (env.ABYSS_TRUST_PROXY) o.trustProxy = trustProxySetting(env.ABYSS_TRUST_PROXY);
  if (env.ABYSS_RP_ID) o.webauthn = { ...o.webauthn, rpId: env.ABYSS_RP_ID };
  if (env.ABYSS_ORIGIN) o.webauthn = { ...o.webauthn, origins: listSetting(env.ABYSS_ORIGIN) };
  if (env.ABYSS_BOT_THREADS) o.bots = { ...o.bots, threads: intSetting('ABYSS_BOT_THREADS', env.ABYSS_BOT_THREADS, 0, 64) };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--port') o.port = intSetting('--port', value(++i), 0, 65535);
    else if (a === '--host') o.host = value(++i);
    else if (a === '--db') o.dbFile = value(++i);
    else if (a === '--static') o.staticDir = value(++i);
    else if (a === '--outcast-deck') o.outcastDeckFile = value(++i);
    else if (a === '--bot-delay') o.bots = { ...o.bots, delayMs: intSetting('--bot-delay', value(++i), 0, 60_000) };
    else if (a === '--undo-grace') o.undoGraceMs = intSetting('--undo-grace', value(++i), 0, 10 * 60_000);
    else if (a === '--bot-lease-ms') o.bots = { ...o.bots, leaseMs: intSetting('--bot-lease-ms', value(++i), 300, 10 * 60_000) };
    else if (a === '--bot-threads') o.bots = { ...o.bots, threads: intSetting('--bot-threads', value(++i), 0, 64) };
    else if (a === '--grace-ms') o.shutdownGraceMs = intSetting('--grace-ms', value(++i), 0, 10 * 60_000);
    else if (a === '--request-timeout-ms') limit('requestTimeoutMs', intSetting('--request-timeout-ms', value(++i), 100, DAY));
    else if (a === '--max-connections-per-ip') limit('maxConnectionsPerIp', intSetting('--max-connections-per-ip', value(++i), 0, 1_000_000));
    else if (a === '--rp-id') o.webauthn = { ...o.webauthn, rpId: value(++i) };
    else if (a === '--origin') o.webauthn = { ...o.webauthn, origins: listSetting(value(++i)) };
    else if (a === '--trust-proxy') o.trustProxy = trustProxySetting(value(++i));
    else if (a === '--smtp-url') o.notices = { ...o.notices, smtpUrl: value(++i) };
    else if (a === '--smtp-from') o.notices = { ...o.notices, smtpFrom: value(++i) };
    else if (a === '--push-subject') o.notices = { ...o.notices, pushSubject: value(++i) };
    else if (a === '--public-url') o.notices = { ...o.notices, publicUrl: value(++i) };
    else if (a === '--push-hosts') o.notices = { ...o.notices, pushNetwork: { ...o.notices?.pushNetwork, allowHosts: listSetting(value(++i)) } };
    else if (a === '--no-rate-limit') o.rateLimitPerMinute = false;
    else if (a === '--quiet-log') o.logger = { level: 'warn' };
    else throw new RangeError(`Unknown option ${a}`);
  }
  return o;
}

/**
 * SIGTERM / SIGINT close the server; the process exits within the grace period (plus a few
 * seconds for the store) whatever clients do. A second signal exits at once.
 */
export function exitOnSignals(server: RunningServer, graceMs = DEFAULT_SHUTDOWN_GRACE_MS): void {
  let stopping = false;
  const stop = () => {
    if (stopping) process.exit(1);
    stopping = true;
    setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, graceMs + 5000).unref();
    server.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(`Shutdown failed: ${e instanceof Error ? e.message : String(e)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
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
    (server) => exitOnSignals(server, opts.shutdownGraceMs),
    (e: unknown) => {
      console.error(`Could not start the server: ${e instanceof Error ? e.message : String(e)}`);
      process.exit(1);
    },
  );
}
