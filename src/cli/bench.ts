// `abyss bench`: engine random-playout throughput and search speed, wall and CPU time
// (CPU time says more on a machine shared with other work).
import { fitTable } from './style.ts';
import { MAX_PLAYERS_WITHOUT_LEVIATHAN, fast, legalActions, viewFor, type GameOptions, type GameState, type PlayerView } from '../engine/index.ts';
import { determinize } from '../bots/determinize.ts';
import { greedyAction } from '../bots/greedy.ts';
import { makeRng } from '../bots/rng.ts';
import { searchRoot } from '../bots/search.ts';
import { AbyssEnv } from '../env/index.ts';

export interface BenchLine {
  name: string;
  unit: string;
  count: number;
  wallSeconds: number;
  cpuSeconds: number;
  perSecond: number;
  perCpuSecond: number;
}

function measure(name: string, unit: string, seconds: number, step: () => number): BenchLine {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let count = 0;
  while (performance.now() - t0 < seconds * 1000) count += step();
  const wall = (performance.now() - t0) / 1000;
  const c = process.cpuUsage(cpu0);
  const cpu = (c.user + c.system) / 1e6;
  return { name, unit, count, wallSeconds: wall, cpuSeconds: cpu, perSecond: count / wall, perCpuSecond: count / Math.max(1e-9, cpu) };
}

/** Mid-game positions (greedy play) where the player to move has a real choice. */
function positions(count: number, players: number, expansions?: GameOptions['expansions']): PlayerView[] {
  const out: PlayerView[] = [];
  for (let seed = 0; out.length < count; seed++) {
    const s = fast.newGame({ seed: 7000 + seed, players, startSeat: 0, ...(expansions ? { expansions } : {}) });
    let steps = 0;
    while (!s.over && steps < 40 + (seed % 5) * 10) {
      fast.apply(s, greedyAction(viewFor(s, s.pending!.seat)));
      steps++;
    }
    while (!s.over && !(s.pending!.kind === 'main' && legalActions(s).length > 1)) fast.apply(s, greedyAction(viewFor(s, s.pending!.seat)));
    if (!s.over) out.push(viewFor(s, s.pending!.seat));
  }
  return out;
}

/**
 * A safety net: the dead-position rule (rulings.md) now ends the games that used to loop
 * (e.g. Ambassadors alone in the Court and an empty Lord deck); a game still running after
 * this many decisions would be a bug, and is cut and counted.
 */
export const PLAYOUT_CAP = 5000;

/**
 * The measures of the base game, then (`kraken`, `leviathan`) the same ones on Kraken and on
 * Leviathan games, their names marked. Five players exist only with the Leviathan: then only
 * the Leviathan games are measured.
 */
export function runBench(seconds: number, players: number, iterations: number, kraken = false, leviathan = false): BenchLine[] {
  const lines: BenchLine[] = [];
  const withoutLeviathan = players <= MAX_PLAYERS_WITHOUT_LEVIATHAN;
  if (withoutLeviathan) lines.push(...benchSuite(seconds, players, iterations));
  if (kraken && withoutLeviathan) for (const l of benchSuite(seconds, players, iterations, { kraken: true })) lines.push({ ...l, name: `Kraken: ${l.name}` });
  if (leviathan) for (const l of benchSuite(seconds, players, iterations, { leviathan: true })) lines.push({ ...l, name: `Leviathan: ${l.name}` });
  return lines;
}

/** The windows of moves whose steps are timed apart: around move 10 and around move 400. */
export const STEP_WINDOWS = [
  { name: 'moves 5–15', from: 5, to: 15 },
  { name: 'moves 395–405', from: 395, to: 405 },
] as const;

/**
 * The learning environment (src/env): steps of uniformly random legal indexes, each returning
 * the deciding seat's observation and its legal indexes, as a learner's loop takes them. Then
 * the step cost's growth: the steps at moves 5–15 and 395–405 of the same 4-player games
 * (2-player games rarely reach move 400; 40 games at least), each step timed alone in CPU time
 * (process.cpuUsage around it: a loaded machine's preemption does not count) and wall time, one
 * line per window whose rates are one over the median step (a garbage collection or a
 * preemption inside one step of a few microseconds would swamp a mean); the ratio of the two
 * windows' rates is the cost of a step at move 400 over one at move 10.
 */
