// Fair sharing of the bot threads between tables. Each free executor (a worker thread, or the
// main thread) takes the waiting decision of the table that has used the least think time
// lately (its usage decays with a half-life), so a table of four hard bots cannot make
// another table's easy bot wait behind all of its searches: a table that has not been
// thinking goes next. A per-table cap keeps one table from holding several threads at once.
import type { PlayerView } from '../engine/index.ts';
import type { BotLevel } from '../protocol/game.ts';

export interface BotJob {
  /** The table (game id): the unit of fairness. */
  table: string;
  /** `${gameId}:${seat}`: one bot instance per key. */
  key: string;
  level: BotLevel;
  seed: number;
  view: PlayerView;
  timeoutMs: number;
}

/** Runs one decision at a time. */
export interface BotExecutor {
  /** The bot's answer, or undefined on failure or timeout (never rejects). */
  run(job: BotJob): Promise<unknown>;
  forget(key: string): void;
  close(): Promise<void>;
}

export interface BotPoolOptions {
  /** Decisions of one table queued on executors at once (default 1). */
  perTable?: number;
  /** Half-life of a table's recorded think time (ms; default 10 s). */
  halfLifeMs?: number;
  /** Clock in ms (tests pass a fake one). */
  now?: () => number;
  /** Called when a decision starts on an executor (tests record the order). */
  onStart?: (job: BotJob) => void;
}

interface Waiting {
  job: BotJob;
  seq: number;
  resolve: (answer: unknown) => void;
}

interface Table {
  /** Decayed think time used (ms), as of `at`. */
  used: number;
  at: number;
  running: number;
  waiting: Waiting[];
}

export class BotPool {
  private readonly tables = new Map<string, Table>();
  private readonly idle: BotExecutor[];
  /** The executor that last ran each key: its bot instance is warm there. */
  private readonly home = new Map<string, BotExecutor>();
  private seq = 0;
  private closed = false;
  private readonly perTable: number;
  private readonly halfLifeMs: number;
  private readonly now: () => number;

  constructor(private readonly executors: BotExecutor[], private readonly opts: BotPoolOptions = {}) {
    if (executors.length === 0) throw new RangeError('A bot pool needs at least one executor.');
    this.idle = [...executors];
    this.perTable = Math.max(1, opts.perTable ?? 1);
    this.halfLifeMs = opts.halfLifeMs ?? 10_000;
    this.now = opts.now ?? (() => performance.now());
  }

  get size(): number {
    return this.executors.length;
  }

  /** Queues a decision; resolves with the answer (undefined on failure, timeout or close). */
  decide(job: BotJob): Promise<unknown> {
    if (this.closed) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const t = this.table(job.table);
      t.waiting.push({ job, seq: this.seq++, resolve });
      this.pump();
    });
  }

  /** Think time a table has used lately (decayed ms). */
  usage(table: string): number {
    const t = this.tables.get(table);
    return t ? this.decayed(t, this.now()) : 0;
  }

  private table(id: string): Table {
    let t = this.tables.get(id);
    if (!t) this.tables.set(id, (t = { used: 0, at: this.now(), running: 0, waiting: [] }));
    return t;
  }

  private decayed(t: Table, now: number): number {
    return t.used * Math.pow(0.5, Math.max(0, now - t.at) / this.halfLifeMs);
  }

  /** The next decision to run: least recent usage first, then the longest waiting. */
  private pick(): { t: Table } | null {
    const now = this.now();
    let best: { t: Table; used: number } | null = null;
    for (const [id, t] of this.tables) {
      const used = this.decayed(t, now);
      // A table that has gone quiet and forgotten its usage takes no memory.
      if (t.waiting.length === 0 && t.running === 0 && used < 1) this.tables.delete(id);
      if (t.waiting.length === 0 || t.running >= this.perTable) continue;
      if (!best || used < best.used || (used === best.used && t.waiting[0].seq < best.t.waiting[0].seq)) best = { t, used };
    }
    return best;
  }

  private pump(): void {
    while (!this.closed && this.idle.length > 0) {
      const next = this.pick();
      if (!next) return;
      const w = next.t.waiting.shift()!;
      const home = this.home.get(w.job.key);
      const i = home ? this.idle.indexOf(home) : -1;
      const ex = i >= 0 ? this.idle.splice(i, 1)[0] : this.idle.shift()!;
      this.home.set(w.job.key, ex);
      next.t.running++;
      this.start(ex, next.t, w);
    }
  }

  private start(ex: BotExecutor, t: Table, w: Waiting): void {
    const started = this.now();
    this.opts.onStart?.(w.job);
    void ex.run(w.job).then(
      (answer) => this.done(ex, t, started, w, answer),
      () => this.done(ex, t, started, w, undefined),
    );
  }

  private done(ex: BotExecutor, t: Table, started: number, w: Waiting, answer: unknown): void {
    const now = this.now();
    t.used = this.decayed(t, now) + Math.max(0, now - started);
    t.at = now;
    t.running--;
    this.idle.push(ex);
    w.resolve(answer);
    this.pump();
  }

  /** Drops a finished game's bot instances. */
  forget(keys: string[]): void {
    for (const key of keys) {
      this.home.delete(key);
      for (const ex of this.executors) ex.forget(key);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.tables.values()) for (const w of t.waiting.splice(0)) w.resolve(undefined);
    await Promise.all(this.executors.map((ex) => ex.close()));
  }
}

/** Bot threads by default: one per core beyond the first (the event loop's), at most 2. */
export function defaultBotThreads(cores: number): number {
  return Math.max(1, Math.min(2, cores - 1));
}
