// The greedy bot: rules of thumb an intermediate player would recognise. It values Lords by
// IP, keys and power, recruits whenever a good payment exists, buys cheap Allies it needs,
// fights at good Threat levels, takes Council stacks worth the action and picks Locations
// that score for it. Every decision kind has an answer; it only ever returns one of view.legal.
// The Kraken's and the Leviathan's rules of thumb live in greedy-kraken.ts and greedy-leviathan.ts.
import {
  LEVIATHAN_LORD_FIRST, LOCATION, LORD, LORDS, RACE_COUNT, RECRUITS_TO_END, RACES, THREAT_REWARDS, allyRace, allyValue, isKrakenAlly, isOutcast, raceIndex,
  type Action, type PlayerPublicView, type PlayerView, type ReadonlyPlayerView, type Reward,
} from '../engine/index.ts';
import {
  AVERAGE_MONSTER_TOKEN, NO_KRAKENS, affiliationGain, bestAffiliated, courtCard, expectedMaxOfSorted, hasActive,
  isShielded, krakenValues, locationWorth, locationWorthFor, opponentHasActive, raceTotals, recruitTerms, remainingLords, selfOf,
  shortfallFrom, termsCost, unseenLocations, type Holder, type RecruitTerms,
} from './features.ts';
import { FIGURE_IP, krakenBurden, krakenNebulis, nebulisOf, nebulisShed } from './kraken.ts';
import { krakenDecisionScores, krakenPowerValue, type GreedyKit } from './greedy-kraken.ts';
import { LEVIATHAN_KINDS, leviathanDecisionScores, leviathanPowerValue } from './greedy-leviathan.ts';
import { leviathanPoints } from './leviathan.ts';
import { makeRng, type Rng } from './rng.ts';
import type { Bot } from './types.ts';

export interface GreedyOptions {
  /** Standard deviation of noise added to every option's score (0: deterministic). */
  noise?: number;
  /** Probability of a uniformly random legal action instead of the greedy one. */
  epsilon?: number;
}

/** Tunable weights, in IP. */
export const W = {
  pearl: 1.0,
  key: 3.2,
  cardBase: 0.35,
  cardPerValue: 0.5,
  explore: 3.6,
  supportPerCard: 1.55,
  needMissingMandatory: 1.0,
  needMissingRace: 0.45,
  minRecruitNet: -0.5,
};

/**
 * Values memoised by small id (a Lord, a card, a Location) for one decision: a decision lists
 * dozens of payments per Lord (search playouts), and they share these. Entries are stamped
 * with the decision that wrote them, so nothing is cleared or allocated per decision.
 */
class Memo {
  private readonly values = new Float64Array(MEMO_IDS);
  private readonly stamps = new Float64Array(MEMO_IDS);
  has(stamp: number, id: number): boolean {
    return this.stamps[id] === stamp;
  }
  get(id: number): number {
    return this.values[id];
  }
  set(stamp: number, id: number, value: number): number {
    this.values[id] = value;
    this.stamps[id] = stamp;
    return value;
  }
}
/**
 * Lord, card and Location ids (Outcasts from 101 included) are below this. A larger id is
 * never memoised: a typed array drops writes past its end and reads undefined there.
 */
const MEMO_IDS = 256;
const LORD_BASE = new Memo();
const LORD_COST = new Memo();
const SHORTFALL = new Memo();
const AFFILIATION = new Memo();
const PLAIN_WORTH = new Memo();
let decisions = 0;

/** One decision's position, with what several of its actions' scores share computed once. */
class Ctx implements GreedyKit {
  readonly seat: number;
  readonly me: PlayerPublicView;
  readonly hand: number[];
  readonly finalTurn: boolean;
  /** Kraken game (view.kraken present): the Kraken rules of thumb apply. */
  readonly kraken: boolean;
  /** Leviathan game (view.leviathan present): the Leviathan rules of thumb apply. */
  readonly leviathan: boolean;
  /** This decision's stamp in the memos. */
  readonly stamp = ++decisions;
  /** Per race: how much an extra card of that race helps reach a Court Lord (computed on demand). */
  needCache: number[] | null = null;
  terms: RecruitTerms | null = null;
  handTotals: number[] | null = null;
  handWild: readonly number[] | null = null;
  standingCache: number | null = null;
  mostCache: number | null = null;
  unseenCache: Float64Array | null = null;
  masterOfMagic: boolean | null = null;
  /** The Pearls that the payment paymentValue last valued adds to its Allies. */
  pearlsPaid = 0;

