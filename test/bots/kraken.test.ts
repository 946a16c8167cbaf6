// The bots in Kraken games, from crafted views: what greedy makes of Nebulis, Kraken Allies,
// Loot and every Kraken decision, and what the determinizer guesses.
import { describe, expect, it } from 'vitest';
import {
  KRAKEN_ALLY_FIRST, LOCATION, LOOT_COUNT, LORD, fast, tableCards, legalActions, newGame, viewFor,
  type Action, type Decision, type GameState, type PlayerView,
} from '../engine/mutable.ts';
import { determinize, engineViewOfGuess, guessView } from '../../src/bots/determinize.ts';
import { shortfall, unseenLocations, locationWorth } from '../../src/bots/features.ts';
import { greedyAction, greedyScores, scoreEstimate } from '../../src/bots/greedy.ts';
import { lootDrawGain, lootOnward, nebulisShed, nebulisUnit, unseenLootCounts } from '../../src/bots/kraken.ts';
import { makeRng } from '../../src/bots/rng.ts';
import { rewards } from '../../src/bots/search.ts';
import { moveCard as move, moveLord } from './helpers.ts';

function table(players = 3): GameState {
  return newGame({ seed: 4, players, startSeat: 0, expansions: { kraken: true } });
}

/** The seat's view with a decision and its legal actions put in by hand (the rule may not list them yet). */
function asked(s: GameState, d: Decision, legal: Action[]): PlayerView {
  s.pending = d;
  const v = viewFor(s, d.seat);
  v.legal = legal;
  return v;
}

