// Seeded games recorded before the engine's restructure (issue 23): for each of the 8
// expansion combinations, 50 games of 2..5 seats (5 only with Leviathan), played by a seeded
// uniformly random policy. Each record keeps the options, the actions, and a hash of the
// resulting log and of the score sheet, so the replay test can tell whether the engine still
// plays every one of them exactly as it did. Re-record with
//   npx tsx test/engine/recorded-games/record.ts [name ...]
// (no name: every game), and list a re-recorded game and why in recorded-games.test.ts.
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  MAX_PLAYERS_WITHOUT_LEVIATHAN, applyAction, legalActions, newGame, scores,
  type Action, type GameOptions, type GameState,
} from '../../../src/engine/index.ts';
import { MAX_ACTIONS, prng, pick } from '../random-play.ts';

export const COMBOS = ['base', 'K', 'L', 'D', 'KL', 'KD', 'LD', 'KLD'] as const;
export type Combo = (typeof COMBOS)[number];
export const GAMES_PER_COMBO = 50;

export interface RecordedGame {
  /** `<combo>-<index>`, stable across re-recordings. */
  name: string;
  options: GameOptions;
  actions: Action[];
  /** sha256 (first 16 hex digits) of the whole log (every event, private ones too). */
  log: string;
  /** Each seat's total, in seat order, and a hash of the whole score sheet. */
  totals: number[];
  sheet: string;
}

export const FIXTURE = fileURLToPath(new URL('./games.json.gz', import.meta.url));

/** The options of one recorded game: seeds, seat counts and Martial Law spread over the set. */
export function gameOptions(combo: Combo, i: number): GameOptions {
  const k = combo.includes('K');
  const l = combo.includes('L');
  const d = combo.includes('D');
  const maxSeats = l ? 5 : MAX_PLAYERS_WITHOUT_LEVIATHAN;
  const players = 2 + (i % (maxSeats - 1));
  const seed = 23_000 + COMBOS.indexOf(combo) * 1_000 + i;
  const expansions = { ...(k ? { kraken: true } : {}), ...(l ? { leviathan: true } : {}), ...(d ? { deProfundis: true } : {}) };
  return {
    seed, players,
    ...(Object.keys(expansions).length > 0 ? { expansions } : {}),
    ...(!l && i % 4 === 3 ? { martialLaw: true } : {}),
  };
}

export function hash(x: unknown): string {
  return createHash('sha256').update(JSON.stringify(x)).digest('hex').slice(0, 16);
}

/** What a finished game is compared by. */
export function outcome(s: GameState): Pick<RecordedGame, 'log' | 'totals' | 'sheet'> {
  const sheet = scores(s);
  return { log: hash(s.log), totals: sheet.map((l) => l.total), sheet: hash(sheet) };
}

/** Plays one game with the seeded random policy through the public applyAction. */
export function record(combo: Combo, i: number): RecordedGame {
  const options = gameOptions(combo, i);
  const rand = prng(Number(options.seed) * 7 + options.players);
  let s = newGame(options);
  const actions: Action[] = [];
  while (!s.over) {
    if (actions.length >= MAX_ACTIONS) throw new Error(`${combo}-${i}: no end after ${MAX_ACTIONS} actions`);
    const a = pick(rand, legalActions(s));
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${combo}-${i}: ${JSON.stringify(a)} refused: ${r.error.message}`);
    actions.push(a);
    s = r.state;
  }
  return { name: `${combo}-${i}`, options, actions, ...outcome(s) };
}

/** Replays a record's actions; the outcome, or the first refusal. */
export function replay(g: RecordedGame): ReturnType<typeof outcome> | { refused: string } {
  let s = newGame(g.options);
  for (const [n, a] of g.actions.entries()) {
    const r = applyAction(s, a);
    if (!r.ok) return { refused: `action ${n} ${JSON.stringify(a)}: ${r.error.message}` };
    s = r.state;
  }
  if (!s.over) return { refused: 'the game is not over after its actions' };
  return outcome(s);
}

export function readFixture(): RecordedGame[] {
  return JSON.parse(gunzipSync(readFileSync(FIXTURE)).toString('utf8')) as RecordedGame[];
}

export function writeFixture(games: RecordedGame[]): void {
  // One game per line keeps a re-recording's diff readable once unzipped.
  const text = `[\n${games.map((g) => JSON.stringify(g)).join(',\n')}\n]\n`;
  writeFileSync(FIXTURE, gzipSync(text, { level: 9 }));
}
