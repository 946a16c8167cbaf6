// `abyss analyse replay.json`: the search bot's opinion of one seat's decisions (src/analysis),
// from that seat's knowledge only, with the costliest decisions marked in a sentence.
import { Command, InvalidArgumentError } from 'commander';
import { ANALYSIS_DEFAULTS, analyseGame, type GameAnalysis } from '../analysis/analyse.ts';
import { MAX_PLAYERS, type Action, type GameOptions } from '../engine/index.ts';
import { markSentence } from '../i18n/analysis.ts';
import type { Lang } from '../i18n/lang.ts';
import { readJsonFile } from './json-file.ts';
import { verifyReplay } from './replay.ts';

export interface AnalyseHelpers {
  fail(message: string, code?: number): never;
  langOf(flag: unknown): Lang;
}

function int(name: string, min: number, max: number) {
  return (value: string): number => {
    const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) throw new InvalidArgumentError(`${name} must be an integer from ${min} to ${max}.`);
    return n;
  };
}

/** The report in words: one line per marked decision, then the expected score along the game. */
export function analysisText(a: GameAnalysis, lang: Lang, seconds: number): string {
  const fr = lang === 'fr';
  const agreed = a.decisions.filter((d) => d.agreed).length;
  const lines = [
    fr
      ? `Siège ${a.seat + 1} : ${a.decisions.length} décisions analysées en ${seconds.toFixed(1)} s ; le bot aurait joué pareil ${agreed} fois.`
      : `Seat ${a.seat + 1}: ${a.decisions.length} decisions analysed in ${seconds.toFixed(1)} s; the bot would have played the same ${agreed} times.`,
  ];
  if (a.finalScore !== null) lines.push(fr ? `Score final : ${a.finalScore}.` : `Final score: ${a.finalScore}.`);
  if (a.marks.length === 0) lines.push(fr ? 'Aucune décision coûteuse.' : 'No costly decision.');
  else lines.push(fr ? 'Décisions les plus coûteuses :' : 'Costliest decisions:');
  for (const i of a.marks) {
    const d = a.decisions[i];
    lines.push(`  ${fr ? 'action' : 'action'} ${d.index + 1}: ${markSentence(d, lang)}`);
  }
  lines.push(fr ? 'Score espéré au fil de la partie :' : 'Expected score along the game:');
  lines.push(`  ${a.decisions.map((d) => Math.round(d.chosenScore)).join(' ')}`);
  return lines.join('\n');
}

export function registerAnalyse(program: Command, h: AnalyseHelpers): void {
  program
    .command('analyse')
    .alias('analyze')
    .description("The search bot's analysis of one seat's decisions in a replay, from that seat's knowledge only; marks the costliest.")
    .argument('<file>', 'replay file (see docs/research.md, "Replay files")')
    .option('--seat <n>', 'the seat to analyse, 1 = first player', int('--seat', 1, MAX_PLAYERS), 1)
    .option('--iterations <n>', 'search iterations per decision', int('--iterations', 1, 100_000), ANALYSIS_DEFAULTS.iterations)
    .option('--samples <n>', 'resampled deals on which each decision is compared', int('--samples', 1, 10_000), ANALYSIS_DEFAULTS.samples)
    .option('--seed <n>', "the analysis's seed", int('--seed', 0, 2 ** 32 - 1), ANALYSIS_DEFAULTS.seed)
    .option('--json', 'print the analysis as JSON', false)
    .option('--lang <lang>', 'language of the report: en or fr (default: from LC_ALL / LC_MESSAGES / LANG)')
    .action((file: string, o) => {
      const lang = h.langOf(o.lang);
      const read = readJsonFile(file, 'a replay file');
      if ('problem' in read) h.fail(read.problem, 2);
      const outcome = verifyReplay(read.data);
      if (!outcome.ok) h.fail(`${file}: ${outcome.message}`, 2);
      const data = read.data as { options: GameOptions; actions: Action[] };
      const seat = (o.seat as number) - 1;
      if (seat >= data.options.players) h.fail(`--seat ${seat + 1}: this game has ${data.options.players} players.`, 2);
      const progress = process.stderr.isTTY && !o.json;
      const started = performance.now();
      const analysis = analyseGame(
        { options: data.options, actions: data.actions, seat },
        { iterations: o.iterations, samples: o.samples, seed: o.seed },
        { onProgress: progress ? (done, total) => process.stderr.write(`\r${done}/${total}`) : undefined },
      )!;
      if (progress) process.stderr.write('\r\x1b[K');
      const seconds = (performance.now() - started) / 1000;
      if (o.json) {
        const marks = analysis.marks.map((i) => ({ decision: i, index: analysis.decisions[i].index, sentence: markSentence(analysis.decisions[i], lang) }));
        process.stdout.write(`${JSON.stringify({ ...analysis, sentences: marks })}\n`);
      } else process.stdout.write(`${analysisText(analysis, lang, seconds)}\n`);
    });
}
