// Every error of the command line is one line on stderr with a non-zero exit, never a stack
// trace, and output paths are checked before any game is played.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { SimSummary } from '../../src/cli/sim.ts';

const BIN = fileURLToPath(new URL('../../bin/abyss.js', import.meta.url));
const PKG = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
const dir = mkdtempSync(join(tmpdir(), 'abyss-errors-'));

/** Runs the command with piped (non-terminal) input, as a script or CI would. */
function abyss(args: string[], nodeArgs: string[] = [], env: Record<string, string> = {}): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [...nodeArgs, BIN, ...args], { encoding: 'utf8', input: '', env: { ...process.env, ...env }, timeout: 60_000 });
}

function expectRefusal(r: SpawnSyncReturns<string>, line: string, status = 2): void {
  expect({ status: r.status, stderr: r.stderr, stdout: r.stdout }).toEqual({ status, stderr: `abyss: ${line}\n`, stdout: '' });
}

const SIM = ['sim', '--bots', 'random,random', '--games', '2', '--no-progress'];

describe('abyss: one line per error', () => {
  it('--version prints the version of package.json', () => {
    const r = abyss(['--version']);
    expect({ status: r.status, stdout: r.stdout }).toEqual({ status: 0, stdout: `${PKG.version}\n` });
  });

  it('sim --report and --out into a folder that does not exist are refused before playing', () => {
    const missing = join(dir, 'no-such-folder');
    expectRefusal(abyss([...SIM, '--report', join(missing, 'r.html')]), `--report ${join(missing, 'r.html')}: the folder ${missing} does not exist.`);
    expectRefusal(abyss([...SIM, '--out', join(missing, 'r.json')]), `--out ${join(missing, 'r.json')}: the folder ${missing} does not exist.`);
  });

  it('sim --save-dir on an existing file is refused', () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, 'x');
    expectRefusal(abyss([...SIM, '--save-dir', file]), `--save-dir ${file}: a file of that name exists; give a folder.`);
  });

  it('sim refuses counts beyond their bounds', () => {
    expectRefusal(abyss(['sim', '--bots', 'random,random', '--games', '1e15']), 'Too many games: 1000000000000000 (at most 1,000,000 per run).');
    expectRefusal(abyss(['sim', '--bots', 'search:iterations=2000000,random', '--games', '2']), 'Too many search iterations in bot "search:iterations=2000000": 2000000 (at most 1,000,000 per decision).');
    expectRefusal(abyss(['sim', '--bots', 'search,random', '--games', '2', '--iterations', '1e7']), 'Too many search iterations in the command line: 10000000 (at most 1,000,000 per decision).');
  });

  it('sim refuses a number of games that leaves a deal in some seatings only', () => {
    expectRefusal(abyss(['sim', '--bots', 'random,random', '--games', '3']), '3 games cannot be split into deals of 2 games (every deal is played once in each seating): use 2 or 4.');
    expectRefusal(abyss(['sim', '--bots', 'random,random,random', '--players', '3', '--games', '1']), '1 games cannot be split into deals of 3 games (every deal is played once in each seating): use 3.');
  });

  it('a malformed option is one line too', () => {
    const r = abyss(['sim', '--bots', 'random,random', '--games', 'x']);
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 1, stderr: "abyss: option '-g, --games <n>' argument 'x' is invalid. --games must be an integer from 1. (see --help)\n" });
  });

  it('play --save into a missing folder is refused before the game', () => {
    const file = join(dir, 'missing', 'game.json');
    expectRefusal(abyss(['play', '--save', file]), `--save ${file}: the folder ${join(dir, 'missing')} does not exist.`);
  });

  it('play without a terminal asks for one', () => {
    expectRefusal(abyss(['play', '--seed', '3']), 'play needs an interactive terminal (its standard input is not a terminal).');
  });

  it('an unexpected error is one line and exit 1; ABYSS_DEBUG=1 adds the stack', () => {
    // Standard output that fails as the summary is written: nothing in the command expects it.
    const broken = ['--import', 'data:text/javascript,process.stdout.write=()=>{throw new Error("disk on fire\\nreally")}'];
    const r = abyss([...SIM, '--json'], broken);
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 1, stderr: 'abyss: disk on fire really\n' });
    const debug = abyss([...SIM, '--json'], broken, { ABYSS_DEBUG: '1' });
    const lines = debug.stderr.split('\n');
    expect(debug.status).toBe(1);
    expect(lines[0]).toBe('abyss: disk on fire really');
    expect(lines[1]).toBe('Error: disk on fire');
    expect(lines.slice(2).some((l) => l.trimStart().startsWith('at '))).toBe(true);
  });
});

describe('abyss: output files', () => {
  it('sim --out writes the JSON summary to a file that parses (no npm banner in it)', () => {
    const out = join(dir, 'summary.json');
    const r = abyss(['sim', '--bots', 'greedy,random', '--games', '4', '--seed', '21', '--no-progress', '--out', out]);
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n').at(-2)).toBe(`JSON summary written to ${out}`);
    const summary = JSON.parse(readFileSync(out, 'utf8')) as SimSummary;
    expect(summary.config).toEqual({ games: 4, players: 2, bots: ['greedy', 'random'], seed: 21, martialLaw: false, budget: {} });
    expect(summary.bots.map((b) => b.games)).toEqual([4, 4]);
  });

  it('bench --profile writes a V8 CPU profile', () => {
    const file = join(dir, 'bench.cpuprofile');
    const r = abyss(['bench', '--seconds', '0.05', '--iterations', '2', '--profile', file]);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe(`CPU profile written to ${file} (open it in Chrome DevTools, Performance tab, or speedscope).\n`);
    const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: { callFrame: { functionName: string } }[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };
    expect(profile.nodes.length).toBeGreaterThan(1);
    expect(profile.samples.length).toBe(profile.timeDeltas.length);
    expect(profile.samples.length).toBeGreaterThan(0);
    expect(profile.endTime).toBeGreaterThan(profile.startTime);
    expect(profile.nodes.some((n) => n.callFrame.functionName === 'runBench')).toBe(true);
  });

  it('bench --profile into a missing folder is refused before measuring', () => {
    const file = join(dir, 'nowhere', 'b.cpuprofile');
    expectRefusal(abyss(['bench', '--profile', file]), `--profile ${file}: the folder ${join(dir, 'nowhere')} does not exist.`);
  });
});
