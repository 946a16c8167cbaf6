// The pure parts of "motion you can follow": the pacing of other seats' moves (bot speed),
// the "since your last turn" summary, and the FLIP inversion of a card's move.
import { describe, expect, it } from 'vitest';
import { newGame, viewFor, type GameEvent } from '../../src/engine/index.ts';
import type { ViewResponse } from '../../src/protocol/game.ts';
import { sinceLastTurn } from '../../src/web/game/sinceLastTurn.ts';
import { Flipper, invert, type Box, type FlipStage } from '../../src/web/motion/flip.ts';
import { MAX_BACKLOG, paceGap, SPEED_GAP_MS, ViewPacer, type BotSpeed } from '../../src/web/motion/pace.ts';

const base = viewFor(newGame({ seed: 1, players: 3 }), 0);

/** A view for seat `seat` at `version` while `decider` must decide. */
function at(version: number, decider: number, seat: number | null = 0): ViewResponse {
  return { gameId: 'g', version, seat, seats: [], canUndo: false, knownDeal: false, view: { ...base, seat, pending: { kind: 'main', seat: decider } } };
}

describe('paceGap', () => {
  it('spaces out other seats’ moves at the chosen speed, never mine, the first view or a same-version change', () => {
    for (const speed of ['instant', 'normal', 'slow'] as BotSpeed[]) {
      expect(paceGap(speed, at(4, 1), at(5, 2))).toBe(SPEED_GAP_MS[speed]);
      expect(paceGap(speed, at(4, 0), at(5, 1))).toBe(0);
      expect(paceGap(speed, null, at(5, 1))).toBe(0);
      expect(paceGap(speed, at(5, 1), at(5, 1))).toBe(0);
      expect(paceGap(speed, at(4, 0, null), at(5, 1, null))).toBe(SPEED_GAP_MS[speed]);
    }
    expect(SPEED_GAP_MS.instant).toBe(0);
    expect(SPEED_GAP_MS.normal).toBeGreaterThan(0);
    expect(SPEED_GAP_MS.slow).toBeGreaterThan(SPEED_GAP_MS.normal);
    expect(paceGap('slow', at(4, 1), at(5, 2), MAX_BACKLOG + 1)).toBe(0);
  });
});

describe('ViewPacer', () => {
  function rig(speed: BotSpeed) {
    let clock = 1000;
    const shown: ViewResponse[] = [];
    const timers: { at: number; fn: () => void }[] = [];
    const pacer = new ViewPacer({
      apply: (v) => shown.push(v),
      shown: () => shown[shown.length - 1] ?? null,
      speed: () => speed,
      now: () => clock,
      schedule: (fn, ms) => {
        const t = { at: clock + ms, fn };
        timers.push(t);
        return t;
      },
      cancel: (h) => timers.splice(timers.indexOf(h as (typeof timers)[number]), 1),
    });
    /** Moves the clock on, firing the timers that fall due. */
    const advance = (ms: number) => {
      clock += ms;
      for (let t = timers.find((x) => x.at <= clock); t; t = timers.find((x) => x.at <= clock)) {
        timers.splice(timers.indexOf(t), 1);
        t.fn();
      }
    };
    return { pacer, shown, advance, versions: () => shown.map((v) => v.version) };
  }

  it('at normal speed, three bot turns arriving in one burst are shown one gap apart, then my turn', () => {
    const { pacer, advance, versions } = rig('normal');
    pacer.flush(at(1, 0));
    advance(10);
    pacer.push(at(2, 1)); // my move's push: seat 1 now decides
    pacer.push(at(3, 2));
    pacer.push(at(4, 0));
    expect(versions()).toEqual([1, 2]);
    advance(SPEED_GAP_MS.normal - 1);
    expect(versions()).toEqual([1, 2]);
    advance(1);
    expect(versions()).toEqual([1, 2, 3]);
    advance(SPEED_GAP_MS.normal);
    expect(versions()).toEqual([1, 2, 3, 4]);
  });

  it('instant shows everything at once; an answer of mine flushes what waits first', () => {
    const fast = rig('instant');
    fast.pacer.flush(at(1, 1));
    fast.pacer.push(at(2, 2));
    fast.pacer.push(at(3, 0));
    expect(fast.versions()).toEqual([1, 2, 3]);

    const slow = rig('slow');
    slow.pacer.flush(at(1, 1));
    slow.pacer.push(at(2, 2));
    slow.pacer.push(at(3, 0));
    expect(slow.versions()).toEqual([1]);
    slow.pacer.flush(at(4, 1));
    expect(slow.versions()).toEqual([1, 2, 3, 4]);
    expect(slow.pacer.waiting).toBe(0);
    slow.advance(10 * SPEED_GAP_MS.slow);
    expect(slow.versions()).toEqual([1, 2, 3, 4]);
  });
});

