// The engine contract (../shared/design.md): pure functions over plain-JSON state.
import './expansions.ts';
import { checkActionFields } from './action-fields.ts';
import { applyInPlace } from './apply.ts';
import { advance } from './flow.ts';
import { scoreSheet } from './scoring.ts';
import { checkOptions, setupGame } from './setup.ts';
import type { Ctx } from './state.ts';
import { appendLog, cloneState, shareState } from './state-copy.ts';
import { legalActions as listLegal } from './legal.ts';
import type { ObserveOptions } from './observe.ts';
import { observeState as stateObservation } from './observe-state.ts';
import { resample as guessState, type ResampleOptions, type SampleRng } from './resample.ts';
import { type PlayerView, type ViewOptions, viewFor as seatView } from './view.ts';
import type { Action, ApplyResult, GameEvent, GameOptions, GameState as MutableGameState, ReadonlyGameState, ScoreSheet } from './types.ts';

export * from './types.ts';
/**
 * A game state as every module outside the engine holds it: read-only at every depth (tsc
 * refuses a write). It shadows the engine's own mutable `GameState` of types.ts, which only
 * the engine's modules (and tests crafting states, through test/engine/mutable.ts) may name;
 * ESLint's no-restricted-imports keeps it so (eslint.config.js). The shared name is on purpose:
 * `export *` above re-exports types.ts, and a local declaration wins over a star export, so the
 * mutable type never leaves through this entry. Renaming the mutable one would publish it here.
 */
export type GameState = ReadonlyGameState;

/** Brands a copy only its holder can reach (types only: nothing at run time). */
declare const SCRATCH: unique symbol;
/**
 * A private copy of a state for the hot path (fast.clone, resample): read-only to its holder
 * like any state, but `fast.apply` may change it in place, so it must not be a state someone
 * else holds (one applyAction or newGame returned); tsc refuses those to `fast.apply`.
 */
export type ScratchState = GameState & { readonly [SCRATCH]: true };
export * from './cards.ts';
export { type ViewOptions, type PlayerView, type PlayerPublicView, type KrakenView, type LeviathanView, type ReadonlyPlayerView } from './view.ts';
export { MIN_PLAYERS, MAX_PLAYERS, MAX_PLAYERS_WITHOUT_LEVIATHAN } from './setup.ts';
export { checkOptions } from './setup.ts';
export { ACTION_FIELDS, checkActionFields } from './action-fields.ts';
export { HEX_SEED } from './rng.ts';
export {
  RECRUITS_TO_END, costModifiers, mandatoryRace, mandatoryRaceWith, recruitCost, recruitCostWith, requirement,
  type CostModifiers, type Requirement,
} from './recruit.ts';
export { hasActiveLord, isProtected, opponentHasActive, type LordsRead } from './state.ts';
export { paymentSeenBy } from './recruit-steps.ts';
export { locationValue } from './scoring.ts';
export { name as seatName } from './state.ts';
export { endHandPreview, lockChoices, locationIpNow, recruitEndsGame, type EndHandRace, type EndTrigger } from './preview.ts';
export { PLACEHOLDER_OUTCASTS } from './outcast-deck.ts';
export { EVENT_KINDS, copyEvent } from './events.ts';
export { OUTCAST_BASE, isOutcast, outcastCard, outcastDeckOf, type OptionsRead } from './outcast-deck.ts';
export { checkOutcastDeck } from './de-profundis/outcasts.ts';
export { isUndoable } from './undoable.ts';

/** A new game, waiting for the start player's first decision. Throws on invalid options (see checkOptions). */
export function newGame(options: GameOptions): GameState {
  const problem = checkOptions(options);
  if (problem) throw new RangeError(problem.message);
  const s = setupGame(options);
  const events: GameEvent[] = [];
  advance(s, { events });
  s.log = events;
  // Every state the engine hands out has the same shape (log.ts: the log accessor).
  return cloneState(s);
}

