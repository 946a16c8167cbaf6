// Recruit a Lord: cost, payment with Allies and Pearls, affiliation, and the Lord joining.
import { GUILD_RACE, LORD, LORDS, RACES, RACE_COUNT, allyRace, allyValue, describeCard, plural, raceIndex } from './cards.ts';
import { distinctAllies } from './explore.ts';
import { courtCardName, drawLord } from './court.ts';
import { somebodyRecruited } from './dead.ts';
import { gainOutcast, isOutcast, outcastCard } from './outcasts.ts';
import { type Ctx, hasActiveLord, name, opponentHasActive, recruitedCount, removeItem, say } from './state.ts';
import type { EngineError, GameState } from './types.ts';

/** What recruiting a Court card asks: a Lord, or (De Profundis) an Outcast. */
export function requirement(s: GameState, card: number): { name: string; cost: number; races: number; race: number } {
  if (isOutcast(card)) {
    const o = outcastCard(s, card);
    return { name: o.name, cost: o.cost, races: o.races, race: o.mandatoryRace === null ? -1 : raceIndex(o.mandatoryRace) };
  }
  const lord = LORDS[card];
  const race = GUILD_RACE[lord.guild];
  return { name: lord.name, cost: lord.cost, races: lord.races, race: race === null ? -1 : raceIndex(race) };
}

/**
 * Recruitment cost for `seat` after the Recruiter (+2) and the Treasurer (−2). By the printed
 * texts (rulings.md, De Profundis): the Recruiter raises "all recruitment costs", Outcasts'
 * too; the Treasurer lowers "the cost of recruiting Lords" only.
 */
export function recruitCost(s: GameState, seat: number, lord: number): number {
  let cost = requirement(s, lord).cost;
  if (opponentHasActive(s, seat, LORD.recruiter)) cost += 2;
  if (!isOutcast(lord) && hasActiveLord(s.players[seat], LORD.treasurer)) cost -= 2;
  return Math.max(0, cost);
}

/**
 * The race that must be among the payment, or -1 (Ambassadors, or the Diplomat's owner:
 * "when you recruit, you may use any Races", Outcasts included).
 */
export function mandatoryRace(s: GameState, seat: number, lord: number): number {
  if (hasActiveLord(s.players[seat], LORD.diplomat)) return -1;
  return requirement(s, lord).race;
}

/** Checks a payment; returns the Pearls it needs, or why it is not valid. */
export function checkPayment(s: GameState, seat: number, lord: number, allies: readonly number[]): number | EngineError {
  const p = s.players[seat];
  const seen = new Set<number>();
  let total = 0;
  let raceMask = 0;
  for (const card of allies) {
    if (seen.has(card) || !p.hand.includes(card)) {
      return { code: 'CARD_NOT_IN_HAND', message: 'Pay only with Allies from your hand, each once.' };
    }
    seen.add(card);
    total += allyValue(card);
    raceMask |= 1 << allyRace(card);
  }
  const info = requirement(s, lord);
  const races = popcount(raceMask);
  if (races !== info.races) {
    return { code: 'INVALID_PAYMENT', message: `${info.name} needs Allies of exactly ${plural(info.races, 'different race')}; you offered ${races}.` };
  }
  const mandatory = mandatoryRace(s, seat, lord);
  if (mandatory >= 0 && !(raceMask & (1 << mandatory))) {
    return { code: 'INVALID_PAYMENT', message: `${info.name} needs at least one ${RACES[mandatory]} Ally.` };
  }
  const pearls = Math.max(0, recruitCost(s, seat, lord) - total);
  if (pearls > p.pearls) {
    return { code: 'NOT_ENOUGH_PEARLS', message: `That payment is ${plural(pearls, 'Pearl')} short and you have ${p.pearls}.` };
  }
  return pearls;
}

function popcount(x: number): number {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
}

/**
 * Every payment for `lord` with no removable Ally: each race it uses has at least one card,
 * and no card of a race used twice could go without the payment needing more Pearls.
 * Interchangeable cards (same race and value) are listed once, by their lowest id.
 */
