// Bot seats play server-side, asynchronously: when a game waits for a bot, the runner asks the
// bot (from that seat's view only) and submits its action through the hub like any player.
// Decisions run in a pool of worker threads (botPool.ts shares them fairly between tables) so a
// thinking bot never blocks the event loop nor makes other tables wait behind it; a bot that
// exceeds its think budget, fails or answers an illegal action is replaced for that move by
// a uniformly random legal action, so a game can never stall on a bot.
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { activeSeat, type Action, type PlayerView } from '../engine/index.ts';
import { BotPool, defaultBotThreads as threadsFor, type BotExecutor, type BotJob } from './botPool.ts';
import { SoleOwner, type BotTurnOwner } from './botLease.ts';
import { createBotSeat, randomBotSeat, type BotSeat } from './botSeat.ts';
import type { WorkerReply, WorkerRequest } from './botWorker.ts';
import type { BotLevel } from '../protocol/game.ts';
import { botView, errText, type GameHub, type LiveGame, type Log } from './games.ts';

export interface BotRunnerOptions {
  /** Pause before each bot move, so people can follow (ms). */
  delayMs: number;
  /** Think budget per decision (ms); past it (plus a grace) the move is random. */
  budgetMs: number;
  /**
   * Worker threads for bot decisions (plus one reserved for the quick levels); 0 runs bots on
   * the main thread (tests, tiny bots).
   */
  threads: number;
  /** Decisions of one table running at once (default 1): the rest of the pool serves other tables. */
  perTable?: number;
  /** Sees every view handed to a bot (tests check it for leaks). */
  observe?: (gameId: string, seat: number, version: number, view: PlayerView) => void;
  /**
   * Bots' seeds from this and their seat instead of their game's id, which is random: on a
   * chosen deal, the same moves of the people then get the same answers (tests that replay a game).
   */
  seed?: number;
  /** Whether this process runs a game's bot turns (botLease.ts; default: every game's). */
  owner?: BotTurnOwner;
}

/** Bot threads when none are configured: one per core beyond the event loop's, at most 2. */
export function defaultBotThreads(): number {
  return threadsFor(availableParallelism());
}

/**
 * One worker thread, running one decision at a time (the pool sees to it) so that a
 * decision's clock starts when the bot starts thinking, not while it waits behind others.
 */
class WorkerSlot implements BotExecutor {
  private worker: Worker | null = null;
  private current: { id: number; timer: NodeJS.Timeout; resolve: (a: unknown) => void } | null = null;
  private nextId = 1;

  constructor(private readonly log: Log) {}

  private spawn(): Worker {
    const url = new URL('./botWorker.ts', import.meta.url).href;
    // Workers do not inherit tsx's loader: register it, then load the TypeScript module.
    const w = new Worker(`import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url)}); })`, { eval: true });
    w.unref();
    w.on('message', (m: WorkerReply) => {
      if (this.worker !== w || !this.current || this.current.id !== m.id) return;
      if (m.fallback) warnFallback(this.log);
      this.finish(m.error === undefined ? m.action : undefined);
    });
    const lost = (why: string) => {
      if (this.worker !== w) return;
      this.log.warn({ why }, 'bot worker lost');
      this.worker = null;
      if (this.current) this.finish(undefined);
    };
    w.on('error', (e) => lost(errText(e)));
    w.on('exit', (code) => lost(`exit ${code}`));
    return w;
  }

  private finish(answer: unknown): void {
    const c = this.current!;
    this.current = null;
    clearTimeout(c.timer);
    c.resolve(answer);
  }

  run(job: BotJob): Promise<unknown> {
    return new Promise((resolve) => {
      if (this.current) return resolve(undefined); // the pool never does this
      this.worker ??= this.spawn();
      const w = this.worker;
      const id = this.nextId++;
      const timer = setTimeout(() => {
        // A bot stuck past its budget holds the thread: replace the worker.
        this.log.warn({}, 'bot over its think budget; worker replaced');
        if (this.worker === w) this.worker = null;
        void w.terminate();
        this.finish(undefined);
      }, job.timeoutMs);
      this.current = { id, timer, resolve };
      w.postMessage({ type: 'decide', id, key: job.key, level: job.level, seed: job.seed, view: job.view } satisfies WorkerRequest);
    });
  }

  forget(key: string): void {
    this.worker?.postMessage({ type: 'forget', key } satisfies WorkerRequest);
  }

  warm(): void {
    // Starting a thread loads TypeScript and the bots: seconds on a busy machine.
    this.worker ??= this.spawn();
    this.worker.postMessage({ type: 'warm' } satisfies WorkerRequest);
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    if (this.current) this.finish(undefined);
    if (w) await w.terminate();
  }
}

/** Bots on the main thread (threads: 0): for tests and tiny bots. */
class LocalExecutor implements BotExecutor {
  private readonly bots = new Map<string, Promise<BotSeat>>();

  constructor(private readonly log: Log) {}

