// Fixed inputs for the value nets: observations along a seeded greedy game at each table a net
// is shipped for, from both seats (the same in every run).
import { greedyAction } from '../../src/bots/greedy.ts';
import { applyAction, newGame, observeState, viewFor, type GameOptions } from '../../src/engine/index.ts';
import type { ValueNet, ValueTable } from '../../src/bots/value-net.ts';
import { VALUE_FEATURES, valueFeatures } from '../../src/bots/value-features.ts';

export const FIXTURE_OPTIONS: Record<ValueTable, Omit<GameOptions, 'seed'>> = {
  'base-2p': { players: 2 },
  'all-2p': { players: 2, expansions: { deProfundis: true, kraken: true, leviathan: true } },
};

/**
 * A net's inputs every few decisions of one game, from both seats, as search feeds it: the
 * normalised observation, or the engineered features (value-features.ts) for a net that reads them.
 */
export function fixtureObservations(table: ValueTable, net: Pick<ValueNet, 'inputSize' | 'features'>, seed = 5, every = 7, limit = 24): Float32Array[] {
  let s = newGame({ ...FIXTURE_OPTIONS[table], seed });
  const rows: Float32Array[] = [];
  for (let step = 0; !s.over && rows.length < limit; step++) {
    if (step % every === 0) {
      for (const seat of [0, 1]) {
        const x = new Float32Array(net.inputSize);
        if (net.features === VALUE_FEATURES) valueFeatures(s, seat, x);
        else observeState(s, seat, { normalise: true }, x);
        rows.push(x);
      }
    }
    const seat = s.pending!.seat;
    const r = applyAction(s, greedyAction(viewFor(s, seat)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return rows;
}
