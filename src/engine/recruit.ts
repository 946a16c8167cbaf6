// Recruit a Lord: cost, payment with Allies and Pearls, affiliation, and the Lord joining.
import { GUILD_RACE, LORD, LORDS, RACE_COUNT, RACES, allyRace, allyValue, isMilitary, plural, raceIndex } from './cards.ts';
import { affiliable, alliesSpent, canPay, lordRecruited, outcastsRecruited, payPrice, releaseGuard, wildRacesFit } from './hooks.ts';
import { distinctAllies } from './explore.ts';
import { drawLord } from './court.ts';
import { somebodyRecruited } from './dead.ts';
import { gainOutcast } from './outcasts.ts';
import { isOutcast, outcastCard, type OptionsRead } from './outcast-deck.ts';
import { type Ctx, type LordsRead, hasActiveLord, holds, recruitedCount, removeItem, say, triggerEnd } from './state.ts';
import { own, ownPlayer } from './state-copy.ts';
import type { EngineError, GameState } from './types.ts';

/** What recruiting a Court card asks: a Lord, or (De Profundis) an Outcast. */
export interface Requirement {
  readonly name: string;
  readonly cost: number;
  readonly races: number;
  /** The mandatory race's index, or -1. */
  readonly race: number;
}

// Lords' requirements never change: made once (payment listing asks for them constantly).
const LORD_REQUIREMENTS: readonly Requirement[] = LORDS.map((lord) => {
  const race = GUILD_RACE[lord.guild];
  return { name: lord.name, cost: lord.cost, races: lord.races, race: race === null ? -1 : raceIndex(race) };
});

export function requirement(s: OptionsRead, card: number): Requirement {
  if (isOutcast(card)) {
    const o = outcastCard(s, card);
    return { name: o.name, cost: o.cost, races: o.races, race: o.mandatoryRace === null ? -1 : raceIndex(o.mandatoryRace) };
  }
  return LORD_REQUIREMENTS[card];
}

/** The Lords that change what recruiting costs `seat`, looked up once for several Court cards. */
export interface CostModifiers {
  /** An opponent's Recruiter reaches `seat`: +2. */
  recruiter: boolean;
  /** `seat` has the Treasurer: −2 for Lords. */
  treasurer: boolean;
  /** `seat` has the Diplomat: no mandatory race. */
  diplomat: boolean;
}

const TREASURER: number = LORD.treasurer;
const DIPLOMAT: number = LORD.diplomat;
const SHAMAN: number = LORD.shaman;
const RECRUITER: number = LORD.recruiter;

export function costModifiers(s: LordsRead, seat: number): CostModifiers {
  const p = s.players[seat];
  // One pass over the seat's Lords (most hold none of these), then over the opponents' for the
  // Recruiter, out of the reach of the Shaman's owner as a Military Lord (opponentHasActive).
  let treasurer = false;
  let diplomat = false;
  let shaman = false;
  for (let i = 0; i < p.lords.length; i++) {
    const lord = p.lords[i];
    if (lord === TREASURER) treasurer = true;
    else if (lord === DIPLOMAT) diplomat = true;
    else if (lord === SHAMAN) shaman = true;
  }
  if (p.assassinated.length > 0) {
    treasurer &&= hasActiveLord(p, TREASURER);
    diplomat &&= hasActiveLord(p, DIPLOMAT);
    shaman &&= hasActiveLord(p, SHAMAN);
  }
  let recruiter = false;
  if (!(shaman && isMilitary(RECRUITER))) {
    for (let i = 0; i < s.players.length; i++) if (i !== seat && hasActiveLord(s.players[i], RECRUITER)) recruiter = true;
  }
  return { recruiter, treasurer, diplomat };
}

/**
 * Recruitment cost for `seat` after the Recruiter (+2) and the Treasurer (−2). By the printed
 * texts (rulings.md, De Profundis): the Recruiter raises "all recruitment costs", Outcasts'
 * too; the Treasurer lowers "the cost of recruiting Lords" only.
 */
