// The Court: plotting, and the refill after a recruitment.
import { COURT_SPACES } from './cards.ts';
import { isOutcast, outcastName } from './outcast-deck.ts';
import { canPay, gainPearls, openTo, payPrice } from './hooks.ts';
import { type Ctx, lordName, say, triggerEnd } from './state.ts';
import { own, ownPlayer } from './state-copy.ts';
import type { GameState } from './types.ts';

/** Which deck a plot may draw from: the Lord deck, or (De Profundis) the Outcast deck. */
export function canPlot(s: GameState, deck: 'lords' | 'outcasts' = 'lords'): boolean {
  const source = deck === 'lords' ? s.lordDeck : s.outcastDeck;
  return !s.turn.acted && canPay(s, s.current, 1) && s.court.length < COURT_SPACES && source.length > 0;
}

/** Plot at Court: pay 1 Pearl and reveal the top card into the free space furthest from the deck. */
export function plot(s: GameState, ctx: Ctx, deck: 'lords' | 'outcasts' = 'lords', nebulis = 0): void {
  if (nebulis > 0) payPrice(s, ctx, s.current, 1, nebulis, -1);
  else ownPlayer(s, s.current).pearls -= 1;
  const card = deck === 'lords' ? drawLord(s) : own.outcastDeck(s).pop()!;
  own.court(s).push(card);
  say(ctx, () => ({ kind: 'plots', args: { card }, seat: s.current, reveals: true }));
}

/** Draws the top Lord; the Conspirator's peek no longer shows the top card. */
export function drawLord(s: GameState): number {
  s.turn.peek = false;
  return own.lordDeck(s).pop()!;
}

export function courtCardName(s: GameState, card: number): string {
  return isOutcast(card) ? outcastName(s, card) : lordName(card);
}

/**
 * Lords of the Court (not Outcasts): what the current player's Lord powers may pick from
 * (not those another seat's guard reserves: the Kraken's Sentinels).
 */
export function courtLords(s: GameState): number[] {
  const lords = s.court.filter((c) => !isOutcast(c));
  return openTo(s, 'court', lords, s.current);
}

/** A Court left with this many cards after a recruitment is refilled. */
export function needsRefill(courtLeft: number): boolean {
  return courtLeft <= 2;
}

/** Whether refilling a Court of `courtLeft` cards leaves it short of 6: that ends the game. */
export function refillFallsShort(courtLeft: number, lordDeck: number, outcastDeck: number): boolean {
  // De Profundis: each refill adds one Outcast first, then Lords.
  return needsRefill(courtLeft) && courtLeft + Math.min(1, outcastDeck) + lordDeck < COURT_SPACES;
}

/** After a recruitment: with 2 or fewer Lords left, +2 Pearls and refill to 6 (task 'refill'). */
export function refillCheck(s: GameState, ctx: Ctx): void {
  if (!needsRefill(s.court.length)) return;
  const short = refillFallsShort(s.court.length, s.lordDeck.length, s.outcastDeck.length);
  const added: number[] = [];
  // De Profundis: each refill adds one Outcast first (none once their deck is empty).
  if (s.outcastDeck.length > 0) {
    const outcast = own.outcastDeck(s).pop()!;
    own.court(s).push(outcast);
    added.push(outcast);
  }
  while (s.court.length < COURT_SPACES && s.lordDeck.length > 0) {
    const lord = drawLord(s);
    own.court(s).push(lord);
    added.push(lord);
  }
  say(ctx, () => ({ kind: 'courtRefilled', args: { left: s.court.length - added.length, added }, seat: s.current, reveals: added.length > 0 }));
  gainPearls(s, ctx, s.current, 2);
  if (short && s.lastSeat < 0) triggerEnd(s, ctx, () => ({ kind: 'endByCourt', args: {} }));
}
