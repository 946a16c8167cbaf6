// Kraken setup: the expansion's cards join the decks, Nebulis and the figure start empty, and a
// base game is dealt exactly as before (same state, same numbers).
import { describe, expect, it } from 'vitest';
import {
  EXPLORATION_CARD_COUNT, KRAKEN_ALLY_FIRST, LOCATIONS, LOOT_VALUES, LORDS, allyRace, allyValue, isKrakenAlly,
  isMonsterCard, newGame, scores, viewFor, KRAKEN_RACE,
} from './mutable.ts';

describe('Kraken setup', () => {
  it('adds 7 Kraken Allies, 18 Lords, 6 Locations and 25 Loot cards', () => {
    const s = newGame({ seed: 7, players: 3, expansions: { kraken: true } });
    const exploration = [...s.explorationDeck, ...s.track, ...s.explorationDiscard].sort((a, b) => a - b);
    expect(exploration).toEqual(Array.from({ length: EXPLORATION_CARD_COUNT + 7 }, (_, i) => i));
    const lords = [...s.lordDeck, ...s.court].sort((a, b) => a - b);
    expect(lords).toEqual(Array.from({ length: 53 }, (_, i) => i + 1));
    const locations = [...s.locationStack, ...s.locationsAvailable].sort((a, b) => a - b);
    expect(locations).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
    expect([...s.kraken!.lootDeck].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(s.kraken!.figure).toBe(-1);
    expect(s.kraken!.sentinels).toEqual([]);
    expect(s.players.map((p) => p.nebulis)).toEqual([0, 0, 0]);
  });

  it('gives Kraken Allies their values, a race of their own, and never a Monster', () => {
    const krakens = Array.from({ length: 7 }, (_, i) => KRAKEN_ALLY_FIRST + i);
    expect(krakens.map(allyValue)).toEqual([2, 2, 3, 3, 3, 4, 4]);
    expect(krakens.every((c) => allyRace(c) === KRAKEN_RACE && isKrakenAlly(c) && !isMonsterCard(c))).toBe(true);
    expect(isMonsterCard(65) && isMonsterCard(70) && !isMonsterCard(64) && !isKrakenAlly(70)).toBe(true);
    expect(LOOT_VALUES.filter((v) => v === 3)).toHaveLength(3);
    expect(LOOT_VALUES.filter((v) => v === 7)).toHaveLength(7);
    expect(LORDS[36].name).toBe('The Ferryman');
    expect(LORDS[53].name).toBe('The Oyster Farmer');
    expect(LOCATIONS[21].name).toBe('The Gambling Den');
    expect(LOCATIONS[26].name).toBe('The Battlefield');
  });

  it('deals a base game exactly as before: no Kraken field, the same cards', () => {
    const base = newGame({ seed: 7, players: 3 });
    const off = newGame({ seed: 7, players: 3, expansions: { kraken: false } });
    expect(base.kraken).toBeUndefined();
    expect(base.players.every((p) => !('nebulis' in p))).toBe(true);
    expect(JSON.stringify({ ...off, options: base.options })).toBe(JSON.stringify(base));
    // The numbers a base deal drew before the expansion existed (seed 7, 3 players).
    expect(base.court).toEqual(BASE_COURT_SEED_7);
  });

  it('shows Nebulis, the figure, the Loot deck size and the Sentinels in every view, never the Loot order', () => {
    const s = newGame({ seed: 3, players: 2, expansions: { kraken: true } });
    for (const seat of [0, 1, null]) {
      const v = viewFor(s, seat);
      expect(v.kraken).toEqual({ figure: -1, lootDeckCount: 25, lootDiscard: [], sentinels: [] });
      expect(v.players.map((p) => p.nebulis)).toEqual([0, 0]);
      expect(JSON.stringify(v)).not.toContain('lootDeck"');
    }
    expect(viewFor(newGame({ seed: 3, players: 2 }), 0).kraken).toBeUndefined();
  });

  it('scores −1 per Nebulis and −5 for the Kraken figure', () => {
    const s = newGame({ seed: 3, players: 2, expansions: { kraken: true } });
    s.players[0].nebulis = 3;
    s.players[1].nebulis = 1;
    s.kraken!.figure = 0;
    const sheet = scores(s);
    expect(sheet.map((l) => l.nebulis)).toEqual([-8, -1]);
    expect(sheet.map((l) => l.total)).toEqual([-8, -1]);
    expect(scores(newGame({ seed: 3, players: 2 })).every((l) => !('nebulis' in l))).toBe(true);
  });
});

const BASE_COURT_SEED_7 = [35, 12, 23, 5, 8, 7];
