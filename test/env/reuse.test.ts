// reuseObservation: the same vector each step, holding what a fresh one would; and pooled
// fresh vectors stay each caller's own (a later step never changes an earlier observation).
import { describe, expect, it } from 'vitest';
import { AbyssEnv } from '../../src/env/index.ts';
import { makeRng } from '../../src/bots/rng.ts';

describe('observation vectors', () => {
  it('reuseObservation overwrites one vector with what a fresh one holds; fresh vectors are never touched again', () => {
    const fresh = new AbyssEnv();
    const reused = new AbyssEnv();
    const rng = makeRng(8);
    let a = fresh.reset(21, { players: 3, expansions: { kraken: true } });
    let b = reused.reset(21, { players: 3, expansions: { kraken: true }, reuseObservation: true });
    const vector = b.observation;
    const kept: [Float32Array, Float32Array][] = [];
    for (let n = 0; n < 300 && !a.done; n++) {
      expect([...b.observation]).toEqual([...a.observation]);
      expect(b.observation).toBe(vector);
      kept.push([a.observation, a.observation.slice()]);
      const legal = fresh.legalIndexes();
      const i = legal[rng.int(legal.length)];
      a = fresh.step(i);
      b = reused.step(i);
    }
    for (const [given, copy] of kept) expect(given).toEqual(copy);
    expect(new Set(kept.map(([x]) => x)).size).toBe(kept.length);
  });
});
