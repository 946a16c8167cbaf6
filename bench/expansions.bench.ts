// Expansion games against the base game, in one process: random 4-player games through the
// public API (applyAction: a fresh state and the log every decision) and through the hot path
// (fast.apply), for the base game, Kraken, Leviathan and both. The rows run in alternating
// slots, round after round, so all share the machine's noise; rates are per CPU second and
// what counts is each row's ratio to the base game measured in the same run. An A/A row (the
// base game again, as a second row) shows how far two identical rows drift apart.
//
//   npx tsx bench/expansions.bench.ts                    # 8 rounds of 0.5 s per row
//   npx tsx bench/expansions.bench.ts --seconds 8 --rounds 16 --players 4
//   npx tsx bench/expansions.bench.ts --path fast        # the hot path instead of applyAction
//   npx tsx bench/expansions.bench.ts --json             # the rows as JSON (npm run measure)
//   npx tsx bench/expansions.bench.ts --by-kind          # where each row's extra time goes, by decision kind
//
// --by-kind times every legalActions and applyAction call (and each new game) on its own and
// sums them by the kind of decision pending: each row's extra time per decision over the base
// row, kind by kind. The timer calls slow every row alike, so its ratios are not the figure
// above; it says where to look. Main decisions of a hand that holds a Kraken Ally are a kind
// of their own, as the Kraken lists their payments (wild races) apart from the base game's.
//
// Issue 26's goal: Kraken + Leviathan at ≥ 0.8× the base game's decisions per CPU second
// through the public API, 4 players.
import { applyAction, fast, legalActions, newGame, type Action, type GameOptions, type GameState, type ScratchState } from '../src/engine/index.ts';
import { isKrakenAlly } from '../src/engine/cards.ts';
import { chooser } from './chooser.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const SECONDS = Number(option('--seconds', '4'));
const ROUNDS = Number(option('--rounds', '8'));
const PLAYERS = Number(option('--players', '4'));
const PATH = option('--path', 'public');
const JSON_OUT = args.includes('--json');
const BY_KIND = args.includes('--by-kind');
if (!(SECONDS > 0) || !(ROUNDS >= 1) || !(PLAYERS >= 2 && PLAYERS <= 4) || (PATH !== 'public' && PATH !== 'fast')) {
  console.error('usage: tsx bench/expansions.bench.ts [--seconds S] [--rounds R] [--players 2-4] [--path public|fast] [--by-kind] [--json]');
  process.exit(2);
}

/** A random game still running after this many decisions would be an engine bug. */
const CAP = 5000;

/** Game number `g` with these expansions, as the path plays it (the hot path: a private copy). */
function start(expansions: GameOptions['expansions'] | undefined, g: number): GameState {
  const s = newGame({ seed: g, players: PLAYERS, ...(expansions ? { expansions } : {}) });
  return PATH === 'fast' ? fast.clone(s) : s;
}

/** Plays `a` on `s` through the path: the state after it (the hot path changes `s` itself). */
function play(s: GameState, a: Action): GameState {
  if (PATH === 'fast') {
    const e = fast.apply(s as ScratchState, a);
    if (e) throw new Error(`rejected ${JSON.stringify(a)}: ${e.message}`);
    return s;
  }
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(`rejected ${JSON.stringify(a)}: ${r.error.message}`);
  return r.state;
}

/** Plays one random game with these expansions from game number `g`; returns its decisions. */
function game(expansions: GameOptions['expansions'] | undefined, g: number): number {
  const pick = chooser(g * 2654435761);
  let s = start(expansions, g);
  let n = 0;
  while (!s.over) {
    if (n === CAP) throw new Error(`game ${g} ${JSON.stringify(expansions)} runs past ${CAP} decisions`);
    const legal = legalActions(s);
    s = play(s, legal[pick(legal.length)]);
    n++;
  }
  return n;
}

/** Time spent on decisions of one kind (--by-kind): how many, and the milliseconds listing and applying them. */
interface KindTime { count: number; legalMs: number; applyMs: number }

/** The kind of decision pending, for --by-kind: a main decision of a hand holding a Kraken Ally apart. */
function kindOf(s: GameState): string {
  const d = s.pending!;
  if (d.kind === 'main' && s.players[d.seat].hand.some(isKrakenAlly)) return 'main, hand holds a Kraken';
  return d.kind;
}

