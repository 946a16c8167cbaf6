// De Profundis' part of observe (knowledge.ts). Its entries sit in the base layout, where the
// environment has always published them (the Outcast slots follow the Lords' in every Lord-slot
// segment, zeros without the expansion), so it adds no segment of its own: it fills the
// Outcast deck's size, the Conspirator's peek, each player's Outcasts and the reconquest
// decisions.
import type { ObservePart } from '../knowledge.ts';

export const deProfundisObserve: ObservePart = {
  segments: () => [],

  encode(view, out) {
    const t = out.slots;
    out.put('deProfundis', 0, 1);
    out.put('outcastDeckCount', 0, view.outcastDeckCount);
    if (view.peek !== undefined) out.put('peek', t.lordSlot(view.peek));
    for (const p of view.players) {
      for (const o of p.outcasts) out.putPlayer(p.seat, 'outcasts', t.lordSlot(o));
      for (const loc of p.locations) if (loc.outcasts) for (const o of loc.outcasts) out.putPlayer(p.seat, 'underLocations', t.lordSlot(o));
    }
    const d = view.pending;
    if (d?.kind === 'reconquer') for (const l of d.options) out.put('pendingLocations', t.locationSlot(l));
    if (d?.kind === 'replaceLocation') for (const l of d.lords) out.put('pendingLords', t.lordSlot(l));
  },
};
