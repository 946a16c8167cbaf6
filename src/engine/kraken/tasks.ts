// Kraken tasks: continuations of a turn that only the Kraken expansion queues.
import type { Ctx } from '../state.ts';
import type { GameState, Task } from '../types.ts';
import { placeKrakenTask } from './krakenAllies.ts';
import { executedTask } from './lords.ts';
import { figureTask } from './nebulis.ts';
import { sentinelTask } from './sentinels.ts';

/**
 * Runs `task` when it is a Kraken task: false when it is not. One switch on the task's kind
 * (no Set of kinds asked first): every expansion task of a Kraken + Leviathan game comes here
 * before the Leviathan's hook. flow.ts runs 'endGame' itself (it closes the game).
 */
export function runKrakenTask(s: GameState, ctx: Ctx, task: Task): boolean {
  switch (task.t) {
    case 'krakenFigure': figureTask(s, ctx, task.candidates); return true;
    case 'sentinel': sentinelTask(s, ctx, task.seat, task.lord); return true;
    case 'resumeMain': s.pending = { kind: 'main', seat: s.current }; return true;
    case 'placeKraken': placeKrakenTask(s, task.card); return true;
    case 'executed': executedTask(s, ctx, task.race, task.seats); return true;
    default: return false;
  }
}
