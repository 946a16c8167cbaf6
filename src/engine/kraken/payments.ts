// Kraken: paying with Nebulis wherever Pearls are paid (plot, buying from an explorer, the
// Pearl part of a recruitment, the Corruptor's 5 Pearls). docs/kraken.md, "Payments".
// At most 1 Nebulis per payment (the Outlaw: 2), and only when the payment takes every Pearl
// left (Board Game Arena: Pearls held minus the Pearls paid may not be above 0); the
// Counterfeiter lifts that condition.
import { LORD } from '../cards.ts';
import { type Currency, canPay as canPayPrice, currencyOptions, payPrice } from '../hooks.ts';
import { type Ctx, hasActiveLord } from '../state.ts';
import type { EngineError, GameState } from '../types.ts';
import { moveNebulis } from './nebulis.ts';

/** Nebulis as the Kraken's currency (hooks.ts, Currency). */
export const NEBULIS: Currency = {
  reach: nebulisReach,
  allowed: nebulisAllowed,
  check: checkNebulis,
  pay: (s, ctx, seat, n, to) => moveNebulis(s, ctx, seat, to, n, 'payment'),
};

/** Most Nebulis one payment may take from `seat` (the Outlaw: 2), bounded by what it holds. */
export function nebulisReach(s: GameState, seat: number): number {
  const p = s.players[seat];
  const held = p.nebulis ?? 0;
  // One Nebulis held is the reach with or without the Outlaw: no need to look for it.
  if (held <= 1) return held;
  return hasActiveLord(p, LORD.outlaw) ? 2 : 1;
}

/** Whether `seat` may pay `n` of a `price` in Pearls with Nebulis (the rest in Pearls). */
export function nebulisAllowed(s: GameState, seat: number, price: number, n: number): boolean {
  const p = s.players[seat];
  if (n === 0) return p.pearls >= price;
  // n within the reach (nebulisReach): within what `seat` holds, and above 1 only with the Outlaw (up to 2).
  if (!s.kraken || n < 0 || n > price || n > (p.nebulis ?? 0) || (n > 1 && (n > 2 || !hasActiveLord(p, LORD.outlaw)))) return false;
  const pearls = price - n;
  if (pearls > p.pearls) return false;
  return p.pearls === pearls || hasActiveLord(p, LORD.counterfeiter);
}

/** Every legal Nebulis amount for a payment of `price`, ascending (empty: cannot pay). */
export function nebulisOptions(s: GameState, seat: number, price: number): number[] {
  return currencyOptions(s, seat, price);
}

/** Whether `seat` can pay `price` with Pearls and, in a Kraken game, Nebulis. */
export function canPay(s: GameState, seat: number, price: number): boolean {
  return canPayPrice(s, seat, price);
}

/**
 * Checks an action's `nebulis` field for a payment of `price`: null when allowed, else why
 * not (the caller leaves the state untouched).
 */
export function checkNebulis(s: GameState, seat: number, price: number, field: unknown): EngineError | null {
  if (field === undefined) field = 0;
  if (typeof field !== 'number' || !Number.isInteger(field) || field < 0) {
    return { code: 'MALFORMED_ACTION', message: '"nebulis" is a whole number of Nebulis (0 or more).' };
  }
  const n = field;
  if (nebulisAllowed(s, seat, price, n)) return null;
  const p = s.players[seat];
  const fail = (message: string): EngineError => ({ code: 'INVALID_PAYMENT', message });
  if (n === 0) return { code: 'NOT_ENOUGH_PEARLS', message: `That costs ${price} Pearls and you have ${p.pearls}.` };
  if (!s.kraken) return fail('Nebulis are paid only in games with the Kraken expansion.');
  const limit = hasActiveLord(p, LORD.outlaw) ? 2 : 1;
  if (n > limit) return fail(`At most ${limit} Nebulis per payment${limit === 1 ? ' (2 with the Outlaw)' : ''}.`);
  if (n > (p.nebulis ?? 0)) return fail(`You have only ${p.nebulis ?? 0} Nebulis.`);
  if (n > price) return fail(`That costs only ${price} Pearls: pay no more Nebulis than that.`);
  if (price - n > p.pearls) return { code: 'NOT_ENOUGH_PEARLS', message: `With ${n} Nebulis that still costs ${price - n} Pearls and you have ${p.pearls}.` };
  return fail('Nebulis pay only once you have no Pearls beyond the price (the Counterfeiter lifts this).');
}

/**
 * `seat` pays `price` (checked): `n` of it in Nebulis, the rest in Pearls; both go to `to`
 * (an explorer selling an Ally) or, with -1, back to the supply.
 */
export function payWith(s: GameState, ctx: Ctx, seat: number, price: number, n: number, to: number): void {
  payPrice(s, ctx, seat, price, n, to);
}
