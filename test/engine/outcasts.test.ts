// De Profundis (seed 003, rulings.md "De Profundis"): one `describe` per rule, each test from
// a crafted state of a game with the bundled Outcast deck, asserting exact results.
import { describe, expect, it } from 'vitest';
import {
  LORD, activeSeat, applyAction, checkOptions, legalActions, locationValue, newGame, recruitCost, scores, viewFor,
  type Action, type GameEvent, type GameState, type OutcastCard,
} from './mutable.ts';
import { PLACEHOLDER_OUTCASTS } from '../../src/engine/outcast-deck.ts';
import { checkOutcastDeck } from './mutable.ts';
import { eventText, logDeck } from '../../src/i18n/events.ts';
import {
  act, ally, dpGame, game, giveKeyTokens, giveLocation, giveLords, giveOutcasts, giveReconquered, legalTypes,
  rejects, setAffiliated, setAvailableLocations, setCouncil, setCourtCards, setHand, stackLocations, stackLords,
  stackOutcasts,
} from './fixtures.ts';

/** An event of `st`'s log as an English reader reads it. */
const line = (st: GameState, e: GameEvent): string => eventText(e, 'en', st.options.names ?? [], logDeck(st.options));

const sorted = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
function errorOf(s: GameState, action: Action): string {
  const r = applyAction(s, action);
  if (r.ok) throw new Error('accepted');
  return r.error.message;
}

// The bundled (placeholder) deck: id = 101 + index. Checked against the data below.
const CONSPIRATOR = 101; // cost 8, 2 races, no mandatory race, 5 IP
const EXILE = 102; // cost 6, 2 races, 4 IP, Key
const RENEGADE = 103; // cost 7, 3 races, Crab, 6 IP
const SMUGGLER = 104; // cost 6, 1 race, Shellfish, 4 IP, Key
const PARIAH = 107; // cost 9, 3 races, 7 IP
const MUTINEER = 109; // cost 10, 1 race, no mandatory race, 8 IP
const DRIFTER = 110; // cost 7, 1 race, 5 IP, Key

// Lords.
const KEEPER = 27; // farmer (Seahorse), 6 IP, 1 key, cost 6, 3 races
const REAPER = 28; // farmer, 6 IP, 1 key, cost 7, 2 races
const SHEPHERD = 29; // farmer, 6 IP, 1 key, cost 8, 1 race
const MILLER = 30; // farmer, 10 IP, cost 8, 2 races
const AQUA = 31; // farmer, 11 IP, cost 9, 3 races
const LANDOWNER = 32; // farmer, 12 IP, cost 10, 1 race
const PEDDLER = 10; // merchant (Shellfish), 9 IP, cost 8, 1 race, +2 Pearls on recruitment
const TRADER = 9;

// Locations.
const SILOS = 1; // 5 + 2 per Farmer Lord
const PARLIAMENT = 4;
const BLACK_SMOKERS = 10;
const DEPTHS = 12;
const THRONE = 13;
const JAIL = 14;
const CHASM = 15;
const CLOSED_TOWER = 16;
const LOST_TOWER = 17;
const CHAMBER = 18;
const CORAL = 20;

/** Jellyfish 5 + 4 + 1: exactly the Mutineer's 10, one race. */
const JELLY_10 = [ally('jellyfish', 5), ally('jellyfish', 4), ally('jellyfish', 1)];
const FARM_COURT = [KEEPER, REAPER, SHEPHERD, MILLER, AQUA];

/** The current player requests support: with no power to use, their turn ends. */
function passTurn(s: GameState): GameState {
  setCouncil(s, 'crab', [ally('crab', 1, 3)]);
  return act(s, { type: 'support', races: ['crab'] });
}

/** Seat 0 holds `held` unused Outcasts and recruits the Mutineer from the Court. */
function recruitMutineer(s: GameState, held: number[] = [EXILE]): GameState {
  giveOutcasts(s, 0, held);
  setCourtCards(s, [MUTINEER, REAPER, SHEPHERD, MILLER, AQUA, LANDOWNER]);
  setHand(s, 0, JELLY_10);
  return act(s, { type: 'recruit', lord: MUTINEER, allies: JELLY_10 });
}

/** Moves the whole Location stack out of the game (a table where it ran dry). */
function emptyStack(s: GameState): void {
  s.locationsOut.push(...s.locationStack.splice(0));
}

describe('The bundled Outcast deck', () => {
  it('is the placeholder deck the tests assume, with the Conspirator, and passes the deck check', () => {
    expect(PLACEHOLDER_OUTCASTS.length).toBe(10);
    const card = (id: number): OutcastCard => PLACEHOLDER_OUTCASTS[id - 101];
    expect(card(CONSPIRATOR)).toMatchObject({ name: 'The Conspirator', cost: 8, races: 2, mandatoryRace: null, ip: 5, key: false, power: 'conspirator' });
    expect(card(EXILE)).toMatchObject({ name: 'The Exile', cost: 6, races: 2, mandatoryRace: null, ip: 4, key: true });
    expect(card(RENEGADE)).toMatchObject({ name: 'The Renegade', cost: 7, races: 3, mandatoryRace: 'crab', ip: 6, key: false });
    expect(card(SMUGGLER)).toMatchObject({ name: 'The Smuggler', cost: 6, races: 1, mandatoryRace: 'shellfish', ip: 4, key: true });
    expect(card(PARIAH)).toMatchObject({ name: 'The Pariah', cost: 9, races: 3, mandatoryRace: null, ip: 7 });
    expect(card(MUTINEER)).toMatchObject({ name: 'The Mutineer', cost: 10, races: 1, mandatoryRace: null, ip: 8, key: false });
    expect(card(DRIFTER)).toMatchObject({ name: 'The Drifter', cost: 7, races: 1, ip: 5, key: true });
    expect(PLACEHOLDER_OUTCASTS.filter((c) => c.power === 'conspirator').length).toBe(1);
    expect(checkOutcastDeck(PLACEHOLDER_OUTCASTS)).toBeNull();
  });
});

describe('Setup (De Profundis)', () => {
  it('puts one Outcast in the leftmost Court space, then 5 Lords; 9 Outcasts stay in their deck', () => {
    const s = dpGame(3, 11);
    expect(s.court.length).toBe(6);
    expect(s.court[0]).toBeGreaterThanOrEqual(101);
    expect(s.court.slice(1).every((c) => c >= 1 && c <= 35)).toBe(true);
    expect(s.outcastDeck.length).toBe(9);
    expect(s.lordDeck.length).toBe(30);
    // Conservation: every Outcast and every Lord exactly once.
    expect(sorted([s.court[0], ...s.outcastDeck])).toEqual(range(101, 110));
    expect(sorted([...s.court.slice(1), ...s.lordDeck])).toEqual(range(1, 35));
    for (const p of s.players) expect([p.outcasts, p.lords, p.locations]).toEqual([[], [], []]);
    const v = viewFor(s, 0);
    expect([v.outcastDeckCount, v.lordDeckCount, v.court]).toEqual([9, 30, s.court]);
    expect(v.players.map((p) => p.outcasts)).toEqual([[], [], []]);
    expect('peek' in v).toBe(false);
    // The rest of the table is the base game's: the start player can only explore.
    expect(legalActions(s)).toEqual([{ type: 'explore' }]);
  });

  it('shuffles the Outcast deck with the seed', () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 40; seed++) firsts.add(dpGame(2, seed).court[0]);
    expect(firsts.size).toBeGreaterThan(4);
    expect(dpGame(2, 5)).toEqual(dpGame(2, 5));
  });

  it('without the expansion: no Outcast anywhere, 6 Lords in the Court', () => {
    const s = game(2, 11);
    expect(s.outcastDeck).toEqual([]);
    expect(s.court.every((c) => c <= 35)).toBe(true);
    expect(viewFor(s, 0).outcastDeckCount).toBe(0);
    expect(newGame({ seed: 11, players: 2, startSeat: 0, expansions: { deProfundis: false } }).outcastDeck).toEqual([]);
  });
});

