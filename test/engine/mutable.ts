// The engine as a test that crafts states sees it (test-only). Outside the engine a state is
// read-only (src/engine/index.ts exports GameState as a deep-readonly type); a rule test still
// builds its position by writing into one (a Lord in a hand, a deck stacked, a decision set).
// This module is src/engine/index.ts with the engine's own mutable GameState in place of the
// read-only one: the same functions, only their types differ. Nothing in src/ may import it
// (layers: src/ imports no test/), and ESLint refuses the mutable type to src/ (eslint.config.js).
import * as engine from '../../src/engine/index.ts';
import type { Action, EngineError, GameEvent, GameOptions, GameState as EngineState } from '../../src/engine/types.ts';
import type { PlayerView } from '../../src/engine/view.ts';

export * from '../../src/engine/index.ts';

/** The engine's mutable state (src/engine/types.ts), for tests that craft positions. */
export type GameState = EngineState;

export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: EngineError };

/** A state a test holds may be written into: the engine's own type of it. */
function mutable(s: engine.GameState): GameState {
  return s as GameState;
}

export function newGame(options: GameOptions): GameState {
  return mutable(engine.newGame(options));
}

export function applyAction(s: engine.GameState, action: Action): ApplyResult {
  return engine.applyAction(s, action) as ApplyResult;
}

export function resample(view: PlayerView, rng: engine.SampleRng, options?: engine.ResampleOptions): GameState {
  return mutable(engine.resample(view, rng, options));
}

/** The hot path over states a test holds (and may have written into). */
export const fast = {
  newGame(options: GameOptions): GameState {
    return mutable(engine.fast.newGame(options));
  },
  clone(s: engine.GameState): GameState {
    return mutable(engine.fast.clone(s));
  },
  apply(s: GameState | engine.ScratchState, action: Action, log = false): EngineError | null {
    return engine.fast.apply(s as engine.ScratchState, action, log);
  },
};
