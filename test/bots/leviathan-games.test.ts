// The bots play whole Leviathan games (2 to 5 players, alone and with the Kraken and De
// Profundis): random, greedy and search finish them with legal actions only, and the
// determinizer's guesses look exactly like the view at every kind of Leviathan decision.
import { describe, expect, it } from 'vitest';
import {
  fast, legalActions, newGame, viewFor,
  type Action, type GameOptions, type GameState,
} from '../engine/mutable.ts';
import { createBot, parseBotSpec } from '../../src/bots/index.ts';
import { determinize, engineViewOfGuess } from '../../src/bots/determinize.ts';
import { greedyAction } from '../../src/bots/greedy.ts';
import { makeRng } from '../../src/bots/rng.ts';
import { searchRoot } from '../../src/bots/search.ts';
import { scrambleHidden } from '../env/scramble.ts';

const key = (a: Action): string => JSON.stringify(a);

function options(seed: number, players: number, more: { kraken?: boolean; deProfundis?: boolean } = {}): GameOptions {
  return { seed, players, expansions: { leviathan: true, ...more } };
}

/** Plays a game with `spec` at every seat; every action must be one the engine lists. Returns the final state. */
function play(o: GameOptions, spec: string, cap = 6000): GameState {
  const s = newGame(o);
  const bots = s.players.map((_, seat) => createBot(parseBotSpec(spec), o.seed as number * 10 + seat));
  for (let n = 0; !s.over; n++) {
    if (n >= cap) throw new Error(`${spec}: game ${JSON.stringify(o)} still running after ${cap} decisions`);
    const seat = s.pending!.seat;
    const view = viewFor(s, seat);
    const a = bots[seat].decide(view);
    expect(view.legal.map(key), `${spec} at ${s.pending!.kind}`).toContain(key(a));
    const e = fast.apply(s, a);
    if (e) throw new Error(`${spec}: ${e.message}`);
  }
  return s;
}

describe('bots finish Leviathan games', () => {
  const tables: [number, { kraken?: boolean; deProfundis?: boolean }][] = [
    [2, {}], [3, {}], [4, {}], [5, {}],
    [2, { kraken: true }], [5, { kraken: true }], [3, { deProfundis: true }], [4, { kraken: true, deProfundis: true }],
  ];
  for (const spec of ['random', 'greedy']) {
    it(`${spec}: 2 to 5 players, with and without Kraken and De Profundis`, () => {
      let kills = 0;
      for (const [i, [players, more]] of tables.entries()) {
        for (const seed of [1, 2]) {
          const s = play(options(100 * i + seed, players, more), spec);
          expect(s.over).toBe(true);
          kills += s.players.reduce((n, p) => n + (p.slain?.length ?? 0), 0);
        }
      }
      // Greedy fights: over 16 games some Leviathans are slain.
      if (spec === 'greedy') expect(kills).toBeGreaterThan(0);
    });
  }

  it('search finishes 2- and 5-player Leviathan games on a small budget', () => {
    for (const players of [2, 5]) {
      const s = play(options(900 + players, players), 'search:iterations=4:playoutDepth=30');
      expect(s.over).toBe(true);
    }
  });
});

describe('determinize in Leviathan games', () => {
  it('samples states that look exactly like the view at every Leviathan decision, and they play on', () => {
    const rng = makeRng(23);
    const kinds = new Set<string>();
    let checked = 0;
    for (let g = 0; g < 12; g++) {
      const more = g % 3 === 1 ? { kraken: true } : g % 3 === 2 ? { deProfundis: true } : {};
      const s = newGame(options(1300 + g, 2 + (g % 4), more));
      const greedy = createBot(parseBotSpec('greedy'), g);
      for (let n = 0; !s.over; n++) {
        const kind = s.pending!.kind;
        if (n % 11 === 0 || !['main', 'offer', 'allyRevealed', 'payment'].includes(kind)) {
          const seat = s.pending!.seat;
          const view = viewFor(s, seat);
          const guess = determinize(view, rng);
          const { log: _a, ...seen } = engineViewOfGuess(guess, seat);
          const { log: _b, ...real } = view;
          expect(seen, `game ${g}, action ${n}, ${kind}`).toEqual(real);
          expect(fast.apply(guess, view.legal[rng.int(view.legal.length)]), `game ${g}, action ${n}, ${kind}`).toBeNull();
          kinds.add(kind);
          checked++;
        }
        // Half greedy (it fights), half random (it reaches the odd decisions).
        const legal = legalActions(s);
        const a = rng.next() < 0.5 ? greedy.decide(viewFor(s, s.pending!.seat)) : legal[rng.int(legal.length)];
        expect(fast.apply(s, a)).toBeNull();
      }
    }
    expect(checked).toBeGreaterThan(300);
    for (const kind of ['leviathanMonster', 'leviathanAttack', 'boostAttack', 'fightReward', 'tokenCouncil', 'breeder', 'borderGuard', 'rebel']) expect(kinds.has(kind), kind).toBe(true);
  });
});

describe('Leviathan bots cannot read hidden state', () => {
  /** A Leviathan game played by greedy until `seat` faces a revealed Monster with a Leviathan at the Border. */
  function atMonster(seed: number): GameState {
    const s = newGame(options(seed, 3));
    while (!s.over && !(s.pending!.kind === 'leviathanMonster' && legalActions(s).length > 1)) fast.apply(s, greedyAction(viewFor(s, s.pending!.seat)));
    return s;
  }

  it('another Leviathan deck order, other face-down tokens, hands and dice change no bot\'s decision nor the guesses', () => {
    for (const seed of [4, 9]) {
      const s = atMonster(seed);
      expect(s.over).toBe(false);
      const seat = s.pending!.seat;
      const t = scrambleHidden(s, seat, seed);
      t.leviathan!.deck.reverse();
      t.leviathan!.tokens.reverse();
      expect(t.leviathan!.deck).not.toEqual(s.leviathan!.deck);
      const a = viewFor(s, seat);
      const b = viewFor(t, seat);
      expect(b).toEqual(a);
      for (const spec of ['random', 'greedy', 'search:iterations=12']) {
        expect(createBot(parseBotSpec(spec), 42).decide(b), spec).toEqual(createBot(parseBotSpec(spec), 42).decide(a));
      }
      expect(determinize(b, makeRng(7))).toEqual(determinize(a, makeRng(7)));
      // The search rolls its playouts' dice from each guess's own generator, never the game's.
      expect(searchRoot(b, makeRng(7), { iterations: 10 })).toEqual(searchRoot(a, makeRng(7), { iterations: 10 }));
    }
  });
});
