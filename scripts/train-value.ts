// `npm run train -- [--seed S] [--games N] [--epochs E] [--table base-2p|all-2p] [--out DIR] …`:
// the value networks of the search bot, from self-play, reproduced from a seed.
//
// For each table layout: games between fast bots (`abyss sim`'s games for the seed), every
// `--every`-th decision recorded with seat 0's final result as the target (mostly its win
// share, some of its score margin), as the net's inputs: `--inputs features` (the default)
// both seats' engineered features (src/bots/value-features.ts), `--inputs observation` the
// deciding seat's normalised observation through `abyss selfplay` (src/cli/selfplay.ts); a small dense network (TensorFlow.js, CPU backend, pure JS: seeded
// initialisers, batches in a seeded order, Adam) trained on nine deals in ten and checked on the tenth; written in the TF.js layers
// format (model.json + weights.bin), with its training record (training.json: games,
// positions, loss per epoch, commit) and the loss curve drawn from that record (loss.svg).
// The same seed and settings give the same weights, byte for byte (test/bots/train-value.test.ts).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { makeRng } from '../src/bots/rng.ts';
import { GAMES_FILE, OBSERVATIONS_FILE, runSelfplay, type SelfplayLine } from '../src/cli/selfplay.ts';
import { simConfigOf, type SelfplayConfig } from '../src/cli/selfplay-core.ts';
import { seatingFor } from '../src/cli/sim-core.ts';
import { playGame } from '../src/cli/runner.ts';
import { createBot, parseBotSpec } from '../src/bots/index.ts';
import { mixSeed } from '../src/bots/rng.ts';
import { finalRewards } from '../src/env/index.ts';
import { VALUE_FEATURES, VALUE_FEATURE_COUNT, valueFeatures } from '../src/bots/value-features.ts';
import { lossCurveSvg, type TrainingRecord } from './value-record.ts';

/** The tables a net is trained for: the name is the folder under models/value/. */
export const TABLES = {
  'base-2p': { players: 2, expansions: {} },
  'all-2p': { players: 2, expansions: { deProfundis: true, kraken: true, leviathan: true } },
} as const;
export type TableName = keyof typeof TABLES;

export interface TrainOptions {
  seed: number;
  games: number;
  epochs: number;
  tables: TableName[];
  out: string;
  every: number;
  hidden: number;
  batch: number;
  learningRate: number;
  /** L2 penalty on the hidden layer's kernel, and the dropout rate after it. */
  l2: number;
  dropout: number;
  jobs: number;
  bots: string[];
  /**
   * The net's inputs: 'observation' (the deciding seat's normalised observation) or
   * 'features' (value-features.ts: a few dozen numbers from both seats' views of each recorded position).
   */
  inputs: 'observation' | 'features';
  quiet: boolean;
}

export const TRAIN_DEFAULTS: TrainOptions = {
  seed: 1,
  games: 8000,
  epochs: 6,
  tables: ['base-2p', 'all-2p'],
  out: 'models/value',
  every: 3,
  hidden: 32,
  batch: 128,
  learningRate: 0.001,
  l2: 0.001,
  dropout: 0,
  jobs: 2,
  bots: ['medium', 'greedy:noise=0.4:epsilon=0.1'],
  inputs: 'features',
  quiet: false,
};

function commitOf(): string | null {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() !== '';
    return dirty ? `${head}+changes` : head;
  } catch {
    return null;
  }
}

/** The target of a position: mostly seat 0's win share, some of its score margin over the best opponent. */
export function target(win: number, margin: number): number {
  return 0.7 * win + 0.3 / (1 + Math.exp(-margin / 8));
}

/** Columns of the observation that are nonzero in at least this many training positions are the net's inputs. */
export const MIN_COLUMN_ROWS = 5;

interface Data {
  size: number;
  games: number;
  x: Float32Array;
  y: Float32Array;
  rows: number;
  validation: boolean[];
}

