// The tournament journal: a JSONL file, the configuration and the engine version on its first
// line and one line per game as each game ends. It is what makes a tournament resumable: a
// rerun with the same file plays only the games it lacks. A line cut short by a kill is dropped
// (and its game played again); a journal of another configuration, or made by another engine
// or other bots, is refused. Every line starts with its link of a hash chain,
// {"chain":"<sha256 of the previous link and the rest of this line>", …}, so that a line
// edited, moved or dropped from the middle is refused in one line.
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { describeEngine, engineVersion, sameEngine, type EngineVersion } from './provenance.ts';
import { gameCount, locate, tables, type TournamentConfig, type TournamentGame } from './tournament-core.ts';

export const JOURNAL_FORMAT = 'abyss-tournament-journal';
export const JOURNAL_VERSION = 2;

export class JournalError extends Error {}

interface Header {
  format: typeof JOURNAL_FORMAT;
  version: number;
  engine: EngineVersion;
  config: TournamentConfig;
}

const CHAIN_HEAD = '{"chain":"';
/** A chained line: CHAIN_HEAD, 64 hex digits, '",', then the rest of the object. */
const CHAIN_LENGTH = CHAIN_HEAD.length + 64 + 2;

/** The line to write for `value` after the link `prev` (the header's prev is ''). */
export function chainLine(prev: string, value: object): { line: string; chain: string } {
  const body = JSON.stringify(value);
  const chain = createHash('sha256').update(prev).update(body).digest('hex');
  return { line: `${CHAIN_HEAD}${chain}",${body.slice(1)}`, chain };
}

/** The body of a chained line and its link, if the link holds after `prev`. */
function unchain(prev: string, line: string): { body: string; chain: string } | null {
  if (!line.startsWith(CHAIN_HEAD) || line.slice(CHAIN_LENGTH - 2, CHAIN_LENGTH) !== '",') return null;
  const chain = line.slice(CHAIN_HEAD.length, CHAIN_HEAD.length + 64);
  const body = `{${line.slice(CHAIN_LENGTH)}`;
  return createHash('sha256').update(prev).update(body).digest('hex') === chain ? { body, chain } : null;
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

/** What a journal holds: its games (each once; the first line of a game wins) and the last link of its chain. */
export interface JournalContent {
  games: Map<number, TournamentGame>;
  chain: string;
}

/**
 * Reads a journal for `config`. Returns null when the file does not exist or is empty.
 * Throws a JournalError (one line) when it is not a journal, was written by another
 * configuration, engine or bots, or was altered.
 */
export function readJournal(file: string, config: TournamentConfig, engine: EngineVersion = engineVersion()): JournalContent | null {
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  if (text.trim() === '') return null;
  // Only complete lines count: a kill can leave the last one unfinished.
  const complete = text.slice(0, text.lastIndexOf('\n') + 1);
  const lines = complete.split('\n').filter((l) => l.trim() !== '');
  const first = lines[0] ?? '';
  let header: Header;
  try {
    header = JSON.parse(first) as Header;
  } catch {
    header = {} as Header;
  }
  if (header.format !== JOURNAL_FORMAT || !header.config) throw new JournalError(`${file} is not a tournament journal (its first line should name ${JOURNAL_FORMAT}); give another --jsonl file.`);
  if (header.version !== JOURNAL_VERSION) {
    throw new JournalError(`${file} is a version ${String(header.version)} tournament journal, which records no engine version; this abyss resumes version ${JOURNAL_VERSION} journals only: give another --jsonl file.`);
  }
  let link = unchain('', first);
  if (!link) throw new JournalError(`${file}, line 1: its hash chain does not hold (the line was edited); the journal was altered.`);
  if (!sameEngine(header.engine, engine)) {
    throw new JournalError(`${file} was made by ${describeEngine(header.engine)}, and this is ${describeEngine(engine)}: resuming would mix two engines' games; give another --jsonl file.`);
  }
  const diff = configDifference(config, header.config);
  if (diff) throw new JournalError(`${file} is the journal of another tournament (${diff}): rerun with its settings to resume it, or give another --jsonl file.`);
  const total = gameCount(config);
  const games = new Map<number, TournamentGame>();
  const seatings = tables(config);
  lines.slice(1).forEach((line, k) => {
    const next = unchain(link!.chain, line);
    if (!next) throw new JournalError(`${file}, line ${k + 2}: its hash chain does not hold (a line was edited, moved or removed); the journal was altered.`);
    link = next;
    let g: unknown;
    try {
      const { chain: _chain, ...rest } = JSON.parse(line) as { chain: string };
      g = rest;
    } catch {
      throw new JournalError(`${file}, line ${k + 2}: not JSON; the journal was altered.`);
    }
    if (!isGame(g, config, total, seatings)) throw new JournalError(`${file}, line ${k + 2}: not a game of this tournament; the journal was altered.`);
    if (!games.has(g.game)) games.set(g.game, g);
  });
  return { games, chain: link.chain };
}

/** Appends games to a journal, one chained line each, written at once. */
export interface JournalWriter {
  append(game: TournamentGame): void;
}

/**
 * Starts a journal (with `held` null) or goes on with an existing one (cut back to its last
 * complete line, whose link `held` carries) so that games can be appended.
 */
export function openJournal(file: string, config: TournamentConfig, held: JournalContent | null, engine: EngineVersion = engineVersion()): JournalWriter {
  let prev: string;
  if (!held) {
    const header: Header = { format: JOURNAL_FORMAT, version: JOURNAL_VERSION, engine, config: canonicalConfig(config) };
    const { line, chain } = chainLine('', header);
    writeFileSync(file, `${line}\n`);
    prev = chain;
  } else {
    const text = readFileSync(file, 'utf8');
    const end = Buffer.byteLength(text.slice(0, text.lastIndexOf('\n') + 1));
    if (end < Buffer.byteLength(text)) truncateSync(file, end);
    prev = held.chain;
  }
  return {
    append(game: TournamentGame): void {
      const { line, chain } = chainLine(prev, game);
      appendFileSync(file, `${line}\n`);
      prev = chain;
    },
  };
}
