// The decisions of a recruitment: its payment, step by step, and the Ally kept affiliated.
import { allyRace, allyValue } from '../cards.ts';
import type { DecisionTable } from '../hooks.ts';
import { affiliate, affiliationCandidates } from '../recruit.ts';
import { paymentActions, paymentStep } from '../recruit-steps.ts';
import type { Action } from '../types.ts';
import { illegal } from './common.ts';

function sameAlly(a: number, b: number): boolean {
  return allyRace(a) === allyRace(b) && allyValue(a) === allyValue(b);
}

export const RECRUIT_DECISIONS: DecisionTable<'payment' | 'affiliate'> = {
  payment: {
    expected: 'addAlly or pay',
    legal: paymentActions,
    apply: (s, d, a, ctx) => paymentStep(s, ctx, d, a),
  },
  affiliate: {
    expected: 'affiliate',
    legal(s, d) {
      const out: Action[] = [];
      for (const card of affiliationCandidates(s, d.seat, d.spent, d.lord)) out.push({ type: 'affiliate', card });
      return out;
    },
    apply(s, d, a, ctx) {
      if (a.type !== 'affiliate') return undefined;
      const options = affiliationCandidates(s, d.seat, d.spent, d.lord);
      const card = d.spent.find((c) => c === a.card);
      if (card === undefined || !options.some((o) => sameAlly(o, card))) return illegal('Affiliate one of the spent Allies you may keep.');
      s.pending = null;
      affiliate(s, ctx, d.spent, card);
      return null;
    },
  },
};
