// The Leviathan's part of the state (GameState.leviathan): its copy, and the one way to change it.
import { ownPart, type StatePart } from '../state-copy.ts';
import type { GameState, LeviathanState } from '../types.ts';

/** The Border's spaces, each Leviathan copied (beatStep changes one in place). A loop, not `map` with a closure. */
function cloneBorder(border: LeviathanState['border']): LeviathanState['border'] {
  const copy: LeviathanState['border'] = [];
  for (let i = 0; i < border.length; i++) {
    const b = border[i];
    copy.push(b ? { id: b.id, beaten: b.beaten } : null);
  }
  return copy;
}

function cloneLeviathan(l: LeviathanState): LeviathanState {
  return {
    deck: l.deck.slice(),
    discard: l.discard.slice(),
    border: cloneBorder(l.border),
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
