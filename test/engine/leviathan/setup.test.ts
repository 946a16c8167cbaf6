// Setting up every table: the eight combinations of De Profundis, the Kraken and the Leviathan,
// with each player count they allow (2 to 4, and 5 with the Leviathan). The decks hold exactly
// the table's cards, a Leviathan table deals a Crab 1 to each player, plays without the Tamer and
// with Martial Law, and has one Leviathan at the Border when the first turn starts; a table
// without the Leviathan is dealt exactly as before the expansion existed.
import { describe, expect, it } from 'vitest';
import {
  COURT_SPACES, KEY_TOKEN_COUNT, LEVIATHAN_COUNT, LEVIATHAN_LORD_COUNT, LEVIATHAN_LORD_FIRST, LEVIATHAN_TOKEN_COUNT,
  LOOT_COUNT, LORD, MONSTER_TOKEN_COUNT, OUTCAST_BASE, RACES, STARTING_CRABS, allyRace, allyValue, applyAction, checkOptions,
  borderSpace, isMonsterCard, newGame, tableCards, viewFor,
  type GameOptions, type GameState,
} from '../mutable.ts';

type Expansions = NonNullable<GameOptions['expansions']>;

/** The eight tables: every combination of the three expansions. */
const TABLES: Expansions[] = [];
for (const deProfundis of [false, true]) for (const kraken of [false, true]) for (const leviathan of [false, true]) TABLES.push({ deProfundis, kraken, leviathan });

const named = (e: Expansions): string => ['base', ...Object.entries(e).filter(([, on]) => on).map(([k]) => k)].join(' + ');
const sorted = (ids: readonly number[]): number[] => [...ids].sort((a, b) => a - b);
const range = (from: number, count: number): number[] => Array.from({ length: count }, (_, i) => from + i);

/** Checks one freshly set-up table against what its expansions and player count promise. */
function checkSetup(s: GameState, expansions: Expansions, players: number): void {
  const table = tableCards({ expansions });
  const hands = s.players.flatMap((p) => p.hand);
  // Every Exploration card of the table is in the deck or a hand, nothing else anywhere.
  expect(sorted([...s.explorationDeck, ...hands])).toEqual(table.exploration);
  expect([s.track, s.explorationDiscard, ...s.council]).toEqual([[], [], [], [], [], [], []]);
  if (expansions.leviathan) {
    // A Crab 1 each: the four base Crab 1s and the expansion's plain one, seat by seat.
    expect(s.players.map((p) => p.hand)).toEqual(STARTING_CRABS.slice(0, players).map((c) => [c]));
    for (const c of hands) expect([RACES[allyRace(c)], allyValue(c), isMonsterCard(c)]).toEqual(['crab', 1, false]);
  } else {
    expect(hands).toEqual([]);
  }
  // Lords: the Court (with one Outcast on its leftmost space under De Profundis) and the deck.
  expect(s.court).toHaveLength(COURT_SPACES);
  const lords = sorted([...s.lordDeck, ...s.court.filter((id) => id < OUTCAST_BASE)]);
  expect(lords).toEqual(table.lords);
  expect(lords.includes(LORD.tamer)).toBe(!expansions.leviathan);
  expect(range(LEVIATHAN_LORD_FIRST, LEVIATHAN_LORD_COUNT).filter((l) => lords.includes(l))).toEqual(expansions.leviathan ? range(LEVIATHAN_LORD_FIRST, LEVIATHAN_LORD_COUNT) : []);
  if (expansions.deProfundis) {
    expect(s.court[0]).toBeGreaterThanOrEqual(OUTCAST_BASE);
    expect(s.court.slice(1).every((id) => id < OUTCAST_BASE)).toBe(true);
    expect(s.outcastDeck.length).toBeGreaterThan(0);
  } else {
    expect(s.court.every((id) => id < OUTCAST_BASE)).toBe(true);
    expect(s.outcastDeck).toEqual([]);
  }
  expect(sorted([...s.locationStack, ...s.locationsAvailable])).toEqual(table.locations);
  expect(s.locationsAvailable).toHaveLength(1);
  expect(s.monsterTokens).toHaveLength(MONSTER_TOKEN_COUNT);
  expect(s.keySupply).toBe(KEY_TOKEN_COUNT);
  expect(s.threat).toBe(1);
  expect(s.players.map((p) => p.pearls)).toEqual(new Array(players).fill(1));
  expect(s.pending).toEqual({ kind: 'main', seat: s.current });
  if (expansions.kraken) {
    expect(sorted(s.kraken!.lootDeck)).toEqual(range(0, LOOT_COUNT));
    expect(s.players.map((p) => p.nebulis)).toEqual(new Array(players).fill(0));
  } else {
    expect(s.kraken).toBeUndefined();
  }
  if (expansions.leviathan) {
    const lv = s.leviathan!;
    // One Leviathan came to the Border by a roll; the other 19 wait face down.
    const border = lv.border.flatMap((b, space) => (b ? [{ space, ...b }] : []));
    expect(lv.border).toHaveLength(9);
    expect(border).toHaveLength(1);
    expect(border[0].beaten).toBe(0);
    expect(lv.deck).toHaveLength(LEVIATHAN_COUNT - 1);
    expect(sorted([...lv.deck, border[0].id])).toEqual(range(0, LEVIATHAN_COUNT));
    expect(lv.discard).toEqual([]);
    expect(sorted(lv.tokens)).toEqual(range(0, LEVIATHAN_TOKEN_COUNT));
    expect(lv.tokenDiscard).toEqual([]);
    expect(lv.scourge).toBe(-1);
    expect(s.players.map((p) => [p.wounds, p.slain])).toEqual(new Array(players).fill([0, []]));
    expect(s.tasks).toEqual([]);
    // Its roll is in the log, a revealing event: the two dice give its space.
    const arrivals = s.log.filter((e) => e.kind === 'borderArrival');
    expect(arrivals).toEqual([{ kind: 'borderArrival', args: { leviathan: border[0].id, dice: expect.any(Array), space: border[0].space }, seat: s.current, reveals: true }]);
    const dice = (arrivals[0].args as { dice: readonly number[] }).dice;
    expect(dice.length === 2 && dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)).toBe(true);
    expect(borderSpace(dice[0] + dice[1])).toBe(border[0].space);
  } else {
    expect(s.leviathan).toBeUndefined();
    expect(s.players.some((p) => 'wounds' in p || 'slain' in p)).toBe(false);
  }
}

