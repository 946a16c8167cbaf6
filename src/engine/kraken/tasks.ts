// Kraken tasks: continuations of a turn that only the Kraken expansion queues.
import type { Ctx } from '../state.ts';
import type { GameState, KrakenTask } from '../types.ts';
import { placeKrakenTask } from './krakenAllies.ts';
import { executedTask } from './lords.ts';
import { figureTask } from './nebulis.ts';
import { sentinelTask } from './sentinels.ts';

export function runKrakenTask(s: GameState, ctx: Ctx, task: KrakenTask): void {
  switch (task.t) {
    case 'krakenFigure': return figureTask(s, ctx, task.candidates);
    case 'sentinel': return sentinelTask(s, ctx, task.seat, task.lord);
    case 'resumeMain': s.pending = { kind: 'main', seat: s.current }; return;
    case 'placeKraken': return placeKrakenTask(s, task.card);
    // flow.ts runs 'endGame' itself (it closes the game).
    case 'endGame': return;
    case 'executed': return executedTask(s, ctx, task.race, task.seats);
  }
}
