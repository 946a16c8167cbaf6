// Fewer, better notices (issue 29, point 8): one push and one e-mail per turn of a game at most,
// not one per decision (counted over a whole played game); e-mails gathered into a digest after
// a quiet period; each account's settings (push on or off; e-mails as digests, one per turn, or
// none). Fake clock; digests are flushed by calling the notifier, nothing waits on time.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailSetting } from '../../src/protocol/accounts.ts';
import { main, type RunningServer } from '../../src/server/main.ts';
import type { NoticeSettings, TurnNotice } from '../../src/protocol/notify.ts';
import type { CreateGameResponse, ErrorBody, ViewResponse } from '../../src/protocol/game.ts';
import { AccountClient } from './accounts/client.ts';
import { createGame, http, pick, rng, tempDir } from './helpers.ts';
import { MailCatcher, PushService } from './noticeServices.ts';

const MINUTE = 60_000;
let now = Date.UTC(2026, 2, 2, 8, 0);
const clock = { now: () => now };
const tmp = tempDir('abyss-notice-settings-');
const push = new PushService();
const mail = new MailCatcher();
let server: RunningServer;
const ORIGIN = 'https://abyss.example.org';

beforeAll(async () => {
  await push.start();
  await mail.start();
  server = await main({
    port: 0, dbFile: join(tmp.dir, 'abyss.sqlite'), databaseUrl: '', redisUrl: '', logger: false, rateLimitPerMinute: false, quiet: true,
    bots: { delayMs: 0, threads: 0 }, undoGraceMs: 0, turnCheckMs: 0, staticDir: join(tmp.dir, 'no-client'), table: clock,
    accounts: { scrypt: { log2N: 12, r: 8, p: 1 } },
    notices: { smtpUrl: mail.url, smtpFrom: 'Abyss <abyss@example.org>', pushSubject: 'mailto:ops@example.org', publicUrl: ORIGIN, pushNetwork: push.network(), digestQuietMs: 30 * MINUTE },
  });
});
afterAll(async () => {
  await server.close();
  await push.close();
  await mail.close();
  tmp.cleanup();
});

/** A signed-up account with a push subscription and an e-mail address. */
async function person(login: string): Promise<AccountClient> {
  const c = new AccountClient(server.url);
  expect((await c.signUp(login, `correct horse ${login}`, login.toUpperCase())).status).toBe(201);
  expect((await c.call('POST', '/api/push/subscribe', PushService.body(push.subscription(`${login}-phone`)))).status).toBe(204);
  expect((await c.call<EmailSetting>('PUT', '/api/account/email', { email: `${login}@example.org` })).status).toBe(200);
  return c;
}

/** A turn-based game of `a` (seat 0, first) and `b` (seat 1), each seat joined to its account. */
async function gameOf(a: AccountClient, b: AccountClient, seed: number): Promise<{ g: CreateGameResponse; tokens: string[] }> {
  const g = await createGame(server.url, { players: [{ kind: 'human', name: 'A' }, { kind: 'human', name: 'B' }], options: { seed, startSeat: 0, turnBased: { hours: 24, onTimeout: 'bot' } } });
  const tokens = g.seats.map((s) => s.token!);
  expect((await a.call('POST', '/api/account/seats', { gameId: g.gameId, token: tokens[0] })).status).toBe(200);
  expect((await b.call('POST', '/api/account/seats', { gameId: g.gameId, token: tokens[1] })).status).toBe(200);
  return { g, tokens };
}

const view = (g: CreateGameResponse, token: string) => http<ViewResponse>(server.url, 'GET', `/api/games/${g.gameId}/view`, undefined, token);
const pushesTo = (login: string, from = 0) => push.received.slice(from).filter((p) => p.path === `/push/${login}-phone`);
const mailsTo = (login: string, from = 0) => mail.received.slice(from).filter((m) => m.to.includes(`${login}@example.org`));
/** Turns begun so far: the public "turn" lines of a view's log. */
const turnsIn = (v: ViewResponse) => v.view.log.filter((e) => e.kind === 'turn').length;

