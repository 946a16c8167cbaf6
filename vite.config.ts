// Vite build of the web client (src/web -> dist/web, served by the game server).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * Writes a .br and a .gz beside every text asset of the build, compressed once at their
 * highest levels, so the server (@fastify/static `preCompressed`) sends them without
 * compressing anything per request.
 */
function precompress(): Plugin {
  const text = /\.(js|css|html|svg|json|txt)$/;
  let dir = '';
  const walk = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]));
  return {
    name: 'abyss-precompress',
    apply: 'build',
    // The folder the build really wrote (a caller may override build.outDir, as the browser tests do).
    configResolved(config) {
      dir = config.build.outDir;
    },
    closeBundle() {
      for (const file of walk(dir)) {
        if (!text.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Writes precache.json: every file of the build the service worker (public/sw.js) keeps for
 * offline use, and a version that changes with them (the cache's name).
 */
function precacheList(): Plugin {
  let dir = '';
  const walk = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]));
  return {
    name: 'abyss-precache',
    apply: 'build',
    configResolved(config) {
      dir = config.build.outDir;
    },
    closeBundle() {
      const files = walk(dir)
        .map((f) => `/${relative(dir, f).split(sep).join('/')}`)
        .filter((f) => !/\.(br|gz)$/.test(f) && f !== '/sw.js' && f !== '/precache.json')
        .sort();
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
      writeFileSync(join(dir, 'precache.json'), JSON.stringify({ version, files: ['/', ...files] }));
    },
  };
}

export default defineConfig({
  root: here('./src/web'),
  base: '/',
  plugins: [react(), precacheList(), precompress()],
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    // The engine's card data and the client fit in one small chunk; no source maps in production.
    sourcemap: false,
  },
  server: {
    // `npx vite` for development: the API and the WebSocket go to a server on port 3000.
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
});
