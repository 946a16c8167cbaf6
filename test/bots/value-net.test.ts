// The shipped value nets (models/value/): they load, read the observation of their table,
// give a value in (0, 1), and agree with TensorFlow.js's own predict on the same files; the
// search bot with `value=1` uses them and stays deterministic for a seed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEVELS, createBot, parseBotSpec, searchBudget } from '../../src/bots/index.ts';
import { NET_SEARCH_DEFAULTS, SEARCH_DEFAULTS, expansionSearchDefaults, netRewards, searchSettings } from '../../src/bots/search.ts';
import { VALUE_NET_DIR, VALUE_TABLES, loadShippedValueNets, readValueNet } from '../../src/bots/value-net-files.ts';
import { evaluateValue, loadValueNet, valueTable, type LayersModelJson } from '../../src/bots/value-net.ts';
import { observationLayout } from '../../src/env/index.ts';
import { fast, newGame, observeState, viewFor } from '../../src/engine/index.ts';
import { FIXTURE_OPTIONS, fixtureObservations } from './value-fixtures.ts';
import { VALUE_FEATURES, VALUE_FEATURE_COUNT, valueFeatures } from '../../src/bots/value-features.ts';

/** The view of the seat to move at the start of a game with `options`. */
function viewOf(options: Parameters<typeof newGame>[0]) {
  const s = newGame(options);
  return viewFor(s, s.pending!.seat);
}

