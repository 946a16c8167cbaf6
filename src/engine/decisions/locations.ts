// The decisions of taking a Location (and of the powers and Outcasts that exchange one).
import { type DecisionTable, guardedFrom, openTo, reserved } from '../hooks.ts';
import {
  ambassadorTakes, chooseLocation, drawLocations, keyPayments, maxDraw, payKeysAndTake, swapBlackSmokers,
} from '../locations.ts';
import type { Action } from '../types.ts';
import { err, illegal, isInt, isIntArray } from './common.ts';

type LocationKind = 'location' | 'pickLocation' | 'payKeys' | 'blackSmokers';

export const LOCATION_DECISIONS: DecisionTable<LocationKind> = {
  location: {
    expected: 'takeLocation or drawLocations',
    legal(s, d) {
      const out: Action[] = [];
      for (const location of openTo(s, 'location', s.locationsAvailable, d.seat)) out.push({ type: 'takeLocation', location });
      for (let count = 1; count <= maxDraw(s); count++) out.push({ type: 'drawLocations', count });
      return out;
    },
    apply(s, d, a, ctx) {
      if (a.type === 'takeLocation') {
        if (!s.locationsAvailable.includes(a.location)) return illegal('That Location is not face up.');
        if (guardedFrom(s, 'location', a.location, d.seat)) return reserved('location');
        s.pending = null;
        chooseLocation(s, ctx, a.location);
        return null;
      }
      if (a.type === 'drawLocations') {
        if (!isInt(a.count) || a.count < 1 || a.count > maxDraw(s)) return illegal(`Draw between 1 and ${maxDraw(s)} Locations.`);
        const drawn = drawLocations(s, ctx, a.count);
        s.pending = { kind: 'pickLocation', seat: d.seat, drawn, ambassador: 0 };
        return null;
      }
      return undefined;
    },
  },
  pickLocation: {
    expected: 'pickLocation',
    legal: (_s, d) => d.drawn.map((location) => ({ type: 'pickLocation', location })),
    apply(s, d, a, ctx) {
      if (a.type !== 'pickLocation') return undefined;
      if (!d.drawn.includes(a.location)) return illegal('Pick one of the Locations you drew.');
      s.pending = null;
      if (d.ambassador) ambassadorTakes(s, ctx, a.location, d.ambassador);
      else chooseLocation(s, ctx, a.location);
      return null;
    },
  },
  payKeys: {
    expected: 'payKeys',
    legal: (s, d) => keyPayments(s, d.seat).map((lords) => ({ type: 'payKeys', lords })),
    apply(s, d, a, ctx) {
      if (a.type !== 'payKeys') return undefined;
      if (!isIntArray(a.lords)) return err('MALFORMED_ACTION', 'List the Lords that pay keys.');
      const wanted = [...a.lords].sort((x, y) => x - y).join();
      const match = keyPayments(s, d.seat).find((o) => [...o].sort((x, y) => x - y).join() === wanted);
      if (!match) return illegal('Pay exactly 3 keys with your free Lords that have keys and your Key tokens.');
      s.pending = null;
      payKeysAndTake(s, ctx, d.location, match);
      return null;
    },
  },
  blackSmokers: {
    expected: 'swapLocation or decline',
    legal(s) {
      const out: Action[] = [];
      for (const location of [...s.locationStack].sort((a, b) => a - b)) out.push({ type: 'swapLocation', location });
      out.push({ type: 'decline' });
      return out;
    },
    apply(s, d, a, ctx) {
      if (a.type === 'decline') { s.pending = null; return null; }
      if (a.type !== 'swapLocation') return undefined;
      if (!s.locationStack.includes(a.location)) return illegal('Choose a Location from the stack.');
      s.pending = null;
      swapBlackSmokers(s, ctx, a.location, d.seat);
      return null;
    },
  },
};