describe('sinceLastTurn', () => {
  const OPTIONS = { names: ['Ann', 'Bob', 'Cy'] };
  const turn = (seat: number): GameEvent => ({ kind: 'turn', args: { final: false }, seat });
  const explores = (seat: number): GameEvent => ({ kind: 'explores', args: {}, seat });
  const reshuffled: GameEvent = { kind: 'deckReshuffled', args: {} };
  const RESHUFFLED = 'The Exploration deck is empty: the discard is shuffled into a new deck.';
  const log = [
    turn(0), { kind: 'slaver', args: { card: 20 }, seat: 0 },
    turn(1), explores(1), reshuffled,
    turn(2), { kind: 'takesStack', args: { race: 1, count: 2, apprentice: false }, seat: 2 },
    turn(0), { kind: 'landlord', args: {}, seat: 0 },
  ] satisfies GameEvent[];
  const since = (events: GameEvent[], myDecision: boolean) => sinceLastTurn(events, 0, myDecision, OPTIONS);

  it('lists, seat by seat, what the others did since my previous move, passing over my turn’s start', () => {
    expect(since(log, true)).toEqual([
      { seat: 1, lines: ['Bob\'s turn.', 'Bob explores the depths.', RESHUFFLED] },
      { seat: 2, lines: ['Cy\'s turn.', 'Cy takes the crab stack of the Council (2 cards).'] },
    ]);
  });

  it('leaves out my replies within another seat’s turn (a pass on an offer) and goes on past them', () => {
    const withPass = [...log.slice(0, 4), { kind: 'passes', args: {}, seat: 0 }, { kind: 'takesAlly', args: { card: 17 }, seat: 1 }, ...log.slice(4)] satisfies GameEvent[];
    expect(since(withPass, true)[0]).toEqual({ seat: 1, lines: ['Bob\'s turn.', 'Bob explores the depths.', 'Bob takes Crab 2.', RESHUFFLED] });
  });

  it('stops at my previous turn in a two-player game too', () => {
    const two = [turn(1), explores(1), turn(0), explores(0), turn(1), { kind: 'noAction', args: {}, seat: 1 }, turn(0)] satisfies GameEvent[];
    expect(since(two, true)).toEqual([{ seat: 1, lines: ['Bob\'s turn.', 'Bob can take no action.'] }]);
  });

  it('is empty right after my own move, and starts after it while others play', () => {
    expect(since(log.slice(0, 2), false)).toEqual([]);
    expect(since(log.slice(0, 4), false)).toEqual([{ seat: 1, lines: ['Bob\'s turn.', 'Bob explores the depths.'] }]);
    expect(since([reshuffled, turn(1)], false)).toEqual([
      { seat: null, lines: [RESHUFFLED] }, { seat: 1, lines: ['Bob\'s turn.'] },
    ]);
  });

  it('speaks the reader’s language', () => {
    expect(sinceLastTurn(log, 0, true, OPTIONS, 'fr')[0]).toEqual({ seat: 1, lines: ['Tour de Bob.', 'Bob explore les profondeurs.', 'La pioche d’Exploration est vide : la défausse est mélangée pour en former une nouvelle.'] });
  });
});

