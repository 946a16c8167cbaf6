// The post-game analysis in the browser (a replay file has no server copy to analyse): the
// same analyser as the server's (src/analysis), on this Web Worker, reporting its progress.
import { analyseGame, type AnalyseGameInput } from '../../analysis/analyse.ts';
import type { GameAnalysis } from '../../protocol/analysis.ts';

export type AnalysisWorkerReply =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; analysis: GameAnalysis }
  | { type: 'failed'; message: string };

/** The browser's budget: a little lighter than the server's default. */
const BUDGET = { iterations: 60, samples: 12 };

self.onmessage = (e: MessageEvent<AnalyseGameInput>) => {
  const post = (m: AnalysisWorkerReply): void => (self as unknown as Worker).postMessage(m);
  try {
    const analysis = analyseGame(e.data, BUDGET, { onProgress: (done, total) => post({ type: 'progress', done, total }) })!;
    post({ type: 'done', analysis });
  } catch (err) {
    post({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
  }
};
