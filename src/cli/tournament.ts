// `abyss tournament`: plays a tournament on worker threads (journaling each game), then rates
// the bots: Bradley–Terry ratings with bootstrap intervals, a cross-table of pairwise win
// rates, and paired score differences over the same deals.
import { SingleBar } from 'cli-progress';
import Table from 'cli-table3';
import { mixSeed } from '../bots/rng.ts';
import { addGame, bootstrapRatings, pairedStat, zeroMatrix, type PairedStat } from './ratings.ts';
import { formatIterations, iterationSummary, type IterationSummary } from './sim.ts';
import { fewDealsWarning, mean, pct, round, wilson } from './stats.ts';
import { describeEngine, engineVersion, type EngineVersion } from './provenance.ts';
import { TABLE_WIDTH, tableStyle, wrapText } from './style.ts';
import { gameCount, tables, type TournamentConfig, type TournamentGame } from './tournament-core.ts';
import { openJournal, readJournal } from './tournament-journal.ts';
import type { DistributedRun } from './distributed-flags.ts';
import { runPool } from './pool.ts';

export interface TournamentRun {
  jobs: number;
  progress: boolean;
  /** The JSONL journal: games already in it are not played again. */
  journal?: string;
  /** Called with the number of games the journal already held, before play starts. */
  onResume?: (held: number, total: number) => void;
  /** Play on `abyss worker` processes through this Redis queue instead of local threads. */
  redis?: DistributedRun;
}

export interface TournamentPlay {
  /** Every game, the journal's included, in tournament order. */
  games: TournamentGame[];
  /** Games played by this run (the rest came from the journal), and their decisions. */
  played: number;
  playedDecisions: number;
  /** Distributed runs: games whose job was started again after a worker was lost (each counted once all the same). */
  retried: number;
}

/** Plays every game the journal lacks. */
export async function runTournament(config: TournamentConfig, run: TournamentRun): Promise<TournamentPlay> {
  const total = gameCount(config);
  const held = run.journal ? readJournal(run.journal, config) : null;
  const journal = run.journal ? openJournal(run.journal, config, held) : null;
  const games = new Map<number, TournamentGame>(held?.games ?? []);
  run.onResume?.(games.size, total);
  const todo: number[] = [];
  for (let g = 0; g < total; g++) if (!games.has(g)) todo.push(g);
  let playedDecisions = 0;
  let retried = 0;
  const record = (g: TournamentGame): void => {
    journal?.append(g);
    games.set(g.game, g);
    playedDecisions += g.decisions;
  };
  const bar = run.progress
    ? new SingleBar({
      format: 'tournament |{bar}| {value}/{total} games | {percentage}% | elapsed {duration_formatted} | ETA {eta_formatted}',
      stream: process.stderr,
      etaBuffer: 50,
      hideCursor: true,
    })
    : null;
  bar?.start(total, games.size);
  try {
    if (run.redis) {
      const { runDistributed } = await import('./distributed.ts');
      const d = await runDistributed('tournament', config, todo, run.redis, (g) => {
        record(g);
        bar?.increment();
      });
      retried = d.retried;
    } else {
      await runPool('tournament', config, todo, run.jobs, (g) => {
        record(g);
        bar?.increment();
      }, bar ? () => new Promise((r) => setImmediate(r)) : undefined);
    }
  } finally {
    bar?.stop();
  }
  return { games: [...games.values()].sort((a, b) => a.game - b.game), played: todo.length, playedDecisions, retried };
}

export interface TournamentBot {
  bot: string;
  /** Elo-scaled Bradley–Terry rating (mean 0 over the bots). */
  rating: number;
  rating95: [number, number];
  games: number;
  wins: number;
  winRate: number;
  winRate95: [number, number];
  meanScore: number;
  iterations?: IterationSummary;
}

export interface PairSummary extends PairedStat {
  /** Score of `a` minus score of `b`, averaged over the seatings of each deal they shared. */
  a: string;
  b: string;
  /** Comparisons (a game ranks both) and the share `a` won, ties as halves. */
  comparisons: number;
  aWinRate: number | null;
}

export interface TournamentSummary {
  config: TournamentConfig;
  tables: string[][];
  games: number;
  /** Best rating first. */
  bots: TournamentBot[];
  /** crossTable.winRate[i][j]: share of comparisons bots[i] won against bots[j] (bots in rating order; null: never met). */
  crossTable: { bots: string[]; winRate: (number | null)[][]; comparisons: number[][] };
  /** Per pair of bots that met (better-rated bot as a): the mean score difference over the same deals. */
  paired: PairSummary[];
  length: { meanDecisions: number; meanTurns: number };
  /** Wall-clock figures: the only part that changes from one run to the next. */
  perf: { seconds: number; jobs: number; decisionsPerSecond: number; msPerDecision: Record<string, number> };
  /** Which engine (and bots) played the games. */
  engine: EngineVersion;
  /** Cautions about the figures (e.g. intervals on too few deals); empty when none. */
  warnings: string[];
}

