// Location scoring: every tile of LOCATIONS, worked out by hand for one crafted player.
import { describe, expect, it } from 'vitest';
import { LOCATIONS, LORDS, locationValue, scores, type GameState } from './mutable.ts';
import { ally, game, giveLocation, giveLords, setAffiliated, setHand } from './fixtures.ts';

/*
 * The crafted player (seat 0). Lords — all 8 count, wherever they are:
 *   free:          The Keeper (27: farmer, 6 IP, key)   The Illusionist (19: mage, 9 IP, no key)
 *                  The Diplomat (24: politician, 5 IP, key)
 *   assassinated:  The Landowner (32: farmer, 12 IP, no key)   The Commander (5: military, 4 IP, key)
 *   under the scored Location:
 *                  The Elder (35: ambassador, 3 IP, no key)   The Slaver (12: merchant, 5 IP, key)
 *                  The Opportunist (21: politician, 5 IP, key)
 *   Guilds: farmer 2, mage 1, politician 2, military 1, merchant 1, ambassador 1 (6 guilds).
 *   Printed keys: 5 Lords with a key, 3 without. Weakest 3 (Elder), strongest 12 (Landowner).
 * Affiliated Allies (7): Jellyfish 1, Jellyfish 4, Crab 2, Seahorse 3, Seahorse 3, Seahorse 5, Squid 1.
 * In hand (never counts): Jellyfish 5, Shellfish 2, Squid 4, Crab 1.
 */
const FREE = [27, 19, 24];
const ASSASSINATED = [32, 5];
const UNDER = [35, 12, 21];
const AFFILIATED = [
  ally('jellyfish', 1), ally('jellyfish', 4), ally('crab', 2),
  ally('seahorse', 3), ally('seahorse', 3, 1), ally('seahorse', 5), ally('squid', 1),
];
const HAND = [ally('jellyfish', 5), ally('shellfish', 2), ally('squid', 4), ally('crab', 1)];

function crafted(location: number): GameState {
  const s = game(2, 21);
  giveLords(s, 0, [...FREE, ...ASSASSINATED]);
  s.players[0].assassinated.push(...ASSASSINATED);
  giveLocation(s, 0, location, UNDER);
  setAffiliated(s, 0, AFFILIATED);
  setHand(s, 0, HAND);
  return s;
}

const EXPECTED: { id: number; name: string; ip: number; why: string }[] = [
  { id: 1, name: 'Sargasso Silos', ip: 9, why: '5 + 2 × 2 Farmers (one assassinated)' },
  { id: 2, name: 'Hydrozoa Reserves', ip: 8, why: '6 + 2 × 1 Mage' },
  { id: 3, name: 'The Sanctuary', ip: 10, why: '4 + 3 × 2 affiliated Jellyfish (not the one in hand)' },
  { id: 4, name: 'Parliament', ip: 10, why: '6 + 2 × 2 Politicians (one under the Location)' },
  { id: 5, name: 'The Barracks', ip: 9, why: '7 + 2 × 1 Military (assassinated)' },
  { id: 6, name: 'The Dockworks', ip: 7, why: '5 + 2 × 1 Merchant (under the Location)' },
  { id: 7, name: 'The Sargasso Fields', ip: 12, why: '3 + 3 × 3 affiliated Seahorses' },
  { id: 8, name: 'The Abyss', ip: 12, why: '2 × 6 Guilds, Ambassadors included' },
  { id: 11, name: 'Oceanic Senate Assembly', ip: 7, why: '4 + 3 × 1 affiliated Squid (not the one in hand)' },
  { id: 12, name: 'The Depths', ip: 6, why: '2 × 3, the Elder under the Location' },
  { id: 13, name: 'The Throne Room', ip: 12, why: 'the assassinated Landowner' },
  { id: 14, name: 'The Jail', ip: 7, why: '15 − 8 Lords' },
  { id: 15, name: 'The Chasm', ip: 8, why: '5 + 3 × 1 affiliated Crab (not the one in hand)' },
  { id: 16, name: 'The Closed Tower', ip: 15, why: '3 × 5 Lords printed with a key (assassinated and covered ones too)' },
  { id: 17, name: 'The Lost Tower', ip: 9, why: '3 × 3 Lords printed without a key' },
  { id: 18, name: 'The Chamber of Allies', ip: 10, why: '3 + Jellyfish 1 + Crab 2 + Seahorse 3 + Squid 1' },
  { id: 19, name: 'Nest of Giant Clams', ip: 3, why: '3 + 3 × 0 affiliated Shellfish (one in hand)' },
  { id: 20, name: 'The Coral Barrier', ip: 13, why: '20 − 7 affiliated Allies' },
];

