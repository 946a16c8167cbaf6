// Kraken: the Loot Locations and the Loot deck (kraken/loot.ts), the scoring of the six Kraken
// Locations, and De Profundis × Kraken (reconquering a Sanctuary). docs/kraken.md, "Loot Locations".
import { describe, expect, it } from 'vitest';
import {
  LOCATION, LOOT_VALUES, LORD, MONSTER_TOKEN_VALUES, applyAction, legalActions, newGame, scores, viewFor,
  type GameState,
} from './mutable.ts';
import { advance } from '../../src/engine/flow.ts';
import { lootCheck } from '../../src/engine/kraken/loot.ts';
import { ambassadorTakes, startAmbassador } from '../../src/engine/locations.ts';
import { illusionistSwap } from '../../src/engine/powers.ts';
import { locationsScore } from '../../src/engine/scoring.ts';
import type { Ctx } from '../../src/engine/state.ts';
import {
  MONSTER_CARDS, act, ally, giveKeyTokens, giveLocation, giveLords, giveMonsterTokens, giveOutcasts, giveReconquered,
  rejects, setAvailableLocations, stackDeck, stackLocations,
} from './fixtures.ts';

const { megalodon: MEGALODON, battlefield: BATTLEFIELD, cetaceanGraveyard: GRAVEYARD, abandonedConvoy: CONVOY } = LOCATION;
const CHASM = 15;
const SILOS = 1;
// Loot ids by value: 3 → 0..2, 4 → 3..6, 5 → 7..11, 6 → 12..17, 7 → 18..24.
const L3 = [0, 1, 2];
const L4 = [3, 4, 5, 6];
const L5 = [7, 8, 9, 10, 11];
const L6 = [12, 13, 14, 15, 16, 17];
const L7 = [18, 19, 20, 21, 22, 23, 24];
const KRAKEN_ALLY = 71;

function kgame(players = 2, deProfundis = false): GameState {
  return newGame({ seed: 7, players, startSeat: 0, expansions: { kraken: true, ...(deProfundis ? { deProfundis: true } : {}) } });
}
function ctx(): Ctx {
  return { events: [] };
}
/** Puts Loot cards on top of the Loot deck, the first one drawn first. */
function stackLoot(s: GameState, cards: number[]): void {
  const deck = s.kraken!.lootDeck;
  for (const c of cards) deck.splice(deck.indexOf(c), 1);
  deck.push(...[...cards].reverse());
}
function holding(s: GameState, seat: number, location: number) {
  return s.players[seat].locations.find((l) => l.id === location)!;
}
/** The current player may take a face-up Location with 3 Key tokens (the 'location' decision). */
function readyToTake(s: GameState, location: number): void {
  setAvailableLocations(s, [location]);
  giveKeyTokens(s, 0, 3);
  s.pending = { kind: 'location', seat: 0 };
  s.tasks = [{ t: 'afterAction' }];
}
/** Every Loot card is in exactly one place. */
function lootConserved(s: GameState): void {
  const all = [...s.kraken!.lootDeck, ...s.kraken!.lootDiscard];
  for (const p of s.players) for (const l of p.locations) all.push(...(l.loot ?? []));
  expect(all.sort((a, b) => a - b)).toEqual(LOOT_VALUES.map((_, i) => i));
}

