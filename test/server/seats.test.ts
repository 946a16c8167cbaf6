// Seats that belong to their players: the creator holds a token for their own seat only,
// friends claim theirs with one-time invite codes, the host revokes and re-issues unclaimed
// invites, and a holder moves a seat to another device with a one-time transfer code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClaimResponse, CreateGameResponse, ErrorBody, InvitePreview, LogResponse, ReissueResponse, SeatsResponse, TransferResponse, ViewResponse,
} from '../../src/protocol/game.ts';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app.ts';
import { GameHub } from '../../src/server/games.ts';
import { LocalPubSub } from '../../src/server/pubsub/local.ts';
import { SqliteStorage } from '../../src/server/storage/sqlite.ts';
import { createOnly, http, humans, rng, startServer, stepRandom, tempDir, WsClient } from './helpers.ts';

type Server = Awaited<ReturnType<typeof startServer>>;
let server: Server;
let base: string;

beforeAll(async () => {
  server = await startServer();
  base = server.url;
});
afterAll(async () => {
  await server.stop();
});

const view = (g: CreateGameResponse | string, token?: string) => http<ViewResponse>(base, 'GET', `/api/games/${typeof g === 'string' ? g : g.gameId}/view`, undefined, token);
const claim = (g: CreateGameResponse, code: string) => http<ClaimResponse>(base, 'POST', `/api/games/${g.gameId}/claim`, { code });
const seatsOf = (g: CreateGameResponse) => http<SeatsResponse>(base, 'GET', `/api/games/${g.gameId}/seats`);
const host = (g: CreateGameResponse, what: 'revoke' | 'reissue', seat: number, hostToken = g.hostToken) =>
  http<ReissueResponse>(base, 'POST', `/api/games/${g.gameId}/invites/${what}`, { hostToken, seat });