export function recruitCost(s: LordsRead & OptionsRead, seat: number, lord: number): number {
  return recruitCostWith(costModifiers(s, seat), lord, requirement(s, lord));
}

export function recruitCostWith(m: CostModifiers, lord: number, info: Pick<Requirement, 'cost'>): number {
  let cost = info.cost;
  if (m.recruiter) cost += 2;
  if (!isOutcast(lord) && m.treasurer) cost -= 2;
  return Math.max(0, cost);
}

/**
 * The race that must be among the payment, or -1 (Ambassadors, or the Diplomat's owner:
 * "when you recruit, you may use any Races", Outcasts included).
 */
export function mandatoryRace(s: LordsRead & OptionsRead, seat: number, lord: number): number {
  return mandatoryRaceWith(costModifiers(s, seat), requirement(s, lord));
}

export function mandatoryRaceWith(m: CostModifiers, info: Pick<Requirement, 'race'>): number {
  return m.diplomat ? -1 : info.race;
}

/** Checks a payment; returns the Pearls it needs, or why it is not valid. */
export function checkPayment(s: GameState, seat: number, lord: number, allies: readonly number[]): number | EngineError {
  const p = s.players[seat];
  let total = 0;
  let raceMask = 0;
  for (let i = 0; i < allies.length; i++) {
    const card = allies[i];
    // A handful of cards: plain scans, not a Set or the array builtins.
    if (!holds(p.hand, card) || holdsBefore(allies, card, i)) {
      return { code: 'CARD_NOT_IN_HAND', message: 'Pay only with Allies from your hand, each once.' };
    }
    total += allyValue(card);
    raceMask |= 1 << allyRace(card);
  }
  const info = requirement(s, lord);
  const modifiers = costModifiers(s, seat);
  const mandatory = mandatoryRaceWith(modifiers, info);
  const races = popcount(raceMask);
  if (raceMask & WILD_BITS) {
    // An expansion's wild Allies (the Kraken Allies: each counts as any one race).
    if (!wildRacesFit(s, seat, lord, allies)) {
      return { code: 'INVALID_PAYMENT', message: `${info.name} needs Allies of exactly ${plural(info.races, 'different race')}${mandatory >= 0 ? ` with a ${RACES[mandatory]} Ally` : ''}, each Kraken counting as any one race.` };
    }
  } else if (races !== info.races) {
    return { code: 'INVALID_PAYMENT', message: `${info.name} needs Allies of exactly ${plural(info.races, 'different race')}; you offered ${races}.` };
  }
  if (mandatory >= 0 && !(raceMask & (1 << mandatory)) && !(raceMask & WILD_BITS)) {
    return { code: 'INVALID_PAYMENT', message: `${info.name} needs at least one ${RACES[mandatory]} Ally.` };
  }
  const pearls = Math.max(0, recruitCostWith(modifiers, lord, info) - total);
  if (pearls > p.pearls && !canPay(s, seat, pearls)) {
    return { code: 'NOT_ENOUGH_PEARLS', message: `That payment is ${plural(pearls, 'Pearl')} short and you have ${p.pearls}.` };
  }
  return pearls;
}

function holdsBefore(cards: readonly number[], card: number, end: number): boolean {
  for (let i = 0; i < end; i++) if (cards[i] === card) return true;
  return false;
}

/** The race bits beyond the five races: an expansion's wild Allies (the Kraken Allies). */
const WILD_BITS = ~((1 << RACE_COUNT) - 1);

function popcount(x: number): number {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
}

/** The top Lord the Conspirator showed this turn, which its owner may recruit; 0 if none. */
export function conspiracyLord(s: GameState): number {
  return s.turn.peek && s.lordDeck.length > 0 ? s.lordDeck[s.lordDeck.length - 1] : 0;
}

