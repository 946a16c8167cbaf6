// Bot seats play server-side, asynchronously: when a game waits for a bot, the runner asks the
// bot (from that seat's view only) and submits its action through the hub like any player.
// Decisions run in worker threads so a thinking bot never blocks the event loop; a bot that
// exceeds its think budget, fails or answers an illegal action is replaced for that move by
// a uniformly random legal action, so a game can never stall on a bot.
import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { activeSeat, type Action, type PlayerView } from '../engine/index.ts';
import { createBotSeat, randomBotSeat, type BotSeat } from './botSeat.ts';
import type { WorkerReply, WorkerRequest } from './botWorker.ts';
import { errText, playerView, type GameHub, type LiveGame, type Log } from './games.ts';
import type { BotLevel } from './protocol.ts';

export interface BotRunnerOptions {
  /** Pause before each bot move, so people can follow (ms). */
  delayMs: number;
  /** Think budget per decision (ms); past it (plus a grace) the move is random. */
  budgetMs: number;
  /** Worker threads for bot decisions; 0 runs bots on the main thread (tests, tiny bots). */
  threads: number;
  /** Sees every view handed to a bot (tests check it for leaks). */
  observe?: (gameId: string, seat: number, version: number, view: PlayerView) => void;
}

interface Job {
  key: string;
  level: BotLevel;
  seed: number;
  view: PlayerView;
  timeoutMs: number;
  resolve: (a: unknown) => void;
}

/**
 * One worker thread, fed one decision at a time so that a decision's clock starts when the
 * bot starts thinking, not while it waits behind other games' bots.
 */
class WorkerSlot {
  private worker: Worker | null = null;
  private readonly queue: Job[] = [];
  private current: { id: number; job: Job; timer: NodeJS.Timeout } | null = null;
  private nextId = 1;

  constructor(private readonly log: Log) {}

  get load(): number {
    return this.queue.length + (this.current ? 1 : 0);
  }

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
    c.job.resolve(answer);
    this.pump();
  }

  private pump(): void {
    if (this.current) return;
    const job = this.queue.shift();
    if (!job) return;
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
    this.current = { id, job, timer };
    w.postMessage({ type: 'decide', id, key: job.key, level: job.level, seed: job.seed, view: job.view } satisfies WorkerRequest);
  }

  /** The bot's answer, or undefined on failure or timeout. */
  decide(key: string, level: BotLevel, seed: number, view: PlayerView, timeoutMs: number): Promise<unknown> {
    return new Promise((resolve) => {
      this.queue.push({ key, level, seed, view, timeoutMs, resolve });
      this.pump();
    });
  }

  forget(key: string): void {
    this.worker?.postMessage({ type: 'forget', key } satisfies WorkerRequest);
  }

  async close(): Promise<void> {
    for (const j of this.queue.splice(0)) j.resolve(undefined);
    const w = this.worker;
    this.worker = null;
    if (this.current) this.finish(undefined);
    if (w) await w.terminate();
  }
}

export class BotRunner {
  private readonly busy = new Set<string>();
  private readonly slots: WorkerSlot[] = [];
  private readonly local = new Map<string, Promise<BotSeat>>();
  private stopped = false;
  private readonly unsubscribe: () => void;

  constructor(private readonly hub: GameHub, private readonly log: Log, private readonly opts: BotRunnerOptions) {
    for (let i = 0; i < opts.threads; i++) this.slots.push(new WorkerSlot(log));
    this.unsubscribe = hub.onChange((g) => this.poke(g));
  }

  /** Resumes bot turns of every loaded game (after a restart). */
  start(): void {
    for (const g of this.hub.loaded()) this.poke(g);
  }

  /** Whether the game waits for one of its bot seats. */
  static isBotTurn(g: LiveGame): boolean {
    const seat = activeSeat(g.state);
    return seat !== null && g.stored.seats[seat]?.kind === 'bot';
  }

  /** Schedules the bot's move if the game waits for a bot seat. */
  poke(g: LiveGame): void {
    if (this.stopped || g.over || g.broken || this.busy.has(g.id)) return;
    const seat = activeSeat(g.state);
    if (seat === null || g.stored.seats[seat]?.kind !== 'bot') return;
    this.busy.add(g.id);
    setTimeout(() => {
      this.play(g, seat)
        .catch((e) => this.log.error({ gameId: g.id, reason: errText(e) }, 'bot move failed'))
        .finally(() => {
          this.busy.delete(g.id);
          if (g.over) this.forget(g);
          else this.poke(g);
        });
    }, this.opts.delayMs);
  }

  private async play(g: LiveGame, seat: number): Promise<void> {
    if (this.stopped || activeSeat(g.state) !== seat) return;
    const version = g.version;
    const view = playerView(g.state, seat);
    this.opts.observe?.(g.id, seat, version, view);
    const level = g.stored.seats[seat].level ?? 'medium';
    const key = `${g.id}:${seat}`;
    const seed = botSeed(key);
    let action = (await this.decide(key, level, seed, view)) as Action | undefined;
    if (action === undefined) action = randomBotSeat(seed ^ version).decide(view) as Action;
    let r = await this.hub.act(g, seat, version, action);
    if (!r.ok && r.error.code !== 'STALE_VERSION' && !this.stopped) {
      this.log.warn({ gameId: g.id, seat, code: r.error.code }, 'bot chose an illegal action; playing a random one');
      r = await this.hub.act(g, seat, version, randomBotSeat(seed ^ version).decide(view) as Action);
    }
  }

  private async decide(key: string, level: BotLevel, seed: number, view: PlayerView): Promise<unknown> {
    const timeout = this.opts.budgetMs * 2 + 1000;
    if (this.slots.length) return this.slots[slotIndex(key, this.slots.length)].decide(key, level, seed, view, timeout);
    let bot = this.local.get(key);
    if (!bot) this.local.set(key, (bot = createBotSeat(level, seed)));
    let timer: NodeJS.Timeout | undefined;
    try {
      const seat = await bot;
      if (seat.fallback) warnFallback(this.log);
      return await Promise.race([
        Promise.resolve(seat.decide(view)),
        new Promise((resolve) => (timer = setTimeout(() => resolve(undefined), timeout))),
      ]);
    } catch {
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  private forget(g: LiveGame): void {
    for (const s of g.stored.seats) {
      if (s.kind !== 'bot') continue;
      const key = `${g.id}:${s.seat}`;
      this.local.delete(key);
      if (this.slots.length) this.slots[slotIndex(key, this.slots.length)].forget(key);
    }
  }

  async close(): Promise<void> {
    this.stopped = true;
    this.unsubscribe();
    await Promise.all(this.slots.map((s) => s.close()));
  }
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

function slotIndex(key: string, n: number): number {
  return createHash('sha256').update(key.split(':')[0]).digest().readUInt32LE(0) % n;
}
