// Kraken Allies: a wild race when recruiting, never affiliated, (value − 1) Nebulis to their
// owner when spent or left in hand at the end (unless the Cleaner), and a Kraken left on the
// track goes to the Council stack the explorer chooses. docs/kraken.md, "Kraken Allies".
import { KRAKEN_RACE, LORD, RACE_COUNT, allyRace, allyValue, isKrakenAlly } from '../cards.ts';
import { distinctAllies } from '../explore.ts';
import type { PaymentRules } from '../hooks.ts';
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

/**
 * Whether Allies of the real races `realMask` plus `krakens` Kraken Allies can stand for
 * exactly `races` different races including `mandatory` (-1: none). Each Kraken counts as
 * any one race, chosen independently (Board Game Arena tries every race for each Kraken): so
 * they may join races already paid, add new ones, or stand for the mandatory race.
 */
export function racesFit(realMask: number, krakens: number, races: number, mandatory: number): boolean {
  const m = popcount(realMask);
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
/** The lowest value of the hand's cards. */
let minValue = 0;

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
  minValue = Infinity;
  for (let i = kinds - 1; i >= 0; i--) {
    if (kindValue[i] < minValue) minValue = kindValue[i];
    rest[i] = rest[i + 1] + kindValue[i] * kindCount[i];
    racesFrom[i] = kindRace[i] === KRAKEN_RACE ? racesFrom[i + 1] : racesFrom[i + 1] | (1 << kindRace[i]);
  }
  firstKraken = kinds;
  krakensHeld = 0;
  for (let i = kinds - 1; i >= 0 && kindRace[i] === KRAKEN_RACE; i--) {
    firstKraken = i;
    krakensHeld += kindCount[i];
  }
}

// The search in progress. The races taken (as bits, and how many) and the Krakens taken pass
// down the recursion as arguments (module variables written at every step cost the listing a
// good part of its time); perRace and taken stay here, for minimal and surelyRemovable.
const taken = new Int32Array(SLOTS);
/** Cards taken of each real race. */
const perRace = new Int32Array(RACE_COUNT);
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
  perRace.fill(0);
  taken.fill(0, 0, kinds);
  found = out;
  walk(0, 0, 0, 0, 0);
  found = [];
}