export function payments(s: GameState, seat: number, lord: number, hand: HandIndex = indexHand(s.players[seat].hand)): number[][] {
  const p = s.players[seat];
  const info = requirement(s, lord);
  const mandatory = mandatoryRace(s, seat, lord);
  const { present } = hand;
  if (mandatory >= 0 && !(present & (1 << mandatory))) return [];
  if (popcount(present) < info.races) return [];
  const search: PaymentSearch = {
    hand, races: [], cost: recruitCost(s, seat, lord), pearls: p.pearls, out: [], buf: [], len: 0,
  };
  for (let mask = 1; mask < 1 << RACE_COUNT; mask++) {
    if ((mask & present) !== mask || popcount(mask) !== info.races) continue;
    if (mandatory >= 0 && !(mask & (1 << mandatory))) continue;
    let most = 0;
    search.races.length = 0;
    for (let r = 0; r < RACE_COUNT; r++) {
      if (mask & (1 << r)) {
        search.races.push(r);
        most += hand.sum[r];
      }
    }
    // Even the whole hand of these races plus every Pearl would not be enough.
    if (search.cost - most > search.pearls) continue;
    pickRace(search, 0, 0, NONE);
  }
  return search.out;
}

const NONE = 99;

/**
 * A hand sorted for payment search: for race r, values[r] lists the distinct values held
 * (ascending) and ids[r][i] the cards of value values[r][i]; sum[r] the race's total value.
 */
export interface HandIndex {
  values: number[][];
  ids: number[][][];
  sum: number[];
  present: number;
}

export function indexHand(hand: readonly number[]): HandIndex {
  const values: number[][] = [];
  const ids: number[][][] = [];
  const sum = [0, 0, 0, 0, 0];
  const byValue: number[][][] = [];
  for (let r = 0; r < RACE_COUNT; r++) byValue.push([[], [], [], [], [], []]);
  let present = 0;
  for (const card of hand) {
    const r = allyRace(card);
    byValue[r][allyValue(card)].push(card);
    sum[r] += allyValue(card);
    present |= 1 << r;
  }
  for (let r = 0; r < RACE_COUNT; r++) {
    const vs: number[] = [];
    const cs: number[][] = [];
    for (let v = 1; v <= 5; v++) {
      if (byValue[r][v].length) {
        vs.push(v);
        cs.push(byValue[r][v]);
      }
    }
    values.push(vs);
    ids.push(cs);
  }
  return { values, ids, sum, present };
}

interface PaymentSearch {
  hand: HandIndex;
  races: number[];
  cost: number;
  pearls: number;
  out: number[][];
  /** Cards chosen so far: buf[0..len). */
  buf: number[];
  len: number;
}

/** Chooses cards for races[ri..]; `minDup` = lowest value among races already used twice. */
function pickRace(ps: PaymentSearch, ri: number, total: number, minDup: number): void {
  if (ri === ps.races.length) {
    if (ps.cost - total <= ps.pearls) ps.out.push(ps.buf.slice(0, ps.len));
    return;
  }
  pickValue(ps, ri, 0, total, minDup, 0, NONE);
}

/**
 * Chooses how many cards of the race's i-th distinct value (ascending) to pay. Once a
 * duplicate card is removable (total − its value still covers the cost) no extension can
 * fix it, so that branch and every larger count are cut.
 */
function pickValue(ps: PaymentSearch, ri: number, i: number, total: number, minDup: number, raceCards: number, raceMin: number): void {
  const race = ps.races[ri];
  const values = ps.hand.values[race];
  if (i === values.length) {
    if (raceCards === 0) return;
    pickRace(ps, ri + 1, total, raceCards > 1 ? Math.min(minDup, raceMin) : minDup);
    return;
  }
  const v = values[i];
  const ids = ps.hand.ids[race][i];
  const start = ps.len;
  for (let k = 0; k <= ids.length; k++) {
    if (k > 0) ps.buf[ps.len++] = ids[k - 1];
    const t = total + k * v;
    const count = raceCards + k;
    const low = k > 0 && raceMin > v ? v : raceMin;
    const dup = count > 1 ? Math.min(minDup, low) : minDup;
    if (dup !== NONE && t - dup >= ps.cost) break;
    pickValue(ps, ri, i + 1, t, minDup, count, low);
  }
  ps.len = start;
}