export function benchEnv(seconds: number, players: number): BenchLine[] {
  const rng = makeRng(2);
  const env = new AbyssEnv();
  let seed = 0;
  const all = measure(`environment steps (${players} players, random legal index)`, 'steps', seconds, () => {
    let r = env.reset(seed++, { players });
    let n = 0;
    while (!r.done) {
      const legal = env.legalIndexes();
      r = env.step(legal[rng.int(legal.length)]);
      n++;
    }
    return n;
  });
  const timed = STEP_WINDOWS.map(() => ({ count: 0, seconds: 0, cpu: 0, walls: [] as number[], cpus: [] as number[] }));
  const t0 = performance.now();
  for (let g = 0; g < 40 || performance.now() - t0 < (seconds / 2) * 1000; g++) {
    let r = env.reset(10_000 + g, { players: 4 });
    while (!r.done && r.steps <= STEP_WINDOWS[STEP_WINDOWS.length - 1].to) {
      const legal = env.legalIndexes();
      const index = legal[rng.int(legal.length)];
      const move = r.steps;
      const w = STEP_WINDOWS.findIndex((x) => move >= x.from && move <= x.to);
      if (w < 0) {
        r = env.step(index);
        continue;
      }
      const c = process.cpuUsage();
      const t = performance.now();
      r = env.step(index);
      const wall = (performance.now() - t) / 1000;
      const used = process.cpuUsage(c);
      const cpu = (used.user + used.system) / 1e6;
      timed[w].seconds += wall;
      timed[w].cpu += cpu;
      timed[w].walls.push(wall);
      timed[w].cpus.push(cpu);
      timed[w].count++;
    }
  }
  const lines = [all];
  STEP_WINDOWS.forEach((x, i) => {
    const { count, seconds: wall, cpu, walls, cpus } = timed[i];
    if (count > 0) lines.push({ name: `environment steps at ${x.name} (4 players; median step)`, unit: 'steps', count, wallSeconds: wall, cpuSeconds: cpu, perSecond: 1 / Math.max(1e-9, median(walls)), perCpuSecond: 1 / Math.max(1e-7, median(cpus)) });
  });
  return lines;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function benchSuite(seconds: number, players: number, iterations: number, expansions?: GameOptions['expansions']): BenchLine[] {
  const lines: BenchLine[] = [];
  const rng = makeRng(1);
  const ex = expansions ? { expansions } : {};
  let seed = 0;
  let decisions = 0;
  let stalled = 0;
  lines.push(measure('random playouts (fast path, no log)', 'games', seconds, () => {
    const s = fast.newGame({ seed: seed++, players, ...ex });
    for (let n = 0; !s.over; n++) {
      if (n === PLAYOUT_CAP) {
        stalled++;
        break;
      }
      const legal = legalActions(s);
      fast.apply(s, legal[rng.int(legal.length)]);
      decisions++;
    }
    return 1;
  }));
  const games = lines[0];
  lines.push({ ...games, name: 'random playouts: decisions', unit: 'decisions', count: decisions, perSecond: decisions / games.wallSeconds, perCpuSecond: decisions / games.cpuSeconds });
  if (stalled) lines.push({ ...games, name: `random playouts cut after ${PLAYOUT_CAP} decisions (never ending)`, unit: 'games', count: stalled, perSecond: stalled / games.wallSeconds, perCpuSecond: stalled / games.cpuSeconds });
  const states: GameState[] = [];
  for (let g = 0; states.length < 200; g++) {
    const s = fast.newGame({ seed: 900 + g, players, ...ex });
    for (let i = 0; i < 20 + (g % 60) && !s.over; i++) {
      const legal = legalActions(s);
      fast.apply(s, legal[rng.int(legal.length)]);
    }
    if (!s.over) states.push(s);
  }
  let k = 0;
  lines.push(measure('viewFor', 'views', seconds / 2, () => {
    viewFor(states[k++ % states.length], 0);
    return 1;
  }));
  const views = states.map((s) => viewFor(s, s.pending!.seat));
  const choices = views.filter((v) => v.legal.length > 1);
  lines.push(measure('greedy decision (2+ legal actions; positions of random play)', 'decisions', seconds / 2, () => {
    greedyAction(choices[k++ % choices.length]);
    return 1;
  }));
  lines.push(measure('greedy decision (any)', 'decisions', seconds / 2, () => {
    greedyAction(views[k++ % views.length]);
    return 1;
  }));
  lines.push(measure('determinize', 'samples', seconds / 2, () => {
    determinize(views[k++ % views.length], rng);
    return 1;
  }));
  const mid = positions(6, players, expansions);
  lines.push(measure(`search (${iterations} iterations per call)`, 'iterations', seconds, () => searchRoot(mid[k++ % mid.length], rng, { iterations }).iterations));
  return lines;
}

export function formatBench(lines: BenchLine[]): string {
  return fitTable(['measure', 'per second (wall)', 'per CPU second', 'count', 'unit'], lines.map((l) => [l.name, l.perSecond.toFixed(1), Number.isFinite(l.perCpuSecond) ? l.perCpuSecond.toFixed(1) : '—', l.count, l.unit]));
}
