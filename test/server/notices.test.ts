// "Your move" notices of turn-based games: Web Push reaching a (local) push service, its
// payload decrypted and compared exactly; e-mail reaching a (local) SMTP server, recipient,
// subject and body compared exactly; gone subscriptions forgotten; nothing for real-time games;
// the push and e-mail settings of an account (CSRF-protected). Fake clock; nothing waits on time.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountGamesResponse, EmailSetting, SeatTokenResponse } from '../../src/protocol/accounts.ts';
import { main, type RunningServer } from '../../src/server/main.ts';
import type { PushKeyResponse } from '../../src/protocol/notify.ts';
import { MAX_SUBSCRIPTIONS_PER_ACCOUNT, PushStore } from '../../src/server/notify/pushStore.ts';
import type { CreateGameRequest, CreateGameResponse, ErrorBody, ViewResponse } from '../../src/protocol/game.ts';
import { AccountClient } from './accounts/client.ts';
import { createGame, http, tempDir } from './helpers.ts';
import { expectedMailText, mailLeaks, noticeLeaks } from './leakCheck.ts';
import { MailCatcher, PushService } from './noticeServices.ts';

const HOUR = 3_600_000;
let now = Date.UTC(2026, 0, 5, 9, 30);
const clock = { now: () => now };
const tmp = tempDir('abyss-notices-');
const push = new PushService();
const mail = new MailCatcher();
let server: RunningServer;
let ann: AccountClient;
let bea: AccountClient;
const ORIGIN = 'https://abyss.example.org';

beforeAll(async () => {
  await push.start();
  await mail.start();
  server = await main({
    port: 0, dbFile: join(tmp.dir, 'abyss.sqlite'), databaseUrl: '', redisUrl: '', logger: false, rateLimitPerMinute: false, quiet: true,
    bots: { delayMs: 0, threads: 0 }, undoGraceMs: 0, turnCheckMs: 0, staticDir: join(tmp.dir, 'no-client'), table: clock,
    accounts: { scrypt: { log2N: 12, r: 8, p: 1 } },
    notices: { smtpUrl: mail.url, smtpFrom: 'Abyss <abyss@example.org>', pushSubject: 'mailto:ops@example.org', publicUrl: ORIGIN, pushNetwork: push.network() },
  });
  ann = new AccountClient(server.url);
  bea = new AccountClient(server.url);
  expect((await ann.signUp('ann', 'correct horse 1', 'Ann A.')).status).toBe(201);
  expect((await bea.signUp('bea', 'correct horse 2', 'Bea B.')).status).toBe(201);
});
afterAll(async () => {
  await server.close();
  await push.close();
  await mail.close();
  tmp.cleanup();
});

const human = (name: string) => ({ kind: 'human' as const, name });
const view = (g: CreateGameResponse, token: string) => http<ViewResponse>(server.url, 'GET', `/api/games/${g.gameId}/view`, undefined, token);

/** A game of Ann (seat 0, first to move) and Bea (seat 1), each seat joined to its account. */
async function gameOf(options: CreateGameRequest['options']): Promise<{ g: CreateGameResponse; annToken: string; beaToken: string }> {
  const g = await createGame(server.url, { players: [human('Ann'), human('Bea')], options: { seed: 21, startSeat: 0, ...options } });
  const annToken = g.seats[0].token!;
  const beaToken = g.seats[1].token!;
  expect((await ann.call('POST', '/api/account/seats', { gameId: g.gameId, token: annToken })).status).toBe(200);
  expect((await bea.call('POST', '/api/account/seats', { gameId: g.gameId, token: beaToken })).status).toBe(200);
  return { g, annToken, beaToken };
}

/** Ann plays (first legal choices) until the decision is Bea's; returns the view then. */
async function annPlaysHerTurn(g: CreateGameResponse, annToken: string): Promise<ViewResponse> {
  let cur = (await view(g, annToken)).body;
  while (cur.view.pending?.seat === 0) {
    const r = await http<ViewResponse>(server.url, 'POST', `/api/games/${g.gameId}/actions`, { version: cur.version, action: cur.view.legal[0] }, annToken);
    expect(r.status).toBe(200);
    cur = r.body;
  }
  return cur;
}

