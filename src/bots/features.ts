// Facts a player can work out from their own view: costs, what the hand can pay for,
// what a Location or a Lord is worth to them. Nothing here reads hidden information.
import {
  GUILDS, LOCATION, LOCATION_COUNT, LOCATION_ID_LIMIT, LOCATIONS, LORDS, RACE_COUNT, allyRace, allyValue,
  costModifiers, hasActiveLord, isKrakenAlly, isOutcast, isProtected, krakenNebulis, locationValue, mandatoryRaceWith, opponentHasActive as engineOpponentHasActive,
  outcastDeckOf, raceIndex, recruitCostWith, requirement,
  OUTCAST_BASE, RECRUITS_TO_END, type CostModifiers, type OptionsRead, type OutcastCard, type PlayerPublicView, type PlayerView,
} from '../engine/index.ts';
import { lootLocationWorth } from './kraken.ts';

export const AVERAGE_MONSTER_TOKEN = 2.75;

export function selfOf(view: PlayerView): PlayerPublicView {
  if (view.seat === null) throw new Error('A spectator view has no player.');
  return view.players[view.seat];
}

/** `lord` is in play for `p`: held and not assassinated (the engine's rule). */
export const hasActive: (p: PlayerPublicView, lord: number) => boolean = hasActiveLord;

/** The Shaman shields `p` from Military powers (the engine's rule). */
export const isShielded: (p: PlayerPublicView) => boolean = isProtected;

/** Whether an opponent of `seat` has `lord` active and its (Military) power reaches `seat` (the engine's rule). */
export const opponentHasActive: (view: PlayerView, seat: number, lord: number) => boolean = engineOpponentHasActive;

/** What a Court card asks and gives, for a Lord or (De Profundis) an Outcast. */
export interface CourtCard {
  ip: number;
  keys: number;
  cost: number;
  races: number;
  /** Mandatory race index, or -1. */
  race: number;
  outcast: OutcastCard | null;
}

// Court cards are read many times per decision (search playouts): built once, shared, never changed.
// What they ask is the engine's `requirement`; what they give is their card's.
const NO_EXPANSIONS: OptionsRead = { options: {} };
const LORD_CARDS: readonly CourtCard[] = LORDS.map((l, id) => {
  const { cost, races, race } = requirement(NO_EXPANSIONS, id);
  return { ip: l.ip, keys: l.keys, cost, races, race, outcast: null };
});
const UNKNOWN_OUTCAST: CourtCard = { ip: 0, keys: 0, cost: 99, races: 5, race: -1, outcast: null };
const NO_OUTCASTS: readonly OutcastCard[] = [];
const OUTCAST_CARDS = new WeakMap<readonly OutcastCard[], CourtCard[]>();

function outcastCard(view: OptionsRead, o: OutcastCard, index: number): CourtCard {
  const { cost, races, race } = requirement(view, OUTCAST_BASE + index);
  return { ip: o.ip, keys: o.key ? 1 : 0, cost, races, race, outcast: o };
}

/** What a Court card asks and gives (a shared object: read it, never change it). */
export function courtCard(view: PlayerView, id: number): CourtCard {
  if (!isOutcast(id)) return LORD_CARDS[id];
  const deck = outcastDeckOf(view.options) ?? NO_OUTCASTS;
  let cards = OUTCAST_CARDS.get(deck);
  if (!cards) OUTCAST_CARDS.set(deck, (cards = deck.map((o, i) => outcastCard(view, o, i))));
  return cards[id - OUTCAST_BASE] ?? UNKNOWN_OUTCAST;
}

/** The powers that change what recruiting asks of `seat` (the engine's rule): the same for every Lord of a decision. */
export type RecruitTerms = CostModifiers;

export const recruitTerms: (view: PlayerView, seat: number) => RecruitTerms = costModifiers;

