// Saves an offline game as a replay file: a short-lived worker rebuilds it and fingerprints the
// final state (the CLI's format, so `abyss replay` checks it and /replay opens it).
import type { FromWorker, LocalGame, OfflineReplayFile, ToWorker } from './protocol.ts';

export function replayFileOf(game: LocalGame): Promise<OfflineReplayFile> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<FromWorker>) => {
      w.terminate();
      if (e.data.type === 'file') resolve(e.data.file);
      else reject(new Error(e.data.type === 'view' ? 'unexpected answer' : e.data.message));
    };
    w.postMessage({ type: 'export', game } satisfies ToWorker);
  });
}

export async function downloadGame(game: LocalGame): Promise<void> {
  const file = await replayFileOf(game);
  const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `abyss-offline-${game.id}.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The replay viewer on this browser's copy of an offline game, analysing `seat` (useReplaySource.ts, ?offline=). */
export function offlineAnalysePath(id: string, seat: number): string {
  return `/replay?offline=${encodeURIComponent(id)}&analyse=${seat}`;
}
