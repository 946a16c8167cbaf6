// Types of layers.js (plain JavaScript, as ESLint loads its config without a TypeScript step).
import type { ESLint } from 'eslint';

export declare const LAYERS: Readonly<Record<string, readonly string[]>>;
declare const plugin: ESLint.Plugin;
export default plugin;
