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
);