describe('Location scoring', () => {
  it('checks the crafted player against the card data', () => {
    const lords = [...FREE, ...ASSASSINATED, ...UNDER];
    expect(lords.map((l) => LORDS[l].guild)).toEqual(['farmer', 'mage', 'politician', 'farmer', 'military', 'ambassador', 'merchant', 'politician']);
    expect(lords.map((l) => LORDS[l].ip)).toEqual([6, 9, 5, 12, 4, 3, 5, 5]);
    expect(lords.map((l) => LORDS[l].keys)).toEqual([1, 0, 1, 0, 1, 0, 1, 1]);
    expect(LOCATIONS.length).toBe(27); // 20 base Locations and 6 Kraken ones (kraken tests)
    expect(EXPECTED.length + 2).toBe(20);
  });

  it.each(EXPECTED)('$id $name scores $ip: $why', ({ id, name, ip }) => {
    expect(LOCATIONS[id].name).toBe(name);
    const s = crafted(id);
    expect(locationValue(id, s.players[0])).toBe(ip);
    const line = scores(s)[0];
    expect(line.locations).toBe(ip);
    // Lords: 6 + 9 + 5 + 12 + 4 + 3 + 5 + 5; Allies: Jellyfish 4 + Crab 2 + Seahorse 5 + Squid 1.
    expect(line.lords).toBe(49);
    expect(line.allies).toBe(12);
    expect(line.total).toBe(ip + 49 + 12);
  });

  it('10 Black Smokers scores nothing', () => {
    expect(LOCATIONS[10].name).toBe('Black Smokers');
    const s = crafted(10);
    expect(locationValue(10, s.players[0])).toBe(0);
    expect(scores(s)[0].locations).toBe(0);
  });

  it('gives 0 to the Lord-based Locations of a player without Lords', () => {
    const s = game(2, 21);
    const p = s.players[1];
    expect([12, 13, 16, 17, 8].map((id) => locationValue(id, p))).toEqual([0, 0, 0, 0, 0]);
    expect([14, 20, 18, 1].map((id) => locationValue(id, p))).toEqual([15, 20, 3, 5]);
  });
});

describe('City of Mirrors', () => {
  it('9 scores as the opponent Location worth most to its owner, evaluated with the owner\'s cards', () => {
    const s = crafted(9);
    expect(LOCATIONS[9].name).toBe('City of Mirrors');
    // Seat 1 has no Lords and no Seahorse: for them The Jail is 15 and the Fields 3.
    giveLocation(s, 1, 14);
    giveLocation(s, 1, 7);
    const sheet = scores(s);
    // For seat 0: The Jail 15 − 8 = 7, The Sargasso Fields 3 + 3 × 3 = 12.
    expect(sheet[0].locations).toBe(12);
    expect(sheet[1].locations).toBe(15 + 3);
  });

  it('looks at every opponent', () => {
    const s = game(3, 22);
    giveLords(s, 0, [...FREE, ...ASSASSINATED]);
    s.players[0].assassinated.push(...ASSASSINATED);
    giveLocation(s, 0, 9, UNDER);
    setAffiliated(s, 0, AFFILIATED);
    giveLocation(s, 1, 2); // Hydrozoa Reserves: 8 for seat 0
    giveLocation(s, 2, 16); // The Closed Tower: 15 for seat 0
    giveLocation(s, 2, 20); // The Coral Barrier: 13 for seat 0
    expect(scores(s)[0].locations).toBe(15);
  });

  it('does not copy its owner\'s own Locations', () => {
    const s = crafted(9);
    giveLocation(s, 0, 14);
    expect(scores(s)[0].locations).toBe(7);
  });

  it('scores 0 when no opponent controls a Location', () => {
    const s = crafted(9);
    expect(scores(s)[0].locations).toBe(0);
  });

  it('scores 0 when the only opponent Location is Black Smokers', () => {
    const s = crafted(9);
    giveLocation(s, 1, 10);
    expect(scores(s)[0].locations).toBe(0);
  });
});