/** Bootstrap resamples for the rating intervals. */
export const BOOTSTRAP_SAMPLES = 1000;

function winShare(rank: number, ranks: readonly number[]): number {
  return rank === 1 ? 1 / ranks.filter((r) => r === 1).length : 0;
}

/** `run`: this run's wall-clock seconds, threads and the decisions it played (a resumed run plays only some). */
export function summarizeTournament(config: TournamentConfig, games: readonly TournamentGame[], run: { seconds: number; jobs: number; decisions: number }): TournamentSummary {
  const n = config.bots.length;
  const index = new Map(config.bots.map((b, i) => [b, i]));
  const perDeal = Array.from({ length: config.games }, () => zeroMatrix(n));
  const total = zeroMatrix(n);
  // Per pair and (table, deal): score differences, one per seating.
  const diffs = new Map<string, number[]>();
  const per = config.bots.map(() => ({ games: 0, wins: 0, scores: [] as number[], tallies: [] as TournamentGame['iterations'], think: 0, decisions: 0 }));
  for (const g of games) {
    const seatBots = g.seats.map((s) => index.get(s)!);
    const ranks = g.scores.map((l) => l.rank);
    addGame(perDeal[g.deal], seatBots, ranks);
    addGame(total, seatBots, ranks);
    seatBots.forEach((i, s) => {
      const p = per[i];
      p.games++;
      p.wins += winShare(ranks[s], ranks);
      p.scores.push(g.scores[s].total);
      p.tallies.push(g.iterations?.[s] ?? null);
      p.think += g.thinkSeconds[s];
      p.decisions += g.seatDecisions[s];
      for (let t = 0; t < seatBots.length; t++) {
        if (seatBots[t] <= i) continue;
        const key = `${i},${seatBots[t]},${g.table},${g.deal}`;
        const list = diffs.get(key) ?? [];
        list.push(g.scores[s].total - g.scores[t].total);
        diffs.set(key, list);
      }
    });
  }
  const ratings = bootstrapRatings(perDeal, n, mixSeed(config.seed, 0xb0075), BOOTSTRAP_SAMPLES);
  const order = config.bots.map((_, i) => i).sort((a, b) => ratings[b].rating - ratings[a].rating || a - b);
  const bots: TournamentBot[] = order.map((i) => {
    const p = per[i];
    const out: TournamentBot = {
      bot: config.bots[i],
      rating: round(ratings[i].rating, 1),
      rating95: ratings[i].rating95.map((x) => round(x, 1)) as [number, number],
      games: p.games,
      wins: round(p.wins, 2),
      winRate: round(p.wins / Math.max(1, p.games), 4),
      winRate95: wilson(p.wins, p.games).map((x) => round(x, 4)) as [number, number],
      meanScore: round(mean(p.scores), 2),
    };
    const iterations = iterationSummary(p.tallies);
    if (iterations) out.iterations = iterations;
    return out;
  });
  const comparisons = (i: number, j: number): number => total[i][j] + total[j][i];
  const crossTable = {
    bots: order.map((i) => config.bots[i]),
    winRate: order.map((i) => order.map((j) => (i !== j && comparisons(i, j) > 0 ? round(total[i][j] / comparisons(i, j), 4) : null))),
    comparisons: order.map((i) => order.map((j) => (i === j ? 0 : comparisons(i, j)))),
  };
  const paired: PairSummary[] = [];
  const sortedDiffs = [...diffs.entries()].sort(([x], [y]) => x.localeCompare(y));
  // Better-rated bot first, so that the differences read as margins.
  for (let x = 0; x < n; x++) {
    for (let y = x + 1; y < n; y++) {
      const i = order[x];
      const j = order[y];
      if (comparisons(i, j) === 0) continue;
      const units: number[] = [];
      for (const [key, list] of sortedDiffs) {
        const [a, b] = key.split(',').map(Number);
        // Differences are stored lower index first.
        if (a === Math.min(i, j) && b === Math.max(i, j)) units.push(i < j ? mean(list) : -mean(list));
      }
      const s = pairedStat(units);
      paired.push({
        a: config.bots[i], b: config.bots[j], n: s.n, mean: round(s.mean, 2),
        mean95: s.mean95 ? (s.mean95.map((x) => round(x, 2)) as [number, number]) : null,
        comparisons: comparisons(i, j), aWinRate: round(total[i][j] / comparisons(i, j), 4),
      });
    }
  }
  const msPerDecision: Record<string, number> = {};
  config.bots.forEach((b, i) => {
    msPerDecision[b] = round((per[i].think * 1000) / Math.max(1, per[i].decisions), 3);
  });
  const fewest = Math.min(config.games, ...paired.map((p) => p.n));
  const warning = fewDealsWarning(fewest, 'the rating and paired-difference intervals');
  return {
    // A Leviathan table always plays Martial Law (the engine's rule), whatever the flag said.
    config: config.leviathan ? { ...config, martialLaw: true } : config,
    tables: tables(config).map((t) => t.map((i) => config.bots[i])),
    games: games.length,
    bots,
    crossTable,
    paired,
    length: { meanDecisions: round(mean(games.map((g) => g.decisions)), 2), meanTurns: round(mean(games.map((g) => g.turns)), 2) },
    perf: { seconds: round(run.seconds, 2), jobs: run.jobs, decisionsPerSecond: round(run.decisions / Math.max(1e-9, run.seconds), 1), msPerDecision },
    engine: engineVersion(),
    warnings: warning ? [warning] : [],
  };
}

