// A seat played by a program in any language, over the line protocol of protocol.ts. The bot
// is synchronous (the `Bot` contract of sim, tournaments and play): a worker thread (host.mjs)
// owns the process and its pipes, and this thread waits for each answer on a shared counter
// with a deadline, so a silent agent costs at most its timeout.
import { MessageChannel, Worker, receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import type { Action, PlayerView } from '../engine/index.ts';
import type { Bot } from './seat.ts';
import { cardTable } from './card-table.ts';
import type { LogReader } from './bot-view.ts';
import {
  checkReady, checkReadyV1, decideMessage, decideMessageV1, endMessage, endMessageV1, helloMessage, helloMessageV1, parseAnswer, parseAnswerV1, type LogMode,
} from './protocol.ts';
import type { ExternalSpec } from './spec.ts';

const HOST = new URL('./host.mjs', import.meta.url);
/** How long a finished agent may take to exit after its last line before it is killed. */
const EXIT_GRACE_MS = 1000;

/** An agent broke the protocol, timed out or died; the message names it and its seat. */
export class AgentError extends Error {
  override name = 'AgentError';
}

type HostMessage =
  | { kind: 'spawned'; pid: number }
  | { kind: 'line'; line: string }
  | { kind: 'exit'; code: number | null; signal: string | null; stderr: string }
  | { kind: 'error'; message: string };

/** What `end` reports, for tests and logs. */
export interface ExternalBot extends Bot, LogReader {
  /** The agent's process id once started (undefined before). */
  readonly pid: number | undefined;
  /** Why the agent stopped playing (with fallback=random, the game went on without it). */
  readonly failure: string | null;
}

function lastLine(text: string): string {
  const lines = text.trim().split('\n');
  return lines[lines.length - 1]?.trim() ?? '';
}

class Connection {
  readonly worker: Worker;
  readonly port: MessagePort;
  readonly counter: Int32Array;
  pid: number | undefined;
  /** Set once the process is gone (exit or spawn error): the reason in words. */
  gone: string | null = null;

  constructor(argv: string[]) {
    const signal = new SharedArrayBuffer(4);
    this.counter = new Int32Array(signal);
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    this.worker = new Worker(HOST, { workerData: { argv, port: port2, signal }, transferList: [port2] });
    // Neither the thread nor the agent may keep a finished CLI alive.
    this.worker.unref();
  }

  send(line: string): void {
    this.port.postMessage({ op: 'send', line });
  }

  /** The next line from the agent within `ms`, or why there is none. */
  nextLine(ms: number): { line: string } | { problem: string } {
    const deadline = performance.now() + ms;
    for (;;) {
      const seen = Atomics.load(this.counter, 0);
      const got = receiveMessageOnPort(this.port);
      if (got) {
        const m = got.message as HostMessage;
        if (m.kind === 'spawned') this.pid = m.pid;
        else if (m.kind === 'line') return { line: m.line };
        else if (m.kind === 'error') return { problem: (this.gone = `could not be started: ${m.message}`) };
        else {
          const how = m.signal ? `was killed by ${m.signal}` : `exited with code ${m.code}`;
          const err = lastLine(m.stderr);
          return { problem: (this.gone = `${how}${err ? ` (stderr: ${err})` : ''}`) };
        }
        continue;
      }
      if (this.gone) return { problem: this.gone };
      const left = deadline - performance.now();
      if (left <= 0) return { problem: `did not answer within ${ms} ms` };
      Atomics.wait(this.counter, 0, seen, left);
    }
  }

  /** Sends the last line, lets the agent exit, kills it if it does not. */
  close(lastLineText: string | null): void {
    if (!this.gone) {
      this.port.postMessage({ op: 'end', line: lastLineText, graceMs: EXIT_GRACE_MS });
      const deadline = performance.now() + EXIT_GRACE_MS;
      while (!this.gone && performance.now() < deadline) {
        const r = this.nextLine(Math.max(1, deadline - performance.now()));
        if ('problem' in r && !this.gone) break;
      }
    }
    this.kill();
  }

  kill(): void {
    if (!this.gone && this.pid !== undefined) {
      try {
        // The agent leads its own process group (host.mjs): the group goes, its children with it.
        process.kill(-this.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      // Wait for the exit to be collected, so that no process outlives its game.
      const deadline = performance.now() + EXIT_GRACE_MS;
      while (!this.gone && performance.now() < deadline) this.nextLine(Math.max(1, deadline - performance.now()));
    }
    this.gone ??= 'was stopped';
    this.port.close();
    void this.worker.terminate();
  }
}

/**
 * A bot whose decisions come from an external process. The process starts now (so its
 * start-up overlaps the game's first moves); the handshake is sent at its first decision,
 * when its seat is known. `stand` plays the seat when the agent fails and its spec says `fallback=random`.
 */
export function createExternalBot(spec: ExternalSpec, label: string, stand: Bot): ExternalBot {
  const conn = new Connection(spec.argv);
  let greeted = false;
  let failure: string | null = null;
  let seat: number | null = null;
  /** Version 2: the last request number, the log the agent asked for and how much of it it has. */
  let request = 0;
  let logMode: LogMode = 'none';
  let logSent = 0;

  const fail = (problem: string): void => {
    failure = `Agent "${spec.name}"${seat === null ? '' : ` (seat ${seat + 1})`} ${problem}.`;
    conn.kill();
    if (spec.fallback === 'random') {
      process.stderr.write(`abyss: ${failure} Its seat plays random legal moves for the rest of the game (fallback=random).\n`);
      return;
    }
    throw new AgentError(failure);
  };

  /** The log part of a version 2 message, as the agent asked (the view was built with the log when it did). */
  const logPart = (view: PlayerView): PlayerView['log'] | undefined => {
    if (logMode === 'none') return undefined;
    if (logMode === 'full') return view.log;
    const delta = view.log.slice(logSent);
    logSent = view.log.length;
    return delta;
  };

  const greet = (view: PlayerView): string | null => {
    if (spec.protocol === 1) {
      conn.send(JSON.stringify(helloMessageV1(view, spec.timeoutMs)));
      const r = conn.nextLine(spec.startMs);
      return 'problem' in r ? `${r.problem} (handshake)` : checkReadyV1(r.line);
    }
    conn.send(JSON.stringify(helloMessage(view, spec.timeoutMs, cardTable(view.options))));
    const r = conn.nextLine(spec.startMs);
    if ('problem' in r) return `${r.problem} (handshake)`;
    const ready = checkReady(r.line);
    if ('problem' in ready) return ready.problem;
    logMode = ready.log;
    return null;
  };

  return {
    name: label,
    get pid() {
      return conn.pid;
    },
    get failure() {
      return failure;
    },
    // Version 1 always sends the whole log; version 2 only when asked (and before the handshake, not yet knowing).
    get wantsLog() {
      return !failure && (spec.protocol === 1 || !greeted || logMode !== 'none');
    },
    decide(view: PlayerView): Action {
      if (failure) return stand.decide(view);
      seat = view.seat;
      if (!greeted) {
        const problem = greet(view);
        if (problem) {
          fail(problem);
          return stand.decide(view);
        }
        greeted = true;
      }
      if (spec.protocol === 1) conn.send(JSON.stringify(decideMessageV1(view)));
      else conn.send(JSON.stringify(decideMessage(++request, view, logPart(view))));
      const r = conn.nextLine(spec.timeoutMs);
      const answer = 'problem' in r ? r : spec.protocol === 1 ? parseAnswerV1(r.line, view.legal) : parseAnswer(r.line, request, view.legal);
      if ('problem' in answer) {
        fail(answer.problem);
        return stand.decide(view);
      }
      return answer.action;
    },
    end(final: PlayerView | null): void {
      if (conn.gone) return;
      // An abandoned game has nothing more to tell the agent.
      if (!final) conn.kill();
      else if (!greeted) conn.close(null);
      else conn.close(JSON.stringify(spec.protocol === 1 ? endMessageV1(final) : endMessage(final, logPart(final))));
    },
  };
}
