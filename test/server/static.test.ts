// Serving the built client: precompressed assets (the build writes .br and .gz beside them)
// and caching that fits content-hashed file names.
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, tempDir } from './helpers.ts';

type Served = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A raw GET (fetch would decompress and hide the encoding). */
function get(base: string, path: string, acceptEncoding?: string): Promise<Served> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the built client', () => {
  const tmp = tempDir('abyss-static-');
  const script = Buffer.from(`console.log(${JSON.stringify('Abyss '.repeat(2000))});\n`);
  const asset = '/assets/index-B1vf-xV5.js';
  let server: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    mkdirSync(join(tmp.dir, 'assets'));
    writeFileSync(join(tmp.dir, 'index.html'), `<!doctype html><script type="module" src="${asset}"></script>`);
    writeFileSync(join(tmp.dir, asset), script);
    writeFileSync(join(tmp.dir, `${asset}.br`), brotliCompressSync(script));
    writeFileSync(join(tmp.dir, `${asset}.gz`), gzipSync(script));
    server = await startServer({ staticDir: tmp.dir });
  });
  afterAll(async () => {
    await server.stop();
    tmp.cleanup();
  });

  it('sends the brotli or gzip copy of a script to a browser that takes it, and the plain file otherwise', async () => {
    const br = await get(server.url, asset, 'gzip, deflate, br');
    expect([br.status, br.headers['content-encoding'], br.headers.vary]).toEqual([200, 'br', 'accept-encoding']);
    expect(brotliDecompressSync(br.body).equals(script)).toBe(true);
    expect(br.body.length).toBeLessThan(script.length / 10);

    const gz = await get(server.url, asset, 'gzip');
    expect([gz.status, gz.headers['content-encoding']]).toEqual([200, 'gzip']);
    expect(gunzipSync(gz.body).equals(script)).toBe(true);

    const plain = await get(server.url, asset);
    expect([plain.status, plain.headers['content-encoding']]).toEqual([200, undefined]);
    expect(plain.body.equals(script)).toBe(true);
  });

  it('lets browsers keep content-hashed files for a year and revalidate the page that names them', async () => {
    for (const enc of ['br', 'gzip', undefined]) {
      expect((await get(server.url, asset, enc)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get(server.url, '/')).headers['cache-control']).toBe('no-cache');
    expect((await get(server.url, '/play/someGame')).headers['cache-control']).toBe('no-cache');
  });
});
