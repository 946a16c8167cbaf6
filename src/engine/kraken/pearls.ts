// Pearls gained at once by one seat. Every Pearl gain of a Kraken game goes through here, so
// the Lords that react to a gain (the Highwayman) see each one exactly once.
import type { Ctx } from '../state.ts';
import type { GameState } from '../types.ts';

export function gainPearlsAt(s: GameState, _ctx: Ctx, seat: number, n: number): void {
  s.players[seat].pearls += n;
}