describe('push subscriptions and the e-mail address', () => {
  it('keeps one VAPID key pair in the store and hands out its public key', async () => {
    const r = await http<PushKeyResponse>(server.url, 'GET', '/api/push/key');
    expect(r.status).toBe(200);
    expect(r.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    // Asked again (a restart, another process): the same pair, read back from the store.
    expect((await new PushStore(server.accounts.store.sql).vapidKeys()).publicKey).toBe(r.body.publicKey);
  });

  it('needs a session and its CSRF token, an https endpoint and well-formed keys', async () => {
    const body = PushService.body(push.subscription('refused'));
    const anon = await http<ErrorBody>(server.url, 'POST', '/api/push/subscribe', body);
    expect(anon.status).toBe(401);
    const noCsrf = await bea.call<ErrorBody>('POST', '/api/push/subscribe', body, { 'x-csrf-token': 'wrong' });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.error.code).toBe('CSRF');
    const foreign = await bea.call<ErrorBody>('POST', '/api/push/subscribe', body, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const plain = await bea.call<ErrorBody>('POST', '/api/push/subscribe', { ...body, endpoint: 'http://127.0.0.1:1/push/x' });
    expect(plain.status).toBe(400);
    const badKey = await bea.call<ErrorBody>('POST', '/api/push/subscribe', { ...body, keys: { p256dh: 'short', auth: body.keys.auth } });
    expect(badKey.status).toBe(400);
    expect(await new PushStore(server.accounts.store.sql).subscriptionsOf((await server.accounts.store.byLogin('bea'))!.account.id)).toEqual([]);
  });

  it('sets, reads and clears the e-mail address; refuses a malformed one', async () => {
    expect((await bea.call<EmailSetting>('GET', '/api/account/email')).body).toEqual({ email: null });
    const bad = await bea.call<ErrorBody>('PUT', '/api/account/email', { email: 'bea at example' });
    expect(bad.status).toBe(400);
    const noCsrf = await bea.call<ErrorBody>('PUT', '/api/account/email', { email: 'bea@example.org' }, { 'x-csrf-token': 'x' });
    expect(noCsrf.status).toBe(403);
    expect((await bea.call<EmailSetting>('PUT', '/api/account/email', { email: 'bea@example.org' })).body).toEqual({ email: 'bea@example.org' });
    expect((await bea.call<EmailSetting>('GET', '/api/account/email')).body).toEqual({ email: 'bea@example.org' });
    // Never public: the profile does not show it.
    const profile = await http<Record<string, unknown>>(server.url, 'GET', '/api/players/bea');
    expect(Object.keys(profile.body)).not.toContain('email');
    expect(JSON.stringify(profile.body).includes('bea@example.org')).toBe(false);
  });
});

describe('when a turn-based game becomes a player\'s move', () => {
  it('pushes to each of their subscriptions and e-mails them, with exactly the public facts', async () => {
    const sub = push.subscription('bea-phone');
    expect((await bea.call('POST', '/api/push/subscribe', PushService.body(sub))).status).toBe(204);
    expect((await bea.call<EmailSetting>('PUT', '/api/account/email', { email: 'bea@example.org' })).status).toBe(200);
    const { g, annToken } = await gameOf({ turnBased: { hours: 24, onTimeout: 'bot' } });
    await server.notified();
    const pushesBefore = push.received.length;
    const mailsBefore = mail.received.length;
    now += HOUR;
    const movedAt = now;
    await annPlaysHerTurn(g, annToken);
    await server.notified();
    const pushes = push.received.slice(pushesBefore);
    expect(pushes.map((p) => p.path)).toEqual(['/push/bea-phone']);
    const facts = { gameId: g.gameId, seat: 1, players: ['Ann', 'Bea'], deadline: movedAt + 24 * HOUR, onTimeout: 'bot' as const };
    expect(pushes[0].payload).toEqual({
      type: 'your-move', gameId: g.gameId, seat: 1, players: ['Ann', 'Bea'], deadline: '2026-01-06T10:30:00.000Z', onTimeout: 'bot', url: `/play/${g.gameId}`,
      title: 'Abyss: your move', body: `Bea, it is your move in game ${g.gameId} (Ann, Bea). Time left: until 2026-01-06 10:30 UTC.`,
    });
    expect(noticeLeaks(pushes[0].payload, facts)).toEqual([]);
    // Delivered while the move is open, not later; signed with the server's VAPID key.
    expect(pushes[0].headers.ttl).toBe(String(24 * 3600));
    expect(pushes[0].headers['content-encoding']).toBe('aes128gcm');
    expect(String(pushes[0].headers.authorization)).toMatch(/^vapid t=[^,]+, k=[A-Za-z0-9_-]{87}$/);
    const mails = mail.received.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual(['bea@example.org']);
    expect(mails[0].from).toBe('abyss@example.org');
    expect(mails[0].headers.get('subject')).toBe(`Abyss: your move in game ${g.gameId}`);
    expect(mails[0].text).toBe([
      'Hello Bea B.,',
      '',
      `It is your move in the turn-based game ${g.gameId} (Ann, Bea).`,
      'You have until 2026-01-06 10:30 UTC (1 day per move); after that a bot plays your seat until you take it back.',
      '',
      `Open the game: ${ORIGIN}/play/${g.gameId}`,
      '',
      'You get this e-mail because your Abyss account has an e-mail address. Remove it on your account page to get no more.',
      '',
    ].join('\n'));
    expect(mailLeaks(mails[0], facts, 'bea@example.org', 'Bea B.', ORIGIN, '1 day')).toEqual([]);
    expect(expectedMailText(facts, 'Bea B.', ORIGIN, '1 day')).toBe(mails[0].text);
  });

  it('forgets a subscription the push service says is gone (410), and keeps the others', async () => {
    const store = new PushStore(server.accounts.store.sql);
    const beaId = (await server.accounts.store.byLogin('bea'))!.account.id;
    const old = push.subscription('bea-old-laptop');
    expect((await bea.call('POST', '/api/push/subscribe', PushService.body(old))).status).toBe(204);
    push.gone.add('/push/bea-old-laptop');
    const { g, annToken } = await gameOf({ turnBased: { hours: 12, onTimeout: 'end' } });
    const before = push.received.length;
    await annPlaysHerTurn(g, annToken);
    await server.notified();
    expect(push.received.slice(before).map((p) => p.path)).toEqual(['/push/bea-phone']);
    expect((await store.subscriptionsOf(beaId)).map((s) => s.endpoint)).toEqual([push.endpointOf('bea-phone')]);
  });

  it('sends nothing for a real-time game, nor to a seat without an account', async () => {
    const pushes = push.received.length;
    const mails = mail.received.length;
    const { g, annToken } = await gameOf({ turnSeconds: 120 });
    await annPlaysHerTurn(g, annToken);
    const guest = await createGame(server.url, { players: [human('Ann'), human('Guest')], options: { seed: 22, startSeat: 0, turnBased: { hours: 12, onTimeout: 'bot' } } });
    await annPlaysHerTurn(guest, guest.seats[0].token!);
    await server.notified();
    expect(push.received.length).toBe(pushes);
    expect(mail.received.length).toBe(mails);
  });

  it('stops after unsubscribing and after the address is cleared', async () => {
    const endpoint = push.endpointOf('bea-phone');
    expect((await bea.call('POST', '/api/push/unsubscribe', { endpoint })).status).toBe(204);
    expect((await bea.call<ErrorBody>('POST', '/api/push/unsubscribe', { endpoint })).status).toBe(404);
    expect((await bea.call<EmailSetting>('PUT', '/api/account/email', { email: null })).body).toEqual({ email: null });
    const pushes = push.received.length;
    const mails = mail.received.length;
    const { g, annToken } = await gameOf({ turnBased: { hours: 72, onTimeout: 'bot' } });
    await annPlaysHerTurn(g, annToken);
    await server.notified();
    expect(push.received.length).toBe(pushes);
    expect(mail.received.length).toBe(mails);
  });
});

describe('subscriptions of one account', () => {
  it('keeps only the newest ones past the cap, so an account cannot pile them up', async () => {
    const cap = new AccountClient(server.url);
    expect((await cap.signUp('cap', 'correct horse 3')).status).toBe(201);
    const id = (await server.accounts.store.byLogin('cap'))!.account.id;
    for (let i = 0; i <= MAX_SUBSCRIPTIONS_PER_ACCOUNT; i++) {
      now += 1000;
      expect((await cap.call('POST', '/api/push/subscribe', PushService.body(push.subscription(`cap-${i}`)))).status).toBe(204);
    }
    const kept = (await new PushStore(server.accounts.store.sql).subscriptionsOf(id)).map((s) => s.endpoint);
    expect(kept).toEqual(Array.from({ length: MAX_SUBSCRIPTIONS_PER_ACCOUNT }, (_, i) => push.endpointOf(`cap-${i + 1}`)));
  });
});

describe('an account\'s games on every device', () => {
  it('lists the seats it holds with whose move it is, and gives a new device its own seat token', async () => {
    const { g, annToken } = await gameOf({ turnBased: { hours: 168, onTimeout: 'end' } });
    await annPlaysHerTurn(g, annToken);
    // Bea signs in on another browser: no token there, but the account knows the seat.
    const other = new AccountClient(server.url);
    expect((await other.signIn('bea', 'correct horse 2')).status).toBe(200);
    const list = await other.call<AccountGamesResponse>('GET', '/api/account/games');
    expect(list.status).toBe(200);
    const entry = list.body.games.find((x) => x.gameId === g.gameId)!;
    expect(entry).toMatchObject({ seat: 1, yourTurn: true, deciding: 1, over: false, turnBased: { hours: 168, onTimeout: 'end' } });
    expect(list.body.games[0].yourTurn).toBe(true);
    expect(Object.keys(entry)).not.toContain('token');
    const t = await other.call<SeatTokenResponse>('POST', `/api/account/games/${g.gameId}/token`);
    expect(t.status).toBe(200);
    expect(t.body.seat).toBe(1);
    const seen = await view(g, t.body.token);
    expect(seen.body.seat).toBe(1);
    // Ann's account holds no seat of a game she is not in.
    const foreign = await createGame(server.url, { players: [human('X'), human('Y')], options: { seed: 5 } });
    const refused = await ann.call<ErrorBody>('POST', `/api/account/games/${foreign.gameId}/token`);
    expect(refused.status).toBe(404);
    const noCsrf = await other.call<ErrorBody>('POST', `/api/account/games/${g.gameId}/token`, undefined, { 'x-csrf-token': 'x' });
    expect(noCsrf.status).toBe(403);
  });
});

describe('with an undo grace', () => {
  // A person's move that passes the decision can be taken back for a while (real-time ms here:
  // the grace runs on timers; the fake clock stands still). The next seat hears of it only
  // when the grace is over, and not at all when the move was taken back.
  const tmp2 = tempDir('abyss-notices-grace-');
  let graced: RunningServer;
  let dan: AccountClient;
  let eve: AccountClient;
  beforeAll(async () => {
    graced = await main({
      port: 0, dbFile: join(tmp2.dir, 'abyss.sqlite'), databaseUrl: '', redisUrl: '', logger: false, rateLimitPerMinute: false, quiet: true,
      bots: { delayMs: 0, threads: 0 }, undoGraceMs: 1500, turnCheckMs: 0, staticDir: join(tmp2.dir, 'no-client'), table: clock,
      accounts: { scrypt: { log2N: 12, r: 8, p: 1 } }, notices: { pushNetwork: push.network() },
    });
    dan = new AccountClient(graced.url);
    eve = new AccountClient(graced.url);
    expect((await dan.signUp('dan', 'correct horse 4')).status).toBe(201);
    expect((await eve.signUp('eve', 'correct horse 5')).status).toBe(201);
    expect((await eve.call('POST', '/api/push/subscribe', PushService.body(push.subscription('eve-phone')))).status).toBe(204);
  });
  afterAll(async () => {
    await graced.close();
    tmp2.cleanup();
  });

  it('tells the next seat once the grace is over, and not at all when the move is taken back', async () => {
    const base = graced.url;
    const g = await createGame(base, { players: [human('Dan'), human('Eve')], options: { seed: 1, startSeat: 0, turnBased: { hours: 12, onTimeout: 'bot' } } });
    const [danToken, eveToken] = [g.seats[0].token!, g.seats[1].token!];
    expect((await dan.call('POST', '/api/account/seats', { gameId: g.gameId, token: danToken })).status).toBe(200);
    expect((await eve.call('POST', '/api/account/seats', { gameId: g.gameId, token: eveToken })).status).toBe(200);
    const toEve = () => push.received.filter((p) => p.path === '/push/eve-phone').length;
    const play = async (): Promise<ViewResponse> => {
      let cur = (await http<ViewResponse>(base, 'GET', `/api/games/${g.gameId}/view`, undefined, danToken)).body;
      while (cur.view.pending?.seat === 0) {
        const r = await http<ViewResponse>(base, 'POST', `/api/games/${g.gameId}/actions`, { version: cur.version, action: cur.view.legal[0] }, danToken);
        expect(r.status).toBe(200);
        cur = r.body;
      }
      return cur;
    };
    // The grace's timer is fake: the test moves it past the grace (1.5 s) instead of waiting for
    // it. Only setTimeout is faked; the HTTP client and server do not need it to fire.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // Seed 1: Dan's first legal choices end his turn with a move he may take back.
      const passed = await play();
      expect(passed.canUndo).toBe(true);
      await graced.notified();
      expect(toEve()).toBe(0);
      const undone = await http<ViewResponse>(base, 'POST', `/api/games/${g.gameId}/undo`, { version: passed.version }, danToken);
      expect(undone.status).toBe(200);
      expect(undone.body.view.pending?.seat).toBe(0);
      await vi.advanceTimersByTimeAsync(2500);
      await graced.notified();
      expect(toEve()).toBe(0);
      // Played again and left alone: the notice goes once the grace is over, and not before.
      await play();
      await vi.advanceTimersByTimeAsync(1000);
      await graced.notified();
      expect(toEve()).toBe(0);
      await vi.advanceTimersByTimeAsync(1000);
      await graced.notified();
      expect(toEve()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);
});
