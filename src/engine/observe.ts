// observe(view): one seat's view as a fixed-size vector of numbers, for learning code (design.md,
// "Engine contract"; docs/knowledge.md and docs/environment.md list every entry). It is computed
// from the view alone, so it holds nothing the seat may not know, and it does not change when
// anything hidden from that seat does.
//
// The size is one per combination of expansions, given as data by observationSpec(options):
// the base game's segments (sized by the ids the table plays with: its Allies, Lords and
// Outcasts, Locations, and 4 seats, or 5 with the Leviathan), then each expansion's own
// segments. A game of 2 seats and one of 4 at the same table have the same size (absent seats
// are zeros); the base game's layout is the one the environment has always published.
// Seats are absolute (slot s is seat s; `me` says which one observes); counts are raw numbers,
// flags 0/1; `normalise` divides each entry by its segment's documented bound (clipped to 1).
// Not encoded: the event log and the engine's task queue (history is the learner's to keep).
import {
  COURT_SPACES, EXPLORATION_ID_LIMIT, KEY_TOKEN_COUNT, LOCATION_ID_LIMIT, LORD_ID_LIMIT, MONSTER_TOKEN_COUNT, RACES, RACE_COUNT,
  THREAT_SPACES, TRACK_SPACES, isMonsterCard,
} from './cards.ts';
import type { Encoder, ObservationSegment, SegmentRow, TableSlots } from './knowledge.ts';
import { expansionsKey as partsKey, knowledgeParts } from './hooks.ts';
import { OUTCAST_BASE } from './outcast-deck.ts';
import { tableCards } from './table-cards.ts';
import type { BaseDecisionKind, DeProfundisDecisionKind, GameOptions } from './types.ts';
import type { PlayerPublicView, PlayerView } from './view.ts';

export type { Encoder, ObservationSegment, SegmentRow, TableSlots } from './knowledge.ts';

/** Outcast slots after the Lords' (a De Profundis deck holds at most 50 cards: checkOutcastDeck). */
export const OUTCAST_SLOTS = 50;

/** The layout of a game's observation vector. */
export interface ObservationSpec {
  size: number;
  segments: readonly ObservationSegment[];
  /** One player's block, repeated `slots.seats` times in the `seats` segment (offsets within the block). */
  player: { size: number; segments: readonly ObservationSegment[] };
  /** Where each id of the table goes. */
  slots: TableSlots;
}

/**
 * The decision kinds of the `pendingKind` segment, in its order: the base game's, and De
 * Profundis's two (their slots predate its own decision table; kept so observations stay the same).
 */
export const BASE_DECISION_KINDS: readonly (BaseDecisionKind | DeProfundisDecisionKind)[] = [
  'main', 'afterAction', 'offer', 'allyRevealed', 'monsterRevealed', 'reward', 'takeFromTrack', 'affiliate', 'discard', 'martialLaw',
  'assassinate', 'hunt', 'apprentice', 'illusionist', 'corruptor', 'traitor', 'schemer', 'location', 'pickLocation', 'payKeys',
  'blackSmokers', 'reconquer', 'replaceLocation', 'payment',
];
const MAX_REWARDS = 3;
/** Once-per-turn powers of the base game, by their bit in `turn.powersUsed`: Slaver, Oracle, Opportunist. */
const POWER_BITS = 3;

// Bounds of counts, for normalisation (a count above its bound reads as 1).
const PEARL_BOUND = 30;
const HAND_BOUND = 30;
const LORD_BOUND = 20;
const PURCHASE_BOUND = 5;
const DECK_BOUND = 110;
const COUNCIL_BOUND = 20;
const PRICE_BOUND = 10;
const COUNT_BOUND = 10;
const EXTRA_TURN_BOUND = 3;
const REWARD_BOUND = 3;

function indexer(ids: readonly number[], limit: number): Int16Array {
  const slot = new Int16Array(limit).fill(-1);
  ids.forEach((id, i) => (slot[id] = i));
  return slot;
}

const SLOTS: (TableSlots | undefined)[] = [];

