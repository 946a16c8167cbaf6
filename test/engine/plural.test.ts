// Counts a player reads: "1 Pearl", never "1 Pearls"; "Ally" becomes "Allies".
import { describe, expect, it } from 'vitest';
import { plural } from '../../src/engine/cards.ts';

describe('plural', () => {
  it('keeps the singular for exactly one', () => {
    expect(plural(1, 'Pearl')).toBe('1 Pearl');
    expect(plural(1, 'Ally')).toBe('1 Ally');
  });
  it('forms the plural of our nouns for every other count', () => {
    expect(plural(0, 'Pearl')).toBe('0 Pearls');
    expect(plural(2, 'Ally')).toBe('2 Allies');
    expect(plural(3, 'key')).toBe('3 keys');
    expect(plural(2, 'Key token')).toBe('2 Key tokens');
    expect(plural(5, 'different race')).toBe('5 different races');
  });
});
