// De Profundis' part of resample (knowledge.ts): the Outcast deck is every Outcast of the
// table's deck that the view places nowhere, in a fresh order; the Lord the Conspirator shows
// its owner stays on top of the Lord deck; Lords under a reconquered Location wait, seen by
// all, in a task or a decision.
import { shuffleWith, type ResamplePart } from '../knowledge.ts';
import { OUTCAST_BASE, outcastDeckOf } from '../outcast-deck.ts';
import type { GameOptions, GameState } from '../types.ts';
import type { PlayerView } from '../view-types.ts';

/** Outcast ids the view shows: at Court, out of the game, waiting to join, owned. */
function seenOutcasts(view: PlayerView): Set<number> {
  const seen = new Set<number>();
  const note = (ids: readonly number[]): void => {
    for (const id of ids) if (id >= OUTCAST_BASE) seen.add(id);
  };
  note(view.court);
  note(view.lordDiscard);
  for (const t of view.tasks) if (t.t === 'gainLord' && t.lord >= OUTCAST_BASE) seen.add(t.lord);
  for (const p of view.players) {
    note(p.outcasts);
    for (const loc of p.locations) if (loc.outcasts) note(loc.outcasts);
  }
  return seen;
}

export const deProfundisResample: ResamplePart = {
  limboLords(view, out) {
    for (const t of view.tasks) if (t.t === 'replaceLost') out.push(...t.lords);
    const d = view.pending;
    if (d?.kind === 'replaceLocation') out.push(...d.lords);
  },

  topLord(view) {
    return view.peek ?? -1;
  },

  fill(view: PlayerView, state: GameState, rng) {
    const seen = seenOutcasts(view);
    // (outcastDeckOf reads only the expansions of the options, which the view shows.)
    const size = outcastDeckOf(view.options as GameOptions)?.length ?? seen.size + view.outcastDeckCount;
    const deck: number[] = [];
    for (let id = OUTCAST_BASE; id < OUTCAST_BASE + size; id++) if (!seen.has(id)) deck.push(id);
    shuffleWith(rng, deck);
    deck.length = Math.min(deck.length, view.outcastDeckCount);
    state.outcastDeck = deck;
  },
};