/** The search from kind `i` on, `total` paid so far with the real races `mask` (`maskSize` of them) and `krakens` Krakens. */
function walk(i: number, total: number, mask: number, maskSize: number, krakens: number): void {
  if (total + rest[i] < need) return;
  if (maskSize > races) return;
  // Even every real race and Kraken left could not make up the races the Lord asks.
  const krakensLeft = i <= firstKraken ? krakensHeld : 0;
  if (i < firstKraken) {
    if (maskSize + popcount(racesFrom[i] & ~mask) + krakensLeft < races) return;
    // The mandatory race can only be a Kraken's now: one must come, and the real races leave it room.
    if (mandatory >= 0 && !(mask & (1 << mandatory)) && !(racesFrom[i] & (1 << mandatory)) && (krakensLeft === 0 || maskSize + 1 > races)) return;
  }
  // Every real race is settled: the Krakens left can only add races, never remove one.
  if (i === firstKraken && i < kinds) {
    const missing = mandatory >= 0 && !(mask & (1 << mandatory)) ? 1 : 0;
    if (maskSize + missing > races || maskSize + krakensHeld < races) return;
  }
  if (i === kinds) {
    if (total === 0 || total < need || !racesFit(mask, krakens, races, mandatory) || !minimal(total, mask, krakens)) return;
    const allies: number[] = [];
    for (let j = 0; j < kinds; j++) for (let t = 0; t < taken[j]; t++) allies.push(kindCards[kindStart[j] + t]);
    found.push(allies);
    if (grows) grows.push(mayGrow(mask, krakens));
    return;
  }
  const count = kindCount[i];
  const value = kindValue[i];
  const race = kindRace[i];
  // Fewer than `least` of this kind leave too little value even with every card after it:
  // those searches would stop at once, so they are not started. The checks that stop the loop
  // below only grow truer as n grows, so starting at `least` stops it where it would have.
  const short = need - total - rest[i + 1];
  const least = short > 0 && value > 0 ? Math.ceil(short / value) : 0;
  // Taking more only adds value and cards: once a card is surely removable, or the races
  // are too many (a new race), stop.
  if (race === KRAKEN_RACE) {
    for (let n = least; n <= count; n++) {
      taken[i] = n;
      if (n > 0 && (maskSize > races || surelyRemovable(i, total + n * value, maskSize, krakens + n))) break;
      walk(i + 1, total + n * value, mask, maskSize, krakens + n);
    }
  } else {
    const before = perRace[race];
    const bit = 1 << race;
    // The race's bit is set exactly while some card of it is taken.
    const grown = before > 0 ? maskSize : maskSize + 1;
    for (let n = least; n <= count; n++) {
      taken[i] = n;
      perRace[race] = before + n;
      const m = n > 0 ? mask | bit : mask;
      const size = n > 0 ? grown : maskSize;
      if (n > 0 && (size > races || surelyRemovable(i, total + n * value, size, krakens))) break;
      walk(i + 1, total + n * value, m, size, krakens);
    }
    perRace[race] = before;
  }
  taken[i] = 0;
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
 * and more Krakens only help; one Kraken must stay for racesFit's wild case).
 */
function surelyRemovable(upTo: number, total: number, maskSize: number, krakens: number): boolean {
  // No taken card is worth less than the hand's cheapest: none can go while still covering the cost.
  if (total - minValue < cost) return false;
  for (let j = 0; j <= upTo; j++) {
    if (taken[j] === 0 || total - kindValue[j] < cost) continue;
    if (kindRace[j] !== KRAKEN_RACE ? perRace[kindRace[j]] >= 2 : krakens >= 2 && races <= maskSize + krakens - 1) return true;
  }
  return false;
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
  // krakenRacesFit of the payment with each card added, its races and requirement read once.
  const census = raceCensus(allies);
  const mask = census & RACE_BITS;
  const krakens = census >> KRAKEN_SHIFT;
  const info = requirement(s, lord);
  const mandatory = mandatoryRaceWith(costModifiers(s, seat), info);
  const fitting: number[] = [];
  for (const c of hand) {
    if (holds(allies, c)) continue;
    const fits = isKrakenAlly(c)
      ? racesFit(mask, krakens + 1, info.races, mandatory)
      : racesFit(mask | (1 << allyRace(c)), krakens, info.races, mandatory);
    if (fits) fitting.push(c);
  }
  return distinctAllies(fitting);
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
};

/**
 * Kraken games: the recruit actions legalActions listed from `from` on get their final form.
 * A payment Allies may still join (`more`) is listed once (its Nebulis are chosen at 'pay');
 * any other is listed once per legal Nebulis amount.
 */
export function finishRecruitListing(s: GameState, seat: number, out: Action[], from: number): void {
  // Nothing to split where every payment is open or paid by the Pearls alone with no Nebulis to offer.
  if (from === out.length) return;
  const pearls = s.players[seat].pearls;
  const m = costModifiers(s, seat);
  const reach = nebulisReach(s, seat);
  let split = false;
  for (let i = from; i < out.length && !split; i++) {
    const a = out[i];
    if (a.type === 'recruit' && !a.more && (reach > 0 || priceOf(s, m, a.lord, a.allies) > pearls)) split = true;
  }
  if (!split) return;
  const listed = out.splice(from);
  for (const a of listed) {
    if (a.type !== 'recruit') continue;
    if (a.more) {
      out.push(a);
      continue;
    }
    // Each legal Nebulis amount, ascending (the Kraken's currency: currencyOptions, without its array).
    const price = priceOf(s, m, a.lord, a.allies);
    if (pearls >= price) out.push({ type: 'recruit', lord: a.lord, allies: a.allies });
    const most = Math.min(price, reach);
    for (let n = 1; n <= most; n++) if (nebulisAllowed(s, seat, price, n)) out.push({ type: 'recruit', lord: a.lord, allies: a.allies, nebulis: n });
  }
}

/** The Pearls a listed payment leaves to pay (its races already fit). */
function priceOf(s: GameState, m: CostModifiers, lord: number, allies: readonly number[]): number {
  let total = 0;
  for (let i = 0; i < allies.length; i++) total += allyValue(allies[i]);
  return Math.max(0, recruitCostWith(m, lord, requirement(s, lord)) - total);
}
