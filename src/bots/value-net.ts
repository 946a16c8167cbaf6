// A learned value: a small fully connected network (trained by `npm run train`, scripts/train-value.ts,
// with TensorFlow.js) read from its TF.js layers-format files (model.json and its weights) and
// run as a plain Float32Array forward pass. The same code runs in Node and in the browser, so
// it evaluates identically in both (test/web/value-net.browser.test.ts). The input is one
// seat's observation (the engine's observeState/observe, normalised: docs/knowledge.md); the
// output is seat 0's value at a two-seat table, in [0, 1] (mostly its chance of winning, some
// of its score margin), whichever seat observes: the observation's seats are absolute.
//
// Why not tfjs's own predict at run time: search evaluates one position at a time, and at
// batch 1 the plain pass, which skips the observation's zero entries in the first layer (most
// of them), is much faster (bench/value-net.bench.ts measures both on the same weights).

/** The engineered input layout of value-features.ts, by its name in a model.json (the only layout besides an observation). */
export const VALUE_FEATURES = 'abyss-v1';

/** The parts of a TF.js layers-format model.json this reader needs. */
export interface LayersModelJson {
  format?: string;
  /**
   * The input layer reads `columns` of an observation of `observationSize` numbers, in that
   * order (the training keeps the columns its positions use: most are always zero).
   */
  userDefinedMetadata?: { observationSize?: number; columns?: number[]; features?: string };
  modelTopology: {
    class_name?: string;
    config: { layers: { class_name: string; config: { name: string; units?: number; activation?: string; use_bias?: boolean; batch_input_shape?: (number | null)[] } }[] };
  };
  weightsManifest: { paths: string[]; weights: { name: string; shape: number[]; dtype: string }[] }[];
}

type Activation = 'relu' | 'sigmoid' | 'linear' | 'tanh';

interface Dense {
  inputs: number;
  units: number;
  /** Row-major [inputs][units], as TF.js stores a Dense kernel. */
  kernel: Float32Array;
  bias: Float32Array;
  activation: Activation;
}

export interface ValueNet {
  /** Length of the input (the observation's size at the table the net was trained for). */
  readonly inputSize: number;
  /** The observation's entry feeding each input of the first layer. */
  readonly columns: Int32Array;
  readonly layers: readonly Dense[];
  /**
   * The input layout: absent for an observation (the engine's observeState, normalised); a
   * name (value-features.ts VALUE_FEATURES) for the engineered features of that name.
   */
  readonly features?: string;
  /** Scratch buffers, one per layer (a net is used by one thread at a time). */
  readonly scratch: Float32Array[];
}

const ACTIVATIONS = new Set<Activation>(['relu', 'sigmoid', 'linear', 'tanh']);

/**
 * A net from its model.json and the weights file's bytes (the manifest's files concatenated
 * in order). Throws on anything this reader does not run: only a Sequential stack of Dense
 * layers in float32 with relu, sigmoid, tanh or linear activations (Dropout layers pass through).
 */
