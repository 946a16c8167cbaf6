// `--leviathan` and five players on the command line: sim, play, tournament and bench take the
// flag, refuse a fifth seat without it (with the engine's own sentence), deal every 5-player
// deal in every seating, and `abyss play` shows the Border, Wounds, slain Leviathans and the Scourge.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkOptions, newGame, viewFor, type GameState, type ScoreLine } from '../engine/mutable.ts';
import { runBench } from '../../src/cli/bench.ts';
import { renderBoard } from '../../src/cli/labels.ts';
import { scoreTable, runPlay } from '../../src/cli/play.ts';
import { loadResume } from '../../src/cli/resume.ts';
import { checkSimConfig, playerCountProblem, seatingFor, type SimConfig } from '../../src/cli/sim-core.ts';
import { formatSummary, runGames, summarize } from '../../src/cli/sim.ts';
import { canonicalConfig, configDifference } from '../../src/cli/tournament-journal.ts';
import { checkTournamentConfig, gameCount, locate, tableConfig, tables, type TournamentConfig } from '../../src/cli/tournament-core.ts';
import { makeRng } from '../../src/bots/rng.ts';

const BIN = fileURLToPath(new URL('../../bin/abyss.js', import.meta.url));
const FIVE_BOTS = ['random', 'greedy', 'pass', 'search:iterations=2', 'easy'];
const five: SimConfig = { games: 10, players: 5, bots: FIVE_BOTS, seed: 4, martialLaw: false, leviathan: true, budget: {} };
const tournament: TournamentConfig = {
  format: 'round-robin', bots: ['random', 'greedy', 'pass', 'easy', 'medium', 'hard'], players: 5, games: 2, seed: 1, martialLaw: false, leviathan: true, budget: {},
};
/** The engine's sentences, so that a change of its wording shows here as one change. */
const NEEDS_LEVIATHAN = checkOptions({ seed: 0, players: 5 })!.message;
const OUT_OF_RANGE = checkOptions({ seed: 0, players: 6, expansions: { leviathan: true } })!.message;

function abyss(args: string[]): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', input: '', timeout: 60_000 });
}

function expectRefusal(r: SpawnSyncReturns<string>, line: string): void {
  expect({ status: r.status, stderr: r.stderr, stdout: r.stdout }).toEqual({ status: 2, stderr: `abyss: ${line}\n`, stdout: '' });
}

