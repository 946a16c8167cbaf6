// Recruitment as a short sequence of decisions, so that every payment the rules accept is
// within reach of legalActions without listing each one. The main decision lists the payments
// with no removable Ally (recruit.ts, `payments`). Where the hand still holds an Ally of a race
// that payment uses, the listed recruit carries `more: true`: it opens a 'payment' decision in
// which the player adds such Allies one at a time ('addAlly'), then pays ('pay'). Overpaying
// never saves a Pearl there (a listed payment that needs Pearls has no Ally to spare), but an
// extra low Ally changes which Ally is affiliated, and it empties the hand.
// A recruit without `more` is the whole payment at once, as before (web, replays, agents).
import { RACE_COUNT, allyRace } from './cards.ts';
import { distinctAllies } from './explore.ts';
import { checkCurrency, currencyOptions, expansionExtraAllies, expansionMayExtend, hasCurrency, wildRacesFit } from './hooks.ts';
import { checkPayment, recruit } from './recruit.ts';
import { type Ctx, holds } from './state.ts';
import type { Action, Decision, DeepReadonly, EngineError, GameState } from './types.ts';

type PaymentDecision = Extract<Decision, { kind: 'payment' }>;

function racesOf(allies: readonly number[]): number {
  let mask = 0;
  for (const c of allies) mask |= 1 << allyRace(c);
  return mask;
}

/** Whether `hand` holds an Ally outside `allies` of a race `allies` uses (no allocation: runs per listed payment). */
export function canAddAlly(hand: readonly number[], allies: readonly number[]): boolean {
  const races = racesOf(allies);
  for (const c of hand) if (races & (1 << allyRace(c)) && !holds(allies, c)) return true;
  return false;
}

/** The Allies that may join the payment, one per race and value (interchangeable cards once). */
export function extraAllies(hand: readonly number[], allies: readonly number[]): number[] {
  const races = racesOf(allies);
  const out: number[] = [];
  for (let i = 0; i < hand.length; i++) if (races & (1 << allyRace(hand[i])) && !holds(allies, hand[i])) out.push(hand[i]);
  return distinctAllies(out);
}

/** Allies per race in `hand` (computed once per listing, for `listedRecruit`). */
export function raceCounts(hand: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0];
  for (const c of hand) counts[allyRace(c)]++;
  return counts;
}

/**
 * Whether a payment with no removable Ally may still grow (`handCounts` from `raceCounts` of
 * the hand): the hand holds more Allies of a paid race than the payment spends.
 * Runs once per listed payment: no allocation, a handful of cards.
 */
export function paymentCanGrow(handCounts: readonly number[], allies: readonly number[]): boolean {
  for (const card of allies) {
    const r = allyRace(card);
    let paid = 0;
    for (const c of allies) if (allyRace(c) === r) paid++;
    if (handCounts[r] > paid) return true;
  }
  return false;
}

/** How legalActions lists a payment with no removable Ally: marked `more` when it may grow. */
export function listedRecruit(handCounts: readonly number[], lord: number, allies: number[]): Action {
  return paymentCanGrow(handCounts, allies) ? { type: 'recruit', lord, allies, more: true } : { type: 'recruit', lord, allies };
}

/** The Allies that may join an open payment: by an expansion's rules (wild Allies), else of the races paid. */
function joinable(s: GameState, seat: number, lord: number, allies: readonly number[]): number[] {
  return expansionExtraAllies(s, seat, lord, allies) ?? extraAllies(s.players[seat].hand, allies);
}

/** The choices of a 'payment' decision: each Ally that may join, then pay as it stands. */
export function paymentActions(s: GameState, d: PaymentDecision): Action[] {
  const extra = joinable(s, d.seat, d.lord, d.allies);
  const out: Action[] = [];
  for (let i = 0; i < extra.length; i++) out.push({ type: 'addAlly', card: extra[i] });
  if (!hasCurrency(s)) out.push({ type: 'pay' });
  else {
    // An expansion currency (the Kraken's Nebulis): one 'pay' per legal amount of it.
    const pearls = checkPayment(s, d.seat, d.lord, d.allies);
    if (typeof pearls === 'number') for (const n of currencyOptions(s, d.seat, pearls)) out.push(n > 0 ? { type: 'pay', nebulis: n } : { type: 'pay' });
  }
  return out;
}

/** Whether an open payment may still grow (an expansion's wild Allies: any Ally that keeps the races valid). */
function canGrow(s: GameState, lord: number, allies: readonly number[]): boolean {
  return expansionMayExtend(s, s.current, lord, allies) ?? canAddAlly(s.players[s.current].hand, allies);
}

