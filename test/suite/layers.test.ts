// The layers of src/ (../shared/design.md): ESLint's layers/imports rule (eslint/layers.js)
// catches an import against the order at any depth, and no folder of src/ imports another in
// a cycle (the import graph, read by import-graph.ts).
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { LAYERS } from '../../eslint/layers.js';
import { ROOT, collapse, cycles, importGraph, layerOf } from './import-graph.ts';

const eslint = new ESLint({ cwd: ROOT });

/** The layers/imports messages ESLint gives `code` as if it were the file `path` of the repository. */
async function layerErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${path}` });
  return result.messages.filter((m) => m.ruleId === 'layers/imports').map((m) => m.message);
}

describe('layers: the ESLint rule', () => {
  it('refuses an import against the order, from any depth, type-only and dynamic imports included', async () => {
    const caught: [path: string, code: string, to: string][] = [
      ['src/web/x.ts', "import { main } from '../server/main.ts';\nexport const m = main;\n", 'src/web may not import src/server'],
      ['src/web/table/x.tsx', "import type { LiveGame } from '../../server/games.ts';\nexport type G = LiveGame;\n", 'src/web may not import src/server'],
      ['src/engine/kraken/x.ts', "export { createBot } from '../../bots/index.ts';\n", 'src/engine may not import src/bots'],
      ['src/engine/x.ts', "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n", 'src/engine imports nothing outside itself'],
      ['src/engine/leviathan/x.ts', "export const v = () => import('../../../package.json');\n", 'src/engine imports nothing outside itself'],
      ['src/bots/x.ts', "export type W = typeof import('../web/api.ts');\n", 'src/bots may not import src/web'],
      ['src/agents/x.ts', "import type { Bot } from '../bots/types.ts';\nexport type B = Bot;\n", 'src/agents may not import src/bots'],
      ['src/cli/x.ts', "export * from '../server/games.ts';\n", 'src/cli may not import src/server'],
    ];
    for (const [path, code, message] of caught) {
      const errors = await layerErrors(path, code);
      expect(errors, `${path}: ${code}`).toHaveLength(1);
      expect(errors[0]).toContain(message);
    }
  });

  it('lets each layer import what the order allows, and itself at any depth', async () => {
    const fine: [path: string, code: string][] = [
      ['src/web/table/x.tsx', "import type { ViewResponse } from '../../protocol/game.ts';\nimport { LORDS } from '../../engine/cards.ts';\nexport type V = ViewResponse;\nexport const l = LORDS;\n"],
      ['src/engine/kraken/x.ts', "import { LORDS } from '../cards.ts';\nimport { RACES } from './../../engine/cards.ts';\nexport const l = [LORDS, RACES];\n"],
      ['src/server/x.ts', "import type { ApiError } from '../protocol/game.ts';\nimport { randomBytes } from 'node:crypto';\nexport type E = ApiError;\nexport const r = randomBytes;\n"],
      ['src/bots/x.ts', "import type { Bot } from '../agents/seat.ts';\nexport type B = Bot;\n"],
      // Tests, benchmarks and scripts stand outside the layers.
      ['test/x.test.ts', "import { main } from '../src/server/main.ts';\nexport const m = main;\n"],
    ];
    for (const [path, code] of fine) expect(await layerErrors(path, code), `${path}: ${code}`).toEqual([]);
  });

  it('knows every folder of src/', () => {
    const folders = new Set([...importGraph().keys()].map(layerOf));
    expect([...folders].sort()).toEqual(Object.keys(LAYERS).sort());
  });
});

describe('layers: no import cycle', () => {
  it('the cycle finder finds a cycle through several modules, and none in a chain', () => {
    const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a', 'd']], ['d', []]]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
    expect(cycles(new Map([['a', ['b']], ['b', ['c']], ['c', []]]))).toEqual([]);
  });

  it('no folder of src/ imports another in a cycle', () => {
    expect(cycles(collapse(importGraph(), layerOf))).toEqual([]);
  });

  it('no module cycle anywhere, the engine included, type-only imports counted', () => {
    // The last one ran through the view's types (knowledge.ts read PlayerView from view.ts, which
    // imports the rules): the types now sit in view-types.ts.
    expect(cycles(importGraph())).toEqual([]);
  });
});
