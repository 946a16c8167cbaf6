// The Leviathan's part of the state (GameState.leviathan): its copy, and the one way to change it.
import { ownPart, type StatePart } from '../state-copy.ts';
import type { GameState, LeviathanState } from '../types.ts';

function cloneLeviathan(l: LeviathanState): LeviathanState {
  return {
    deck: l.deck.slice(),
    discard: l.discard.slice(),
    border: l.border.map((b) => (b ? { id: b.id, beaten: b.beaten } : null)),
    tokens: l.tokens.slice(),
    tokenDiscard: l.tokenDiscard.slice(),
    scourge: l.scourge,
  };
}

export const LEVIATHAN_PART: StatePart = {
  key: 'leviathan',
  clone: cloneLeviathan,
  carry(from, to, share) {
    const l = from.leviathan;
    if (l) to.leviathan = share ? l : cloneLeviathan(l);
  },
};

/** The Leviathan's part of `s`, to change in place (copied first if shared with another state). */
export function ownLeviathan(s: GameState): LeviathanState {
  return ownPart(s, 'leviathan');
}