describe('searching a Loot Location', () => {
  it('taking one draws the first card at once; its owner then draws again or stops', () => {
    const s = kgame();
    readyToTake(s, MEGALODON);
    stackLoot(s, [L7[0], L3[0], L4[0]]);
    const pearls = s.players[0].pearls;
    const r = applyAction(s, { type: 'takeLocation', location: MEGALODON });
    if (!r.ok) throw new Error(r.error.message);
    const t = r.state;
    expect(holding(t, 0, MEGALODON).loot).toEqual([L7[0]]);
    expect(t.pending).toEqual({ kind: 'loot', seat: 0, location: MEGALODON, drawn: [L7[0]] });
    expect(legalActions(t)).toEqual([{ type: 'drawLoot' }, { type: 'stopLoot' }]);
    expect(r.events.find((e) => e.kind === 'lootDrawn')).toEqual({ kind: 'lootDrawn', args: { location: MEGALODON, card: L7[0] }, seat: 0, reveals: true });
    const u = act(t, { type: 'drawLoot' });
    expect(u.pending).toEqual({ kind: 'loot', seat: 0, location: MEGALODON, drawn: [L7[0], L3[0]] });
    const v = act(u, { type: 'drawLoot' });
    expect(v.pending).toEqual({ kind: 'loot', seat: 0, location: MEGALODON, drawn: [L7[0], L3[0], L4[0]] });
    expect(v.players[0].pearls).toBe(pearls + 2);
    const w = applyAction(v, { type: 'stopLoot' });
    if (!w.ok) throw new Error(w.error.message);
    expect(w.events[0]).toEqual({ kind: 'lootStops', args: { location: MEGALODON }, seat: 0 });
    expect(holding(w.state, 0, MEGALODON).loot).toEqual([L7[0], L3[0], L4[0]]);
    // The turn goes on: the search is over.
    expect(w.state.pending?.kind).not.toBe('loot');
    lootConserved(w.state);
  });

  it('3: a Key token from the supply, none when the supply is empty', () => {
    const s = kgame();
    readyToTake(s, BATTLEFIELD);
    stackLoot(s, [L3[0], L3[1]]);
    const supply = s.keySupply; // after the 3 tokens given for the Location
    const t = act(s, { type: 'takeLocation', location: BATTLEFIELD });
    expect(t.players[0].keyTokens).toBe(1);
    expect(t.keySupply).toBe(supply + 3 - 1);

    const e = kgame();
    giveLocation(e, 0, BATTLEFIELD);
    stackLoot(e, [L3[0]]);
    giveKeyTokens(e, 1, e.keySupply);
    e.pending = null;
    const c = ctx();
    lootCheck(e, c, 0, BATTLEFIELD);
    expect(e.players[0].keyTokens).toBe(0);
    expect(e.keySupply).toBe(0);
    expect(holding(e, 0, BATTLEFIELD).loot).toEqual([L3[0]]);
    expect(c.events).toContainEqual({ kind: 'lootReward', args: { keys: 0, pearls: 0, monsters: 0 }, seat: 0 });
  });

  it('4: 2 Pearls', () => {
    const s = kgame();
    readyToTake(s, GRAVEYARD);
    stackLoot(s, [L4[2]]);
    const before = s.players[0].pearls;
    const r = applyAction(s, { type: 'takeLocation', location: GRAVEYARD });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.players[0].pearls).toBe(before + 2);
    expect(r.events).toContainEqual({ kind: 'lootReward', args: { keys: 0, pearls: 2, monsters: 0 }, seat: 0 });
  });

  it('5: a Monster token whose value only its owner learns; none when the supply is empty', () => {
    const s = kgame();
    readyToTake(s, CONVOY);
    stackLoot(s, [L5[0]]);
    const token = s.monsterTokens[s.monsterTokens.length - 1];
    const r = applyAction(s, { type: 'takeLocation', location: CONVOY });
    if (!r.ok) throw new Error(r.error.message);
    const t = r.state;
    expect(t.players[0].monsters).toEqual([token]);
    expect(r.events).toContainEqual({ kind: 'lootReward', args: { keys: 0, pearls: 0, monsters: 1 }, seat: 0, reveals: true });
    expect(r.events).toContainEqual({ kind: 'monsterValues', args: { values: [MONSTER_TOKEN_VALUES[token]] }, to: 0 });
    // The other seat sees a token, not its value, and no private line.
    const other = viewFor(t, 1);
    expect(other.players[0].monsterCount).toBe(1);
    expect(other.players[0].monsterValues).toBeUndefined();
    expect(other.log.some((e) => e.kind === 'monsterValues')).toBe(false);
    expect(viewFor(t, 0).players[0].monsterValues).toEqual([MONSTER_TOKEN_VALUES[token]]);

    const e = kgame();
    giveMonsterTokens(e, 1, e.monsterTokens.slice());
    readyToTake(e, CONVOY);
    stackLoot(e, [L5[0]]);
    const u = act(e, { type: 'takeLocation', location: CONVOY });
    expect(u.players[0].monsters).toEqual([]);
    expect(holding(u, 0, CONVOY).loot).toEqual([L5[0]]);
  });

  it('6: reveals Exploration cards until an Ally and takes it; each Monster raises the Threat and is discarded', () => {
    const s = kgame();
    readyToTake(s, MEGALODON);
    stackLoot(s, [L6[0]]);
    const crab = ally('crab', 3);
    stackDeck(s, [MONSTER_CARDS[0], MONSTER_CARDS[1], crab]);
    s.threat = 2;
    const r = applyAction(s, { type: 'takeLocation', location: MEGALODON });
    if (!r.ok) throw new Error(r.error.message);
    const t = r.state;
    expect(t.threat).toBe(4);
    expect(t.players[0].hand).toContain(crab);
    expect(t.explorationDiscard.slice(-2)).toEqual([MONSTER_CARDS[0], MONSTER_CARDS[1]]);
    expect(r.events.filter((e) => e.kind === 'lootMonster' || e.kind === 'lootAlly')).toEqual([
      { kind: 'lootMonster', args: { card: MONSTER_CARDS[0], threat: 3 }, seat: 0, reveals: true },
      { kind: 'lootMonster', args: { card: MONSTER_CARDS[1], threat: 4 }, seat: 0, reveals: true },
      { kind: 'lootAlly', args: { card: crab }, seat: 0, reveals: true },
    ]);
  });

  it('6: the Threat stops at its last space; a Kraken Ally is an Ally', () => {
    const s = kgame();
    readyToTake(s, MEGALODON);
    stackLoot(s, [L6[0]]);
    stackDeck(s, [MONSTER_CARDS[0], KRAKEN_ALLY]);
    s.threat = 6;
    const t = act(s, { type: 'takeLocation', location: MEGALODON });
    expect(t.threat).toBe(6);
    expect(t.players[0].hand).toContain(KRAKEN_ALLY);
  });

  it('6: an empty Exploration deck takes the shuffled discard; with no Ally left anywhere nothing is found', () => {
    const s = kgame();
    readyToTake(s, MEGALODON);
    stackLoot(s, [L6[0]]);
    const c = ally('seahorse', 2);
    // The deck is empty; the discard holds one Ally among Monsters.
    const all = [...s.explorationDeck.splice(0), ...s.explorationDiscard.splice(0)];
    s.players[1].hand.push(...all.filter((x) => x !== c && !MONSTER_CARDS.includes(x)));
    s.explorationDiscard.push(...all.filter((x) => x === c || MONSTER_CARDS.includes(x)));
    const r = applyAction(s, { type: 'takeLocation', location: MEGALODON });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events).toContainEqual({ kind: 'deckReshuffled', args: {} });
    expect(r.state.players[0].hand).toEqual([c]);

    const e = kgame();
    readyToTake(e, MEGALODON);
    stackLoot(e, [L6[0]]);
    // Only Monsters remain in the deck and the discard.
    e.players[1].hand.push(...[...e.explorationDeck, ...e.explorationDiscard].filter((x) => !MONSTER_CARDS.includes(x)));
    e.explorationDeck = e.explorationDeck.filter((x) => MONSTER_CARDS.includes(x));
    e.explorationDiscard = e.explorationDiscard.filter((x) => MONSTER_CARDS.includes(x));
    e.threat = 1;
    const q = applyAction(e, { type: 'takeLocation', location: MEGALODON });
    if (!q.ok) throw new Error(q.error.message);
    expect(q.events).toContainEqual({ kind: 'lootNoAlly', args: {}, seat: 0 });
    expect(q.state.players[0].hand).toEqual([]);
    expect(q.state.explorationDeck).toEqual([]);
    expect([...q.state.explorationDiscard].sort((a, b) => a - b)).toEqual(MONSTER_CARDS);
    expect(q.state.threat).toBe(6);
  });

  it('7: nothing at once; it scores 7', () => {
    const s = kgame();
    readyToTake(s, MEGALODON);
    stackLoot(s, [L7[3]]);
    const before = JSON.parse(JSON.stringify(s.players[0])) as GameState['players'][number];
    const t = act(s, { type: 'takeLocation', location: MEGALODON });
    expect(t.players[0].pearls).toBe(before.pearls);
    expect(t.players[0].hand).toEqual(before.hand);
    expect(t.players[0].monsters).toEqual([]);
    expect(locationsScore(t, 0)).toBe(7);
  });

  it('a repeated value discards both cards and ends the search (the repeat\'s effect applies)', () => {
    const s = kgame();
    readyToTake(s, MEGALODON);
    stackLoot(s, [L4[0], L7[0], L4[1]]);
    const pearls = s.players[0].pearls;
    const t = act(act(s, { type: 'takeLocation', location: MEGALODON }), { type: 'drawLoot' });
    const r = applyAction(t, { type: 'drawLoot' });
    if (!r.ok) throw new Error(r.error.message);
    const u = r.state;
    expect(holding(u, 0, MEGALODON).loot).toEqual([L7[0]]);
    expect(u.kraken!.lootDiscard).toEqual([L4[0], L4[1]]);
    expect(u.players[0].pearls).toBe(pearls + 4);
    expect(r.events).toContainEqual({ kind: 'lootRepeat', args: { location: MEGALODON, value: 4 }, seat: 0 });
    expect(u.pending?.kind).not.toBe('loot');
    expect(viewFor(u, 1).kraken!.lootDiscard).toEqual([L4[0], L4[1]]);
    lootConserved(u);
  });

  it('the last card of the Loot deck ends the search; an empty Loot deck is never refilled', () => {
    const s = kgame();
    readyToTake(s, MEGALODON);
    s.kraken!.lootDiscard.push(...s.kraken!.lootDeck.filter((c) => c !== L7[0]));
    s.kraken!.lootDeck = [L7[0]];
    const r = applyAction(s, { type: 'takeLocation', location: MEGALODON });
    if (!r.ok) throw new Error(r.error.message);
    expect(holding(r.state, 0, MEGALODON).loot).toEqual([L7[0]]);
    expect(r.events).toContainEqual({ kind: 'lootDeckEmpty', args: {}, seat: 0 });
    expect(r.state.pending?.kind).not.toBe('loot');

    const e = kgame();
    readyToTake(e, BATTLEFIELD);
    e.kraken!.lootDiscard.push(...e.kraken!.lootDeck.splice(0));
    const q = applyAction(e, { type: 'takeLocation', location: BATTLEFIELD });
    if (!q.ok) throw new Error(q.error.message);
    expect(holding(q.state, 0, BATTLEFIELD).loot).toBeUndefined();
    expect(q.state.kraken!.lootDeck).toEqual([]);
    expect(q.events).toContainEqual({ kind: 'lootDeckEmpty', args: {}, seat: 0 });
    expect(locationsScore(q.state, 0)).toBe(0);
  });

  it('refuses other actions during the search, and the search actions elsewhere, changing nothing', () => {
    const s = kgame();
    readyToTake(s, MEGALODON);
    stackLoot(s, [L7[0]]);
    rejects(s, { type: 'drawLoot' }, 'WRONG_DECISION');
    const t = act(s, { type: 'takeLocation', location: MEGALODON });
    rejects(t, { type: 'pass' }, 'WRONG_DECISION');
    rejects(t, { type: 'endTurn' }, 'WRONG_DECISION');
    const r = applyAction(t, { type: 'explore' });
    expect(r).toEqual({ ok: false, error: { code: 'WRONG_DECISION', message: '"explore" is not possible now: expected drawLoot or stopLoot.' } });
    rejects(t, { type: 'drawLoot', extra: 1 } as never, 'MALFORMED_ACTION');
    // Only the searching seat decides.
    expect(viewFor(t, 1).legal).toEqual([]);
  });

  it('keeps the Loot deck\'s order out of every view and every public event', () => {
    const s = kgame();
    readyToTake(s, MEGALODON);
    stackLoot(s, [L7[0], L5[0]]);
    const t = act(s, { type: 'takeLocation', location: MEGALODON });
    const order = JSON.stringify(t.kraken!.lootDeck);
    for (const seat of [0, 1, null]) {
      const v = viewFor(t, seat);
      expect(Object.keys(v.kraken!).sort()).toEqual(['figure', 'lootDeckCount', 'lootDiscard', 'sentinels']);
      expect(v.kraken!.lootDeckCount).toBe(t.kraken!.lootDeck.length);
      expect(JSON.stringify(v)).not.toContain(order.slice(1, -1));
    }
    // The next card (a 5) is named nowhere before it is drawn.
    expect(t.log.filter((e) => e.kind === 'lootDrawn').map((e) => (e.args as { card: number }).card)).toEqual([L7[0]]);
  });
});

