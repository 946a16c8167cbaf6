// Simulation: many bot-vs-bot games, seats rotated, results gathered per bot and per seat.
// A game depends only on (seed, index), so a simulation gives the same results whatever the
// number of worker threads and the order in which games finish.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkOptions, type GameOptions, type OutcastCard, type ScoreLine } from '../engine/index.ts';
import { createBot, parseBotSpec, type SearchOptions } from '../bots/index.ts';
import { iterationTally, type IterationTally } from '../bots/search.ts';
import { mixSeed } from '../bots/rng.ts';
import { replayFile } from './replay.ts';
import { playGame } from './runner.ts';

export interface SimConfig {
  games: number;
  players: number;
  /** Bot specs, one per seat of the first game; later games rotate them over the seats. */
  bots: string[];
  seed: number;
  martialLaw: boolean;
  /** De Profundis: the bundled Outcast deck (true) or a given one. */
  deProfundis?: true | { deck: OutcastCard[] };
  /** Kraken: Smugglers, Nebulis, Kraken Allies, Loot and Sentinels. */
  kraken?: boolean;
  /** Leviathan: the Border, Leviathans, fights with dice, Wounds and the Scourge; allows a fifth seat. */
  leviathan?: boolean;
  /** Budget for search-based bots (command line). */
  budget: SearchOptions;
  /** Writes each game as a replay file here. */
  saveDir?: string;
}

/** What one game reports back (small enough to send between threads). */
export interface GameRecord {
  index: number;
  seed: number;
  /** bot label per seat */
  seats: string[];
  scores: ScoreLine[];
  decisions: number;
  turns: number;
  thinkSeconds: number[];
  seatDecisions: number[];
  /** Search iterations per decision, per seat (null for a bot that does not search). */
  iterations: (IterationTally | null)[];
}

/** Seats are rotated game by game; the deal is shared by each group of `players` games (the same cards, every bot in every seat). */
export function seatingFor(config: SimConfig, index: number): { seats: string[]; options: GameOptions & { seed: number } } {
  const p = config.players;
  const rotation = index % p;
  const seats = Array.from({ length: p }, (_, s) => config.bots[(s + rotation) % p]);
  const seed = mixSeed(config.seed, Math.floor(index / p));
  // Research deals: numeric seeds, reproducible from the simulation's one seed.
  const options: GameOptions & { seed: number } = { seed, players: p, startSeat: 0, names: seats.map((b, s) => `${b} (seat ${s + 1})`) };
  if (config.martialLaw) options.martialLaw = true;
  options.expansions = expansionsOf(config);
  if (!options.expansions) delete options.expansions;
  return { seats, options };
}

/** The table's expansions (De Profundis, Kraken, Leviathan), or undefined for the base game alone. */
export function expansionsOf(config: { deProfundis?: SimConfig['deProfundis']; kraken?: boolean; leviathan?: boolean }): GameOptions['expansions'] {
  if (!config.deProfundis && !config.kraken && !config.leviathan) return undefined;
  return {
    ...(config.deProfundis ? { deProfundis: config.deProfundis } : {}),
    ...(config.kraken ? { kraken: true } : {}),
    ...(config.leviathan ? { leviathan: true } : {}),
  };
}

/**
 * Whether a table of `players` seats may be dealt with these expansions: the engine's own
 * sentence when not (2 to 4 players, 5 only with Leviathan), so the rule is stated once.
 */
export function playerCountProblem(players: number, config: { leviathan?: boolean }): string | null {
  const problem = checkOptions({ seed: 0, players, ...(config.leviathan ? { expansions: { leviathan: true } } : {}) });
  return problem ? problem.message : null;
}

/** Upper bounds on what one command may ask for: beyond them a run would not end in a day, or would not fit in memory. */
export const MAX_GAMES = 1_000_000;
export const MAX_SEARCH_ITERATIONS = 1_000_000;
export const MAX_THINK_MS = 600_000;

/** Checks the search budget of each bot spec and of the command line against the bounds above. */
export function checkBudgets(bots: string[], budget: SearchOptions): string | null {
  const specs: { label: string; search: SearchOptions }[] = [{ label: 'the command line', search: budget }];
  try {
    for (const b of bots) specs.push(parseBotSpec(b));
  } catch (e) {
    return (e as Error).message;
  }
  for (const { label, search } of specs) {
    const where = label === 'the command line' ? label : `bot "${label}"`;
    if (search.iterations !== undefined && search.iterations > MAX_SEARCH_ITERATIONS) {
      return `Too many search iterations in ${where}: ${search.iterations} (at most ${MAX_SEARCH_ITERATIONS.toLocaleString('en-US')} per decision).`;
    }
    if (search.thinkMs !== undefined && search.thinkMs > MAX_THINK_MS) {
      return `Too long a think time in ${where}: ${search.thinkMs} ms (at most ${MAX_THINK_MS.toLocaleString('en-US')} ms per decision).`;
    }
  }
  return null;
}

export function checkSimConfig(config: SimConfig): string | null {
  if (!Number.isInteger(config.games) || config.games < 1) return 'The number of games must be a positive integer.';
  if (config.games > MAX_GAMES) return `Too many games: ${config.games} (at most ${MAX_GAMES.toLocaleString('en-US')} per run).`;
  const seatsProblem = playerCountProblem(config.players, config);
  if (seatsProblem) return seatsProblem;
  if (config.bots.length !== config.players) {
    return `Give one bot per seat: ${config.players} players need ${config.players} bots (got ${config.bots.length}: ${config.bots.join(',')}).`;
  }
  if (config.games % config.players !== 0) {
    // Otherwise the last deal would be played in some seatings only, and favour whoever got them.
    const down = config.games - (config.games % config.players);
    const up = down + config.players;
    return `${config.games} games cannot be split into deals of ${config.players} games (every deal is played once in each seating): use ${down > 0 ? `${down} or ${up}` : up}.`;
  }
  const budgetProblem = checkBudgets(config.bots, config.budget);
  if (budgetProblem) return budgetProblem;
  const problem = checkOptions(seatingFor(config, 0).options);
  return problem ? problem.message : null;
}

export function playSimGame(config: SimConfig, index: number): GameRecord {
  const { seats, options } = seatingFor(config, index);
  const bots = seats.map((label, s) => createBot(parseBotSpec(label), mixSeed(config.seed, index, s, 0xb07), config.budget));
  const r = playGame(options, bots);
  if (config.saveDir) {
    mkdirSync(config.saveDir, { recursive: true });
    const file = replayFile(r, seats);
    writeFileSync(join(config.saveDir, `game-${String(index).padStart(5, '0')}.json`), JSON.stringify(file, null, 1));
  }
  return {
    index,
    seed: options.seed,
    seats,
    scores: r.scores,
    decisions: r.decisions,
    turns: r.turns,
    thinkSeconds: r.thinkSeconds,
    seatDecisions: r.seatDecisions,
    iterations: bots.map((b) => iterationTally(b) ?? null),
  };
}
