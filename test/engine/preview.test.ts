// Decision aids (src/engine/preview.ts): exact numbers on crafted states, read from a seat's
// view, and checked against what the engine then really does.
import { describe, expect, it } from 'vitest';
import {
  endHandPreview, legalActions, lockChoices, locationIpNow, recruitEndsGame, scores, viewFor, type GameState,
} from './mutable.ts';
import {
  act, ally, game, giveKeyTokens, giveLocation, giveLords, setAffiliated, setAvailableLocations, setCourt, setHand, stackLords,
} from './fixtures.ts';

const SILOS = 1; // 5 + 2 per Farmer Lord
const BARRACKS = 5; // 7 + 2 per Military Lord
const MIRRORS = 9; // the opponent's Location worth most to me
const JAIL = 14; // 15 − 1 per Lord
const CHASM = 15; // 5 + 3 per affiliated Crab

const RECRUITER = 1; // military, 1 key
const TAMER = 6; // military, 1 key
const KEEPER = 27; // farmer, 1 key, costs 6 in 3 races with a Seahorse
const MILLER = 30; // farmer, no key
const TRADER = 9; // merchant, no key

describe('locationIpNow', () => {
  function crafted(): GameState {
    const s = game(2, 5);
    giveLords(s, 0, [RECRUITER, KEEPER, MILLER]);
    setAffiliated(s, 0, [ally('crab', 2), ally('crab', 3)]);
    return s;
  }

  it('gives what the Location would score for me now', () => {
    const v = viewFor(crafted(), 0);
    expect(locationIpNow(v, 0, SILOS)).toBe(9);
    expect(locationIpNow(v, 0, BARRACKS)).toBe(9);
    expect(locationIpNow(v, 0, JAIL)).toBe(12);
    expect(locationIpNow(v, 0, CHASM)).toBe(11);
    // The opponent has no Lord and no Ally: the same tiles are worth their base to them.
    expect(locationIpNow(v, 1, SILOS)).toBe(5);
    expect(locationIpNow(v, 1, JAIL)).toBe(15);
  });

  it('City of Mirrors copies the opponent Location worth most to me, 0 when they have none', () => {
    const s = crafted();
    expect(locationIpNow(viewFor(s, 0), 0, MIRRORS)).toBe(0);
    giveLocation(s, 1, BARRACKS);
    giveLocation(s, 1, CHASM);
    expect(locationIpNow(viewFor(s, 0), 0, MIRRORS)).toBe(11);
    // A spectator's view gives the same number: nothing hidden is needed.
    expect(locationIpNow(viewFor(s, null), 0, MIRRORS)).toBe(11);
  });

  it('matches the score once the engine hands me the Location', () => {
    const s = crafted();
    setAvailableLocations(s, [JAIL]);
    giveKeyTokens(s, 0, 2); // 2 tokens + the Recruiter's and the Keeper's keys
    const preview = locationIpNow(viewFor(s, 0), 0, JAIL);
    s.pending = { kind: 'location', seat: 0 };
    let t = act(s, { type: 'takeLocation', location: JAIL });
    if (t.pending?.kind === 'payKeys') t = act(t, { type: 'payKeys', lords: [RECRUITER, KEEPER] });
    expect(t.players[0].locations.map((l) => l.id)).toEqual([JAIL]);
    expect(scores(t)[0].locations).toBe(preview);
  });
});

describe('lockChoices', () => {
  it('one set of Lords when the keys leave no choice', () => {
    const s = game(2, 5);
    giveLords(s, 0, [RECRUITER, TAMER, KEEPER, MILLER]);
    expect(lockChoices(viewFor(s, 0), 0)).toEqual([[RECRUITER, TAMER, KEEPER]]);
  });

  it('Key tokens alone lock no Lord; assassinated Lords never pay', () => {
    const s = game(2, 5);
    giveLords(s, 0, [RECRUITER, TAMER]);
    s.players[0].assassinated.push(TAMER);
    giveKeyTokens(s, 0, 2);
    expect(lockChoices(viewFor(s, 0), 0)).toEqual([[RECRUITER]]);
    giveKeyTokens(s, 0, 1);
    expect(lockChoices(viewFor(s, 0), 0)).toEqual([[], [RECRUITER]]);
  });

  it('lists exactly the payments the engine then offers', () => {
    const s = game(2, 5);
    giveLords(s, 0, [RECRUITER, TAMER, KEEPER]);
    giveKeyTokens(s, 0, 1);
    setAvailableLocations(s, [SILOS]);
    const choices = lockChoices(viewFor(s, 0), 0);
    expect(choices).toEqual([[RECRUITER, TAMER], [RECRUITER, TAMER, KEEPER], [RECRUITER, KEEPER], [TAMER, KEEPER]]);
    s.pending = { kind: 'location', seat: 0 };
    const t = act(s, { type: 'takeLocation', location: SILOS });
    expect(t.pending?.kind).toBe('payKeys');
    expect(legalActions(t).map((a) => (a.type === 'payKeys' ? a.lords : null))).toEqual(choices);
  });
});