describe('every way of taking a Loot Location searches it', () => {
  it('drawing Locations from the stack and keeping a Loot Location', () => {
    const s = kgame();
    readyToTake(s, CHASM);
    stackLocations(s, [BATTLEFIELD, SILOS]);
    stackLoot(s, [L3[0]]);
    const t = act(act(s, { type: 'drawLocations', count: 2 }), { type: 'pickLocation', location: BATTLEFIELD });
    expect(t.pending).toEqual({ kind: 'loot', seat: 0, location: BATTLEFIELD, drawn: [L3[0]] });
  });

  it('an Ambassador, from a face-up choice or the one tile it draws', () => {
    const s = kgame();
    giveLords(s, 0, [LORD.sage]);
    setAvailableLocations(s, [GRAVEYARD]);
    stackLoot(s, [L7[0]]);
    s.pending = null;
    const c = ctx();
    ambassadorTakes(s, c, GRAVEYARD, LORD.sage);
    expect(holding(s, 0, GRAVEYARD)).toEqual({ id: GRAVEYARD, lords: [LORD.sage], loot: [L7[0]] });
    expect(s.pending).toEqual({ kind: 'loot', seat: 0, location: GRAVEYARD, drawn: [L7[0]] });

    const e = kgame();
    giveLords(e, 0, [LORD.hermit]);
    stackLocations(e, [CONVOY]);
    stackLoot(e, [L4[0]]);
    e.pending = null;
    startAmbassador(e, ctx(), LORD.hermit);
    expect(e.pending).toEqual({ kind: 'loot', seat: 0, location: CONVOY, drawn: [L4[0]] });
  });

  it('the Illusionist: the Loot on the tile given back is discarded, the new tile is searched', () => {
    const s = kgame();
    giveLocation(s, 0, MEGALODON);
    holding(s, 0, MEGALODON).loot = [L7[0], L3[0]];
    s.kraken!.lootDeck = s.kraken!.lootDeck.filter((c) => c !== L7[0] && c !== L3[0]);
    setAvailableLocations(s, [BATTLEFIELD]);
    stackLoot(s, [L5[0]]);
    s.pending = null;
    const c = ctx();
    illusionistSwap(s, c, MEGALODON, BATTLEFIELD);
    expect(s.locationsAvailable).toContain(MEGALODON);
    expect(holding(s, 0, BATTLEFIELD).loot).toEqual([L5[0]]);
    expect(s.kraken!.lootDiscard).toEqual([L7[0], L3[0]]);
    expect(c.events).toContainEqual({ kind: 'lootDiscarded', args: { location: MEGALODON, cards: [L7[0], L3[0]] }, seat: 0 });
    expect(s.pending).toEqual({ kind: 'loot', seat: 0, location: BATTLEFIELD, drawn: [L5[0]] });
    lootConserved(s);
  });

  it('Black Smokers exchanged for a Loot Location from the stack', () => {
    const s = kgame();
    giveLocation(s, 0, LOCATION.blackSmokers);
    stackLoot(s, [L6[0]]);
    const crab = ally('crab', 2);
    stackDeck(s, [crab]);
    s.pending = { kind: 'blackSmokers', seat: 0 };
    s.tasks = [{ t: 'afterAction' }];
    const t = act(s, { type: 'swapLocation', location: GRAVEYARD });
    expect(holding(t, 0, GRAVEYARD).loot).toEqual([L6[0]]);
    expect(t.players[0].hand).toContain(crab);
    expect(t.pending).toEqual({ kind: 'loot', seat: 0, location: GRAVEYARD, drawn: [L6[0]] });
  });

  it('the search comes before the 3-keys check: a Key token found can make the owner take another Location', () => {
    const s = kgame();
    readyToTake(s, MEGALODON);
    giveLords(s, 0, [27, 28]);
    stackLoot(s, [L3[0]]);
    let t = act(s, { type: 'takeLocation', location: MEGALODON });
    expect(t.pending).toEqual({ kind: 'payKeys', seat: 0, location: MEGALODON });
    t = act(t, { type: 'payKeys', lords: [] });
    expect(t.pending).toEqual({ kind: 'loot', seat: 0, location: MEGALODON, drawn: [L3[0]] });
    expect(t.players[0].keyTokens).toBe(1);
    t = act(t, { type: 'stopLoot' });
    expect(t.pending).toEqual({ kind: 'location', seat: 0 });
  });

  it('nothing happens for a Location that is not a Loot Location, nor without the expansion', () => {
    const s = kgame();
    readyToTake(s, CHASM);
    const deck = s.kraken!.lootDeck.slice();
    const t = act(s, { type: 'takeLocation', location: CHASM });
    expect(t.kraken!.lootDeck).toEqual(deck);
    expect(holding(t, 0, CHASM).loot).toBeUndefined();
  });
});

