// The Border: Leviathans arriving by a roll of two dice, and the one they displace attacking.
// OWNER: helper "border" (see /work/prompts). Interface used by fight.ts and lords.
import type { Ctx } from '../state.ts';
import type { GameState } from '../types.ts';

/**
 * Task 'arrival': the top Leviathan comes to the Border on the space two dice give; a
 * Leviathan already there attacks `seat` (its penalty, leviathan/penalties.ts) and is discarded.
 */
export function arrival(s: GameState, ctx: Ctx, seat: number): void {
  void s; void ctx; void seat;
  throw new Error('arrival: not built yet');
}

/** Border spaces (0..8) holding a Leviathan, left to right. */
export function occupiedSpaces(s: GameState): number[] {
  const out: number[] = [];
  s.leviathan!.border.forEach((b, i) => { if (b) out.push(i); });
  return out;
}
