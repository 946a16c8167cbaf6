// Recruitment payments that legalActions lists: every payment with no removable Ally (each
// race it uses has at least one card, and no card of a race used twice could go without the
// payment needing more Pearls). Interchangeable cards (same race and value) are listed once,
// by the first of them in the hand.
//
// This is most of the time of a random game, so it works from a per-race summary of the hand
// (how many cards of each race and value, and which) kept in preallocated typed arrays, and
// searches value counts rather than subsets of cards. The order of the list is part of the
// contract (seeded bots pick by index): races in ascending order, within a race values
// ascending, fewer cards of a value before more, exactly as test/engine/legal-reference.ts.
import { EXPLORATION_ID_LIMIT, RACE_COUNT, allyRace, allyValue } from './cards.ts';
import { type CostModifiers, costModifiers, mandatoryRaceWith, recruitCostWith, requirement } from './recruit.ts';
import { currencyReach, paymentsOwner } from './hooks.ts';
import type { Action, GameState } from './types.ts';

const VALUES = 6; // values 1..5 at index race * VALUES + value
/**
 * The most cards of one race and value, over every expansion's Allies (the Leviathan adds a
 * Crab 1 and a 1 of each race beside the base game's four): a hand may hold them all.
 */
const MOST_OF_A_VALUE = ((): number => {
  const per = new Int32Array(RACE_COUNT * VALUES);
  for (let card = 0; card < EXPLORATION_ID_LIMIT; card++) {
    const race = allyRace(card);
    if (race >= 0 && race < RACE_COUNT) per[race * VALUES + allyValue(card)]++;
  }
  return Math.max(...per);
})();
const NONE = 99;

// The summary of the hand being listed (legalActions is never re-entered, so one suffices).
/** Cards of each race and value. */
const count = new Int32Array(RACE_COUNT * VALUES);
/** Those cards' ids, in hand order: ids[(race * VALUES + value) * MOST_OF_A_VALUE + i]. */
const ids = new Int32Array(RACE_COUNT * VALUES * MOST_OF_A_VALUE);
/** The values each race holds, as bits 1..5 of valuesHeld[race]. */
const valuesHeld = new Int32Array(RACE_COUNT);
/** Total value of the race's cards of value v or more: atLeast[race * (VALUES + 1) + v], v in 1..VALUES. */
const atLeast = new Int32Array(RACE_COUNT * (VALUES + 1));
/** Cards of each race in the hand: a payment that spends fewer of a race it uses may grow. */
const raceCards = new Int32Array(RACE_COUNT);
let present = 0;

// summarize keeps the slots it met (race * VALUES + value) as bits of one 32-bit number.
if (RACE_COUNT * VALUES > 32) throw new Error('payments.ts: the slots of a hand summary no longer fit 32 bits');

function summarize(hand: readonly number[]): void {
  // Counts are reset as their slot (race * VALUES + value, below 32) is first met, and only
  // the slots met are read afterwards: no clearing of the whole table.
  let slots = 0;
  let races = 0;
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i];
    const race = allyRace(card);
    const slot = race * VALUES + allyValue(card);
    if (!(slots & (1 << slot))) {
      slots |= 1 << slot;
      count[slot] = 0;
    }
    if (!(races & (1 << race))) {
      races |= 1 << race;
      raceCards[race] = 0;
    }
    ids[slot * MOST_OF_A_VALUE + count[slot]++] = card;
    raceCards[race]++;
  }
  present = races;
  // Races not held are never read (a payment uses only races the hand holds).
  for (let r = 0; r < RACE_COUNT; r++) {
    if (!(races & (1 << r))) continue;
    const held = (slots >>> (r * VALUES)) & ((1 << VALUES) - 2);
    valuesHeld[r] = held;
    const at = r * (VALUES + 1);
    let sum = 0;
    atLeast[at + VALUES] = 0;
    for (let v = VALUES - 1; v >= 1; v--) {
      if (held & (1 << v)) sum += v * count[r * VALUES + v];
      atLeast[at + v] = sum;
    }
  }
}

/** Each race mask's races, ascending: MASK_RACES[mask * RACE_COUNT + i], MASK_SIZE[mask] of them. */
const MASK_RACES = new Int32Array((1 << RACE_COUNT) * RACE_COUNT);
const MASK_SIZE = new Int32Array(1 << RACE_COUNT);
for (let mask = 1; mask < 1 << RACE_COUNT; mask++) {
  for (let r = 0; r < RACE_COUNT; r++) if (mask & (1 << r)) MASK_RACES[mask * RACE_COUNT + MASK_SIZE[mask]++] = r;
}

