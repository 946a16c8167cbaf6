// Sizes of the base game's observation and action encodings (docs/environment.md; every table's
// come from the engine's tableSlots). Lords and
// Outcasts share one "Lord slot" range: Lords 0–34, then Outcast ids 101… (a De Profundis deck
// holds at most 50 cards, checkOutcastDeck).
import {
  ALLY_COUNT, EXPLORATION_CARD_COUNT, LOCATION_COUNT, LORD_COUNT, MAX_PLAYERS_WITHOUT_LEVIATHAN, OUTCAST_BASE, OUTCAST_SLOTS, RACE_COUNT,
} from '../engine/index.ts';

/** Seats of the base game's layouts (a Leviathan table's have 5: engine/observe.ts, tableSlots). */
export const MAX_SEATS = MAX_PLAYERS_WITHOUT_LEVIATHAN;
export const MAX_OUTCASTS = OUTCAST_SLOTS;
export const LORD_SLOTS = LORD_COUNT + MAX_OUTCASTS;
export { ALLY_COUNT, EXPLORATION_CARD_COUNT, LOCATION_COUNT, RACE_COUNT };

/** Index of a Lord (ids 1–35) or Outcast (ids 101…) in the Lord slots. */
export function lordSlot(id: number): number {
  const slot = id >= OUTCAST_BASE ? LORD_COUNT + id - OUTCAST_BASE : id - 1;
  if (!Number.isInteger(id) || id < 1 || (id > LORD_COUNT && id < OUTCAST_BASE) || slot >= LORD_SLOTS) {
    throw new RangeError(`Card ${id} is neither a Lord nor an Outcast of a deck of at most ${MAX_OUTCASTS}.`);
  }
  return slot;
}

/** The id of a Lord slot. */
export function lordOfSlot(slot: number): number {
  return slot < LORD_COUNT ? slot + 1 : OUTCAST_BASE + slot - LORD_COUNT;
}

/** Index of a Location (ids 1–20). */
export function locationSlot(id: number): number {
  if (!Number.isInteger(id) || id < 1 || id > LOCATION_COUNT) throw new RangeError(`Location ${id} is outside 1 to ${LOCATION_COUNT}.`);
  return id - 1;
}

/** A named run of indexes in a fixed-size vector. */
export interface Segment {
  name: string;
  offset: number;
  size: number;
  /** What each entry holds, in words (docs). */
  doc: string;
}

/** Builds consecutive segments from [name, size, doc] rows. */
export function segments(rows: readonly (readonly [string, number, string])[]): { map: Record<string, Segment>; list: Segment[]; size: number } {
  const map: Record<string, Segment> = {};
  const list: Segment[] = [];
  let offset = 0;
  for (const [name, size, doc] of rows) {
    if (map[name]) throw new Error(`duplicate segment ${name}`);
    const seg = { name, offset, size, doc };
    map[name] = seg;
    list.push(seg);
    offset += size;
  }
  return { map, list, size: offset };
}
