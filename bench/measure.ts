// `npm run measure`: regenerates every measured figure the docs quote, into docs/measurements.md,
// with the date, the commit and the machine beside them. Seeded results (win rates, scores,
// ratings, bundle sizes) are exact: the same on any machine for the same commit. Timings
// (rates per CPU second, ms per decision) depend on the machine and its load.
//
//   npm run measure                 the full run (docs/measurements.md; commit it)
//   npm run measure -- --quick      small samples, a minute or two (test-artifacts/measurements-quick.md)
//   npm run measure -- --ai         only the bots' strength in the expansions and the levels'
//                                   ladders (issue 26), into docs/measurements-ai.md: long (about 800
//                                   games with search); each tournament journals to test-artifacts/measure-journals/,
//                                   so an interrupted run resumes where it stopped
//   npm run measure -- --out FILE   write elsewhere
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { initialJsGzip } from './web-size.ts';
import { STEP_WINDOWS } from '../src/cli/bench.ts';

const ROOT = resolve(import.meta.dirname, '..');
// Strict: an unknown flag (a typo, or --help) stops here instead of starting a long run that
// overwrites the docs.
let flags: { quick?: boolean; ai?: boolean; out?: string; help?: boolean };
try {
  flags = parseArgs({ args: process.argv.slice(2), options: { quick: { type: 'boolean' }, ai: { type: 'boolean' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }).values;
} catch (e) {
  process.stderr.write(`measure: ${(e as Error).message}\n`);
  process.exit(2);
}
if (flags.help) {
  process.stdout.write('Usage: npm run measure -- [--quick] [--ai] [--out FILE]\n(bench/measure.ts says what each run measures and where it writes.)\n');
  process.exit(0);
}
const QUICK = flags.quick === true;
const AI = flags.ai === true;
const OUT = flags.out !== undefined ? resolve(flags.out)
  : join(ROOT, QUICK ? `test-artifacts/measurements${AI ? '-ai' : ''}-quick.md` : `docs/measurements${AI ? '-ai' : ''}.md`);
/** Tournament journals of the --ai run (full mode), named by the command: a rerun resumes them. */
const JOURNALS = join(ROOT, 'test-artifacts/measure-journals');
const JOBS = '2';

/** Full-run and quick-run sample sizes. */
const n = (full: number, quick: number): string => String(QUICK ? quick : full);

interface WinRow { bot: string; games: number; wins: number; winRate: number; winRate95: [number, number]; meanScore: number; meanBySource?: Record<string, number>; rating?: number; rating95?: [number, number] | null }
interface SimJson {
  bots: WinRow[];
  seats: { seat: number; winRate: number; winRate95: [number, number] }[];
  length: { meanDecisions: number; meanTurns: number };
  perf: { seconds: number; msPerDecision: Record<string, number> };
}
interface TournamentJson extends SimJson {
  crossTable: { bots: string[]; winRate: (number | null)[][]; comparisons: number[][] };
  paired: { a: string; b: string; n: number; mean: number; mean95: [number, number] | null; aWinRate: number }[];
}
interface BenchRow { name: string; unit: string; perSecond: number; perCpuSecond: number }

/** Quick mode: search bots think 10 iterations, for a smoke check of the whole run. */
const budget = (arg: string): string => (QUICK ? arg.replace(/iterations=\d+/g, 'iterations=10') : arg);

function abyss<T>(full: string[]): { json: T; line: string } {
  const cmd = full.map(budget);
  const line = `npm run abyss -- ${cmd.map((a) => (/\s/.test(a) ? `"${a}"` : a)).join(' ')}`;
  process.stderr.write(`measure: ${line}\n`);
  const run = (extra: string[]) => spawnSync(process.execPath, [join(ROOT, 'bin/abyss.js'), ...cmd, ...extra, '--json'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
  let r;
  if (AI && !QUICK && cmd[0] === 'tournament') {
    // The journal keeps each game as it ends; a journal of another engine or other bots is
    // refused by the tournament, and then played again from the start.
    mkdirSync(JOURNALS, { recursive: true });
    const journal = join(JOURNALS, `${createHash('sha256').update(cmd.join('\0')).digest('hex').slice(0, 16)}.jsonl`);
    r = run(['--jsonl', journal]);
    if (r.status === 2 && existsSync(journal)) {
      process.stderr.write(`measure: the journal ${journal} was refused (${r.stderr.trim().split('\n').pop()}); playing again from the start\n`);
      rmSync(journal);
      r = run(['--jsonl', journal]);
    }
  } else {
    r = run([]);
  }
  if (r.status !== 0) throw new Error(`${line} failed (${r.status}): ${r.stderr}`);
  return { json: JSON.parse(r.stdout) as T, line };
}

/** The tables of the --ai run: the base game and each expansion alone and together. */
const TABLES = [['The base game', []], ['Kraken', ['--kraken']], ['Leviathan', ['--leviathan']], ['Kraken and Leviathan', ['--kraken', '--leviathan']]] as const;
/** Deals per levels' ladder: each deal is played in every seating (6 games of 3 bots at 2 players, 4 at 4). */
const LADDER_DEALS_2P = 20;
const LADDER_DEALS_4P = 16;
/** The levels from weakest to strongest, as the ladder must order them. */
const LEVELS_ORDER = ['easy', 'medium', 'hard:iterations=200'];

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const interval = ([lo, hi]: [number, number]): string => `${pct(lo)}–${pct(hi)}`;
const signed = (x: number): string => (x >= 0 ? `+${x.toFixed(0)}` : `−${Math.abs(x).toFixed(0)}`);
const num = (x: number, digits = 1): string => x.toFixed(digits);
const int = (x: number): string => Math.round(x).toLocaleString('en-US');

const out: string[] = [];
const seededSections: string[] = [];
const timingRows: string[][] = [];
const gapSections: string[] = [];

function simSection(title: string, cmd: string[]): void {
  const { json, line } = abyss<SimJson>(cmd);
  const rows = json.bots.map((b) => `| \`${b.bot}\` | ${b.games} | ${b.wins} | **${pct(b.winRate)}** | ${interval(b.winRate95)} | ${num(b.meanScore)} |`);
  seededSections.push([
    `### ${title}`, '', '```sh', line, '```', '',
    '| bot | games | wins | win rate | 95% interval | mean score |', '|---|---|---|---|---|---|', ...rows, '',
    `Seat 1 wins ${pct(json.seats[0].winRate)} (${interval(json.seats[0].winRate95)}); games last ${num(json.length.meanDecisions)} decisions (${num(json.length.meanTurns)} turns) on average.`, '',
  ].join('\n'));
  for (const [bot, ms] of Object.entries(json.perf.msPerDecision)) timingRows.push([title, `\`${bot}\``, `${num(ms, 3)} ms per decision`]);
}

function ladderSection(cmd: string[], title = 'The bot ladder (round robin, 2 players)', order?: readonly string[]): void {
  const { json, line } = abyss<TournamentJson>(cmd);
  const bots = [...json.bots].sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0));
  const rows = bots.map((b, i) => `| ${i + 1} | \`${b.bot}\` | **${signed(b.rating!)}** | ${b.rating95 ? `${signed(b.rating95[0])} to ${signed(b.rating95[1])}` : '—'} | ${pct(b.winRate)} | ${num(b.meanScore)} |`);
  const names = json.crossTable.bots;
  const cross = names.map((a, i) => `| \`${a}\` | ${names.map((_, j) => { const w = json.crossTable.winRate[i][j]; return w === null ? '—' : pct(w); }).join(' | ')} |`);
  const paired = json.paired.map((p) => `| \`${p.a}\` − \`${p.b}\` | ${p.n} | ${p.mean >= 0 ? '+' : '−'}${num(Math.abs(p.mean))} | ${p.mean95 ? `${num(p.mean95[0])} to ${num(p.mean95[1])}` : '— (one deal)'} |`);
  seededSections.push([
    `### ${title}`, '', '```sh', line, '```', '',
    'Bradley–Terry ratings on the Elo scale (mean 0), 95% intervals by bootstrap over deals:', '',
    '| # | bot | rating | 95% interval | games won | mean score |', '|---|---|---|---|---|---|', ...rows, '',
    'Share of the games between them won by the row\'s bot (a shared first place counts half):', '',
    `| | ${names.map((b) => `\`${b}\``).join(' | ')} |`, `|---|${names.map(() => '---').join('|')}|`, ...cross, '',
    'Paired score differences on the same deals (mean of a − b over both seatings, 95% t-interval):', '',
    '| pair | deals | mean | 95% interval |', '|---|---|---|---|', ...paired, '',
    ...(order ? [separation(json.bots, order.map(budget)), ''] : []),
  ].join('\n'));
}

/** Whether each bot of `order` is rated above the one before it with separated 95% intervals. */
function separation(bots: WinRow[], order: readonly string[]): string {
  const steps = order.slice(1).map((name, i) => {
    const lo = bots.find((b) => b.bot === order[i]);
    const hi = bots.find((b) => b.bot === name);
    if (!lo?.rating95 || !hi?.rating95) return `\`${order[i]}\` < \`${name}\`: no interval`;
    const apart = hi.rating95[0] > lo.rating95[1];
    return `\`${order[i]}\` < \`${name}\`: ${apart ? '**separated**' : '**not separated**'} (${signed(lo.rating95[1])} is the top of ${order[i]}'s interval, ${signed(hi.rating95[0])} the bottom of ${name}'s)`;
  });
  return `Order of the levels: ${steps.join('; ')}.`;
}