/**
 * The race masks a payment may use, ascending, by the races the hand holds, how many races
 * the card asks and its mandatory race (-1: none): MASKS[masksIndex(present, size, mandatory)].
 */
const NO_MASKS: readonly number[] = [];
const MASKS: readonly (readonly number[])[] = Array.from({ length: (1 << RACE_COUNT) * (RACE_COUNT + 1) * (RACE_COUNT + 1) }, (_, index) => {
  const mandatory = (index % (RACE_COUNT + 1)) - 1;
  const size = Math.floor(index / (RACE_COUNT + 1)) % (RACE_COUNT + 1);
  const within = Math.floor(index / ((RACE_COUNT + 1) * (RACE_COUNT + 1)));
  const out: number[] = [];
  for (let mask = 1; mask < 1 << RACE_COUNT; mask++) {
    if ((mask & within) === mask && MASK_SIZE[mask] === size && (mandatory < 0 || mask & (1 << mandatory))) out.push(mask);
  }
  return out.length > 0 ? out : NO_MASKS;
});

function masksIndex(present: number, size: number, mandatory: number): number {
  return (present * (RACE_COUNT + 1) + size) * (RACE_COUNT + 1) + mandatory + 1;
}

// The search in progress.
let cost = 0;
/** The least Ally value that, with every Pearl, pays the cost. */
let need = 0;
const races = new Int32Array(RACE_COUNT);
let raceCount = 0;
/** Value of all the cards of races[ri..]: after[ri]. */
const after = new Int32Array(RACE_COUNT + 1);
/**
 * Cards the hand holds of the mask's races. A payment spends at most that many; one that
 * spends fewer leaves an Ally of a race it uses in the hand, so it may grow.
 */
let maskCards = 0;
const buf: number[] = [];
let len = 0;
/** The most of an expansion currency a payment of the seat being listed may take (the Kraken's Nebulis; 0 without one). */
let reach = 0;
// Where a payment goes: a recruit action for `listedLord` appended to `listing` (marked
// `more` when it may grow), or else its Allies appended to `found`.
let listing: Action[] | null = null;
let listedLord = 0;
let found: number[][] = [];

/**
 * Payments for `lord` by `seat`, from the summary of that seat's hand (summarize first),
 * appended where `listing` says.
 */
function search(s: GameState, seat: number, lord: number, modifiers: CostModifiers): void {
  const info = requirement(s, lord);
  const size = info.races;
  // An Outcast deck could ask for a count of races no payment has (as no mask has).
  if (!(size >= 1 && size <= RACE_COUNT && size === Math.floor(size))) return;
  const masks = MASKS[masksIndex(present, size, mandatoryRaceWith(modifiers, info))];
  if (masks.length === 0) return;
  cost = recruitCostWith(modifiers, lord, info);
  need = cost - s.players[seat].pearls - reach;
  for (let m = 0; m < masks.length; m++) {
    const mask = masks[m];
    raceCount = MASK_SIZE[mask];
    maskCards = 0;
    let value = 0;
    after[raceCount] = 0;
    for (let ri = raceCount - 1; ri >= 0; ri--) {
      const race = MASK_RACES[mask * RACE_COUNT + ri];
      races[ri] = race;
      maskCards += raceCards[race];
      value += atLeast[race * (VALUES + 1) + 1];
      after[ri] = value;
    }
    // Even the whole hand of these races plus every Pearl would not be enough.
    if (after[0] < need) continue;
    len = 0;
    payFrom(0, 0, NONE);
  }
}

function emit(): void {
  const allies = copyPrefix(buf, len);
  if (listing === null) {
    found.push(allies);
    return;
  }
  listing.push(len < maskCards ? { type: 'recruit', lord: listedLord, allies, more: true } : { type: 'recruit', lord: listedLord, allies });
}

/** cards[0..len) as a new array: literals for the usual few cards (slice is a call, and costs more). Shared with the Kraken listing. */
export function copyPrefix(cards: readonly number[], len: number): number[] {
  switch (len) {
    case 1: return [cards[0]];
    case 2: return [cards[0], cards[1]];
    case 3: return [cards[0], cards[1], cards[2]];
    case 4: return [cards[0], cards[1], cards[2], cards[3]];
    case 5: return [cards[0], cards[1], cards[2], cards[3], cards[4]];
    case 6: return [cards[0], cards[1], cards[2], cards[3], cards[4], cards[5]];
    default: return cards.slice(0, len);
  }
}

