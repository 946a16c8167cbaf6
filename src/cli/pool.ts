// The game pool: games of one kind played on worker threads, the results handed over in the
// order of the games asked for, whatever order they finish in (so that what is written from
// them is the same for any number of threads). `abyss tournament`, `abyss selfplay` and
// `abyss worker` play through it.
import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '../bots/threads.ts';
import { playIndexed, type ConfigOf, type GameKind, type ResultOf } from './game-kinds.ts';
import type { ThreadReply, ThreadTask } from './game-thread.ts';

const ENTRY = new URL('./game-thread.ts', import.meta.url);

/** Threads that play one game at a time each; `play` waits for a free one and rejects with the game's error. */
export class GameThreads {
  private readonly idle: Worker[] = [];
  private readonly waiting: ((w: Worker) => void)[] = [];
  private readonly all: Worker[];

  constructor(threads: number) {
    this.all = Array.from({ length: threads }, () => startTsWorker(ENTRY, null));
    this.idle.push(...this.all);
  }

  async play<K extends GameKind>(kind: K, config: ConfigOf<K>, game: number): Promise<ResultOf<K>> {
    let w = this.idle.pop() ?? (await new Promise<Worker>((resolve) => this.waiting.push(resolve)));
    let crashed = false;
    try {
      return await new Promise<ResultOf<K>>((resolve, reject) => {
        const onError = (e: Error): void => {
          w.off('message', onMessage);
          crashed = true;
          reject(e);
        };
        const onMessage = (reply: ThreadReply<K>): void => {
          w.off('error', onError);
          if ('error' in reply) reject(new Error(reply.error));
          else resolve(reply.result);
        };
        w.once('message', onMessage);
        w.once('error', onError);
        const task: ThreadTask<K> = { kind, config, game };
        w.postMessage(task);
      });
    } finally {
      if (crashed) {
        // A thread that died (out of memory, say) is replaced: a long-lived worker keeps its threads.
        const fresh = startTsWorker(ENTRY, null);
        this.all[this.all.indexOf(w)] = fresh;
        void w.terminate();
        w = fresh;
      }
      const next = this.waiting.shift();
      if (next) next(w);
      else this.idle.push(w);
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.all.map((w) => w.terminate()));
  }
}

/**
 * Hands results over in the order of `todo`: a result that arrives early waits for those
 * before it. Returns the function to give each result to as it arrives.
 */
export function inOrder<R>(todo: readonly number[], emit: (result: R, game: number) => void): (game: number, result: R) => void {
  const position = new Map(todo.map((g, k) => [g, k]));
  const early = new Map<number, R>();
  let next = 0;
  return (game, result) => {
    const k = position.get(game);
    // A game not asked for, or one already handed over (a retried job), is not counted twice.
    if (k === undefined || k < next || early.has(k)) return;
    early.set(k, result);
    while (early.has(next)) {
      const r = early.get(next)!;
      early.delete(next);
      emit(r, todo[next]);
      next++;
    }
  };
}

/**
 * Plays the games `todo` (in this thread when `jobs` is 1, with `tick` between games so that
 * a progress bar redraws) and hands each result to `onResult` in the order of `todo`.
 */
export async function runPool<K extends GameKind>(
  kind: K,
  config: ConfigOf<K>,
  todo: readonly number[],
  jobs: number,
  onResult: (result: ResultOf<K>, game: number) => void,
  tick?: () => Promise<void>,
): Promise<void> {
  if (jobs <= 1 || todo.length <= 1) {
    for (const g of todo) {
      onResult(playIndexed(kind, config, g), g);
      await tick?.();
    }
    return;
  }
  const threads = new GameThreads(Math.min(jobs, todo.length));
  const deliver = inOrder(todo, onResult);
  try {
    let next = 0;
    let failed = false;
    // One loop per thread: each takes the next game as soon as its last one is in.
    await Promise.all(Array.from({ length: Math.min(jobs, todo.length) }, async () => {
      try {
        while (next < todo.length && !failed) {
          const g = todo[next++];
          const result = await threads.play(kind, config, g).catch((e: Error) => {
            throw new Error(`game ${g} failed: ${e.message}`);
          });
          deliver(g, result);
        }
      } catch (e) {
        failed = true;
        throw e;
      }
    }));
  } finally {
    await threads.close();
  }
}
