// Kraken Allies: a wild race when recruiting, never affiliated, (value − 1) Nebulis to their
// owner when spent or left in hand at the end (unless the Cleaner), and a Kraken left on the
// track goes to the Council stack the explorer chooses. docs/kraken.md, "Kraken Allies".
import { KRAKEN_RACE, LORD, RACE_COUNT, allyRace, allyValue, isKrakenAlly } from '../cards.ts';
import { distinctAllies } from '../explore.ts';
import type { PaymentRules } from '../hooks.ts';
import { copyPrefix } from '../payments.ts';
import { type CostModifiers, costModifiers, mandatoryRaceWith, recruitCostWith, requirement } from '../recruit.ts';
import { type Ctx, hasActiveLord, holds, say } from '../state.ts';
import { own, ownPlayer } from '../state-copy.ts';
import type { Action, GameState } from '../types.ts';
import { figureCheck, gainNebulis } from './nebulis.ts';
import { nebulisAllowed, nebulisReach } from './payments.ts';
import { krakenNebulis } from './values.ts';


function popcount(x: number): number {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
}

/** The number of bits of each mask of real races. */
const POPCOUNT = new Int32Array(1 << RACE_COUNT);
for (let x = 1; x < 1 << RACE_COUNT; x++) POPCOUNT[x] = POPCOUNT[x >> 1] + (x & 1);

/**
 * Whether Allies of the real races `realMask` plus `krakens` Kraken Allies can stand for
 * exactly `races` different races including `mandatory` (-1: none). Each Kraken counts as
 * any one race, chosen independently (Board Game Arena tries every race for each Kraken): so
 * they may join races already paid, add new ones, or stand for the mandatory race.
 */
export function racesFit(realMask: number, krakens: number, races: number, mandatory: number): boolean {
  const m = realMask >>> RACE_COUNT === 0 ? POPCOUNT[realMask] : popcount(realMask);
  const missing = mandatory >= 0 && !(realMask & (1 << mandatory)) ? 1 : 0;
  if (krakens === 0) return m === races && missing === 0;
  return m + missing <= races && races <= Math.min(RACE_COUNT, m + krakens);
}

/** The race check of a payment holding Kraken Allies (`mask`: race bits, Kraken bit included). */
export function krakenRacesFit(s: GameState, seat: number, lord: number, allies: readonly number[]): boolean {
  const census = raceCensus(allies);
  const info = requirement(s, lord);
  return racesFit(census & RACE_BITS, census >> KRAKEN_SHIFT, info.races, mandatoryRaceWith(costModifiers(s, seat), info));
}

const KRAKEN_SHIFT = 8;
const RACE_BITS = (1 << KRAKEN_SHIFT) - 1;

/** The races of the payment's plain Allies as bits, with its Kraken count above them (no allocation). */
function raceCensus(allies: readonly number[]): number {
  let krakens = 0;
  let mask = 0;
  for (const c of allies) {
    if (isKrakenAlly(c)) krakens++;
    else mask |= 1 << allyRace(c);
  }
  return mask | (krakens << KRAKEN_SHIFT);
}

export function hasKraken(cards: readonly number[]): boolean {
  for (const c of cards) if (isKrakenAlly(c)) return true;
  return false;
}

/**
 * Payments for `lord` from a hand that holds Kraken Allies, listed as the base listing does
 * (payments.ts): valid payments with no removable Ally (no Ally whose removal leaves a valid
 * payment that still covers the cost), one per choice of interchangeable cards. The order:
 * the hand's kinds of card (race and value) by race then value, Krakens last; payments by how
 * many of each kind they take, the first kind's count first, fewer before more
 * (test/engine/kraken-listing-reference.ts, the listing before this one, checks it).
 *
 * It works from a summary of the hand (each kind's count and cards) in preallocated typed
 * arrays, with the races paid kept as bits as cards are taken.
 */
export function krakenPayments(s: GameState, seat: number, lord: number): number[][] {
  const out: number[][] = [];
  summarizeKinds(s.players[seat].hand);
  listFor(s, seat, lord, costModifiers(s, seat), out);
  return out;
}

