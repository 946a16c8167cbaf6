// The attack of issue 9, as a harness: from a spectator's view of a new game (the six Court
// Lords, the face-up Location, the start seat), enumerate candidate seeds and keep those whose
// new game shows the same table. A numeric (32-bit) seed falls to it; a hex seed gives it
// nothing to enumerate.
import { describe, expect, it } from 'vitest';
import {
  LOCATION_COUNT, LORD_COUNT, applyAction, newGame, viewFor, type GameOptions, type GameState, type PlayerView,
} from './mutable.ts';
import { seedKey } from '../../src/engine/rng.ts';
import { MAX_ACTIONS, prng, randomAction } from './random-play.ts';

/** What a spectator sees of a game before anyone has moved. */
interface Sighting { court: number[]; locations: number[]; start: number }

function seen(v: PlayerView): Sighting {
  return { court: v.court, locations: v.locationsAvailable, start: v.current };
}

/** The same facts read from a candidate's state (what its spectator view would show). */
function tableOf(s: GameState): Sighting {
  return { court: s.court, locations: s.locationsAvailable, start: s.current };
}

function same(a: Sighting, b: Sighting): boolean {
  return a.start === b.start && a.court.join() === b.court.join() && a.locations.join() === b.locations.join();
}

/** The candidate seeds whose new game (same table options) shows exactly `target`. */
function recover(target: Sighting, options: Omit<GameOptions, 'seed'>, candidates: Iterable<number | string>): (number | string)[] {
  const out: (number | string)[] = [];
  for (const seed of candidates) if (same(tableOf(newGame({ ...options, seed })), target)) out.push(seed);
  return out;
}

function* numbers(from: number, count: number): Generator<number> {
  for (let i = 0; i < count; i++) yield from + i;
}

/** `count` random 64-digit hex keys from the test's own PRNG. */
function* hexKeys(seed: number, count: number): Generator<string> {
  const rand = prng(seed);
  for (let i = 0; i < count; i++) {
    let hex = '';
    for (let w = 0; w < 8; w++) hex += Math.floor(rand() * 2 ** 32).toString(16).padStart(8, '0');
    yield hex;
  }
}

const CANDIDATES = 20_000;
const table = { players: 4 };

describe('seed recovery from a spectator view of a new game', () => {
  it('recovers a numeric seed from a range that contains it: the harness works', () => {
    const seed = 123_457;
    const target = seen(viewFor(newGame({ ...table, seed }), null));
    expect(recover(target, table, numbers(110_000, CANDIDATES))).toEqual([seed]);
  });

  it('finds nothing for a hex seed: neither in the legacy 32-bit space nor among other keys', () => {
    const seed = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    const target = seen(viewFor(newGame({ ...table, seed }), null));
    expect(recover(target, table, numbers(110_000, CANDIDATES))).toEqual([]);
    expect(recover(target, table, hexKeys(7, CANDIDATES))).toEqual([]);
    // The true key is the only one: the harness would have found it among the candidates.
    expect(recover(target, table, [seed, ...hexKeys(8, 10)])).toEqual([seed]);
  });

  it('a dealt table narrows a 256-bit key by about 36 bits at most, over equally likely deals', () => {
    // Every ordered choice of 6 Court Lords of 35, with one of 20 Locations and one of 4
    // start seats, is a different view: that is all the view can tell about the key.
    let courts = 1;
    for (let i = 0; i < 6; i++) courts *= LORD_COUNT - i;
    expect(courts).toBe(35 * 34 * 33 * 32 * 31 * 30);
    const bits = Math.log2(courts * LOCATION_COUNT * table.players);
    expect(bits).toBeGreaterThan(36);
    expect(bits).toBeLessThan(37);
    expect(Math.log2(courts)).toBeLessThan(30.2);
    // The deals are equally likely: over 7,000 hex keys, every Lord opens the Court, every
    // Location lies face up and every seat starts about equally often (chi-square far
    // below the 0.1% critical values: 65.2 for 34 degrees of freedom, 43.8 for 19, 16.3 for 3).
    const games = 7_000;
    const first = new Array<number>(LORD_COUNT + 1).fill(0);
    const location = new Array<number>(LOCATION_COUNT + 1).fill(0);
    const start = new Array<number>(table.players).fill(0);
    for (const seed of hexKeys(9, games)) {
      const s = newGame({ ...table, seed });
      first[s.court[0]]++;
      location[s.locationsAvailable[0]]++;
      start[s.current]++;
    }
    const chi2 = (counts: number[]): number => {
      const e = games / counts.length;
      return counts.reduce((x, c) => x + (c - e) ** 2 / e, 0);
    };
    expect(chi2(first.slice(1))).toBeLessThan(65.2);
    expect(chi2(location.slice(1))).toBeLessThan(43.8);
    expect(chi2(start)).toBeLessThan(16.3);
  });

  it('no view shows the hex seed or its key until the game is over; then every view shows the seed', () => {
    const seed = '7d865e959b2466918c9863afca942d0fb89d7c9ac0c99bafc3749504ded97730';
    const rand = prng(3);
    let s = newGame({ seed, players: 3 });
    const secrets = [seed, ...seedKey(seed).slice(0, 8).map(String)];
    const leaks = (v: PlayerView): string[] => {
      const text = JSON.stringify(v);
      return secrets.filter((x) => text.includes(x));
    };
    for (let n = 0; !s.over && n < MAX_ACTIONS; n++) {
      if (n % 7 === 0) for (const seat of [null, 0, 1, 2]) {
        const v = viewFor(s, seat);
        expect(v.options).not.toHaveProperty('seed');
        expect(leaks(v)).toEqual([]);
      }
      const r = applyAction(s, randomAction(s, rand));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(s.over).toBe(true);
    for (const seat of [null, 0, 1, 2]) expect(viewFor(s, seat).options.seed).toBe(seed);
  });
});