describe('creating a game', () => {
  it('gives the creator a token for their own seat only, invite codes for the others, and a host token', async () => {
    const g = await createOnly(base, { players: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bob' }, { kind: 'bot' }] });
    expect(g.creatorSeat).toBe(0);
    expect(g.seats[0].token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(g.seats[0].invite).toBeUndefined();
    expect(g.seats[0].inviteUrl).toBe(`/play/${g.gameId}#token=${g.seats[0].token}`);
    expect(g.seats[1].token).toBeUndefined();
    expect(g.seats[1].invite).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(g.seats[1].inviteUrl).toBe(`/play/${g.gameId}#invite=${g.seats[1].invite}`);
    expect(g.seats[2]).toEqual({ seat: 2, name: 'Bot 3', kind: 'bot', level: 'medium' });
    expect(g.hostToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set([g.seats[0].token, g.seats[1].invite, g.hostToken]).size).toBe(3);
    expect((await seatsOf(g)).body.seats).toEqual([
      { seat: 0, name: 'Ann', kind: 'human', claimed: true, invited: false },
      { seat: 1, name: 'Bob', kind: 'human', claimed: false, invited: true },
      { seat: 2, name: 'Bot 3', kind: 'bot', level: 'medium' },
    ]);
  });

  it('lets the creator pick their seat, or none; an all-bot game has no seat', async () => {
    const second = await createOnly(base, { players: humans(3), creatorSeat: 1 });
    expect(second.creatorSeat).toBe(1);
    expect(second.seats.map((s) => [s.token !== undefined, s.invite !== undefined])).toEqual([[false, true], [true, false], [false, true]]);
    const none = await createOnly(base, { players: humans(2), creatorSeat: null });
    expect(none.creatorSeat).toBeNull();
    expect(none.seats.every((s) => s.token === undefined && s.invite !== undefined)).toBe(true);
    const bots = await createOnly(base, { players: [{ kind: 'bot' }, { kind: 'bot' }] });
    expect(bots.creatorSeat).toBeNull();
    expect(bots.seats.every((s) => s.token === undefined && s.invite === undefined)).toBe(true);
    const onBot = await http<ErrorBody>(base, 'POST', '/api/games', { players: [{ kind: 'human' }, { kind: 'bot' }], creatorSeat: 1 });
    expect(onBot.status).toBe(400);
    expect(onBot.body.error.code).toBe('NOT_A_SEAT');
  });
});

describe('claiming an invite', () => {
  it('gives the friend a fresh token; the creator cannot read or act for that seat with anything they hold', async () => {
    const g = await createOnly(base, { players: humans(2), options: { startSeat: 1 } });
    const preview = await http<InvitePreview>(base, 'POST', `/api/games/${g.gameId}/invite`, { code: g.seats[1].invite });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ gameId: g.gameId, seat: 1, kind: 'invite', knownDeal: false, over: false });
    expect(preview.body.seats[1]).toMatchObject({ claimed: false, invited: true });

    const bob = await claim(g, g.seats[1].invite!);
    expect(bob.status).toBe(200);
    expect(bob.body.seat).toBe(1);
    expect(bob.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(bob.body.token).not.toBe(g.seats[1].invite);
    const bobView = await view(g, bob.body.token);
    expect(bobView.status).toBe(200);
    expect(bobView.body.seat).toBe(1);
    expect(bobView.body.view.players[1].hand).toBeDefined();

    // Everything the creator holds: their own token, the spent invite, the host token.
    const creator = [g.seats[0].token!, g.seats[1].invite!, g.hostToken];
    const own = await view(g, creator[0]);
    expect(own.body.seat).toBe(0);
    expect(own.body.view.players[1].hand).toBeUndefined();
    for (const t of creator.slice(1)) {
      const v = await http<ErrorBody>(base, 'GET', `/api/games/${g.gameId}/view`, undefined, t);
      expect(v.status).toBe(403);
      expect(v.body.error.code).toBe('BAD_TOKEN');
    }
    // Seat 1 must decide: the creator's token plays seat 0 only, the others are no seats at all.
    const legal = bobView.body.view.legal[0];
    const mine = await http<ErrorBody>(base, 'POST', `/api/games/${g.gameId}/actions`, { version: 0, action: legal }, creator[0]);
    expect([mine.status, mine.body.error.code]).toEqual([403, 'NOT_YOUR_TURN']);
    for (const t of creator.slice(1)) {
      const r = await http<ErrorBody>(base, 'POST', `/api/games/${g.gameId}/actions`, { version: 0, action: legal }, t);
      expect([r.status, r.body.error.code]).toEqual([403, 'BAD_TOKEN']);
      const ws = await WsClient.open(base, g.gameId, t);
      expect((await ws.waitClose()).code).toBe(4403);
    }
    expect((await view(g)).body.version).toBe(0);
    expect((await seatsOf(g)).body.seats[1]).toMatchObject({ claimed: true, invited: false });
  });

  it('refuses a spent invite: a code claims its seat once', async () => {
    const g = await createOnly(base, { players: humans(2) });
    expect((await claim(g, g.seats[1].invite!)).status).toBe(200);
    const again = await http<ErrorBody>(base, 'POST', `/api/games/${g.gameId}/claim`, { code: g.seats[1].invite });
    expect(again.status).toBe(403);
    expect(again.body.error.code).toBe('BAD_CODE');
    expect(again.body.error.message).toMatch(/already been used/);
    const preview = await http<ErrorBody>(base, 'POST', `/api/games/${g.gameId}/invite`, { code: g.seats[1].invite });
    expect([preview.status, preview.body.error.code]).toEqual([403, 'BAD_CODE']);
  });

  it('settles two racing claims of one invite: exactly one wins', async () => {
    const g = await createOnly(base, { players: humans(2) });
    const results = await Promise.all([claim(g, g.seats[1].invite!), claim(g, g.seats[1].invite!), claim(g, g.seats[1].invite!)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403, 403]);
  });

  it('refuses codes of another game, seat tokens as codes, and the host token as a code', async () => {
    const a = await createOnly(base, { players: humans(2) });
    const b = await createOnly(base, { players: humans(2) });
    for (const code of [b.seats[1].invite!, a.seats[0].token!, a.hostToken, 'x']) {
      const r = await http<ErrorBody>(base, 'POST', `/api/games/${a.gameId}/claim`, { code });
      expect([r.status, r.body.error.code]).toEqual([403, 'BAD_CODE']);
    }
    expect((await seatsOf(a)).body.seats[1]).toMatchObject({ claimed: false, invited: true });
  });
});

describe('the host', () => {
  it('revokes an unclaimed invite: its link stops working', async () => {
    const g = await createOnly(base, { players: humans(3) });
    const r = await host(g, 'revoke', 1);
    expect(r.status).toBe(200);
    expect(r.body.seats[1]).toMatchObject({ claimed: false, invited: false });
    expect(r.body.seats[2]).toMatchObject({ claimed: false, invited: true });
    expect((await claim(g, g.seats[1].invite!)).status).toBe(403);
    expect((await claim(g, g.seats[2].invite!)).status).toBe(200);
  });

  it('re-issues an invite: the new code works, the old one does not', async () => {
    const g = await createOnly(base, { players: humans(2) });
    const r = await host(g, 'reissue', 1);
    expect(r.status).toBe(200);
    expect(r.body.seat).toBe(1);
    expect(r.body.invite).not.toBe(g.seats[1].invite);
    expect(r.body.inviteUrl).toBe(`/play/${g.gameId}#invite=${r.body.invite}`);
    expect(r.body.seats[1]).toMatchObject({ claimed: false, invited: true });
    expect((await claim(g, g.seats[1].invite!)).status).toBe(403);
    const ok = await claim(g, r.body.invite);
    expect(ok.status).toBe(200);
    expect(ok.body.seat).toBe(1);
    // A revoked seat can be invited again too.
    const h = await createOnly(base, { players: humans(2) });
    await host(h, 'revoke', 1);
    const again = await host(h, 'reissue', 1);
    expect((await claim(h, again.body.invite)).status).toBe(200);
  });

  it('cannot touch a claimed seat, a bot seat, or another game; other tokens are not host tokens', async () => {
    const g = await createOnly(base, { players: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot' }] });
    const other = await createOnly(base, { players: humans(2) });
    const bob = await claim(g, g.seats[1].invite!);
    for (const what of ['revoke', 'reissue'] as const) {
      const taken = await host(g, what, 1);
      expect([taken.status, (taken.body as unknown as ErrorBody).error.code]).toEqual([409, 'SEAT_CLAIMED']);
      const mine = await host(g, what, 0);
      expect([mine.status, (mine.body as unknown as ErrorBody).error.code]).toEqual([409, 'SEAT_CLAIMED']);
      const bot = await host(g, what, 2);
      expect([bot.status, (bot.body as unknown as ErrorBody).error.code]).toEqual([400, 'NOT_A_SEAT']);
      for (const t of [other.hostToken, g.seats[0].token!, bob.body.token]) {
        const r = await host(g, what, 1, t);
        expect([r.status, (r.body as unknown as ErrorBody).error.code]).toEqual([403, 'BAD_HOST']);
      }
    }
    const v = await view(g, bob.body.token);
    expect(v.body.seat).toBe(1);
  });
});

describe('moving a seat to another device', () => {
  it('only the holder gets a transfer code; claiming it issues a new token and revokes the old one', async () => {
    const g = await createOnly(base, { players: humans(2), options: { startSeat: 0 } });
    const phone = (await claim(g, g.seats[1].invite!)).body.token;
    const socket = await WsClient.open(base, g.gameId, phone);
    await socket.next((m) => m.type === 'view');

    const spectator = await http<ErrorBody>(base, 'POST', `/api/games/${g.gameId}/transfer`);
    expect([spectator.status, spectator.body.error.code]).toEqual([403, 'SPECTATOR']);
    const t = await http<TransferResponse>(base, 'POST', `/api/games/${g.gameId}/transfer`, undefined, phone);
    expect(t.status).toBe(200);
    expect(t.body.seat).toBe(1);
    expect(t.body.url).toBe(`/play/${g.gameId}#transfer=${t.body.code}`);
    const preview = await http<InvitePreview>(base, 'POST', `/api/games/${g.gameId}/invite`, { code: t.body.code });
    expect(preview.body).toMatchObject({ seat: 1, kind: 'transfer' });
    // Not yet claimed: the old token still plays.
    expect((await view(g, phone)).body.seat).toBe(1);

    const laptop = await claim(g, t.body.code);
    expect(laptop.status).toBe(200);
    expect(laptop.body.seat).toBe(1);
    expect((await view(g, laptop.body.token)).body.seat).toBe(1);
    const old = await http<ErrorBody>(base, 'GET', `/api/games/${g.gameId}/view`, undefined, phone);
    expect([old.status, old.body.error.code]).toEqual([403, 'BAD_TOKEN']);
    const oldTransfer = await http<ErrorBody>(base, 'POST', `/api/games/${g.gameId}/transfer`, undefined, phone);
    expect(oldTransfer.status).toBe(403);
    // The old device's open socket is closed, not left able to act.
    expect((await socket.waitClose()).code).toBe(4403);
    // The code was spent.
    expect((await claim(g, t.body.code)).status).toBe(403);
    // Seat 0's token is untouched.
    expect((await view(g, g.seats[0].token)).body.seat).toBe(0);
  });

  it('a newer transfer code replaces the previous one', async () => {
    const g = await createOnly(base, { players: humans(2) });
    const t1 = await http<TransferResponse>(base, 'POST', `/api/games/${g.gameId}/transfer`, undefined, g.seats[0].token);
    const t2 = await http<TransferResponse>(base, 'POST', `/api/games/${g.gameId}/transfer`, undefined, g.seats[0].token);
    expect((await claim(g, t1.body.code)).status).toBe(403);
    expect((await claim(g, t2.body.code)).status).toBe(200);
  });
});

describe('seeds', () => {
  it('draws a secret 256-bit seed that no view or error shows before the end; the replay carries it', async () => {
    const g = await createOnly(base, { players: humans(2) });
    expect(g.knownDeal).toBe(false);
    const seed = (await server.hub.get(g.gameId))!.stored.options.seed;
    expect(typeof seed).toBe('string');
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    const tokens = [g.seats[0].token!, (await claim(g, g.seats[1].invite!)).body.token];
    const seen: string[] = [];
    const look = async (): Promise<void> => {
      for (const t of [...tokens, undefined]) {
        const v = await view(g, t);
        expect(v.body.knownDeal).toBe(false);
        seen.push(JSON.stringify(v.body));
      }
      seen.push(JSON.stringify((await seatsOf(g)).body));
      seen.push(JSON.stringify((await http(base, 'GET', `/api/games/${g.gameId}/log`)).body));
      seen.push(JSON.stringify((await http(base, 'POST', `/api/games/${g.gameId}/actions`, { version: 999, action: { type: 'pass' } }, tokens[0])).body));
      seen.push(JSON.stringify((await http(base, 'POST', `/api/games/${g.gameId}/actions`, { version: (await view(g)).body.version, action: { type: 'nonsense' } }, tokens[0])).body));
    };
    const r = rng(5);
    let steps = 0;
    await look();
    while (await stepRandom(base, g.gameId, tokens, r)) {
      // The seed is public once the game is over, so look only while it is still being played.
      if (++steps % 25 === 0 && !(await view(g)).body.view.over) await look();
    }
    expect(seen.some((s) => s.includes(seed as string))).toBe(false);
    const log = await http<LogResponse>(base, 'GET', `/api/games/${g.gameId}/log`);
    expect(log.status).toBe(200);
    expect(log.body.replay.options.seed).toBe(seed);
  }, 120_000);

  it('flags a chosen seed as a known deal to every seat, the spectator, the seat list and the invite page', async () => {
    for (const seed of [1234, 'ab'.repeat(16)]) {
      const g = await createOnly(base, { players: humans(3), options: { seed } });
      expect(g.knownDeal).toBe(true);
      const preview = await http<InvitePreview>(base, 'POST', `/api/games/${g.gameId}/invite`, { code: g.seats[1].invite });
      expect(preview.body.knownDeal).toBe(true);
      expect((await seatsOf(g)).body.knownDeal).toBe(true);
      const t1 = (await claim(g, g.seats[1].invite!)).body.token;
      const t2 = (await claim(g, g.seats[2].invite!)).body.token;
      for (const t of [g.seats[0].token, t1, t2, undefined]) expect((await view(g, t)).body.knownDeal).toBe(true);
      expect((await server.hub.get(g.gameId))!.stored.options.seed).toBe(seed);
    }
    const plain = await createOnly(base, { players: humans(2) });
    expect((await seatsOf(plain)).body.knownDeal).toBe(false);
  });

  it('refuses malformed seeds', async () => {
    for (const seed of ['xyz', 'AB'.repeat(16), 'ab'.repeat(8), 'a'.repeat(65), -1, 2 ** 32, 1.5]) {
      const r = await http<ErrorBody>(base, 'POST', '/api/games', { players: humans(2), options: { seed } });
      expect(r.status, String(seed)).toBe(400);
    }
  });
});

describe('links keep secrets out of URLs the server sees', () => {
  it('refuses a code in the query string: codes go in the body', async () => {
    const g = await createOnly(base, { players: humans(2) });
    const r = await http<ErrorBody>(base, 'POST', `/api/games/${g.gameId}/claim?code=${g.seats[1].invite}`, {});
    expect(r.status).toBe(400);
    expect((await seatsOf(g)).body.seats[1]).toMatchObject({ claimed: false });
  });
});

describe('storage trouble', () => {
  it('answers 503 on every seat route when the credential tables cannot be read or written', async () => {
    const tmp = tempDir();
    const storage = new SqliteStorage({ file: join(tmp.dir, 'a.sqlite') });
    await storage.init();
    const hub = new GameHub({ storage, pubsub: new LocalPubSub(), origin: 'test' });
    const app = await buildApp({ hub, logger: false, rateLimitPerMinute: false });
    try {
      const created = await hub.create({ players: humans(2) });
      if (!created.ok) throw new Error('create failed');
      const { gameId, hostToken, seats } = created.body;
      const fail = async (): Promise<never> => {
        throw new Error('secret detail');
      };
      Object.assign(storage, { findSeats: fail, findCode: fail, seatStates: fail, claimSeat: fail, setCode: fail });
      for (const [method, url, payload, token] of [
        ['GET', `/api/games/${gameId}/seats`, undefined, undefined],
        ['POST', `/api/games/${gameId}/invite`, { code: seats[1].invite }, undefined],
        ['POST', `/api/games/${gameId}/claim`, { code: seats[1].invite }, undefined],
        ['POST', `/api/games/${gameId}/invites/revoke`, { hostToken, seat: 1 }, undefined],
        ['POST', `/api/games/${gameId}/invites/reissue`, { hostToken, seat: 1 }, undefined],
        ['POST', `/api/games/${gameId}/transfer`, undefined, seats[0].token],
        ['GET', `/api/games/${gameId}/view`, undefined, seats[0].token],
      ] as const) {
        const res = await app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
        expect(res.statusCode, url).toBe(503);
        expect((JSON.parse(res.body) as ErrorBody).error.code).toBe('UNAVAILABLE');
        expect(res.body).not.toContain('secret');
      }
    } finally {
      await app.close();
      await storage.close();
      tmp.cleanup();
    }
  });
});

describe('two processes on one store', () => {
  it('agree at once on who holds a seat: claims and transfers made on one are honoured and enforced on the other', async () => {
    const other = await startServer({ dbFile: join(server.dir, 'abyss.sqlite') });
    try {
      const on = (url: string, path: string, body?: unknown, token?: string) => http<ErrorBody & ViewResponse & ClaimResponse & TransferResponse>(url, body === undefined && !path.endsWith('transfer') ? 'GET' : 'POST', path, body, token);
      const g = await createOnly(base, { players: humans(2) });
      const bob = await on(other.url, `/api/games/${g.gameId}/claim`, { code: g.seats[1].invite });
      expect(bob.status).toBe(200);
      expect((await on(base, `/api/games/${g.gameId}/view`, undefined, bob.body.token)).body.seat).toBe(1);
      expect((await on(base, `/api/games/${g.gameId}/claim`, { code: g.seats[1].invite })).status).toBe(403);

      const move = await on(base, `/api/games/${g.gameId}/transfer`, undefined, bob.body.token);
      const moved = await on(other.url, `/api/games/${g.gameId}/claim`, { code: move.body.code });
      expect(moved.status).toBe(200);
      for (const url of [base, other.url]) {
        const old = await on(url, `/api/games/${g.gameId}/view`, undefined, bob.body.token);
        expect([old.status, old.body.error?.code]).toEqual([403, 'BAD_TOKEN']);
        expect((await on(url, `/api/games/${g.gameId}/view`, undefined, moved.body.token)).body.seat).toBe(1);
      }
    } finally {
      await other.stop();
    }
  });

  it('a socket opened on the other process with the old token cannot act once the seat moved, and the new device keeps its socket', async () => {
    const other = await startServer({ dbFile: join(server.dir, 'abyss.sqlite') });
    try {
      const g = await createOnly(base, { players: humans(2), options: { startSeat: 1 } });
      const bob = await http<ClaimResponse>(base, 'POST', `/api/games/${g.gameId}/claim`, { code: g.seats[1].invite });
      // Bob's first device watches the game through the other process.
      const oldSocket = await WsClient.open(other.url, g.gameId, bob.body.token);
      const first = await oldSocket.view(0);
      expect(first.seat).toBe(1);
      // He moves the seat through this process; the new device connects to the other one.
      const move = await http<TransferResponse>(base, 'POST', `/api/games/${g.gameId}/transfer`, undefined, bob.body.token);
      const moved = await http<ClaimResponse>(base, 'POST', `/api/games/${g.gameId}/claim`, { code: move.body.code });
      const newSocket = await WsClient.open(other.url, g.gameId, moved.body.token);
      expect((await newSocket.view(0)).seat).toBe(1);
      // The old socket's move is refused by the store's word, and the socket is closed.
      oldSocket.send({ type: 'action', requestId: 'old', version: first.version, action: first.view.legal![0] });
      const refused = await oldSocket.next((m) => m.type === 'result');
      expect(refused).toMatchObject({ type: 'result', requestId: 'old', ok: false, error: { code: 'BAD_TOKEN' } });
      expect((await oldSocket.waitClose()).code).toBe(4403);
      // The new device still plays the seat on that process.
      newSocket.send({ type: 'action', requestId: 'new', version: first.version, action: first.view.legal![0] });
      expect(await newSocket.next((m) => m.type === 'result')).toMatchObject({ requestId: 'new', ok: true });
      expect(newSocket.closed).toBeNull();
      newSocket.close();
    } finally {
      await other.stop();
    }
  });
});
