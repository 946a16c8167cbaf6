// Replay files: a finished (or partial) game as its options and action list, with the final
// state's fingerprint so a reader can check that replaying gives the same game.
//
// Format (JSON, version 1):
//   {
//     "format": "abyss-replay",
//     "version": 1,
//     "options": GameOptions,             // as given to newGame: seed, players, startSeat, ...
//     "actions": Action[],                // every action applied, in order, by whichever seat
//     "final": {
//       "hash": string,                   // SHA-256 of the final GameState JSON without its log
//       "over": boolean,                  // whether the game had ended
//       "scores"?: ScoreSheet             // final score sheet, when over
//     },
//     "players"?: string[],               // who sat where (bot labels or "human"), informative
//     "engine"?: EngineVersion,           // the engine that wrote it (src/cli/provenance.ts), informative
//     "createdAt"?: string                // ISO date, informative
//   }
// The seed and the options fix every shuffle, so options + actions rebuild the game exactly.
import { applyAction, checkOptions, newGame, scores, type Action, type GameOptions, type GameState, type ScoreSheet } from '../engine/index.ts';
import { stateHash } from './hash.ts';
import type { GameResult } from './runner.ts';
import { engineVersion, type EngineVersion } from './provenance.ts';

export interface ReplayFile {
  format: 'abyss-replay';
  version: 1;
  options: GameOptions;
  actions: Action[];
  final: { hash: string; over: boolean; scores?: ScoreSheet };
  players?: string[];
  /** The engine that wrote the file (older files have none). */
  engine?: EngineVersion;
  createdAt?: string;
}

export function replayFile(r: GameResult, players?: string[]): ReplayFile {
  return {
    format: 'abyss-replay',
    version: 1,
    options: r.options,
    actions: r.actions,
    final: { hash: r.finalHash, over: true, scores: r.scores },
    ...(players ? { players } : {}),
    engine: engineVersion(),
  };
}

/** A replay file for a game in progress or finished, from its options, actions and current state. */
export function replayFileOf(options: GameOptions, actions: Action[], state: GameState, players?: string[]): ReplayFile {
  return {
    format: 'abyss-replay',
    version: 1,
    options,
    actions,
    final: { hash: stateHash(state), over: state.over, ...(state.over ? { scores: scores(state) } : {}) },
    ...(players ? { players } : {}),
    engine: engineVersion(),
    createdAt: new Date().toISOString(),
  };
}

export type ReplayOutcome =
  | { ok: true; actions: number; hash: string; over: boolean; scores: ScoreSheet | null }
  | { ok: false; message: string; at?: number };

/** Replays a parsed file and checks it against its recorded end. Never throws. */
export function verifyReplay(data: unknown): ReplayOutcome {
  if (typeof data !== 'object' || data === null) return { ok: false, message: 'A replay file is a JSON object.' };
  const f = data as Partial<ReplayFile>;
  if (f.format !== 'abyss-replay') return { ok: false, message: 'Not an Abyss replay file (the "format" field must be "abyss-replay").' };
  if (f.version !== 1) return { ok: false, message: `Unsupported replay version ${JSON.stringify(f.version)} (this program reads version 1).` };
  if (typeof f.options !== 'object' || f.options === null) return { ok: false, message: 'The replay has no "options".' };
  const problem = checkOptions(f.options);
  if (problem) return { ok: false, message: `The replay's options are invalid: ${problem.message}` };
  if (!Array.isArray(f.actions)) return { ok: false, message: 'The replay has no "actions" list.' };
  if (typeof f.final !== 'object' || f.final === null || typeof f.final.hash !== 'string') {
    return { ok: false, message: 'The replay has no recorded final state ("final.hash").' };
  }
  let s = newGame(f.options);
  for (let i = 0; i < f.actions.length; i++) {
    if (s.over) return { ok: false, at: i, message: `The game ended after action ${i}, but the log goes on to ${f.actions.length} actions: the log was altered.` };
    const r = applyAction(s, f.actions[i]);
    if (!r.ok) {
      return { ok: false, at: i, message: `Action ${i + 1} of ${f.actions.length} (${JSON.stringify(f.actions[i])}) is not legal there: ${r.error.message} The log was altered or belongs to another engine version.` };
    }
    s = r.state;
  }
  const hash = stateHash(s);
  if (hash !== f.final.hash) {
    return { ok: false, message: `Replaying the ${f.actions.length} actions does not reach the recorded final state (hash ${hash.slice(0, 12)}… instead of ${f.final.hash.slice(0, 12)}…): the log or its final state was altered.` };
  }
  if (typeof f.final.over === 'boolean' && f.final.over !== s.over) {
    return { ok: false, message: `The file says the game is ${f.final.over ? '' : 'not '}over, but the replay ${s.over ? 'ends it' : 'does not end it'}.` };
  }
  const sheet = s.over ? scores(s) : null;
  if (sheet && f.final.scores && JSON.stringify(f.final.scores) !== JSON.stringify(sheet)) {
    return { ok: false, message: 'The recorded final scores differ from the replayed ones: the file was altered.' };
  }
  return { ok: true, actions: f.actions.length, hash, over: s.over, scores: sheet };
}