function webSection(): void {
  const dir = mkdtempSync(join(tmpdir(), 'abyss-measure-web-'));
  try {
    process.stderr.write('measure: vite build\n');
    execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', 'inherit'],
    });
    const size = initialJsGzip(dir);
    seededSections.push([
      '### The web client\'s initial JavaScript', '', '```sh', 'npm run build:web', '```', '',
      `The scripts the index page loads at start (${size.files.length} files): ${num(size.raw / 1024)} KB raw, **${num(size.gzip / 1024)} KB gzip** (level 9). Exact for a commit: the build is deterministic.`, '',
    ].join('\n'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function benchSection(): void {
  const { json, line } = abyss<BenchRow[]>(['bench', '--seconds', QUICK ? '0.5' : '3']);
  timingRows.push(['`' + line + '`', '', '']);
  for (const r of json) timingRows.push(['bench', r.name, `${int(r.perCpuSecond)} ${r.unit} per CPU second`]);
}

/**
 * Expansion games against the base game (issue 26: Kraken + Leviathan at ≥ 0.8× the base
 * game's decisions per CPU second), random 4-player games through the public API in one
 * process, rows in alternating slots (bench/expansions.bench.ts). Same length in quick mode:
 * the ratio is the figure, and shorter runs make it noisier.
 */
function expansionsSection(): void {
  const cmd = ['bench/expansions.bench.ts', '--seconds', '6', '--rounds', '12'];
  const line = `npx tsx ${cmd.join(' ')}`;
  process.stderr.write(`measure: ${line}\n`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', ...cmd, '--json'], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${line} failed (${r.status}): ${r.stderr}`);
  const json = JSON.parse(r.stdout.trim().split('\n').pop() ?? '') as { rows: { name: string; decisionsPerCpuSecond: number; ratio: number; median: number; min: number; max: number }[] };
  timingRows.push([`\`${line}\``, '', '']);
  for (const row of json.rows) {
    timingRows.push(['random 4-player games, public API', row.name, `${int(row.decisionsPerCpuSecond)} decisions per CPU second: **${num(row.ratio, 2)}×** the base row (median of the rounds ${num(row.median, 2)}×, ${num(row.min, 2)}–${num(row.max, 2)}×)`]);
  }
}

interface KindGapJson { kind: string; share: number; baseShare: number; legalNs: number; applyNs: number; baseLegalNs: number; baseApplyNs: number; gapNs: number }
interface ByKindJson { name: string; nsPerDecision: number; baseNsPerDecision: number; newGameGapNs: number; kinds: KindGapJson[] }

/**
 * Where Kraken + Leviathan's extra time per decision goes, by decision kind
 * (bench/expansions.bench.ts --by-kind): for whoever works on issue 26's speed goal next.
 */
function expansionGapSection(): void {
  const cmd = ['bench/expansions.bench.ts', '--seconds', QUICK ? '3' : '6', '--rounds', QUICK ? '6' : '12', '--by-kind'];
  const line = `npx tsx ${cmd.join(' ')}`;
  process.stderr.write(`measure: ${line}\n`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', ...cmd, '--json'], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${line} failed (${r.status}): ${r.stderr}`);
  const json = JSON.parse(r.stdout.trim().split('\n').pop() ?? '') as { byKind: ByKindJson[] };
  const kl = json.byKind.find((b) => b.name === 'Kraken + Leviathan');
  if (!kl) throw new Error(`${line}: no Kraken + Leviathan row`);
  const gap = kl.nsPerDecision - kl.baseNsPerDecision;
  const ns = (x: number): string => (!Number.isFinite(x) ? '–' : x < 0 ? `−${int(-x)}` : int(x));
  const pair = (a: string, b: string): string => `${a} / ${b}`;
  // The kinds worth 2% of the gap or more, in either direction; the rest in one line.
  const shown = kl.kinds.filter((k) => Math.abs(k.gapNs) >= 0.02 * gap);
  const rest = kl.kinds.filter((k) => !shown.includes(k)).reduce((t, k) => t + k.gapNs, 0);
  gapSections.push(
    '### Where Kraken + Leviathan\'s extra time goes',
    '',
    '```sh', line, '```', '',
    `Every \`legalActions\` and \`applyAction\` call timed on its own (the timer calls slow every row alike, so the ratio here, ${num(kl.baseNsPerDecision / kl.nsPerDecision, 2)}×, is not the figure above), summed by the kind of decision pending. ` +
      `Kraken + Leviathan takes ${ns(kl.nsPerDecision)} ns per decision against the base game's ${ns(kl.baseNsPerDecision)}: **${ns(gap)} ns more**, shared out below. ` +
      'A main decision of a hand holding a Kraken Ally is a kind of its own: the Kraken lists its payments (wild races).',
    '',
    '| decision kind | share of decisions (K+L / base) | listing, ns (K+L / base) | applying, ns (K+L / base) | extra ns per decision |',
    '|---|---|---|---|---|',
    `| new games | | | | ${ns(kl.newGameGapNs)} |`,
    ...shown.map((k) => `| ${k.kind} | ${pair(pct(k.share), pct(k.baseShare))} | ${pair(ns(k.legalNs), ns(k.baseLegalNs))} | ${pair(ns(k.applyNs), ns(k.baseApplyNs))} | ${ns(k.gapNs)} |`),
    `| other kinds | | | | ${ns(rest)} |`,
    '',
  );
}

/** The learning environment from TypeScript (`abyss bench --env`) and from Python (`python -m abyss.bench`). */
function envTimings(): void {
  const { json, line } = abyss<BenchRow[]>(['bench', '--env', '--seconds', QUICK ? '1' : '10']);
  timingRows.push(['`' + line + '`', '', '']);
  const windows = new Set(STEP_WINDOWS.map((w) => w.name));
  for (const r of json) if (Number.isFinite(r.perCpuSecond) && ![...windows].some((w) => r.name.includes(w))) timingRows.push(['bench --env', r.name, `${int(r.perCpuSecond)} ${r.unit} per CPU second`]);
  // The step cost's growth: the median step at move 400 over the median step at move 10 (the same
  // games' windows; wall time: finer-grained than CPU time's microseconds, and a median leaves out
  // the steps a loaded machine preempted).
  const [early, late] = STEP_WINDOWS.map((w) => json.find((r) => r.name.includes(w.name)));
  if (early && late) {
    for (const r of [early, late]) timingRows.push(['bench --env', r.name, `${(1e6 / r.perSecond).toFixed(1)} µs wall, ${(1e6 / r.perCpuSecond).toFixed(0)} µs CPU`]);
    timingRows.push(['bench --env', `median step at ${STEP_WINDOWS[1].name} ÷ at ${STEP_WINDOWS[0].name} (4 players, wall)`, `${(early.perSecond / late.perSecond).toFixed(2)}×`]);
  }
  const cmd = ['-m', 'abyss.bench', '--envs', '16', '--seconds', QUICK ? '2' : '10'];
  process.stderr.write(`measure: PYTHONPATH=python python3 ${cmd.join(' ')}\n`);
  const r = spawnSync('python3', cmd, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, PYTHONPATH: join(ROOT, 'python') } });
  if (r.status !== 0) throw new Error(`python3 -m abyss.bench failed (${r.status}): ${r.stderr}`);
  const rate = /^(\d+) steps\/s/.exec(r.stdout)?.[1];
  if (rate === undefined) throw new Error(`python3 -m abyss.bench printed no rate: ${r.stdout}`);
  timingRows.push([`\`PYTHONPATH=python python3 ${cmd.join(' ')}\``, 'VectorEnv, 16 games, 2 players, random legal indexes', `${int(Number(rate))} steps/s (wall)`]);
  const both = /(\d+) steps per CPU second of Python and the engine/.exec(r.stdout)?.[1];
  if (both !== undefined) timingRows.push(['python3 -m abyss.bench', 'the same steps per CPU second of Python and the engine together', `${int(Number(both))} steps per CPU second`]);
}

/**
 * The server under load (issue 29): tables of one person and two medium bots, the person's
 * round trips timed (bench/server-bots.bench.ts): one process on SQLite, and two behind
 * PostgreSQL + Redis when DATABASE_URL and REDIS_URL are set.
 */
function serverSection(): void {
  const tables = QUICK ? '48' : '480';
  const runs: string[][] = [['--procs', '1']];
  if (process.env.DATABASE_URL && process.env.REDIS_URL) runs.push(['--procs', '2']);
  for (const procs of runs) {
    const cmd = ['bench/server-bots.bench.ts', '--tables', tables, '--seconds', QUICK ? '5' : '20', '--warm', QUICK ? '2' : '5', ...procs];
    const line = `npx tsx ${cmd.join(' ')}`;
    process.stderr.write(`measure: ${line}\n`);
    const r = spawnSync(process.execPath, ['--import', 'tsx', ...cmd], { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 << 20 });
    if (r.status !== 0) throw new Error(`${line} failed (${r.status}): ${r.stderr}`);
    const last = r.stdout.trim().split('\n').pop() ?? '';
    const j = JSON.parse(last) as { tables: number; procs: number; actions: number; p50: number; p95: number; p99: number; serverCpuUsPerMove: number };
    timingRows.push([`\`${line}\``, `${j.tables} tables, ${j.procs} process${j.procs > 1 ? 'es (PostgreSQL + Redis)' : ' (SQLite)'}: a person's decision to its result, ${int(j.actions)} decisions`,
      `p50 ${num(j.p50)} ms, **p95 ${num(j.p95)} ms**, p99 ${num(j.p99)} ms; ${int(j.serverCpuUsPerMove)} µs server CPU per move`]);
  }
}

/** The example training loop (examples/train_linear.py): seeded, so its win shares are exact. */
function trainingSection(): void {
  const cmd = ['examples/train_linear.py', '--games', n(400, 40), '--eval', n(200, 20), '--seed', '1'];
  process.stderr.write(`measure: PYTHONPATH=python python3 ${cmd.join(' ')}\n`);
  const r = spawnSync('python3', cmd, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, PYTHONPATH: join(ROOT, 'python') } });
  if (r.status !== 0) throw new Error(`train_linear.py failed (${r.status}): ${r.stderr}`);
  const m = /random policy ([\d.]+), after \d+ training games ([\d.]+)/.exec(r.stdout);
  if (!m) throw new Error(`train_linear.py printed no win shares: ${r.stdout}`);
  seededSections.push([
    '### The example training loop (Python, against random)', '', '```sh', `PYTHONPATH=python python3 ${cmd.join(' ')}`, '```', '',
    `Win share against \`random\` on the same evaluation deals: **${pct(Number(m[1]))}** with the untrained (uniform) policy, **${pct(Number(m[2]))}** after training.`, '',
  ].join('\n'));
}