/** Where each id of a table with these expansions goes in its vectors (made once per combination). */
export function tableSlots(options: Pick<GameOptions, 'expansions'>): TableSlots {
  const key = partsKey(options);
  const known = SLOTS[key];
  if (known) return known;
  const table = tableCards(options);
  const cards = table.exploration;
  const allies = cards.filter((c) => !isMonsterCard(c));
  const ally = indexer(allies, EXPLORATION_ID_LIMIT);
  const card = indexer(cards, EXPLORATION_ID_LIMIT);
  const lord = indexer(table.lords, LORD_ID_LIMIT);
  const location = indexer(table.locations, LOCATION_ID_LIMIT);
  const lordCount = table.lords.length;
  // A local copy: the slot functions run for every card of every observation.
  const outcastBase = OUTCAST_BASE;
  const at = (slots: Int16Array, id: number): number => (Number.isInteger(id) && id >= 0 && id < slots.length ? slots[id] : -1);
  return (SLOTS[key] = {
    seats: options.expansions?.leviathan ? 5 : 4,
    allies,
    cards,
    lords: table.lords,
    locations: table.locations,
    lordSlots: lordCount + OUTCAST_SLOTS,
    allySlot: (id) => at(ally, id),
    cardSlot: (id) => at(card, id),
    lordSlot: (id) => (id >= outcastBase && id < outcastBase + OUTCAST_SLOTS ? lordCount + id - outcastBase : at(lord, id)),
    locationSlot: (id) => at(location, id),
  });
}

function playerRows(t: TableSlots): SegmentRow[] {
  return [
    ['present', 1, '1 when this seat is at the table', 1],
    ['pearls', 1, 'Pearls', PEARL_BOUND],
    ['keyTokens', 1, 'Key tokens', KEY_TOKEN_COUNT],
    ['keys', 1, 'keys: tokens plus free, unharmed Lords’ keys', KEY_TOKEN_COUNT + 5],
    ['handCount', 1, 'Allies in hand', HAND_BOUND],
    ['monsterCount', 1, 'Monster tokens', MONSTER_TOKEN_COUNT],
    ['monstersKnown', 1, '1 when the token values below are known (own seat, or the game is over)', 1],
    ['monsterValues', 3, 'tokens worth 2, 3, 4', MONSTER_TOKEN_COUNT],
    ['lordCount', 1, 'Lords (as counted for the end of the game)', LORD_BOUND],
    ['lords', t.lordSlots, 'free Lords (bit per Lord slot)', 1],
    ['assassinated', t.lordSlots, 'Lords turned by the Assassin', 1],
    ['locations', t.locations.length, 'Locations controlled', 1],
    ['underLocations', t.lordSlots, 'Lords and Outcasts slid under its Locations', 1],
    ['affiliated', t.allies.length, 'affiliated Allies (bit per Ally slot)', 1],
    ['outcasts', t.lordSlots, 'De Profundis: Outcasts not yet used to reconquer', 1],
  ];
}

