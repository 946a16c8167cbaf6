// The layers of src/ and what each may import (../shared/design.md, "Layers and what each may
// touch"), as an ESLint rule. Each import is resolved against the importing file, so the rule
// holds at any depth (src/web/table/x.tsx importing ../../server/… is caught like src/web/x.ts).
// Type-only imports count too: a layer's types are part of what it depends on.
import { dirname, relative, resolve, sep } from 'node:path';

/** Folder of src/ → the other folders of src/ its modules may import. */
export const LAYERS = {
  // Pure rules: nothing outside itself, not even a package.
  engine: [],
  // Process plumbing shared by the server and the command line (outside-service checks): no game knowledge.
  ops: [],
  // Wire types of the server and the web.
  protocol: ['engine'],
  i18n: ['engine'],
  // The seat-player contract and external programs playing a seat.
  agents: ['engine'],
  bots: ['engine', 'agents'],
  env: ['engine', 'agents', 'bots'],
  // `abyss serve` starts src/server/main.ts by a computed path: the server's entry point.
  cli: ['engine', 'agents', 'bots', 'env', 'i18n', 'ops'],
  server: ['engine', 'protocol', 'bots', 'i18n', 'ops'],
  web: ['engine', 'i18n', 'protocol'],
};

const SRC = resolve(import.meta.dirname, '..', 'src');

/** The folder of src/ a path lies in, or null outside src/. */
function layerOf(path) {
  const rel = relative(SRC, path);
  if (rel.startsWith('..') || rel === '') return null;
  const first = rel.split(sep)[0];
  return rel.includes(sep) ? first : null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers of src/ (design.md): the engine imports nothing; nothing imports the server or the web.' },
    messages: {
      layer: 'src/{{from}} may not import src/{{to}} ("{{spec}}"): it may import {{allowed}} (eslint/layers.js, design.md).',
      outside: 'src/engine imports nothing outside itself ("{{spec}}"): the rules are pure, with no package and no I/O.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (from === null || !(from in LAYERS)) return {};
    const allowed = LAYERS[from];
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      if (!spec.startsWith('.')) {
        if (from === 'engine') context.report({ node, messageId: 'outside', data: { spec } });
        return;
      }
      const target = resolve(dirname(file), spec);
      const to = layerOf(target);
      if (to === from) return;
      if (to === null) {
        if (from === 'engine') context.report({ node, messageId: 'outside', data: { spec } });
        return;
      }
      if (!allowed.includes(to)) {
        context.report({ node, messageId: 'layer', data: { from, to, spec, allowed: allowed.length ? allowed.map((l) => `src/${l}`).join(', ') : 'only itself' } });
      }
    };
    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      // `typeof import('../x.ts')` in a type.
      TSImportType: (node) => {
        // typescript-eslint 8 names the path `source`; older versions, `argument` (a TSLiteralType).
        const arg = 'source' in node ? node.source : node.argument;
        const literal = arg?.type === 'TSLiteralType' ? arg.literal : arg;
        if (literal?.type === 'Literal') check(node, literal.value);
      },
    };
  },
};

export default { rules: { imports: rule } };
