// resample(view, rng) on every table (8 combinations of expansions × 2 to 4 seats, 5 with the
// Leviathan), over positions of seeded random and greedy play: for every seat and for a
// spectator, the view of the guess is the view it came from (log included); the guess is a
// whole, legal state (every card once, nothing negative) that plays on to the end with random
// actions, conserving everything; and it never reads the real hidden cards. Depth: ABYSS_TEST_DEPTH (test/depth.ts)
// (knowledge-fixtures.ts).
import { describe, expect, it } from 'vitest';
import { allyRace, fast, isKrakenAlly, isLeviathanAlly, legalActions, newGame, resample, viewFor, type GameState, type PlayerView } from './mutable.ts';
import { makeRng } from '../../src/bots/rng.ts';
import { conservationProblems, label, outcastCount, positions, tables } from './knowledge-fixtures.ts';
import { MAX_ACTIONS } from './random-play.ts';

/** The first difference between two views, as a path, for a readable failure. */
function firstDifference(a: unknown, b: unknown, path = 'view'): string | null {
  if (JSON.stringify(a) === JSON.stringify(b)) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return `${path}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
    if (d) return d;
  }
  return `${path}: key order`;
}

/** Plays `g` to its end with random legal actions; the problems met on the way (empty: none). */
function playOut(g: GameState, seed: number, outcasts: number): string[] {
  const rng = makeRng(seed);
  for (let n = 0; !g.over; n++) {
    if (n > MAX_ACTIONS) return [`still running after ${MAX_ACTIONS} decisions`];
    const legal = legalActions(g);
    if (legal.length === 0) return [`no legal action at ${JSON.stringify(g.pending)}`];
    const e = fast.apply(g, legal[rng.int(legal.length)]);
    if (e) return [`a listed action was refused: ${e.message}`];
    if (n % 16 === 0) {
      const problems = conservationProblems(g, outcasts);
      if (problems.length) return problems.map((p) => `after ${n + 1} actions: ${p}`);
    }
  }
  return conservationProblems(g, outcasts);
}

describe('resample', () => {
  for (const [expansions, players] of tables()) {
    const name = label(expansions, players);
    it(`${name}: the guess shows every seat (and a spectator) its view, is whole, and plays to the end`, () => {
      const states = positions(expansions, players, 17 + players);
      const rng = makeRng(players * 31 + 7);
      let playouts = 0;
      let checked = 0;
      for (const [k, s] of states.entries()) {
        const outcasts = outcastCount(s);
        const seats: (number | null)[] = [...s.players.keys(), null];
        for (const seat of seats) {
          const view: PlayerView = viewFor(s, seat);
          const g = resample(view, rng);
          const where = `${name}, snapshot ${k} (${s.pending?.kind ?? 'over'}), seat ${seat}`;
          expect(firstDifference(viewFor(g, seat), view), where).toBeNull();
          expect(conservationProblems(g, outcasts), where).toEqual([]);
          // The guess knows nothing of the seed while the game runs: its draws are its own.
          if (!s.over) expect(g.options, where).not.toHaveProperty('seed');
          checked++;
          // One playout per snapshot, from a seat that changes each time.
          if (seat === k % s.players.length && !s.over) {
            expect(playOut(g, k, outcasts), `${where}: playout`).toEqual([]);
            playouts++;
          }
        }
      }
      expect(checked).toBeGreaterThan(states.length);
      expect(playouts).toBeGreaterThan(0);
    });
  }

  it('explores: over many guesses, hidden cards take different places (a Kraken Ally on a Council stack sometimes)', () => {
    // A position of a game with every expansion where the Council holds cards and Kraken Allies are unseen.
    const s = positions({ kraken: true, leviathan: true, deProfundis: true }, 3, 12, 'ci').find((x) => {
      const seen = new Set([...x.track, ...x.players[0].hand, ...x.players.flatMap((p) => p.affiliated)]);
      const unseenKrakens = [71, 72, 73, 74, 75, 76, 77].filter((c) => !seen.has(c)).length;
      return !x.over && x.council.flat().length >= 6 && unseenKrakens >= 3 && x.players[1].hand.length >= 2;
    })!;
    expect(s).toBeDefined();
    const view = viewFor(s, 0);
    const rng = makeRng(77);
    const orders: Record<string, Set<string>> = {};
    const note = (what: string, value: unknown): void => void (orders[what] ??= new Set()).add(JSON.stringify(value));
    let krakenInCouncil = 0;
    let leviathanAllyInCouncil = 0;
    const SAMPLES = 300;
    for (let i = 0; i < SAMPLES; i++) {
      const g = resample(view, rng, { log: false });
      const council = g.council.flat();
      if (council.some(isKrakenAlly)) krakenInCouncil++;
      if (council.some(isLeviathanAlly)) leviathanAllyInCouncil++;
      g.council.forEach((stack, r) => stack.forEach((c) => expect(isKrakenAlly(c) || allyRace(c) === r).toBe(true)));
      note('opponent hand', [...g.players[1].hand].sort());
      note('Council', g.council);
      note('Exploration deck', g.explorationDeck);
      note('Lord deck', g.lordDeck);
      note('Location stack', g.locationStack);
      note('Loot deck', g.kraken!.lootDeck);
      note('Leviathan deck', g.leviathan!.deck);
      note('Leviathan tokens', g.leviathan!.tokens);
      note('Outcast deck', g.outcastDeck);
    }
    expect(krakenInCouncil).toBeGreaterThan(0);
    expect(krakenInCouncil).toBeLessThan(SAMPLES);
    expect(leviathanAllyInCouncil).toBeGreaterThan(0);
    const hiddenZones: [string, number][] = [
      ['opponent hand', s.players[1].hand.length], ['Council', s.council.flat().length], ['Exploration deck', s.explorationDeck.length],
      ['Lord deck', s.lordDeck.length], ['Location stack', s.locationStack.length], ['Loot deck', s.kraken!.lootDeck.length],
      ['Leviathan deck', s.leviathan!.deck.length], ['Leviathan tokens', s.leviathan!.tokens.length], ['Outcast deck', s.outcastDeck.length],
    ];
    for (const [what, size] of hiddenZones) if (size >= 2) expect(orders[what].size, what).toBeGreaterThan(SAMPLES / 2);
  });

  it('at the Healer\'s decision, tells a Leviathan Ally from a plain Ally of its race and value', () => {
    const s = newGame({ seed: 8, players: 2, startSeat: 0, expansions: { kraken: true, leviathan: true } });
    // Two plain Crab 2 (ids 17, 18) and a Monster in the discard; the Leviathan's Crab 2 (83) unseen.
    s.explorationDeck.push(...s.explorationDiscard.splice(0));
    for (const card of [17, 18, 65]) {
      for (const zone of [s.explorationDeck, ...s.council, ...s.players.map((p) => p.hand)]) {
        const i = zone.indexOf(card);
        if (i >= 0) zone.splice(i, 1);
      }
      s.explorationDiscard.push(card);
    }
    s.pending = { kind: 'healer', seat: 0 };
    const view = viewFor(s, 0);
    expect(view.legal).toEqual([{ type: 'heal', card: 17 }]);
    const rng = makeRng(3);
    // The discard's other cards are Monsters and plain Crab 2, never the Leviathan's (a kind the Healer would list).
    for (let i = 0; i < 40; i++) {
      const g = resample(view, rng);
      expect(g.explorationDiscard).not.toContain(83);
      expect(firstDifference(viewFor(g, 0), view)).toBeNull();
    }
  });

  it('guesses another seat\'s open payment: Allies of the guessed hand that pay for its Lord', () => {
    const open = [...positions({}, 3, 20, 'ci'), ...positions({ kraken: true }, 3, 20, 'ci')].filter((x) => x.pending?.kind === 'payment');
    expect(open.length).toBeGreaterThan(3);
    const rng = makeRng(12);
    for (const s of open) {
      const d = s.pending as Extract<GameState['pending'], { kind: 'payment' }>;
      for (let seat = 0; seat < 3; seat++) {
        if (seat === d.seat) continue;
        const view = viewFor(s, seat);
        expect(view.pending).toEqual({ kind: 'payment', seat: d.seat, lord: d.lord, allies: [] });
        const g = resample(view, rng);
        const guess = g.pending as typeof d;
        expect(guess.lord).toBe(d.lord);
        expect(guess.allies.length).toBeGreaterThan(0);
        for (const c of guess.allies) expect(g.players[d.seat].hand).toContain(c);
        // The payer may pay as it stands.
        const pay = legalActions(g).find((a) => a.type === 'pay');
        expect(pay).toBeDefined();
        expect(fast.apply(g, pay!)).toBeNull();
      }
    }
  });

  it('leaves the view untouched, and draws the same guess from the same rng state', () => {
    const [s] = positions({ kraken: true, leviathan: true }, 3, 5).slice(3, 4);
    const view = viewFor(s, 1);
    const before = JSON.stringify(view);
    const a = resample(view, makeRng(9));
    const b = resample(view, makeRng(9));
    expect(JSON.stringify(view)).toBe(before);
    expect(b).toEqual(a);
    // A minimal rng ({ next }) draws the same numbers as the bots' PRNG with its fast shuffle.
    const bots = makeRng(4);
    const plain = makeRng(4);
    expect(resample(view, { next: () => plain.next() })).toEqual(resample(view, bots));
  });

  it('keeps no log when asked not to (search guesses)', () => {
    const [s] = positions({}, 2, 3).slice(2, 3);
    const g = resample(viewFor(s, 0), makeRng(1), { log: false });
    expect(g.log).toEqual([]);
    const { log: _a, ...seen } = viewFor(g, 0);
    const { log: _b, ...real } = viewFor(s, 0);
    expect(seen).toEqual(real);
  });
});
