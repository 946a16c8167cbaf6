// Password hashing with Node's scrypt (RFC 7914) at OWASP's recommended cost: N = 2^17,
// r = 8, p = 1 (128 MiB and a few hundred milliseconds per hash, off the event loop). The
// parameters are stored with each hash, so raising them later keeps old hashes verifiable.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  log2N: number;
  r: number;
  p: number;
}

export const DEFAULT_COST: ScryptCost = { log2N: 17, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.log2N;
  // scrypt needs 128·N·r bytes; Node refuses above maxmem (32 MiB by default).
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (e, key) => (e ? reject(e) : resolve(key))));
}

/** `scrypt$<log2 N>$<r>$<p>$<salt>$<key>`, base64url. */
export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.log2N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Compares in constant time; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [log2N, r, p] = parts.slice(1, 4).map(Number);
  if (![log2N, r, p].every((x) => Number.isInteger(x) && x > 0) || log2N > 20) return false;
  const expected = Buffer.from(parts[5], 'base64url');
  const key = await derive(password, Buffer.from(parts[4], 'base64url'), { log2N, r, p });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
