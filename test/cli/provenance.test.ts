// Results say which engine made them, and a journal is resumed only as it was written.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeEngine, engineVersion, treeHash } from '../../src/cli/provenance.ts';
import { playSimGame, type SimConfig } from '../../src/cli/sim-core.ts';
import { runGames, summarize } from '../../src/cli/sim.ts';
import { readJournal } from '../../src/cli/tournament-journal.ts';
import { runTournament, summarizeTournament, formatTournament } from '../../src/cli/tournament.ts';
import type { TournamentConfig } from '../../src/cli/tournament-core.ts';
import { replayFile, type ReplayFile } from '../../src/cli/replay.ts';
import { playGame } from '../../src/cli/runner.ts';
import { createBot, parseBotSpec } from '../../src/bots/index.ts';

const BIN = fileURLToPath(new URL('../../bin/abyss.js', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const base: TournamentConfig = { format: 'round-robin', bots: ['random', 'greedy'], players: 2, games: 2, seed: 3, martialLaw: false, budget: {} };
const tmp = (): string => mkdtempSync(join(tmpdir(), 'abyss-provenance-'));

describe('engine version', () => {
  it('is the package version, the git commit when there is one, and hashes of src/engine and src/bots', () => {
    const v = engineVersion();
    expect(v.version).toBe((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version);
    expect(v.commit === null || /^[0-9a-f]{40}$/.test(v.commit)).toBe(true);
    expect(v.engine).toBe(treeHash(join(ROOT, 'src/engine')));
    expect(v.bots).toBe(treeHash(join(ROOT, 'src/bots')));
    expect(v.engine).toMatch(/^[0-9a-f]{64}$/);
    expect(describeEngine(v)).toBe(`abyss ${v.version} (${v.commit ? `commit ${v.commit.slice(0, 7)}, ` : ''}engine ${v.engine.slice(0, 8)}, bots ${v.bots.slice(0, 8)})`);
  });

  it('is recorded by sim summaries, tournament summaries and replay files', async () => {
    const config: SimConfig = { games: 2, players: 2, bots: ['random', 'greedy'], seed: 1, martialLaw: false, budget: {} };
    expect(summarize(config, await runGames(config, { jobs: 1, progress: false }), 1, 1).engine).toEqual(engineVersion());
    const play = await runTournament(base, { jobs: 1, progress: false });
    expect(summarizeTournament(base, play.games, { seconds: 1, jobs: 1, decisions: 1 }).engine).toEqual(engineVersion());
    const r = playGame({ seed: 2, players: 2 }, [createBot(parseBotSpec('random'), 1), createBot(parseBotSpec('random'), 2)]);
    expect((replayFile(r) as ReplayFile).engine).toEqual(engineVersion());
    expect(playSimGame(config, 0).scores).toHaveLength(2);
  });
});

describe('journal provenance and integrity', () => {
  async function journal(): Promise<{ file: string; lines: string[] }> {
    const file = join(tmp(), 'games.jsonl');
    await runTournament(base, { jobs: 1, progress: false, journal: file });
    return { file, lines: readFileSync(file, 'utf8').trim().split('\n') };
  }

  it('records the engine in its header; reads back its games', async () => {
    const { file, lines } = await journal();
    const header = JSON.parse(lines[0]) as { version: number; engine: unknown };
    expect(header.version).toBe(2);
    expect(header.engine).toEqual(engineVersion());
    expect(readJournal(file, base)!.games.size).toBe(4);
  });

  it('refuses a game line edited to "total":999, in one line', async () => {
    const { file, lines } = await journal();
    const edited = lines.slice();
    edited[2] = edited[2].replace(/"total":\d+/, '"total":999');
    expect(edited[2]).not.toBe(lines[2]);
    writeFileSync(file, `${edited.join('\n')}\n`);
    expect(() => readJournal(file, base)).toThrow(`${file}, line 3: its hash chain does not hold (a line was edited, moved or removed); the journal was altered.`);
    const r = spawnSync(process.execPath, [BIN, 'tournament', '--bots', 'random,greedy', '--games', '2', '--seed', '3', '--jsonl', file, '--resume'], { encoding: 'utf8' });
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 2, stderr: `abyss: ${file}, line 3: its hash chain does not hold (a line was edited, moved or removed); the journal was altered.\n` });
  });

  it('refuses reordered lines and an edited header', async () => {
    const { file, lines } = await journal();
    writeFileSync(file, `${[lines[0], lines[2], lines[1], ...lines.slice(3)].join('\n')}\n`);
    expect(() => readJournal(file, base)).toThrow(`${file}, line 2: its hash chain does not hold (a line was edited, moved or removed); the journal was altered.`);
    writeFileSync(file, `${[lines[0].replace('"seed":3', '"seed":4'), ...lines.slice(1)].join('\n')}\n`);
    expect(() => readJournal(file, { ...base, seed: 4 })).toThrow(`${file}, line 1: its hash chain does not hold (the line was edited); the journal was altered.`);
  });

  it('refuses to resume a journal made by another engine, naming both', async () => {
    const { file } = await journal();
    const other = { ...engineVersion(), engine: 'f'.repeat(64), commit: 'a'.repeat(40) };
    expect(() => readJournal(file, base, other)).toThrow(
      `${file} was made by ${describeEngine(engineVersion())}, and this is ${describeEngine(other)}: resuming would mix two engines' games; give another --jsonl file.`,
    );
  });

  it('refuses a version 1 journal (no engine recorded) in one line', () => {
    const file = join(tmp(), 'old.jsonl');
    writeFileSync(file, `${JSON.stringify({ format: 'abyss-tournament-journal', version: 1, config: base })}\n`);
    expect(() => readJournal(file, base)).toThrow(`${file} is a version 1 tournament journal, which records no engine version; this abyss resumes version 2 journals only: give another --jsonl file.`);
  });
});

describe('intervals on few deals', () => {
  it('a tournament of fewer than 20 deals says so, within 80 columns; 20 deals do not', async () => {
    const play = await runTournament(base, { jobs: 1, progress: false });
    const s = summarizeTournament(base, play.games, { seconds: 1, jobs: 1, decisions: 1 });
    expect(s.warnings).toEqual(['Warning: the rating and paired-difference intervals rest on 2 deals (fewer than 20): read them as rough, however narrow; play more --games.']);
    const text = formatTournament(s).split('\n');
    expect(text.filter((l) => [...l].length > 80)).toEqual([]);
    expect(text.join(' ')).toContain('rest on 2 deals (fewer than 20)');
    const twenty = { ...base, bots: ['pass', 'random'], games: 20 };
    const big = await runTournament(twenty, { jobs: 1, progress: false });
    expect(summarizeTournament(twenty, big.games, { seconds: 1, jobs: 1, decisions: 1 }).warnings).toEqual([]);
  });

  it('sim warns below 20 deals too', async () => {
    const config: SimConfig = { games: 4, players: 2, bots: ['random', 'pass'], seed: 1, martialLaw: false, budget: {} };
    expect(summarize(config, await runGames(config, { jobs: 1, progress: false }), 1, 1).warnings).toEqual(['Warning: the 95% intervals rest on 2 deals (fewer than 20): read them as rough, however narrow; play more --games.']);
    const forty: SimConfig = { ...config, games: 40 };
    expect(summarize(forty, await runGames(forty, { jobs: 1, progress: false }), 1, 1).warnings).toEqual([]);
  });
});
