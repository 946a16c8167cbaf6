// Hidden information never leaves the server: every message and response a seat (or a
// spectator, or a bot) receives during full games is checked against the true state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, newGame, viewFor, type GameState, type PlayerView } from '../../src/engine/index.ts';
import type { LogResponse, ServerMessage, ViewResponse } from '../../src/server/protocol.ts';
import { createGame, driveOverWs, http, startServer } from './helpers.ts';

type Server = Awaited<ReturnType<typeof startServer>>;
let server: Server;
const botViews: { gameId: string; seat: number; version: number; view: PlayerView }[] = [];

beforeAll(async () => {
  server = await startServer({ bots: { delayMs: 0, threads: 0, observe: (gameId, seat, version, view) => botViews.push({ gameId, seat, version, view: structuredClone(view) }) } });
});
afterAll(async () => {
  await server.stop();
});

/** States after 0, 1, 2, ... actions, rebuilt from the published replay. */
function statesOf(log: LogResponse): GameState[] {
  const out = [newGame(log.replay.options)];
  for (const a of log.replay.actions) {
    const r = applyAction(out[out.length - 1], a.action);
    if (!r.ok) throw new Error(r.error.message);
    out.push(r.state);
  }
  return out;
}

const FORBIDDEN_KEYS = ['rng', 'explorationDeck', 'lordDeck', 'monsterTokens', 'outcastDeck', 'tokenHash', 'token', 'inviteUrl'];

function keysOf(x: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(x)) for (const e of x) keysOf(e, out);
  else if (x && typeof x === 'object') {
    for (const [k, v] of Object.entries(x)) {
      out.add(k);
      keysOf(v, out);
    }
  }
  return out;
}

/** Hidden arrays must not show up, in their order or sorted. */
function hiddenArrays(s: GameState, seat: number | null): number[][] {
  const out: number[][] = [];
  const add = (a: number[]) => {
    if (a.length >= 2) out.push(a, [...a].sort((x, y) => x - y));
  };
  s.players.forEach((p, i) => i !== seat && add(p.hand));
  for (const stack of s.council) add(stack);
  add(s.explorationDeck.slice(-4));
  add(s.lordDeck.slice(-3));
  if (!(s.pending?.kind === 'blackSmokers' && s.pending.seat === seat)) add(s.locationStack.slice(-3));
  return out;
}

/** What this message shows that its seat may not know (empty when nothing). */
function leaks(raw: string, view: PlayerView, seat: number | null, s: GameState, tokens: string[]): string[] {
  const out: string[] = [];
  for (const t of tokens) if (raw.includes(t)) out.push('a seat token');
  const keys = keysOf(view);
  for (const k of FORBIDDEN_KEYS) if (keys.has(k)) out.push(`key ${k}`);
  if (!s.over && keys.has('seed')) out.push('the seed');
  // The server sends exactly the engine's view for that seat, nothing added.
  if (JSON.stringify(view) !== JSON.stringify(viewFor(s, seat))) out.push('not the engine view of this seat at this version');
  view.players.forEach((p, i) => {
    if (i !== seat && p.hand !== undefined) out.push(`hand of seat ${i}`);
    if (i !== seat && !s.over && p.monsterValues !== undefined) out.push(`Monster tokens of seat ${i}`);
  });
  if (seat !== null && JSON.stringify(view.players[seat].hand) !== JSON.stringify(s.players[seat].hand)) out.push('own hand wrong');
  for (const c of view.council) if (Object.keys(c).sort().join() !== 'count,race') out.push('Council contents');
  for (const e of view.log) if (e.to !== undefined && e.to !== seat) out.push(`private event: ${e.text}`);
  const rawView = JSON.stringify(view);
  for (const a of hiddenArrays(s, seat)) if (a.length >= 3 && rawView.includes(JSON.stringify(a).slice(1, -1))) out.push(`hidden cards ${a}`);
  return out;
}

describe('hidden information', () => {
  it('reaches no seat, spectator or bot that may not know it, in full games', async () => {
    const setups = [
      { players: [{ kind: 'human' as const }, { kind: 'human' as const }], seed: 101 },
      { players: [{ kind: 'human' as const }, { kind: 'bot' as const }, { kind: 'human' as const }], seed: 102 },
      { players: [{ kind: 'human' as const }, { kind: 'human' as const }, { kind: 'bot' as const }, { kind: 'human' as const }], seed: 103, martialLaw: true },
      { players: [{ kind: 'bot' as const }, { kind: 'bot' as const }, { kind: 'bot' as const }], seed: 104 },
    ];
    const started = performance.now();
    const games = await Promise.all(
      setups.map(async (setup, i) => {
        const g = await createGame(server.url, { players: setup.players, options: { seed: setup.seed, martialLaw: setup.martialLaw } });
        const tokens = g.seats.map((s) => s.token);
        // Some HTTP views along the way, recorded like the socket messages.
        const httpViews: { seat: number | null; raw: string }[] = [];
        const poll = setInterval(() => {
          for (const [seat, t] of [...tokens.entries(), [null, undefined] as const]) {
            if (seat !== null && !t) continue;
            void fetch(`${server.url}/api/games/${g.gameId}/view`, t ? { headers: { authorization: `Bearer ${t}` } } : {})
              .then((r) => r.text())
              .then((raw) => httpViews.push({ seat, raw }))
              .catch(() => undefined);
          }
        }, 150);
        const clients = await driveOverWs(server.url, g.gameId, tokens, 500 + i, 90_000);
        clearInterval(poll);
        await new Promise((res) => setTimeout(res, 50));
        return { g, tokens, clients, httpViews };
      }),
    );

    console.log('games played in', Math.round(performance.now() - started), 'ms');
    let checked = 0;
    const problems: string[] = [];
    for (const { g, tokens, clients, httpViews } of games) {
      const log = (await http<LogResponse>(server.url, 'GET', `/api/games/${g.gameId}/log`)).body;
      const states = statesOf(log);
      const secrets = tokens.filter((t): t is string => !!t);
      for (const c of clients) {
        for (const [i, raw] of c.raw.entries()) {
          const m = JSON.parse(raw) as ServerMessage;
          if (m.type !== 'view') {
            if (/"hand"|"view"|"token"/.test(raw)) problems.push(`unexpected content in ${raw.slice(0, 80)}`);
            continue;
          }
          problems.push(...leaks(raw, m.view, m.seat, states[m.version], secrets).map((p) => `game ${g.gameId} seat ${m.seat} v${m.version} msg ${i}: ${p}`));
          checked++;
        }
      }
      for (const h of httpViews) {
        const body = JSON.parse(h.raw) as ViewResponse;
        if (body.seat !== h.seat) problems.push('HTTP view of the wrong seat');
        problems.push(...leaks(h.raw, body.view, body.seat, states[body.version], secrets).map((p) => `game ${g.gameId} http seat ${h.seat} v${body.version}: ${p}`));
        checked++;
      }
      for (const b of botViews.filter((v) => v.gameId === g.gameId)) {
        problems.push(...leaks(JSON.stringify(b.view), b.view, b.seat, states[b.version], secrets).map((p) => `game ${g.gameId} bot seat ${b.seat} v${b.version}: ${p}`));
        checked++;
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
    console.log('messages checked', checked);
  });
});
