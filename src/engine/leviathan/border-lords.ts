// The Border Guard, the Arms Dealer and the Breeder.
// (docs/leviathan.md, "The Leviathan Lords"). Each runs when its Lord is recruited, for the
// current player.
import { LORD } from '../cards.ts';
import { gainPearls } from '../hooks.ts';
import { type Ctx, isProtected, opponentsInOrder, say } from '../state.ts';
import { ownLeviathan } from './part.ts';
import type { GameState } from '../types.ts';
import { freeSpaces, occupiedSpaces, takeTopLeviathan, topLeviathan } from './border.ts';

/**
 * The Border Guard (Military): a new Leviathan comes against an opponent of the recruiter's
 * choice. Military powers do not reach a player the Shaman protects, so they are not offered;
 * with one opponent left to choose there is nothing to ask.
 */
export function borderGuard(s: GameState, ctx: Ctx): void {
  const seat = s.current;
  const candidates = borderGuardCandidates(s);
  if (candidates.length === 0) say(ctx, () => ({ kind: 'borderGuardNoTarget', args: {}, seat }));
  else if (candidates.length === 1) sendLeviathan(s, ctx, candidates[0]);
  else s.pending = { kind: 'borderGuard', seat, candidates };
}

export function borderGuardCandidates(s: GameState): number[] {
  return opponentsInOrder(s, s.current).filter((seat) => !isProtected(s.players[seat]));
}

/** The Border Guard's target: a Leviathan arrives against them before anything else of the turn. */
export function sendLeviathan(s: GameState, ctx: Ctx, target: number): void {
  say(ctx, () => ({ kind: 'borderGuard', args: { target }, seat: s.current }));
  s.tasks.unshift({ t: 'arrival', seat: target });
}

/** The Arms Dealer: 1 Pearl per Leviathan at the Border (logged even when there is none). */
export function armsDealer(s: GameState, ctx: Ctx): void {
  const pearls = occupiedSpaces(s).length;
  say(ctx, () => ({ kind: 'lordPearls', args: { lord: LORD.armsDealer, pearls }, seat: s.current }));
  gainPearls(s, ctx, s.current, pearls);
}

/**
 * The Breeder: draw a Leviathan and put it on a free Border space of the recruiter's choice.
 * No free space: nothing is drawn (the deck's order stays hidden and no Leviathan is wasted).
 * The drawn Leviathan stays on top of the deck, face up, until it is placed: it is always in
 * exactly one place. One free space leaves nothing to choose.
 */
export function breeder(s: GameState, ctx: Ctx): void {
  const seat = s.current;
  const spaces = freeSpaces(s);
  if (spaces.length === 0) {
    say(ctx, () => ({ kind: 'breederNothing', args: { noSpace: true }, seat }));
    return;
  }
  const leviathan = topLeviathan(s, ctx);
  if (leviathan === null) {
    say(ctx, () => ({ kind: 'breederNothing', args: { noSpace: false }, seat }));
    return;
  }
  say(ctx, () => ({ kind: 'breederDraws', args: { leviathan }, seat, reveals: true }));
  if (spaces.length === 1) placeBred(s, ctx, seat, spaces[0]);
  else s.pending = { kind: 'breeder', seat, leviathan };
}

/** Puts the Breeder's Leviathan (the top of the deck) on the free space `space`. */
export function placeBred(s: GameState, ctx: Ctx, seat: number, space: number): void {
  const leviathan = takeTopLeviathan(s, ctx);
  ownLeviathan(s).border[space] = { id: leviathan, beaten: 0 };
  say(ctx, () => ({ kind: 'breederPlaces', args: { leviathan, space }, seat }));
}