/** Plays `seat`'s decisions (random legal choices) until another seat must decide or the game ends. */
async function playTurn(g: CreateGameResponse, tokens: string[], seat: number, r: () => number): Promise<ViewResponse> {
  let cur = (await view(g, tokens[seat])).body;
  while (!cur.view.over && cur.view.pending?.seat === seat) {
    const res = await http<ViewResponse>(server.url, 'POST', `/api/games/${g.gameId}/actions`, { version: cur.version, action: pick(r, cur.view.legal) }, tokens[seat]);
    expect(res.status).toBe(200);
    cur = res.body;
  }
  return cur;
}

describe('notices over a whole game', () => {
  it('sends one push and one e-mail per turn of the game at most, not one per decision', async () => {
    const cal = await person('cal');
    const dee = await person('dee');
    for (const c of [cal, dee]) expect((await c.call<NoticeSettings>('PUT', '/api/account/notices', { push: true, email: 'each' })).status).toBe(200);
    const { g, tokens } = await gameOf(cal, dee, 31);
    const [p0, m0] = [push.received.length, mail.received.length];
    const r = rng(8);
    // Every time a move hands the decision to the other seat, as the server sees it.
    const handovers: string[] = [];
    let cur = (await view(g, tokens[0])).body;
    let moves = 0;
    while (!cur.view.over) {
      const seat = cur.view.pending!.seat;
      const mine = (await view(g, tokens[seat])).body;
      const res = await http<ViewResponse>(server.url, 'POST', `/api/games/${g.gameId}/actions`, { version: mine.version, action: pick(r, mine.view.legal) }, tokens[seat]);
      expect(res.status).toBe(200);
      moves++;
      cur = res.body;
      const next = cur.view.pending?.seat;
      if (!cur.view.over && next !== undefined && next !== seat) handovers.push(`${next}:${turnsIn(cur)}`);
    }
    await server.notified();
    const turns = new Set(handovers);
    // The first turn was handed to seat 0 at creation, before its seat joined the account: that
    // turn's notice found no one to tell, and the turn notifies no more.
    const expected = (seat: number) => [...turns].filter((k) => k.startsWith(`${seat}:`) && k !== '0:1').length;
    // Decisions handed over outnumber turns: once, each of them sent a push and an e-mail.
    expect(handovers.length).toBeGreaterThan(turns.size);
    expect(pushesTo('cal', p0).length).toBe(expected(0));
    expect(pushesTo('dee', p0).length).toBe(expected(1));
    expect(mailsTo('cal', m0).length).toBe(expected(0));
    expect(mailsTo('dee', m0).length).toBe(expected(1));
    expect(pushesTo('dee', p0).every((p) => (p.payload as TurnNotice).gameId === g.gameId)).toBe(true);
    expect(moves).toBeGreaterThan(handovers.length);
  }, 240_000);
});

