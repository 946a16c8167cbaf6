// Worker thread that owns one external agent process (plain JavaScript: it starts without
// the TypeScript loader, so a game pays only for the agent's own start-up). The calling
// thread blocks on a shared counter (Atomics.wait) while this thread does the asynchronous
// pipe I/O; every message to the caller is posted first, then the counter is bumped.
//
// From the caller: { op: 'send', line } writes one line to the agent's stdin;
//                  { op: 'end', line, graceMs } writes a last line, closes stdin and kills
//                  the process if it has not exited after graceMs.
// To the caller:   { kind: 'spawned', pid } | { kind: 'line', line }
//                  | { kind: 'exit', code, signal, stderr } | { kind: 'error', message }
import { spawn } from 'node:child_process';
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
const child = spawn(argv[0], argv.slice(1), { stdio: ['pipe', 'pipe', 'pipe'] });
child.on('spawn', () => post({ kind: 'spawned', pid: child.pid }));
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
      if (!exited) child.kill('SIGKILL');
    }, m.graceMs).unref();
  }
});
