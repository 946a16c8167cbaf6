// Fair sharing of the bot threads between tables. Each free executor (a worker thread, or the
// main thread) takes the waiting decision of the table that has used the least think time
// lately (its usage decays with a half-life), so a table of four hard bots cannot make
// another table's easy bot wait behind all of its searches: a table that has not been
// thinking goes next. A per-table cap keeps one table from holding several threads at once.
// Fairness alone still leaves a quick decision waiting for the search running ahead of it (up
// to a hard bot's think budget): executors reserved for quick decisions (`reserved`, e.g. easy
// and medium bots, a few ms each) never take a search, so a quick decision waits only behind
// other quick ones, whatever the searches of other tables (issue 29).
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
  /** Gets ready ahead of the first decision (starts its thread, loads the bots). */
  warm?(): void;
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
  onStart?: (job: BotJob, executor: BotExecutor) => void;
  /**
   * The last `reserved` executors run only decisions that `quick` accepts (default: none
   * reserved). Quick decisions may also run on the other executors.
   */
  reserved?: number;
  quick?: (job: BotJob) => boolean;
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
  /**
   * Tables with a decision waiting: the only ones a pick looks at. Scanning every table on each
   * pick cost O(tables) per decision, a hot spot with hundreds of tables (issue 29, point 9).
   */
  private readonly waitingTables = new Set<Table>();
  private picks = 0;
  private readonly idle: BotExecutor[];
  /** The executor that last ran each key: its bot instance is warm there. */
  private readonly home = new Map<string, BotExecutor>();
  private seq = 0;
  private closed = false;
  private readonly perTable: number;
  private readonly halfLifeMs: number;
  private readonly now: () => number;
  /** Executors that take only quick decisions. */
  private readonly quickOnly: Set<BotExecutor>;
  private readonly quick: (job: BotJob) => boolean;

  constructor(private readonly executors: BotExecutor[], private readonly opts: BotPoolOptions = {}) {
    const reserved = Math.max(0, opts.reserved ?? 0);
    if (executors.length <= reserved) throw new RangeError('A bot pool needs at least one executor beyond the reserved ones.');
    this.idle = [...executors];
    this.quickOnly = new Set(executors.slice(executors.length - reserved));
    this.quick = opts.quick ?? (() => false);
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
      this.waitingTables.add(t);
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

  /**
   * The next decision to run: least recent usage first, then the longest waiting; only quick
   * decisions when every idle executor is reserved for them.
   */
  private pick(quickOnly: boolean): { t: Table } | null {
    const now = this.now();
    // Now and then, tables gone quiet that have forgotten their usage are dropped.
    if (++this.picks % 1024 === 0) {
      for (const [id, t] of this.tables) if (t.waiting.length === 0 && t.running === 0 && this.decayed(t, now) < 1) this.tables.delete(id);
    }
    let best: { t: Table; used: number } | null = null;
    for (const t of this.waitingTables) {
      if (t.running >= this.perTable) continue;
      if (quickOnly && !this.quick(t.waiting[0].job)) continue;
      const used = this.decayed(t, now);
      if (!best || used < best.used || (used === best.used && t.waiting[0].seq < best.t.waiting[0].seq)) best = { t, used };
    }
    return best;
  }

  private pump(): void {
    while (!this.closed && this.idle.length > 0) {
      const next = this.pick(this.idle.every((e) => this.quickOnly.has(e)));
      if (!next) return;
      const w = next.t.waiting.shift()!;
      if (next.t.waiting.length === 0) this.waitingTables.delete(next.t);
      const ex = this.executorFor(w.job);
      this.idle.splice(this.idle.indexOf(ex), 1);
      this.home.set(w.job.key, ex);
      next.t.running++;
      this.start(ex, next.t, w);
    }
  }

  /**
   * An idle executor for a job: its bot's warm one if idle; a quick job prefers the reserved
   * executors (keeping the others for searches); a search never takes a reserved one.
   */
  private executorFor(job: BotJob): BotExecutor {
    const quick = this.quick(job);
    const home = this.home.get(job.key);
    if (home && this.idle.includes(home) && (quick || !this.quickOnly.has(home))) return home;
    const open = this.idle.filter((e) => quick || !this.quickOnly.has(e));
    return (quick ? open.find((e) => this.quickOnly.has(e)) : undefined) ?? open[0];
  }

  private start(ex: BotExecutor, t: Table, w: Waiting): void {
    const started = this.now();
    this.opts.onStart?.(w.job, ex);
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

  /** Readies every executor: the first decision of a table must not wait for a thread to start. */
  warm(): void {
    for (const ex of this.executors) ex.warm?.();
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
    this.waitingTables.clear();
    await Promise.all(this.executors.map((ex) => ex.close()));
  }
}

/** Bot threads by default: one per core beyond the first (the event loop's), at most 2. */
export function defaultBotThreads(cores: number): number {
  return Math.max(1, Math.min(2, cores - 1));
}