describe('--leviathan and five players', () => {
  it('the engine words the refusals this file expects', () => {
    expect(NEEDS_LEVIATHAN).toBe('A fifth player needs the Leviathan expansion.');
    expect(OUT_OF_RANGE).toBe('Abyss is played by 2 to 4 players (5 with the Leviathan expansion).');
  });

  it('deals Leviathan tables, alone or with Kraken and De Profundis', () => {
    expect(seatingFor(five, 0).options.expansions).toEqual({ leviathan: true });
    expect(seatingFor({ ...five, kraken: true, deProfundis: true }, 0).options.expansions).toEqual({ deProfundis: true, kraken: true, leviathan: true });
    expect(seatingFor({ ...five, players: 2, bots: ['random', 'greedy'], leviathan: false }, 0).options.expansions).toBeUndefined();
    expect(checkSimConfig(five)).toBeNull();
    expect(checkSimConfig({ ...five, kraken: true, deProfundis: true })).toBeNull();
  });

  it('refuses a fifth seat without Leviathan, and a sixth with it, in the engine\'s words', () => {
    expect(playerCountProblem(5, {})).toBe(NEEDS_LEVIATHAN);
    expect(playerCountProblem(5, { leviathan: true })).toBeNull();
    expect(playerCountProblem(4, {})).toBeNull();
    expect(playerCountProblem(6, { leviathan: true })).toBe(OUT_OF_RANGE);
    expect(playerCountProblem(1, {})).toBe(OUT_OF_RANGE);
    expect(checkSimConfig({ ...five, leviathan: false })).toBe(NEEDS_LEVIATHAN);
    expect(checkTournamentConfig({ ...tournament, leviathan: false })).toBe(NEEDS_LEVIATHAN);
    expect(checkTournamentConfig(tournament)).toBeNull();
  });

  it('plays every 5-player deal in every seating: each bot once in each seat, one deal per 5 games', () => {
    const deals = [0, 1].map((deal) => Array.from({ length: 5 }, (_, seating) => seatingFor(five, deal * 5 + seating)));
    for (const games of deals) {
      // One deal: the same seed for its 5 games, the 5 seatings a Latin square of the bots.
      expect(new Set(games.map((g) => g.options.seed)).size).toBe(1);
      for (let seat = 0; seat < 5; seat++) expect(games.map((g) => g.seats[seat]).sort()).toEqual([...FIVE_BOTS].sort());
      for (const g of games) expect([...g.seats].sort()).toEqual([...FIVE_BOTS].sort());
      expect(games.map((g) => g.options.players)).toEqual([5, 5, 5, 5, 5]);
    }
    expect(deals[0][0].options.seed).not.toBe(deals[1][0].options.seed);
    // 12 games cannot be split into deals of 5.
    expect(checkSimConfig({ ...five, games: 12 })).toBe('12 games cannot be split into deals of 5 games (every deal is played once in each seating): use 10 or 15.');
  });

  it('makes 5-player tournament tables, each played in every seating', () => {
    // Round robin of 6 bots at 5 seats: the 6 ways to leave one out.
    expect(tables(tournament)).toEqual([[0, 1, 2, 3, 4], [0, 1, 2, 3, 5], [0, 1, 2, 4, 5], [0, 1, 3, 4, 5], [0, 2, 3, 4, 5], [1, 2, 3, 4, 5]]);
    expect(gameCount(tournament)).toBe(6 * 2 * 5);
    expect(locate(tournament, 17)).toEqual({ table: 1, deal: 1, seating: 2 });
    expect(tableConfig(tournament, 5)).toMatchObject({ games: 10, players: 5, bots: ['greedy', 'pass', 'easy', 'medium', 'hard'], leviathan: true });
    expect(canonicalConfig(tournament).leviathan).toBe(true);
    expect(canonicalConfig({ ...tournament, leviathan: false }).leviathan).toBeUndefined();
    expect(configDifference({ ...tournament, leviathan: false }, tournament)).toBe('--leviathan none here, true in the journal');
  });

  it('refuses --players 5 without --leviathan in one line, exit 2, for sim, play, tournament and bench', () => {
    expectRefusal(abyss(['sim', '--bots', FIVE_BOTS.join(','), '--players', '5', '--games', '5', '--no-progress']), NEEDS_LEVIATHAN);
    expectRefusal(abyss(['play', '--players', '5']), NEEDS_LEVIATHAN);
    expectRefusal(abyss(['tournament', '--bots', tournament.bots.join(','), '--players', '5', '--no-progress']), NEEDS_LEVIATHAN);
    expectRefusal(abyss(['bench', '--players', '5', '--seconds', '0.01']), NEEDS_LEVIATHAN);
    // Six is out of range for every command, with or without the flag (commander's own check).
    const six = abyss(['sim', '--bots', 'random', '--players', '6', '--leviathan']);
    expect({ status: six.status, stderr: six.stderr }).toEqual({ status: 1, stderr: "abyss: option '-p, --players <n>' argument '6' is invalid. --players must be an integer from 2 to 5. (see --help)\n" });
    // --resume takes its options from the file: --leviathan beside it is refused.
    const resume = abyss(['play', '--resume', 'x.json', '--leviathan']);
    expect(resume.status).not.toBe(0);
    expect(resume.stderr).toMatch(/^abyss: option '--resume <file>' cannot be used with option '--leviathan'/);
  });
});

