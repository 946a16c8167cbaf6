// The replay viewer's model, without a browser: the three replay formats it reads, the frames
// the engine rebuilds, and the log lines each seat may read at a step.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLang } from '../../src/web/i18n/index.ts';
import { applyAction, legalActions, newGame, scores, viewFor, type Action, type GameOptions, type GameState } from '../../src/engine/index.ts';
import { buildFrames, frameView, stepLines } from '../../src/web/replay/frames.ts';
import { readReplay, type ReplaySource } from '../../src/web/replay/replayFile.ts';
import { pick, prng } from '../engine/random-play.ts';

// The catalogues are chunks the page fetches (src/web/i18n/index.ts): in before any text is read.
beforeAll(() => Promise.all([loadLang('en'), loadLang('fr')]));

const options: GameOptions = { seed: 4242, players: 3, names: ['Ann', 'Bob', 'Cid'] };

/** A whole game of seeded random legal actions, with the seat that took each. */
function playedGame(): { actions: { seat: number; action: Action }[]; final: GameState } {
  const r = prng(99);
  let s = newGame(options);
  const actions: { seat: number; action: Action }[] = [];
  while (!s.over) {
    const action = pick(r, legalActions(s));
    const seat = s.pending!.seat;
    const next = applyAction(s, action);
    if (!next.ok) throw new Error(next.error.message);
    actions.push({ seat, action });
    s = next.state;
  }
  return { actions, final: s };
}

describe('replay viewer model', () => {
  const game = playedGame();
  const serverReplay = {
    format: 'abyss-replay', formatVersion: 1, gameId: 'g1', options: { ...options, names: options.names! },
    seats: options.names!.map((name, seat) => ({ seat, name, kind: 'human' as const })), actions: game.actions,
  };

  it('reads the server download, its replay alone and the CLI file alike', () => {
    const fromDownload = readReplay({ replay: serverReplay, events: [], scores: [], createdAt: '' }) as ReplaySource;
    const fromReplay = readReplay(serverReplay) as ReplaySource;
    const fromCli = readReplay({ format: 'abyss-replay', version: 1, options, actions: game.actions.map((a) => a.action), final: { hash: '', over: true } }) as ReplaySource;
    expect(fromDownload).toEqual(fromReplay);
    expect(fromReplay.gameId).toBe('g1');
    expect(fromReplay.seats?.map((s) => s.name)).toEqual(['Ann', 'Bob', 'Cid']);
    expect(fromCli.actions).toEqual(fromReplay.actions);
    expect(fromCli.options).toEqual(options);
    expect(fromCli.seats).toBeNull();
  });

  it('refuses what is not a replay, with a sentence', () => {
    expect(readReplay(null)).toEqual({ error: 'This is not an Abyss replay (no "format": "abyss-replay").' });
    expect(readReplay({ format: 'abyss-replay', version: 1, actions: [] })).toEqual({ error: 'The replay has no game options.' });
    expect(readReplay({ format: 'abyss-replay', version: 1, options })).toEqual({ error: 'The replay has no list of actions.' });
    expect(readReplay({ format: 'abyss-replay', version: 7, options, actions: [] })).toEqual({ error: 'This replay was written by a version this client does not read.' });
    expect(readReplay({ ...serverReplay, actions: [5] })).toEqual({ error: 'Action 1 of the replay is malformed.' });
  });

  it('rebuilds every step, ending on the same game and scores', () => {
    const built = buildFrames(readReplay(serverReplay) as ReplaySource);
    expect(built.error).toBeNull();
    expect(built.frames.length).toBe(game.actions.length + 1);
    const last = built.frames.at(-1)!;
    expect(last.state).toEqual(game.final);
    expect(scores(last.state)).toEqual(scores(game.final));
    expect(built.frames.slice(1).map((f) => f.actor)).toEqual(game.actions.map((a) => a.seat));
    expect(built.frames[0].actor).toBeNull();
    // Each step's lines are exactly what its action added to the log.
    const joined = built.frames.flatMap((f, i) => (i === 0 ? f.state.log : f.state.log.slice(f.logFrom)));
    expect(joined).toEqual(game.final.log);
  });

  it('shows each seat its own private lines and hand only, a spectator none', () => {
    const built = buildFrames(readReplay(serverReplay) as ReplaySource);
    let privateSteps = 0;
    for (const f of built.frames) {
      const all = f.state.log.slice(f.logFrom);
      const spectator = stepLines(f, null);
      expect(spectator).toEqual(all.filter((e) => e.to === undefined));
      for (let seat = 0; seat < 3; seat++) {
        expect(stepLines(f, seat)).toEqual(all.filter((e) => e.to === undefined || e.to === seat));
        if (all.some((e) => e.to === seat)) privateSteps++;
      }
      expect(frameView(f, 1)).toEqual(viewFor(f.state, 1));
    }
    expect(privateSteps).toBeGreaterThan(0);
    const mid = built.frames[Math.floor(built.frames.length / 2)];
    expect(frameView(mid, 0).players[1].hand).toBeUndefined();
    expect(frameView(mid, 1).players[1].hand).toEqual(mid.state.players[1].hand);
    expect(frameView(mid, null).players.every((p) => p.hand === undefined)).toBe(true);
  });

  it('stops at an action the rules refuse, keeping the steps before it', () => {
    const actions = game.actions.map((a) => a.action);
    const bad = { options, actions: [...actions.slice(0, 5), { type: 'recruit', lord: 999, payment: [] } as unknown as Action, ...actions.slice(5)], seats: null, gameId: null };
    const built = buildFrames(bad);
    expect(built.frames.length).toBe(6);
    expect(built.error).toMatch(/^Action 6 of \d+ is refused by the rules: /);
    expect(buildFrames({ ...bad, options: { ...options, players: 9 } })).toEqual({ frames: [], error: expect.stringMatching(/^The replay's options are refused: /) as string });
    const tooLong = buildFrames({ options, actions: [...actions, actions[0]], seats: null, gameId: null });
    expect(tooLong.error).toBe(`The game ended before action ${actions.length + 1} of ${actions.length + 1}.`);
  });
});
