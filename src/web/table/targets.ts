// Things on the table a click can choose right now (set by the current prompt from view.legal).
import type { Race } from '../../engine/cards.ts';

export type Pick = () => void;

export interface Targets {
  court: Map<number, Pick>;
  council: Map<Race, Pick>;
  track: Map<number, Pick>;
  locations: Map<number, Pick>;
  hand: Map<number, Pick>;
  /** Free Lords in front of players (Assassin, Traitor, Schemer). */
  lords: Map<number, Pick>;
  /** Locations a player controls (Illusionist). */
  ownLocations: Map<number, Pick>;
  /** Leviathan: Border spaces (0..8) (attack, the Breeder, the Rebel). */
  border: Map<number, Pick>;
  selectedHand: Set<number>;
  selectedLord: number | null;
  selectedLocation: number | null;
}

export function noTargets(): Targets {
  return {
    court: new Map(), council: new Map(), track: new Map(), locations: new Map(), hand: new Map(),
    lords: new Map(), ownLocations: new Map(), border: new Map(), selectedHand: new Set(), selectedLord: null, selectedLocation: null,
  };
}