describe('Setup: every combination of expansions, every player count it allows', () => {
  for (const expansions of TABLES) {
    const counts = expansions.leviathan ? [2, 3, 4, 5] : [2, 3, 4];
    it(`${named(expansions)}: ${counts.join(', ')} players`, () => {
      for (const players of counts) {
        for (const seed of [1, 2, 'ab'.repeat(16)]) {
          const opts: GameOptions = { seed, players, expansions };
          expect(checkOptions(opts)).toBeNull();
          checkSetup(newGame(opts), expansions, players);
        }
      }
    });
  }

  it('refuses a fifth player without the Leviathan, and a sixth with it', () => {
    for (const expansions of TABLES) {
      const opts: GameOptions = { seed: 1, players: 5, expansions };
      if (expansions.leviathan) {
        expect(checkOptions(opts)).toBeNull();
        expect(checkOptions({ ...opts, players: 6 })).toEqual({ code: 'BAD_OPTIONS', message: 'Abyss is played by 2 to 4 players (5 with the Leviathan expansion).' });
      } else {
        expect(checkOptions(opts)).toEqual({ code: 'BAD_OPTIONS', message: 'A fifth player needs the Leviathan expansion.' });
        expect(() => newGame(opts)).toThrow(RangeError);
      }
    }
  });

  it('the Leviathan deck and tokens are shuffled by the seed: the same seed deals the same, another seed another', () => {
    const opts: GameOptions = { seed: 11, players: 3, expansions: { leviathan: true } };
    expect(JSON.stringify(newGame(opts))).toBe(JSON.stringify(newGame(opts)));
    const orders = new Set<string>();
    for (const seed of [11, 12, 13, 14]) {
      const lv = newGame({ ...opts, seed }).leviathan!;
      orders.add(JSON.stringify([lv.deck, lv.tokens]));
    }
    expect(orders.size).toBe(4);
  });

  it('every view shows the Border and the counts, never the Leviathan deck or the tokens in their order', () => {
    const s = newGame({ seed: 5, players: 5, expansions: { leviathan: true, kraken: true } });
    for (const seat of [null, 0, 1, 2, 3, 4]) {
      const v = viewFor(s, seat);
      expect(v.leviathan).toEqual({
        border: s.leviathan!.border, deckCount: LEVIATHAN_COUNT - 1, discard: [], tokensLeft: LEVIATHAN_TOKEN_COUNT, tokenDiscard: [], scourge: -1,
      });
      expect(v.players.map((p) => [p.wounds, p.slain])).toEqual(new Array(5).fill([0, []]));
      // Each seat sees its own Crab, and only the count of the others'.
      expect(v.players.map((p) => p.hand ?? null)).toEqual(s.players.map((p, i) => (i === seat ? p.hand : null)));
    }
    expect(viewFor(newGame({ seed: 5, players: 4 }), 0).leviathan).toBeUndefined();
  });
});

