// Offline games (played entirely in the browser): what is saved in IndexedDB, and the messages
// between the page and the Web Worker that holds the engine and the bots (engine.worker.ts).
import type { Action, GameOptions, PlayerView, ScoreSheet } from '../../engine/index.ts';
import type { BotLevel } from '../../protocol/game.ts';

/** A saved offline game: its options and actions rebuild it exactly (as a replay does). */
export interface LocalGame {
  id: string;
  options: GameOptions;
  actions: Action[];
  /** The person's seat; every other seat is a bot of `levels[seat]`. */
  human: number;
  levels: (BotLevel | null)[];
  /** The bots' seed: each decision's bot is seeded from it, the seat and the step, so a resumed game goes on the same way. */
  botSeed: number;
  createdAt: string;
  updatedAt: string;
  over: boolean;
}

export type ToWorker =
  | { type: 'open'; game: LocalGame }
  | { type: 'act'; action: Action }
  /** Takes back the person's last move, when the engine's undo rule allows it (FromWorker view.canUndo). */
  | { type: 'undo' }
  /** Rebuilds a game (no bot moves) and answers its replay file. */
  | { type: 'export'; game: LocalGame };

export type FromWorker =
  | { type: 'view'; version: number; view: PlayerView; actions: Action[]; over: boolean; canUndo: boolean }
  | { type: 'refused'; message: string }
  | { type: 'failed'; message: string }
  | { type: 'file'; file: OfflineReplayFile };

/** The replay file of an offline game: the CLI's format (src/cli/replay.ts, ReplayFile), which `abyss replay` checks and /replay opens. */
export interface OfflineReplayFile {
  format: 'abyss-replay';
  version: 1;
  options: GameOptions;
  actions: Action[];
  final: { hash: string; over: boolean; scores?: ScoreSheet };
  players: string[];
  createdAt: string;
}
