// cloneState shares the pending decision and the task objects between a state and its copy
// (only the task array is copied): that is sound only if the engine never changes one in
// place. Here every decision and task is frozen, deeply, before each action: a write to one
// throws (modules run in strict mode), so any in-place change fails the test. A player's slain
// Leviathans are shared by copies of the player too (state-copy.ts): frozen as well.
import { describe, expect, it } from 'vitest';
import { applyAction, fast, newGame, type GameOptions, type GameState } from './mutable.ts';
import { MAX_ACTIONS, prng, randomAction } from './random-play.ts';

function deepFreeze(x: unknown): void {
  if (typeof x !== 'object' || x === null || Object.isFrozen(x)) return;
  Object.freeze(x);
  for (const v of Object.values(x)) deepFreeze(v);
}

function freezeDecisions(s: GameState): void {
  deepFreeze(s.pending);
  for (const t of s.tasks) deepFreeze(t);
  for (const p of s.players) if (p.slain) Object.freeze(p.slain);
}

const tables: GameOptions[] = [];
for (let seed = 0; seed < 40; seed++) {
  const players = 2 + (seed % 3);
  tables.push({ seed, players, martialLaw: seed % 4 === 1 });
  tables.push({ seed: 500 + seed, players, expansions: { deProfundis: true } });
  if (seed % 4 === 0) tables.push({ seed: 900 + seed, players, expansions: { kraken: true, leviathan: true } });
}

describe('decisions and tasks are never changed in place', () => {
  it('through applyAction', () => {
    let actions = 0;
    for (const options of tables) {
      const rand = prng(Number(options.seed) * 31 + 7);
      let s = newGame(options);
      for (let n = 0; !s.over && n < MAX_ACTIONS; n++, actions++) {
        freezeDecisions(s);
        const r = applyAction(s, randomAction(s, rand));
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
      expect(s.over).toBe(true);
    }
    expect(actions).toBeGreaterThan(10_000);
  });

  it('through fast.clone and fast.apply (the bots’ search)', () => {
    for (const options of tables.slice(0, 30)) {
      const rand = prng(Number(options.seed) * 17 + 3);
      const s = fast.clone(newGame(options));
      while (!s.over) {
        // A frozen branch copy is played a few steps ahead, as a search does, then dropped.
        freezeDecisions(s);
        const branch = fast.clone(s);
        for (let k = 0; k < 3 && !branch.over; k++) expect(fast.apply(branch, randomAction(branch, rand))).toBeNull();
        expect(fast.apply(s, randomAction(s, rand), true)).toBeNull();
      }
    }
  });
});
