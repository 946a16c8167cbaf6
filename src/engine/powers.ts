// Lord powers: the one-time effects on recruitment and the once-per-turn powers.
// Ongoing powers live where they act (cost in recruit.ts, Tamer and Ship Master in
// explore.ts, Landlord and Commander in flow.ts, keys in locations.ts).
import {
  LORD, LORDS, LORD_ID_LIMIT, MONSTER_TOKEN_VALUES, isMilitary,
} from './cards.ts';
import { courtLords, drawLord } from './court.ts';
import { distinctAllies } from './explore.ts';
import { isOutcast } from './outcast-deck.ts';
import { blackSmokersCheck, startAmbassador } from './locations.ts';
import { randomInt } from './rng.ts';
import {
  allyDiscarded, beyondAssassin, canPay, expansionLordPower, gainPearls, guardedFrom, locationGivenUp, locationTaken, openTo, zoneGuarded,
  payPrice, releaseGuard, type DiscardReason,
} from './hooks.ts';
import {
  type Ctx, hasActiveLord, isProtected, opponentsInOrder, removeItem, say,
} from './state.ts';
import { own, ownPlayer } from './state-copy.ts';
import type { GameState, PlayerState } from './types.ts';

/** Opponents of the current player that a power of `lord` reaches (the Shaman protects from Military). */
export function affectedOpponents(s: GameState, lord: number): number[] {
  return opponentsInOrder(s, s.current).filter((seat) => !(isMilitary(lord) && isProtected(s.players[seat])));
}

/** Resolves the one-time power of a Lord that just joined the current player (task 'power'). */
export function resolvePower(s: GameState, ctx: Ctx, lord: number): void {
  const seat = s.current;
  const p = s.players[seat];
  if (expansionLordPower(s, ctx, lord)) return;
  switch (lord) {
    case LORD.jailer: {
      const seats = affectedOpponents(s, lord).filter((o) => s.players[o].hand.length > 0);
      s.tasks.unshift({ t: 'opponentsEffect', lord, seats });
      return;
    }
    case LORD.seeker:
      for (const o of affectedOpponents(s, lord)) {
        const lost = Math.min(2, s.players[o].pearls);
        ownPlayer(s, o).pearls -= lost;
        if (lost) say(ctx, () => ({ kind: 'seekerReturns', args: { pearls: lost }, seat: o }));
      }
      return;
    case LORD.assassin: {
      const seats = affectedOpponents(s, lord).filter((o) => assassinTargets(s, o).length > 0);
      s.tasks.unshift({ t: 'opponentsEffect', lord, seats });
      return;
    }
    case LORD.commander: {
      const seats = affectedOpponents(s, lord).filter((o) => s.players[o].hand.length > 6);
      s.tasks.unshift({ t: 'opponentsEffect', lord, seats });
      return;
    }
    case LORD.hunter: {
      const targets = huntTargets(s);
      if (targets.length === 1) hunt(s, ctx, targets[0]);
      else if (targets.length > 1) s.pending = { kind: 'hunt', seat, targets };
      return;
    }
    case LORD.trader:
    case LORD.peddler:
    case LORD.shopkeeper:
    case LORD.landlord: {
      const gain = lord === LORD.trader ? 3 : lord === LORD.peddler ? 2 : 1;
      say(ctx, () => ({ kind: 'lordPearls', args: { lord, pearls: gain }, seat }));
      gainPearls(s, ctx, seat, gain);
      return;
    }
    case LORD.invoker:
      s.extraTurns += 1;
      say(ctx, () => ({ kind: 'invoker', args: {}, seat }));
      return;
    case LORD.apprentice: {
      const stacks = nonEmptyStacks(s);
      if (stacks.length === 1) takeStack(s, ctx, stacks[0], true);
      else if (stacks.length > 1) s.pending = { kind: 'apprentice', seat };
      return;
    }
    case LORD.illusionist:
      if (p.locations.length > 0 && openTo(s, 'location', s.locationsAvailable, seat).length > 0) s.pending = { kind: 'illusionist', seat };
      return;
    case LORD.corruptor:
      if (canPay(s, seat, 5) && courtLords(s).length > 0) s.pending = { kind: 'corruptor', seat };
      return;
    case LORD.traitor:
      if (courtLords(s).length > 0 && p.lords.some((l) => l !== lord)) s.pending = { kind: 'traitor', seat, lord };
      return;
    case LORD.schemer:
      if (s.lordDeck.length > 0 && p.lords.some((l) => l !== lord)) s.pending = { kind: 'schemer', seat, lord };
      return;
    case LORD.sage:
    case LORD.hermit:
    case LORD.elder:
      startAmbassador(s, ctx, lord);
      return;
  }
}