const signed = (x: number, digits = 0): string => `${x > 0 ? '+' : x < 0 ? '−' : ''}${Math.abs(x).toFixed(digits)}`;
const range = (r: [number, number] | null, digits = 0): string => (r ? `${signed(r[0], digits)} to ${signed(r[1], digits)}` : '—');

/** The human-readable report: ratings, cross-table, paired differences (each table within 80 columns for up to 5 bots). */
export function formatTournament(s: TournamentSummary): string {
  const c = s.config;
  const out: string[] = [];
  out.push(`${c.format} tournament, ${c.players} players, seed ${c.seed}${c.martialLaw && !c.leviathan ? ', Martial Law' : ''}${c.deProfundis ? ', De Profundis' : ''}${c.kraken ? ', Kraken' : ''}${c.leviathan ? ', Leviathan' : ''}.`);
  out.push(`${s.tables.length} table(s) × ${c.games} deal(s) × ${c.players} seatings = ${s.games} games.`);
  const ratings = new Table({ style: tableStyle(), head: ['#', 'bot', 'Elo', '95% interval', 'wins', 'score', 'games'] });
  s.bots.forEach((b, k) => ratings.push([k + 1, b.bot, signed(b.rating), range(b.rating95), pct(b.winRate), b.meanScore.toFixed(1), b.games]));
  out.push('Bradley–Terry ratings (Elo scale, mean 0; 95% bootstrap interval over deals),');
  out.push('share of games won, mean score:');
  out.push(ratings.toString());
  const cross = new Table({ style: tableStyle(), head: ['row beats column', ...s.crossTable.bots.map((_, k) => `#${k + 1}`)] });
  s.crossTable.bots.forEach((b, i) => cross.push([`#${i + 1} ${b}`, ...s.crossTable.winRate[i].map((w, j) => (i === j ? '—' : w === null ? '' : pct(w, 0)))]));
  // Counts stay out of the cells so that five bots fit in 80 columns.
  const counts = [...new Set(s.crossTable.comparisons.flatMap((row, i) => row.filter((_, j) => j !== i && s.crossTable.winRate[i][j] !== null)))];
  out.push(`Cross-table: share of pairwise comparisons won (${counts.length === 1 ? `${counts[0]} per pair` : 'counts per pair in --json'}):`);
  out.push(cross.toString());
  const paired = new Table({ style: tableStyle(), head: ['a − b', 'deals', 'mean difference', '95% interval'] });
  for (const p of s.paired) paired.push([`${p.a} − ${p.b}`, p.n, signed(p.mean, 1), range(p.mean95, 1)]);
  out.push('Paired score differences (a − b) on the same deals, per table and deal:');
  out.push(paired.toString());
  out.push(...formatIterations(s.bots));
  out.push(`Mean game length: ${s.length.meanDecisions.toFixed(1)} decisions, ${s.length.meanTurns.toFixed(1)} turns.`);
  out.push(`${s.perf.seconds.toFixed(1)} s on ${s.perf.jobs} thread(s): ${s.perf.decisionsPerSecond.toFixed(0)} decisions/s.`);
  out.push(...wrapText(`Engine: ${describeEngine(s.engine)}.`, TABLE_WIDTH));
  for (const w of s.warnings) out.push(...wrapText(w, TABLE_WIDTH));
  return out.join('\n');
}
