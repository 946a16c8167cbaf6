import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkTournamentConfig, gameCount, playTournamentGame, tables, type TournamentConfig, type TournamentGame } from '../../src/cli/tournament-core.ts';
import { JournalError, readJournal } from '../../src/cli/tournament-journal.ts';
import { formatTournament, runTournament, summarizeTournament, type TournamentSummary } from '../../src/cli/tournament.ts';
import { tournamentReport } from '../../src/cli/tournament-report.ts';

const BIN = fileURLToPath(new URL('../../bin/abyss.js', import.meta.url));
const base: TournamentConfig = { format: 'round-robin', bots: ['random', 'greedy', 'pass'], players: 2, games: 6, seed: 11, martialLaw: false, budget: {} };
const NO_PERF = { seconds: 1, jobs: 1, decisions: 0 };

function withoutPerf(s: TournamentSummary): Omit<TournamentSummary, 'perf'> {
  const { perf: _perf, ...rest } = s;
  return rest;
}

function tmp(): string {
  return mkdtempSync(join(tmpdir(), 'abyss-tournament-'));
}

function journalGames(file: string): TournamentGame[] {
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).slice(1).map((l) => JSON.parse(l) as TournamentGame);
}

describe('tournament structure', () => {
  it('round robin seats every set of bots; gauntlet the first bot against every set of the others', () => {
    const bots = ['a', 'b', 'c', 'd'];
    expect(tables({ format: 'round-robin', bots, players: 2 })).toEqual([[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]);
    expect(tables({ format: 'round-robin', bots, players: 3 })).toEqual([[0, 1, 2], [0, 1, 3], [0, 2, 3], [1, 2, 3]]);
    expect(tables({ format: 'gauntlet', bots, players: 2 })).toEqual([[0, 1], [0, 2], [0, 3]]);
    expect(tables({ format: 'gauntlet', bots, players: 3 })).toEqual([[0, 1, 2], [0, 1, 3], [0, 2, 3]]);
  });

  it('plays every deal in every seating: swapped for 2 players, rotated for 3, the same deals at every table', () => {
    const three: TournamentConfig = { ...base, bots: ['random', 'greedy', 'pass', 'easy'], players: 3, games: 2 };
    expect(gameCount(three)).toBe(4 * 2 * 3);
    const g = [0, 1, 2, 3, 6].map((k) => playTournamentGame(three, k));
    expect(g.map((x) => [x.table, x.deal, x.seating])).toEqual([[0, 0, 0], [0, 0, 1], [0, 0, 2], [0, 1, 0], [1, 0, 0]]);
    expect(g[0].seats).toEqual(['random', 'greedy', 'pass']);
    expect(g[1].seats).toEqual(['greedy', 'pass', 'random']);
    expect(g[2].seats).toEqual(['pass', 'random', 'greedy']);
    expect(g[4].seats).toEqual(['random', 'greedy', 'easy']);
    expect(new Set([g[0].seed, g[1].seed, g[2].seed, g[4].seed]).size).toBe(1);
    expect(g[3].seed).not.toBe(g[0].seed);
    const two = [0, 1].map((k) => playTournamentGame(base, k));
    expect(two.map((x) => x.seats)).toEqual([['random', 'greedy'], ['greedy', 'random']]);
    expect(two[1].seed).toBe(two[0].seed);
  });

  it('refuses a bad field in one sentence', () => {
    expect(checkTournamentConfig({ ...base, bots: ['greedy', 'greedy', 'random'] })).toBe('Bot "greedy" is listed twice: every bot of a tournament must be different.');
    expect(checkTournamentConfig({ ...base, players: 4 })).toBe('A 4-player tournament needs at least 4 bots (got 3: random,greedy,pass).');
    expect(checkTournamentConfig({ ...base, bots: ['greedy', 'grandmaster'] })).toMatch(/^Unknown bot "grandmaster"/);
    expect(checkTournamentConfig(base)).toBeNull();
  });
});

describe('tournament ratings', () => {
  it('on a rigged field the bot that passes ranks last, its interval clear of the top one', async () => {
    const { games } = await runTournament(base, { jobs: 1, progress: false });
    const s = summarizeTournament(base, games, NO_PERF);
    expect(s.games).toBe(3 * 6 * 2);
    expect(s.bots.map((b) => b.bot)).toEqual(['greedy', 'random', 'pass']);
    const [top, , last] = s.bots;
    expect(last.rating95[1]).toBeLessThan(top.rating95[0]);
    expect(last.rating95[1]).toBeLessThan(s.bots[1].rating95[0]);
    for (const b of s.bots) expect(b.rating95[0] <= b.rating && b.rating <= b.rating95[1]).toBe(true);
    // Cross-table and paired differences agree with the ranking.
    expect(s.crossTable.bots).toEqual(['greedy', 'random', 'pass']);
    expect(s.crossTable.winRate[2][0]).toBe(0);
    expect(s.crossTable.comparisons[0][2]).toBe(12);
    // Pairs read better-rated minus worse-rated.
    expect(s.paired.map((p) => [p.a, p.b])).toEqual([['greedy', 'random'], ['greedy', 'pass'], ['random', 'pass']]);
    expect(s.paired.every((p) => p.mean > 0)).toBe(true);
    const passVsGreedy = s.paired.find((p) => p.a === 'greedy' && p.b === 'pass')!;
    expect(passVsGreedy.n).toBe(6);
    expect(passVsGreedy.mean95![0]).toBeGreaterThan(0);
    const text = formatTournament(s);
    expect(text.split('\n').slice(0, 2)).toEqual(['round-robin tournament, 2 players, seed 11.', '3 table(s) × 6 deal(s) × 2 seatings = 36 games.']);
    expect(Math.max(...text.split('\n').map((l) => l.length))).toBeLessThanOrEqual(80);
    expect(tournamentReport(s)).toContain('<svg');
  });

  it('prints five bots with long names within 80 columns', () => {
    const config: TournamentConfig = { ...base, bots: ['random', 'easy', 'medium', 'greedy', 'hard:iterations=200'], games: 2 };
    const games: TournamentGame[] = [];
    for (let g = 0; g < gameCount(config); g++) {
      const t = tables(config)[Math.floor(g / 4)];
      const seats = g % 2 === 0 ? t : [t[1], t[0]];
      const totals = seats.map((b) => 40 + 10 * config.bots.indexOf(config.bots[b]) + (g % 3));
      games.push({
        game: g, table: Math.floor(g / 4), deal: Math.floor(g / 2) % 2, seating: g % 2, seed: 1, seats: seats.map((b) => config.bots[b]),
        scores: totals.map((total, seat) => ({ seat, locations: 0, lords: total, allies: 0, monsters: 0, total, pearls: 0, rank: total === Math.max(...totals) ? 1 : 2 })),
        decisions: 100, turns: 30, thinkSeconds: [0, 0], seatDecisions: [50, 50],
        iterations: seats.map((b) => (b === 4 ? { decisions: 50, total: 10_000, min: 200, max: 200 } : null)),
      });
    }
    const s = summarizeTournament(config, games, NO_PERF);
    expect(s.bots.map((b) => b.bot)).toEqual(['hard:iterations=200', 'greedy', 'medium', 'easy', 'random']);
    const lines = formatTournament(s).split('\n');
    expect(lines).toContain('hard:iterations=200: 200.0 iterations/decision (min 200, max 200; n=800)');
    expect(lines.filter((l) => [...l].length > 80)).toEqual([]);
  });

  it('gives the same summary on one thread or two, and reports search iterations', async () => {
    const config: TournamentConfig = { ...base, bots: ['greedy', 'search:iterations=3:playoutDepth=8', 'pass'], format: 'gauntlet', games: 2 };
    const one = summarizeTournament(config, (await runTournament(config, { jobs: 1, progress: false })).games, NO_PERF);
    const two = summarizeTournament(config, (await runTournament(config, { jobs: 2, progress: false })).games, NO_PERF);
    expect(withoutPerf(two)).toEqual(withoutPerf(one));
    expect(one.tables).toEqual([['greedy', 'search:iterations=3:playoutDepth=8'], ['greedy', 'pass']]);
    const search = one.bots.find((b) => b.bot.startsWith('search'))!;
    expect([search.iterations!.mean, search.iterations!.min, search.iterations!.max]).toEqual([3, 3, 3]);
    expect(one.bots.find((b) => b.bot === 'greedy')!.iterations).toBeUndefined();
  });
});

describe('tournament journal', () => {
  it('resumes after a kill: every game exactly once, the same summary as an uninterrupted run', async () => {
    const config: TournamentConfig = { ...base, bots: ['random', 'greedy', 'search:iterations=6:playoutDepth=20'], games: 3, seed: 5 };
    const total = gameCount(config);
    const file = join(tmp(), 'games.jsonl');
    const args = [BIN, 'tournament', '--bots', config.bots.join(','), '--games', '3', '--seed', '5', '--jsonl', file, '--no-progress'];
    const child = spawn(process.execPath, args, { stdio: 'ignore' });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    // Wait for lines, not time: the header and two games.
    for (;;) {
      if (existsSync(file) && readFileSync(file, 'utf8').split('\n').length >= 4) break;
      if (child.exitCode !== null) throw new Error('the tournament ended before it could be killed');
      await new Promise((r) => setTimeout(r, 5));
    }
    child.kill('SIGKILL');
    await exited;
    const before = journalGames(file).length;
    expect(before).toBeGreaterThanOrEqual(2);
    expect(before).toBeLessThan(total);
    const out = execFileSync(process.execPath, [...args, '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const resumed = JSON.parse(out) as TournamentSummary;
    const games = journalGames(file);
    expect(games.map((g) => g.game).sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, k) => k));
    const uninterrupted = summarizeTournament(config, (await runTournament(config, { jobs: 1, progress: false })).games, NO_PERF);
    expect(withoutPerf(resumed)).toEqual(withoutPerf(uninterrupted));
  });

  it('drops a line cut short and plays that game again', async () => {
    const config: TournamentConfig = { ...base, games: 1 };
    const file = join(tmp(), 'games.jsonl');
    const first = await runTournament(config, { jobs: 1, progress: false, journal: file });
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    // Keep the header and two games, then half of the third line, as a kill mid-write leaves it.
    writeFileSync(file, `${lines.slice(0, 3).join('\n')}\n${lines[3].slice(0, 40)}`);
    let held = -1;
    const again = await runTournament(config, { jobs: 1, progress: false, journal: file, onResume: (n) => (held = n) });
    expect(held).toBe(2);
    expect(again.played).toBe(gameCount(config) - 2);
    expect(again.games).toEqual(first.games.map((g) => ({ ...g, thinkSeconds: again.games[g.game].thinkSeconds })));
    expect(journalGames(file).map((g) => g.game)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('refuses the journal of another configuration, or a file that is no journal, in one line', async () => {
    const dir = tmp();
    const file = join(dir, 'games.jsonl');
    await runTournament({ ...base, games: 1 }, { jobs: 1, progress: false, journal: file });
    const content = readFileSync(file, 'utf8');
    expect(() => readJournal(file, { ...base, games: 2 })).toThrow(JournalError);
    expect(() => readJournal(file, { ...base, games: 2, seed: 12 })).toThrow(
      `${file} is the journal of another tournament (--games 2 here, 1 in the journal; --seed 12 here, 11 in the journal): rerun with its settings to resume it, or give another --jsonl file.`,
    );
    const r = spawnSync(process.execPath, [BIN, 'tournament', '--bots', 'random,greedy,pass', '--games', '2', '--seed', '11', '--jsonl', file], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`abyss: ${file} is the journal of another tournament (--games 2 here, 1 in the journal): rerun with its settings to resume it, or give another --jsonl file.\n`);
    // Nothing was appended to the other tournament's journal.
    expect(readFileSync(file, 'utf8')).toBe(content);
    const other = join(dir, 'notes.txt');
    writeFileSync(other, 'hello\n');
    expect(() => readJournal(other, base)).toThrow(`${other} is not a tournament journal (its first line should name abyss-tournament-journal); give another --jsonl file.`);
    appendFileSync(file, '{"game":99}\n');
    expect(() => readJournal(file, { ...base, games: 1 })).toThrow(`${file}, line 8: its hash chain does not hold (a line was edited, moved or removed); the journal was altered.`);
  });
});