  constructor(readonly view: PlayerView) {
    const me = selfOf(view);
    this.seat = me.seat;
    this.me = me;
    this.hand = me.hand ?? [];
    this.finalTurn = view.finalRound;
    this.kraken = view.kraken !== undefined;
    this.leviathan = view.leviathan !== undefined;
  }

  // The rules of thumb lent to the Kraken and Leviathan modules (GreedyKit).
  cardValue(card: number): number {
    return cardValue(this, card);
  }
  lordWorth(lord: number): number {
    return lordWorth(this, lord);
  }
  ownedLordWorth(lord: number): number {
    return ownedLordWorth(this, lord);
  }
  keyValue(): number {
    return keyValue(this);
  }
  need(): number[] {
    return need(this);
  }
  supportScore(races: readonly string[]): number {
    return supportScore(this, races);
  }
  standing(p: PlayerPublicView): number {
    return scoreEstimate(this.view, p);
  }
  affordable(lord: number): boolean {
    return affordable(this, lord);
  }
}

/** Per race, the value of the hand's Allies (Kraken Allies aside). */
function totalsOf(c: Ctx): number[] {
  return (c.handTotals ??= raceTotals(c.hand));
}

function termsOf(c: Ctx): RecruitTerms {
  return (c.terms ??= recruitTerms(c.view, c.seat));
}

/** What recruiting `lord` costs us (costFor). */
function lordCost(c: Ctx, lord: number): number {
  if (LORD_COST.has(c.stamp, lord)) return LORD_COST.get(lord);
  return LORD_COST.set(c.stamp, lord, termsCost(termsOf(c), courtCard(c.view, lord), lord));
}

/** Whether the hand and our Pearls pay for `lord` now (shortfall). */
function affordable(c: Ctx, lord: number): boolean {
  let short: number;
  if (SHORTFALL.has(c.stamp, lord)) short = SHORTFALL.get(lord);
  else {
    c.handWild ??= c.view.kraken ? krakenValues(c.hand) : NO_KRAKENS;
    short = SHORTFALL.set(c.stamp, lord, shortfallFrom(termsOf(c), courtCard(c.view, lord), lord, totalsOf(c), c.handWild));
  }
  return short <= c.me.pearls;
}

/** The most Lords any player holds. */
function mostLords(c: Ctx): number {
  if (c.mostCache === null) {
    let most = -Infinity;
    for (const p of c.view.players) if (p.lordCount > most) most = p.lordCount;
    c.mostCache = most;
  }
  return c.mostCache;
}

function need(c: Ctx): number[] {
  if (c.needCache) return c.needCache;
  const view = c.view;
  const totals = totalsOf(c);
  const diplomat = termsOf(c).diplomat;
  let distinct = 0;
  for (const t of totals) if (t > 0) distinct++;
  const out = [0, 0, 0, 0, 0];
  // Only a missing race counts: with all five in hand nothing is needed.
  if (distinct === 5) return (c.needCache = out);
  for (const lord of view.court) {
    const card = courtCard(view, lord);
    const mandatory = diplomat ? -1 : card.race;
    // A Lord whose mandatory race we hold and whose race count we reach adds nothing (its
    // shortfall need not be known).
    if ((mandatory < 0 || totals[mandatory] !== 0) && distinct >= card.races) continue;
    if (affordable(c, lord)) continue;
    const weight = Math.min(1.2, card.ip / 8);
    for (let r = 0; r < 5; r++) {
      if (totals[r] !== 0) continue;
      let n = 0;
      if (r === mandatory) n += W.needMissingMandatory;
      if (distinct < card.races) n += W.needMissingRace;
      out[r] = Math.max(out[r], n * weight);
    }
  }
  c.needCache = out;
  return out;
}

/** What holding this Ally is worth (future recruitments). */
function cardValue(c: Ctx, card: number): number {
  const race = allyRace(card);
  if (race < RACE_COUNT) return W.cardBase + W.cardPerValue * allyValue(card) + need(c)[race];
  // A Kraken Ally: wild (it helps wherever a race is missing), but its Nebulis come with it.
  return W.cardBase + W.cardPerValue * allyValue(card) + Math.max(...need(c)) - krakenBurden(c.view, c.seat, card);
}

