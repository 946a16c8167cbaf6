// Seeded games recorded before the engine's restructure (issue 23) replay to the same log and
// the same scores: the restructure changes no rule. A game that reaches a rule fixed since is
// re-recorded (`npx tsx test/engine/recorded-games/record.ts <name>...`) and listed below with
// the reason; every other game must match its first recording.
import { describe, expect, it } from 'vitest';
import { COMBOS, GAMES_PER_COMBO, readFixture, replay } from './recorded-games/games.ts';

const FENCE = 'the Fence gave Nebulis to several opponents one at a time: the Kraken figure is now settled once, after the last gift (issue 23)';
const SENTINEL = 'a Sentinel owner recruited the Court card it reserved paying with Kraken Allies only: the Sentinel now comes back (issue 23)';

/** Games re-recorded after a rule fix, and why. */
export const RERECORDED: Record<string, string> = {
  'KL-22': FENCE,
  'KL-31': FENCE,
  'KD-8': FENCE,
  'KLD-26': FENCE,
  'KLD-46': FENCE,
  'KL-35': 'a Kraken Ally was discarded to Martial Law, which is now refused (issue 23)',
  'KL-46': SENTINEL,
  'KLD-42': SENTINEL,
};

const games = readFixture();

describe('recorded games', () => {
  it(`holds ${GAMES_PER_COMBO} games for each of the ${COMBOS.length} expansion combinations`, () => {
    for (const combo of COMBOS) expect(games.filter((g) => g.name.startsWith(`${combo}-`)).length).toBe(GAMES_PER_COMBO);
  });

  it('lists only games that exist', () => {
    const names = new Set(games.map((g) => g.name));
    expect(Object.keys(RERECORDED).filter((n) => !names.has(n))).toEqual([]);
  });

  for (const combo of COMBOS) {
    it(`replays every ${combo} game to the recorded log and scores`, () => {
      const differ: string[] = [];
      for (const g of games.filter((x) => x.name.startsWith(`${combo}-`))) {
        const got = replay(g);
        const want = { log: g.log, totals: g.totals, sheet: g.sheet };
        if (JSON.stringify(got) !== JSON.stringify(want)) differ.push(`${g.name}: ${JSON.stringify(got)}`);
      }
      expect(differ).toEqual([]);
    });
  }
});