/** One opponent at a time decides (or is decided upon) for Jailer, Commander and Assassin. */
export function opponentsEffect(s: GameState, ctx: Ctx, lord: number, seats: number[]): void {
  if (seats.length === 0) return;
  const [target, ...rest] = seats;
  s.tasks.unshift({ t: 'opponentsEffect', lord, seats: rest });
  const hand = s.players[target].hand;
  if (lord === LORD.assassin) {
    const options = assassinTargets(s, target);
    if (options.length === 1) assassinate(s, ctx, target, options[0]);
    else if (options.length > 1) s.pending = { kind: 'assassinate', seat: s.current, target };
    return;
  }
  const count = lord === LORD.jailer ? Math.min(1, hand.length) : hand.length - 6;
  if (count > 0) requireDiscard(s, ctx, target, count, lord === LORD.jailer ? 'jailer' : 'commander');
}

/** Asks `seat` to discard `count` Allies one by one (automatic when the hand leaves no choice). */
export function requireDiscard(s: GameState, ctx: Ctx, seat: number, count: number, reason: 'jailer' | 'commander' | 'leviathan'): void {
  if (count <= 0) return;
  if (distinctAllies(s.players[seat].hand).length <= 1) {
    const hand = ownPlayer(s, seat).hand;
    for (let i = 0; i < count; i++) discardFromHand(s, ctx, seat, hand[hand.length - 1], reason);
    return;
  }
  s.pending = { kind: 'discard', seat, count, reason };
}

export function discardFromHand(s: GameState, ctx: Ctx, seat: number, card: number, reason: DiscardReason): void {
  removeItem(ownPlayer(s, seat).hand, card);
  own.explorationDiscard(s).push(card);
  say(ctx, () => ({ kind: 'discards', args: { reason, card }, seat }));
  // An expansion may react (a Kraken Ally a Leviathan takes gives its Nebulis).
  allyDiscarded(s, ctx, seat, card, reason);
}

export function assassinTargets(s: GameState, target: number): number[] {
  const p = s.players[target];
  // An expansion may put a Lord beyond the Assassin's reach (the Kraken's Sentinel Lords).
  return p.lords.filter((l) => !p.assassinated.includes(l) && !beyondAssassin(s, l));
}

export function assassinate(s: GameState, ctx: Ctx, target: number, lord: number): void {
  ownPlayer(s, target).assassinated.push(lord);
  say(ctx, () => ({ kind: 'assassinates', args: { lord, target }, seat: s.current }));
}

export function huntTargets(s: GameState): number[] {
  return affectedOpponents(s, LORD.hunter).filter((o) => s.players[o].monsters.length > 0);
}

export function hunt(s: GameState, ctx: Ctx, target: number): void {
  const tokens = ownPlayer(s, target).monsters;
  const token = tokens.splice(randomInt(s, tokens.length), 1)[0];
  ownPlayer(s, s.current).monsters.push(token);
  say(ctx, () => ({ kind: 'hunts', args: { target }, seat: s.current, reveals: true }));
  say(ctx, () => ({ kind: 'huntedToken', args: { value: MONSTER_TOKEN_VALUES[token] }, to: s.current }));
  say(ctx, () => ({ kind: 'huntLost', args: { value: MONSTER_TOKEN_VALUES[token] }, to: target }));
}

export function nonEmptyStacks(s: GameState): number[] {
  const out: number[] = [];
  // A stack another seat's guard reserves (a Kraken Sentinel) is not the current player's to take.
  for (let r = 0; r < s.council.length; r++) if (s.council[r].length > 0 && !(guardedFrom(s, 'council', r, s.current))) out.push(r);
  return out;
}

/** nonEmptyStacks as race bits, for the listing's hot path (no array). */
export function nonEmptyStackMask(s: GameState): number {
  let mask = 0;
  // The guards asked once for the Council, then per stack only when one reserves some stack.
  const guarded = zoneGuarded(s, 'council', s.current);
  for (let r = 0; r < s.council.length; r++) if (s.council[r].length > 0 && !(guarded && guardedFrom(s, 'council', r, s.current))) mask |= 1 << r;
  return mask;
}

/** Takes a whole Council stack into the current player's hand. */
export function takeStack(s: GameState, ctx: Ctx, race: number, apprentice = false): void {
  const cards = s.council[race];
  own.council(s)[race] = [];
  ownPlayer(s, s.current).hand.push(...cards);
  say(ctx, () => ({ kind: 'takesStack', args: { race, count: cards.length, apprentice }, seat: s.current, reveals: true }));
  say(ctx, () => ({ kind: 'findsCards', args: { cards: cards.slice() }, to: s.current }));
  releaseGuard(s, ctx, s.current, 'council', race);
}