/** Recruitment cost of `lord` (its Court card `card`) under `terms`: the engine's recruitCostWith. */
export const termsCost = (terms: RecruitTerms, card: CourtCard, lord: number): number => recruitCostWith(terms, lord, card);

/** Per race, the value of the hand's Allies of that race (Kraken Allies, of no race, left out). */
export function raceTotals(hand: readonly number[]): number[] {
  const totals = [0, 0, 0, 0, 0];
  for (const c of hand) {
    const r = allyRace(c);
    if (r < RACE_COUNT) totals[r] += allyValue(c);
  }
  return totals;
}

/** Values of the Kraken Allies in `hand`, highest first (empty in base games). */
export function krakenValues(hand: readonly number[]): readonly number[] {
  let out: number[] | null = null;
  for (const c of hand) if (isKrakenAlly(c)) (out ??= []).push(allyValue(c));
  return out ? out.sort(descending) : NO_KRAKENS;
}

function descending(a: number, b: number): number {
  return b - a;
}
export const NO_KRAKENS: readonly number[] = [];

/**
 * How many Pearls short the best payment for `lord` from `hand` is (≤ 0: affordable with
 * Allies alone), or Infinity when the hand lacks the races.
 */
export function shortfall(view: PlayerView, seat: number, hand: readonly number[], lord: number): number {
  return shortfallFrom(recruitTerms(view, seat), courtCard(view, lord), lord, raceTotals(hand), view.kraken ? krakenValues(hand) : NO_KRAKENS);
}

/** Scratch for shortfallFrom: the other races' totals, highest first. */
const OTHERS = [0, 0, 0, 0, 0];

/**
 * shortfall of `lord` (its Court card `info`) under `terms`, from the hand's race totals
 * (raceTotals) and its Kraken Allies' values, highest first (none outside Kraken games):
 * a decision asks it of every Court Lord.
 */
export function shortfallFrom(terms: RecruitTerms, info: CourtCard, lord: number, totals: readonly number[], wild: readonly number[]): number {
  const mandatory = mandatoryRaceWith(terms, info);
  // Kraken Allies are wild: each may stand for a missing race, or join a race already paid.
  let w = 0;
  let best = mandatory >= 0 ? totals[mandatory] : 0;
  if (mandatory >= 0 && totals[mandatory] === 0) {
    if (wild.length === 0) return Infinity;
    best = wild[w++];
  }
  // The other races present, highest first (insertion sort of at most five).
  let k = 0;
  for (let r = 0; r < RACE_COUNT; r++) {
    const t = totals[r];
    if (r === mandatory || t <= 0) continue;
    let i = k++;
    while (i > 0 && OTHERS[i - 1] < t) {
      OTHERS[i] = OTHERS[i - 1];
      i--;
    }
    OTHERS[i] = t;
  }
  const need = mandatory >= 0 ? info.races - 1 : info.races;
  // Wild cards stand for the races missing; the best `need` races count; every other wild card joins a race.
  // (All integers: the order of the sums does not matter.)
  if (k < need && wild.length - w < need - k) return Infinity;
  for (let i = 0; i < k && i < need; i++) best += OTHERS[i];
  for (; w < wild.length; w++) best += wild[w];
  return termsCost(terms, info, lord) - best;
}

export function canAfford(view: PlayerView, seat: number, hand: readonly number[], pearls: number, lord: number): boolean {
  return shortfall(view, seat, hand, lord) <= pearls;
}

export function bestAffiliated(p: PlayerPublicView): number[] {
  const best = [0, 0, 0, 0, 0];
  for (const c of p.affiliated) best[allyRace(c)] = Math.max(best[allyRace(c)], allyValue(c));
  return best;
}

export function lordCountOf(p: PlayerPublicView): number {
  return p.lordCount;
}

