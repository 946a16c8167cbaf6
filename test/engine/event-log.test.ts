// Each state shows exactly its own event log, as plain JSON, whatever is applied later to it
// or to its copies (src/engine/log.ts: fast.apply appends in place to a log only it holds).
import { describe, expect, it } from 'vitest';
import { applyAction, fast, legalActions, newGame, viewFor, type GameState } from './mutable.ts';
import { makeRng } from '../../src/bots/rng.ts';

/** A line of play through the public API, keeping every state and the log each one had when made. */
function line(seed: number, players: number, steps: number): { states: GameState[]; logs: string[] } {
  const rng = makeRng(seed);
  let s = newGame({ seed, players });
  const states = [s];
  const logs = [JSON.stringify(s.log)];
  for (let i = 0; i < steps && !s.over; i++) {
    const legal = legalActions(s);
    const r = applyAction(s, legal[rng.int(legal.length)]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    states.push(s);
    logs.push(JSON.stringify(s.log));
  }
  return { states, logs };
}

describe('the event log', () => {
  it('leaves every earlier state its own log while the line goes on', () => {
    const { states, logs } = line(11, 3, 120);
    expect(states.length).toBe(121);
    states.forEach((s, i) => expect(JSON.stringify(s.log), `state ${i}`).toBe(logs[i]));
    for (let i = 1; i < states.length; i++) expect(states[i].log.length).toBeGreaterThanOrEqual(states[i - 1].log.length);
  });

  it('gives a branch from an older state that state\'s log plus the new events, and the old line keeps its own', () => {
    const { states, logs } = line(12, 4, 80);
    const from = states[30];
    const legal = legalActions(from);
    const branches = legal.map((a) => applyAction(from, a));
    branches.forEach((r, k) => {
      if (!r.ok) throw new Error(r.error.message);
      expect(r.state.log, `branch ${k}`).toEqual([...JSON.parse(logs[30]), ...r.events]);
    });
    // The branches went on from a state that was not the newest: nothing else changed.
    states.forEach((s, i) => expect(JSON.stringify(s.log), `state ${i}`).toBe(logs[i]));
    // A state never read before its line went on reads its own log (not the line's).
    const unread = line(13, 2, 40).states;
    expect(unread[10].log.length).toBeLessThan(unread[40].log.length);
  });

  it('serialises, spreads and structured-clones as plain data, and a parsed copy plays on identically', () => {
    const { states } = line(14, 2, 60);
    const s = states[60];
    const parsed = JSON.parse(JSON.stringify(s)) as GameState;
    expect(parsed).toEqual(s);
    expect(structuredClone(s)).toEqual(parsed);
    expect({ ...s }).toEqual(parsed);
    expect(Object.keys(s)).toEqual(Object.keys(parsed));
    const a = legalActions(s)[0];
    const r1 = applyAction(s, a);
    const r2 = applyAction(parsed, a);
    if (!r1.ok || !r2.ok) throw new Error('refused');
    expect(JSON.stringify(r1.state)).toBe(JSON.stringify(r2.state));
    expect(viewFor(r1.state, 0)).toEqual(viewFor(r2.state, 0));
  });

  it('fast.apply with logging never changes the log of a state it was cloned from', () => {
    const { states, logs } = line(15, 3, 50);
    const copy = fast.clone(states[50]);
    const again = fast.clone(copy);
    const rng = makeRng(15);
    for (let i = 0; i < 30 && !copy.over; i++) {
      const legal = legalActions(copy);
      expect(fast.apply(copy, legal[rng.int(legal.length)], true)).toBeNull();
      if (i === 10) {
        // A clone made mid-way keeps the log it had, however the original goes on.
        const mid = fast.clone(copy);
        const midLog = JSON.stringify(mid.log);
        for (let j = 0; j < 5 && !copy.over; j++) fast.apply(copy, legalActions(copy)[0], true);
        expect(JSON.stringify(mid.log)).toBe(midLog);
      }
    }
    expect(copy.log.length).toBeGreaterThan(states[50].log.length);
    expect(JSON.stringify(states[50].log)).toBe(logs[50]);
    expect(JSON.stringify(again.log)).toBe(logs[50]);
  });

  it('builds logs nobody read along a long line, read in any order, and from frozen or parsed states', () => {
    // The same line twice: one whose states are never read until the end (their logs stay
    // unbuilt cells, log.ts), one whose logs are read as it goes.
    const seed = 16;
    const read = line(seed, 3, 150);
    const rng = makeRng(seed);
    let s = newGame({ seed, players: 3 });
    const states = [s];
    for (let i = 0; i < 150 && !s.over; i++) {
      const legal = legalActions(s);
      const r = applyAction(s, legal[rng.int(legal.length)]);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      states.push(s);
    }
    expect(states.length).toBe(read.states.length);
    // Newest first, then every seventh from the oldest, then the rest.
    const order = [states.length - 1, ...states.map((_, i) => i).filter((i) => i % 7 === 0), ...states.map((_, i) => i)];
    for (const i of order) expect(JSON.stringify(states[i].log), `state ${i}`).toBe(read.logs[i]);

    // A frozen state still shows its log and plays on; a state is a plain object to its readers.
    const frozen = Object.freeze(line(17, 2, 30).states[30]);
    const before = JSON.stringify(frozen.log);
    const next = applyAction(frozen, legalActions(frozen)[0]);
    if (!next.ok) throw new Error(next.error.message);
    expect(JSON.stringify(next.state.log)).toBe(JSON.stringify([...JSON.parse(before), ...next.events]));
    expect(JSON.stringify(frozen.log)).toBe(before);
    expect(Object.getPrototypeOf(next.state)).toBe(Object.prototype);
    expect(structuredClone(next.state).log).toEqual(next.state.log);
    expect(Object.getOwnPropertySymbols(next.state)).toEqual([]);

    // Assigning a log replaces it, for that state only.
    const copy = fast.clone(next.state);
    copy.log = [];
    expect(copy.log).toEqual([]);
    expect(next.state.log.length).toBeGreaterThan(0);
  });
});
