import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { AgentError, type ExternalBot } from '../../src/agents/external.ts';
import { agentView, type DecideMessage, type DecideMessageV1, type EndMessage, type EndMessageV1, type HelloMessage } from '../../src/agents/protocol.ts';
import { cardTable } from '../../src/agents/card-table.ts';
import { createBot, parseBotSpec, type Bot } from '../../src/bots/index.ts';
import { fast, newGame, viewFor } from '../engine/mutable.ts';
import { runPlay } from '../../src/cli/play.ts';
import { playGame } from '../../src/cli/runner.ts';
import { runGames, summarize, type SimSummary } from '../../src/cli/sim.ts';
import type { SimConfig } from '../../src/cli/sim-core.ts';
import { FAKE_AGENT, PYTHON, REFERENCE_AGENT, SKIP_REASON, pySpec } from './python.ts';

const BIN = fileURLToPath(new URL('../../bin/abyss.js', import.meta.url));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits for a condition (checked every 20 ms, up to `ms`): it returns as soon as the condition holds. */
async function until(what: string, ok: () => boolean, ms = 20_000): Promise<void> {
  await vi.waitUntil(ok, { timeout: ms, interval: 20 }).catch(() => {
    throw new Error(`timed out waiting for ${what}`);
  });
}

function withoutPerf(s: SimSummary): Omit<SimSummary, 'perf'> {
  const { perf: _perf, ...rest } = s;
  return rest;
}

