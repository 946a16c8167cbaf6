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

/** Every other choice of which copies to spend, where a Leviathan Ally and plain copies meet. */
function variantsOf(a: Recruit, hand: readonly number[], fighters: readonly number[]): Recruit[] {
  // Each group: the payment's cards of one race and value whose hand holds a Leviathan Ally among copies.
  let choices: number[][] = [a.allies.slice()];
  for (const fighter of fighters) {
    const used = a.allies.filter((c) => sameKind(c, fighter));
    if (used.length === 0) continue;
    const copies = hand.filter((c) => sameKind(c, fighter));
    const plain = copies.filter((c) => c !== fighter);
    if (plain.length === 0 || copies.length === used.length) continue; // no choice: all of them are spent
    const withFighter = [fighter, ...plain.slice(0, used.length - 1)];
    const withoutFighter = plain.slice(0, used.length);
    const next: number[][] = [];
    for (const allies of choices) {
      const rest = allies.filter((c) => !sameKind(c, fighter));
      next.push([...rest, ...withoutFighter], [...rest, ...withFighter]);
    }
    choices = next;
  }
  const key = (allies: number[]): string => allies.slice().sort((x, y) => x - y).join(',');
  const original = key(a.allies);
  const seen = new Set<string>([original]);
  const out: Recruit[] = [];
  for (const allies of choices) {
    const k = key(allies);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push({ ...a, allies });
  }
  return out;
}
