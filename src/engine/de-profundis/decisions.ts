// De Profundis decisions: for each kind, the actions it lists and how one applies (the base
// modules hand every decision kind they do not know to the expansions' tables, hooks.ts).
import { type DecisionTable, guardedFrom, openTo, reserved } from '../hooks.ts';
import type { DeProfundisDecisionKind } from '../types.ts';
import { reconquer, replaceWith } from './outcasts.ts';
import { illegal } from '../decisions/common.ts';

/** Every De Profundis decision kind has its rule (the mapped type makes tsc refuse a missing one). */
export const DE_PROFUNDIS_DECISIONS: DecisionTable<DeProfundisDecisionKind> = {
  reconquer: {
    expected: 'reconquer',
    legal: (_s, d) => d.options.map((location) => ({ type: 'reconquer', location })),
    apply(s, d, a, ctx) {
      if (a.type !== 'reconquer') return undefined;
      if (!d.options.includes(a.location)) return illegal("Reconquer one of the Locations offered (an opponent's not already held by 2 Outcasts).");
      s.pending = null;
      reconquer(s, ctx, a.location);
      return null;
    },
  },
  replaceLocation: {
    expected: 'pickLocation',
    legal: (s, d) => openTo(s, 'location', s.locationsAvailable, d.seat).map((location) => ({ type: 'pickLocation', location })),
    apply(s, d, a, ctx) {
      if (a.type !== 'pickLocation') return undefined;
      if (!s.locationsAvailable.includes(a.location)) return illegal('Pick a face-up Location.');
      if (guardedFrom(s, 'location', a.location, d.seat)) return reserved('location');
      s.pending = null;
      replaceWith(s, ctx, d.seat, a.location, d.lords);
      return null;
    },
  },
};
