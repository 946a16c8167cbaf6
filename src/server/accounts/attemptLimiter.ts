// Sign-in attempts counted per key (an account's login, a client address) in a fixed window:
// past `max` failures the key is refused until its window ends, whatever the password. Kept in
// the process's memory: each process of a cluster counts on its own (the limit multiplies by
// the processes, it never disappears).

export interface LimitRule {
  max: number;
  windowMs: number;
}

export class AttemptLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly rule: LimitRule, private readonly now: () => number = Date.now) {}

  /** Milliseconds until `key` may try again, or 0 when it may now. */
  retryAfter(key: string): number {
    const w = this.windows.get(key);
    if (!w) return 0;
    const left = w.start + this.rule.windowMs - this.now();
    if (left <= 0) {
      this.windows.delete(key);
      return 0;
    }
    return w.count >= this.rule.max ? left : 0;
  }

  /** Counts one attempt against `key`. */
  hit(key: string): void {
    const t = this.now();
    const w = this.windows.get(key);
    if (!w || t - w.start >= this.rule.windowMs) this.windows.set(key, { start: t, count: 1 });
    else w.count++;
    // Old windows go so the map cannot grow without bound.
    if (this.windows.size > 100_000) {
      for (const [k, v] of this.windows) if (t - v.start >= this.rule.windowMs) this.windows.delete(k);
    }
  }

  clear(key: string): void {
    this.windows.delete(key);
  }
}
