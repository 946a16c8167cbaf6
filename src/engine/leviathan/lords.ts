// Leviathan Lords' one-time powers (powers.ts hands every Leviathan Lord's recruitment here).
// The ongoing ones are read where they apply: the Intrepid, Taxidermist, Metamorph and
// Altruist in fight.ts, the Coward in monster.ts.
import { LORD } from '../cards.ts';
import type { Ctx } from '../state.ts';
import type { GameState } from '../types.ts';
import { armsDealer, borderGuard, breeder } from './border-lords.ts';
import { rebel, sorcerer } from './fight-lords.ts';

export function leviathanLordPower(s: GameState, ctx: Ctx, lord: number): void {
  switch (lord) {
    case LORD.borderGuard: return borderGuard(s, ctx);
    case LORD.armsDealer: return armsDealer(s, ctx);
    case LORD.breeder: return breeder(s, ctx);
    case LORD.sorcerer: return sorcerer(s, ctx);
    case LORD.rebel: return rebel(s, ctx);
  }
}
