// Which cards a table plays with, by its expansions: for conservation checks, the bots'
// guesses about hidden cards and anything else that must know the whole set. The base game's
// cards, then each active expansion's (its hook `tableCards`).
import { ALLY_COUNT, EXPLORATION_CARD_COUNT, EXPLORATION_ID_LIMIT, LOCATION_COUNT, LORD_COUNT, allyRace, isMonsterCard } from './cards.ts';
import { expansionsKey, expansionsOf, partsOf } from './hooks.ts';
import { NO_STACK } from './knowledge.ts';
import type { GameOptions, TableCards } from './types.ts';
import { range } from './range.ts';

export type { TableCards } from './types.ts';


export function tableCards(options: Pick<GameOptions, 'expansions'>): TableCards {
  const cards: TableCards = { exploration: range(0, EXPLORATION_CARD_COUNT), lords: range(1, LORD_COUNT), locations: range(1, LOCATION_COUNT) };
  for (const x of expansionsOf(options)) x.tableCards?.(cards);
  return cards;
}

/** What resample's deal reads of a table's cards, built once per combination of expansions. */
export interface ResampleTable {
  cards: TableCards;
  /** By Exploration card id: the Council stack it may sit on (a race index), ANY_STACK or NO_STACK. */
  councilOf: Int8Array;
  /** By Exploration card id: 1 when an opponent's hand may hold it. */
  inHand: Uint8Array;
  /** Whether some card may sit on any stack. */
  wild: boolean;
}

const TABLES: (ResampleTable | undefined)[] = [];

export function resampleTable(options: Pick<GameOptions, 'expansions'>): ResampleTable {
  const key = expansionsKey(options);
  const known = TABLES[key];
  if (known) return known;
  const parts = partsOf(options);
  const councilOf = new Int8Array(EXPLORATION_ID_LIMIT).fill(NO_STACK);
  const inHand = new Uint8Array(EXPLORATION_ID_LIMIT);
  const cards = tableCards(options);
  let wild = false;
  for (const c of cards.exploration) {
    let stack: number | undefined = c < ALLY_COUNT ? allyRace(c) : undefined;
    let hand: boolean | undefined = c < ALLY_COUNT ? true : undefined;
    for (const part of parts) {
      stack ??= part.councilStack?.(c);
      hand ??= part.inHand?.(c);
    }
    councilOf[c] = stack ?? NO_STACK;
    inHand[c] = (hand ?? !isMonsterCard(c)) ? 1 : 0;
    if (councilOf[c] < NO_STACK) wild = true;
  }
  return (TABLES[key] = { cards, councilOf, inHand, wild });
}
