// Games fanned out over machines through BullMQ on Redis (docs/research.md, "Distributed runs").
// The coordinator (`abyss tournament|selfplay --redis URL`) adds one job per game, its id
// `<run>-<game>` where <run> is a hash of the kind, the configuration and the engine: adding
// a job again is a no-op, and a rerun of the same command finds the jobs already done. Workers
// (`abyss worker --redis URL`) play each job from (config, game) alone, on threads, so that
// the event loop stays free to renew BullMQ's job locks. A worker that dies (kill -9) stops
// renewing its lock; another worker's stalled check puts the job back in the queue and it is
// played again from the start. The coordinator takes each game's result once, by game index,
// hands the results over in game order and removes the jobs it took: a game played twice is
// still counted once, and the results equal a one-machine run with the same seed.
import { createHash } from 'node:crypto';
import { Queue, QueueEvents, UnrecoverableError, Worker, type Job } from 'bullmq';
import { describeEngine, engineVersion, sameEngine, type EngineVersion } from './provenance.ts';
import { fromWire, isGameKind, toWire, type ConfigOf, type GameKind, type ResultOf } from './game-kinds.ts';
import { GameThreads, inOrder } from './pool.ts';
import { DEFAULT_QUEUE, type DistributedRun } from './distributed-flags.ts';
import { probeRedis } from '../ops/redis.ts';

export type { DistributedRun };


/** What travels in a job: enough to play the game anywhere, and the engine that must play it. */
export interface GameJobData {
  kind: GameKind;
  run: string;
  game: number;
  config: unknown;
  engine: EngineVersion;
}

function connection(url: string): { url: string; maxRetriesPerRequest: null } {
  // BullMQ's workers block on Redis: their connections must retry for ever.
  return { url, maxRetriesPerRequest: null };
}

/** The run's key: the same command with the same engine and bots gives the same key. */
export function runKey(kind: GameKind, config: unknown, engine: EngineVersion = engineVersion()): string {
  return createHash('sha256').update(JSON.stringify([kind, config, engine.engine, engine.bots])).digest('hex').slice(0, 16);
}

export function jobId(run: string, game: number): string {
  return `${run}-${game}`;
}

/** Jobs are added in batches of this many (one round trip each). */
const ADD_BATCH = 500;
/** Finished jobs are looked for at least this often, events or not (an event can be missed while reconnecting). */
const SWEEP_MS = 1000;

/** This run's jobs in one state (the queue may hold other runs' too). */
async function ownJobs(queue: Queue<GameJobData>, type: 'failed' | 'completed', key: string): Promise<Job<GameJobData>[]> {
  const out: Job<GameJobData>[] = [];
  for (let start = 0; ; start += 100) {
    const page = (await queue.getJobs(type, start, start + 99, true)) as Job<GameJobData>[];
    out.push(...page.filter((job) => job?.id?.startsWith(`${key}-`)));
    if (page.length < 100) return out;
  }
}

/**
 * Plays the games `todo` on workers and hands each result to `onResult` once, in the order of
 * `todo`. Rejects with the worker's reason when a game fails there.
 */
