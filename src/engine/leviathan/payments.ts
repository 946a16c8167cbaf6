// Recruitment payments with Leviathan Allies. The payment listing (payments.ts) treats the cards
// of one race and value as interchangeable and names the first in hand; a Leviathan Ally is not
// interchangeable with a plain Ally of its race and value (it carries a fighting effect), so
// whether it is spent or kept is the player's choice. Each race and value has at most one
// Leviathan Ally, so a payment has at most one variant per (race, value) it uses: with the
// Leviathan Ally in or out. The variants follow their payment in the list.
import { RACE_COUNT, allyRace, allyValue, isLeviathanAlly } from '../cards.ts';
import type { PaymentRules } from '../hooks.ts';
import type { Action, GameState } from '../types.ts';

/** Leviathan Allies in recruitment payments (hooks.ts, PaymentRules). */
export const LEVIATHAN_PAYMENTS: PaymentRules = { finishListing: addFightingVariants };

type Recruit = Extract<Action, { type: 'recruit' }>;

const VALUES = 6;
/** Copies in the hand per kind (race * VALUES + value, below 32) while one listing is finished. */
const copiesOf = new Int32Array(32);
/** Copies a payment spends per kind. */
const usedOf = new Int32Array(32);

/** The kind of a card of the five races as a slot below 32 (race * VALUES + value), or -1 (a Kraken Ally). */
function slotOf(card: number): number {
  const race = allyRace(card);
  return race >= 0 && race < RACE_COUNT ? race * VALUES + allyValue(card) : -1;
}

/** The fighter (the Leviathan Ally) of each kind with a choice, while one listing is finished. */
const fighterOf = new Int32Array(32);
/** The kinds with a choice in the hand order of their fighters: order[0..orderLen). */
const order = new Int32Array(32);
let orderLen = 0;
/** Each kind's plain copies in hand order: plainCards[plainStart[slot]..] (copiesOf[slot] − 1 of them). */
const plainStart = new Int32Array(32);
let plainCards = new Int32Array(16);
/** The kinds with a choice one payment uses, in `order`'s order: groupSlot[0..groups). */
const groupSlot = new Int32Array(32);
/** A payment's Allies of no kind with a choice, in their order: rest[0..restLen). */
const rest: number[] = [];
let restLen = 0;
/** The listed actions being given their variants (empty between calls; legalActions is never re-entered). */
const moved: Action[] = [];

/** Adds, after each listed recruitment from index `from`, its variants spending or keeping a Leviathan Ally. */
export function addFightingVariants(s: GameState, seat: number, out: Action[], from: number): void {
  // No recruitment listed: nothing to vary.
  if (from === out.length) return;
  const hand = s.players[seat].hand;
  const choices = choiceKinds(hand);
  if (choices === 0) return;
  let first = from;
  while (first < out.length && choicesUsed(out[first], choices) === 0) first++;
  if (first === out.length) return;
  noteChoices(hand, choices);
  // The actions from the first with a choice move to `moved` and come back, each followed by its variants
  // (no array made for them, as a splice would).
  for (let i = first; i < out.length; i++) moved.push(out[i]);
  out.length = first;
  for (let k = 0; k < moved.length; k++) {
    const a = moved[k];
    out.push(a);
    if (a.type !== 'recruit') continue;
    const used = choicesUsed(a, choices);
    if (used !== 0) pushVariants(a, used, out);
  }
  moved.length = 0;
}

/**
 * The kinds where the hand holds a Leviathan Ally and a plain copy (the only ones with a
 * choice), as slot bits; copiesOf holds how many cards of each the hand has.
 */
function choiceKinds(hand: readonly number[]): number {
  let fighterKinds = 0;
  for (let i = 0; i < hand.length; i++) if (isLeviathanAlly(hand[i])) fighterKinds |= 1 << slotOf(hand[i]);
  if (fighterKinds === 0) return 0;
  let kinds = 0;
  for (let i = 0; i < hand.length; i++) {
    const slot = slotOf(hand[i]);
    if (slot < 0 || !(fighterKinds & (1 << slot))) continue;
    if (kinds & (1 << slot)) copiesOf[slot]++;
    else {
      kinds |= 1 << slot;
      copiesOf[slot] = 1;
    }
  }
  let choices = 0;
  for (let bits = kinds; bits !== 0; bits &= bits - 1) {
    const slot = 31 - Math.clz32(bits & -bits);
    if (copiesOf[slot] >= 2) choices |= 1 << slot;
  }
  return choices;
}

