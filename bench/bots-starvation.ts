// npx tsx bench/bots-starvation.ts — how long another table's easy bot waits for its first move
// while tables of four hard bots keep the bot threads busy (issue 29, point 5). A server
// process with its default bot settings (delay, threads, budget); this process creates the
// hard tables, lets them run, then opens tables of one person and one easy bot that moves first
// and times each from creation to the bot's first move (version 1).
//
// Options: --hard N tables of 4 hard bots (8), --probes N easy tables, one after the other (6),
// --warm S seconds the hard tables run first (5), --threads N bot threads (server default).
import { spawnServer } from './spawn-server.ts';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreateGameResponse, ViewResponse } from '../src/protocol/game.ts';

const args = process.argv.slice(2);
const opt = (name: string, dflt: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const HARD = opt('hard', 8);
const PROBES = opt('probes', 6);
const WARM = opt('warm', 5);
const THREADS = opt('threads', -1);

function startServer(dir: string): Promise<{ child: ChildProcess; url: string }> {
  const extra = THREADS >= 0 ? ['--bot-threads', String(THREADS)] : [];
  return spawnServer(['--port', '0', '--db', join(dir, 'bench.sqlite'), '--quiet-log', '--no-rate-limit', ...extra], { DATABASE_URL: '', REDIS_URL: '' });
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!r.ok) throw new Error(`${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

const dir = mkdtempSync(join(tmpdir(), 'abyss-starve-'));
const { child, url } = await startServer(dir);
try {
  for (let i = 0; i < HARD; i++) {
    await post<CreateGameResponse>(`${url}/api/games`, { players: Array.from({ length: 4 }, () => ({ kind: 'bot', level: 'hard' })) });
  }
  await new Promise((r) => setTimeout(r, WARM * 1000));
  const waits: number[] = [];
  for (let p = 0; p < PROBES; p++) {
    const t0 = performance.now();
    const g = await post<CreateGameResponse>(`${url}/api/games`, { players: [{ kind: 'bot', level: 'easy' }, { kind: 'human' }], options: { startSeat: 0 } });
    for (;;) {
      const r = await fetch(`${url}/api/games/${g.gameId}/view`, { headers: { authorization: `Bearer ${g.seats[1].token}` } });
      const v = (await r.json()) as ViewResponse;
      if (v.version >= 1) break;
      await new Promise((res) => setTimeout(res, 20));
    }
    waits.push(Math.round(performance.now() - t0));
  }
  const sorted = [...waits].sort((a, b) => a - b);
  console.log(JSON.stringify({ hardTables: HARD, probes: waits, median: sorted[Math.floor(sorted.length / 2)], max: sorted[sorted.length - 1] }));
} finally {
  child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
