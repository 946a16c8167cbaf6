// Pearls gained at once by one seat. Every Pearl gain of a Kraken game goes through here, so
// the Lords that react to a gain (the Highwayman) see each one exactly once. Base games add
// their Pearls directly (the call sites keep `p.pearls += n` when s.kraken is absent).
import { LORD } from '../cards.ts';
import { type Ctx, hasActiveLord, isProtected, say } from '../state.ts';
import { ownPlayer } from '../state-copy.ts';
import type { GameState } from '../types.ts';

/**
 * The seat gains `n` Pearls in one go. Call it after the event that announces the gain, so
 * that the log reads the gain, then the Highwayman's cut.
 */
export function gainPearlsAt(s: GameState, ctx: Ctx, seat: number, n: number): void {
  ownPlayer(s, seat).pearls += n;
  if (n >= 2) highwayman(s, ctx, seat);
}

/**
 * The Highwayman (Military, while free): when an opponent gains 2 or more Pearls at once, its
 * owner takes 1 of them; the Shaman protects the gainer. There is one Highwayman card, so at
 * most one seat takes a Pearl (docs/kraken.md). The Pearl taken is a gain of 1: nothing reacts.
 */
function highwayman(s: GameState, ctx: Ctx, seat: number): void {
  const gainer = ownPlayer(s, seat);
  for (let i = 0; i < s.players.length; i++) {
    if (i === seat || !hasActiveLord(s.players[i], LORD.highwayman)) continue;
    if (isProtected(gainer)) return;
    gainer.pearls -= 1;
    ownPlayer(s, i).pearls += 1;
    say(ctx, () => ({ kind: 'highwayman', args: { from: seat }, seat: i }));
    return;
  }
}