describe('De Profundis with Kraken: reconquering a Sanctuary', () => {
  function reconquest(s: GameState): GameState {
    giveOutcasts(s, 0, [101, 102]);
    s.pending = null;
    s.tasks = [{ t: 'reconquest' }, { t: 'afterAction' }];
    advance(s, ctx());
    return s;
  }

  it('the loser discards their Loot and takes the top Location; the winner searches the Sanctuary', () => {
    const s = kgame(2, true);
    giveLocation(s, 1, MEGALODON, [LORD.peddler]);
    holding(s, 1, MEGALODON).loot = [L7[0], L4[0]];
    s.kraken!.lootDeck = s.kraken!.lootDeck.filter((c) => c !== L7[0] && c !== L4[0]);
    stackLocations(s, [CHASM]);
    stackLoot(s, [L7[1], L3[0]]);
    const c = ctx();
    giveOutcasts(s, 0, [101, 102]);
    s.pending = null;
    s.tasks = [{ t: 'reconquest' }, { t: 'afterAction' }];
    advance(s, c);
    // The winner holds it with a fresh search; the loser's Loot went to the discard.
    expect(holding(s, 0, MEGALODON)).toEqual({ id: MEGALODON, lords: [], outcasts: [101, 102], loot: [L7[1]] });
    expect(s.kraken!.lootDiscard).toEqual([L7[0], L4[0]]);
    expect(c.events).toContainEqual({ kind: 'lootDiscarded', args: { location: MEGALODON, cards: [L7[0], L4[0]] }, seat: 1 });
    expect(s.pending).toEqual({ kind: 'loot', seat: 0, location: MEGALODON, drawn: [L7[1]] });
    // The loser takes the top Location (their Lords under it) once the winner has searched.
    expect(s.players[1].locations).toEqual([]);
    const t = act(s, { type: 'stopLoot' });
    expect(t.players[1].locations).toEqual([{ id: CHASM, lords: [LORD.peddler] }]);
    lootConserved(t);
  });

  it('the loser\'s replacement from the stack, when it is a Sanctuary, is searched by the loser', () => {
    const s = kgame(2, true);
    giveLocation(s, 1, CHASM);
    stackLocations(s, [BATTLEFIELD]);
    stackLoot(s, [L4[0]]);
    const pearls = s.players[1].pearls;
    reconquest(s);
    expect(s.players[0].locations.map((l) => l.id)).toEqual([CHASM]);
    expect(holding(s, 1, BATTLEFIELD).loot).toEqual([L4[0]]);
    expect(s.players[1].pearls).toBe(pearls + 2);
    expect(s.pending).toEqual({ kind: 'loot', seat: 1, location: BATTLEFIELD, drawn: [L4[0]] });
    expect(viewFor(s, 1).legal).toEqual([{ type: 'drawLoot' }, { type: 'stopLoot' }]);
    expect(viewFor(s, 0).legal).toEqual([]);
    const t = act(s, { type: 'drawLoot' });
    expect(holding(t, 1, BATTLEFIELD).loot!.length).toBeGreaterThan(0);
  });

  it('the loser\'s replacement chosen face up, when the stack is empty, is searched by the loser', () => {
    const s = kgame(2, true);
    giveLocation(s, 1, CHASM);
    setAvailableLocations(s, [SILOS, GRAVEYARD]);
    s.locationsOut.push(...s.locationStack.splice(0));
    stackLoot(s, [L7[0]]);
    reconquest(s);
    expect(s.pending).toEqual({ kind: 'replaceLocation', seat: 1, lords: [] });
    const t = act(s, { type: 'pickLocation', location: GRAVEYARD });
    expect(holding(t, 1, GRAVEYARD).loot).toEqual([L7[0]]);
    expect(t.pending).toEqual({ kind: 'loot', seat: 1, location: GRAVEYARD, drawn: [L7[0]] });
  });

  it('the Outcasts taking the top of the stack, when no opponent Location can be reconquered', () => {
    const s = kgame(2, true);
    stackLocations(s, [CONVOY]);
    stackLoot(s, [L7[0]]);
    reconquest(s);
    expect(holding(s, 0, CONVOY).loot).toEqual([L7[0]]);
    expect(s.pending).toEqual({ kind: 'loot', seat: 0, location: CONVOY, drawn: [L7[0]] });
  });

  it('a Sanctuary already held by 2 Outcasts cannot be reconquered and keeps its Loot', () => {
    const s = kgame(2, true);
    giveReconquered(s, 1, MEGALODON, [103, 104]);
    holding(s, 1, MEGALODON).loot = [L7[0]];
    s.kraken!.lootDeck = s.kraken!.lootDeck.filter((c) => c !== L7[0]);
    stackLocations(s, [CHASM]);
    reconquest(s);
    expect(holding(s, 1, MEGALODON).loot).toEqual([L7[0]]);
    expect(s.players[0].locations.map((l) => l.id)).toEqual([CHASM]);
  });
});

