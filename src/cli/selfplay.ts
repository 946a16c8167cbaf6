// `abyss selfplay`: plays the games on threads (or on workers through Redis) and writes the
// positions in game order (docs/research.md, "Self-play data"):
//   <out>/games.jsonl       a header line, then one line per game (seats, results, positions)
//   <out>/observations.f32  every position's observation, float32 little-endian, row after row
// Nothing in either file depends on the threads, the machines or the clock: the same command
// writes the same bytes.
import { closeSync, existsSync, openSync, writeSync } from 'node:fs';
import { endianness } from 'node:os';
import { join } from 'node:path';
import { SingleBar } from 'cli-progress';
import { observationLayout } from '../env/index.ts';
import type { DistributedRun } from './distributed-flags.ts';
import { runPool } from './pool.ts';
import { engineVersion, type EngineVersion } from './provenance.ts';
import { observationSize, simConfigOf, type SelfplayConfig, type SelfplayGame } from './selfplay-core.ts';
import { seatingFor } from './sim-core.ts';

export const SELFPLAY_FORMAT = 'abyss-selfplay';
export const SELFPLAY_VERSION = 1;
export const GAMES_FILE = 'games.jsonl';
export const OBSERVATIONS_FILE = 'observations.f32';

export interface SelfplayHeader {
  format: typeof SELFPLAY_FORMAT;
  version: number;
  engine: EngineVersion;
  config: SelfplayConfig;
  observation: { size: number; dtype: 'float32'; byteOrder: 'little'; normalise: boolean; segments: { name: string; offset: number; size: number }[] };
  files: { games: string; observations: string };
}

/** One line of games.jsonl after the header: a game, its results, and where its rows are. */
export interface SelfplayLine extends Omit<SelfplayGame, 'observations'> {
  /** Index of the game's first row in observations.f32; its rows are row … row + positions − 1. */
  row: number;
  positions: number;
}

/** The configuration as stored: fixed key order, so that the same command writes the same header. */
export function canonicalSelfplay(c: SelfplayConfig): SelfplayConfig {
  const out: SelfplayConfig = {
    games: c.games, players: c.players, bots: [...c.bots], seed: c.seed, martialLaw: c.martialLaw,
    budget: Object.fromEntries(Object.entries(c.budget).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b))),
    every: c.every, normalise: c.normalise,
  };
  if (c.deProfundis) out.deProfundis = c.deProfundis;
  if (c.kraken) out.kraken = true;
  if (c.leviathan) out.leviathan = true;
  return out;
}

export function selfplayHeader(config: SelfplayConfig, engine: EngineVersion = engineVersion()): SelfplayHeader {
  const layout = observationLayout(seatingFor(simConfigOf(config), 0).options);
  return {
    format: SELFPLAY_FORMAT,
    version: SELFPLAY_VERSION,
    engine,
    config: canonicalSelfplay(config),
    observation: { size: layout.size, dtype: 'float32', byteOrder: 'little', normalise: config.normalise, segments: layout.list.map((s) => ({ name: s.name, offset: s.offset, size: s.size })) },
    files: { games: GAMES_FILE, observations: OBSERVATIONS_FILE },
  };
}

/** Why `dir` cannot take a new data set (it holds one already), or null. */
export function selfplayOutputProblem(dir: string): string | null {
  for (const f of [GAMES_FILE, OBSERVATIONS_FILE]) {
    if (existsSync(join(dir, f))) return `--out ${dir} already holds ${f}: give another folder (self-play data is never overwritten).`;
  }
  return null;
}

export interface SelfplayRun {
  jobs: number;
  progress: boolean;
  /** The folder to write to (it must exist). */
  out: string;
  /** Play on `abyss worker` processes through this Redis queue instead of local threads. */
  redis?: DistributedRun;
}

export interface SelfplayTotals {
  games: number;
  positions: number;
  decisions: number;
  /** Distributed runs: games whose job was started again after a worker was lost (each written once all the same). */
  retried: number;
}

/** Plays every game and writes the data set; returns what was written. */
export async function runSelfplay(config: SelfplayConfig, run: SelfplayRun): Promise<SelfplayTotals> {
  const size = observationSize(config);
  if (run.redis) {
    // Before the files are made: a run refused for want of Redis leaves no half data set behind.
    const { probeRedis } = await import('../ops/redis.ts');
    await probeRedis(run.redis.url, 5000, '--redis');
  }
  const games = openSync(join(run.out, GAMES_FILE), 'wx');
  const observations = openSync(join(run.out, OBSERVATIONS_FILE), 'wx');
  const totals: SelfplayTotals = { games: 0, positions: 0, decisions: 0, retried: 0 };
  const bar = run.progress
    ? new SingleBar({ format: 'selfplay |{bar}| {value}/{total} games | {percentage}% | elapsed {duration_formatted} | ETA {eta_formatted}', stream: process.stderr, etaBuffer: 50, hideCursor: true })
    : null;
  const write = (g: SelfplayGame): void => {
    const positions = g.seat.length;
    if (g.observations.length !== positions * size) throw new Error(`game ${g.game}: ${g.observations.length} numbers for ${positions} positions of ${size}.`);
    const { observations: rows, ...rest } = g;
    const line: SelfplayLine = { ...rest, row: totals.positions, positions };
    writeSync(games, `${JSON.stringify(line)}\n`);
    const bytes = Buffer.from(rows.buffer, rows.byteOffset, rows.byteLength);
    // The file is little-endian whatever the machine.
    writeSync(observations, endianness() === 'LE' ? bytes : Buffer.from(bytes).swap32());
    totals.games++;
    totals.positions += positions;
    totals.decisions += g.decisions;
    bar?.increment();
  };
  try {
    writeSync(games, `${JSON.stringify(selfplayHeader(config))}\n`);
    bar?.start(config.games, 0);
    const todo = Array.from({ length: config.games }, (_, g) => g);
    if (run.redis) {
      const { runDistributed } = await import('./distributed.ts');
      totals.retried = (await runDistributed('selfplay', config, todo, run.redis, write)).retried;
    } else {
      await runPool('selfplay', config, todo, run.jobs, write, bar ? () => new Promise((r) => setImmediate(r)) : undefined);
    }
  } finally {
    bar?.stop();
    closeSync(games);
    closeSync(observations);
  }
  return totals;
}