describe('invert', () => {
  it('gives the transform back to the old place and size, or null for a card that stayed', () => {
    expect(invert({ x: 100, y: 50, w: 80, h: 112 }, { x: 300, y: 450, w: 40, h: 56 })).toBe('translate(-200px, -400px) scale(2.000, 2.000)');
    expect(invert({ x: 100, y: 50, w: 80, h: 112 }, { x: 101, y: 51, w: 80, h: 112 })).toBeNull();
  });

  it('gives null for a card with no size on either side (not drawn: no place to glide from or to)', () => {
    expect(invert({ x: 100, y: 50, w: 0, h: 0 }, { x: 300, y: 450, w: 40, h: 56 })).toBeNull();
    expect(invert({ x: 100, y: 50, w: 80, h: 112 }, { x: 300, y: 450, w: 40, h: 0 })).toBeNull();
  });
});

describe('Flipper', () => {
  /**
   * A page where no frame is ever drawn between two views (a loaded machine, a burst of views):
   * every glide stays at its start, and a card is drawn where its newest glide that is still on
   * puts it (the Web Animations API: the latest animation's transform replaces the others').
   */
  function stage() {
    const cards = new Map<string, { rest: Box; glides: { start: string; on: boolean }[] }>();
    const started: string[] = [];
    const drawn = (c: { rest: Box; glides: { start: string; on: boolean }[] }): Box => {
      const g = c.glides.filter((x) => x.on).at(-1);
      if (!g) return c.rest;
      const [dx, dy, sx, sy] = /^translate\((-?[\d.]+)px, (-?[\d.]+)px\) scale\(([\d.]+), ([\d.]+)\)$/.exec(g.start)!.slice(1).map(Number);
      return { x: c.rest.x + dx, y: c.rest.y + dy, w: c.rest.w * sx, h: c.rest.h * sy };
    };
    const page: FlipStage<string> = {
      measure: () => new Map([...cards].map(([key, c]) => [key, { el: key, box: drawn(c) }])),
      glide: (key, start) => {
        const g = { start, on: true };
        cards.get(key)!.glides.push(g);
        started.push(`${key} ${start}`);
        return { cancel: () => { g.on = false; } };
      },
    };
    const put = (key: string, rest: Box) => {
      const c = cards.get(key);
      if (c) c.rest = rest;
      else cards.set(key, { rest, glides: [] });
    };
    return { page, put, started };
  }

  it('glides a card once from where it rested, however many views come before a frame', () => {
    const { page, put, started } = stage();
    const flipper = new Flipper(page);
    put('a', { x: 0, y: 0, w: 80, h: 112 });
    expect(flipper.next()).toBe(0);
    put('a', { x: 100, y: 0, w: 80, h: 112 });
    for (let view = 0; view < 12; view++) flipper.next();
    // Read with the glide's transform, the card would seem to move back and forth ever further
    // (100, 100, 200, 300, 500 px…): the glides grew like Fibonacci's numbers.
    expect(started).toEqual(['a translate(-100px, 0px) scale(1.000, 1.000)']);
  });

  it('a card that moves at each view glides each time from its last place, its earlier glide cancelled', () => {
    const { page, put, started } = stage();
    const flipper = new Flipper(page);
    put('a', { x: 0, y: 0, w: 80, h: 112 });
    flipper.next();
    for (let view = 1; view <= 6; view++) {
      put('a', { x: 100 * view, y: 0, w: 40 + 40 * (view % 2), h: 112 });
      expect(flipper.next()).toBe(1);
    }
    // Widths 80, 80, 40, 80, 40, 80, 40.
    expect(started).toEqual([
      'a translate(-100px, 0px) scale(1.000, 1.000)', 'a translate(-100px, 0px) scale(2.000, 1.000)',
      'a translate(-100px, 0px) scale(0.500, 1.000)', 'a translate(-100px, 0px) scale(2.000, 1.000)',
      'a translate(-100px, 0px) scale(0.500, 1.000)', 'a translate(-100px, 0px) scale(2.000, 1.000)',
    ]);
  });

  it('moves nothing when asked to keep still, and glides from there afterwards', () => {
    const { page, put, started } = stage();
    const flipper = new Flipper(page);
    put('a', { x: 0, y: 0, w: 80, h: 112 });
    flipper.next();
    put('a', { x: 50, y: 0, w: 80, h: 112 });
    expect(flipper.next(true)).toBe(0);
    put('a', { x: 50, y: 30, w: 80, h: 112 });
    expect(flipper.next()).toBe(1);
    expect(started).toEqual(['a translate(0px, -30px) scale(1.000, 1.000)']);
  });
});
