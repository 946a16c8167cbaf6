// Fair bot scheduling: eight tables of hard bots keeping the bot threads busy cannot make
// another table's easy bot wait behind their searches. Executors and the clock are fakes the
// test drives, so the order of decisions is exact and nothing depends on timing.
import { describe, expect, it } from 'vitest';
import type { PlayerView } from '../../src/engine/index.ts';
import { BotPool, defaultBotThreads, type BotExecutor, type BotJob } from '../../src/server/botPool.ts';
import { isQuickLevel } from '../../src/server/botRunner.ts';

/** Holds each decision until the test finishes it. */
class FakeExecutor implements BotExecutor {
  current: { job: BotJob; resolve: (a: unknown) => void } | null = null;
  forgotten: string[] = [];
  run(job: BotJob): Promise<unknown> {
    if (this.current) throw new Error('two decisions at once on one executor');
    return new Promise((resolve) => (this.current = { job, resolve }));
  }
  forget(key: string): void {
    this.forgotten.push(key);
  }
  async close(): Promise<void> {}
}

const tick = () => new Promise<void>((r) => setImmediate(r));
const view = {} as PlayerView;

function job(table: string, seat = 0, level: BotJob['level'] = 'hard'): BotJob {
  return { table, key: `${table}:${seat}`, level, seed: 1, view, timeoutMs: 5000 };
}

/** A pool on fake executors and a fake clock; `finish` completes a running decision after `costMs`. */
function harness(executors: number, perTable = 1, reserved = 0) {
  let now = 0;
  const started: BotJob[] = [];
  const ex = Array.from({ length: executors }, () => new FakeExecutor());
  const pool = new BotPool(ex, { perTable, now: () => now, onStart: (j) => started.push(j), reserved, quick: (j) => isQuickLevel(j.level) });
  return {
    pool,
    ex,
    started,
    async finish(e: FakeExecutor, costMs: number, answer: unknown = { type: 'pass' }) {
      const c = e.current!;
      e.current = null;
      now += costMs;
      c.resolve(answer);
      await tick();
    },
  };
}

