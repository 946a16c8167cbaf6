// Engine benchmark: full random games per second on one thread, through the hot path
// (fast.clone once per game, fast.apply without logging) and through the public API
// (applyAction, logging, a fresh state per action); decisions per second and per game;
// memory per state; the share of time spent in legalActions.
//
//   npm run bench                      # the table, base game and Kraken games (about 40 s)
//   npm run bench -- --seconds 1       # shorter runs
//   npm run bench -- --profile         # also a CPU profile of the 4-player hot path: top functions by self time
//   npm run bench -- --baseline REV    # this engine against revision REV's, interleaved, with ratios
//                                      # (bench/engine-baseline.ts; --seconds per row and engine, default 4; --rounds, default 8;
//                                      # --aa adds an A/A row: REV against a second copy of itself, in the same rounds)
//
// The target: 2,000 complete random 4-player games per second on one core (hot path).
// For a stable figure pin the process to one core: `taskset -c 0 npm run bench`.
import { Session } from 'node:inspector';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { applyAction, fast, legalActions, newGame, type Action, type GameState } from '../src/engine/index.ts';
import { chooser } from './chooser.ts';
import { runBaseline } from './engine-baseline.ts';

const args = process.argv.slice(2);
const flag = (name: string): boolean => args.includes(name);
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const SECONDS = option('--seconds', 3);

/** `ms`: wall time; `cpuMs`: the process's CPU time (robust when other processes share the core). */
interface Run { games: number; decisions: number; ms: number; cpuMs: number }

/** Plays whole games until `seconds` have passed (at least `minGames`). */
function timed(seconds: number, minGames: number, playOne: (g: number) => number): Run {
  const start = performance.now();
  const cpu = process.cpuUsage();
  let games = 0;
  let decisions = 0;
  while (games < minGames || performance.now() - start < seconds * 1000) decisions += playOne(games++);
  const used = process.cpuUsage(cpu);
  return { games, decisions, ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000 };
}

/** A 64-digit secret-style seed for game g (the ChaCha20 generator). */
function hexSeed(g: number): string {
  return (g * 2654435761 >>> 0).toString(16).padStart(8, '0').repeat(8);
}

/** Kraken games (`npm run bench` reports them beside the base game's). */
const KRAKEN = { expansions: { kraken: true } } as const;

/** A random game still running after this many decisions would be an engine bug: it is cut, not waited for. */
const CAP = 5000;

/** Hot path: one clone per game, then fast.apply in place without logging. */
function fastGame(players: number, g: number, hex = false, kraken = false): number {
  const pick = chooser(g * 2654435761);
  const s = fast.clone(newGame({ seed: hex ? hexSeed(g) : g, players, ...(kraken ? KRAKEN : {}) }));
  let n = 0;
  while (!s.over) {
    if (kraken && n === CAP) throw new Error(`Kraken game ${g} (${players} players) runs past ${CAP} decisions`);
    const legal = legalActions(s);
    const e = fast.apply(s, legal[pick(legal.length)]);
    if (e) throw new Error(`rejected: ${e.message}`);
    n++;
  }
  return n;
}

/** Public API: applyAction returns a new state (and the log) every time. */
function publicGame(players: number, g: number, kraken = false): number {
  const pick = chooser(g * 2654435761);
  let s = newGame({ seed: g, players, ...(kraken ? KRAKEN : {}) });
  let n = 0;
  while (!s.over) {
    const legal = legalActions(s);
    const r = applyAction(s, legal[pick(legal.length)]);
    if (!r.ok) throw new Error(`rejected: ${r.error.message}`);
    s = r.state;
    n++;
  }
  return n;
}

/** The hot path again, timing legalActions apart from the rest (the timer costs a little). */
function legalShare(players: number, games: number): { legal: number; apply: number; setup: number } {
  let legal = 0;
  let apply = 0;
  let setup = 0;
  for (let g = 0; g < games; g++) {
    const pick = chooser(g * 2654435761);
    let t = performance.now();
    const s = fast.clone(newGame({ seed: g, players }));
    setup += performance.now() - t;
    while (!s.over) {
      t = performance.now();
      const actions = legalActions(s);
      const t2 = performance.now();
      fast.apply(s, actions[pick(actions.length)]);
      const t3 = performance.now();
      legal += t2 - t;
      apply += t3 - t2;
    }
  }
  const total = legal + apply + setup;
  return { legal: legal / total, apply: apply / total, setup: setup / total };
}