/**
 * The engine reading a state it handed out: the public functions below take the read-only
 * type (so callers may hold nothing else) and never change their input.
 */
function inner(s: ReadonlyGameState): MutableGameState {
  return s as MutableGameState;
}

/** Every legal action of the seat that must decide now (empty when the game is over). */
export function legalActions(s: ReadonlyGameState): Action[] {
  return listLegal(inner(s));
}

/** What `seat` (or a spectator, null) may know of `s`, nothing more. */
export function viewFor(s: ReadonlyGameState, seat: number | null, opts?: ViewOptions): PlayerView {
  return seatView(inner(s), seat, opts);
}

/** The one seat that must decide now, or null when the game is over. */
export function activeSeat(s: ReadonlyGameState): number | null {
  return s.over || s.pending === null ? null : s.pending.seat;
}

/** Applies an action without touching `s`; never throws. Refuses fields the action's type does not define. */
export function applyAction(s: ReadonlyGameState, action: Action): ApplyResult {
  const junk = typeof action === 'object' && action !== null ? checkActionFields(action) : null;
  if (junk) return { ok: false, error: junk };
  const events: GameEvent[] = [];
  // The new state's log is this one's followed by `events`, built when first read (log.ts).
  const next = shareState(inner(s), events);
  let error;
  try {
    error = applyInPlace(next, action, { events });
  } catch {
    // A malformed action that slipped past validation must never crash the caller.
    error = { code: 'MALFORMED_ACTION' as const, message: 'That action could not be understood.' };
  }
  if (error) return { ok: false, error };
  return { ok: true, state: next, events };
}

export function scores(s: ReadonlyGameState): ScoreSheet {
  return scoreSheet(inner(s));
}

/**
 * Hot path for bots and benchmarks: mutate a private copy, optionally without logging.
 * Returns null on success or the error (state unchanged on error).
 */
export const fast = {
  /** A new game (as `newGame`) that only the caller holds, for `fast.apply`. */
  newGame(options: GameOptions): ScratchState {
    return newGame(options) as ScratchState;
  },
  /** A private copy of `s` (everything copied, nothing shared), for `fast.apply`. */
  clone(s: GameState): ScratchState {
    return cloneState(inner(s)) as ReadonlyGameState as ScratchState;
  },
  apply(s: ScratchState, action: Action, log = false): ReturnType<typeof applyInPlace> {
    const own = inner(s);
    const ctx: Ctx = { events: log ? [] : null };
    const e = applyInPlace(own, action, ctx);
    if (!e && ctx.events) appendLog(own, ctx.events);
    return e;
  },
};
export { tableCards, type TableCards } from './table-cards.ts';
export { dieOdds, mayFight, resistanceLeft, stepsBeatenBy } from './leviathan/arithmetic.ts';
export type { ResampleOptions, SampleRng } from './resample.ts';

/** A full state consistent with `view` (resample.ts), a private copy its caller may play on with `fast.apply`. */
export function resample(view: PlayerView, rng: SampleRng, options?: ResampleOptions): ScratchState {
  return guessState(view, rng, options) as ReadonlyGameState as ScratchState;
}
export { KRAKEN_FIGURE_IP, NEBULIS_IP, krakenIp, krakenIpIfEndedNow, krakenNebulis, type KrakenHolder } from './kraken/values.ts';
export {
  BASE_DECISION_KINDS, OUTCAST_SLOTS, normalise as normaliseObservation, observationSpec, observe, observeInto, placeSegments, tableSlots,
  type ObservationSegment, type ObservationSpec, type ObserveOptions, type SegmentRow, type TableSlots,
} from './observe.ts';

/** The observation of `s` for `seat`, as `observe(viewFor(s, seat))` without the view (observe-state.ts). */
export function observeState(s: GameState, seat: number | null, options?: ObserveOptions, x?: Float32Array): Float32Array {
  return stateObservation(inner(s), seat, options, x);
}
