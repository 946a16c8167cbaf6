// The Kraken's part of the state (GameState.kraken): its copy, and the one way to change it.
import { ownPart, type StatePart } from '../state-copy.ts';
import type { GameState, KrakenState } from '../types.ts';

function cloneKraken(k: KrakenState): KrakenState {
  return {
    figure: k.figure,
    lootDeck: k.lootDeck.slice(),
    lootDiscard: k.lootDiscard.slice(),
    // Sentinels are replaced, never changed in place.
    sentinels: k.sentinels.slice(),
  };
}

export const KRAKEN_PART: StatePart = {
  key: 'kraken',
  clone: cloneKraken,
  carry(from, to, share) {
    const k = from.kraken;
    if (k) to.kraken = share ? k : cloneKraken(k);
  },
};

/** The Kraken's part of `s`, to change in place (copied first if shared with another state). */
export function ownKraken(s: GameState): KrakenState {
  return ownPart(s, 'kraken');
}
