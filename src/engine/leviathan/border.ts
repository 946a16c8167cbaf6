// The Border: Leviathans arriving by a roll of two dice, and the one they displace attacking.
// (docs/leviathan.md, "The Border and arrivals"). Interface used by
// fight.ts, monster.ts and the Lords.
import { borderSpace } from '../cards.ts';
import { type Ctx, say, triggerEnd } from '../state.ts';
import { ownLeviathan } from './part.ts';
import type { GameState } from '../types.ts';
import { rollTwoDice } from './dice.ts';
import { attackPlayer } from './penalties.ts';

/**
 * Task 'arrival': the top Leviathan comes to the Border on the space two dice give; a
 * Leviathan already there attacks `seat` (its penalty, leviathan/penalties.ts) and is discarded.
 * The newcomer takes the space before the penalty is applied, so that every Leviathan is in
 * exactly one place while the attacked player decides (what they lose to the attack does not
 * depend on where the newcomer sits).
 */
export function arrival(s: GameState, ctx: Ctx, seat: number): void {
  const lv = ownLeviathan(s);
  const leviathan = drawLeviathan(s, ctx);
  if (leviathan === null) return;
  const dice = rollTwoDice(s);
  const space = borderSpace(dice[0] + dice[1]);
  say(ctx, () => ({ kind: 'borderArrival', args: { leviathan, dice, space }, seat, reveals: true }));
  const resident = lv.border[space];
  lv.border[space] = { id: leviathan, beaten: 0 };
  if (resident) {
    // Its health comes back: in the discard it is only an id.
    lv.discard.push(resident.id);
    attackPlayer(s, ctx, seat, resident.id);
  }
}

/**
 * Takes the top Leviathan off the deck; null, with an event, when the deck is empty. Its order
 * is hidden, so the draw reveals.
 */
export function drawLeviathan(s: GameState, ctx: Ctx): number | null {
  const leviathan = topLeviathan(s, ctx);
  if (leviathan !== null) takeTopLeviathan(s, ctx);
  return leviathan;
}

/**
 * Takes the top Leviathan off the deck. The deck is never refilled: once it is emptied the game
 * ends after a last round (the publisher: "Si la pioche de Léviathan est vidée, la partie prend
 * fin après un dernier tour"), as after a seventh Lord.
 */
export function takeTopLeviathan(s: GameState, ctx: Ctx): number {
  const lv = ownLeviathan(s);
  const leviathan = lv.deck.pop()!;
  if (lv.deck.length === 0 && s.lastSeat < 0) triggerEnd(s, ctx, () => ({ kind: 'endByLeviathan', args: {} }));
  return leviathan;
}

/** The top Leviathan of the deck, left there; null, with an event, when the deck is empty. */
export function topLeviathan(s: GameState, ctx: Ctx): number | null {
  const deck = s.leviathan!.deck;
  if (deck.length === 0) {
    say(ctx, () => ({ kind: 'borderEmpty', args: {} }));
    return null;
  }
  return deck[deck.length - 1];
}

/** Border spaces (0..8) holding a Leviathan, left to right. */
export function occupiedSpaces(s: GameState): number[] {
  const out: number[] = [];
  s.leviathan!.border.forEach((b, i) => { if (b) out.push(i); });
  return out;
}

/** Border spaces (0..8) without a Leviathan, left to right. */
export function freeSpaces(s: GameState): number[] {
  const out: number[] = [];
  s.leviathan!.border.forEach((b, i) => { if (!b) out.push(i); });
  return out;
}
