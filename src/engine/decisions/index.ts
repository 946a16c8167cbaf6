// The base game's decisions: for every kind, what is legal beside how it applies, one typed
// table like each expansion's (hooks.ts, DecisionTable). A kind missing here is a compile error.
import type { DecisionOf, DecisionRule, DecisionTable } from '../hooks.ts';
import type { Action, BaseDecision, BaseDecisionKind, Decision, EngineError, GameState } from '../types.ts';
import type { Ctx } from '../state.ts';
import { EXPLORE_DECISIONS } from './explore.ts';
import { LOCATION_DECISIONS } from './locations.ts';
import { POWER_DECISIONS } from './powers.ts';
import { RECRUIT_DECISIONS } from './recruit.ts';
import { TURN_DECISIONS } from './turn.ts';

export const BASE_DECISIONS: DecisionTable<BaseDecisionKind> = {
  ...TURN_DECISIONS,
  ...EXPLORE_DECISIONS,
  ...RECRUIT_DECISIONS,
  ...POWER_DECISIONS,
  ...LOCATION_DECISIONS,
};

// Each entry takes the decisions of its own kind: a lookup by a generic kind keeps that typed.
const rule = <K extends BaseDecisionKind>(kind: K): DecisionRule<K> => BASE_DECISIONS[kind];
const legalOf = <K extends BaseDecisionKind>(s: GameState, kind: K, d: DecisionOf<K>): Action[] => rule(kind).legal(s, d);
const applyOf = <K extends BaseDecisionKind>(s: GameState, kind: K, d: DecisionOf<K>, a: Action, ctx: Ctx) => rule(kind).apply(s, d, a, ctx);

export function isBaseDecision(d: Decision): d is BaseDecision {
  return Object.hasOwn(BASE_DECISIONS, d.kind);
}

export function baseExpected(d: BaseDecision): string {
  return rule(d.kind).expected;
}

export function baseLegal(s: GameState, d: BaseDecision): Action[] {
  return legalOf(s, d.kind, d);
}

/** null when applied, an error (state untouched) when refused, undefined when `a` is not an action `d` takes. */
export function baseApply(s: GameState, d: BaseDecision, a: Action, ctx: Ctx): EngineError | null | undefined {
  return applyOf(s, d.kind, d, a, ctx);
}
