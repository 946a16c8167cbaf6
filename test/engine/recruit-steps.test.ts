// Recruitment in steps (src/engine/recruit-steps.ts): a listed payment with no removable Ally,
// then Allies added one at a time, then pay. The property: the payments reachable through
// legalActions are exactly the payments applyAction accepts, on random states of random games.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allyRace, allyValue, applyAction, legalActions, newGame, viewFor,
  type Action, type GameOptions, type GameState,
} from './mutable.ts';
import { act, ally, game, rejects, setCourt, setHand } from './fixtures.ts';
import { prng, randomAction } from './random-play.ts';

const REAPER = 28; // farmer, cost 7, 2 races, no power
const MILLER = 30; // farmer, cost 8, 2 races, no power
const SHEPHERD = 29; // farmer, cost 8, 1 race, no power
const FARMERS = [27, REAPER, SHEPHERD, MILLER, 31, 32];

/** A payment up to interchangeable Allies (same race and value): what the rules tell apart. */
const canonical = (allies: readonly number[]): string => allies.map((c) => allyRace(c) * 8 + allyValue(c)).sort((a, b) => a - b).join(',');

function ok(s: GameState, a: Action): GameState | null {
  const r = applyAction(s, a);
  return r.ok ? r.state : null;
}

/** The Court cards the deciding seat could try to recruit: the Court and the Conspirator's top Lord. */
function candidates(s: GameState): number[] {
  const out = [...s.court];
  if (s.turn.peek && s.lordDeck.length) out.push(s.lordDeck[s.lordDeck.length - 1]);
  return out;
}

/**
 * Every payment applyAction accepts for `lord`, one per multiset of (race, value): all
 * multisets of the hand are tried as one-shot recruits.
 */
function accepted(s: GameState, lord: number): Set<string> {
  const classes = new Map<number, number[]>();
  for (const c of s.players[s.current].hand) {
    const k = allyRace(c) * 8 + allyValue(c);
    classes.set(k, [...(classes.get(k) ?? []), c]);
  }
  const groups = [...classes.values()];
  const out = new Set<string>();
  const pick = (i: number, chosen: number[]): void => {
    if (i === groups.length) {
      if (chosen.length && ok(s, { type: 'recruit', lord, allies: chosen })) out.add(canonical(chosen));
      return;
    }
    for (let k = 0; k <= groups[i].length; k++) pick(i + 1, [...chosen, ...groups[i].slice(0, k)]);
  };
  pick(0, []);
  return out;
}

/**
 * Every payment for `lord` reachable from the listed actions: a listed recruit, then every
 * sequence of listed addAlly until pay (or until nothing is left to add). Each payment reached
 * in steps must leave the very state the one-shot recruit of that payment leaves.
 */
function reachable(s: GameState, lord: number): { payments: Set<string>; decisions: number } {
  const payments = new Set<string>();
  const seen = new Set<string>();
  let decisions = 0;
  const reached = (after: GameState, allies: readonly number[]): void => {
    payments.add(canonical(allies));
    const oneShot = ok(s, { type: 'recruit', lord, allies: [...allies] });
    expect(oneShot, `one-shot ${JSON.stringify(allies)} for ${lord}`).not.toBeNull();
    expect(after).toEqual(oneShot);
  };
  const walk = (t: GameState): void => {
    const d = t.pending!;
    if (d.kind !== 'payment') throw new Error(`expected an open payment, got ${d.kind}`);
    const key = canonical(d.allies);
    if (seen.has(key)) return;
    seen.add(key);
    decisions++;
    for (const a of legalActions(t)) {
      const next = ok(t, a);
      expect(next, `${JSON.stringify(a)} listed but refused`).not.toBeNull();
      if (a.type === 'pay') reached(next!, d.allies);
      else if (a.type === 'addAlly') {
        if (next!.pending?.kind === 'payment' && next!.pending.seat === d.seat) walk(next!);
        else reached(next!, [...d.allies, a.card]);
      } else throw new Error(`unexpected ${a.type} in an open payment`);
    }
  };
  for (const a of legalActions(s)) {
    if (a.type !== 'recruit' || a.lord !== lord) continue;
    const next = ok(s, a);
    expect(next, `${JSON.stringify(a)} listed but refused`).not.toBeNull();
    if (a.more) walk(next!);
    else reached(next!, a.allies);
  }
  return { payments, decisions };
}

