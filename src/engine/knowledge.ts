// What a seat knows, both ways (design.md, "Engine contract"): `resample` turns a view back into
// a full state (a guess at everything hidden from that seat) and `observe` turns it into a
// fixed-size vector. The base game does most of both (resample.ts, observe.ts); each expansion
// adds its own part through this one interface, so a new zone of an expansion is written in
// its own folder, once, for both directions.
import type { GameState } from './types.ts';
import type { PlayerView } from './view-types.ts';

/**
 * The randomness a resample draws from: uniform numbers in [0, 1). The bots' PRNG
 * (bots/rng.ts) fits, and so does `{ next: Math.random }` outside the engine.
 */
export interface SampleRng {
  next(): number;
  /**
   * Optional: Fisher–Yates over `items` in place, drawing exactly what `shuffleWith` draws
   * from `next` (the bots' PRNG runs its steps inline: shuffling was a third of a resample).
   */
  shuffle?(items: number[]): unknown;
}

/** Uniform integer in [0, n). */
export function intWith(rng: SampleRng, n: number): number {
  return Math.floor(rng.next() * n);
}

/** Fisher–Yates with `rng` (its own `shuffle` when it has one: the same numbers, faster). */
export function shuffleWith(rng: SampleRng, items: number[]): number[] {
  if (rng.shuffle !== undefined) {
    rng.shuffle(items);
    return items;
  }
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
  return items;
}

/** `councilStack` answers: a card that may sit on any Council stack (a Kraken Ally). */
export const ANY_STACK = -2;
/** `councilStack` answers: a card that never sits on a Council stack (a Monster). */
export const NO_STACK = -1;

/**
 * An expansion's part of `resample`: hooks the base resampler calls at fixed points, every one
 * optional. "Unknown" Exploration cards are the table's cards that the view places nowhere;
 * the base deals them to the Council stacks (by `councilStack`), then to the opponents' hands
 * (Allies only), then to the Exploration deck and discard.
 */
export interface ResamplePart {
  /**
   * Where one of this expansion's Exploration cards may sit in the Council: a race index,
   * ANY_STACK or NO_STACK; undefined for a card that is not the expansion's.
   */
  councilStack?(card: number): number | undefined;
  /** Whether an opponent's hand may hold this card of the expansion (undefined: not its card; default: when it is no Monster). */
  inHand?(card: number): boolean | undefined;
  /** Exploration cards the seat sees outside every zone of the view (held by a decision or a task): pushed to `out`. */
  placedCards?(view: PlayerView, out: number[]): void;
  /** Lords outside every zone of the view (waiting in a task or decision): pushed to `out`. */
  limboLords?(view: PlayerView, out: number[]): void;
  /** A Lord the seat knows to be on top of the Lord deck, or -1. */
  topLord?(view: PlayerView): number;
  /** Before the deal: moves unknown cards the seat can be sure of into opponents' hands. */
  dealKnown?(view: PlayerView, unknown: number[], hands: number[][]): void;
  /**
   * The Exploration deck and discard from the shuffled `pile` of the cards left, when the seat
   * saw part of the discard; null leaves it to the base (deck first, the rest discarded).
   */
  splitPile?(view: PlayerView, pile: number[], rng: SampleRng): { deck: number[]; discard: number[] } | null;
  /** Writes this expansion's own zones (public ones copied, hidden ones guessed) into `state`. */
  fill?(view: PlayerView, state: GameState, rng: SampleRng): void;
}

/** One named run of the observation vector. */
export interface ObservationSegment {
  name: string;
  offset: number;
  length: number;
  /** What each entry holds, in words (docs). */
  description: string;
  /** The bound an entry is divided by when normalised (1 for flags and one-hot entries); values above it clip to 1. */
  max: number;
}

/** A segment before it is placed: [name, length, description, max]. */
export type SegmentRow = readonly [name: string, length: number, description: string, max: number];

/**
 * Slots of the ids a table plays with: each id's place in the vectors of a game with these
 * options (observation and the environment's actions). Seats are absolute.
 */
export interface TableSlots {
  /** Seats the encoding has room for: 4, or 5 with Leviathan. */
  seats: number;
  /** Ally ids (plain, Kraken and Leviathan Allies), ascending: slot = index. */
  allies: readonly number[];
  /** Exploration card ids (Allies and Monsters), ascending. */
  cards: readonly number[];
  /** Lord ids, ascending; the Outcast slots follow them (OUTCAST_SLOTS, ids OUTCAST_BASE on). */
  lords: readonly number[];
  /** Location ids, ascending. */
  locations: readonly number[];
  /** Lord slots: the Lords', then OUTCAST_SLOTS for Outcasts. */
  lordSlots: number;
  allySlot(id: number): number;
  cardSlot(id: number): number;
  /** A Lord's or an Outcast's slot. */
  lordSlot(id: number): number;
  locationSlot(id: number): number;
}

/** Writes one view into a vector by segment name (an index outside its segment throws a RangeError). */
export interface Encoder {
  readonly slots: TableSlots;
  /** Sets entry `i` of `segment` (default value 1). */
  put(segment: string, i: number, value?: number): void;
  /** Sets entry `i` of `segment` in the player block of `seat` (the base's `seats` segment). */
  putPlayer(seat: number, segment: string, i: number, value?: number): void;
}

/** An expansion's part of `observe`: its segments (after the base's) and how a view fills them. */
export interface ObservePart {
  segments(slots: TableSlots): SegmentRow[];
  encode(view: PlayerView, out: Encoder): void;
}

