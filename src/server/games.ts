// The authority: live game states in memory, changed only through the engine, each change
// stored durably before it is acknowledged. One change at a time per game (a promise chain);
// the store's sequence check settles races between processes.
import { randomBytes } from 'node:crypto';
import {
  activeSeat, applyAction, checkOptions, copyEvent, scores, viewFor, type Action, type GameEvent, type GameOptions, type GameState, type OutcastCard, type PlayerView,
} from '../engine/index.ts';
import { hashToken, newGameId, newSeatToken } from './auth.ts';
import { expansionNames } from './expansions.ts';
import { spectatorsOf } from './knownDeal.ts';
import { cleanName } from './names.ts';
import { applySeatRecord, emptyTable, seatTable, type SeatTable } from './seatRecords.ts';
import type {
  BotLevel, ChatMessage, ClaimResponse, RatingMode, TableRules, TableStatus, CreateGameRequest, CreateGameResponse, LogResponse, MyGameSummary, SeatCreated, SeatPublic, ServerMessage, ViewResponse,
} from '../protocol/game.ts';
import { ABSENT_AFTER_MS } from '../protocol/game.ts';
import { commonPrefix, LogHistory, seatLines } from './logDelta.ts';
import type { GameNotice, PubSub } from './pubsub/types.ts';
import { isUndoable, popEntry, pushEntry, replay, type Entry } from './replay.ts';
import { SeatKeeper, secretPath, type Result } from './seats.ts';
import type { Credential, LogRecord, SeatRecord, Storage, StoredGame, StoredSeat } from './storage/types.ts';
import { Presence } from './presence.ts';
import { abandonDue, type AbandonRules } from './abandon.ts';
import { validChatMessage } from './chatMessage.ts';
import { banksAt, banksFor } from './clocks.ts';
import { humanDeciding, msUntilAway, startTurn, tableStatus, turnDeadline } from './tableStatus.ts';
import { canUndo, undoRecord } from './undo.ts';
import { failure, type Failure } from './failure.ts';

export { failure, type Failure } from './failure.ts';
export type Outcome = { ok: true; game: LiveGame } | Failure;

/** Minimal logger shape (pino's). Never pass tokens, states or views to it. */
export interface Log {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export class LiveGame {
  log: LogRecord[] = [];
  entries: Entry[] = [];
  state!: GameState;
  /** Set when the stored log no longer replays (should never happen); the game is frozen. */
  broken = false;
  /** Names, bots standing in for away players, an early end (seatRecords.ts). */
  table: SeatTable;
  /** When (ms, the hub's clock) the decision of version `turnVersion` began: the turn timer counts from it. */
  turnStartedAt = 0;
  turnVersion = -1;
  /** Serialises changes to this game. */
  chain: Promise<unknown> = Promise.resolve();
  /** Changes queued or running on `chain`. */
  busy = 0;
  /** Open sockets watching this game (it stays in memory while any is open). */
  watchers = 0;
  /** Last use (ms since epoch), for unloading idle games. */
  touched = Date.now();
  /** Highest version announced by another process (pub/sub), to notice lost notices. */
  noticed = 0;
  /**
   * The undo grace (undo.ts): a person's action passed the decision to another seat at
   * `version`; until `until` (or their "done") they may take it back and bots wait.
   * Kept in this process's memory only: a restart ends it.
   */
  handOver: { version: number; seat: number; until: number } | null = null;
  /** Counts changes that alter views without a new version (a grace ending). */
  revision = 0;
  /** The seats that belong to accounts, as the hub last read them (GameHub.accountsChanged). */
  accountSeats: ReadonlySet<number> = new Set();
  /** The clock undo graces are measured with (the hub may hand over another). */
  now: () => number = Date.now;
  /** The server rates games whose deal the creator chose (an operator's choice; HubOptions.rateKnownDeals). */
  rateKnownDeals = false;
  /**
   * The latest ViewResponse per seat (-1: spectator) as JSON, built once per version. Only the
   * string is kept: view objects die young, which keeps garbage collection cheap under load.
   */
  private viewCache = new Map<number, { stamp: string; json: string }>();
  /** Delta `view` messages of the current version, by seat and first log line sent. */
  private deltaCache = { stamp: '', messages: new Map<string, string>() };
  /** Event-log lengths per version and undo cuts, for views that send only what changed. */
  readonly history = new LogHistory();

  constructor(readonly stored: StoredGame) {
    this.table = emptyTable(stored.seats);
  }

  get id(): string {
    return this.stored.id;
  }
  /** Finished by the rules, or ended by the other players for an away one. */
  get over(): boolean {
    return this.state.over || this.table.ended !== null || this.table.abandoned;
  }
  /** The level of the bot playing `seat` (a bot seat, or a bot standing in), or null: its player decides. */
  botLevel(seat: number): BotLevel | null {
    const s = this.stored.seats[seat];
    if (!s) return null;
    return s.kind === 'bot' ? (s.level ?? 'medium') : this.table.standIn[seat];
  }
  get version(): number {
    return this.log.length;
  }
  /** Identifies what views show: the version and any change between versions. */
  get stamp(): string {
    return `${this.version}.${this.revision}`;
  }
  /** Whether `seat` (or, without one, anybody) is in an open undo grace now. */
  graceOpen(seat?: number): boolean {
    const h = this.handOver;
    return h !== null && h.version === this.version && (seat === undefined || h.seat === seat) && this.now() < h.until;
  }
  /** Whether the game counts for ratings (src/protocol/game.ts, RatingMode), as the recorder decides (ratings/recorder.ts). */
  get rating(): RatingMode {
    if (this.stored.rules?.friendly === true || (this.stored.knownDeal === true && !this.rateKnownDeals)) return 'friendly';
    const held = this.accountSeats;
    return held.size > 0 && this.stored.seats.length >= 2 && this.stored.seats.every((s) => s.kind !== 'human' || held.has(s.seat)) ? 'rated' : 'unrated';
  }
  get seats(): SeatPublic[] {
    return this.stored.seats.map((s) => {
      const p = publicSeat(s);
      p.name = this.table.names[s.seat] ?? p.name;
      const standIn = this.table.standIn[s.seat];
      if (standIn) p.standIn = standIn;
      return p;
    });
  }

  /** The view for a seat (null: spectator), as a fresh object. */
  viewResponse(seat: number | null): ViewResponse {
    return {
      gameId: this.id,
      version: this.version,
      seat,
      seats: this.seats,
      canUndo: seat !== null && canUndo(this, seat),
      knownDeal: this.stored.knownDeal === true,
      rating: this.rating,
      view: playerView(this.state, seat),
    };
  }