describe('Plot at Court: Lords and/or Outcasts', () => {
  it('offers both decks and reveals the chosen one into the free space furthest from the deck, 1 Pearl each', () => {
    let s = dpGame(2, 3);
    setCourtCards(s, [EXILE, KEEPER, REAPER, SHEPHERD]);
    stackOutcasts(s, [PARIAH]);
    stackLords(s, [MILLER]);
    s.players[0].pearls = 3;
    const [outcasts, lords] = [s.outcastDeck.length, s.lordDeck.length];
    expect(legalActions(s)).toEqual([{ type: 'plot', deck: 'lords' }, { type: 'plot', deck: 'outcasts' }, { type: 'explore' }]);
    s = act(s, { type: 'plot', deck: 'outcasts' });
    expect(s.court).toEqual([EXILE, KEEPER, REAPER, SHEPHERD, PARIAH]);
    expect([s.players[0].pearls, s.outcastDeck.length, s.lordDeck.length]).toEqual([2, outcasts - 1, lords]);
    expect(line(s, s.log.at(-1)!)).toBe('Player 1 plots at Court for 1 Pearl: The Pariah arrives.');
    expect(s.pending).toEqual({ kind: 'main', seat: 0 });
    s = act(s, { type: 'plot', deck: 'lords' });
    expect(s.court).toEqual([EXILE, KEEPER, REAPER, SHEPHERD, PARIAH, MILLER]);
    expect([s.players[0].pearls, s.outcastDeck.length, s.lordDeck.length]).toEqual([1, outcasts - 1, lords - 1]);
    // Full Court: no more plotting.
    expect(legalActions(s)).toEqual([{ type: 'explore' }]);
    rejects(s, { type: 'plot', deck: 'outcasts' }, 'ILLEGAL_CHOICE');
  });

  it('a plot without a deck draws a Lord', () => {
    const s = dpGame(2, 3);
    setCourtCards(s, [KEEPER, REAPER]);
    stackLords(s, [MILLER]);
    expect(act(s, { type: 'plot' }).court).toEqual([KEEPER, REAPER, MILLER]);
  });

  it('offers only the Lord deck once the Outcast deck is empty (and only Outcasts once the Lord deck is)', () => {
    const s = dpGame(2, 3);
    setCourtCards(s, [KEEPER, REAPER]);
    s.outcastDeck.length = 0;
    expect(legalActions(s)).toEqual([{ type: 'plot', deck: 'lords' }, { type: 'explore' }]);
    expect(errorOf(s, { type: 'plot', deck: 'outcasts' })).toBe('There is no empty Court space or no card left to plot.');
    rejects(s, { type: 'plot', deck: 'outcasts' }, 'ILLEGAL_CHOICE');

    const t = dpGame(2, 3);
    setCourtCards(t, [KEEPER, REAPER]);
    t.lordDiscard.push(...t.lordDeck.splice(0));
    expect(legalActions(t)).toEqual([{ type: 'plot', deck: 'outcasts' }, { type: 'explore' }]);
    rejects(t, { type: 'plot', deck: 'lords' }, 'ILLEGAL_CHOICE');
  });

  it('needs a Pearl for either deck', () => {
    const s = dpGame(2, 3);
    setCourtCards(s, [KEEPER, REAPER]);
    s.players[0].pearls = 0;
    expect(legalActions(s)).toEqual([{ type: 'explore' }]);
    expect(errorOf(s, { type: 'plot', deck: 'outcasts' })).toBe('Plotting costs 1 Pearl.');
  });

  it('the base game has no Outcast deck to plot from', () => {
    const s = game(2, 3);
    const court = s.court.splice(3);
    s.lordDeck.push(...court);
    rejects(s, { type: 'plot', deck: 'outcasts' }, 'MALFORMED_ACTION');
    rejects(s, { type: 'plot', deck: 'everything' as never }, 'MALFORMED_ACTION');
  });

  it('is optional: a player who could only plot (from both decks) may skip the action instead', () => {
    const s = dpGame(2, 3);
    // Seat 0 has nothing to explore, no Council stack, no Ally: only plotting is possible.
    s.players[1].hand.push(...s.explorationDeck.splice(0).filter((c) => c < 65));
    setCourtCards(s, [EXILE, KEEPER, REAPER, SHEPHERD, MILLER]);
    s.players[0].pearls = 3;
    expect(legalActions(s)).toEqual([{ type: 'plot', deck: 'lords' }, { type: 'plot', deck: 'outcasts' }, { type: 'skipAction' }]);
    const t = act(s, { type: 'skipAction' });
    expect(t.players[0].pearls).toBe(3);
    expect(t.court).toEqual(s.court);
    expect(activeSeat(t)).toBe(1);
  });
});

describe('Refill the Court: 1 Outcast first, then Lords', () => {
  /** Court [Mutineer, Keeper, Reaper] (+ extra); seat 0 recruits the Keeper (Seahorse 2, Crab 2, Squid 2). */
  function recruitKeeper(s: GameState, court = [MUTINEER, KEEPER, REAPER], then = (_: GameState): void => {}): GameState {
    setCourtCards(s, court);
    then(s);
    const hand = [ally('seahorse', 1), ally('crab', 2), ally('squid', 3)];
    setHand(s, 0, hand);
    return act(s, { type: 'recruit', lord: KEEPER, allies: hand });
  }

  it('at 2 cards left: +2 Pearls, one Outcast, then Lords up to 6', () => {
    const s = dpGame(2, 5);
    stackOutcasts(s, [PARIAH]);
    stackLords(s, [SHEPHERD, MILLER, AQUA]);
    const outcasts = s.outcastDeck.length;
    const t = recruitKeeper(s);
    expect(t.court).toEqual([MUTINEER, REAPER, PARIAH, SHEPHERD, MILLER, AQUA]);
    expect(t.players[0].pearls).toBe(3);
    // setCourtCards put the initial leftmost Outcast back under the deck and took the Mutineer out.
    expect(t.outcastDeck.length).toBe(outcasts - 1);
    expect(t.log.some((e) => line(t, e) === 'Only 2 cards left at Court: Player 1 gains 2 Pearls and the Court is refilled with The Pariah, The Shepherd, The Miller, The Aquaculturalist.')).toBe(true);
  });

  it('counts every Court card: one Lord and two Outcasts left is no refill', () => {
    const s = dpGame(2, 5);
    const t = recruitKeeper(s, [MUTINEER, DRIFTER, KEEPER, REAPER]);
    expect(t.court).toEqual([MUTINEER, DRIFTER, REAPER]);
    expect(t.players[0].pearls).toBe(1);
  });

  it('adds no Outcast once their deck is empty', () => {
    const s = dpGame(2, 5);
    stackLords(s, [SHEPHERD, MILLER, AQUA, LANDOWNER]);
    const t = recruitKeeper(s, undefined, (x) => {
      x.outcastDeck.length = 0;
    });
    expect(t.court).toEqual([MUTINEER, REAPER, SHEPHERD, MILLER, AQUA, LANDOWNER]);
    expect(t.players[0].pearls).toBe(3);
    expect(t.lastSeat).toBe(-1);
  });

  it('triggers the end when the Lord deck cannot complete it, the Outcast still added', () => {
    const s = dpGame(2, 5);
    stackOutcasts(s, [PARIAH]);
    setCourtCards(s, [MUTINEER, KEEPER, REAPER]);
    s.lordDiscard.push(...s.lordDeck.splice(0));
    s.lordDeck.push(...s.lordDiscard.splice(0, 2));
    const two = s.lordDeck.slice().reverse();
    const hand = [ally('seahorse', 1), ally('crab', 2), ally('squid', 3)];
    setHand(s, 0, hand);
    const t = act(s, { type: 'recruit', lord: KEEPER, allies: hand });
    expect(t.court).toEqual([MUTINEER, REAPER, PARIAH, ...two]);
    expect(t.lastSeat).toBe(1);
  });
});