const VALUES = 6; // values 1..5 at index race * VALUES + value, Krakens at race KRAKEN_RACE
const SLOTS = (KRAKEN_RACE + 1) * VALUES;

// The summary of the hand being listed (the listing is never re-entered).
/** The hand's kinds of card, by race then value: race, value, count, and where their cards start in kindCards. */
const kindRace = new Int32Array(SLOTS);
const kindValue = new Int32Array(SLOTS);
const kindCount = new Int32Array(SLOTS);
const kindStart = new Int32Array(SLOTS);
let kindCards = new Int32Array(64);
let kinds = 0;
/** The first Kraken kind (kinds when none), and how many Krakens the hand holds. */
let firstKraken = 0;
let krakensHeld = 0;
/** Value of all the cards of kinds i..: rest[i]. */
const rest = new Int32Array(SLOTS + 1);
const slotCount = new Int32Array(SLOTS);
/** The kind of each slot held (read only for slots the hand holds). */
const kindOfSlot = new Int32Array(SLOTS);
/** The real races of kinds i..: racesFrom[i], as bits. */
const racesFrom = new Int32Array(SLOTS + 1);

function summarizeKinds(hand: readonly number[]): void {
  slotCount.fill(0);
  let slots = 0;
  for (let i = 0; i < hand.length; i++) {
    const slot = allyRace(hand[i]) * VALUES + allyValue(hand[i]);
    slotCount[slot]++;
    if (slot < 32) slots |= 1 << slot;
  }
  if (kindCards.length < hand.length) kindCards = new Int32Array(hand.length * 2);
  kinds = 0;
  let start = 0;
  for (let slot = 0; slot < SLOTS; slot++) {
    // The five races' slots are below 32: the bits say which are held, without reading the counts.
    if (slot < 32 ? !(slots & (1 << slot)) : slotCount[slot] === 0) continue;
    const race = Math.floor(slot / VALUES);
    kindRace[kinds] = race;
    kindValue[kinds] = slot - race * VALUES;
    kindCount[kinds] = 0;
    kindStart[kinds] = start;
    kindOfSlot[slot] = kinds;
    start += slotCount[slot];
    kinds++;
  }
  // Each kind's cards, in hand order.
  for (let i = 0; i < hand.length; i++) {
    const k = kindOfSlot[allyRace(hand[i]) * VALUES + allyValue(hand[i])];
    kindCards[kindStart[k] + kindCount[k]++] = hand[i];
  }
  rest[kinds] = 0;
  racesFrom[kinds] = 0;
  for (let i = kinds - 1; i >= 0; i--) {
    rest[i] = rest[i + 1] + kindValue[i] * kindCount[i];
    racesFrom[i] = kindRace[i] === KRAKEN_RACE ? racesFrom[i + 1] : racesFrom[i + 1] | (1 << kindRace[i]);
  }
  firstKraken = kinds;
  krakensHeld = 0;
  for (let i = kinds - 1; i >= 0 && kindRace[i] === KRAKEN_RACE; i--) {
    firstKraken = i;
    krakensHeld += kindCount[i];
  }
  // Each real race's value, and the races by value, most first (an insertion sort of five), for mostWorth.
  raceValue.fill(0);
  for (let i = 0; i < firstKraken; i++) raceValue[kindRace[i]] += kindValue[i] * kindCount[i];
  krakenValue = rest[firstKraken];
  for (let r = 0; r < RACE_COUNT; r++) {
    let at = r;
    for (; at > 0 && raceValue[byValue[at - 1]] < raceValue[r]; at--) byValue[at] = byValue[at - 1];
    byValue[at] = r;
  }
}

/** The value of the hand's cards of each real race, and of its Krakens. */
const raceValue = new Int32Array(RACE_COUNT);
let krakenValue = 0;
/** The real races, by raceValue from the most. */
const byValue = new Int32Array(RACE_COUNT);

/**
 * The most a payment for a card asking `races` races (`mandatory`: its mandatory race, -1:
 * none) can be worth: every Kraken, with the real races of the most value the payment may
 * hold. It holds at most `races` real races, the mandatory one among them; without an Ally
 * of the mandatory race a Kraken stands for it (none can without a Kraken), so one real race
 * fewer. A Lord this and the Pearls cannot pay for has no payment, and no search: most of
 * the searches that found nothing (they took a fifth of the listing's steps).
 */