describe('value nets', () => {
  for (const table of VALUE_TABLES) {
    it(`${table}: loads, reads its table's observation and agrees with TensorFlow.js`, async () => {
      const dir = join(VALUE_NET_DIR, table);
      const net = readValueNet(dir);
      expect(net.inputSize).toBe(net.features === VALUE_FEATURES ? VALUE_FEATURE_COUNT : observationLayout(FIXTURE_OPTIONS[table]).size);
      const rows = fixtureObservations(table, net);
      const values = rows.map((x) => evaluateValue(net, x));
      for (const v of values) expect(v).toBeGreaterThan(0);
      for (const v of values) expect(v).toBeLessThan(1);
      // Not a constant: the positions differ and so do their values.
      expect(new Set(values).size).toBeGreaterThan(rows.length / 2);

      const model = JSON.parse(readFileSync(join(dir, 'model.json'), 'utf8')) as LayersModelJson & { modelTopology: object };
      const weights = readFileSync(join(dir, 'weights.bin'));
      const tf = await import('@tensorflow/tfjs');
      await tf.setBackend('cpu');
      const reference = await tf.loadLayersModel(tf.io.fromMemory({ modelTopology: model.modelTopology, weightSpecs: model.weightsManifest.flatMap((g) => g.weights) as never, weightData: new Uint8Array(weights).buffer }));
      const cols = net.columns;
      const batch = new Float32Array(rows.length * cols.length);
      rows.forEach((x, k) => cols.forEach((c, i) => (batch[k * cols.length + i] = x[c])));
      const expected = (reference.predict(tf.tensor2d(batch, [rows.length, cols.length])) as import('@tensorflow/tfjs').Tensor).dataSync();
      values.forEach((v, k) => expect(v).toBeCloseTo(expected[k], 6));
    });
  }

  it('refuses files it cannot run', () => {
    const model = JSON.parse(readFileSync(join(VALUE_NET_DIR, 'base-2p', 'model.json'), 'utf8')) as LayersModelJson;
    const weights = readFileSync(join(VALUE_NET_DIR, 'base-2p', 'weights.bin'));
    expect(() => loadValueNet(model, weights.subarray(0, weights.length - 4))).toThrow(/ends before|left after/);
    const bad = structuredClone(model);
    bad.modelTopology.config.layers[0].config.activation = 'softmax';
    expect(() => loadValueNet(bad, weights)).toThrow(/activation softmax/);
  });

  it('names the tables nets are trained for, and no other', () => {
    expect(valueTable({ players: 2 })).toBe('base-2p');
    expect(valueTable({ players: 3 })).toBeNull();
    expect(valueTable({ players: 2, martialLaw: true })).toBeNull();
    expect(valueTable({ players: 2, expansions: { deProfundis: true, kraken: true, leviathan: true } })).toBe('all-2p');
    expect(valueTable({ players: 2, expansions: { kraken: true } })).toBeNull();
  });

  it('scores a cut-off playout with seat 0 the mean of the net over both seats\' observations, seat 1 the rest', () => {
    for (const table of VALUE_TABLES) {
      const net = readValueNet(join(VALUE_NET_DIR, table));
      const s = fast.clone(newGame({ ...FIXTURE_OPTIONS[table], seed: 4 }));
      const input = (seat: number): Float32Array => (net.features === VALUE_FEATURES ? valueFeatures(s, seat) : observeState(s, seat, { normalise: true }, new Float32Array(net.inputSize)));
      const v = [0, 1].map((seat) => evaluateValue(net, input(seat)));
      const [r0, r1] = netRewards(s, net, new Float32Array(net.inputSize));
      expect(r0).toBe((v[0] + v[1]) / 2);
      expect(r1).toBe(1 - r0);
    }
  });

  it('search with value=1 plays the same move for the same seed, scoring cut playouts with the net (alone or blended with the estimate)', () => {
    expect(() => parseBotSpec('search:value=1:valueMix=1.5')).toThrow(/valueMix is a weight from 0 to 1/);
    const specs = [parseBotSpec('search:value=1:playoutDepth=8:iterations=60'), parseBotSpec('hard:value=1:valueMix=0.5:playoutDepth=8:iterations=60')];
    for (const spec of specs) {
      for (const table of VALUE_TABLES) {
        const s = newGame({ ...FIXTURE_OPTIONS[table], seed: 3 });
        const view = viewFor(s, s.pending!.seat);
        const a = createBot(spec, 9).decide(view);
        const b = createBot(spec, 9).decide(view);
        expect(a).toEqual(b);
        expect(view.legal).toContainEqual(a);
      }
    }
  });

  it('with value=1, takes the net settings (playouts cut at ten decisions a seat) where a net is registered, and nowhere else', () => {
    expect(loadShippedValueNets()).toEqual([...VALUE_TABLES]);
    for (const table of VALUE_TABLES) {
      const view = viewOf({ ...FIXTURE_OPTIONS[table], seed: 2 });
      expect(searchSettings(view, { value: 1 })).toEqual({ ...SEARCH_DEFAULTS, ...(table === 'all-2p' ? expansionSearchDefaults(2) : {}), value: 1, ...NET_SEARCH_DEFAULTS[table] });
      expect(searchSettings(view, { value: 1 }).playoutDepth).toBe(20);
      // An explicit cut wins; without value=1 the table's own defaults stand.
      expect(searchSettings(view, { value: 1, playoutDepth: 50, exploration: 0.9 })).toMatchObject({ playoutDepth: 50, exploration: 0.9 });
    }
    expect(searchSettings(viewOf({ players: 2, seed: 2 }))).toEqual(SEARCH_DEFAULTS);
    // No net at these tables: value=1 keeps their playouts (to the end in the base game).
    expect(searchSettings(viewOf({ players: 3, seed: 2 }), { value: 1 }).playoutDepth).toBe(SEARCH_DEFAULTS.playoutDepth);
    expect(searchSettings(viewOf({ players: 2, seed: 2, martialLaw: true }), { value: 1 }).playoutDepth).toBe(SEARCH_DEFAULTS.playoutDepth);
    expect(searchSettings(viewOf({ players: 4, seed: 2, expansions: { kraken: true } }), { value: 1 }).playoutDepth).toBe(expansionSearchDefaults(4).playoutDepth);
  });

  it('the hard level plays with the net at the all-expansion table only; hard-classic and value=0 never do', () => {
    loadShippedValueNets();
    const all2p = viewOf({ ...FIXTURE_OPTIONS['all-2p'], seed: 2 });
    const base2p = viewOf({ ...FIXTURE_OPTIONS['base-2p'], seed: 2 });
    const hard = searchBudget(parseBotSpec('hard'), {});
    expect(hard.valueTables).toEqual(LEVELS.hard.search.valueTables);
    expect(searchSettings(all2p, hard)).toMatchObject({ value: 1, ...NET_SEARCH_DEFAULTS['all-2p'] });
    expect(searchSettings(base2p, hard)).toMatchObject({ value: 0, playoutDepth: SEARCH_DEFAULTS.playoutDepth, exploration: SEARCH_DEFAULTS.exploration });
    expect(searchSettings(all2p, searchBudget(parseBotSpec('hard:value=0'), {}))).toMatchObject({ value: 0, exploration: SEARCH_DEFAULTS.exploration });
    expect(searchSettings(base2p, searchBudget(parseBotSpec('hard:value=1'), {}))).toMatchObject({ value: 1, ...NET_SEARCH_DEFAULTS['base-2p'] });
    expect(searchSettings(all2p, searchBudget(parseBotSpec('hard-classic'), {}))).toMatchObject({ value: 0, exploration: SEARCH_DEFAULTS.exploration });
    // The settings never carry the table list (they are numbers).
    expect(Object.keys(searchSettings(all2p, hard))).not.toContain('valueTables');
  });
});
