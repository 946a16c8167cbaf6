// The value net at batch 1, as search calls it: TensorFlow.js's predict (CPU backend, the
// pure-JS one the browser would also fall back to) against the plain Float32Array forward pass
// (src/bots/value-net.ts), on the same shipped weights and the same observations. Rows run in
// alternating slots, round after round, so both share the machine's noise; rates are per CPU
// second; an A/A row (the plain pass again) shows the drift between identical rows.
//
//   npx tsx bench/value-net.bench.ts [--seconds 2] [--rounds 6] [--table base-2p|all-2p]
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { VALUE_NET_DIR, readValueNet } from '../src/bots/value-net-files.ts';
import { evaluateValue, type LayersModelJson, type ValueTable } from '../src/bots/value-net.ts';
import { fixtureObservations } from '../test/bots/value-fixtures.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const SECONDS = Number(option('--seconds', '2'));
const ROUNDS = Number(option('--rounds', '6'));
const TABLE = option('--table', 'base-2p') as ValueTable;

const dir = join(VALUE_NET_DIR, TABLE);
const net = readValueNet(dir);
const rows = fixtureObservations(TABLE, net);
const model = JSON.parse(readFileSync(join(dir, 'model.json'), 'utf8')) as LayersModelJson & { modelTopology: object };
const tf = await import('@tensorflow/tfjs');
await tf.setBackend('cpu');
const reference = await tf.loadLayersModel(tf.io.fromMemory({ modelTopology: model.modelTopology, weightSpecs: model.weightsManifest.flatMap((g) => g.weights) as never, weightData: new Uint8Array(readFileSync(join(dir, 'weights.bin'))).buffer }));
const cols = net.columns;
const gathered = new Float32Array(cols.length);

let sink = 0;
const plain = (x: Float32Array): void => {
  sink += evaluateValue(net, x);
};
const tfjs = (x: Float32Array): void => {
  // The same work as the plain pass: pick the net's columns, then predict one row.
  for (let i = 0; i < cols.length; i++) gathered[i] = x[cols[i]];
  const out = tf.tidy(() => (reference.predict(tf.tensor2d(gathered, [1, cols.length])) as import('@tensorflow/tfjs').Tensor).dataSync()[0]);
  sink += out;
};

const BENCH_ROWS: [string, (x: Float32Array) => void][] = [['plain Float32Array pass', plain], ['tfjs predict (batch 1)', tfjs], ['plain pass (A/A)', plain]];
const totals = BENCH_ROWS.map(() => ({ n: 0, cpu: 0 }));
for (let round = 0; round < ROUNDS; round++) {
  BENCH_ROWS.forEach(([, f], k) => {
    const start = process.cpuUsage();
    const wall = performance.now();
    let n = 0;
    while (performance.now() - wall < (SECONDS * 1000) / BENCH_ROWS.length) {
      f(rows[n % rows.length]);
      n++;
    }
    const used = process.cpuUsage(start);
    totals[k].n += n;
    totals[k].cpu += (used.user + used.system) / 1e6;
  });
}
const base = totals[0].n / totals[0].cpu;
console.log(`value net ${TABLE}: ${net.columns.length} inputs of ${net.inputSize}, ${rows.length} fixed observations, ${ROUNDS} rounds`);
BENCH_ROWS.forEach(([name], k) => {
  const rate = totals[k].n / totals[k].cpu;
  console.log(`${name.padEnd(26)} ${rate.toFixed(0).padStart(9)} evaluations per CPU s  ${(1e6 / rate).toFixed(1).padStart(8)} µs each  ×${(rate / base).toFixed(3)}`);
});
if (sink === 42) console.log('');
