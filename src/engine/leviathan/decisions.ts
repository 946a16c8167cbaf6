// Leviathan decisions: for each kind, the actions it lists and how one applies. The base
// modules (apply.ts, legal.ts) hand every decision kind they do not know to the expansions'
// tables (expansion-decisions.ts), so each Leviathan rule module adds its decisions here.
import type { Ctx } from '../state.ts';
import type { Action, EngineError, GameState, LeviathanDecision, LeviathanDecisionKind } from '../types.ts';

export interface LeviathanDecisionRule<K extends LeviathanDecisionKind> {
  /** What the decision accepts, to name it in errors ("attack or continue"). */
  expected: string;
  legal(s: GameState, d: Extract<LeviathanDecision, { kind: K }>): Action[];
  /**
   * Checks and applies `a`: null when applied, an error (state untouched) when refused,
   * undefined when `a` is not an action this decision takes.
   */
  apply(s: GameState, d: Extract<LeviathanDecision, { kind: K }>, a: Action, ctx: Ctx): EngineError | null | undefined;
}

const notBuilt = { legal: (): Action[] => [], apply: (): undefined => undefined };

/** Every Leviathan decision kind has its rule (the mapped type makes tsc refuse a missing one). */
export const LEVIATHAN_DECISIONS: { [K in LeviathanDecisionKind]: LeviathanDecisionRule<K> } = {
  leviathanMonster: { expected: 'attack, continue or ignoreMonster', ...notBuilt },
  leviathanAttack: { expected: 'attack or endFight', ...notBuilt },
  boostAttack: { expected: 'boost', ...notBuilt },
  fightReward: { expected: 'fightReward', ...notBuilt },
  tokenCouncil: { expected: 'takeCouncil', ...notBuilt },
  loseLord: { expected: 'loseLord', ...notBuilt },
  borderGuard: { expected: 'targetOpponent', ...notBuilt },
  breeder: { expected: 'placeLeviathan', ...notBuilt },
  rebel: { expected: 'strike', ...notBuilt },
};
