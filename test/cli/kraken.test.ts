// `--kraken` on the command line: sim, play, tournament and bench play the Kraken expansion,
// their reports say so, and `abyss play` shows Nebulis, the Kraken figure, Loot and Sentinels.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCATION, LORD, newGame, viewFor } from '../engine/mutable.ts';
import { runBench } from '../../src/cli/bench.ts';
import { renderBoard } from '../../src/cli/labels.ts';
import { runPlay } from '../../src/cli/play.ts';
import { verifyReplay } from '../../src/cli/replay.ts';
import { checkSimConfig, seatingFor, type SimConfig } from '../../src/cli/sim-core.ts';
import { formatSummary, runGames, summarize, type SimSummary } from '../../src/cli/sim.ts';
import { canonicalConfig, configDifference } from '../../src/cli/tournament-journal.ts';
import { tableConfig, type TournamentConfig } from '../../src/cli/tournament-core.ts';
import { makeRng } from '../../src/bots/rng.ts';

const BIN = fileURLToPath(new URL('../../bin/abyss.js', import.meta.url));
const config: SimConfig = { games: 2, players: 2, bots: ['greedy', 'random'], seed: 3, martialLaw: false, kraken: true, budget: {} };

describe('--kraken', () => {
  it('deals Kraken tables in sim and tournament, alone or with De Profundis', () => {
    expect(seatingFor(config, 0).options.expansions).toEqual({ kraken: true });
    expect(seatingFor({ ...config, deProfundis: true }, 0).options.expansions).toEqual({ deProfundis: true, kraken: true });
    expect(seatingFor({ ...config, kraken: false }, 0).options.expansions).toBeUndefined();
    expect(checkSimConfig(config)).toBeNull();
    const t: TournamentConfig = { format: 'round-robin', bots: ['random', 'greedy'], players: 2, games: 1, seed: 1, martialLaw: false, kraken: true, budget: {} };
    expect(tableConfig(t, 0).kraken).toBe(true);
    expect(canonicalConfig(t).kraken).toBe(true);
    expect(canonicalConfig({ ...t, kraken: false }).kraken).toBeUndefined();
    // A journal of a Kraken tournament is not resumed as a base one, nor the other way round.
    expect(configDifference({ ...t, kraken: false }, t)).toBe('--kraken none here, true in the journal');
    expect(configDifference(t, { ...t, kraken: false })).toBe('--kraken true here, none in the journal');
  });

  it('plays a short Kraken simulation to the end; the summary and its replays say Kraken', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'abyss-kraken-sim-'));
    const records = await runGames({ ...config, saveDir: dir }, { jobs: 1, progress: false });
    expect(records).toHaveLength(2);
    for (const r of records) expect(r.scores.every((l) => l.nebulis !== undefined)).toBe(true);
    const summary = summarize(config, records, 1, 1);
    expect(summary.config.kraken).toBe(true);
    expect(formatSummary(summary)).toMatch(/^2 games, 2 players, seed 3, Kraken; seats rotate/);
    // The IP lost to Nebulis and the figure, per bot (0 or less).
    expect(summary.bots.every((b) => b.meanBySource.nebulis! <= 0)).toBe(true);
    expect(formatSummary(summary)).toMatch(/Monsters │ Pearls │ Nebulis │/);
    const file = JSON.parse(readFileSync(join(dir, 'game-00000.json'), 'utf8'));
    expect(file.options.expansions).toEqual({ kraken: true });
    expect(verifyReplay(file).ok).toBe(true);
  });

  it('takes the flag from the command line', () => {
    const out = execFileSync(process.execPath, [BIN, 'sim', '--bots', 'greedy,random', '--games', '2', '--seed', '5', '--kraken', '--json', '--no-progress'], { encoding: 'utf8' });
    const s = JSON.parse(out) as SimSummary;
    expect(s.config.kraken).toBe(true);
    expect(s.bots.map((b) => b.games)).toEqual([2, 2]);
  });

  it('plays a Kraken game in the terminal against bots, to the score sheet with its Nebulis column', async () => {
    const save = join(mkdtempSync(join(tmpdir(), 'abyss-kraken-play-')), 'game.json');
    const printed: string[] = [];
    const rng = makeRng(8);
    const result = await runPlay(
      { players: 3, bots: ['greedy', 'random'], seat: 0, seed: 31, martialLaw: false, kraken: true, threads: 1, budget: {}, name: 'Tester', save },
      { print: (t) => printed.push(t), choose: async (_m, choices) => choices[rng.int(choices.length)].value },
    );
    const text = printed.join('\n');
    expect(result.scores).toHaveLength(3);
    expect(text).toMatch(/Kraken figure: /);
    expect(text).toMatch(/Nebulis: \d+/);
    expect(text).toMatch(/Sentinels: /);
    expect(text).toMatch(/Final scores:\n[^\n]*\n│ rank [^\n]*│ Nebulis │/);
    const outcome = verifyReplay(JSON.parse(readFileSync(save, 'utf8')));
    expect(outcome.ok && outcome.over).toBe(true);
  });

  it('shows Nebulis, the figure, Loot on Locations, the Loot discard, Sentinels and Kraken Allies in hand', () => {
    const s = newGame({ seed: 2, players: 2, startSeat: 0, names: ['Ann', 'Bob'], expansions: { kraken: true } });
    s.players[1].nebulis = 3;
    s.players[0].nebulis = 1;
    s.kraken!.figure = 1;
    s.players[0].locations.push({ id: LOCATION.megalodon, lords: [], loot: [0, 5] });
    s.kraken!.lootDiscard.push(24);
    s.kraken!.sentinels.push({ lord: LORD.watcher, seat: 1, zone: 'council', target: 2 });
    s.players[0].hand.push(71, 77);
    const board = renderBoard(viewFor(s, 0));
    expect(board).toContain('Kraken figure: Bob · Loot deck 25 (discard: 7)');
    expect(board).toMatch(/Sentinels: The Watcher \(Bob\) guards seahorse stack \(\d+ cards?\)/);
    expect(board).toContain('The Megalodon {Loot 3+4}');
    expect(board).toContain('    Nebulis: 3 — holds the Kraken figure (−5 IP)');
    expect(board).toContain('    Nebulis: 1\n');
    expect(board).toMatch(/Your hand: .*Kraken 2 4$/);
    const fr = renderBoard(viewFor(s, 0), 'fr');
    expect(fr).toContain('Figurine du Kraken : Bob · pioche de Butin 25 (défausse : 7)');
    expect(fr).toContain('Nébulis : 3 — détient la figurine du Kraken (−5 PI)');
    // A base game shows none of it.
    const base = renderBoard(viewFor(newGame({ seed: 2, players: 2, startSeat: 0 }), 0));
    expect(base).not.toMatch(/Kraken|Nebulis|Sentinel|Loot/);
  });

  it('benchmarks Kraken games beside the base game', () => {
    const lines = runBench(0.02, 2, 2, true);
    const names = lines.map((l) => l.name);
    expect(names).toContain('random playouts (fast path, no log)');
    expect(names).toContain('Kraken: random playouts (fast path, no log)');
    expect(names.some((n) => n.startsWith('Kraken: search'))).toBe(true);
    expect(runBench(0.02, 2, 2).some((l) => l.name.startsWith('Kraken'))).toBe(false);
  });
});
