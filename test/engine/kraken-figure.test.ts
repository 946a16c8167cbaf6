// The Kraken figure follows the most Nebulis; when several players tie for it, its holder
// chooses (the active player while nobody holds it). kraken/nebulis.ts.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, type GameState } from './mutable.ts';
import { gainNebulis, moveNebulis } from '../../src/engine/kraken/nebulis.ts';
import { advance } from '../../src/engine/flow.ts';

function table(players = 3): GameState {
  return newGame({ seed: 5, players, startSeat: 0, expansions: { kraken: true } });
}
const ctx = { events: [] as never[] };

describe('the Kraken figure', () => {
  it('goes to the first player to hold Nebulis, and to whoever reaches or ties the most', () => {
    const s = table();
    gainNebulis(s, ctx, 1, 2, 'lord');
    expect(s.kraken!.figure).toBe(1);
    gainNebulis(s, ctx, 2, 1, 'lord');
    expect(s.kraken!.figure).toBe(1);
    gainNebulis(s, ctx, 2, 1, 'lord'); // ties at 2: the newcomer takes it
    expect(s.kraken!.figure).toBe(2);
    gainNebulis(s, ctx, 0, 1, 'lord'); // a change elsewhere does not move it back
    expect(s.kraken!.figure).toBe(2);
  });

  it('leaves the holder who drops below the most for the single leader, and nobody at 0', () => {
    const s = table();
    gainNebulis(s, ctx, 0, 3, 'lord');
    gainNebulis(s, ctx, 1, 2, 'lord');
    expect(s.kraken!.figure).toBe(0);
    moveNebulis(s, ctx, 0, -1, 2, 'payment');
    expect(s.kraken!.figure).toBe(1);
    moveNebulis(s, ctx, 1, -1, 2, 'payment');
    expect(s.kraken!.figure).toBe(0);
    moveNebulis(s, ctx, 0, -1, 1, 'payment');
    expect(s.kraken!.figure).toBe(-1);
  });

  it('lets the holder choose between players tied for the most, as a decision', () => {
    const s = table();
    gainNebulis(s, ctx, 0, 3, 'lord');
    gainNebulis(s, ctx, 1, 2, 'lord');
    gainNebulis(s, ctx, 2, 2, 'lord');
    expect(s.kraken!.figure).toBe(0);
    s.pending = null;
    moveNebulis(s, ctx, 0, -1, 2, 'payment'); // seat 0 drops to 1: seats 1 and 2 tie at 2
    expect(s.kraken!.figure).toBe(0);
    advance(s, ctx);
    expect(s.pending).toEqual({ kind: 'krakenFigure', seat: 0, candidates: [1, 2] });
    expect(legalActions(s)).toEqual([{ type: 'giveKraken', seat: 1 }, { type: 'giveKraken', seat: 2 }]);
    const refused = applyAction(s, { type: 'giveKraken', seat: 0 });
    expect(refused.ok).toBe(false);
    const r = applyAction(s, { type: 'giveKraken', seat: 2 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.kraken!.figure).toBe(2);
    expect(r.events[0]).toEqual({ kind: 'krakenFigure', args: { from: 0, to: 2 } });
    expect(r.state.pending).toEqual({ kind: 'main', seat: 0 });
  });

  it('lets the game end only once a tie for the figure, left by the last action, is settled', () => {
    // Found by the property tests: a payment left seats 1 and 2 tied above the holder, and the
    // recruitment that ended the game ran its end before the holder's choice.
    const s = table();
    gainNebulis(s, ctx, 0, 3, 'lord');
    gainNebulis(s, ctx, 1, 2, 'lord');
    gainNebulis(s, ctx, 2, 2, 'lord');
    s.pending = null;
    s.players[0].nebulis = 1; // the holder paid two: seats 1 and 2 now tie for the most
    s.lastSeat = s.current;
    s.tasks = [{ t: 'nextTurn' }, { t: 'krakenFigure', candidates: [1, 2] }];
    advance(s, ctx);
    expect(s.over).toBe(false);
    expect(s.pending).toEqual({ kind: 'krakenFigure', seat: 0, candidates: [1, 2] });
    const r = applyAction(s, { type: 'giveKraken', seat: 1 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.over).toBe(true);
    expect(r.state.kraken!.figure).toBe(1);
  });

  it('does nothing for a second task of a tie already settled', () => {
    const s = table();
    gainNebulis(s, ctx, 1, 2, 'lord');
    gainNebulis(s, ctx, 2, 2, 'lord');
    expect(s.kraken!.figure).toBe(2);
    s.pending = null;
    s.tasks = [{ t: 'krakenFigure', candidates: [1, 2] }];
    advance(s, ctx);
    expect(s.kraken!.figure).toBe(2);
    expect(s.pending).toEqual({ kind: 'main', seat: 0 });
  });
});
