// Which Pearls, keys and Monster tokens fly where between two views (motion/tokens.ts).
import { describe, expect, it } from 'vitest';
import { tokenFlights, type Counts } from '../../src/web/motion/tokens.ts';

const c = (pearl: number, key = 0, monster = 0): Counts => ({ pearl, key, monster });

describe('token flights', () => {
  it('sends what one seat paid to the seat that got it (a purchase from the explorer)', () => {
    expect(tokenFlights([c(5), c(2), c(0)], [c(3), c(4), c(0)])).toEqual([{ kind: 'pearl', from: 0, to: 1, count: 2 }]);
  });

  it('brings gains from the supply and sends spending back to it', () => {
    // Seat 0 pays 6 Pearls for a Lord (the supply), seat 1 takes a key and a Monster token from a fight.
    expect(tokenFlights([c(8, 0, 1), c(1, 1, 0)], [c(2, 0, 1), c(1, 2, 1)])).toEqual([
      { kind: 'pearl', from: 0, to: 'supply', count: 6 },
      { kind: 'key', from: 'supply', to: 1, count: 1 },
      { kind: 'monster', from: 'supply', to: 1, count: 1 },
    ]);
  });

  it('matches losses to gains seat by seat and sends the rest to the supply', () => {
    // Seat 2 pays 1 Pearl to seat 0 and 2 more to the supply; seat 1 gains 1 from the supply.
    expect(tokenFlights([c(0), c(0), c(3)], [c(1), c(1), c(0)])).toEqual([
      { kind: 'pearl', from: 2, to: 0, count: 1 },
      { kind: 'pearl', from: 2, to: 1, count: 1 },
      { kind: 'pearl', from: 2, to: 'supply', count: 1 },
    ]);
  });

  it('moves nothing when nothing changed or the tables differ', () => {
    expect(tokenFlights([c(3, 1, 2), c(4)], [c(3, 1, 2), c(4)])).toEqual([]);
    expect(tokenFlights([c(3), c(4)], [c(3), c(4), c(0)])).toEqual([]);
  });
});
