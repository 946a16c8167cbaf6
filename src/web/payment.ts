// The recruitment payment builder's arithmetic. It only gives feedback: what counts as a
// valid payment is what the server lists in view.legal (or a superset of one of those with
// the same races, which the engine also accepts: extra Allies are an allowed overpayment).
import { RACES, allyRace, allyValue, isKrakenAlly, type Race } from '../engine/cards.ts';
import type { Action, PlayerView } from '../engine/index.ts';
import { costModifiers, mandatoryRaceWith, recruitCostWith } from '../engine/recruit.ts';
import { requirement } from './courtCards.ts';
import { i18n } from './i18n/index.ts';
import { pearls, raceName } from './i18n/words.ts';

type Recruit = Extract<Action, { type: 'recruit' }>;

/** What a Court card costs this seat now (the engine's rule), with the reasons (display only). */
export function effectiveCost(view: PlayerView, seat: number, lord: number): { cost: number; notes: string[] } {
  const req = requirement(view, lord);
  const m = costModifiers(view, seat);
  const notes: string[] = [];
  if (m.recruiter) notes.push(i18n.t('payment.recruiter'));
  // The Treasurer lowers Lords only (rulings.md, De Profundis).
  if (m.treasurer && !req.outcast) notes.push(i18n.t('payment.treasurer'));
  return { cost: recruitCostWith(m, lord, req), notes };
}

/** The race that must be among the payment, or null (Ambassadors; waived by your Diplomat). */
export function mandatoryRace(view: PlayerView, seat: number, lord: number): Race | null {
  const race = mandatoryRaceWith(costModifiers(view, seat), { race: raceIndexOf(requirement(view, lord).race) });
  return race < 0 ? null : RACES[race];
}

const raceIndexOf = (race: Race | null): number => (race === null ? -1 : RACES.indexOf(race));

export function legalPayments(legal: readonly Action[], lord: number): number[][] {
  return legal.filter((a): a is Recruit => a.type === 'recruit' && a.lord === lord).map((a) => a.allies);
}

/** Kraken: the Nebulis amounts the server lets me pay towards this Lord (always 0 without the expansion). */
export function nebulisChoices(legal: readonly Action[], lord: number): number[] {
  const set = new Set<number>();
  for (const a of legal) if (a.type === 'recruit' && a.lord === lord) set.add(a.nebulis ?? 0);
  return [...set].sort((a, b) => a - b);
}

export const recruitableLords = (legal: readonly Action[]): Set<number> =>
  new Set(legal.filter((a): a is Recruit => a.type === 'recruit').map((a) => a.lord));

const kind = (card: number): number => allyRace(card) * 8 + allyValue(card);

function raceMask(cards: readonly number[]): number {
  let m = 0;
  for (const c of cards) m |= 1 << allyRace(c);
  return m;
}

/** True when `selected` equals a listed payment or extends one with more Allies of the same races. */
export function coversLegal(selected: readonly number[], payment: readonly number[]): boolean {
  if (raceMask(selected) !== raceMask(payment)) return false;
  const have = new Map<number, number>();
  for (const c of selected) have.set(kind(c), (have.get(kind(c)) ?? 0) + 1);
  for (const c of payment) {
    const n = have.get(kind(c)) ?? 0;
    if (n === 0) return false;
    have.set(kind(c), n - 1);
  }
  return true;
}

export interface PaymentCheck {
  cost: number;
  costNotes: string[];
  racesNeeded: number;
  mandatory: Race | null;
  total: number;
  races: Race[];
  /** Kraken Allies picked: each is wild, standing for any race. */
  wild: number;
  /** The race rule is met (exactly the number of races, Kraken Allies filling in). */
  racesOk: boolean;
  /** The Lord's race is among the payment (or a Kraken Ally stands for it). */
  mandatoryOk: boolean;
  nebulis: number;
  pearlsNeeded: number;
  pearlsHave: number;
  /** What is still missing, in plain words of the current language (empty when the payment can be sent). */
  missing: string[];
  /** The action to send, when the server lists a payment this selection covers. */
  action: Recruit | null;
}

