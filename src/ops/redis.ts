// Outside-service checks shared by the server and the command line (`abyss serve`, and the
// distributed runs' `--redis`): process plumbing with no game knowledge, so both layers may use it.
import { Redis } from 'ioredis';

/** A setting that cannot work (an unreachable service, a malformed URL): one line for the operator. */
export class ConfigError extends Error {}

/** The error's code (ECONNREFUSED…) or its first line: what the operator can act on. */
export function errorCode(e: unknown): string {
  const c = (e as { code?: unknown } | null)?.code;
  return typeof c === 'string' ? c : e instanceof Error ? e.message.split('\n')[0].slice(0, 200) : String(e);
}

/** The URL without its password (and without its query, which may hold one too). */
export function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.username ? `${decodeURIComponent(u.username)}@` : ''}${u.host}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return '(invalid URL)';
  }
}

/** Connects once and pings; throws a ConfigError naming the setting and the cause, never the password. */
export async function probeRedis(url: string, timeoutMs = 5000, setting = 'REDIS_URL'): Promise<void> {
  const r = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  // The socket's error (e.g. ECONNREFUSED) says more than connect()'s "Connection is closed".
  let cause: unknown;
  r.on('error', (e) => (cause ??= e));
  try {
    await r.connect();
    await r.ping();
  } catch (e) {
    throw new ConfigError(`Redis at ${safeUrl(url)} (${setting}) is unreachable: ${errorCode(cause ?? e)}.`);
  } finally {
    r.disconnect();
  }
}
