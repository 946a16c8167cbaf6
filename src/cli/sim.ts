// `abyss sim`: runs a simulation on worker threads and summarises it.
import { SingleBar } from 'cli-progress';
import { fitTable, TABLE_WIDTH, wrapText } from './style.ts';
import { startTsWorker } from '../bots/threads.ts';
import { playSimGame, type GameRecord, type SimConfig } from './sim-core.ts';
import type { WorkerReply } from './sim-worker.ts';
import { fewDealsWarning, mean, pct, round, wilson } from './stats.ts';
import { describeEngine, engineVersion, type EngineVersion } from './provenance.ts';
import { mergeTallies, type IterationTally } from '../bots/search.ts';

export interface BotSummary {
  bot: string;
  /** Seats played (a bot listed twice plays twice per game). */
  games: number;
  wins: number;
  winRate: number;
  winRate95: [number, number];
  meanScore: number;
  /** `nebulis` (Kraken games): IP lost to Nebulis and the Kraken figure (0 or negative). */
  /** `leviathan` (Leviathan games): the Scourge's +5 and the Wounds' −1 each. */
  meanBySource: { locations: number; lords: number; allies: number; monsters: number; nebulis?: number; leviathan?: number };
  meanPearls: number;
  scores: number[];
  /** Search bots only: iterations reached per searched decision (reproducible with an iteration budget only). */
  iterations?: IterationSummary;
}

export interface IterationSummary {
  decisions: number;
  mean: number;
  min: number;
  max: number;
}

/** Iterations per decision of one bot over the seats it played (undefined when it never searched). */
export function iterationSummary(tallies: readonly (IterationTally | null | undefined)[]): IterationSummary | undefined {
  const present = tallies.filter((t): t is IterationTally => !!t);
  if (present.length === 0) return undefined;
  const t = mergeTallies(present);
  return { decisions: t.decisions, mean: round(t.total / Math.max(1, t.decisions), 1), min: t.min, max: t.max };
}

/** "search: 200.0 iterations/decision (min 200, max 200; n=1234)", one line per search bot (n: decisions searched). */
export function formatIterations(bots: readonly { bot: string; iterations?: IterationSummary }[]): string[] {
  return bots.filter((b) => b.iterations).map((b) => {
    const it = b.iterations!;
    return wrapText(`${b.bot}: ${it.mean.toFixed(1)} iterations/decision (min ${it.min}, max ${it.max}; n=${it.decisions})`, TABLE_WIDTH);
  }).flat();
}

export interface SeatSummary {
  seat: number;
  games: number;
  wins: number;
  winRate: number;
  winRate95: [number, number];
  byBot: { bot: string; games: number; wins: number; winRate: number; winRate95: [number, number] }[];
}

export interface SimSummary {
  config: { games: number; players: number; bots: string[]; seed: number; martialLaw: boolean; deProfundis?: SimConfig['deProfundis']; kraken?: boolean; leviathan?: boolean; budget: SimConfig['budget'] };
  bots: BotSummary[];
  seats: SeatSummary[];
  length: { meanDecisions: number; meanTurns: number };
  /** Wall-clock figures: the only part that changes from one run to the next. */
  perf: { seconds: number; jobs: number; decisionsPerSecond: number; msPerDecision: Record<string, number> };
  /** Which engine (and bots) played the games. */
  engine: EngineVersion;
  /** Cautions about the figures (e.g. intervals on too few deals); empty when none. */
  warnings: string[];
}

export interface SimRun {
  jobs: number;
  progress: boolean;
}

