// Copies of a game state, and what a copy may change in place.
//
// The hot path (fast.clone, then fast.apply in place) copies a state once and mutates it for
// the rest of a playout. The public path (applyAction) must leave its input untouched and
// returns a new state for every action, so it copies only the top of the state and shares
// each player and each zone of the table (decks, track, Council, Court...) with the state it
// came from; the first change to one in an action copies it (ownPlayer, own.court(s)...).
// Every rule module changes players and zones through these, never through `s.players[seat]` or
// `s.court` directly: test/engine/copy-on-write.test.ts freezes the input of every public
// action of random games of every expansion and plays the same games on both paths.
//
// A state made here also carries its event log as a cell, built when first read (log.ts).
// Both live in private fields stamped onto the plain state object: invisible to JSON, to
// spreading, to structuredClone and to deep equality (log.ts says why not elsewhere).
import { NO_EVENTS, appendedCell, buildLog, extendLog, plainCell, type LogCell } from './log.ts';
import type { ExpansionPart, GameEvent, GameState, LocationHolding, PlayerState, TurnState } from './types.ts';

export function cloneHolding(l: LocationHolding): LocationHolding {
  const copy: LocationHolding = { id: l.id, lords: l.lords.slice() };
  if (l.outcasts) copy.outcasts = l.outcasts.slice();
  if (l.loot) copy.loot = l.loot.slice();
  return copy;
}

export function clonePlayer(p: PlayerState): PlayerState {
  if (p.nebulis !== undefined || p.wounds !== undefined || p.slain !== undefined) return cloneExpansionPlayer(p);
  return {
    pearls: p.pearls,
    hand: p.hand.slice(),
    affiliated: p.affiliated.slice(),
    lords: p.lords.slice(),
    assassinated: p.assassinated.slice(),
    locations: p.locations.map(cloneHolding),
    keyTokens: p.keyTokens,
    monsters: p.monsters.slice(),
    outcasts: p.outcasts.slice(),
  };
}

/**
 * A player with the expansions' fields (absent rather than undefined outside their games, so
 * that a copy's JSON is the original's). Each set the expansions give (the Kraken's Nebulis,
 * the Leviathan's wounds and slain, both) is one literal: fields added to an object after its
 * literal are kept out of it, which made copying a Kraken + Leviathan player about a third slower.
 * The slain Leviathans are shared: the one change to them (leviathan/fight.ts, slay) replaces the array.
 */
function cloneExpansionPlayer(p: PlayerState): PlayerState {
  const { nebulis, wounds, slain } = p;
  if (nebulis !== undefined && wounds !== undefined && slain !== undefined) {
    return {
      pearls: p.pearls,
      hand: p.hand.slice(),
      affiliated: p.affiliated.slice(),
      lords: p.lords.slice(),
      assassinated: p.assassinated.slice(),
      locations: p.locations.map(cloneHolding),
      keyTokens: p.keyTokens,
      monsters: p.monsters.slice(),
      outcasts: p.outcasts.slice(),
      nebulis,
      wounds,
      slain,
    };
  }
  if (nebulis !== undefined && wounds === undefined && slain === undefined) {
    return {
      pearls: p.pearls,
      hand: p.hand.slice(),
      affiliated: p.affiliated.slice(),
      lords: p.lords.slice(),
      assassinated: p.assassinated.slice(),
      locations: p.locations.map(cloneHolding),
      keyTokens: p.keyTokens,
      monsters: p.monsters.slice(),
      outcasts: p.outcasts.slice(),
      nebulis,
    };
  }
  if (nebulis === undefined && wounds !== undefined && slain !== undefined) {
    return {
      pearls: p.pearls,
      hand: p.hand.slice(),
      affiliated: p.affiliated.slice(),
      lords: p.lords.slice(),
      assassinated: p.assassinated.slice(),
      locations: p.locations.map(cloneHolding),
      keyTokens: p.keyTokens,
      monsters: p.monsters.slice(),
      outcasts: p.outcasts.slice(),
      wounds,
      slain,
    };
  }
  // Any other set (a state built by hand): the fields it has, in the same order.
  const copy = clonePlayer({ ...p, nebulis: undefined, wounds: undefined, slain: undefined });
  if (nebulis !== undefined) copy.nebulis = nebulis;
  if (wounds !== undefined) copy.wounds = wounds;
  if (slain !== undefined) copy.slain = slain;
  return copy;
}

