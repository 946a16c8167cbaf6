// The event log of the hot path with logging (fast.apply(s, a, true): sim, env, replays).
//
// A game's log only grows. fast.apply mutates its state in place, so it appends in place to
// a log array that it made itself and that no clone holds, instead of copying the whole log
// on every action (quadratic in the game's length); it copies once otherwise.
//
// The public applyAction still gives each new state a new array (s.log.concat(events)). A
// log shared between successive states (one append-only array, and state.log an accessor
// copying the state's prefix on first read) was tried and measured: the accessor and the
// hidden per-state property it needs made every state slower for the whole engine to read,
// and the public path 1.5–1.8 times slower than copying (npm run bench -- --baseline,
// 2026-12-01), so it was taken out.
import type { GameEvent, GameState } from './types.ts';

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
