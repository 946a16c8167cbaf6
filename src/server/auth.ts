// Seat tokens: 256 random bits, base64url. Only their SHA-256 is stored or kept in memory.
import { createHash, randomBytes } from 'node:crypto';

export function newSeatToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Token from `Authorization: Bearer <t>` or `?token=<t>`; undefined when neither is given. */
export function tokenFrom(headers: Record<string, string | string[] | undefined>, query: unknown): string | undefined {
  const h = headers.authorization;
  if (typeof h === 'string') {
    const m = /^Bearer\s+(\S+)$/i.exec(h.trim());
    return m ? m[1] : '';
  }
  const q = (query as { token?: unknown } | undefined)?.token;
  return typeof q === 'string' ? q : undefined;
}

/** A new random game id (96 bits, base64url, 16 characters). */
export function newGameId(): string {
  return randomBytes(12).toString('base64url');
}
