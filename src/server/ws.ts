// Live updates: each WebSocket belongs to one seat (or a spectator) of one game. After every
// change of that game the socket gets the fresh view of its seat. Clients may also send
// actions and undos over the socket (same rules and answers as the REST endpoints).
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import type { Action } from '../engine/index.ts';
import { failure, type GameHub, type LiveGame } from './games.ts';
import type { ApiError, ClientMessage, ServerMessage } from '../protocol/game.ts';
import { AUTH_TIMEOUT_MS, WS_CLOSE } from '../protocol/game.ts';
import { actionProblem, isRequestId, isVersion } from './schemas.ts';
import { roomOf, type TableChat } from './chat.ts';

/** Pushes are skipped while a socket has this much unsent data; the next change resends all. */
const MAX_BUFFERED = 4 * 1024 * 1024;

interface Conn {
  socket: WebSocket;
  seat: number | null;
  /** The seat token it was opened with: checked again before it acts, and when its seat moves. */
  token: string | undefined;
  /** Version of the last view sent on this socket (-1: none). */
  sent: number;
  /** The game's `revision` when it was sent: views also change between versions (undo grace). */
  rev: number;
  /** The client splices log deltas (src/protocol/game.ts, ViewDelta). */
  delta: boolean;
  /**
   * `version:revision` of the game when a whole view was last sent, and when a `hello` was last
   * answered (or the first view sent): a hello is answered at most once per change of the game,
   * so a client cannot turn small hellos into a stream of whole views (issue 29).
   */
  wholeAt: string;
  helloAt: string;
  /** Token bucket of messages the client may still send. */
  tokens: number;
  refilled: number;
  strikes: number;
  /** Names a spectator's socket for the chat's rate limit. */
  id: number;
  /** This socket's chat messages, one after the other, so they arrive in the order sent. */
  chatChain: Promise<unknown>;
  /** A refused message was already answered since the last one allowed: refuse the next silently. */
  refusedSince: boolean;
}

export interface WsLimits {
  /** Sustained client messages per second, and the burst allowed. */
  perSecond: number;
  burst: number;
}

export class LiveSockets {
  private readonly byGame = new Map<string, Set<Conn>>();
  /** Per game: the timer that announces the seat deciding now becoming away. */
  private readonly awayTimers = new Map<string, NodeJS.Timeout>();

  private nextId = 0;

  constructor(private readonly hub: GameHub, private readonly limits: WsLimits, private readonly chat?: TableChat) {
    hub.onChange((g) => this.push(g));
    // A chat message goes to the sockets of its room only (chat.ts).
    chat?.onMessage((gameId, message) => {
      const json = JSON.stringify({ type: 'chat', message } satisfies ServerMessage);
      for (const c of this.byGame.get(gameId) ?? []) if (roomOf(c.seat) === message.room && c.socket.readyState === c.socket.OPEN) c.socket.send(json);
    });
    // A seat came online or went offline, here or on another process.
    hub.presence.onChange((gameId) => {
      const g = hub.loadedGame(gameId);
      if (g) this.pushTable(g);
    });
  }

  get size(): number {
    let n = 0;
    for (const s of this.byGame.values()) n += s.size;
    return n;
  }

