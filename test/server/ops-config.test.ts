// Bad settings are named in one line and stop the start (fast, non-zero exit, no password
// shown); the SQLite file, its -wal/-shm and its new folders are owner-only.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, optionsFromArgs, type MainOptions } from '../../src/server/main.ts';
import { createGame, humans, startServer, tempDir } from './helpers.ts';

const ROOT = join(import.meta.dirname, '../..');

/** What main() says when it refuses to start (it must refuse, not hang). */
async function refusal(opts: MainOptions): Promise<string> {
  const tmp = tempDir();
  try {
    await main({ port: 0, dbFile: join(tmp.dir, 'a.sqlite'), databaseUrl: '', redisUrl: '', logger: false, quiet: true, staticDir: tmp.dir, ...opts }).then(
      async (s) => {
        await s.close();
        throw new Error('the server started');
      },
      (e: unknown) => {
        throw e;
      },
    );
    return 'unreachable';
  } catch (e) {
    return (e as Error).message;
  } finally {
    tmp.cleanup();
  }
}

/** Runs the server's entry point with env; resolves with its exit code and stderr lines. */
function runServer(env: NodeJS.ProcessEnv): Promise<{ code: number | null; lines: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--quiet-log'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  // A server that starts would run forever: stop it, and the test fails on the exit code.
  const guard = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(guard);
      resolve({ code, lines: err.split('\n').filter(Boolean) });
    }),
  );
}

describe('bad settings', () => {
  it('an SQLite path that cannot exist fails fast, naming the folder (no endless loop)', async () => {
    expect(await refusal({ dbFile: '/proc/x/a.sqlite' })).toBe(
      'Cannot create the folder /proc/x for the SQLite database /proc/x/a.sqlite (ABYSS_DB / --db): ENOENT.',
    );
    const tmp = tempDir();
    try {
      writeFileSync(join(tmp.dir, 'file'), '');
      expect(await refusal({ dbFile: join(tmp.dir, 'file', 'a.sqlite') })).toBe(
        `${join(tmp.dir, 'file')} is not a folder: cannot hold the SQLite database ${join(tmp.dir, 'file', 'a.sqlite')} (ABYSS_DB / --db).`,
      );
    } finally {
      tmp.cleanup();
    }
  });

  it('an invalid DATABASE_URL is named as such, and a password is never shown', async () => {
    expect(await refusal({ databaseUrl: 'not a url' })).toBe('DATABASE_URL is not a valid URL (expected postgres://user:password@host:5432/database).');
    expect(await refusal({ databaseUrl: 'mysql://u:pw@h/db' })).toBe('DATABASE_URL must start with postgres:// or postgresql:// (it starts with mysql://).');
    const down = await refusal({ databaseUrl: 'postgres://abyss:s3cr3t-pw@127.0.0.1:1/abyss' });
    expect(down).toBe('PostgreSQL at postgres://abyss@127.0.0.1:1/abyss (DATABASE_URL) is unreachable or refused the connection: ECONNREFUSED.');
  });

  it('a bad or unreachable REDIS_URL says Redis', async () => {
    expect(await refusal({ redisUrl: 'not a url' })).toBe('REDIS_URL is not a valid Redis URL (expected redis://host:6379).');
    expect(await refusal({ redisUrl: 'http://127.0.0.1:6379' })).toBe('REDIS_URL must start with redis:// or rediss:// (it starts with http://).');
    expect(await refusal({ redisUrl: 'redis://:s3cr3t@127.0.0.1:1' })).toBe('Redis at redis://127.0.0.1:1 (REDIS_URL) is unreachable: ECONNREFUSED.');
  });

  it('reads the bot lease time and the PostgreSQL pool size, and names a bad one', () => {
    expect(optionsFromArgs(['--bot-lease-ms', '9000'], { ABYSS_PG_POOL: '24' })).toMatchObject({ bots: { leaseMs: 9000 }, pgPoolSize: 24 });
    expect(() => optionsFromArgs(['--bot-lease-ms', '10'], {})).toThrow('--bot-lease-ms must be a whole number from 300 to 600000 (got "10").');
    expect(() => optionsFromArgs([], { ABYSS_PG_POOL: '0' })).toThrow('ABYSS_PG_POOL must be a whole number from 1 to 1000 (got "0").');
  });

  it('a bad PORT or HOST is named', async () => {
    expect(() => optionsFromArgs([], { PORT: 'abc' })).toThrow('PORT must be a whole number from 0 to 65535 (got "abc").');
    expect(() => optionsFromArgs([], { PORT: '70000' })).toThrow('PORT must be a whole number from 0 to 65535 (got "70000").');
    expect(() => optionsFromArgs(['--port', '-1'], {})).toThrow('--port must be a whole number from 0 to 65535 (got "-1").');
    expect(() => optionsFromArgs([], { ABYSS_SHUTDOWN_GRACE_MS: 'soon' })).toThrow('ABYSS_SHUTDOWN_GRACE_MS must be a whole number');
    expect(await refusal({ host: '203.0.113.7' })).toBe('HOST 203.0.113.7 is not an address of this machine (HOST / --host).');
    const busy = await startServer();
    try {
      expect(await refusal({ port: busy.port })).toBe(`Port ${busy.port} on 127.0.0.1 is already in use (PORT / --port).`);
    } finally {
      await busy.stop();
    }
  });

  it('the command line prints one line and exits non-zero', async () => {
    expect(await runServer({ ABYSS_DB: '/proc/x/a.sqlite' })).toEqual({
      code: 1,
      lines: ['Could not start the server: Cannot create the folder /proc/x for the SQLite database /proc/x/a.sqlite (ABYSS_DB / --db): ENOENT.'],
    });
    expect(await runServer({ PORT: 'abc' })).toEqual({ code: 2, lines: ['PORT must be a whole number from 0 to 65535 (got "abc").'] });
    const tmp = tempDir();
    try {
      expect(await runServer({ ABYSS_DB: join(tmp.dir, 'a.sqlite'), DATABASE_URL: 'postgres://u:pw-in-url@[::1' })).toEqual({
        code: 1,
        lines: ['Could not start the server: DATABASE_URL is not a valid URL (expected postgres://user:password@host:5432/database).'],
      });
    } finally {
      tmp.cleanup();
    }
  });
});

describe('database file permissions', () => {
  const mode = (f: string) => statSync(f).mode & 0o777;

  it('creates the folder 0700 and the file, -wal and -shm 0600', async () => {
    const tmp = tempDir();
    const file = join(tmp.dir, 'data', 'games', 'abyss.sqlite');
    const s = await startServer({ dbFile: file });
    try {
      await createGame(s.url, { players: humans(2) });
      expect(mode(join(tmp.dir, 'data'))).toBe(0o700);
      expect(mode(join(tmp.dir, 'data', 'games'))).toBe(0o700);
      for (const f of [file, `${file}-wal`, `${file}-shm`]) {
        expect(existsSync(f), f).toBe(true);
        expect(mode(f), f).toBe(0o600);
      }
    } finally {
      await s.stop();
      tmp.cleanup();
    }
  });

  it('makes an existing world-readable database owner-only', async () => {
    const tmp = tempDir();
    const file = join(tmp.dir, 'abyss.sqlite');
    const first = await startServer({ dbFile: file });
    await createGame(first.url, { players: humans(2) });
    await first.close();
    chmodSync(file, 0o644);
    const again = await startServer({ dbFile: file });
    try {
      expect(mode(file)).toBe(0o600);
    } finally {
      await again.stop();
      tmp.cleanup();
    }
  });
});
