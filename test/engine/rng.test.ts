// The game's generators (src/engine/rng.ts, chacha.ts): ChaCha20 against RFC 8439 and
// OpenSSL, the hex-seed contract, unbiased draws, and numeric seeds playing as they always did.
import { createCipheriv, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chachaBlock } from '../../src/engine/chacha.ts';
import { randomInt, seedKey } from '../../src/engine/rng.ts';
import { applyAction, checkOptions, fast, legalActions, newGame, type GameState } from './mutable.ts';
import { MAX_ACTIONS, prng, randomAction } from './random-play.ts';

/** RFC 8439 words: the little-endian reading of 4 serialised bytes. */
function leWords(hex: string): number[] {
  const bytes = Buffer.from(hex.replace(/[^0-9a-f]/g, ''), 'hex');
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i += 4) out.push(bytes.readUInt32LE(i));
  return out;
}

function block(keyNonce: number[], counter: number): string {
  const out = new Uint32Array(16);
  chachaBlock(keyNonce, counter, out);
  return Buffer.from(out.buffer).toString('hex');
}

describe('ChaCha20 block function', () => {
  it('matches the RFC 8439 §2.3.2 test vector', () => {
    const key = leWords('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f');
    const nonce = leWords('000000090000004a00000000');
    expect(block([...key, ...nonce], 1)).toBe(
      '10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c068030422aa9ac3d46c4e'
      + 'd2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e',
    );
  });

  it('matches RFC 8439 appendix A.1 test vector #1 (zero key, zero nonce, block 0)', () => {
    expect(block(new Array<number>(11).fill(0), 0)).toBe(
      '76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7'
      + 'da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586',
    );
  });

  it("agrees with OpenSSL's chacha20 keystream for other keys, nonces and counters", () => {
    const rand = prng(99);
    for (let t = 0; t < 20; t++) {
      const bytes = Buffer.alloc(44);
      for (let i = 0; i < 44; i++) bytes[i] = Math.floor(rand() * 256);
      const counter = t === 0 ? 0xffffffff : Math.floor(rand() * 2 ** 32);
      const iv = Buffer.concat([Buffer.alloc(4), bytes.subarray(32)]);
      iv.writeUInt32LE(counter, 0);
      const stream = createCipheriv('chacha20', bytes.subarray(0, 32), iv).update(Buffer.alloc(64)).toString('hex');
      expect(block(leWords(bytes.toString('hex')), counter)).toBe(stream);
    }
  });
});

describe('hex seeds', () => {
  it('are the key bytes, right-padded with zeros, and the digit count as nonce', () => {
    const hex = '000102030405060708090a0b0c0d0e0f';
    expect(seedKey(hex)).toEqual([...leWords(hex.padEnd(64, '0')), 32, 0, 0]);
    expect(seedKey('ff'.repeat(32))).toEqual([...new Array<number>(8).fill(0xffffffff), 64, 0, 0]);
    // Trailing zeros still make another seed.
    expect(seedKey(hex + '0')).not.toEqual(seedKey(hex));
  });

  it('accept 32 to 64 lowercase hex digits and refuse anything else with one sentence', () => {
    for (const seed of ['0'.repeat(32), 'a'.repeat(33), 'f'.repeat(64), 5, -12.75]) {
      expect(checkOptions({ seed, players: 2 }), String(seed)).toBeNull();
    }
    const message = 'The seed must be a finite number or a string of 32 to 64 lowercase hexadecimal digits.';
    for (const seed of ['0'.repeat(31), '0'.repeat(65), 'A'.repeat(32), 'g'.repeat(32), ' ' + '0'.repeat(32), '', '12', NaN, Infinity]) {
      expect(checkOptions({ seed, players: 2 }), String(seed)).toEqual({ code: 'BAD_OPTIONS', message });
      expect(() => newGame({ seed, players: 2 })).toThrow(message);
    }
  });

  it('keep the state as it was: one number (the words drawn), the key coming from the seed option', () => {
    const seed = 'c0ffee'.repeat(10);
    const hex = newGame({ seed, players: 4 });
    const numeric = newGame({ seed: 3, players: 4 });
    expect(Object.keys(hex)).toEqual(Object.keys(numeric));
    // Setup draws 34 + 70 + 19 + 19 swaps and the start seat: 143 words, and rarely a rejected one.
    expect(hex.rng).toBeGreaterThanOrEqual(143);
    expect(hex.rng).toBeLessThan(150);
  });
});

