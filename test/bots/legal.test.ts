import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, viewFor, type Action } from '../../src/engine/index.ts';
import { createBot, parseBotSpec } from '../../src/bots/index.ts';
import { BASE_KINDS, DE_PROFUNDIS_KINDS, collectStates, statesOfEveryKind } from './helpers.ts';

const states = statesOfEveryKind(6, 45);
const key = (a: Action): string => JSON.stringify(a);

describe('bots only return legal actions', () => {
  it('reaches every decision kind of the base game', () => {
    const missing = BASE_KINDS.filter((k) => !(states.get(k)?.length));
    expect(missing).toEqual([]);
  });

  for (const spec of ['random', 'greedy', 'easy', 'medium', 'search:iterations=6']) {
    it(`${spec}: a legal action for every kind, and the engine accepts it`, () => {
      let n = 0;
      for (const [kind, list] of states) {
        for (const [i, s] of list.entries()) {
          const seat = s.pending!.seat;
          const bot = createBot(parseBotSpec(spec), 100 + i);
          const view = viewFor(s, seat);
          const action = bot.decide(view);
          const legal = legalActions(s).map(key);
          expect(legal, `${spec} on ${kind}`).toContain(key(action));
          const r = applyAction(s, action);
          expect(r.ok, `${spec} on ${kind}: ${JSON.stringify(action)}`).toBe(true);
          n++;
        }
      }
      expect(n).toBeGreaterThan(BASE_KINDS.length);
    });
  }
});

describe('De Profundis', () => {
  it('bots answer the Outcast decisions too', () => {
    // De Profundis games of their own: in the shared sample, base games fill most kinds first.
    const dp = collectStates(3, 12, 2, true);
    for (const [kind, list] of states) dp.set(kind, [...(dp.get(kind) ?? []), ...list]);
    const kinds = new Set<string>();
    for (const [kind, list] of dp) {
      for (const s of list) {
        if (!s.options.expansions?.deProfundis) continue;
        kinds.add(kind);
        for (const spec of ['greedy', 'search:iterations=4:playoutDepth=20']) {
          const action = createBot(parseBotSpec(spec), 5).decide(viewFor(s, s.pending!.seat));
          expect(legalActions(s).map(key)).toContain(key(action));
        }
      }
    }
    for (const k of DE_PROFUNDIS_KINDS) expect(kinds).toContain(k);
    expect(kinds.size).toBeGreaterThan(8);
  });
});