/** A 3-player base game given a Leviathan table by hand (the arrivals are another helper's engine work). */
function leviathanTable(): GameState {
  const s = newGame({ seed: 2, players: 3, startSeat: 0, names: ['Ann', 'Bob', 'Cy'] });
  // The view shows the Leviathan's part only where the options turn it on (its view hook).
  s.options = { ...s.options, expansions: { ...s.options.expansions, leviathan: true } };
  s.leviathan = {
    deck: [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16],
    discard: [17],
    border: [null, null, null, { id: 0, beaten: 1 }, null, { id: 4, beaten: 0 }, null, null, { id: 19, beaten: 0 }],
    tokens: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16],
    tokenDiscard: [17, 18],
    scourge: 1,
  };
  s.players.forEach((p) => {
    p.wounds = 0;
    p.slain = [];
  });
  s.players[0].wounds = 2;
  s.players[1].slain = [3, 18];
  return s;
}

describe('abyss play: the Leviathan table in text', () => {
  it('shows the Border space by space, the deck, the tokens left, the Scourge, Wounds and slain Leviathans', () => {
    const board = renderBoard(viewFor(leviathanTable(), 0));
    const lines = board.split('\n');
    const at = lines.indexOf('Border:');
    expect(lines.slice(at, at + 11)).toEqual([
      'Border:',
      '  2-3: —',
      '  4: —',
      '  5: —',
      '  6: Jellyfish [3→1 ✓] 7→2 5→1 (−3 Allies)',
      '  7: —',
      '  8: Shellfish 4→1 6→2 5→1 (−3 Pearls)',
      '  9: —',
      '  10: —',
      '  11-12: Crab-only 7→1 (2 Wounds)',
      'Leviathan deck 12 (discard 1) · Leviathan Monster tokens 17 · Scourge: Bob',
    ]);
    expect(lines).toContain('    2 Wounds (-2 IP) · slain: none');
    expect(lines).toContain('    0 Wounds (0 IP) · slain: Jellyfish 6, Crab-only 9 — holds the Scourge (+5 IP)');
    expect(lines.filter((l) => l.includes('Wound'))).toHaveLength(3 + 1);
    const fr = renderBoard(viewFor(leviathanTable(), 1), 'fr').split('\n');
    expect(fr).toContain('  6: Méduse [3→1 ✓] 7→2 5→1 (−3 Alliés)');
    expect(fr).toContain('Pioche de Léviathans 12 (défausse 1) · jetons Monstre Léviathan 17 · Fléau : vous');
    expect(fr).toContain('    0 Blessures (0 PI) · tués : Méduse 6, Crabes seulement 9 — détient le Fléau (+5 PI)');
    // The deck's and the tokens' order are hidden: a twin that differs only there prints the same board.
    const twin = leviathanTable();
    twin.leviathan!.deck.reverse();
    twin.leviathan!.tokens.reverse();
    expect(renderBoard(viewFor(twin, 0))).toBe(board);
    // The Border replaces the Threat track: no Threat line, only the final round when it comes.
    expect(lines[0]).toBe('Court:');
    const last = leviathanTable();
    last.lastSeat = 2;
    expect(renderBoard(viewFor(last, 0)).split('\n')[0]).toBe('— FINAL ROUND —');
    expect(renderBoard(viewFor(last, 0), 'fr').split('\n')[0]).toBe('— DERNIER TOUR —');
    // A base game shows none of it, and its Threat.
    const base = renderBoard(viewFor(newGame({ seed: 2, players: 3, startSeat: 0 }), 0));
    expect(base).not.toMatch(/Border|Leviathan|Wound|Scourge/);
    expect(base.split('\n')[0]).toBe('Threat 1/6');
  });

  it('adds the Leviathan column (the Scourge and the Wounds) to the final score sheet', () => {
    const line = (seat: number, total: number, rank: number, leviathan?: number): ScoreLine => ({
      seat, total, rank, locations: 0, lords: total, allies: 0, monsters: 0, pearls: 0, ...(leviathan !== undefined ? { leviathan } : {}),
    }) as ScoreLine;
    const table = scoreTable({ scores: [line(0, 30, 2, -2), line(1, 40, 1, 5)] } as Parameters<typeof scoreTable>[0], ['Ann', 'Bob']);
    const rows = table.split('\n').filter((l) => l.startsWith('│ 1 ') || l.startsWith('│ 2 '));
    expect(rows).toEqual([
      '│ 1    │ Bob    │ 40    │ 0      │ 40    │ 0      │ 0       │ 0      │ 5       │',
      '│ 2    │ Ann    │ 30    │ 0      │ 30    │ 0      │ 0       │ 0      │ -2      │',
    ]);
    expect(table.split('\n')[1]).toBe('│ rank │ player │ total │ Locati │ Lords │ Allies │ Monster │ Pearls │ Leviath │');
    expect(scoreTable({ scores: [line(0, 30, 1)] } as Parameters<typeof scoreTable>[0], ['Ann'])).not.toContain('Leviath');
  });
});

