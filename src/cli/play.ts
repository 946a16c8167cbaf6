// `abyss play`: a game in the terminal against bots. The human seat answers every decision
// from a list built from its legal actions; bots decide from their own views.
import { writeFileSync } from 'node:fs';
import { fitTable } from './style.ts';
import { allyValue, checkOptions, viewFor, type Action, type GameOptions, type PlayerView } from '../engine/index.ts';
import { expansionsOf, type SimConfig } from './sim-core.ts';
import type { Resumed } from './resume.ts';
import { createPlayBot, parseBotSpec, type AnyBot, type SearchOptions } from '../bots/index.ts';
import { mixSeed } from '../bots/rng.ts';
import { describeAction, handByRace, logTail, renderBoard } from './labels.ts';
import { wordsFor } from './words.ts';
import { BORDER_DECISIONS, leviathanLines, leviathanWords } from './leviathan-table.ts';
import type { Lang } from '../i18n/lang.ts';
import { replayFileOf } from './replay.ts';
import { playGameAsync, type GameResult } from './runner.ts';

export interface PlayIO {
  print(text: string): void;
  /** Returns the index of the chosen entry. */
  choose(message: string, choices: { name: string; value: number }[]): Promise<number>;
}

export interface PlayConfig {
  players: number;
  /** Bot specs for the other seats, in seat order (skipping the human's). */
  bots: string[];
  /** The human's seat, 0-based. */
  seat: number;
  /** A number (a known deal) or 32 to 64 hex digits (a secret deal, shown only at the end). */
  seed: number | string;
  martialLaw: boolean;
  /** De Profundis: the bundled Outcast deck (true) or a given one. */
  deProfundis?: SimConfig['deProfundis'];
  /** Kraken: play the expansion. */
  kraken?: boolean;
  /** Leviathan: play the expansion (a fifth seat only with it). */
  leviathan?: boolean;
  threads: number;
  budget: SearchOptions;
  name: string;
  /** Writes the game as a replay file after every action. */
  save?: string;
  /** A saved game to play on: its options replace players, seed, Martial Law and De Profundis above. */
  resume?: Resumed;
  /** The language of everything printed (default English). */
  lang?: Lang;
}

function humanBot(config: PlayConfig, io: PlayIO): AnyBot {
  return {
    name: config.name,
    async decide(view: PlayerView): Promise<Action> {
      const d = view.pending!;
      const lang = config.lang ?? 'en';
      const w = wordsFor(lang);
      if (d.kind === 'main' && !view.turn.acted) io.print(`\n${renderBoard(view, lang)}\n`);
      else if (d.kind === 'offer' || d.kind === 'allyRevealed' || d.kind === 'monsterRevealed') {
        const me = view.players[view.seat!];
        const track = view.track.map(w.card).join(' | ');
        io.print(view.leviathan
          ? leviathanWords(lang).trackNow(track, w.pearls(me.pearls), handByRace(me.hand ?? [], lang))
          : w.trackNow(track, view.threat, me.pearls, handByRace(me.hand ?? [], lang)));
      }
      // Leviathan: before a fight, the Breeder or the Rebel, the Border as it stands.
      if (view.leviathan && BORDER_DECISIONS.has(d.kind)) {
        io.print(leviathanLines(view, lang, (seat) => (seat === view.seat ? w.you : view.players[seat].name)).join('\n'));
      }
      // Everything but recruitments first, then recruitments by Lord, cheapest payment first.
      const order = (a: Action): number => (a.type === 'recruit' ? 1 : 0);
      const spent = (a: Action): number => (a.type === 'recruit' ? a.allies.reduce((n, c) => n + allyValue(c), 0) : 0);
      const choices = view.legal
        .map((a, i) => ({ a, i }))
        .sort((x, y) => order(x.a) - order(y.a) || (x.a.type === 'recruit' && y.a.type === 'recruit' ? x.a.lord - y.a.lord || spent(x.a) - spent(y.a) : 0) || x.i - y.i)
        .map(({ a, i }) => ({ name: describeAction(view, a, lang), value: i }));
      const index = await io.choose(w.decision[d.kind], choices);
      return view.legal[index];
    },
    async close() {},
  };
}

