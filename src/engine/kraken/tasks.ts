// Kraken tasks: continuations of a turn that only the Kraken expansion queues.
import type { Ctx } from '../state.ts';
import type { GameState, KrakenTask } from '../types.ts';
import { executedTask } from './lords.ts';
import { figureTask } from './nebulis.ts';

export function runKrakenTask(s: GameState, ctx: Ctx, task: KrakenTask): void {
  switch (task.t) {
    case 'krakenFigure': return figureTask(s, ctx, task.candidates);
    case 'executed': return executedTask(s, ctx, task.race, task.seats);
  }
}