function baseRows(t: TableSlots, playerSize: number): SegmentRow[] {
  const seats = t.seats;
  return [
    ['players', seats - 1, `player count: ${Array.from({ length: seats - 1 }, (_, i) => i + 2).join(', ')} (one-hot)`, 1],
    ['me', seats, 'the observing seat (one-hot; none for a spectator)', 1],
    ['current', seats, 'whose turn it is (one-hot)', 1],
    ['decider', seats, 'the seat that must decide now (one-hot; none when over)', 1],
    ['over', 1, 'game over', 1],
    ['finalRound', 1, 'the end is triggered', 1],
    ['lastSeat', seats, 'the seat whose turn closes the game (one-hot; none before the final round)', 1],
    ['extraTurns', 1, 'extra turns owed to the current seat', EXTRA_TURN_BOUND],
    ['martialLaw', 1, 'Martial Law table', 1],
    ['deProfundis', 1, 'De Profundis table', 1],
    ['purchases', 1, 'Allies bought by opponents during this exploration', PURCHASE_BOUND],
    ['buyers', seats, 'seats that already bought an Ally this turn', 1],
    ['acted', 1, 'the turn’s action was taken', 1],
    ['powersUsed', POWER_BITS, 'once-per-turn powers used: Slaver, Oracle, Opportunist', 1],
    ['hand', t.allies.length, 'my hand (bit per Ally slot)', 1],
    ['seats', playerSize * seats, `${seats} player blocks of ${playerSize} (layout PLAYER)`, 1],
    ['track', TRACK_SPACES * t.cards.length, `Exploration track, 5 spaces × card (one-hot per space)`, 1],
    ['threat', THREAT_SPACES, 'Threat position 1–6 (one-hot)', 1],
    ['council', RACE_COUNT, 'Council stack sizes per race', COUNCIL_BOUND],
    ['court', COURT_SPACES * t.lordSlots, 'Court, 6 spaces × Lord slot (one-hot per space)', 1],
    ['lordDeckCount', 1, 'Lords in the deck', t.lords.length],
    ['outcastDeckCount', 1, 'Outcasts in the deck', OUTCAST_SLOTS],
    ['explorationDeckCount', 1, 'Exploration deck size', DECK_BOUND],
    ['explorationDiscardCount', 1, 'Exploration discard size', DECK_BOUND],
    ['locationStackCount', 1, 'Location stack size', t.locations.length],
    ['monsterTokensLeft', 1, 'Monster tokens left', MONSTER_TOKEN_COUNT],
    ['keySupply', 1, 'Key tokens left', KEY_TOKEN_COUNT],
    ['lordDiscard', t.lordSlots, 'Lords out of the game', 1],
    ['locationsAvailable', t.locations.length, 'face-up Locations', 1],
    ['locationsOut', t.locations.length, 'Locations out of the game', 1],
    ['peek', t.lordSlots, 'the top Lord the Conspirator shows me (one-hot)', 1],
    ['locationStack', t.locations.length, 'Black Smokers: the stack’s tiles, when shown to me', 1],
    ['pendingKind', BASE_DECISION_KINDS.length, `pending decision kind (one-hot: ${BASE_DECISION_KINDS.join(', ')})`, 1],
    ['pendingCard', t.cards.length, 'offer / allyRevealed: the card (one-hot)', 1],
    ['pendingPrice', 1, 'offer: price in Pearls', PRICE_BOUND],
    ['pendingSeat', seats, 'offer: the exploring seat; assassinate: the target seat (one-hot)', 1],
    ['pendingSeats', seats, 'hunt: the seats that may be hunted', 1],
    ['pendingCount', 1, 'discard / martialLaw: how many', COUNT_BOUND],
    ['pendingReason', 2, 'discard: Jailer, Commander', 1],
    ['pendingSpace', 1, 'reward: the Threat space', THREAT_SPACES],
    ['pendingRewards', MAX_REWARDS * 3, 'reward: up to 3 options × (Pearls, Monster tokens, keys)', REWARD_BOUND],
    ['pendingAllies', t.allies.length, 'affiliate: the spent Allies; payment: the Allies paid so far (payer only)', 1],
    ['pendingLord', t.lordSlots, 'affiliate / payment / traitor / schemer: the Lord (one-hot; none for the Conspirator’s secret Lord)', 1],
    ['pendingLords', t.lordSlots, 'replaceLocation: the Lords', 1],
    ['pendingLocation', t.locations.length, 'payKeys: the Location (one-hot)', 1],
    ['pendingLocations', t.locations.length, 'pickLocation: drawn; reconquer: the options', 1],
    ['pendingAmbassador', 1, 'pickLocation: the Ambassador’s draw', 1],
  ];
}

/** Places [name, length, description, max] rows one after the other from `offset`. */
export function placeSegments(rows: readonly SegmentRow[], offset = 0): ObservationSegment[] {
  const out: ObservationSegment[] = [];
  const names = new Set<string>();
  for (const [name, length, description, max] of rows) {
    if (names.has(name)) throw new Error(`duplicate segment ${name}`);
    names.add(name);
    out.push({ name, offset, length, description, max });
    offset += length;
  }
  return out;
}

const SPECS: (ObservationSpec | undefined)[] = [];

/** The observation layout of a game with these options (the same object for every call with the same expansions). */
export function observationSpec(options: Pick<GameOptions, 'expansions'>): ObservationSpec {
  const key = partsKey(options);
  const known = SPECS[key];
  if (known) return known;
  const slots = tableSlots(options);
  const player = placeSegments(playerRows(slots));
  const playerSize = player.reduce((n, s) => n + s.length, 0);
  const rows = baseRows(slots, playerSize);
  for (const part of knowledgeParts(options)) if (part.observe) rows.push(...part.observe.segments(slots));
  const segments = placeSegments(rows);
  const size = segments.reduce((n, s) => n + s.length, 0);
  return (SPECS[key] = { size, segments, player: { size: playerSize, segments: player }, slots });
}

