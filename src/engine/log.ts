// The event log, shared between successive states instead of copied with every action.
//
// A game's log only grows, and the public applyAction makes a new state per action: copying
// the whole log each time made a game quadratic in its length. So the states along one line
// of play share one append-only array that the engine never hands out, and each state knows
// how many of its events are its own. `state.log` stays an ordinary enumerable property: an
// accessor that copies that prefix into a plain array on first read (JSON.stringify, spread,
// structuredClone and viewFor all read it), so states still serialise and compare as plain
// JSON and a state's log never changes after it was made. Applying an action to a state that
// is not the newest of its line (a branch) copies the log once and starts a new line.
//
// The hot path (fast.apply with logging) mutates its state in place: it appends in place to
// a log array that it made itself and nobody else holds, and copies it otherwise.
import type { GameEvent, GameState } from './types.ts';

interface SharedLog {
  /** Append-only, never handed out; null when the state's log was assigned from outside. */
  shared: GameEvent[] | null;
  /** How many events of `shared` (or of `copy`) belong to the state. */
  length: number;
  /** The plain array `state.log` returns, made on first read. */
  copy: GameEvent[] | null;
}

/**
 * Where a state keeps its SharedLog: a non-enumerable symbol property, which JSON, spread,
 * structuredClone and equality checks all skip. (Not a WeakMap: one entry per state made
 * garbage collection several times slower.)
 */
const SHARED = Symbol('sharedLog');
type WithSharedLog = GameState & { [SHARED]: SharedLog };

// One getter/setter pair for every state, so that V8 gives them all one shape.
const LOG_PROPERTY: PropertyDescriptor = {
  enumerable: true,
  configurable: true,
  get(this: WithSharedLog): GameEvent[] {
    const log = this[SHARED];
    return (log.copy ??= log.shared!.slice(0, log.length));
  },
  set(this: WithSharedLog, events: GameEvent[]): void {
    this[SHARED] = { shared: null, length: events.length, copy: events };
  },
};

function sharedLogOf(s: GameState): SharedLog | undefined {
  return (s as Partial<WithSharedLog>)[SHARED];
}

/** Gives `next` (a fresh copy without a `log` property yet) its log property; extendLog fills it. */
export function addSharedLog(next: GameState): void {
  Object.defineProperty(next, 'log', LOG_PROPERTY);
  Object.defineProperty(next, SHARED, { value: null, writable: true, enumerable: false, configurable: true });
}

/**
 * Makes the log of `next` (given its property by addSharedLog) the log of `s` followed by
 * `events`, without copying the log when `s` is the newest state of its line.
 */
export function extendLog(s: GameState, next: GameState, events: readonly GameEvent[]): void {
  const log = sharedLogOf(s);
  let shared: GameEvent[];
  if (log?.shared && log.shared.length === log.length) {
    shared = log.shared;
    for (const e of events) shared.push(e);
  } else {
    shared = (log ? (log.copy ?? log.shared!.slice(0, log.length)) : s.log).concat(events);
  }
  (next as WithSharedLog)[SHARED] = { shared, length: shared.length, copy: null };
}

/**
 * Calls `visit` on each event of the state's log in order, without copying the log (viewFor
 * filters it on every call).
 */
export function forEachEvent(s: GameState, visit: (e: GameEvent) => void): void {
  const log = sharedLogOf(s);
  const events = log ? (log.copy ?? log.shared!) : s.log;
  const length = log ? log.length : events.length;
  for (let i = 0; i < length; i++) visit(events[i]);
}

/** Log arrays that fast.apply made for one state and nobody else has seen. */
const ownLogs = new WeakMap<GameState, GameEvent[]>();

/** The hot path's logging: appends `events` to the log of `s`, in place when only `s` holds it. */
export function appendLog(s: GameState, events: readonly GameEvent[]): void {
  if (events.length === 0) return;
  const own = ownLogs.get(s);
  if (own !== undefined && own === s.log) {
    for (const e of events) own.push(e);
    return;
  }
  const log = s.log.concat(events);
  s.log = log;
  ownLogs.set(s, log);
}

/**
 * A state's log array is about to be shared with a copy (fast.clone): from now on appending
 * to it in place would change the copy's log too.
 */
export function shareLog(s: GameState): void {
  ownLogs.delete(s);
}
