// Undo after the turn has passed on (the undo grace): bots wait while a person may still take
// a move back; the grace ends by "done", by time (a fake clock here) or by the next seat
// deciding; the log says what was taken back, in public words only, and replays the same
// after a restart.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { activeSeat, applyAction, legalActions, newGame, viewFor, type Action, type GameState } from '../../src/engine/index.ts';
import { BotRunner } from '../../src/server/botRunner.ts';
import { GameHub, type LiveGame } from '../../src/server/games.ts';
import type { CreateGameRequest, ErrorBody, ServerMessage, ViewResponse } from '../../src/protocol/game.ts';
import { LocalPubSub } from '../../src/server/pubsub/local.ts';
import { SqliteStorage } from '../../src/server/storage/sqlite.ts';
import { createGame, http, humans, pick, rng, startServer, tempDir, WsClient } from './helpers.ts';
import { eventText } from '../../src/i18n/events.ts';

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c();
});

/** Whether `action` by the active seat passes the decision on and may be undone (no reveal, game not over). */
function handsOver(s: GameState, action: Action): boolean {
  const seat = activeSeat(s)!;
  const r = applyAction(s, action);
  return r.ok && !r.events.some((e) => e.reveals) && !r.state.over && s.current === seat && activeSeat(r.state) !== seat;
}

/** Engine-only: a game prefix whose last action passes the decision on and may be undone. */
function prefixToHandOver(seed: number): { seat: number; action: Action }[] {
  const r = rng(seed);
  let s = newGame({ seed, players: 2, startSeat: 0 });
  const out: { seat: number; action: Action }[] = [];
  while (!s.over) {
    const legal = legalActions(s);
    const action = legal.find((a) => handsOver(s, a)) ?? pick(r, legal);
    out.push({ seat: activeSeat(s)!, action });
    const found = handsOver(s, action);
    const next = applyAction(s, action);
    if (!next.ok) throw new Error(next.error.message);
    s = next.state;
    if (found) return out;
  }
  throw new Error('no undoable hand-over in this game');
}

async function hubOn(file: string, opts: { undoGraceMs: number; now?: () => number }): Promise<GameHub> {
  const storage = new SqliteStorage({ file });
  await storage.init();
  closers.push(() => storage.close());
  const hub = new GameHub({ storage, pubsub: new LocalPubSub(), origin: 'test', sweepMs: 0, ...opts });
  await hub.start();
  closers.push(() => hub.stop());
  return hub;
}

async function created(hub: GameHub, req: CreateGameRequest): Promise<LiveGame> {
  const r = await hub.create(req);
  if (!r.ok) throw new Error(r.error.message);
  return r.game;
}

async function play(hub: GameHub, g: LiveGame, moves: { seat: number; action: Action }[]): Promise<void> {
  for (const m of moves) {
    const r = await hub.act(g, m.seat, g.version, m.action);
    if (!r.ok) throw new Error(r.error.message);
  }
}

