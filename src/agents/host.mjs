// Worker thread that owns one external agent process (plain JavaScript: it starts without
// the TypeScript loader, so a game pays only for the agent's own start-up). The calling
// thread blocks on a shared counter (Atomics.wait) while this thread does the asynchronous
// pipe I/O; every message to the caller is posted first, then the counter is bumped.
//
// From the caller: { op: 'send', line } writes one line to the agent's stdin;
//                  { op: 'end', line, graceMs } writes a last line, closes stdin and kills
//                  the process group if the agent has not exited after graceMs.
//
// The agent leads a process group of its own, so that it and every child it starts end
// together. A reaper (a two-line sh script, outside that group, deaf to SIGINT, SIGTERM and
// SIGHUP) holds a pipe from this process: when abyss goes, however it goes (an exit, Ctrl-C,
// SIGTERM, a crash, SIGKILL), the pipe closes and the reaper kills the agent's group.
// To the caller:   { kind: 'spawned', pid } | { kind: 'line', line }
//                  | { kind: 'exit', code, signal, stderr } | { kind: 'error', message }
import { spawn } from 'node:child_process';
import process from 'node:process';
import { setImmediate, setTimeout } from 'node:timers';
import { createInterface } from 'node:readline';
import { workerData } from 'node:worker_threads';

const { argv, port, signal } = workerData;
const counter = new Int32Array(signal);
const STDERR_KEEP = 2000;

function post(message) {
  port.postMessage(message);
  Atomics.add(counter, 0, 1);
  Atomics.notify(counter, 0);
}

let stderr = '';
let exited = false;
const REAPER = 'trap "" INT TERM HUP; read _; kill -s KILL -- "-$1" 2>/dev/null';
const child = spawn(argv[0], argv.slice(1), { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
let reaper = null;

/** Ends the agent's whole group (its children too); the reaper first, so that it never signals a group id reused later. */
function endGroup() {
  if (reaper) {
    reaper.kill('SIGKILL');
    reaper = null;
  }
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // the group is gone
  }
}

child.on('spawn', () => {
  try {
    reaper = spawn('sh', ['-c', REAPER, 'abyss-agent-reaper', String(child.pid)], { stdio: ['pipe', 'ignore', 'ignore'] });
    reaper.on('error', () => {
      reaper = null;
    });
    reaper.stdin.on('error', () => {});
  } catch {
    reaper = null;
  }
  post({ kind: 'spawned', pid: child.pid });
});
child.on('error', (e) => {
  exited = true;
  post({ kind: 'error', message: e.message });
});
child.stderr.setEncoding('utf8');
child.stderr.on('data', (chunk) => {
  stderr = (stderr + chunk).slice(-STDERR_KEEP);
});
// A write to an agent that has gone is reported by its exit, not as an uncaught EPIPE.
child.stdin.on('error', () => {});
createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', (line) => {
  if (line.trim() !== '') post({ kind: 'line', line });
});
child.on('exit', (code, sig) => {
  exited = true;
  // Children the agent left behind go with it.
  endGroup();
  // stderr may still hold buffered output: give it one turn of the loop.
  setImmediate(() => {
    post({ kind: 'exit', code, signal: sig, stderr });
    port.close();
  });
});

port.on('message', (m) => {
  if (exited) return;
  if (m.op === 'send') child.stdin.write(`${m.line}\n`);
  else if (m.op === 'end') {
    if (m.line) child.stdin.write(`${m.line}\n`);
    child.stdin.end();
    setTimeout(() => {
      if (!exited) endGroup();
    }, m.graceMs).unref();
  }
});