/** Everything but the bots' strength in the expansions (`npm run measure`). */
function mainSections(): void {
  simSection('Greedy against random', ['sim', '--games', n(1000, 50), '--players', '2', '--bots', 'greedy,random', '--seed', '1', '--jobs', JOBS, '--no-progress']);
  simSection('Search against greedy, 2 players', ['sim', '--games', n(40, 4), '--players', '2', '--bots', 'search:iterations=100,greedy', '--seed', '2', '--jobs', JOBS, '--no-progress']);
  simSection('One search against three greedy, 4 players', ['sim', '--games', n(12, 4), '--players', '4', '--bots', 'search:iterations=100,greedy,greedy,greedy', '--seed', '3', '--jobs', JOBS, '--no-progress']);
  simSection('Kraken: greedy against random', ['sim', '--kraken', '--games', n(200, 10), '--players', '2', '--bots', 'greedy,random', '--seed', '5', '--jobs', JOBS, '--no-progress']);
  simSection('Leviathan: search against greedy, 2 players', ['sim', '--leviathan', '--games', n(40, 4), '--players', '2', '--bots', 'search:iterations=50,greedy', '--seed', '21', '--jobs', JOBS, '--no-progress']);
  simSection('The reference agent (examples/random_agent.py) against random', ['sim', '--games', n(100, 4), '--players', '2', '--bots', 'ext:python3 examples/random_agent.py,random', '--seed', '4', '--jobs', JOBS, '--no-progress']);
  ladderSection(['tournament', '--bots', 'random,easy,medium,greedy,hard:iterations=50', '--games', n(6, 1), '--seed', '13', '--jobs', JOBS, '--no-progress']);
  trainingSection();
  webSection();
  serverSection();
  benchSection();
  expansionsSection();
  expansionGapSection();
  envTimings();
}

