// Applying one action: check it against the pending decision, then change the state.
// Every check happens before any change, so a rejected action leaves the state as it was.
// The rules of each decision kind sit in a typed table beside what it lists as legal: the
// base game's in decisions/, each expansion's behind the hooks (hooks.ts).
import { err } from './decisions/common.ts';
import { baseRule } from './decisions/index.ts';
import { advance } from './flow.ts';
import { applyExpansionDecision, expectedFor } from './hooks.ts';
import type { Ctx } from './state.ts';
import type { Action, Decision, EngineError, GameState } from './types.ts';

type Err = EngineError | null;

/**
 * Applies `action` to `s` in place. Returns an error (and leaves `s` untouched) when the
 * action is not legal now. The hot path for bots and benchmarks calls this on a private copy.
 */
export function applyInPlace(s: GameState, action: Action, ctx: Ctx): Err {
  if (s.over || s.pending === null) return err('GAME_OVER', 'The game is over.');
  if (typeof action !== 'object' || action === null || typeof (action as { type?: unknown }).type !== 'string') {
    return err('MALFORMED_ACTION', 'An action is an object with a "type".');
  }
  const d = s.pending;
  const rule = baseRule(d);
  const e = rule !== undefined ? rule.apply(s, d, action, ctx) : applyExpansionDecision(s, d, action, ctx);
  // undefined: not an action this decision takes.
  if (e === undefined) return wrong(d, action);
  if (e) return e;
  advance(s, ctx);
  return null;
}

function wrong(d: Decision, action: Action): EngineError {
  const expected = baseRule(d)?.expected ?? expectedFor(d);
  return err('WRONG_DECISION', `"${String(action.type)}" is not possible now: expected ${expected}.`);
}