describe('Setup: Martial Law always applies with the Leviathan', () => {
  it('refuses switching it off, takes it on', () => {
    expect(checkOptions({ seed: 1, players: 3, expansions: { leviathan: true }, martialLaw: false })).toEqual({ code: 'BAD_OPTIONS', message: 'The Leviathan expansion always plays with Martial Law.' });
    expect(checkOptions({ seed: 1, players: 3, expansions: { leviathan: true }, martialLaw: true })).toBeNull();
    expect(checkOptions({ seed: 1, players: 3, expansions: { kraken: true }, martialLaw: false })).toBeNull();
  });

  /** Seat 0 ends a turn in which it took a Council stack, holding `extra` Allies more than its Crab. */
  function endTurnWith(expansions: Expansions, extra: number): GameState {
    const s = newGame({ seed: 3, players: 2, startSeat: 0, expansions });
    const allies = s.explorationDeck.filter((c) => !isMonsterCard(c));
    const give = allies.slice(0, extra);
    const stack = allies[extra];
    s.explorationDeck = s.explorationDeck.filter((c) => !give.includes(c) && c !== stack);
    s.players[0].hand.push(...give);
    s.council[allyRace(stack)].push(stack);
    const supported = applyAction(s, { type: 'support', races: [RACES[allyRace(stack)]] });
    if (!supported.ok) throw new Error(supported.error.message);
    // The turn ends by itself when no Lord power is left to use.
    if (supported.state.pending?.kind !== 'afterAction') return supported.state;
    const ended = applyAction(supported.state, { type: 'endTurn' });
    if (!ended.ok) throw new Error(ended.error.message);
    return ended.state;
  }

  it('a Leviathan player ending a turn with 13 Allies or more pays for each above 12; without it, nobody asks', () => {
    // The Crab, 12 more and the Council's card: 14 Allies, 2 above the limit.
    const leviathan = endTurnWith({ leviathan: true }, 12);
    expect(leviathan.players[0].hand).toHaveLength(14);
    expect(leviathan.pending).toEqual({ kind: 'martialLaw', seat: 0, count: 2 });
    const base = endTurnWith({}, 13);
    expect(base.players[0].hand).toHaveLength(14);
    expect(base.pending).toEqual({ kind: 'main', seat: 1 });
    // At the limit, no payment.
    expect(endTurnWith({ leviathan: true }, 10).pending).toEqual({ kind: 'main', seat: 1 });
  });
});

// --- A table without the Leviathan is dealt exactly as before ------------------------------------

/** FNV-1a of a string: a short, exact fingerprint of a deal. */
function fnv(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** Everything a setup draws: the PRNG's state, the first seat, the hands and every deck. */
function deal(s: GameState): string {
  return fnv(JSON.stringify([
    s.rng, s.current, s.players, s.explorationDeck, s.lordDeck, s.court, s.outcastDeck, s.locationStack, s.locationsAvailable,
    s.monsterTokens, s.kraken?.lootDeck ?? null,
  ]));
}

/**
 * The deals of seeds 7 and a hex seed before the Leviathan existed (computed by this same
 * `deal` on commit fa89615, the last before the expansion's foundation).
 */
const DEALS_BEFORE_LEVIATHAN: [Expansions, number, string, string][] = [
  [{}, 2, '149741b0', 'cbac0b3c'],
  [{}, 3, '34fa9f6d', '02a0d472'],
  [{}, 4, '8925c563', '606be456'],
  [{ deProfundis: true }, 2, '895e00cd', '03e4c9b0'],
  [{ deProfundis: true }, 3, '9b8df288', 'c6369e19'],
  [{ deProfundis: true }, 4, '40356ed3', '70425b0c'],
  [{ kraken: true }, 2, 'b74857c1', 'c66f0469'],
  [{ kraken: true }, 3, '7fa2bb9e', '7fa62333'],
  [{ kraken: true }, 4, '65d62e22', 'c8117a4b'],
  [{ kraken: true, deProfundis: true }, 2, 'd22de172', '292d7262'],
  [{ kraken: true, deProfundis: true }, 3, 'a9509119', '2cbe3039'],
  [{ kraken: true, deProfundis: true }, 4, '78411483', 'ac982f6e'],
];

describe('Setup: base, Kraken and De Profundis tables are dealt as before the Leviathan', () => {
  it('the same deal for the same seed, with the Leviathan absent or switched off', () => {
    for (const [expansions, players, seven, hex] of DEALS_BEFORE_LEVIATHAN) {
      for (const e of [expansions, { ...expansions, leviathan: false }]) {
        const what = `${named(expansions)}, ${players} players`;
        expect(deal(newGame({ seed: 7, players, expansions: e })), what).toBe(seven);
        expect(deal(newGame({ seed: 'c0ffee00'.repeat(4), players, expansions: e })), what).toBe(hex);
      }
    }
  });

  it('the fingerprint tells deals apart', () => {
    const a = newGame({ seed: 7, players: 3 });
    const b = structuredClone(a);
    [b.explorationDeck[0], b.explorationDeck[1]] = [b.explorationDeck[1], b.explorationDeck[0]];
    expect(deal(b)).not.toBe(deal(a));
    expect(deal(newGame({ seed: 8, players: 3 }))).not.toBe(deal(a));
  });
});