describe('Recruit an Outcast', () => {
  /** Court [Renegade, ...Farmers]; seat 0 holds Crab 1, Seahorse 2, Squid 2 and Jellyfish 1. */
  function renegadeTable(pearls = 2): GameState {
    const s = dpGame(2, 7);
    setCourtCards(s, [RENEGADE, ...FARM_COURT]);
    setHand(s, 0, [ally('crab', 1), ally('seahorse', 2), ally('squid', 2), ally('jellyfish', 1)]);
    s.players[0].pearls = pearls;
    return s;
  }
  const PAY = [ally('crab', 1), ally('seahorse', 2), ally('squid', 2)];

  it('like a Lord: exact races with the mandatory one, Pearls for the shortfall, the lowest Ally affiliated', () => {
    const s = renegadeTable();
    const offered = legalActions(s).filter((a) => a.type === 'recruit' && a.lord === RENEGADE);
    expect(offered.map((a) => (a.type === 'recruit' ? sorted(a.allies) : []))).toEqual([sorted(PAY)]);
    const t = act(s, { type: 'recruit', lord: RENEGADE, allies: PAY });
    const p = t.players[0];
    expect(p.pearls).toBe(0);
    expect(p.outcasts).toEqual([RENEGADE]);
    expect(p.lords).toEqual([]);
    expect(p.affiliated).toEqual([ally('crab', 1)]);
    expect(p.hand).toEqual([ally('jellyfish', 1)]);
    expect(t.explorationDiscard).toEqual(expect.arrayContaining([ally('seahorse', 2), ally('squid', 2)]));
    expect(p.keyTokens).toBe(0);
    expect(t.court).toEqual(FARM_COURT);
    expect(t.log.some((e) => line(t, e) === 'Player 1 recruits The Renegade, paying Crab 1, Seahorse 2, Squid 2 and 2 Pearls.')).toBe(true);
    const v = viewFor(t, 1);
    expect(v.players[0].outcasts).toEqual([RENEGADE]);
    expect(v.players[0].lordCount).toBe(0);
  });

  it('rejects a wrong number of races, a missing mandatory race, and a payment short of Pearls', () => {
    const s = renegadeTable();
    expect(errorOf(s, { type: 'recruit', lord: RENEGADE, allies: [ally('seahorse', 2), ally('squid', 2)] }))
      .toBe('The Renegade needs Allies of exactly 3 different races; you offered 2.');
    rejects(s, { type: 'recruit', lord: RENEGADE, allies: [ally('seahorse', 2), ally('squid', 2)] }, 'INVALID_PAYMENT');
    const noCrab = [ally('jellyfish', 1), ally('seahorse', 2), ally('squid', 2)];
    expect(errorOf(s, { type: 'recruit', lord: RENEGADE, allies: noCrab })).toBe('The Renegade needs at least one crab Ally.');
    rejects(s, { type: 'recruit', lord: RENEGADE, allies: noCrab }, 'INVALID_PAYMENT');
    const poor = renegadeTable(1);
    expect(legalActions(poor).some((a) => a.type === 'recruit' && a.lord === RENEGADE)).toBe(false);
    rejects(poor, { type: 'recruit', lord: RENEGADE, allies: PAY }, 'NOT_ENOUGH_PEARLS');
  });

  it('an Outcast without mandatory race takes any races', () => {
    const s = dpGame(2, 7);
    setCourtCards(s, [PARIAH, ...FARM_COURT]);
    const pay = [ally('jellyfish', 4), ally('seahorse', 3), ally('squid', 2)];
    setHand(s, 0, pay);
    expect(act(s, { type: 'recruit', lord: PARIAH, allies: pay }).players[0].outcasts).toEqual([PARIAH]);
  });

  it('a tie for the lowest Ally is the recruiter\'s choice', () => {
    const s = dpGame(2, 7);
    setCourtCards(s, [EXILE, ...FARM_COURT]);
    const pay = [ally('crab', 1), ally('crab', 4), ally('squid', 1)];
    setHand(s, 0, pay);
    const t = act(s, { type: 'recruit', lord: EXILE, allies: pay });
    expect(t.pending).toEqual({ kind: 'affiliate', seat: 0, spent: pay, lord: EXILE });
    expect(legalActions(t)).toEqual([{ type: 'affiliate', card: ally('crab', 1) }, { type: 'affiliate', card: ally('squid', 1) }]);
    const u = act(t, { type: 'affiliate', card: ally('squid', 1) });
    expect(u.players[0].affiliated).toEqual([ally('squid', 1)]);
    expect(u.players[0].outcasts).toEqual([EXILE]);
  });

  it('an Outcast with the Key symbol gives a Key token at once; one without gives none', () => {
    const s = dpGame(2, 7);
    setCourtCards(s, [SMUGGLER, ...FARM_COURT]);
    const pay = [ally('shellfish', 3), ally('shellfish', 3, 1)];
    setHand(s, 0, pay);
    const t = act(s, { type: 'recruit', lord: SMUGGLER, allies: pay });
    expect([t.players[0].keyTokens, t.keySupply]).toEqual([1, 9]);
    expect(t.log.some((e) => line(t, e) === 'The Smuggler brings Player 1 a Key token.')).toBe(true);
    expect(viewFor(t, 1).players[0].keys).toBe(1);
  });

  it('that Key token counts for the 3 keys of a Location at once', () => {
    const s = dpGame(2, 7);
    setCourtCards(s, [SMUGGLER, ...FARM_COURT]);
    giveKeyTokens(s, 0, 2);
    const pay = [ally('shellfish', 3), ally('shellfish', 3, 1)];
    setHand(s, 0, pay);
    const t = act(s, { type: 'recruit', lord: SMUGGLER, allies: pay });
    expect(t.players[0].keyTokens).toBe(3);
    expect(t.pending).toEqual({ kind: 'location', seat: 0 });
  });

  it('the Diplomat ("when you recruit, you may use any Races") applies to Outcasts', () => {
    const s = dpGame(2, 7);
    setCourtCards(s, [RENEGADE, ...FARM_COURT]);
    const pay = [ally('jellyfish', 1), ally('seahorse', 3), ally('squid', 3)];
    setHand(s, 0, pay);
    // The Renegade's mandatory Crab is missing: refused without the Diplomat, paid with him.
    rejects(s, { type: 'recruit', lord: RENEGADE, allies: pay }, 'INVALID_PAYMENT');
    giveLords(s, 0, [LORD.diplomat]);
    expect(act(s, { type: 'recruit', lord: RENEGADE, allies: pay }).players[0].outcasts).toEqual([RENEGADE]);
  });
});

/** Seat 0 (no Pearl, `pay` in hand) before recruiting the Renegade (cost 7, 3 races, Crab) or the Keeper (cost 6, 3 races, Seahorse). */
function recruitsWith(lords: { seat: number; lord: number }[], pay: number[]): GameState {
  const s = dpGame(2, 7);
  setCourtCards(s, [RENEGADE, ...FARM_COURT]);
  for (const { seat, lord } of lords) giveLords(s, seat, [lord]);
  s.players[0].pearls = 0;
  setHand(s, 0, pay);
  return s;
}

