// The ten Kraken Lords of the five base guilds (the Smugglers have their own modules).
// The Highwayman lives where Pearls are gained (pearls.ts); the others are here, reached
// through small hooks: resolvePower (on recruit), gainLord (the Shareholder), the purchase
// offer (the Hypnotist) and the once-per-turn powers (the Recipient). docs/kraken.md.
import { fencePower } from './smugglers.ts';
import { COURT_SPACES, LORD, allyRace, isMonsterCard } from '../cards.ts';
import { drawLord } from '../court.ts';
import { distinctAllies } from '../explore.ts';
import { affectedOpponents } from '../powers.ts';
import { type Ctx, hasActiveLord, removeItem, say } from '../state.ts';
import { own, ownPlayer } from '../state-copy.ts';
import type { GameState } from '../types.ts';
import { gainPearlsAt } from './pearls.ts';

/** The Recipient's bit in `turn.powersUsed` (the base powers use 1, 2 and 4: powers.ts; the Ferryman 8: smugglers.ts). */
const RECIPIENT_USED = 16;

/** The one-time power of a Kraken Lord of the five guilds that just joined the current player. */
export function krakenLordPower(s: GameState, ctx: Ctx, lord: number): void {
  switch (lord) {
    case LORD.inheritor:
      say(ctx, () => ({ kind: 'lordPearls', args: { lord, pearls: 5 }, seat: s.current }));
      gainPearlsAt(s, ctx, s.current, 5);
      return;
    case LORD.healer: return startHealer(s, ctx);
    case LORD.executioner: return startExecutioner(s);
    case LORD.liberator: return startLiberator(s, ctx);
    case LORD.fence: return fencePower(s, ctx);
  }
}

// --- The Shareholder ----------------------------------------------------------------------

/**
 * The current player recruited a Lord (not an Outcast: Outcasts are not Lords): each opponent
 * with a free, unharmed Shareholder gains 1 Pearl.
 */
export function shareholders(s: GameState, ctx: Ctx): void {
  // Every Lord recruited in a Kraken game asks: the opponents in turn order (opponentsInOrder)
  // walked by index, without its list.
  const n = s.players.length;
  for (let k = 1; k < n; k++) {
    const seat = (s.current + k) % n;
    if (!hasActiveLord(s.players[seat], LORD.shareholder)) continue;
    say(ctx, () => ({ kind: 'lordPearls', args: { lord: LORD.shareholder, pearls: 1 }, seat }));
    gainPearlsAt(s, ctx, seat, 1);
  }
}

// --- The Hypnotist ------------------------------------------------------------------------

/** Whether `seat`, who already bought an Ally this exploration, may buy a second one. */
export function mayBuyAgain(s: GameState, seat: number): boolean {
  return !((s.turn.secondBuyers ?? 0) & (1 << seat)) && hasActiveLord(s.players[seat], LORD.hypnotist);
}

/** Called as `seat` buys, before its purchase is recorded: a second purchase is noted. */
export function notePurchase(s: GameState, seat: number): void {
  if (s.turn.buyers & (1 << seat)) s.turn.secondBuyers = (s.turn.secondBuyers ?? 0) | (1 << seat);
}

// --- The Healer ---------------------------------------------------------------------------

/** Allies of the discard the Healer may take, one per race and value (not a Monster). */
export function healerChoices(s: GameState): number[] {
  return distinctAllies(s.explorationDiscard.filter((c) => !isMonsterCard(c)));
}

function startHealer(s: GameState, ctx: Ctx): void {
  const seat = s.current;
  const choices = healerChoices(s);
  if (choices.length === 0) return;
  // The discard is face down: its owner alone sees it (through the legal actions).
  say(ctx, () => ({ kind: 'healerLooks', args: {}, seat, reveals: true }));
  if (choices.length === 1) heal(s, ctx, choices[0]);
  else s.pending = { kind: 'healer', seat };
}

/** Whether `card` is an Ally in the discard (any copy of a listed choice is accepted). */
export function canHeal(s: GameState, card: unknown): card is number {
  return Number.isInteger(card) && s.explorationDiscard.includes(card as number) && !isMonsterCard(card as number);
}