/** The top Lord the Conspirator showed this turn, which its owner may recruit; 0 if none. */
export function conspiracyLord(s: GameState): number {
  return s.turn.peek && s.lordDeck.length > 0 ? s.lordDeck[s.lordDeck.length - 1] : 0;
}

export function canRecruitAny(s: GameState, seat: number): boolean {
  return s.court.some((lord) => payments(s, seat, lord).length > 0);
}

/** The recruit action (already validated): pay, then affiliate (maybe a decision) and queue the rest. */
export function recruit(s: GameState, ctx: Ctx, lord: number, allies: readonly number[], pearls: number): void {
  const seat = s.current;
  const p = s.players[seat];
  p.pearls -= pearls;
  for (const card of allies) removeItem(p.hand, card);
  // The Conspirator's owner may recruit the top Lord of the deck instead of a Court card.
  if (!removeItem(s.court, lord)) drawLord(s);
  say(ctx, () => `${name(s, seat)} recruits ${courtCardName(s, lord)}, paying ${allies.map(describeCard).join(', ')}${pearls ? ` and ${plural(pearls, 'Pearl')}` : ''}.`, { seat });
  s.tasks.unshift({ t: 'gainLord', lord }, { t: 'refill' }, { t: 'keys' }, { t: 'afterAction' });
  const candidates = affiliationCandidates(s, seat, allies, lord);
  if (candidates.length === 1) affiliate(s, ctx, allies, candidates[0]);
  else s.pending = { kind: 'affiliate', seat, spent: allies.slice(), lord };
}

/**
 * Spent Allies the player may affiliate: the lowest ones, or any with the Master of Magic
 * ("when you recruit other Lords": not an Outcast, rulings.md).
 */
export function affiliationCandidates(s: GameState, seat: number, spent: readonly number[], recruited: number): number[] {
  if (!isOutcast(recruited) && hasActiveLord(s.players[seat], LORD.masterOfMagic)) return distinctAllies(spent);
  let low = 99;
  for (const c of spent) low = Math.min(low, allyValue(c));
  return distinctAllies(spent.filter((c) => allyValue(c) === low));
}

/** Affiliates `card` of the spent Allies; the others go to the discard. */
export function affiliate(s: GameState, ctx: Ctx, spent: readonly number[], card: number): void {
  const p = s.players[s.current];
  p.affiliated.push(card);
  for (const c of spent) if (c !== card) s.explorationDiscard.push(c);
  say(ctx, () => `${name(s, s.current)} affiliates ${describeCard(card)}.`, { seat: s.current });
}

/** Owning this many Lords (and Outcasts) triggers the end of the game. */
export const RECRUITS_TO_END = 7;

/** A Lord joins the current player (task 'gainLord'): end trigger and its power. */
export function gainLord(s: GameState, ctx: Ctx, lord: number): void {
  const p = s.players[s.current];
  somebodyRecruited(s);
  if (isOutcast(lord)) gainOutcast(s, ctx, lord);
  else p.lords.push(lord);
  if (recruitedCount(p) >= RECRUITS_TO_END && s.lastSeat < 0) triggerEnd(s, ctx, `${name(s, s.current)} has a 7th ${s.options.expansions?.deProfundis ? 'Lord or Outcast' : 'Lord'}`);
  if (isOutcast(lord)) return;
  const timing = LORDS[lord].timing;
  // The Landlord and the Commander are ongoing but also act once on arrival.
  if (timing === 'onRecruit' || lord === LORD.landlord || lord === LORD.commander) s.tasks.unshift({ t: 'power', lord });
}

/** The end of the game is triggered: the current turn ends, then each other seat plays once more. */
export function triggerEnd(s: GameState, ctx: Ctx, why: string): void {
  const n = s.players.length;
  s.lastSeat = (s.current + n - 1) % n;
  say(ctx, () => `${why}: the end of the game is triggered. Every other player takes one last turn.`);
}
