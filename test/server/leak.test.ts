// Hidden information never leaves the server: every message and response a seat (or a
// spectator, or a bot) receives during full games is checked, zone by zone, against the true
// state at its version (leakCheck.ts). Whole views, log deltas over WebSockets (spliced as the
// browser does) and over REST are all checked. Deterministic: fixed seeds, each human seat
// plays from its own seeded stream once per version, bots without a time budget, REST views
// fetched at fixed versions; the check never depends on timing or on coincidences of numbers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { applyAction, MONSTER_TOKEN_VALUES, newGame, viewFor, type GameState, type PlayerView } from '../engine/mutable.ts';
import type { LiveGame } from '../../src/server/games.ts';
import { turnsBegun } from '../../src/server/gameList.ts';
import type { CreateGameRequest, ServerMessage, ViewResponse } from '../../src/protocol/game.ts';
import { mergeView } from '../../src/web/viewMerge.ts';
import { createGame, http, pick, rng, startServer, WsClient } from './helpers.ts';
import { deltaLeaks, englishLine, FORBIDDEN_KEYS, keysOf, leaks, mailLeaks, noticeLeaks, seatLog, tableLeaks, type NoticeFacts } from './leakCheck.ts';
import { AccountClient } from './accounts/client.ts';
import { MailCatcher, PushService } from './noticeServices.ts';

type Server = Awaited<ReturnType<typeof startServer>>;
let server: Server;
const botViews: { gameId: string; seat: number; version: number; view: PlayerView }[] = [];

beforeAll(async () => {
  server = await startServer({ bots: { delayMs: 0, threads: 0, observe: (gameId, seat, version, view) => botViews.push({ gameId, seat, version, view: structuredClone(view) }) } });
});
afterAll(async () => {
  await server.stop();
});

/** A game longer than this is cut short (a bot game may reach a position no rule ends). */
const MAX_VERSION = 1500;

/** States after 0, 1, 2, ... records, rebuilt from the stored log (no undo in these games). */
function statesOf(game: LiveGame): GameState[] {
  const out = [newGame(game.stored.options)];
  for (const r of game.log) {
    if (r.kind !== 'action') throw new Error('unexpected undo');
    const res = applyAction(out[out.length - 1], r.action);
    if (!res.ok) throw new Error(res.error.message);
    out.push(res.state);
  }
  return out;
}