/**
 * Setup's players, each made again in the shape its copies have (clonePlayer's literals). The
 * expansions' setup adds their fields to a player one by one, which gives it a hidden class of
 * its own; one such player passed to clonePlayer was enough to slow every later copy of an
 * expansion player there to nearly twice a base player's (its loads then see more classes).
 * So these literals are their own, not clonePlayer's; their arrays are kept (setup's players
 * are its own).
 */
export function settlePlayers(s: GameState): void {
  for (let seat = 0; seat < s.players.length; seat++) s.players[seat] = settled(s.players[seat]);
}

function settled(p: PlayerState): PlayerState {
  const { pearls, hand, affiliated, lords, assassinated, locations, keyTokens, monsters, outcasts, nebulis, wounds, slain } = p;
  const leviathan = wounds !== undefined && slain !== undefined;
  if (nebulis !== undefined && leviathan) return { pearls, hand, affiliated, lords, assassinated, locations, keyTokens, monsters, outcasts, nebulis, wounds, slain };
  if (nebulis !== undefined && wounds === undefined && slain === undefined) return { pearls, hand, affiliated, lords, assassinated, locations, keyTokens, monsters, outcasts, nebulis };
  if (nebulis === undefined && leviathan) return { pearls, hand, affiliated, lords, assassinated, locations, keyTokens, monsters, outcasts, wounds, slain };
  // A base player is built in its copies' shape already (setup.ts, newPlayer).
  return p;
}

/** A base class whose constructor hands back the object it is given (see StateCopy). */
const Given = class {
  constructor(o: object) {
    return o;
  }
} as new (o: object) => object;

/** Every player (bit `seat`), every zone (ZONE_BIT) and every expansion part (PART_BIT0 + its index) of a state shared with another state. */
const ALL_SHARED = 0x7fffffff;

/**
 * Gives a plain state object its private fields. Constructing a StateCopy over an object adds
 * the fields to that very object, which stays a plain object (Object.prototype, own enumerable
 * data properties): only this class can see them.
 */
class StateCopy extends Given {
  /** The state's log, built when first read. */
  #cell: LogCell;
  /** Players (bit `seat`) and zones (ZONE_BIT) this state shares with another state: copied before their first change. */
  #shared: number;

  private constructor(s: object, cell: LogCell, shared: number) {
    super(s);
    this.#cell = cell;
    this.#shared = shared;
  }

  /** The `log` accessor, one descriptor for every state so that they keep one hidden class. */
  static readonly #accessor: PropertyDescriptor = {
    get(this: StateCopy): GameEvent[] {
      return buildLog(this.#cell);
    },
    set(this: StateCopy, log: GameEvent[]): void {
      this.#cell = plainCell(log);
    },
    enumerable: true,
    configurable: true,
  };