/** What spending this Ally costs (it will not pay for a later Lord). */
function keepValue(c: Ctx, value: number): number {
  if (c.finalTurn) return 0.05 * value;
  return W.cardBase + W.cardPerValue * value;
}

function keyValue(c: Ctx): number {
  const locationsLeft = c.view.locationsAvailable.length + c.view.locationStackCount;
  if (locationsLeft === 0 || c.finalTurn) return 0;
  return c.me.keys >= 2 ? W.key * 1.2 : W.key;
}

function opponents(c: Ctx): PlayerPublicView[] {
  return c.view.players.filter((p) => p.seat !== c.seat);
}

/** Opponents a Military power of ours reaches. */
function reachable(c: Ctx): PlayerPublicView[] {
  return opponents(c).filter((p) => !isShielded(p));
}

/** The value of a Lord's power to its owner `c.me` (one-time effects and ongoing help). */
function powerValue(c: Ctx, lord: number, pearlsAfter: number): number {
  const turnsLeft = c.finalTurn ? 0 : Math.max(1, 2 * remainingLords(c.view, c.me));
  switch (lord) {
    case LORD.recruiter: return 0.4 * turnsLeft;
    case LORD.jailer: return 1.0 * reachable(c).filter((p) => p.handCount > 0).length;
    case LORD.seeker: return 0.6 * reachable(c).reduce((s, p) => s + Math.min(2, p.pearls), 0);
    case LORD.assassin: return 1.2 * reachable(c).filter((p) => p.lords.length > p.assassinated.length).length;
    case LORD.commander: return 0.2 * turnsLeft + reachable(c).filter((p) => p.handCount > 6).length;
    case LORD.tamer: return 0.1 * turnsLeft;
    case LORD.hunter: return reachable(c).some((p) => p.monsterCount > 0) ? AVERAGE_MONSTER_TOKEN : 0;
    case LORD.shipMaster: return 0.35 * turnsLeft;
    case LORD.trader: return 3 * W.pearl;
    case LORD.peddler: return 2 * W.pearl;
    case LORD.shopkeeper: return 1 * W.pearl;
    case LORD.landlord: return W.pearl * (1 + 0.7 * turnsLeft);
    case LORD.slaver: return 0.4 * turnsLeft;
    case LORD.shaman: return 0.5 + opponents(c).reduce((s, p) => s + p.lords.filter((l) => LORDS[l].guild === 'military').length, 0) * 0.6;
    case LORD.invoker: return c.finalTurn ? 2 : 4;
    case LORD.apprentice: return 1.5 * Math.max(0, ...c.view.council.map((s) => s.count));
    case LORD.oracle: return 0.1 * turnsLeft;
    case LORD.alchemist: return 0.4 * turnsLeft;
    case LORD.illusionist: return 0.5;
    case LORD.masterOfMagic: return 0.15 * turnsLeft;
    case LORD.opportunist: return 0.1 * turnsLeft;
    case LORD.corruptor: return pearlsAfter >= 5 ? 4 : 0.3;
    case LORD.traitor: return 1.5;
    case LORD.diplomat: return 0.3 * turnsLeft;
    case LORD.treasurer: return 0.6 * turnsLeft;
    case LORD.schemer: return 1;
    case LORD.sage: case LORD.hermit: case LORD.elder: {
      const draw = lord === LORD.sage ? 2 : lord === LORD.hermit ? 1 : 3;
      const unseen = unseenWorths(c);
      if (unseen.length === 0) {
        let best = 0;
        for (const l of c.view.locationsAvailable) best = Math.max(best, plainWorth(c, l));
        return best;
      }
      return expectedMaxOfSorted(unseen, draw);
    }
    default:
      if (lord >= LEVIATHAN_LORD_FIRST) return c.leviathan ? leviathanPowerValue(c, lord, turnsLeft) : 0;
      return c.kraken ? krakenPowerValue(c, lord, turnsLeft) : 0;
  }
}

/** Synergy of a new Lord with the Locations we already hold. */
function locationSynergy(c: Ctx, lord: number): number {
  const { me, view, seat } = c;
  if (me.locations.length === 0 || !lord) return 0;
  const withLord: Holder = {
    lords: [...me.lords, lord], locations: me.locations, affiliated: me.affiliated, nebulis: me.nebulis, hand: me.hand, lordCount: me.lordCount + 1,
  };
  const most = Math.max(mostLords(c), withLord.lordCount);
  let gain = 0;
  for (const l of me.locations) gain += locationWorthFor(view, seat, withLord, most, l.id) - plainWorth(c, l.id);
  return gain;
}

