// TEMPORARY composition of the expansions' knowledge parts (knowledge.ts): the one base-level
// file that imports the expansion folders for resample and observe. The engine's plug-in
// registry (plugins.ts, being built beside this) will hold these parts with the rest of each
// expansion's hooks; then this file goes, and partsOf reads the registry.
import { ALLY_COUNT, EXPLORATION_ID_LIMIT, allyRace, isMonsterCard } from './cards.ts';
import { NO_STACK, type KnowledgePart, type ResamplePart } from './knowledge.ts';
import { krakenObserve } from './kraken/observe.ts';
import { krakenResample } from './kraken/resample.ts';
import { leviathanObserve } from './leviathan/observe.ts';
import { leviathanResample } from './leviathan/resample.ts';
import { deProfundisObserve } from './outcasts-observe.ts';
import { deProfundisResample } from './outcasts-resample.ts';
import { tableCards, type TableCards } from './table-cards.ts';
import type { GameOptions } from './types.ts';

/** Every expansion's part, in the order they run (and their segments follow the base's in this order). */
const ALL_PARTS: readonly KnowledgePart[] = [
  { name: 'deProfundis', active: (o) => !!o.expansions?.deProfundis, resample: deProfundisResample, observe: deProfundisObserve },
  { name: 'kraken', active: (o) => !!o.expansions?.kraken, resample: krakenResample, observe: krakenObserve },
  { name: 'leviathan', active: (o) => !!o.expansions?.leviathan, resample: leviathanResample, observe: leviathanObserve },
];

/** One bit per expansion of ALL_PARTS that plays with `options`. */
export function partsKey(options: Pick<GameOptions, 'expansions'>): number {
  let key = 0;
  for (let i = 0; i < ALL_PARTS.length; i++) if (ALL_PARTS[i].active(options)) key |= 1 << i;
  return key;
}

const KNOWLEDGE: (KnowledgePart[] | undefined)[] = [];
const RESAMPLE: (ResamplePart[] | undefined)[] = [];

/** The knowledge parts of the expansions a game with these options plays (made once per combination). */
export function knowledgeParts(options: Pick<GameOptions, 'expansions'>): readonly KnowledgePart[] {
  const key = partsKey(options);
  return (KNOWLEDGE[key] ??= ALL_PARTS.filter((_, i) => key & (1 << i)));
}

/** Their resample parts. */
export function partsOf(options: Pick<GameOptions, 'expansions'>): readonly ResamplePart[] {
  const key = partsKey(options);
  return (RESAMPLE[key] ??= knowledgeParts(options).map((p) => p.resample));
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
  const key = partsKey(options);
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
