// The legal-action listing keeps its order, not only its content: recording each game of the
// recorded-games fixture again, with the same seeded random policy that picks by index,
// chooses exactly the recorded actions at every decision. (recorded-games.test.ts replays the
// recorded actions, which a listing in another order would still accept.) The payment listing
// of hands with Kraken Allies, Nebulis and Leviathan Allies is checked this way in every
// Kraken and Leviathan game of the fixture.
import { describe, expect, it } from 'vitest';
import { COMBOS, readFixture, record, type Combo } from './recorded-games/games.ts';

const games = readFixture();

describe('the listing order', () => {
  for (const combo of COMBOS) {
    it(`records every ${combo} game again with the same actions`, () => {
      const differ: string[] = [];
      for (const g of games.filter((x) => x.name.startsWith(`${combo}-`))) {
        const again = record(combo as Combo, Number(g.name.slice(combo.length + 1)));
        const first = again.actions.findIndex((a, i) => JSON.stringify(a) !== JSON.stringify(g.actions[i]));
        if (first >= 0 || again.actions.length !== g.actions.length) differ.push(`${g.name} (action ${first})`);
      }
      expect(differ).toEqual([]);
    });
  }
});
