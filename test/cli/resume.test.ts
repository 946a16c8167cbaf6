// `abyss play --resume`: a saved game goes on from its last position, and a finished or
// altered file is refused with one line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makeRng } from '../../src/bots/rng.ts';
import { createGreedyBot } from '../../src/bots/greedy.ts';
import { runPlay, type PlayConfig, type PlayIO } from '../../src/cli/play.ts';
import { replayFile, verifyReplay, type ReplayFile } from '../../src/cli/replay.ts';
import { loadResume, resumeSeats } from '../../src/cli/resume.ts';
import { playGame } from '../../src/cli/runner.ts';
import { stateHash } from '../../src/cli/hash.ts';
import { applyAction, newGame } from '../../src/engine/index.ts';

const BIN = fileURLToPath(new URL('../../bin/abyss.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'abyss-resume-'));
const base: PlayConfig = { players: 3, bots: ['greedy', 'easy'], seat: 1, seed: 31, martialLaw: false, threads: 1, budget: {}, name: 'Tester' };

/** A scripted player: random choices from its own seed; gives up (as Ctrl-C does) after `quitAfter` questions. */
function scripted(seed: number, quitAfter = Infinity): PlayIO & { printed: string[] } {
  const rng = makeRng(seed);
  const printed: string[] = [];
  let asked = 0;
  return {
    printed,
    print: (t) => printed.push(t),
    choose: async (_m, choices) => {
      if (++asked > quitAfter) throw Object.assign(new Error('User force closed the prompt'), { name: 'ExitPromptError' });
      return choices[rng.int(choices.length)].value;
    },
  };
}

/** A game interrupted after 12 of the human's decisions, saved to `file`. */
async function interrupted(file: string): Promise<ReplayFile> {
  await expect(runPlay({ ...base, save: file }, scripted(8, 12))).rejects.toThrow('User force closed the prompt');
  return JSON.parse(readFileSync(file, 'utf8')) as ReplayFile;
}

describe('abyss play --resume', () => {
  it('plays on from the last saved position to the end, and the whole game replays', async () => {
    const file = join(dir, 'game.json');
    const saved = await interrupted(file);
    expect(saved.final.over).toBe(false);
    expect(saved.actions.length).toBeGreaterThan(12);

    const resumed = loadResume(file);
    // Rebuilt at the saved position exactly.
    expect(stateHash(resumed.state)).toBe(saved.final.hash);
    expect(resumed.botOf).toEqual(['greedy', null, 'easy']);
    const seats = resumeSeats(resumed, {});
    expect(seats).toEqual({ seat: 1, bots: ['greedy', 'easy'] });

    const io = scripted(9);
    const result = await runPlay({ ...base, seed: 0, players: 2, ...seats, save: file, resume: resumed }, io);
    expect(io.printed[0]).toBe('Abyss: seat 1 greedy (bot), seat 2 Tester, seat 3 easy (bot). Known deal: seed 31.');
    expect(io.printed[1]).toBe(`Resumed from ${file} after ${saved.actions.length} actions. Last moves:`);
    expect(result.scores).toHaveLength(3);

    const done = JSON.parse(readFileSync(file, 'utf8')) as ReplayFile;
    expect(done.options).toEqual(saved.options);
    expect(done.actions.slice(0, saved.actions.length)).toEqual(saved.actions);
    expect(done.actions.length).toBe(saved.actions.length + result.decisions);
    const outcome = verifyReplay(done);
    expect(outcome.ok && outcome.over).toBe(true);
  });

  it('refuses a finished game', () => {
    const file = join(dir, 'finished.json');
    writeFileSync(file, JSON.stringify(replayFile(playGame({ seed: 5, players: 2, startSeat: 0 }, [createGreedyBot(1), createGreedyBot(2)]))));
    expect(() => loadResume(file)).toThrow(new RangeError(`cannot resume ${file}: that game is over (abyss replay ${file} shows its scores).`));
  });

  it('refuses a tampered file with the replay check\'s reason', async () => {
    const file = join(dir, 'tampered.json');
    const saved = await interrupted(file);
    // An action changed in the middle: it is not legal where it stands.
    const actions = [...saved.actions];
    actions[5] = { type: 'recruit', lord: 999, allies: [] } as unknown as ReplayFile['actions'][number];
    const tampered = { ...saved, actions };
    writeFileSync(file, JSON.stringify(tampered));
    const check = verifyReplay(tampered);
    expect(check.ok).toBe(false);
    expect(() => loadResume(file)).toThrow(new RangeError(`cannot resume ${file}: ${check.ok ? '' : check.message}`));
  });

  it('asks for --seat when the file has no one person (a sim replay), and takes the file\'s bots', () => {
    const file = join(dir, 'sim.json');
    const r = playGame({ seed: 6, players: 2, startSeat: 0 }, [createGreedyBot(1), createGreedyBot(2)]);
    const partial = { ...replayFile(r, ['greedy', 'random']), actions: r.actions.slice(0, 30) };
    let s = newGame(r.options);
    for (const a of partial.actions) {
      const next = applyAction(s, a);
      if (!next.ok) throw new Error(next.error.message);
      s = next.state;
    }
    partial.final = { hash: stateHash(s), over: false };
    writeFileSync(file, JSON.stringify(partial));
    const resumed = loadResume(file);
    expect(() => resumeSeats(resumed, {})).toThrow(new RangeError(`cannot tell which seat is yours in ${file} (every seat is a bot): give --seat.`));
    expect(resumeSeats(resumed, { seat: 0 })).toEqual({ seat: 0, bots: ['random'] });
    expect(resumeSeats(resumed, { seat: 1, bots: ['hard'] })).toEqual({ seat: 1, bots: ['hard'] });
    expect(() => resumeSeats(resumed, { seat: 2 })).toThrow(new RangeError(`--seat: the game in ${file} has 2 seats.`));
    expect(() => resumeSeats(resumed, { seat: 0, bots: ['hard', 'easy'] })).toThrow(new RangeError(`--bots: the game in ${file} has 2 seats, so give 1 bot(s) for the other seats (got 2).`));
  });

  it('the command refuses a finished game in one line, and --resume with --seed', () => {
    const file = join(dir, 'finished.json');
    const r = spawnSync(process.execPath, [BIN, 'play', '--resume', file], { encoding: 'utf8', input: '' });
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 2, stderr: `abyss: cannot resume ${file}: that game is over (abyss replay ${file} shows its scores).\n` });
    const both = spawnSync(process.execPath, [BIN, 'play', '--resume', file, '--seed', '4'], { encoding: 'utf8', input: '' });
    expect({ status: both.status, stderr: both.stderr }).toEqual({ status: 1, stderr: "abyss: option '--resume <file>' cannot be used with option '-s, --seed <seed>' (see --help)\n" });
  });
});
