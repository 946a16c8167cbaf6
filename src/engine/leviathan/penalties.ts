// What a Leviathan does to the player it attacks (its penalty, printed on the card) when a newcomer
// lands on its Border space (docs/leviathan.md, "Penalties"). The attacked seat need not be the
// current one (the Border Guard sends a Leviathan against an opponent): every decision here
// carries that seat.
import { LEVIATHANS } from '../cards.ts';
import { discardFromHand, requireDiscard } from '../powers.ts';
import { type Ctx, removeItem, say } from '../state.ts';
import { own, ownPlayer } from '../state-copy.ts';
import type { GameState } from '../types.ts';

/** Leviathan `leviathan` attacks `seat`: its penalty, with one event saying what it did (0: nothing). */
export function attackPlayer(s: GameState, ctx: Ctx, seat: number, leviathan: number): void {
  const { penalty, amount } = LEVIATHANS[leviathan];
  const p = ownPlayer(s, seat);
  const logged = (effect: number): void =>
    say(ctx, () => ({ kind: 'borderAttack', args: { leviathan, penalty, amount: effect }, seat }));
  switch (penalty) {
    case 'wounds':
      // The Wound supply is unlimited (docs/leviathan.md).
      p.wounds = (p.wounds ?? 0) + amount;
      logged(amount);
      return;
    case 'pearls': {
      const lost = Math.min(amount, p.pearls);
      p.pearls -= lost;
      logged(lost);
      return;
    }
    case 'allies':
      loseAllies(s, ctx, seat, amount, logged);
      return;
    case 'freeLord':
      loseFreeLord(s, ctx, seat, logged);
      return;
  }
}

/**
 * More Allies in hand than the Leviathan takes: the player chooses them one at a time (the base
 * 'discard' decision, asked only when the cards differ); otherwise the whole hand goes.
 */
function loseAllies(s: GameState, ctx: Ctx, seat: number, count: number, logged: (n: number) => void): void {
  const hand = s.players[seat].hand;
  if (hand.length > count) {
    logged(count);
    requireDiscard(s, ctx, seat, count, 'leviathan');
    return;
  }
  const lost = Math.min(count, hand.length);
  logged(lost);
  const held = ownPlayer(s, seat).hand;
  for (let i = 0; i < lost; i++) discardFromHand(s, ctx, seat, held[held.length - 1], 'leviathan');
}

/** Several free Lords: the player chooses the one lost ('loseLord'); one: it is lost; none: nothing. */
function loseFreeLord(s: GameState, ctx: Ctx, seat: number, logged: (n: number) => void): void {
  const lords = s.players[seat].lords;
  logged(Math.min(1, lords.length));
  if (lords.length === 1) loseLord(s, ctx, seat, lords[0]);
  else if (lords.length > 1) s.pending = { kind: 'loseLord', seat };
}

/**
 * The Leviathan takes `lord` (a free Lord of `seat`, assassinated or not) to the Lord discard; the
 * keys it carried go with it. A Kraken Sentinel Lord leaves its Sentinel where it is: the
 * Sentinel is its player's, as when the Traitor or the Schemer discards it (Board Game Arena's
 * Leviathan penalty touches no Sentinel either; docs/leviathan.md, "Penalties").
 */
export function loseLord(s: GameState, ctx: Ctx, seat: number, lord: number): void {
  const p = ownPlayer(s, seat);
  removeItem(p.lords, lord);
  removeItem(p.assassinated, lord);
  own.lordDiscard(s).push(lord);
  say(ctx, () => ({ kind: 'borderLordLost', args: { lord }, seat }));
}
