// Distributed runs through BullMQ on Redis (src/cli/distributed.ts): `abyss worker` processes
// play the games a coordinator queues, and the results equal a one-machine run with the same
// seed, even when a worker is killed with SIGKILL in the middle of a game. Runs only where
// REDIS_URL is set (CI sets it), each test on a queue of its own, removed afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runSelfplay, GAMES_FILE, OBSERVATIONS_FILE, type SelfplayLine } from '../../src/cli/selfplay.ts';
import type { SelfplayConfig } from '../../src/cli/selfplay-core.ts';
import { runTournament } from '../../src/cli/tournament.ts';
import type { TournamentConfig, TournamentGame } from '../../src/cli/tournament-core.ts';
import { REDIS_URL } from '../server/helpers.ts';

const BIN = fileURLToPath(new URL('../../bin/abyss.js', import.meta.url));
const queues: string[] = [];
const children: ChildProcess[] = [];

/** A queue name of this test's own, obliterated after the file's tests. */
function queueName(): string {
  const q = `abyss-test-${process.pid}-${randomBytes(4).toString('hex')}`;
  queues.push(q);
  return q;
}

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const name of queues) {
    const q = new Queue(name, { connection: { url: REDIS_URL!, maxRetriesPerRequest: null } });
    await q.obliterate({ force: true });
    await q.close();
  }
});

interface WorkerProcess {
  child: ChildProcess;
  /** Resolves with the `count`-th line of its output that matches (the first by default). */
  line(pattern: RegExp, count?: number): Promise<string>;
}

function startWorker(queue: string, ...flags: string[]): WorkerProcess {
  const child = spawn(process.execPath, [BIN, 'worker', '--redis', REDIS_URL!, '--queue', queue, ...flags], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  const waiters: { pattern: RegExp; count: number; resolve: (line: string) => void }[] = [];
  const check = (): void => {
    for (const w of [...waiters]) {
      const line = out.split('\n').filter((l) => w.pattern.test(l))[w.count - 1];
      if (line) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  };
  child.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
    check();
  });
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return {
    child,
    line: (pattern, count = 1) => new Promise((resolve, reject) => {
      waiters.push({ pattern, count, resolve });
      child.once('exit', (code, signal) => reject(new Error(`the worker exited (${code ?? signal}) before printing ${pattern}: ${out}`)));
      check();
    }),
  };
}

function tmp(): string {
  return mkdtempSync(join(tmpdir(), 'abyss-distributed-'));
}

/** A game's result without its wall-clock figures. */
function played(g: TournamentGame): Omit<TournamentGame, 'thinkSeconds'> {
  const { thinkSeconds: _t, ...rest } = g;
  return rest;
}

