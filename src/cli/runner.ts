// Plays one game between bots. The runner is the authority: it holds the full state and
// hands each bot only the view of its own seat.
import { activeSeat, fast, scores, type Action, type GameOptions, type GameState, type ScoreSheet, type ScratchState } from '../engine/index.ts';
import type { AnyBot, Bot } from '../bots/types.ts';
import { botView } from '../agents/bot-view.ts';
import { stateHash } from './hash.ts';

export interface GameResult {
  options: GameOptions;
  scores: ScoreSheet;
  /** Decisions taken (actions applied). */
  decisions: number;
  /** Turns started (extra turns included). */
  turns: number;
  actions: Action[];
  finalHash: string;
  /** Seconds spent deciding, per seat. */
  thinkSeconds: number[];
  /** Decisions taken, per seat. */
  seatDecisions: number[];
}

/** A safety net: a game that runs this long is a bug. */
export const MAX_DECISIONS = 20_000;

export class BotError extends Error {}

interface Tracker {
  decisions: number;
  turns: number;
  lastCurrent: number;
  lastActed: boolean;
  actions: Action[];
  think: number[];
  seatDecisions: number[];
}

function tracker(s: GameState): Tracker {
  return { decisions: 0, turns: 1, lastCurrent: s.current, lastActed: s.turn.acted, actions: [], think: s.players.map(() => 0), seatDecisions: s.players.map(() => 0) };
}

function apply(s: ScratchState, t: Tracker, seat: number, action: Action, bot: AnyBot): void {
  const e = fast.apply(s, action, true);
  if (e) throw new BotError(`${bot.name} (seat ${seat + 1}) chose an illegal action ${JSON.stringify(action)}: ${e.message}`);
  t.actions.push(action);
  t.decisions++;
  t.seatDecisions[seat]++;
  if (!s.over && s.pending?.kind === 'main' && !s.turn.acted && (t.lastActed || t.lastCurrent !== s.current)) t.turns++;
  t.lastCurrent = s.current;
  t.lastActed = s.turn.acted;
  if (t.decisions > MAX_DECISIONS) throw new BotError(`The game did not end after ${MAX_DECISIONS} decisions.`);
}

function result(s: GameState, t: Tracker): GameResult {
  return {
    options: s.options,
    scores: scores(s),
    decisions: t.decisions,
    turns: t.turns,
    actions: t.actions,
    finalHash: stateHash(s),
    thinkSeconds: t.think,
    seatDecisions: t.seatDecisions,
  };
}

/**
 * Plays a whole game with synchronous bots (bots[i] plays seat i). `beforeDecision` sees the
 * authority's state before each decision (self-play records the deciding seat's observation
 * there); it must not change the state.
 */
export function playGame(options: GameOptions, bots: Bot[], beforeDecision?: (s: GameState, seat: number) => void): GameResult {
  const s = fast.newGame(options);
  const t = tracker(s);
  try {
    for (;;) {
      const seat = activeSeat(s);
      if (seat === null) break;
      beforeDecision?.(s, seat);
      // Without the log unless the bot reads it: a decision costs the same late in the game.
      const view = botView(s, seat, bots[seat]);
      const start = performance.now();
      const action = bots[seat].decide(view);
      t.think[seat] += (performance.now() - start) / 1000;
      apply(s, t, seat, action, bots[seat]);
    }
  } finally {
    endBots(s, bots);
  }
  return result(s, t);
}

/** Tells every bot that the game is over (or abandoned), so that external agents stop. */
function endBots(s: GameState, bots: readonly AnyBot[]): void {
  bots.forEach((b, seat) => {
    if ('end' in b && typeof b.end === 'function') b.end(s.over ? botView(s, seat, b) : null);
  });
}

/**
 * Same, for bots that may answer asynchronously; `onStep` sees the authority's state after each
 * action. `start` (a game of these options in progress, e.g. resumed from a file) is played on
 * from its position (in place) instead of a new game; the result counts only the decisions taken here.
 */
export async function playGameAsync(
  options: GameOptions,
  bots: AnyBot[],
  onStep?: (s: GameState, action: Action, seat: number) => void | Promise<void>,
  start?: ScratchState,
): Promise<GameResult> {
  const s = start ?? fast.newGame(options);
  const t = tracker(s);
  try {
    for (;;) {
      const seat = activeSeat(s);
      if (seat === null) break;
      // Without the log unless the bot reads it: a decision costs the same late in the game.
      const view = botView(s, seat, bots[seat]);
      const start = performance.now();
      const action = await bots[seat].decide(view);
      t.think[seat] += (performance.now() - start) / 1000;
      apply(s, t, seat, action, bots[seat]);
      if (onStep) await onStep(s, action, seat);
    }
  } finally {
    endBots(s, bots);
  }
  return result(s, t);
}
