// A table page fed with chosen views: the page's REST view and its WebSocket are answered by
// the test (Playwright routes), so a test shows exactly the position it wants (a 12-card hand
// at a 5-player table, a boost prompt, the last move of a game) and pushes the next view when
// it wants. The positions come from the engine itself: games played by seeded random legal
// moves, then adjusted with the engine tests' fixtures.
import type { BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { applyAction, legalActions, newGame, viewFor, type GameOptions, type GameState, type PlayerView } from '../engine/mutable.ts';
import type { SeatPublic, ViewResponse } from '../../src/protocol/game.ts';
import { makeRng } from '../../src/bots/rng.ts';
import { openPage, type BrowserTable } from './harness.ts';

/** Plays seeded random legal moves from a new game until `stop` says so (or the game ends). */
export function playUntil(options: GameOptions, moveSeed: number, stop: (s: GameState, moves: number) => boolean, maxMoves = 5000): GameState {
  let s = newGame(options);
  const rng = makeRng(moveSeed);
  for (let moves = 0; moves < maxMoves && !s.over; moves++) {
    if (stop(s, moves)) return s;
    const legal = legalActions(s);
    const r = applyAction(s, legal[rng.int(legal.length)]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  if (!s.over) throw new Error(`no stop within ${maxMoves} moves`);
  return s;
}

export interface FixtureTable {
  context: BrowserContext;
  page: Page;
  /** Sends the next view over the page's socket and waits until the page shows it. */
  push(view: PlayerView): Promise<void>;
}

export interface FixtureOptions {
  viewport: { width: number; height: number };
  errors: string[];
  /** The page's seat (0 unless said). */
  seat?: number;
  locale?: string;
  phone?: boolean;
  /** The creator chose the seed (the page shows its warning). */
  knownDeal?: boolean;
  /** "Rated" or "Friendly" at the table (default rated). */
  rating?: 'rated' | 'friendly';
}

/** Seat 0 a person, the others medium bots, named as in the view. */
function seatsOf(view: PlayerView, me: number): SeatPublic[] {
  return view.players.map((p) => (p.seat === me ? { seat: p.seat, name: p.name, kind: 'human' } : { seat: p.seat, name: p.name, kind: 'bot', level: 'medium' }));
}

/** Opens /play/<gameId> for seat `seat` with `view` as the game's state. */
export async function openFixtureTable(t: BrowserTable, gameId: string, view: PlayerView, opts: FixtureOptions): Promise<FixtureTable> {
  const me = opts.seat ?? 0;
  const context = await t.browser.newContext({
    viewport: opts.viewport, locale: opts.locale ?? 'en-US', ...(opts.phone ? { isMobile: true, hasTouch: true } : {}),
  });
  let current: ViewResponse = { gameId, version: 1, seat: me, seats: seatsOf(view, me), canUndo: false, knownDeal: opts.knownDeal ?? false, rating: opts.rating ?? 'rated', view };
  const sockets: WebSocketRoute[] = [];
  await context.addInitScript(([id, seat]) => {
    localStorage.setItem('abyss.seats.v1', JSON.stringify([{ gameId: id, token: 'fixture-seat-token', seat, savedAt: 0 }]));
  }, [gameId, me] as const);
  await context.route(new RegExp(`/api/games/${gameId}/view`), (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(current) }));
  await context.route(new RegExp(`/api/games/${gameId}/(?!view)`), (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
  await context.routeWebSocket(new RegExp(`/api/games/${gameId}/ws`), (ws) => {
    sockets.push(ws);
    ws.onMessage((raw) => {
      const msg = JSON.parse(String(raw)) as { type: string };
      if (msg.type === 'hello') ws.send(JSON.stringify({ type: 'view', ...current }));
      if (msg.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
    });
  });
  const page = await openPage(context, opts.errors);
  await page.goto(`${t.server.url}/play/${gameId}`);
  await page.waitForSelector(`.game[data-version="${current.version}"]`);
  return {
    context,
    page,
    async push(next: PlayerView) {
      current = { ...current, version: current.version + 1, view: next };
      for (const ws of sockets) ws.send(JSON.stringify({ type: 'view', ...current }));
      await page.waitForSelector(`.game[data-version="${current.version}"]`);
    },
  };
}

/** A view for `seat`, its players named. */
export function namedView(s: GameState, seat: number, names: readonly string[]): PlayerView {
  const v = viewFor(s, seat);
  v.players.forEach((p, i) => { p.name = names[i] ?? p.name; });
  return v;
}
