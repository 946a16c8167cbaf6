// Leviathan expansion: what it adds to the table before the decks are shuffled.
import {
  BORDER_SPACES, LEVIATHAN_ALLY_FIRST, LEVIATHAN_CARD_COUNT, LEVIATHAN_COUNT, LEVIATHAN_LORD_COUNT,
  LEVIATHAN_LORD_FIRST, LEVIATHAN_TOKEN_COUNT, LORD, STARTING_CRABS,
} from '../cards.ts';
import { removeItem } from '../state.ts';
import { shuffle } from '../rng.ts';
import type { GameState } from '../types.ts';
import { range } from '../range.ts';

/**
 * The 24 Leviathan Exploration cards join the deck and its 10 Lords the Lord deck; the Tamer
 * leaves it (its power reads the Threat track, which the Border replaces). Each player starts
 * with a Crab 1 taken from the deck (the expansion's plain Crab 1 makes five). Called before
 * the decks are shuffled.
 */
export function addLeviathanCards(s: GameState): void {
  for (let i = 0; i < LEVIATHAN_CARD_COUNT; i++) s.explorationDeck.push(LEVIATHAN_ALLY_FIRST + i);
  for (let i = 0; i < LEVIATHAN_LORD_COUNT; i++) s.lordDeck.push(LEVIATHAN_LORD_FIRST + i);
  removeItem(s.lordDeck, LORD.tamer);
  for (let seat = 0; seat < s.players.length; seat++) {
    const p = s.players[seat];
    const crab = STARTING_CRABS[seat];
    removeItem(s.explorationDeck, crab);
    p.hand.push(crab);
    p.wounds = 0;
    p.slain = [];
  }
  s.leviathan = {
    deck: range(0, LEVIATHAN_COUNT),
    discard: [],
    border: emptyBorder(),
    tokens: range(0, LEVIATHAN_TOKEN_COUNT),
    tokenDiscard: [],
    scourge: -1,
  };
}

/**
 * The Border with no Leviathan, built by push: V8 keeps it a packed array (new Array(n).fill
 * leaves it holey for good, slower to read at every attack listing).
 */
function emptyBorder(): null[] {
  const border: null[] = [];
  for (let i = 0; i < BORDER_SPACES; i++) border.push(null);
  return border;
}

/**
 * Shuffles the Leviathan deck and tokens, and queues the first Leviathan's arrival (rolled
 * and logged when the game starts). Called after every base and Kraken draw of the setup.
 */
export function placeFirstLeviathan(s: GameState): void {
  const lv = s.leviathan!;
  shuffle(s, lv.deck);
  shuffle(s, lv.tokens);
  s.tasks.push({ t: 'arrival', seat: s.current });
}
