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
  if (config.deProfundis) options.expansions = { deProfundis: config.deProfundis };
  return { seats, options };
}

export function checkSimConfig(config: SimConfig): string | null {
  if (!Number.isInteger(config.games) || config.games < 1) return 'The number of games must be a positive integer.';
  if (!Number.isInteger(config.players) || config.players < 2 || config.players > 4) return 'Abyss is played by 2 to 4 players.';
  if (config.bots.length !== config.players) {
    return `Give one bot per seat: ${config.players} players need ${config.players} bots (got ${config.bots.length}: ${config.bots.join(',')}).`;
  }
  try {
    config.bots.forEach(parseBotSpec);
  } catch (e) {
    return (e as Error).message;
  }
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