  async run(job: BotJob): Promise<unknown> {
    let bot = this.bots.get(job.key);
    if (!bot) this.bots.set(job.key, (bot = createBotSeat(job.level, job.seed)));
    let timer: NodeJS.Timeout | undefined;
    try {
      const seat = await bot;
      if (seat.fallback) warnFallback(this.log);
      return await Promise.race([
        Promise.resolve(seat.decide(job.view)),
        new Promise((resolve) => (timer = setTimeout(() => resolve(undefined), job.timeoutMs))),
      ]);
    } catch {
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  forget(key: string): void {
    this.bots.delete(key);
  }

  async close(): Promise<void> {
    this.bots.clear();
  }
}

export class BotRunner {
  private readonly busy = new Set<string>();
  private readonly pool: BotPool;
  private stopped = false;
  private readonly unsubscribe: () => void;
  private readonly owner: BotTurnOwner;

  constructor(private readonly hub: GameHub, private readonly log: Log, private readonly opts: BotRunnerOptions) {
    // With worker threads, one more thread serves only the quick levels: an easy or medium
    // bot never waits behind a hard bot's search (botPool.ts).
    const executors: BotExecutor[] = opts.threads > 0
      ? Array.from({ length: opts.threads + 1 }, () => new WorkerSlot(log))
      : [new LocalExecutor(log)];
    this.pool = new BotPool(executors, { perTable: opts.perTable ?? 1, reserved: opts.threads > 0 ? 1 : 0, quick: (job) => isQuickLevel(job.level) });
    this.owner = opts.owner ?? new SoleOwner();
    this.unsubscribe = hub.onChange((g) => this.poke(g));
  }

  /** Resumes bot turns of every loaded game (after a restart). */
  start(): void {
    this.pool.warm();
    for (const g of this.hub.loaded()) this.poke(g);
    // After each lease renewal: games whose owner is gone (kill -9) are claimed here.
    this.owner.start(() => {
      for (const g of this.hub.loaded()) this.poke(g);
    });
  }

  /** Whether the game waits for one of its bot seats. */
  static isBotTurn(g: LiveGame): boolean {
    const seat = activeSeat(g.state);
    return seat !== null && g.botLevel(seat) !== null;
  }

  /** Schedules the bot's move if the game waits for a bot seat. */
  poke(g: LiveGame): void {
    // A game that ended (maybe by a person's move) needs no bot lease any more.
    if (g.over) this.owner.release(g.id);
    if (this.stopped || g.over || g.broken || this.busy.has(g.id)) return;
    // A person may still take their move back (undo grace): wait; its end pokes again.
    if (g.graceOpen()) return;
    const seat = activeSeat(g.state);
    // Bot seats, and human seats a bot stands in for while their player is away.
    if (seat === null || g.botLevel(seat) === null) return;
    // Another process runs this game's bots (botLease.ts): it will hear of the change too.
    if (this.owner.elsewhere(g.id)) return;
    this.busy.add(g.id);
    setTimeout(() => {
      this.ownAndPlay(g, seat)
        .catch((e) => this.log.error({ gameId: g.id, reason: errText(e) }, 'bot move failed'))
        .then((played) => {
          this.busy.delete(g.id);
          if (g.over) this.forget(g);
          // Not ours: the owner's renewal tick looks again later (start()).
          else if (played !== false) this.poke(g);
        });
    }, this.opts.delayMs);
  }

  /** Plays the bot's move if this process runs the game's bots; false when another process does. */
  private async ownAndPlay(g: LiveGame, seat: number): Promise<boolean> {
    const mine = this.owner.mine(g.id);
    if (!(mine === true || (mine !== false && (await mine)))) return false;
    await this.play(g, seat);
    return true;
  }

  private async play(g: LiveGame, seat: number): Promise<void> {
    if (this.stopped || activeSeat(g.state) !== seat || g.graceOpen() || g.botLevel(seat) === null) return;
    const version = g.version;
    const view = botView(g.state, seat);
    this.opts.observe?.(g.id, seat, version, view);
    const level = g.botLevel(seat) ?? 'medium';
    const key = `${g.id}:${seat}`;
    const seed = botSeed(this.opts.seed === undefined ? key : `${this.opts.seed}:${seat}`);
    const timeoutMs = this.opts.budgetMs * 2 + 1000;
    let action = (await this.pool.decide({ table: g.id, key, level, seed, view, timeoutMs })) as Action | undefined;
    if (action === undefined) action = randomBotSeat(seed ^ version).decide(view) as Action;
    let r = await this.hub.act(g, seat, version, action, true);
    if (!r.ok && r.error.code !== 'STALE_VERSION' && r.error.code !== 'NOT_YOUR_TURN' && !this.stopped) {
      this.log.warn({ gameId: g.id, seat, code: r.error.code }, 'bot chose an illegal action; playing a random one');
      r = await this.hub.act(g, seat, version, randomBotSeat(seed ^ version).decide(view) as Action, true);
    }
  }

  private forget(g: LiveGame): void {
    this.pool.forget(g.stored.seats.map((s) => `${g.id}:${s.seat}`));
    this.owner.release(g.id);
  }

  async close(): Promise<void> {
    this.stopped = true;
    this.unsubscribe();
    await this.owner.close();
    await this.pool.close();
  }
}

/** Levels whose decisions take milliseconds (no search): they may use the reserved thread. */
export function isQuickLevel(level: BotLevel): boolean {
  return level !== 'hard';
}

let warnedFallback = false;
function warnFallback(log: Log): void {
  if (warnedFallback) return;
  warnedFallback = true;
  log.warn({}, 'bots module unavailable: bot seats play random legal actions');
}

/** A bot's own seed, unrelated to the game's secret seed. */
function botSeed(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32LE(0);
}