/**
 * Issue 26, the bots' strength (`npm run measure -- --ai`): search at 200 iterations against
 * greedy in each expansion; the levels' ladder (easy < medium < hard, hard held to 200
 * iterations: its own budget is time, which no seeded run can hold) in the base game and each
 * expansion at 2 and 4 players (4 players take a fourth bot: greedy); the value net, and hard
 * against hard-classic where hard uses it.
 */
function aiSections(): void {
  for (const [name, flags] of TABLES) {
    if (flags.length > 0) ladderSection(['tournament', ...flags, '--bots', 'search:iterations=200,greedy', '--players', '2', '--games', n(30, 1), '--seed', '26', '--jobs', JOBS, '--no-progress'], `${name}: search at 200 iterations against greedy, 2 players`);
    for (const players of ['2', '4']) {
      const bots = players === '2' ? 'easy,medium,hard:iterations=200' : 'easy,medium,greedy,hard:iterations=200';
      ladderSection(['tournament', ...flags, '--bots', bots, '--players', players, '--games', n(players === '2' ? LADDER_DEALS_2P : LADDER_DEALS_4P, 1), '--seed', '27', '--jobs', JOBS, '--no-progress'], `${name}: the levels, ${players} players`, LEVELS_ORDER);
    }
  }
  // Issue 26 item 3: search scoring cut-off playouts with the value net (models/value/) against the
  // classic search, at the same number of iterations (the net's gain is more iterations in the
  // same time, which no seeded run can hold: docs/research.md, "Value network").
  simSection('Value net: search with the net against search, 2 players, same iterations', ['sim', '--games', n(40, 4), '--players', '2', '--bots', 'search:iterations=200:value=1:playoutDepth=20,search:iterations=200', '--seed', '31', '--jobs', JOBS, '--no-progress']);
  // hard plays with the net at the all-expansion two-seat table (src/bots/levels.ts): against the
  // previous hard there, at the same number of iterations.
  simSection('Value net: hard against hard-classic, De Profundis + Kraken + Leviathan, 2 players, same iterations', ['sim', '--de-profundis', '--kraken', '--leviathan', '--games', n(80, 4), '--players', '2', '--bots', 'hard:iterations=200,hard-classic:iterations=200', '--seed', '32', '--jobs', JOBS, '--no-progress']);
}