/** As game(), timing each call by the kind of decision pending (--by-kind), and the new game apart. */
function timedGame(row: Row, g: number): number {
  const pick = chooser(g * 2654435761);
  const t0 = performance.now();
  let s = start(row.expansions, g);
  row.newGameMs += performance.now() - t0;
  let n = 0;
  while (!s.over) {
    if (n === CAP) throw new Error(`game ${g} ${JSON.stringify(row.expansions)} runs past ${CAP} decisions`);
    const kind = kindOf(s);
    const a0 = performance.now();
    const legal = legalActions(s);
    const a1 = performance.now();
    s = play(s, legal[pick(legal.length)]);
    const a2 = performance.now();
    const k = (row.kinds[kind] ??= { count: 0, legalMs: 0, applyMs: 0 });
    k.count++;
    k.legalMs += a1 - a0;
    k.applyMs += a2 - a1;
    n++;
  }
  return n;
}

interface Row {
  name: string;
  expansions?: GameOptions['expansions'];
  next: number;
  decisions: number;
  games: number;
  cpuMs: number;
  rates: number[];
  /** --by-kind: the timed decisions by kind, and the time making new games. */
  kinds: Record<string, KindTime>;
  newGameMs: number;
}

const rows: Row[] = [
  { name: 'base', next: 0, decisions: 0, games: 0, cpuMs: 0, rates: [], kinds: {}, newGameMs: 0 },
  { name: 'base again (A/A)', next: 0, decisions: 0, games: 0, cpuMs: 0, rates: [], kinds: {}, newGameMs: 0 },
  { name: 'Kraken', expansions: { kraken: true }, next: 0, decisions: 0, games: 0, cpuMs: 0, rates: [], kinds: {}, newGameMs: 0 },
  { name: 'Leviathan', expansions: { leviathan: true }, next: 0, decisions: 0, games: 0, cpuMs: 0, rates: [], kinds: {}, newGameMs: 0 },
  { name: 'Kraken + Leviathan', expansions: { kraken: true, leviathan: true }, next: 0, decisions: 0, games: 0, cpuMs: 0, rates: [], kinds: {}, newGameMs: 0 },
];

/** Plays whole games of `row` for about `seconds` of wall time. */
function slot(row: Row, seconds: number, record: boolean): void {
  const cpu = process.cpuUsage();
  const start = performance.now();
  let decisions = 0;
  let games = 0;
  do {
    decisions += BY_KIND ? timedGame(row, row.next++) : game(row.expansions, row.next++);
    games++;
  } while (performance.now() - start < seconds * 1000);
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  if (!record) return;
  row.decisions += decisions;
  row.games += games;
  row.cpuMs += cpuMs;
  row.rates.push(decisions / cpuMs);
}

function median(xs: readonly number[]): number {
  const sorted = xs.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const perSlot = SECONDS / ROUNDS;
// Warm-up: the JIT settles on every row before anything is timed, in two untimed rounds
// alternating as the timed ones do. (A warm-up of one slot per row left the first timed slot,
// the base row's, at about half its later rate: that lifted every row's ratio to it by 4–5%.)
// The rows replay the same game numbers from 0 once timing starts, so every run plays the same games.
const round = (r: number, record: boolean): void => {
  const order = r % 2 === 0 ? rows : rows.slice().reverse();
  for (const row of order) slot(row, perSlot, record);
};
round(0, false);
round(1, false);
// (With --by-kind the warm-up plays timed games too, so the JIT settles on what is measured; its times are dropped.)
for (const row of rows) {
  row.next = 0;
  row.kinds = {};
  row.newGameMs = 0;
}
for (let r = 0; r < ROUNDS; r++) round(r, true);

const base = rows[0];
const baseRate = (base.decisions / base.cpuMs) * 1000;
const results = rows.map((row) => {
  const rate = (row.decisions / row.cpuMs) * 1000;
  const ratios = row.rates.map((x, i) => x / base.rates[i]);
  return { name: row.name, decisionsPerCpuSecond: rate, games: row.games, decisionsPerGame: row.decisions / row.games, ratio: rate / baseRate, median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) };
});
/** One kind's part of a row's timed decisions (--by-kind), beside the base row's. */
interface KindGap {
  kind: string;
  /** The share of the row's decisions of this kind, and of the base row's. */
  share: number;
  baseShare: number;
  /** Nanoseconds per decision of this kind, listing and applying (NaN where the row has none). */
  legalNs: number;
  applyNs: number;
  baseLegalNs: number;
  baseApplyNs: number;
  /** What this kind adds to the row's time per decision over the base row's, in ns per decision of any kind. */
  gapNs: number;
}

