// The Kraken payment listing as it was before it worked from a per-race summary (issue 26),
// kept as the reference for the order of the listing: the engine's listing must give the same
// payments in the same order (kraken-listing.test.ts). Do not optimise this file.
import { KRAKEN_RACE, RACE_COUNT, allyRace, allyValue } from '../../src/engine/cards.ts';
import { racesFit } from '../../src/engine/kraken/krakenAllies.ts';
import { nebulisReach } from '../../src/engine/kraken/payments.ts';
import { costModifiers, mandatoryRaceWith, recruitCostWith, requirement } from '../../src/engine/recruit.ts';
import type { GameState } from '../../src/engine/types.ts';

const REAL_RACES = (1 << RACE_COUNT) - 1;

function popcount(x: number): number {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
}

/**
 * Payments for `lord` from a hand that holds Kraken Allies, listed as the base listing does
 * (payments.ts): valid payments with no removable Ally (no Ally whose removal leaves a valid
 * payment that still covers the cost), one per choice of interchangeable cards. Slower than
 * the base search, and only used when the hand holds a Kraken.
 */
export function referenceKrakenPayments(s: GameState, seat: number, lord: number): number[][] {
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
