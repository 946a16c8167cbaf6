// Base-game rules, one `describe` per rule as the rulebook names it (seeds 001/004, rulings.md).
// Every test starts from a crafted state and asserts exact numbers, decisions and legal actions.
import { describe, expect, it } from 'vitest';
import {
  MONSTER_TOKEN_VALUES, activeSeat, applyAction, legalActions, newGame, scores, viewFor,
  type Action, type GameState,
} from './mutable.ts';
import {
  MONSTER_CARDS, act, acts, ally, game, giveKeyTokens, giveLocation, giveLords, giveMonsterTokens,
  legalTypes, rejects, setAffiliated, setAvailableLocations, setCouncil, setCourt, setHand,
  stackDeck, stackLocations, stackLords,
} from './fixtures.ts';

const [M1, M2, M3] = MONSTER_CARDS;
const sorted = (xs: number[]): number[] => [...xs].sort((a, b) => a - b);
/** The sentence a rejected action gets (the action must be rejected). */
function errorOf(s: GameState, action: Action): string {
  const r = applyAction(s, action);
  if (r.ok) throw new Error('accepted');
  return r.error.message;
}
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Lords without any power, handy to fill a Court or a player's tableau. */
const KEEPER = 27; // farmer, 6 IP, 1 key, cost 6, 3 races
const REAPER = 28; // farmer, 6 IP, 1 key, cost 7, 2 races
const SHEPHERD = 29; // farmer, 6 IP, 1 key, cost 8, 1 race
const MILLER = 30; // farmer, 10 IP, 0 keys, cost 8, 2 races
const AQUACULTURALIST = 31; // farmer, 11 IP, 0 keys, cost 9, 3 races
const LANDOWNER = 32; // farmer, 12 IP, 0 keys, cost 10, 1 race
const SHOPKEEPER = 13;
const FARMERS = [KEEPER, REAPER, SHEPHERD, MILLER, AQUACULTURALIST, LANDOWNER];

/** A 2-player game whose Court holds only Farmers (no power interferes). */
function farmGame(players = 2): GameState {
  const s = game(players, 1);
  setCourt(s, FARMERS);
  return s;
}

/** Seat 0 explores and the first card (a Monster) is fought at the given Threat space. */
function fightAt(s: GameState, space: number): GameState {
  s.threat = space;
  stackDeck(s, [M1]);
  return acts(s, [{ type: 'explore' }, { type: 'fight' }]);
}

describe('Setup', () => {
  it('lays out 71 Exploration cards, 35 Lords with 6 in Court, 20 Locations with 1 face up, 20 Monster tokens, 10 Keys', () => {
    const s = game(3, 11);
    expect(sorted(s.explorationDeck)).toEqual(range(0, 70));
    expect(s.explorationDiscard).toEqual([]);
    expect(s.track).toEqual([]);
    expect(s.council).toEqual([[], [], [], [], []]);
    expect(s.court.length).toBe(6);
    expect(s.lordDeck.length).toBe(29);
    expect(sorted([...s.court, ...s.lordDeck])).toEqual(range(1, 35));
    expect(s.locationsAvailable.length).toBe(1);
    expect(s.locationStack.length).toBe(19);
    expect(sorted([...s.locationsAvailable, ...s.locationStack])).toEqual(range(1, 20));
    expect(sorted(s.monsterTokens)).toEqual(range(0, 19));
    const values = s.monsterTokens.map((t) => MONSTER_TOKEN_VALUES[t]);
    expect([2, 3, 4].map((v) => values.filter((x) => x === v).length)).toEqual([9, 9, 2]);
    expect(s.keySupply).toBe(10);
    expect(s.threat).toBe(1);
  });

  it('gives each player 1 Pearl and nothing else, and waits for the start player', () => {
    const s = game(4, 2);
    expect(s.players.map((p) => p.pearls)).toEqual([1, 1, 1, 1]);
    for (const p of s.players) {
      expect([p.hand, p.affiliated, p.lords, p.assassinated, p.locations, p.monsters]).toEqual([[], [], [], [], [], []]);
      expect(p.keyTokens).toBe(0);
    }
    expect(s.pending).toEqual({ kind: 'main', seat: 0 });
    expect(legalActions(s)).toEqual([{ type: 'explore' }]);
  });
});

describe('Plot at Court', () => {
  it('pays 1 Pearl and reveals the top Lord into the empty space furthest from the deck; repeatable', () => {
    let s = game(2, 3);
    setCourt(s, [KEEPER, REAPER, SHEPHERD, MILLER]);
    stackLords(s, [AQUACULTURALIST, LANDOWNER]);
    s.players[0].pearls = 3;
    const deck = s.lordDeck.length;
    expect(legalActions(s)).toEqual([{ type: 'plot' }, { type: 'explore' }]);
    s = act(s, { type: 'plot' });
    expect(s.court).toEqual([KEEPER, REAPER, SHEPHERD, MILLER, AQUACULTURALIST]);
    expect(s.players[0].pearls).toBe(2);
    expect(s.lordDeck.length).toBe(deck - 1);
    expect(s.pending).toEqual({ kind: 'main', seat: 0 });
    s = act(s, { type: 'plot' });
    expect(s.court).toEqual([KEEPER, REAPER, SHEPHERD, MILLER, AQUACULTURALIST, LANDOWNER]);
    expect(s.players[0].pearls).toBe(1);
    // The Court is full now.
    expect(legalActions(s)).toEqual([{ type: 'explore' }]);
    rejects(s, { type: 'plot' }, 'ILLEGAL_CHOICE');
  });

  it('needs a Pearl', () => {
    const s = game(2, 3);
    setCourt(s, [KEEPER, REAPER]);
    s.players[0].pearls = 0;
    expect(legalActions(s)).toEqual([{ type: 'explore' }]);
    rejects(s, { type: 'plot' }, 'ILLEGAL_CHOICE');
  });

  it('needs a Lord in the deck', () => {
    const s = game(2, 3);
    setCourt(s, [KEEPER, REAPER]);
    s.lordDiscard.push(...s.lordDeck.splice(0));
    expect(legalActions(s)).toEqual([{ type: 'explore' }]);
    rejects(s, { type: 'plot' }, 'ILLEGAL_CHOICE');
  });

  it('happens only before the action', () => {
    let s = game(2, 3);
    setCourt(s, [KEEPER, REAPER]);
    s.players[0].pearls = 2;
    giveLords(s, 0, [12]); // the Slaver keeps the turn open after the action
    setHand(s, 0, [ally('crab', 1)]);
    setCouncil(s, 'squid', [ally('squid', 2)]);
    s = act(s, { type: 'support', races: ['squid'] });
    expect(s.pending).toEqual({ kind: 'afterAction', seat: 0 });
    expect(legalActions(s).some((a) => a.type === 'plot')).toBe(false);
    rejects(s, { type: 'plot' }, 'WRONG_DECISION');
    // Also not in the middle of an exploration.
    let e = game(2, 3);
    setCourt(e, [KEEPER, REAPER]);
    e.players[1].pearls = 0;
    stackDeck(e, [ally('crab', 2)]);
    e = act(e, { type: 'explore' });
    expect(e.pending).toEqual({ kind: 'allyRevealed', seat: 0, card: ally('crab', 2) });
    rejects(e, { type: 'plot' }, 'WRONG_DECISION');
  });
});

