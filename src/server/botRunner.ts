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

interface Pending {
  resolve: (a: unknown) => void;
  timer: NodeJS.Timeout;
}

class WorkerSlot {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly log: Log) {}

  private spawn(): Worker {
    const url = new URL('./botWorker.ts', import.meta.url).href;
    // Workers do not inherit tsx's loader: register it, then load the TypeScript module.
    const w = new Worker(`import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url)}); })`, { eval: true });
    w.unref();
    w.on('message', (m: WorkerReply) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      clearTimeout(p.timer);
      p.resolve(m.error === undefined ? m.action : undefined);
    });
    const fail = (why: string) => {
      if (this.worker !== w) return;
      this.log.warn({ why }, 'bot worker lost');
      this.worker = null;
      for (const p of this.pending.values()) {
        clearTimeout(p.timer);
        p.resolve(undefined);
      }
      this.pending.clear();
    };
    w.on('error', (e) => fail(errText(e)));
    w.on('exit', (code) => fail(`exit ${code}`));
    return w;
  }

  /** The bot's answer, or undefined on failure or timeout. */
  decide(key: string, level: BotLevel, seed: number, view: PlayerView, timeoutMs: number): Promise<unknown> {
    this.worker ??= this.spawn();
    const w = this.worker;
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        resolve(undefined);
        // A bot stuck past its budget holds the thread: replace the worker.
        this.log.warn({ key: key.slice(0, 8) }, 'bot over budget; worker replaced');
        if (this.worker === w) this.worker = null;
        void w.terminate();
      }, timeoutMs);
      this.pending.set(id, { resolve, timer });
      w.postMessage({ type: 'decide', id, key, level, seed, view } satisfies WorkerRequest);
    });
  }

  forget(key: string): void {
    this.worker?.postMessage({ type: 'forget', key } satisfies WorkerRequest);
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.resolve(undefined);
    }
    this.pending.clear();
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
      return await Promise.race([
        Promise.resolve((await bot).decide(view)),
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

/** A bot's own seed, unrelated to the game's secret seed. */
function botSeed(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32LE(0);
}

function slotIndex(key: string, n: number): number {
  return createHash('sha256').update(key.split(':')[0]).digest().readUInt32LE(0) % n;
}