export function checkPayment(view: PlayerView, seat: number, lord: number, selected: readonly number[], nebulis = 0): PaymentCheck {
  const info = requirement(view, lord);
  const { cost, notes } = effectiveCost(view, seat, lord);
  const mandatory = mandatoryRace(view, seat, lord);
  const mask = raceMask(selected);
  const races = RACES.filter((_, r) => mask & (1 << r));
  const total = selected.reduce((sum, c) => sum + allyValue(c), 0);
  // Kraken Allies are wild: each may stand for a missing race (or repeat one already there).
  const wild = selected.filter(isKrakenAlly).length;
  const racesOk = races.length <= info.races && races.length + wild >= info.races;
  const mandatoryOk = !mandatory || races.includes(mandatory) || (wild > 0 && races.length < info.races);
  const pearlsNeeded = Math.max(0, cost - total - nebulis);
  const pearlsHave = view.players[seat].pearls;
  const missing: string[] = [];
  const t = i18n.t.bind(i18n);
  if (selected.length === 0) missing.push(t('payment.pickAllies'));
  else {
    if (races.length + wild < info.races) missing.push(t('payment.addRaces', { more: t('n.moreRace', { count: info.races - races.length - wild }), count: info.races }));
    if (races.length > info.races) missing.push(t('payment.tooMany', { count: info.races, picked: races.length }));
    if (!mandatoryOk && mandatory) missing.push(t('payment.mandatory', { race: raceName(mandatory) }));
    if (pearlsNeeded > pearlsHave) missing.push(t('payment.short', { short: pearlsNeeded - pearlsHave, pearls: pearls(pearlsHave), needed: pearlsNeeded }));
  }
  const match = view.legal.some((a) => a.type === 'recruit' && a.lord === lord && (a.nebulis ?? 0) === nebulis && coversLegal(selected, a.allies));
  if (missing.length === 0 && !match) missing.push(t('payment.notListed'));
  const action: Recruit = { type: 'recruit', lord, allies: [...selected] };
  if (nebulis) action.nebulis = nebulis;
  return {
    cost, costNotes: notes, racesNeeded: info.races, mandatory, total, races, wild, racesOk, mandatoryOk, nebulis, pearlsNeeded, pearlsHave, missing,
    action: match && missing.length === 0 ? action : null,
  };
}

/** Legal payments, cheapest first (fewest Pearls, then least value wasted), for one-click picks. */
export function suggestions(view: PlayerView, seat: number, lord: number, max = 4): { allies: number[]; pearls: number; total: number; nebulis: number }[] {
  const { cost } = effectiveCost(view, seat, lord);
  return view.legal.filter((a): a is Recruit => a.type === 'recruit' && a.lord === lord)
    .map(({ allies, nebulis = 0 }) => {
      const total = allies.reduce((s, c) => s + allyValue(c), 0);
      return { allies, total, nebulis, pearls: Math.max(0, cost - total - nebulis) };
    })
    // Nebulis cost IP at the end: among payments as cheap in Pearls, those without come first.
    .sort((a, b) => a.pearls - b.pearls || a.nebulis - b.nebulis || a.total - b.total || a.allies.length - b.allies.length)
    .slice(0, max);
}

/** Hand sorted by race, then value (ids break ties so the order is stable). */
export function sortHand(cards: readonly number[]): number[] {
  return [...cards].sort((a, b) => allyRace(a) - allyRace(b) || allyValue(a) - allyValue(b) || a - b);
}

/** Maps a clicked card to the listed action for an equivalent card (same race and value). */
export function equivalentIn(cards: readonly number[], card: number): number | undefined {
  return cards.find((c) => c === card) ?? cards.find((c) => kind(c) === kind(card));
}
