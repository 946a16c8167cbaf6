// Recruitment payments with Leviathan Allies. The payment listing (payments.ts) treats the cards
// of one race and value as interchangeable and names the first in hand; a Leviathan Ally is not
// interchangeable with a plain Ally of its race and value (it carries a fighting effect), so
// whether it is spent or kept is the player's choice. Each race and value has at most one
// Leviathan Ally, so a payment has at most one variant per (race, value) it uses: with the
// Leviathan Ally in or out. The variants follow their payment in the list.
import { allyRace, allyValue, isLeviathanAlly } from '../cards.ts';
import type { PaymentRules } from '../hooks.ts';
import type { Action, GameState } from '../types.ts';

/** Leviathan Allies in recruitment payments (hooks.ts, PaymentRules). */
export const LEVIATHAN_PAYMENTS: PaymentRules = { finishListing: addFightingVariants };

type Recruit = Extract<Action, { type: 'recruit' }>;

/** Adds, after each listed recruitment from index `from`, its variants spending or keeping a Leviathan Ally. */
export function addFightingVariants(s: GameState, seat: number, out: Action[], from: number): void {
  const hand = s.players[seat].hand;
  const fighters = hand.filter(isLeviathanAlly);
  if (fighters.length === 0) return;
  const tail = out.splice(from);
  for (const a of tail) {
    out.push(a);
    if (a.type !== 'recruit') continue;
    for (const variant of variantsOf(a, hand, fighters)) out.push(variant);
  }
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