describe('recruitEndsGame', () => {
  /** Seat 0 to play, owning `owned` Lords, with a hand that pays for the Keeper. */
  function crafted(owned: number[], court: number[]): GameState {
    const s = game(2, 9);
    giveLords(s, 0, owned);
    setCourt(s, court);
    setHand(s, 0, [ally('seahorse', 3), ally('crab', 2), ally('jellyfish', 1)]);
    return s;
  }
  const recruitKeeper = (s: GameState): GameState => act(s, { type: 'recruit', lord: KEEPER, allies: [ally('seahorse', 3), ally('crab', 2), ally('jellyfish', 1)] });

  it('warns of a 7th Lord (one under a Location counts), and the engine agrees', () => {
    const s = crafted([2, 3, 4, 10, 13], [KEEPER, MILLER, TRADER, 16, 17, 18]);
    giveLocation(s, 0, SILOS, [7]);
    expect(recruitEndsGame(viewFor(s, 0), 0, KEEPER)).toBe('seventhLord');
    expect(recruitKeeper(s).lastSeat).toBe(1);
  });

  it('says nothing with a 6th Lord and a Court that refills', () => {
    const s = crafted([2, 3, 4, 10, 13], [KEEPER, MILLER, TRADER, 16, 17, 18]);
    expect(recruitEndsGame(viewFor(s, 0), 0, KEEPER)).toBeNull();
    expect(recruitKeeper(s).lastSeat).toBe(-1);
  });

  it('warns when the Court cannot be refilled, and the engine agrees', () => {
    const s = crafted([], [KEEPER, MILLER, TRADER]);
    s.lordDeck.splice(0, s.lordDeck.length - 3); // 2 left + 3 drawn = 5 < 6
    expect(recruitEndsGame(viewFor(s, 0), 0, KEEPER)).toBe('courtRefill');
    expect(recruitKeeper(s).lastSeat).toBe(1);
  });

  it('says nothing when the deck just fills the Court', () => {
    const s = crafted([], [KEEPER, MILLER, TRADER]);
    s.lordDeck.splice(0, s.lordDeck.length - 4); // 2 left + 4 drawn = 6
    expect(recruitEndsGame(viewFor(s, 0), 0, KEEPER)).toBeNull();
    expect(recruitKeeper(s).lastSeat).toBe(-1);
  });

  it('the peeked top Lord leaves the Court but not the deck as it was', () => {
    const s = crafted([], [MILLER, TRADER, 16]);
    stackLords(s, [KEEPER]);
    s.lordDeck.splice(0, s.lordDeck.length - 4); // the Keeper on top and 3 under it
    // Recruiting the Keeper from the deck keeps 3 in the Court: no refill.
    expect(recruitEndsGame(viewFor(s, 0), 0, KEEPER)).toBeNull();
    // Recruiting the Miller from the Court leaves 2 and a deck of 4: it refills.
    expect(recruitEndsGame(viewFor(s, 0), 0, MILLER)).toBeNull();
    s.lordDeck.splice(0, 1);
    expect(recruitEndsGame(viewFor(s, 0), 0, MILLER)).toBe('courtRefill');
  });

  it('says nothing once the end is triggered', () => {
    const s = crafted([2, 3, 4, 10, 13, 7], [KEEPER, MILLER, TRADER, 16, 17, 18]);
    s.lastSeat = 1;
    expect(recruitEndsGame(viewFor(s, 0), 0, KEEPER)).toBeNull();
  });
});

describe('endHandPreview', () => {
  it('the lowest Ally of each race in hand, and what it adds over my highest affiliated one', () => {
    const s = game(2, 3);
    setHand(s, 0, [ally('crab', 4), ally('crab', 1), ally('squid', 3), ally('squid', 5), ally('seahorse', 2)]);
    setAffiliated(s, 0, [ally('crab', 2), ally('seahorse', 1), ally('seahorse', 4)]);
    const p = endHandPreview(viewFor(s, 0), 0);
    const byRace = Object.fromEntries(p.races.map((r) => [r.race, r]));
    // Races: 0 jellyfish, 1 crab, 2 seahorse, 3 shellfish, 4 squid.
    expect(byRace[0]).toEqual({ race: 0, card: -1, best: 0, gain: 0 });
    expect(byRace[1]).toEqual({ race: 1, card: ally('crab', 1), best: 2, gain: 0 });
    expect(byRace[2]).toEqual({ race: 2, card: ally('seahorse', 2), best: 4, gain: 0 });
    expect(byRace[3]).toEqual({ race: 3, card: -1, best: 0, gain: 0 });
    expect(byRace[4]).toEqual({ race: 4, card: ally('squid', 3), best: 0, gain: 3 });
    expect(p.gain).toBe(3);
  });

  it('another seat\'s hand is hidden: nothing to add', () => {
    const s = game(2, 3);
    setHand(s, 1, [ally('squid', 3)]);
    expect(endHandPreview(viewFor(s, 0), 1).gain).toBe(0);
    expect(endHandPreview(viewFor(s, 1), 1).gain).toBe(3);
  });
});
