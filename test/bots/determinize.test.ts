import { describe, expect, it } from 'vitest';
import {
  EXPLORATION_CARD_COUNT, LORD_COUNT, fast, legalActions, newGame, viewFor, type DecisionKind, type GameState,
} from '../engine/mutable.ts';
import { determinize, engineViewOfGuess, guessView, playoutView } from '../../src/bots/determinize.ts';
import { makeRng } from '../../src/bots/rng.ts';
import { collectStates } from './helpers.ts';

const states: GameState[] = [...collectStates(5, 30, 4).values()].flat();

function publicPart(v: object): string {
  const { log: _log, ...rest } = v as Record<string, unknown>;
  return JSON.stringify(rest);
}

describe('determinize', () => {
  it('samples states that look exactly like the view to its seat', () => {
    const rng = makeRng(1);
    const kinds = new Set<DecisionKind>();
    for (const s of states) {
      for (let seat = 0; seat < s.players.length; seat++) {
        const view = viewFor(s, seat);
        const g = determinize(view, rng);
        expect(publicPart(engineViewOfGuess(g, seat))).toBe(publicPart(view));
        kinds.add(s.pending!.kind);
      }
    }
    expect(kinds.size).toBeGreaterThan(12);
  });

  it('samples games with a secret (hex) seed, whose guesses play on to the end', () => {
    const rng = makeRng(11);
    for (const players of [2, 3, 4]) {
      const s = newGame({ seed: `${players}`.repeat(40), players });
      for (let n = 0; n < 60 * players; n++) fast.apply(s, legalActions(s)[rng.int(legalActions(s).length)]);
      expect(s.over).toBe(false);
      const view = viewFor(s, s.pending!.seat);
      const g = determinize(view, rng);
      expect(publicPart(engineViewOfGuess(g, s.pending!.seat))).toBe(publicPart(view));
      // The guess knows nothing of the seed: it draws from a generator of its own.
      expect(g.options).not.toHaveProperty('seed');
      for (let n = 0; n < 5000 && !g.over; n++) expect(fast.apply(g, legalActions(g)[rng.int(legalActions(g).length)])).toBeNull();
      expect(g.over).toBe(true);
    }
  });

  it('places every card exactly once', () => {
    const rng = makeRng(2);
    for (const s of states.slice(0, 60)) {
      const g = determinize(viewFor(s, s.pending!.seat), rng);
      const d = g.pending;
      const cards = [...g.explorationDeck, ...g.explorationDiscard, ...g.track, ...g.council.flat(), ...g.players.flatMap((p) => [...p.hand, ...p.affiliated]), ...(d?.kind === 'affiliate' ? d.spent : [])];
      expect(cards.slice().sort((a, b) => a - b)).toEqual(Array.from({ length: EXPLORATION_CARD_COUNT }, (_, i) => i));
      const limbo = g.tasks.flatMap((t) => (t.t === 'gainLord' ? [t.lord] : []));
      const lords = [...g.lordDeck, ...g.court, ...g.lordDiscard, ...limbo, ...g.players.flatMap((p) => [...p.lords, ...p.locations.flatMap((l) => l.lords)])];
      expect(lords.filter((l) => l <= LORD_COUNT).sort((a, b) => a - b)).toEqual(Array.from({ length: LORD_COUNT }, (_, i) => i + 1));
      const tokens = [...g.monsterTokens, ...g.players.flatMap((p) => p.monsters)];
      expect(new Set(tokens).size).toBe(tokens.length);
      expect(tokens.length).toBe(s.monsterTokens.length + s.players.reduce((n, p) => n + p.monsters.length, 0));
    }
  });

  it('keeps Council stacks to their race and opponents\' hands free of Monsters', () => {
    const rng = makeRng(3);
    for (const s of states.slice(0, 60)) {
      const g = determinize(viewFor(s, s.pending!.seat), rng);
      g.council.forEach((stack, r) => stack.forEach((c) => expect(Math.floor(c / 13)).toBe(r)));
      for (const p of g.players) for (const c of p.hand) expect(c).toBeLessThan(65);
    }
  });

  it('is deterministic for a seed, and the fast guess view matches the engine view', () => {
    for (const s of states.slice(0, 40)) {
      const view = viewFor(s, s.pending!.seat);
      const a = determinize(view, makeRng(9));
      expect(determinize(view, makeRng(9))).toEqual(a);
      for (let seat = 0; seat < a.players.length; seat++) {
        const fastView = JSON.parse(publicPart(guessView(a, seat)));
        const engineView = engineViewOfGuess(a, seat);
        expect(fastView).toEqual(JSON.parse(publicPart({ ...engineView, players: engineView.players.map((p) => ({ ...p, name: '' })) })));
      }
    }
  });

  it('writes every playout view into one reused object that reads as the guess view', () => {
    const rng = makeRng(5);
    // Positions of every expansion: the views' optional parts come and go between calls.
    const positions = states.slice(0, 30);
    for (const expansions of [{ kraken: true }, { leviathan: true }, { kraken: true, leviathan: true, deProfundis: true }]) {
      const s = newGame({ seed: 21, players: 3, expansions });
      for (let n = 0; n < 150 && !s.over; n++) {
        const legal = legalActions(s);
        fast.apply(s, legal[rng.int(legal.length)]);
        if (n % 15 === 0 && !s.over) positions.push(fast.clone(s));
      }
    }
    const reused = playoutView(determinize(viewFor(positions[0], positions[0].pending!.seat), rng), 0, []);
    for (const s of positions) {
      const g = determinize(viewFor(s, s.pending!.seat), rng);
      for (let seat = 0; seat < g.players.length; seat++) {
        const legal = g.pending!.seat === seat ? legalActions(g) : [];
        const view = playoutView(g, seat, legal);
        expect(view).toBe(reused);
        expect(JSON.stringify(view)).toBe(JSON.stringify(guessView(g, seat, legal)));
      }
    }
  });
});
