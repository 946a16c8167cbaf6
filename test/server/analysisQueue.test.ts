// The background queue of post-game analyses (src/server/analysisQueue.ts), with a runner the
// test finishes by hand: one job per game, a bounded waiting line, progress, cancellation.
import { describe, expect, it } from 'vitest';
import type { GameAnalysis } from '../../src/analysis/analyse.ts';
import { AnalysisQueue, type AnalysisRunner } from '../../src/server/analysisQueue.ts';

interface Run {
  seat: number;
  progress(done: number, total: number): void;
  finish(): void;
  fail(message: string): void;
  cancelled: boolean;
}

function handRunner(): { runner: AnalysisRunner; runs: Run[] } {
  const runs: Run[] = [];
  const runner: AnalysisRunner = (input, _options, onProgress) => {
    let finish!: (a: GameAnalysis) => void;
    let fail!: (e: Error) => void;
    const result = new Promise<GameAnalysis>((res, rej) => {
      finish = res;
      fail = rej;
    });
    const run: Run = {
      seat: input.seat,
      progress: onProgress,
      finish: () => finish({ seat: input.seat, options: { iterations: 1, samples: 1, seed: 1, threshold: 1, maxMarks: 1 }, decisions: [], marks: [], finalScore: 10 }),
      fail: (m) => fail(new Error(m)),
      cancelled: false,
    };
    runs.push(run);
    return { result, cancel: () => { run.cancelled = true; } };
  };
  return { runner, runs };
}

const input = (seat: number) => ({ options: { seed: 1, players: 2 }, actions: [], seat });
const settled = () => new Promise((r) => setImmediate(r));

describe('analysis queue', () => {
  it('runs one job at a time, reports progress and position, and keeps the result', async () => {
    const { runner, runs } = handRunner();
    const q = new AnalysisQueue({ runner, maxWaiting: 2 });
    expect(q.request('a', input(0))?.status).toBe('running');
    expect(q.request('b', input(1))).toMatchObject({ status: 'queued', ahead: 1 });
    expect(runs.length).toBe(1);
    runs[0].progress(3, 40);
    expect(q.get('a')).toMatchObject({ status: 'running', done: 3, total: 40 });
    // Asking again for the same game and seat is answered by the job as it stands.
    expect(q.request('a', input(0))).toMatchObject({ status: 'running', done: 3 });
    runs[0].finish();
    await settled();
    expect(q.get('a')).toMatchObject({ status: 'done', analysis: { finalScore: 10 } });
    expect(q.get('b')?.status).toBe('running');
    expect(runs.map((r) => r.seat)).toEqual([0, 1]);
  });

  it('refuses a job when the waiting line is full, and cancels waiting and running jobs', async () => {
    const { runner, runs } = handRunner();
    const q = new AnalysisQueue({ runner, maxWaiting: 1 });
    q.request('a', input(0));
    q.request('b', input(0));
    expect(q.request('c', input(0))).toBeNull();
    expect(q.cancel('b')?.status).toBe('cancelled');
    expect(q.request('c', input(0))?.status).toBe('queued');
    expect(q.cancel('a')?.status).toBe('cancelled');
    expect(runs[0].cancelled).toBe(true);
    // The next job starts at once; a late answer of the cancelled one changes nothing.
    expect(q.get('c')?.status).toBe('running');
    runs[0].finish();
    await settled();
    expect(q.get('a')?.status).toBe('cancelled');
    expect(q.get('nothing')).toBeNull();
  });

  it('records a failure, and a new seat for a game replaces its job', async () => {
    const { runner, runs } = handRunner();
    const q = new AnalysisQueue({ runner });
    q.request('a', input(0));
    runs[0].fail('boom');
    await settled();
    expect(q.get('a')).toMatchObject({ status: 'failed', error: 'boom' });
    expect(q.request('a', input(1))).toMatchObject({ status: 'running', seat: 1 });
    q.close();
    expect(runs[1].cancelled).toBe(true);
    expect(q.request('z', input(0))).toBeNull();
  });
});
