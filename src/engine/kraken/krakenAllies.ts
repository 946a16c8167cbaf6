// Kraken Allies: a wild race when recruiting, never affiliated, (value − 1) Nebulis to their
// owner when spent or left in hand at the end (unless the Cleaner), and a Kraken left on the
// track goes to the Council stack the explorer chooses. docs/kraken.md, "Kraken Allies".
import { KRAKEN_RACE, LORD, RACE_COUNT, allyRace, allyValue, isKrakenAlly } from '../cards.ts';
import { distinctAllies } from '../explore.ts';
import { type PaymentRules, currencyOptions } from '../hooks.ts';
import { costModifiers, mandatoryRaceWith, recruitCostWith, requirement } from '../recruit.ts';
import { type Ctx, hasActiveLord, holds, say } from '../state.ts';
import { own, ownPlayer } from '../state-copy.ts';
import type { Action, GameState } from '../types.ts';
import { figureCheck, gainNebulis } from './nebulis.ts';
import { nebulisReach } from './payments.ts';
import { krakenNebulis } from './values.ts';

const REAL_RACES = (1 << RACE_COUNT) - 1;

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
 * payment that still covers the cost), one per choice of interchangeable cards. Slower than
 * the base search, and only used when the hand holds a Kraken.
 */
export function krakenPayments(s: GameState, seat: number, lord: number): number[][] {
  const hand = s.players[seat].hand;
  const info = requirement(s, lord);
  const m = costModifiers(s, seat);
  const cost = recruitCostWith(m, lord, info);
  // Classes of interchangeable cards (race, value), races ascending, Krakens last.
  const classes: CardClass[] = [];
  for (const c of hand) {
    const race = allyRace(c);
    const value = allyValue(c);
    const k = classOf(classes, race, value);
    if (k) k.cards.push(c);
    else classes.push({ race, value, cards: [c] });
  }
  classes.sort((a, b) => a.race - b.race || a.value - b.value);
  const rest = new Array<number>(classes.length + 1).fill(0);
  for (let i = classes.length - 1; i >= 0; i--) rest[i] = rest[i + 1] + classes[i].value * classes[i].cards.length;
  const k: KrakenSearch = {
    classes,
    rest,
    taken: new Array<number>(classes.length).fill(0),
    perRace: new Array<number>(RACE_COUNT + 1).fill(0),
    out: [],
    races: info.races,
    mandatory: mandatoryRaceWith(m, info),
    cost,
    need: cost - s.players[seat].pearls - nebulisReach(s, seat),
  };
  walk(k, 0, 0);
  return k.out;
}

interface CardClass { race: number; value: number; cards: number[] }

/**
 * krakenPayments' search: plain functions over this record rather than closures made for
 * each call (the listing asks for Kraken payments once per Lord and listing).
 */
interface KrakenSearch {
  classes: CardClass[];
  /** Value of all the cards of classes[i..]: rest[i]. */
  rest: number[];
  /** Cards taken of each class. */
  taken: number[];
  /** Cards taken of each race, Krakens at KRAKEN_RACE. */
  perRace: number[];
  out: number[][];
  races: number;
  mandatory: number;
  cost: number;
  need: number;
}

function classOf(classes: readonly CardClass[], race: number, value: number): CardClass | undefined {
  for (const k of classes) if (k.race === race && k.value === value) return k;
  return undefined;
}

function fits(k: KrakenSearch, mask: number): boolean {
  return racesFit(mask & REAL_RACES, k.perRace[KRAKEN_RACE], k.races, k.mandatory);
}

function maskNow(k: KrakenSearch): number {
  let mask = 0;
  for (let r = 0; r < RACE_COUNT; r++) if (k.perRace[r] > 0) mask |= 1 << r;
  return mask;
}

