// The tournament journal: a JSONL file, the configuration on its first line and one line per
// game as each game ends. It is what makes a tournament resumable: a rerun with the same
// file plays only the games it lacks. A line cut short by a kill is dropped (and its game
// played again); a journal of another configuration is refused.
import { appendFileSync, existsSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { gameCount, locate, tables, type TournamentConfig, type TournamentGame } from './tournament-core.ts';

export const JOURNAL_FORMAT = 'abyss-tournament-journal';
export const JOURNAL_VERSION = 1;

export class JournalError extends Error {}

interface Header {
  format: typeof JOURNAL_FORMAT;
  version: number;
  config: TournamentConfig;
}

/** The configuration as stored: fixed key order, so that two equal configurations compare equal as text. */
export function canonicalConfig(c: TournamentConfig): TournamentConfig {
  const out: TournamentConfig = {
    format: c.format, bots: [...c.bots], players: c.players, games: c.games, seed: c.seed, martialLaw: c.martialLaw,
    budget: Object.fromEntries(Object.entries(c.budget).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b))),
  };
  if (c.deProfundis) out.deProfundis = c.deProfundis;
  if (c.kraken) out.kraken = true;
  if (c.leviathan) out.leviathan = true;
  return out;
}

const KEYS: (keyof TournamentConfig)[] = ['format', 'bots', 'players', 'games', 'seed', 'martialLaw', 'deProfundis', 'kraken', 'leviathan', 'budget'];
const SHOWN: Record<string, string> = { format: '--format', bots: '--bots', players: '--players', games: '--games', seed: '--seed', martialLaw: '--martial-law', deProfundis: '--de-profundis', kraken: '--kraken', leviathan: '--leviathan', budget: '--iterations/--think-ms' };

function show(v: unknown): string {
  if (v === undefined) return 'none';
  if (Array.isArray(v)) return v.join(',');
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** How two configurations differ, in words ("--games 4 here, 6 in the journal"), or null. */
export function configDifference(here: TournamentConfig, journal: TournamentConfig): string | null {
  const a = canonicalConfig(here) as unknown as Record<string, unknown>;
  const b = canonicalConfig(journal) as unknown as Record<string, unknown>;
  const diffs = KEYS.filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).map((k) => `${SHOWN[k]} ${show(a[k])} here, ${show(b[k])} in the journal`);
  return diffs.length ? diffs.join('; ') : null;
}

function isGame(x: unknown, config: TournamentConfig, total: number, seatings: readonly number[][]): x is TournamentGame {
  if (!x || typeof x !== 'object') return false;
  const g = x as Partial<TournamentGame>;
  if (!Number.isInteger(g.game) || g.game! < 0 || g.game! >= total) return false;
  const at = locate(config, g.game!);
  if (g.table !== at.table || g.deal !== at.deal || g.seating !== at.seating) return false;
  // The seats must be the ones this configuration gives that game.
  const t = seatings[at.table].map((i) => config.bots[i]);
  const seats = t.map((_, s) => t[(s + at.seating) % config.players]);
  return Array.isArray(g.seats) && JSON.stringify(g.seats) === JSON.stringify(seats) && Array.isArray(g.scores) && g.scores.length === config.players;
}

/**
 * Reads a journal for `config`: the games it holds (each once; the first line of a game wins).
 * Returns null when the file does not exist or is empty. Throws a JournalError (one line)
 * when it is not a journal or was written by another configuration.
 */
export function readJournal(file: string, config: TournamentConfig): Map<number, TournamentGame> | null {
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  if (text.trim() === '') return null;
  // Only complete lines count: a kill can leave the last one unfinished.
  const complete = text.slice(0, text.lastIndexOf('\n') + 1);
  const lines = complete.split('\n').filter((l) => l.trim() !== '');
  let header: Header;
  try {
    header = JSON.parse(lines[0] ?? '') as Header;
  } catch {
    header = {} as Header;
  }
  if (header.format !== JOURNAL_FORMAT || !header.config) throw new JournalError(`${file} is not a tournament journal (its first line should name ${JOURNAL_FORMAT}); give another --jsonl file.`);
  if (header.version !== JOURNAL_VERSION) throw new JournalError(`${file} is a version ${header.version} tournament journal; this abyss reads version ${JOURNAL_VERSION}.`);
  const diff = configDifference(config, header.config);
  if (diff) throw new JournalError(`${file} is the journal of another tournament (${diff}): rerun with its settings to resume it, or give another --jsonl file.`);
  const total = gameCount(config);
  const games = new Map<number, TournamentGame>();
  const seatings = tables(config);
  lines.slice(1).forEach((line, k) => {
    let g: unknown;
    try {
      g = JSON.parse(line);
    } catch {
      throw new JournalError(`${file}, line ${k + 2}: not JSON; the journal was altered.`);
    }
    if (!isGame(g, config, total, seatings)) throw new JournalError(`${file}, line ${k + 2}: not a game of this tournament; the journal was altered.`);
    if (!games.has(g.game)) games.set(g.game, g);
  });
  return games;
}

/** Starts a journal (or cuts an existing one back to its last complete line) so games can be appended. */
export function openJournal(file: string, config: TournamentConfig, existing: boolean): void {
  if (!existing) {
    const header: Header = { format: JOURNAL_FORMAT, version: JOURNAL_VERSION, config: canonicalConfig(config) };
    writeFileSync(file, `${JSON.stringify(header)}\n`);
    return;
  }
  const text = readFileSync(file, 'utf8');
  const end = Buffer.byteLength(text.slice(0, text.lastIndexOf('\n') + 1));
  if (end < Buffer.byteLength(text)) truncateSync(file, end);
}

/** Appends one game (one line, written at once). */
export function journalGame(file: string, game: TournamentGame): void {
  appendFileSync(file, `${JSON.stringify(game)}\n`);
}
