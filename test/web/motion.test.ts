// The pure parts of "motion you can follow": the pacing of other seats' moves (bot speed),
// the "since your last turn" summary, and the FLIP inversion of a card's move.
import { describe, expect, it } from 'vitest';
import { newGame, viewFor, type GameEvent } from '../../src/engine/index.ts';
import type { ViewResponse } from '../../src/server/protocol.ts';
import { sinceLastTurn } from '../../src/web/game/sinceLastTurn.ts';
import { invert } from '../../src/web/motion/flip.ts';
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
  const e = (text: string, seat?: number, to?: number): GameEvent => ({ text, ...(seat !== undefined ? { seat } : {}), ...(to !== undefined ? { to } : {}) });
  const log = [
    e('Ann\'s turn.', 0), e('Ann recruits the Slaver.', 0),
    e('Bob\'s turn.', 1), e('Bob explores.', 1), e('Only 2 Lords left at Court.'),
    e('Cy\'s turn.', 2), e('Cy takes the Crab stack.', 2),
    e('Ann\'s turn.', 0), e('The Landlord: Ann gains 1 Pearl.', 0),
  ];

  it('lists, seat by seat, what the others did since my previous move, passing over my turn’s start', () => {
    expect(sinceLastTurn(log, 0, true)).toEqual([
      { seat: 1, lines: ['Bob\'s turn.', 'Bob explores.', 'Only 2 Lords left at Court.'] },
      { seat: 2, lines: ['Cy\'s turn.', 'Cy takes the Crab stack.'] },
    ]);
  });

  it('leaves out my replies within another seat’s turn (a pass on an offer) and goes on past them', () => {
    const withPass = [...log.slice(0, 4), e('Ann passes.', 0), e('Bob takes Crab 2.', 1), ...log.slice(4)];
    expect(sinceLastTurn(withPass, 0, true)[0]).toEqual({ seat: 1, lines: ['Bob\'s turn.', 'Bob explores.', 'Bob takes Crab 2.', 'Only 2 Lords left at Court.'] });
  });

  it('stops at my previous turn in a two-player game too', () => {
    const two = [e('Bob\'s turn.', 1), e('Bob explores.', 1), e('Ann\'s turn.', 0), e('Ann explores.', 0), e('Bob\'s turn.', 1), e('Bob recruits.', 1), e('Ann\'s turn.', 0)];
    expect(sinceLastTurn(two, 0, true)).toEqual([{ seat: 1, lines: ['Bob\'s turn.', 'Bob recruits.'] }]);
  });

  it('is empty right after my own move, and starts after it while others play', () => {
    expect(sinceLastTurn(log.slice(0, 2), 0, false)).toEqual([]);
    expect(sinceLastTurn(log.slice(0, 4), 0, false)).toEqual([{ seat: 1, lines: ['Bob\'s turn.', 'Bob explores.'] }]);
    expect(sinceLastTurn([e('The game begins.'), e('Bob\'s turn.', 1)], 0, false)).toEqual([
      { seat: null, lines: ['The game begins.'] }, { seat: 1, lines: ['Bob\'s turn.'] },
    ]);
  });
});

describe('invert', () => {
  it('gives the transform back to the old place and size, or null for a card that stayed', () => {
    expect(invert({ x: 100, y: 50, w: 80, h: 112 }, { x: 300, y: 450, w: 40, h: 56 })).toBe('translate(-200px, -400px) scale(2.000, 2.000)');
    expect(invert({ x: 100, y: 50, w: 80, h: 112 }, { x: 101, y: 51, w: 80, h: 112 })).toBeNull();
  });
});
