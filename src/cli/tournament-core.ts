// `abyss tournament`: which games a tournament is made of, and playing one of them.
// A tournament is a list of tables (sets of bots); every table plays the same deals, each
// deal once in every seating (seats rotated: for 2 players, swapped). Game g is
// (table, deal, seating) and depends on nothing else, so games may be played on any thread,
// in any order, and skipped when a journal already holds them.
import { parseBotSpec, type SearchOptions } from '../bots/index.ts';
import { checkOptions } from '../engine/index.ts';
import { playerCountProblem, playSimGame, seatingFor, type GameRecord, type SimConfig } from './sim-core.ts';

export const FORMATS = ['round-robin', 'gauntlet'] as const;
export type Format = (typeof FORMATS)[number];

/** Everything that decides a tournament's results (and nothing that does not, like threads). */
export interface TournamentConfig {
  format: Format;
  /** Bot specs, as `sim --bots` takes them; each must be different. */
  bots: string[];
  players: number;
  /** Deals per table; each is played once in every seating. */
  games: number;
  seed: number;
  martialLaw: boolean;
  deProfundis?: SimConfig['deProfundis'];
  kraken?: boolean;
  leviathan?: boolean;
  budget: SearchOptions;
}

/** One game of a tournament: where it was played, and the runner's record of it. */
export interface TournamentGame extends Omit<GameRecord, 'index'> {
  /** Position in the tournament: (table · games + deal) · players + seating. */
  game: number;
  table: number;
  deal: number;
  seating: number;
}

/** Upper bound on the games of one tournament (a journal line each). */
export const MAX_TOURNAMENT_GAMES = 10_000_000;

/** The k-element subsets of `items`, in lexicographic order. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  for (let i = 0; i + k <= items.length; i++) {
    for (const rest of combinations(items.slice(i + 1), k - 1)) out.push([items[i], ...rest]);
  }
  return out;
}

/**
 * The tables, as indexes into `config.bots`. Round robin: every set of `players` bots.
 * Gauntlet: the first bot with every set of `players - 1` others.
 */
export function tables(config: Pick<TournamentConfig, 'format' | 'bots' | 'players'>): number[][] {
  const all = config.bots.map((_, i) => i);
  if (config.format === 'gauntlet') return combinations(all.slice(1), config.players - 1).map((rest) => [0, ...rest]);
  return combinations(all, config.players);
}

export function gameCount(config: TournamentConfig): number {
  return tables(config).length * config.games * config.players;
}

/** Table t as a simulation: its games are the deals in every seating, as `sim` plays them. */
export function tableConfig(config: TournamentConfig, table: number): SimConfig {
  const t = tables(config)[table];
  const sim: SimConfig = {
    games: config.games * config.players,
    players: config.players,
    bots: t.map((i) => config.bots[i]),
    seed: config.seed,
    martialLaw: config.martialLaw,
    budget: config.budget,
  };
  if (config.deProfundis) sim.deProfundis = config.deProfundis;
  if (config.kraken) sim.kraken = true;
  if (config.leviathan) sim.leviathan = true;
  return sim;
}

export function locate(config: TournamentConfig, game: number): { table: number; deal: number; seating: number } {
  const p = config.players;
  return { table: Math.floor(game / (config.games * p)), deal: Math.floor(game / p) % config.games, seating: game % p };
}

/** One clear sentence about what is wrong with a configuration, or null. */
export function checkTournamentConfig(config: TournamentConfig): string | null {
  if (!FORMATS.includes(config.format)) return `Unknown format "${String(config.format)}": use ${FORMATS.join(' or ')}.`;
  const seatsProblem = playerCountProblem(config.players, config);
  if (seatsProblem) return seatsProblem;
  if (!Number.isInteger(config.games) || config.games < 1) return 'The number of deals per table (--games) must be a positive integer.';
  const seen = new Set<string>();
  for (const b of config.bots) {
    if (seen.has(b)) return `Bot "${b}" is listed twice: every bot of a tournament must be different.`;
    seen.add(b);
  }
  if (config.bots.length < config.players) {
    return `A ${config.players}-player tournament needs at least ${config.players} bots (got ${config.bots.length}: ${config.bots.join(',')}).`;
  }
  if (config.bots.length < 2) return 'A tournament needs at least 2 bots.';
  try {
    config.bots.forEach(parseBotSpec);
  } catch (e) {
    return (e as Error).message;
  }
  const total = gameCount(config);
  if (total > MAX_TOURNAMENT_GAMES) return `That is ${total} games: at most ${MAX_TOURNAMENT_GAMES} per tournament (fewer --games or bots).`;
  const problem = checkOptions(seatingFor(tableConfig(config, 0), 0).options);
  return problem ? problem.message : null;
}

/** Plays game `game` of the tournament through the simulation runner. */
export function playTournamentGame(config: TournamentConfig, game: number): TournamentGame {
  const { table, deal, seating } = locate(config, game);
  const { index: _index, ...record } = playSimGame(tableConfig(config, table), deal * config.players + seating);
  return { game, table, deal, seating, ...record };
}
