// Sign-in throttling with growing delays, counted in the store so that every process of a
// cluster (sharing SQLite's file or a PostgreSQL schema) sees the same counters. No hard lock:
// after a few free attempts each further one must wait twice as long as the one before, up to
// a bound, and a counter is forgotten after a quiet while. Three counters guard a password
// sign-in: the client's address (every attempt costs a password hash), the login from that
// address (guessing from one place: long delays) and the login from anywhere (guessing from
// many places: short delays, so that an attacker can only slow its owner down, never lock
// them out). Passkeys never look at the login's counters: an attack on the password cannot
// keep the owner's passkey out.
import type { Sql } from './sqlDb.ts';

export interface BackoffRule {
  /** Attempts (or failures) before any delay. */
  free: number;
  /** The first delay (ms); each further one doubles it... */
  baseMs: number;
  /** ...up to this (ms). */
  maxMs: number;
  /** A counter untouched this long (ms) starts again from zero. */
  forgetMs: number;
}

export interface ThrottleRules {
  /** Every sign-in and sign-up attempt from an address. */
  address: BackoffRule;
  /** Password sign-ins of one login from one address (a success clears it). */
  loginAddress: BackoffRule;
  /** Password sign-ins of one login from anywhere (a success clears it). */
  login: BackoffRule;
  /** Passkey sign-ins from an address (never the login's counters). */
  passkeyAddress: BackoffRule;
}

const MINUTE = 60_000;
export const DEFAULT_THROTTLE: ThrottleRules = {
  address: { free: 20, baseMs: 1000, maxMs: 15 * MINUTE, forgetMs: 15 * MINUTE },
  loginAddress: { free: 3, baseMs: 1000, maxMs: 15 * MINUTE, forgetMs: 60 * MINUTE },
  login: { free: 10, baseMs: 1000, maxMs: MINUTE, forgetMs: 60 * MINUTE },
  passkeyAddress: { free: 20, baseMs: 1000, maxMs: 15 * MINUTE, forgetMs: 15 * MINUTE },
};

/** The wait (ms) after `count` counted attempts. */
export function delayAfter(count: number, rule: BackoffRule): number {
  if (count < rule.free) return 0;
  return Math.min(rule.baseMs * 2 ** Math.min(count - rule.free, 40), rule.maxMs);
}

/** Old counters are swept at most this often (ms), by whichever process counts. */
const SWEEP_MS = 5 * MINUTE;

export class SignInThrottle {
  private lastSweep = 0;
  private readonly maxForgetMs: number;

  constructor(private readonly sql: Sql, readonly rules: ThrottleRules, private readonly now: () => number) {
    this.maxForgetMs = Math.max(...Object.values(rules).map((r: BackoffRule) => r.forgetMs));
  }

  /**
   * Counts an attempt under `key` if it may be made now and returns 0; otherwise counts nothing
   * and returns the wait (ms). Check and count are one transaction: parallel attempts (from any
   * process) cannot all slip through before the first is counted.
   */
  async take(key: string, rule: BackoffRule): Promise<number> {
    const now = this.now();
    const wait = await this.sql.tx(async (q) => {
      await q.run('INSERT INTO signin_throttle (throttle_key, attempts, last_at) VALUES (?, 0, 0) ON CONFLICT DO NOTHING', [key]);
      const lock = q.dialect === 'postgres' ? ' FOR UPDATE' : '';
      const [r] = await q.all(`SELECT attempts, last_at FROM signin_throttle WHERE throttle_key = ?${lock}`, [key]);
      const last = Number(r.last_at);
      const count = now - last >= rule.forgetMs ? 0 : Number(r.attempts);
      const left = last + delayAfter(count, rule) - now;
      if (count > 0 && left > 0) return left;
      await q.run('UPDATE signin_throttle SET attempts = ?, last_at = ? WHERE throttle_key = ?', [count + 1, now, key]);
      return 0;
    });
    await this.sweep(now);
    return wait;
  }

  /** A success: the key starts again from zero. */
  async clear(key: string): Promise<void> {
    await this.sql.run('DELETE FROM signin_throttle WHERE throttle_key = ?', [key]);
  }

  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_MS) return;
    this.lastSweep = now;
    await this.sql.run('DELETE FROM signin_throttle WHERE last_at < ?', [now - this.maxForgetMs]);
  }
}
