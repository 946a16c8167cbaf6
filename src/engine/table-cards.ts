// Which cards a table plays with, by its expansions: for conservation checks, the bots'
// guesses about hidden cards and anything else that must know the whole set.
import {
  EXPLORATION_CARD_COUNT, KRAKEN_ALLY_COUNT, KRAKEN_ALLY_FIRST, KRAKEN_LOCATION_COUNT, KRAKEN_LOCATION_FIRST,
  KRAKEN_LORD_COUNT, KRAKEN_LORD_FIRST, LEVIATHAN_ALLY_FIRST, LEVIATHAN_CARD_COUNT, LEVIATHAN_LORD_COUNT,
  LEVIATHAN_LORD_FIRST, LOCATION_COUNT, LORD, LORD_COUNT,
} from './cards.ts';
import type { GameOptions } from './types.ts';

export interface TableCards {
  /** Exploration card ids (Allies and Monsters), ascending. */
  exploration: number[];
  /** Lord ids (Outcasts excluded), ascending. */
  lords: number[];
  /** Location ids, ascending. */
  locations: number[];
}

function range(from: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => from + i);
}

export function tableCards(options: Pick<GameOptions, 'expansions'>): TableCards {
  const kraken = !!options.expansions?.kraken;
  const leviathan = !!options.expansions?.leviathan;
  const exploration = range(0, EXPLORATION_CARD_COUNT);
  let lords = range(1, LORD_COUNT);
  const locations = range(1, LOCATION_COUNT);
  if (kraken) {
    exploration.push(...range(KRAKEN_ALLY_FIRST, KRAKEN_ALLY_COUNT));
    lords.push(...range(KRAKEN_LORD_FIRST, KRAKEN_LORD_COUNT));
    locations.push(...range(KRAKEN_LOCATION_FIRST, KRAKEN_LOCATION_COUNT));
  }
  if (leviathan) {
    exploration.push(...range(LEVIATHAN_ALLY_FIRST, LEVIATHAN_CARD_COUNT));
    lords.push(...range(LEVIATHAN_LORD_FIRST, LEVIATHAN_LORD_COUNT));
    // The Tamer is out of a Leviathan game.
    lords = lords.filter((l) => l !== LORD.tamer);
  }
  return { exploration, lords, locations };
}
