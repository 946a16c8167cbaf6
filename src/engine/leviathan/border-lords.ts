// The Border Guard, the Arms Dealer and the Breeder. OWNER: helper "border".
import type { Ctx } from '../state.ts';
import type { GameState } from '../types.ts';

export function borderGuard(s: GameState, ctx: Ctx): void { void s; void ctx; throw new Error('not built yet'); }
export function armsDealer(s: GameState, ctx: Ctx): void { void s; void ctx; throw new Error('not built yet'); }
export function breeder(s: GameState, ctx: Ctx): void { void s; void ctx; throw new Error('not built yet'); }