/**
 * Our worth of each Location not seen (plainWorth), lowest first: what drawing from the stack
 * may bring. (With the unseen Locations given, locationWorth is plainWorth: they are what
 * Black Smokers would draw from.)
 */
function unseenWorths(c: Ctx): Float64Array {
  if (c.unseenCache) return c.unseenCache;
  const unseen = unseenLocations(c.view);
  const values = new Float64Array(unseen.length);
  for (let i = 0; i < unseen.length; i++) values[i] = plainWorth(c, unseen[i]);
  return (c.unseenCache = values.sort());
}

/** locationWorth of `location` to us as things stand (memoised per decision). */
function plainWorth(c: Ctx, location: number): number {
  if (PLAIN_WORTH.has(c.stamp, location)) return PLAIN_WORTH.get(location);
  return PLAIN_WORTH.set(c.stamp, location, location === LOCATION.blackSmokers ? blackSmokersWorth(c) : locationWorthFor(c.view, c.seat, c.me, mostLords(c), location));
}

/**
 * locationWorth of Black Smokers: the best of the unseen Locations it would draw from, each
 * worth what plainWorth gives it (locationWorth values them so: neither their worth nor the
 * City of Mirrors' depends on the stack), so the memo serves both.
 */
function blackSmokersWorth(c: Ctx): number {
  let best = -Infinity;
  let any = false;
  for (const l of unseenLocations(c.view)) {
    if (l === LOCATION.blackSmokers) continue;
    any = true;
    best = Math.max(best, plainWorth(c, l));
  }
  return any ? best : 0;
}

/** What a Lord is worth to us: IP, keys, power and fit with our Locations. */
export function lordWorth(c: Ctx, lord: number, pearlsAfter = c.me.pearls): number {
  if (isOutcast(lord)) return outcastWorth(c, lord);
  const info = LORDS[lord];
  // Only the Corruptor's worth depends on the Pearls left; cache the rest per decision.
  let base: number;
  if (LORD_BASE.has(c.stamp, lord)) base = LORD_BASE.get(lord);
  else {
    base = info.ip + info.keys * keyValue(c) + (lord === LORD.corruptor ? 0 : powerValue(c, lord, pearlsAfter)) + locationSynergy(c, lord);
    LORD_BASE.set(c.stamp, lord, base);
  }
  return lord === LORD.corruptor ? base + powerValue(c, lord, pearlsAfter) : base;
}

/**
 * De Profundis: an Outcast's IP and Key, and its share of a reconquest (two unused Outcasts
 * take an opponent's Location).
 */
function outcastWorth(c: Ctx, id: number): number {
  const card = courtCard(c.view, id);
  const unused = (c.me as PlayerPublicView & { outcasts?: number[] }).outcasts?.length ?? 0;
  const reconquest = unused % 2 === 1 ? 8 : 3;
  return card.ip + card.keys * keyValue(c) + (card.outcast?.power === 'conspirator' ? 1.5 : 0) + (c.finalTurn ? 0 : reconquest);
}

/** What we keep of a Lord we own if it stays (for Traitor/Schemer choices). */
function ownedLordWorth(c: Ctx, lord: number): number {
  const info = LORDS[lord];
  if (c.me.assassinated.includes(lord)) return info.ip;
  return info.ip + info.keys * keyValue(c) + ongoingValue(c, lord);
}

function ongoingValue(c: Ctx, lord: number): number {
  const timing = LORDS[lord].timing;
  if (timing === 'whileFree' || timing === 'oncePerTurn') return powerValue(c, lord, c.me.pearls);
  return 0;
}

// ---------------------------------------------------------------------------

type Scored = { action: Action; score: number };

/**
 * Where scoreAll sends each legal action's score, in a fixed order: a list (greedyScores) or
 * a running best (greedyAction, which needs no list).
 */
interface Sink {
  add(action: Action, score: number): void;
}

class ScoreList implements Sink {
  readonly out: Scored[] = [];
  add(action: Action, score: number): void {
    this.out.push({ action, score });
  }
}