export function scoreTable(result: GameResult, names: string[], lang: Lang = 'en'): string {
  const w = wordsFor(lang);
  // Kraken games: one more column, the IP lost to Nebulis and the Kraken figure; Leviathan
  // games: the Scourge and the Wounds.
  const kraken = result.scores.some((l) => l.nebulis !== undefined);
  const leviathan = result.scores.some((l) => l.leviathan !== undefined);
  const rows = [...result.scores].sort((a, b) => a.rank - b.rank)
    .map((l) => [l.rank, names[l.seat], l.total, l.locations, l.lords, l.allies, l.monsters, l.pearls, ...(kraken ? [l.nebulis ?? 0] : []), ...(leviathan ? [l.leviathan ?? 0] : [])]);
  return fitTable([...w.scoreHeader, ...(kraken ? [w.nebulisColumn] : []), ...(leviathan ? [leviathanWords(lang).column] : [])], rows);
}

/**
 * The bots' own seed. From a hex seed, a 32-bit hash of all of it: the bots' choices are
 * seen by the human, so they may depend on at most 32 of the key's bits.
 */
function botSeedOf(seed: number | string): number {
  if (typeof seed === 'number') return seed;
  const words: number[] = [];
  for (let i = 0; i < seed.length; i += 8) words.push(parseInt(seed.slice(i, i + 8), 16));
  return mixSeed(...words);
}

export async function runPlay(given: PlayConfig, io: PlayIO): Promise<GameResult> {
  const resume = given.resume;
  const config: PlayConfig = resume
    ? { ...given, players: resume.state.players.length, seed: resume.options.seed, martialLaw: resume.options.martialLaw === true, leviathan: resume.options.expansions?.leviathan === true }
    : given;
  if (config.bots.length !== config.players - 1) {
    throw new RangeError(`${config.players} players: give ${config.players - 1} bot(s) for the other seats (got ${config.bots.length}).`);
  }
  if (!Number.isInteger(config.seat) || config.seat < 0 || config.seat >= config.players) {
    throw new RangeError(`Your seat must be between 1 and ${config.players}.`);
  }
  const seedProblem = checkOptions({ seed: config.seed, players: config.players, ...(config.leviathan ? { expansions: { leviathan: true } } : {}) });
  if (seedProblem) throw new RangeError(seedProblem.message);
  const specs = config.bots.map(parseBotSpec);
  const seats: AnyBot[] = [];
  const names: string[] = [];
  let b = 0;
  for (let s = 0; s < config.players; s++) {
    if (s === config.seat) {
      seats.push(humanBot(config, io));
      names.push(config.name);
    } else {
      const spec = specs[b++];
      seats.push(createPlayBot(spec, mixSeed(botSeedOf(config.seed), s, 0x9a7), config.threads, config.budget));
      names.push(`${spec.label} (bot)`);
    }
  }
  let options: GameOptions = { seed: config.seed, players: config.players, names, startSeat: 0 };
  if (config.martialLaw) options.martialLaw = true;
  const expansions = expansionsOf(config);
  if (expansions) options.expansions = expansions;
  if (resume) {
    // The file's options as they are: the saved game must replay from them to the same deal.
    options = resume.options;
    names.splice(0, names.length, ...resume.names);
    names[config.seat] = config.name;
    specs.forEach((spec, i) => {
      const s = i < config.seat ? i : i + 1;
      names[s] = `${spec.label} (bot)`;
    });
  }
  const problem = checkOptions(options);
  if (problem) throw new RangeError(problem.message);
  let shown = resume ? viewFor(resume.state, config.seat).log.length : 0;
  const actions: Action[] = resume ? [...resume.actions] : [];
  // A secret seed would show the human every deck: it is told only once the game is over.
  const secret = typeof config.seed === 'string';
  const lang = config.lang ?? 'en';
  const w = wordsFor(lang);
  io.print(w.opening(names.map((n, i) => w.seatName(i + 1, n)).join(', '), secret, String(config.seed)));
  if (resume) {
    const view = viewFor(resume.state, config.seat);
    io.print(w.resumed(resume.file, resume.actions.length));
    io.print(logTail(view, Math.min(5, view.log.length), lang).map((l) => `  · ${l}`).join('\n'));
  }
  try {
    const result = await playGameAsync(options, seats, (s, action) => {
      actions.push(action);
      const view = viewFor(s, config.seat);
      const fresh = view.log.length - shown;
      if (fresh > 0) io.print(logTail(view, fresh, lang).map((l) => `  · ${l}`).join('\n'));
      shown = view.log.length;
      if (config.save) writeFileSync(config.save, JSON.stringify(replayFileOf(options, actions, s, names), null, 1));
    }, resume?.state);
    io.print(`\n${w.finalScores}\n${scoreTable(result, names, lang)}`);
    if (secret) io.print(w.seedWas(String(config.seed)));
    if (config.save) io.print(w.saved(config.save));
    return result;
  } finally {
    await Promise.all(seats.map((s) => ('close' in s ? s.close() : undefined)));
  }
}
