// The import graph of src/: which module imports which, read with TypeScript's own scanner
// (static imports, re-exports, `import type`, and `import('…')` with a literal path), so
// the layering tests need no other tool. Paths are relative to the repository root.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const ROOT = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.(ts|tsx|mts|mjs)$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Every module of `dir` (default src/) and the modules of src/ it imports, by relative path. */
export function importGraph(dir = 'src'): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(join(ROOT, dir))) {
    const text = readFileSync(file, 'utf8');
    const targets = ts.preProcessFile(text, true, true).importedFiles
      .map((f) => f.fileName)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => relative(ROOT, resolve(dirname(file), spec)));
    graph.set(relative(ROOT, file), [...new Set(targets)]);
  }
  return graph;
}

/** The folder of src/ a module belongs to: `src/engine/kraken/x.ts` → `engine`. */
export function layerOf(path: string): string {
  const parts = path.split('/');
  return parts[0] === 'src' && parts.length > 2 ? parts[1] : parts.length > 2 ? parts.slice(0, 2).join('/') : '.';
}

/** The graph with each node replaced by `group(node)`, without self-edges. */
export function collapse(graph: Map<string, string[]>, group: (path: string) => string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [from, tos] of graph) {
    const a = group(from);
    if (!out.has(a)) out.set(a, new Set());
    for (const to of tos) {
      const b = group(to);
      if (b !== a) out.get(a)!.add(b);
    }
  }
  return out;
}

/**
 * The strongly connected components with more than one node (Tarjan): each is a set of
 * modules (or folders) that import one another in a cycle. Sorted, for stable messages.
 */
export function cycles(graph: Map<string, Iterable<string>>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}