/** The first action of the highest score, each score plus `noise` times a normal draw from `rng` (when both are given). */
class BestAction implements Sink {
  best: Action | null = null;
  private bestScore = -Infinity;
  constructor(private readonly rng: Rng | null, private readonly noise: number) {}
  add(action: Action, score: number): void {
    const s = this.rng && this.noise ? score + this.noise * gaussian(this.rng) : score;
    if (s > this.bestScore) {
      this.bestScore = s;
      this.best = action;
    }
  }
}

/**
 * What paying `allies` for `lord` gains and costs, the Lord aside: the affiliated Ally's gain
 * (the best of the lowest spent, or of any with the Master of Magic) minus the Pearls and the
 * Allies spent. The Pearls it adds are left in c.pearlsPaid (no object per payment: a
 * decision values dozens).
 */
function paymentValue(c: Ctx, lord: number, allies: readonly number[], nebulis = 0): number {
  const kraken = c.kraken;
  let total = 0;
  let low = 99;
  for (let i = 0; i < allies.length; i++) {
    const card = allies[i];
    const value = allyValue(card);
    total += value;
    // Kraken Allies are never affiliated: the lowest of the others is.
    if (value < low && !(kraken && isKrakenAlly(card))) low = value;
  }
  const pearls = Math.max(0, lordCost(c, lord) - total - nebulis);
  let cost = pearls * W.pearl;
  let aff = -Infinity;
  const masterOfMagic = (c.masterOfMagic ??= hasActive(c.me, LORD.masterOfMagic));
  const stamp = c.stamp;
  // One pass: the cards' keep values summed in order, and the best affiliation.
  for (let i = 0; i < allies.length; i++) {
    const card = allies[i];
    const value = allyValue(card);
    cost += keepValue(c, value);
    if (!masterOfMagic && value !== low) continue;
    if (kraken && isKrakenAlly(card)) continue;
    const gain = AFFILIATION.has(stamp, card) ? AFFILIATION.get(card) : AFFILIATION.set(stamp, card, affiliationGain(c.view, c.seat, card));
    aff = Math.max(aff, gain);
  }
  if (kraken) cost += krakenPaymentCost(c, allies, nebulis);
  if (aff === -Infinity && kraken) aff = 0;
  c.pearlsPaid = pearls;
  return aff - cost;
}

/**
 * Kraken: what a payment costs beyond Pearls and cards. A Kraken Ally gives its Nebulis
 * whether spent or kept (so spending it costs nothing more), unless the Cleaner would have
 * kept it from counting in hand; Nebulis paid instead of Pearls leave us (a gain).
 */
function krakenPaymentCost(c: Ctx, allies: readonly number[], nebulis: number): number {
  let cost = -nebulis * nebulisShed(c.view, c.seat);
  if (hasActive(c.me, LORD.cleaner)) for (const card of allies) if (isKrakenAlly(card)) cost += krakenBurden(c.view, c.seat, card);
  return cost;
}

function recruitScore(c: Ctx, a: Extract<Action, { type: 'recruit' }>): number {
  const value = paymentValue(c, a.lord, a.allies, a.nebulis ?? 0);
  let score = lordWorth(c, a.lord, c.me.pearls - c.pearlsPaid) + value;
  // A 7th Lord ends the game: only worth it when we are not behind.
  if (c.me.lordCount + 1 >= RECRUITS_TO_END && !c.view.finalRound) {
    const gap = standing(c) + courtCard(c.view, a.lord).ip;
    if (gap < 0) score += gap;
  }
  return score;
}

/** Our estimated lead over the best opponent (negative: behind). */
function standing(c: Ctx): number {
  if (c.standingCache === null) {
    let best = -Infinity;
    for (const p of c.view.players) if (p.seat !== c.seat) best = Math.max(best, scoreEstimate(c.view, p));
    c.standingCache = scoreEstimate(c.view, c.me) - best;
  }
  return c.standingCache;
}

/** A public estimate of a player's final score (what everyone can see, plus average Monsters). */
export function scoreEstimate(view: PlayerView, p: PlayerPublicView): number {
  let total = 0;
  for (const l of p.lords) total += LORDS[l].ip;
  for (const loc of p.locations) for (const l of loc.lords) total += LORDS[l].ip;
  for (const l of p.locations) total += locationWorth(view, p.seat, l.id);
  total += sum(bestAffiliated(p));
  total += p.monsterValues ? sum(p.monsterValues) : p.monsterCount * AVERAGE_MONSTER_TOKEN;
  if (view.kraken) {
    // Nebulis: −1 each; the Kraken figure: −5; Kraken Allies in hand give theirs at the end.
    total -= nebulisOf(p) + (view.kraken.figure === p.seat ? FIGURE_IP : 0);
    if (p.hand && !hasActive(p, LORD.cleaner)) for (const card of p.hand) if (isKrakenAlly(card)) total -= krakenNebulis(card);
  }
  // Leviathan: the Scourge (+5) and Wounds (−1 each).
  if (view.leviathan) total += leviathanPoints(view, p);
  return total + 0.1 * p.pearls;
}

