// The browser's splice of log deltas (protocol.ts, ViewDelta): exact, and it refuses (null,
// so the client asks for the whole view) rather than show a gap or a duplicate line.
import { describe, expect, it } from 'vitest';
import { newGame, viewFor } from '../../src/engine/index.ts';
import type { GameEvent, ViewResponse } from '../../src/protocol/game.ts';
import { mergeView } from '../../src/web/viewMerge.ts';

/** A distinct event per label (the merge compares events, whatever they say). */
const line = (label: string): GameEvent => ({ kind: 'reveals', args: { card: label.length, space: label.charCodeAt(0) }, seat: 0 });
const base = viewFor(newGame({ seed: 1, players: 2 }), 0);

function whole(version: number, log: GameEvent[], seat: number | null = 0): ViewResponse {
  return { gameId: 'g', version, seat, seats: [], canUndo: false, knownDeal: false, view: { ...base, seat, log } };
}
function delta(version: number, baseVersion: number, logFrom: number, lines: GameEvent[], logLength = logFrom + lines.length): ViewResponse {
  return { ...whole(version, lines), logFrom, logLength, baseVersion };
}
const lines = (...t: string[]) => t.map(line);

describe('mergeView', () => {
  it('takes a whole view as it is', () => {
    const w = whole(3, lines('a', 'b'));
    expect(mergeView(null, w)).toBe(w);
    expect(mergeView(whole(1, lines('x')), w)).toBe(w);
  });

  it('appends the lines of a delta to those held', () => {
    const merged = mergeView(whole(4, lines('a', 'b')), delta(5, 4, 2, lines('c', 'd')));
    expect(merged).toEqual(whole(5, lines('a', 'b', 'c', 'd')));
    expect(merged!.logFrom).toBeUndefined();
  });

  it('replaces the lines an undo took back', () => {
    // Held: a b c d (v7); the undo at v8 cut the log back to a b, then e came (v9).
    expect(mergeView(whole(7, lines('a', 'b', 'c', 'd')), delta(9, 7, 2, lines('e')))).toEqual(whole(9, lines('a', 'b', 'e')));
    // An undo that only shrinks the log.
    expect(mergeView(whole(7, lines('a', 'b', 'c')), delta(8, 7, 1, []))).toEqual(whole(8, lines('a')));
  });

  it('accepts a delta computed for an older version than the one held', () => {
    // Held v6 (a b c) from elsewhere; the delta for v7 was computed against v5 (a b).
    expect(mergeView(whole(6, lines('a', 'b', 'c')), delta(7, 5, 2, lines('c', 'x')))).toEqual(whole(7, lines('a', 'b', 'c', 'x')));
  });

  it('refuses a delta that does not fit what is held', () => {
    const held = whole(4, lines('a', 'b'));
    expect(mergeView(null, delta(5, 4, 0, lines('a')))).toBeNull(); // nothing held
    expect(mergeView(held, delta(5, 4, 3, lines('d')))).toBeNull(); // a gap: line 3 is missing
    expect(mergeView(held, delta(6, 5, 2, lines('c')))).toBeNull(); // computed for a newer version than held
    expect(mergeView(held, delta(5, 4, 2, lines('c'), 4))).toBeNull(); // would not reach the announced length
    expect(mergeView(whole(4, lines('a', 'b'), 1), delta(5, 4, 2, lines('c')))).toBeNull(); // another seat
    expect(mergeView({ ...held, gameId: 'h' }, delta(5, 4, 2, lines('c')))).toBeNull(); // another game
    expect(mergeView(held, { ...delta(5, 4, 2, lines('c')), logLength: undefined })).toBeNull(); // malformed
  });
});
