// Leviathan arithmetic the web client shows beside a choice: what an attack beats, the odds of
// a roll, what the Leviathan Monster tokens still face down can be, the last roll in the log.
// The engine decides what is legal; these numbers only help a player choose among its actions.
import { LEVIATHANS, LEVIATHAN_TOKEN_EFFECTS, allyValue, fightEffect, type HealthStep, type LeviathanTokenEffect } from '../engine/cards.ts';
import { dieOdds, stepsBeatenBy } from '../engine/leviathan/arithmetic.ts';
import type { BorderLeviathan, GameEvent } from '../engine/index.ts';
import type { LeviathanView } from '../engine/view.ts';

/** The health steps a Leviathan at the Border still has, top first. */
export function remainingSteps(b: BorderLeviathan): readonly HealthStep[] {
  return LEVIATHANS[b.id].steps.slice(b.beaten);
}

/** How many of `steps` an attack beats: each step met in order takes its resistance off the attack. */
export function stepsBeaten(attack: number, steps: readonly HealthStep[]): number {
  return stepsBeatenBy(steps, attack);
}

/** The Monster tokens `count` beaten steps give (before the Altruist). */
export function tokensFor(steps: readonly HealthStep[], count: number): number {
  return steps.slice(0, count).reduce((sum, s) => sum + s.tokens, 0);
}

/**
 * odds[k-1] = chance that attacking with `card` beats at least k of `steps` (k = 1..steps.length).
 * A Pearl-effect Ally adds the Pearls its owner can spend after the roll (`pearls`, all of them:
 * the odds of the best the player can do); a two-dice Ally keeps the higher die.
 */
export function attackOdds(card: number, steps: readonly HealthStep[], pearls: number): number[] {
  const effect = fightEffect(card);
  const chances = dieOdds(effect === 'twoDice');
  const boost = effect === 'pearls' ? pearls : 0;
  const odds = steps.map(() => 0);
  chances.forEach((p, i) => {
    const beaten = stepsBeaten(allyValue(card) + i + 1 + boost, steps);
    for (let k = 0; k < beaten; k++) odds[k] += p;
  });
  return odds;
}

/** A chance as a whole percent, never rounded to 0 or 100 unless it is exactly that. */
export function percent(p: number): number {
  const r = Math.round(p * 100);
  if (p > 0 && r === 0) return 1;
  if (p < 1 && r === 100) return 99;
  return r;
}

/**
 * The Leviathan Monster tokens still face down, by effect: every token used is revealed and
 * discarded face up, so the supply's make-up (not its order) is public.
 */
export function leviathanTokensLeft(lv: LeviathanView): Map<LeviathanTokenEffect, number> {
  const used = new Set(lv.tokenDiscard);
  const left = new Map<LeviathanTokenEffect, number>();
  LEVIATHAN_TOKEN_EFFECTS.forEach((effect, id) => {
    if (!used.has(id)) left.set(effect, (left.get(effect) ?? 0) + 1);
  });
  return left;
}

/** The dice an event rolled (its `dice` argument: an arrival's two, an attack's one or two), or null. */
export function eventDice(e: GameEvent): number[] | null {
  const dice = (e.args as { dice?: unknown }).dice;
  return Array.isArray(dice) && dice.length > 0 && dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6) ? dice as number[] : null;
}

/** The dice of the newest event in the log that rolled some (an arrival or an attack), or null. */
export function lastRoll(log: readonly GameEvent[]): { dice: number[]; kind: string; seat?: number } | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const dice = eventDice(log[i]);
    if (dice) return { dice, kind: log[i].kind, seat: log[i].seat };
  }
  return null;
}
