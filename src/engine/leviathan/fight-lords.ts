// The Sorcerer and the Rebel. OWNER: helper "fight".
import type { Ctx } from '../state.ts';
import type { GameState } from '../types.ts';

export function sorcerer(s: GameState, ctx: Ctx): void { void s; void ctx; throw new Error('not built yet'); }
export function rebel(s: GameState, ctx: Ctx): void { void s; void ctx; throw new Error('not built yet'); }
