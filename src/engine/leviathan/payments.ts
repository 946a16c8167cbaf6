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

/** Adds, after each listed recruitment from index `from`, its variants spending or keeping a Leviathan Ally. */
export function addFightingVariants(s: GameState, seat: number, out: Action[], from: number): void {
  // No recruitment listed: nothing to vary.
  if (from === out.length) return;
  const hand = s.players[seat].hand;
  // The kinds where the hand holds a Leviathan Ally and a plain copy: the only ones with a choice.
  let fighterKinds = 0;
  for (let i = 0; i < hand.length; i++) if (isLeviathanAlly(hand[i])) fighterKinds |= 1 << slotOf(hand[i]);
  if (fighterKinds === 0) return;
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
  if (choices === 0) return;
  let first = from;
  while (first < out.length && !hasChoice(out[first], choices)) first++;
  if (first === out.length) return;
  const fighters = hand.filter(isLeviathanAlly);
  const tail = out.splice(first);
  for (const a of tail) {
    out.push(a);
    if (a.type !== 'recruit' || !hasChoice(a, choices)) continue;
    for (const variant of variantsOf(a, hand, fighters)) out.push(variant);
  }
}

/** Whether a listed recruitment spends some but not all the copies of a kind with a choice. */
function hasChoice(a: Action, choices: number): boolean {
  if (a.type !== 'recruit') return false;
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
  for (let bits = used; bits !== 0; bits &= bits - 1) {
    const slot = 31 - Math.clz32(bits & -bits);
    if (usedOf[slot] < copiesOf[slot]) return true;
  }
  return false;
}

function sameKind(a: number, b: number): boolean {
  return allyRace(a) === allyRace(b) && allyValue(a) === allyValue(b);
}

/**
 * Every other choice of which copies to spend, where a Leviathan Ally and plain copies meet.
 * Each kind with a choice (one per fighter, in hand order) is paid either without its fighter
 * (the first plain copies in hand order) or with it (the fighter, then the first plain copies);
 * a variant is the payment's other Allies, in their order, followed by each such kind's cards,
 * and the variants come with the first kind's choice varying slowest, "without" before "with".
 * The payment itself (the same Allies, in any order) is left out. The choices differ in their
 * fighters, so no two variants are the same payment.
 */
function variantsOf(a: Recruit, hand: readonly number[], fighters: readonly number[]): Recruit[] {
  const allies = a.allies;
  // The kinds with a choice: their fighter, how many cards the payment spends, and their plain copies.
  const groups: { fighter: number; used: number; plain: number[] }[] = [];
  for (const fighter of fighters) {
    let used = 0;
    for (let i = 0; i < allies.length; i++) if (sameKind(allies[i], fighter)) used++;
    if (used === 0) continue;
    const plain: number[] = [];
    for (let i = 0; i < hand.length; i++) if (hand[i] !== fighter && sameKind(hand[i], fighter)) plain.push(hand[i]);
    // No choice: no plain copy, or all the copies are spent.
    if (plain.length === 0 || plain.length + 1 === used) continue;
    groups.push({ fighter, used, plain });
  }
  // The payment's Allies of no kind with a choice, in their order.
  const rest: number[] = [];
  for (let i = 0; i < allies.length; i++) {
    let free = true;
    for (let g = 0; g < groups.length && free; g++) free = !sameKind(allies[i], groups[g].fighter);
    if (free) rest.push(allies[i]);
  }
  const out: Recruit[] = [];
  const count = 1 << groups.length;
  for (let choice = 0; choice < count; choice++) {
    const variant = rest.slice();
    for (let g = 0; g < groups.length; g++) {
      const { fighter, used, plain } = groups[g];
      // The first kind is the highest bit: it varies slowest.
      if (choice & (1 << (groups.length - 1 - g))) {
        variant.push(fighter);
        for (let k = 0; k < used - 1; k++) variant.push(plain[k]);
      } else for (let k = 0; k < used; k++) variant.push(plain[k]);
    }
    if (!samePayment(variant, allies)) out.push(withAllies(a, variant));
  }
  return out;
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