/** States met in random 4-player games, sampled along the way (log included). */
function sampleStates(count: number): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; out.length < count; g++) {
    const pick = chooser(g + 77);
    let s = newGame({ seed: 500_000 + g, players: 4 });
    let n = 0;
    while (!s.over) {
      const legal = legalActions(s);
      const r = applyAction(s, legal[pick(legal.length)] as Action);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      if (++n % 40 === 0 && out.length < count) out.push(s);
    }
  }
  return out;
}

function getGc(): (() => void) | null {
  try {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  } catch {
    return null;
  }
}

function memory(): { jsonCore: number; jsonLog: number; heapPerClone: number | null; cloneNs: number } {
  const states = sampleStates(50);
  let jsonCore = 0;
  let jsonLog = 0;
  for (const s of states) {
    jsonCore += JSON.stringify({ ...s, log: [] }).length;
    jsonLog += JSON.stringify(s.log).length;
  }
  const gc = getGc();
  let heapPerClone: number | null = null;
  const copies = 20_000;
  if (gc) {
    const keep: GameState[] = [];
    gc();
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < copies; i++) keep.push(fast.clone(states[i % states.length]));
    gc();
    gc();
    heapPerClone = (process.memoryUsage().heapUsed - before) / copies;
    if (keep.length !== copies) throw new Error('unreachable');
  }
  // Clone speed.
  const rounds = 200_000;
  let sink = 0;
  const t = performance.now();
  for (let i = 0; i < rounds; i++) sink += fast.clone(states[i % states.length]).threat;
  const cloneNs = ((performance.now() - t) * 1e6) / rounds;
  if (sink < 0) console.log(sink);
  return { jsonCore: jsonCore / states.length, jsonLog: jsonLog / states.length, heapPerClone, cloneNs };
}

async function profile(seconds: number): Promise<void> {
  const session = new Session();
  session.connect();
  const post = <T>(method: string, params?: object): Promise<T> =>
    new Promise((resolve, reject) => session.post(method, params ?? {}, (err, res) => (err ? reject(err) : resolve(res as T))));
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 100 });
  await post('Profiler.start');
  const run = timed(seconds, 50, (g) => fastGame(4, 1_000_000 + g));
  const { profile: p } = await post<{ profile: CpuProfile }>('Profiler.stop');
  session.disconnect();

  // Self time per function, and inclusive time (counted once per stack, so recursion is not doubled).
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const dt = new Map<number, number>();
  p.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (p.timeDeltas[i] ?? 0)));
  const keyOf = (n: CpuProfile['nodes'][number]): string => {
    const f = n.callFrame;
    const file = f.url.replace(/^.*\/(src|bench|node_modules)\//, '$1/');
    return `${f.functionName || '(anonymous)'}${file ? `  ${file}` : ''}`;
  };
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  const walk = (id: number, path: Set<string>): void => {
    const node = byId.get(id)!;
    const key = keyOf(node);
    const t = dt.get(id) ?? 0;
    total += t;
    self.set(key, (self.get(key) ?? 0) + t);
    const inner = path.has(key) ? path : new Set(path).add(key);
    for (const k of inner) inclusive.set(k, (inclusive.get(k) ?? 0) + t);
    for (const child of node.children ?? []) walk(child, inner);
  };
  walk(p.nodes[0].id, new Set());
  const top = option('--top', 20);
  const pct = (t: number): string => `${((100 * t) / total).toFixed(1).padStart(6)}%`;
  console.log(`\nCPU profile, 4-player hot path, ${run.games} games (${((run.games / run.ms) * 1000).toFixed(0)}/s under the profiler)`);
  console.log('self time:');
  for (const [key, t] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(t)}  ${key}`);
  console.log('inclusive time (engine functions):');
  const engine = [...inclusive.entries()].filter(([k]) => k.includes('src/engine/'));
  for (const [key, t] of engine.sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(t)}  ${key}`);
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

