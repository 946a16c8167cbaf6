// The greedy bot: rules of thumb an intermediate player would recognise. It values Lords by
// IP, keys and power, recruits whenever a good payment exists, buys cheap Allies it needs,
// fights at good Threat levels, takes Council stacks worth the action and picks Locations
// that score for it. Every decision kind has an answer; it only ever returns one of view.legal.
// The Kraken's and the Leviathan's rules of thumb live in greedy-kraken.ts and greedy-leviathan.ts.
import {
  LEVIATHAN_LORD_FIRST, LORD, LORDS, RACE_COUNT, RACES, THREAT_REWARDS, allyRace, allyValue, isKrakenAlly, raceIndex,
  type Action, type PlayerPublicView, type PlayerView, type Reward,
} from '../engine/index.ts';
import {
  AVERAGE_MONSTER_TOKEN, affiliationGain, bestAffiliated, costFor, courtCard, isOutcast, expectedMaxOfDraw, hasActive, isShielded,
  locationWorth, mandatoryFor, opponentHasActive, raceTotals, remainingLords, selfOf, shortfall, unseenLocations,
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

interface Ctx {
  view: PlayerView;
  seat: number;
  me: PlayerPublicView;
  hand: number[];
  /** Per race: how much an extra card of that race helps reach a Court Lord (computed on demand). */
  needCache: number[] | null;
  lordCache: Map<number, number>;
  finalTurn: boolean;
  /**
   * Per decision, what every payment for a Lord shares (its cost) and what each spent card
   * brings if affiliated: a decision lists dozens of payments per Lord (search playouts).
   */
  costCache: Map<number, number>;
  affiliationCache: Map<number, number>;
  masterOfMagic: boolean | null;
  /** Kraken game (view.kraken present): the Kraken rules of thumb apply. */
  kraken: boolean;
  /** Leviathan game (view.leviathan present): the Leviathan rules of thumb apply. */
  leviathan: boolean;
}

function context(view: PlayerView): Ctx {
  const me = selfOf(view);
  return { view, seat: me.seat, me, hand: me.hand ?? [], needCache: null, lordCache: new Map(), finalTurn: view.finalRound, costCache: new Map(), affiliationCache: new Map(), masterOfMagic: null, kraken: view.kraken !== undefined, leviathan: view.leviathan !== undefined };
}

function need(c: Ctx): number[] {
  if (c.needCache) return c.needCache;
  const { view, seat, hand, me } = c;
  const totals = raceTotals(hand);
  const distinct = totals.filter((t) => t > 0).length;
  const out = [0, 0, 0, 0, 0];
  for (const lord of view.court) {
    if (shortfall(view, seat, hand, lord) <= me.pearls) continue;
    const card = courtCard(view, lord);
    const weight = Math.min(1.2, card.ip / 8);
    const mandatory = mandatoryFor(view, seat, lord);
    for (let r = 0; r < 5; r++) {
      let n = 0;
      if (r === mandatory && totals[r] === 0) n += W.needMissingMandatory;
      if (totals[r] === 0 && distinct < card.races) n += W.needMissingRace;
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
function keepValue(c: Ctx, card: number): number {
  if (c.finalTurn) return 0.05 * allyValue(card);
  return W.cardBase + W.cardPerValue * allyValue(card);
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
      const unseen = unseenLocations(c.view);
      if (unseen.length === 0) {
        return Math.max(0, ...c.view.locationsAvailable.map((l) => locationWorth(c.view, c.seat, l)));
      }
      return expectedMaxOfDraw(unseen.map((l) => locationWorth(c.view, c.seat, l, unseen)), draw);
    }
    default:
      if (lord >= LEVIATHAN_LORD_FIRST) return c.leviathan ? leviathanPowerValue(kit(c), lord, turnsLeft) : 0;
      return c.kraken ? krakenPowerValue(kit(c), lord, turnsLeft) : 0;
  }
}

/** Synergy of a new Lord with the Locations we already hold. */
function locationSynergy(c: Ctx, lord: number): number {
  let gain = 0;
  for (const l of c.me.locations) gain += locationWorthWithLord(c, l.id, lord) - locationWorthWithLord(c, l.id, 0);
  return gain;
}

function locationWorthWithLord(c: Ctx, location: number, lord: number): number {
  if (!lord) return locationWorth(c.view, c.seat, location);
  const me = { ...c.me, lords: [...c.me.lords, lord], lordCount: c.me.lordCount + 1 };
  const players = c.view.players.map((p) => (p.seat === c.seat ? me : p));
  return locationWorth({ ...c.view, players }, c.seat, location);
}

/** What a Lord is worth to us: IP, keys, power and fit with our Locations. */
export function lordWorth(c: Ctx, lord: number, pearlsAfter = c.me.pearls): number {
  if (isOutcast(lord)) return outcastWorth(c, lord);
  const info = LORDS[lord];
  // Only the Corruptor's worth depends on the Pearls left; cache the rest per decision.
  let base = c.lordCache.get(lord);
  if (base === undefined) {
    base = info.ip + info.keys * keyValue(c) + (lord === LORD.corruptor ? 0 : powerValue(c, lord, pearlsAfter)) + locationSynergy(c, lord);
    c.lordCache.set(lord, base);
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
 * What paying `allies` for `lord` gains and costs, the Lord aside: the affiliated Ally's gain
 * (the best of the lowest spent, or of any with the Master of Magic) minus the Pearls and the
 * Allies spent.
 */
function paymentValue(c: Ctx, lord: number, allies: readonly number[], nebulis = 0): { pearls: number; value: number } {
  let total = 0;
  let low = 99;
  for (const card of allies) {
    total += allyValue(card);
    // Kraken Allies are never affiliated: the lowest of the others is.
    if (!c.kraken || !isKrakenAlly(card)) low = Math.min(low, allyValue(card));
  }
  let lordCost = c.costCache.get(lord);
  if (lordCost === undefined) c.costCache.set(lord, (lordCost = costFor(c.view, c.seat, lord)));
  const pearls = Math.max(0, lordCost - total - nebulis);
  let cost = pearls * W.pearl;
  for (const card of allies) cost += keepValue(c, card);
  if (c.kraken) cost += krakenPaymentCost(c, allies, nebulis);
  let aff = -Infinity;
  const masterOfMagic = (c.masterOfMagic ??= hasActive(c.me, LORD.masterOfMagic));
  for (const card of allies) {
    if (!masterOfMagic && allyValue(card) !== low) continue;
    if (c.kraken && isKrakenAlly(card)) continue;
    let gain = c.affiliationCache.get(card);
    if (gain === undefined) c.affiliationCache.set(card, (gain = affiliationGain(c.view, c.seat, card)));
    aff = Math.max(aff, gain);
  }
  if (aff === -Infinity && c.kraken) aff = 0;
  return { pearls, value: aff - cost };
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
  const { pearls, value } = paymentValue(c, a.lord, a.allies, a.nebulis ?? 0);
  let score = lordWorth(c, a.lord, c.me.pearls - pearls) + value;
  // A 7th Lord ends the game: only worth it when we are not behind.
  if (c.me.lordCount + 1 >= 7 && !c.view.finalRound) {
    const gap = standing(c) + courtCard(c.view, a.lord).ip;
    if (gap < 0) score += gap;
  }
  return score;
}

/** Our estimated lead over the best opponent (negative: behind). */
function standing(c: Ctx): number {
  const key = -1;
  let gap = c.lordCache.get(key);
  if (gap === undefined) {
    gap = scoreEstimate(c.view, c.me) - Math.max(...opponents(c).map((p) => scoreEstimate(c.view, p)));
    c.lordCache.set(key, gap);
  }
  return gap;
}

/** A public estimate of a player's final score (what everyone can see, plus average Monsters). */
export function scoreEstimate(view: PlayerView, p: PlayerPublicView): number {
  let total = 0;
  const lords = [...p.lords, ...p.locations.flatMap((l) => l.lords)];
  for (const l of lords) total += LORDS[l].ip;
  for (const l of p.locations) total += locationWorth(view, p.seat, l.id);
  total += bestAffiliated(p).reduce((a, b) => a + b, 0);
  total += p.monsterValues ? p.monsterValues.reduce((a, b) => a + b, 0) : p.monsterCount * AVERAGE_MONSTER_TOKEN;
  if (view.kraken) {
    // Nebulis: −1 each; the Kraken figure: −5; Kraken Allies in hand give theirs at the end.
    total -= nebulisOf(p) + (view.kraken.figure === p.seat ? FIGURE_IP : 0);
    if (p.hand && !hasActive(p, LORD.cleaner)) for (const card of p.hand) if (isKrakenAlly(card)) total -= krakenNebulis(card);
  }
  // Leviathan: the Scourge (+5) and Wounds (−1 each).
  if (view.leviathan) total += leviathanPoints(view, p);
  return total + 0.1 * p.pearls;
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

function mainScores(c: Ctx): Scored[] {
  const out: Scored[] = [];
  const bestPerLord = new Map<number, Scored>();
  for (const a of c.view.legal) {
    switch (a.type) {
      case 'recruit': {
        const score = recruitScore(c, a);
        const prev = bestPerLord.get(a.lord);
        if (!prev || score > prev.score) bestPerLord.set(a.lord, { action: a, score });
        break;
      }
      case 'support': out.push({ action: a, score: supportScore(c, a.races) }); break;
      case 'explore': out.push({ action: a, score: exploreScore(c) }); break;
      case 'skipAction': out.push({ action: a, score: -1 }); break;
      case 'plot': out.push({ action: a, score: plotScore(c) + shedScore(c, a.nebulis) }); break;
      default: out.push({ action: a, score: powerScore(c, a) });
    }
  }
  for (const r of bestPerLord.values()) {
    // Recruiting is the way to score: prefer it over the other actions when the price is fair.
    out.push({ action: r.action, score: r.score >= W.minRecruitNet ? 10 + r.score : r.score });
  }
  return out;
}

function plotScore(c: Ctx): number {
  // Plot only with Pearls to spare when nothing in the Court can be had.
  if (c.me.pearls < 4 || c.view.finalRound) return -5;
  const affordable = c.view.court.some((l) => shortfall(c.view, c.seat, c.hand, l) <= c.me.pearls);
  return affordable ? -5 : 3.7;
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
      if (shortfall(c.view, c.seat, c.hand, a.lord) <= c.me.pearls) return -2;
      return courtCard(c.view, a.lord).ip >= 9 ? 0.3 : -1;
    }
    case 'endTurn': return 0;
    // Kraken: the Ferryman turns a Nebulis into a Pearl (always a gain); the Recipient fills the Court for free.
    case 'ferryman': return W.pearl + nebulisShed(c.view, c.seat);
    case 'recipient': return 0.2;
    default: return -1;
  }
}

function scoreAll(c: Ctx): Scored[] {
  const view = c.view;
  const d = view.pending!;
  const legal = view.legal;
  const each = (f: (a: Action) => number): Scored[] => legal.map((action) => ({ action, score: f(action) }));
  switch (d.kind) {
    case 'main':
      return mainScores(c);
    case 'afterAction':
      return each((a) => powerScore(c, a));
    case 'offer': {
      const worth = cardValue(c, d.card);
      const pearlsLeft = c.me.pearls - d.price;
      const buy = worth - 1.15 * d.price * W.pearl - 0.55 - (pearlsLeft < 1 ? 0.4 : 0);
      return each((a) => (a.type === 'buy' ? buy + shedScore(c, a.nebulis) * 1.15 : 0));
    }
    case 'allyRevealed': {
      const threshold = [3.0, 2.5, 2.2, 1.95, 1.5][Math.min(4, view.track.length - 1)];
      const take = cardValue(c, d.card) - threshold;
      return each((a) => (a.type === 'take' ? take : 0));
    }
    case 'monsterRevealed': {
      const fight = threatReward(c, view.threat);
      const onward = view.track.length >= 3 ? 2.4 : 3.6;
      return each((a) => (a.type === 'fight' ? fight - onward : 0));
    }
    case 'reward':
      return each((a) => (a.type === 'reward' ? rewardWorth(c, d.options[a.option]) : 0));
    case 'takeFromTrack':
      return each((a) => (a.type === 'takeFromTrack' ? cardValue(c, a.card) : 0));
    case 'payment': {
      // An extra Ally only when the affiliation it brings is worth the card (ties: pay).
      const now = paymentValue(c, d.lord, d.allies).value;
      return each((a) => (a.type === 'addAlly' ? paymentValue(c, d.lord, [...d.allies, a.card]).value - now - 0.01 : a.type === 'pay' ? shedScore(c, a.nebulis) : 0));
    }
    case 'affiliate':
      return each((a) => (a.type === 'affiliate' ? affiliationGain(view, c.seat, a.card) + 0.01 * allyValue(a.card) : 0));
    case 'discard':
      return each((a) => (a.type === 'discard' ? -cardValue(c, a.card) : 0));
    case 'martialLaw':
      return each((a) => (a.type === 'payPearl' ? (c.me.pearls >= 4 ? 0 : -1.5) : a.type === 'discard' ? -cardValue(c, a.card) : 0));
    case 'assassinate': {
      const target = view.players[d.target];
      return each((a) => (a.type === 'assassinate' ? victimWorth(c, target, a.lord) : 0));
    }
    case 'hunt':
      return each((a) => (a.type === 'hunt' ? view.players[a.target].monsterCount + 0.1 * view.players[a.target].pearls : 0));
    case 'apprentice':
      return each((a) => (a.type === 'apprentice' ? supportScore(c, [a.race]) : 0));
    case 'illusionist':
      return each((a) => (a.type === 'illusionist'
        ? locationWorth(view, c.seat, a.to) - locationWorth(view, c.seat, a.from) - 0.5
        : 0));
    case 'corruptor':
      return each((a) => (a.type === 'corrupt' ? lordWorth(c, a.lord, c.me.pearls - 5) - 5 * W.pearl - 1 + shedScore(c, a.nebulis) : 0));
    case 'traitor':
      return each((a) => (a.type === 'betray' ? lordWorth(c, a.take) - ownedLordWorth(c, a.discard) - 1 : 0));
    case 'schemer': {
      const expected = 7.5;
      return each((a) => (a.type === 'scheme' ? expected - ownedLordWorth(c, a.discard) - 0.5 : 0));
    }
    case 'location': {
      const unseen = unseenLocations(view);
      const values = unseen.map((l) => locationWorth(view, c.seat, l, unseen));
      return each((a) => {
        if (a.type === 'takeLocation') return locationWorth(view, c.seat, a.location, unseen);
        if (a.type === 'drawLocations') return expectedMaxOfDraw(values, a.count) - 0.6 * (a.count - 1);
        return -99;
      });
    }
    case 'pickLocation': {
      const unseen = unseenLocations(view);
      return each((a) => (a.type === 'pickLocation' ? locationWorth(view, c.seat, a.location, unseen) : 0));
    }
    case 'payKeys':
      return each((a) => (a.type === 'payKeys' ? -a.lords.reduce((s, l) => s + 0.1 + ongoingValue(c, l), 0) : 0));
    case 'blackSmokers': {
      const stack = view.locationStack ?? [];
      return each((a) => (a.type === 'swapLocation' ? locationWorth(view, c.seat, a.location, stack) : 0));
    }
    case 'reconquer':
      // Take the Location worth most to us, and most to the player who loses it.
      return each((a) => {
        if (a.type !== 'reconquer') return 0;
        const owner = view.players.find((p) => p.seat !== c.seat && p.locations.some((l) => l.id === a.location));
        return locationWorth(view, c.seat, a.location) + (owner ? 0.5 * locationWorth(view, owner.seat, a.location) : 0);
      });
    case 'replaceLocation':
      return each((a) => (a.type === 'pickLocation' ? locationWorth(view, c.seat, a.location) : 0));
    default:
      // Leviathan and Kraken decisions (greedy-leviathan.ts, greedy-kraken.ts); any other kind: any legal answer.
      if (c.leviathan && LEVIATHAN_KINDS.has(d.kind)) return leviathanDecisionScores(kit(c), d, legal);
      if (c.kraken) return krakenDecisionScores(kit(c), d, legal);
      return each(() => 0);
  }
}

/** The greedy rules of thumb the Kraken module uses (greedy-kraken.ts). */
function kit(c: Ctx): GreedyKit {
  return {
    view: c.view,
    seat: c.seat,
    me: c.me,
    finalTurn: c.finalTurn,
    cardValue: (card) => cardValue(c, card),
    lordWorth: (lord) => lordWorth(c, lord),
    ownedLordWorth: (lord) => ownedLordWorth(c, lord),
    keyValue: () => keyValue(c),
    need: () => need(c),
    supportScore: (races) => supportScore(c, races),
    standing: (p) => scoreEstimate(c.view, p),
    affordable: (lord) => shortfall(c.view, c.seat, c.hand, lord) <= c.me.pearls,
  };
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
  return scoreAll(context(view));
}

/** The greedy choice; `rng` adds noise or exploration when the options ask for it. */
export function greedyAction(view: PlayerView, rng: Rng | null = null, options: GreedyOptions = {}): Action {
  const legal = view.legal;
  if (legal.length === 1) return legal[0];
  if (rng && options.epsilon && rng.next() < options.epsilon) return legal[rng.int(legal.length)];
  const scored = greedyScores(view);
  let best: Scored | null = null;
  let bestScore = -Infinity;
  for (const s of scored) {
    const score = rng && options.noise ? s.score + options.noise * gaussian(rng) : s.score;
    if (score > bestScore) {
      bestScore = score;
      best = s;
    }
  }
  return best ? best.action : legal[0];
}

function gaussian(rng: Rng): number {
  const u = Math.max(1e-12, rng.next());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

export function createGreedyBot(seed = 1, options: GreedyOptions = {}, name = 'greedy'): Bot {
  const rng = makeRng(seed);
  return { name, decide: (view) => greedyAction(view, rng, options) };
}

