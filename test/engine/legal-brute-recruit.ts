// The recruit actions the main decision must list, derived from the rules by brute force and
// judged by the engine's own payment validator (recruit.ts `checkPayment`, kraken/payments.ts
// `checkNebulis`: what applyAction asks), never by the listing code (payments.ts,
// kraken/krakenAllies.ts `krakenPayments`, leviathan/payments.ts, legal.ts).
//
// What is listed (docs/rules.md "Recruitment in steps", docs/kraken.md "Payments", payments.ts
// and leviathan/payments.ts headers): every payment the validator accepts that has no
// removable Ally — no Ally whose removal leaves a payment the validator accepts for no more
// Pearls. Cards of one race and value are interchangeable and named by the first copies in
// hand, except that a Leviathan Ally is never interchangeable with a plain one: a payment that
// may spend either is listed both ways. Kraken Allies are wild but interchangeable among
// themselves by value. A payment to which an Ally of the hand may still be added (the payment
// with it is still accepted) carries `more: true`; any other is listed once per Nebulis amount
// the validator accepts (`nebulis` absent for 0).
import { allyRace, allyValue, isKrakenAlly, isLeviathanAlly, KRAKEN_RACE, RACE_COUNT, type Action, type GameState } from './mutable.ts';
import { checkPayment, conspiracyLord, recruitCost, requirement } from '../../src/engine/recruit.ts';
import { checkNebulis } from '../../src/engine/kraken/payments.ts';
import { guardedFrom } from '../../src/engine/kraken/sentinels.ts';

/** Cards in hand that are interchangeable (same race, value and Leviathan-ness), in hand order. */
export interface CardClass {
  race: number;
  value: number;
  leviathan: boolean;
  cards: number[];
}

export function classesOf(hand: readonly number[]): CardClass[] {
  const out: CardClass[] = [];
  for (const c of hand) {
    const race = allyRace(c);
    const value = allyValue(c);
    const leviathan = isLeviathanAlly(c);
    const k = out.find((x) => x.race === race && x.value === value && x.leviathan === leviathan);
    if (k) k.cards.push(c);
    else out.push({ race, value, leviathan, cards: [c] });
  }
  return out;
}

/** How many sub-multisets the hand has (the size of the plain enumeration). */
export function subMultisets(hand: readonly number[]): number {
  return classesOf(hand).reduce((n, k) => n * (k.cards.length + 1), 1);
}

/** The Court cards and the Conspirator's top Lord that apply.ts lets `seat` try to recruit, in Court order. */
export function recruitableLords(s: GameState, seat: number): number[] {
  const out = s.court.filter((c) => !(s.kraken && guardedFrom(s, 'court', c, seat)));
  const top = conspiracyLord(s);
  if (top && !s.court.includes(top)) out.push(top);
  return out;
}

export interface ListedPayment {
  lord: number;
  allies: number[];
  /** Pearls the validator says the payment takes (Nebulis included). */
  due: number;
}

/**
 * Every payment for `lord` with no removable Ally, or null when the search would visit more
 * than `budget` nodes. `pruned` false visits every sub-multiset of the hand and leaves every
 * judgement to the validator; true cuts subtrees no payment of which can be listed, by three
 * facts of the rules (each holds for every extension of a partial payment):
 * - more real races than the Lord asks: Allies only add races, Krakens none of their own;
 * - value + every later card + every Pearl and Nebulis held below the cost: never payable;
 * - an Ally of a race paid twice that the payment could lose and still cover the cost: the
 *   payment without it has the same races, so it is accepted for 0 Pearls, in any extension
 *   that is accepted (the Ally stays removable).
 * The plain enumeration is run beside the pruned one on smaller hands to check these cuts.
 */
