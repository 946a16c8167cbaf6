// Random games of the expansions, and at sampled decisions the listing compared with the
// independent references (legal-brute-recruit.ts for payments, legal-accepted.ts for the rest).
// Shared by the legal-parity-*.test.ts files; it reports what it covered so they can insist on
// enough of it.
import { expect } from 'vitest';
import { byDepth, DEPTH } from '../depth.ts';
import { LORD, RACE_COUNT, allyRace, allyValue, fast, isLeviathanAlly, legalActions, newGame, type Action, type GameOptions, type GameState } from './mutable.ts';
import { makeRng } from '../../src/bots/rng.ts';
import { acceptedActions, canonical } from './legal-accepted.ts';
import { varyMain } from './legal-parity-variants.ts';
import {
  bruteForcePayments, compareKeys, holdsKraken, orderKey, projection, recruitActionsOf, recruitableLords, subMultisets, type ListedPayment,
} from './legal-brute-recruit.ts';

export interface Coverage {
  /** Games played. */
  games: number;
  /** Decisions compared, and of them by kind. */
  states: number;
  kinds: Record<string, number>;
  /** Main decisions whose payments were compared, and those that listed a recruitment. */
  mains: number;
  withRecruit: number;
  recruitActions: number;
  /** Main decisions compared with 8+ Allies in hand, and listing a recruitment. */
  bigHands: number;
  /** … with a Kraken Ally in hand, with a Leviathan Ally in hand (listing a recruitment). */
  krakenHands: number;
  leviathanHands: number;
  /** … whose seat has the Outlaw or the Counterfeiter (Nebulis rules change). */
  smugglerHands: number;
  /** Payments listed both ways, spending or keeping a Leviathan Ally (reference payments beyond the first of their race-and-value group). */
  leviathanVariants: number;
  /** Recruit actions listed with `more`, with `nebulis`. */
  moreActions: number;
  nebulisActions: number;
  /** Main decisions whose Lord payments were listed in the documented order (no Kraken in hand). */
  orderChecked: number;
  /** Main decisions where the plain enumeration checked the pruned one. */
  plainChecked: number;
  /** … of them with 8+ Allies in hand. */
  plainBigHands: number;
  /** Main decisions compared again, changed (purse, Lords, Sentinels: legal-parity-variants.ts); counted in `states` too. */
  variants: number;
  /** Main decisions skipped because the pruned search would take too long. */
  skipped: number;
  biggestHand: number;
  mostRecruits: number;
}

/** Search nodes the pruned enumeration may visit for one Lord before the state is skipped. */
const BUDGET = 400_000;
/** Sub-multisets of a hand up to which the plain enumeration runs too (every `plainEvery`-th main decision). */
const PLAIN_LIMIT = 1 << 15;
/** Listed recruit actions applied one by one per decision (evenly spread); the rest are judged through the reference only. */
const APPLY_LIMIT = 48;

export interface Plan {
  games: number;
  options: (g: number) => GameOptions;
  /** Every `mainEvery`-th decision is compared if it is a main decision, every `otherEvery`-th otherwise. */
  mainEvery: number;
  otherEvery: number;
  plainEvery: number;
  /** Every `variantEvery`-th compared main decision is compared again, changed (legal-parity-variants.ts). */
  variantEvery: number;
  /**
   * Stop after the first game at which the coverage asked for is met (`games` stays the most
   * played): the games played are a prefix of the full run's, so every state they compare is
   * one the full run compares too. Unset: every game is played.
   */
  until?: Goal;
}

/** The coverage a parity test insists on (expectCoverage): least counts, and decision kinds compared. */
export interface Goal { least: Partial<Record<Counter, number>>; kinds: number }

