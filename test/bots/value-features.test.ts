// The value net's engineered inputs (src/bots/value-features.ts) read only what the observing
// seat knows: every state consistent with its view (a determinization: the other seats' hands,
// Monster tokens and the decks sampled afresh) gives the same inputs.
import { describe, expect, it } from 'vitest';
import { determinize } from '../../src/bots/determinize.ts';
import { greedyAction } from '../../src/bots/greedy.ts';
import { makeRng } from '../../src/bots/rng.ts';
import { VALUE_FEATURE_COUNT, valueFeatures } from '../../src/bots/value-features.ts';
import { applyAction, newGame, viewFor, type GameState } from '../../src/engine/index.ts';
import { FIXTURE_OPTIONS } from './value-fixtures.ts';

function positions(options: (typeof FIXTURE_OPTIONS)['base-2p'], seed: number, every: number): GameState[] {
  let s = newGame({ ...options, seed });
  const out: GameState[] = [];
  for (let step = 0; !s.over; step++) {
    if (step % every === 0) out.push(s);
    const r = applyAction(s, greedyAction(viewFor(s, s.pending!.seat)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  out.push(s);
  return out;
}

describe('value features', () => {
  for (const table of ['base-2p', 'all-2p'] as const) {
    it(`${table}: read only what the seat sees (the same inputs in every state its view allows)`, () => {
      const rng = makeRng(17);
      let differ = 0;
      for (const s of positions(FIXTURE_OPTIONS[table], 8, 9)) {
        for (const seat of [0, 1]) {
          const x = valueFeatures(s, seat);
          expect(x).toHaveLength(VALUE_FEATURE_COUNT);
          for (const v of x) expect(Number.isFinite(v)).toBe(true);
          if (s.over) continue;
          for (let k = 0; k < 3; k++) expect(valueFeatures(determinize(viewFor(s, seat), rng), seat)).toEqual(x);
          if (valueFeatures(s, 1 - seat).some((v, i) => v !== x[i])) differ++;
        }
      }
      // The two seats' inputs differ (each knows its own hand).
      expect(differ).toBeGreaterThan(0);
    });
  }
});
