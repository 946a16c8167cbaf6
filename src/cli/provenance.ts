// Which engine made a result: every journal, summary, report and replay records it, and a
// tournament is resumed only by the engine (and bots) that began it. The hashes cover the
// files that decide the games: src/engine (the rules) and src/bots (the bots' play).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface EngineVersion {
  /** package.json's version. */
  version: string;
  /** The git commit checked out, when the program runs from a git checkout (null otherwise). */
  commit: string | null;
  /** SHA-256 of src/engine's files, paths and contents: the rules. */
  engine: string;
  /** SHA-256 of src/bots's files: the bots' play. */
  bots: string;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

/** SHA-256 over the sorted relative paths and contents of a folder's files. */
export function treeHash(dir: string): string {
  const h = createHash('sha256');
  for (const file of filesUnder(dir).map((f) => relative(dir, f)).sort()) {
    h.update(`${file}\0`);
    h.update(readFileSync(join(dir, file)));
    h.update('\0');
  }
  return h.digest('hex');
}

function gitCommit(): string | null {
  try {
    const out = execFileSync('git', ['-C', ROOT, 'rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 }).trim();
    return /^[0-9a-f]{40}$/.test(out) ? out : null;
  } catch {
    return null;
  }
}

let cached: EngineVersion | null = null;

/** This program's engine version (computed once). */
export function engineVersion(): EngineVersion {
  if (!cached) {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    cached = { version: pkg.version, commit: gitCommit(), engine: treeHash(join(ROOT, 'src/engine')), bots: treeHash(join(ROOT, 'src/bots')) };
  }
  return cached;
}

/** "abyss 0.1.0 (commit 1a55cfd, engine 3f2a9c1d, bots 88e0b2a4)": the hashes' first 8 digits. */
export function describeEngine(v: Partial<EngineVersion> | undefined): string {
  if (!v || typeof v !== 'object') return 'an engine that recorded no version';
  const commit = typeof v.commit === 'string' ? `commit ${v.commit.slice(0, 7)}, ` : '';
  return `abyss ${String(v.version)} (${commit}engine ${String(v.engine).slice(0, 8)}, bots ${String(v.bots).slice(0, 8)})`;
}

/** Whether results of `a` and `b` are the same games: same rules and same bots (the version and commit may differ). */
export function sameEngine(a: Partial<EngineVersion> | undefined, b: Partial<EngineVersion> | undefined): boolean {
  return !!a && !!b && a.engine === b.engine && a.bots === b.bots;
}
