// The event log, kept out of the per-action copy (design.md).
//
// A game's log only grows, and most states' logs are never read (a bot's or a benchmark's
// intermediate states). So a state made by cloneState does not hold its log as an array: its
// `log` is an accessor over a cell that names the cell of the state it came from and the
// events of the one action in between. The array is built the first time it is read (one pass
// back to the nearest built cell) and kept in the cell. JSON.stringify, spreading and
// structuredClone read the accessor like any own property, so a state is still plain JSON to
// its readers; assigning `state.log` replaces the cell.
//
// Where the cell lives was measured (microbenchmarks and npm run bench -- --baseline,
// 2026-12-01): an accessor written in an object literal puts every state in dictionary mode
// (the engine ran at 0.7 times its speed); a WeakMap keyed by state cost about 3 µs per state
// (the collector's ephemeron tables); a symbol-keyed property is seen by deep equality. A
// private field of the class that makes the states (StateCopy in state.ts) is invisible to
// every reader, and the accessor is one descriptor shared by every state, so that they all
// keep one hidden class.
//
// The hot path with logging (fast.apply(s, a, true): sim, env, replays) mutates its own state,
// so it appends in place to a built array that no other state can reach, instead of copying
// the whole log on every action (quadratic in the game's length); it copies once otherwise.
import type { GameEvent } from './types.ts';

export interface LogCell {
  /** The whole log, once built. */
  built: GameEvent[] | null;
  /** Until built: the log this one extends, and the events it adds. */
  prev: LogCell | null;
  events: readonly GameEvent[];
  /** Whether `built` may be appended to in place: no other state's log can reach it. */
  owned: boolean;
}

export const NO_EVENTS: readonly GameEvent[] = [];

/** A cell over a log array that someone else may still hold (it is copied when built upon). */
export function plainCell(log: GameEvent[]): LogCell {
  return { built: log, prev: null, events: NO_EVENTS, owned: false };
}

/** The log of `prev` followed by `events` (an array the action may still be filling), built when first read. */
export function extendLog(prev: LogCell, events: readonly GameEvent[]): LogCell {
  // From now on another state's log reaches prev's array: never append to it in place again.
  prev.owned = false;
  return { built: null, prev, events, owned: false };
}

export function buildLog(cell: LogCell): GameEvent[] {
  if (cell.built !== null) return cell.built;
  const chain: LogCell[] = [];
  let c = cell;
  while (c.built === null) {
    chain.push(c);
    c = c.prev!;
  }
  const log = c.built.slice();
  for (let i = chain.length - 1; i >= 0; i--) for (const e of chain[i].events) log.push(e);
  cell.built = log;
  // The built array holds everything the chain did: let the older cells go.
  cell.prev = null;
  cell.events = NO_EVENTS;
  return log;
}

/**
 * The hot path's logging: the log of `cell` followed by `events`, as the cell to keep. Appends
 * in place when only this state can reach the array, copies once otherwise.
 */
export function appendedCell(cell: LogCell, events: readonly GameEvent[]): LogCell {
  if (cell.owned && cell.built !== null) {
    for (const e of events) cell.built.push(e);
    return cell;
  }
  return { built: buildLog(cell).concat(events), prev: null, events: NO_EVENTS, owned: true };
}