/** Time per decision of `row`, by kind and for the new games, against the base row's (--by-kind). */
function byKind(row: Row): { nsPerDecision: number; baseNsPerDecision: number; newGameGapNs: number; kinds: KindGap[] } {
  const per = (ms: number, n: number): number => (n > 0 ? (ms * 1e6) / n : NaN);
  const total = (r: Row): number => Object.values(r.kinds).reduce((t, k) => t + k.legalMs + k.applyMs, r.newGameMs);
  const kinds: KindGap[] = [];
  for (const kind of new Set([...Object.keys(base.kinds), ...Object.keys(row.kinds)])) {
    const k = row.kinds[kind] ?? { count: 0, legalMs: 0, applyMs: 0 };
    const b = base.kinds[kind] ?? { count: 0, legalMs: 0, applyMs: 0 };
    kinds.push({
      kind,
      share: k.count / row.decisions,
      baseShare: b.count / base.decisions,
      legalNs: per(k.legalMs, k.count),
      applyNs: per(k.applyMs, k.count),
      baseLegalNs: per(b.legalMs, b.count),
      baseApplyNs: per(b.applyMs, b.count),
      gapNs: per(k.legalMs + k.applyMs, row.decisions) - per(b.legalMs + b.applyMs, base.decisions),
    });
  }
  kinds.sort((x, y) => y.gapNs - x.gapNs);
  return {
    nsPerDecision: per(total(row), row.decisions),
    baseNsPerDecision: per(total(base), base.decisions),
    newGameGapNs: per(row.newGameMs, row.decisions) - per(base.newGameMs, base.decisions),
    kinds,
  };
}

const breakdowns = BY_KIND ? rows.slice(2).map((row) => ({ name: row.name, ...byKind(row) })) : undefined;

if (JSON_OUT) {
  console.log(JSON.stringify({ players: PLAYERS, path: PATH, rounds: ROUNDS, secondsPerRow: SECONDS, rows: results, ...(breakdowns ? { byKind: breakdowns } : {}) }));
} else {
  console.log(`Abyss, random ${PLAYERS}-player games through ${PATH === 'public' ? 'the public API (applyAction)' : 'the hot path (fast.apply)'}, node ${process.version}`);
  console.log(`${ROUNDS} rounds of ${perSlot.toFixed(2)} s per row, alternating; rates per CPU second; ratio: to the base row, all rounds together; median: of the rounds' ratios`);
  console.log(BY_KIND ? 'Every call timed (--by-kind): these rates and ratios include the timer calls.\n' : '');
  const widths = [20, 12, 9, 10, 7, 7, 13];
  const line = (cells: string[]): string => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(['row', 'decisions/s', 'games', 'd/game', 'ratio', 'median', 'min–max']));
  for (const r of results) {
    console.log(line([
      r.name, r.decisionsPerCpuSecond.toFixed(0), String(r.games), r.decisionsPerGame.toFixed(0),
      `${r.ratio.toFixed(2)}×`, `${r.median.toFixed(2)}×`, `${r.min.toFixed(2)}–${r.max.toFixed(2)}`,
    ]));
  }
}
if (breakdowns && !JSON_OUT) {
  const ns = (x: number): string => (Number.isFinite(x) ? x.toFixed(0) : '–');
  for (const b of breakdowns) {
    console.log(`\n${b.name}: ${ns(b.nsPerDecision)} ns per decision timed, base ${ns(b.baseNsPerDecision)}: ${ns(b.nsPerDecision - b.baseNsPerDecision)} more, of which`);
    console.log(`  ${'new games'.padEnd(28)} ${ns(b.newGameGapNs).padStart(6)}`);
    console.log(`  ${'kind'.padEnd(28)} ${'gap'.padStart(6)}  ${'share'.padStart(13)}  ${'list ns'.padStart(13)}  ${'apply ns'.padStart(13)}   (this row / base)`);
    for (const k of b.kinds.filter((k) => Math.abs(k.gapNs) >= 5)) {
      const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
      console.log(`  ${k.kind.padEnd(28)} ${ns(k.gapNs).padStart(6)}  ${`${pct(k.share)}/${pct(k.baseShare)}`.padStart(13)}  ${`${ns(k.legalNs)}/${ns(k.baseLegalNs)}`.padStart(13)}  ${`${ns(k.applyNs)}/${ns(k.baseApplyNs)}`.padStart(13)}`);
    }
    const rest = b.kinds.filter((k) => Math.abs(k.gapNs) < 5).reduce((t, k) => t + k.gapNs, 0);
    console.log(`  ${'other kinds'.padEnd(28)} ${ns(rest).padStart(6)}`);
  }
}
