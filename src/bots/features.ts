// Facts a player can work out from their own view: costs, what the hand can pay for,
// what a Location or a Lord is worth to them. Nothing here reads hidden information.
import {
  GUILD_RACE, GUILDS, LOCATION, LOCATION_COUNT, LOCATION_ID_LIMIT, LOCATIONS, LORD, LORDS, RACE_COUNT, allyRace, allyValue,
  isKrakenAlly, locationValue, raceIndex,
  type OutcastCard, type PlayerPublicView, type PlayerState, type PlayerView,
} from '../engine/index.ts';
import { PLACEHOLDER_OUTCASTS } from '../engine/outcast-deck.ts';
import { lootLocationWorth, nebulisOf } from './kraken.ts';

export const AVERAGE_MONSTER_TOKEN = 2.75;

export function selfOf(view: PlayerView): PlayerPublicView {
  if (view.seat === null) throw new Error('A spectator view has no player.');
  return view.players[view.seat];
}

export function hasActive(p: PlayerPublicView, lord: number): boolean {
  return p.lords.includes(lord) && !p.assassinated.includes(lord);
}

export function isShielded(p: PlayerPublicView): boolean {
  return hasActive(p, LORD.shaman);
}

/** Whether an opponent of `seat` has `lord` active and its (Military) power reaches `seat`. */
export function opponentHasActive(view: PlayerView, seat: number, lord: number): boolean {
  if (LORDS[lord].guild === 'military' && isShielded(view.players[seat])) return false;
  return view.players.some((o) => o.seat !== seat && hasActive(o, lord));
}

/** De Profundis: Outcast ids start here (101 + index in the deck). */
export const OUTCAST_BASE = 101;

export function isOutcast(id: number): boolean {
  return id >= OUTCAST_BASE;
}

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

function outcastDeck(view: PlayerView): readonly OutcastCard[] {
  const dp = view.options.expansions?.deProfundis;
  if (typeof dp === 'object' && dp !== null && Array.isArray(dp.deck)) return dp.deck;
  return PLACEHOLDER_OUTCASTS;
}

export function courtCard(view: PlayerView, id: number): CourtCard {
  if (isOutcast(id)) {
    const o = outcastDeck(view)[id - OUTCAST_BASE];
    if (!o) return { ip: 0, keys: 0, cost: 99, races: 5, race: -1, outcast: null };
    return { ip: o.ip, keys: o.key ? 1 : 0, cost: o.cost, races: o.races, race: o.mandatoryRace === null ? -1 : raceIndex(o.mandatoryRace), outcast: o };
  }
  const l = LORDS[id];
  const race = GUILD_RACE[l.guild];
  return { ip: l.ip, keys: l.keys, cost: l.cost, races: l.races, race: race === null ? -1 : raceIndex(race), outcast: null };
}

/** Recruitment cost for `seat` (Recruiter +2 on every card, Treasurer −2 on Lords), as the engine computes it. */
export function costFor(view: PlayerView, seat: number, lord: number): number {
  let cost = courtCard(view, lord).cost;
  if (opponentHasActive(view, seat, LORD.recruiter)) cost += 2;
  if (!isOutcast(lord) && hasActive(view.players[seat], LORD.treasurer)) cost -= 2;
  return Math.max(0, cost);
}

/** The race index a payment must include, or -1. */
export function mandatoryFor(view: PlayerView, seat: number, lord: number): number {
  if (hasActive(view.players[seat], LORD.diplomat)) return -1;
  return courtCard(view, lord).race;
}

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
function krakenValues(hand: readonly number[]): number[] {
  let out: number[] | null = null;
  for (const c of hand) if (isKrakenAlly(c)) (out ??= []).push(allyValue(c));
  return out ? out.sort((a, b) => b - a) : NO_KRAKENS;
}
const NO_KRAKENS: number[] = [];

/**
 * How many Pearls short the best payment for `lord` from `hand` is (≤ 0: affordable with
 * Allies alone), or Infinity when the hand lacks the races.
 */
export function shortfall(view: PlayerView, seat: number, hand: readonly number[], lord: number): number {
  const info = courtCard(view, lord);
  const totals = raceTotals(hand);
  const mandatory = mandatoryFor(view, seat, lord);
  // Kraken Allies are wild: each may stand for a missing race, or join a race already paid.
  const wild = view.kraken ? krakenValues(hand).slice() : NO_KRAKENS;
  let best = mandatory >= 0 ? totals[mandatory] : 0;
  if (mandatory >= 0 && totals[mandatory] === 0) {
    if (wild.length === 0) return Infinity;
    best = wild.shift()!;
  }
  const others: number[] = [];
  for (let r = 0; r < RACE_COUNT; r++) if (r !== mandatory && totals[r] > 0) others.push(totals[r]);
  const need = mandatory >= 0 ? info.races - 1 : info.races;
  while (others.length < need && wild.length > 0) others.push(wild.shift()!);
  if (others.length < need) return Infinity;
  others.sort((a, b) => b - a);
  for (let i = 0; i < need; i++) best += others[i];
  for (const v of wild) best += v;
  return costFor(view, seat, lord) - best;
}

