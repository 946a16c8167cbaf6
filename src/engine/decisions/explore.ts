// The decisions of an exploration: an Ally offered to the others, an Ally or a Monster revealed,
// a Threat's reward, an Ally taken from the track.
import { isMonsterCard } from '../cards.ts';
import { buy, distinctAllies, fight, grantReward, keepExploring, passOffer, takeFromTrack } from '../explore.ts';
import { type DecisionTable, checkCurrency, currencyReach, hasCurrency, pushPaying } from '../hooks.ts';
import type { Action } from '../types.ts';
import { illegal, isInt } from './common.ts';

export const EXPLORE_DECISIONS: DecisionTable<'offer' | 'allyRevealed' | 'monsterRevealed' | 'reward' | 'takeFromTrack'> = {
  offer: {
    expected: 'buy or pass',
    legal(s, d) {
      // Without a currency, or none within the seat's reach, only the Pearls pay: one small array.
      if (!hasCurrency(s) || currencyReach(s, d.seat) === 0) return s.players[d.seat].pearls >= d.price ? [{ type: 'buy' }, { type: 'pass' }] : [{ type: 'pass' }];
      const out: Action[] = [];
      pushPaying(s, d.seat, d.price, { type: 'buy' }, out);
      out.push({ type: 'pass' });
      return out;
    },
    apply(s, d, a, ctx) {
      if (a.type === 'buy') {
        const paid = checkCurrency(s, d.seat, d.price, a.nebulis);
        if (paid) return paid;
        s.pending = null;
        buy(s, ctx, d.seat, a.nebulis ?? 0);
        return null;
      }
      if (a.type === 'pass') {
        s.pending = null;
        passOffer(s, ctx, d.seat, d.from);
        return null;
      }
      return undefined;
    },
  },
  allyRevealed: {
    expected: 'take or continue',
    legal: () => [{ type: 'take' }, { type: 'continue' }],
    apply(s, d, a, ctx) {
      if (a.type === 'take') { s.pending = null; takeFromTrack(s, ctx, d.card); return null; }
      if (a.type === 'continue') { s.pending = null; keepExploring(s, ctx, false); return null; }
      return undefined;
    },
  },
  monsterRevealed: {
    expected: 'fight or continue',
    legal: () => [{ type: 'fight' }, { type: 'continue' }],
    apply(s, _d, a, ctx) {
      if (a.type === 'fight') { s.pending = null; fight(s, ctx, false); return null; }
      if (a.type === 'continue') { s.pending = null; keepExploring(s, ctx, true); return null; }
      return undefined;
    },
  },
  reward: {
    expected: 'reward',
    legal: (_s, d) => d.options.map((_, option) => ({ type: 'reward', option })),
    apply(s, d, a, ctx) {
      if (a.type !== 'reward') return undefined;
      if (!isInt(a.option) || a.option < 0 || a.option >= d.options.length) return illegal('Choose one of the reward options offered.');
      s.pending = null;
      grantReward(s, ctx, d.options[a.option]);
      return null;
    },
  },
  takeFromTrack: {
    expected: 'takeFromTrack',
    legal: (s) => distinctAllies(s.track.filter((c) => !isMonsterCard(c))).map((card) => ({ type: 'takeFromTrack', card })),
    apply(s, _d, a, ctx) {
      if (a.type !== 'takeFromTrack') return undefined;
      if (!isInt(a.card) || isMonsterCard(a.card) || !s.track.includes(a.card)) return illegal('Choose an Ally on the Exploration track.');
      s.pending = null;
      takeFromTrack(s, ctx, a.card);
      return null;
    },
  },
};
