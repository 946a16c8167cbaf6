// Draws the app's icons (src/web/public/icons): the favicon's design, a pale Pearl in a ring on
// the deep blue of the Abyss, as an SVG and as PNGs (192 and 512 pixels, for the web app
// manifest). Run with `npx tsx scripts/icons.ts`; the PNGs are written by hand (zlib), no
// image library needed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const OUT = new URL('../src/web/public/icons/', import.meta.url);
const DEEP = [0x0b, 0x3d, 0x5c];
const PEARL = [0xe8, 0xf4, 0xff];
const RING = [0x5f, 0xb3, 0xd9];

/** The colour at (x, y) of a size×size icon: the whole square is background (maskable safe zone). */
function pixel(x: number, y: number, size: number): number[] {
  const c = size / 2;
  const r = Math.hypot(x + 0.5 - c, y + 0.5 - c) / size;
  if (r < 0.17) return PEARL;
  if (r > 0.27 && r < 0.31) return RING;
  return DEEP;
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png(size: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) Buffer.from(pixel(x, y, size)).copy(row, 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const hex = (c: number[]): string => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${hex(DEEP)}"/><circle cx="50" cy="50" r="29" fill="none" stroke="${hex(RING)}" stroke-width="4"/><circle cx="50" cy="50" r="17" fill="${hex(PEARL)}"/></svg>\n`;

mkdirSync(OUT, { recursive: true });
writeFileSync(new URL('icon.svg', OUT), svg);
for (const size of [192, 512]) writeFileSync(new URL(`icon-${size}.png`, OUT), png(size));