describe('e-mail digests', () => {
  it('mails the first notice at once, gathers the next ones into one e-mail after a quiet period, and drops moves already made', async () => {
    const eli = await person('eli');
    const fay = await person('fay');
    // Digests are the default.
    expect((await fay.call<NoticeSettings>('GET', '/api/account/notices')).body).toEqual({ push: true, email: 'digest' });
    const games = [await gameOf(eli, fay, 41), await gameOf(eli, fay, 42), await gameOf(eli, fay, 43), await gameOf(eli, fay, 44)];
    const r = rng(3);
    const m0 = mail.received.length;
    const p0 = push.received.length;
    // Eli moves in game 1: Fay is mailed at once.
    await playTurn(games[0].g, games[0].tokens, 0, r);
    await server.notified();
    expect(mailsTo('fay', m0).map((m) => m.headers.get('subject'))).toEqual([`Abyss: your move in game ${games[0].g.gameId}`]);
    // Ten minutes later, games 2, 3 and 4: pushes go at once, e-mails wait for the quiet period.
    now += 10 * MINUTE;
    for (const x of games.slice(1)) await playTurn(x.g, x.tokens, 0, r);
    await server.notified();
    expect(pushesTo('fay', p0).length).toBe(4);
    expect(mailsTo('fay', m0).length).toBe(1);
    // Fay moves in game 4 meanwhile: it leaves the digest.
    await playTurn(games[3].g, games[3].tokens, 1, r);
    now += 19 * MINUTE;
    await server.notifier.flushDigests();
    expect(mailsTo('fay', m0).length).toBe(1);
    now += 1 * MINUTE;
    await server.notifier.flushDigests();
    const digest = mailsTo('fay', m0).slice(1);
    expect(digest).toHaveLength(1);
    const ids = [games[1].g.gameId, games[2].g.gameId];
    expect(digest[0].headers.get('subject')).toBe('Abyss: your move in 2 games');
    const until = (id: string) => Date.parse((pushesTo('fay', p0).find((p) => (p.payload as TurnNotice).gameId === id)!.payload as TurnNotice).deadline);
    const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    expect(digest[0].text).toBe([
      'Hello FAY,',
      '',
      'It is your move in these turn-based games:',
      ...ids.flatMap((id) => [`- Game ${id} (A, B): until ${utc(until(id))} (1 day per move); after that a bot plays your seat until you take it back.`, `  ${ORIGIN}/play/${id}`]),
      '',
      'You get this e-mail because your Abyss account has an e-mail address. Choose how e-mails come, or remove the address, on your account page.',
      '',
    ].join('\n'));
    // A quiet period with nothing new: nothing more; the next notice goes at once again.
    now += 30 * MINUTE;
    await server.notifier.flushDigests();
    expect(mailsTo('fay', m0)).toHaveLength(2);
    await playTurn(games[3].g, games[3].tokens, 0, r);
    await server.notified();
    expect(mailsTo('fay', m0)).toHaveLength(3);
  }, 120_000);
});

describe('notice settings of an account', () => {
  it('reads and changes them with the session and its CSRF token; off means off', async () => {
    const gus = await person('gus');
    const hal = await person('hal');
    expect((await http<ErrorBody>(server.url, 'GET', '/api/account/notices')).status).toBe(401);
    const noCsrf = await hal.call<ErrorBody>('PUT', '/api/account/notices', { push: false, email: 'off' }, { 'x-csrf-token': 'x' });
    expect(noCsrf.status).toBe(403);
    for (const bad of [{ push: 'no', email: 'off' }, { push: false, email: 'weekly' }, { push: false }, { push: false, email: 'off', extra: 1 }]) {
      expect((await hal.call<ErrorBody>('PUT', '/api/account/notices', bad)).status).toBe(400);
    }
    expect((await hal.call<NoticeSettings>('PUT', '/api/account/notices', { push: false, email: 'off' })).body).toEqual({ push: false, email: 'off' });
    expect((await hal.call<NoticeSettings>('GET', '/api/account/notices')).body).toEqual({ push: false, email: 'off' });
    const { g, tokens } = await gameOf(gus, hal, 51);
    const [p0, m0] = [push.received.length, mail.received.length];
    await playTurn(g, tokens, 0, rng(4));
    await server.notified();
    expect(pushesTo('hal', p0)).toEqual([]);
    expect(mailsTo('hal', m0)).toEqual([]);
    // Push back on, e-mails one per turn: the next turn handed to Hal sends both at once.
    expect((await hal.call<NoticeSettings>('PUT', '/api/account/notices', { push: true, email: 'each' })).status).toBe(200);
    const r = rng(5);
    const firstTurn = turnsIn((await view(g, tokens[1])).body);
    for (;;) {
      await playTurn(g, tokens, 1, r);
      const v = await playTurn(g, tokens, 0, r);
      if (v.view.pending?.seat === 1 && turnsIn(v) > firstTurn) break;
    }
    await server.notified();
    expect(pushesTo('hal', p0)).toHaveLength(1);
    expect(mailsTo('hal', m0)).toHaveLength(1);
  });
});