function sum(xs: readonly number[]): number {
  let total = 0;
  for (const x of xs) total += x;
  return total;
}

function supportScore(c: Ctx, races: readonly string[]): number {
  let score = 0;
  for (const race of races) {
    const r = raceIndex(race as (typeof RACES)[number]);
    const count = c.view.council[r].count;
    score += count * W.supportPerCard + need(c)[r] * Math.min(count, 2) * 0.8;
  }
  return score;
}

function exploreScore(c: Ctx): number {
  let score = W.explore;
  // A high Threat is a Monster reward waiting for us.
  score += Math.max(0, c.view.threat - 2) * 0.6;
  return score;
}

function rewardWorth(c: Ctx, r: Reward): number {
  const pearlWorth = c.me.pearls < 2 ? 1.4 * W.pearl : W.pearl;
  return r.pearls * pearlWorth + r.monsters * AVERAGE_MONSTER_TOKEN + r.keys * Math.max(keyValue(c), 1);
}

function threatReward(c: Ctx, space: number): number {
  let s = space;
  if (opponentHasActive(c.view, c.seat, LORD.tamer)) s = Math.max(1, s - 1);
  const options = THREAT_REWARDS[s - 1].filter((r) => r.monsters <= c.view.monsterTokensLeft);
  return Math.max(0, ...options.map((r) => rewardWorth(c, r)));
}

// The best payment of each Lord in a main decision, in order of the Lord's first payment
// (scratch reused by every decision: mainScores is not re-entered).
const RECRUIT_LORDS: number[] = [];
const RECRUIT_BEST: (Action | null)[] = [];
const RECRUIT_SCORES: number[] = [];

function mainScores(c: Ctx, out: Sink): void {
  let lords = 0;
  for (const a of c.view.legal) {
    switch (a.type) {
      case 'recruit': {
        const score = recruitScore(c, a);
        let i = 0;
        while (i < lords && RECRUIT_LORDS[i] !== a.lord) i++;
        if (i === lords) {
          RECRUIT_LORDS[lords] = a.lord;
          RECRUIT_BEST[lords] = a;
          RECRUIT_SCORES[lords++] = score;
        } else if (score > RECRUIT_SCORES[i]) {
          RECRUIT_BEST[i] = a;
          RECRUIT_SCORES[i] = score;
        }
        break;
      }
      case 'support': out.add(a, supportScore(c, a.races)); break;
      case 'explore': out.add(a, exploreScore(c)); break;
      case 'skipAction': out.add(a, -1); break;
      case 'plot': out.add(a, plotScore(c) + shedScore(c, a.nebulis)); break;
      default: out.add(a, powerScore(c, a));
    }
  }
  for (let i = 0; i < lords; i++) {
    const score = RECRUIT_SCORES[i];
    // Recruiting is the way to score: prefer it over the other actions when the price is fair.
    out.add(RECRUIT_BEST[i]!, score >= W.minRecruitNet ? 10 + score : score);
    RECRUIT_BEST[i] = null;
  }
}

function plotScore(c: Ctx): number {
  // Plot only with Pearls to spare when nothing in the Court can be had.
  if (c.me.pearls < 4 || c.view.finalRound) return -5;
  for (const l of c.view.court) if (affordable(c, l)) return -5;
  return 3.7;
}

/** Kraken: the worth of paying `nebulis` Nebulis instead of as many Pearls (0 when absent). */
function shedScore(c: Ctx, nebulis: number | undefined): number {
  return nebulis ? nebulis * (W.pearl + nebulisShed(c.view, c.seat)) : 0;
}

