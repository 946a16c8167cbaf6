// Leviathan tasks: continuations of a turn that only the Leviathan expansion queues.
import type { Ctx } from '../state.ts';
import type { GameState, Task } from '../types.ts';
import { arrival } from './border.ts';
import { fightAgainTask, fightRewardTask } from './fight.ts';

/** Runs `task` when it is a Leviathan task: false when it is not (one switch, no Set of kinds asked first). */
export function runLeviathanTask(s: GameState, ctx: Ctx, task: Task): boolean {
  switch (task.t) {
    case 'arrival': arrival(s, ctx, task.seat); return true;
    case 'fightReward': fightRewardTask(s, ctx, task.seat, task.count); return true;
    case 'fightAgain': fightAgainTask(s, ctx, task.seat, task.space); return true;
    default: return false;
  }
}
