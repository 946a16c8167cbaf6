// The decisions a Lord's power (or Martial Law) asks for once it resolves.
import { LORD } from '../cards.ts';
import { courtLords, drawLord } from '../court.ts';
import { distinctAllies } from '../explore.ts';
import { type DecisionTable, canPay, checkCurrency, guardedFrom, martialLawRefuses, openTo, pushPaying, releaseGuard, reserved } from '../hooks.ts';
import {
  assassinTargets, assassinate, corrupt, discardFromHand, hunt, illusionistSwap, nonEmptyStacks, replaceLord, requireDiscard, takeStack,
} from '../powers.ts';
import { RACES } from '../cards.ts';
import { name, say } from '../state.ts';
import { own, ownPlayer } from '../state-copy.ts';
import type { Action } from '../types.ts';
import { err, illegal, isInt, raceOf } from './common.ts';

type PowerKind = 'discard' | 'martialLaw' | 'assassinate' | 'hunt' | 'apprentice' | 'illusionist' | 'corruptor' | 'traitor' | 'schemer';

export const POWER_DECISIONS: DecisionTable<PowerKind> = {
  discard: {
    expected: 'discard',
    legal: (s, d) => distinctAllies(s.players[d.seat].hand).map((card) => ({ type: 'discard', card })),
    apply(s, d, a, ctx) {
      if (a.type !== 'discard') return undefined;
      if (!isInt(a.card) || !s.players[d.seat].hand.includes(a.card)) return err('CARD_NOT_IN_HAND', 'Discard an Ally from your hand.');
      s.pending = null;
      discardFromHand(s, ctx, d.seat, a.card, d.reason);
      // Read again: discarding copied the player if it was shared (state-copy.ts).
      requireDiscard(s, ctx, d.seat, Math.min(d.count - 1, s.players[d.seat].hand.length), d.reason);
      return null;
    },
  },
  martialLaw: {
    expected: 'payPearl or discard',
    legal(s, d) {
      const p = s.players[d.seat];
      const out: Action[] = [];
      if (p.pearls > 0) out.push({ type: 'payPearl' });
      for (const card of distinctAllies(p.hand)) if (martialLawRefuses(s, card) === null) out.push({ type: 'discard', card });
      return out;
    },
    apply(s, d, a, ctx) {
      const p = s.players[d.seat];
      if (a.type === 'payPearl') {
        if (p.pearls < 1) return err('NOT_ENOUGH_PEARLS', 'You have no Pearl to pay.');
        ownPlayer(s, d.seat).pearls -= 1;
        say(ctx, () => ({ kind: 'martialLawPays', args: {}, seat: d.seat }));
      } else if (a.type === 'discard') {
        if (!isInt(a.card) || !p.hand.includes(a.card)) return err('CARD_NOT_IN_HAND', 'Discard an Ally from your hand.');
        const refused = martialLawRefuses(s, a.card);
        if (refused !== null) return illegal(refused);
        discardFromHand(s, ctx, d.seat, a.card, 'martialLaw');
      } else return undefined;
      s.pending = d.count > 1 ? { ...d, count: d.count - 1 } : null;
      return null;
    },
  },
  assassinate: {
    expected: 'assassinate',
    legal: (s, d) => assassinTargets(s, d.target).map((lord) => ({ type: 'assassinate', lord })),
    apply(s, d, a, ctx) {
      if (a.type !== 'assassinate') return undefined;
      if (!assassinTargets(s, d.target).includes(a.lord)) return illegal(`Choose a free, unharmed Lord of ${name(s, d.target)}.`);
      s.pending = null;
      assassinate(s, ctx, d.target, a.lord);
      return null;
    },
  },
  hunt: {
    expected: 'hunt',
    legal: (_s, d) => d.targets.map((target) => ({ type: 'hunt', target })),
    apply(s, d, a, ctx) {
      if (a.type !== 'hunt') return undefined;
      if (!d.targets.includes(a.target)) return illegal('Choose an opponent who has a Monster token and is not protected.');
      s.pending = null;
      hunt(s, ctx, a.target);
      return null;
    },
  },
  apprentice: {
    expected: 'apprentice',
    legal: (s) => nonEmptyStacks(s).map((r) => ({ type: 'apprentice', race: RACES[r] })),
    apply(s, d, a, ctx) {
      if (a.type !== 'apprentice') return undefined;
      const r = raceOf(a.race);
      if (r < 0 || s.council[r].length === 0) return illegal('Choose a Council stack that has cards.');
      if (guardedFrom(s, 'council', r, d.seat)) return reserved('council');
      s.pending = null;
      takeStack(s, ctx, r, true);
      return null;
    },
  },
  illusionist: {
    expected: 'illusionist or decline',
    legal(s, d) {
      const out: Action[] = [];
      for (const from of s.players[d.seat].locations) for (const to of openTo(s, 'location', s.locationsAvailable, d.seat)) out.push({ type: 'illusionist', from: from.id, to });
      out.push({ type: 'decline' });
      return out;
    },
    apply(s, d, a, ctx) {
      if (a.type === 'decline') { s.pending = null; return null; }
      if (a.type !== 'illusionist') return undefined;
      if (!s.players[d.seat].locations.some((l) => l.id === a.from) || !s.locationsAvailable.includes(a.to)) {
        return illegal('Exchange one of your Locations for a face-up one.');
      }
      if (guardedFrom(s, 'location', a.to, d.seat)) return reserved('location');
      s.pending = null;
      illusionistSwap(s, ctx, a.from, a.to);
      return null;
    },
  },
  corruptor: {
    expected: 'corrupt or decline',
    legal(s, d) {
      const out: Action[] = [];
      for (const lord of courtLords(s)) pushPaying(s, d.seat, 5, { type: 'corrupt', lord }, out);
      out.push({ type: 'decline' });
      return out;
    },
    apply(s, d, a, ctx) {
      if (a.type === 'decline') { s.pending = null; return null; }
      if (a.type !== 'corrupt') return undefined;
      if (guardedFrom(s, 'court', a.lord, d.seat)) return reserved('court');
      if (!courtLords(s).includes(a.lord)) return err('NOT_IN_COURT', 'That Lord is not in the Court.');
      if (!canPay(s, d.seat, 5)) return err('NOT_ENOUGH_PEARLS', 'The Corruptor needs exactly 5 Pearls.');
      const paid = checkCurrency(s, d.seat, 5, a.nebulis);
      if (paid) return paid;
      s.pending = null;
      corrupt(s, ctx, a.lord, a.nebulis ?? 0);
      return null;
    },
  },
  traitor: {
    expected: 'betray or decline',
    legal(s, d) {
      const out: Action[] = [];
      for (const discard of s.players[d.seat].lords) if (discard !== d.lord) for (const take of courtLords(s)) out.push({ type: 'betray', discard, take });
      out.push({ type: 'decline' });
      return out;
    },
    apply(s, d, a, ctx) {
      if (a.type === 'decline') { s.pending = null; return null; }
      if (a.type !== 'betray') return undefined;
      if (a.discard === d.lord || !s.players[d.seat].lords.includes(a.discard)) return illegal('Discard another of your free Lords.');
      if (guardedFrom(s, 'court', a.take, d.seat)) return reserved('court');
      if (!courtLords(s).includes(a.take)) return err('NOT_IN_COURT', 'That Lord is not in the Court.');
      s.pending = null;
      own.court(s).splice(s.court.indexOf(a.take), 1);
      replaceLord(s, ctx, a.discard, a.take, LORD.traitor);
      releaseGuard(s, ctx, d.seat, 'court', a.take);
      return null;
    },
  },
  schemer: {
    expected: 'scheme or decline',
    legal(s, d) {
      const out: Action[] = [];
      if (s.lordDeck.length > 0) for (const discard of s.players[d.seat].lords) if (discard !== d.lord) out.push({ type: 'scheme', discard });
      out.push({ type: 'decline' });
      return out;
    },
    apply(s, d, a, ctx) {
      if (a.type === 'decline') { s.pending = null; return null; }
      if (a.type !== 'scheme') return undefined;
      if (a.discard === d.lord || !s.players[d.seat].lords.includes(a.discard)) return illegal('Discard another of your free Lords.');
      if (s.lordDeck.length === 0) return illegal('The Lord deck is empty.');
      s.pending = null;
      replaceLord(s, ctx, a.discard, drawLord(s), LORD.schemer);
      return null;
    },
  },
};