function openDelta(gameId: string, token: string | undefined): Promise<WsClient> {
  const q = new URLSearchParams({ delta: '1' });
  if (token) q.set('token', token);
  const c = new WsClient(new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/games/${gameId}/ws?${q}`));
  return new Promise((res, rej) => {
    c.socket.once('open', () => res(c));
    c.socket.once('error', rej);
  });
}

interface Played {
  gameId: string;
  tokens: string[];
  whole: WsClient[];
  delta: WsClient[];
  rest: Promise<{ seat: number | null; since?: number; raw: string }>[];
}

/**
 * Plays a game to its end: each human seat answers each version it must decide once, from its
 * own stream; every human seat and a spectator watch with a whole-view socket and a delta one;
 * at every 6th version the REST views of every seat are fetched, whole and as a delta.
 */
async function play(req: CreateGameRequest, seed: number): Promise<Played> {
  const g = await createGame(server.url, req);
  const tokens = g.seats.map((s) => s.token);
  const watchers = [...tokens.entries()].filter(([, t]) => t !== undefined).map(([seat, t]) => ({ seat: seat as number | null, token: t }));
  watchers.push({ seat: null, token: undefined });
  const played: Played = { gameId: g.gameId, tokens: tokens.filter((t): t is string => !!t), whole: [], delta: [], rest: [] };
  let finish!: () => void;
  const done = new Promise<void>((res) => (finish = res));
  for (const w of watchers) {
    const c = await WsClient.open(server.url, g.gameId, w.token);
    played.whole.push(c);
    played.delta.push(await openDelta(g.gameId, w.token));
    const r = rng(seed * 10 + (w.seat ?? 9));
    let acted = -1;
    c.onMessage((m) => {
      if (m.type !== 'view' || m.version <= acted) return;
      if (m.view.over || m.version >= MAX_VERSION) return finish();
      if (w.seat === null && m.version % 6 === 0) {
        for (const x of watchers) {
          const get = (since?: number) =>
            played.rest.push(
              http(server.url, 'GET', `/api/games/${g.gameId}/view${since === undefined ? '' : `?sinceVersion=${since}`}`, undefined, x.token)
                .then((res) => ({ seat: x.seat, since, raw: JSON.stringify(res.body) })),
            );
          get();
          get(Math.max(0, m.version - 4));
        }
      }
      if (m.view.legal.length === 0) return;
      acted = m.version;
      c.send({ type: 'action', requestId: String(m.version), version: m.version, action: pick(r, m.view.legal) });
    });
  }
  await done;
  return played;
}

describe('hidden information', () => {
  it('the table-status check flags anything beyond seat states and times', () => {
    const ok = { type: 'table', gameId: 'g', version: 3, presence: ['online', 'bot'], turnSeconds: 60, turnLeftMs: 0, away: 0, ended: null };
    expect(tableLeaks(ok, 'g', 2)).toEqual([]);
    expect(tableLeaks({ ...ok, hand: [3] }, 'g', 2)).toEqual(['unknown field hand']);
    expect(tableLeaks({ ...ok, presence: ['online', 'away'] }, 'g', 2)).toEqual(['presence']);
    expect(tableLeaks({ ...ok, ended: { by: 0, seat: 1, token: 'x' } }, 'g', 2)).toEqual(['ended']);
    expect(tableLeaks({ ...ok, away: 2 }, 'g', 2)).toEqual(['away']);
  });

  it('reaches no seat, spectator or bot that may not know it, in full games', async () => {
    const human = { kind: 'human' as const };
    const bot = { kind: 'bot' as const, level: 'medium' as const };
    const setups: [CreateGameRequest, number][] = [
      [{ players: [human, human], options: { seed: 101 } }, 1],
      [{ players: [human, bot, human], options: { seed: 102 } }, 2],
      [{ players: [human, human, bot, human], options: { seed: 103, martialLaw: true } }, 3],
      [{ players: [bot, bot, bot], options: { seed: 104 } }, 4],
      [{ players: [human, human, human], options: { seed: 105, deProfundis: true } }, 5],
    ];
    const started = performance.now();
    const games = await Promise.all(setups.map(([req, seed]) => play(req, seed)));
    const playedMs = performance.now() - started;

    const problems: string[] = [];
    const counts = { whole: 0, delta: 0, rest: 0, bot: 0, over: 0, table: 0 };
    for (const p of games) {
      const live = (await server.hub.get(p.gameId))!;
      const states = statesOf(live);
      if (live.over) counts.over++;
      const report = (where: string, found: string[]) => problems.push(...found.map((f) => `game ${p.gameId} ${where}: ${f}`));
      /** Tokens and secret names never appear in anything sent, whatever its kind. */
      const raw = (where: string, text: string) => {
        for (const t of p.tokens) if (text.includes(t)) report(where, ['a seat token']);
        const keys = keysOf(JSON.parse(text));
        for (const k of FORBIDDEN_KEYS) if (keys.has(k)) report(where, [`key ${k}`]);
      };
      for (const c of p.whole) {
        for (const [i, text] of c.raw.entries()) {
          raw(`msg ${i}`, text);
          const m = JSON.parse(text) as ServerMessage;
          if (m.type === 'table') {
            report(`table msg ${i}`, tableLeaks(m as unknown as Record<string, unknown>, p.gameId, live.stored.seats.length));
            counts.table++;
          }
          if (m.type !== 'view') {
            if (['hand', 'view', 'log'].some((k) => keysOf(m).has(k))) report(`msg ${i}`, ['game data outside a view']);
            continue;
          }
          if (m.logFrom !== undefined) report(`msg ${i}`, ['a delta on a whole-view socket']);
          report(`seat ${m.seat} v${m.version}`, leaks(m.view, m.seat, states[m.version]));
          counts.whole++;
        }
      }
      for (const c of p.delta) {
        let held: ViewResponse | null = null;
        for (const [i, text] of c.raw.entries()) {
          raw(`delta msg ${i}`, text);
          const m = JSON.parse(text) as ServerMessage;
          if (m.type === 'table') report(`delta table msg ${i}`, tableLeaks(m as unknown as Record<string, unknown>, p.gameId, live.stored.seats.length));
          if (m.type !== 'view') continue;
          const s = states[m.version];
          // The lines sent, then the view the client holds once they are spliced in.
          report(`delta seat ${m.seat} v${m.version}`, deltaLeaks(m, s).problems);
          held = mergeView(held, m);
          if (!held) {
            report(`delta seat ${m.seat} v${m.version}`, ['a delta that does not splice']);
            break;
          }
          report(`delta seat ${m.seat} v${m.version} spliced`, leaks(held.view, held.seat, s));
          if (m.logFrom !== undefined) counts.delta++;
        }
      }
      for (const [i, r] of (await Promise.all(p.rest)).entries()) {
        raw(`REST ${i}`, r.raw);
        const body = JSON.parse(r.raw) as ViewResponse;
        if (body.seat !== r.seat) report(`REST ${i}`, ['the view of another seat']);
        const s = states[body.version];
        if (r.since === undefined) {
          if (body.logFrom !== undefined) report(`REST ${i}`, ['a delta without sinceVersion']);
          report(`REST seat ${r.seat} v${body.version}`, leaks(body.view, body.seat, s));
        } else {
          const d = deltaLeaks(body, s);
          report(`REST delta seat ${r.seat} v${body.version}`, [...d.problems, ...leaks(d.whole, body.seat, s)]);
        }
        counts.rest++;
      }
      for (const b of botViews.filter((v) => v.gameId === p.gameId)) {
        raw(`bot ${b.seat} v${b.version}`, JSON.stringify(b.view));
        // Bots get their view without the event log (they never read it; games.ts botView):
        // the rest must be exactly the engine's view of that seat.
        if (b.view.log.length !== 0) report(`bot seat ${b.seat} v${b.version}`, ['a bot view with a log']);
        report(`bot seat ${b.seat} v${b.version}`, leaks({ ...b.view, log: viewFor(states[b.version], b.seat).log }, b.seat, states[b.version]));
        counts.bot++;
      }
      for (const c of [...p.whole, ...p.delta]) c.close();
    }
    console.log(`played in ${Math.round(playedMs)} ms, checked in ${Math.round(performance.now() - started - playedMs)} ms:`, JSON.stringify(counts));
    expect(problems.slice(0, 20)).toEqual([]);
    // The games really were played and looked at: every kind of message, games to their end.
    expect(counts.whole).toBeGreaterThan(1500);
    expect(counts.delta).toBeGreaterThan(1500);
    expect(counts.rest).toBeGreaterThan(200);
    expect(counts.bot).toBeGreaterThan(100);
    expect(counts.table).toBeGreaterThan(1500);
    expect(counts.over).toBeGreaterThanOrEqual(2); // the all-human games, whose moves the seeds fix
    // A loaded machine makes it slower, never different: a generous limit, no timing asserted.
  }, 600_000);
});

describe('the leak check itself', () => {
  // A mid-game 3-player state with cards in hands, the Council and Monster tokens.
  const s = (() => {
    let st = newGame({ seed: 11, players: 3 });
    const r = rng(3);
    while (!st.over) {
      const res = applyAction(st, pick(r, viewFor(st, st.pending!.seat).legal));
      if (!res.ok) throw new Error(res.error.message);
      st = res.state;
      if (st.players[1].hand.length >= 2 && st.players[1].monsters.length > 0 && st.council.some((c) => c.length >= 2) && st.log.some((e) => e.to === 1)) break;
    }
    return st;
  })();

  it('passes a true view, including when card numbers of different kinds coincide', () => {
    expect(s.over).toBe(false);
    expect(leaks(viewFor(s, 0), 0, s)).toEqual([]);
    expect(leaks(viewFor(s, null), null, s)).toEqual([]);
    // The coincidence that failed the old substring check: seat 0's affiliated Allies carry the
    // same numbers as the top three Lords of the deck. Not a leak.
    const t: GameState = structuredClone(s);
    t.players[0].affiliated = t.lordDeck.slice(-3);
    expect(leaks(viewFor(t, 0), 0, t)).toEqual([]);
  });

  it('catches each hidden zone planted into a view', () => {
    const plant = (f: (v: PlayerView) => void, seat: number | null = 0) => {
      const v = viewFor(s, seat);
      f(v);
      return leaks(v, seat, s);
    };
    const racePlanted = s.council.findIndex((c) => c.length >= 2);
    expect(plant((v) => (v.players[1].hand = s.players[1].hand.slice()))).toContain('hand of seat 1');
    expect(plant((v) => (v.players[1].monsterValues = s.players[1].monsters.map((t) => MONSTER_TOKEN_VALUES[t])))).toContain('Monster tokens of seat 1');
    expect(plant((v) => Object.assign(v.council[racePlanted], { cards: s.council[racePlanted] }))).toContain('Council contents');
    expect(plant((v) => Object.assign(v, { deck: s.explorationDeck.slice(-4) }))).toContain('unknown field deck');
    expect(plant((v) => Object.assign(v, { lordDeck: s.lordDeck }))).toContain('key lordDeck');
    expect(plant((v) => (v.court = s.lordDeck.slice(-3)))).toContain('track, Court or Lord discard');
    expect(plant((v) => (v.locationStack = [...s.locationStack]))).toContain('the Location stack');
    expect(plant((v) => (v.peek = s.lordDeck[s.lordDeck.length - 1]))).toContain('the top Lord');
    expect(plant((v) => (v.options = { ...v.options, seed: s.options.seed } as PlayerView['options']))).toContain('the seed');
    expect(plant((v) => (v.lordDeckCount = s.lordDeck.length + 1))).toContain('lordDeckCount is not the size of its deck');
    const secret = s.log.find((e) => e.to === 1)!;
    expect(plant((v) => v.log.push({ ...secret }))).toContain(`private line of seat 1: ${englishLine(s, secret)}`);
    expect(plant((v) => v.players[0].hand!.pop())).toContain('own hand wrong');
  });

  it('catches a private line of another seat in a log delta', () => {
    const mine = seatLog(s, 0);
    const secret = s.log.find((e) => e.to === 1)!;
    const body: ViewResponse = {
      gameId: 'g', version: 1, seat: 0, seats: [], canUndo: false, knownDeal: false, rating: 'rated',
      view: { ...viewFor(s, 0), log: [...mine.slice(-2), secret] }, logFrom: mine.length - 2, logLength: mine.length + 1, baseVersion: 0,
    };
    const found = deltaLeaks(body, s).problems;
    expect(found).toContain(`private line of seat 1 in a delta: ${englishLine(s, secret)}`);
    expect(found).toContain("delta lines not exactly this seat's missing lines");
    const honest = deltaLeaks({ ...body, view: { ...body.view, log: mine.slice(-2) }, logLength: mine.length }, s);
    expect(honest.problems).toEqual([]);
    expect(leaks(honest.whole, 0, s)).toEqual([]);
  });
});

describe('turn notices (Web Push and e-mail)', () => {
  // A turn-based game between two accounts, each subscribed and with an address, played by
  // seeded random legal moves: every push (decrypted) and every e-mail is compared field by
  // field with the public facts of that moment, so a card can hide nowhere in them.
  const push = new PushService();
  const mail = new MailCatcher();
  const NOW = Date.UTC(2026, 2, 1, 8, 0);
  const ORIGIN = 'https://abyss.example.org';
  let noticeServer: Server;

  beforeAll(async () => {
    await push.start();
    await mail.start();
    noticeServer = await startServer({
      table: { now: () => NOW }, turnCheckMs: 0, accounts: { scrypt: { log2N: 12, r: 8, p: 1 } },
      notices: { smtpUrl: mail.url, smtpFrom: 'abyss@example.org', publicUrl: ORIGIN, pushNetwork: push.network() },
    });
  });
  afterAll(async () => {
    await noticeServer.stop();
    await push.close();
    await mail.close();
  });

  it('say whose move it is and until when, and nothing else, through a whole game', async () => {
    const base = noticeServer.url;
    const g = await createGame(base, { players: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bea' }], options: { seed: 31, turnBased: { hours: 48, onTimeout: 'bot' } } });
    const tokens = g.seats.map((s) => s.token!);
    const people = ['ann', 'bea'];
    for (const [seat, login] of people.entries()) {
      const c = new AccountClient(base);
      expect((await c.signUp(login, `long password ${login}`, login.toUpperCase())).status).toBe(201);
      expect((await c.call('POST', '/api/account/seats', { gameId: g.gameId, token: tokens[seat] })).status).toBe(200);
      expect((await c.call('POST', '/api/push/subscribe', PushService.body(push.subscription(login)))).status).toBe(204);
      expect((await c.call('PUT', '/api/account/email', { email: `${login}@example.org` })).status).toBe(200);
      // One e-mail per turn (not digests), so that every notice has its e-mail to compare.
      expect((await c.call('PUT', '/api/account/notices', { push: true, email: 'each' })).status).toBe(200);
    }
    const r = rng(17);
    // Who was told, in order: the seat each time the decision passed to the other one, once per
    // turn of the game (the first turn's notice went at creation).
    const told: number[] = [];
    const noticed = new Set<string>();
    let last: number | null = null;
    for (let i = 0; i < 300; i++) {
      const game = (await noticeServer.hub.get(g.gameId))!;
      if (game.over) break;
      const seat = game.state.pending!.seat;
      const key = `${seat}:${turnsBegun(game.state)}`;
      if ((last === null || seat !== last) && !noticed.has(key)) {
        noticed.add(key);
        if (last !== null) told.push(seat);
      }
      last = seat;
      const v = (await http<ViewResponse>(base, 'GET', `/api/games/${g.gameId}/view`, undefined, tokens[seat])).body;
      const res = await http(base, 'POST', `/api/games/${g.gameId}/actions`, { version: v.version, action: pick(r, v.view.legal) }, tokens[seat]);
      expect(res.status).toBe(200);
    }
    await noticeServer.notified();
    expect(told.length).toBeGreaterThan(10);
    const facts = (seat: number): NoticeFacts => ({ gameId: g.gameId, seat, players: ['Ann', 'Bea'], deadline: NOW + 48 * 3_600_000, onTimeout: 'bot' });
    // The first move's notice went nowhere: no seat was an account's yet.
    expect(push.received.map((p) => p.path)).toEqual(told.map((s) => `/push/${people[s]}`));
    for (const [k, p] of push.received.entries()) expect(noticeLeaks(p.payload, facts(told[k]))).toEqual([]);
    expect(mail.received).toHaveLength(told.length);
    for (const [k, m] of mail.received.entries()) {
      const seat = told[k];
      expect(mailLeaks(m, facts(seat), `${people[seat]}@example.org`, people[seat].toUpperCase(), ORIGIN, '2 days')).toEqual([]);
    }
  });

  it('catches a card planted into a notice or an e-mail', () => {
    const f: NoticeFacts = { gameId: 'g1', seat: 1, players: ['Ann', 'Bea'], deadline: NOW, onTimeout: 'end' };
    const honest = {
      type: 'your-move', gameId: 'g1', seat: 1, players: ['Ann', 'Bea'], deadline: new Date(NOW).toISOString(), onTimeout: 'end', url: '/play/g1',
      title: 'Abyss: your move', body: 'Bea, it is your move in game g1 (Ann, Bea). Time left: until 2026-03-01 08:00 UTC.',
    };
    expect(noticeLeaks(honest, f)).toEqual([]);
    expect(noticeLeaks({ ...honest, hand: [3, 4] }, f)).toEqual(['fields body,deadline,gameId,hand,onTimeout,players,seat,title,type,url']);
    expect(noticeLeaks({ ...honest, body: `${honest.body} Your hand: 3 Jellyfish.` }, f)).toEqual(['body']);
    const mailOf = (text: string) => ({ to: ['bea@example.org'], headers: new Map([['subject', 'Abyss: your move in game g1']]), text });
    const text = ['Hello Bea,', '', 'It is your move in the turn-based game g1 (Ann, Bea).',
      'You have until 2026-03-01 08:00 UTC (12 hours per move); after that the game ends.', '', `Open the game: ${ORIGIN}/play/g1`, '',
      'You get this e-mail because your Abyss account has an e-mail address. Remove it on your account page to get no more.', ''].join('\n');
    expect(mailLeaks(mailOf(text), f, 'bea@example.org', 'Bea', ORIGIN, '12 hours')).toEqual([]);
    expect(mailLeaks(mailOf(text.replace('(Ann, Bea).', '(Ann, Bea). The top Lord is the Slaver.')), f, 'bea@example.org', 'Bea', ORIGIN, '12 hours')).toEqual(['body']);
  });
});
