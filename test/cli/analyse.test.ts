// `abyss analyse`: the same analysis as the library's, in JSON, and a report in words.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyseGame, type GameAnalysis } from '../../src/analysis/analyse.ts';
import { createGreedyBot } from '../../src/bots/greedy.ts';
import { replayFile } from '../../src/cli/replay.ts';
import { playGame } from '../../src/cli/runner.ts';

const BIN = fileURLToPath(new URL('../../bin/abyss.js', import.meta.url));
const game = playGame({ seed: 21, players: 2, startSeat: 0 }, [createGreedyBot(1, { noise: 2 }), createGreedyBot(2)]);
const file = join(mkdtempSync(join(tmpdir(), 'abyss-analyse-')), 'game.json');
writeFileSync(file, JSON.stringify(replayFile(game)));

describe('abyss analyse', () => {
  it('prints the analysis of the chosen seat as JSON, the same as the library', () => {
    const out = execFileSync('node', [BIN, 'analyse', file, '--seat', '2', '--iterations', '8', '--samples', '2', '--seed', '3', '--json'], { encoding: 'utf8' });
    const printed = JSON.parse(out) as GameAnalysis & { sentences: { index: number; sentence: string }[] };
    const expected = analyseGame({ options: game.options, actions: game.actions, seat: 1 }, { iterations: 8, samples: 2, seed: 3 })!;
    const { sentences, ...analysis } = printed;
    expect(analysis).toEqual(expected);
    expect(sentences.map((s) => s.index)).toEqual(expected.marks.map((i) => expected.decisions[i].index));
  });

  it('reports in French, and refuses a seat the game does not have', () => {
    const fr = execFileSync('node', [BIN, 'analyse', file, '--iterations', '4', '--samples', '1', '--lang', 'fr'], { encoding: 'utf8' });
    expect(fr).toMatch(/^Siège 1 : \d+ décisions analysées en/);
    expect(fr).toContain('Score espéré au fil de la partie :');
    const bad = spawnSync('node', [BIN, 'analyse', file, '--seat', '3'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--seat 3: this game has 2 players.');
  });
});
