// Engine speed against an earlier revision, in one process: the revision's src/engine and
// src/bots are extracted with `git archive` into a temporary folder and imported beside the
// working tree's, and the same workloads run on both in alternating slots (the order flips
// every round) so that both share the machine's noise. Rates are per CPU second; what counts
// is the ratio within one run, not the absolute numbers of a loaded machine.
//
//   npm run bench -- --baseline b49b14d                      # 4 s per row and engine, in 8 rounds
//   npm run bench -- --baseline b49b14d --seconds 8 --rounds 16
//   npm run bench -- --baseline b49b14d --aa                 # plus an A/A row per workload: a second copy
//                                                            # of the revision against the first (ratios near 1
//                                                            # show how far the machine's noise reaches)
//
// Both engines play their own games from the same seeds and choices; a revision whose rules
// differ a little (a later ruling) may play slightly different games, so games/s and
// decisions/s are both shown.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chooser } from './chooser.ts';
import type { GameState } from '../src/engine/index.ts';

/** The parts of an engine and its bots that the workloads use (stable since the first search bot). */
interface EngineSet {
  label: string;
  engine: typeof import('../src/engine/index.ts');
  determinize: typeof import('../src/bots/determinize.ts')['determinize'];
  searchRoot: typeof import('../src/bots/search.ts')['searchRoot'];
  greedyAction: typeof import('../src/bots/greedy.ts')['greedyAction'];
  makeRng: typeof import('../src/bots/rng.ts')['makeRng'];
}

async function load(label: string, root: string): Promise<EngineSet> {
  const url = (path: string): string => pathToFileURL(join(root, path)).href;
  const engine = (await import(url('src/engine/index.ts'))) as EngineSet['engine'];
  const { determinize } = (await import(url('src/bots/determinize.ts'))) as typeof import('../src/bots/determinize.ts');
  const { searchRoot } = (await import(url('src/bots/search.ts'))) as typeof import('../src/bots/search.ts');
  const { greedyAction } = (await import(url('src/bots/greedy.ts'))) as typeof import('../src/bots/greedy.ts');
  const { makeRng } = (await import(url('src/bots/rng.ts'))) as typeof import('../src/bots/rng.ts');
  return { label, engine, determinize, searchRoot, greedyAction, makeRng };
}

/** Extracts `revision`'s engine and bots into a fresh temporary folder (removed on exit). */
function extract(revision: string): string {
  const repo = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  const commit = execFileSync('git', ['-C', repo, 'rev-parse', '--verify', `${revision}^{commit}`], { encoding: 'utf8' }).trim();
  const dir = mkdtempSync(join(tmpdir(), `abyss-baseline-${commit.slice(0, 8)}-`));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  // package.json comes along for its "type": "module": without it tsx compiles the
  // revision's files to CommonJS, whose exports are read through getters, and the baseline
  // ran about 1.5 times slower than the same code in the working tree (found 2026-12-01 by
  // an A/A run, `--baseline HEAD` on a clean tree, which must show ratios near 1).
  const tar = execFileSync('git', ['-C', repo, 'archive', '--format=tar', commit, 'src/engine', 'src/bots', 'package.json', 'tsconfig.json'], { maxBuffer: 64 << 20 });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  return dir;
}

/** One workload on one engine set: prepared once, then run in slots; `step` returns units done. */
interface Workload {
  name: string;
  unit: string;
  prepare(e: EngineSet): () => number;
}

/** Kraken and Leviathan together: the rows that run every expansion hook of a 4-player table. */
const KL = { kraken: true, leviathan: true } as const;

function randomGames(players: number, publicPath: boolean, expansions?: typeof KL): (e: EngineSet) => () => number {
  return (e) => {
    const { engine } = e;
    let g = 0;
    return () => {
      const pick = chooser(g * 2654435761);
      let s: GameState = engine.newGame({ seed: g++, players, ...(expansions ? { expansions } : {}) });
      const own = publicPath ? null : engine.fast.clone(s);
      if (own) s = own;
      let n = 0;
      while (!s.over) {
        const legal = engine.legalActions(s);
        const a = legal[pick(legal.length)];
        if (publicPath) {
          const r = engine.applyAction(s, a);
          if (!r.ok) throw new Error(`${e.label}: rejected ${JSON.stringify(a)}: ${r.error.message}`);
          s = r.state;
        } else {
          const err = engine.fast.apply(own!, a);
          if (err) throw new Error(`${e.label}: rejected ${JSON.stringify(a)}: ${err.message}`);
        }
        n++;
      }
      return n;
    };
  };
}

/** Views of the seat to move in `players`-player games after some greedy play, where it has a real choice. */
function positions(e: EngineSet, count: number, players: number): ReturnType<EngineSet['engine']['viewFor']>[] {
  const { engine } = e;
  const out = [];
  for (let seed = 0; out.length < count; seed++) {
    // A copy of its own for the fast path (fast.newGame is newer than some baselines).
    const s = engine.fast.clone(engine.newGame({ seed: 7000 + seed, players }));
    const greedy = (): void => void engine.fast.apply(s, e.greedyAction(engine.viewFor(s, s.pending!.seat)));
    for (let steps = 0; !s.over && steps < 20 + (seed % 8) * 10; steps++) greedy();
    while (!s.over && !(s.pending!.kind === 'main' && engine.legalActions(s).length > 1)) greedy();
    if (!s.over) out.push(engine.viewFor(s, s.pending!.seat));
  }
  return out;
}

