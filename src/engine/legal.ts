// Legal actions of the seat that must decide now, for every kind of decision: each kind lists
// them beside how it applies (decisions/ for the base game, each expansion's table behind the hooks).
import { baseRule } from './decisions/index.ts';
import { expansionLegalActions } from './hooks.ts';
import type { Action, GameState } from './types.ts';

export function legalActions(s: GameState): Action[] {
  const d = s.pending;
  if (s.over || d === null) return [];
  const rule = baseRule(d);
  return rule !== undefined ? rule.legal(s, d) : expansionLegalActions(s, d);
}