/**
 * Extends the payment within races[ri] with cards of value `from` or more; the race holds
 * `cards` cards so far, the lowest of value `raceMin`, and `minDup` is the lowest value among
 * earlier races paid with two cards or more.
 *
 * The order is that of choosing, value by value from the lowest, how many cards of it to pay
 * (0 first): the race as it stands comes first, then the choices whose next card has the
 * highest value, down to those whose next card has the lowest. Each call stands for a
 * payment in the making, never for a value passed over (calls are most of the cost).
 * Cut: a card that would be a removable duplicate (the payment minus the lowest card of a
 * race paid twice still covers the cost), with everything that extends it; and a branch that
 * even every card left could not bring up to what the Pearls cannot pay.
 */
function pickFrom(ri: number, from: number, total: number, minDup: number, cards: number, raceMin: number): void {
  const race = races[ri];
  if (total + atLeast[race * (VALUES + 1) + from] + after[ri + 1] < need) return;
  // The race as it stands, with what comes after it.
  if (cards > 0) payFrom(ri + 1, total, cards > 1 && raceMin < minDup ? raceMin : minDup);
  // The duplicate one more card of this race would make (NONE: none yet).
  const dupIfMore = cards > 0 && raceMin < minDup ? raceMin : minDup;
  const held = valuesHeld[race];
  // The values held from `from` up, highest first (one turn per value held, none per gap).
  for (let bits = held & ~((1 << from) - 1); bits !== 0; ) {
    const v = 31 - Math.clz32(bits);
    bits ^= 1 << v;
    if (dupIfMore !== NONE && total + v - dupIfMore >= cost) continue;
    const slot = race * VALUES + v;
    const low = cards > 0 ? raceMin : v;
    const start = len;
    let t = total;
    for (let k = 1; k <= count[slot]; k++) {
      buf[len++] = ids[slot * MOST_OF_A_VALUE + k - 1];
      t += v;
      const taken = cards + k;
      if (taken > 1) {
        const dup = low < minDup ? low : minDup;
        if (t - dup >= cost) break;
      }
      // With no higher value held, the race can only stand as it is (no call to find that).
      if (held >> (v + 1) !== 0) pickFrom(ri, v + 1, t, minDup, taken, low);
      else if (t + after[ri + 1] >= need) payFrom(ri + 1, t, taken > 1 && low < minDup ? low : minDup);
    }
    len = start;
  }
}

/**
 * Pays races[ri..] after a payment of `total` so far. A race of a single card can only pay
 * with that card, so runs of them are taken here in a loop rather than a call each.
 */
function payFrom(ri: number, total: number, minDup: number): void {
  const start = len;
  for (; ri < raceCount && raceCards[races[ri]] === 1; ri++) {
    const race = races[ri];
    const v = 31 - Math.clz32(valuesHeld[race]);
    // Its only card would be removable, or even every card left would not reach the cost.
    if ((minDup !== NONE && total + v - minDup >= cost) || total + v + after[ri + 1] < need) {
      len = start;
      return;
    }
    buf[len++] = ids[(race * VALUES + v) * MOST_OF_A_VALUE];
    total += v;
  }
  if (ri < raceCount) pickFrom(ri, 1, total, minDup, 0, NONE);
  else if (total >= need) emit();
  len = start;
}

/** Every listed payment for `lord` by `seat` (each an array of Allies from the hand). */
export function payments(s: GameState, seat: number, lord: number): number[][] {
  // A hand holding an expansion's own Allies (the Kraken's wild ones) is listed by the expansion.
  const owner = paymentsOwner(s, s.players[seat].hand);
  if (owner?.list) return owner.list(s, seat, lord);
  reach = currencyReach(s, seat);
  summarize(s.players[seat].hand);
  listing = null;
  found = [];
  search(s, seat, lord, costModifiers(s, seat));
  const out = found;
  found = [];
  return out;
}

/**
 * Appends a recruit action for every listed payment of each of `lords` by `seat`, each saying
 * whether Allies may still join it (`more`, recruit-steps.ts). The expansions give them their
 * final form afterwards (hooks.ts, finishRecruitListing: currency amounts, variants).
 */
export function addRecruitActions(s: GameState, seat: number, lords: readonly number[], out: Action[]): void {
  const hand = s.players[seat].hand;
  // Every card asks for Allies of at least one race: an empty hand pays for none.
  if (lords.length === 0 || hand.length === 0) return;
  const owner = paymentsOwner(s, hand);
  if (owner?.addRecruits) {
    owner.addRecruits(s, seat, lords, out);
    return;
  }
  reach = currencyReach(s, seat);
  summarize(hand);
  const modifiers = costModifiers(s, seat);
  listing = out;
  for (let i = 0; i < lords.length; i++) {
    listedLord = lords[i];
    search(s, seat, listedLord, modifiers);
  }
  listing = null;
}

export function canRecruitAny(s: GameState, seat: number): boolean {
  return s.court.some((lord) => payments(s, seat, lord).length > 0);
}
