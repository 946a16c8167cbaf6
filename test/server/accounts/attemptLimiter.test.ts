import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from '../../../src/server/accounts/attemptLimiter.ts';

describe('AttemptLimiter', () => {
  it('refuses a key after max attempts until its window ends, each key on its own', () => {
    let t = 1000;
    const l = new AttemptLimiter({ max: 2, windowMs: 100 }, () => t);
    l.hit('a');
    expect(l.retryAfter('a')).toBe(0);
    t = 1040;
    l.hit('a');
    expect(l.retryAfter('a')).toBe(60);
    expect(l.retryAfter('b')).toBe(0);
    t = 1100;
    expect(l.retryAfter('a')).toBe(0);
    l.hit('a');
    expect(l.retryAfter('a')).toBe(0);
    l.clear('a');
    l.hit('a');
    l.hit('a');
    expect(l.retryAfter('a')).toBe(100);
  });
});
