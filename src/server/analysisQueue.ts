// Post-game analyses in the background: one job per game, run one at a time on a worker
// thread (src/analysis/worker.ts), with a bounded waiting line, progress, and cancellation
// (the thread is terminated). Finished analyses are kept for the most recent games only.
import type { Worker } from 'node:worker_threads';
import type { AnalyseGameInput, AnalysisOptions, GameAnalysis } from '../analysis/analyse.ts';
import type { AnalysisWorkerData, AnalysisWorkerMessage } from '../analysis/worker.ts';
import type { AnalysisJobView } from '../protocol/game.ts';

export type { AnalysisJobView, AnalysisStatus } from '../protocol/game.ts';
import { startTsWorker } from '../bots/threads.ts';

/** Runs one analysis; `cancel` stops it (its promise then never settles). */
export type AnalysisRunner = (
  input: AnalyseGameInput,
  options: AnalysisOptions,
  onProgress: (done: number, total: number) => void,
) => { result: Promise<GameAnalysis>; cancel(): void };

export interface AnalysisQueueOptions {
  /** Jobs that may wait behind the running one (default 8). */
  maxWaiting?: number;
  /** Finished jobs kept (default 100; the oldest go first). */
  keep?: number;
  /** The budget of every analysis. */
  analysis?: AnalysisOptions;
  runner?: AnalysisRunner;
}

interface Job {
  view: AnalysisJobView;
  input: AnalyseGameInput;
  cancel?: () => void;
}

/** The default runner: a worker thread per analysis. */
export const workerRunner: AnalysisRunner = (input, options, onProgress) => {
  let worker: Worker | null = startTsWorker(new URL('../analysis/worker.ts', import.meta.url), { input, options } satisfies AnalysisWorkerData);
  const result = new Promise<GameAnalysis>((resolve, reject) => {
    worker!.on('message', (m: AnalysisWorkerMessage) => {
      if (m.type === 'progress') onProgress(m.done, m.total);
      else if (m.type === 'done') resolve(m.analysis);
      else reject(new Error(m.message));
    });
    worker!.on('error', (e) => reject(e));
    worker!.on('exit', (code) => {
      worker = null;
      if (code !== 0) reject(new Error(`analysis worker stopped (exit ${code})`));
    });
  });
  return {
    result,
    cancel() {
      void worker?.terminate();
      worker = null;
    },
  };
};

export class AnalysisQueue {
  private readonly jobs = new Map<string, Job>();
  private readonly waiting: string[] = [];
  private running: string | null = null;
  private readonly maxWaiting: number;
  private readonly keep: number;
  private readonly runner: AnalysisRunner;
  private closed = false;

  constructor(private readonly opts: AnalysisQueueOptions = {}) {
    this.maxWaiting = opts.maxWaiting ?? 8;
    this.keep = opts.keep ?? 100;
    this.runner = opts.runner ?? workerRunner;
  }

  /**
   * Asks for the analysis of `input.seat` in game `gameId`. A job of the game that is waiting,
   * running or done for the same seat is answered as it stands; otherwise a new job replaces
   * the game's previous one. Null when the waiting line is full.
   */
  request(gameId: string, input: AnalyseGameInput): AnalysisJobView | null {
    const old = this.jobs.get(gameId);
    if (old && old.view.seat === input.seat && (old.view.status === 'queued' || old.view.status === 'running' || old.view.status === 'done')) return this.get(gameId);
    if (this.closed || (this.running !== null && this.waiting.length >= this.maxWaiting)) return null;
    if (old) this.cancel(gameId);
    this.jobs.delete(gameId);
    this.jobs.set(gameId, { view: { gameId, seat: input.seat, status: 'queued', done: 0, total: 0 }, input });
    this.waiting.push(gameId);
    this.forgetOld();
    this.next();
    return this.get(gameId);
  }

  /** The game's job as it stands, or null. */
  get(gameId: string): AnalysisJobView | null {
    const job = this.jobs.get(gameId);
    if (!job) return null;
    const ahead = this.waiting.indexOf(gameId);
    return { ...job.view, ...(ahead >= 0 ? { ahead: ahead + (this.running ? 1 : 0) } : {}) };
  }

  /** Cancels the game's job if it is waiting or running; returns it as it then stands. */
  cancel(gameId: string): AnalysisJobView | null {
    const job = this.jobs.get(gameId);
    if (!job) return null;
    if (job.view.status === 'queued') this.waiting.splice(this.waiting.indexOf(gameId), 1);
    if (job.view.status === 'running') {
      job.cancel?.();
      this.running = null;
    }
    if (job.view.status === 'queued' || job.view.status === 'running') job.view.status = 'cancelled';
    this.next();
    return this.get(gameId);
  }

  /** Stops everything (the server is closing). */
  close(): void {
    this.closed = true;
    for (const id of [...this.waiting]) this.cancel(id);
    if (this.running) this.cancel(this.running);
  }

  private next(): void {
    if (this.running || this.closed) return;
    const id = this.waiting.shift();
    if (id === undefined) return;
    const job = this.jobs.get(id)!;
    this.running = id;
    job.view.status = 'running';
    const run = this.runner(job.input, this.opts.analysis ?? {}, (done, total) => {
      job.view.done = done;
      job.view.total = total;
    });
    job.cancel = run.cancel;
    const settle = (change: Partial<AnalysisJobView>): void => {
      if (this.running !== id || job.view.status !== 'running') return;
      Object.assign(job.view, change);
      this.running = null;
      this.next();
    };
    run.result.then(
      (analysis) => settle({ status: 'done', analysis, done: analysis.decisions.length, total: analysis.decisions.length }),
      (e: unknown) => settle({ status: 'failed', error: e instanceof Error ? e.message : 'analysis failed' }),
    );
  }

  /** Drops the oldest finished jobs beyond `keep`. */
  private forgetOld(): void {
    const finished = [...this.jobs.entries()].filter(([, j]) => j.view.status !== 'queued' && j.view.status !== 'running');
    for (const [id] of finished.slice(0, Math.max(0, finished.length - this.keep))) this.jobs.delete(id);
  }
}
