// Root parallelism for the search bot: several worker threads search the same view with
// different seeds; their root statistics are merged (visit counts summed) and the most
// visited action is played.
import type { Worker } from 'node:worker_threads';
import type { Action, PlayerView } from '../engine/index.ts';
import { mixSeed } from './rng.ts';
import { chooseFromStats, countIterations, emptyTally, type RootStats, type SearchOptions, type Searching } from './search.ts';
import { startTsWorker } from './threads.ts';
import type { AsyncBot } from './types.ts';

export interface SearchRequest {
  id: number;
  view: PlayerView;
  seed: number;
  options: SearchOptions;
}
export type SearchReply = { id: number; stats: RootStats } | { id: number; error: string };

export function createParallelSearchBot(seed: number, threads: number, options: SearchOptions = {}, name = 'search'): AsyncBot & Searching {
  const iterations = emptyTally();
  const workers: Worker[] = [];
  const waiting = new Map<number, (r: SearchReply) => void>();
  let nextId = 0;
  let decisions = 0;
  const ensure = (): void => {
    while (workers.length < threads) {
      const w = startTsWorker(new URL('./search-worker.ts', import.meta.url), null);
      w.on('message', (r: SearchReply) => {
        const done = waiting.get(r.id);
        waiting.delete(r.id);
        done?.(r);
      });
      // A worker that dies answers every request it had with an error.
      w.on('error', (e) => {
        for (const [id, done] of waiting) done({ id, error: e.message });
        waiting.clear();
      });
      w.unref();
      workers.push(w);
    }
  };
  // Each worker takes its share of an iteration budget; a time budget applies to each.
  const share = (k: number): SearchOptions => {
    if (options.iterations === undefined) return options;
    const base = Math.floor(options.iterations / threads);
    return { ...options, iterations: base + (k < options.iterations % threads ? 1 : 0) || 1 };
  };
  return {
    name,
    iterations,
    async decide(view: PlayerView): Promise<Action> {
      if (view.legal.length === 1) return view.legal[0];
      ensure();
      const d = decisions++;
      // Idle workers must not keep the process alive, busy ones must (a reply is awaited).
      for (const w of workers) w.ref();
      let replies: SearchReply[];
      try {
        replies = await Promise.all(workers.map((w, k) => new Promise<SearchReply>((resolve) => {
          const id = nextId++;
          waiting.set(id, resolve);
          const request: SearchRequest = { id, view, seed: mixSeed(seed, d, k), options: share(k) };
          w.postMessage(request);
        })));
      } finally {
        for (const w of workers) w.unref();
      }
      const stats: RootStats[] = [];
      for (const r of replies) {
        if ('error' in r) throw new Error(`search worker failed: ${r.error}`);
        stats.push(r.stats);
      }
      // One decision: the iterations of every worker together.
      countIterations(iterations, stats.reduce((a, s) => a + s.iterations, 0));
      return chooseFromStats(view, stats);
    },
    async close(): Promise<void> {
      await Promise.all(workers.splice(0).map((w) => w.terminate()));
    },
  };
}
