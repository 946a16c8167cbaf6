// The state the engine hands out is read-only outside the engine (issue 23, item 5): the
// `@ts-expect-error` lines below are checked by tsc (`npx tsc --noEmit` covers test/), so a
// change that let a caller write into a GameState of src/engine/index.ts fails the type check.
// ESLint keeps the engine's own mutable GameState (types.ts) out of the rest of src/.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import {
  type GameState, type ReadonlyGameState, type ScratchState, activeSeat, applyAction, fast, legalActions, newGame, resample, scores, viewFor,
} from '../../src/engine/index.ts';
import { ROOT } from '../suite/import-graph.ts';

/** Writes a caller outside the engine must not be able to make (never run: tsc checks them). */
export function forbiddenWrites(s: GameState): void {
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
  // @ts-expect-error -- nor the log
  s.log.length = 0;
}

/** The hot path changes only a copy its caller holds (never run: tsc checks them). */
export function forbiddenHotPath(s: GameState, seat: number): void {
  // @ts-expect-error -- not a state the engine handed out: others may hold it
  fast.apply(s, legalActions(s)[0]);
  const r = applyAction(s, legalActions(s)[0]);
  // @ts-expect-error -- nor one applyAction returned (it shares its parts with its input)
  if (r.ok) fast.apply(r.state, legalActions(r.state)[0]);
  const own: ScratchState = fast.clone(s);
  fast.apply(own, legalActions(own)[0]);
  // @ts-expect-error -- a private copy is still read-only to its holder: only fast.apply changes it
  own.players[seat].pearls = 0;
  const guess = resample(viewFor(s, seat), { next: () => 0.5 });
  fast.apply(guess, legalActions(guess)[0]);
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

  it('is the GameState every module outside the engine imports: the two types are one', () => {
    const s: GameState = newGame({ seed: 7, players: 2 });
    const same: ReadonlyGameState = s;
    expect(same).toBe(s);
  });

  it('lets the hot path play a private copy in place, leaving the state it copied unchanged', () => {
    const s = newGame({ seed: 7, players: 2 });
    const before = JSON.stringify(s);
    const own = fast.clone(s);
    for (let i = 0; i < 40 && activeSeat(own) !== null; i++) expect(fast.apply(own, legalActions(own)[0])).toBeNull();
    expect(JSON.stringify(own)).not.toBe(before);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('the mutable state stays inside the engine (ESLint, eslint.config.js)', () => {
  const eslint = new ESLint({ cwd: ROOT });
  /** The no-restricted-imports messages ESLint gives `code` as if it were the file `path` of the repository. */
  async function refusals(path: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${path}` });
    return result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
  }

  it("refuses the engine's own GameState to every module of src/ outside the engine, and test code to src/", async () => {
    const caught: [path: string, code: string][] = [
      ['src/bots/x.ts', "import type { GameState } from '../engine/types.ts';\nexport type S = GameState;\n"],
      ['src/server/storage/x.ts', "import { type GameState as S, LORDS } from '../../engine/types.ts';\nexport type T = S;\nexport const l = LORDS;\n"],
      ['src/web/x.ts', "export type { GameState } from '../engine/types.ts';\n"],
      ['src/cli/x.ts', "import * as types from '../engine/types.ts';\nexport type S = types.GameState;\n"],
      ['src/env/x.ts', "import { fast } from '../../test/engine/mutable.ts';\nexport const f = fast;\n"],
    ];
    for (const [path, code] of caught) expect(await refusals(path, code), `${path}: ${code}`).toHaveLength(1);
  });

  it('lets them import the read-only GameState, the engine its own, and tests the mutable one', async () => {
    const fine: [path: string, code: string][] = [
      ['src/bots/x.ts', "import type { GameState, ScratchState } from '../engine/index.ts';\nexport type S = [GameState, ScratchState];\n"],
      ['src/web/x.ts', "import type { PlayerState } from '../engine/types.ts';\nexport type P = PlayerState;\n"],
      ['src/engine/kraken/x.ts', "import type { GameState } from '../types.ts';\nexport type S = GameState;\n"],
      ['test/engine/x.test.ts', "import type { GameState } from './mutable.ts';\nexport type S = GameState;\n"],
    ];
    for (const [path, code] of fine) expect(await refusals(path, code), `${path}: ${code}`).toEqual([]);
  });
});