export function comparePlayed(plan: Plan): Coverage {
  const c: Coverage = {
    games: 0, states: 0, kinds: {}, mains: 0, withRecruit: 0, recruitActions: 0, bigHands: 0, krakenHands: 0, leviathanHands: 0, smugglerHands: 0, leviathanVariants: 0,
    moreActions: 0, nebulisActions: 0, orderChecked: 0, plainChecked: 0, plainBigHands: 0, variants: 0, skipped: 0, biggestHand: 0, mostRecruits: 0,
  };
  /** Main decisions of the games compared so far (variants aside): which get the plain enumeration and a variant. */
  let mains = 0;
  for (let g = 0; g < plan.games; g++) {
    const opts = plan.options(g);
    const rng = makeRng(opts.seed as number);
    // The variants draw from their own stream, so that they never change the games played.
    const vary = makeRng((opts.seed as number) ^ 0x5eed);
    // Half the games recruit only one time in five when they could, so hands grow large.
    const hoard = g % 2 === 1;
    const s: GameState = fast.clone(newGame(opts));
    for (let n = 0; !s.over; n++) {
      const listed = legalActions(s);
      const main = s.pending!.kind === 'main';
      if (n % (main ? plan.mainEvery : plan.otherEvery) === 0) {
        const where = `game ${JSON.stringify(opts)}, decision ${n} (${hoard ? 'hoarding' : 'uniform'} random play), waiting for ${JSON.stringify(s.pending)}`;
        if (main) mains++;
        compareState(s, listed, where, c, main && mains % plan.plainEvery === 0);
        // The same decision changed where random play seldom goes (legal-parity-variants.ts).
        if (main && mains % plan.variantEvery === 0) {
          const { state, note } = varyMain(s, vary);
          c.variants++;
          compareState(state, legalActions(state), `${where}, changed: ${note}`, c, false);
        }
      }
      let choice: Action = listed[rng.int(listed.length)];
      if (hoard && choice.type === 'recruit' && rng.next() < 0.8) {
        const other = listed.filter((a) => a.type !== 'recruit');
        if (other.length) choice = other[rng.int(other.length)];
      }
      const e = fast.apply(s, choice);
      if (e) throw new Error(`${JSON.stringify(choice)} refused: ${e.message} (${JSON.stringify(opts)}, decision ${n})`);
    }
    c.games = g + 1;
    if (plan.until && covered(c, plan.until)) break;
  }
  return c;
}

/** The main decision's types in the order the listing gives them (legal-reference.ts, the old listing). */
const MAIN_RANK: Partial<Record<Action['type'], number>> = { plot: 0, explore: 1, support: 2, recruit: 3, skipAction: 4 };
const POWER_RANK = 5;

function compareState(s: GameState, listed: Action[], where: string, c: Coverage, plain: boolean): void {
  const d = s.pending!;
  c.states++;
  c.kinds[d.kind] = (c.kinds[d.kind] ?? 0) + 1;
  const keys = listed.map(canonical);
  same(new Set(keys).size, keys.length, () => `${where}: an action listed twice`);
  let reference: Action[];
  let recruits: Action[] | null = null;
  if (d.kind === 'main') {
    recruits = referenceRecruits(s, where, c, plain);
    const others = acceptedActions(s);
    const acts = others.some((a) => a.type === 'explore' || a.type === 'support') || (recruits !== null && recruits.length > 0);
    if (!acts && recruits !== null) others.push({ type: 'skipAction' });
    // Too many payments to enumerate: everything but the payments (and skipAction, which hangs on them).
    if (recruits === null) listed = listed.filter((a) => a.type !== 'recruit' && a.type !== 'skipAction');
    reference = [...others, ...(recruits ?? [])];
    const ranks = listed.map((a) => MAIN_RANK[a.type] ?? POWER_RANK);
    same(ranks.every((r, i) => i === 0 || ranks[i - 1] <= r), true, () => `${where}: main decision's types out of order: ${listed.map((a) => a.type).join(' ')}`);
  } else reference = acceptedActions(s);
  const expected = [...new Set(reference.map(canonical))].sort();
  const got = listed.map(canonical).sort();
  if (JSON.stringify(got) !== JSON.stringify(expected)) {
    const want = new Set(expected);
    const have = new Set(got);
    const missing = expected.filter((k) => !have.has(k));
    const extra = got.filter((k) => !want.has(k));
    const show = (ks: string[]): string => ks.slice(0, 8).join(' ') + (ks.length > 8 ? ` and ${ks.length - 8} more` : '');
    expect({ missing, extra }, `${where}: listing differs from the reference; missing ${show(missing)}; extra ${show(extra)}`).toEqual({ missing: [], extra: [] });
  }
  if (recruits) compareRecruits(s, listed.filter((a) => a.type === 'recruit'), recruits, where, c);
  // Each listed action is accepted as it stands (the reference compared them up to interchangeable cards).
  const listedRecruits = listed.filter((a) => a.type === 'recruit');
  const step = Math.max(1, Math.ceil(listedRecruits.length / APPLY_LIMIT));
  for (const a of [...listed.filter((x) => x.type !== 'recruit'), ...listedRecruits.filter((_, i) => i % step === 0)]) {
    same(fast.apply(fast.clone(s), a), null, () => `${where}: listed ${JSON.stringify(a)} refused`);
  }
}