/** A random main decision (action not taken yet) of a seeded random game, or null if the game ended first. */
function randomMainDecision(options: GameOptions, steps: number): GameState | null {
  const rand = prng(Number(options.seed));
  let s = newGame(options);
  for (let n = 0; !s.over && (n < steps || s.pending?.kind !== 'main' || s.turn.acted); n++) {
    if (n > 4000) return null;
    s = act(s, randomAction(s, rand));
  }
  return s.over ? null : s;
}

describe('recruitment in steps', () => {
  it('reaches through legalActions exactly the payments applyAction accepts (random states, every Lord)', () => {
    let states = 0;
    let lords = 0;
    let payments = 0;
    let beyondListed = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 2, max: 4 }), fc.integer({ min: 0, max: 400 }),
        fc.constantFrom('base', 'martialLaw', 'deProfundis'),
        (seed, players, steps, variant) => {
          const options: GameOptions = {
            seed, players,
            ...(variant === 'martialLaw' ? { martialLaw: true } : {}),
            ...(variant === 'deProfundis' ? { expansions: { deProfundis: true } } : {}),
          };
          const s = randomMainDecision(options, steps);
          if (!s) return;
          states++;
          for (const lord of candidates(s)) {
            const want = accepted(s, lord);
            const got = reachable(s, lord);
            expect([...got.payments].sort(), `seed ${seed}, ${players}p, ${variant}, step ${steps}, lord ${lord}`).toEqual([...want].sort());
            lords++;
            payments += want.size;
            const listed = new Set(legalActions(s).filter((a) => a.type === 'recruit' && a.lord === lord).map((a) => canonical((a as { allies: number[] }).allies)));
            beyondListed += want.size - listed.size;
          }
        },
      ),
      { seed: 13, numRuns: 500 },
    );
    // The sample must hold real work: states, Lords, and payments only the steps reach.
    expect(states).toBeGreaterThan(250);
    expect(lords).toBeGreaterThan(1000);
    expect(beyondListed).toBeGreaterThan(100);
    expect(payments).toBeGreaterThan(beyondListed);
  });

  describe('on a crafted hand', () => {
    const sea5 = ally('seahorse', 5);
    const sea4 = ally('seahorse', 4);
    const crab3 = ally('crab', 3);
    const crab1 = ally('crab', 1);
    const crab1b = ally('crab', 1, 1);
    const jelly2 = ally('jellyfish', 2);

    /** Seat 0 holds Seahorse 5, Crab 3, Crab 1, Crab 1, Jellyfish 2 and no Pearl; the Court holds Farmers. */
    function table(): GameState {
      const s = game(2, 1);
      setCourt(s, FARMERS);
      setHand(s, 0, [sea5, crab3, crab1, crab1b, jelly2]);
      s.players[0].pearls = 0;
      return s;
    }

    it('marks a listed payment `more` exactly when an Ally of a paid race is left in hand', () => {
      const s = table();
      const miller = legalActions(s).filter((a) => a.type === 'recruit' && a.lord === MILLER);
      // Miller: 8 from exactly 2 races, one a Seahorse. Crab 3 + Seahorse 5 leaves the Crabs 1.
      expect(miller).toContainEqual({ type: 'recruit', lord: MILLER, allies: [crab3, sea5], more: true });
      setHand(s, 0, [sea5, crab3]);
      expect(legalActions(s).filter((a) => a.type === 'recruit' && a.lord === MILLER)).toEqual([{ type: 'recruit', lord: MILLER, allies: [crab3, sea5] }]);
    });

    it('adds Allies one at a time, each interchangeable pair once, and pays the same as a one-shot recruit', () => {
      const s = table();
      let t = act(s, { type: 'recruit', lord: MILLER, allies: [crab3, sea5], more: true });
      expect(t.pending).toEqual({ kind: 'payment', seat: 0, lord: MILLER, allies: [crab3, sea5] });
      expect(t.players[0].hand).toEqual([sea5, crab3, crab1, crab1b, jelly2]);
      expect(legalActions(t)).toEqual([{ type: 'addAlly', card: crab1 }, { type: 'pay' }]);
      t = act(t, { type: 'addAlly', card: crab1 });
      expect(legalActions(t)).toEqual([{ type: 'addAlly', card: crab1b }, { type: 'pay' }]);
      t = act(t, { type: 'pay' });
      // The Crab 1 is now the lowest Ally paid: it is affiliated instead of the Crab 3.
      expect(t.players[0].affiliated).toEqual([crab1]);
      expect(t.players[0].hand).toEqual([crab1b, jelly2]);
      expect(t).toEqual(act(s, { type: 'recruit', lord: MILLER, allies: [crab3, sea5, crab1] }));
    });

    it('pays at once when the last possible Ally is added', () => {
      const s = table();
      let t = act(s, { type: 'recruit', lord: MILLER, allies: [crab3, sea5], more: true });
      t = act(t, { type: 'addAlly', card: crab1 });
      t = act(t, { type: 'addAlly', card: crab1b });
      expect(t.pending?.kind).not.toBe('payment');
      expect(t.players[0].affiliated).toEqual([crab1]);
      expect(t.players[0].hand).toEqual([jelly2]);
      expect(t).toEqual(act(s, { type: 'recruit', lord: MILLER, allies: [crab3, sea5, crab1, crab1b] }));
    });

    it('pays at once a recruit marked `more` when nothing could be added', () => {
      const s = table();
      setHand(s, 0, [sea5, sea4]);
      const t = act(s, { type: 'recruit', lord: SHEPHERD, allies: [sea5, sea4], more: true });
      expect(t).toEqual(act(s, { type: 'recruit', lord: SHEPHERD, allies: [sea5, sea4] }));
    });

    it('refuses, changing nothing, an Ally not in hand, already paid, of another race, or a malformed `more`', () => {
      const s = table();
      rejects(s, { type: 'recruit', lord: MILLER, allies: [crab3, sea5], more: false } as unknown as Action, 'MALFORMED_ACTION');
      rejects(s, { type: 'recruit', lord: MILLER, allies: [crab3, sea5], more: 1 } as unknown as Action, 'MALFORMED_ACTION');
      rejects(s, { type: 'recruit', lord: MILLER, allies: [crab3], more: true }, 'INVALID_PAYMENT');
      rejects(s, { type: 'addAlly', card: crab1 }, 'WRONG_DECISION');
      rejects(s, { type: 'pay' }, 'WRONG_DECISION');
      const t = act(s, { type: 'recruit', lord: MILLER, allies: [crab3, sea5], more: true });
      rejects(t, { type: 'addAlly', card: jelly2 }, 'INVALID_PAYMENT');
      rejects(t, { type: 'addAlly', card: crab3 }, 'CARD_NOT_IN_HAND');
      rejects(t, { type: 'addAlly', card: ally('crab', 2) }, 'CARD_NOT_IN_HAND');
      rejects(t, { type: 'addAlly', card: 1.5 }, 'CARD_NOT_IN_HAND');
      rejects(t, { type: 'addAlly', card: crab1, extra: 1 } as unknown as Action, 'MALFORMED_ACTION');
      rejects(t, { type: 'explore' }, 'WRONG_DECISION');
      rejects(t, { type: 'recruit', lord: REAPER, allies: [crab3, sea5] }, 'WRONG_DECISION');
      const r = applyAction(t, { type: 'explore' });
      expect(!r.ok && r.error.message).toBe('"explore" is not possible now: expected addAlly or pay.');
    });

    it('shows the Allies of an open payment to the payer only', () => {
      const t = act(table(), { type: 'recruit', lord: MILLER, allies: [crab3, sea5], more: true });
      expect(viewFor(t, 0).pending).toEqual({ kind: 'payment', seat: 0, lord: MILLER, allies: [crab3, sea5] });
      expect(viewFor(t, 1).pending).toEqual({ kind: 'payment', seat: 0, lord: MILLER, allies: [] });
      expect(viewFor(t, null).pending).toEqual({ kind: 'payment', seat: 0, lord: MILLER, allies: [] });
      expect(viewFor(t, 1).legal).toEqual([]);
    });
  });
});
