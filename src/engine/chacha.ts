// The ChaCha20 block function (RFC 8439 §2.3) in plain TypeScript: the engine stays pure and
// runs in a browser, so it can use neither node:crypto nor WebCrypto (which is async).
// A game keyed by a secret string seed draws its randomness from this keystream; unlike
// mulberry32, nothing about the key can be worked out from the cards it deals.

/** "expand 32-byte k", the four constant words of every ChaCha20 block. */
const SIGMA = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574];

function rotl(x: number, n: number): number {
  return (x << n) | (x >>> (32 - n));
}

/**
 * Writes the 16 output words of one keystream block into `out`. `keyNonce` holds the 8 key
 * words then the 3 nonce words, each the little-endian reading of 4 bytes as RFC 8439
 * serialises them; `counter` is the unsigned 32-bit block counter.
 */
export function chachaBlock(keyNonce: readonly number[], counter: number, out: Uint32Array): void {
  const k = keyNonce;
  const i0 = SIGMA[0], i1 = SIGMA[1], i2 = SIGMA[2], i3 = SIGMA[3];
  const i4 = k[0] | 0, i5 = k[1] | 0, i6 = k[2] | 0, i7 = k[3] | 0;
  const i8 = k[4] | 0, i9 = k[5] | 0, i10 = k[6] | 0, i11 = k[7] | 0;
  const i12 = counter | 0, i13 = k[8] | 0, i14 = k[9] | 0, i15 = k[10] | 0;
  let x0 = i0, x1 = i1, x2 = i2, x3 = i3, x4 = i4, x5 = i5, x6 = i6, x7 = i7;
  let x8 = i8, x9 = i9, x10 = i10, x11 = i11, x12 = i12, x13 = i13, x14 = i14, x15 = i15;
  // 20 rounds: 10 double rounds of four column then four diagonal quarter rounds (§2.1, §2.3).
  for (let r = 0; r < 10; r++) {
    x0 = (x0 + x4) | 0; x12 = rotl(x12 ^ x0, 16); x8 = (x8 + x12) | 0; x4 = rotl(x4 ^ x8, 12);
    x0 = (x0 + x4) | 0; x12 = rotl(x12 ^ x0, 8); x8 = (x8 + x12) | 0; x4 = rotl(x4 ^ x8, 7);
    x1 = (x1 + x5) | 0; x13 = rotl(x13 ^ x1, 16); x9 = (x9 + x13) | 0; x5 = rotl(x5 ^ x9, 12);
    x1 = (x1 + x5) | 0; x13 = rotl(x13 ^ x1, 8); x9 = (x9 + x13) | 0; x5 = rotl(x5 ^ x9, 7);
    x2 = (x2 + x6) | 0; x14 = rotl(x14 ^ x2, 16); x10 = (x10 + x14) | 0; x6 = rotl(x6 ^ x10, 12);
    x2 = (x2 + x6) | 0; x14 = rotl(x14 ^ x2, 8); x10 = (x10 + x14) | 0; x6 = rotl(x6 ^ x10, 7);
    x3 = (x3 + x7) | 0; x15 = rotl(x15 ^ x3, 16); x11 = (x11 + x15) | 0; x7 = rotl(x7 ^ x11, 12);
    x3 = (x3 + x7) | 0; x15 = rotl(x15 ^ x3, 8); x11 = (x11 + x15) | 0; x7 = rotl(x7 ^ x11, 7);

    x0 = (x0 + x5) | 0; x15 = rotl(x15 ^ x0, 16); x10 = (x10 + x15) | 0; x5 = rotl(x5 ^ x10, 12);
    x0 = (x0 + x5) | 0; x15 = rotl(x15 ^ x0, 8); x10 = (x10 + x15) | 0; x5 = rotl(x5 ^ x10, 7);
    x1 = (x1 + x6) | 0; x12 = rotl(x12 ^ x1, 16); x11 = (x11 + x12) | 0; x6 = rotl(x6 ^ x11, 12);
    x1 = (x1 + x6) | 0; x12 = rotl(x12 ^ x1, 8); x11 = (x11 + x12) | 0; x6 = rotl(x6 ^ x11, 7);
    x2 = (x2 + x7) | 0; x13 = rotl(x13 ^ x2, 16); x8 = (x8 + x13) | 0; x7 = rotl(x7 ^ x8, 12);
    x2 = (x2 + x7) | 0; x13 = rotl(x13 ^ x2, 8); x8 = (x8 + x13) | 0; x7 = rotl(x7 ^ x8, 7);
    x3 = (x3 + x4) | 0; x14 = rotl(x14 ^ x3, 16); x9 = (x9 + x14) | 0; x4 = rotl(x4 ^ x9, 12);
    x3 = (x3 + x4) | 0; x14 = rotl(x14 ^ x3, 8); x9 = (x9 + x14) | 0; x4 = rotl(x4 ^ x9, 7);
  }
  // The input state is added back (§2.3): without it the rounds could be run backwards.
  out[0] = x0 + i0; out[1] = x1 + i1; out[2] = x2 + i2; out[3] = x3 + i3;
  out[4] = x4 + i4; out[5] = x5 + i5; out[6] = x6 + i6; out[7] = x7 + i7;
  out[8] = x8 + i8; out[9] = x9 + i9; out[10] = x10 + i10; out[11] = x11 + i11;
  out[12] = x12 + i12; out[13] = x13 + i13; out[14] = x14 + i14; out[15] = x15 + i15;
}
