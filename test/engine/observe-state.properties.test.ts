// observeState(state, seat) — the environment's observation straight from the state — equals
// observe(viewFor(state, seat)) entry for entry on every table (8 combinations of expansions ×
// 2 to 4 seats, 5 with the Leviathan), over positions of seeded random and greedy play, for
// every seat and a spectator, raw and normalised; it leaves the state unchanged, and it does
// not change when everything hidden from that seat is scrambled. Depth: ABYSS_TEST_DEPTH.
import { describe, expect, it } from 'vitest';
import { fast, observationSpec, observe, observeState, viewFor } from '../../src/engine/index.ts';
import { scrambleHidden } from '../env/scramble.ts';
import { label, positions, tables } from './knowledge-fixtures.ts';

const same = (a: Float32Array, b: Float32Array): boolean => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

describe('observeState', () => {
  for (const [expansions, players] of tables()) {
    const name = label(expansions, players);
    it(`${name}: equals observe(viewFor(state, seat)) for every seat and a spectator`, () => {
      const states = positions(expansions, players, 53 + players);
      const kinds = new Set<string>();
      for (const [k, s] of states.entries()) {
        kinds.add(s.pending?.kind ?? 'over');
        const before = JSON.stringify(fast.clone(s));
        for (const seat of [...s.players.keys(), null]) {
          const where = `${name}, snapshot ${k} (${s.pending?.kind ?? 'over'}), seat ${seat}`;
          const x = observeState(s, seat);
          expect(same(x, observe(viewFor(s, seat))), where).toBe(true);
          expect(same(observeState(s, seat, { normalise: true }), observe(viewFor(s, seat), { normalise: true })), where).toBe(true);
          // Into a given (longer) vector: the entries past the spec's stay.
          const into = new Float32Array(observationSpec(s.options).size + 2).fill(0);
          into[into.length - 1] = 7;
          expect(observeState(s, seat, {}, into)).toBe(into);
          expect(same(into.subarray(0, x.length), x) && into[into.length - 1] === 7, where).toBe(true);
          if (seat === null || s.over) continue;
          const t = scrambleHidden(s, seat, k * 7 + seat + 5);
          expect(same(observeState(t, seat), x), where).toBe(true);
        }
        expect(JSON.stringify(s), `${name}, snapshot ${k}: the state is unchanged`).toBe(before);
      }
      expect(kinds.size).toBeGreaterThan(2);
    });
  }
});
