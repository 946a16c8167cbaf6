// Constant step cost, by counting (never by timing): an environment step reads no entry of
// the game's event log, at move 10 as at move 400. The counter wraps the state's `log`
// property and counts every entry read through it, so it would see a view built with the log.
import { describe, expect, it } from 'vitest';
import { AbyssEnv, ActionLayout, type EnvStep } from '../../src/env/index.ts';
import { makeRng } from '../../src/bots/rng.ts';
import { viewFor, type GameState } from '../../src/engine/index.ts';

/** Counts the log entries read through `s.log` (indexing and iteration alike). */
function countLogReads(s: GameState): { reads: number; entries: number } {
  const counter = { reads: 0, entries: 0 };
  const own = Object.getOwnPropertyDescriptor(s, 'log')!;
  const read = (): unknown[] => (own.get ? own.get.call(s) : own.value) as unknown[];
  Object.defineProperty(s, 'log', {
    configurable: true,
    enumerable: true,
    get() {
      counter.reads++;
      return new Proxy(read(), {
        get(target, key, receiver) {
          if (typeof key === 'string' && /^\d+$/.test(key)) counter.entries++;
          return Reflect.get(target, key, receiver);
        },
      });
    },
    set(v: unknown) {
      if (own.set) own.set.call(s, v);
    },
  });
  return counter;
}

const stateOf = (env: AbyssEnv): GameState => (env as unknown as { state: GameState }).state;

/** Plays random legal indexes until `steps` steps were taken; the seed is fixed, so is the game. */
function playTo(env: AbyssEnv, r: EnvStep, steps: number, rng: ReturnType<typeof makeRng>): EnvStep {
  while (!r.done && r.steps < steps) {
    const legal = env.legalIndexes();
    r = env.step(legal[rng.int(legal.length)]);
  }
  return r;
}

describe('constant step cost', () => {
  it('a step reads no log entry, at move 10 as at move 400 (4 players, random play)', () => {
    const env = new AbyssEnv();
    const rng = makeRng(5);
    let r = env.reset(3, { players: 4, startSeat: 0 });
    const counter = countLogReads(stateOf(env));
    const at = new Map<number, { reads: number; entries: number }>();
    for (const move of [10, 400]) {
      r = playTo(env, r, move, rng);
      expect(r.steps).toBe(move);
      const before = { ...counter };
      const legal = env.legalIndexes();
      r = env.step(legal[rng.int(legal.length)]);
      at.set(move, { reads: counter.reads - before.reads, entries: counter.entries - before.entries });
    }
    // The log has grown by then: the counter sees it, the steps do not read it.
    expect(viewFor(stateOf(env), 0).log.length).toBeGreaterThan(400);
    expect(at.get(10)).toEqual({ reads: 0, entries: 0 });
    expect(at.get(400)).toEqual({ reads: 0, entries: 0 });
  });

  it('the counter does see a view built with the log, and that cost grows with the game', () => {
    const env = new AbyssEnv();
    const rng = makeRng(5);
    let r = env.reset(3, { players: 4, startSeat: 0 });
    const counter = countLogReads(stateOf(env));
    const touched: number[] = [];
    for (const move of [10, 400]) {
      r = playTo(env, r, move, rng);
      const before = counter.entries;
      env.view(0, { log: true });
      touched.push(counter.entries - before);
    }
    expect(touched[0]).toBeGreaterThan(0);
    expect(touched[1]).toBeGreaterThan(1.2 * touched[0]);
  });
});

describe('index sequences spelt out per decision', () => {
  /**
   * Counts ActionLayout.tokens calls on actions with a list (the whole index sequence of a
   * support, recruit or payKeys; an action without a list is its head).
   */
  function countTokens(): { calls: number; restore: () => void } {
    const proto = ActionLayout.prototype;
    const original = proto.tokens;
    const counter = { calls: 0, restore: () => (proto.tokens = original) };
    proto.tokens = function (this: ActionLayout, a) {
      if (a.type === 'support' || a.type === 'recruit' || a.type === 'payKeys') counter.calls++;
      return original.call(this, a);
    };
    return counter;
  }

  it('a step spells out only the sequences of the legal actions whose head was chosen, however long the legal list', () => {
    const env = new AbyssEnv();
    const rng = makeRng(5);
    let r = env.reset(3, { players: 4, startSeat: 0 });
    // Random play to a decision with a list head and more legal actions than share that head.
    let found = false;
    const counter = countTokens();
    try {
      while (!r.done && !found) {
        // Looked at on a copy: the environment's own sequences stay unmade.
        const legal = env.clone().legalActions();
        const listed = legal.find((x) => x.indexes.length > 1);
        const others = listed ? legal.filter((x) => x.indexes[0] !== listed.indexes[0]).length : 0;
        if (listed && others >= 5) {
          const head = listed.indexes[0];
          const sharing = legal.filter((x) => x.indexes[0] === head).length;
          // A single index (an action of its own): no sequence spelt out.
          const single = legal.find((x) => x.indexes.length === 1);
          if (single) {
            const c = env.clone();
            const before = counter.calls;
            c.step(single.indexes[0]);
            // (Nor is any list spelt out to head the next decision's legal actions.)
            expect(counter.calls - before).toBe(0);
          }
          // The list head: the sequences of the actions with that head, each once, then no more as the list is built.
          const before = counter.calls;
          let s = env.step(head);
          expect(counter.calls - before).toBe(sharing);
          for (const index of listed.indexes.slice(1, -1)) s = env.step(index);
          expect(counter.calls - before).toBe(sharing);
          expect(s.applied).toBeNull();
          s = env.step(listed.indexes[listed.indexes.length - 1]);
          expect(s.applied).toEqual(listed.action);
          found = true;
        } else {
          const idx = env.legalIndexes();
          r = env.step(idx[rng.int(idx.length)]);
        }
      }
    } finally {
      counter.restore();
    }
    expect(found).toBe(true);
  });
});