/** The recruit action (already validated): pay, then affiliate (maybe a decision) and queue the rest. */
export function recruit(s: GameState, ctx: Ctx, lord: number, allies: readonly number[], pearls: number, nebulis = 0): void {
  const seat = s.current;
  const p = ownPlayer(s, seat);
  if (nebulis > 0) payPrice(s, ctx, seat, pearls, nebulis, -1);
  else p.pearls -= pearls;
  for (const card of allies) removeItem(p.hand, card);
  // The Conspirator's owner may recruit the top Lord of the deck instead of a Court card.
  if (!removeItem(own.court(s), lord)) drawLord(s);
  say(ctx, () => ({ kind: 'recruits', args: { card: lord, allies: allies.slice(), pearls: pearls - nebulis }, seat }));
  s.tasks.unshift({ t: 'gainLord', lord }, { t: 'refill' }, { t: 'keys' }, { t: 'afterAction' });
  alliesSpent(s, ctx, seat, allies);
  const candidates = affiliationCandidates(s, seat, allies, lord);
  if (candidates.length === 0) {
    // Only Kraken Allies were spent: none is affiliated (the Sentinel still comes back).
    for (const c of allies) own.explorationDiscard(s).push(c);
    releaseGuard(s, ctx, seat, 'court', lord);
    return;
  }
  if (candidates.length === 1) affiliate(s, ctx, allies, candidates[0]);
  else s.pending = { kind: 'affiliate', seat, spent: allies.slice(), lord };
  releaseGuard(s, ctx, seat, 'court', lord);
}

/**
 * Spent Allies the player may affiliate: the lowest ones, or any with the Master of Magic
 * ("when you recruit other Lords": not an Outcast, rulings.md).
 */
export function affiliationCandidates(s: GameState, seat: number, spent: readonly number[], recruited: number): number[] {
  spent = affiliable(s, spent);
  if (!isOutcast(recruited) && hasActiveLord(s.players[seat], LORD.masterOfMagic)) return distinctAllies(spent);
  let low = 99;
  let lows = 0;
  for (let i = 0; i < spent.length; i++) {
    const v = allyValue(spent[i]);
    if (v < low) {
      low = v;
      lows = 1;
    } else if (v === low) lows++;
  }
  // The usual single lowest Ally needs no filtering (nor the distinct pass).
  if (lows === 1) for (let i = 0; i < spent.length; i++) if (allyValue(spent[i]) === low) return [spent[i]];
  const lowest: number[] = [];
  for (let i = 0; i < spent.length; i++) if (allyValue(spent[i]) === low) lowest.push(spent[i]);
  return distinctAllies(lowest);
}

/** Affiliates `card` of the spent Allies; the others go to the discard. */
export function affiliate(s: GameState, ctx: Ctx, spent: readonly number[], card: number): void {
  const p = ownPlayer(s, s.current);
  p.affiliated.push(card);
  for (const c of spent) if (c !== card) own.explorationDiscard(s).push(c);
  say(ctx, () => ({ kind: 'affiliates', args: { card }, seat: s.current }));
}

/** Owning this many Lords (and Outcasts) triggers the end of the game. */
export const RECRUITS_TO_END = 7;

/** A Lord joins the current player (task 'gainLord'): end trigger and its power. */
export function gainLord(s: GameState, ctx: Ctx, lord: number): void {
  const p = ownPlayer(s, s.current);
  somebodyRecruited(s);
  if (isOutcast(lord)) gainOutcast(s, ctx, lord);
  else p.lords.push(lord);
  if (recruitedCount(p) >= RECRUITS_TO_END && s.lastSeat < 0) triggerEnd(s, ctx, () => ({ kind: 'endBySeventh', args: { player: s.current, deProfundis: outcastsRecruited(s) } }));
  if (isOutcast(lord)) return;
  // Kraken: an opponent's Shareholder gains 1 Pearl (a Lord was recruited, not an Outcast).
  lordRecruited(s, ctx);
  const timing = LORDS[lord].timing;
  // The Landlord and the Commander are ongoing but also act once on arrival.
  if (timing === 'onRecruit' || lord === LORD.landlord || lord === LORD.commander) s.tasks.unshift({ t: 'power', lord });
}