function row(cells: (string | number)[], widths: number[]): string {
  return cells.map((c, i) => String(c).padStart(widths[i])).join('  ');
}

async function main(): Promise<void> {
  // Warm up both paths, and both generators, so the JIT has settled before anything is timed
  // (the first hex-seeded games after numeric ones run a third slower while it re-optimises).
  timed(1, 20, (g) => fastGame(4, 9_000_000 + g));
  timed(1, 20, (g) => fastGame(4, 9_000_000 + g, true));
  timed(0.5, 10, (g) => publicGame(4, 9_000_000 + g));
  timed(0.5, 10, (g) => fastGame(4, 9_000_000 + g, false, true));

  const widths = [18, 9, 13, 12, 10, 9];
  console.log(`Abyss engine, node ${process.version}, one thread, ${SECONDS} s per line; rates per CPU second (wall-clock games/s in the last column)\n`);
  console.log(row(['path', 'games/s', 'decisions/s', 'decisions/g', 'µs/game', 'wall g/s'], widths));
  const results: Record<string, Run> = {};
  for (const [label, players, play] of [
    ['fast (no log) 2p', 2, fastGame], ['fast (no log) 4p', 4, fastGame],
    ['fast, hex seed 4p', 4, (p: number, g: number) => fastGame(p, g, true)],
    ['applyAction 2p', 2, publicGame], ['applyAction 4p', 4, publicGame],
    ['Kraken fast 2p', 2, (p: number, g: number) => fastGame(p, g, false, true)],
    ['Kraken fast 4p', 4, (p: number, g: number) => fastGame(p, g, false, true)],
    ['Kraken applyAct 4p', 4, (p: number, g: number) => publicGame(p, g, true)],
  ] as const) {
    const r = timed(SECONDS, 20, (g) => play(players, g));
    results[label] = r;
    console.log(row([
      label, ((r.games / r.cpuMs) * 1000).toFixed(0), ((r.decisions / r.cpuMs) * 1000).toFixed(0),
      (r.decisions / r.games).toFixed(1), ((r.cpuMs * 1000) / r.games).toFixed(0), ((r.games / r.ms) * 1000).toFixed(0),
    ], widths));
  }
  const target = (results['fast (no log) 4p'].games / results['fast (no log) 4p'].cpuMs) * 1000;
  console.log(`\ntarget 2,000 4p games/s on the hot path: ${target >= 2000 ? 'met' : `not met (${(target / 2000 * 100).toFixed(0)}%)`}`);
  const rate = (label: string): number => (results[label].games / results[label].cpuMs) * 1000;
  console.log(`Kraken against the base game (hot path, games/s): 2p ${(rate('Kraken fast 2p') / rate('fast (no log) 2p')).toFixed(2)}×, 4p ${(rate('Kraken fast 4p') / rate('fast (no log) 4p')).toFixed(2)}×`);

  for (const players of [2, 4]) {
    const share = legalShare(players, 300);
    console.log(`time share, hot path ${players}p: legalActions ${(share.legal * 100).toFixed(1)}%, fast.apply ${(share.apply * 100).toFixed(1)}%, newGame+clone ${(share.setup * 100).toFixed(1)}%`);
  }

  const m = memory();
  console.log(`\nstate (4p, sampled mid-game): JSON ${m.jsonCore.toFixed(0)} B without the log, log ${m.jsonLog.toFixed(0)} B`);
  console.log(`fast.clone: ${m.cloneNs.toFixed(0)} ns, ${m.heapPerClone === null ? 'heap per clone unknown (no gc)' : `${m.heapPerClone.toFixed(0)} heap bytes per cloned state (log shared)`}`);

  if (flag('--profile')) await profile(option('--profile-seconds', 5));
}

const baseline = args.indexOf('--baseline');
if (baseline >= 0) {
  const revision = args[baseline + 1];
  if (!revision || revision.startsWith('--')) {
    console.error('--baseline needs a git revision, e.g. --baseline b49b14d');
    process.exit(2);
  }
  const only = args.indexOf('--only');
  await runBaseline(revision, option('--seconds', 4), option('--rounds', 8), only >= 0 ? args[only + 1] : undefined, flag('--aa'));
} else await main();