/** The self-play run both data sources play: `abyss selfplay`'s games of this table and budget. */
function selfplayConfig(table: TableName, o: TrainOptions): SelfplayConfig {
  const t = TABLES[table];
  const config: SelfplayConfig = {
    games: o.games, players: t.players, bots: o.bots, seed: o.seed, martialLaw: false, budget: {}, every: o.every, normalise: true,
  };
  if ('deProfundis' in t.expansions) config.deProfundis = true;
  if ('kraken' in t.expansions) config.kraken = true;
  if ('leviathan' in t.expansions) config.leviathan = true;
  return config;
}

/**
 * Whether game `game` is held out for validation: every tenth deal (both its games: they start
 * alike), the last one under ten deals, so that its positions are never trained on.
 */
function heldOut(game: number, players: number, games: number): boolean {
  const deal = Math.floor(game / players);
  const deals = games / players;
  return deals < 10 ? deal === deals - 1 : deal % 10 === 9;
}

async function selfplayData(table: TableName, o: TrainOptions): Promise<Data> {
  const t = TABLES[table];
  const config = selfplayConfig(table, o);
  const dir = mkdtempSync(join(tmpdir(), 'abyss-train-'));
  try {
    await runSelfplay(config, { jobs: o.jobs, progress: false, out: dir });
    const lines = readFileSync(join(dir, GAMES_FILE), 'utf8').trim().split('\n');
    const header = JSON.parse(lines[0]) as { observation: { size: number } };
    const size = header.observation.size;
    const raw = readFileSync(join(dir, OBSERVATIONS_FILE));
    const x = new Float32Array(raw.buffer, raw.byteOffset, raw.byteLength / 4);
    const rows = x.length / size;
    const y = new Float32Array(rows);
    const validation: boolean[] = new Array<boolean>(rows).fill(false);
    for (const line of lines.slice(1)) {
      const g = JSON.parse(line) as SelfplayLine;
      for (let k = 0; k < g.positions; k++) {
        // Seat 0's result, whoever observes: the observation's seats are absolute (slot s is
        // seat s), so "seat 0 against seat 1" is what its entries tell apart without knowing
        // which seat is `me` (a two-seat table: the other seat's value is one minus this).
        const best = Math.max(...g.scores.slice(1));
        y[g.row + k] = target(g.win[0], g.scores[0] - best);
        validation[g.row + k] = heldOut(g.game, t.players, o.games);
      }
    }
    return { size, games: lines.length - 1, x: new Float32Array(x), y, rows, validation };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The same games as selfplayData (game g is `abyss sim` game g: same deal, seating and bot
 * seeds), played here on one thread; each recorded decision gives two rows, the position as
 * each seat sees it (valueFeatures), both with seat 0's result as the target.
 */
function featureData(table: TableName, o: TrainOptions): Data {
  const t = TABLES[table];
  const config = selfplayConfig(table, o);
  const sim = simConfigOf(config);
  const size = VALUE_FEATURE_COUNT;
  const rows: Float32Array[] = [];
  const ys: number[] = [];
  const validation: boolean[] = [];
  for (let game = 0; game < o.games; game++) {
    const { seats, options } = seatingFor(sim, game);
    const bots = seats.map((label, s) => createBot(parseBotSpec(label), mixSeed(config.seed, game, s, 0xb07), config.budget));
    const first = rows.length;
    let decision = 0;
    const r = playGame(options, bots, (s) => {
      if (decision % o.every === 0) for (let seat = 0; seat < t.players; seat++) rows.push(valueFeatures(s, seat));
      decision++;
    });
    const totals = r.scores.map((l) => l.total);
    const win = finalRewards(r.scores, 'win');
    const y = target(win[0], totals[0] - Math.max(...totals.slice(1)));
    const held = heldOut(game, t.players, o.games);
    for (let k = first; k < rows.length; k++) {
      ys.push(y);
      validation.push(held);
    }
  }
  const x = new Float32Array(rows.length * size);
  rows.forEach((row, k) => x.set(row, k * size));
  return { size, games: o.games, x, y: Float32Array.from(ys), rows: rows.length, validation };
}

function binaryCrossEntropy(p: number, y: number): number {
  const q = Math.min(1 - 1e-7, Math.max(1e-7, p));
  return -(y * Math.log(q) + (1 - y) * Math.log(1 - q));
}

async function trainTable(table: TableName, o: TrainOptions, log: (s: string) => void): Promise<TrainingRecord> {
  const tf = await import('@tensorflow/tfjs');
  await tf.setBackend('cpu');
  const started = performance.now();
  const data = o.inputs === 'features' ? featureData(table, o) : await selfplayData(table, o);
  const trainRows: number[] = [];
  const validRows: number[] = [];
  for (let r = 0; r < data.rows; r++) (data.validation[r] ? validRows : trainRows).push(r);
  log(`${table}: ${data.games} games, ${trainRows.length} training and ${validRows.length} validation positions of ${data.size} inputs (self-play ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  // Most of an observation is zero at any time (one-hot places of cards): the net reads the
  // columns that the training positions use (the others could only learn from their bias).
  const seen = new Int32Array(data.size);
  for (const r of trainRows) for (let i = 0; i < data.size; i++) if (data.x[r * data.size + i] !== 0) seen[i]++;
  const columns: number[] = [];
  // (Engineered features are all read.)
  for (let i = 0; i < data.size; i++) if (seen[i] >= MIN_COLUMN_ROWS || o.inputs === 'features') columns.push(i);
  const width = columns.length;
  log(`${table}: ${width} of the ${data.size} columns are nonzero in ${MIN_COLUMN_ROWS} training positions or more`);
  const pick = (rows: number[]): { x: Float32Array; y: Float32Array } => {
    const x = new Float32Array(rows.length * width);
    const y = new Float32Array(rows.length);
    rows.forEach((r, k) => {
      for (let c = 0; c < width; c++) x[k * width + c] = data.x[r * data.size + columns[c]];
      y[k] = data.y[r];
    });
    return { x, y };
  };
  const train = pick(trainRows);
  const valid = pick(validRows);
  const meanY = train.y.reduce((a, b) => a + b, 0) / Math.max(1, train.y.length);
  const baseline = valid.y.reduce((a, b) => a + binaryCrossEntropy(meanY, b), 0) / Math.max(1, valid.y.length);

  const model = tf.sequential({
    layers: [
      tf.layers.dense({ name: 'hidden', inputShape: [width], units: o.hidden, activation: 'relu', kernelInitializer: tf.initializers.heNormal({ seed: o.seed }), kernelRegularizer: tf.regularizers.l2({ l2: o.l2 }) }),
      // Dropout acts in training only (value-net.ts passes through it, as predict does). Off by
      // default: a seeded tfjs dropout draws the same mask for every batch.
      ...(o.dropout > 0 ? [tf.layers.dropout({ name: 'dropout', rate: o.dropout, seed: o.seed + 2 })] : []),
      tf.layers.dense({ name: 'value', units: 1, activation: 'sigmoid', kernelInitializer: tf.initializers.glorotUniform({ seed: o.seed + 1 }) }),
    ],
  });
  model.compile({ optimizer: tf.train.adam(o.learningRate), loss: 'binaryCrossentropy' });
  // Batches in a seeded order, a new order each epoch (tfjs's own shuffle draws from Math.random).
  const order = makeRng(o.seed ^ 0x7ea1);
  const trainSet = tf.data.generator(function* () {
    const idx = Array.from({ length: train.y.length }, (_, i) => i);
    for (let i = idx.length - 1; i > 0; i--) {
      const j = order.int(i + 1);
      [idx[i], idx[j]] = [idx[j], idx[i]];
    }
    for (let b = 0; b < idx.length; b += o.batch) {
      const rows = idx.slice(b, b + o.batch);
      const xb = new Float32Array(rows.length * width);
      const yb = new Float32Array(rows.length);
      rows.forEach((r, k) => {
        xb.set(train.x.subarray(r * width, (r + 1) * width), k * width);
        yb[k] = train.y[r];
      });
      yield { xs: tf.tensor2d(xb, [rows.length, width]), ys: tf.tensor2d(yb, [rows.length, 1]) };
    }
  });
  const vx = tf.tensor2d(valid.x, [valid.y.length, width]);
  const vy = tf.tensor2d(valid.y, [valid.y.length, 1]);
  const epochs: TrainingRecord['epochs'] = [];
  await model.fitDataset(trainSet, {
    epochs: o.epochs,
    verbose: 0,
    validationData: [vx, vy],
    callbacks: {
      onEpochEnd: (epoch, logs) => {
        epochs.push({ epoch: epoch + 1, loss: Number(logs?.loss), validationLoss: Number(logs?.val_loss) });
        log(`${table}: epoch ${epoch + 1}/${o.epochs} loss ${Number(logs?.loss).toFixed(4)} validation ${Number(logs?.val_loss).toFixed(4)} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      },
    },
  });
  // The held-out loss without the L2 penalty, to set beside the constant guess's.
  const predicted = (model.predict(vx) as import('@tensorflow/tfjs').Tensor).dataSync();
  let validationLoss = 0;
  predicted.forEach((p, k) => (validationLoss += binaryCrossEntropy(p, valid.y[k])));
  validationLoss /= Math.max(1, valid.y.length);
  log(`${table}: validation loss ${validationLoss.toFixed(4)} against ${baseline.toFixed(4)} for a constant guess`);
  vx.dispose();
  vy.dispose();

  const dir = resolve(o.out, table);
  mkdirSync(dir, { recursive: true });
  let weightBytes = 0;
  let weightsSha = '';
  await model.save(tf.io.withSaveHandler(async (a) => {
    const weights = Buffer.from(tf.io.CompositeArrayBuffer.join(a.weightData!));
    weightBytes = weights.byteLength;
    weightsSha = createHash('sha256').update(weights).digest('hex');
    writeFileSync(join(dir, 'weights.bin'), weights);
    const json = {
      format: 'layers-model',
      // Not TF.js's: which observation entries feed the input layer, in order (value-net.ts reads it).
      userDefinedMetadata: o.inputs === 'features' ? { observationSize: data.size, columns, features: VALUE_FEATURES } : { observationSize: data.size, columns },
      generatedBy: `TensorFlow.js tfjs-layers v${tf.version_layers}`,
      convertedBy: null,
      modelTopology: a.modelTopology,
      weightsManifest: [{ paths: ['weights.bin'], weights: a.weightSpecs }],
    };
    writeFileSync(join(dir, 'model.json'), `${JSON.stringify(json)}\n`);
    return { modelArtifactsInfo: { dateSaved: new Date(0), modelTopologyType: 'JSON' } };
  }));
  model.dispose();
  const record: TrainingRecord = {
    table,
    command: `npm run train -- --seed ${o.seed} --games ${o.games} --epochs ${o.epochs} --table ${table} --every ${o.every} --hidden ${o.hidden} --batch ${o.batch} --learning-rate ${o.learningRate} --l2 ${o.l2} --dropout ${o.dropout} --bots ${o.bots.join(',')} --inputs ${o.inputs}`,
    commit: commitOf(),
    tfjs: tf.version.tfjs,
    seed: o.seed,
    selfplay: { bots: o.bots, players: TABLES[table].players, expansions: Object.keys(TABLES[table].expansions), every: o.every },
    games: data.games,
    positions: { training: trainRows.length, validation: validRows.length },
    inputs: o.inputs === 'features' ? { observation: data.size, columns: width, features: VALUE_FEATURES } : { observation: data.size, columns: width },
    network: { hidden: [o.hidden], activation: 'relu', output: 'sigmoid: seat 0\'s value', parameters: width * o.hidden + o.hidden * 2 + 1 },
    optimiser: { name: 'adam', learningRate: o.learningRate, batch: o.batch, l2: o.l2, dropout: o.dropout, loss: 'binary cross-entropy' },
    target: 'seat 0: 0.7 × win share + 0.3 × sigmoid(score margin over the other seat / 8), whichever seat observes',
    baselineValidationLoss: baseline,
    finalValidationLoss: validationLoss,
    epochs,
    weights: { file: 'weights.bin', bytes: weightBytes, sha256: weightsSha },
  };
  writeFileSync(join(dir, 'training.json'), `${JSON.stringify(record, null, 2)}\n`);
  writeFileSync(join(dir, 'loss.svg'), lossCurveSvg(record));
  log(`${table}: written to ${dir} (${weightBytes} bytes of weights, ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return record;
}

export async function trainValueNets(o: TrainOptions): Promise<TrainingRecord[]> {
  const log = o.quiet ? () => {} : (s: string) => process.stderr.write(`train: ${s}\n`);
  const out: TrainingRecord[] = [];
  for (const t of o.tables) out.push(await trainTable(t, o, log));
  return out;
}

function parseOptions(argv: string[]): TrainOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      seed: { type: 'string' }, games: { type: 'string' }, epochs: { type: 'string' }, table: { type: 'string', multiple: true },
      out: { type: 'string' }, every: { type: 'string' }, hidden: { type: 'string' }, batch: { type: 'string' },
      'learning-rate': { type: 'string' }, l2: { type: 'string' }, dropout: { type: 'string' }, jobs: { type: 'string' }, bots: { type: 'string' }, inputs: { type: 'string' }, quiet: { type: 'boolean' },
    },
  });
  const int = (name: string, v: string | undefined, d: number, min: number, max: number): number => {
    if (v === undefined) return d;
    const n = Number(v);
    if (!Number.isInteger(n) || n < min || n > max) throw new RangeError(`--${name} must be an integer from ${min} to ${max}.`);
    return n;
  };
  const d = TRAIN_DEFAULTS;
  const tables = (values.table ?? d.tables).flatMap((t) => t.split(','));
  for (const t of tables) if (!(t in TABLES)) throw new RangeError(`--table ${t}: use ${Object.keys(TABLES).join(' or ')}.`);
  const games = int('games', values.games, d.games, 2, 1_000_000);
  if (games % 2 !== 0) throw new RangeError('--games must be even (each deal is played in both seatings).');
  const lr = values['learning-rate'] === undefined ? d.learningRate : Number(values['learning-rate']);
  if (!(lr > 0 && lr < 1)) throw new RangeError('--learning-rate must be a number between 0 and 1.');
  const l2 = values.l2 === undefined ? d.l2 : Number(values.l2);
  if (!(l2 >= 0 && l2 < 1)) throw new RangeError('--l2 must be a number from 0 to 1.');
  const dropout = values.dropout === undefined ? d.dropout : Number(values.dropout);
  if (!(dropout >= 0 && dropout < 1)) throw new RangeError('--dropout must be a number from 0 to 1.');
  const inputs = values.inputs ?? d.inputs;
  if (inputs !== 'observation' && inputs !== 'features') throw new RangeError('--inputs must be observation or features.');
  return {
    l2,
    dropout,
    inputs,
    seed: int('seed', values.seed, d.seed, 0, 2 ** 31 - 2),
    games,
    epochs: int('epochs', values.epochs, d.epochs, 1, 10_000),
    tables: tables as TableName[],
    out: values.out ?? d.out,
    every: int('every', values.every, d.every, 1, 1000),
    hidden: int('hidden', values.hidden, d.hidden, 1, 4096),
    batch: int('batch', values.batch, d.batch, 1, 1_000_000),
    learningRate: lr,
    jobs: int('jobs', values.jobs, d.jobs, 1, 64),
    bots: values.bots ? values.bots.split(',').map((b) => b.trim()) : d.bots,
    quiet: values.quiet ?? false,
  };
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('train-value.ts')) {
  try {
    await trainValueNets(parseOptions(process.argv.slice(2)));
  } catch (e) {
    process.stderr.write(`train: ${(e as Error).message}\n`);
    process.exit(e instanceof RangeError ? 2 : 1);
  }
}