/** A spec's segments by name (made once per spec: an observation is written many times). */
interface SegmentIndex {
  top: Map<string, ObservationSegment>;
  player: Map<string, ObservationSegment>;
  blocks: number;
  /** The base game's segments, looked up once (encodeBase writes through them, not by name). */
  base: BaseSegments;
  seat: PlayerSegments;
  /** The table's slots as arrays by id (an id's slot, -1 for none): read per card written, without a call. */
  ids: IdSlots;
}

/** TableSlots' slot functions as arrays by id: the same slots for every id below each one's length, undefined past it. */
interface IdSlots {
  ally: Int16Array;
  card: Int16Array;
  lord: Int16Array;
  location: Int16Array;
}

function slotArray(length: number, slotOf: (id: number) => number): Int16Array {
  const a = new Int16Array(length);
  for (let id = 0; id < length; id++) a[id] = slotOf(id);
  return a;
}

function idSlots(t: TableSlots): IdSlots {
  return {
    ally: slotArray(EXPLORATION_ID_LIMIT, t.allySlot),
    card: slotArray(EXPLORATION_ID_LIMIT, t.cardSlot),
    lord: slotArray(Math.max(LORD_ID_LIMIT, OUTCAST_BASE + OUTCAST_SLOTS), t.lordSlot),
    location: slotArray(LOCATION_ID_LIMIT, t.locationSlot),
  };
}
const INDEXES = new WeakMap<ObservationSpec, SegmentIndex>();

/** The base game's top-level segments (baseRows), by name. */
type BaseSegments = Record<BaseSegmentName, ObservationSegment>;
/** A player block's segments (playerRows), by name. */
type PlayerSegments = Record<PlayerSegmentName, ObservationSegment>;
const BASE_SEGMENT_NAMES = [
  'players', 'me', 'current', 'decider', 'over', 'finalRound', 'lastSeat', 'extraTurns', 'martialLaw', 'purchases', 'buyers', 'acted',
  'powersUsed', 'hand', 'track', 'threat', 'council', 'court', 'lordDeckCount', 'explorationDeckCount', 'explorationDiscardCount',
  'locationStackCount', 'monsterTokensLeft', 'keySupply', 'lordDiscard', 'locationsAvailable', 'locationsOut', 'locationStack',
  'pendingKind', 'pendingCard', 'pendingPrice', 'pendingSeat', 'pendingSeats', 'pendingCount', 'pendingReason', 'pendingSpace',
  'pendingRewards', 'pendingAllies', 'pendingLord', 'pendingLocation', 'pendingLocations', 'pendingAmbassador',
] as const;
type BaseSegmentName = (typeof BASE_SEGMENT_NAMES)[number];
const PLAYER_SEGMENT_NAMES = [
  'present', 'pearls', 'keyTokens', 'keys', 'handCount', 'monsterCount', 'monstersKnown', 'monsterValues', 'lordCount', 'lords',
  'assassinated', 'locations', 'underLocations', 'affiliated',
] as const;
type PlayerSegmentName = (typeof PLAYER_SEGMENT_NAMES)[number];

function resolve<N extends string>(names: readonly N[], by: Map<string, ObservationSegment>): Record<N, ObservationSegment> {
  const out = {} as Record<N, ObservationSegment>;
  for (const name of names) {
    const seg = by.get(name);
    if (!seg) throw new Error(`No segment ${name} in this observation.`);
    out[name] = seg;
  }
  return out;
}

function indexOf(spec: ObservationSpec): SegmentIndex {
  let index = INDEXES.get(spec);
  if (!index) {
    const top = new Map(spec.segments.map((x) => [x.name, x]));
    const player = new Map(spec.player.segments.map((x) => [x.name, x]));
    index = {
      top, player, blocks: top.get('seats')!.offset, base: resolve(BASE_SEGMENT_NAMES, top), seat: resolve(PLAYER_SEGMENT_NAMES, player), ids: idSlots(spec.slots),
    };
    INDEXES.set(spec, index);
  }
  return index;
}