describe.skipIf(!PYTHON)(`external agents over stdio${SKIP_REASON}`, () => {
  it('the Python reference agent plays sim games on one thread or two, with the same results', async () => {
    const agent = pySpec(REFERENCE_AGENT);
    const config: SimConfig = { games: 4, players: 2, bots: [agent, 'random'], seed: 7, martialLaw: false, budget: {} };
    const one = await runGames(config, { jobs: 1, progress: false });
    const two = await runGames(config, { jobs: 2, progress: false });
    expect(one.map((r) => r.seats)).toEqual([[agent, 'random'], ['random', agent], [agent, 'random'], ['random', agent]]);
    for (const r of one) {
      expect(r.scores).toHaveLength(2);
      expect(r.seatDecisions.every((n) => n > 0)).toBe(true);
    }
    const a = summarize(config, one, 1, 1);
    expect(withoutPerf(summarize(config, two, 1, 2))).toEqual(withoutPerf(a));
    expect(a.bots.map((b) => [b.bot, b.games])).toEqual([[agent, 4], ['random', 4]]);
    expect(a.bots[0].wins + a.bots[1].wins).toBe(4);
  });

  it('takes a seat from the command line (abyss sim --bots "ext:…,greedy" --json)', () => {
    const agent = `ext:${PYTHON} examples/random_agent.py`;
    const out = execFileSync(process.execPath, [BIN, 'sim', '--bots', `${agent},greedy`, '--games', '2', '--seed', '3', '--json', '--no-progress'], {
      encoding: 'utf8',
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
    });
    const summary = JSON.parse(out) as SimSummary;
    expect(summary.bots.map((b) => [b.bot, b.games])).toEqual([[agent, 2], ['greedy', 2]]);
    expect(summary.length.meanDecisions).toBeGreaterThan(0);
  });

  it('sees exactly its own view (version 2): a handshake without the seed and with the card table, numbered decides without the log, the final scores; then its process is gone', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'abyss-agent-')), 'lines.jsonl');
    const ext = createBot(parseBotSpec(pySpec(FAKE_AGENT, ['record', file])), 1) as ExternalBot;
    const result = playGame({ seed: 11, players: 3, startSeat: 0 }, [createBot(parseBotSpec('greedy'), 2), ext, createBot(parseBotSpec('random'), 3)]);
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as HelloMessage | DecideMessage | EndMessage);
    expect(lines[0]).toEqual({ type: 'hello', protocol: 2, seat: 1, players: 3, options: { players: 3, startSeat: 0 }, timeoutMs: 10_000, cards: cardTable({}), logModes: ['none', 'delta', 'full'] });
    const decides = lines.slice(1, -1) as DecideMessage[];
    expect(decides).toHaveLength(result.seatDecisions[1]);
    // Replayed by the engine: each decide carries exactly viewFor(state, seat) at that decision, less its log and legal list.
    const s = newGame({ seed: 11, players: 3, startSeat: 0 });
    let k = 0;
    for (const action of result.actions) {
      if (s.pending!.seat === 1) {
        const d = decides[k++];
        expect(d.type).toBe('decide');
        expect(d.id).toBe(k);
        const full = viewFor(s, 1);
        expect(d.view).toEqual(agentView(full));
        expect(d.legal).toEqual(full.legal);
        expect(d.log).toBeUndefined();
        expect(action).toEqual(d.legal[0]);
        expect(d.view.options.seed).toBeUndefined();
        expect(d.view.players.map((p) => p.hand !== undefined)).toEqual([false, true, false]);
      }
      expect(fast.apply(s, action, true)).toBeNull();
    }
    expect(k).toBe(decides.length);
    // A typical decide is small: the median line is under 8 KB.
    const sizes = readFileSync(file, 'utf8').trim().split('\n').slice(1, -1).map((l) => Buffer.byteLength(l)).sort((a, b) => a - b);
    expect(sizes[Math.floor(sizes.length / 2)]).toBeLessThan(8 * 1024);
    const end = lines[lines.length - 1] as EndMessage;
    expect(end.type).toBe('end');
    expect(end.scores).toEqual(result.scores);
    expect(end.view.over).toBe(true);
    expect(ext.pid).toBeGreaterThan(0);
    expect(alive(ext.pid!)).toBe(false);
    expect(ext.failure).toBeNull();
  });

  it('sends the log when asked: the deltas of every message add up to the seat\'s whole log; "full" sends it whole', () => {
    for (const mode of ['delta', 'full'] as const) {
      const file = join(mkdtempSync(join(tmpdir(), 'abyss-agent-')), 'lines.jsonl');
      const ext = createBot(parseBotSpec(pySpec(FAKE_AGENT, ['record', file, mode])), 1) as ExternalBot;
      const result = playGame({ seed: 12, players: 2, startSeat: 0 }, [createBot(parseBotSpec('greedy'), 2), ext]);
      const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as DecideMessage | EndMessage);
      const s = newGame({ seed: 12, players: 2, startSeat: 0 });
      for (const a of result.actions) fast.apply(s, a, true);
      const whole = viewFor(s, 1).log;
      const messages = lines.slice(1);
      if (mode === 'delta') expect(messages.flatMap((m) => m.log!)).toEqual(whole);
      else expect(messages[messages.length - 1].log).toEqual(whole);
    }
  });

  it('speaks version 1 to a protocol=1 agent: the whole view with its log, the legal list twice, no ids', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'abyss-agent-')), 'lines.jsonl');
    const ext = createBot(parseBotSpec(pySpec(FAKE_AGENT, ['v1', file], 'protocol=1:')), 1) as ExternalBot;
    const result = playGame({ seed: 11, players: 2, startSeat: 0 }, [createBot(parseBotSpec('greedy'), 2), ext]);
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as DecideMessageV1 | EndMessageV1);
    expect(lines[0]).toEqual({ type: 'hello', protocol: 1, seat: 1, players: 2, options: { players: 2, startSeat: 0 }, timeoutMs: 10_000 });
    const s = newGame({ seed: 11, players: 2, startSeat: 0 });
    let k = 1;
    for (const action of result.actions) {
      if (s.pending!.seat === 1) {
        const d = lines[k++] as DecideMessageV1;
        expect(d.view).toEqual(viewFor(s, 1));
        expect(d.legal).toEqual(d.view.legal);
      }
      fast.apply(s, action, true);
    }
    expect(ext.failure).toBeNull();
  });

  const failing: [string, string, string][] = [
    ['an unparseable answer', 'garbage', 'Agent "fake" (seat 2) answered request 1 with a line that is not JSON: I pass.'],
    ['an extra answer', 'extra', 'Agent "fake" (seat 2) answered request 1 again (a stale or extra line) while request 2 was asked.'],
    ['a stale answer', 'stale', 'Agent "fake" (seat 2) answered request 1 again (a stale or extra line) while request 2 was asked.'],
    ['100,000 spammed answers', 'spam', 'Agent "fake" (seat 2) answered request 1 again (a stale or extra line) while request 2 was asked.'],
    ['an answer with both fields', 'both', 'Agent "fake" (seat 2) answered request 1 with both "index" and "action": give one of them.'],
    ['an answer without its id', 'noid', 'Agent "fake" (seat 2) answered request 1 without its "id": {"index": 0}.'],
    ['a version 1 handshake', 'v1ready', 'Agent "fake" (seat 2) answered the handshake without "protocol": 2 ({"ready": true}): a version 1 agent runs with the spec parameter protocol=1 (ext:protocol=1:command), or answers {"ready": true, "protocol": 2}.'],
    ['an illegal action', 'illegal', 'Agent "fake" (seat 2) answered an action that is not among the legal ones: {"type":"recruit","lord":99,"allies":[]}.'],
    ['a timeout', 'late', 'Agent "fake" (seat 2) did not answer within 300 ms.'],
    ['a process that dies', 'die', 'Agent "fake" (seat 2) exited with code 3 (stderr: agent crashed: out of ideas).'],
    ['a refused handshake', 'noready', 'Agent "fake" (seat 2) answered the handshake without {"ready": true}: {"ready": false}.'],
  ];
  for (const [what, mode, message] of failing) {
    it(`fails the game on ${what}, with one line naming the agent and its seat, and stops the process`, () => {
      const ext = createBot(parseBotSpec(pySpec(FAKE_AGENT, [mode], 'name=fake:timeoutMs=300:')), 1) as ExternalBot;
      let error: unknown;
      try {
        playGame({ seed: 4, players: 2, startSeat: 0 }, [createBot(parseBotSpec('greedy'), 2), ext]);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(AgentError);
      expect((error as Error).message).toBe(message);
      expect(ext.failure).toBe(message);
      expect(ext.pid !== undefined && alive(ext.pid)).toBe(false);
    });
  }

  it('names a command that cannot be started', () => {
    const bots: Bot[] = [createBot(parseBotSpec('greedy'), 2), createBot(parseBotSpec('ext:name=nobody:/nonexistent/agent --x'), 1)];
    expect(() => playGame({ seed: 4, players: 2, startSeat: 0 }, bots)).toThrow('Agent "nobody" (seat 2) could not be started: spawn /nonexistent/agent ENOENT (handshake).');
  });

  it('with fallback=random, a failing agent hands its seat to a random bot and the game ends', () => {
    const ext = createBot(parseBotSpec(pySpec(FAKE_AGENT, ['garbage'], 'name=fake:fallback=random:')), 1) as ExternalBot;
    const write = process.stderr.write;
    const warned: string[] = [];
    process.stderr.write = ((chunk: string) => warned.push(String(chunk)) > 0) as typeof process.stderr.write;
    let result;
    try {
      result = playGame({ seed: 4, players: 2, startSeat: 0 }, [createBot(parseBotSpec('greedy'), 2), ext]);
    } finally {
      process.stderr.write = write;
    }
    expect(result.scores).toHaveLength(2);
    expect(ext.failure).toBe('Agent "fake" (seat 2) answered request 1 with a line that is not JSON: I pass.');
    expect(warned).toEqual(['abyss: Agent "fake" (seat 2) answered request 1 with a line that is not JSON: I pass. Its seat plays random legal moves for the rest of the game (fallback=random).\n']);
    expect(alive(ext.pid!)).toBe(false);
  });

  it('plays an opponent in abyss play', async () => {
    let asked = 0;
    const result = await runPlay(
      { players: 2, bots: [pySpec(REFERENCE_AGENT)], seat: 0, seed: 12, martialLaw: false, threads: 1, budget: {}, name: 'Tester' },
      { print: () => {}, choose: async (_m, choices) => (asked++, choices[0].value) },
    );
    expect(asked).toBeGreaterThan(10);
    expect(result.scores).toHaveLength(2);
    expect(result.seatDecisions[1]).toBeGreaterThan(10);
  });
});

