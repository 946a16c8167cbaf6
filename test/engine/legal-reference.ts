// The legal-action listing as it was before payments were enumerated from a per-race summary
// of the hand (src/engine/legal.ts and the payment search of src/engine/recruit.ts at commit
// 8368593), kept verbatim as the reference the faster listing must equal (legal-parity.test.ts).
// Do not "improve" this file: its worth is that it is the old code. Two additions came later
// with recruitment in steps (recruit-steps.ts), which is not what the parity measures: each
// listed payment goes through listedRecruit (its `more` flag), and the `payment` decision
// lists what paymentActions lists.
import { LORD, RACES, RACE_COUNT, allyRace, allyValue } from '../../src/engine/cards.ts';
import { supportChoices } from '../../src/engine/council.ts';
import { canPlot, courtLords } from '../../src/engine/court.ts';
import { canExplore, distinctAllies } from '../../src/engine/explore.ts';
import { usablePowers } from '../../src/engine/flow.ts';
import { keyPayments, maxDraw } from '../../src/engine/locations.ts';
import { assassinTargets, canUsePower, nonEmptyStacks } from '../../src/engine/powers.ts';
import { affiliationCandidates, conspiracyLord, mandatoryRace, recruitCost, requirement } from '../../src/engine/recruit.ts';
import { listedRecruit, paymentActions, raceCounts } from '../../src/engine/recruit-steps.ts';
import { expansionLegalActions } from '../../src/engine/hooks.ts';
import type { Action, GameState } from '../../src/engine/types.ts';

export function referenceLegalActions(s: GameState): Action[] {
  const d = s.pending;
  if (s.over || d === null) return [];
  const p = s.players[d.seat];
  const out: Action[] = [];
  switch (d.kind) {
    case 'main': {
      if (s.options.expansions?.deProfundis) {
        if (canPlot(s, 'lords')) out.push({ type: 'plot', deck: 'lords' });
        if (canPlot(s, 'outcasts')) out.push({ type: 'plot', deck: 'outcasts' });
      } else if (canPlot(s)) out.push({ type: 'plot' });
      if (canExplore(s)) out.push({ type: 'explore' });
      for (const races of supportChoices(s)) out.push({ type: 'support', races: races.map((r) => RACES[r]) });
      const hand = indexHand(p.hand);
      const counts = raceCounts(p.hand);
      for (const lord of s.court) for (const allies of payments(s, d.seat, lord, hand)) out.push(listedRecruit(counts, lord, allies));
      const top = conspiracyLord(s);
      if (top) for (const allies of payments(s, d.seat, top, hand)) out.push(listedRecruit(counts, top, allies));
      // Plotting is optional (from either deck with De Profundis): it never replaces the action.
      if (!out.some((a) => a.type !== 'plot')) out.push({ type: 'skipAction' });
      powerActions(s, out);
      return out;
    }
    case 'payment':
      return paymentActions(s, d);
    case 'afterAction':
      powerActions(s, out);
      out.push({ type: 'endTurn' });
      return out;
    case 'offer':
      return [{ type: 'buy' }, { type: 'pass' }];
    case 'allyRevealed':
      return [{ type: 'take' }, { type: 'continue' }];
    case 'monsterRevealed':
      return [{ type: 'fight' }, { type: 'continue' }];
    case 'reward':
      return d.options.map((_, option) => ({ type: 'reward', option }));
    case 'takeFromTrack':
      return distinctAllies(s.track.filter((c) => c < 65)).map((card) => ({ type: 'takeFromTrack', card }));
    case 'affiliate':
      return affiliationCandidates(s, d.seat, d.spent, d.lord).map((card) => ({ type: 'affiliate', card }));
    case 'discard':
      return distinctAllies(p.hand).map((card) => ({ type: 'discard', card }));
    case 'martialLaw':
      if (p.pearls > 0) out.push({ type: 'payPearl' });
      for (const card of distinctAllies(p.hand)) out.push({ type: 'discard', card });
      return out;
    case 'assassinate':
      return assassinTargets(s, d.target).map((lord) => ({ type: 'assassinate', lord }));
    case 'hunt':
      return d.targets.map((target) => ({ type: 'hunt', target }));
    case 'apprentice':
      return nonEmptyStacks(s).map((r) => ({ type: 'apprentice', race: RACES[r] }));
    case 'illusionist':
      for (const from of p.locations) for (const to of s.locationsAvailable) out.push({ type: 'illusionist', from: from.id, to });
      out.push({ type: 'decline' });
      return out;
    case 'corruptor':
      if (p.pearls >= 5) for (const lord of courtLords(s)) out.push({ type: 'corrupt', lord });
      out.push({ type: 'decline' });
      return out;
    case 'traitor':
      for (const discard of p.lords) if (discard !== d.lord) for (const take of courtLords(s)) out.push({ type: 'betray', discard, take });
      out.push({ type: 'decline' });
      return out;
    case 'schemer':
      if (s.lordDeck.length > 0) for (const discard of p.lords) if (discard !== d.lord) out.push({ type: 'scheme', discard });
      out.push({ type: 'decline' });
      return out;
    case 'location':
      for (const location of s.locationsAvailable) out.push({ type: 'takeLocation', location });
      for (let count = 1; count <= maxDraw(s); count++) out.push({ type: 'drawLocations', count });
      return out;
    case 'pickLocation':
      return d.drawn.map((location) => ({ type: 'pickLocation', location }));
    case 'payKeys':
      return keyPayments(s, d.seat).map((lords) => ({ type: 'payKeys', lords }));
    case 'blackSmokers':
      for (const location of [...s.locationStack].sort((a, b) => a - b)) out.push({ type: 'swapLocation', location });
      out.push({ type: 'decline' });
      return out;
    case 'reconquer':
      return d.options.map((location) => ({ type: 'reconquer', location }));
    case 'replaceLocation':
      return s.locationsAvailable.map((location) => ({ type: 'pickLocation', location }));
    default:
      // Kraken decisions list few actions, without the payment search this reference checks.
      return expansionLegalActions(s, d);
  }
}

function powerActions(s: GameState, out: Action[]): void {
  for (const lord of usablePowers(s)) {
    const p = s.players[s.current];
    if (lord === LORD.slaver) for (const card of distinctAllies(p.hand)) out.push({ type: 'slaver', card });
    if (lord === LORD.oracle) for (const r of nonEmptyStacks(s)) out.push({ type: 'oracle', race: RACES[r] });
    if (lord === LORD.opportunist && canUsePower(s, lord)) for (const l of courtLords(s)) out.push({ type: 'opportunist', lord: l });
    if (lord === LORD.recipient) out.push({ type: 'recipient' });
  }
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
function payments(s: GameState, seat: number, lord: number, hand: HandIndex = indexHand(s.players[seat].hand)): number[][] {
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
interface HandIndex {
  values: number[][];
  ids: number[][][];
  sum: number[];
  present: number;
}

function indexHand(hand: readonly number[]): HandIndex {
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