/** Plays the games (in this thread when jobs is 1) and returns the records in game order. */
export async function runGames(config: SimConfig, run: SimRun): Promise<GameRecord[]> {
  const records: GameRecord[] = new Array(config.games);
  const bar = run.progress
    ? new SingleBar({
      format: 'sim |{bar}| {value}/{total} games | {percentage}% | elapsed {duration_formatted} | ETA {eta_formatted}',
      stream: process.stderr,
      etaBuffer: 50,
      hideCursor: true,
    })
    : null;
  bar?.start(config.games, 0);
  try {
    if (run.jobs <= 1) {
      for (let i = 0; i < config.games; i++) {
        records[i] = playSimGame(config, i);
        bar?.increment();
        // Let the progress bar redraw.
        if (bar) await new Promise((r) => setImmediate(r));
      }
      return records;
    }
    await new Promise<void>((resolve, reject) => {
      let next = 0;
      let done = 0;
      const workers = Array.from({ length: Math.min(run.jobs, config.games) }, () => startTsWorker(new URL('./sim-worker.ts', import.meta.url), config));
      const finish = (e?: Error): void => {
        for (const w of workers) void w.terminate();
        if (e) reject(e);
        else resolve();
      };
      for (const w of workers) {
        w.on('message', (reply: WorkerReply) => {
          if ('error' in reply) {
            finish(new Error(`game ${reply.index} failed: ${reply.error}`));
            return;
          }
          records[reply.record.index] = reply.record;
          done++;
          bar?.increment();
          if (done === config.games) finish();
          else if (next < config.games) w.postMessage(next++);
        });
        w.on('error', (e) => finish(e));
        w.postMessage(next++);
      }
    });
    return records;
  } finally {
    bar?.stop();
  }
}

function winShare(line: { rank: number }, all: { rank: number }[]): number {
  if (line.rank !== 1) return 0;
  return 1 / all.filter((l) => l.rank === 1).length;
}

export function summarize(config: SimConfig, records: GameRecord[], seconds: number, jobs: number): SimSummary {
  const labels = [...new Set(config.bots)];
  const bots: BotSummary[] = labels.map((bot) => {
    let games = 0;
    let wins = 0;
    const scores: number[] = [];
    const src = { locations: [] as number[], lords: [] as number[], allies: [] as number[], monsters: [] as number[], nebulis: [] as number[], leviathan: [] as number[] };
    const pearls: number[] = [];
    const tallies: (IterationTally | null | undefined)[] = [];
    for (const r of records) {
      r.seats.forEach((label, seat) => {
        if (label !== bot) return;
        tallies.push(r.iterations?.[seat]);
        const line = r.scores[seat];
        games++;
        wins += winShare(line, r.scores);
        scores.push(line.total);
        src.locations.push(line.locations);
        src.lords.push(line.lords);
        src.allies.push(line.allies);
        src.monsters.push(line.monsters);
        if (line.nebulis !== undefined) src.nebulis.push(line.nebulis);
        if (line.leviathan !== undefined) src.leviathan.push(line.leviathan);
        pearls.push(line.pearls);
      });
    }
    const summary: BotSummary = {
      bot,
      games,
      wins: round(wins, 2),
      winRate: round(wins / games, 4),
      winRate95: wilson(wins, games).map((x) => round(x, 4)) as [number, number],
      meanScore: round(mean(scores), 2),
      meanBySource: {
        locations: round(mean(src.locations), 2),
        lords: round(mean(src.lords), 2),
        allies: round(mean(src.allies), 2),
        monsters: round(mean(src.monsters), 2),
        ...(src.nebulis.length ? { nebulis: round(mean(src.nebulis), 2) } : {}),
        ...(src.leviathan.length ? { leviathan: round(mean(src.leviathan), 2) } : {}),
      },
      meanPearls: round(mean(pearls), 2),
      scores,
    };
    const iterations = iterationSummary(tallies);
    return iterations ? { ...summary, iterations } : summary;
  });
  const seats: SeatSummary[] = Array.from({ length: config.players }, (_, seat) => {
    let wins = 0;
    const byBot = new Map<string, { games: number; wins: number }>();
    for (const r of records) {
      const w = winShare(r.scores[seat], r.scores);
      wins += w;
      const b = byBot.get(r.seats[seat]) ?? { games: 0, wins: 0 };
      b.games++;
      b.wins += w;
      byBot.set(r.seats[seat], b);
    }
    const n = records.length;
    return {
      seat: seat + 1,
      games: n,
      wins: round(wins, 2),
      winRate: round(wins / n, 4),
      winRate95: wilson(wins, n).map((x) => round(x, 4)) as [number, number],
      byBot: labels.filter((l) => byBot.has(l)).map((bot) => {
        const b = byBot.get(bot)!;
        return { bot, games: b.games, wins: round(b.wins, 2), winRate: round(b.wins / b.games, 4), winRate95: wilson(b.wins, b.games).map((x) => round(x, 4)) as [number, number] };
      }),
    };
  });
  const totalDecisions = records.reduce((a, r) => a + r.decisions, 0);
  const msPerDecision: Record<string, number> = {};
  for (const bot of labels) {
    let think = 0;
    let n = 0;
    for (const r of records) r.seats.forEach((label, seat) => {
      if (label === bot) {
        think += r.thinkSeconds[seat];
        n += r.seatDecisions[seat];
      }
    });
    msPerDecision[bot] = round((think * 1000) / Math.max(1, n), 3);
  }
  return {
    config: {
      // A Leviathan table always plays Martial Law (the engine's rule), whatever the flag said.
      games: config.games, players: config.players, bots: config.bots, seed: config.seed, martialLaw: config.martialLaw || config.leviathan === true,
      ...(config.deProfundis ? { deProfundis: config.deProfundis } : {}), ...(config.kraken ? { kraken: true } : {}),
      ...(config.leviathan ? { leviathan: true } : {}), budget: config.budget,
    },
    bots,
    seats,
    length: { meanDecisions: round(mean(records.map((r) => r.decisions)), 2), meanTurns: round(mean(records.map((r) => r.turns)), 2) },
    perf: { seconds: round(seconds, 2), jobs, decisionsPerSecond: round(totalDecisions / Math.max(1e-9, seconds), 1), msPerDecision },
    engine: engineVersion(),
    warnings: [fewDealsWarning(Math.floor(records.length / config.players), 'the 95% intervals')].filter((w): w is string => w !== null),
  };
}

