// One vocabulary of rules (issue 23): a rule's constant is written once, in the engine, and
// every other layer imports it. A numeric constant the engine exports and a module outside
// src/engine declares again (as `OUTCAST_BASE = 101` once was in the bots, the web and the CLI)
// is a copy that can drift from the rule.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as engine from '../../src/engine/index.ts';
import { ROOT, importGraph } from './import-graph.ts';

const RULE_CONSTANTS = Object.entries(engine)
  .filter(([name, value]) => /^[A-Z][A-Z0-9_]+$/.test(name) && typeof value === 'number')
  .map(([name]) => name);

/** `const NAME =` (or let/var, typed or not) in `text`, for each name of `names`. */
function declared(text: string, names: readonly string[]): string[] {
  return names.filter((name) => new RegExp(`\\b(?:const|let|var)\\s+${name}\\s*[:=]`).test(text));
}

describe('rule constants', () => {
  it('finds a redefinition', () => {
    expect(declared('export const OUTCAST_BASE = 101;\nconst X = 1;', ['OUTCAST_BASE', 'RECRUITS_TO_END'])).toEqual(['OUTCAST_BASE']);
    expect(declared("import { OUTCAST_BASE } from '../engine/index.ts';", ['OUTCAST_BASE'])).toEqual([]);
  });

  it('no module outside src/engine redefines a numeric constant the engine exports', () => {
    expect(RULE_CONSTANTS).toContain('OUTCAST_BASE');
    expect(RULE_CONSTANTS).toContain('RECRUITS_TO_END');
    const copies: string[] = [];
    for (const file of importGraph().keys()) {
      if (file.startsWith('src/engine/')) continue;
      for (const name of declared(readFileSync(`${ROOT}/${file}`, 'utf8'), RULE_CONSTANTS)) copies.push(`${file}: ${name}`);
    }
    expect(copies).toEqual([]);
  });
});