describe('Powers on Outcasts follow the printed texts (rulings.md)', () => {
  const renegadePay = [ally('crab', 3), ally('seahorse', 1), ally('squid', 3)]; // 7
  const keeperPay = [ally('crab', 3), ally('seahorse', 1), ally('squid', 2)]; // 6

  it('the Recruiter ("all recruitment costs ... increased by 2") raises an Outcast\'s cost too', () => {
    const without = recruitsWith([], renegadePay);
    expect(recruitCost(without, 0, RENEGADE)).toBe(7);
    expect(act(without, { type: 'recruit', lord: RENEGADE, allies: renegadePay }).players[0].outcasts).toEqual([RENEGADE]);
    const s = recruitsWith([{ seat: 1, lord: LORD.recruiter }], renegadePay);
    expect(recruitCost(s, 0, RENEGADE)).toBe(9);
    expect(recruitCost(s, 0, KEEPER)).toBe(8);
    rejects(s, { type: 'recruit', lord: RENEGADE, allies: renegadePay }, 'NOT_ENOUGH_PEARLS');
    expect(legalActions(s).some((a) => a.type === 'recruit' && a.lord === RENEGADE)).toBe(false);
    s.players[0].pearls = 2;
    const t = act(s, { type: 'recruit', lord: RENEGADE, allies: renegadePay });
    expect(t.players[0].outcasts).toEqual([RENEGADE]);
    expect(t.players[0].pearls).toBe(0);
    // The Shaman still shields from it (the Recruiter is a Military Lord).
    const shielded = recruitsWith([{ seat: 1, lord: LORD.recruiter }, { seat: 0, lord: LORD.shaman }], renegadePay);
    expect(recruitCost(shielded, 0, RENEGADE)).toBe(7);
  });

  it('the Treasurer ("the cost of recruiting Lords is reduced by 2") does not lower an Outcast\'s', () => {
    const s = recruitsWith([{ seat: 0, lord: LORD.treasurer }], renegadePay.slice(0, 2).concat(ally('squid', 1)));
    expect(recruitCost(s, 0, RENEGADE)).toBe(7);
    expect(recruitCost(s, 0, KEEPER)).toBe(4);
    // Crab 3 + Seahorse 1 + Squid 1 = 5: enough for a Lord of cost 7 with the Treasurer, not for the Renegade.
    rejects(s, { type: 'recruit', lord: RENEGADE, allies: s.players[0].hand.slice() }, 'NOT_ENOUGH_PEARLS');
    const t = recruitsWith([{ seat: 0, lord: LORD.treasurer }], keeperPay);
    expect(act(t, { type: 'recruit', lord: KEEPER, allies: [ally('crab', 3), ally('seahorse', 1)].concat(ally('squid', 2)) }).players[0].lords).toContain(KEEPER);
  });

  it('the Master of Magic ("when you recruit other Lords") does not let the Outcast\'s payer choose', () => {
    const pay = [ally('crab', 3), ally('seahorse', 2), ally('squid', 2)];
    const without = recruitsWith([], pay);
    const plain = act(without, { type: 'recruit', lord: RENEGADE, allies: pay });
    // The lowest (Seahorse 2 or Squid 2) is the payer's choice; the Crab 3 never is.
    expect(legalActions(plain)).toEqual([{ type: 'affiliate', card: ally('seahorse', 2) }, { type: 'affiliate', card: ally('squid', 2) }]);
    const s = recruitsWith([{ seat: 0, lord: LORD.masterOfMagic }], pay);
    const t = act(s, { type: 'recruit', lord: RENEGADE, allies: pay });
    expect(legalActions(t)).toEqual(legalActions(plain));
    rejects(t, { type: 'affiliate', card: ally('crab', 3) }, 'ILLEGAL_CHOICE');
    // For a Lord he still does: any spent Ally.
    const u = recruitsWith([{ seat: 0, lord: LORD.masterOfMagic }], pay);
    const v = act(u, { type: 'recruit', lord: KEEPER, allies: pay });
    expect(legalActions(v)).toHaveLength(3);
    expect(act(v, { type: 'affiliate', card: ally('crab', 3) }).players[0].affiliated).toEqual([ally('crab', 3)]);
  });
});

describe('Outcasts are not Lords', () => {
  it('Locations that count Lords ignore Outcasts, unused or under a Location', () => {
    const s = dpGame(2, 7);
    giveLords(s, 0, [KEEPER, REAPER]);
    giveOutcasts(s, 0, [MUTINEER, DRIFTER]);
    giveReconquered(s, 0, JAIL, [PARIAH, EXILE]);
    const p = s.players[0];
    expect(locationValue(JAIL, p)).toBe(13); // 15 − 2 Lords
    expect(locationValue(THRONE, p)).toBe(6); // not the Mutineer's 8
    expect(locationValue(DEPTHS, p)).toBe(12); // 2 × 6, not 2 × the Exile's 4
    expect(locationValue(CLOSED_TOWER, p)).toBe(6); // the Drifter's Key is not a Lord's
    expect(locationValue(LOST_TOWER, p)).toBe(0); // the Mutineer has no key but is no Lord
    expect(locationValue(SILOS, p)).toBe(9);
    expect(viewFor(s, 1).players[0].lordCount).toBe(2);
  });

  it('the Opportunist cannot discard an Outcast from the Court', () => {
    const s = dpGame(2, 7);
    setCourtCards(s, [EXILE, KEEPER, PARIAH]);
    giveLords(s, 0, [LORD.opportunist]);
    expect(legalActions(s).filter((a) => a.type === 'opportunist')).toEqual([{ type: 'opportunist', lord: KEEPER }]);
    expect(errorOf(s, { type: 'opportunist', lord: EXILE })).toBe('That Lord is not in the Court.');
    rejects(s, { type: 'opportunist', lord: EXILE }, 'NOT_IN_COURT');
    // With only Outcasts in the Court the power is not offered.
    const t = dpGame(2, 7);
    setCourtCards(t, [EXILE, PARIAH]);
    giveLords(t, 0, [LORD.opportunist]);
    expect(legalTypes(t)).not.toContain('opportunist');
    rejects(t, { type: 'opportunist', lord: PARIAH }, 'ALREADY_USED');
  });

  it('the Traitor cannot take an Outcast from the Court', () => {
    const s = dpGame(2, 7);
    setCourtCards(s, [EXILE, LORD.traitor, REAPER, SHEPHERD]);
    giveLords(s, 0, [KEEPER]);
    const pay = [ally('squid', 5), ally('crab', 4), ally('seahorse', 3)];
    setHand(s, 0, pay);
    const t = act(s, { type: 'recruit', lord: LORD.traitor, allies: pay });
    expect(t.pending).toEqual({ kind: 'traitor', seat: 0, lord: LORD.traitor });
    expect(legalActions(t)).toEqual([
      { type: 'betray', discard: KEEPER, take: REAPER }, { type: 'betray', discard: KEEPER, take: SHEPHERD }, { type: 'decline' },
    ]);
    rejects(t, { type: 'betray', discard: KEEPER, take: EXILE }, 'NOT_IN_COURT');
    // With only Outcasts left in the Court he offers nothing (then the Court is refilled).
    const u = dpGame(2, 7);
    setCourtCards(u, [EXILE, PARIAH, LORD.traitor]);
    giveLords(u, 0, [KEEPER]);
    setHand(u, 0, pay);
    stackOutcasts(u, [MUTINEER]);
    stackLords(u, [REAPER, SHEPHERD, MILLER]);
    const w = act(u, { type: 'recruit', lord: LORD.traitor, allies: pay });
    expect(w.pending?.kind).not.toBe('traitor');
    expect(w.players[0].lords).toEqual([KEEPER, LORD.traitor]);
    expect(w.court).toEqual([EXILE, PARIAH, MUTINEER, REAPER, SHEPHERD, MILLER]);
  });

  it('the Corruptor cannot recruit an Outcast', () => {
    const s = dpGame(2, 7);
    setCourtCards(s, [EXILE, LORD.corruptor, REAPER, SHEPHERD]);
    s.players[0].pearls = 5;
    const pay = [ally('squid', 5), ally('squid', 4), ally('squid', 1)];
    setHand(s, 0, pay);
    const t = act(s, { type: 'recruit', lord: LORD.corruptor, allies: pay });
    expect(t.pending).toEqual({ kind: 'corruptor', seat: 0 });
    expect(legalActions(t)).toEqual([{ type: 'corrupt', lord: REAPER }, { type: 'corrupt', lord: SHEPHERD }, { type: 'decline' }]);
    rejects(t, { type: 'corrupt', lord: EXILE }, 'NOT_IN_COURT');
    // Only Outcasts left: no offer at all.
    const u = dpGame(2, 7);
    setCourtCards(u, [EXILE, PARIAH, MUTINEER, LORD.corruptor]);
    u.players[0].pearls = 5;
    setHand(u, 0, pay);
    const w = act(u, { type: 'recruit', lord: LORD.corruptor, allies: pay });
    expect(w.pending?.kind).not.toBe('corruptor');
    expect(w.players[0].pearls).toBe(5);
  });

  it('the Assassin cannot target an Outcast', () => {
    const s = dpGame(3, 7);
    setCourtCards(s, [LORD.assassin, ...FARM_COURT]);
    giveLords(s, 1, [MILLER, AQUA]);
    giveOutcasts(s, 1, [EXILE]);
    giveReconquered(s, 2, SILOS, [PARIAH, DRIFTER]);
    giveOutcasts(s, 2, [MUTINEER]);
    const pay = [ally('crab', 5), ally('crab', 4), ally('crab', 1)];
    setHand(s, 0, pay);
    const t = act(s, { type: 'recruit', lord: LORD.assassin, allies: pay });
    expect(t.pending).toEqual({ kind: 'assassinate', seat: 0, target: 1 });
    expect(legalActions(t)).toEqual([{ type: 'assassinate', lord: MILLER }, { type: 'assassinate', lord: AQUA }]);
    rejects(t, { type: 'assassinate', lord: EXILE }, 'ILLEGAL_CHOICE');
    const u = act(t, { type: 'assassinate', lord: AQUA });
    // Seat 2 has only Outcasts: nothing to assassinate, the turn goes on.
    expect(u.players[1].assassinated).toEqual([AQUA]);
    expect(u.players[2].assassinated).toEqual([]);
    expect(u.players[2].outcasts).toEqual([MUTINEER]);
    expect(activeSeat(u)).toBe(1);
  });
});