describe.skipIf(!PYTHON)(`external agents when another seat fails the game${SKIP_REASON}`, () => {
  it('are stopped at once, their process gone', () => {
    const ext = createBot(parseBotSpec(pySpec(REFERENCE_AGENT)), 1) as ExternalBot;
    let calls = 0;
    const failing: Bot = {
      name: 'failing',
      decide(view) {
        if (++calls > 20) throw new Error('failing bot gave up');
        return view.legal[0];
      },
    };
    expect(() => playGame({ seed: 4, players: 2, startSeat: 0 }, [failing, ext])).toThrow('failing bot gave up');
    expect(ext.failure).toBeNull();
    expect(ext.pid).toBeGreaterThan(0);
    expect(alive(ext.pid!)).toBe(false);
  });
});

describe.skipIf(!PYTHON)(`a hung agent and its children end with abyss${SKIP_REASON}`, () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`when abyss sim gets ${signal}`, async () => {
      const pidFile = join(mkdtempSync(join(tmpdir(), 'abyss-hang-')), 'pids');
      const agent = pySpec(FAKE_AGENT, ['hang', pidFile], 'timeoutMs=600000:');
      const sim = spawn(process.execPath, [BIN, 'sim', '--bots', `${agent},random`, '--games', '2', '--no-progress'], { stdio: 'ignore' });
      const exited = new Promise<void>((resolve) => sim.on('exit', () => resolve()));
      await until('the agent to start its child', () => existsSync(pidFile) && readFileSync(pidFile, 'utf8').endsWith('\n'));
      const pids = readFileSync(pidFile, 'utf8').trim().split(' ').map(Number);
      expect(pids.every(alive)).toBe(true);
      sim.kill(signal);
      await exited;
      await until('the agent and its child to end', () => !pids.some(alive));
      expect(pids.map(alive)).toEqual([false, false]);
    });
  }
});