/** Every Location not visible anywhere: in the face-down stack (as a set, order unknown). */
export function unseenLocations(view: PlayerView): number[] {
  if (view.locationStack) return view.locationStack.slice();
  const seen = SEEN_LOCATIONS.fill(0);
  for (const id of view.locationsAvailable) seen[id] = 1;
  for (const id of view.locationsOut) seen[id] = 1;
  for (const p of view.players) for (const l of p.locations) seen[l.id] = 1;
  const out: number[] = [];
  const last = view.kraken ? LOCATION_ID_LIMIT - 1 : LOCATION_COUNT;
  for (let id = 1; id <= last; id++) if (!seen[id]) out.push(id);
  return out;
}
const SEEN_LOCATIONS = new Uint8Array(LOCATION_ID_LIMIT);

/** Expected best of `k` values drawn without replacement from `values`. */
export function expectedMaxOfDraw(values: readonly number[], k: number): number {
  if (values.length === 0 || k <= 0) return 0;
  return expectedMaxOfSorted(Float64Array.from(values).sort(), k);
}

/** expectedMaxOfDraw of values already sorted, lowest first (to draw several counts from the same values). */
export function expectedMaxOfSorted(sorted: ArrayLike<number>, k: number): number {
  const m = sorted.length;
  if (m === 0 || k <= 0) return 0;
  k = Math.min(k, m);
  const weights = drawWeights(m, k);
  let total = 0;
  for (let j = k; j <= m; j++) total += sorted[j - 1] * weights[j];
  return total;
}

/** drawWeights by m * 1024 + k: the same few draws are valued again and again. */
const DRAW_WEIGHTS = new Map<number, Float64Array>();

/** P(the best of `k` drawn from `m` is the j-th smallest, 1-based) = C(j-1, k-1) / C(m, k), by j. */
function drawWeights(m: number, k: number): Float64Array {
  const key = m * 1024 + k;
  let weights = DRAW_WEIGHTS.get(key);
  if (!weights) {
    weights = new Float64Array(m + 1);
    const denom = logC(m, k);
    for (let j = k; j <= m; j++) weights[j] = Math.exp(logC(j - 1, k - 1) - denom);
    DRAW_WEIGHTS.set(key, weights);
  }
  return weights;
}

function logC(n: number, r: number): number {
  let x = 0;
  for (let i = 1; i <= r; i++) x += Math.log(n - r + i) - Math.log(i);
  return x;
}

/** Lords the player can still expect to gain before the end (a rough projection). */
export function remainingLords(view: PlayerView, p: PlayerPublicView): number {
  if (view.finalRound) return 0;
  return projectedLords(p.lordCount, mostLords(view.players));
}

function mostLords(players: readonly PlayerPublicView[]): number {
  let most = -Infinity;
  for (const o of players) if (o.lordCount > most) most = o.lordCount;
  return most;
}

function projectedLords(lordCount: number, most: number): number {
  return Math.max(0, Math.min(RECRUITS_TO_END - lordCount, RECRUITS_TO_END - most + 1));
}

/** What locationWorth reads of the player it values for. */
export type Holder = Pick<PlayerPublicView, 'lords' | 'locations' | 'affiliated' | 'nebulis' | 'hand' | 'lordCount'>;

/**
 * What a Location will be worth to `seat` at the end: its value now, nudged by how the
 * player's Lords and Allies are likely to grow.
 */
export function locationWorth(view: PlayerView, seat: number, location: number, unseen?: readonly number[], nested = false): number {
  return locationWorthFor(view, seat, view.players[seat], mostLords(view.players), location, unseen, nested);
}

/**
 * locationWorth for `seat` as if it held `me` (its own tableau, or one with a Lord more),
 * where `most` is the most Lords anyone holds then: no copy of the view is needed.
 */
