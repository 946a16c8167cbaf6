// Undo in a Leviathan game: a roll of the dice is a revealing event, so the action that rolled
// can never be taken back, and undoing the actions after it stops there (issue 11: "undo never
// goes back past a roll").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeSeat, applyAction, legalActions, newGame, type Action, type GameState } from '../../src/engine/index.ts';
import type { ErrorBody, ViewResponse } from '../../src/protocol/game.ts';
import { createGame, http, humans, pick, rng, startServer } from './helpers.ts';

type Server = Awaited<ReturnType<typeof startServer>>;
let server: Server;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

interface Move { seat: number; action: Action }

/** Whether `action` by the active seat reveals nothing and leaves the decision with that seat, in its own turn. */
function undoable(s: GameState, action: Action): boolean {
  const seat = activeSeat(s)!;
  const r = applyAction(s, action);
  return r.ok && !r.events.some((e) => e.reveals) && !r.state.over && s.current === seat && r.state.current === seat;
}

/**
 * Engine only, random play: a game prefix ending with an attack on a Leviathan (a roll) followed
 * by `after` undoable actions of the same seat (undoable ones preferred while they can be found).
 */
function prefixAfterRoll(seed: number, after: number): Move[] | null {
  const r = rng(seed);
  let s = newGame({ seed, players: 2, startSeat: 0, expansions: { leviathan: true } });
  const moves: Move[] = [];
  let rolledAt = -1;
  while (!s.over && moves.length < 3000) {
    const seat = activeSeat(s)!;
    const legal = legalActions(s);
    const chain = rolledAt >= 0 && seat === moves[rolledAt].seat;
    const wanted = rolledAt < 0 ? legal.find((a) => a.type === 'attack') : chain ? legal.find((a) => undoable(s, a)) : undefined;
    const action = wanted ?? pick(r, legal);
    const res = applyAction(s, action);
    if (!res.ok) throw new Error(res.error.message);
    const rolled = res.events.some((e) => e.kind === 'leviathanAttack' && e.reveals === true);
    if (rolledAt >= 0 && !wanted) rolledAt = -1; // the chain after the roll broke: look for another
    moves.push({ seat, action });
    if (rolled) rolledAt = moves.length - 1;
    s = res.state;
    if (rolledAt >= 0 && moves.length - 1 - rolledAt === after && !rolled) return moves;
  }
  return null;
}

/** The first seed from `from` whose random game has such a prefix. */
function firstPrefixAfterRoll(from: number, after: number): { seed: number; moves: Move[] } {
  for (let seed = from; seed < from + 200; seed++) {
    const moves = prefixAfterRoll(seed, after);
    if (moves) return { seed, moves };
  }
  throw new Error(`no attack followed by ${after} undoable actions of the same seat`);
}

describe('undo in a Leviathan game', () => {
  it('never takes back an attack (its roll is revealing), and stops there when undoing the actions after it', async () => {
    const { seed, moves } = firstPrefixAfterRoll(1, 1);
    const g = await createGame(server.url, { players: humans(2), options: { seed, startSeat: 0, leviathan: true } });
    const tokens = g.seats.map((x) => x.token!);
    const act = (m: Move, version: number) => http<ViewResponse & ErrorBody>(server.url, 'POST', `/api/games/${g.gameId}/actions`, { version, action: m.action }, tokens[m.seat]);
    const undo = (seat: number, version: number) => http<ViewResponse & ErrorBody>(server.url, 'POST', `/api/games/${g.gameId}/undo`, { version }, tokens[seat]);

    const attackAt = moves.length - 2;
    for (const [i, m] of moves.slice(0, attackAt).entries()) expect((await act(m, i)).status).toBe(200);
    const attack = moves[attackAt];
    expect(attack.action.type).toBe('attack');
    const rolled = await act(attack, attackAt);
    expect(rolled.status).toBe(200);
    expect(rolled.body.view.log.some((e) => e.kind === 'leviathanAttack' && e.reveals === true)).toBe(true);
    expect(rolled.body.canUndo).toBe(false);
    const refused = await undo(attack.seat, attackAt + 1);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'UNDO_NOT_ALLOWED']);

    // The seat's next action revealed nothing: it may be taken back, but not the roll before it.
    const last = moves[moves.length - 1];
    expect(last.seat).toBe(attack.seat);
    const before = (await http<ViewResponse>(server.url, 'GET', `/api/games/${g.gameId}/view`, undefined, tokens[last.seat])).body;
    // The refused undo did not count as a version.
    expect(before.version).toBe(attackAt + 1);
    const done = await act(last, attackAt + 1);
    expect(done.status).toBe(200);
    expect(done.body.canUndo).toBe(true);
    const undone = await undo(last.seat, attackAt + 2);
    expect(undone.status).toBe(200);
    expect(undone.body.view.pending).toEqual(before.view.pending);
    expect(undone.body.view.players).toEqual(before.view.players);
    expect(undone.body.canUndo).toBe(false);
    const again = await undo(last.seat, undone.body.version);
    expect([again.status, again.body.error.code]).toEqual([409, 'UNDO_NOT_ALLOWED']);
    expect(again.body.error.message).toBe('Your last action revealed hidden information: it cannot be taken back.');
  });
});
