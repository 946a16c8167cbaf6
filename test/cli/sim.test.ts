import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSimConfig, seatingFor, type SimConfig } from '../../src/cli/sim-core.ts';
import { runGames, summarize, type SimSummary } from '../../src/cli/sim.ts';
import { htmlReport } from '../../src/cli/report.ts';
import { wilson } from '../../src/cli/stats.ts';
import { verifyReplay } from '../../src/cli/replay.ts';

const BIN = fileURLToPath(new URL('../../bin/abyss.js', import.meta.url));
const config: SimConfig = { games: 4, players: 2, bots: ['greedy', 'search:iterations=3:playoutDepth=8'], seed: 9, martialLaw: false, budget: {} };

function withoutPerf(s: SimSummary): Omit<SimSummary, 'perf'> {
  const { perf: _perf, ...rest } = s;
  return rest;
}

describe('abyss sim', () => {
  it('rotates seats so that every bot plays every seat on the same deal', () => {
    const a = seatingFor({ ...config, players: 3, bots: ['a', 'b', 'c'] }, 0);
    const b = seatingFor({ ...config, players: 3, bots: ['a', 'b', 'c'] }, 1);
    const c = seatingFor({ ...config, players: 3, bots: ['a', 'b', 'c'] }, 3);
    expect(a.seats).toEqual(['a', 'b', 'c']);
    expect(b.seats).toEqual(['b', 'c', 'a']);
    expect(b.options.seed).toBe(a.options.seed);
    expect(c.options.seed).not.toBe(a.options.seed);
  });

  it('checks its configuration', () => {
    expect(checkSimConfig({ ...config, bots: ['greedy'] })).toMatch(/one bot per seat/);
    expect(checkSimConfig({ ...config, bots: ['greedy', 'grandmaster'] })).toMatch(/Unknown bot/);
    expect(checkSimConfig(config)).toBeNull();
  });

  it('is reproducible: the same seed gives the same summary, on one thread or two', async () => {
    const one = summarize(config, await runGames(config, { jobs: 1, progress: false }), 1, 1);
    const again = summarize(config, await runGames(config, { jobs: 1, progress: false }), 2, 1);
    const threads = summarize(config, await runGames(config, { jobs: 2, progress: false }), 3, 2);
    expect(withoutPerf(again)).toEqual(withoutPerf(one));
    expect(withoutPerf(threads)).toEqual(withoutPerf(one));
    expect(one.bots.map((b) => b.games)).toEqual([4, 4]);
    expect(one.seats.every((s) => s.byBot.every((b) => b.games === 2))).toBe(true);
    expect(htmlReport(one)).toContain('<svg');
  });

  it('prints the same JSON twice from the command line', () => {
    const args = [BIN, 'sim', '--bots', 'greedy,random', '--games', '4', '--seed', '21', '--json', '--no-progress'];
    const run = (): Omit<SimSummary, 'perf'> => withoutPerf(JSON.parse(execFileSync(process.execPath, args, { encoding: 'utf8' })) as SimSummary);
    const a = run();
    expect(run()).toEqual(a);
    expect(a.config.games).toBe(4);
    expect(a.bots[0].winRate95[0]).toBeLessThanOrEqual(a.bots[0].winRate);
  });

  it('saves every game as a replay file that verifies', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'abyss-sim-'));
    await runGames({ ...config, bots: ['greedy', 'random'], games: 2, saveDir: dir }, { jobs: 1, progress: false });
    const files = readdirSync(dir).sort();
    expect(files).toEqual(['game-00000.json', 'game-00001.json']);
    for (const f of files) expect(verifyReplay(JSON.parse(readFileSync(join(dir, f), 'utf8'))).ok).toBe(true);
  });

  it('computes Wilson intervals', () => {
    const [lo, hi] = wilson(95, 100);
    expect(lo).toBeCloseTo(0.8883, 3);
    expect(hi).toBeCloseTo(0.9785, 3);
    expect(wilson(0, 10)[0]).toBe(0);
  });
});
