// The live link to one game: a WebSocket that pushes views, with reconnection (exponential
// backoff with jitter), a heartbeat that notices silent drops, and a resync on every reconnect.
import type { ClientMessage, ServerMessage, TableStatus, ViewResponse } from '../protocol/game.ts';
import { WS_CLOSE } from '../protocol/game.ts';
import { wsUrl } from './api.ts';

export type LinkStatus = 'connecting' | 'live' | 'reconnecting';

/** Why a game cannot be shown: the catalogue key of the sentence that says so. */
export type FatalReason = 'game.noSuchGame' | 'game.notASeat' | 'game.seatMoved' | 'game.knownDealClosed';

export interface LinkHandlers {
  onView(view: ViewResponse): void;
  /** Presence, turn timer and away seat (src/protocol/game.ts, TableStatus). */
  onTable?(status: TableStatus): void;
  onStatus(status: LinkStatus): void;
  /** The link cannot work (bad token, no such game): stop trying. */
  onFatal(reason: FatalReason): void;
  /** Fetch the view over REST (used while the socket is down). */
  resync(): void;
}

const HEARTBEAT_MS = 15_000;
const SILENCE_MS = 40_000;
const MAX_DELAY_MS = 10_000;

export class GameLink {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private beatTimer: ReturnType<typeof setInterval> | undefined;
  private lastHeard = 0;
  private stopped = false;

  constructor(
    private readonly gameId: string,
    private readonly token: string | null,
    private readonly handlers: LinkHandlers,
    private readonly lastVersion: () => number,
  ) {}

  start(): void {
    window.addEventListener('online', this.reconnectNow);
    document.addEventListener('visibilitychange', this.onVisibility);
    this.beatTimer = setInterval(this.beat, HEARTBEAT_MS);
    // Open on the next tick: a link stopped at once (React's StrictMode mounts twice in development)
    // never opens a socket it would have to abort.
    this.retryTimer = setTimeout(() => this.connect(), 0);
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener('online', this.reconnectNow);
    document.removeEventListener('visibilitychange', this.onVisibility);
    clearTimeout(this.retryTimer);
    clearInterval(this.beatTimer);
    this.drop();
  }

  private connect(): void {
    if (this.stopped) return;
    this.handlers.onStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    // Log deltas from the version held: a reconnect costs the lines missed, not the whole log.
    const ws = new WebSocket(wsUrl(this.gameId, this.token !== null, this.lastVersion()));
    this.ws = ws;
    ws.onopen = () => {
      this.attempt = 0;
      this.lastHeard = Date.now();
      // First message: the seat token, kept out of the URL (and so out of logs and consoles).
      if (this.token !== null) this.send({ type: 'auth', token: this.token });
      const since = this.lastVersion();
      this.send(since >= 0 ? { type: 'hello', sinceVersion: since } : { type: 'hello' });
      this.handlers.onStatus('live');
    };
    ws.onmessage = (e: MessageEvent) => {
      this.lastHeard = Date.now();
      let msg: ServerMessage;
      try {
        msg = JSON.parse(String(e.data)) as ServerMessage;
      } catch {
        return;
      }
      if (msg.type === 'view') this.handlers.onView(msg);
      else if (msg.type === 'table') this.handlers.onTable?.(msg);
    };
    ws.onclose = (e: CloseEvent) => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.stopped) return;
      if (e.code === WS_CLOSE.badToken) return this.handlers.onFatal('game.seatMoved');
      if (e.code === WS_CLOSE.notFound) return this.handlers.onFatal('game.noSuchGame');
      if (e.code === WS_CLOSE.knownDeal) return this.handlers.onFatal('game.knownDealClosed');
      this.scheduleRetry();
    };
  }

  private scheduleRetry(): void {
    clearTimeout(this.retryTimer);
    this.attempt += 1;
    this.handlers.onStatus('reconnecting');
    // Meanwhile try plain HTTP: the table stays current even if only WebSockets are blocked.
    if (this.attempt > 1) this.handlers.resync();
    const base = Math.min(MAX_DELAY_MS, 500 * 2 ** (this.attempt - 1));
    const delay = base * (0.75 + Math.random() * 0.5);
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  /** The held view cannot take a delta: ask for the whole view (over REST if the socket is down). */
  requestWhole(): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.send({ type: 'hello' });
    else this.handlers.resync();
  }

  private send(msg: ClientMessage): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(msg));
  }

  /** Closes the socket without waiting for its close handshake. */
  private drop(): void {
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onopen = ws.onmessage = ws.onclose = null;
      ws.onerror = null;
      if (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING) ws.close();
    }
  }

  private readonly beat = (): void => {
    if (this.ws?.readyState !== WebSocket.OPEN) return;
    if (Date.now() - this.lastHeard > SILENCE_MS) {
      // A silent socket is a dead one (laptop lid, lost Wi-Fi): start over.
      this.drop();
      this.scheduleRetry();
      return;
    }
    this.send({ type: 'ping' });
  };

  private readonly reconnectNow = (): void => {
    if (this.stopped || this.ws?.readyState === WebSocket.OPEN) return;
    clearTimeout(this.retryTimer);
    this.drop();
    this.connect();
  };

  private readonly onVisibility = (): void => {
    if (document.visibilityState === 'visible') this.reconnectNow();
  };
}
