// Startup checks: each bad setting is refused before the server starts, in one line that names
// the setting and never echoes a password. Also creates the SQLite file owner-only.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { ConfigError, errorCode as code, probeRedis, safeUrl } from '../ops/redis.ts';

export { ConfigError, probeRedis, safeUrl };

export function checkDatabaseUrl(url: string): void {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new ConfigError('DATABASE_URL is not a valid URL (expected postgres://user:password@host:5432/database).');
  }
  if (u.protocol !== 'postgres:' && u.protocol !== 'postgresql:') {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql:// (it starts with ${u.protocol.slice(0, 20)}//).`);
  }
}

export function checkRedisUrl(url: string): void {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new ConfigError('REDIS_URL is not a valid Redis URL (expected redis://host:6379).');
  }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') {
    throw new ConfigError(`REDIS_URL must start with redis:// or rediss:// (it starts with ${u.protocol.slice(0, 20)}//).`);
  }
}

/**
 * Creates the SQLite file's folder (0700) and the file itself (0600) if missing, and makes an
 * existing file owner-only. SQLite gives its -wal and -shm files the mode of the database file.
 * Folders are created one level at a time: Node's recursive mkdir loops forever on paths such
 * as /proc/x/a.sqlite.
 */
export function prepareSqliteFile(file: string): void {
  const missing: string[] = [];
  for (let d = dirname(file); !existsSync(d); d = dirname(d)) {
    missing.unshift(d);
    if (dirname(d) === d) break;
  }
  for (const d of missing) {
    try {
      mkdirSync(d, { mode: 0o700 });
    } catch (e) {
      throw new ConfigError(`Cannot create the folder ${d} for the SQLite database ${file} (ABYSS_DB / --db): ${code(e)}.`);
    }
  }
  const dir = dirname(file);
  if (!statSync(dir).isDirectory()) throw new ConfigError(`${dir} is not a folder: cannot hold the SQLite database ${file} (ABYSS_DB / --db).`);
  if (!existsSync(file)) {
    try {
      closeSync(openSync(file, 'wx', 0o600));
    } catch (e) {
      throw new ConfigError(`Cannot create the SQLite database ${file} (ABYSS_DB / --db): ${code(e)}.`);
    }
    return;
  }
  if (!statSync(file).isFile()) throw new ConfigError(`${file} is not a file: cannot be the SQLite database (ABYSS_DB / --db).`);
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      if (existsSync(f) && (statSync(f).mode & 0o077) !== 0) chmodSync(f, 0o600);
    } catch {
      // Not ours to change (another owner): it stays as the operator set it.
    }
  }
}

/** One line for a store that failed to open. */
export function storeProblem(e: unknown, databaseUrl: string | undefined, sqliteFile: string): string {
  if (e instanceof ConfigError) return e.message;
  if (databaseUrl) {
    let text = code(e);
    // A driver message could quote the URL: never show its password.
    try {
      const pw = decodeURIComponent(new URL(databaseUrl).password);
      if (pw) text = text.split(pw).join('***');
    } catch {
      // checked before: the URL parses
    }
    return `PostgreSQL at ${safeUrl(databaseUrl)} (DATABASE_URL) is unreachable or refused the connection: ${text}.`;
  }
  return `Cannot open the SQLite database ${sqliteFile} (ABYSS_DB / --db): ${code(e)}.`;
}

/** One line for a listen failure. */
export function listenProblem(e: unknown, host: string, port: number): string {
  switch (code(e)) {
    case 'EADDRINUSE':
      return `Port ${port} on ${host} is already in use (PORT / --port).`;
    case 'EADDRNOTAVAIL':
      return `HOST ${host} is not an address of this machine (HOST / --host).`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return `HOST ${host} is not a known host name or address (HOST / --host).`;
    case 'EACCES':
      return `Not allowed to listen on port ${port} of ${host} (ports below 1024 need privileges; PORT / --port).`;
    default:
      return `Cannot listen on ${host}:${port} (HOST / PORT): ${code(e)}.`;
  }
}

/**
 * Where passkeys (WebAuthn) are valid: the relying-party ID (a domain name the browser checks
 * against the page's address; passkeys are bound to it for good) and the page origins whose
 * ceremonies the server accepts.
 */
export interface RelyingParty {
  id: string;
  origins: string[];
}