  /** viewResponse as JSON, cached per version and seat. */
  viewJson(seat: number | null): string {
    const key = seat ?? -1;
    const hit = this.viewCache.get(key);
    if (hit && hit.stamp === this.stamp) return hit.json;
    const json = JSON.stringify(this.viewResponse(seat));
    this.viewCache.set(key, { stamp: this.stamp, json });
    return json;
  }

  /** The `view` WebSocket message: { type: 'view', ...ViewResponse }. */
  viewMessage(seat: number | null): string {
    return `{"type":"view",${this.viewJson(seat).slice(1)}`;
  }

  /**
   * The view for a client holding this seat's view at version `since` (src/protocol/game.ts, ViewDelta):
   * the log carries only the lines from the first one the client may lack. Null when `since`
   * is unknown here or not older than now: then the whole view is the answer.
   */
  viewDelta(seat: number | null, since: number): ViewResponse | null {
    if (since > this.version) return null;
    this.history.note(this.version, this.state.log.length);
    const shared = this.history.sharedPrefix(since);
    if (shared === null) return null;
    // The view without its log, then only the lines the client lacks: copying the whole log
    // for every push was a hot spot of busy servers. Same lines as the engine's view.log.slice.
    const view = viewFor(this.state, seat, { log: false });
    const log = this.state.log;
    const logFrom = seatLines(log, shared, seat);
    const tail: GameEvent[] = [];
    for (let i = shared; i < log.length; i++) if (log[i].to === undefined || log[i].to === seat) tail.push(copyEvent(log[i]));
    view.log = tail;
    const logLength = logFrom + tail.length;
    return {
      gameId: this.id, version: this.version, seat, seats: this.seats, canUndo: seat !== null && canUndo(this, seat),
      knownDeal: this.stored.knownDeal === true, rating: this.rating, view, logFrom, logLength, baseVersion: since,
    };
  }

  /** viewDelta as a `view` WebSocket message (the whole view when no delta is possible). */
  viewDeltaMessage(seat: number | null, since: number): string {
    if (this.deltaCache.stamp !== this.stamp) this.deltaCache = { stamp: this.stamp, messages: new Map() };
    const key = `${seat ?? -1}:${since}`;
    let m = this.deltaCache.messages.get(key);
    if (m === undefined) {
      const d = this.viewDelta(seat, since);
      m = d ? JSON.stringify({ type: 'view', ...d } satisfies ServerMessage) : this.viewMessage(seat);
      // `since` comes from clients too (hello): a few entries cover the pushes, never let it grow.
      if (this.deltaCache.messages.size < 16) this.deltaCache.messages.set(key, m);
    }
    return m;
  }

  /** Applies stored records (already accepted by the engine once) to the live state. */
  applyRecords(records: LogRecord[]): void {
    for (const r of records) {
      if (r.seq !== this.log.length + 1) throw new Error(`record ${r.seq} out of order`);
      this.log.push(r);
      if (r.kind === 'standIn' || r.kind === 'reclaim' || r.kind === 'end' || r.kind === 'abandon' || r.kind === 'seated') {
        this.table = applySeatRecord(this.table, r);
      } else if (r.kind === 'name') {
        // A new name changes the log's words: the state is rebuilt with it.
        const before = this.state.log;
        this.rebuild();
        this.history.cut(this.version, commonPrefix(before, this.state.log));
      } else if (r.kind === 'undo') {
        // Applied at once (not after the batch), so every version's log is known exactly.
        const before = this.state.log;
        for (let k = 0; k < r.count; k++) this.state = popEntry(this.entries, this.state);
        this.history.note(this.version, this.state.log.length);
        this.history.cut(this.version, commonPrefix(before, this.state.log));
      } else {
        this.advance(r.seat, r.action);
      }
    }
  }

  /** Rebuilds the state from the creation options and the whole log. */
  rebuild(): void {
    this.table = seatTable(this.stored.seats, this.log);
    const r = replay(this.options, this.log);
    this.state = r.state;
    this.entries = r.entries;
    this.history.note(this.version, this.state.log.length);
  }

  /** The engine options with the names players chose: the event log speaks of them by those names. */
  get options(): GameOptions {
    const o = this.stored.options;
    return this.table.names.every((n, i) => n === o.names?.[i]) ? o : { ...o, names: [...this.table.names] };
  }

  private advance(seat: number, action: Action): void {
    const before = this.state;
    const r = applyAction(before, action);
    if (!r.ok || activeSeat(before) !== seat) throw new Error(`stored action refused: ${r.ok ? 'wrong seat' : r.error.code}`);
    this.commit(seat, action, before, r.state, r.events.some((e) => e.reveals));
  }

