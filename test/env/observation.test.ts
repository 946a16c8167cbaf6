import { describe, expect, it } from 'vitest';
import { OBSERVATION_SEGMENTS, OBSERVATION_SIZE, PLAYER_SEGMENTS, encodeObservation } from '../../src/env/index.ts';
import { viewFor, type DecisionKind, type PlayerView } from '../../src/engine/index.ts';
import { statesOfEveryKind } from '../bots/helpers.ts';
import { midGame, scrambleHidden } from './scramble.ts';

const states = statesOfEveryKind(3, 12);

describe('observation encoding', () => {
  it('has a fixed length, and its segments tile it exactly', () => {
    let offset = 0;
    for (const seg of OBSERVATION_SEGMENTS) {
      expect(seg.offset).toBe(offset);
      offset += seg.size;
    }
    expect(offset).toBe(OBSERVATION_SIZE);
    expect(PLAYER_SEGMENTS.reduce((n, s) => n + s.size, 0) * 4).toBe(OBSERVATION_SEGMENTS.find((s) => s.name === 'seats')!.size);
    const kinds = new Set<DecisionKind>();
    for (const [kind, list] of states) {
      for (const s of list) {
        for (let seat = 0; seat < s.players.length; seat++) {
          const x = encodeObservation(viewFor(s, seat));
          expect(x).toBeInstanceOf(Float32Array);
          expect(x.length).toBe(OBSERVATION_SIZE);
          expect(x.every(Number.isFinite)).toBe(true);
        }
        kinds.add(kind);
      }
    }
    expect(kinds.size).toBeGreaterThanOrEqual(21);
  });

  it('same view, same vector (a JSON copy of the view included)', () => {
    for (const list of states.values()) {
      for (const s of list) {
        const seat = s.pending!.seat;
        const view = viewFor(s, seat);
        const copy = JSON.parse(JSON.stringify(view)) as PlayerView;
        expect(encodeObservation(copy)).toEqual(encodeObservation(view));
        expect(encodeObservation(viewFor(s, seat))).toEqual(encodeObservation(view));
      }
    }
  });

  it('hidden cards never change it: other hands, decks, Council contents, Monster tokens, the PRNG', () => {
    for (const [seed, players, dp] of [[3, 3, false], [8, 2, false], [13, 4, false], [21, 3, true], [34, 4, true]] as const) {
      const s = midGame(seed, players, 60, dp);
      for (let seat = 0; seat < players; seat++) {
        const t = scrambleHidden(s, seat, seed + seat);
        expect(JSON.stringify(t.players.filter((_, i) => i !== seat).map((p) => p.hand))).not.toBe(JSON.stringify(s.players.filter((_, i) => i !== seat).map((p) => p.hand)));
        expect(encodeObservation(viewFor(t, seat))).toEqual(encodeObservation(viewFor(s, seat)));
      }
    }
  });

  it('shows what the seat knows: its own hand is in it, so two seats see different vectors', () => {
    const s = midGame(5, 3);
    const hand = OBSERVATION_SEGMENTS.find((x) => x.name === 'hand')!;
    for (let seat = 0; seat < 3; seat++) {
      const x = encodeObservation(viewFor(s, seat));
      const bits = [...x.slice(hand.offset, hand.offset + hand.size)].flatMap((v, i) => (v ? [i] : []));
      expect(bits).toEqual([...s.players[seat].hand].sort((a, b) => a - b));
    }
    expect(encodeObservation(viewFor(s, 0))).not.toEqual(encodeObservation(viewFor(s, 1)));
  });
});