/** Once-per-turn powers (Slaver, Oracle, Opportunist): use them when clearly useful. */
function powerScore(c: Ctx, a: Action): number {
  switch (a.type) {
    case 'slaver': {
      const worth = cardValue(c, a.card);
      return 2 * W.pearl - worth - 0.2;
    }
    case 'oracle': {
      // Deny a big stack to the next player when we cannot take it ourselves this turn.
      const count = c.view.council[raceIndex(a.race)].count;
      return c.view.turn.acted && count >= 4 ? count * 0.5 - 1 : -2;
    }
    case 'opportunist': {
      // Replace the Lord most useful to an opponent that we cannot afford.
      if (affordable(c, a.lord)) return -2;
      return courtCard(c.view, a.lord).ip >= 9 ? 0.3 : -1;
    }
    case 'endTurn': return 0;
    // Kraken: the Ferryman turns a Nebulis into a Pearl (always a gain); the Recipient fills the Court for free.
    case 'ferryman': return W.pearl + nebulisShed(c.view, c.seat);
    case 'recipient': return 0.2;
    default: return -1;
  }
}

/** Every legal action with its score. (Module-level: a closure named inside scoreAll costs a naming call per decision under tsx.) */
function each(out: Sink, legal: readonly Action[], f: (a: Action) => number): void {
  for (const action of legal) out.add(action, f(action));
}

function all(out: Sink, scored: readonly Scored[]): void {
  for (const s of scored) out.add(s.action, s.score);
}

function scoreAll(c: Ctx, out: Sink): void {
  const view = c.view;
  const d = view.pending!;
  const legal = view.legal;
  switch (d.kind) {
    case 'main':
      return mainScores(c, out);
    case 'afterAction':
      return each(out, legal, (a) => powerScore(c, a));
    case 'offer': {
      const worth = cardValue(c, d.card);
      const pearlsLeft = c.me.pearls - d.price;
      const buy = worth - 1.15 * d.price * W.pearl - 0.55 - (pearlsLeft < 1 ? 0.4 : 0);
      return each(out, legal, (a) => (a.type === 'buy' ? buy + shedScore(c, a.nebulis) * 1.15 : 0));
    }
    case 'allyRevealed': {
      const threshold = [3.0, 2.5, 2.2, 1.95, 1.5][Math.min(4, view.track.length - 1)];
      const take = cardValue(c, d.card) - threshold;
      return each(out, legal, (a) => (a.type === 'take' ? take : 0));
    }
    case 'monsterRevealed': {
      const fight = threatReward(c, view.threat);
      const onward = view.track.length >= 3 ? 2.4 : 3.6;
      return each(out, legal, (a) => (a.type === 'fight' ? fight - onward : 0));
    }
    case 'reward':
      return each(out, legal, (a) => (a.type === 'reward' ? rewardWorth(c, d.options[a.option]) : 0));
    case 'takeFromTrack':
      return each(out, legal, (a) => (a.type === 'takeFromTrack' ? cardValue(c, a.card) : 0));
    case 'payment': {
      // An extra Ally only when the affiliation it brings is worth the card (ties: pay).
      const now = paymentValue(c, d.lord, d.allies);
      return each(out, legal, (a) => (a.type === 'addAlly' ? paymentValue(c, d.lord, [...d.allies, a.card]) - now - 0.01 : a.type === 'pay' ? shedScore(c, a.nebulis) : 0));
    }
    case 'affiliate':
      return each(out, legal, (a) => (a.type === 'affiliate' ? affiliationGain(view, c.seat, a.card) + 0.01 * allyValue(a.card) : 0));
    case 'discard':
      return each(out, legal, (a) => (a.type === 'discard' ? -cardValue(c, a.card) : 0));
    case 'martialLaw':
      return each(out, legal, (a) => (a.type === 'payPearl' ? (c.me.pearls >= 4 ? 0 : -1.5) : a.type === 'discard' ? -cardValue(c, a.card) : 0));
    case 'assassinate': {
      const target = view.players[d.target];
      return each(out, legal, (a) => (a.type === 'assassinate' ? victimWorth(c, target, a.lord) : 0));
    }
    case 'hunt':
      return each(out, legal, (a) => (a.type === 'hunt' ? view.players[a.target].monsterCount + 0.1 * view.players[a.target].pearls : 0));
    case 'apprentice':
      return each(out, legal, (a) => (a.type === 'apprentice' ? supportScore(c, [a.race]) : 0));
    case 'illusionist':
      return each(out, legal, (a) => (a.type === 'illusionist'
        ? plainWorth(c, a.to) - plainWorth(c, a.from) - 0.5
        : 0));
    case 'corruptor':
      return each(out, legal, (a) => (a.type === 'corrupt' ? lordWorth(c, a.lord, c.me.pearls - 5) - 5 * W.pearl - 1 + shedScore(c, a.nebulis) : 0));
    case 'traitor':
      return each(out, legal, (a) => (a.type === 'betray' ? lordWorth(c, a.take) - ownedLordWorth(c, a.discard) - 1 : 0));
    case 'schemer': {
      const expected = 7.5;
      return each(out, legal, (a) => (a.type === 'scheme' ? expected - ownedLordWorth(c, a.discard) - 0.5 : 0));
    }
    case 'location': {
      const values = unseenWorths(c);
      return each(out, legal, (a) => {
        if (a.type === 'takeLocation') return plainWorth(c, a.location);
        if (a.type === 'drawLocations') return expectedMaxOfSorted(values, a.count) - 0.6 * (a.count - 1);
        return -99;
      });
    }
    case 'pickLocation':
      return each(out, legal, (a) => (a.type === 'pickLocation' ? plainWorth(c, a.location) : 0));
    case 'payKeys':
      return each(out, legal, (a) => (a.type === 'payKeys' ? -a.lords.reduce((s, l) => s + 0.1 + ongoingValue(c, l), 0) : 0));
    case 'blackSmokers': {
      const stack = view.locationStack ?? [];
      return each(out, legal, (a) => (a.type === 'swapLocation' ? locationWorth(view, c.seat, a.location, stack) : 0));
    }
    case 'reconquer':
      // Take the Location worth most to us, and most to the player who loses it.
      return each(out, legal, (a) => {
        if (a.type !== 'reconquer') return 0;
        const owner = view.players.find((p) => p.seat !== c.seat && p.locations.some((l) => l.id === a.location));
        return plainWorth(c, a.location) + (owner ? 0.5 * locationWorth(view, owner.seat, a.location) : 0);
      });
    case 'replaceLocation':
      return each(out, legal, (a) => (a.type === 'pickLocation' ? plainWorth(c, a.location) : 0));
    default:
      // Leviathan and Kraken decisions (greedy-leviathan.ts, greedy-kraken.ts); any other kind: any legal answer.
      if (c.leviathan && LEVIATHAN_KINDS.has(d.kind)) return all(out, leviathanDecisionScores(c, d, legal));
      if (c.kraken) return all(out, krakenDecisionScores(c, d, legal));
      return each(out, legal, () => 0);
  }
}