export function loadValueNet(model: LayersModelJson, weights: ArrayBuffer | Uint8Array): ValueNet {
  const bytes = weights instanceof Uint8Array ? weights : new Uint8Array(weights);
  const specs = model.weightsManifest.flatMap((g) => g.weights);
  const byName = new Map<string, Float32Array>();
  let offset = 0;
  for (const w of specs) {
    if (w.dtype !== 'float32') throw new Error(`value net: weight ${w.name} is ${w.dtype}, not float32.`);
    const n = w.shape.reduce((a, b) => a * b, 1);
    if (offset + n * 4 > bytes.byteLength) throw new Error(`value net: the weights file ends before ${w.name}.`);
    // Copied out so that the arrays are aligned and the file's buffer may go.
    const copy = new Uint8Array(n * 4);
    copy.set(bytes.subarray(offset, offset + n * 4));
    // TF.js writes little-endian floats; every machine this runs on is little-endian.
    byName.set(w.name, new Float32Array(copy.buffer));
    offset += n * 4;
  }
  if (offset !== bytes.byteLength) throw new Error(`value net: ${bytes.byteLength - offset} bytes left after the weights.`);
  const layers: Dense[] = [];
  let inputs = -1;
  for (const l of model.modelTopology.config.layers) {
    if (l.class_name === 'InputLayer') {
      inputs = l.config.batch_input_shape?.[1] ?? -1;
      continue;
    }
    // Dropout is the identity outside training.
    if (l.class_name === 'Dropout') continue;
    if (l.class_name !== 'Dense') throw new Error(`value net: layer ${l.config.name} is ${l.class_name}; only Dense layers are read.`);
    if (inputs < 0) inputs = l.config.batch_input_shape?.[1] ?? -1;
    const activation = (l.config.activation ?? 'linear') as Activation;
    if (!ACTIVATIONS.has(activation)) throw new Error(`value net: activation ${activation} of ${l.config.name} is not read.`);
    const units = l.config.units!;
    const kernel = byName.get(`${l.config.name}/kernel`);
    if (!kernel || kernel.length !== inputs * units) throw new Error(`value net: no ${inputs}×${units} kernel for ${l.config.name}.`);
    const bias = l.config.use_bias === false ? new Float32Array(units) : byName.get(`${l.config.name}/bias`);
    if (!bias || bias.length !== units) throw new Error(`value net: no bias of ${units} for ${l.config.name}.`);
    layers.push({ inputs, units, kernel, bias, activation });
    inputs = units;
  }
  if (layers.length === 0 || layers[layers.length - 1].units !== 1) throw new Error('value net: the last layer must have one unit.');
  const meta = model.userDefinedMetadata ?? {};
  const columns = Int32Array.from(meta.columns ?? Array.from({ length: layers[0].inputs }, (_, i) => i));
  const inputSize = meta.observationSize ?? layers[0].inputs;
  if (columns.length !== layers[0].inputs) throw new Error(`value net: ${columns.length} columns for an input layer of ${layers[0].inputs}.`);
  for (const c of columns) if (!(c >= 0 && c < inputSize)) throw new Error(`value net: column ${c} is outside an observation of ${inputSize}.`);
  // An input layout this code cannot compute is refused here, at load, not at the first position.
  if (meta.features !== undefined && meta.features !== VALUE_FEATURES) throw new Error(`value net: inputs ${meta.features} are not known.`);
  const out = { inputSize, columns, layers, scratch: layers.map((l) => new Float32Array(l.units)) };
  return meta.features ? { ...out, features: meta.features } : out;
}

function activate(a: Activation, x: number): number {
  switch (a) {
    case 'relu':
      return x > 0 ? x : 0;
    case 'sigmoid':
      return 1 / (1 + Math.exp(-x));
    case 'tanh':
      return Math.tanh(x);
    case 'linear':
      return x;
  }
}

/**
 * The net's output for one observation (length inputSize). Each layer's sums are kept in
 * float32 (as TF.js keeps them), added input by input in order; the first layer skips the
 * input's zeros (adding x·w for x = 0 changes nothing).
 */
export function evaluateValue(net: ValueNet, x: Float32Array): number {
  if (x.length < net.inputSize) throw new Error(`value net: an input of ${x.length} numbers for a net of ${net.inputSize}.`);
  const columns = net.columns;
  let input: Float32Array = x;
  for (let k = 0; k < net.layers.length; k++) {
    const { inputs, units, kernel, bias, activation } = net.layers[k];
    const out = net.scratch[k];
    out.set(bias);
    for (let i = 0; i < inputs; i++) {
      const xi = k === 0 ? input[columns[i]] : input[i];
      if (xi === 0) continue;
      const row = i * units;
      for (let j = 0; j < units; j++) out[j] += xi * kernel[row + j];
    }
    for (let j = 0; j < units; j++) out[j] = activate(activation, out[j]);
    input = out;
  }
  return input[0];
}

/** The table layouts nets are trained for (models/value/<name>/): two seats, base game or every expansion. */
export type ValueTable = 'base-2p' | 'all-2p';

/** Which net's table a game is, or null where no net was trained for it. */
export function valueTable(options: { players: number; martialLaw?: boolean; expansions?: { deProfundis?: unknown; kraken?: boolean; leviathan?: boolean } }): ValueTable | null {
  if (options.players !== 2) return null;
  const e = options.expansions ?? {};
  if (!e.deProfundis && !e.kraken && !e.leviathan) return options.martialLaw ? null : 'base-2p';
  // The bundled Outcast deck only (a deck of one's own is another game).
  if (e.deProfundis === true && e.kraken && e.leviathan) return 'all-2p';
  return null;
}

const NETS = new Map<ValueTable, ValueNet>();

/** Makes `net` the one search uses at `table` (value-net-files.ts reads the shipped ones in Node). */
export function registerValueNet(table: ValueTable, net: ValueNet): void {
  NETS.set(table, net);
}

/** The registered net for a game's table, or null. */
export function valueNetFor(options: Parameters<typeof valueTable>[0]): ValueNet | null {
  const t = valueTable(options);
  return t ? (NETS.get(t) ?? null) : null;
}
