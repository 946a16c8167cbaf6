// The payment builder gives feedback only: it must accept exactly what the engine accepts
// (a listed payment, or one extended with more Allies of the same races) and say what is missing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LORD, applyAction, viewFor, type Action } from '../engine/mutable.ts';
import { checkPayment, coversLegal, effectiveCost, sortHand, suggestions } from '../../src/web/payment.ts';
import { ally, game, giveLords, setCourt, setHand } from '../engine/fixtures.ts';

describe('recruitment payment builder', () => {
  it('explains what is missing, then offers the recruit action', () => {
    const s = game(2, 3);
    setCourt(s, [LORD.trader]); // 10, 3 races, shellfish mandatory
    setHand(s, 0, [ally('shellfish', 4), ally('crab', 3), ally('squid', 3), ally('jellyfish', 1)]);
    s.players[0].pearls = 1;
    const v = viewFor(s, 0);
    const lord = LORD.trader;
    expect(checkPayment(v, 0, lord, []).missing).toEqual(['Pick Allies from your hand.']);
    const one = checkPayment(v, 0, lord, [ally('crab', 3)]);
    expect(one.action).toBeNull();
    expect(one.missing.join(' ')).toMatch(/2 more races/);
    expect(one.missing.join(' ')).toMatch(/Shellfish/);
    const short = checkPayment(v, 0, lord, [ally('shellfish', 4), ally('crab', 3), ally('jellyfish', 1)]);
    expect(short.pearlsNeeded).toBe(2);
    expect(short.missing.join(' ')).toMatch(/1 value short/);
    const ok = checkPayment(v, 0, lord, [ally('shellfish', 4), ally('crab', 3), ally('squid', 3)]);
    expect(ok.missing).toEqual([]);
    expect(ok.action).toEqual({ type: 'recruit', lord, allies: [ally('shellfish', 4), ally('crab', 3), ally('squid', 3)] });
    expect(applyAction(s, ok.action as Action).ok).toBe(true);
    expect(suggestions(v, 0, lord)[0].pearls).toBe(0);
  });

  it('counts the Recruiter, the Treasurer and the Shaman', () => {
    const s = game(2, 4);
    giveLords(s, 1, [LORD.recruiter]);
    expect(effectiveCost(viewFor(s, 0), 0, LORD.trader).cost).toBe(12);
    giveLords(s, 0, [LORD.treasurer]);
    expect(effectiveCost(viewFor(s, 0), 0, LORD.trader).cost).toBe(10);
    giveLords(s, 0, [LORD.shaman]);
    expect(effectiveCost(viewFor(s, 0), 0, LORD.trader).cost).toBe(8);
  });

  it('never offers an action the engine refuses, and accepts every listed payment (random hands)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1e6 }), fc.array(fc.integer({ min: 0, max: 64 }), { minLength: 1, maxLength: 9 }),
      fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }), fc.integer({ min: 0, max: 6 }), (seed, raw, picks, pearls) => {
        const s = game(2, seed);
        const hand = [...new Set(raw)];
        setHand(s, 0, hand);
        s.players[0].pearls = pearls;
        const v = viewFor(s, 0);
        const selection = sortHand(hand).filter((_, i) => picks[i]);
        for (const lord of s.court) {
          const check = checkPayment(v, 0, lord, selection);
          if (check.action) expect(applyAction(s, check.action).ok).toBe(true);
          // The feedback and the server agree: a payment with nothing missing is one the server lists (or extends one).
          expect(check.missing).not.toContain('The server does not list this payment as legal.');
          if (!check.action && selection.length > 0) expect(applyAction(s, { type: 'recruit', lord, allies: selection }).ok).toBe(false);
          for (const a of v.legal) {
            if (a.type !== 'recruit' || a.lord !== lord) continue;
            expect(coversLegal(a.allies, a.allies)).toBe(true);
            expect(checkPayment(v, 0, lord, a.allies).action).not.toBeNull();
          }
        }
      }), { numRuns: 150 });
  });
});
