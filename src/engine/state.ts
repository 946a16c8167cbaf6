// Small queries and edits over the game state shared by the rule modules.
import { LORDS, LORD, isMilitary, LOCATIONS, lordKeys } from './cards.ts';
import { NO_EVENTS, appendedCell, buildLog, extendLog, plainCell, type LogCell } from './log.ts';
import type { GameEvent, GameState, KrakenState, LeviathanState, LocationHolding, PlayerState } from './types.ts';

/** Mutable context of one action: where events go (null in the no-log hot path). */
export interface Ctx {
  events: GameEvent[] | null;
}

/** Logs an event; it is built only when a log is kept (never in the bots' hot path). */
export function say(ctx: Ctx, event: () => GameEvent): void {
  if (ctx.events) ctx.events.push(event());
}

export function name(s: GameState, seat: number): string {
  return s.options.names?.[seat] ?? `Player ${seat + 1}`;
}

export function lordName(lord: number): string {
  return LORDS[lord].name;
}
export function locationName(location: number): string {
  return LOCATIONS[location].name;
}

/** True when the player has this Lord free and not assassinated: its ongoing power works. */
export function hasActiveLord(p: Pick<PlayerState, 'lords' | 'assassinated'>, lord: number): boolean {
  // Plain loops: asked several times per listed decision, of a handful of Lords.
  const lords = p.lords;
  for (let i = 0; i < lords.length; i++) if (lords[i] === lord) return !isAssassinated(p.assassinated, lord);
  return false;
}

function isAssassinated(assassinated: readonly number[], lord: number): boolean {
  return holds(assassinated, lord);
}

/** `items.includes(item)` for the few ids of a hand or a payment, without the builtin's call. */
export function holds(items: readonly number[], item: number): boolean {
  for (let i = 0; i < items.length; i++) if (items[i] === item) return true;
  return false;
}

/** The Shaman makes its owner immune to Military powers. */
export function isProtected(p: PlayerState): boolean {
  return hasActiveLord(p, LORD.shaman);
}

/** Whether some opponent of `seat` has an active Military Lord whose power reaches `seat`. */
export function opponentHasActive(s: GameState, seat: number, lord: number): boolean {
  if (isMilitary(lord) && isProtected(s.players[seat])) return false;
  for (let i = 0; i < s.players.length; i++) {
    if (i !== seat && hasActiveLord(s.players[i], lord)) return true;
  }
  return false;
}

/** Opponents of `seat` in clockwise order, starting at their left. */
export function opponentsInOrder(s: GameState, seat: number): number[] {
  const n = s.players.length;
  const out: number[] = [];
  for (let k = 1; k < n; k++) out.push((seat + k) % n);
  return out;
}

export function keysHeld(p: PlayerState): number {
  let keys = p.keyTokens;
  for (const lord of p.lords) if (!isAssassinated(p.assassinated, lord)) keys += lordKeys(lord);
  return keys;
}

/** What scoring reads of a player: the same fields in the state and in a public view. */
export type Tableau = Pick<PlayerState, 'lords' | 'locations' | 'affiliated' | 'nebulis'>;

/** Lords the player owns: free, assassinated and under Locations. */
export function allLords(p: Pick<PlayerState, 'lords' | 'locations'>): number[] {
  const out = p.lords.slice();
  for (const loc of p.locations) for (const l of loc.lords) out.push(l);
  return out;
}

export function lordCount(p: Pick<PlayerState, 'lords' | 'locations'>): number {
  let n = p.lords.length;
  for (const loc of p.locations) n += loc.lords.length;
  return n;
}

/** Lords and Outcasts: the end trigger counts both (De Profundis). */
export function recruitedCount(p: Pick<PlayerState, 'lords' | 'locations' | 'outcasts'>): number {
  let n = lordCount(p) + p.outcasts.length;
  for (const loc of p.locations) n += loc.outcasts?.length ?? 0;
  return n;
}

export function removeItem(items: number[], item: number): boolean {
  const i = items.indexOf(item);
  if (i < 0) return false;
  // Shifted by hand: splice would also build an array of the removed item.
  for (let j = i + 1; j < items.length; j++) items[j - 1] = items[j];
  items.pop();
  return true;
}

export function gainPearls(p: PlayerState, n: number): void {
  p.pearls += n;
}

export function cloneHolding(l: LocationHolding): LocationHolding {
  const copy: LocationHolding = { id: l.id, lords: l.lords.slice() };
  if (l.outcasts) copy.outcasts = l.outcasts.slice();
  if (l.loot) copy.loot = l.loot.slice();
  return copy;
}