/** The one amount of an expansion currency the payment can take, or -1 when the player has a choice. */
function onlyNebulis(s: GameState, lord: number, allies: readonly number[], pearls: number): number {
  if (!hasCurrency(s)) return 0;
  const options = currencyOptions(s, s.current, pearls);
  return options.length === 1 ? options[0] : -1;
}

/** Whether `card` may join the open payment `allies`: of a race it pays, or by the races wild Allies may stand for. */
function mayJoin(s: GameState, d: PaymentDecision, card: number): boolean {
  const races = racesOf(d.allies);
  if (allyRace(card) < RACE_COUNT && races < 1 << RACE_COUNT) return (races & (1 << allyRace(card))) !== 0;
  return wildRacesFit(s, d.seat, d.lord, [...d.allies, card]);
}

/**
 * A validated recruit with `more`: the turn's action is taken and the payment stays open,
 * unless nothing could join it (then it is paid at once, as a choice of one would be).
 */
export function openPayment(s: GameState, ctx: Ctx, lord: number, allies: readonly number[], pearls: number): void {
  const nebulis = onlyNebulis(s, lord, allies, pearls);
  if (nebulis >= 0 && !canGrow(s, lord, allies)) {
    recruit(s, ctx, lord, allies, pearls, nebulis);
    return;
  }
  s.pending = { kind: 'payment', seat: s.current, lord, allies: allies.slice() };
}

/**
 * Answers a 'payment' decision. Returns undefined when the action is of another type (the
 * caller names what was expected), an error when it is not allowed (nothing changed), or null.
 */
export function paymentStep(s: GameState, ctx: Ctx, d: PaymentDecision, a: Action): EngineError | null | undefined {
  const hand = s.players[d.seat].hand;
  if (a.type === 'pay') {
    const pearls = checkPayment(s, d.seat, d.lord, d.allies);
    if (typeof pearls !== 'number') return pearls;
    const refused = checkCurrency(s, d.seat, pearls, a.nebulis);
    if (refused) return refused;
    s.pending = null;
    recruit(s, ctx, d.lord, d.allies, pearls, a.nebulis ?? 0);
    return null;
  }
  if (a.type !== 'addAlly') return undefined;
  const card = a.card;
  if (!Number.isInteger(card) || !holds(hand, card) || holds(d.allies, card)) {
    return { code: 'CARD_NOT_IN_HAND', message: 'Add an Ally from your hand that is not already in the payment.' };
  }
  if (!mayJoin(s, d, card)) {
    return { code: 'INVALID_PAYMENT', message: 'Add only Allies of the races already in the payment (the number of races is fixed).' };
  }
  const allies = [...d.allies, card];
  if (canGrow(s, d.lord, allies)) s.pending = withAllies(d, allies);
  else {
    const pearls = checkPayment(s, d.seat, d.lord, allies);
    const nebulis = typeof pearls === 'number' ? onlyNebulis(s, d.lord, allies, pearls) : 0;
    if (nebulis >= 0) pay(s, ctx, d.lord, allies, nebulis);
    else s.pending = withAllies(d, allies);
  }
  return null;
}

/** The open payment with `allies`: a literal in openPayment's key order (a spread copies slowly). */
function withAllies(d: PaymentDecision, allies: number[]): PaymentDecision {
  return { kind: d.kind, seat: d.seat, lord: d.lord, allies };
}

function pay(s: GameState, ctx: Ctx, lord: number, allies: readonly number[], nebulis: number): void {
  // Adding Allies of the paid races keeps the races and lowers the Pearls due: still valid.
  const pearls = checkPayment(s, s.current, lord, allies);
  if (typeof pearls !== 'number') throw new Error(`recruit-steps: an open payment became invalid (${pearls.message})`);
  s.pending = null;
  recruit(s, ctx, lord, allies, pearls, nebulis);
}

/**
 * What another seat sees of an open payment: not the Allies still in hand, and the Lord only
 * if it is in the Court (the Conspirator's owner may be paying for the secret top Lord: 0).
 */
export function paymentSeenBy(s: Pick<GameState, 'court'>, d: PaymentDecision, seat: number | null): PaymentDecision;
/** The same, of a read-only state's decision (a bot's guess). */
export function paymentSeenBy(s: { readonly court: readonly number[] }, d: DeepReadonly<PaymentDecision>, seat: number | null): DeepReadonly<PaymentDecision>;
export function paymentSeenBy(s: { readonly court: readonly number[] }, d: DeepReadonly<PaymentDecision>, seat: number | null): DeepReadonly<PaymentDecision> {
  if (seat === d.seat) return d;
  return { ...d, lord: s.court.includes(d.lord) ? d.lord : 0, allies: [] };
}
