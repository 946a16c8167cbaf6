// The expansions' decision tables, looked up by kind: apply.ts and legal.ts hand every decision
// kind the base game does not know to these, so an expansion adds decisions without touching them.
import type { Ctx } from './state.ts';
import type { Action, Decision, EngineError, GameState } from './types.ts';
import { KRAKEN_DECISIONS } from './kraken/decisions.ts';
import { LEVIATHAN_DECISIONS } from './leviathan/decisions.ts';

interface Rule {
  expected: string;
  legal(s: GameState, d: Decision): Action[];
  apply(s: GameState, d: Decision, a: Action, ctx: Ctx): EngineError | null | undefined;
}

const RULES = { ...KRAKEN_DECISIONS, ...LEVIATHAN_DECISIONS } as unknown as Record<string, Rule>;

function ruleOf(d: Decision): Rule | undefined {
  return Object.hasOwn(RULES, d.kind) ? RULES[d.kind] : undefined;
}

export function isExpansionDecision(d: Decision): boolean {
  return ruleOf(d) !== undefined;
}

export function expectedFor(d: Decision): string {
  return ruleOf(d)?.expected ?? d.kind;
}

export function expansionLegalActions(s: GameState, d: Decision): Action[] {
  return ruleOf(d)?.legal(s, d) ?? [];
}

export function applyExpansionDecision(s: GameState, d: Decision, a: Action, ctx: Ctx): EngineError | null | undefined {
  return ruleOf(d)?.apply(s, d, a, ctx);
}
