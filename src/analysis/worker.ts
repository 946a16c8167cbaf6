// A worker thread that runs one post-game analysis (analyse.ts) and reports its progress, so
// that the server's event loop stays free; the server cancels a job by terminating the thread.
import { parentPort, workerData } from 'node:worker_threads';
import { analyseGame, type AnalyseGameInput, type AnalysisOptions, type GameAnalysis } from './analyse.ts';

export interface AnalysisWorkerData {
  input: AnalyseGameInput;
  options: AnalysisOptions;
}
export type AnalysisWorkerMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; analysis: GameAnalysis }
  | { type: 'failed'; message: string };

const { input, options } = (workerData as { data: AnalysisWorkerData }).data;
try {
  const analysis = analyseGame(input, options, {
    onProgress: (done, total) => parentPort!.postMessage({ type: 'progress', done, total } satisfies AnalysisWorkerMessage),
  })!;
  parentPort!.postMessage({ type: 'done', analysis } satisfies AnalysisWorkerMessage);
} catch (e) {
  parentPort!.postMessage({ type: 'failed', message: e instanceof Error ? e.message.slice(0, 200) : 'analysis failed' } satisfies AnalysisWorkerMessage);
}