// These play Leviathan games: they need the engine's Border and fights (helpers "border" and
// "fight"); before that merge a Leviathan game stops at its first arrival ("not built yet").
describe('needs the Leviathan engine: 5-player Leviathan games to the end', () => {
  it('sim plays 5-player Leviathan games, every bot in every seat, and says Leviathan', async () => {
    const config: SimConfig = { ...five, games: 5, bots: ['random', 'greedy', 'random', 'greedy', 'random'] };
    const records = await runGames(config, { jobs: 1, progress: false });
    expect(records).toHaveLength(5);
    for (const r of records) {
      expect(r.scores).toHaveLength(5);
      expect(r.scores.every((l) => l.leviathan !== undefined)).toBe(true);
    }
    const summary = summarize(config, records, 1, 1);
    expect(summary.config.leviathan).toBe(true);
    expect(formatSummary(summary)).toMatch(/^5 games, 5 players, seed 4, Leviathan; seats rotate/);
    expect(formatSummary(summary)).toMatch(/│ Leviathan │/);
  });

  it('play: a 5-player Leviathan game in the terminal, the Border shown', async () => {
    const printed: string[] = [];
    const rng = makeRng(8);
    const result = await runPlay(
      { players: 5, bots: ['greedy', 'random', 'greedy', 'random'], seat: 0, seed: 31, martialLaw: false, leviathan: true, threads: 1, budget: {}, name: 'Tester' },
      { print: (t) => printed.push(t), choose: async (_m, choices) => choices[rng.int(choices.length)].value },
    );
    expect(result.scores).toHaveLength(5);
    const text = printed.join('\n');
    expect(text).toMatch(/^Border:$/m);
    // No Threat track in a Leviathan game: neither the board nor the exploring line speaks of it.
    expect(text).not.toMatch(/Threat \d/);
    expect(text).toMatch(/^Track: .*\. You have \d+ Pearls?; hand /m);
    expect(text).toMatch(/Final scores:\n[^\n]*\n│ rank [^\n]*│ Leviath/);
  });

  it('play --resume goes on with a saved 5-player Leviathan game', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'abyss-leviathan-resume-')), 'game.json');
    const config = { players: 5, bots: ['greedy', 'random', 'greedy', 'random'], seat: 0, seed: 31, martialLaw: false, leviathan: true, threads: 1, budget: {}, name: 'Tester', save: file };
    const rng = makeRng(3);
    let asked = 0;
    const quitting = {
      print: () => {},
      choose: async (_m: string, choices: { value: number }[]) => {
        if (++asked > 10) throw Object.assign(new Error('User force closed the prompt'), { name: 'ExitPromptError' });
        return choices[rng.int(choices.length)].value;
      },
    };
    await expect(runPlay(config, quitting)).rejects.toThrow('User force closed the prompt');
    const resumed = loadResume(file);
    expect(resumed.state.players).toHaveLength(5);
    const result = await runPlay({ ...config, players: 2, bots: ['greedy', 'random', 'greedy', 'random'], leviathan: false, resume: resumed },
      { print: () => {}, choose: async (_m, choices) => choices[rng.int(choices.length)].value });
    expect(result.scores).toHaveLength(5);
  });

  it('bench measures Leviathan games, and only them at five seats', () => {
    const names = runBench(0.02, 5, 2, false, true).map((l) => l.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.startsWith('Leviathan: '))).toBe(true);
  });
});