describe('randomInt over the ChaCha20 stream', () => {
  const words = (keyNonce: number[], count: number): number[] => {
    const out: number[] = [];
    const buf = new Uint32Array(16);
    for (let b = 0; out.length < count; b++) {
      chachaBlock(keyNonce, b, buf);
      out.push(...buf);
    }
    return out.slice(0, count);
  };

  it('reads the stream word by word across blocks, rejecting words above the last multiple of n', () => {
    const seed = '0123456789abcdef'.repeat(3);
    const stream = words(seedKey(seed), 200);
    // n = 3·2^30: words ≥ 3·2^30 (a quarter of them) would bias the result and are drawn again.
    const n = 3 * 2 ** 30;
    const s = { rng: 0, options: { seed } } as GameState;
    const expected = stream.filter((w) => w < n);
    const got: number[] = [];
    while (s.rng < 190) got.push(randomInt(s, n));
    expect(got).toEqual(expected.slice(0, got.length));
    expect(got.length).toBeLessThan(s.rng);
    // Small n: the plain remainder of each word (no word is rejected below 2^32 − 2^32 mod 35).
    const t = { rng: 0, options: { seed } } as GameState;
    expect(Array.from({ length: 40 }, () => randomInt(t, 35))).toEqual(stream.slice(0, 40).map((w) => w % 35));
  });

  it('does not depend on which game (or JSON copy) last drew', () => {
    const a = { rng: 5, options: { seed: 'a'.repeat(32) } } as GameState;
    const b = { rng: 5, options: { seed: 'b'.repeat(32) } } as GameState;
    const a2 = JSON.parse(JSON.stringify(a)) as GameState;
    const fromA = randomInt(a, 1000);
    const fromB = randomInt(b, 1000);
    expect(randomInt(a2, 1000)).toBe(fromA);
    expect(fromB).not.toBe(fromA);
    expect(words(seedKey('a'.repeat(32)), 6)[5] % 1000).toBe(fromA);
  });
});

/** A uniformly random game, from a test PRNG of its own, through the public applyAction. */
function play(seed: number | string, players: number, stopAt = MAX_ACTIONS): GameState {
  const rand = prng(players * 7919);
  let s = newGame({ seed, players });
  for (let n = 0; !s.over && n < stopAt; n++) {
    const r = applyAction(s, randomAction(s, rand));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

describe('games with a hex seed', () => {
  const seed = '5eed'.repeat(16);

  it('are deterministic: the same seed and choices give the same game to the end', () => {
    const a = play(seed, 3);
    expect(a.over).toBe(true);
    expect(JSON.stringify(play(seed, 3))).toBe(JSON.stringify(a));
    expect(newGame({ seed: seed.slice(0, 63) + 'e', players: 3 }).court).not.toEqual(newGame({ seed, players: 3 }).court);
  });

  it('resume identically from a JSON copy taken mid-game', () => {
    const rand = prng(4);
    let s = newGame({ seed, players: 4 });
    for (let n = 0; n < 150; n++) s = (applyAction(s, randomAction(s, rand)) as { state: GameState }).state;
    expect(s.over).toBe(false);
    const copy = JSON.parse(JSON.stringify(s)) as GameState;
    const r1 = prng(11);
    const r2 = prng(11);
    let x = s;
    let y = copy;
    for (let n = 0; n < MAX_ACTIONS && !x.over; n++) {
      const a = randomAction(x, r1);
      expect(randomAction(y, r2)).toEqual(a);
      x = (applyAction(x, a) as { state: GameState }).state;
      y = (applyAction(y, a) as { state: GameState }).state;
      expect(JSON.stringify(y)).toBe(JSON.stringify(x));
    }
    expect(x.over).toBe(true);
  });

  it('play on the hot path exactly as through applyAction', () => {
    const rand = prng(8);
    let s = newGame({ seed, players: 2 });
    const hot = fast.clone(s);
    for (let n = 0; n < MAX_ACTIONS && !s.over; n++) {
      const legal = legalActions(s);
      const a = legal[Math.floor(rand() * legal.length)];
      s = (applyAction(s, a) as { state: GameState }).state;
      expect(fast.apply(hot, a)).toBeNull();
    }
    expect(JSON.stringify({ ...hot, log: [] })).toBe(JSON.stringify({ ...s, log: [] }));
  });
});

describe('numeric seeds', () => {
  // Fingerprints taken with the engine before hex seeds existed: a numeric seed must keep
  // dealing and playing bit for bit as it did, or every stored replay and research seed breaks.
  const golden: [number, number, number[], string][] = [
    [1, 2, [7, 11, 26, 18, 25, 21], '725f4210186f4b24'],
    [7013, 4, [9, 23, 11, 8, 26, 21], '01a467b3756db6e8'],
    [-12.75, 3, [4, 1, 30, 9, 31, 7], '83e29c464564c489'],
    [2 ** 40 + 3, 4, [32, 1, 8, 11, 17, 21], 'dabac75efd632a7e'],
  ];
  it.each(golden)('seed %d with %d players deals and plays as before', (seed, players, court, hash) => {
    expect(newGame({ seed, players }).court).toEqual(court);
    const s = newGame({ seed, players });
    for (let n = 0; !s.over && n < 400; n++) {
      const legal = legalActions(s);
      // The fingerprints predate recruitment in steps: play each listed payment in one shot, as then.
      const a = legal[n % legal.length];
      fast.apply(s, a.type === 'recruit' ? { ...a, more: undefined } : a);
    }
    expect(createHash('sha256').update(JSON.stringify({ ...s, log: [] })).digest('hex').slice(0, 16)).toBe(hash);
  });
});