const isIpAddress = (host: string): boolean => /^[\d.]+$/.test(host) || host.includes(':');
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * The relying party from the settings (ABYSS_RP_ID / --rp-id, ABYSS_ORIGIN / --origin), or
 * from the listening host and port: an IP address (the default 127.0.0.1, or 0.0.0.0) cannot
 * be an RP ID, so it becomes "localhost", which browsers treat as a secure context over http.
 * Only what the operator set is checked (and refused in one line): a derived default never
 * stops a server from starting, passkeys being an option.
 */
export function relyingParty(settings: { rpId?: string; origins?: string[] }, host: string, port: number): RelyingParty {
  if (settings.rpId !== undefined && (!DOMAIN.test(settings.rpId) || isIpAddress(settings.rpId))) {
    throw new ConfigError(`ABYSS_RP_ID (--rp-id) must be a lower-case domain name such as abyss.example.org, without scheme or port (got "${settings.rpId.slice(0, 60)}").`);
  }
  const id = settings.rpId ?? (isIpAddress(host) ? 'localhost' : host.toLowerCase());
  if (!settings.origins?.length) return { id, origins: [`http://${id}:${port}`] };
  for (const o of settings.origins) {
    let u: URL;
    try {
      u = new URL(o);
    } catch {
      throw new ConfigError(`ABYSS_ORIGIN (--origin) must list page origins such as https://abyss.example.org (got "${o.slice(0, 60)}").`);
    }
    if (u.origin !== o) throw new ConfigError(`ABYSS_ORIGIN (--origin): "${o.slice(0, 60)}" is not an origin (scheme://host[:port], no path, no trailing slash).`);
    if (u.hostname !== id && !u.hostname.endsWith(`.${id}`)) {
      throw new ConfigError(`ABYSS_ORIGIN (--origin): ${o} is not on the RP ID ${id} (ABYSS_RP_ID / --rp-id); browsers would refuse its passkeys.`);
    }
    if (u.protocol !== 'https:' && !(u.protocol === 'http:' && (u.hostname === 'localhost' || u.hostname.endsWith('.localhost')))) {
      throw new ConfigError(`ABYSS_ORIGIN (--origin): ${o} must be https (browsers allow passkeys over http on localhost only).`);
    }
  }
  return { id, origins: [...settings.origins] };
}

/** SMTP for turn e-mails: an smtp:// or smtps:// URL, and the address they come from. */
export function checkSmtp(url: string, from: string | undefined): void {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new ConfigError('SMTP_URL is not a valid URL (expected smtp://user:password@host:587 or smtps://…:465).');
  }
  if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:') {
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps:// (it starts with ${u.protocol.slice(0, 20)}//).`);
  }
  if (!from) throw new ConfigError('SMTP_URL is set but SMTP_FROM is not: say which address turn e-mails come from (--smtp-from).');
  if (!/^[^\s@<>",;]+@[^\s@<>",;]+$/.test(from) && !/^[^<>\r\n]*<[^\s@<>",;]+@[^\s@<>",;]+>$/.test(from)) {
    throw new ConfigError('SMTP_FROM must be an e-mail address, e.g. abyss@example.org or "Abyss <abyss@example.org>".');
  }
}

/** The contact that push services may use to reach the operator: mailto: or https:. */
export function checkPushSubject(subject: string): void {
  if (!/^mailto:[^\s@]+@[^\s@]+$/.test(subject) && !/^https:\/\/[^\s]+$/.test(subject)) {
    throw new ConfigError('PUSH_SUBJECT must be mailto:you@example.org or an https:// address where push services can reach the operator.');
  }
}

/** The operator's allow-list of push services: host names or *.suffix patterns (notify/pushGuard.ts). */
export function checkPushHosts(hosts: string[]): void {
  const bad = hosts.find((h) => !/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(h));
  if (bad !== undefined) throw new ConfigError(`ABYSS_PUSH_HOSTS must list host names such as fcm.googleapis.com or *.notify.windows.com (got "${bad.slice(0, 60)}").`);
}

/** The address players open the server at, for links in e-mails. */
export function checkPublicUrl(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new ConfigError('PUBLIC_URL is not a valid URL (expected e.g. https://abyss.example.org).');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new ConfigError('PUBLIC_URL must start with http:// or https://.');
  return url.replace(/\/+$/, '');
}