  /**
   * Registers a socket; queues its messages until the game is known. With `delta`, views carry
   * only the log lines the client lacks, from version `since` when it holds one. With
   * `authByMessage` the first message must be `{type:'auth', token?}`; `lookup` gets its token
   * (otherwise undefined: the lookup reads the request's own).
   */
  attach(
    socket: WebSocket,
    gameId: string,
    lookup: (token: string | undefined) => Promise<{ game: LiveGame; seat: number | null; token?: string } | { close: number; reason: string }>,
    delta: { since?: number } | null = null,
    authByMessage = false,
  ): void {
    const queued: Buffer[] = [];
    let conn: Conn | null = null;
    let game: LiveGame | null = null;
    // `?auth=1`: the token comes in the first message, never in the URL.
    let awaitingAuth: ((token: string | undefined | null) => void) | null = null;
    const token = authByMessage
      ? new Promise<string | undefined | null>((done) => {
        const timer = setTimeout(() => done(null), AUTH_TIMEOUT_MS);
        awaitingAuth = (t) => (clearTimeout(timer), done(t));
        socket.on('close', () => done(null));
      })
      : Promise.resolve(undefined);
    socket.on('error', () => undefined);
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      if (awaitingAuth) {
        const take = awaitingAuth;
        awaitingAuth = null;
        return take(isBinary ? null : authToken(data));
      }
      if (isBinary) return this.send(socket, { type: 'error', error: { code: 'BAD_REQUEST', message: 'Send JSON text messages.' } });
      if (!conn || !game) queued.push(data);
      else this.receive(conn, game, data);
    });
    socket.on('close', () => {
      if (conn) {
        this.byGame.get(gameId)?.delete(conn);
        game!.watchers--;
        if (conn.seat !== null) this.hub.presence.count(gameId, game!.stored.seats.length, conn.seat, -1);
      }
      if (this.byGame.get(gameId)?.size === 0) {
        this.byGame.delete(gameId);
        clearTimeout(this.awayTimers.get(gameId));
        this.awayTimers.delete(gameId);
      }
    });
    const resolve = token.then((t) =>
      t === null ? { close: WS_CLOSE.noAuth, reason: 'send {type:"auth"} first' } : lookup(t),
    );
    resolve.then(
      (r) => {
        if ('close' in r) return socket.close(r.close, r.reason);
        if (socket.readyState !== socket.OPEN) return;
        game = r.game;
        game.watchers++;
        conn = { socket, seat: r.seat, token: r.token, sent: -1, rev: -1, delta: delta !== null, wholeAt: '', helloAt: '', tokens: this.limits.burst, refilled: Date.now(), strikes: 0, refusedSince: false, id: this.nextId++, chatChain: Promise.resolve() };
        let set = this.byGame.get(gameId);
        if (!set) this.byGame.set(gameId, (set = new Set()));
        set.add(conn);
        this.sendView(conn, game, delta?.since ?? null);
        // This first view answers the client's opening hello already.
        conn.helloAt = stamp(game);
        // A seat coming online pushes the new presence to every socket of the game.
        if (conn.seat !== null) this.hub.presence.count(gameId, game.stored.seats.length, conn.seat, 1);
        this.send(socket, { type: 'table', ...this.hub.tableStatus(game) });
        if (this.chat) {
          const g = game;
          this.chat.log(g, conn.seat).then((log) => this.send(socket, { type: 'chatLog', ...log }), () => undefined);
        }
        for (const d of queued.splice(0)) this.receive(conn, game, d);
      },
      () => socket.close(1011, 'unavailable'),
    );
  }

  private push(g: LiveGame): void {
    const set = this.byGame.get(g.id);
    if (!set) return;
    // A change sends each socket its view and the table status: corked, both leave in one
    // write (one system call per socket instead of two: sending was the server's largest cost
    // after the engine at 480 tables, issue 29 point 9).
    const corked: Duplex[] = [];
    for (const c of set) {
      const raw = rawSocket(c.socket);
      if (raw && c.socket.readyState === c.socket.OPEN) {
        raw.cork();
        corked.push(raw);
      }
    }
    try {
      for (const c of set) if (c.sent < g.version || (c.sent === g.version && c.rev !== g.revision)) this.sendView(c, g, c.sent >= 0 ? c.sent : null);
      this.pushTable(g);
    } finally {
      for (const raw of corked) raw.uncork();
    }
  }

  /**
   * Sends the table status (presence, timer, away seat) to every socket of the game, and
   * schedules the next push for when the seat deciding now becomes away by itself.
   */
  private pushTable(g: LiveGame): void {
    const set = this.byGame.get(g.id);
    clearTimeout(this.awayTimers.get(g.id));
    this.awayTimers.delete(g.id);
    if (!set || set.size === 0) return;
    const json = JSON.stringify({ type: 'table', ...this.hub.tableStatus(g) } satisfies ServerMessage);
    for (const c of set) if (c.socket.readyState === c.socket.OPEN) c.socket.send(json);
    const wait = this.hub.msUntilAway(g);
    // A little after the moment, so the clock has surely passed it.
    if (wait !== null) this.awayTimers.set(g.id, setTimeout(() => this.pushTable(g), wait + 50).unref());
  }

  /** Sends the current view: to a delta client holding version `since`, only the log lines it lacks. */
  private sendView(c: Conn, g: LiveGame, since: number | null): void {
    if (c.socket.readyState !== c.socket.OPEN || c.socket.bufferedAmount > MAX_BUFFERED) return;
    c.sent = g.version;
    c.rev = g.revision;
    const whole = !c.delta || since === null;
    if (whole) c.wholeAt = stamp(g);
    c.socket.send(whole ? g.viewMessage(c.seat) : g.viewDeltaMessage(c.seat, since));
  }

  /**
   * Answers a hello: a bare one wants the whole view (nothing if one was sent at this change of
   * the game), one with `since` the view from there (at most once per change). So a burst of
   * hellos costs at most two views per change of the game; repeats get nothing, as the socket
   * already holds the answer.
   */
  private hello(c: Conn, g: LiveGame, since: number | undefined): void {
    const now = stamp(g);
    if (since === undefined ? c.wholeAt === now : (since >= g.version && c.sent >= g.version) || c.helloAt === now) return;
    c.helloAt = now;
    this.sendView(c, g, since ?? null);
  }

  private send(socket: WebSocket, m: ServerMessage): void {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(m));
  }

  private allow(c: Conn): boolean {
    const now = Date.now();
    c.tokens = Math.min(this.limits.burst, c.tokens + ((now - c.refilled) / 1000) * this.limits.perSecond);
    c.refilled = now;
    if (c.tokens >= 1) {
      c.tokens -= 1;
      c.refusedSince = false;
      return true;
    }
    if (++c.strikes > this.limits.burst) c.socket.close(WS_CLOSE.rateLimited, 'rate limited');
    return false;
  }

  private receive(c: Conn, g: LiveGame, data: Buffer): void {
    if (!this.allow(c)) {
      // A refused action or undo is answered as its result, so the client can match it by requestId.
      const error: ApiError = { code: 'RATE_LIMITED', message: 'Too many messages; slow down.' };
      const requestId = requestIdOf(data);
      if (requestId === null) {
        // One error per run of refused messages: answers must not outgrow what was sent.
        if (c.refusedSince) return;
        c.refusedSince = true;
        return this.send(c.socket, { type: 'error', error });
      }
      return this.send(c.socket, { type: 'result', requestId, ok: false, version: g.version, error });
    }
    let m: ClientMessage;
    try {
      m = JSON.parse(data.toString('utf8')) as ClientMessage;
    } catch {
      return this.send(c.socket, { type: 'error', error: { code: 'BAD_REQUEST', message: 'Messages must be JSON.' } });
    }
    const bad = (message: string) => this.send(c.socket, { type: 'error', error: { code: 'BAD_REQUEST', message } });
    if (typeof m !== 'object' || m === null) return bad('Messages must be JSON objects.');
    switch (m.type) {
      case 'ping':
        return this.send(c.socket, { type: 'pong' });
      case 'hello':
        if (m.sinceVersion !== undefined && !isVersion(m.sinceVersion)) return bad('sinceVersion must be a version number.');
        // Another process may have served a newer version, or this one may have missed
        // notices: the store decides before we answer. Otherwise the answer goes at once, in
        // the order of the client's messages.
        if (!this.hub.needsFresh(g, m.sinceVersion)) return this.hello(c, g, m.sinceVersion);
        void this.hub.fresh(g, m.sinceVersion).then(() => this.hello(c, g, m.sinceVersion));
        return;
      case 'action':
      case 'undo': {
        if (!isRequestId(m.requestId)) return bad('requestId must be a short string.');
        const requestId = m.requestId;
        const answer = (r: { ok: true } | { ok: false; error: ApiError }) =>
          this.send(c.socket, r.ok ? { type: 'result', requestId, ok: true, version: g.version } : { type: 'result', requestId, ok: false, version: g.version, error: r.error });
        if (!isVersion(m.version)) return answer({ ok: false, error: { code: 'BAD_REQUEST', message: 'version must be a version number.' } });
        const problem = m.type === 'action' ? actionProblem(m.action) : null;
        if (problem) return answer({ ok: false, error: { code: 'BAD_REQUEST', message: problem } });
        if (c.seat === null) return answer({ ok: false, error: { code: 'SPECTATOR', message: 'Spectators cannot act; join with a seat link.' } });
        const seat = c.seat;
        // The token may have been revoked since the socket opened (the seat moved to another
        // device, maybe through another process): the store decides before every change.
        const p = this.hub.seatOf(g, c.token).then((held) => {
          if (held.ok && held.seat === seat) return m.type === 'action' ? this.hub.act(g, seat, m.version, m.action as Action) : this.hub.undo(g, seat, m.version);
          if (!held.ok && held.status !== 403) return held;
          return failure(403, 'BAD_TOKEN', 'This seat moved to another device; this link no longer plays it.');
        });
        p.then(
          (r) => {
            answer(r);
            // After the answer, so the client learns why: this socket no longer plays the seat.
            if (!r.ok && r.error.code === 'BAD_TOKEN') c.socket.close(WS_CLOSE.badToken, 'seat moved to another device');
            // A refused client is behind or confused: make sure it holds the current view.
            if (!r.ok && r.error.code === 'STALE_VERSION') this.sendView(c, g, c.sent >= 0 ? c.sent : null);
          },
          () => answer({ ok: false, error: { code: 'INTERNAL', message: 'Something went wrong; nothing was changed.' } }),
        );
        return;
      }
      case 'chat': {
        if (!this.chat) return bad('Unknown message type.');
        const refuse = (error: ApiError) => this.send(c.socket, { type: 'error', error });
        // A seat's words are posted only while its token still holds the seat.
        const text = m.text;
        c.chatChain = c.chatChain.then(async () => {
          const ok = c.seat === null || (await this.hub.seatOf(g, c.token).then((h) => h.ok && h.seat === c.seat));
          if (!ok) return refuse({ code: 'BAD_TOKEN', message: 'This seat moved to another device; this link no longer plays it.' });
          const r = await this.chat!.post(g, c.seat, text, String(c.id));
          if (!r.ok) refuse(r.error);
        }).catch(() => refuse({ code: 'INTERNAL', message: 'Something went wrong; nothing was sent.' }));
        return;
      }
      default:
        return bad('Unknown message type.');
    }
  }

  /**
   * A seat's older tokens were revoked (it moved to another device): closes the sockets of that
   * seat whose token the store no longer knows. The new device's socket, maybe already open,
   * stays.
   */
  recheckSeat(gameId: string, seat: number): void {
    for (const c of this.byGame.get(gameId) ?? []) {
      if (c.seat !== seat) continue;
      const g = this.hub.loadedGame(gameId);
      if (!g) continue;
      void this.hub.seatOf(g, c.token).then((held) => {
        if (!held.ok && held.status === 403) c.socket.close(WS_CLOSE.badToken, 'seat moved to another device');
      });
    }
  }

  /** Closes every socket (server shutdown). */
  closeAll(): void {
    for (const t of this.awayTimers.values()) clearTimeout(t);
    this.awayTimers.clear();
    for (const set of this.byGame.values()) for (const c of set) c.socket.close(1001, 'server shutting down');
    this.byGame.clear();
  }
}