const started = new Date();
const load0 = loadavg();
if (AI) aiSections();
else mainSections();
const load1 = loadavg();

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
const cpu = cpus();
out.push(
  '# Measurements',
  '',
  '<!-- Generated by `npm run measure` (bench/measure.ts): do not edit by hand. -->',
  '',
  `Generated by \`npm run measure${QUICK || AI ? ' --' : ''}${QUICK ? ' --quick' : ''}${AI ? ' --ai' : ''}\` on ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC at commit \`${commit}\`${dirty ? ' (with uncommitted changes)' : ''}, ` +
    `${QUICK ? '**quick mode (small samples)**' : 'full mode'}, on ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, Node ${process.version}; ` +
    `load average ${load0[0].toFixed(1)} at the start and ${load1[0].toFixed(1)} at the end.`,
  '',
  AI ? 'The bots\' strength in the base game and the expansions (issue 26); the rest is in [measurements.md](measurements.md). Every other page links here instead of copying numbers (`test/docs/numbers.test.ts` fails on a measured figure in the docs that is in neither file).'
    : 'Every other page links here instead of copying numbers (`test/docs/numbers.test.ts` fails on a measured figure in the docs that is not in this file or in [measurements-ai.md](measurements-ai.md), the bots\' strength in the expansions).',
  '',
  '## Seeded results: exact',
  '',
  'Reproducible from their seeds: the same command gives the same numbers on any machine at this commit. Win rates count a shared first place as half a win; intervals are 95% Wilson intervals; seats rotate and each deal is played with every bot in every seat. Search bots here are held to a number of iterations, not a time budget, so their strength does not depend on the machine.',
  '',
  ...seededSections,
  '## Timings: machine-dependent',
  '',
  'Rates and times from the runs above and from `abyss bench`: they depend on the machine and on its load (see the load average above). Compare them only within one run; `npm run bench -- --baseline <revision>` compares two engines in one run.',
  '',
  '| run | what | time |',
  '|---|---|---|',
  ...timingRows.map((r) => `| ${r.join(' | ')} |`),
  '',
  ...gapSections,
);
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, out.join('\n'));
process.stderr.write(`measure: wrote ${OUT}\n`);