  commit(seat: number, action: Action, before: GameState, after: GameState, revealed: boolean): void {
    pushEntry(this.entries, { seat, action, undoable: isUndoable(before.current, after, seat, revealed), before });
    this.state = after;
    this.history.note(this.version, after.log.length);
  }
}

function publicSeat(s: StoredSeat): SeatPublic {
  return s.kind === 'bot' ? { seat: s.seat, name: s.name, kind: s.kind, level: s.level } : { seat: s.seat, name: s.name, kind: s.kind };
}

/**
 * What the server sends a seat: exactly the engine's view, which decides what that seat may
 * know (rulings.md, "Hidden information"; the seed stays out until the game is over).
 */
export function playerView(state: GameState, seat: number | null): PlayerView {
  return viewFor(state, seat);
}

/**
 * The same view without its event log, for bots (they decide from the position, never from the
 * log: src/bots rebuild states with an empty one). The log is most of a late view's size, and
 * copying it to a bot thread was the largest cost of busy servers (issue 29, point 9).
 */
export function botView(state: GameState, seat: number): PlayerView {
  return viewFor(state, seat, { log: false });
}

export interface HubOptions {
  storage: Storage;
  pubsub: PubSub;
  /** Id of this process in pub/sub notices. */
  origin: string;
  /** Defaults to silence; main() hands over Fastify's logger (useLog). */
  log?: Log;
  /** De Profundis games use this Outcast deck (checked by loadOutcastDeck); the bundled one when absent. */
  outcastDeck?: OutcastCard[];
  /**
   * After the fan-out was down or a lost notice was seen, reads keep checking the store for
   * this long (ms; default 30 s): another process may still be publishing into the void.
   */
  resyncGraceMs?: number;
  /** Period (ms) of the safety-net sweep that catches every loaded game up from the store; default 60 s, 0: off. */
  sweepMs?: number;
  /**
   * How long (ms) a person may still take back an action that passed the decision to another
   * seat, bots waiting meanwhile (undo.ts); default 0: not at all.
   */
  undoGraceMs?: number;
  /** The clock of undo graces, turn timers and absences (ms since epoch); tests hand a fake one. Default Date.now. */
  now?: () => number;
  /** A seat deciding now without a socket this long is away (ms; default ABSENT_AFTER_MS). */
  absentAfterMs?: number;
  /** Period of presence re-announcements between processes (ms; default 20 s; 0: off). */
  presenceRefreshMs?: number;
  /** The seats of a game that belong to accounts (accounts/store.ts, seatsOfGame); absent: none do (no accounts). */
  accountSeats?: (gameId: string) => Promise<number[]>;
  /** Games whose deal the creator chose are rated too (the recorder's option of the same name). */
  rateKnownDeals?: boolean;
}

const silent: Log = { info: () => undefined, warn: () => undefined, error: () => undefined };

type Listener = (game: LiveGame) => void;
/** A turn-based game became `seat`'s move (a person's), on this process. */
export type TurnListener = (game: LiveGame, seat: number) => void;

export class GameHub {
  private readonly games = new Map<string, LiveGame>();
  private readonly loading = new Map<string, Promise<LiveGame | null>>();
  private readonly listeners = new Set<Listener>();
  private readonly turnListeners = new Set<TurnListener>();
  private readonly revokedListeners = new Set<(gameId: string, seat: number) => void>();
  private readonly chatListeners = new Set<(gameId: string, m: ChatMessage) => void>();

  private log: Log;
  /** Who holds which seat: claims, invites, transfers (seats.ts). */
  readonly keeper: SeatKeeper;
  /** The fan-out reported trouble and has not come back yet: notices may be lost. */
  private fanoutDown = false;
  /** Until then (ms since epoch) reads check the store first. */
  private suspectUntil = 0;
  /** Games changed here whose notice may not have gone out. */
  private readonly unpublished = new Set<string>();
  private sweeping: Promise<void> | null = null;
  private sweepAgain = false;
  private sweeper: NodeJS.Timeout | undefined;

  /** Which seats have an open socket, on any process (presence.ts). */
  readonly presence: Presence;
  readonly now: () => number;

  constructor(private readonly opts: HubOptions) {
    this.log = opts.log ?? silent;
    this.now = opts.now ?? Date.now;
    this.keeper = new SeatKeeper(opts.storage);
    this.presence = new Presence({
      pubsub: opts.pubsub,
      origin: opts.origin,
      now: this.now,
      refreshMs: opts.presenceRefreshMs,
      onError: (e) => this.log.warn({ reason: errText(e) }, 'pubsub: publish failed'),
    });
    // A seat moved here: tell this process's sockets and every other process's.
    this.keeper.onRevoked((gameId, seat) => {
      this.seatRevoked(gameId, seat);
      this.opts.pubsub
        .publish({ gameId, version: this.games.get(gameId)?.version ?? 0, origin: this.opts.origin, revokedSeat: seat })
        .catch((e) => this.log.warn({ reason: errText(e) }, 'pubsub: publish failed'));
    });
  }

  /** The store (read-only uses such as the lobby's list of games, gameList.ts). */
  get storage(): Storage {
    return this.opts.storage;
  }

  /** Listens for seats whose older tokens were revoked, on this process or another. */
  onSeatRevoked(listener: (gameId: string, seat: number) => void): () => void {
    this.revokedListeners.add(listener);
    return () => this.revokedListeners.delete(listener);
  }

  private seatRevoked(gameId: string, seat: number): void {
    for (const l of this.revokedListeners) {
      try {
        l(gameId, seat);
      } catch (e) {
        this.log.error({ gameId, reason: errText(e) }, 'listener failed');
      }
    }
  }

  useLog(log: Log): void {
    this.log = log;
  }

  /** Rebuilds every unfinished game and starts listening to other processes. */
  async start(): Promise<void> {
    for (const id of await this.opts.storage.unfinishedGameIds()) await this.get(id);
    await this.opts.pubsub.subscribe((n) => this.onNotice(n));
    this.presence.start();
    // A fan-out that can lose notices: heal from the store when it does.
    if (this.opts.pubsub.onHealth) {
      this.opts.pubsub.onHealth((up) => this.onFanoutHealth(up));
      const every = this.opts.sweepMs ?? 60_000;
      if (every > 0) this.sweeper = setInterval(() => void this.sweep(), every).unref();
    }
  }

  /** Stops the periodic sweep (server shutdown). */
  stop(): void {
    clearInterval(this.sweeper);
    this.presence.stop();
  }

  /** Listens for table chat messages posted on other processes (chat.ts). */
  onChatNotice(listener: (gameId: string, m: ChatMessage) => void): () => void {
    this.chatListeners.add(listener);
    return () => this.chatListeners.delete(listener);
  }

  /** Tells the other processes of a chat message posted here. */
  publishChat(gameId: string, m: ChatMessage): void {
    this.opts.pubsub.publish({ gameId, version: 0, origin: this.opts.origin, chat: m }).catch((e) => this.log.warn({ reason: errText(e) }, 'pubsub: publish failed'));
  }

  private onNotice(n: GameNotice): void {
    if (n.chat !== undefined) {
      if (validChatMessage(n.chat)) for (const l of this.chatListeners) l(n.gameId, n.chat);
      return;
    }
    if (n.revokedSeat !== undefined) return this.seatRevoked(n.gameId, n.revokedSeat);
    if (n.presence !== undefined) return this.presence.heard(n);
    if (n.renamed) {
      void this.seatsRenamed(n.gameId, false).catch((e) => this.log.warn({ gameId: n.gameId, reason: errText(e) }, 'rename not applied'));
      return;
    }
    const g = this.games.get(n.gameId);
    if (!g) return;
    const seen = Math.max(g.version, g.noticed);
    g.noticed = Math.max(g.noticed, n.version);
    // Notices of one game arrive in order: a skipped version means some were lost, maybe for
    // other games too.
    if (n.version > seen + 1) {
      this.log.warn({ gameId: g.id }, 'pubsub: notices were lost; resyncing from the store');
      this.suspect();
    }
    if (n.version > g.version) void this.exclusive(g, () => this.catchUp(g)).catch(() => undefined);
  }