export async function runDistributed<K extends GameKind>(
  kind: K,
  config: ConfigOf<K>,
  todo: readonly number[],
  run: DistributedRun,
  onResult: (result: ResultOf<K>, game: number) => void,
): Promise<{ retried: number; run: string }> {
  const name = run.queue ?? DEFAULT_QUEUE;
  const engine = engineVersion();
  const key = runKey(kind, config, engine);
  // BullMQ retries a connection for ever: an unreachable Redis is named now instead.
  await probeRedis(run.url, 5000, '--redis');
  const queue = new Queue<GameJobData>(name, { connection: connection(run.url) });
  const events = new QueueEvents(name, { connection: connection(run.url) });
  let retried = 0;
  try {
    await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
    const pending = new Set(todo);
    const deliver = inOrder(todo, onResult);
    let wake: (() => void) | null = null;
    const nudge = (e: { jobId: string }): void => {
      if (e.jobId.startsWith(`${key}-`)) wake?.();
    };
    events.on('completed', nudge);
    events.on('failed', nudge);
    // A game that failed in an earlier run of this command is played again (its job is replaced).
    await Promise.all((await ownJobs(queue, 'failed', key)).map((job) => queue.remove(job.id!)));
    for (let k = 0; k < todo.length; k += ADD_BATCH) {
      await queue.addBulk(todo.slice(k, k + ADD_BATCH).map((game) => ({
        name: kind,
        data: { kind, run: key, game, config, engine },
        // No retry of a game that throws (the same game would throw again); a worker lost mid-game is BullMQ's stalled-job retry.
        opts: { jobId: jobId(key, game), attempts: 1, removeOnComplete: false, removeOnFail: false },
      })));
    }
    run.onQueued?.({ jobs: todo.length, queue: name, workers: await queue.getWorkersCount(), run: key });
    const taken: string[] = [];
    const take = (job: Job<GameJobData>): void => {
      const game = job.data.game;
      if (!pending.has(game)) return;
      pending.delete(game);
      taken.push(job.id!);
      if (job.attemptsStarted > 1 || job.stalledCounter > 0) retried++;
      deliver(game, fromWire(kind, job.returnvalue));
    };
    while (pending.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      const woken = new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, SWEEP_MS);
      });
      const failed = (await ownJobs(queue, 'failed', key))[0];
      if (failed) {
        // The run stops: its games still waiting are withdrawn (the failed one stays, for a look with any BullMQ tool).
        await Promise.allSettled([...pending].filter((g) => g !== failed.data.game).map((g) => queue.remove(jobId(key, g))));
        throw new Error(`game ${failed.data.game} failed on a worker: ${failed.failedReason}`);
      }
      for (const job of await ownJobs(queue, 'completed', key)) take(job);
      // Taken jobs leave the queue (their results are handed over; the run no longer needs them).
      await Promise.all(taken.splice(0).map((id) => queue.remove(id)));
      if (pending.size > 0) await woken;
      clearTimeout(timer);
    }
    return { retried, run: key };
  } finally {
    await events.close();
    await queue.close();
  }
}

export interface WorkerOptions {
  url: string;
  queue?: string;
  /** Games played at once (one thread each). */
  jobs: number;
  /** BullMQ's lock on a job being played, and how often workers look for jobs whose lock lapsed (a lost worker's). */
  lockMs?: number;
  stalledMs?: number;
  /** Times a job may be put back after its worker was lost before it fails. */
  maxStalled?: number;
  /** One line per game started and finished. */
  log?: (line: string) => void;
}

export interface RunningWorker {
  close(): Promise<void>;
}

/** Starts a worker that plays the queue's games until closed. */
export async function startWorker(opts: WorkerOptions): Promise<RunningWorker> {
  await probeRedis(opts.url, 5000, '--redis');
  const threads = new GameThreads(opts.jobs);
  const engine = engineVersion();
  const worker = new Worker<GameJobData>(opts.queue ?? DEFAULT_QUEUE, async (job) => {
    const d = job.data;
    if (!isGameKind(d.kind) || !Number.isSafeInteger(d.game)) throw new UnrecoverableError(`job ${job.id} is not a game of abyss (kind ${String(d.kind)}).`);
    if (!sameEngine(d.engine, engine)) {
      // Another engine would play other games: the run would not equal a one-machine run.
      throw new UnrecoverableError(`the coordinator runs ${describeEngine(d.engine)}, this worker ${describeEngine(engine)}: run the same version on every machine.`);
    }
    return toWire(d.kind, await threads.play(d.kind, d.config as ConfigOf<typeof d.kind>, d.game));
  }, {
    connection: connection(opts.url),
    concurrency: opts.jobs,
    maxStalledCount: opts.maxStalled ?? 10,
    ...(opts.lockMs ? { lockDuration: opts.lockMs } : {}),
    ...(opts.stalledMs ? { stalledInterval: opts.stalledMs } : {}),
  });
  worker.on('active', (job) => opts.log?.(`playing ${job.data.kind} game ${job.data.game} (run ${job.data.run}, job ${job.id})`));
  worker.on('completed', (job) => opts.log?.(`played ${job.data.kind} game ${job.data.game} (run ${job.data.run}, job ${job.id})`));
  worker.on('failed', (job, e) => opts.log?.(`failed ${job?.data.kind} game ${job?.data.game}: ${e.message}`));
  // Connection trouble is retried by ioredis; it is reported, not fatal.
  worker.on('error', (e) => opts.log?.(`error: ${e.message}`));
  await worker.waitUntilReady();
  return {
    async close() {
      await worker.close();
      await threads.close();
    },
  };
}