export function clonePlayer(p: PlayerState): PlayerState {
  const copy: PlayerState = {
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
  // Absent rather than undefined outside Kraken games, so that a copy's JSON is the original's.
  if (p.nebulis !== undefined) copy.nebulis = p.nebulis;
  if (p.wounds !== undefined) copy.wounds = p.wounds;
  if (p.slain !== undefined) copy.slain = p.slain.slice();
  return copy;
}

function cloneKraken(k: KrakenState): KrakenState {
  return {
    figure: k.figure,
    lootDeck: k.lootDeck.slice(),
    lootDiscard: k.lootDiscard.slice(),
    // Sentinels are replaced, never changed in place.
    sentinels: k.sentinels.slice(),
  };
}

function cloneLeviathan(l: LeviathanState): LeviathanState {
  return {
    deck: l.deck.slice(),
    discard: l.discard.slice(),
    border: l.border.map((b) => (b ? { id: b.id, beaten: b.beaten } : null)),
    tokens: l.tokens.slice(),
    tokenDiscard: l.tokenDiscard.slice(),
    scourge: l.scourge,
  };
}

/** A base class whose constructor hands back the object it is given (see LogHolder). */
const Given = class {
  constructor(o: object) {
    return o;
  }
} as new (o: object) => object;

/**
 * Gives a plain state object a private log cell (log.ts says why private). Constructing a
 * LogHolder over an object adds the private field to that very object, which stays a plain
 * object (Object.prototype, own enumerable data properties): only this class can see the field.
 */
class LogHolder extends Given {
  #cell: LogCell;

  private constructor(s: object, cell: LogCell) {
    super(s);
    this.#cell = cell;
  }

  /** The `log` accessor, one descriptor for every state so that they keep one hidden class. */
  static readonly #accessor: PropertyDescriptor = {
    get(this: LogHolder): GameEvent[] {
      return buildLog(this.#cell);
    },
    set(this: LogHolder, log: GameEvent[]): void {
      this.#cell = plainCell(log);
    },
    enumerable: true,
    configurable: true,
  };

  /** Gives `s` (made by cloneState, up to its `log`) the log of `cell`, built when first read. */
  static attach(s: object, cell: LogCell): void {
    new LogHolder(s, cell);
    Object.defineProperty(s, 'log', LogHolder.#accessor);
  }

  /** The log of `s` as a cell, without building it (a state parsed from JSON holds an array). */
  static cellOf(s: GameState): LogCell {
    return #cell in s ? (s as unknown as LogHolder).#cell : plainCell(s.log);
  }

  /** Gives `s` the log of `cell`. */
  static setCell(s: GameState, cell: LogCell): void {
    if (#cell in s) (s as unknown as LogHolder).#cell = cell;
    else s.log = buildLog(cell);
  }
}

/**
 * Copies everything an action may change. The log is not copied: the copy's log is the
 * original's followed by `events` (an array the action may still be filling), built when
 * first read (log.ts).
 */
export function cloneState(s: GameState, events: readonly GameEvent[] = NO_EVENTS): GameState {
  const cell = extendLog(LogHolder.cellOf(s), events);
  const copy: Omit<GameState, 'log'> = {
    v: s.v,
    options: s.options,
    rng: s.rng,
    players: s.players.map(clonePlayer),
    current: s.current,
    turn: { ...s.turn },
    extraTurns: s.extraTurns,
    explorationDeck: s.explorationDeck.slice(),
    explorationDiscard: s.explorationDiscard.slice(),
    track: s.track.slice(),
    threat: s.threat,
    council: s.council.map((c) => c.slice()),
    lordDeck: s.lordDeck.slice(),
    outcastDeck: s.outcastDeck.slice(),
    court: s.court.slice(),
    lordDiscard: s.lordDiscard.slice(),
    locationStack: s.locationStack.slice(),
    locationsAvailable: s.locationsAvailable.slice(),
    locationsOut: s.locationsOut.slice(),
    monsterTokens: s.monsterTokens.slice(),
    keySupply: s.keySupply,
    lastSeat: s.lastSeat,
    over: s.over,
    // Decisions and tasks are never changed in place (a new object replaces one), so the
    // copy shares them; test/engine/immutable-decisions.test.ts freezes them to prove it.
    pending: s.pending,
    tasks: s.tasks.slice(),
  };
  LogHolder.attach(copy, cell);
  // Absent rather than undefined, so that a copy's JSON is the original's.
  if (s.quiet !== undefined) copy.quiet = s.quiet;
  if (s.kraken) copy.kraken = cloneKraken(s.kraken);
  if (s.leviathan) copy.leviathan = cloneLeviathan(s.leviathan);
  return copy as GameState;
}

/** The hot path's logging (fast.apply with a log): appends in place when only `s` can reach its log. */
export function appendLog(s: GameState, events: readonly GameEvent[]): void {
  if (events.length > 0) LogHolder.setCell(s, appendedCell(LogHolder.cellOf(s), events));
}

