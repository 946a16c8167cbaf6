// Every game among signed-in players counts: a seat created or claimed while signed in joins
// the account at once (no "Add to my account"), takes the account's display name, and its
// finished game is rated unless the creator made it friendly. The table and the lobby say which.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../../src/protocol/accounts.ts';
import type { ClaimResponse, CreateGameResponse, GameListResponse, ViewResponse } from '../../../src/protocol/game.ts';
import { driveOverWs, http, startServer } from '../helpers.ts';
import { backends } from '../backends.ts';
import { AccountClient } from './client.ts';

const PASSWORD = 'correct horse battery';
const FAST = { log2N: 12, r: 8, p: 1 };

for (const b of backends('rated')) describe.skipIf(b.skip)(`games of signed-in players on ${b.name}`, () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  const clock = Date.parse('2026-06-01T12:00:00Z');
  let address = 0;
  const client = () => new AccountClient(server.url, { 'x-forwarded-for': `10.0.1.${++address}` });
  const profile = async (login: string) => (await http<Profile>(server.url, 'GET', `/api/players/${login}`)).body;

  beforeAll(async () => {
    server = await startServer({
      ...b.server,
      trustProxy: true,
      // Fixed seeds (known deals) keep the games the same on every run; this server rates them.
      accounts: { scrypt: FAST, rateKnownDeals: true, now: () => clock },
    });
  }, 60_000);
  afterAll(async () => server?.stop());

  it('a game created and claimed while signed in is rated, its seats named after the accounts', async () => {
    const ann = client();
    const ben = client();
    expect((await ann.signUp('ann', PASSWORD, 'Ann the Deep')).status).toBe(201);
    expect((await ben.signUp('ben', PASSWORD, 'Ben')).status).toBe(201);
    const created = await ann.call<CreateGameResponse>('POST', '/api/games', { players: [{ kind: 'human' }, { kind: 'human' }], options: { seed: 31 } });
    expect(created.status).toBe(201);
    const g = created.body;
    const claimed = await ben.call<ClaimResponse>('POST', `/api/games/${g.gameId}/claim`, { code: g.seats[1].invite });
    expect(claimed.status).toBe(200);
    const tokens = [g.seats[0].token!, claimed.body.token];
    const view = (await http<ViewResponse>(server.url, 'GET', `/api/games/${g.gameId}/view`, undefined, tokens[0])).body;
    expect(view.seats.map((s) => s.name)).toEqual(['Ann the Deep', 'Ben']);
    expect(view.rating).toBe('rated');
    const clients = await driveOverWs(server.url, g.gameId, tokens, 31);
    for (const c of clients) c.close();
    await server.recorded();
    for (const login of ['ann', 'ben']) {
      const p = await profile(login);
      expect([p.finishedGames, p.ratedGames, p.games.map((x) => [x.gameId, x.rated])]).toEqual([1, 1, [[g.gameId, true]]]);
    }
  }, 120_000);

  it('a friendly game against a bot is recorded, unrated; the table and the lobby say "friendly"', async () => {
    const cy = client();
    expect((await cy.signUp('cyan', PASSWORD)).status).toBe(201);
    const created = await cy.call<CreateGameResponse>('POST', '/api/games', { players: [{ kind: 'human', name: 'Cy' }, { kind: 'bot', level: 'easy' }], options: { seed: 32, friendly: true, listed: true } });
    const g = created.body;
    const view = (await http<ViewResponse>(server.url, 'GET', `/api/games/${g.gameId}/view`, undefined, g.seats[0].token)).body;
    // A name the player chose stays theirs.
    expect(view.seats[0].name).toBe('Cy');
    expect(view.rating).toBe('friendly');
    const list = (await http<GameListResponse>(server.url, 'GET', '/api/games?status=live')).body;
    expect(list.games.find((x) => x.gameId === g.gameId)?.rating).toBe('friendly');
    const clients = await driveOverWs(server.url, g.gameId, [g.seats[0].token], 32);
    for (const c of clients) c.close();
    await server.recorded();
    const p = await profile('cyan');
    expect([p.finishedGames, p.ratedGames, p.rating, p.games.map((x) => [x.gameId, x.rated])]).toEqual([1, 0, { rating: 1500, rd: 350 }, [[g.gameId, false]]]);
  }, 120_000);

  it('without the CSRF token the seat stays a guest seat', async () => {
    const di = client();
    expect((await di.signUp('dina', PASSWORD)).status).toBe(201);
    const r = await di.call<CreateGameResponse>('POST', '/api/games', { players: [{ kind: 'human' }, { kind: 'bot' }], options: { seed: 33 } }, { 'x-csrf-token': 'no' });
    expect(r.status).toBe(201);
    expect(r.body.seats[0].name).toBe('Player 1');
    expect(await server.accounts.store.seatsOfGame(r.body.gameId)).toEqual([]);
    // The table does not say "Rated" while a seat is a guest's; it does once the seat joins the account.
    const view = async () => (await http<ViewResponse>(server.url, 'GET', `/api/games/${r.body.gameId}/view`, undefined, r.body.seats[0].token)).body.rating;
    expect(await view()).toBe('unrated');
    expect((await di.call('POST', '/api/account/seats', { gameId: r.body.gameId, token: r.body.seats[0].token })).status).toBe(200);
    expect(await view()).toBe('rated');
  });
});
