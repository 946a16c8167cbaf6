// observe(view) on every table (8 combinations of expansions × 2 to 4 seats, 5 with the
// Leviathan), over positions of seeded random and greedy play, for every seat and a spectator:
// the vector has its table's fixed size, finite entries, segments that tile it, normalised
// entries in [0, 1]; and it does not change when everything hidden from that seat is scrambled
// (other hands, Council contents with Kraken Allies, every deck's order, the Loot and Leviathan
// decks, face-down tokens, others' Monster tokens, the PRNG). Depth: ABYSS_DEPTH.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { observationSpec, observe, viewFor, type GameState } from '../../src/engine/index.ts';
import { scrambleHidden } from '../env/scramble.ts';
import { COMBINATIONS, label, positions, tables } from './knowledge-fixtures.ts';

const same = (a: Float32Array, b: Float32Array): boolean => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/** The hidden part of a state for `seat`: what scrambleHidden may change. */
function hidden(s: GameState, seat: number): string {
  return JSON.stringify([
    s.players.map((p, i) => (i === seat ? null : [p.hand, p.monsters])), s.council, s.explorationDeck, s.explorationDiscard, s.lordDeck,
    s.locationStack, s.outcastDeck, s.monsterTokens, s.rng, s.kraken?.lootDeck, s.leviathan?.deck, s.leviathan?.tokens,
  ]);
}

describe('observe', () => {
  it('has one layout per combination of expansions, whose segments tile it', () => {
    const sizes = new Map<string, number>();
    for (const expansions of COMBINATIONS) {
      const spec = observationSpec({ expansions });
      let offset = 0;
      for (const seg of spec.segments) {
        expect(seg.offset, seg.name).toBe(offset);
        expect(seg.max, seg.name).toBeGreaterThan(0);
        offset += seg.length;
      }
      expect(offset).toBe(spec.size);
      expect(spec.segments.find((x) => x.name === 'seats')!.length).toBe(spec.player.size * spec.slots.seats);
      expect(observationSpec({ expansions })).toBe(spec);
      sizes.set(JSON.stringify(expansions), spec.size);
    }
    // De Profundis adds no segment: its entries sit in the base layout.
    expect(sizes.get('{"deProfundis":true}')).toBe(sizes.get('{}'));
    expect(new Set(sizes.values()).size).toBe(4);
    // docs/knowledge.md states them.
    const doc = readFileSync(new URL('../../docs/knowledge.md', import.meta.url), 'utf8');
    const n = (e: object): string => sizes.get(JSON.stringify(e))!.toLocaleString('en');
    expect(doc).toContain(`| base game, De Profundis | ${n({})} |`);
    expect(doc).toContain(`| Kraken | ${n({ kraken: true })} |`);
    expect(doc).toContain(`| Leviathan | ${n({ leviathan: true })} |`);
    expect(doc).toContain(`| Kraken and Leviathan | ${n({ kraken: true, leviathan: true })} |`);
  });

  for (const [expansions, players] of tables()) {
    const name = label(expansions, players);
    it(`${name}: a fixed size, and nothing hidden from the seat changes it`, () => {
      const spec = observationSpec({ expansions });
      const states = positions(expansions, players, 41 + players);
      let scrambled = 0;
      for (const [k, s] of states.entries()) {
        for (const seat of [...s.players.keys(), -1]) {
          const who = seat < 0 ? null : seat;
          const where = `${name}, snapshot ${k} (${s.pending?.kind ?? 'over'}), seat ${who}`;
          const view = viewFor(s, who);
          const x = observe(view);
          expect(x.length, where).toBe(spec.size);
          expect(x.every(Number.isFinite), where).toBe(true);
          const n = observe(view, { normalise: true });
          expect(n.every((v) => v >= 0 && v <= 1), where).toBe(true);
          expect(same(observe(JSON.parse(JSON.stringify(view))), x), where).toBe(true);
          if (s.over) continue;
          const t = scrambleHidden(s, seat, k * 7 + seat + 3);
          if (hidden(t, seat) !== hidden(s, seat)) scrambled++;
          expect(same(observe(viewFor(t, who)), x), where).toBe(true);
        }
      }
      expect(scrambled).toBeGreaterThan(states.length);
    });
  }

  it('shows the seat its own hand and Monster tokens, and another seat sees another vector', () => {
    const [s] = positions({ kraken: true, leviathan: true }, 3, 9).slice(4, 5);
    const spec = observationSpec(s.options);
    const hand = spec.segments.find((x) => x.name === 'hand')!;
    for (let seat = 0; seat < 3; seat++) {
      const x = observe(viewFor(s, seat));
      const bits = [...x.slice(hand.offset, hand.offset + hand.length)].flatMap((v, i) => (v ? [spec.slots.allies[i]] : []));
      expect(bits).toEqual([...s.players[seat].hand].sort((a, b) => a - b));
    }
    expect(same(observe(viewFor(s, 0)), observe(viewFor(s, 1)))).toBe(false);
  });
});
