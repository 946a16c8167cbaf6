// The account store on its own, on SQLite and (with DATABASE_URL) PostgreSQL: migrations run
// once across restarts, a finished game is recorded once however many processes see it end,
// and two games ending together both count in a player's rating.

import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AccountStore, type RecordRow } from '../../../src/server/accounts/store.ts';
import type { Storage } from '../../../src/server/storage/types.ts';
import { NEW_PLAYER, updateRating, type Rating } from '../../../src/server/ratings/glicko2.ts';
import { tempDir } from '../helpers.ts';
import { backends } from '../backends.ts';

const tmp = tempDir();
afterAll(() => tmp.cleanup());
const matrix = backends('accstore').map((b) => ({
  ...b,
  games: (): Storage => b.storage(join(tmp.dir, 'a.sqlite')),
  accounts: () => (b.pg ? AccountStore.open({ databaseUrl: b.pg.url, sqliteFile: '', pgSchema: b.pg.schema }) : AccountStore.open({ sqliteFile: join(tmp.dir, 'a.sqlite') })),
  // One process owns a SQLite file: two connections of one thread would wait on each other.
  processes: b.pg ? 2 : 1,
}));

function row(accountId: string, before: Rating, after: Rating | null): RecordRow {
  return { accountId, seat: 0, players: 2, rank: 1, total: 70, locations: 10, lords: 40, allies: 15, monsters: 5, before, after };
}

for (const b of matrix) describe.skipIf(b.skip)(`account store on ${b.name}`, () => {
  it('migrates once; a second process sees the same tables and data; a game is recorded once; simultaneous games both count', async () => {
    const games = b.games();
    await games.init();
    let one = b.accounts();
    await one.init();
    expect(await one.createAccount({ id: 'A1', login: 'ann', displayName: 'Ann', passwordHash: 'scrypt$x', createdAt: '2026-01-01T00:00:00.000Z' })).toBe(true);
    expect(await one.createAccount({ id: 'A2', login: 'ann', displayName: 'Other', passwordHash: 'scrypt$y', createdAt: '2026-01-01T00:00:00.000Z' })).toBe(false);
    // A restart (SQLite), or two more processes starting together (PostgreSQL): the
    // migrations are not run again, the data are there.
    let two = one;
    if (b.processes === 1) {
      await one.close();
      one = b.accounts();
      await one.init();
      two = one;
    } else {
      two = b.accounts();
      const three = b.accounts();
      await Promise.all([two.init(), three.init()]);
      await three.close();
    }
    expect((await two.byLogin('ann'))!.account.displayName).toBe('Ann');

    // Both processes see game g1 end: one writes it.
    const win = (r: Map<string, Rating>) => [row('A1', r.get('A1')!, updateRating(r.get('A1')!, [{ opponent: NEW_PLAYER, score: 1 }]))];
    const recorded = await Promise.all([one.recordGame('g1', '2026-01-01T01:00:00.000Z', ['A1'], win), two.recordGame('g1', '2026-01-01T01:00:00.000Z', ['A1'], win)]);
    expect(recorded.sort()).toEqual([false, true]);
    const afterOne = updateRating(NEW_PLAYER, [{ opponent: NEW_PLAYER, score: 1 }]);
    expect((await one.byId('A1'))!.rating).toEqual(afterOne);
    // Two games end at once on two processes: each reads the rating the other wrote.
    await Promise.all([one.recordGame('g2', '2026-01-01T02:00:00.000Z', ['A1'], win), two.recordGame('g3', '2026-01-01T02:00:00.000Z', ['A1'], win)]);
    const afterThree = updateRating(updateRating(afterOne, [{ opponent: NEW_PLAYER, score: 1 }]), [{ opponent: NEW_PLAYER, score: 1 }]);
    expect((await one.byId('A1'))!.rating).toEqual(afterThree);
    expect((await one.byId('A1'))!.ratedGames).toBe(3);
    expect((await one.records('A1')).map((r) => r.gameId)).toEqual(['g1', 'g2', 'g3']);
    await one.close();
    if (two !== one) await two.close();
    await games.close();
  }, 60_000);
});
