// A throwaway redis-server for tests that must stop and restart Redis: its own free port, no
// persistence, killed by its own pid. The shared Redis on 6379 is never touched.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((res) => srv.listen(0, '127.0.0.1', res));
  const port = (srv.address() as { port: number }).port;
  await new Promise((res) => srv.close(res));
  return port;
}

export interface TestRedis {
  port: number;
  url: string;
  /** kill -9: connections drop at once, as in a crash. */
  kill(): Promise<void>;
}

const started: ChildProcess[] = [];

/** Kills every redis-server these tests started (afterAll). */
export function killTestRedis(): void {
  for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
}

/** Starts redis-server on `port` (a free one by default); resolves once it accepts connections. */
export async function startRedis(port?: number): Promise<TestRedis> {
  const p = port ?? (await freePort());
  const child = spawn('redis-server', ['--port', String(p), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${out}`)), 15_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}): ${out}`));
    });
  });
  return {
    port: p,
    url: `redis://127.0.0.1:${p}`,
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((res) => child.once('exit', res));
      child.kill('SIGKILL');
      await gone;
    },
  };
}
