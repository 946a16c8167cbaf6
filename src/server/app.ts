// The Fastify instance: routes of protocol.ts, validation, limits, logging, static client.
import { existsSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join, relative, resolve, sep } from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Action } from '../engine/index.ts';
import { tokenFrom } from './auth.ts';
import { errText, type Failure, type GameHub, type LiveGame } from './games.ts';
import type {
  AbsentRequest, ActionRequest, ApiError, ChatLog, ClaimRequest, CodeRequest, CreateGameRequest, ErrorBody, HealthResponse, HostRequest, MyGamesRequest, MyGamesResponse, UndoRequest,
} from '../protocol/game.ts';
import { MAX_BODY_BYTES, MAX_WS_MESSAGE_BYTES, WS_CLOSE } from '../protocol/game.ts';
import { cleanName } from './names.ts';
import { absentBody, actionBody, claimBody, codeBody, createGameBody, gameParams, hostBody, myGamesBody, queryVersion, tokenQuery, undoBody, viewQuery } from './schemas.ts';
import { botGameLimit } from './botGameLimit.ts';
import { ConnectionGuard } from './connections.ts';
import { registerGameList } from './gameListRoute.ts';
import { LiveSockets, type WsLimits } from './ws.ts';
import { registerAccountRoutes } from './accounts/routes.ts';
import { linkNewSeat, requestAccount } from './accounts/seatLink.ts';
import { TableChat } from './chat.ts';
import type { AccountService } from './accounts/service.ts';
import type { PasskeyService } from './accounts/passkeys.ts';
import type { PushGuard } from './notify/pushGuard.ts';
import type { PushStore } from './notify/pushStore.ts';
import { registerPushRoutes } from './notify/routes.ts';
import { AnalysisQueue, type AnalysisQueueOptions } from './analysisQueue.ts';
import { registerAnalysisRoutes } from './analysisRoutes.ts';
import { NoticeSettingsStore, registerNoticeSettings } from './notify/settings.ts';
import { spectatorRefusal } from './knownDeal.ts';

export interface AppOptions {
  hub: GameHub;
  /** Pino options, or false for no logs. Tokens are always redacted. */
  logger?: boolean | { level?: string; stream?: NodeJS.WritableStream };
  /** Origins allowed by CORS; none by default (the client is served from the same origin). */
  corsOrigins?: string[];
  /** Requests per minute per IP (false: no limit). Game creation allows a tenth of it. */
  rateLimitPerMinute?: number | false;
  ws?: WsLimits;
  /** Folder of the built web client; served when it holds an index.html. */
  staticDir?: string;
  /** Slow or stuck clients: see ServerLimits. */
  limits?: ServerLimits;
  /**
   * Behind a reverse proxy: trust its X-Forwarded-For so that rate limits count the client's
   * address (true, or the proxy's addresses or CIDR ranges, as Fastify's trustProxy). Default false.
   */
  trustProxy?: boolean | string | string[];
  /** Accounts, ratings and profiles (src/protocol/accounts.ts); absent: no account routes. */
  accounts?: AccountService;
  /** Passkeys of accounts (accounts/passkeys.ts); absent: no passkey routes. */
  passkeys?: PasskeyService;
  /** Web Push subscriptions (src/protocol/notify.ts); needs `accounts`. */
  push?: { store: PushStore; guard: PushGuard; publicKey: string; settings?: NoticeSettingsStore };
  /** Post-game analyses in the background (analysisQueue.ts): its budget and bounds. */
  analysis?: AnalysisQueueOptions;
}

export interface ServerLimits {
  /** Time to receive a whole request, headers and body (ms; default 30 s); then 408 and the connection is closed. */
  requestTimeoutMs?: number;
  /** Time to receive the request headers (ms; default 10 s, at most requestTimeoutMs). */
  headersTimeoutMs?: number;
  /** An idle keep-alive connection is closed after this (ms; default 72 s). */
  keepAliveTimeoutMs?: number;
  /** Simultaneous connections (HTTP and WebSocket) per peer address; 0 for no cap (default 64). */
  maxConnectionsPerIp?: number;
}

