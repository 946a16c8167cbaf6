// The engine's import graph (issue 23): no cycle among its files, and the base modules already
// behind the expansion hooks (hooks.ts) import no expansion folder. The list grows as the rest
// of the base modules move behind the hooks (docs/engine.md, "Expansion hooks").
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ENGINE = fileURLToPath(new URL('../../src/engine/', import.meta.url));
const EXPANSION_FOLDERS = ['kraken/', 'leviathan/', 'de-profundis/'];

/** Every .ts file under the engine, by path relative to it. */
function files(dir = ENGINE): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return name.endsWith('.ts') ? [relative(ENGINE, path)] : [];
  });
}

/** The engine files a file imports at run time (type-only imports left out: they vanish when compiled). */
export function runtimeImports(file: string, source: string): string[] {
  const out: string[] = [];
  const re = /^(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?'(\.[^']+)'/gm;
  for (const m of source.matchAll(re)) if (!m[1]) out.push(normalize(join(dirname(file), m[2])));
  return out;
}

const GRAPH = new Map(files().map((f) => [f, runtimeImports(f, readFileSync(join(ENGINE, f), 'utf8'))]));

/** The import cycles (strongly connected components of more than one file, or a file importing itself). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

/** Base modules that reach the expansions only through hooks.ts. */
const HOOKED = [
  'hooks.ts', 'flow.ts', 'setup.ts', 'scoring.ts', 'observe.ts', 'resample.ts', 'knowledge.ts', 'state.ts',
  'state-copy.ts', 'view.ts', 'council.ts', 'dead.ts', 'preview.ts', 'table-cards.ts',
  'payments.ts', 'recruit.ts', 'recruit-steps.ts', 'resample-payment.ts',
];

describe('the engine import graph', () => {
  it('has no cycle', () => {
    expect(cycles(GRAPH)).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    expect(cycles(new Map([['a.ts', ['b.ts']], ['b.ts', ['c.ts']], ['c.ts', ['a.ts']], ['d.ts', ['a.ts']]]))).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(runtimeImports('x.ts', "import type { A } from './a.ts';\nimport { b } from './kraken/b.ts';\nimport './c.ts';")).toEqual(['kraken/b.ts', 'c.ts']);
  });

  it('the base modules behind the hooks import no expansion folder', () => {
    const leaks = HOOKED.flatMap((f) => (GRAPH.get(f) ?? [`${f} is missing`]).filter((d) => EXPANSION_FOLDERS.some((x) => d.startsWith(x))).map((d) => `${f} → ${d}`));
    expect(leaks).toEqual([]);
  });

  it('only expansions.ts, the composition root, imports the expansions\' hooks', () => {
    const importers = [...GRAPH].filter(([, deps]) => deps.some((d) => /^(kraken|leviathan|de-profundis)\/hooks\.ts$/.test(d))).map(([f]) => f);
    expect(importers).toEqual(['expansions.ts']);
  });
});