describe('scoring the six Kraken Locations', () => {
  function over(s: GameState): GameState {
    s.over = true;
    s.pending = null;
    return s;
  }

  it('the Gambling Den: 5 IP + 2 per Smuggler Lord, Lords under Locations included', () => {
    const s = kgame();
    giveLocation(s, 0, LOCATION.gamblingDen, [LORD.ferryman]);
    giveLords(s, 0, [LORD.outlaw, LORD.peddler]);
    expect(locationsScore(s, 0)).toBe(5 + 2 * 2);
    const t = kgame();
    giveLocation(t, 0, LOCATION.gamblingDen);
    expect(locationsScore(t, 0)).toBe(5);
  });

  it('the Kraken\'s Lair: 15 IP − 3 per Nebulis, never below 0', () => {
    const s = kgame();
    giveLocation(s, 0, LOCATION.krakensLair);
    expect(locationsScore(s, 0)).toBe(15);
    s.players[0].nebulis = 2;
    expect(locationsScore(s, 0)).toBe(9);
    s.players[0].nebulis = 6;
    expect(locationsScore(s, 0)).toBe(0);
  });

  it('a Loot Location: the sum of the Loot kept on it (each of the four)', () => {
    const s = kgame();
    const sets: [number, number[]][] = [[GRAVEYARD, [L3[0], L7[0]]], [CONVOY, [L4[0]]], [MEGALODON, [L5[0], L6[0], L7[1]]], [BATTLEFIELD, []]];
    for (const [id, loot] of sets) {
      giveLocation(s, 0, id);
      holding(s, 0, id).loot = loot;
    }
    expect(locationsScore(s, 0)).toBe(10 + 4 + 18 + 0);
    const sheet = scores(over(s));
    expect(sheet[0].locations).toBe(32);
  });

  it('the City of Mirrors copies a rule, not contents: own Smugglers and Nebulis, and 0 for another\'s Loot', () => {
    const s = kgame();
    giveLocation(s, 0, LOCATION.cityOfMirrors);
    giveLords(s, 0, [LORD.fence, LORD.cleaner, LORD.watcher]);
    s.players[0].nebulis = 1;
    giveLocation(s, 1, MEGALODON);
    holding(s, 1, MEGALODON).loot = [L7[0], L6[0]];
    expect(locationsScore(s, 1)).toBe(13);
    // Only a Loot Location to copy: it carries no Loot of seat 0's.
    expect(locationsScore(s, 0)).toBe(0);
    giveLocation(s, 1, LOCATION.krakensLair);
    expect(locationsScore(s, 0)).toBe(12);
    giveLocation(s, 1, LOCATION.gamblingDen);
    expect(locationsScore(s, 0)).toBe(12); // the Den would give seat 0 5 + 3 × 2 = 11
    s.players[0].nebulis = 2;
    expect(locationsScore(s, 0)).toBe(11);
  });
});
