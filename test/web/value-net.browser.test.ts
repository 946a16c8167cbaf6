// The value nets evaluate identically in Node and in Chromium: the plain forward pass
// (src/bots/value-net.ts), bundled for the browser as the client's build bundles it, reads the
// shipped files and gives, bit for bit, Node's values on the same fixed observations.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { VALUE_NET_DIR, VALUE_TABLES, readValueNet } from '../../src/bots/value-net-files.ts';
import { evaluateValue, type LayersModelJson } from '../../src/bots/value-net.ts';
import { fixtureObservations } from '../bots/value-fixtures.ts';
import { hasChromium, launch } from './harness.ts';

describe.skipIf(!hasChromium)('value nets in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('give the same values as in Node on fixed observations', async () => {
    const bundle = await build({ entryPoints: ['src/bots/value-net.ts'], bundle: true, write: false, format: 'iife', globalName: 'valueNet', platform: 'browser' });
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>value net</title>');
    await page.addScriptTag({ content: bundle.outputFiles[0].text });
    for (const table of VALUE_TABLES) {
      const dir = join(VALUE_NET_DIR, table);
      const net = readValueNet(dir);
      const rows = fixtureObservations(table, net);
      const node = rows.map((x) => evaluateValue(net, x));
      const model = JSON.parse(readFileSync(join(dir, 'model.json'), 'utf8')) as LayersModelJson;
      const weights = readFileSync(join(dir, 'weights.bin')).toString('base64');
      const browserValues = await page.evaluate(({ model, weights, rows }) => {
        const bytes = Uint8Array.from(atob(weights), (c) => c.charCodeAt(0));
        const api = (globalThis as unknown as { valueNet: typeof import('../../src/bots/value-net.ts') }).valueNet;
        const net = api.loadValueNet(model, bytes);
        return rows.map((r) => api.evaluateValue(net, Float32Array.from(r)));
      }, { model, weights, rows: rows.map((r) => Array.from(r)) });
      expect(browserValues).toEqual(node);
    }
    await page.close();
  });
});