  private onFanoutHealth(up: boolean): void {
    if (!up) {
      if (!this.fanoutDown) this.log.warn({}, 'pubsub: connection lost; reads check the store until it is back');
      this.fanoutDown = true;
      return;
    }
    if (!this.fanoutDown) return;
    this.fanoutDown = false;
    this.log.info({}, 'pubsub: connection back; resyncing every loaded game');
    // What this process changed meanwhile may never have been announced.
    for (const id of this.unpublished) {
      const g = this.games.get(id);
      this.unpublished.delete(id);
      if (g) this.publish(g);
    }
    this.suspect();
  }

  /** Notices may have been lost: read the store for a while and catch every loaded game up. */
  private suspect(): void {
    this.suspectUntil = Math.max(this.suspectUntil, Date.now() + (this.opts.resyncGraceMs ?? 30_000));
    void this.sweep();
  }

  /** True while the fan-out is down (notices from other processes may be lost). */
  get fanoutLost(): boolean {
    return this.fanoutDown;
  }

  /** True while a loaded game may be behind the store without this process knowing. */
  get mayBeStale(): boolean {
    return this.fanoutDown || Date.now() < this.suspectUntil;
  }

  /**
   * Brings a loaded game up to the store's version before answering a read, when this process
   * may have missed a change: while the fan-out is (or just was) down, or when a client has
   * seen a version above ours (`seen`, e.g. served by another process).
   */
  async fresh(game: LiveGame, seen?: number): Promise<void> {
    if (!this.needsFresh(game, seen)) return;
    await this.exclusive(game, () => this.catchUp(game)).catch(() => undefined);
  }

  /** Whether `fresh` would read the store (otherwise a read may be answered at once). */
  needsFresh(game: LiveGame, seen?: number): boolean {
    return this.mayBeStale || (seen !== undefined && seen > game.version);
  }