export function heal(s: GameState, ctx: Ctx, card: number): void {
  const seat = s.current;
  removeItem(own.explorationDiscard(s), card);
  ownPlayer(s, seat).hand.push(card);
  say(ctx, () => ({ kind: 'healerTakes', args: {}, seat }));
  say(ctx, () => ({ kind: 'healerCard', args: { card }, to: seat }));
}

// --- The Executioner ----------------------------------------------------------------------

/** Opponents the Executioner reaches who have an affiliated Ally of `race` (all races: -1). */
function executionTargets(s: GameState, race: number): number[] {
  return affectedOpponents(s, LORD.executioner).filter((o) => s.players[o].affiliated.some((c) => race < 0 || allyRace(c) === race));
}

/** Naming a race matters only if an opponent within reach has an affiliated Ally. */
function startExecutioner(s: GameState): void {
  if (executionTargets(s, -1).length > 0) s.pending = { kind: 'executioner', seat: s.current };
}

export function execute(s: GameState, ctx: Ctx, race: number): void {
  say(ctx, () => ({ kind: 'executioner', args: { race }, seat: s.current }));
  s.tasks.unshift({ t: 'executed', race, seats: executionTargets(s, race) });
}

/** The affiliated Allies of `race` that `seat` may discard, one per value. */
export function executionChoices(s: GameState, seat: number, race: number): number[] {
  return distinctAllies(s.players[seat].affiliated.filter((c) => allyRace(c) === race));
}

/** Task 'executed': the next opponent discards (their choice when the values differ). */
export function executedTask(s: GameState, ctx: Ctx, race: number, seats: readonly number[]): void {
  if (seats.length === 0) return;
  const [seat, ...rest] = seats;
  s.tasks.unshift({ t: 'executed', race, seats: rest });
  const choices = executionChoices(s, seat, race);
  if (choices.length === 1) discardAffiliated(s, ctx, seat, choices[0]);
  else if (choices.length > 1) s.pending = { kind: 'executed', seat, race };
}

export function discardAffiliated(s: GameState, ctx: Ctx, seat: number, card: number): void {
  removeItem(ownPlayer(s, seat).affiliated, card);
  own.explorationDiscard(s).push(card);
  say(ctx, () => ({ kind: 'executed', args: { card }, seat }));
}

// --- The Liberator ------------------------------------------------------------------------

/** The current player's Lords under their Locations. */
export function liberatorChoices(s: GameState): number[] {
  const out: number[] = [];
  for (const holding of s.players[s.current].locations) out.push(...holding.lords);
  return out;
}

function startLiberator(s: GameState, ctx: Ctx): void {
  const choices = liberatorChoices(s);
  if (choices.length === 1) liberate(s, ctx, choices[0]);
  else if (choices.length > 1) s.pending = { kind: 'liberator', seat: s.current };
}

/**
 * The Lord leaves its Location and is free again: its ongoing power and keys work again (the
 * 'keys' task of the recruitment follows). Its one-time power does not fire again, an
 * Ambassador's included. The Location stays with its owner; the Lord still counts once.
 */
export function liberate(s: GameState, ctx: Ctx, lord: number): void {
  const p = ownPlayer(s, s.current);
  const holding = p.locations.find((l) => l.lords.includes(lord))!;
  removeItem(holding.lords, lord);
  p.lords.push(lord);
  say(ctx, () => ({ kind: 'liberates', args: { lord, location: holding.id }, seat: s.current }));
}

// --- The Recipient ------------------------------------------------------------------------

/** The Recipient's power has something to do: an empty Court space and a Lord to draw. */
export function recipientUsable(s: GameState): boolean {
  return s.court.length < COURT_SPACES && s.lordDeck.length > 0;
}

/** The current player may use the Recipient now: theirs, active, unused this turn, and usable. */
export function recipientReady(s: GameState): boolean {
  return hasActiveLord(s.players[s.current], LORD.recipient) && !(s.turn.powersUsed & RECIPIENT_USED) && recipientUsable(s);
}

/** The top Lord of the deck joins the Court in the free space, as a plot would, for free. */
export function useRecipient(s: GameState, ctx: Ctx): void {
  s.turn.powersUsed |= RECIPIENT_USED;
  const lord = drawLord(s);
  own.court(s).push(lord);
  say(ctx, () => ({ kind: 'recipient', args: { lord }, seat: s.current, reveals: true }));
}