/** Identifies the game's state as views see it: its version and revision (undo grace). */
function stamp(g: LiveGame): string {
  return `${g.version}:${g.revision}`;
}

/** The requestId of an action or undo message, or null (not JSON, another message, no id). */
function requestIdOf(data: Buffer): string | null {
  try {
    const m = JSON.parse(data.toString('utf8')) as { type?: unknown; requestId?: unknown } | null;
    if (!m || (m.type !== 'action' && m.type !== 'undo')) return null;
    return typeof m.requestId === 'string' && isRequestId(m.requestId) ? m.requestId : null;
  } catch {
    return null;
  }
}

/**
 * The token of a first `{type:'auth', token?}` message: undefined for a spectator, null when
 * the message is not an auth message (the socket is then closed).
 */
function authToken(data: Buffer): string | undefined | null {
  let m: unknown;
  try {
    m = JSON.parse(data.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof m !== 'object' || m === null || (m as { type?: unknown }).type !== 'auth') return null;
  const t = (m as { token?: unknown }).token;
  if (t === undefined) return undefined;
  return typeof t === 'string' && t.length > 0 && t.length <= 200 ? t : null;
}

/**
 * The TCP socket under a WebSocket (ws keeps it as `_socket`, not public API): null if absent,
 * so without it sending works as before, only uncorked. ws writes a frame synchronously
 * (no compression here), and its own cork around a frame's two parts nests inside ours.
 */
function rawSocket(ws: WebSocket): Duplex | null {
  const raw = (ws as unknown as { _socket?: unknown })._socket;
  return raw && typeof (raw as Duplex).cork === 'function' && typeof (raw as Duplex).uncork === 'function' ? (raw as Duplex) : null;
}