function minimal(k: KrakenSearch, total: number): boolean {
  const { classes, taken, perRace } = k;
  for (let i = 0; i < classes.length; i++) {
    if (taken[i] === 0) continue;
    const c = classes[i];
    if (total - c.value < k.cost) continue;
    perRace[c.race]--;
    const still = (perRace[KRAKEN_RACE] > 0 || maskNow(k) !== 0) && fits(k, maskNow(k));
    perRace[c.race]++;
    if (still) return false;
  }
  return true;
}

function walk(k: KrakenSearch, i: number, total: number): void {
  const { classes, taken, perRace } = k;
  if (total + k.rest[i] < k.need) return;
  if (popcount(maskNow(k)) > k.races) return;
  if (i === classes.length) {
    if (total === 0 || total < k.need || !fits(k, maskNow(k)) || !minimal(k, total)) return;
    const allies: number[] = [];
    for (let j = 0; j < classes.length; j++) for (let t = 0; t < taken[j]; t++) allies.push(classes[j].cards[t]);
    k.out.push(allies);
    return;
  }
  const c = classes[i];
  for (let n = 0; n <= c.cards.length; n++) {
    taken[i] = n;
    perRace[c.race] += n;
    // Taking more only adds value and cards: once a card is surely removable, stop.
    if (n > 0 && surelyRemovable(k, i, total + n * c.value)) {
      perRace[c.race] -= n;
      break;
    }
    walk(k, i + 1, total + n * c.value);
    perRace[c.race] -= n;
  }
  taken[i] = 0;
}

/**
 * A card of a real race that another taken card shares leaves the races as they are when
 * removed: if the rest already covers the cost, no completion of this payment is minimal
 * (totals and race counts only grow further down), so the search skips them all.
 */
function surelyRemovable(k: KrakenSearch, upTo: number, total: number): boolean {
  for (let j = 0; j <= upTo; j++) {
    const c = k.classes[j];
    if (k.taken[j] === 0 || total - c.value < k.cost) continue;
    if (c.race !== KRAKEN_RACE ? k.perRace[c.race] >= 2 : krakenSpare(k)) return true;
  }
  return false;
}

/**
 * One Kraken fewer still stands for every race the Lord needs, whatever is added later
 * (more real races and more Krakens only help; one Kraken must stay for racesFit's wild case).
 */
function krakenSpare(k: KrakenSearch): boolean {
  return k.perRace[KRAKEN_RACE] >= 2 && k.races <= popcount(maskNow(k)) + k.perRace[KRAKEN_RACE] - 1;
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
    for (const lord of lords) {
      for (const allies of krakenPayments(s, seat, lord)) {
        out.push(krakenExtraAllies(s, seat, lord, allies).length > 0 ? { type: 'recruit', lord, allies, more: true } : { type: 'recruit', lord, allies });
      }
    }
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
  const pearls = s.players[seat].pearls;
  // Nothing to split where every payment is open or paid by the Pearls alone with no Nebulis to offer.
  const reach = nebulisReach(s, seat);
  let split = false;
  for (let i = from; i < out.length && !split; i++) {
    const a = out[i];
    if (a.type === 'recruit' && !a.more && (reach > 0 || priceOf(s, seat, a.lord, a.allies) > pearls)) split = true;
  }
  if (!split) return;
  const listed = out.splice(from);
  for (const a of listed) {
    if (a.type !== 'recruit') continue;
    if (a.more) {
      out.push(a);
      continue;
    }
    for (const n of currencyOptions(s, seat, priceOf(s, seat, a.lord, a.allies))) {
      out.push(n > 0 ? { type: 'recruit', lord: a.lord, allies: a.allies, nebulis: n } : { type: 'recruit', lord: a.lord, allies: a.allies });
    }
  }
}

/** The Pearls a listed payment leaves to pay (its races already fit). */
function priceOf(s: GameState, seat: number, lord: number, allies: readonly number[]): number {
  let total = 0;
  for (let i = 0; i < allies.length; i++) total += allyValue(allies[i]);
  return Math.max(0, recruitCostWith(costModifiers(s, seat), lord, requirement(s, lord)) - total);
}