describe('bot pool', () => {
  it("an easy bot's first move waits for no other table's decision beyond the one running", async () => {
    const h = harness(1);
    const hard = Array.from({ length: 8 }, (_, i) => `hard${i}`);
    // Each hard table is all bots: as soon as one decision is answered, the next one is asked.
    const keepBusy = (table: string, seat: number): void => {
      // (until the pool closes and answers undefined)
      void h.pool.decide(job(table, seat)).then((a) => a !== undefined && keepBusy(table, (seat + 1) % 4));
    };
    for (const t of hard) keepBusy(t, 0);
    await tick();
    for (let i = 0; i < 64; i++) await h.finish(h.ex[0], 900); // a while of 900 ms searches
    expect(new Set(h.started.map((j) => j.table))).toEqual(new Set(hard));

    const easyAsked = h.started.length;
    let easyAnswer: unknown;
    void h.pool.decide(job('easy', 1, 'easy')).then((a) => (easyAnswer = a));
    await tick();
    // The decision running when the easy bot asked finishes; the easy bot goes next.
    await h.finish(h.ex[0], 900);
    const easyStarted = h.started.findIndex((j) => j.table === 'easy');
    expect(easyStarted - easyAsked).toBe(0); // no other decision started between its request and its start
    await h.finish(h.ex[0], 5, { type: 'explore' });
    expect(easyAnswer).toEqual({ type: 'explore' });

    // Fair the other way too: the hard tables keep taking turns (no table starves).
    const before = h.started.length;
    for (let i = 0; i < 80; i++) await h.finish(h.ex[0], 900);
    const counts = new Map<string, number>();
    for (const j of h.started.slice(before)) counts.set(j.table, (counts.get(j.table) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...hard].sort());
    for (const [t, n] of counts) expect(n, t).toBe(10);
    await h.pool.close();
  });

  it('a quick bot starts at once on the reserved executor while eight hard tables hold the others', async () => {
    // One search executor and one reserved for quick levels, as the runner sets them up.
    const h = harness(2, 1, 1);
    const [search, reserved] = h.ex;
    const hard = Array.from({ length: 8 }, (_, i) => `hard${i}`);
    const keepBusy = (table: string, seat: number): void => {
      void h.pool.decide(job(table, seat)).then((a) => a !== undefined && keepBusy(table, (seat + 1) % 4));
    };
    for (const t of hard) keepBusy(t, 0);
    await tick();
    for (let i = 0; i < 40; i++) await h.finish(search, 900);
    // Searches never take the reserved executor, however many wait.
    expect(reserved.current).toBeNull();
    expect(h.started.every((j) => j.level === 'hard')).toBe(true);

    // Tables of easy and medium bots ask while a search runs: each starts before the search ends,
    // one after the other on the reserved executor (no search decision in between).
    for (const [round, level] of (['easy', 'medium', 'easy'] as const).entries()) {
      const asked = h.started.length;
      const running = search.current!.job.key;
      let answer: unknown;
      void h.pool.decide(job(`quick${round}`, 1, level)).then((a) => (answer = a));
      await tick();
      expect(h.started.length - asked).toBe(1);
      expect(reserved.current?.job).toMatchObject({ table: `quick${round}`, level });
      expect(search.current!.job.key).toBe(running);
      await h.finish(reserved, 5, { type: 'explore' });
      expect(answer).toEqual({ type: 'explore' });
    }

    // Many quick tables at once: served round-robin on the reserved executor (and the search
    // executor when it frees up), each waiting at most as many quick decisions as tables ahead.
    const asked = h.started.length;
    for (let i = 0; i < 5; i++) void h.pool.decide(job(`many${i}`, 0, 'easy'));
    await tick();
    for (let i = 0; i < 5; i++) await h.finish(reserved, 5);
    const quickOrder = h.started.slice(asked).filter((j) => j.table.startsWith('many')).map((j) => j.table);
    expect(quickOrder).toEqual(['many0', 'many1', 'many2', 'many3', 'many4']);
    await h.pool.close();
  });

  it('refuses a pool whose executors are all reserved', () => {
    expect(() => new BotPool([new FakeExecutor()], { reserved: 1 })).toThrow(RangeError);
  });

  it('a table that waits on people goes before tables that keep the threads busy', async () => {
    const h = harness(2);
    const keepBusy = (table: string): void => {
      void h.pool.decide(job(table)).then((a) => a !== undefined && keepBusy(table));
    };
    for (let i = 0; i < 8; i++) keepBusy(`hard${i}`);
    await tick();
    for (let i = 0; i < 40; i++) await h.finish(h.ex[i % 2], 900);
    // A table with one bot among people asks now and then: each time it is served next.
    for (let round = 0; round < 3; round++) {
      const asked = h.started.length;
      void h.pool.decide(job('people', 2, 'medium'));
      await tick();
      await h.finish(h.ex[round % 2], 900);
      // Both threads were busy with hard searches: the first one to free up takes it.
      expect(h.started[asked].table).toBe('people');
      const e = h.ex.find((x) => x.current?.job.table === 'people')!;
      await h.finish(e, 20);
      for (let i = 0; i < 16; i++) await h.finish(h.ex[i % 2], 900);
    }
    await h.pool.close();
  });

  it('runs at most perTable decisions of one table at once; the other threads serve other tables', async () => {
    const h = harness(2, 1);
    for (let s = 0; s < 3; s++) void h.pool.decide(job('big', s));
    void h.pool.decide(job('small', 0));
    await tick();
    expect(h.ex.map((e) => e.current?.job.table).sort()).toEqual(['big', 'small']);
    await h.finish(h.ex.find((e) => e.current?.job.table === 'small')!, 10);
    // The free thread does not take a second decision of "big" while one runs.
    expect(h.ex.filter((e) => e.current).map((e) => e.current!.job.key)).toEqual(['big:0']);
    await h.finish(h.ex.find((e) => e.current)!, 10);
    expect(h.ex.filter((e) => e.current).map((e) => e.current!.job.key)).toEqual(['big:1']);
    await h.pool.close();
  });

  it('answers undefined to waiting decisions on close, and forgets finished seats everywhere', async () => {
    const h = harness(1);
    const first = h.pool.decide(job('a'));
    const second = h.pool.decide(job('b'));
    await tick();
    h.pool.forget(['a:0']);
    expect(h.ex[0].forgotten).toEqual(['a:0']);
    await h.pool.close();
    expect(await second).toBeUndefined();
    await h.finish(h.ex[0], 1, { type: 'pass' });
    expect(await first).toEqual({ type: 'pass' });
    expect(await h.pool.decide(job('c'))).toBeUndefined();
  });

  it('defaults to one thread per spare core, at most two', () => {
    expect([1, 2, 3, 4, 16].map(defaultBotThreads)).toEqual([1, 1, 2, 2, 2]);
  });
});
