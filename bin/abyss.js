#!/usr/bin/env node
// Launcher for the `abyss` command: registers the tsx loader so Node runs the TypeScript
// sources directly (no build step), then hands over to src/cli/index.ts.
import process from 'node:process';
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/index.ts');
await main(process.argv);