function mostWorth(races: number, mandatory: number): number {
  let worth = krakenValue;
  let left = races;
  if (mandatory >= 0) {
    if (raceValue[mandatory] > 0) worth += raceValue[mandatory];
    else if (krakensHeld === 0) return -1;
    left--;
  }
  for (let i = 0; i < RACE_COUNT && left > 0; i++) {
    const race = byValue[i];
    if (race === mandatory) continue;
    worth += raceValue[race];
    left--;
  }
  return worth;
}

// The search in progress. The races taken (as bits, and how many) and the Krakens taken pass
// down the recursion as arguments (module variables written at every step cost the listing a
// good part of its time); perRace, raceLow and taken stay here, for minimal and mayGrow.
const taken = new Int32Array(SLOTS);
/** Cards taken of each real race. */
const perRace = new Int32Array(RACE_COUNT);
/** The lowest value taken of each real race (read only while perRace is above 0). */
const raceLow = new Int32Array(RACE_COUNT);
/** No card (of minDup's races taken twice, or Krakens): above any value. */
const NONE = 99;
/** The cards of the payment in the making, kind by kind: buf[0..len). */
const buf: number[] = [];
let len = 0;
let races = 0;
let mandatory = -1;
let cost = 0;
let need = 0;
let found: number[][] = [];
/** Whether an Ally of the hand may still join each payment found (mayGrow), when asked for (addRecruits). */
let grows: boolean[] | null = null;

/** Lists the payments for `lord` from the summarized hand into `out`. */
function listFor(s: GameState, seat: number, lord: number, m: CostModifiers, out: number[][]): void {
  const info = requirement(s, lord);
  races = info.races;
  mandatory = mandatoryRaceWith(m, info);
  cost = recruitCostWith(m, lord, info);
  need = cost - s.players[seat].pearls - nebulisReach(s, seat);
  if (mostWorth(races, mandatory) < need) return;
  // perRace and taken are all 0 here: walk puts back every entry it sets (no clearing per Lord).
  found = out;
  len = 0;
  walk(0, 0, 0, 0, 0, NONE, NONE, NONE);
  found = [];
}

/**
 * The search from kind `i` on (kinds before it settled), `total` paid so far with the real
 * races `mask` (`maskSize` of them) and `krakens` Krakens. A call stands for a payment in the
 * making, never for a kind passed over: the payment as it stands (every kind from `i` on
 * taking none) comes first, then the payments whose next card taken is of the last kind, down
 * to those whose next card is of kind `i`. That is the listing's order (a payment's counts,
 * the first kind's first, fewer before more): a payment with more kinds untouched before its
 * next card comes before one with fewer.
 */