const interval = (ci: [number, number]): string => `${pct(ci[0])} – ${pct(ci[1])}`;

/** The human-readable report (tables). */
export function formatSummary(s: SimSummary): string {
  const out: string[] = [];
  const c = s.config;
  out.push(...wrapText(`${c.games} games, ${c.players} players, seed ${c.seed}${c.martialLaw && !c.leviathan ? ', Martial Law' : ''}${c.deProfundis ? ', De Profundis' : ''}${c.kraken ? ', Kraken' : ''}${c.leviathan ? ', Leviathan' : ''}; seats rotate every game.`, TABLE_WIDTH));
  out.push(fitTable(
    ['bot', 'seats played', 'win rate', '95% interval', 'mean score', 'ms per decision'],
    s.bots.map((b) => [b.bot, b.games, pct(b.winRate), interval(b.winRate95), b.meanScore.toFixed(1), s.perf.msPerDecision[b.bot].toFixed(2)]),
  ));
  out.push('Mean score by source:');
  const kraken = c.kraken === true;
  const leviathan = c.leviathan === true;
  out.push(fitTable(
    ['bot', 'Locations', 'Lords', 'Allies', 'Monsters', 'Pearls', ...(kraken ? ['Nebulis'] : []), ...(leviathan ? ['Leviathan'] : [])],
    s.bots.map((b) => [
      b.bot, b.meanBySource.locations.toFixed(1), b.meanBySource.lords.toFixed(1), b.meanBySource.allies.toFixed(1), b.meanBySource.monsters.toFixed(1), b.meanPearls.toFixed(1),
      ...(kraken ? [(b.meanBySource.nebulis ?? 0).toFixed(1)] : []), ...(leviathan ? [(b.meanBySource.leviathan ?? 0).toFixed(1)] : []),
    ]),
  ));
  const seatHead = ['win rate by seat (turn order)', ...s.seats.map((seat) => `seat ${seat.seat}`)];
  const cell = (x: { winRate: number; winRate95: [number, number]; games: number }): string => `${pct(x.winRate)} (${interval(x.winRate95)}), n=${x.games}`;
  out.push(fitTable(seatHead, [
    ['any bot', ...s.seats.map(cell)],
    ...s.bots.map((b) => [b.bot, ...s.seats.map((seat) => {
      const x = seat.byBot.find((y) => y.bot === b.bot);
      return x ? cell(x) : '—';
    })]),
  ]));
  out.push(...formatIterations(s.bots));
  out.push(...wrapText(`Mean game length: ${s.length.meanDecisions.toFixed(1)} decisions, ${s.length.meanTurns.toFixed(1)} turns. ` +
    `${s.perf.seconds.toFixed(1)} s on ${s.perf.jobs} thread(s): ${s.perf.decisionsPerSecond.toFixed(0)} decisions/s.`, TABLE_WIDTH));
  out.push(...wrapText(`Engine: ${describeEngine(s.engine)}.`, TABLE_WIDTH));
  for (const w of s.warnings) out.push(...wrapText(w, TABLE_WIDTH));
  return out.join('\n');
}
