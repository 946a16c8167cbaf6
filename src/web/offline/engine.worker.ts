// The Web Worker of offline games: the engine and the bots, off the page's thread. It rebuilds
// a saved game from its actions, applies the person's actions, lets the bots play until the
// person must decide again (or the game ends), and answers with the person's view only: the
// page never holds the full state. The person may take back their own moves as online players
// may (the engine's isUndoable), until their turn passes to a bot.
import { activeSeat, applyAction, isUndoable, newGame, scores, viewFor, type Action, type GameState } from '../../engine/index.ts';
import { createGreedyBot } from '../../bots/greedy.ts';
import { LEVELS } from '../../bots/levels.ts';
import { mixSeed } from '../../bots/rng.ts';
import { createSearchBot } from '../../bots/search.ts';
import type { Bot } from '../../bots/types.ts';
import type { BotLevel } from '../../protocol/game.ts';
import type { FromWorker, LocalGame, ToWorker } from './protocol.ts';

let game: LocalGame | null = null;
let state: GameState | null = null;
/** Per action of `game.actions`: whether the person made it and may still take it back (the engine's rule). */
let undoable: boolean[] = [];

function post(m: FromWorker): void {
  (self as unknown as Worker).postMessage(m);
}

function botFor(level: BotLevel, seed: number): Bot {
  const l = LEVELS[level];
  return l.kind === 'search' ? createSearchBot(seed, l.search) : createGreedyBot(seed, l.greedy);
}

/** The person may undo their last move: it is theirs, undoable, and they still decide (no bot moved since). */
function canUndo(): boolean {
  return undoable.at(-1) === true && activeSeat(state!) === game!.human;
}

function show(): void {
  post({ type: 'view', version: game!.actions.length, view: viewFor(state!, game!.human), actions: game!.actions, over: state!.over, canUndo: canUndo() });
}

/** Applies `action` for `seat`, keeping whether the person may take it back. */
function apply(s: GameState, seat: number, action: Action): GameState {
  const r = applyAction(s, action);
  if (!r.ok) throw new Error(r.error.message);
  undoable.push(seat === game!.human && isUndoable(s.current, r.state, seat, r.events.some((e) => e.reveals)));
  return r.state;
}

/** Bots play until the person decides or the game ends; the page sees each move. */
function runBots(): void {
  for (;;) {
    const seat = activeSeat(state!);
    if (seat === null || seat === game!.human) return;
    const level = game!.levels[seat] ?? 'medium';
    // One bot per decision, seeded by the step: a resumed game plays on exactly as it would have.
    const bot = botFor(level, mixSeed(game!.botSeed, seat, game!.actions.length));
    const view = viewFor(state!, seat, { log: false });
    const action = view.legal.length === 1 ? view.legal[0] : bot.decide(view);
    state = apply(state!, seat, action);
    game!.actions.push(action);
    show();
  }
}

function rebuild(saved: LocalGame): GameState {
  let s = newGame(saved.options);
  for (const a of saved.actions) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`the saved game does not replay: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

/** The open game rebuilt from its actions, with what the person may take back. */
function reopen(saved: LocalGame): void {
  game = { ...saved, actions: [] };
  undoable = [];
  let s = newGame(saved.options);
  for (const a of saved.actions) {
    s = apply(s, activeSeat(s) ?? -1, a);
    game.actions.push(a);
  }
  state = s;
}

/** SHA-256 of the state's JSON without its log: the fingerprint `abyss replay` checks (src/cli/hash.ts). */
async function stateHash(s: GameState): Promise<string> {
  const { log: _log, ...rest } = s;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(rest)));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function exportFile(saved: LocalGame): Promise<void> {
  const s = rebuild(saved);
  post({
    type: 'file',
    file: {
      format: 'abyss-replay', version: 1, options: saved.options, actions: saved.actions,
      final: { hash: await stateHash(s), over: s.over, ...(s.over ? { scores: scores(s) } : {}) },
      players: saved.levels.map((l) => l ?? 'human'),
      createdAt: saved.createdAt,
    },
  });
}

self.onmessage = (e: MessageEvent<ToWorker>) => {
  const m = e.data;
  try {
    if (m.type === 'export') {
      exportFile(m.game).catch((err: unknown) => post({ type: 'failed', message: err instanceof Error ? err.message : String(err) }));
      return;
    }
    if (m.type === 'open') {
      reopen(m.game);
      show();
      runBots();
      return;
    }
    if (!game || !state) return post({ type: 'failed', message: 'No game is open.' });
    if (m.type === 'undo') {
      if (!canUndo()) return post({ type: 'refused', message: 'There is nothing you can take back now.' });
      reopen({ ...game, actions: game.actions.slice(0, -1) });
      show();
      return;
    }
    if (activeSeat(state) !== game.human) return post({ type: 'refused', message: 'It is not your turn to decide.' });
    const r = applyAction(state, m.action);
    if (!r.ok) return post({ type: 'refused', message: r.error.message });
    undoable.push(isUndoable(state.current, r.state, game.human, r.events.some((e) => e.reveals)));
    state = r.state;
    game.actions.push(m.action);
    show();
    runBots();
  } catch (err) {
    post({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
  }
};