/** Writes into `x` by segment name; every index is checked against its segment. */
class VectorEncoder implements Encoder {
  readonly slots: TableSlots;
  readonly index: SegmentIndex;

  constructor(readonly spec: ObservationSpec, readonly x: Float32Array) {
    this.slots = spec.slots;
    this.index = indexOf(spec);
  }

  put(segment: string, i: number, value = 1): void {
    this.x[at(this.index.top.get(segment), segment, i)] = value;
  }

  putPlayer(seat: number, segment: string, i: number, value = 1): void {
    this.x[this.playerEntry(seat, segment, i)] = value;
  }

  private playerEntry(seat: number, segment: string, i: number): number {
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.slots.seats) throw new RangeError(`Seat ${seat} is outside the encoding (0 to ${this.slots.seats - 1}).`);
    return this.index.blocks + seat * this.spec.player.size + at(this.index.player.get(segment), segment, i);
  }
}

/** The vector index of entry `i` of `seg` (a RangeError outside it). */
function at(seg: ObservationSegment | undefined, name: string, i: number): number {
  if (!seg) throw new RangeError(`No segment ${name} in this observation.`);
  if (!Number.isInteger(i) || i < 0 || i >= seg.length) throw new RangeError(`${name}: ${i} is outside the encoding (0 to ${seg.length - 1}).`);
  return seg.offset + i;
}

/**
 * Sets to 1 the entry of each id of `ids` in `seg` at `base`, the id's slot read from `slots`
 * (IdSlots): as `set(x, base, seg, slotOf(id))` for each, without a call per id. An id without
 * a slot throws as `set` does.
 */
function setIds(x: Float32Array, base: number, seg: ObservationSegment, slots: Int16Array, slotOf: (id: number) => number, ids: readonly number[]): void {
  const at = base + seg.offset;
  for (let j = 0; j < ids.length; j++) {
    const k = slots[ids[j]];
    if (k >= 0) x[at + k] = 1;
    else set(x, base, seg, slotOf(ids[j]));
  }
}

/** Sets entry `i` of `seg` at `base` (0, or a player block's offset), checked as `at` does. */
function set(x: Float32Array, base: number, seg: ObservationSegment, i: number, value = 1): void {
  if (!(i >= 0 && i < seg.length) || !Number.isInteger(i)) at(seg, seg.name, i);
  x[base + seg.offset + i] = value;
}

export interface ObserveOptions {
  /** Divide each entry by its segment's `max` (clipped to [0, 1]). Default false: raw counts. */
  normalise?: boolean;
}

/** One seat's view (or a spectator's) as the vector of observationSpec(view.options). */
export function observe(view: PlayerView, options?: ObserveOptions): Float32Array {
  return observeInto(view, new Float32Array(observationSpec(view.options).size), options);
}

/**
 * observe, written into `x` (zeros, at least the spec's size: a longer vector, such as the
 * environment's, keeps its entries past the spec's). Returns `x`.
 */
export function observeInto(view: PlayerView, x: Float32Array, options?: ObserveOptions): Float32Array {
  const spec = observationSpec(view.options);
  if (view.playerCount < 2 || view.playerCount > spec.slots.seats) {
    throw new RangeError(`This table's observation encodes 2 to ${spec.slots.seats} players (got ${view.playerCount}).`);
  }
  if (x.length < spec.size) throw new RangeError(`The vector holds ${x.length} entries; this table's observation needs ${spec.size}.`);
  const out = new VectorEncoder(spec, x);
  encodeBase(view, out);
  for (const part of knowledgeParts(view.options)) part.observe?.encode(view, out);
  if (options?.normalise) normalise(spec, x);
  return x;
}

/** Scales `x` (a raw observation of `spec`) in place: each entry over its segment's bound, clipped to [0, 1]. */
export function normalise(spec: ObservationSpec, x: Float32Array): Float32Array {
  const blocks = spec.segments.find((s) => s.name === 'seats')!;
  for (const seg of spec.segments) {
    if (seg === blocks) continue;
    for (let i = seg.offset; i < seg.offset + seg.length; i++) x[i] = clip(x[i] / seg.max);
  }
  for (let seat = 0; seat < spec.slots.seats; seat++) {
    const base = blocks.offset + seat * spec.player.size;
    for (const seg of spec.player.segments) for (let i = seg.offset; i < seg.offset + seg.length; i++) x[base + i] = clip(x[base + i] / seg.max);
  }
  return x;
}