function walk(i: number, total: number, mask: number, maskSize: number, krakens: number, minDup: number, krakenLow: number, lowest: number): void {
  if (total + rest[i] < need) return;
  if (maskSize > races) return;
  // Even every real race and Kraken left could not make up the races the Lord asks.
  if (i < firstKraken) {
    if (maskSize + POPCOUNT[racesFrom[i] & ~mask] + krakensHeld < races) return;
    // The mandatory race can only be a Kraken's now: one must come, and the real races leave it room.
    if (mandatory >= 0 && !(mask & (1 << mandatory)) && !(racesFrom[i] & (1 << mandatory)) && (krakensHeld === 0 || maskSize + 1 > races)) return;
  } else if (i < kinds) {
    // Every real race is settled: the Krakens left can only add races, never remove one.
    const missing = mandatory >= 0 && !(mask & (1 << mandatory)) ? 1 : 0;
    if (maskSize + missing > races || maskSize + krakensHeld < races) return;
  }
  // The payment as it stands (with no card of `lowest` value or more removable when the
  // payment less its lowest card no longer covers the cost).
  if (total > 0 && total >= need && racesFit(mask, krakens, races, mandatory) && (total - lowest < cost || minimal(total, mask, krakens))) {
    found.push(copyPrefix(buf, len));
    if (grows) grows.push(mayGrow(mask, krakens));
  }
  // The next card taken of kind j, from the last kind down: every kind from j on is worth
  // rest[j], so the kinds too far on to reach what the Pearls cannot pay are passed.
  let j = kinds - 1;
  while (j >= i && total + rest[j] < need) j--;
  for (; j >= i; j--) {
    const count = kindCount[j];
    const value = kindValue[j];
    const race = kindRace[j];
    // Fewer than `least` of this kind leave too little value even with every card after it.
    // The checks that stop the loop below only grow truer as n grows.
    const short = need - total - rest[j + 1];
    const least = short > value ? Math.ceil(short / value) : 1;
    // The kind's first n cards taken: buf[start..start + n) (what comes after them is the
    // searches below's, so each turn writes its own n-th card).
    const start = len;
    const from = kindStart[j];
    for (let k = 0; k < least - 1; k++) buf[start + k] = kindCards[from + k];
    const low2 = value < lowest ? value : lowest;
    // Taking more only adds value and cards: once a card is surely removable, or the races
    // are too many (a new race), stop.
    // A card is surely removable (see removable) once the payment covers the cost without
    // the lowest card of a race paid twice or more (minDup), or without its lowest Kraken
    // while the other Krakens still make up the races.
    if (race === KRAKEN_RACE) {
      // Kinds come by value within a race: the first Kraken kind taken is the lowest.
      const low = krakens > 0 ? krakenLow : value;
      for (let n = least; n <= count; n++) {
        taken[j] = n;
        const t = total + n * value;
        if (removable(t, minDup, maskSize, krakens + n, low)) break;
        buf[start + n - 1] = kindCards[from + n - 1];
        len = start + n;
        walk(j + 1, t, mask, maskSize, krakens + n, minDup, low, low2);
      }
    } else {
      const before = perRace[race];
      // The race's bit is set exactly while some card of it is taken.
      const size = before > 0 ? maskSize : maskSize + 1;
      if (size > races) continue;
      const m = mask | (1 << race);
      // The race's lowest card taken: kinds come by value within a race.
      if (before === 0) raceLow[race] = value;
      const low = raceLow[race];
      for (let n = least; n <= count; n++) {
        taken[j] = n;
        perRace[race] = before + n;
        const t = total + n * value;
        const dup = before + n > 1 && low < minDup ? low : minDup;
        if (removable(t, dup, size, krakens, krakenLow)) break;
        buf[start + n - 1] = kindCards[from + n - 1];
        len = start + n;
        walk(j + 1, t, m, size, krakens, dup, krakenLow, low2);
      }
      perRace[race] = before;
    }
    taken[j] = 0;
    len = start;
  }
}

/** Whether no taken card can go with the payment (races `mask`, `krakens` Krakens) still valid and covering the cost. */
function minimal(total: number, mask: number, krakens: number): boolean {
  for (let i = 0; i < kinds; i++) {
    if (taken[i] === 0 || total - kindValue[i] < cost) continue;
    const race = kindRace[i];
    let still: boolean;
    if (race === KRAKEN_RACE) still = (krakens > 1 || mask !== 0) && racesFit(mask, krakens - 1, races, mandatory);
    else {
      const without = perRace[race] > 1 ? mask : mask & ~(1 << race);
      still = (krakens > 0 || without !== 0) && racesFit(without, krakens, races, mandatory);
    }
    if (still) return false;
  }
  return true;
}

/**
 * A card of a real race that another taken card shares leaves the races as they are when
 * removed: if the rest already covers the cost, no completion of this payment is minimal
 * (totals and race counts only grow further down), so the search skips them all. One Kraken
 * fewer likewise, when the others still stand for every race the Lord needs (more real races
 * and more Krakens only help; one Kraken must stay for racesFit's wild case). The lowest such
 * card decides: `minDup`, the lowest card of the races taken twice or more (NONE: none), and
 * `krakenLow`, the lowest Kraken taken (read only with two Krakens or more).
 */
function removable(total: number, minDup: number, maskSize: number, krakens: number, krakenLow: number): boolean {
  return (minDup !== NONE && total - minDup >= cost) || (krakens >= 2 && races <= maskSize + krakens - 1 && total - krakenLow >= cost);
}

