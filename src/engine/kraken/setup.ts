// Kraken expansion: what it adds to the table before the decks are shuffled.
import {
  KRAKEN_ALLY_COUNT, KRAKEN_ALLY_FIRST, KRAKEN_LOCATION_COUNT, KRAKEN_LOCATION_FIRST, KRAKEN_LORD_COUNT,
  KRAKEN_LORD_FIRST, LOOT_COUNT,
} from '../cards.ts';
import type { GameState } from '../types.ts';
import { range } from '../range.ts';

/**
 * Kraken Allies join the Exploration deck, Kraken Lords the Lord deck, Kraken Locations the
 * Location stack; every player starts with no Nebulis and nobody holds the Kraken figure.
 * Called before the decks are shuffled; the Loot deck is shuffled last (setup.ts), so a
 * base game draws exactly the numbers it always did.
 */
export function addKrakenCards(s: GameState): void {
  for (let i = 0; i < KRAKEN_ALLY_COUNT; i++) s.explorationDeck.push(KRAKEN_ALLY_FIRST + i);
  for (let i = 0; i < KRAKEN_LORD_COUNT; i++) s.lordDeck.push(KRAKEN_LORD_FIRST + i);
  for (let i = 0; i < KRAKEN_LOCATION_COUNT; i++) s.locationStack.push(KRAKEN_LOCATION_FIRST + i);
  for (const p of s.players) p.nebulis = 0;
  s.kraken = {
    figure: -1,
    lootDeck: range(0, LOOT_COUNT),
    lootDiscard: [],
    sentinels: [],
  };
}