function clip(v: number): number {
  return v <= 0 ? 0 : v >= 1 ? 1 : v;
}

function encodeBase(view: PlayerView, out: VectorEncoder): void {
  const t = out.slots;
  const x = out.x;
  const S = out.index.base;
  set(x, 0, S.players, view.playerCount - 2);
  if (view.seat !== null) set(x, 0, S.me, view.seat);
  set(x, 0, S.current, view.current);
  if (view.pending) set(x, 0, S.decider, view.pending.seat);
  set(x, 0, S.over, 0, view.over ? 1 : 0);
  set(x, 0, S.finalRound, 0, view.finalRound ? 1 : 0);
  if (view.lastSeat >= 0) set(x, 0, S.lastSeat, view.lastSeat);
  set(x, 0, S.extraTurns, 0, view.extraTurns);
  set(x, 0, S.martialLaw, 0, view.options.martialLaw ? 1 : 0);
  set(x, 0, S.purchases, 0, view.turn.purchases);
  for (let s = 0; s < t.seats; s++) if (view.turn.buyers & (1 << s)) set(x, 0, S.buyers, s);
  set(x, 0, S.acted, 0, view.turn.acted ? 1 : 0);
  for (let b = 0; b < POWER_BITS; b++) if (view.turn.powersUsed & (1 << b)) set(x, 0, S.powersUsed, b);
  const mine = view.seat === null ? undefined : view.players[view.seat];
  const ids = out.index.ids;
  if (mine?.hand) setIds(x, 0, S.hand, ids.ally, t.allySlot, mine.hand);

  // Each player's block through its segments, looked up once: this runs once per environment step.
  const P = out.index.seat;
  for (const p of view.players) {
    const seat = p.seat;
    if (!Number.isInteger(seat) || seat < 0 || seat >= t.seats) throw new RangeError(`Seat ${seat} is outside the encoding (0 to ${t.seats - 1}).`);
    encodePlayer(x, out.index.blocks + seat * out.spec.player.size, P, t, ids, p);
  }
  encodeBoard(view, out);
  encodePending(view, out);
}

// encodeBase's parts are functions of their own so that the optimising compiler inlines each
// one's `set` calls within its own budget: in one function of some forty call sites it inlined
// one and called the others, a call per entry written (and a late game writes ~60 more).

/** One player's block at `b`. */
function encodePlayer(x: Float32Array, b: number, P: PlayerSegments, t: TableSlots, ids: IdSlots, p: PlayerPublicView): void {
  set(x, b, P.present, 0);
  set(x, b, P.pearls, 0, p.pearls);
  set(x, b, P.keyTokens, 0, p.keyTokens);
  set(x, b, P.keys, 0, p.keys);
  set(x, b, P.handCount, 0, p.handCount);
  set(x, b, P.monsterCount, 0, p.monsterCount);
  if (p.monsterValues) {
    set(x, b, P.monstersKnown, 0);
    for (const v of p.monsterValues) {
      const i = v - 2;
      set(x, b, P.monsterValues, i, x[b + P.monsterValues.offset + i] + 1);
    }
  }
  set(x, b, P.lordCount, 0, p.lordCount);
  setIds(x, b, P.lords, ids.lord, t.lordSlot, p.lords);
  setIds(x, b, P.assassinated, ids.lord, t.lordSlot, p.assassinated);
  for (const loc of p.locations) {
    const k = ids.location[loc.id];
    if (k >= 0) x[b + P.locations.offset + k] = 1;
    else set(x, b, P.locations, t.locationSlot(loc.id));
    setIds(x, b, P.underLocations, ids.lord, t.lordSlot, loc.lords);
  }
  setIds(x, b, P.affiliated, ids.ally, t.allySlot, p.affiliated);
}