/**
 * Whether an Ally of the hand may join the payment just found (its races `mask` and `krakens`
 * Krakens, the Lord's races and mandatory race those of listFor): krakenExtraAllies is not
 * empty, without its array. The payment takes the first cards of each kind, so the hand's
 * other cards are the kinds it leaves some of.
 */
function mayGrow(mask: number, krakens: number): boolean {
  for (let k = 0; k < kinds; k++) {
    if (taken[k] === kindCount[k]) continue;
    const race = kindRace[k];
    if (race === KRAKEN_RACE ? racesFit(mask, krakens + 1, races, mandatory) : racesFit(mask | (1 << race), krakens, races, mandatory)) return true;
  }
  return false;
}

/**
 * Allies of the hand that may join an open payment in a Kraken game (one per race and value):
 * those that keep the payment's races valid.
 */
export function krakenExtraAllies(s: GameState, seat: number, lord: number, allies: readonly number[]): number[] {
  const hand = s.players[seat].hand;
  noteOpenPayment(s, seat, lord, allies);
  const fitting: number[] = [];
  for (const c of hand) if (joinsOpenPayment(c, allies)) fitting.push(c);
  return distinctAllies(fitting);
}

/** Whether krakenExtraAllies is not empty, without its arrays (a payment opening asks it). */
export function krakenMayExtend(s: GameState, seat: number, lord: number, allies: readonly number[]): boolean {
  const hand = s.players[seat].hand;
  noteOpenPayment(s, seat, lord, allies);
  for (const c of hand) if (joinsOpenPayment(c, allies)) return true;
  return false;
}

// The open payment being extended (krakenRacesFit of the payment with each card added: its
// races and the Lord's requirement read once).
let openMask = 0;
let openKrakens = 0;
let openRaces = 0;
let openMandatory = -1;

function noteOpenPayment(s: GameState, seat: number, lord: number, allies: readonly number[]): void {
  const census = raceCensus(allies);
  openMask = census & RACE_BITS;
  openKrakens = census >> KRAKEN_SHIFT;
  const info = requirement(s, lord);
  openRaces = info.races;
  openMandatory = mandatoryRaceWith(costModifiers(s, seat), info);
}

/** Whether `c`, not yet in the open payment, keeps its races valid when added. */
function joinsOpenPayment(c: number, allies: readonly number[]): boolean {
  if (holds(allies, c)) return false;
  return isKrakenAlly(c)
    ? racesFit(openMask, openKrakens + 1, openRaces, openMandatory)
    : racesFit(openMask | (1 << allyRace(c)), openKrakens, openRaces, openMandatory);
}

/** Spent Allies that may be affiliated: never a Kraken (kraken games only). */
export function withoutKrakens(cards: readonly number[]): readonly number[] {
  return hasKraken(cards) ? cards.filter((c) => !isKrakenAlly(c)) : cards;
}

/** Each Kraken Ally spent gives its owner (value − 1) Nebulis. */
export function krakensSpent(s: GameState, ctx: Ctx, seat: number, spent: readonly number[]): void {
  gainNebulis(s, ctx, seat, krakenNebulis(spent), 'kraken');
}

/**
 * End of the game: each Kraken Ally left in a hand gives its owner (value − 1) Nebulis, unless
 * the owner has the Cleaner free; then the Krakens are discarded (never affiliated). Everyone
 * gains at once, so the figure is settled once: players newly tied for the most leave the
 * choice to the holder (a 'krakenFigure' task the end of the game waits for).
 */
export function krakensAtEnd(s: GameState, ctx: Ctx): void {
  const rose: number[] = [];
  s.players.forEach((held, seat) => {
    if (!hasKraken(held.hand)) return;
    const p = ownPlayer(s, seat);
    const n = hasActiveLord(p, LORD.cleaner) ? 0 : krakenNebulis(p.hand);
    if (n > 0) {
      p.nebulis = (p.nebulis ?? 0) + n;
      rose.push(seat);
      say(ctx, () => ({ kind: 'nebulis', args: { count: n, source: 'endKraken' }, seat }));
    }
    for (const c of p.hand) if (isKrakenAlly(c)) own.explorationDiscard(s).push(c);
    p.hand = p.hand.filter((c) => !isKrakenAlly(c));
  });
  if (rose.length > 0) figureCheck(s, ctx, rose);
}

