// The suite's own conventions (docs/contributing.md, "Tests"), checked on the test files
// themselves so that a new test follows them: browser tests are named so that they get the
// built client and the browser project; no test waits on the clock.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return files(path);
    return /\.tsx?$/.test(e.name) ? [relative(ROOT, path)] : [];
  });
}

const TESTS = files(join(ROOT, 'test'));
const read = (f: string): string => readFileSync(join(ROOT, f), 'utf8');

describe('test conventions', () => {
  it('a test file that drives Chromium is named *.browser.test.ts, and only such files', () => {
    const drives = (text: string): boolean => /\b(browserTable|launch)\(/.test(text) && /from '\.\/harness\.ts'/.test(text);
    const misnamed = TESTS.filter((f) => f.endsWith('.test.ts') && drives(read(f)) !== f.endsWith('.browser.test.ts'));
    expect(misnamed).toEqual([]);
    expect(TESTS.filter((f) => f.endsWith('.browser.test.ts')).length).toBeGreaterThan(10);
  });

  it('a test that mocks a module runs isolated: it is in MOCKS (vitest.config.ts) when its folder shares module graphs', () => {
    // The `unit` project runs its files in one module graph per worker (isolate: false): a
    // vi.mock there would replace the module for the files after it.
    const config = read('vitest.config.ts');
    const shared = [...(config.split('SHARED_DIRS = [')[1] ?? '').split(']')[0].matchAll(/'([\w/-]+)'/g)].map((m) => m[1]);
    expect(shared.length).toBeGreaterThan(3);
    const mocking = TESTS.filter((f) => f.endsWith('.test.ts') && shared.some((d) => f.startsWith(`${d}/`)) && /\bvi\.(mock|doMock)\(/.test(read(f)));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((f) => !config.includes(`'${f}'`))).toEqual([]);
  });

  it('no test waits a fixed time, except a sleep() whose comment says why no condition exists', () => {
    const problems: string[] = [];
    for (const f of TESTS) {
      const lines = read(f).split('\n');
      lines.forEach((line, i) => {
        if (/\.waitForTimeout\(/.test(line)) problems.push(`${f}:${i + 1}: waitForTimeout`);
        if (/\bawait sleep\(/.test(line) && !lines.slice(Math.max(0, i - 3), i).some((l) => /No condition to wait on/.test(l))) {
          problems.push(`${f}:${i + 1}: sleep() without "No condition to wait on: …" above it`);
        }
        if (/await new Promise\(\(\w+\) => setTimeout\(\w+, \d+\)\)/.test(line)) problems.push(`${f}:${i + 1}: a setTimeout pause`);
      });
    }
    expect(problems).toEqual([]);
  });
});
