import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { legalActions, newGame, applyAction, type Action } from '../../src/engine/index.ts';
import { createGreedyBot } from '../../src/bots/greedy.ts';
import { createRandomBot } from '../../src/bots/random.ts';
import { replayFile, verifyReplay, type ReplayFile } from '../../src/cli/replay.ts';
import { playGame } from '../../src/cli/runner.ts';

const BIN = fileURLToPath(new URL('../../bin/abyss.js', import.meta.url));
const result = playGame({ seed: 77, players: 3, startSeat: 0 }, [createGreedyBot(1), createRandomBot(2), createGreedyBot(3)]);
const file = replayFile(result, ['greedy', 'random', 'greedy']);
const copy = (): ReplayFile => JSON.parse(JSON.stringify(file)) as ReplayFile;

/** Replaces action `i` by a different legal action of another type. */
function alter(f: ReplayFile): ReplayFile {
  let s = newGame(f.options);
  for (let i = 0; i < f.actions.length; i++) {
    const other = legalActions(s).find((a) => a.type !== f.actions[i].type);
    if (i > 20 && other) {
      f.actions[i] = other;
      return f;
    }
    const r = applyAction(s, f.actions[i]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  throw new Error('no action to alter');
}

describe('replay files', () => {
  it('replay to the recorded final state', () => {
    const outcome = verifyReplay(copy());
    expect(outcome.ok).toBe(true);
    if (outcome.ok) {
      expect(outcome.actions).toBe(result.actions.length);
      expect(outcome.scores).toEqual(result.scores);
    }
  });

  it('detect a tampered log', () => {
    expect(verifyReplay(alter(copy())).ok).toBe(false);
    const swapped = copy();
    const bad: Action = { type: 'recruit', lord: 99, allies: [] };
    swapped.actions[5] = bad;
    const outcome = verifyReplay(swapped);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.message).toMatch(/Action 6 of/);
    const shorter = copy();
    shorter.actions.pop();
    expect(verifyReplay(shorter).ok).toBe(false);
    const longer = copy();
    longer.actions.push({ type: 'endTurn' });
    expect(verifyReplay(longer).ok).toBe(false);
  });

  it('detect a tampered final state or bad file', () => {
    const f = copy();
    f.final.hash = f.final.hash.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect(verifyReplay(f).ok).toBe(false);
    const g = copy();
    g.final.scores![0].total += 1;
    expect(verifyReplay(g).ok).toBe(false);
    expect(verifyReplay({ format: 'something' }).ok).toBe(false);
    expect(verifyReplay(null).ok).toBe(false);
    expect(verifyReplay({ ...copy(), options: { seed: 1, players: 9 } }).ok).toBe(false);
  });

  it('a secret (hex) seed replays exactly; any other seed is refused in one line', () => {
    const seed = '4f'.repeat(24);
    const secret = playGame({ seed, players: 2, startSeat: 0 }, [createGreedyBot(5), createRandomBot(6)]);
    const f = JSON.parse(JSON.stringify(replayFile(secret))) as ReplayFile;
    expect(f.options.seed).toBe(seed);
    const outcome = verifyReplay(f);
    expect(outcome.ok && outcome.over).toBe(true);
    const message = "The replay's options are invalid: The seed must be a finite number or a string of 32 to 64 lowercase hexadecimal digits.";
    for (const bad of ['4F'.repeat(24), '4f'.repeat(15), 'seed', null, { hex: seed }, [1]]) {
      expect(verifyReplay({ ...f, options: { ...f.options, seed: bad } }), JSON.stringify(bad)).toEqual({ ok: false, message });
    }
  });

  it('abyss replay exits 0 on a good file and non-zero with a message on a tampered one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'abyss-replay-'));
    const good = join(dir, 'good.json');
    const bad = join(dir, 'bad.json');
    writeFileSync(good, JSON.stringify(copy()));
    writeFileSync(bad, JSON.stringify(alter(copy())));
    expect(execFileSync(process.execPath, [BIN, 'replay', good], { encoding: 'utf8' })).toMatch(/OK/);
    const r = spawnSync(process.execPath, [BIN, 'replay', bad], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/replay check FAILED/);
  });
});