describe.skipIf(!REDIS_URL)('distributed runs (BullMQ on Redis)', () => {
  it('a tournament and a self-play run on two worker processes equal the one-machine runs', async () => {
    const queue = queueName();
    const workers = [startWorker(queue), startWorker(queue, '--jobs', '2')];
    await Promise.all(workers.map((w) => w.line(/listening on/)));
    const tournament: TournamentConfig = { format: 'round-robin', bots: ['greedy', 'random', 'medium'], players: 2, games: 2, seed: 9, martialLaw: false, budget: {} };
    const local = await runTournament(tournament, { jobs: 1, progress: false });
    const journal = join(tmp(), 'journal.jsonl');
    const remote = await runTournament(tournament, { jobs: 1, progress: false, journal, redis: { url: REDIS_URL!, queue } });
    expect(remote.games.map(played)).toEqual(local.games.map(played));
    expect(remote.retried).toBe(0);
    // The journal: the header, then every game once, in game order.
    const lines = readFileSync(journal, 'utf8').trimEnd().split('\n').slice(1).map((l) => (JSON.parse(l) as TournamentGame).game);
    expect(lines).toEqual([...Array(local.games.length).keys()]);

    const selfplay: SelfplayConfig = { games: 4, players: 2, bots: ['greedy', 'random'], seed: 3, martialLaw: false, budget: {}, every: 2, normalise: false, kraken: true };
    const a = tmp();
    const b = tmp();
    await runSelfplay(selfplay, { jobs: 1, progress: false, out: a });
    await runSelfplay(selfplay, { jobs: 1, progress: false, out: b, redis: { url: REDIS_URL!, queue } });
    for (const f of [GAMES_FILE, OBSERVATIONS_FILE]) expect(readFileSync(join(b, f)).equals(readFileSync(join(a, f)))).toBe(true);
    // The jobs taken are removed: nothing of the runs is left in the queue.
    const q = new Queue(queue, { connection: { url: REDIS_URL!, maxRetriesPerRequest: null } });
    const counts = await q.getJobCounts('wait', 'active', 'completed', 'failed', 'delayed');
    await q.close();
    expect(counts).toEqual({ wait: 0, active: 0, completed: 0, failed: 0, delayed: 0 });
  });

  it('a worker killed with SIGKILL mid-game loses and doubles nothing: the same bytes as one machine', async () => {
    // Search games long enough (seconds) that the kill lands while the worker is playing.
    const config: SelfplayConfig = { games: 4, players: 2, bots: ['search', 'greedy'], seed: 21, martialLaw: false, budget: { iterations: 20 }, every: 1, normalise: false };
    const local = tmp();
    const expected = await runSelfplay(config, { jobs: 1, progress: false, out: local });
    const queue = queueName();
    // A short lock and stalled check: the lost worker's game goes back to the queue within seconds.
    const flags = ['--lock-ms', '2000', '--stalled-ms', '500'];
    const doomed = startWorker(queue, ...flags);
    const survivor = startWorker(queue, ...flags);
    await Promise.all([doomed.line(/listening on/), survivor.line(/listening on/)]);
    const out = tmp();
    const run = runSelfplay(config, { jobs: 1, progress: false, out, redis: { url: REDIS_URL!, queue } });
    const playing = await doomed.line(/playing selfplay game \d+/);
    doomed.child.kill('SIGKILL');
    const totals = await run;
    const game = Number(/game (\d+)/.exec(playing)![1]);
    // The killed worker's game was started again elsewhere…
    expect(totals.retried).toBeGreaterThanOrEqual(1);
    expect(await survivor.line(new RegExp(`played selfplay game ${game} `))).toMatch(/played/);
    // …and written once: every game once, in order, the same bytes as the one-machine run.
    expect(totals).toEqual({ ...expected, retried: totals.retried });
    const games = readFileSync(join(out, GAMES_FILE), 'utf8').trimEnd().split('\n').slice(1).map((l) => (JSON.parse(l) as SelfplayLine).game);
    expect(games).toEqual([0, 1, 2, 3]);
    for (const f of [GAMES_FILE, OBSERVATIONS_FILE]) expect(readFileSync(join(out, f)).equals(readFileSync(join(local, f)))).toBe(true);
  });

  it('a game that fails on a worker fails the run with the worker\'s reason, and the run\'s waiting games are withdrawn', async () => {
    const queue = queueName();
    const worker = startWorker(queue);
    await worker.line(/listening on/);
    // An external agent that exits at once: its game throws wherever it is played.
    const config: TournamentConfig = { format: 'round-robin', bots: ['ext:false', 'random'], players: 2, games: 3, seed: 1, martialLaw: false, budget: {} };
    await expect(runTournament(config, { jobs: 1, progress: false, redis: { url: REDIS_URL!, queue } }))
      .rejects.toThrow(/^game \d failed on a worker: Agent "false" \(seat \d\) exited with code 1 \(handshake\)\.$/);
    const q = new Queue(queue, { connection: { url: REDIS_URL!, maxRetriesPerRequest: null } });
    // Once the worker is idle: every failure it reported is in Redis, and nothing of the run waits.
    await vi.waitUntil(async () => (await q.getJobCounts('active')).active === 0, { timeout: 60_000, interval: 50 });
    const counts = await q.getJobCounts('wait', 'completed', 'failed');
    expect(counts.wait).toBe(0);
    expect(counts.failed).toBeGreaterThanOrEqual(1);
    await worker.line(/failed tournament game \d/, counts.failed);
    // Run again, a failed game is queued and played again (and fails again), not taken from the last run.
    await expect(runTournament(config, { jobs: 1, progress: false, redis: { url: REDIS_URL!, queue } })).rejects.toThrow(/failed on a worker: Agent "false"/);
    expect(await worker.line(/failed tournament game \d/, counts.failed + 1)).toMatch(/Agent "false"/);
    await q.close();
  });
});