export function bruteForcePayments(s: GameState, seat: number, lord: number, pruned: boolean, budget: number): ListedPayment[] | null {
  const p = s.players[seat];
  const classes = classesOf(p.hand);
  const m = classes.length;
  const cost = recruitCost(s, seat, lord);
  const races = requirement(s, lord).races;
  const purse = p.pearls + (p.nebulis ?? 0);
  const rest = new Array<number>(m + 1).fill(0);
  for (let i = m - 1; i >= 0; i--) rest[i] = rest[i + 1] + classes[i].value * classes[i].cards.length;
  const taken = new Array<number>(m).fill(0);
  const perRace = new Array<number>(RACE_COUNT + 1).fill(0);
  /** Real races with a card in the payment so far. */
  let realRaces = 0;
  const out: ListedPayment[] = [];
  let nodes = 0;

  const surelyRemovable = (upTo: number, total: number): boolean => {
    for (let j = 0; j < upTo; j++) {
      const k = classes[j];
      if (taken[j] > 0 && k.race !== KRAKEN_RACE && perRace[k.race] >= 2 && total - k.value >= cost) return true;
    }
    return false;
  };
  const judge = (): void => {
    const allies: number[] = [];
    for (let j = 0; j < m; j++) for (let t = 0; t < taken[j]; t++) allies.push(classes[j].cards[t]);
    if (allies.length === 0) return;
    const due = checkPayment(s, seat, lord, allies);
    if (typeof due !== 'number') return;
    for (let j = 0; j < m; j++) {
      if (taken[j] === 0) continue;
      const without = allies.filter((c) => c !== classes[j].cards[taken[j] - 1]);
      const dueWithout = checkPayment(s, seat, lord, without);
      if (typeof dueWithout === 'number' && dueWithout <= due) return;
    }
    out.push({ lord, allies, due });
  };
  const walk = (i: number, total: number): boolean => {
    if (++nodes > budget) return false;
    if (pruned) {
      if (realRaces > races) return true;
      if (total + rest[i] + purse < cost) return true;
      if (surelyRemovable(i, total)) return true;
    }
    if (i === m) {
      judge();
      return true;
    }
    const k = classes[i];
    const opens = k.race !== KRAKEN_RACE && perRace[k.race] === 0;
    for (let n = 0; n <= k.cards.length; n++) {
      taken[i] = n;
      perRace[k.race] += n;
      if (opens && n > 0) realRaces++;
      const ok = walk(i + 1, total + n * k.value);
      if (opens && n > 0) realRaces--;
      perRace[k.race] -= n;
      if (!ok) return false;
    }
    taken[i] = 0;
    return true;
  };
  return walk(0, 0) ? out : null;
}

/** The recruit actions of one payment: once with `more` when an Ally may join it, else once per accepted Nebulis amount. */
export function recruitActionsOf(s: GameState, seat: number, pay: ListedPayment): Action[] {
  const hand = s.players[seat].hand;
  const canGrow = hand.some((c) => !pay.allies.includes(c) && typeof checkPayment(s, seat, pay.lord, [...pay.allies, c]) === 'number');
  if (canGrow) return [{ type: 'recruit', lord: pay.lord, allies: pay.allies, more: true }];
  const out: Action[] = [];
  // More Nebulis than the seat holds is refused anyway; one past it checks that.
  for (let n = 0; n <= (s.players[seat].nebulis ?? 0) + 1; n++) {
    if (checkNebulis(s, seat, pay.due, n === 0 ? undefined : n) !== null) continue;
    out.push(n === 0 ? { type: 'recruit', lord: pay.lord, allies: pay.allies } : { type: 'recruit', lord: pay.lord, allies: pay.allies, nebulis: n });
  }
  return out;
}

/**
 * Race and value of each Ally, Leviathan-ness ignored: the payment as the base listing sees it
 * (its variants spending or keeping a Leviathan Ally share it).
 */
export function projection(allies: readonly number[]): string {
  return allies.map((c) => allyRace(c) * 8 + allyValue(c)).sort((a, b) => a - b).join(',');
}

/**
 * A key for the documented order of a Lord's payments from a hand without Kraken Allies
 * (payments.ts: "races in ascending order, within a race values ascending, fewer cards of a
 * value before more, exactly as test/engine/legal-reference.ts"): the set of races as a bit
 * mask, then the number of cards of each race and value, lowest race and value first; keys
 * compare element by element, smaller first.
 */
export function orderKey(allies: readonly number[]): number[] {
  const key = new Array<number>(1 + RACE_COUNT * 8).fill(0);
  for (const c of allies) {
    key[0] |= 1 << allyRace(c);
    key[1 + allyRace(c) * 8 + allyValue(c)]++;
  }
  return key;
}

export function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

export function holdsKraken(hand: readonly number[]): boolean {
  return hand.some(isKrakenAlly);
}