describe('undo after the turn passed on', () => {
  it('is open during the grace, says what was taken back (public words only), and replays the same after a restart', async () => {
    const tmp = tempDir();
    closers.push(() => tmp.cleanup());
    const file = join(tmp.dir, 'a.sqlite');
    const hub = await hubOn(file, { undoGraceMs: 600_000 });
    const seed = 5;
    const moves = prefixToHandOver(seed);
    const g = await created(hub, { players: humans(2), options: { seed, startSeat: 0 } });
    await play(hub, g, moves.slice(0, -1));
    const last = moves[moves.length - 1];
    const other = 1 - last.seat;
    const before = g.viewResponse(last.seat);
    const othersBefore = g.viewResponse(other).view.log.length;
    await play(hub, g, [last]);
    expect(activeSeat(g.state)).not.toBe(last.seat);
    expect(g.viewResponse(last.seat).canUndo).toBe(true);
    expect(g.viewResponse(other).canUndo).toBe(false);

    const undone = await hub.undo(g, last.seat, g.version);
    expect(undone.ok).toBe(true);
    const after = g.viewResponse(last.seat);
    expect(after.view.log.slice(0, before.view.log.length)).toEqual(before.view.log);
    expect({ ...after.view, log: before.view.log }).toEqual(before.view);
    const note = after.view.log.slice(before.view.log.length);
    expect(note).toHaveLength(1);
    expect(note[0].seat).toBe(last.seat);
    expect(note[0].to).toBeUndefined();
    expect(note[0].kind).toBe('undo');
    expect(eventText(note[0], 'en', after.view.options.names).startsWith(`Player ${last.seat + 1} took back: `)).toBe(true);
    // The other seat sees the same public line, and nothing addressed to someone else.
    const theirs = g.viewResponse(other).view.log;
    expect(theirs).toHaveLength(othersBefore + 1);
    expect(theirs[theirs.length - 1]).toEqual(note[0]);
    expect(theirs.every((e) => e.to === undefined || e.to === other)).toBe(true);

    // Crash recovery: a second hub rebuilds the same state, log line included.
    const again = await hubOn(file, { undoGraceMs: 600_000 });
    const rebuilt = (await again.get(g.id))!;
    expect(rebuilt.state).toEqual(g.state);
    expect(rebuilt.viewResponse(other)).toEqual(g.viewResponse(other));
  });

  it('ends when the next seat (a person) decides, on "done", or when the grace runs out', async () => {
    const tmp = tempDir();
    closers.push(() => tmp.cleanup());
    let clock = 1_000_000;
    const hub = await hubOn(join(tmp.dir, 'a.sqlite'), { undoGraceMs: 60_000, now: () => clock });
    const seed = 7;
    const moves = prefixToHandOver(seed);
    const last = moves[moves.length - 1];
    const fresh = async (): Promise<LiveGame> => {
      const g = await created(hub, { players: humans(2), options: { seed, startSeat: 0 } });
      await play(hub, g, moves);
      return g;
    };

    // The next seat decides: the undo is refused.
    const a = await fresh();
    const next = activeSeat(a.state)!;
    await play(hub, a, [{ seat: next, action: viewFor(a.state, next).legal[0] }]);
    const refused = await hub.undo(a, last.seat, a.version);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toBe('Another player has decided since your last action.');

    // "Done": the grace is over, the view says so, undo is refused; a "done" without grace changes nothing.
    const b = await fresh();
    const shown = b.viewJson(last.seat);
    expect((await hub.done(b, 1 - last.seat, b.version)).ok).toBe(true);
    expect(b.graceOpen()).toBe(true);
    expect((await hub.done(b, last.seat, b.version)).ok).toBe(true);
    expect(b.graceOpen()).toBe(false);
    expect(b.viewJson(last.seat)).not.toBe(shown);
    expect(b.viewResponse(last.seat).canUndo).toBe(false);
    const afterDone = await hub.undo(b, last.seat, b.version);
    expect(afterDone.ok).toBe(false);
    if (!afterDone.ok) expect(afterDone.error.code).toBe('UNDO_NOT_ALLOWED');

    // Time: open one tick before the end, closed at it.
    const c = await fresh();
    clock += 59_999;
    expect(c.viewResponse(last.seat).canUndo).toBe(true);
    clock += 1;
    expect(c.viewResponse(last.seat).canUndo).toBe(false);
    const late = await hub.undo(c, last.seat, c.version);
    expect(late.ok).toBe(false);
    if (!late.ok) expect(late.error.message).toBe('Your turn is over: it can no longer be taken back.');
  });

  it('without a grace (0 ms) an action that passed the turn cannot be taken back', async () => {
    const tmp = tempDir();
    closers.push(() => tmp.cleanup());
    const hub = await hubOn(join(tmp.dir, 'a.sqlite'), { undoGraceMs: 0 });
    const seed = 5;
    const moves = prefixToHandOver(seed);
    const g = await created(hub, { players: humans(2), options: { seed, startSeat: 0 } });
    await play(hub, g, moves);
    expect(g.viewResponse(moves[moves.length - 1].seat).canUndo).toBe(false);
  });

  it('holds bots while a person may take a move back; once the bot acted, undo is refused', async () => {
    const tmp = tempDir();
    closers.push(() => tmp.cleanup());
    const hub = await hubOn(join(tmp.dir, 'a.sqlite'), { undoGraceMs: 600_000 });
    const asked: number[] = [];
    const runner = new BotRunner(hub, { info: () => undefined, warn: () => undefined, error: () => undefined }, {
      delayMs: 0, budgetMs: 1000, threads: 0, observe: (_id, _seat, version) => asked.push(version),
    });
    closers.push(() => runner.close());
    const g = await created(hub, { players: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }], options: { seed: 3, startSeat: 0 } });
    runner.start();
    // Resolves when the game waits for the person again (bots answered) or is over.
    const humanTurn = (): Promise<void> => new Promise((resolve) => {
      const check = (): boolean => {
        if (g.over || activeSeat(g.state) === 0) {
          stop();
          resolve();
          return true;
        }
        return false;
      };
      const stop = hub.onChange(() => void check());
      check();
    });
    const r = rng(3);
    for (;;) {
      await humanTurn();
      if (g.over) throw new Error('the game ended before a hand-over that can be undone');
      const legal = legalActions(g.state);
      const action = legal.find((a) => handsOver(g.state, a)) ?? pick(r, legal);
      const handOver = handsOver(g.state, action);
      expect((await hub.act(g, 0, g.version, action)).ok).toBe(true);
      if (!handOver) continue;
      const v = g.version;
      // The bot is not asked while the grace is open: undo and play again, twice over.
      expect(g.graceOpen()).toBe(true);
      expect((await hub.undo(g, 0, v)).ok).toBe(true);
      expect(activeSeat(g.state)).toBe(0);
      expect((await hub.act(g, 0, g.version, action)).ok).toBe(true);
      expect(asked.filter((x) => x >= v)).toEqual([]);
      // "Done": the bot goes on; after its move the undo is refused.
      const moved = new Promise<void>((resolve) => {
        const stop = hub.onChange(() => {
          if (g.entries.at(-1)?.seat !== 1) return;
          stop();
          resolve();
        });
      });
      const doneAt = g.version;
      expect((await hub.done(g, 0, doneAt)).ok).toBe(true);
      await moved;
      expect(asked).toContain(doneAt);
      const refused = await hub.undo(g, 0, g.version);
      expect(refused.ok).toBe(false);
      break;
    }
  }, 120_000);

  it('over HTTP and WebSocket: POST /done ends the grace and every socket of the seat gets the view without Undo', async () => {
    const server = await startServer({ undoGraceMs: 600_000 });
    closers.push(() => server.stop());
    const seed = 5;
    const moves = prefixToHandOver(seed);
    const g = await createGame(server.url, { players: humans(2), options: { seed, startSeat: 0 } });
    const tokens = g.seats.map((x) => x.token!);
    for (const [i, m] of moves.entries()) {
      const r = await http<ViewResponse>(server.url, 'POST', `/api/games/${g.gameId}/actions`, { version: i, action: m.action }, tokens[m.seat]);
      expect(r.status).toBe(200);
    }
    const seat = moves[moves.length - 1].seat;
    const version = moves.length;
    const ws = await WsClient.open(server.url, g.gameId, tokens[seat]);
    closers.push(() => ws.close());
    const first = await ws.view(version);
    expect(first.canUndo).toBe(true);
    const from = ws.messages.length;
    const done = await http<ViewResponse>(server.url, 'POST', `/api/games/${g.gameId}/done`, { version }, tokens[seat]);
    expect(done.status).toBe(200);
    expect(done.body.version).toBe(version);
    expect(done.body.canUndo).toBe(false);
    const pushed = (await ws.next((m: ServerMessage) => m.type === 'view', 10_000, from)) as ViewResponse;
    expect(pushed.version).toBe(version);
    expect(pushed.canUndo).toBe(false);
    const undo = await http<ErrorBody>(server.url, 'POST', `/api/games/${g.gameId}/undo`, { version }, tokens[seat]);
    expect(undo.status).toBe(409);
    expect(undo.body.error.code).toBe('UNDO_NOT_ALLOWED');
    expect((await http(server.url, 'POST', `/api/games/${g.gameId}/done`, { version })).status).toBe(403);
  });
});
