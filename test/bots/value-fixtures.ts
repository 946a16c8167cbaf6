// Fixed inputs for the value nets: observations along a seeded greedy game at each table a net
// is shipped for, from both seats (the same in every run).
import { greedyAction } from '../../src/bots/greedy.ts';
import { applyAction, newGame, observeState, viewFor, type GameOptions } from '../../src/engine/index.ts';
import type { ValueTable } from '../../src/bots/value-net.ts';

export const FIXTURE_OPTIONS: Record<ValueTable, Omit<GameOptions, 'seed'>> = {
  'base-2p': { players: 2 },
  'all-2p': { players: 2, expansions: { deProfundis: true, kraken: true, leviathan: true } },
};

/** Observations (normalised, as search feeds the net) every few decisions of one game. */
export function fixtureObservations(table: ValueTable, size: number, seed = 5, every = 7, limit = 24): Float32Array[] {
  let s = newGame({ ...FIXTURE_OPTIONS[table], seed });
  const rows: Float32Array[] = [];
  for (let step = 0; !s.over && rows.length < limit; step++) {
    if (step % every === 0) for (const seat of [0, 1]) rows.push(observeState(s, seat, { normalise: true }, new Float32Array(size)));
    const seat = s.pending!.seat;
    const r = applyAction(s, greedyAction(viewFor(s, seat)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return rows;
}