  /** Gives `s` (a copy, up to its `log`) the log of `cell`, built when first read. */
  static stamp(s: object, cell: LogCell, shared: number): void {
    new StateCopy(s, cell, shared);
    Object.defineProperty(s, 'log', StateCopy.#accessor);
  }

  /** Whether `s` was made here (a state parsed from JSON or built by hand was not). */
  static isCopy(s: GameState): boolean {
    return #cell in s;
  }

  /** The log of `s` as a cell, without building it (a state parsed from JSON holds an array). */
  static cellOf(s: GameState): LogCell {
    return #cell in s ? (s as unknown as StateCopy).#cell : plainCell(s.log);
  }

  /** Gives `s` the log of `cell`. */
  static setCell(s: GameState, cell: LogCell): void {
    if (#cell in s) (s as unknown as StateCopy).#cell = cell;
    else s.log = buildLog(cell);
  }

  /** Marks every player, zone and part of `s` as shared with another state. */
  static shareAll(s: GameState): void {
    (s as unknown as StateCopy).#shared = ALL_SHARED;
  }

  /** The players, zones and parts `s` shares with another state (none for a state not made here: its holder's own). */
  static sharedOf(s: GameState): number {
    return #shared in s ? (s as unknown as StateCopy).#shared : 0;
  }

  /** Copies the player `seat` of `s` into `s` if it is shared. */
  static ownPlayer(s: GameState, seat: number): void {
    const self = s as unknown as StateCopy;
    const bit = 1 << seat;
    if ((self.#shared & bit) === 0) return;
    self.#shared &= ~bit;
    s.players[seat] = clonePlayer(s.players[seat]);
  }

  /** Copies the zone `zone` (its bit ZONE_BIT[zone]) of `s` into `s` if it is shared. */
  static own(s: GameState, zone: Zone, bit: number): void {
    const self = s as unknown as StateCopy;
    if ((self.#shared & bit) === 0) return;
    self.#shared &= ~bit;
    // Each zone read and written by name: a field named by a variable is a megamorphic
    // keyed access on the state (this runs for most public actions).
    switch (zone) {
      case 'explorationDeck': s.explorationDeck = s.explorationDeck.slice(); return;
      case 'explorationDiscard': s.explorationDiscard = s.explorationDiscard.slice(); return;
      case 'track': s.track = s.track.slice(); return;
      case 'council': s.council = copyCouncil(s.council); return;
      case 'lordDeck': s.lordDeck = s.lordDeck.slice(); return;
      case 'outcastDeck': s.outcastDeck = s.outcastDeck.slice(); return;
      case 'court': s.court = s.court.slice(); return;
      case 'lordDiscard': s.lordDiscard = s.lordDiscard.slice(); return;
      case 'locationStack': s.locationStack = s.locationStack.slice(); return;
      case 'locationsAvailable': s.locationsAvailable = s.locationsAvailable.slice(); return;
      case 'locationsOut': s.locationsOut = s.locationsOut.slice(); return;
      case 'monsterTokens': s.monsterTokens = s.monsterTokens.slice(); return;
    }
  }

  /** Copies the expansion part `i` (PARTS) of `s` into `s` if it is shared. */
  static ownPart(s: GameState, i: number): void {
    const self = s as unknown as StateCopy;
    const bit = 1 << (PART_BIT0 + i);
    if ((self.#shared & bit) === 0) return;
    self.#shared &= ~bit;
    const part = PARTS[i];
    (s as Parts)[part.key] = part.clone((s as Parts)[part.key]!);
  }
}

/**
 * An expansion's part of the state (its hook `part`): the key of GameState it sits under,
 * absent in games without it, and a copy of it that shares nothing with it. A copy of a state
 * copies it whole (cloneState) or shares it until its first change (shareState, ownPart).
 */
export interface StatePart {
  readonly key: ExpansionPart;
  clone(part: NonNullable<GameState[ExpansionPart]>): NonNullable<GameState[ExpansionPart]>;
  /**
   * Gives `to` the part of `from` (nothing when `from` has none): that very part (`share`) or a
   * copy of it. Written by each part with its key by name: a read and a store by a variable
   * key, on every copy of a state, cost an expansion game's public path 1–2%.
   */
  carry(from: GameState, to: GameState, share: boolean): void;
}

type Parts = { [K in ExpansionPart]?: NonNullable<GameState[ExpansionPart]> };

/** The registered expansions' parts (hooks.ts registers them once); part i takes bit PART_BIT0 + i. */
const PARTS: StatePart[] = [];
const PART_BIT0 = 17;
const PART_INDEX: Partial<Record<ExpansionPart, number>> = {};

/** Registers the expansions' parts (registerExpansions, once). */
export function registerParts(parts: readonly StatePart[]): void {
  if (PARTS.length > 0) return;
  if (PART_BIT0 + parts.length > 31) throw new Error('Too many expansion parts for the shared mask.');
  for (const part of parts) {
    PART_INDEX[part.key] = PARTS.length;
    PARTS.push(part);
  }
}

/** The arrays of the table that shareState shares and `own` copies before their first change. */
export type Zone =
  | 'explorationDeck' | 'explorationDiscard' | 'track' | 'council' | 'lordDeck' | 'outcastDeck' | 'court'
  | 'lordDiscard' | 'locationStack' | 'locationsAvailable' | 'locationsOut' | 'monsterTokens';

/** Each zone's bit in a state's shared mask (the players take bits 0..4, the expansion parts from PART_BIT0 on). */
const ZONE_BIT: { readonly [Z in Zone]: number } = {
  explorationDeck: 1 << 5,
  explorationDiscard: 1 << 6,
  track: 1 << 7,
  council: 1 << 8,
  lordDeck: 1 << 9,
  outcastDeck: 1 << 10,
  court: 1 << 11,
  lordDiscard: 1 << 12,
  locationStack: 1 << 13,
  locationsAvailable: 1 << 14,
  locationsOut: 1 << 15,
  monsterTokens: 1 << 16,
};

/** The top of a state: everything but its players, its log and the expansions' parts; zones copied or shared. */
function copyTop(s: GameState, players: PlayerState[], share: boolean): Omit<GameState, 'log'> {
  return {
    v: s.v,
    options: s.options,
    rng: s.rng,
    players,
    current: s.current,
    // The turn and the task queue change in almost every action: always copied.
    turn: copyTurn(s.turn),
    extraTurns: s.extraTurns,
    explorationDeck: share ? s.explorationDeck : s.explorationDeck.slice(),
    explorationDiscard: share ? s.explorationDiscard : s.explorationDiscard.slice(),
    track: share ? s.track : s.track.slice(),
    threat: s.threat,
    council: share ? s.council : copyCouncil(s.council),
    lordDeck: share ? s.lordDeck : s.lordDeck.slice(),
    outcastDeck: share ? s.outcastDeck : s.outcastDeck.slice(),
    court: share ? s.court : s.court.slice(),
    lordDiscard: share ? s.lordDiscard : s.lordDiscard.slice(),
    locationStack: share ? s.locationStack : s.locationStack.slice(),
    locationsAvailable: share ? s.locationsAvailable : s.locationsAvailable.slice(),
    locationsOut: share ? s.locationsOut : s.locationsOut.slice(),
    monsterTokens: share ? s.monsterTokens : s.monsterTokens.slice(),
    keySupply: s.keySupply,
    lastSeat: s.lastSeat,
    over: s.over,
    // Decisions and tasks are never changed in place (a new object replaces one), so the
    // copy shares them; test/engine/immutable-decisions.test.ts freezes them to prove it.
    pending: s.pending,
    tasks: s.tasks.slice(),
  };
}

function copyTurn(t: TurnState): TurnState {
  const copy: TurnState = { purchases: t.purchases, buyers: t.buyers, powersUsed: t.powersUsed, acted: t.acted, peek: t.peek };
  // Absent rather than undefined, so that a copy's JSON is the original's.
  if (t.secondBuyers !== undefined) copy.secondBuyers = t.secondBuyers;
  if (t.slain !== undefined) copy.slain = t.slain;
  return copy;
}

function copyCouncil(council: readonly number[][]): number[][] {
  const copy: number[][] = [];
  for (let r = 0; r < council.length; r++) copy.push(council[r].slice());
  return copy;
}

function finish(s: GameState, copy: Omit<GameState, 'log'>, cell: LogCell, shared: number): GameState {
  StateCopy.stamp(copy, cell, shared);
  const share = shared !== 0;
  // Absent rather than undefined, so that a copy's JSON is the original's.
  if (s.quiet !== undefined) copy.quiet = s.quiet;
  // A part is an active expansion's: a game whose options name none has none to look for
  // (reading absent keys by a variable name cost the base game's applyAction 3%).
  const parts = s.options.expansions === undefined ? 0 : PARTS.length;
  for (let i = 0; i < parts; i++) PARTS[i].carry(s, copy as GameState, share);
  return copy as GameState;
}

/**
 * A copy of everything an action may change, all of it the copy's own (the hot path mutates
 * it in place). The log is not copied: the copy's log is the original's followed by `events`
 * (an array the action may still be filling), built when first read (log.ts).
 */
export function cloneState(s: GameState, events: readonly GameEvent[] = NO_EVENTS): GameState {
  const cell = extendLog(StateCopy.cellOf(s), events);
  return finish(s, copyTop(s, s.players.map(clonePlayer), false), cell, 0);
}

/**
 * The public path's copy: like cloneState, but its players, zones and expansion parts are
 * `s`'s own objects, each copied on its first change (ownPlayer, own). From then on `s` shares
 * them too, and copies them before changing them itself.
 */
export function shareState(s: GameState, events: readonly GameEvent[] = NO_EVENTS): GameState {
  // A state not made here keeps no record of what it shares: it gets a whole copy.
  if (!StateCopy.isCopy(s)) return cloneState(s, events);
  const cell = extendLog(StateCopy.cellOf(s), events);
  StateCopy.shareAll(s);
  return finish(s, copyTop(s, s.players.slice(), true), cell, ALL_SHARED);
}

/**
 * The player at `seat`, to change: every change to a player goes through here, so that a
 * player shared with another state (shareState) is copied first. A reference read from
 * `s.players` before that copy is the shared player, which does not see the change.
 */
export function ownPlayer(s: GameState, seat: number): PlayerState {
  // Small, so that it is inlined where it is called: the hot path shares nothing, and pays a
  // load and a test.
  if (StateCopy.sharedOf(s) !== 0) StateCopy.ownPlayer(s, seat);
  return s.players[seat];
}

/** `s`, after making its zone `zone` its own (copied first if shared): `own` reads the field. */
function owning(s: GameState, zone: Zone): GameState {
  // ZONE_BIT read here, where `zone` is a constant once inlined (a name in a variable is a keyed lookup).
  if (StateCopy.sharedOf(s) !== 0) StateCopy.own(s, zone, ZONE_BIT[zone]);
  return s;
}

/**
 * The zones of `s`, to change in place: `own.track(s).push(card)`. Every in-place change to a
 * zone goes through here (as ownPlayer for players, ownPart for an expansion's part), so that one shared with
 * another state is copied first. Assigning a new array to a zone needs no call, but the array
 * must be this state's own: one taken from another zone is taken through here. One small
 * function per zone, so that each reads its field by name (a shared one reading `s[zone]`
 * made the hot path 3–4% slower).
 */
export const own = {
  explorationDeck: (s: GameState): number[] => owning(s, 'explorationDeck').explorationDeck,
  explorationDiscard: (s: GameState): number[] => owning(s, 'explorationDiscard').explorationDiscard,
  track: (s: GameState): number[] => owning(s, 'track').track,
  council: (s: GameState): number[][] => owning(s, 'council').council,
  lordDeck: (s: GameState): number[] => owning(s, 'lordDeck').lordDeck,
  outcastDeck: (s: GameState): number[] => owning(s, 'outcastDeck').outcastDeck,
  court: (s: GameState): number[] => owning(s, 'court').court,
  lordDiscard: (s: GameState): number[] => owning(s, 'lordDiscard').lordDiscard,
  locationStack: (s: GameState): number[] => owning(s, 'locationStack').locationStack,
  locationsAvailable: (s: GameState): number[] => owning(s, 'locationsAvailable').locationsAvailable,
  locationsOut: (s: GameState): number[] => owning(s, 'locationsOut').locationsOut,
  monsterTokens: (s: GameState): number[] => owning(s, 'monsterTokens').monsterTokens,
} as const satisfies { readonly [Z in Zone]: (s: GameState) => GameState[Z] };

/**
 * An expansion's part of `s` (present), to change in place: every in-place change to one (the
 * Kraken's Loot, Sentinels and figure; the Leviathan's decks, Border and Scourge) goes through
 * here, as own() for the zones. The expansion folders wrap it (ownKraken, ownLeviathan).
 */
export function ownPart<K extends ExpansionPart>(s: GameState, key: K): NonNullable<GameState[K]> {
  if (StateCopy.sharedOf(s) !== 0) StateCopy.ownPart(s, PART_INDEX[key]!);
  return s[key]!;
}

/** The hot path's logging (fast.apply with a log): appends in place when only `s` can reach its log. */
export function appendLog(s: GameState, events: readonly GameEvent[]): void {
  if (events.length > 0) StateCopy.setCell(s, appendedCell(StateCopy.cellOf(s), events));
}