/**
 * Notes, once per listing, the fighter of each kind with a choice, those kinds in their
 * fighters' hand order, and each kind's plain copies in hand order (the hand holds one
 * Leviathan Ally per race and value at most: each kind has one fighter).
 */
function noteChoices(hand: readonly number[], choices: number): void {
  orderLen = 0;
  let start = 0;
  for (let bits = choices; bits !== 0; bits &= bits - 1) {
    const slot = 31 - Math.clz32(bits & -bits);
    plainStart[slot] = start;
    start += copiesOf[slot] - 1;
    // Reused below as the count of plain copies placed so far.
    usedOf[slot] = 0;
  }
  if (plainCards.length < start) plainCards = new Int32Array(start * 2);
  for (let i = 0; i < hand.length; i++) {
    const slot = slotOf(hand[i]);
    if (slot < 0 || !(choices & (1 << slot))) continue;
    if (isLeviathanAlly(hand[i])) {
      fighterOf[slot] = hand[i];
      order[orderLen++] = slot;
    } else plainCards[plainStart[slot] + usedOf[slot]++] = hand[i];
  }
}

/**
 * The kinds with a choice that a listed recruitment spends some but not all the copies of, as
 * slot bits (0: none, or not a recruitment); usedOf holds how many of each it spends.
 */
function choicesUsed(a: Action, choices: number): number {
  if (a.type !== 'recruit') return 0;
  const allies = a.allies;
  let used = 0;
  for (let i = 0; i < allies.length; i++) {
    const slot = slotOf(allies[i]);
    if (slot < 0 || !(choices & (1 << slot))) continue;
    if (used & (1 << slot)) usedOf[slot]++;
    else {
      used |= 1 << slot;
      usedOf[slot] = 1;
    }
  }
  let partly = 0;
  for (let bits = used; bits !== 0; bits &= bits - 1) {
    const slot = 31 - Math.clz32(bits & -bits);
    if (usedOf[slot] < copiesOf[slot]) partly |= 1 << slot;
  }
  return partly;
}

/**
 * Pushes every other choice of which copies to spend, where a Leviathan Ally and plain copies
 * meet (the kinds `used`, usedOf copies each). Each such kind (in its fighter's hand order) is
 * paid either without its fighter (the first plain copies in hand order) or with it (the
 * fighter, then the first plain copies); a variant is the payment's other Allies, in their
 * order, followed by each such kind's cards, and the variants come with the first kind's
 * choice varying slowest, "without" before "with". The payment itself (the same Allies, in any
 * order) is left out. The choices differ in their fighters, so no two variants are the same payment.
 */
function pushVariants(a: Recruit, used: number, out: Action[]): void {
  const allies = a.allies;
  let groups = 0;
  for (let k = 0; k < orderLen; k++) if (used & (1 << order[k])) groupSlot[groups++] = order[k];
  restLen = 0;
  for (let i = 0; i < allies.length; i++) {
    const slot = slotOf(allies[i]);
    if (slot < 0 || !(used & (1 << slot))) rest[restLen++] = allies[i];
  }
  const count = 1 << groups;
  for (let choice = 0; choice < count; choice++) {
    const variant: number[] = [];
    for (let i = 0; i < restLen; i++) variant.push(rest[i]);
    for (let g = 0; g < groups; g++) {
      const slot = groupSlot[g];
      const n = usedOf[slot];
      const plain = plainStart[slot];
      // The first kind is the highest bit: it varies slowest.
      if (choice & (1 << (groups - 1 - g))) {
        variant.push(fighterOf[slot]);
        for (let k = 0; k < n - 1; k++) variant.push(plainCards[plain + k]);
      } else for (let k = 0; k < n; k++) variant.push(plainCards[plain + k]);
    }
    if (!samePayment(variant, allies)) out.push(withAllies(a, variant));
  }
}

/** Whether two payments of distinct cards hold the same cards. */
function samePayment(x: readonly number[], y: readonly number[]): boolean {
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) {
    let found = false;
    for (let j = 0; j < y.length && !found; j++) found = x[i] === y[j];
    if (!found) return false;
  }
  return true;
}

/** `a` paid with `allies` instead: its fields in their order (a spread copies slowly). */
function withAllies(a: Recruit, allies: number[]): Recruit {
  if (a.more !== undefined) return a.nebulis === undefined ? { type: 'recruit', lord: a.lord, allies, more: a.more } : { ...a, allies };
  return a.nebulis === undefined ? { type: 'recruit', lord: a.lord, allies } : { type: 'recruit', lord: a.lord, allies, nebulis: a.nebulis };
}
