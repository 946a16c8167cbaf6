// Card words: every Lord, Location (Kraken's too) and bundled Outcast has a name in every language, and every
// Lord power and Location effect has its French text.
import { describe, expect, it } from 'vitest';
import { LOCATION_ID_LIMIT, LORD_ID_LIMIT, LORDS, LOCATIONS, PLACEHOLDER_OUTCASTS, RACES } from '../../src/engine/index.ts';
import {
  FR_LOCATIONS, FR_LORDS, FR_OUTCASTS, RACE_WORDS, frOf, frThe, locationEffect, locationTitle, lordPower, lordTitle,
} from '../../src/i18n/cards.ts';
import { LANGS } from '../../src/i18n/lang.ts';

const ids = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);

describe('card words', () => {
  it('name every Lord and Location in every language, English as the engine does', () => {
    expect(FR_LORDS).toHaveLength(LORD_ID_LIMIT);
    expect(FR_LOCATIONS).toHaveLength(LOCATION_ID_LIMIT);
    for (const id of ids(LORD_ID_LIMIT - 1)) {
      expect(lordTitle(id, 'en')).toBe(LORDS[id].name);
      expect(lordPower(id, 'en')).toBe(LORDS[id].power);
      for (const lang of LANGS) expect(lordTitle(id, lang).length, `Lord ${id} in ${lang}`).toBeGreaterThan(3);
      expect(lordPower(id, 'fr').length, `power of Lord ${id}`).toBeGreaterThan(8);
      expect(lordPower(id, 'fr')).not.toBe(LORDS[id].power);
    }
    for (const id of ids(LOCATION_ID_LIMIT - 1)) {
      expect(locationTitle(id, 'en')).toBe(LOCATIONS[id].name);
      expect(locationEffect(id, 'en')).toBe(LOCATIONS[id].text);
      expect(locationTitle(id, 'fr').length).toBeGreaterThan(3);
      expect(locationEffect(id, 'fr').length, `effect of Location ${id}`).toBeGreaterThan(8);
      expect(locationEffect(id, 'fr')).not.toBe(LOCATIONS[id].text);
    }
  });

  it('names each French card once, so that a log line never confuses two cards', () => {
    const lords = ids(LORD_ID_LIMIT - 1).map((id) => lordTitle(id, 'fr'));
    const locations = ids(LOCATION_ID_LIMIT - 1).map((id) => locationTitle(id, 'fr'));
    expect(new Set(lords).size).toBe(LORD_ID_LIMIT - 1);
    expect(new Set(locations).size).toBe(LOCATION_ID_LIMIT - 1);
    expect(FR_OUTCASTS).toHaveLength(PLACEHOLDER_OUTCASTS.length);
    expect(new Set(FR_OUTCASTS.map(frThe)).size).toBe(FR_OUTCASTS.length);
  });

  it('contracts French articles', () => {
    expect([frThe(FR_LORDS[2]), frOf(FR_LORDS[2])]).toEqual(['le Geôlier', 'du Geôlier']);
    expect([frThe(FR_LOCATIONS[5]), frOf(FR_LOCATIONS[5])]).toEqual(['la Caserne', 'de la Caserne']);
    expect([frThe(FR_LOCATIONS[8]), frOf(FR_LOCATIONS[8])]).toEqual(['l’Abysse', 'de l’Abysse']);
    expect([frThe(FR_LOCATIONS[6]), frOf(FR_LOCATIONS[6])]).toEqual(['les Docks', 'des Docks']);
    expect(lordTitle(17, 'fr')).toBe('L’Oracle');
  });

  it('name the races in both languages', () => {
    for (const lang of LANGS) expect(RACE_WORDS[lang]).toHaveLength(RACES.length);
    expect(RACE_WORDS.fr.map((r) => r.many)).toEqual(['méduses', 'crabes', 'hippocampes', 'coquillages', 'calmars']);
  });
});
