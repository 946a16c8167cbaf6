// The state the engine hands out is read-only outside the engine (issue 23, item 5): the
// `@ts-expect-error` lines below are checked by tsc (`npx tsc --noEmit` covers test/), so a
// change that let a caller write into a ReadonlyGameState fails the type check.
import { describe, expect, it } from 'vitest';
import {
  type ReadonlyGameState, activeSeat, applyAction, legalActions, newGame, scores, viewFor,
} from '../../src/engine/index.ts';

/** Writes a caller outside the engine must not be able to make (never run: tsc checks them). */
export function forbiddenWrites(s: ReadonlyGameState): void {
  // @ts-expect-error -- a top-level field is read-only
  s.over = true;
  // @ts-expect-error -- so is the pending decision
  s.pending = null;
  // @ts-expect-error -- and a player's fields, at any depth
  s.players[0].pearls = 99;
  // @ts-expect-error -- zones are read-only arrays: no push
  s.court.push(1);
  // @ts-expect-error -- nor an element written in place
  s.players[0].hand[0] = 3;
  // @ts-expect-error -- nor a Council stack emptied
  s.council[0].length = 0;
  // @ts-expect-error -- nor the options
  s.options.players = 5;
}

describe('ReadonlyGameState', () => {
  it('is what the public functions take: a game plays through them without a mutable state', () => {
    let s: ReadonlyGameState = newGame({ seed: 7, players: 2 });
    for (let i = 0; i < 40 && activeSeat(s) !== null; i++) {
      const r = applyAction(s, legalActions(s)[0]);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(viewFor(s, 0).seat).toBe(0);
    expect(scores(s).length).toBe(2);
  });
});