export function canAfford(view: PlayerView, seat: number, hand: readonly number[], pearls: number, lord: number): boolean {
  return shortfall(view, seat, hand, lord) <= pearls;
}

/** A PlayerState-shaped copy of public data, enough for the engine's locationValue. */
export function asPlayerState(p: PlayerPublicView): PlayerState {
  const out = ({
    pearls: p.pearls,
    hand: p.hand ?? [],
    affiliated: p.affiliated,
    lords: p.lords,
    assassinated: p.assassinated,
    locations: p.locations,
    keyTokens: p.keyTokens,
    monsters: [],
    outcasts: [],
  }) as PlayerState;
  if (p.nebulis !== undefined) out.nebulis = p.nebulis;
  return out;
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
  const seen = new Set<number>([...view.locationsAvailable, ...view.locationsOut]);
  for (const p of view.players) for (const l of p.locations) seen.add(l.id);
  const out: number[] = [];
  const last = view.kraken ? LOCATION_ID_LIMIT - 1 : LOCATION_COUNT;
  for (let id = 1; id <= last; id++) if (!seen.has(id)) out.push(id);
  return out;
}

/** Expected best of `k` values drawn without replacement from `values`. */
export function expectedMaxOfDraw(values: readonly number[], k: number): number {
  const m = values.length;
  if (m === 0 || k <= 0) return 0;
  k = Math.min(k, m);
  const sorted = [...values].sort((a, b) => a - b);
  // P(max is the j-th smallest, 1-based) = C(j-1, k-1) / C(m, k).
  let total = 0;
  const logC = (n: number, r: number): number => {
    let x = 0;
    for (let i = 1; i <= r; i++) x += Math.log(n - r + i) - Math.log(i);
    return x;
  };
  const denom = logC(m, k);
  for (let j = k; j <= m; j++) total += sorted[j - 1] * Math.exp(logC(j - 1, k - 1) - denom);
  return total;
}

/** Lords the player can still expect to gain before the end (a rough projection). */
export function remainingLords(view: PlayerView, p: PlayerPublicView): number {
  if (view.finalRound) return 0;
  const most = Math.max(...view.players.map((o) => o.lordCount));
  return Math.max(0, Math.min(7 - p.lordCount, 7 - most + 1));
}

/**
 * What a Location will be worth to `seat` at the end: its value now, nudged by how the
 * player's Lords and Allies are likely to grow.
 */
export function locationWorth(view: PlayerView, seat: number, location: number, unseen?: readonly number[], nested = false): number {
  const me = view.players[seat];
  const p = asPlayerState(me);
  const remaining = remainingLords(view, me);
  if (location === LOCATION.cityOfMirrors) {
    let best = 0;
    for (const o of view.players) {
      if (o.seat === seat) continue;
      for (const l of o.locations) {
        if (l.id !== LOCATION.cityOfMirrors && l.id !== LOCATION.blackSmokers) best = Math.max(best, locationWorth(view, seat, l.id, unseen, true));
      }
    }
    return Math.max(best, view.finalRound ? 0 : 7);
  }
  if (location === LOCATION.blackSmokers) {
    if (nested) return 0;
    const stack = (unseen ?? unseenLocations(view)).filter((l) => l !== LOCATION.blackSmokers);
    if (stack.length === 0) return 0;
    return Math.max(...stack.map((l) => locationWorth(view, seat, l, stack, true)));
  }
  const now = locationValue(location, p);
  const sc = LOCATIONS[location].scoring;
  const lords = me.lordCount;
  switch (sc.kind) {
    case 'perLordOfGuild':
      return now + sc.per * remaining * 0.2;
    case 'perAffiliatedOfRace':
      return now + sc.per * remaining * 0.15;
    case 'perGuild': {
      const guilds = GUILDS.filter((g) => [...me.lords, ...me.locations.flatMap((l) => l.lords)].some((l) => LORDS[l].guild === g)).length;
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
      let coming = 0;
      for (const c of me.hand ?? []) if (isKrakenAlly(c)) coming += allyValue(c) - 1;
      return Math.max(0, sc.base - sc.per * (nebulisOf(me) + coming + 0.3 * remaining));
    }
    case 'lootSum':
      // Searched already (its Loot is on it), or the search it will bring.
      return me.locations.some((l) => l.id === location && l.loot) ? now : lootLocationWorth(view);
    default:
      return now;
  }
}

/** Extra IP a new Ally affiliation of this race and value brings (best of race, race Locations). */
export function affiliationGain(view: PlayerView, seat: number, card: number): number {
  const me = view.players[seat];
  const race = allyRace(card);
  // A Kraken Ally is never affiliated.
  if (race >= RACE_COUNT) return 0;
  const value = allyValue(card);
  const best = bestAffiliated(me);
  let gain = Math.max(0, value - best[race]);
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
