// Push endpoints cannot aim the server at its own network (issue 29, point 1): every private
// or loopback address, in every spelling, is refused when a browser subscribes; a subscription
// stored earlier, or a host that later resolves somewhere private (DNS rebinding), gets no
// request when the move comes; listeners on 127.0.0.1 and ::1 see no connection at all. DNS is
// a fixed table (noticeServices.ts); nothing here uses the real one.
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main, type RunningServer } from '../../src/server/main.ts';
import { isPublicAddress, PushGuard } from '../../src/server/notify/pushGuard.ts';
import { MAX_PUSHES_PER_NOTICE, PushStore } from '../../src/server/notify/pushStore.ts';
import type { CreateGameResponse, ErrorBody, ViewResponse } from '../../src/protocol/game.ts';
import { AccountClient } from './accounts/client.ts';
import { createGame, http, tempDir } from './helpers.ts';
import { fixedDns, PUSH_ADDRESS, PUSH_HOST, PushService } from './noticeServices.ts';

/** A plain TCP listener that counts the connections it gets (the issue saw TLS opened to such ports). */
class Listener {
  connections = 0;
  private server!: Server;
  port = 0;
  constructor(readonly host: string) {}
  async start(): Promise<void> {
    this.server = createServer((socket) => {
      this.connections++;
      socket.destroy();
    });
    await new Promise<void>((r) => this.server.listen(0, this.host, r));
    this.port = (this.server.address() as AddressInfo).port;
  }
  close(): Promise<void> {
    return new Promise((r) => this.server.close(() => r()));
  }
}

describe('which addresses are public', () => {
  it('refuses loopback, private, link-local, unique-local, multicast, unspecified, reserved and IPv4-mapped ones', () => {
    const notPublic = [
      '127.0.0.1', '127.255.0.9', '10.0.0.1', '172.16.5.4', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1',
      '255.255.255.255', '192.0.2.1', '198.18.0.1', '::1', '::', 'fe80::1', 'fd00::1', 'fc00::2', 'ff02::1', '::ffff:127.0.0.1',
      '::ffff:10.0.0.1', '::ffff:7f00:1', '64:ff9b::a00:1', '2002:7f00:1::', '2001:db8::1', 'not an address', '2130706433', '0x7f000001',
    ];
    expect(notPublic.filter(isPublicAddress)).toEqual([]);
    expect(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.216.34'].filter(isPublicAddress)).toEqual(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.216.34']);
  });

  it('pins the request to the address it checked, whatever DNS answers afterwards', async () => {
    const table: Record<string, string[]> = { 'rebind.example': [PUSH_ADDRESS] };
    const guard = new PushGuard({ resolve: fixedDns(table) });
    const t = await guard.check('https://rebind.example/push/x');
    expect(t).toEqual({ ok: true, value: { host: 'rebind.example', port: 443, address: PUSH_ADDRESS, family: 4 } });
    table['rebind.example'] = ['127.0.0.1'];
    if (!t.ok) return;
    const agent = guard.agentFor(t.value);
    const lookup = (agent.options as { lookup: (h: string, o: { all?: boolean }, cb: (e: Error | null, a: unknown, f?: number) => void) => void }).lookup;
    const ask = (host: string, all: boolean) => new Promise<unknown>((r) => lookup(host, { all }, (e, a, f) => r(e ? e.message : all ? a : [a, f])));
    expect(await ask('rebind.example', true)).toEqual([{ address: PUSH_ADDRESS, family: 4 }]);
    expect(await ask('rebind.example', false)).toEqual([PUSH_ADDRESS, 4]);
    expect(await ask('elsewhere.example', false)).toBe('push: unexpected host');
    agent.destroy();
    // Checked again (the next push): now refused.
    expect(await guard.check('https://rebind.example/push/x')).toEqual({ ok: false, message: 'The push service\'s host name must resolve to public addresses only.' });
  });

  it('keeps to the operator\'s allow-list of push services', async () => {
    const guard = new PushGuard({ allowHosts: ['fcm.googleapis.com', '*.notify.windows.com'], resolve: fixedDns({}) });
    expect(guard.syntax('https://fcm.googleapis.com/fcm/send/abc')).toEqual({ ok: true, value: { host: 'fcm.googleapis.com', port: 443 } });
    expect(guard.syntax('https://wns2-par02p.notify.windows.com/w/?token=x')).toEqual({ ok: true, value: { host: 'wns2-par02p.notify.windows.com', port: 443 } });
    for (const e of ['https://evil.example/push', 'https://notify.windows.com.evil.example/x', 'https://xnotify.windows.com/x']) {
      expect(guard.syntax(e)).toEqual({ ok: false, message: 'This server sends pushes only to the push services its operator allows.' });
    }
  });
});