describe('greedy in Kraken games', () => {
  it('counts Nebulis (−1 each) and the Kraken figure (−5) in its score estimate, and nothing in base games', () => {
    const s = table();
    const before = scoreEstimate(viewFor(s, 0), viewFor(s, 0).players[1]);
    s.players[1].nebulis = 3;
    s.kraken!.figure = 1;
    expect(scoreEstimate(viewFor(s, 0), viewFor(s, 0).players[1])).toBeCloseTo(before - 8, 9);
    const base = newGame({ seed: 4, players: 3, startSeat: 0 });
    expect(viewFor(base, 0).kraken).toBeUndefined();
  });

  it('prices a Nebulis higher near the Kraken figure and with the Kraken\'s Lair', () => {
    const s = table();
    s.players[1].nebulis = 3;
    const far = nebulisUnit(viewFor(s, 0), 0);
    s.players[0].nebulis = 2;
    const near = nebulisUnit(viewFor(s, 0), 0);
    expect(near).toBeGreaterThan(far);
    s.players[0].locations.push({ id: LOCATION.krakensLair, lords: [] });
    expect(nebulisUnit(viewFor(s, 0), 0)).toBeCloseTo(near + 3, 9);
    expect(nebulisShed(viewFor(s, 1), 1)).toBeGreaterThan(1);
    s.players[2].nebulis = 0;
    expect(nebulisShed(viewFor(s, 2), 2)).toBe(0);
  });

  it('treats a Kraken Ally as wild when estimating what it can pay for', () => {
    const s = table(2);
    // The Oyster Farmer: 12, one race, Seahorse mandatory.
    s.court.push(LORD.oysterFarmer);
    s.players[0].hand = [];
    move(s, 0, s.players[0].hand); // a Jellyfish 1: no Seahorse
    const v0 = viewFor(s, 0);
    expect(shortfall(v0, 0, v0.players[0].hand!, LORD.oysterFarmer)).toBe(Infinity);
    move(s, 77, s.players[0].hand); // Kraken 4 stands in for the Seahorse
    const v1 = viewFor(s, 0);
    expect(shortfall(v1, 0, v1.players[0].hand!, LORD.oysterFarmer)).toBe(12 - 4);
  });

  it('pays with a Nebulis when the rules let it (it sheds −1 IP and keeps a Pearl)', () => {
    const s = table(2);
    s.players[0].nebulis = 2;
    s.players[0].pearls = 1;
    const v = asked(s, { kind: 'offer', seat: 0, card: 5, price: 1, from: 1 }, [{ type: 'pass' }, { type: 'buy' }, { type: 'buy', nebulis: 1 }]);
    const scores = greedyScores(v);
    expect(scores[2].score).toBeGreaterThan(scores[1].score);
  });

  it('uses the Ferryman whenever it can', () => {
    const s = table(2);
    s.players[0].nebulis = 1;
    s.players[0].lords.push(LORD.ferryman);
    s.turn.acted = true;
    const v = asked(s, { kind: 'afterAction', seat: 0 }, [{ type: 'endTurn' }, { type: 'ferryman' }]);
    expect(greedyAction(v)).toEqual({ type: 'ferryman' });
  });

  it('hands the Kraken figure, and the Fence\'s Nebulis, to the leader', () => {
    const s = table(3);
    moveLord(s, LORD.oysterFarmer, s.players[2].lords);
    moveLord(s, LORD.grower, s.players[2].lords);
    s.players[1].nebulis = 1;
    s.players[2].nebulis = 1;
    expect(greedyAction(asked(s, { kind: 'krakenFigure', seat: 0, candidates: [1, 2] }, [{ type: 'giveKraken', seat: 1 }, { type: 'giveKraken', seat: 2 }])))
      .toEqual({ type: 'giveKraken', seat: 2 });
    expect(greedyAction(asked(s, { kind: 'fence', seat: 0, count: 1, candidates: [1, 2] }, [{ type: 'giveNebulis', seat: 1 }, { type: 'giveNebulis', seat: 2 }])))
      .toEqual({ type: 'giveNebulis', seat: 2 });
  });

  it('draws Loot while a repeat is unlikely and stops when it is likely', () => {
    const full = [3, 4, 5, 6, 7];
    expect(lootDrawGain(full, 0)).toBeGreaterThan(0);
    // Holding a 4, 5, 6 and 7: a repeat is likely and costs the card kept.
    expect(lootDrawGain(full, 0b11110)).toBeLessThan(0);
    expect(lootOnward(full, 0)).toBeGreaterThan(5);
    const s = table(2);
    // The Megalodon with a 6 and a 7 on it (ids 12, 18); the deck still has the rest.
    s.players[0].locations.push({ id: LOCATION.megalodon, lords: [], loot: [12, 18] });
    s.kraken!.lootDeck = s.kraken!.lootDeck.filter((id) => id !== 12 && id !== 18);
    const stop = [{ type: 'drawLoot' }, { type: 'stopLoot' }] as Action[];
    const early = asked(s, { kind: 'loot', seat: 0, location: LOCATION.megalodon, drawn: [] }, stop);
    expect(unseenLootCounts(early)).toEqual([3, 4, 5, 5, 6]);
    const gainEarly = lootDrawGain(unseenLootCounts(early), 0b11000);
    expect(greedyAction(early)).toEqual(gainEarly > 0 ? { type: 'drawLoot' } : { type: 'stopLoot' });
    // With a 3, 4, 5, 6 and 7 kept, any draw repeats: stop.
    s.players[0].locations[0].loot = [0, 3, 7, 12, 18];
    expect(greedyAction(asked(s, { kind: 'loot', seat: 0, location: LOCATION.megalodon, drawn: [] }, stop))).toEqual({ type: 'stopLoot' });
  });

  it('values a Loot Location it has not searched by the search it will bring, and the Kraken\'s Lair by Nebulis', () => {
    const s = table(2);
    const v = viewFor(s, 0);
    expect(locationWorth(v, 0, LOCATION.battlefield)).toBeCloseTo(lootOnward([3, 4, 5, 6, 7], 0), 9);
    expect(locationWorth(v, 0, LOCATION.krakensLair)).toBeGreaterThan(8);
    s.players[0].nebulis = 4;
    expect(locationWorth(viewFor(s, 0), 0, LOCATION.krakensLair)).toBeLessThan(4);
    expect(unseenLocations(v)).toContain(LOCATION.gamblingDen);
  });

  it('names the race that costs opponents most, and discards its own least useful Ally', () => {
    const s = table(3);
    s.players[1].affiliated = [];
    move(s, 13 + 12, s.players[1].affiliated); // Crab 5, alone
    move(s, 26 + 10, s.players[2].affiliated); // Seahorse 4, alone
    move(s, 0, s.players[2].affiliated); // Jellyfish 1
    const races = (['jellyfish', 'crab', 'seahorse', 'shellfish', 'squid'] as const).map((race) => ({ type: 'execute', race }) as Action);
    expect(greedyAction(asked(s, { kind: 'executioner', seat: 0 }, races))).toEqual({ type: 'execute', race: 'crab' });
    // Seat 2 must discard a Seahorse: it keeps the 4 (best of its race) and gives up the 2.
    move(s, 26 + 4, s.players[2].affiliated); // Seahorse 2
    const d = asked(s, { kind: 'executed', seat: 2, race: 2 }, [{ type: 'discardAffiliated', card: 36 }, { type: 'discardAffiliated', card: 30 }]);
    expect(greedyAction(d)).toEqual({ type: 'discardAffiliated', card: 30 });
  });

  it('heals the Ally worth most, and reserves with a Sentinel the Lord it wants and can pay for', () => {
    const s = table(2);
    move(s, 12, s.explorationDiscard); // Jellyfish 5
    move(s, 1, s.explorationDiscard); // Jellyfish 1
    expect(greedyAction(asked(s, { kind: 'healer', seat: 0 }, [{ type: 'heal', card: 1 }, { type: 'heal', card: 12 }]))).toEqual({ type: 'heal', card: 12 });
    s.court = [];
    moveLord(s, LORD.oysterFarmer, s.court);
    moveLord(s, LORD.watcher, s.court);
    s.players[0].hand = [];
    for (const c of [26 + 12, 26 + 11, 26 + 10]) move(s, c, s.players[0].hand); // Seahorses 5, 4, 4
    const place = [
      { type: 'placeSentinel', zone: 'court', target: LORD.oysterFarmer },
      { type: 'placeSentinel', zone: 'court', target: LORD.watcher },
      { type: 'placeSentinel', zone: 'council', target: 0 },
    ] as Action[];
    expect(greedyAction(asked(s, { kind: 'sentinel', seat: 0, lord: LORD.lookout }, place))).toEqual(place[0]);
  });

  it('answers every Kraken decision with one of its legal actions', () => {
    const s = table(2);
    const cases: [Decision, Action[]][] = [
      [{ kind: 'placeKraken', seat: 0, card: 71 }, [{ type: 'placeKraken', race: 'crab' }, { type: 'placeKraken', race: 'squid' }]],
      [{ kind: 'liberator', seat: 0 }, [{ type: 'liberate', lord: LORD.grower }]],
      [{ kind: 'main', seat: 0 }, [{ type: 'explore' }, { type: 'recipient' }, { type: 'plot', nebulis: 1 }]],
    ];
    for (const [d, legal] of cases) {
      const a = greedyAction(asked(s, d, legal));
      expect(legal).toContainEqual(a);
    }
  });
});

