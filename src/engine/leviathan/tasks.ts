// Leviathan tasks: continuations of a turn that only the Leviathan expansion queues.
import type { Ctx } from '../state.ts';
import type { GameState, LeviathanTask } from '../types.ts';
import { arrival } from './border.ts';
import { fightAgainTask, fightRewardTask } from './fight.ts';

export function runLeviathanTask(s: GameState, ctx: Ctx, task: LeviathanTask): void {
  switch (task.t) {
    case 'arrival': return arrival(s, ctx, task.seat);
    case 'fightReward': return fightRewardTask(s, ctx, task.seat, task.count);
    case 'fightAgain': return fightAgainTask(s, ctx, task.seat, task.space);
  }
}