export function illusionistSwap(s: GameState, ctx: Ctx, from: number, to: number): void {
  const holding = ownPlayer(s, s.current).locations.find((l) => l.id === from)!;
  // What lay on the tile given back goes (the Kraken's Loot); the new tile is taken (a Loot Location is searched).
  locationGivenUp(s, ctx, s.current, holding);
  holding.id = to;
  removeItem(own.locationsAvailable(s), to);
  own.locationsAvailable(s).push(from);
  say(ctx, () => ({ kind: 'illusionist', args: { from, to }, seat: s.current }));
  blackSmokersCheck(s, ctx, to, s.current);
  locationTaken(s, ctx, s.current, to);
  releaseGuard(s, ctx, s.current, 'location', to);
}

export function corrupt(s: GameState, ctx: Ctx, lord: number, nebulis = 0): void {
  if (nebulis > 0) payPrice(s, ctx, s.current, 5, nebulis, -1);
  else ownPlayer(s, s.current).pearls -= 5;
  removeItem(own.court(s), lord);
  say(ctx, () => ({ kind: 'corruptor', args: { lord }, seat: s.current }));
  s.tasks.unshift({ t: 'gainLord', lord });
  releaseGuard(s, ctx, s.current, 'court', lord);
}

/** Traitor and Schemer: a free Lord leaves the game and another takes its place. */
export function replaceLord(s: GameState, ctx: Ctx, discard: number, take: number, by: number): void {
  const p = ownPlayer(s, s.current);
  removeItem(p.lords, discard);
  removeItem(p.assassinated, discard);
  own.lordDiscard(s).push(discard);
  say(ctx, () => ({ kind: 'exchangesLord', args: { by, discard, take }, seat: s.current, reveals: by === LORD.schemer }));
  p.lords.push(take);
  if (LORDS[take].timing === 'onRecruit' || take === LORD.landlord || take === LORD.commander) s.tasks.unshift({ t: 'power', lord: take });
}

// --- Once-per-turn powers -----------------------------------------------------

/** Each base once-per-turn power's bit in `turn.powersUsed` (an expansion's powers take bits from 8 up: the Kraken's Ferryman 8, Recipient 16). */
export const ONCE_PER_TURN = { [LORD.slaver]: 1, [LORD.oracle]: 2, [LORD.opportunist]: 4 } as Record<number, number>;
export const ONCE_PER_TURN_LORDS: readonly number[] = [LORD.slaver, LORD.oracle, LORD.opportunist];

const IS_ONCE_PER_TURN = new Uint8Array(LORD_ID_LIMIT);
for (const lord of ONCE_PER_TURN_LORDS) IS_ONCE_PER_TURN[lord] = 1;

/**
 * Whether `p` holds a Lord of ONCE_PER_TURN_LORDS (assassinated or not): without one, only an
 * expansion's powers (hooks.ts: usablePowers) can be offered, and the listing skips the rest.
 */
export function holdsOncePerTurnLord(p: PlayerState): boolean {
  const lords = p.lords;
  for (let i = 0; i < lords.length; i++) if (IS_ONCE_PER_TURN[lords[i]] === 1) return true;
  return false;
}

export function canUsePower(s: GameState, lord: number): boolean {
  const p = s.players[s.current];
  if (!hasActiveLord(p, lord) || s.turn.powersUsed & ONCE_PER_TURN[lord]) return false;
  if (lord === LORD.slaver) return p.hand.length > 0;
  if (lord === LORD.oracle) return nonEmptyStacks(s).length > 0;
  return s.lordDeck.length > 0 && courtHasLord(s);
}

/** Whether courtLords would not be empty (without its array). */
function courtHasLord(s: GameState): boolean {
  const court = s.court;
  for (let i = 0; i < court.length; i++) if (!isOutcast(court[i]) && !guardedFrom(s, 'court', court[i], s.current)) return true;
  return false;
}

export function useSlaver(s: GameState, ctx: Ctx, card: number): void {
  const p = ownPlayer(s, s.current);
  s.turn.powersUsed |= ONCE_PER_TURN[LORD.slaver];
  removeItem(p.hand, card);
  own.explorationDiscard(s).push(card);
  say(ctx, () => ({ kind: 'slaver', args: { card }, seat: s.current }));
  gainPearls(s, ctx, s.current, 2);
}

export function useOracle(s: GameState, ctx: Ctx, race: number): void {
  s.turn.powersUsed |= ONCE_PER_TURN[LORD.oracle];
  const cards = s.council[race];
  own.council(s)[race] = [];
  own.explorationDiscard(s).push(...cards);
  say(ctx, () => ({ kind: 'oracle', args: { race, count: cards.length }, seat: s.current }));
}

export function useOpportunist(s: GameState, ctx: Ctx, lord: number): void {
  s.turn.powersUsed |= ONCE_PER_TURN[LORD.opportunist];
  const i = s.court.indexOf(lord);
  const newcomer = drawLord(s);
  own.court(s)[i] = newcomer;
  own.lordDiscard(s).push(lord);
  say(ctx, () => ({ kind: 'opportunist', args: { lord, newcomer }, seat: s.current, reveals: true }));
}