/** The table: track, Threat, Council, Court, decks, discards, Locations. */
function encodeBoard(view: PlayerView, out: VectorEncoder): void {
  const t = out.slots;
  const x = out.x;
  const S = out.index.base;
  const cards = t.cards.length;
  for (let i = 0; i < view.track.length; i++) set(x, 0, S.track, i * cards + t.cardSlot(view.track[i]));
  set(x, 0, S.threat, view.threat - 1);
  for (const c of view.council) set(x, 0, S.council, RACES.indexOf(c.race), c.count);
  const lordSlots = t.lordSlots;
  for (let i = 0; i < view.court.length; i++) set(x, 0, S.court, i * lordSlots + t.lordSlot(view.court[i]));
  set(x, 0, S.lordDeckCount, 0, view.lordDeckCount);
  set(x, 0, S.explorationDeckCount, 0, view.explorationDeckCount);
  set(x, 0, S.explorationDiscardCount, 0, view.explorationDiscardCount);
  set(x, 0, S.locationStackCount, 0, view.locationStackCount);
  set(x, 0, S.monsterTokensLeft, 0, view.monsterTokensLeft);
  set(x, 0, S.keySupply, 0, view.keySupply);
  const ids = out.index.ids;
  setIds(x, 0, S.lordDiscard, ids.lord, t.lordSlot, view.lordDiscard);
  setIds(x, 0, S.locationsAvailable, ids.location, t.locationSlot, view.locationsAvailable);
  setIds(x, 0, S.locationsOut, ids.location, t.locationSlot, view.locationsOut);
  if (view.locationStack) setIds(x, 0, S.locationStack, ids.location, t.locationSlot, view.locationStack);
}

function encodePending(view: PlayerView, out: VectorEncoder): void {
  const t = out.slots;
  const x = out.x;
  const S = out.index.base;
  const d = view.pending;
  if (!d) return;
  const kind = BASE_DECISION_KINDS.indexOf(d.kind as BaseDecisionKind | DeProfundisDecisionKind);
  // An expansion's decision kind: its part encodes it.
  if (kind < 0) return;
  set(x, 0, S.pendingKind, kind);
  switch (d.kind) {
    case 'offer':
      set(x, 0, S.pendingCard, t.cardSlot(d.card));
      set(x, 0, S.pendingPrice, 0, d.price);
      set(x, 0, S.pendingSeat, d.from);
      break;
    case 'allyRevealed':
      set(x, 0, S.pendingCard, t.cardSlot(d.card));
      break;
    case 'reward':
      set(x, 0, S.pendingSpace, 0, d.space);
      d.options.forEach((r, i) => {
        set(x, 0, S.pendingRewards, i * 3, r.pearls);
        set(x, 0, S.pendingRewards, i * 3 + 1, r.monsters);
        set(x, 0, S.pendingRewards, i * 3 + 2, r.keys);
      });
      break;
    case 'affiliate':
      for (const c of d.spent) set(x, 0, S.pendingAllies, t.allySlot(c));
      set(x, 0, S.pendingLord, t.lordSlot(d.lord));
      break;
    case 'payment':
      // Another seat's view holds no Allies, and Lord 0 for the Conspirator's secret top Lord.
      for (const c of d.allies) set(x, 0, S.pendingAllies, t.allySlot(c));
      if (d.lord) set(x, 0, S.pendingLord, t.lordSlot(d.lord));
      break;
    case 'discard':
      set(x, 0, S.pendingCount, 0, d.count);
      // (A Leviathan's discard is its part's to mark.)
      if (d.reason !== 'leviathan') set(x, 0, S.pendingReason, d.reason === 'jailer' ? 0 : 1);
      break;
    case 'martialLaw':
      set(x, 0, S.pendingCount, 0, d.count);
      break;
    case 'assassinate':
      set(x, 0, S.pendingSeat, d.target);
      break;
    case 'hunt':
      for (const s of d.targets) set(x, 0, S.pendingSeats, s);
      break;
    case 'traitor':
    case 'schemer':
      set(x, 0, S.pendingLord, t.lordSlot(d.lord));
      break;
    case 'pickLocation':
      for (const l of d.drawn) set(x, 0, S.pendingLocations, t.locationSlot(l));
      set(x, 0, S.pendingAmbassador, 0, d.ambassador);
      break;
    case 'payKeys':
      set(x, 0, S.pendingLocation, t.locationSlot(d.location));
      break;
    default:
      break;
  }
}