/** The reference recruit actions, or null when the search is over budget (counted as skipped). */
function referenceRecruits(s: GameState, where: string, c: Coverage, plain: boolean): Action[] | null {
  const seat = s.pending!.seat;
  const hand = s.players[seat].hand;
  const payments: ListedPayment[] = [];
  for (const lord of recruitableLords(s, seat)) {
    const found = bruteForcePayments(s, seat, lord, true, BUDGET);
    if (found === null) {
      c.skipped++;
      return null;
    }
    // The cuts of the pruned search lose nothing: the plain enumeration agrees where it is cheap.
    if (plain && subMultisets(hand) <= PLAIN_LIMIT) {
      const all = bruteForcePayments(s, seat, lord, false, Infinity)!;
      const key = (p: ListedPayment): string => p.allies.slice().sort((x, y) => x - y).join(',');
      same(found.map(key).sort(), all.map(key).sort(), () => `${where}: pruned and plain enumerations differ for Lord ${lord}`);
    }
    payments.push(...found);
  }
  if (plain && subMultisets(hand) <= PLAIN_LIMIT) {
    c.plainChecked++;
    if (hand.length >= 8) c.plainBigHands++;
  }
  c.mains++;
  const actions = payments.flatMap((p) => recruitActionsOf(s, seat, p));
  c.biggestHand = Math.max(c.biggestHand, hand.length);
  if (actions.length > 0) {
    c.withRecruit++;
    c.recruitActions += actions.length;
    c.mostRecruits = Math.max(c.mostRecruits, actions.length);
    if (hand.length >= 8) c.bigHands++;
    if (holdsKraken(hand)) c.krakenHands++;
    if (hand.some(isLeviathanAlly)) c.leviathanHands++;
    if (s.players[seat].lords.some((l) => l === LORD.outlaw || l === LORD.counterfeiter)) c.smugglerHands++;
    const groups = new Set(payments.map((p) => `${p.lord}|${projection(p.allies)}`));
    c.leviathanVariants += payments.length - groups.size;
    for (const a of actions) {
      if (a.type !== 'recruit') continue;
      if (a.more) c.moreActions++;
      if (a.nebulis) c.nebulisActions++;
    }
  }
  return actions;
}

/**
 * The order of the payments, where documented. Lords in Court order, then the Conspirator's top
 * Lord, each Lord's payments together (legal-reference.ts, which payments.ts names as the
 * contract). A payment that may spend a Leviathan Ally or a plain copy is listed by the first
 * copies in hand, its variants following it (leviathan/payments.ts); with Nebulis, per amount
 * (the order of the amounts is not documented). From a hand without Kraken Allies, a Lord's
 * payments come in payments.ts's order; with Kraken Allies no order within a Lord is documented.
 */