describe('POST /api/push/subscribe and the pushes of a move', () => {
  const tmp = tempDir('abyss-push-guard-');
  const push = new PushService();
  const v4 = new Listener('127.0.0.1');
  const v6 = new Listener('::1');
  /** The tests' DNS; a test changes it to rebind a name. */
  const dns: Record<string, string[]> = {};
  let server: RunningServer;
  let ann: AccountClient;
  let bea: AccountClient;
  let now = Date.UTC(2026, 0, 5, 9, 30);

  beforeAll(async () => {
    await Promise.all([push.start(), v4.start(), v6.start()]);
    Object.assign(dns, {
      localhost: ['127.0.0.1', '::1'],
      'internal.example': ['10.0.0.1'],
      'metadata.example': ['169.254.169.254'],
      'mixed.example': [PUSH_ADDRESS, '127.0.0.1'],
      'mapped.example': ['::ffff:127.0.0.1'],
      'ula.example': ['fd12:3456::1'],
      'rebind.example': [PUSH_ADDRESS],
    });
    const network = push.network({}, [v4.port, v6.port]);
    // The same table object, so the tests can change it later.
    network.resolve = fixedDns(Object.assign(dns, { [PUSH_HOST]: [PUSH_ADDRESS] }));
    server = await main({
      port: 0, dbFile: join(tmp.dir, 'abyss.sqlite'), databaseUrl: '', redisUrl: '', logger: false, rateLimitPerMinute: false, quiet: true,
      bots: { delayMs: 0, threads: 0 }, undoGraceMs: 0, turnCheckMs: 0, staticDir: join(tmp.dir, 'no-client'), table: { now: () => now },
      accounts: { scrypt: { log2N: 12, r: 8, p: 1 } }, notices: { pushSubject: 'mailto:ops@example.org', pushNetwork: network },
    });
    ann = new AccountClient(server.url);
    bea = new AccountClient(server.url);
    expect((await ann.signUp('ann', 'correct horse 1')).status).toBe(201);
    expect((await bea.signUp('bea', 'correct horse 2')).status).toBe(201);
  });
  afterAll(async () => {
    await server.close();
    await Promise.all([push.close(), v4.close(), v6.close()]);
    tmp.cleanup();
  });

  const keys = () => PushService.body(push.subscription('keys')).keys;
  const subscribe = (endpoint: string) => bea.call<ErrorBody>('POST', '/api/push/subscribe', { endpoint, expirationTime: null, keys: keys() });
  const beaId = async () => (await server.accounts.store.byLogin('bea'))!.account.id;

  it('refuses every private address, in every spelling, with a clear error, and stores nothing', async () => {
    const p4 = v4.port;
    const p6 = v6.port;
    const ipLiteral = 'A push endpoint must name its push service by host name, not by IP address.';
    const privateDns = 'The push service\'s host name must resolve to public addresses only.';
    const cases: [string, string][] = [
      [`https://127.0.0.1:${p4}/push/a`, ipLiteral],
      [`https://[::1]:${p6}/push/a`, ipLiteral],
      [`https://2130706433:${p4}/push/a`, ipLiteral],
      [`https://0x7f000001:${p4}/push/a`, ipLiteral],
      [`https://0177.0.0.1:${p4}/push/a`, ipLiteral],
      [`https://0x7f.1:${p4}/push/a`, ipLiteral],
      [`https://127.1:${p4}/push/a`, ipLiteral],
      [`https://[::ffff:127.0.0.1]:${p4}/push/a`, ipLiteral],
      [`https://[0:0:0:0:0:ffff:7f00:1]:${p4}/push/a`, ipLiteral],
      ['https://10.0.0.1/push/a', ipLiteral],
      ['https://192.168.0.1/push/a', ipLiteral],
      ['https://169.254.169.254/latest/meta-data/', ipLiteral],
      ['https://[fd00::1]/push/a', ipLiteral],
      ['https://[fe80::1]/push/a', ipLiteral],
      ['https://0.0.0.0/push/a', ipLiteral],
      ['https://224.0.0.1/push/a', ipLiteral],
      // A public address is refused too: push services are named by host name.
      [`https://${PUSH_ADDRESS}/push/a`, ipLiteral],
      [`https://localhost:${p4}/push/a`, privateDns],
      [`https://LOCALHOST.:${p6}/push/a`, 'The push endpoint is not a canonical URL.'],
      ['https://internal.example/push/a', privateDns],
      ['https://metadata.example/latest/meta-data/', privateDns],
      ['https://mixed.example/push/a', privateDns],
      ['https://mapped.example/push/a', privateDns],
      ['https://ula.example/push/a', privateDns],
      ['https://nowhere.example/push/a', privateDns],
      [`https://user:pass@${PUSH_HOST}:${push.port}/push/a`, 'A push endpoint cannot carry a user name or password.'],
      [`https://${PUSH_HOST}:22/push/a`, `A push endpoint must use port 443 or ${push.port} or ${p4} or ${p6}.`],
      [`https://${PUSH_HOST}:443/push/a`, 'The push endpoint is not a canonical URL.'],
      [`https://${PUSH_HOST}:${push.port}\\@127.0.0.1/push/a`, 'The push endpoint is not a canonical URL.'],
    ];
    const answers = [];
    for (const [endpoint] of cases) {
      const r = await subscribe(endpoint);
      answers.push([endpoint, r.status, r.body.error?.code, r.body.error?.message]);
    }
    expect(answers).toEqual(cases.map(([endpoint, message]) => [endpoint, 400, 'BAD_ENDPOINT', message]));
    // Not https at all: the schema refuses it first.
    expect((await subscribe(`http://${PUSH_HOST}/push/a`)).body.error.code).toBe('BAD_REQUEST');
    expect(await new PushStore(server.accounts.store.sql).subscriptionsOf(await beaId())).toEqual([]);
    expect([v4.connections, v6.connections]).toEqual([0, 0]);
  });

  it('makes no request to a private address when the move comes, even for subscriptions stored earlier or a host rebound since', async () => {
    const store = new PushStore(server.accounts.store.sql);
    const id = await beaId();
    const good = push.subscription('bea-good');
    expect((await bea.call('POST', '/api/push/subscribe', PushService.body(good))).status).toBe(204);
    // Accepted while rebind.example resolved to a public address...
    const rebound = push.subscription('bea-rebound');
    const reboundEndpoint = `https://rebind.example:${push.port}/push/bea-rebound`;
    expect((await bea.call('POST', '/api/push/subscribe', { endpoint: reboundEndpoint, expirationTime: null, keys: rebound.keys })).status).toBe(204);
    // ...which now points at loopback, where this very push service listens: a push that
    // trusted the first answer (or asked DNS again when connecting) would arrive there.
    dns['rebind.example'] = ['127.0.0.1'];
    // Stored before endpoints were checked (written straight into the store).
    const k = keys();
    await store.subscribe(id, { endpoint: `https://127.0.0.1:${v4.port}/push/old`, keys: k }, '2026-01-05T09:00:02.000Z');
    await store.subscribe(id, { endpoint: `https://[::1]:${v6.port}/push/old`, keys: k }, '2026-01-05T09:00:03.000Z');
    await store.subscribe(id, { endpoint: `https://localhost:${v6.port}/push/old`, keys: k }, '2026-01-05T09:00:04.000Z');

    const g = await createGame(server.url, { players: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bea' }], options: { seed: 21, startSeat: 0, turnBased: { hours: 24, onTimeout: 'bot' } } });
    expect((await ann.call('POST', '/api/account/seats', { gameId: g.gameId, token: g.seats[0].token! })).status).toBe(200);
    expect((await bea.call('POST', '/api/account/seats', { gameId: g.gameId, token: g.seats[1].token! })).status).toBe(200);
    await server.notified();
    const before = push.received.length;
    now += 3_600_000;
    await annPlaysHerTurn(server.url, g, g.seats[0].token!);
    await server.notified();
    expect(push.received.slice(before).map((p) => p.path)).toEqual(['/push/bea-good']);
    expect([v4.connections, v6.connections]).toEqual([0, 0]);
    // Those stored with an IP literal are forgotten; the rebound host stays (DNS may come back).
    expect((await store.subscriptionsOf(id)).map((s) => s.endpoint)).toEqual([`https://localhost:${v6.port}/push/old`, good.endpoint, reboundEndpoint]);
  });

  it(`sends at most ${MAX_PUSHES_PER_NOTICE} pushes per notice, to the newest subscriptions`, async () => {
    const store = new PushStore(server.accounts.store.sql);
    const id = await beaId();
    for (const s of await store.subscriptionsOf(id)) await store.drop(s.endpoint);
    for (let i = 0; i < 8; i++) {
      now += 1000;
      expect((await bea.call('POST', '/api/push/subscribe', PushService.body(push.subscription(`many-${i}`)))).status).toBe(204);
    }
    const g = await createGame(server.url, { players: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bea' }], options: { seed: 21, startSeat: 0, turnBased: { hours: 24, onTimeout: 'bot' } } });
    expect((await ann.call('POST', '/api/account/seats', { gameId: g.gameId, token: g.seats[0].token! })).status).toBe(200);
    expect((await bea.call('POST', '/api/account/seats', { gameId: g.gameId, token: g.seats[1].token! })).status).toBe(200);
    const before = push.received.length;
    await annPlaysHerTurn(server.url, g, g.seats[0].token!);
    await server.notified();
    expect(push.received.slice(before).map((p) => p.path).sort()).toEqual(['/push/many-3', '/push/many-4', '/push/many-5', '/push/many-6', '/push/many-7']);
  });
});

/** Ann plays (first legal choices) until the decision is Bea's. */
async function annPlaysHerTurn(url: string, g: CreateGameResponse, token: string): Promise<void> {
  let cur = (await http<ViewResponse>(url, 'GET', `/api/games/${g.gameId}/view`, undefined, token)).body;
  while (cur.view.pending?.seat === 0) {
    const r = await http<ViewResponse>(url, 'POST', `/api/games/${g.gameId}/actions`, { version: cur.version, action: cur.view.legal[0] }, token);
    expect(r.status).toBe(200);
    cur = r.body;
  }
}