const WORKLOADS: Workload[] = [
  { name: 'fast.apply 2p', unit: 'decisions', prepare: randomGames(2, false) },
  { name: 'fast.apply 4p', unit: 'decisions', prepare: randomGames(4, false) },
  { name: 'applyAction 2p', unit: 'decisions', prepare: randomGames(2, true) },
  { name: 'applyAction 4p', unit: 'decisions', prepare: randomGames(4, true) },
  { name: 'fast.apply 4p KL', unit: 'decisions', prepare: randomGames(4, false, KL) },
  { name: 'applyAction 4p KL', unit: 'decisions', prepare: randomGames(4, true, KL) },
  {
    name: 'determinize 2p', unit: 'samples', prepare(e) {
      const views = positions(e, 40, 2);
      const rng = e.makeRng(1);
      let k = 0;
      return () => {
        e.determinize(views[k++ % views.length], rng);
        return 1;
      };
    },
  },
  {
    name: 'determinize 4p', unit: 'samples', prepare(e) {
      const views = positions(e, 40, 4);
      const rng = e.makeRng(1);
      let k = 0;
      return () => {
        e.determinize(views[k++ % views.length], rng);
        return 1;
      };
    },
  },
  {
    name: 'search 2p', unit: 'iterations', prepare(e) {
      const views = positions(e, 6, 2);
      const rng = e.makeRng(1);
      let k = 0;
      return () => e.searchRoot(views[k++ % views.length], rng, { iterations: 60 }).iterations;
    },
  },
];

interface Tally { units: number; cpuMs: number; games: number }

function median(xs: readonly number[]): number {
  const sorted = xs.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Runs `step` for `seconds` of wall time; returns units done and the CPU time used. */
function slot(step: () => number, seconds: number): Tally {
  const cpu = process.cpuUsage();
  const start = performance.now();
  let units = 0;
  let games = 0;
  do {
    units += step();
    games++;
  } while (performance.now() - start < seconds * 1000);
  const used = process.cpuUsage(cpu);
  return { units, games, cpuMs: (used.user + used.system) / 1000 };
}

export async function runBaseline(revision: string, seconds: number, rounds: number, only?: string, aa = false): Promise<void> {
  const dir = extract(revision);
  const sets = [await load(revision, dir), await load('current', join(import.meta.dirname, '..'))];
  // A/A: the same revision again, from its own folder (its own modules), timed in the same rounds.
  if (aa) sets.push(await load(`${revision} again`, extract(revision)));
  const workloads = only ? WORKLOADS.filter((w) => w.name.includes(only)) : WORKLOADS;
  const perSlot = seconds / rounds;
  console.log(`Engine at ${revision} against the working tree, node ${process.version}: ${workloads.length} workloads, ${rounds} rounds of ${perSlot.toFixed(2)} s per engine (alternating); rates per CPU second\n`);
  console.log('ratio: current over baseline, all rounds together; median: the median of the rounds\' ratios (steadier when the load changes)\n');
  const header = ['workload', 'unit', `${revision} /s`, 'current /s', 'ratio', 'median', 'rounds min–max'];
  const widths = [18, 10, 14, 12, 7, 7, 15];
  const row = (cells: string[]): string => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(row(header));
  for (const w of workloads) {
    const steps = sets.map((e) => w.prepare(e));
    // Warm-up: each engine's JIT settles before anything is timed.
    for (const step of steps) slot(step, Math.min(1, perSlot * 2));
    const totals: Tally[] = sets.map(() => ({ units: 0, cpuMs: 0, games: 0 }));
    const ratios: number[] = [];
    const aaRatios: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const order = sets.map((_, i) => i);
      if (r % 2 === 1) order.reverse();
      const rates = sets.map(() => 0);
      for (const i of order) {
        const t = slot(steps[i], perSlot);
        totals[i].units += t.units;
        totals[i].cpuMs += t.cpuMs;
        totals[i].games += t.games;
        rates[i] = t.units / t.cpuMs;
      }
      ratios.push(rates[1] / rates[0]);
      if (aa) aaRatios.push(rates[2] / rates[0]);
    }
    const rate = totals.map((t) => (t.units / t.cpuMs) * 1000);
    console.log(row([
      w.name, w.unit, rate[0].toFixed(0), rate[1].toFixed(0), `${(rate[1] / rate[0]).toFixed(2)}×`,
      `${median(ratios).toFixed(2)}×`, `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`,
    ]));
    if (w.unit === 'decisions') {
      const perGame = totals.map((t) => t.units / t.games);
      const games = totals.map((t) => (t.games / t.cpuMs) * 1000);
      console.log(row([`  games`, `(${perGame[0].toFixed(0)}/${perGame[1].toFixed(0)} d/g)`, games[0].toFixed(0), games[1].toFixed(0), `${(games[1] / games[0]).toFixed(2)}×`, '', '']));
    }
    if (aa) {
      console.log(row([
        '  A/A', `(${revision} twice)`, rate[0].toFixed(0), rate[2].toFixed(0), `${(rate[2] / rate[0]).toFixed(2)}×`,
        `${median(aaRatios).toFixed(2)}×`, `${Math.min(...aaRatios).toFixed(2)}–${Math.max(...aaRatios).toFixed(2)}`,
      ]));
    }
  }
}
