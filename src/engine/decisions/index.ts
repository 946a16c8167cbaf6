// The base game's decisions: for every kind, what is legal beside how it applies, one typed
// table like each expansion's (hooks.ts, DecisionTable). A kind missing here is a compile error.
import { type DecisionRule, type DecisionTable, ruleIndex } from '../hooks.ts';
import type { BaseDecisionKind, Decision, DecisionKind } from '../types.ts';
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

/** The table by kind: one property read finds a decision's rule. */
const BASE_RULES = ruleIndex(BASE_DECISIONS);

/** The rule of a base decision, or undefined for an expansion's (hooks.ts: expansionRule). */
export function baseRule(d: Decision): DecisionRule<DecisionKind> | undefined {
  return BASE_RULES[d.kind];
}