export function locationWorthFor(
  view: PlayerView, seat: number, me: Holder, most: number, location: number, unseen?: readonly number[], nested = false,
): number {
  const remaining = view.finalRound ? 0 : projectedLords(me.lordCount, most);
  if (location === LOCATION.cityOfMirrors) {
    let best = 0;
    for (const o of view.players) {
      if (o.seat === seat) continue;
      for (const l of o.locations) {
        if (l.id !== LOCATION.cityOfMirrors && l.id !== LOCATION.blackSmokers) best = Math.max(best, locationWorthFor(view, seat, me, most, l.id, unseen, true));
      }
    }
    return Math.max(best, view.finalRound ? 0 : 7);
  }
  if (location === LOCATION.blackSmokers) {
    if (nested) return 0;
    const stack = (unseen ?? unseenLocations(view)).filter(notBlackSmokers);
    if (stack.length === 0) return 0;
    let best = -Infinity;
    for (const l of stack) best = Math.max(best, locationWorthFor(view, seat, me, most, l, stack, true));
    return best;
  }
  const now = locationValue(location, me);
  const sc = LOCATIONS[location].scoring;
  const lords = me.lordCount;
  switch (sc.kind) {
    case 'perLordOfGuild':
      return now + sc.per * remaining * 0.2;
    case 'perAffiliatedOfRace':
      return now + sc.per * remaining * 0.15;
    case 'perGuild': {
      let guilds = 0;
      for (const g of GUILDS) if (holdsGuild(me, g)) guilds++;
      return now + sc.per * Math.min(remaining, GUILDS.length - guilds) * 0.6;
    }
    case 'weakestLordTimes':
      return lords === 0 ? 8 : now * 0.9;
    case 'strongestLord':
      return lords === 0 ? 8 : Math.max(now, Math.min(10, now + remaining * 0.5));
    case 'minusPerLord':
      return Math.max(0, now - remaining);
    case 'perLordWithKey':
    case 'perLordWithoutKey':
      return now + sc.per * remaining * 0.45;
    case 'sumWeakestAffiliated':
      return now + 0.4 * remaining;
    case 'minusPerAffiliated':
      return Math.max(0, now - remaining - 2);
    case 'minusPerNebulis': {
      // The Kraken's Lair: Nebulis still to come (a Kraken Ally in hand gives value − 1).
      const coming = krakenNebulis(me.hand ?? []);
      return Math.max(0, sc.base - sc.per * ((me.nebulis ?? 0) + coming + 0.3 * remaining));
    }
    case 'lootSum':
      // Searched already (its Loot is on it), or the search it will bring.
      return me.locations.some((l) => l.id === location && l.loot) ? now : lootLocationWorth(view);
    default:
      return now;
  }
}

function notBlackSmokers(l: number): boolean {
  return l !== LOCATION.blackSmokers;
}

/** Whether any of the player's Lords (free or under a Location) is of `guild`. */
function holdsGuild(me: Holder, guild: string): boolean {
  for (const l of me.lords) if (LORDS[l].guild === guild) return true;
  for (const loc of me.locations) for (const l of loc.lords) if (LORDS[l].guild === guild) return true;
  return false;
}

/** Extra IP a new Ally affiliation of this race and value brings (best of race, race Locations). */
export function affiliationGain(view: PlayerView, seat: number, card: number): number {
  const me = view.players[seat];
  const race = allyRace(card);
  // A Kraken Ally is never affiliated.
  if (race >= RACE_COUNT) return 0;
  const value = allyValue(card);
  let best = 0;
  for (const c of me.affiliated) if (allyRace(c) === race) best = Math.max(best, allyValue(c));
  let gain = Math.max(0, value - best);
  for (const l of me.locations) {
    const sc = LOCATIONS[l.id].scoring;
    if (sc.kind === 'perAffiliatedOfRace' && raceIndex(sc.race) === race) gain += sc.per;
    else if (sc.kind === 'minusPerAffiliated') gain -= 1;
    else if (sc.kind === 'sumWeakestAffiliated') {
      const of = me.affiliated.filter((c) => allyRace(c) === race).map(allyValue);
      if (of.length === 0) gain += value;
      else if (value < Math.min(...of)) gain -= Math.min(...of) - value;
    }
  }
  return gain;
}
