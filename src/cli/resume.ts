// `abyss play --resume FILE`: a saved game (the file `play --save` writes, or any replay file)
// rebuilt at its last position so that the game goes on. The file is checked as `abyss
// replay` checks it: a file whose actions do not reach its recorded state was altered.
import { fast, type Action, type GameOptions, type ScratchState } from '../engine/index.ts';
import { parseBotSpec } from '../bots/index.ts';
import { verifyReplay, type ReplayFile } from './replay.ts';
import { readJsonFile } from './json-file.ts';

export interface Resumed {
  file: string;
  options: GameOptions;
  actions: Action[];
  /** The position after the last action, with its public log. */
  state: ScratchState;
  /** Per seat: its bot spec when the file names a bot there ("medium (bot)", or a sim file's "greedy"), null for a person. */
  botOf: (string | null)[];
  /** Per seat, the name the file gives it. */
  names: string[];
}

/** Reads and checks a saved game; throws a RangeError of one line when it cannot go on. */
export function loadResume(file: string): Resumed {
  const read = readJsonFile(file, 'a saved game');
  if ('problem' in read) throw new RangeError(read.problem.startsWith('cannot read') ? read.problem : `cannot resume ${read.problem}`);
  const data = read.data;
  const outcome = verifyReplay(data);
  if (!outcome.ok) throw new RangeError(`cannot resume ${file}: ${outcome.message}`);
  if (outcome.over) throw new RangeError(`cannot resume ${file}: that game is over (abyss replay ${file} shows its scores).`);
  const f = data as ReplayFile;
  const state = fast.newGame(f.options);
  // Every action was just replayed and found legal: the fast path rebuilds the same position.
  for (const a of f.actions) fast.apply(state, a, true);
  const names = state.players.map((_, s) => (Array.isArray(f.players) && typeof f.players[s] === 'string' ? f.players[s] : f.options.names?.[s] ?? `seat ${s + 1}`));
  const botOf = names.map((n) => {
    const label = n.replace(/ \(bot\)$/, '');
    try {
      return parseBotSpec(label).label;
    } catch {
      return null;
    }
  });
  return { file, options: f.options, actions: f.actions, state, botOf, names };
}

/** The human's seat (0-based) and the other seats' bots: as given, else as the file names them. */
export function resumeSeats(r: Resumed, given: { seat?: number; bots?: string[] }): { seat: number; bots: string[] } {
  const players = r.state.players.length;
  let seat = given.seat;
  if (seat === undefined) {
    const people = r.botOf.flatMap((b, s) => (b === null ? [s] : []));
    if (people.length !== 1) throw new RangeError(`cannot tell which seat is yours in ${r.file} (${people.length === 0 ? 'every seat is a bot' : `seats ${people.map((s) => s + 1).join(', ')} are people`}): give --seat.`);
    seat = people[0];
  }
  if (seat < 0 || seat >= players) throw new RangeError(`--seat: the game in ${r.file} has ${players} seats.`);
  if (given.bots && given.bots.length !== players - 1) {
    throw new RangeError(`--bots: the game in ${r.file} has ${players} seats, so give ${players - 1} bot(s) for the other seats (got ${given.bots.length}).`);
  }
  // A seat that a person held before is taken over by a medium bot unless --bots says otherwise.
  const bots = given.bots ?? r.botOf.flatMap((b, s) => (s === seat ? [] : [b ?? 'medium']));
  return { seat, bots };
}