describe('determinize in Kraken games', () => {
  function crafted(): GameState {
    const s = table(3);
    s.players[1].nebulis = 2;
    s.players[2].nebulis = 1;
    s.kraken!.figure = 1;
    move(s, 72, s.players[0].hand);
    move(s, 74, s.players[1].hand);
    moveLord(s, LORD.watcher, s.players[1].lords);
    s.kraken!.sentinels.push({ lord: LORD.watcher, seat: 1, zone: 'council', target: 3 });
    const loc = s.locationStack.indexOf(LOCATION.megalodon);
    s.locationStack.splice(loc, 1);
    s.players[2].locations.push({ id: LOCATION.megalodon, lords: [], loot: [3, 20] });
    s.kraken!.lootDeck = s.kraken!.lootDeck.filter((id) => id !== 3 && id !== 20 && id !== 24);
    s.kraken!.lootDiscard.push(24);
    return s;
  }

  it('samples a Kraken state that looks exactly like the view, every card placed once', () => {
    const s = crafted();
    const rng = makeRng(3);
    for (let seat = 0; seat < 3; seat++) {
      const view = viewFor(s, seat);
      const g = determinize(view, rng);
      const { log: _a, ...seen } = engineViewOfGuess(g, seat);
      const { log: _b, ...real } = view;
      expect(seen).toEqual(real);
      const cards = [...g.explorationDeck, ...g.explorationDiscard, ...g.track, ...g.council.flat(), ...g.players.flatMap((p) => [...p.hand, ...p.affiliated])];
      expect(cards.sort((a, b) => a - b)).toEqual(tableCards({ expansions: { kraken: true } }).exploration);
      const lords = [...g.lordDeck, ...g.court, ...g.players.flatMap((p) => p.lords)];
      expect(lords.sort((a, b) => a - b)).toEqual(tableCards({ expansions: { kraken: true } }).lords);
      const locations = [...g.locationStack, ...g.locationsAvailable, ...g.players.flatMap((p) => p.locations.map((l) => l.id))];
      expect(locations.sort((a, b) => a - b)).toEqual(tableCards({ expansions: { kraken: true } }).locations);
      const loot = [...g.kraken!.lootDeck, ...g.kraken!.lootDiscard, ...g.players.flatMap((p) => p.locations.flatMap((l) => l.loot ?? []))];
      expect(loot.sort((a, b) => a - b)).toEqual(Array.from({ length: LOOT_COUNT }, (_, i) => i));
      expect(g.players.map((p) => p.nebulis)).toEqual([0, 2, 1]);
      // The fast view of a guess is the engine's.
      for (let other = 0; other < 3; other++) {
        const { log: _c, ...fastView } = guessView(g, other) as unknown as Record<string, unknown>;
        const { log: _d, ...engineView } = engineViewOfGuess(g, other);
        expect(JSON.parse(JSON.stringify(fastView))).toEqual(JSON.parse(JSON.stringify({ ...engineView, players: engineView.players.map((p) => ({ ...p, name: '' })) })));
      }
    }
  });

  it('samples states that look exactly like the view in random Kraken games, alone and with De Profundis', () => {
    const rng = makeRng(17);
    const kinds = new Set<string>();
    let checked = 0;
    for (let g = 0; g < 8; g++) {
      const s = newGame({ seed: 700 + g, players: 2 + (g % 3), expansions: { kraken: true, ...(g % 2 ? { deProfundis: true } : {}) } });
      for (let n = 0; !s.over; n++) {
        if (n % 13 === 0 || !['main', 'offer', 'allyRevealed'].includes(s.pending!.kind)) {
          const seat = s.pending!.seat;
          const view = viewFor(s, seat);
          const guess = determinize(view, rng);
          const { log: _a, ...seen } = engineViewOfGuess(guess, seat);
          const { log: _b, ...real } = view;
          expect(seen, `game ${g}, action ${n}, ${s.pending!.kind}`).toEqual(real);
          // A guess plays on: its legal actions are the view's, and one of them applies.
          expect(fast.apply(guess, view.legal[rng.int(view.legal.length)])).toBeNull();
          kinds.add(s.pending!.kind);
          checked++;
        }
        const legal = legalActions(s);
        expect(fast.apply(s, legal[rng.int(legal.length)])).toBeNull();
      }
    }
    expect(checked).toBeGreaterThan(300);
    for (const kind of ['placeKraken', 'loot']) expect(kinds.has(kind), kind).toBe(true);
  });

  it('guesses the Loot order and other hands afresh (the real order is never copied)', () => {
    const s = crafted();
    const orders = new Set<string>();
    const rng = makeRng(5);
    for (let i = 0; i < 10; i++) orders.add(determinize(viewFor(s, 0), rng).kraken!.lootDeck.join(','));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('puts the Allies the Healer\'s owner sees into the discard, and beside them only Monsters and Allies of their kinds', () => {
    const s = crafted();
    move(s, 5, s.explorationDiscard);
    move(s, 40, s.explorationDiscard);
    move(s, 66, s.explorationDiscard); // a Monster
    const view = asked(s, { kind: 'healer', seat: 0 }, [{ type: 'heal', card: 5 }, { type: 'heal', card: 40 }]);
    const g = determinize(view, makeRng(1));
    expect(g.explorationDiscard.length).toBe(3);
    expect(g.explorationDiscard.slice(0, 2)).toEqual([5, 40]);
    // A Monster, or another Jellyfish 2 (ids 4-6) or Shellfish 1 (ids 39-42).
    for (let k = 0; k < 50; k++) {
      const other = determinize(view, makeRng(k)).explorationDiscard[2];
      expect([65, 66, 67, 68, 69, 70, 4, 6, 39, 41, 42]).toContain(other);
    }
  });
});

describe('search in Kraken games', () => {
  it('scores a cut-off playout with the Nebulis its Krakens in hand will give and the figure they bring', () => {
    const s = newGame({ seed: 3, players: 2, startSeat: 0, expansions: { kraken: true } });
    const plain = rewards(s, 0.3);
    const four = KRAKEN_ALLY_FIRST + 5; // a Kraken Ally of value 4: 3 Nebulis at the end, and the figure
    const withKraken = fast.clone(s);
    withKraken.players[0].hand.push(four);
    const withPlain = fast.clone(s);
    withPlain.players[0].hand.push(0); // a plain Ally of the base game
    expect(rewards(withPlain, 0.3)[0]).toBeGreaterThan(plain[0]);
    expect(rewards(withKraken, 0.3)[0]).toBeLessThan(plain[0]);
    expect(rewards(withKraken, 0.3)[1]).toBeGreaterThan(plain[1]);
  });
});
