import { describe, expect, it } from 'vitest';
import { DEFAULT_COST, hashPassword, verifyPassword } from '../../../src/server/accounts/passwords.ts';

describe('password hashing', () => {
  it("hashes with scrypt at OWASP's cost (N = 2^17, r = 8, p = 1), a fresh salt each time, and verifies", async () => {
    expect(DEFAULT_COST).toEqual({ log2N: 17, r: 8, p: 1 });
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterY', a)).toBe(false);
  }, 30_000);

  it('treats composed and decomposed accents as the same password; refuses malformed or costly hashes', async () => {
    const h = await hashPassword('Crème brûlée!', { log2N: 10, r: 8, p: 1 });
    expect(await verifyPassword('Cre\u0300me bru\u0302le\u0301e!', h)).toBe(true);
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('x', h.replace('$10$', '$30$'))).toBe(false);
    expect(await verifyPassword('x', h.split('$').slice(0, 5).join('$'))).toBe(false);
  });
});