/** A Kraken left on the track at the end of an exploration: the explorer picks its stack. */
export function placeKrakenTask(s: GameState, card: number): void {
  s.pending = { kind: 'placeKraken', seat: s.current, card };
}

export function placeKraken(s: GameState, ctx: Ctx, card: number, race: number): void {
  own.council(s)[race].push(card);
  say(ctx, () => ({ kind: 'krakenToCouncil', args: { card, race }, seat: s.current }));
}

/** Kraken Allies in recruitment payments (hooks.ts, PaymentRules). */
export const KRAKEN_PAYMENTS: PaymentRules = {
  ownsHand: hasKraken,
  list: krakenPayments,
  addRecruits(s, seat, lords, out) {
    summarizeKinds(s.players[seat].hand);
    const m = costModifiers(s, seat);
    // One array for every Lord's payments (emptying it for each Lord cost more than it saved),
    // and whether Allies may still join each, found by the search.
    const listed: number[][] = [];
    const more: boolean[] = [];
    grows = more;
    for (let l = 0; l < lords.length; l++) {
      const lord = lords[l];
      const from = listed.length;
      listFor(s, seat, lord, m, listed);
      for (let k = from; k < listed.length; k++) {
        const allies = listed[k];
        out.push(more[k] ? { type: 'recruit', lord, allies, more: true } : { type: 'recruit', lord, allies });
      }
    }
    grows = null;
  },
  finishListing: finishRecruitListing,
  extraAllies: krakenExtraAllies,
  mayExtend: krakenMayExtend,
};

/**
 * Kraken games: the recruit actions legalActions listed from `from` on get their final form.
 * A payment Allies may still join (`more`) is listed once (its Nebulis are chosen at 'pay');
 * any other is listed once per legal Nebulis amount.
 */
export function finishRecruitListing(s: GameState, seat: number, out: Action[], from: number): void {
  // Both listings search for payments the Pearls and the Nebulis reach can make up (`need`):
  // with no Nebulis to offer, the Pearls pay every one, and each stays as listed.
  const reach = nebulisReach(s, seat);
  if (reach === 0 || !hasClosedPayment(out, from)) return;
  const pearls = s.players[seat].pearls;
  const m = costModifiers(s, seat);
  // The listed actions move to `listed` (kept for the next call: no new array each time).
  const listed = moved;
  for (let i = from; i < out.length; i++) listed.push(out[i]);
  out.length = from;
  for (let k = 0; k < listed.length; k++) {
    const a = listed[k];
    if (a.type !== 'recruit') continue;
    if (a.more) {
      out.push(a);
      continue;
    }
    // Each legal Nebulis amount, ascending (the Kraken's currency: currencyOptions, without its array).
    const price = priceOf(s, m, a.lord, a.allies);
    // Paid by the Pearls alone: the action as listed (type, lord, allies), or one without its amount.
    if (pearls >= price) out.push(a.nebulis === undefined ? a : { type: 'recruit', lord: a.lord, allies: a.allies });
    const most = Math.min(price, reach);
    for (let n = 1; n <= most; n++) if (nebulisAllowed(s, seat, price, n)) out.push({ type: 'recruit', lord: a.lord, allies: a.allies, nebulis: n });
  }
  listed.length = 0;
}

/** Whether a recruitment listed from `from` on is paid at once (not `more`): one a Nebulis amount may split. */
function hasClosedPayment(out: readonly Action[], from: number): boolean {
  for (let i = from; i < out.length; i++) {
    const a = out[i];
    if (a.type === 'recruit' && !a.more) return true;
  }
  return false;
}

/** finishRecruitListing's actions being split (empty between calls; legalActions is never re-entered). */
const moved: Action[] = [];

/** The Pearls a listed payment leaves to pay (its races already fit). */
function priceOf(s: GameState, m: CostModifiers, lord: number, allies: readonly number[]): number {
  let total = 0;
  for (let i = 0; i < allies.length; i++) total += allyValue(allies[i]);
  return Math.max(0, recruitCostWith(m, lord, requirement(s, lord)) - total);
}
