// The size of the web client's start: shared by the browser tests and `npm run measure`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip size of the JavaScript the index page loads at start (entry script and its preloads). */
export function initialJsGzip(outDir: string): { files: string[]; raw: number; gzip: number } {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  let raw = 0, gzip = 0;
  for (const f of files) {
    const buf = readFileSync(join(outDir, f));
    raw += buf.length;
    gzip += gzipSync(buf, { level: 9 }).length;
  }
  return { files, raw, gzip };
}
