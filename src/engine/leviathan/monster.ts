// A Monster revealed while exploring, in a Leviathan game: the Threat track is gone; the
// explorer attacks a Leviathan at the Border, or keeps exploring and a new Leviathan comes.
// OWNER: helper "border" (see /work/prompts).
import type { Ctx } from '../state.ts';
import type { GameState } from '../types.ts';

/** Called by explore.ts's reveal when the card just put on the track is a Monster. */
export function leviathanMonster(s: GameState, ctx: Ctx): void {
  void s; void ctx;
  throw new Error('leviathanMonster: not built yet');
}
