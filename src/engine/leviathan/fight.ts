// Fighting Leviathans: eligible Allies, the roll, health steps, rewards, the Scourge.
// OWNER: helper "fight" (see /work/prompts). Interface used by the Monster decision and the Lords.
import type { Ctx } from '../state.ts';
import type { Action, EngineError, GameState } from '../types.ts';

/**
 * The `attack` actions open to `seat`: each Border space (or only `space` when it is not -1)
 * with each eligible Ally in hand (one of each race and value).
 */
export function attackActions(s: GameState, seat: number, space: number): Action[] {
  void s; void seat; void space;
  throw new Error('attackActions: not built yet');
}

/**
 * Checks and starts an attack: the Ally is discarded, the dice rolled, and the attack resolved
 * (or a 'boostAttack' decision asked first). Returns an error, state untouched, when refused.
 */
export function attack(s: GameState, ctx: Ctx, seat: number, space: number, card: number): EngineError | null {
  void s; void ctx; void seat; void space; void card;
  throw new Error('attack: not built yet');
}

export function fightRewardTask(s: GameState, ctx: Ctx, seat: number, count: number): void {
  void s; void ctx; void seat; void count;
  throw new Error('fightRewardTask: not built yet');
}

export function fightAgainTask(s: GameState, ctx: Ctx, seat: number, space: number): void {
  void s; void ctx; void seat; void space;
  throw new Error('fightAgainTask: not built yet');
}