/** How much taking this Lord's power and keys away hurts the opponent. */
function victimWorth(c: Ctx, target: PlayerPublicView, lord: number): number {
  const info = LORDS[lord];
  const timing = info.timing;
  let worth = info.keys * W.key;
  if (timing === 'whileFree' || timing === 'oncePerTurn') worth += 2;
  if (lord === LORD.shaman && c.me.lords.some((l) => LORDS[l].guild === 'military')) worth += 1;
  if (target.assassinated.length > 0) worth -= 0.1;
  return worth;
}

/** Greedy scores for every legal action (higher is better); shared with the search bot's priors. */
export function greedyScores(view: PlayerView): Scored[] {
  const list = new ScoreList();
  scoreAll(new Ctx(view), list);
  return list.out;
}

/**
 * The greedy choice; `rng` adds noise or exploration when the options ask for it. It takes a
 * read-only view too (a search playout's, which shares the guess's arrays): greedy only reads
 * its view, which test/bots/greedy-readonly.test.ts checks by freezing every view it decides from.
 */
export function greedyAction(view: ReadonlyPlayerView, rng: Rng | null = null, options: GreedyOptions = {}): Action {
  const legal = view.legal as Action[];
  if (legal.length === 1) return legal[0];
  if (rng && options.epsilon && rng.next() < options.epsilon) return legal[rng.int(legal.length)];
  const pick = new BestAction(rng, options.noise ?? 0);
  // The rules of thumb are typed over PlayerView; none writes into it (above).
  scoreAll(new Ctx(view as PlayerView), pick);
  return pick.best ?? legal[0];
}

function gaussian(rng: Rng): number {
  const u = Math.max(1e-12, rng.next());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

export function createGreedyBot(seed = 1, options: GreedyOptions = {}, name = 'greedy'): Bot {
  const rng = makeRng(seed);
  return { name, decide: (view) => greedyAction(view, rng, options) };
}

