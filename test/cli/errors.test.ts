// Every error of the command line is one line on stderr with a non-zero exit, never a stack
// trace, and output paths are checked before any game is played.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
    expectRefusal(abyss(['sim', '--bots', 'random,random', '--games', '1000000000000000']), 'Too many games: 1000000000000000 (at most 1,000,000 per run).');
    expectRefusal(abyss(['sim', '--bots', 'search:iterations=2000000,random', '--games', '2']), 'Too many search iterations in bot "search:iterations=2000000": 2000000 (at most 1,000,000 per decision).');
    expectRefusal(abyss(['sim', '--bots', 'search,random', '--games', '2', '--iterations', '10000000']), 'Too many search iterations in the command line: 10000000 (at most 1,000,000 per decision).');
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

describe('abyss: the same setting is checked the same way everywhere (issue 25)', () => {
  it('a bot parameter out of its range is refused like the flag', () => {
    expectRefusal(abyss(['sim', '--bots', 'search:iterations=0,random', '--games', '2']), 'Bad bot parameter "iterations=0" in "search:iterations=0": iterations is a whole number of iterations from 1.');
    expectRefusal(abyss(['sim', '--bots', 'greedy:epsilon=5,random', '--games', '2']), 'Bad bot parameter "epsilon=5" in "greedy:epsilon=5": epsilon is a probability from 0 to 1.');
    expectRefusal(abyss(['tournament', '--bots', 'search:iterations=0,random', '--games', '2']), 'Bad bot parameter "iterations=0" in "search:iterations=0": iterations is a whole number of iterations from 1.');
  });

  it('counts are decimal integers: --games 0x2 is refused', () => {
    const r = abyss(['sim', '--bots', 'random,random', '--games', '0x2']);
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 1, stderr: "abyss: option '-g, --games <n>' argument '0x2' is invalid. --games must be an integer from 1. (see --help)\n" });
  });

  it('an unknown agent parameter is refused, not taken for a command', () => {
    expectRefusal(abyss(['sim', '--bots', 'ext:depth=3:python3,random', '--games', '2']), 'Unknown agent parameter "depth" in "ext:depth=3:python3": the parameters are timeoutMs, startMs, fallback, name, protocol (docs/agent-protocol.md); the command comes after them.');
  });

  it('play and sim refuse --seed -1 alike', () => {
    const play = abyss(['play', '--seed', '-1']);
    const sim = abyss(['sim', '--bots', 'random,random', '--seed', '-1']);
    expect({ status: play.status, stderr: play.stderr }).toEqual({ status: 1, stderr: "abyss: option '-s, --seed <seed>' argument '-1' is invalid. --seed must be an integer from 0 or 32 to 64 lowercase hex digits. (see --help)\n" });
    expect({ status: sim.status, stderr: sim.stderr }).toEqual({ status: 1, stderr: "abyss: option '-s, --seed <n>' argument '-1' is invalid. --seed must be an integer from 0. (see --help)\n" });
  });

  it('bench --seconds 0 says the number must be above 0', () => {
    const r = abyss(['bench', '--seconds', '0']);
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 1, stderr: "abyss: option '--seconds <s>' argument '0' is invalid. --seconds must be a number of seconds above 0 and at most 600. (see --help)\n" });
  });

  it('Leviathan summaries say Martial Law is played', () => {
    const r = abyss(['sim', '--bots', 'random,random', '--games', '2', '--leviathan', '--json', '--no-progress']);
    expect(r.status).toBe(0);
    expect((JSON.parse(r.stdout) as SimSummary).config.martialLaw).toBe(true);
  });

  it('replay of a binary file is refused without printing its bytes', () => {
    const file = join(dir, 'binary.bin');
    writeFileSync(file, Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x00, 0x1b, 0x5b, 0x32, 0x4a]));
    expectRefusal(abyss(['replay', file]), `${file} is not a replay file: it holds binary data, not JSON text.`);
    const text = join(dir, 'notes.txt');
    writeFileSync(text, 'hello\u001b[2J\n');
    expectRefusal(abyss(['replay', text]), `${text} is not a replay file: it is not JSON (Unexpected token 'h', "hello\\u001b[2J\\u000a" is not valid JSON).`);
  });
});

describe('abyss selfplay and abyss worker: one line per error, before any game', () => {
  const SELFPLAY = ['selfplay', '--bots', 'random,random', '--games', '2', '--no-progress'];

  it('refuses a folder that already holds a data set, a bad --every, --queue without --redis', () => {
    const out = mkdtempSync(join(tmpdir(), 'abyss-selfplay-errors-'));
    writeFileSync(join(out, 'games.jsonl'), '');
    expectRefusal(abyss([...SELFPLAY, '--out', out]), `--out ${out} already holds games.jsonl: give another folder (self-play data is never overwritten).`);
    expect(readFileSync(join(out, 'games.jsonl'), 'utf8')).toBe('');
    expectRefusal(abyss([...SELFPLAY, '--out', join(out, 'x'), '--queue', 'q']), '--queue needs --redis URL.');
    const r = abyss([...SELFPLAY, '--out', join(out, 'y'), '--every', '0']);
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 1, stderr: "abyss: option '--every <n>' argument '0' is invalid. --every must be an integer from 1 to 1000. (see --help)\n" });
    expectRefusal(abyss(['tournament', '--bots', 'random,greedy', '--queue', 'q']), '--queue needs --redis URL.');
  });

  it('refuses a --redis that is not a Redis URL, on every command that takes it', () => {
    for (const args of [['worker'], ['tournament', '--bots', 'random,greedy'], [...SELFPLAY, '--out', join(dir, 'sp')]]) {
      const r = abyss([...args, '--redis', 'http://127.0.0.1:6379']);
      expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 1, stderr: "abyss: option '--redis <url>' argument 'http://127.0.0.1:6379' is invalid. --redis must start with redis:// or rediss:// (it starts with http://). (see --help)\n" });
    }
  });
});

describe('distributed runs without a Redis to reach', () => {
  it('the worker and the coordinator name the unreachable Redis (no password) in one line, and write nothing', () => {
    const out = join(dir, 'no-redis');
    for (const args of [['worker'], ['selfplay', '--bots', 'random,random', '--games', '2', '--out', out]]) {
      expectRefusal(abyss([...args, '--redis', 'redis://someone:s3cr3t@127.0.0.1:1']), 'Redis at redis://someone@127.0.0.1:1 (--redis) is unreachable: ECONNREFUSED.', 1);
    }
    expect(readdirSync(out)).toEqual([]);
  });
});
