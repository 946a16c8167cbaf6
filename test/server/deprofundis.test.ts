// De Profundis through the server: the table option, the server's Outcast deck file, replays.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOutcastDeck } from '../../src/server/main.ts';
import type { ViewResponse } from '../../src/protocol/game.ts';
import { createGame, http, humans, startServer, tempDir } from './helpers.ts';

const tmp = tempDir();
afterAll(() => tmp.cleanup());

const deck = [
  { name: 'The Conspirator', cost: 8, races: 2, mandatoryRace: null, ip: 5, key: false, power: 'conspirator' },
  { name: 'Test Outcast', cost: 6, races: 1, mandatoryRace: 'crab', ip: 9, key: true, power: 'none' },
];

describe('De Profundis on the server', () => {
  it('puts an Outcast in the Court when a game asks for the expansion, and not otherwise', async () => {
    const server = await startServer();
    try {
      const dp = await createGame(server.url, { players: humans(2), options: { deProfundis: true, seed: 5 } });
      const v = await http<ViewResponse>(server.url, 'GET', `/api/games/${dp.gameId}/view`, undefined, dp.seats[0].token);
      expect(v.body.view.court[0]).toBeGreaterThanOrEqual(101);
      expect(v.body.view.outcastDeckCount).toBe(9);
      const base = await createGame(server.url, { players: humans(2), options: { seed: 5 } });
      const b = await http<ViewResponse>(server.url, 'GET', `/api/games/${base.gameId}/view`, undefined, base.seats[0].token);
      expect(b.body.view.court.every((c) => c <= 35)).toBe(true);
      expect(b.body.view.outcastDeckCount).toBe(0);
    } finally {
      await server.stop();
    }
  });

  it('plays De Profundis games with the Outcast deck file it was started with', async () => {
    const file = join(tmp.dir, 'deck.json');
    writeFileSync(file, JSON.stringify(deck));
    const server = await startServer({ outcastDeckFile: file });
    try {
      const g = await createGame(server.url, { players: humans(2), options: { deProfundis: true } });
      const v = await http<ViewResponse>(server.url, 'GET', `/api/games/${g.gameId}/view`, undefined, g.seats[0].token);
      expect(v.body.view.outcastDeckCount).toBe(1);
      const expansions = v.body.view.options.expansions as { deProfundis: { deck: readonly { name: string }[] } };
      expect(expansions.deProfundis.deck.map((c) => c.name)).toEqual(['The Conspirator', 'Test Outcast']);
    } finally {
      await server.stop();
    }
  });

  it('refuses an invalid deck file at start with a sentence naming the problem', () => {
    const bad = join(tmp.dir, 'bad.json');
    writeFileSync(bad, JSON.stringify([{ ...deck[1], races: 9 }]));
    expect(() => loadOutcastDeck(bad)).toThrow(/Test Outcast.*"races" must be an integer from 1 to 5/);
    const notJson = join(tmp.dir, 'not.json');
    writeFileSync(notJson, '{ nope');
    expect(() => loadOutcastDeck(notJson)).toThrow(/not valid JSON/);
    expect(() => loadOutcastDeck(join(tmp.dir, 'missing.json'))).toThrow(/Cannot read/);
  });
});