  /** Catches every loaded, unfinished game up from the store, one at a time. */
  sweep(): Promise<void> {
    if (this.sweeping) {
      this.sweepAgain = true;
      return this.sweeping;
    }
    this.sweeping = (async () => {
      do {
        this.sweepAgain = false;
        for (const g of [...this.games.values()]) {
          if (!g.over && !g.broken) await this.exclusive(g, () => this.catchUp(g)).catch(() => undefined);
        }
      } while (this.sweepAgain);
    })().finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Drops a loaded game that nobody is using, so its next use rebuilds it from the store (after
   * the store changed it, e.g. a deleted account's seats renamed). False when it stays loaded.
   */
  forget(id: string): boolean {
    const g = this.games.get(id);
    if (!g || g.watchers > 0 || g.busy > 0) return false;
    return this.games.delete(id);
  }

  /**
   * A deleted account's seats were renamed in the store (the seat list, the creation names and
   * the names chosen in the log): a loaded game takes the stored names now, views pushed again,
   * here and (told through the fan-out) on every other process.
   */
  async seatsRenamed(id: string, tellOthers = true): Promise<void> {
    if (tellOthers) {
      this.opts.pubsub.publish({ gameId: id, version: 0, origin: this.opts.origin, renamed: true })
        .catch((e) => this.log.warn({ reason: errText(e) }, 'pubsub: publish failed'));
    }
    if (this.forget(id)) return;
    const g = this.games.get(id);
    if (!g) return;
    await this.exclusive(g, async () => {
      const row = await this.opts.storage.loadGame(id);
      if (!row) return;
      g.stored.seats = row.game.seats;
      g.stored.options = row.game.options;
      for (const r of g.log) {
        const stored = row.log[r.seq - 1];
        if (r.kind === 'name' && stored?.kind === 'name') r.name = stored.name;
      }
      const before = g.state.log;
      g.rebuild();
      g.history.cut(g.version, commonPrefix(before, g.state.log));
      g.revision++;
      this.notify(g);
    });
  }

  loaded(): Iterable<LiveGame> {
    return this.games.values();
  }

  async create(req: CreateGameRequest): Promise<{ ok: true; body: CreateGameResponse; game: LiveGame } | Failure> {
    const n = req.players.length;
    const firstHuman = req.players.findIndex((p) => p.kind === 'human');
    const creatorSeat = req.creatorSeat === undefined ? (firstHuman < 0 ? null : firstHuman) : req.creatorSeat;
    if (creatorSeat !== null && req.players[creatorSeat]?.kind !== 'human') {
      return failure(400, 'NOT_A_SEAT', `Seat ${creatorSeat + 1} is not a human seat: the creator can only take a human seat.`);
    }
    const seats: StoredSeat[] = [];
    const created: SeatCreated[] = [];
    const credentials: Credential[] = [];
    const id = newGameId();
    for (const [seat, p] of req.players.entries()) {
      const name = cleanName(p.name, `${p.kind === 'bot' ? 'Bot' : 'Player'} ${seat + 1}`);
      if (!name.ok) return failure(400, 'BAD_NAME', `Seat ${seat + 1}: ${name.message}`);
      if (p.kind === 'bot') {
        const s: StoredSeat = { seat, name: name.name, kind: 'bot', level: p.level ?? 'medium' };
        seats.push(s);
        created.push(publicSeat(s));
        continue;
      }
      // Seat tokens and codes live in the credential tables only: they change when seats are claimed or moved.
      seats.push({ seat, name: name.name, kind: 'human' });
      const { token, hash } = newSeatToken();
      if (seat === creatorSeat) {
        credentials.push({ hash, seat, kind: 'token' });
        created.push({ seat, name: name.name, kind: 'human', token, inviteUrl: secretPath(id, 'token', token) });
      } else {
        credentials.push({ hash, seat, kind: 'invite' });
        created.push({ seat, name: name.name, kind: 'human', invite: token, inviteUrl: secretPath(id, 'invite', token) });
      }
    }
    const host = newSeatToken();
    credentials.push({ hash: host.hash, seat: -1, kind: 'host' });
    const o = req.options ?? {};
    if (o.turnBased && o.turnSeconds !== undefined) {
      return failure(400, 'BAD_OPTIONS', 'A turn-based game has a time limit in hours per move: it cannot also have a real-time turn timer (turnSeconds).');
    }
    // Without a chosen seed, 256 secret bits (the engine keys ChaCha20 with them): nothing public narrows them.
    const options: GameOptions = { seed: o.seed ?? randomBytes(32).toString('hex'), players: n, names: seats.map((s) => s.name) };
    if (o.martialLaw) options.martialLaw = true;
    if (o.deProfundis) options.expansions = { deProfundis: this.opts.outcastDeck ? { deck: this.opts.outcastDeck } : true };
    if (o.kraken) options.expansions = { ...options.expansions, kraken: true };
    if (o.leviathan) options.expansions = { ...options.expansions, leviathan: true };
    if (o.startSeat !== undefined) options.startSeat = o.startSeat;
    const problem = checkOptions(options);
    if (problem) return failure(400, 'BAD_OPTIONS', problem.message);
    const knownDeal = o.seed !== undefined;
    const spectatorsRefused = knownDeal && o.spectators === 'refuse';
    // The lobby lists a table unless a friend was invited to it (src/protocol/game.ts, options.listed).
    const listed = o.listed ?? !req.players.some((p, seat) => p.kind === 'human' && seat !== creatorSeat);
    const rules: TableRules = {};
    if (o.friendly) rules.friendly = true;
    if (o.chat === 'off') rules.chatOff = true;
    if (o.spectatorChat === 'off') rules.spectatorChatOff = true;
    if (o.clock) {
      if (o.turnBased || o.turnSeconds !== undefined) return failure(400, 'BAD_OPTIONS', 'Clocks are for real-time games without a turn timer: choose one of clock, turnSeconds or turnBased.');
      rules.clock = { baseSeconds: o.clock.baseSeconds, incrementSeconds: o.clock.incrementSeconds, onTimeout: o.clock.onTimeout, since: this.now() };
      // Invited seats: the clocks start when every one is taken (claim below), not now.
      if (seats.some((s) => s.kind === 'human' && s.seat !== creatorSeat)) rules.clock.waitsForSeats = true;
    }
    const stored: StoredGame = {
      id, options, seats, createdAt: new Date(this.now()).toISOString(), ...(knownDeal ? { knownDeal } : {}), ...(spectatorsRefused ? { spectatorsRefused } : {}),
      ...(listed ? { listed } : {}),
      ...(o.turnSeconds !== undefined ? { turnSeconds: o.turnSeconds } : {}),
      ...(o.turnBased ? { turnBased: { hours: o.turnBased.hours, onTimeout: o.turnBased.onTimeout, since: this.now() } } : {}),
      ...(Object.keys(rules).length > 0 ? { rules } : {}),
    };
    const game = this.live(stored);
    game.rebuild();
    try {
      await this.opts.storage.createGame(stored, credentials);
    } catch (e) {
      this.log.error({ reason: errText(e) }, 'storage: create failed');
      return failure(503, 'UNAVAILABLE', 'The game could not be saved; please try again.');
    }
    this.games.set(id, game);
    startTurn(game, this.now());
    this.log.info({ gameId: id, players: n, bots: seats.filter((s) => s.kind === 'bot').length }, 'game created');
    this.notify(game);
    const first = activeSeat(game.state);
    if (first !== null) this.turnPassed(game, first);
    return { ok: true, body: { gameId: id, seats: created, version: 0, creatorSeat, hostToken: host.token, knownDeal, ...spectatorsOf(stored) }, game };
  }

  /** A LiveGame with this hub's clock and rating choice. */
  private live(stored: StoredGame): LiveGame {
    const g = new LiveGame(stored);
    if (this.opts.now) g.now = this.opts.now;
    g.rateKnownDeals = this.opts.rateKnownDeals === true;
    return g;
  }

  /** The live game, loaded from storage on first use; null when it does not exist. */
  get(id: string): Promise<LiveGame | null> {
    const g = this.games.get(id);
    if (g) {
      g.touched = Date.now();
      return this.mayBeStale ? this.fresh(g).then(() => g) : Promise.resolve(g);
    }
    let p = this.loading.get(id);
    if (!p) {
      p = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, p);
    }
    return p;
  }

  private async load(id: string): Promise<LiveGame | null> {
    const row = await this.opts.storage.loadGame(id);
    if (!row) return null;
    const g = this.live(row.game);
    g.log = row.log;
    try {
      g.rebuild();
    } catch (e) {
      g.broken = true;
      g.state = replay(row.game.options, []).state;
      this.log.error({ gameId: id, reason: errText(e) }, 'game log does not replay; game frozen');
    }
    await this.accountsChanged(g);
    this.games.set(id, g);
    startTurn(g, this.now());
    return g;
  }

  /** Seat of a token in this game (asked of the store): null for no token (spectator); a failure for a foreign or revoked token. */
  /** The game if this process holds it in memory. */
  loadedGame(id: string): LiveGame | undefined {
    return this.games.get(id);
  }

  seatOf(game: LiveGame, token: string | undefined): Promise<{ ok: true; seat: number | null } | Failure> {
    return this.keeper.seatOf(game, token);
  }

  /**
   * Submits an action for `seat` chosen from the view at `version`, by its player or (`asBot`)
   * by the bot that plays it: each is refused while the other has the seat.
   */
  act(game: LiveGame, seat: number, version: number, action: Action, asBot = false): Promise<Outcome> {
    return this.exclusive(game, async () => {
      const pre = await this.precheck(game, version);
      if (pre) return pre;
      if (game.over) return failure(400, 'GAME_OVER', 'The game is over.');
      if ((game.botLevel(seat) !== null) !== asBot) return asBot ? failure(409, 'NOT_YOUR_TURN', 'This seat is played by its player again.') : withBot();
      if (activeSeat(game.state) !== seat) return failure(403, 'NOT_YOUR_TURN', 'It is not your turn to decide.');
      if (!asBot && this.pastDeadline(game, seat)) return this.lateAction(game, seat);
      const before = game.state;
      const r = applyAction(before, action);
      if (!r.ok) return failure(400, r.error.code, r.error.message);
      const record: LogRecord = { seq: game.version + 1, kind: 'action', seat, action };
      // The seat whose turn this action ends gets its increment (clocks.ts).
      if (game.stored.rules?.clock) record.clock = banksFor(game, this.now(), { before, after: r.state });
      const stored = await this.store(game, record);
      if (stored !== true) return stored;
      game.log.push(record);
      game.commit(seat, action, before, r.state, r.events.some((e) => e.reveals));
      this.maybeStartGrace(game, seat);
      await this.changed(game);
      const next = activeSeat(game.state);
      if (next !== null && next !== seat) this.turnPassed(game, next);
      return { ok: true, game };
    });
  }

  /**
   * A person's undoable action that passed the decision to another seat opens the undo grace:
   * bots wait (BotRunner asks graceOpen) and the person may still take it back, until they
   * say they are done, the grace runs out, or the seat now deciding (a person) decides.
   */
  private maybeStartGrace(game: LiveGame, seat: number): void {
    const ms = this.opts.undoGraceMs ?? 0;
    const last = game.entries[game.entries.length - 1];
    // A bot's move (a bot seat, or one standing in for an away player) opens no grace: nobody
    // could take it back, and the table must not wait for it.
    if (ms <= 0 || game.over || !last?.undoable || activeSeat(game.state) === seat || game.botLevel(seat) !== null) return;
    const version = game.version;
    game.handOver = { version, seat, until: game.now() + ms };
    setTimeout(() => {
      if (game.handOver?.version === version) this.endGrace(game);
    }, ms).unref();
  }

  /** Closes the undo grace: views change (no more Undo) and waiting bots may go on. */
  private endGrace(game: LiveGame): void {
    game.handOver = null;
    game.revision++;
    this.notify(game);
  }

  /**
   * The person in the undo grace is done: their turn is over for good. Harmless when there is
   * no grace (it ran out, another seat decided): the answer is the current view all the same.
   */
  done(game: LiveGame, seat: number, version: number): Promise<Outcome> {
    return this.exclusive(game, async () => {
      if (game.broken) return failure(503, 'UNAVAILABLE', 'This game cannot be continued.');
      if (version === game.version && game.handOver?.seat === seat && game.handOver.version === version) this.endGrace(game);
      return { ok: true, game };
    });
  }

  /** Takes back `seat`'s last action (see undo.ts for when that is allowed). */
  undo(game: LiveGame, seat: number, version: number): Promise<Outcome> {
    return this.exclusive(game, async () => {
      const pre = await this.precheck(game, version);
      if (pre) return pre;
      if (game.botLevel(seat) !== null) return withBot();
      if (this.pastDeadline(game, seat)) return this.lateAction(game, seat);
      const record = undoRecord(game, seat);
      if (!record.ok) return record;
      const stored = await this.store(game, record.record);
      if (stored !== true) return stored;
      game.applyRecords([record.record]);
      await this.changed(game);
      return { ok: true, game };
    });
  }

  /** The table status every socket of the game gets (src/protocol/game.ts, TableStatus). */
  tableStatus(game: LiveGame): TableStatus {
    return tableStatus(game, this.presence, this.now(), this.absentAfterMs);
  }

  /** Milliseconds until the table status changes by itself (tableStatus.ts), or null. */
  msUntilAway(game: LiveGame): number | null {
    return msUntilAway(game, this.presence, this.now(), this.absentAfterMs);
  }

  get absentAfterMs(): number {
    return this.opts.absentAfterMs ?? ABSENT_AFTER_MS;
  }

  /**
   * Spends an invite or transfer code (SeatKeeper.claim); when that took the last free human
   * seat of a table whose clocks wait for its players, a `seated` record starts them (clocks.ts).
   */
  async claim(game: LiveGame, code: string): Promise<Result<ClaimResponse>> {
    const r = await this.keeper.claim(game, code);
    if (r.ok && game.stored.rules?.clock?.waitsForSeats && !game.table.seated) {
      await this.exclusive(game, async () => {
        if (game.broken || game.over || game.table.seated) return;
        const taken = new Set((await this.opts.storage.seatStates(game.id)).filter((s) => s.claimed).map((s) => s.seat));
        if (!game.stored.seats.every((s) => s.kind !== 'human' || taken.has(s.seat))) return;
        // Another process may append meanwhile: the store then refuses, this one catches up and tries again.
        for (let tries = 0; tries < 3 && !game.table.seated && !game.over; tries++) {
          const done = await this.record(game, { seq: game.version + 1, kind: 'seated' });
          if (done.ok) this.log.info({ gameId: game.id }, 'every seat taken: clocks start');
          else if (done.error.code !== 'STALE_VERSION') break;
        }
      });
    }
    return r;
  }

  /**
   * Reads again which seats belong to accounts (a seat joined one): the table's "Rated" /
   * "Not rated" (LiveGame.rating) follows, and the seats see the change.
   */
  async accountsChanged(game: LiveGame): Promise<void> {
    const read = this.opts.accountSeats;
    if (!read) return;
    try {
      const before = game.rating;
      game.accountSeats = new Set(await read(game.id));
      if (game.rating !== before) {
        game.revision++;
        this.notify(game);
      }
    } catch (e) {
      this.log.warn({ gameId: game.id, reason: errText(e) }, 'accounts: seats not read');
    }
  }

  /** The player who claimed `seat` chose `raw` as their name (cleaned like creation names). */
  rename(game: LiveGame, seat: number, raw: string): Promise<Outcome> {
    return this.exclusive(game, async () => {
      const name = cleanName(raw, game.table.names[seat] ?? `Player ${seat + 1}`);
      if (!name.ok) return failure(400, 'BAD_NAME', name.message);
      if (game.broken) return failure(503, 'UNAVAILABLE', 'This game cannot be continued.');
      if (name.name === game.table.names[seat]) return { ok: true, game };
      return this.record(game, { seq: game.version + 1, kind: 'name', seat, name: name.name });
    });
  }

  /** Seat `by` hands the away `seat` to a bot, or ends the game (src/protocol/game.ts, POST /absent). */
  absent(game: LiveGame, by: number, version: number, seat: number, choice: 'bot' | 'end'): Promise<Outcome> {
    return this.exclusive(game, async () => {
      const pre = await this.precheck(game, version);
      if (pre) return pre;
      if (game.over) return failure(400, 'GAME_OVER', 'The game is over.');
      if (game.botLevel(by) !== null) return withBot();
      const status = this.tableStatus(game);
      if (status.away !== seat || seat === by) return failure(409, 'NOT_ABSENT', `${game.table.names[seat] ?? `Seat ${seat + 1}`} is not away now.`);
      return this.record(
        game,
        choice === 'bot' ? { seq: game.version + 1, kind: 'standIn', seat, by, level: 'medium' } : { seq: game.version + 1, kind: 'end', seat, by },
      );
    });
  }

  /** Closes a game nobody plays (abandon.ts); NOT_ABSENT when someone came back or moved meanwhile. */
  abandon(game: LiveGame, rules: AbandonRules): Promise<Outcome> {
    return this.exclusive(game, async () => {
      if (game.broken) return failure(503, 'UNAVAILABLE', 'This game cannot be continued.');
      if (!abandonDue(game, this.presence, this.now(), rules)) return failure(409, 'NOT_ABSENT', 'Somebody still plays this game.');
      const record: LogRecord = { seq: game.version + 1, kind: 'abandon' };
      const stored = await this.store(game, record);
      if (stored !== true) return stored;
      game.applyRecords([record]);
      // Awaited: once closed, the store no longer lists it under "Being played".
      await this.changed(game);
      this.log.info({ gameId: game.id }, 'game abandoned');
      return { ok: true, game };
    });
  }

  /** The player of a seat handed to a bot takes it back. */
  reclaim(game: LiveGame, seat: number, version: number): Promise<Outcome> {
    return this.exclusive(game, async () => {
      const pre = await this.precheck(game, version);
      if (pre) return pre;
      if (game.over) return failure(400, 'GAME_OVER', 'The game is over.');
      if (game.table.standIn[seat] === null || game.table.standIn[seat] === undefined) return failure(409, 'NOT_ABSENT', 'No bot plays this seat: it is yours already.');
      return this.record(game, { seq: game.version + 1, kind: 'reclaim', seat });
    });
  }

  /**
   * A turn-based game's time limit ran out for `seat` (deciding at `version`): the table's
   * choice is carried out as if the other players had chosen it (POST /absent), by nobody
   * (`by` -1). NOT_ABSENT when the seat decided meanwhile or still has time.
   */
  timeUp(game: LiveGame, seat: number, version: number): Promise<Outcome> {
    return this.exclusive(game, async () => {
      const pre = await this.precheck(game, version);
      if (pre) return pre;
      if (!this.pastDeadline(game, seat)) return failure(409, 'NOT_ABSENT', 'This seat still has time to decide.');
      return this.carryOutTimeUp(game, seat);
    });
  }

  /**
   * `seat`'s clock ran out (deciding at `version`, clocks.ts): the table's choice is carried out
   * by nobody (`by` -1). NOT_ABSENT when the seat decided meanwhile or still has time.
   */
  clockOut(game: LiveGame, seat: number, version: number): Promise<Outcome> {
    return this.exclusive(game, async () => {
      const pre = await this.precheck(game, version);
      if (pre) return pre;
      const c = game.stored.rules?.clock;
      const left = banksAt(game, this.now());
      if (!c || !left || game.over || humanDeciding(game) !== seat || left[seat] > 0) return failure(409, 'NOT_ABSENT', 'This seat still has time to decide.');
      this.log.info({ gameId: game.id, seat, choice: c.onTimeout }, 'clock ran out');
      return this.record(
        game,
        c.onTimeout === 'bot' ? { seq: game.version + 1, kind: 'standIn', seat, by: -1, level: 'medium' } : { seq: game.version + 1, kind: 'end', seat, by: -1 },
      );
    });
  }

  /** In a turn-based game, `seat` is a person deciding now whose time for it has run out. */
  private pastDeadline(game: LiveGame, seat: number): boolean {
    if (!game.stored.turnBased || game.over || humanDeciding(game) !== seat) return false;
    const deadline = turnDeadline(game, this.now());
    return deadline !== null && this.now() >= deadline;
  }

  /** Carries out the table's choice for a seat out of time. Runs inside the game's exclusive section. */
  private carryOutTimeUp(game: LiveGame, seat: number): Promise<Outcome> {
    const tb = game.stored.turnBased!;
    this.log.info({ gameId: game.id, seat, choice: tb.onTimeout }, 'turn-based time limit ran out');
    return this.record(
      game,
      tb.onTimeout === 'bot' ? { seq: game.version + 1, kind: 'standIn', seat, by: -1, level: 'medium' } : { seq: game.version + 1, kind: 'end', seat, by: -1 },
    );
  }

  /**
   * An action or undo that came after the seat's deadline: the limit is enforced now, not only
   * when the periodic check comes round (which may be up to a minute later, or after a
   * restart): the table's choice is carried out and the late move refused.
   */
  private async lateAction(game: LiveGame, seat: number): Promise<Failure> {
    const r = await this.carryOutTimeUp(game, seat);
    if (!r.ok) return r;
    const then = game.stored.turnBased!.onTimeout === 'bot' ? 'a bot now plays your seat until you take it back' : 'the game has ended';
    return failure(409, 'TIME_UP', `Your time for this move ran out; ${then}.`);
  }

  /** Listens for turn-based games becoming a person's move through a change made on this process. */
  onTurn(listener: TurnListener): () => void {
    this.turnListeners.add(listener);
    return () => this.turnListeners.delete(listener);
  }

  /**
   * The decision passed to `seat`: in a turn-based game whose seat a person plays, tell the
   * listeners (push and e-mail notices). Only the process that made the change calls this, so
   * a cluster sends each notice once.
   */
  private turnPassed(game: LiveGame, seat: number): void {
    if (!game.stored.turnBased || game.over || game.botLevel(seat) !== null) return;
    const h = game.handOver;
    if (h && h.version === game.version && game.now() < h.until) {
      // The person who moved may still take it back (undo grace): tell the next seat only
      // once the grace is over and the decision is still theirs.
      const version = game.version;
      setTimeout(() => {
        if (game.version === version && !game.over && activeSeat(game.state) === seat) this.turnPassed(game, seat);
      }, h.until - game.now()).unref();
      return;
    }
    for (const l of this.turnListeners) {
      try {
        l(game, seat);
      } catch (e) {
        this.log.error({ gameId: game.id, reason: errText(e) }, 'listener failed');
      }
    }
  }

  /** Stores a seat record and applies it. Runs inside the game's exclusive section. */
  private async record(game: LiveGame, record: SeatRecord): Promise<Outcome> {
    const stored = await this.store(game, record);
    if (stored !== true) return stored;
    game.applyRecords([record]);
    this.changed(game);
    return { ok: true, game };
  }

  /** The full log and replay; only once the game is over. */
  logOf(game: LiveGame): { ok: true; body: LogResponse } | Failure {
    if (!game.over) return failure(403, 'GAME_NOT_OVER', 'The full log is published once the game is over.');
    const o = game.options;
    return {
      ok: true,
      body: {
        replay: {
          format: 'abyss-replay',
          formatVersion: 1,
          gameId: game.id,
          options: { seed: o.seed, players: o.players, names: [...(o.names ?? [])], ...(o.martialLaw ? { martialLaw: true } : {}), ...(o.startSeat !== undefined ? { startSeat: o.startSeat } : {}), ...(o.expansions ? { expansions: o.expansions } : {}) },
          seats: game.seats,
          actions: game.entries.map((e) => ({ seat: e.seat, action: e.action })),
          ...(game.table.ended ? { ended: game.table.ended } : {}),
          ...(game.table.abandoned ? { abandoned: true as const } : {}),
        },
        events: game.state.log.slice(),
        scores: scores(game.state),
        createdAt: game.stored.createdAt,
      },
    };
  }

  async myGames(tokens: string[]): Promise<MyGameSummary[]> {
    const hashes = tokens.map(hashToken);
    const refs = await this.opts.storage.findSeats([...new Set(hashes)]);
    const out: MyGameSummary[] = [];
    for (const ref of refs) {
      const g = await this.get(ref.gameId);
      if (!g) continue;
      out.push({ ...this.summary(g, ref.seat), tokenIndex: hashes.indexOf(ref.tokenHash) });
    }
    return out.sort((a, b) => a.tokenIndex - b.tokenIndex);
  }

  /** What "my games" shows of `seat`'s game: whose move it is and, turn-based, until when. */
  summary(g: LiveGame, seat: number): Omit<MyGameSummary, 'tokenIndex'> {
    const deciding = g.over ? null : activeSeat(g.state);
    const tb = g.stored.turnBased;
    const expansions = expansionNames(g.stored.options);
    return {
      gameId: g.id,
      seat,
      seats: g.seats,
      version: g.version,
      over: g.over,
      yourTurn: deciding === seat,
      ...(expansions ? { expansions } : {}),
      deciding,
      ...(tb ? { turnBased: { hours: tb.hours, onTimeout: tb.onTimeout }, deadline: turnDeadline(g, this.now()) } : {}),
      createdAt: g.stored.createdAt,
    };
  }

  /** Common checks before a change: frozen game, stale version (after catching up). */
  private async precheck(game: LiveGame, version: number): Promise<Failure | null> {
    if (game.broken) return failure(503, 'UNAVAILABLE', 'This game cannot be continued.');
    // A client may have seen a newer version served by another process.
    if (version > game.version) await this.catchUp(game);
    if (version !== game.version) return failure(409, 'STALE_VERSION', 'The game has moved on since your last view; here is the current one.');
    return null;
  }

  /** Durable append; on a lost race, catches up and answers STALE_VERSION. */
  private async store(game: LiveGame, record: LogRecord): Promise<true | Failure> {
    // Every record remembers when it was made: a turn-based game's next time limit counts from
    // it, and an idle game is abandoned counting from its last one (abandon.ts).
    record.at = this.now();
    if (game.stored.rules?.clock && record.clock === undefined) record.clock = banksFor(game, record.at, record.kind === 'reclaim' ? { reclaim: record.seat } : null);
    let ok: boolean;
    try {
      ok = await this.opts.storage.append(game.id, record);
    } catch (e) {
      this.log.error({ gameId: game.id, reason: errText(e) }, 'storage: append failed');
      return failure(503, 'UNAVAILABLE', 'The move could not be saved; nothing was changed. Please try again.');
    }
    if (ok) return true;
    await this.catchUp(game);
    return failure(409, 'STALE_VERSION', 'The game has moved on since your last view; here is the current one.');
  }

  /** Loads records other processes appended. Runs inside the game's exclusive section. */
  private async catchUp(game: LiveGame): Promise<void> {
    let records: LogRecord[];
    try {
      records = await this.opts.storage.loadLog(game.id, game.version);
    } catch (e) {
      this.log.error({ gameId: game.id, reason: errText(e) }, 'storage: reload failed');
      return;
    }
    if (records.length === 0) return;
    try {
      game.applyRecords(records);
    } catch (e) {
      game.broken = true;
      this.log.error({ gameId: game.id, reason: errText(e) }, 'game log does not replay; game frozen');
    }
    this.notify(game);
  }

  private async changed(game: LiveGame): Promise<void> {
    // Awaited (once per game): when the last move is acknowledged, the store already lists the
    // game as finished (the lobby's list of games, gameList.ts).
    if (game.over) await this.opts.storage.markOver(game.id).catch((e) => this.log.warn({ gameId: game.id, reason: errText(e) }, 'storage: markOver failed'));
    this.publish(game);
    this.notify(game);
  }

  private publish(game: LiveGame): void {
    // While the fan-out is down a publish may be dropped even when it seems to succeed: say it
    // again once it is back.
    if (this.fanoutDown) this.unpublished.add(game.id);
    this.opts.pubsub.publish({ gameId: game.id, version: game.version, origin: this.opts.origin }).catch((e) => {
      this.unpublished.add(game.id);
      this.log.warn({ reason: errText(e) }, 'pubsub: publish failed');
    });
  }

  private notify(game: LiveGame): void {
    startTurn(game, this.now());
    for (const l of this.listeners) {
      try {
        l(game);
      } catch (e) {
        this.log.error({ gameId: game.id, reason: errText(e) }, 'listener failed');
      }
    }
  }

  private exclusive<T>(game: LiveGame, fn: () => Promise<T>): Promise<T> {
    game.busy++;
    const run = game.chain.then(fn).finally(() => {
      game.busy--;
      game.touched = Date.now();
    });
    game.chain = run.catch(() => undefined);
    return run;
  }

  /**
   * Unloads games nobody used for `idleMs`: no socket open, no change under way, not waiting
   * for a bot. They come back from storage on their next use.
   */
  unloadIdle(idleMs: number, isBotTurn: (g: LiveGame) => boolean): number {
    const now = Date.now();
    let n = 0;
    for (const [id, g] of this.games) {
      // Unfinished turn-based games and games with clocks stay: their deadlines and banks are
      // watched here (turnDeadlines.ts, clocks.ts).
      if (g.watchers > 0 || g.busy > 0 || now - g.touched < idleMs || (!g.over && (isBotTurn(g) || g.stored.turnBased || g.stored.rules?.clock))) continue;
      this.games.delete(id);
      this.presence.forget(id);
      n++;
    }
    return n;
  }
}

const withBot = (): Failure => failure(403, 'SEAT_WITH_BOT', 'A bot plays this seat while you were away: take it back first.');

/** An error as one short line: never a stack trace. */
export function errText(e: unknown): string {
  if (e instanceof Error) return `${e.name}: ${e.message}`.slice(0, 300);
  return String(e).slice(0, 300);
}

