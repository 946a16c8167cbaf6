// `abyss selfplay`: one game of self-play data. Game g is the simulation's game g (same deal,
// seating and bot seeds as `abyss sim` with the same settings), played by the runner; before
// each recorded decision the deciding seat's observation is taken through the learning
// environment's encoder (src/env: the engine's observe of that seat's view, never the state),
// and at the end every position gets its seat's final result. A game depends only on
// (config, g), so the data is the same whatever the threads or machines that played it.
import { viewFor, type GameState } from '../engine/index.ts';
import { encodeObservation, finalRewards, observationLayout } from '../env/index.ts';
import { createBot, parseBotSpec, type SearchOptions } from '../bots/index.ts';
import { mixSeed } from '../bots/rng.ts';
import { playGame } from './runner.ts';
import { checkSimConfig, seatingFor, type SimConfig } from './sim-core.ts';

/** Everything that decides the data (and nothing that does not, like threads or machines). */
export interface SelfplayConfig {
  games: number;
  players: number;
  /** Bot specs, one per seat of the first game; rotated over the seats game by game, as `sim` does. */
  bots: string[];
  seed: number;
  martialLaw: boolean;
  deProfundis?: SimConfig['deProfundis'];
  kraken?: boolean;
  leviathan?: boolean;
  budget: SearchOptions;
  /** Record every n-th decision of a game (1: all of them). */
  every: number;
  /** Observations scaled to [0, 1] by each entry's documented bound (the environment's `normalise`). */
  normalise: boolean;
}

/** One game's positions and result. */
export interface SelfplayGame {
  game: number;
  /** The deal's seed (engine GameOptions.seed). */
  seed: number;
  /** Bot label per seat. */
  seats: string[];
  /** Final score, rank and win share (1/k for k tied winners) per seat. */
  scores: number[];
  ranks: number[];
  win: number[];
  /** Decisions of the whole game (recorded or not). */
  decisions: number;
  /** Per recorded position: the deciding seat and the decision's number in the game (from 0). */
  seat: number[];
  ply: number[];
  /** The positions' observations, row after row (observationSize numbers each). */
  observations: Float32Array;
}

export const MAX_EVERY = 1000;

/** The simulation whose game g is self-play game g. */
export function simConfigOf(config: SelfplayConfig): SimConfig {
  const sim: SimConfig = { games: config.games, players: config.players, bots: config.bots, seed: config.seed, martialLaw: config.martialLaw, budget: config.budget };
  if (config.deProfundis) sim.deProfundis = config.deProfundis;
  if (config.kraken) sim.kraken = true;
  if (config.leviathan) sim.leviathan = true;
  return sim;
}

/** Length of one observation row at this table. */
export function observationSize(config: SelfplayConfig): number {
  return observationLayout(seatingFor(simConfigOf(config), 0).options).size;
}

/** One clear sentence about what is wrong with a configuration, or null. */
export function checkSelfplayConfig(config: SelfplayConfig): string | null {
  if (!Number.isInteger(config.every) || config.every < 1 || config.every > MAX_EVERY) return `--every must be an integer from 1 to ${MAX_EVERY}.`;
  return checkSimConfig(simConfigOf(config));
}

/** The observation self-play records for `seat`: its view without the log, encoded by the environment. */
export function seatObservation(s: GameState, seat: number, normalise: boolean): Float32Array {
  return encodeObservation(viewFor(s, seat, { log: false }), [], normalise);
}

export function playSelfplayGame(config: SelfplayConfig, game: number): SelfplayGame {
  const sim = simConfigOf(config);
  const { seats, options } = seatingFor(sim, game);
  // The simulation's bot seeds: self-play game g is `abyss sim` game g.
  const bots = seats.map((label, s) => createBot(parseBotSpec(label), mixSeed(config.seed, game, s, 0xb07), config.budget));
  const rows: Float32Array[] = [];
  const seat: number[] = [];
  const ply: number[] = [];
  let decision = 0;
  const r = playGame(options, bots, (s, deciding) => {
    if (decision % config.every === 0) {
      rows.push(seatObservation(s, deciding, config.normalise));
      seat.push(deciding);
      ply.push(decision);
    }
    decision++;
  });
  const size = rows[0]?.length ?? 0;
  const observations = new Float32Array(rows.length * size);
  rows.forEach((row, k) => observations.set(row, k * size));
  return {
    game,
    seed: options.seed,
    seats,
    scores: r.scores.map((l) => l.total),
    ranks: r.scores.map((l) => l.rank),
    win: finalRewards(r.scores, 'win'),
    decisions: r.decisions,
    seat,
    ply,
    observations,
  };
}