describe('Reconquer a Location', () => {
  /** 3 players: seat 1 holds Sargasso Silos with the Keeper under it, seat 2 Parliament; The Chasm tops the stack. */
  function table(): GameState {
    const s = dpGame(3, 9);
    giveLocation(s, 1, SILOS, [KEEPER]);
    giveLocation(s, 2, PARLIAMENT);
    stackLocations(s, [CHASM]);
    return s;
  }

  it('with 2 unused Outcasts the player must take an opponent\'s Location of their choice; the loser takes the top of the stack', () => {
    const s = table();
    const stack = s.locationStack.length;
    const t = recruitMutineer(s);
    expect(t.pending).toEqual({ kind: 'reconquer', seat: 0, options: [SILOS, PARLIAMENT] });
    expect(legalActions(t)).toEqual([{ type: 'reconquer', location: SILOS }, { type: 'reconquer', location: PARLIAMENT }]);
    expect(viewFor(t, 1).legal).toEqual([]);
    rejects(t, { type: 'reconquer', location: CHASM }, 'ILLEGAL_CHOICE');
    rejects(t, { type: 'takeLocation', location: SILOS }, 'WRONG_DECISION');
    const u = act(t, { type: 'reconquer', location: SILOS });
    expect(u.players[0].locations).toEqual([{ id: SILOS, lords: [], outcasts: [EXILE, MUTINEER] }]);
    expect(u.players[0].outcasts).toEqual([]);
    expect(u.players[0].keyTokens).toBe(0);
    // The loser replaces it with the top of the stack, their Lords under it, with no key at all.
    expect(u.players[1].locations).toEqual([{ id: CHASM, lords: [KEEPER] }]);
    expect(viewFor(u, 1).players[1].keys).toBe(0);
    expect(u.locationStack.length).toBe(stack - 1);
    expect(u.players[2].locations).toEqual([{ id: PARLIAMENT, lords: [] }]);
    const texts = u.log.slice(t.log.length).map((e) => line(u, e));
    expect(texts.slice(0, 3)).toEqual([
      'Player 1 takes Sargasso Silos from Player 2.',
      'Player 1 reconquers Sargasso Silos with The Exile and The Mutineer.',
      'Player 2 replaces it with The Chasm from the stack, their Lords slide under it.',
    ]);
    // The turn then ends as usual.
    expect(activeSeat(u)).toBe(1);
    // The Outcasts' IP count for their new owner, the Location too.
    expect(scores(u)[0].lords).toBe(4 + 8);
    expect(scores(u)[0].locations).toBe(5);
  });

  it('cannot take a Location already held by 2 Outcasts: the only other one is taken without a decision', () => {
    const s = dpGame(3, 9);
    giveReconquered(s, 1, SILOS, [PARIAH, DRIFTER], [KEEPER]);
    giveLocation(s, 2, PARLIAMENT);
    stackLocations(s, [CHASM]);
    const t = recruitMutineer(s);
    expect(t.players[0].locations).toEqual([{ id: PARLIAMENT, lords: [], outcasts: [EXILE, MUTINEER] }]);
    expect(t.players[1].locations).toEqual([{ id: SILOS, lords: [KEEPER], outcasts: [PARIAH, DRIFTER] }]);
    expect(t.players[2].locations).toEqual([{ id: CHASM, lords: [] }]);
    expect(activeSeat(t)).toBe(1);
  });

  it('with no opponent Location to reconquer, the Outcasts take the top Location of the stack', () => {
    const s = dpGame(3, 9);
    giveReconquered(s, 1, SILOS, [PARIAH, DRIFTER]);
    giveLocation(s, 0, PARLIAMENT); // the player's own Locations are no option
    stackLocations(s, [CHASM]);
    const stack = s.locationStack.length;
    const t = recruitMutineer(s);
    expect(t.players[0].locations).toEqual([{ id: PARLIAMENT, lords: [] }, { id: CHASM, lords: [], outcasts: [EXILE, MUTINEER] }]);
    expect(t.locationStack.length).toBe(stack - 1);
    expect(t.players[1].locations).toEqual([{ id: SILOS, lords: [], outcasts: [PARIAH, DRIFTER] }]);
    expect(t.log.some((e) => line(t, e) === "No opponent's Location can be reconquered: Player 1's Outcasts take the top Location of the stack.")).toBe(true);
  });

  it('with no opponent Location and an empty stack, a face-up Location (a choice when several)', () => {
    const s = dpGame(2, 9);
    setAvailableLocations(s, [CHASM, CORAL]);
    emptyStack(s);
    const t = recruitMutineer(s);
    expect(t.pending).toEqual({ kind: 'reconquer', seat: 0, options: [CHASM, CORAL] });
    const u = act(t, { type: 'reconquer', location: CORAL });
    expect(u.players[0].locations).toEqual([{ id: CORAL, lords: [], outcasts: [EXILE, MUTINEER] }]);
    expect(u.locationsAvailable).toEqual([CHASM]);
    // None anywhere: the Outcasts wait, unused.
    const w = dpGame(2, 9);
    setAvailableLocations(w, []);
    emptyStack(w);
    const x = recruitMutineer(w);
    expect(x.players[0].outcasts).toEqual([EXILE, MUTINEER]);
    expect(x.players[0].locations).toEqual([]);
    expect(activeSeat(x)).toBe(1);
  });

  it('with no opponent Location, an empty stack and one face-up Location: that one, without a decision', () => {
    const s = dpGame(2, 9);
    setAvailableLocations(s, [CHASM]);
    emptyStack(s);
    const t = recruitMutineer(s);
    expect(t.players[0].locations).toEqual([{ id: CHASM, lords: [], outcasts: [EXILE, MUTINEER] }]);
    expect(t.locationsAvailable).toEqual([]);
    expect(t.players[0].outcasts).toEqual([]);
    expect(t.log.some((e) => line(t, e) === 'Player 1 reconquers The Chasm with The Exile and The Mutineer.')).toBe(true);
    expect(activeSeat(t)).toBe(1);
  });

  it('opponent Locations all held by 2 Outcasts and an empty stack: a face-up Location, never a held one', () => {
    const s = dpGame(2, 9);
    giveReconquered(s, 1, SILOS, [PARIAH, DRIFTER]);
    setAvailableLocations(s, [CHASM, CORAL]);
    emptyStack(s);
    const t = recruitMutineer(s);
    expect(t.pending).toEqual({ kind: 'reconquer', seat: 0, options: [CHASM, CORAL] });
    rejects(t, { type: 'reconquer', location: SILOS }, 'ILLEGAL_CHOICE');
    const u = act(t, { type: 'reconquer', location: CHASM });
    expect(u.players[0].locations).toEqual([{ id: CHASM, lords: [], outcasts: [EXILE, MUTINEER] }]);
    expect(u.players[1].locations).toEqual([{ id: SILOS, lords: [], outcasts: [PARIAH, DRIFTER] }]);
  });

  it('none anywhere: the Outcasts stay unused, the game goes on, and they count for the end and the score', () => {
    const s = dpGame(2, 9);
    giveReconquered(s, 1, SILOS, [PARIAH, DRIFTER]);
    setAvailableLocations(s, []);
    emptyStack(s);
    const t = recruitMutineer(s);
    expect(t.pending).toEqual({ kind: 'main', seat: 1 });
    const u = passTurn(passTurn(t));
    expect(u.pending).toEqual({ kind: 'main', seat: 1 });
    expect(u.players[0].outcasts).toEqual([EXILE, MUTINEER]);
    expect(u.players[0].locations).toEqual([]);
    expect(scores(u)[0].lords).toBe(4 + 8);
  });

  it('a third Outcast waits for a fourth', () => {
    const s = table();
    giveReconquered(s, 0, CORAL, [PARIAH, DRIFTER]);
    const t = recruitMutineer(s, []);
    expect(t.players[0].outcasts).toEqual([MUTINEER]);
    expect(t.players[0].locations.length).toBe(1);
    expect(activeSeat(t)).toBe(1);
  });

  it('stack empty: the LOSER picks a face-up Location for their Lords', () => {
    const s = table();
    setAvailableLocations(s, [CORAL, CHAMBER]);
    emptyStack(s);
    const t = act(recruitMutineer(s), { type: 'reconquer', location: SILOS });
    expect(t.pending).toEqual({ kind: 'replaceLocation', seat: 1, lords: [KEEPER] });
    expect(activeSeat(t)).toBe(1);
    expect(legalActions(t)).toEqual([{ type: 'pickLocation', location: CORAL }, { type: 'pickLocation', location: CHAMBER }]);
    expect(viewFor(t, 1).legal).toEqual(legalActions(t));
    expect(viewFor(t, 0).legal).toEqual([]);
    rejects(t, { type: 'pickLocation', location: CHASM }, 'ILLEGAL_CHOICE');
    rejects(t, { type: 'reconquer', location: CORAL }, 'WRONG_DECISION');
    const u = act(t, { type: 'pickLocation', location: CHAMBER });
    expect(u.players[1].locations).toEqual([{ id: CHAMBER, lords: [KEEPER] }]);
    expect(u.locationsAvailable).toEqual([CORAL]);
    expect(u.log.some((e) => line(u, e) === 'Player 2 replaces it with The Chamber of Allies.')).toBe(true);
    // Back to the end of seat 0's turn, then seat 1 plays.
    expect(u.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it('stack empty and one face-up Location: it is the replacement, no decision', () => {
    const s = table();
    setAvailableLocations(s, [CORAL]);
    emptyStack(s);
    const t = act(recruitMutineer(s), { type: 'reconquer', location: SILOS });
    expect(t.players[1].locations).toEqual([{ id: CORAL, lords: [KEEPER] }]);
    expect(t.locationsAvailable).toEqual([]);
  });

  it('no Location left anywhere: the loser\'s Lords become free again', () => {
    const s = table();
    setAvailableLocations(s, []);
    emptyStack(s);
    const t = act(recruitMutineer(s), { type: 'reconquer', location: SILOS });
    expect(t.players[1].locations).toEqual([]);
    expect(t.players[1].lords).toEqual([KEEPER]);
    expect(viewFor(t, 1).players[1].keys).toBe(1);
    expect(t.log.some((e) => /No Location is left: Player 2's Lords under it become free again/.test(line(t, e)))).toBe(true);
  });

  it('comes right after the Outcast joins: before the Key check of its own Key token', () => {
    const s = table();
    giveOutcasts(s, 0, [EXILE]);
    giveKeyTokens(s, 0, 2);
    setCourtCards(s, [SMUGGLER, ...FARM_COURT]);
    const pay = [ally('shellfish', 3), ally('shellfish', 3, 1)];
    setHand(s, 0, pay);
    const t = act(s, { type: 'recruit', lord: SMUGGLER, allies: pay });
    expect(t.pending).toEqual({ kind: 'reconquer', seat: 0, options: [SILOS, PARLIAMENT] });
    const u = act(t, { type: 'reconquer', location: PARLIAMENT });
    expect(u.players[0].locations).toEqual([{ id: PARLIAMENT, lords: [], outcasts: [EXILE, SMUGGLER] }]);
    expect(u.pending).toEqual({ kind: 'location', seat: 0 });
    expect(u.players[0].keyTokens).toBe(3);
  });

  it('Black Smokers reconquered: its new owner may exchange it; the Outcasts move with it, then the loser replaces', () => {
    const s = dpGame(2, 9);
    giveLocation(s, 1, BLACK_SMOKERS, [KEEPER]);
    stackLocations(s, [CHASM, CORAL]);
    const t = recruitMutineer(s);
    expect(t.pending).toEqual({ kind: 'blackSmokers', seat: 0 });
    expect(viewFor(t, 0).locationStack).toEqual(sorted(t.locationStack));
    expect('locationStack' in viewFor(t, 1)).toBe(false);
    const u = act(t, { type: 'swapLocation', location: CORAL });
    expect(u.players[0].locations).toEqual([{ id: CORAL, lords: [], outcasts: [EXILE, MUTINEER] }]);
    expect(u.locationsOut).toContain(BLACK_SMOKERS);
    // The loser's replacement comes after the exchange: the top of the stack is still The Chasm.
    expect(u.players[1].locations).toEqual([{ id: CHASM, lords: [KEEPER] }]);
  });

  it('Black Smokers as the replacement: the loser decides whether to exchange it', () => {
    const s = table();
    stackLocations(s, [BLACK_SMOKERS, CORAL]);
    const t = act(recruitMutineer(s), { type: 'reconquer', location: SILOS });
    expect(t.pending).toEqual({ kind: 'blackSmokers', seat: 1 });
    expect(viewFor(t, 1).locationStack).toEqual(sorted(t.locationStack));
    expect('locationStack' in viewFor(t, 0)).toBe(false);
    const u = act(t, { type: 'swapLocation', location: CORAL });
    expect(u.players[1].locations).toEqual([{ id: CORAL, lords: [KEEPER] }]);
    expect(u.locationsOut).toContain(BLACK_SMOKERS);
    expect(u.pending).toEqual({ kind: 'main', seat: 1 });
  });
});

describe('The Conspirator', () => {
  /** Seat 1 owns the Conspirator (unused); the Peddler tops the Lord deck; seat 0 ends the turn. */
  function conspiracy(): GameState {
    const s = dpGame(2, 13);
    giveOutcasts(s, 1, [CONSPIRATOR]);
    setCourtCards(s, [EXILE, ...FARM_COURT]);
    stackLords(s, [PEDDLER, TRADER]);
    setHand(s, 1, [ally('shellfish', 5), ally('shellfish', 3), ally('squid', 5)]);
    return passTurn(s);
  }

  it("at the start of its owner's turn shows them the top Lord, privately", () => {
    const s = conspiracy();
    expect(s.pending).toEqual({ kind: 'main', seat: 1 });
    expect(s.turn.peek).toBe(true);
    expect(viewFor(s, 1).peek).toBe(PEDDLER);
    expect('peek' in viewFor(s, 0)).toBe(false);
    expect('peek' in viewFor(s, null)).toBe(false);
    const lines = s.log.filter((e) => e.kind === 'conspiratorPeeks' || e.kind === 'conspiratorShows');
    expect(lines).toEqual([
      { kind: 'conspiratorPeeks', args: {}, seat: 1, reveals: true },
      { kind: 'conspiratorShows', args: { lord: PEDDLER }, to: 1 },
    ]);
    expect(lines.map((e) => line(s, e))).toEqual([
      'The Conspirator: Player 2 secretly looks at the top Lord of the deck.',
      'The Conspirator shows you The Peddler on top of the Lord deck; you may recruit it this turn.',
    ]);
    for (const seat of [0, null]) {
      expect(viewFor(s, seat).log.some((e) => /Peddler/.test(line(s, e)))).toBe(false);
      expect(JSON.stringify(viewFor(s, seat).legal)).not.toMatch(new RegExp(`"lord":${PEDDLER}\\b`));
    }
  });

  it('its owner may recruit that Lord at its normal cost, as the action; the Court stays as it is', () => {
    const s = conspiracy();
    const pay = [ally('shellfish', 5), ally('shellfish', 3)];
    expect(legalActions(s)).toContainEqual({ type: 'recruit', lord: PEDDLER, allies: [ally('shellfish', 3), ally('shellfish', 5)] });
    const deck = s.lordDeck.length;
    const t = act(s, { type: 'recruit', lord: PEDDLER, allies: pay });
    const p = t.players[1];
    expect(p.lords).toEqual([PEDDLER]);
    expect(p.pearls).toBe(3); // the Peddler's power: +2
    expect(p.affiliated).toEqual([ally('shellfish', 3)]);
    expect(t.lordDeck.length).toBe(deck - 1);
    expect(t.lordDeck.at(-1)).toBe(TRADER);
    expect(t.court).toEqual([EXILE, ...FARM_COURT]);
    expect(t.log.some((e) => line(t, e) === 'Player 2 recruits The Peddler, paying Shellfish 5, Shellfish 3.')).toBe(true);
    // That was the action: the turn is over.
    expect(t.pending).toEqual({ kind: 'main', seat: 0 });
    expect(t.turn.peek).toBe(false);
  });

  it('the cost is the normal one: mandatory race, Recruiter +2', () => {
    const s = conspiracy();
    rejects(s, { type: 'recruit', lord: PEDDLER, allies: [ally('squid', 5), ally('shellfish', 3)] }, 'INVALID_PAYMENT');
    giveLords(s, 0, [LORD.recruiter]);
    expect(recruitCost(s, 1, PEDDLER)).toBe(10);
    expect(legalActions(s).some((a) => a.type === 'recruit' && a.lord === PEDDLER)).toBe(false);
    rejects(s, { type: 'recruit', lord: PEDDLER, allies: [ally('shellfish', 5), ally('shellfish', 3)] }, 'NOT_ENOUGH_PEARLS');
    s.players[1].pearls = 2;
    expect(act(s, { type: 'recruit', lord: PEDDLER, allies: [ally('shellfish', 5), ally('shellfish', 3)] }).players[1].lords).toEqual([PEDDLER]);
  });

  it('only the top Lord, and only for the owner in their turn', () => {
    const s = conspiracy();
    rejects(s, { type: 'recruit', lord: TRADER, allies: [ally('shellfish', 5), ally('shellfish', 3), ally('squid', 5)] }, 'NOT_IN_COURT');
    // Seat 0 has no Conspirator: on their turn nothing is shown and the top Lord is not recruitable.
    const t = dpGame(2, 13);
    stackLords(t, [PEDDLER]);
    setHand(t, 0, [ally('shellfish', 5), ally('shellfish', 3)]);
    expect(t.turn.peek).toBe(false);
    expect('peek' in viewFor(t, 0)).toBe(false);
    rejects(t, { type: 'recruit', lord: PEDDLER, allies: [ally('shellfish', 5), ally('shellfish', 3)] }, 'NOT_IN_COURT');
  });

  it('plotting a Lord ends the peek (the Lord seen is now in the Court); plotting an Outcast does not', () => {
    let s = conspiracy();
    s.lordDeck.unshift(s.court.pop()!);
    s.players[1].pearls = 2;
    s = act(s, { type: 'plot', deck: 'outcasts' });
    expect(viewFor(s, 1).peek).toBe(PEDDLER);
    expect(legalActions(s).some((a) => a.type === 'recruit' && a.lord === PEDDLER)).toBe(true);
    s.outcastDeck.unshift(s.court.pop()!);
    s = act(s, { type: 'plot', deck: 'lords' });
    expect(s.court.at(-1)).toBe(PEDDLER);
    expect(s.turn.peek).toBe(false);
    expect('peek' in viewFor(s, 1)).toBe(false);
    rejects(s, { type: 'recruit', lord: TRADER, allies: [ally('shellfish', 5), ally('shellfish', 3), ally('squid', 5)] }, 'NOT_IN_COURT');
  });

  it("the Opportunist's draw ends the peek", () => {
    const s = dpGame(2, 13);
    giveOutcasts(s, 1, [CONSPIRATOR]);
    giveLords(s, 1, [LORD.opportunist]);
    setCourtCards(s, [EXILE, ...FARM_COURT]);
    stackLords(s, [PEDDLER, TRADER]);
    setHand(s, 1, [ally('shellfish', 5), ally('shellfish', 3), ally('squid', 5)]);
    let t = passTurn(s);
    expect(viewFor(t, 1).peek).toBe(PEDDLER);
    t = act(t, { type: 'opportunist', lord: KEEPER });
    expect(t.court).toEqual([EXILE, PEDDLER, REAPER, SHEPHERD, MILLER, AQUA]);
    expect(t.turn.peek).toBe(false);
    expect('peek' in viewFor(t, 1)).toBe(false);
    expect(legalActions(t).some((a) => a.type === 'recruit' && a.lord === TRADER)).toBe(false);
  });

  it('shows the then top Lord again at each turn of its owner', () => {
    let s = conspiracy();
    s = passTurn(s);
    expect(s.pending).toEqual({ kind: 'main', seat: 0 });
    expect(s.turn.peek).toBe(false);
    s.lordDiscard.push(s.lordDeck.pop()!); // the Peddler leaves the deck
    s = passTurn(s);
    expect(viewFor(s, 1).peek).toBe(TRADER);
    expect(s.log.filter((e) => e.to === 1 && e.kind === 'conspiratorShows')).toEqual([
      { kind: 'conspiratorShows', args: { lord: PEDDLER }, to: 1 },
      { kind: 'conspiratorShows', args: { lord: TRADER }, to: 1 },
    ]);
  });

  it('shows nothing with an empty Lord deck, or once the Conspirator is under a Location', () => {
    const s = dpGame(2, 13);
    giveOutcasts(s, 1, [CONSPIRATOR]);
    s.lordDiscard.push(...s.lordDeck.splice(0));
    const t = passTurn(s);
    expect(t.turn.peek).toBe(false);
    expect('peek' in viewFor(t, 1)).toBe(false);
    expect(t.log.some((e) => e.kind === 'conspiratorPeeks' || e.kind === 'conspiratorShows')).toBe(false);

    const u = dpGame(2, 13);
    giveReconquered(u, 1, SILOS, [CONSPIRATOR, EXILE]);
    const w = passTurn(u);
    expect(w.turn.peek).toBe(false);
    expect('peek' in viewFor(w, 1)).toBe(false);
  });

  it('the peek reveals hidden information: undo never goes back past it (here an extra turn of the Invoker)', () => {
    const s = dpGame(2, 13);
    giveOutcasts(s, 0, [CONSPIRATOR]);
    s.extraTurns = 1;
    setCouncil(s, 'crab', [ally('crab', 1, 3)]);
    const r = applyAction(s, { type: 'support', races: ['crab'] });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.current).toBe(0);
    expect(r.state.turn.peek).toBe(true);
    const peek = r.events.filter((e) => e.kind === 'conspiratorPeeks' || e.kind === 'conspiratorShows');
    expect(peek.length).toBe(2);
    expect(peek.some((e) => e.reveals)).toBe(true);
  });

  it('hidden information: no other seat nor a spectator can tell which Lord was shown', () => {
    for (const players of [2, 3, 4]) {
      const make = (top: number): GameState => {
        const s = dpGame(players, 21);
        giveOutcasts(s, 1, [CONSPIRATOR]);
        setCourtCards(s, [EXILE, ...FARM_COURT]);
        stackLords(s, [top]);
        setHand(s, 1, [ally('shellfish', 5), ally('shellfish', 3)]);
        return passTurn(s);
      };
      const a = make(PEDDLER);
      const b = make(TRADER);
      expect([viewFor(a, 1).peek, viewFor(b, 1).peek]).toEqual([PEDDLER, TRADER]);
      expect(legalActions(a)).toContainEqual({ type: 'recruit', lord: PEDDLER, allies: [ally('shellfish', 3), ally('shellfish', 5)] });
      for (const seat of [null, ...range(0, players - 1).filter((x) => x !== 1)]) {
        expect(viewFor(a, seat), `seat ${seat} of ${players}`).toEqual(viewFor(b, seat));
        expect(JSON.stringify(viewFor(a, seat))).not.toMatch(/Peddler/);
      }
    }
  });
});

describe('The end of the game: a 7th Lord and/or Outcast', () => {
  const KEEPER_PAY = [ally('seahorse', 1), ally('crab', 2), ally('squid', 3)];
  function table(lords: number[], outcasts: number[], underLocation: number[] = []): GameState {
    const s = dpGame(2, 17);
    setCourtCards(s, [KEEPER, EXILE, REAPER, SHEPHERD, 15, 16]);
    giveLords(s, 0, lords);
    giveOutcasts(s, 0, outcasts);
    if (underLocation.length) giveReconquered(s, 0, CORAL, underLocation);
    return s;
  }

  it('5 Lords + 1 Outcast, a 6th Lord recruited: triggered', () => {
    const s = table([MILLER, AQUA, LANDOWNER, PEDDLER, TRADER], [DRIFTER]);
    setHand(s, 0, KEEPER_PAY);
    const t = act(s, { type: 'recruit', lord: KEEPER, allies: KEEPER_PAY });
    expect(t.lastSeat).toBe(1);
    expect(t.log.some((e) => line(t, e) === 'Player 1 has a 7th Lord or Outcast: the end of the game is triggered. Every other player takes one last turn.')).toBe(true);
    // Seat 1 plays the last turn, then the game is over.
    const u = passTurn(t);
    expect(u.over).toBe(true);
  });

  it('6 Lords, an Outcast recruited: triggered', () => {
    const s = table([MILLER, AQUA, LANDOWNER, PEDDLER, TRADER, 13], []);
    const pay = [ally('crab', 3), ally('squid', 4)];
    setHand(s, 0, pay);
    const t = act(s, { type: 'recruit', lord: EXILE, allies: pay });
    expect(t.players[0].outcasts).toEqual([EXILE]);
    expect(t.lastSeat).toBe(1);
  });

  it('Outcasts under a Location count too; 6 in all does not trigger', () => {
    const s = table([MILLER, AQUA, LANDOWNER, PEDDLER], [], [PARIAH, DRIFTER]);
    setHand(s, 0, KEEPER_PAY);
    expect(act(s, { type: 'recruit', lord: KEEPER, allies: KEEPER_PAY }).lastSeat).toBe(1);
    const t = table([MILLER, AQUA, LANDOWNER, PEDDLER], [DRIFTER]);
    setHand(t, 0, KEEPER_PAY);
    expect(act(t, { type: 'recruit', lord: KEEPER, allies: KEEPER_PAY }).lastSeat).toBe(-1);
  });
});

describe('Scoring with Outcasts', () => {
  it("adds the Outcasts' IP (unused and under Locations) to the Lords'", () => {
    const s = dpGame(2, 19);
    giveLords(s, 0, [MILLER]);
    giveOutcasts(s, 0, [MUTINEER]);
    giveReconquered(s, 0, SILOS, [PARIAH, EXILE]);
    const line = scores(s)[0];
    expect([line.lords, line.locations, line.total]).toEqual([10 + 8 + 7 + 4, 5 + 2, 36]);
  });

  it('tie on IP and Pearls: the highest Lord or Outcast wins', () => {
    const s = dpGame(2, 19);
    giveLords(s, 0, [KEEPER]); // 6
    setAffiliated(s, 0, [ally('crab', 2), ally('seahorse', 2)]);
    giveOutcasts(s, 1, [MUTINEER]); // 8
    setAffiliated(s, 1, [ally('jellyfish', 2)]);
    expect(scores(s).map((l) => [l.total, l.pearls, l.rank])).toEqual([[10, 1, 2], [10, 1, 1]]);
    // A Lord above the Outcast wins it back.
    const t = dpGame(2, 19);
    giveLords(t, 0, [MILLER]); // 10
    giveOutcasts(t, 1, [MUTINEER]);
    setAffiliated(t, 1, [ally('jellyfish', 2)]);
    expect(scores(t).map((l) => [l.total, l.rank])).toEqual([[10, 1], [10, 2]]);
    // A Lord and an Outcast of equal IP: a shared rank.
    const u = dpGame(2, 19);
    giveOutcasts(u, 0, [MUTINEER]); // 8
    giveLords(u, 1, [LORD.invoker]); // 8
    expect(scores(u).map((l) => [l.total, l.rank])).toEqual([[8, 1], [8, 1]]);
  });
});

describe('Outcast deck files', () => {
  const GOOD: OutcastCard = { name: 'The Hermit Crab', cost: 3, races: 1, mandatoryRace: 'crab', ip: 2, key: true, power: 'none' };
  const bad = (patch: Record<string, unknown>, at = 0): unknown[] => {
    const deck: unknown[] = [GOOD, GOOD];
    deck[at] = { ...GOOD, ...patch };
    return deck;
  };

  it('rejects invalid decks with a sentence naming the card and the field', () => {
    const cases: [unknown, string][] = [
      ['nope', 'An Outcast deck is a JSON array of cards.'],
      [{ 0: GOOD }, 'An Outcast deck is a JSON array of cards.'],
      [[], 'An Outcast deck holds between 1 and 50 cards.'],
      [new Array(51).fill(GOOD), 'An Outcast deck holds between 1 and 50 cards.'],
      [[null], 'Outcast card 1 is not an object.'],
      [[GOOD, 'x'], 'Outcast card 2 is not an object.'],
      [bad({ name: '' }), 'Outcast card 1 needs a name (1 to 60 characters).'],
      [bad({ name: 'x'.repeat(61) }), 'Outcast card 1 needs a name (1 to 60 characters).'],
      [bad({ name: 7 }), 'Outcast card 1 needs a name (1 to 60 characters).'],
      [bad({ cost: 31 }, 1), 'Outcast card 2 (The Hermit Crab): "cost" must be an integer from 0 to 30.'],
      [bad({ cost: 2.5 }), 'Outcast card 1 (The Hermit Crab): "cost" must be an integer from 0 to 30.'],
      [bad({ cost: '3' }), 'Outcast card 1 (The Hermit Crab): "cost" must be an integer from 0 to 30.'],
      [bad({ races: 0 }), 'Outcast card 1 (The Hermit Crab): "races" must be an integer from 1 to 5.'],
      [bad({ races: 6 }), 'Outcast card 1 (The Hermit Crab): "races" must be an integer from 1 to 5.'],
      [bad({ mandatoryRace: 'dolphin' }), 'Outcast card 1 (The Hermit Crab): "mandatoryRace" must be null or one of jellyfish, crab, seahorse, shellfish, squid.'],
      [bad({ mandatoryRace: undefined }), 'Outcast card 1 (The Hermit Crab): "mandatoryRace" must be null or one of jellyfish, crab, seahorse, shellfish, squid.'],
      [bad({ ip: -1 }), 'Outcast card 1 (The Hermit Crab): "ip" must be an integer from 0 to 30.'],
      [bad({ key: 1 }), 'Outcast card 1 (The Hermit Crab): "key" must be true or false.'],
      [bad({ power: 'assassin' }), 'Outcast card 1 (The Hermit Crab): "power" must be "conspirator" or "none".'],
      [bad({ text: 'x'.repeat(301) }), 'Outcast card 1 (The Hermit Crab): "text" must be a string of at most 300 characters.'],
    ];
    for (const [deck, message] of cases) {
      expect(checkOutcastDeck(deck), JSON.stringify(deck).slice(0, 80)).toBe(message);
      const options = { seed: 1, players: 2, expansions: { deProfundis: { deck: deck as OutcastCard[] } } };
      expect(checkOptions(options)).toEqual({ code: 'BAD_OPTIONS', message });
      expect(() => newGame(options)).toThrow(RangeError);
      expect(() => newGame(options)).toThrow(message);
    }
    expect(checkOutcastDeck([GOOD])).toBeNull();
    expect(checkOutcastDeck(new Array(50).fill(GOOD))).toBeNull();
    expect(checkOutcastDeck([{ ...GOOD, mandatoryRace: null, text: 'Some words.' }])).toBeNull();
  });

  it('rejects a De Profundis option that is neither true nor { deck }', () => {
    for (const dp of ['yes', 1, null]) {
      const options = { seed: 1, players: 2, expansions: { deProfundis: dp as never } };
      expect(() => newGame(options)).toThrow(RangeError);
      expect(checkOptions(options)).toEqual({ code: 'BAD_OPTIONS', message: 'De Profundis takes true or { deck }.' });
    }
    expect(() => newGame({ seed: 1, players: 2, expansions: { deProfundis: {} as never } })).toThrow('An Outcast deck is a JSON array of cards.');
  });

  it('a custom deck loads: its cards are ids 101.. in list order, with their own cost, Key, IP and power', () => {
    const deck: OutcastCard[] = [
      GOOD,
      { name: 'The Spy', cost: 5, races: 2, mandatoryRace: null, ip: 3, key: false, power: 'conspirator' },
      { name: 'The Ghost', cost: 0, races: 1, mandatoryRace: null, ip: 1, key: false, power: 'none' },
    ];
    const s = dpGame(2, 23, deck);
    expect(sorted([s.court[0], ...s.outcastDeck])).toEqual([101, 102, 103]);
    expect(s.court.length).toBe(6);
    setCourtCards(s, [101, ...FARM_COURT]);
    setHand(s, 0, [ally('crab', 3)]);
    const t = act(s, { type: 'recruit', lord: 101, allies: [ally('crab', 3)] });
    expect(t.players[0].outcasts).toEqual([101]);
    expect(t.players[0].keyTokens).toBe(1);
    expect(t.log.some((e) => line(t, e) === 'Player 1 recruits The Hermit Crab, paying Crab 3.')).toBe(true);
    expect(scores(t)[0].lords).toBe(2);
    // Its own Conspirator-like card peeks too.
    const u = dpGame(2, 23, deck);
    giveOutcasts(u, 1, [102]);
    const w = passTurn(u);
    expect(viewFor(w, 1).peek).toBe(w.lordDeck.at(-1));
  });
});