export const DEFAULT_LIMITS: Required<ServerLimits> = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 72_000,
  maxConnectionsPerIp: 64,
};

const guards = new WeakMap<FastifyInstance, ConnectionGuard>();

/** The app's open connections (shutdown cuts those left when its grace period ends). */
export function connectionsOf(app: FastifyInstance): ConnectionGuard {
  return guards.get(app)!;
}

type Params = { Params: { id: string }; Querystring: { token?: string } };

/** Drops the query string: it may hold a seat token. */
function safeUrl(url: string): string {
  const i = url.indexOf('?');
  return i < 0 ? url : `${url.slice(0, i)}?…`;
}

export function loggerOptions(logger: AppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = {
    level: (typeof logger === 'object' && logger.level) || 'info',
    redact: { paths: ['req.headers.authorization', 'req.query.token', 'token', 'tokens', '*.token'], censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({ method: req.method, url: safeUrl(req.url), id: req.id }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      // One line, no stack trace.
      err: (e: Error & { code?: string }) => ({ type: e.name, message: String(e.message).slice(0, 300), code: e.code }),
    },
  };
  const options = typeof logger === 'object' && logger.stream ? { ...base, stream: logger.stream } : base;
  return options as unknown as FastifyServerOptions['logger'];
}

function send(reply: FastifyReply, f: Failure): FastifyReply {
  return reply.code(f.status).send({ error: f.error } satisfies ErrorBody);
}

function sendError(reply: FastifyReply, status: number, code: ApiError['code'], message: string): FastifyReply {
  return reply.code(status).send({ error: { code, message } } satisfies ErrorBody);
}

/** A file of the build's assets/ folder, named by its content hash. */
function isHashedAsset(root: string, path: string): boolean {
  const rel = relative(root, path).split(sep);
  // A precompressed copy (.br, .gz) is the same file.
  return rel.length === 2 && rel[0] === 'assets' && /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(rel[1].replace(/\.(br|gz)$/, ''));
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { hub } = opts;
  const limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const app = Fastify({
    logger: loggerOptions(opts.logger),
    bodyLimit: MAX_BODY_BYTES,
    // A client sending its request slowly (or never finishing it) gets 408 and loses the connection.
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      // Node checks headersTimeout ≤ requestTimeout when the server is created.
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      // Node checks those timeouts every 30 s by default: far too coarse for a 10 s limit.
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4))),
    },
    // Types are checked, never coerced: "5" is not a version number.
    // The discriminator picks an action's strict schema by its `type`.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false, discriminator: true } },
    trustProxy: opts.trustProxy ?? false,
  });
  guards.set(app, new ConnectionGuard(app.server, limits.maxConnectionsPerIp));

  await app.register(cors, { origin: opts.corsOrigins?.length ? opts.corsOrigins : false });
  if (opts.rateLimitPerMinute !== false) {
    await app.register(rateLimit, {
      max: opts.rateLimitPerMinute ?? 600,
      timeWindow: 60_000,
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        error: { code: 'RATE_LIMITED', message: `Too many requests; retry in ${Math.ceil(ctx.ttl / 1000)} s.` },
      }),
    });
  }
  await app.register(helmet, {
    // The built client is one module script and one stylesheet from this origin: no inline code.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // HTTPS (and so HSTS) is the reverse proxy's to decide; over plain HTTP the header means nothing.
    strictTransportSecurity: false,
  });
  await app.register(websocket, {
    options: { maxPayload: MAX_WS_MESSAGE_BYTES },
    // Every socket, attached to a game or still looking it up, hears 1001 (going away); the
    // plugin's default closes without a code (1005). Shutdown does not wait for the replies.
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(1001, 'server shutting down');
      this.websocketServer.close();
      done();
    },
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });

  app.setErrorHandler((err: FastifyError & { error?: ApiError }, req, reply) => {
    if (err instanceof Unavailable) return sendError(reply, 503, 'UNAVAILABLE', 'The game store is unavailable; please try again.');
    if (err.validation) return sendError(reply, 400, 'BAD_REQUEST', `Invalid request: ${err.message}`.slice(0, 300));
    if (err.statusCode === 429) return sendError(reply, 429, 'RATE_LIMITED', err.error?.message ?? 'Too many requests.');
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, 413, 'PAYLOAD_TOO_LARGE', `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`);
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, 415, 'BAD_REQUEST', 'Send JSON (content-type: application/json).');
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return sendError(reply, err.statusCode, 'BAD_REQUEST', err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'The JSON body is empty.' : 'The request body is not valid JSON.');
    }
    req.log.error({ reason: errText(err) }, 'unexpected error');
    return sendError(reply, 500, 'INTERNAL', 'Something went wrong; nothing was changed.');
  });

  const staticRoot = opts.staticDir ? resolve(opts.staticDir) : null;
  const serveClient = staticRoot !== null && existsSync(join(staticRoot, 'index.html'));
  if (serveClient) {
    await app.register(fastifyStatic, {
      root: staticRoot,
      prefix: '/',
      wildcard: false,
      index: 'index.html',
      // The build writes .br and .gz beside each text asset (vite.config.ts): sent as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        // Vite names every file under assets/ by its content hash: it never changes, so a
        // browser keeps it for a year; index.html names the current ones and is revalidated.
        reply.header('cache-control', isHashedAsset(staticRoot, path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    // Client-side routes (e.g. /play/<id>) load the single-page client; a missing built asset
    // (e.g. after a rebuild while running) is a plain 404, never index.html in its place.
    if (serveClient && req.method === 'GET' && !req.url.startsWith('/api/') && !req.url.startsWith('/assets/')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return sendError(reply, 404, 'NOT_FOUND', 'There is nothing here.');
  });

  /** Storage trouble while loading is a 503, never a 500 with details. */
  class Unavailable extends Error {}
  const load = (id: string) => hub.get(id).catch((e: unknown) => {
    app.log.error({ reason: errText(e) }, 'storage: load failed');
    throw new Unavailable();
  });

  /** The game of the URL and the caller's seat (null: spectator). */
  async function gameAndSeat(req: FastifyRequest<Params>): Promise<{ game: LiveGame; seat: number | null } | Failure> {
    const game = await load(req.params.id);
    if (!game) return { ok: false, status: 404, error: { code: 'NOT_FOUND', message: 'There is no game with this id.' } };
    const seat = await hub.seatOf(game, tokenFrom(req.headers, req.query));
    if (!seat.ok) return seat;
    return { game, seat: seat.seat };
  }

  const chat = new TableChat(hub);
  const sockets = new LiveSockets(hub, opts.ws ?? { perSecond: 20, burst: 40 }, chat);
  // The chat of the caller's room (src/protocol/game.ts, "Table chat"): a seat's token reads the players' room, also after the game for its replay.
  app.get<Params>('/api/games/:id/chat', { schema: { params: gameParams, querystring: tokenQuery } }, async (req, reply) => {
    const gs = await gameAndSeat(req);
    if ('ok' in gs) return send(reply, gs);
    return reply.send((await chat.log(gs.game, gs.seat).catch((e: unknown) => {
      app.log.error({ reason: errText(e) }, 'storage: chat failed');
      throw new Unavailable();
    })) satisfies ChatLog);
  });
  // A seat moved to another device: sockets opened with its old token must stop acting for it.
  const stopRevoked = hub.onSeatRevoked((gameId, seat) => sockets.recheckSeat(gameId, seat));
  app.addHook('onClose', async () => stopRevoked());
  // Event-loop delay since the previous health check: the first sign of an overloaded process.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  app.addHook('onClose', async () => loop.disable());
  app.get('/api/health', async () => {
    const ms = (ns: number) => Math.round(ns / 1e4) / 100;
    const body: HealthResponse = {
      ok: true,
      games: [...hub.loaded()].length,
      sockets: sockets.size,
      loopDelayMs: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
    };
    loop.reset();
    return body;
  });

  // Games with bots: a tenth of the creation limit (a sixtieth of the request limit).
  if (opts.rateLimitPerMinute !== false) app.addHook('preHandler', botGameLimit(Math.max(1, Math.floor((opts.rateLimitPerMinute ?? 600) / 60))));

  app.post<{ Body: CreateGameRequest }>(
    '/api/games',
    {
      schema: { body: createGameBody },
      config: opts.rateLimitPerMinute === false ? {} : { rateLimit: { max: Math.max(1, Math.floor((opts.rateLimitPerMinute ?? 600) / 10)), timeWindow: 60_000 } },
    },
    async (req, reply) => {
      const account = await requestAccount(opts.accounts, req);
      const body = account ? withAccountName(req.body, account.displayName) : req.body;
      const r = await hub.create(body);
      if (!r.ok) return send(reply, r);
      const mine = r.body.creatorSeat === null ? undefined : r.body.seats[r.body.creatorSeat]?.token;
      if (account && opts.accounts && mine) await linkNewSeat(opts.accounts, account, r.body.gameId, mine);
      return reply.code(201).send(r.body);
    },
  );

  app.get<Params & { Querystring: { sinceVersion?: string } }>('/api/games/:id/view', { schema: { params: gameParams, querystring: viewQuery } }, async (req, reply) => {
    const gs = await gameAndSeat(req);
    if ('ok' in gs) return send(reply, gs);
    const refused = spectatorRefusal(gs.game, gs.seat);
    if (refused) return send(reply, refused);
    const since = queryVersion(req.query.sinceVersion);
    if (since === undefined) return reply.type('application/json').send(gs.game.viewJson(gs.seat));
    // The client may have seen a newer version on another process: the store decides.
    await hub.fresh(gs.game, since);
    return reply.type('application/json').send(JSON.stringify(gs.game.viewDelta(gs.seat, since) ?? gs.game.viewResponse(gs.seat)));
  });

  async function change(req: FastifyRequest<Params>, reply: FastifyReply, run: (game: LiveGame, seat: number) => ReturnType<GameHub['act']>) {
    const gs = await gameAndSeat(req);
    if ('ok' in gs) return send(reply, gs);
    if (gs.seat === null) return sendError(reply, 403, 'SPECTATOR', 'Spectators cannot act; join with a seat link.');
    const r = await run(gs.game, gs.seat);
    if (r.ok) return reply.type('application/json').send(gs.game.viewJson(gs.seat));
    // StaleResponse: the error plus the current view.
    if (r.error.code === 'STALE_VERSION') return reply.code(409).type('application/json').send(`{"error":${JSON.stringify(r.error)},${gs.game.viewJson(gs.seat).slice(1)}`);
    return send(reply, r);
  }

  app.post<Params & { Body: ActionRequest }>(
    '/api/games/:id/actions',
    { schema: { params: gameParams, querystring: tokenQuery, body: actionBody } },
    (req, reply) => change(req, reply, (game, seat) => hub.act(game, seat, req.body.version, req.body.action as Action)),
  );

  app.post<Params & { Body: UndoRequest }>(
    '/api/games/:id/undo',
    { schema: { params: gameParams, querystring: tokenQuery, body: undoBody } },
    (req, reply) => change(req, reply, (game, seat) => hub.undo(game, seat, req.body.version)),
  );

  app.post<Params & { Body: UndoRequest }>(
    '/api/games/:id/done',
    { schema: { params: gameParams, querystring: tokenQuery, body: undoBody } },
    (req, reply) => change(req, reply, (game, seat) => hub.done(game, seat, req.body.version)),
  );

  app.post<Params & { Body: AbsentRequest }>(
    '/api/games/:id/absent',
    { schema: { params: gameParams, querystring: tokenQuery, body: absentBody } },
    (req, reply) => change(req, reply, (game, seat) => hub.absent(game, seat, req.body.version, req.body.seat, req.body.choice)),
  );

  app.post<Params & { Body: UndoRequest }>(
    '/api/games/:id/reclaim',
    { schema: { params: gameParams, querystring: tokenQuery, body: undoBody } },
    (req, reply) => change(req, reply, (game, seat) => hub.reclaim(game, seat, req.body.version)),
  );

  app.get<Params>('/api/games/:id/log', { schema: { params: gameParams } }, async (req, reply) => {
    const game = await load(req.params.id);
    if (!game) return sendError(reply, 404, 'NOT_FOUND', 'There is no game with this id.');
    const r = hub.logOf(game);
    if (!r.ok) return send(reply, r);
    return reply.header('content-disposition', `attachment; filename="abyss-${game.id}.json"`).send(r.body);
  });

  app.post<{ Body: MyGamesRequest }>('/api/me/games', { schema: { body: myGamesBody } }, async (req) => {
    const games = await hub.myGames(req.body.tokens).catch((e: unknown) => {
      app.log.error({ reason: errText(e) }, 'storage: lookup failed');
      throw new Unavailable();
    });
    return { games } satisfies MyGamesResponse;
  });

  /** Storage trouble while reading or changing seat credentials is a 503 too. */
  const guard = <T>(p: Promise<T>): Promise<T> => p.catch((e: unknown) => {
    app.log.error({ reason: errText(e) }, 'storage: seat credentials failed');
    throw new Unavailable();
  });
  registerSeatRoutes(app, hub, load, gameAndSeat, guard, opts.accounts);
  registerGameList(app, hub);
  registerAnalysisRoutes(app, load, new AnalysisQueue(opts.analysis));
  if (opts.accounts) {
    const signedIn = registerAccountRoutes(app, opts.accounts, { corsOrigins: opts.corsOrigins, passkeys: opts.passkeys });
    if (opts.push) registerPushRoutes(app, { ...opts.push, signedIn, now: hub.now });
    if (opts.push?.settings) registerNoticeSettings(app, { store: opts.push.settings, signedIn });
  }

  app.get<Params>('/api/games/:id/ws', { websocket: true }, (socket, req) => {
    const id = String((req.params as { id?: unknown }).id ?? '');
    // `?delta=1[&since=N]`: views carry only the log lines the client lacks (src/protocol/game.ts, ViewDelta).
    const q = req.query as { delta?: unknown; since?: unknown; auth?: unknown };
    const delta = q.delta === '1' ? { since: queryVersion(q.since) } : null;
    // `?auth=1`: the token arrives in the first message, so it never sits in a URL.
    const authByMessage = q.auth === '1';
    const lookup = async (messageToken: string | undefined) => {
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return { close: WS_CLOSE.notFound, reason: 'no such game' };
      const game = await load(id);
      if (!game) return { close: WS_CLOSE.notFound, reason: 'no such game' };
      // Like the REST schema: one token at most (`?token=a&token=b` is refused, not a spectator).
      const queryToken = (req.query as { token?: unknown } | undefined)?.token;
      if (queryToken !== undefined && typeof queryToken !== 'string') return { close: WS_CLOSE.badToken, reason: 'one token at most' };
      if (authByMessage && (queryToken !== undefined || req.headers.authorization !== undefined)) return { close: WS_CLOSE.badToken, reason: 'one token at most' };
      const token = authByMessage ? messageToken : tokenFrom(req.headers, req.query);
      if (token !== undefined && token.length > 200) return { close: WS_CLOSE.badToken, reason: 'bad token' };
      const seat = await hub.seatOf(game, token);
      if (!seat.ok) return seat.status === 503 ? { close: 1011, reason: 'unavailable' } : { close: WS_CLOSE.badToken, reason: 'bad token' };
      if (spectatorRefusal(game, seat.seat)) return { close: WS_CLOSE.knownDeal, reason: 'known deal: no spectators until the game is over' };
      await hub.fresh(game, delta?.since);
      return { game, seat: seat.seat, token };
    };
    sockets.attach(socket, id, lookup, delta, authByMessage);
  });
  app.addHook('preClose', async () => sockets.closeAll());

  return app;
}

/** The creator's seat named after their account unless they chose a name. */
function withAccountName(req: CreateGameRequest, displayName: string): CreateGameRequest {
  const seat = req.creatorSeat === undefined ? req.players.findIndex((p) => p.kind === 'human') : req.creatorSeat;
  const p = seat === null ? undefined : req.players[seat];
  if (!p || p.kind !== 'human' || p.name !== undefined) return req;
  return { ...req, players: req.players.map((q, i) => (i === seat ? { ...q, name: displayName } : q)) };
}

type Load = (id: string) => Promise<LiveGame | null>;
type GameAndSeat = (req: FastifyRequest<Params>) => Promise<{ game: LiveGame; seat: number | null } | Failure>;
type Guard = <T>(p: Promise<T>) => Promise<T>;

/** Seats that belong to their players (src/protocol/game.ts: /seats, /invite, /claim, /invites/*, /transfer). */
function registerSeatRoutes(app: FastifyInstance, hub: GameHub, load: Load, gameAndSeat: GameAndSeat, guard: Guard, accounts?: AccountService): void {
  const keeper = hub.keeper;
  const notFound = (reply: FastifyReply) => sendError(reply, 404, 'NOT_FOUND', 'There is no game with this id.');
  const answer = <T>(reply: FastifyReply, r: { ok: true; body: T } | Failure) => (r.ok ? reply.send(r.body) : send(reply, r));

  app.get<Params>('/api/games/:id/seats', { schema: { params: gameParams } }, async (req, reply) => {
    const game = await load(req.params.id);
    if (!game) return notFound(reply);
    return reply.send(await guard(keeper.seats(game)));
  });

  app.post<Params & { Body: CodeRequest }>('/api/games/:id/invite', { schema: { params: gameParams, body: codeBody } }, async (req, reply) => {
    const game = await load(req.params.id);
    if (!game) return notFound(reply);
    return answer(reply, await guard(keeper.preview(game, req.body.code)));
  });

  app.post<Params & { Body: ClaimRequest }>('/api/games/:id/claim', { schema: { params: gameParams, body: claimBody } }, async (req, reply) => {
    const game = await load(req.params.id);
    if (!game) return notFound(reply);
    // A bad name is refused before the code is spent, so the player can fix it and try again.
    const account = await requestAccount(accounts, req);
    const raw = req.body.name ?? account?.displayName;
    const name = raw === undefined ? null : cleanName(raw, '');
    if (name && !name.ok) return sendError(reply, 400, 'BAD_NAME', name.message);
    const r = await guard(hub.claim(game, req.body.code));
    if (r.ok && account && accounts) await linkNewSeat(accounts, account, game.id, r.body.token);
    if (r.ok && name?.ok && name.name !== '') {
      // The seat is claimed either way; a name that could not be stored leaves the old one.
      const renamed = await hub.rename(game, r.body.seat, name.name);
      if (!renamed.ok) app.log.warn({ gameId: game.id, code: renamed.error.code }, 'claim: name not stored');
    }
    return answer(reply, r);
  });

  app.post<Params & { Body: HostRequest }>('/api/games/:id/invites/revoke', { schema: { params: gameParams, body: hostBody } }, async (req, reply) => {
    const game = await load(req.params.id);
    if (!game) return notFound(reply);
    return answer(reply, await guard(keeper.revoke(game, req.body.hostToken, req.body.seat)));
  });

  app.post<Params & { Body: HostRequest }>('/api/games/:id/invites/reissue', { schema: { params: gameParams, body: hostBody } }, async (req, reply) => {
    const game = await load(req.params.id);
    if (!game) return notFound(reply);
    return answer(reply, await guard(keeper.reissue(game, req.body.hostToken, req.body.seat)));
  });

  app.post<Params>('/api/games/:id/transfer', { schema: { params: gameParams, querystring: tokenQuery } }, async (req, reply) => {
    const gs = await gameAndSeat(req);
    if ('ok' in gs) return send(reply, gs);
    if (gs.seat === null) return sendError(reply, 403, 'SPECTATOR', 'Only the holder of a seat can move it to another device.');
    return answer(reply, await guard(keeper.transfer(gs.game, gs.seat)));
  });
}
