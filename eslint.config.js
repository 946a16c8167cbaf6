import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import layers from './eslint/layers.js';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'coverage/', 'data/', 'test-artifacts/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-constant-condition': ['error', { checkLoops: false }],
    },
  },
  {
    // The engine is pure: no randomness or clock outside the seeded PRNG, no I/O.
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'Date', 'setTimeout', 'setInterval', 'fetch', 'process'],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use the seeded PRNG in the state.' }],
    },
  },
  {
    // The layers of src/ (eslint/layers.js): the engine imports nothing outside itself; nothing
    // imports the server or the web; the web imports the protocol, never the server.
    files: ['src/**/*.{ts,tsx,mts,mjs,js}'],
    plugins: { layers },
    rules: { 'layers/imports': 'error' },
  },
  {
    // A state is read-only outside the engine (docs/engine.md, "Read-only states"): the engine's
    // entry, src/engine/index.ts, exports GameState as a deep-readonly type; the engine's own
    // mutable GameState (types.ts) is named only inside src/engine/, and by tests through
    // test/engine/mutable.ts, which nothing in src/ imports. test/engine/readonly-state.test.ts
    // shows both caught.
    files: ['src/**/*.{ts,tsx,mts}'],
    ignores: ['src/engine/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          {
            regex: '(^|/)engine/(?!index\\.ts$)',
            importNames: ['GameState'],
            message: "Outside the engine a state is read-only: import GameState from engine/index.ts (the engine's mutable GameState is its own).",
          },
          {
            regex: '(^|/)test/',
            message: 'src/ never imports test code (test/engine/mutable.ts hands tests the engine\'s mutable state).',
          },
        ],
      }],
    },
  },
);
