// `npm run train` end to end on a tiny budget: self-play, training, the files written, and the
// same weights from the same seed; the plain forward pass (src/bots/value-net.ts) against
// TensorFlow.js's own predict on the written model.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readValueNet } from '../../src/bots/value-net-files.ts';
import { evaluateValue, type LayersModelJson } from '../../src/bots/value-net.ts';
import { newGame, observeState, legalActions, applyAction } from '../../src/engine/index.ts';
import type { TrainingRecord } from '../../scripts/value-record.ts';
import { VALUE_FEATURES, valueFeatures } from '../../src/bots/value-features.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function train(seed: number, inputs = 'features'): string {
  const out = mkdtempSync(join(tmpdir(), 'abyss-train-test-'));
  dirs.push(out);
  // The command as CI runs it, on a tiny budget (a few games, two epochs, four hidden units).
  execFileSync('npm', ['run', '-s', 'train', '--', '--seed', String(seed), '--games', '4', '--epochs', '2', '--table', 'base-2p', '--every', '6', '--hidden', '4', '--jobs', '1', '--inputs', inputs, '--out', out, '--quiet'], {
    encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'],
  });
  return join(out, 'base-2p');
}

describe('npm run train', () => {
  it('trains a net from self-play, writes it with its record and loss curve, and the same seed gives the same weights', async () => {
    const a = train(7);
    const b = train(7);
    const record = JSON.parse(readFileSync(join(a, 'training.json'), 'utf8')) as TrainingRecord;
    expect(record.games).toBe(4);
    expect(record.seed).toBe(7);
    expect(record.epochs.map((e) => e.epoch)).toEqual([1, 2]);
    for (const e of record.epochs) expect(Number.isFinite(e.loss) && Number.isFinite(e.validationLoss)).toBe(true);
    // Under ten games the last one is held out.
    expect(record.positions.training).toBeGreaterThan(0);
    expect(record.positions.validation).toBeGreaterThan(0);
    const weights = readFileSync(join(a, 'weights.bin'));
    expect(record.weights.bytes).toBe(weights.byteLength);
    expect(readFileSync(join(b, 'weights.bin')).equals(weights)).toBe(true);
    const svg = readFileSync(join(a, 'loss.svg'), 'utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.match(/<path d="M/g)).toHaveLength(2);

    expect(record.inputs.features).toBe(VALUE_FEATURES);
    await agreesWithTfjs(a);
  });

  it('trains on observations with --inputs observation', async () => {
    const dir = train(7, 'observation');
    const record = JSON.parse(readFileSync(join(dir, 'training.json'), 'utf8')) as TrainingRecord;
    expect(record.inputs.features).toBeUndefined();
    expect(record.command).toContain('--inputs observation');
    await agreesWithTfjs(dir);
  });
});

/** The plain forward pass and TensorFlow.js on the same files and the same inputs. */
async function agreesWithTfjs(dir: string): Promise<void> {
  const net = readValueNet(dir);
  const weights = readFileSync(join(dir, 'weights.bin'));
  const model = JSON.parse(readFileSync(join(dir, 'model.json'), 'utf8')) as LayersModelJson & { modelTopology: object };
  const tf = await import('@tensorflow/tfjs');
  await tf.setBackend('cpu');
  const specs = model.weightsManifest.flatMap((g) => g.weights);
  const reference = await tf.loadLayersModel(tf.io.fromMemory({ modelTopology: model.modelTopology, weightSpecs: specs as never, weightData: new Uint8Array(weights).buffer }));
  const g = newGame({ seed: 11, players: 2 });
  const rows: Float32Array[] = [];
  let s = g;
  for (let step = 0; step < 60 && !s.over; step++) {
    if (step % 10 === 0) {
      const x = new Float32Array(net.inputSize);
      rows.push(net.features === VALUE_FEATURES ? valueFeatures(s, step % 2, x) : observeState(s, step % 2, { normalise: true }, x));
    }
    const r = applyAction(s, legalActions(s)[0]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  const cols = net.columns;
  const batch = new Float32Array(rows.length * cols.length);
  rows.forEach((x, k) => cols.forEach((c, i) => (batch[k * cols.length + i] = x[c])));
  const expected = (reference.predict(tf.tensor2d(batch, [rows.length, cols.length])) as import('@tensorflow/tfjs').Tensor).dataSync();
  rows.forEach((x, k) => expect(evaluateValue(net, x)).toBeCloseTo(expected[k], 6));
}