describe('Explore the Depths', () => {
  it("offers each Ally clockwise from the explorer's left at 1, 2, then 3 Pearls, each opponent buying once, paid to the explorer", () => {
    let s = newGame({ seed: 5, players: 4, startSeat: 2 });
    for (const p of s.players) p.pearls = 5;
    const [a, b, c, d] = [ally('crab', 1), ally('squid', 2), ally('jellyfish', 3), ally('seahorse', 4)];
    stackDeck(s, [a, b, c, d]);
    s = act(s, { type: 'explore' });
    expect(s.track).toEqual([a]);
    expect(s.pending).toEqual({ kind: 'offer', seat: 3, card: a, price: 1, from: 1 });
    expect(legalTypes(s)).toEqual(['buy', 'pass']);
    s = act(s, { type: 'pass' });
    expect(s.pending).toEqual({ kind: 'offer', seat: 0, card: a, price: 1, from: 2 });
    s = act(s, { type: 'buy' });
    expect(s.players.map((p) => p.pearls)).toEqual([4, 5, 6, 5]);
    expect(s.players[0].hand).toEqual([a]);
    // The freed space is reused by the next card.
    expect(s.track).toEqual([b]);
    expect(s.pending).toEqual({ kind: 'offer', seat: 3, card: b, price: 2, from: 1 });
    s = act(s, { type: 'pass' });
    // Seat 0 already bought this turn: skipped.
    expect(s.pending).toEqual({ kind: 'offer', seat: 1, card: b, price: 2, from: 3 });
    s = act(s, { type: 'buy' });
    expect(s.players.map((p) => p.pearls)).toEqual([4, 3, 8, 5]);
    expect(s.track).toEqual([c]);
    expect(s.pending).toEqual({ kind: 'offer', seat: 3, card: c, price: 3, from: 1 });
    s = act(s, { type: 'buy' });
    expect(s.players.map((p) => p.pearls)).toEqual([4, 3, 11, 2]);
    expect(s.players[3].hand).toEqual([c]);
    // Everyone has bought: the explorer decides at once.
    expect(s.track).toEqual([d]);
    expect(s.pending).toEqual({ kind: 'allyRevealed', seat: 2, card: d });
    expect(legalTypes(s)).toEqual(['continue', 'take']);
    s = act(s, { type: 'take' });
    expect(s.players[2].hand).toEqual([d]);
    expect(s.track).toEqual([]);
    expect(s.council).toEqual([[], [], [], [], []]);
    expect(s.pending).toEqual({ kind: 'main', seat: 3 });
    expect(s.turn.purchases).toBe(0);
  });

  it('skips opponents who cannot pay the current price', () => {
    let s = game(3, 4);
    s.players[1].pearls = 1;
    s.players[2].pearls = 1;
    const [a, b, c] = [ally('crab', 1), ally('squid', 2), ally('jellyfish', 3)];
    stackDeck(s, [a, b, c]);
    s = act(s, { type: 'explore' });
    expect(s.pending).toEqual({ kind: 'offer', seat: 1, card: a, price: 1, from: 1 });
    s = acts(s, [{ type: 'pass' }, { type: 'buy' }]);
    expect(s.players.map((p) => p.pearls)).toEqual([2, 1, 0]);
    expect(s.players[2].hand).toEqual([a]);
    // Price 2: seat 1 holds only 1 Pearl, seat 2 has bought.
    expect(s.pending).toEqual({ kind: 'allyRevealed', seat: 0, card: b });
    s = acts(s, [{ type: 'continue' }]);
    expect(s.track).toEqual([b, c]);
    expect(s.pending).toEqual({ kind: 'allyRevealed', seat: 0, card: c });
    s = act(s, { type: 'take' });
    expect(s.players[0].hand).toEqual([c]);
    expect(s.council[4]).toEqual([b]);
    expect(s.players.map((p) => p.pearls)).toEqual([2, 1, 0]);
  });

  it('makes the explorer take an unsold Ally on the 5th space, with 1 Pearl', () => {
    let s = game(2, 4);
    const cards = [ally('jellyfish', 1), ally('crab', 2), ally('seahorse', 3), ally('shellfish', 4), ally('squid', 5)];
    stackDeck(s, cards);
    s = act(s, { type: 'explore' });
    for (let i = 0; i < 4; i++) {
      expect(s.pending).toEqual({ kind: 'offer', seat: 1, card: cards[i], price: 1, from: 1 });
      s = acts(s, [{ type: 'pass' }, { type: 'continue' }]);
    }
    // Still offered to the opponents first.
    expect(s.track).toEqual(cards);
    expect(s.pending).toEqual({ kind: 'offer', seat: 1, card: cards[4], price: 1, from: 1 });
    s = act(s, { type: 'pass' });
    expect(s.players[0].hand).toEqual([cards[4]]);
    expect(s.players[0].pearls).toBe(2);
    expect(s.council).toEqual([[cards[0]], [cards[1]], [cards[2]], [cards[3]], []]);
    expect(s.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it('reuses the 5th space when an opponent buys the Ally there', () => {
    let s = game(2, 4);
    const cards = [ally('jellyfish', 1), ally('crab', 2), ally('seahorse', 3), ally('shellfish', 4), ally('squid', 5), ally('squid', 1)];
    stackDeck(s, cards);
    s = act(s, { type: 'explore' });
    for (let i = 0; i < 4; i++) s = acts(s, [{ type: 'pass' }, { type: 'continue' }]);
    s = act(s, { type: 'buy' });
    expect(s.players[1].hand).toEqual([cards[4]]);
    // The 6th card lands on the 5th space; nobody may buy it: forced take and 1 Pearl.
    expect(s.players[0].hand).toEqual([cards[5]]);
    expect(s.players.map((p) => p.pearls)).toEqual([3, 0]);
    expect(s.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it('lets the explorer fight a Monster or keep exploring, which moves the Threat token up', () => {
    let s = game(2, 4);
    const a = ally('crab', 4);
    stackDeck(s, [M1, a]);
    s = act(s, { type: 'explore' });
    expect(s.track).toEqual([M1]);
    expect(s.pending).toEqual({ kind: 'monsterRevealed', seat: 0 });
    expect(legalTypes(s)).toEqual(['continue', 'fight']);
    s = act(s, { type: 'continue' });
    expect(s.threat).toBe(2);
    // The Monster stays on its space.
    expect(s.track).toEqual([M1, a]);
    expect(s.pending).toEqual({ kind: 'offer', seat: 1, card: a, price: 1, from: 1 });
    s = acts(s, [{ type: 'pass' }, { type: 'take' }]);
    expect(s.players[0].hand).toEqual([a]);
    expect(s.explorationDiscard).toEqual([M1]);
    // Not fought: the Threat token stays where it is.
    expect(s.threat).toBe(2);
  });

  it('caps the Threat token at space 6', () => {
    let s = game(2, 4);
    s.threat = 5;
    stackDeck(s, [M1, M2, M3]);
    s = acts(s, [{ type: 'explore' }, { type: 'continue' }]);
    expect(s.threat).toBe(6);
    s = act(s, { type: 'continue' });
    expect(s.threat).toBe(6);
    expect(s.track).toEqual([M1, M2, M3]);
    s = act(s, { type: 'fight' });
    // Space 6: 2 Keys, no choice; the token goes back to space 1.
    expect(s.players[0].keyTokens).toBe(2);
    expect(s.keySupply).toBe(8);
    expect(s.threat).toBe(1);
    expect(sorted(s.explorationDiscard)).toEqual([M1, M2, M3]);
    expect(s.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it('forces a fight on the 5th space, with 1 extra Pearl', () => {
    let s = game(2, 4);
    s.threat = 3;
    s.players[1].pearls = 0;
    const cards = [ally('jellyfish', 1), ally('crab', 2), ally('seahorse', 3), ally('shellfish', 4)];
    stackDeck(s, [...cards, M1]);
    s = act(s, { type: 'explore' });
    for (let i = 0; i < 4; i++) {
      expect(s.pending).toEqual({ kind: 'allyRevealed', seat: 0, card: cards[i] });
      s = act(s, { type: 'continue' });
    }
    expect(s.players[0].pearls).toBe(2);
    expect(s.players[0].keyTokens).toBe(1);
    expect(s.threat).toBe(1);
    expect(s.council).toEqual([[cards[0]], [cards[1]], [cards[2]], [cards[3]], []]);
    expect(s.explorationDiscard).toEqual([M1]);
    expect(s.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it('forces the 5th-space fight through the reward choice too', () => {
    let s = game(2, 4);
    s.players[1].pearls = 0;
    stackDeck(s, [ally('jellyfish', 1), ally('crab', 2), ally('seahorse', 3), ally('shellfish', 4), M1]);
    s = act(s, { type: 'explore' });
    for (let i = 0; i < 4; i++) s = act(s, { type: 'continue' });
    expect(s.pending).toEqual({ kind: 'reward', seat: 0, space: 1, options: [{ pearls: 1, monsters: 0, keys: 0 }, { pearls: 0, monsters: 1, keys: 0 }] });
    expect(s.players[0].pearls).toBe(2);
    s = act(s, { type: 'reward', option: 0 });
    expect(s.players[0].pearls).toBe(3);
  });

  const P = (pearls: number, monsters: number, keys: number) => ({ pearls, monsters, keys });
  const THREAT_TABLE: { space: number; tokensLeft: number; options: ReturnType<typeof P>[] }[] = [
    { space: 1, tokensLeft: 20, options: [P(1, 0, 0), P(0, 1, 0)] },
    { space: 1, tokensLeft: 0, options: [P(1, 0, 0)] },
    { space: 2, tokensLeft: 20, options: [P(2, 0, 0), P(1, 1, 0), P(0, 2, 0)] },
    { space: 2, tokensLeft: 1, options: [P(2, 0, 0), P(1, 1, 0)] },
    { space: 2, tokensLeft: 0, options: [P(2, 0, 0)] },
    { space: 3, tokensLeft: 20, options: [P(0, 0, 1)] },
    { space: 4, tokensLeft: 20, options: [P(1, 0, 1), P(0, 1, 1)] },
    { space: 4, tokensLeft: 0, options: [P(1, 0, 1)] },
    { space: 5, tokensLeft: 20, options: [P(2, 0, 1), P(1, 1, 1), P(0, 2, 1)] },
    { space: 5, tokensLeft: 1, options: [P(2, 0, 1), P(1, 1, 1)] },
    { space: 5, tokensLeft: 0, options: [P(2, 0, 1)] },
    { space: 6, tokensLeft: 20, options: [P(0, 0, 2)] },
  ];
  it.each(THREAT_TABLE)('rewards a fight on Threat space $space with $tokensLeft Monster tokens left', ({ space, tokensLeft, options }) => {
    const s = game(2, 6);
    giveMonsterTokens(s, 1, s.monsterTokens.slice(0, 20 - tokensLeft));
    let after = fightAt(s, space);
    expect(after.threat).toBe(1);
    const chosen = options[options.length - 1];
    if (options.length > 1) {
      expect(after.pending).toEqual({ kind: 'reward', seat: 0, space, options });
      expect(legalActions(after)).toEqual(options.map((_, option) => ({ type: 'reward', option })));
      rejects(after, { type: 'reward', option: options.length }, 'ILLEGAL_CHOICE');
      rejects(after, { type: 'take' }, 'WRONG_DECISION');
      after = act(after, { type: 'reward', option: options.length - 1 });
    }
    // A single option is granted without asking.
    const p = after.players[0];
    expect(p.pearls).toBe(1 + chosen.pearls);
    expect(p.monsters.length).toBe(chosen.monsters);
    expect(after.monsterTokens.length).toBe(tokensLeft - chosen.monsters);
    expect(p.keyTokens).toBe(chosen.keys);
    expect(after.keySupply).toBe(10 - chosen.keys);
    expect(after.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it('sends the Allies left on the track to their Council stacks and discards the Monsters', () => {
    let s = game(2, 8);
    s.players[1].pearls = 0;
    const [j1, c3, j4, sq2] = [ally('jellyfish', 1), ally('crab', 3), ally('jellyfish', 4), ally('squid', 2)];
    setCouncil(s, 'jellyfish', [ally('jellyfish', 5)]);
    stackDeck(s, [j1, M1, c3, j4, sq2]);
    s = acts(s, [{ type: 'explore' }, { type: 'continue' }, { type: 'continue' }, { type: 'continue' }]);
    expect(s.track).toEqual([j1, M1, c3, j4]);
    s = act(s, { type: 'continue' }); // the Squid 2 on the 5th space is taken
    expect(s.players[0].hand).toEqual([sq2]);
    expect(s.track).toEqual([]);
    expect(s.council).toEqual([[ally('jellyfish', 5), j1, j4], [c3], [], [], []]);
    expect(s.explorationDiscard).toEqual([M1]);
  });

  it('shuffles the discard into a new deck when the deck is empty', () => {
    let s = game(2, 9);
    s.explorationDiscard.push(...s.explorationDeck.splice(0));
    s = act(s, { type: 'explore' });
    expect(s.explorationDeck.length).toBe(70);
    expect(s.explorationDiscard).toEqual([]);
    expect(s.track.length).toBe(1);
    expect(sorted([...s.explorationDeck, ...s.track])).toEqual(range(0, 70));
    expect(s.log.some((e) => e.kind === 'deckReshuffled')).toBe(true);
  });

  it('ends the exploration when deck and discard are both empty: the explorer takes an Ally of the track', () => {
    let s = game(2, 9);
    const [j1, c3] = [ally('jellyfish', 1), ally('crab', 3)];
    s.explorationDeck = [c3, M1, j1]; // j1 first, then M1, then c3
    s.players[1].pearls = 0;
    s = acts(s, [{ type: 'explore' }, { type: 'continue' }, { type: 'continue' }]);
    expect(s.track).toEqual([j1, M1, c3]);
    expect(s.pending).toEqual({ kind: 'allyRevealed', seat: 0, card: c3 });
    s = act(s, { type: 'continue' });
    expect(s.pending).toEqual({ kind: 'takeFromTrack', seat: 0 });
    expect(legalActions(s)).toEqual([{ type: 'takeFromTrack', card: j1 }, { type: 'takeFromTrack', card: c3 }]);
    rejects(s, { type: 'takeFromTrack', card: M1 }, 'ILLEGAL_CHOICE');
    s = act(s, { type: 'takeFromTrack', card: c3 });
    expect(s.players[0].hand).toEqual([c3]);
    expect(s.council).toEqual([[j1], [], [], [], []]);
    expect(s.explorationDiscard).toEqual([M1]);
    // The fought-over Monster is all seat 1 could explore.
    expect(s.pending).toEqual({ kind: 'main', seat: 1 });
    expect(legalActions(s)).toEqual([{ type: 'explore' }, { type: 'support', races: ['jellyfish'] }]);
    s = acts(s, [{ type: 'explore' }, { type: 'continue' }]);
    expect(s.track).toEqual([]);
    expect(s.players[1].hand).toEqual([]);
    expect(s.threat).toBe(3);
    expect(s.pending).toEqual({ kind: 'main', seat: 0 });
    expect(legalActions(s)).toEqual([{ type: 'explore' }, { type: 'support', races: ['jellyfish'] }]);
  });

  it('gives the only Ally left on the track without asking when the cards run out', () => {
    let s = game(2, 9);
    const j1 = ally('jellyfish', 1);
    s.explorationDeck = [M1, j1];
    s.players[1].pearls = 0;
    s = acts(s, [{ type: 'explore' }, { type: 'continue' }, { type: 'continue' }]);
    expect(s.players[0].hand).toEqual([j1]);
    expect(s.threat).toBe(2);
    expect(s.explorationDiscard).toEqual([M1]);
    expect(s.pending).toEqual({ kind: 'main', seat: 1 });
  });
});

describe('Request Support', () => {
  it('takes a whole Council stack into the hand', () => {
    let s = game(2, 10);
    const crabs = [ally('crab', 1), ally('crab', 4), ally('crab', 1, 1)];
    setCouncil(s, 'crab', crabs);
    setCouncil(s, 'squid', [ally('squid', 5)]);
    expect(legalActions(s)).toEqual([
      { type: 'explore' },
      { type: 'support', races: ['crab'] },
      { type: 'support', races: ['squid'] },
    ]);
    rejects(s, { type: 'support', races: ['jellyfish'] }, 'ILLEGAL_CHOICE');
    rejects(s, { type: 'support', races: ['crab', 'squid'] }, 'ILLEGAL_CHOICE');
    s = act(s, { type: 'support', races: ['crab'] });
    expect(s.players[0].hand).toEqual(crabs);
    expect(s.council).toEqual([[], [], [], [], [ally('squid', 5)]]);
    expect(s.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it('is not available when the whole Council is empty', () => {
    const s = game(2, 10);
    expect(legalActions(s)).toEqual([{ type: 'explore' }]);
    rejects(s, { type: 'support', races: ['crab'] }, 'ILLEGAL_CHOICE');
    rejects(s, { type: 'support', races: [] }, 'ILLEGAL_CHOICE');
  });
});

describe('Recruit', () => {
  const sea5 = ally('seahorse', 5);
  const sea4 = ally('seahorse', 4);
  const sea2 = ally('seahorse', 2);
  const sea1 = ally('seahorse', 1);
  const crab4 = ally('crab', 4);
  const crab3 = ally('crab', 3);
  const crab2 = ally('crab', 2);
  const crab1 = ally('crab', 1);
  const jelly1 = ally('jellyfish', 1);
  const jelly5 = ally('jellyfish', 5);
  const squid4 = ally('squid', 4);

  it('lists exactly the payments that need no Pearl beyond what the player holds', () => {
    const s = farmGame();
    s.players[0].pearls = 0;
    setHand(s, 0, [sea5, crab3]);
    // Miller (2 races, 8) and Reaper (2 races, 7) are payable; 3-race, 1-race Lords are not.
    expect(legalActions(s)).toEqual([
      { type: 'explore' },
      { type: 'recruit', lord: REAPER, allies: [crab3, sea5] },
      { type: 'recruit', lord: MILLER, allies: [crab3, sea5] },
    ]);
  });

  it('needs exactly the number of races shown, including the mandatory race', () => {
    const s = farmGame();
    setHand(s, 0, [sea5, crab3, jelly1, squid4]);
    rejects(s, { type: 'recruit', lord: MILLER, allies: [sea5, crab3, jelly1] }, 'INVALID_PAYMENT');
    rejects(s, { type: 'recruit', lord: MILLER, allies: [sea5] }, 'INVALID_PAYMENT');
    rejects(s, { type: 'recruit', lord: MILLER, allies: [crab3, squid4] }, 'INVALID_PAYMENT');
    rejects(s, { type: 'recruit', lord: MILLER, allies: [] }, 'INVALID_PAYMENT');
    expect(errorOf(s, { type: 'recruit', lord: MILLER, allies: [sea5, crab3, jelly1] })).toBe('The Miller needs Allies of exactly 2 different races; you offered 3.');
    expect(errorOf(s, { type: 'recruit', lord: MILLER, allies: [crab3, squid4] })).toBe('The Miller needs at least one seahorse Ally.');
    const r = act(s, { type: 'recruit', lord: MILLER, allies: [sea5, crab3] });
    expect(r.players[0].lords).toEqual([MILLER]);
    expect(r.players[0].hand).toEqual([jelly1, squid4]);
    expect(r.players[0].pearls).toBe(1);
  });

  it('rejects bad payments with clear codes and changes nothing', () => {
    const s = farmGame();
    s.players[0].pearls = 1;
    setHand(s, 0, [sea1, crab1, sea5, crab3]);
    rejects(s, { type: 'recruit', lord: MILLER, allies: [sea1, crab1] }, 'NOT_ENOUGH_PEARLS');
    rejects(s, { type: 'recruit', lord: MILLER, allies: [sea5, crab4] }, 'CARD_NOT_IN_HAND');
    rejects(s, { type: 'recruit', lord: MILLER, allies: [sea5, sea5, crab3] }, 'CARD_NOT_IN_HAND');
    rejects(s, { type: 'recruit', lord: 2, allies: [sea5, crab3] }, 'NOT_IN_COURT');
    rejects(s, { type: 'recruit', lord: MILLER, allies: 'all' } as unknown as Action, 'MALFORMED_ACTION');
    rejects(s, { type: 'recruit', lord: MILLER, allies: [sea5, crab1] }, 'NOT_ENOUGH_PEARLS'); // 2 short
    expect(errorOf(s, { type: 'recruit', lord: MILLER, allies: [sea5, crab1] })).toBe('That payment is 2 Pearls short and you have 1.');
    // 1 short with 1 Pearl is fine.
    const r = act(s, { type: 'recruit', lord: MILLER, allies: [sea5, sea1, crab1] });
    expect(r.players[0].pearls).toBe(0);
    expect(r.players[0].hand).toEqual([crab3]);
  });

  it('spends Pearls only for the shortfall', () => {
    const s = farmGame();
    s.players[0].pearls = 3;
    setHand(s, 0, [sea4, crab2]);
    const r = act(s, { type: 'recruit', lord: MILLER, allies: [sea4, crab2] });
    expect(r.players[0].pearls).toBe(1);
    expect(r.players[0].hand).toEqual([]);
  });

  it('allows overpaying with Allies and gives no change', () => {
    const s = farmGame();
    s.players[0].pearls = 3;
    setHand(s, 0, [sea5, crab4]);
    const r = act(s, { type: 'recruit', lord: MILLER, allies: [sea5, crab4] });
    expect(r.players[0].pearls).toBe(3);
    expect(r.players[0].affiliated).toEqual([crab4]);
    expect(r.explorationDiscard).toEqual([sea5]);
  });

  it('affiliates the lowest spent Ally and discards the others', () => {
    const s = farmGame();
    setHand(s, 0, [sea4, crab2, squid4, jelly1]);
    const r = act(s, { type: 'recruit', lord: AQUACULTURALIST, allies: [sea4, crab2, squid4] });
    expect(r.players[0].affiliated).toEqual([crab2]);
    expect(sorted(r.explorationDiscard)).toEqual(sorted([sea4, squid4]));
    expect(r.players[0].hand).toEqual([jelly1]);
    expect(r.players[0].lords).toEqual([AQUACULTURALIST]);
    expect(r.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it('lets the player choose on a tie between races', () => {
    let s = farmGame();
    setHand(s, 0, [sea2, crab2, jelly5]);
    s = act(s, { type: 'recruit', lord: AQUACULTURALIST, allies: [sea2, crab2, jelly5] });
    expect(s.pending).toEqual({ kind: 'affiliate', seat: 0, spent: [sea2, crab2, jelly5], lord: AQUACULTURALIST });
    expect(legalActions(s)).toEqual([{ type: 'affiliate', card: sea2 }, { type: 'affiliate', card: crab2 }]);
    rejects(s, { type: 'affiliate', card: jelly5 }, 'ILLEGAL_CHOICE');
    s = act(s, { type: 'affiliate', card: sea2 });
    expect(s.players[0].affiliated).toEqual([sea2]);
    expect(sorted(s.explorationDiscard)).toEqual(sorted([crab2, jelly5]));
    expect(s.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it('asks nothing when the lowest Allies are the same race and value', () => {
    const s = farmGame();
    const sea2b = ally('seahorse', 2, 1);
    setHand(s, 0, [sea2, sea2b, crab4]);
    const r = act(s, { type: 'recruit', lord: MILLER, allies: [sea2, sea2b, crab4] });
    expect(r.players[0].affiliated.length).toBe(1);
    expect([sea2, sea2b]).toContain(r.players[0].affiliated[0]);
    expect(r.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it('keeps the order of the Court and does not refill it while 3 Lords or more remain', () => {
    const s = farmGame();
    setHand(s, 0, [sea5, sea4]);
    const deck = s.lordDeck.length;
    const r = act(s, { type: 'recruit', lord: SHEPHERD, allies: [sea5, sea4] });
    expect(r.court).toEqual([KEEPER, REAPER, MILLER, AQUACULTURALIST, LANDOWNER]);
    expect(r.lordDeck.length).toBe(deck);
    expect(r.players[0].pearls).toBe(1);
    const t = farmGame();
    setCourt(t, [MILLER, AQUACULTURALIST, LANDOWNER, KEEPER]);
    setHand(t, 0, [sea5, crab3]);
    const u = act(t, { type: 'recruit', lord: MILLER, allies: [sea5, crab3] });
    expect(u.court).toEqual([AQUACULTURALIST, LANDOWNER, KEEPER]);
    expect(u.players[0].pearls).toBe(1);
  });

  it('gives 2 Pearls and refills the Court when 2 Lords or fewer remain', () => {
    const s = farmGame();
    setCourt(s, [MILLER, AQUACULTURALIST, LANDOWNER]);
    stackLords(s, [KEEPER, REAPER, SHEPHERD, SHOPKEEPER]);
    setHand(s, 0, [sea5, crab3]);
    const deck = s.lordDeck.length;
    const r = act(s, { type: 'recruit', lord: MILLER, allies: [sea5, crab3] });
    expect(r.court).toEqual([AQUACULTURALIST, LANDOWNER, KEEPER, REAPER, SHEPHERD, SHOPKEEPER]);
    expect(r.lordDeck.length).toBe(deck - 4);
    expect(r.players[0].pearls).toBe(3);
    expect(r.lastSeat).toBe(-1);
  });

  it('triggers the end of the game when the deck cannot refill the Court', () => {
    let s = farmGame();
    setCourt(s, [MILLER, AQUACULTURALIST, LANDOWNER]);
    stackLords(s, [KEEPER, REAPER]);
    s.lordDiscard.push(...s.lordDeck.splice(0, s.lordDeck.length - 2));
    setHand(s, 0, [sea5, crab3]);
    setCouncil(s, 'squid', [squid4]);
    s = act(s, { type: 'recruit', lord: MILLER, allies: [sea5, crab3] });
    expect(s.court).toEqual([AQUACULTURALIST, LANDOWNER, KEEPER, REAPER]);
    expect(s.lordDeck).toEqual([]);
    expect(s.players[0].pearls).toBe(3);
    expect(s.lastSeat).toBe(1);
    expect(viewFor(s, 1).finalRound).toBe(true);
    expect(s.pending).toEqual({ kind: 'main', seat: 1 });
    s = act(s, { type: 'support', races: ['squid'] });
    expect(s.over).toBe(true);
    expect(activeSeat(s)).toBeNull();
  });
});

describe('Keys and Locations', () => {
  it('counts Key tokens and the keys of free, unassassinated Lords; 3 keys force a Location', () => {
    let s = game(2, 12);
    giveLords(s, 0, [KEEPER, REAPER]);
    s.players[0].assassinated.push(REAPER);
    giveKeyTokens(s, 0, 1);
    setAvailableLocations(s, [1]);
    expect(viewFor(s, 0).players[0].keys).toBe(2);
    s = fightAt(s, 3);
    expect(s.pending).toEqual({ kind: 'location', seat: 0 });
    expect(legalActions(s)).toEqual([
      { type: 'takeLocation', location: 1 },
      { type: 'drawLocations', count: 1 },
      { type: 'drawLocations', count: 2 },
      { type: 'drawLocations', count: 3 },
      { type: 'drawLocations', count: 4 },
    ]);
    // Mandatory: there is no way to decline or end the turn.
    rejects(s, { type: 'decline' }, 'WRONG_DECISION');
    rejects(s, { type: 'endTurn' }, 'WRONG_DECISION');
    rejects(s, { type: 'takeLocation', location: 2 }, 'ILLEGAL_CHOICE');
    // The only way to pay 3: the Keeper and both tokens (the assassinated Reaper has no key).
    s = act(s, { type: 'takeLocation', location: 1 });
    expect(s.players[0].locations).toEqual([{ id: 1, lords: [KEEPER] }]);
    expect(s.players[0].lords).toEqual([REAPER]);
    expect(s.players[0].assassinated).toEqual([REAPER]);
    expect(s.players[0].keyTokens).toBe(0);
    expect(s.keySupply).toBe(10);
    expect(s.locationsAvailable).toEqual([]);
    expect(s.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it('checks keys after a recruitment: three key Lords slide under the Location', () => {
    let s = farmGame();
    setCourt(s, [SHEPHERD, MILLER, AQUACULTURALIST, LANDOWNER]);
    giveLords(s, 0, [KEEPER, REAPER]);
    setAvailableLocations(s, [5]);
    setHand(s, 0, [ally('seahorse', 5), ally('seahorse', 3)]);
    s = act(s, { type: 'recruit', lord: SHEPHERD, allies: [ally('seahorse', 5), ally('seahorse', 3)] });
    expect(s.pending).toEqual({ kind: 'location', seat: 0 });
    s = act(s, { type: 'takeLocation', location: 5 });
    expect(s.players[0].locations).toEqual([{ id: 5, lords: [KEEPER, REAPER, SHEPHERD] }]);
    expect(s.players[0].lords).toEqual([]);
    expect(s.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it('lets the player choose which Lords and tokens pay', () => {
    let s = game(2, 12);
    giveLords(s, 0, [KEEPER, REAPER]);
    giveKeyTokens(s, 0, 1);
    setAvailableLocations(s, [1]);
    s = fightAt(s, 3);
    s = act(s, { type: 'takeLocation', location: 1 });
    expect(s.pending).toEqual({ kind: 'payKeys', seat: 0, location: 1 });
    expect(legalActions(s)).toEqual([
      { type: 'payKeys', lords: [KEEPER] },
      { type: 'payKeys', lords: [KEEPER, REAPER] },
      { type: 'payKeys', lords: [REAPER] },
    ]);
    rejects(s, { type: 'payKeys', lords: [] }, 'ILLEGAL_CHOICE');
    rejects(s, { type: 'payKeys', lords: [KEEPER, SHEPHERD] }, 'ILLEGAL_CHOICE');
    const one = act(s, { type: 'payKeys', lords: [REAPER] });
    expect(one.players[0].locations).toEqual([{ id: 1, lords: [REAPER] }]);
    expect(one.players[0].lords).toEqual([KEEPER]);
    expect(one.players[0].keyTokens).toBe(0);
    expect(one.keySupply).toBe(10);
    const two = act(s, { type: 'payKeys', lords: [REAPER, KEEPER] });
    expect(two.players[0].locations).toEqual([{ id: 1, lords: [KEEPER, REAPER] }]);
    expect(two.players[0].lords).toEqual([]);
    expect(two.players[0].keyTokens).toBe(1);
    expect(two.keySupply).toBe(9);
    expect(two.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it('repeats while the player still holds 3 keys', () => {
    let s = game(2, 12);
    giveKeyTokens(s, 0, 5);
    setAvailableLocations(s, [1, 2]);
    s = fightAt(s, 3);
    s = act(s, { type: 'takeLocation', location: 1 });
    expect(s.players[0].keyTokens).toBe(3);
    expect(s.pending).toEqual({ kind: 'location', seat: 0 });
    expect(legalActions(s)[0]).toEqual({ type: 'takeLocation', location: 2 });
    s = act(s, { type: 'takeLocation', location: 2 });
    expect(s.players[0].locations).toEqual([{ id: 1, lords: [] }, { id: 2, lords: [] }]);
    expect(s.players[0].keyTokens).toBe(0);
    expect(s.keySupply).toBe(10);
    expect(s.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it('draws 1 to 4 Locations and picks one; the others become face up', () => {
    let s = game(2, 12);
    giveKeyTokens(s, 0, 2);
    setAvailableLocations(s, []);
    stackLocations(s, [3, 4, 5]);
    s = fightAt(s, 3);
    expect(legalActions(s)).toEqual([1, 2, 3, 4].map((count) => ({ type: 'drawLocations', count })));
    rejects(s, { type: 'drawLocations', count: 5 }, 'ILLEGAL_CHOICE');
    rejects(s, { type: 'drawLocations', count: 0 }, 'ILLEGAL_CHOICE');
    s = act(s, { type: 'drawLocations', count: 3 });
    expect(s.pending).toEqual({ kind: 'pickLocation', seat: 0, drawn: [3, 4, 5], ambassador: 0 });
    expect(legalActions(s)).toEqual([3, 4, 5].map((location) => ({ type: 'pickLocation', location })));
    rejects(s, { type: 'pickLocation', location: 6 }, 'ILLEGAL_CHOICE');
    s = act(s, { type: 'pickLocation', location: 4 });
    expect(s.players[0].locations).toEqual([{ id: 4, lords: [] }]);
    expect(s.locationsAvailable).toEqual([3, 5]);
    expect(s.locationStack.length).toBe(20 - 3);
    expect(s.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it('draws no more than the stack holds', () => {
    let s = game(2, 12);
    giveKeyTokens(s, 0, 2);
    setAvailableLocations(s, [7]);
    stackLocations(s, [3, 4]);
    s.locationsOut.push(...s.locationStack.splice(0, s.locationStack.length - 2));
    s = fightAt(s, 3);
    expect(legalActions(s)).toEqual([
      { type: 'takeLocation', location: 7 },
      { type: 'drawLocations', count: 1 },
      { type: 'drawLocations', count: 2 },
    ]);
  });

  it('keeps the keys when no Location is left anywhere', () => {
    let s = game(2, 12);
    giveKeyTokens(s, 0, 2);
    s.locationsOut.push(...s.locationStack.splice(0), ...s.locationsAvailable.splice(0));
    s = fightAt(s, 3);
    expect(s.players[0].keyTokens).toBe(3);
    expect(s.pending).toEqual({ kind: 'main', seat: 1 });
  });
});

describe('Black Smokers', () => {
  /** Seat 0 takes Black Smokers with three key Lords after recruiting the Shepherd. */
  function takeBlackSmokers(): GameState {
    let s = farmGame();
    setCourt(s, [SHEPHERD, MILLER, AQUACULTURALIST, LANDOWNER]);
    giveLords(s, 0, [KEEPER, REAPER]);
    setAvailableLocations(s, [10]);
    setHand(s, 0, [ally('seahorse', 5), ally('seahorse', 3)]);
    s = act(s, { type: 'recruit', lord: SHEPHERD, allies: [ally('seahorse', 5), ally('seahorse', 3)] });
    return act(s, { type: 'takeLocation', location: 10 });
  }

  it('offers an exchange with any tile of the stack, which only that seat sees', () => {
    const s = takeBlackSmokers();
    expect(s.pending).toEqual({ kind: 'blackSmokers', seat: 0 });
    const stack = sorted(s.locationStack);
    expect(stack.length).toBe(19);
    expect(stack).not.toContain(10);
    expect(legalActions(s)).toEqual([...stack.map((location) => ({ type: 'swapLocation', location })), { type: 'decline' }]);
    expect(viewFor(s, 0).locationStack).toEqual(stack);
    expect(viewFor(s, 1).locationStack).toBeUndefined();
    expect(viewFor(s, null).locationStack).toBeUndefined();
    rejects(s, { type: 'swapLocation', location: 10 }, 'ILLEGAL_CHOICE');
  });

  it('moves the Lords onto the new tile; Black Smokers leaves the game', () => {
    let s = takeBlackSmokers();
    s = act(s, { type: 'swapLocation', location: 13 });
    expect(s.players[0].locations).toEqual([{ id: 13, lords: [KEEPER, REAPER, SHEPHERD] }]);
    expect(s.locationsOut).toEqual([10]);
    expect(s.locationStack).not.toContain(13);
    expect(s.locationStack.length).toBe(18);
    expect(s.locationsAvailable).toEqual([]);
    expect(viewFor(s, 0).locationStack).toBeUndefined();
    expect(s.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it('is optional', () => {
    let s = takeBlackSmokers();
    s = act(s, { type: 'decline' });
    expect(s.players[0].locations).toEqual([{ id: 10, lords: [KEEPER, REAPER, SHEPHERD] }]);
    expect(s.locationsOut).toEqual([]);
    expect(s.locationStack.length).toBe(19);
    expect(scores(s)[0].locations).toBe(0);
  });
});

describe('End of game', () => {
  const sea5 = ally('seahorse', 5);
  const sea4 = ally('seahorse', 4);
  const sea1 = ally('seahorse', 1);

  /** 3 players; seat 0 owns 4 free Lords and 2 under a Location and can recruit the Landowner. */
  function nearTheEnd(): GameState {
    const s = game(3, 13);
    setCourt(s, [LANDOWNER, MILLER, AQUACULTURALIST]);
    giveLords(s, 0, [2, 3, 9, 10]);
    giveLocation(s, 0, 14, [15, 16]);
    setHand(s, 0, [sea5, sea4, sea1]);
    setCouncil(s, 'crab', [ally('crab', 2)]);
    setCouncil(s, 'squid', [ally('squid', 1)]);
    return s;
  }

  it('is triggered by a 7th Lord, counting Lords under Locations; the others play one last turn', () => {
    let s = nearTheEnd();
    s = act(s, { type: 'recruit', lord: LANDOWNER, allies: [sea5, sea4, sea1] });
    expect(s.lastSeat).toBe(2);
    expect(s.over).toBe(false);
    // The trigger ends nothing at once: seat 0's turn is over, seat 1 plays.
    expect(s.pending).toEqual({ kind: 'main', seat: 1 });
    expect(viewFor(s, 1).finalRound).toBe(true);
    s = act(s, { type: 'support', races: ['crab'] });
    expect(s.pending).toEqual({ kind: 'main', seat: 2 });
    s = act(s, { type: 'support', races: ['squid'] });
    expect(s.over).toBe(true);
    expect(s.pending).toBeNull();
    expect(activeSeat(s)).toBeNull();
    expect(legalActions(s)).toEqual([]);
    rejects(s, { type: 'explore' }, 'GAME_OVER');
  });

  it('is not triggered by a 6th Lord', () => {
    const s = nearTheEnd();
    s.players[0].lords.pop();
    const r = act(s, { type: 'recruit', lord: LANDOWNER, allies: [sea5, sea4, sea1] });
    expect(r.lastSeat).toBe(-1);
    expect(viewFor(r, 1).finalRound).toBe(false);
  });

  it('affiliates the lowest Ally of each race left in hand, the rest being discarded', () => {
    let s = nearTheEnd();
    const [c1, c3, j2, j2b, q5] = [ally('crab', 1), ally('crab', 3), ally('jellyfish', 2), ally('jellyfish', 2, 1), ally('squid', 5)];
    setHand(s, 1, [c3, j2, c1, j2b, q5]);
    setAffiliated(s, 1, [ally('crab', 4)]);
    s = acts(s, [
      { type: 'recruit', lord: LANDOWNER, allies: [sea5, sea4, sea1] },
      { type: 'support', races: ['squid'] }, // seat 1 adds a Squid 1
      { type: 'support', races: ['crab'] },
    ]);
    expect(s.over).toBe(true);
    const p = s.players[1];
    expect(p.hand).toEqual([]);
    expect(p.affiliated).toEqual([ally('crab', 4), j2, c1, ally('squid', 1)]);
    for (const c of [c3, j2b, q5]) expect(s.explorationDiscard).toContain(c);
    // Allies score the best affiliated of each race: Crab 4 + Jellyfish 2 + Squid 1.
    expect(scores(s)[1].allies).toBe(7);
    // Seat 2 took the Crab 2 stack: it is affiliated too.
    expect(s.players[2].affiliated).toEqual([ally('crab', 2)]);
    expect(viewFor(s, null).scores).toEqual(scores(s));
  });

  it('scores Locations, Lords, the best affiliated Ally of each race and Monster tokens', () => {
    const s = game(2, 14);
    giveLords(s, 0, [MILLER, AQUACULTURALIST]);
    giveLocation(s, 0, 14, [KEEPER]); // The Jail: 15 − 3 Lords
    setAffiliated(s, 0, [ally('crab', 2), ally('crab', 4), ally('jellyfish', 1)]);
    setHand(s, 0, [ally('squid', 5)]); // a hand does not score
    giveMonsterTokens(s, 0, [0, 2, 11]); // 4 + 3 + 2
    s.players[0].pearls = 4;
    expect(scores(s)).toEqual([
      { seat: 0, locations: 12, lords: 27, allies: 5, monsters: 9, total: 53, pearls: 4, rank: 1 },
      { seat: 1, locations: 0, lords: 0, allies: 0, monsters: 0, total: 0, pearls: 1, rank: 2 },
    ]);
  });

  it('breaks a tie by most Pearls', () => {
    const s = game(2, 14);
    giveLords(s, 0, [LANDOWNER]);
    giveLords(s, 1, [KEEPER, REAPER]);
    s.players[0].pearls = 2;
    s.players[1].pearls = 3;
    expect(scores(s).map((l) => [l.total, l.rank])).toEqual([[12, 2], [12, 1]]);
  });

  it('then by the strongest single Lord', () => {
    const s = game(2, 14);
    giveLords(s, 0, [KEEPER, REAPER]);
    giveLords(s, 1, [LANDOWNER]);
    expect(scores(s).map((l) => [l.total, l.pearls, l.rank])).toEqual([[12, 1, 2], [12, 1, 1]]);
  });

  it('else the rank is shared', () => {
    const s = game(3, 14);
    giveLords(s, 0, [KEEPER, REAPER]);
    giveLords(s, 1, [SHEPHERD, 7]);
    expect(scores(s).map((l) => [l.total, l.rank])).toEqual([[12, 1], [12, 1], [0, 3]]);
  });
});

describe('Martial Law', () => {
  const jellies = Array.from({ length: 13 }, (_, i) => i); // all 13 Jellyfish
  const crab1 = ally('crab', 1);

  it('is off by default: a hand of 14 is kept', () => {
    let s = game(2, 15);
    expect(s.options.martialLaw).toBeUndefined();
    setHand(s, 0, jellies);
    setCouncil(s, 'crab', [crab1]);
    s = act(s, { type: 'support', races: ['crab'] });
    expect(s.players[0].hand.length).toBe(14);
    expect(s.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it('when on, costs 1 Pearl or 1 discarded Ally per Ally above 12 at the end of the turn', () => {
    let s = game(2, 15, { martialLaw: true });
    setHand(s, 0, jellies);
    setCouncil(s, 'crab', [crab1]);
    s = act(s, { type: 'support', races: ['crab'] });
    expect(s.pending).toEqual({ kind: 'martialLaw', seat: 0, count: 2 });
    expect(legalActions(s)).toEqual([
      { type: 'payPearl' },
      ...[0, 4, 7, 10, 12, crab1].map((card) => ({ type: 'discard', card })),
    ]);
    s = act(s, { type: 'payPearl' });
    expect(s.players[0].pearls).toBe(0);
    expect(s.pending).toEqual({ kind: 'martialLaw', seat: 0, count: 1 });
    expect(legalActions(s).map((a) => a.type)).toEqual(['discard', 'discard', 'discard', 'discard', 'discard', 'discard']);
    rejects(s, { type: 'payPearl' }, 'NOT_ENOUGH_PEARLS');
    rejects(s, { type: 'discard', card: ally('squid', 1) }, 'CARD_NOT_IN_HAND');
    s = act(s, { type: 'discard', card: crab1 });
    expect(s.players[0].hand).toEqual(jellies);
    expect(s.explorationDiscard).toContain(crab1);
    expect(s.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it('when on, asks nothing of a hand of 12', () => {
    let s = game(2, 15, { martialLaw: true });
    setHand(s, 0, jellies.slice(0, 11));
    setCouncil(s, 'crab', [crab1]);
    s = act(s, { type: 'support', races: ['crab'] });
    expect(s.players[0].hand.length).toBe(12);
    expect(s.pending).toEqual({ kind: 'main', seat: 1 });
  });
});
