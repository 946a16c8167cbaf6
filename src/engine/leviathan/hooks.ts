// The Leviathan expansion behind the engine's hooks (hooks.ts, docs/leviathan.md).
import { decisionRules, type ExpansionHooks } from '../hooks.ts';
import type { LeviathanTask, Task } from '../types.ts';
import { LEVIATHAN_DECISIONS } from './decisions.ts';
import { leviathanObserve } from './observe.ts';
import { leviathanResample } from './resample.ts';
import { runLeviathanTask } from './tasks.ts';

const TASKS: ReadonlySet<Task['t']> = new Set<LeviathanTask['t']>(['arrival', 'fightReward', 'fightAgain']);
const isLeviathanTask = (task: Task): task is LeviathanTask => TASKS.has(task.t);

export const LEVIATHAN: ExpansionHooks = {
  name: 'leviathan',
  active: (o) => !!o.expansions?.leviathan,
  decisions: decisionRules(LEVIATHAN_DECISIONS),
  runTask(s, ctx, task) {
    if (!isLeviathanTask(task)) return false;
    runLeviathanTask(s, ctx, task);
    return true;
  },
  resample: leviathanResample,
  observe: leviathanObserve,
};
