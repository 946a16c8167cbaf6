// The base game's decisions: for every kind, what is legal beside how it applies, one typed
// table like each expansion's (hooks.ts, DecisionTable). A kind missing here is a compile error.
import { type DecisionRules, type DecisionTable, decisionRules } from '../hooks.ts';
import type { BaseDecisionKind } from '../types.ts';
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

/** The base table, looked up by the decision at hand. */
export const BASE_RULES: DecisionRules = decisionRules(BASE_DECISIONS);