function compareRecruits(s: GameState, listed: Action[], reference: Action[], where: string, c: Coverage): void {
  const seat = s.pending!.seat;
  const hand = s.players[seat].hand;
  type R = Extract<Action, { type: 'recruit' }>;
  const recruits = listed as R[];
  const payment = (a: R): string => `${a.lord}|${projection(a.allies)}`;
  // Variants: one run per payment and Nebulis amount, led by the first copies in hand.
  const runs: R[] = [];
  const runKey = (a: R): string => `${payment(a)}|${a.nebulis ?? 0}`;
  for (const a of recruits) if (runs.length === 0 || runKey(runs[runs.length - 1]) !== runKey(a)) runs.push(a);
  same(new Set(runs.map(runKey)).size, runs.length, () => `${where}: a payment's variants do not follow it: ${runs.map(runKey).join(' ; ')}`);
  for (const a of runs) {
    same(a.allies.slice().sort((x, y) => x - y), firstCopies(hand, a.allies), () => `${where}: payment ${JSON.stringify(a)} does not come first with the first copies in hand`);
  }
  // Lords: each one's payments together, in Court order.
  const lordRuns = recruits.map((a) => a.lord).filter((l, i, all) => i === 0 || all[i - 1] !== l);
  const lords = recruitableLords(s, seat).filter((l) => reference.some((a) => a.type === 'recruit' && a.lord === l));
  same(lordRuns, lords, () => `${where}: Lords not together in Court order`);
  if (holdsKraken(hand)) return;
  // Payments of a Lord, by their first listing.
  c.orderChecked++;
  const firsts = [...new Set(recruits.map(payment))];
  const refs = [...new Map((reference as R[]).map((a) => [payment(a), a])).values()];
  const order = new Map(refs.map((a) => [payment(a), orderKey(a.allies)]));
  const sorted = refs.map(payment).sort((a, b) => lords.indexOf(Number(a.split('|')[0])) - lords.indexOf(Number(b.split('|')[0])) || compareKeys(order.get(a)!, order.get(b)!));
  same(firsts, sorted, () => `${where}: payments out of the documented order`);
}

/** The first copies in hand (any Leviathan-ness) of each race and value `allies` uses, as many as it uses; sorted. */
function firstCopies(hand: readonly number[], allies: readonly number[]): number[] {
  const want = new Array<number>((RACE_COUNT + 1) * 8).fill(0);
  const kind = (x: number): number => allyRace(x) * 8 + allyValue(x);
  for (const x of allies) want[kind(x)]++;
  const out: number[] = [];
  for (const x of hand) {
    if (want[kind(x)] > 0) {
      out.push(x);
      want[kind(x)]--;
    }
  }
  return out.sort((a, b) => a - b);
}

/** expect(got).toEqual(want), with the message built and expect called only on a difference (this runs millions of times). */
function same<T>(got: T, want: T, message: () => string): void {
  if (JSON.stringify(got) !== JSON.stringify(want)) expect(got, message()).toEqual(want);
}

type Counter = Exclude<keyof Coverage, 'kinds'>;

/** Whether `c` meets the goal's counts and kinds (the skipped share is asserted by expectCoverage, not waited for). */
export function covered(c: Coverage, goal: Goal): boolean {
  return (Object.entries(goal.least) as [Counter, number][]).every(([counter, n]) => c[counter] >= n) && Object.keys(c.kinds).length >= goal.kinds;
}

/**
 * How many games a parity test plays in the tier being run: in CI, games until its coverage
 * is met (at most `games`; the first games, so the states compared are the full run's first
 * ones); in the deep tier, all `games`; in the quick tier, one game, and its coverage is not
 * asserted (expectCoverage).
 */
export function gamesFor(games: number, least: Goal['least'], kinds: number): { games: number; until?: Goal } {
  return byDepth({ quick: { games: 1 }, ci: { games, until: { least, kinds } }, deep: { games } });
}

/**
 * The coverage a parity test insists on (not in the quick tier, whose one game cannot meet it): the comparison means something only where payments
 * are listed, many with big hands, Kraken and Leviathan Allies, Nebulis; and few states skipped.
 */
export function expectCoverage(c: Coverage, least: Partial<Record<Counter, number>>, kinds: number): void {
  if (DEPTH === 'quick') return;
  for (const [counter, n] of Object.entries(least) as [Counter, number][]) expect(c[counter], `coverage: ${counter}`).toBeGreaterThanOrEqual(n);
  expect(Object.keys(c.kinds).length, 'coverage: decision kinds compared').toBeGreaterThanOrEqual(kinds);
  expect(c.skipped, 'coverage: main decisions skipped as too big to enumerate').toBeLessThanOrEqual(Math.ceil(c.mains / 100));
}

export function report(label: string, c: Coverage): void {
  const { kinds, ...rest } = c;
  console.log(`${label}: ${JSON.stringify(rest)}\n  decisions by kind: ${JSON.stringify(kinds)}`);
}
