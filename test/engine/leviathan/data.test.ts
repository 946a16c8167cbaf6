// The Leviathan expansion's card data against ../shared/abyss/cards.md §7, transcribed here a
// second time by hand (the test suite cannot rely on ../shared being present), so that a typo in
// cards.ts (a resistance, a reward, a penalty, a Lord's cost) fails a test.
import { describe, expect, it } from 'vitest';
import {
  GUILD_RACE, LEVIATHANS, LEVIATHAN_LORD_FIRST, LEVIATHAN_TOKEN_EFFECTS, LORDS, RACES,
} from '../../../src/engine/index.ts';

// §7.2: race, health steps (resistance→tokens), penalty when displaced; ids 1..20 there, 0..19 here.
const LEVIATHAN_TABLE: [race: string | null, steps: string, penalty: string, amount: number][] = [
  ['jellyfish', '3→1, 7→2, 5→1', 'allies', 3],
  ['jellyfish', '6→2, 4→1', 'allies', 3],
  ['jellyfish', '9→3', 'wounds', 3],
  ['jellyfish', '6→1', 'wounds', 2],
  ['shellfish', '4→1, 6→2, 5→1', 'pearls', 3],
  ['shellfish', '6→2, 4→1', 'pearls', 3],
  ['shellfish', '8→3', 'wounds', 3],
  ['shellfish', '6→1', 'wounds', 2],
  ['squid', '3→1, 7→2, 5→1', 'freeLord', 1],
  ['squid', '6→2, 4→1', 'freeLord', 1],
  ['squid', '7→2', 'wounds', 3],
  ['squid', '5→1', 'wounds', 2],
  ['seahorse', '3→1, 7→1, 5→2', 'wounds', 3],
  ['seahorse', '6→2, 4→2', 'wounds', 2],
  ['seahorse', '7→4', 'wounds', 3],
  ['seahorse', '5→2', 'wounds', 2],
  [null, '4→1, 7→1, 6→1', 'wounds', 4],
  [null, '7→1, 5→1', 'wounds', 3],
  [null, '9→2', 'wounds', 3],
  [null, '7→1', 'wounds', 2],
];

// §7.1: name, guild, IP, keys, minimum total value, number of races, mandatory race, timing.
const LORD_TABLE: [string, string, number, number, number, number, string, string][] = [
  ['The Intrepid', 'military', 4, 1, 6, 1, 'crab', 'whileFree'],
  ['The Border Guard', 'military', 6, 0, 8, 2, 'crab', 'onRecruit'],
  ['The Taxidermist', 'merchant', 5, 1, 6, 1, 'shellfish', 'whileFree'],
  ['The Arms Dealer', 'merchant', 7, 0, 8, 2, 'shellfish', 'onRecruit'],
  ['The Metamorph', 'mage', 5, 1, 6, 1, 'jellyfish', 'whileFree'],
  ['The Sorcerer', 'mage', 7, 0, 8, 2, 'jellyfish', 'onRecruit'],
  ['The Altruist', 'politician', 5, 1, 6, 1, 'squid', 'whileFree'],
  ['The Rebel', 'politician', 7, 0, 8, 2, 'squid', 'onRecruit'],
  ['The Coward', 'farmer', 8, 1, 8, 1, 'seahorse', 'whileFree'],
  ['The Breeder', 'farmer', 10, 0, 10, 2, 'seahorse', 'onRecruit'],
];

describe('Leviathan card data (cards.md §7)', () => {
  it('the 20 Leviathans: race, health steps in order, penalty', () => {
    const engine = LEVIATHANS.map((l) => [
      l.race === null ? null : RACES[l.race],
      l.steps.map((s) => `${s.resistance}→${s.tokens}`).join(', '),
      l.penalty,
      l.amount,
    ]);
    expect(engine).toEqual(LEVIATHAN_TABLE);
  });

  it('the 10 Leviathan Lords: guild, IP, keys, cost, races, mandatory race, timing', () => {
    const engine = LORD_TABLE.map((_, i) => {
      const l = LORDS[LEVIATHAN_LORD_FIRST + i];
      return [l.name, l.guild, l.ip, l.keys, l.cost, l.races, GUILD_RACE[l.guild], l.timing];
    });
    expect(engine).toEqual(LORD_TABLE);
  });

  it('the Leviathan Monster tokens: 7 × 2 Pearls, 4 × 3 Pearls, 4 × a Key, 4 × a Council stack', () => {
    const counts: Record<string, number> = {};
    for (const e of LEVIATHAN_TOKEN_EFFECTS) counts[e] = (counts[e] ?? 0) + 1;
    expect(counts).toEqual({ pearls2: 7, pearls3: 4, key: 4, council: 4 });
  });
});
