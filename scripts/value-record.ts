// The training record of a value network (models/value/<table>/training.json) and its loss
// curve as a picture (loss.svg), drawn from the record alone.

export interface TrainingRecord {
  table: string;
  /** The command that reproduces the weights. */
  command: string;
  /** The git commit the weights were trained at ("+changes": with uncommitted changes). */
  commit: string | null;
  tfjs: string;
  seed: number;
  selfplay: { bots: string[]; players: number; expansions: string[]; every: number };
  games: number;
  positions: { training: number; validation: number };
  /** The observation's length, and how many of its columns the net reads. */
  inputs: { observation: number; columns: number; features?: string };
  network: { hidden: number[]; activation: string; output: string; parameters: number };
  optimiser: { name: string; learningRate: number; batch: number; l2: number; dropout: number; loss: string };
  target: string;
  /** Validation loss of a constant guess (the training positions' mean result): the bar to beat. */
  baselineValidationLoss: number;
  /** Validation loss of the trained net (binary cross-entropy alone, without the L2 penalty the per-epoch losses may include). */
  finalValidationLoss: number;
  epochs: { epoch: number; loss: number; validationLoss: number }[];
  weights: { file: string; bytes: number; sha256: string };
}

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Training and validation loss per epoch, with the constant guess's loss as a dashed line. */
export function lossCurveSvg(r: TrainingRecord): string {
  const W = 640;
  const H = 360;
  const left = 60;
  const right = 20;
  const top = 40;
  const bottom = 50;
  const values = [...r.epochs.flatMap((e) => [e.loss, e.validationLoss]), r.baselineValidationLoss].filter(Number.isFinite);
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  if (hi - lo < 1e-6) {
    lo -= 0.05;
    hi += 0.05;
  }
  const pad = (hi - lo) * 0.08;
  lo -= pad;
  hi += pad;
  const n = r.epochs.length;
  const x = (epoch: number): number => left + (n <= 1 ? (W - left - right) / 2 : ((epoch - 1) / (n - 1)) * (W - left - right));
  const y = (v: number): number => top + ((hi - v) / (hi - lo)) * (H - top - bottom);
  const line = (pick: (e: TrainingRecord['epochs'][number]) => number): string =>
    r.epochs.map((e, i) => `${i === 0 ? 'M' : 'L'}${x(e.epoch).toFixed(1)},${y(pick(e)).toFixed(1)}`).join(' ');
  const dots = (pick: (e: TrainingRecord['epochs'][number]) => number, colour: string): string =>
    r.epochs.map((e) => `<circle cx="${x(e.epoch).toFixed(1)}" cy="${y(pick(e)).toFixed(1)}" r="2.5" fill="${colour}"/>`).join('');
  const ticks: string[] = [];
  for (let k = 0; k <= 4; k++) {
    const v = lo + ((hi - lo) * k) / 4;
    ticks.push(`<line x1="${left}" x2="${W - right}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}" stroke="#ddd"/><text x="${left - 6}" y="${(y(v) + 4).toFixed(1)}" text-anchor="end">${v.toFixed(3)}</text>`);
  }
  const step = Math.max(1, Math.ceil(n / 10));
  for (const e of r.epochs) if ((e.epoch - 1) % step === 0 || e.epoch === n) ticks.push(`<text x="${x(e.epoch).toFixed(1)}" y="${H - bottom + 18}" text-anchor="middle">${e.epoch}</text>`);
  const base = y(r.baselineValidationLoss).toFixed(1);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="11">`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<text x="${left}" y="20" font-size="13">${esc(`Value net ${r.table}: ${r.games} games, ${r.positions.training} + ${r.positions.validation} positions, seed ${r.seed}`)}</text>`,
    ...ticks,
    `<line x1="${left}" x2="${W - right}" y1="${base}" y2="${base}" stroke="#888" stroke-dasharray="5,4"/>`,
    `<path d="${line((e) => e.loss)}" fill="none" stroke="#1f77b4" stroke-width="2"/>${dots((e) => e.loss, '#1f77b4')}`,
    `<path d="${line((e) => e.validationLoss)}" fill="none" stroke="#d62728" stroke-width="2"/>${dots((e) => e.validationLoss, '#d62728')}`,
    `<text x="${(left + W - right) / 2}" y="${H - 12}" text-anchor="middle">epoch</text>`,
    `<text transform="translate(14 ${(top + H - bottom) / 2}) rotate(-90)" text-anchor="middle">binary cross-entropy</text>`,
    `<g transform="translate(${W - right - 190} ${top + 4})"><rect width="186" height="52" fill="#fff" stroke="#ccc"/>`,
    `<line x1="8" x2="28" y1="12" y2="12" stroke="#1f77b4" stroke-width="2"/><text x="34" y="16">training</text>`,
    `<line x1="8" x2="28" y1="28" y2="28" stroke="#d62728" stroke-width="2"/><text x="34" y="32">validation (held-out games)</text>`,
    `<line x1="8" x2="28" y1="44" y2="44" stroke="#888" stroke-dasharray="5,4"/><text x="34" y="48">constant guess</text></g>`,
    '</svg>',
    '',
  ].join('\n');
}
