// Every base-game Lord (ids 1..35), each from a crafted state. The cases follow
// ../shared/abyss/rulings.md ("Lord powers", "Recruit", "Keys and Locations").
import { describe, expect, it } from 'vitest';
import {
  LORD, LORDS, THREAT_REWARDS, legalActions, recruitCost, scores,
  type GameState, type Race,
} from './mutable.ts';
import {
  MONSTER_CARDS, act, acts, ally, game, giveLocation, giveLords, legalTypes, rejects, setAvailableLocations,
  setCouncil, setCourt, setHand, stackDeck, stackLocations, stackLords,
} from './fixtures.ts';

const KEEPER = 27;
const REAPER = 28;
const SHEPHERD = 29;
const MILLER = 30;
const AQUACULTURALIST = 31;
const LANDOWNER = 32;

const jf = (v: number, copy = 0): number => ally('jellyfish', v, copy);
const cr = (v: number, copy = 0): number => ally('crab', v, copy);
const sh = (v: number, copy = 0): number => ally('seahorse', v, copy);
const sf = (v: number, copy = 0): number => ally('shellfish', v, copy);
const sq = (v: number, copy = 0): number => ally('squid', v, copy);

/**
 * An exact payment for each Lord at its printed cost, with a single lowest Ally (so no
 * affiliation choice is asked). Copy 0 of each card: tests use other copies elsewhere.
 */
const PAY: Record<number, number[]> = {
  [LORD.recruiter]: [cr(5), sq(4), sq(1)],
  [LORD.jailer]: [cr(1), sq(2), sf(3)],
  [LORD.seeker]: [cr(3), sq(4)],
  [LORD.assassin]: [cr(5), cr(4), cr(1)],
  [LORD.commander]: [cr(5), cr(3)],
  [LORD.tamer]: [cr(1), sq(2), sf(3)],
  [LORD.hunter]: [cr(5), sq(3)],
  [LORD.shipMaster]: [sf(1), cr(2), sq(3)],
  [LORD.trader]: [sf(5), cr(3), sq(2)],
  [LORD.peddler]: [sf(5), sf(3)],
  [LORD.landlord]: [sf(5), sq(4), sq(1)],
  [LORD.slaver]: [sf(5), sf(3)],
  [LORD.shopkeeper]: [sf(1), cr(2), sq(3)],
  [LORD.shaman]: [jf(1), cr(2), sq(3)],
  [LORD.invoker]: [jf(5), jf(3)],
  [LORD.apprentice]: [jf(1), cr(2), sq(3)],
  [LORD.oracle]: [jf(5), sq(3)],
  [LORD.alchemist]: [jf(4), jf(3)],
  [LORD.illusionist]: [jf(5), jf(4), jf(1)],
  [LORD.masterOfMagic]: [jf(5), cr(3), sq(2)],
  [LORD.opportunist]: [sq(1), cr(2), sf(3)],
  [LORD.corruptor]: [sq(5), sq(4), sq(1)],
  [LORD.traitor]: [sq(5), cr(4), sf(3)],
  [LORD.diplomat]: [sq(5), sq(3)],
  [LORD.treasurer]: [sq(5), cr(4), cr(1)],
  [LORD.schemer]: [sq(1), cr(3), sf(4)],
  [KEEPER]: [sh(1), cr(2), sq(3)],
  [REAPER]: [sh(4), cr(3)],
  [SHEPHERD]: [sh(5), sh(3)],
  [MILLER]: [sh(5), cr(3)],
  [AQUACULTURALIST]: [sh(4), cr(3), sq(2)],
  [LANDOWNER]: [sh(5), sh(4), sh(1)],
  [LORD.sage]: [jf(1), cr(2), sh(2), sf(2), sq(3)],
  [LORD.hermit]: [jf(1), cr(2), sh(2), sf(2), sq(3)],
  [LORD.elder]: [jf(1), cr(2), sh(2), sf(2), sq(3)],
};

function owned(s: GameState, lord: number): boolean {
  return s.players.some((p) => p.lords.includes(lord) || p.locations.some((l) => l.lords.includes(lord)));
}

/**
 * The current player recruits `lord` with its standard payment (hand = payment + `extra`).
 * Unless `court` is given, the Court holds the Lord and three Farmers nobody owns, so no
 * refill follows.
 */
function recruitNow(s: GameState, lord: number, opts: { extra?: number[]; court?: number[] } = {}): GameState {
  const fillers = [MILLER, AQUACULTURALIST, LANDOWNER, REAPER, SHEPHERD, KEEPER].filter((l) => l !== lord && !owned(s, l)).slice(0, 3);
  setCourt(s, opts.court ?? [lord, ...fillers]);
  setHand(s, s.current, [...PAY[lord], ...(opts.extra ?? [])]);
  return act(s, { type: 'recruit', lord, allies: PAY[lord] });
}

/** A turn with no side effect: request support from a one-card Council stack. */
function quietTurn(s: GameState, card = sh(4, 1), race: Race = 'seahorse'): GameState {
  setCouncil(s, race, [card]);
  return act(s, { type: 'support', races: [race] });
}

function giveMonsters(s: GameState, seat: number, count: number): number[] {
  const tokens = s.monsterTokens.splice(s.monsterTokens.length - count, count);
  s.players[seat].monsters.push(...tokens);
  return tokens;
}

function emptyLocationStack(s: GameState): void {
  s.locationsOut.push(...s.locationStack.splice(0));
}

const sorted = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);
const main = (seat: number) => ({ kind: 'main', seat });

// ---------------------------------------------------------------------------
// Military

describe('The Recruiter', () => {
  it('makes every opponent pay 2 more, but not its owner', () => {
    let s = game(3);
    giveLords(s, 1, [LORD.recruiter]);
    expect(recruitCost(s, 0, KEEPER)).toBe(8);
    expect(recruitCost(s, 2, KEEPER)).toBe(8);
    expect(recruitCost(s, 1, KEEPER)).toBe(6);
    setCourt(s, [KEEPER, MILLER, AQUACULTURALIST, LANDOWNER]);
    setHand(s, 0, PAY[KEEPER]); // worth exactly 6
    s.players[0].pearls = 1;
    rejects(s, { type: 'recruit', lord: KEEPER, allies: PAY[KEEPER] }, 'NOT_ENOUGH_PEARLS');
    expect(legalActions(s).filter((a) => a.type === 'recruit')).toEqual([]);
    s.players[0].pearls = 2;
    s = act(s, { type: 'recruit', lord: KEEPER, allies: PAY[KEEPER] });
    expect(s.players[0].pearls).toBe(0);
    expect(s.players[0].lords).toEqual([KEEPER]);
  });

  it('raises the cost from the moment it is recruited', () => {
    let s = game(2);
    s = recruitNow(s, LORD.recruiter);
    expect(s.pending).toEqual(main(1));
    expect(recruitCost(s, 1, LANDOWNER)).toBe(12);
    expect(recruitCost(s, 0, LANDOWNER)).toBe(10);
  });
});

describe('The Jailer', () => {
  it('makes each opponent, in seat order, discard one Ally of their own choice', () => {
    let s = game(3);
    setHand(s, 1, [cr(1, 1), sq(1, 1)]);
    setHand(s, 2, [jf(5), jf(4), sh(1)]);
    s = recruitNow(s, LORD.jailer);
    expect(s.pending).toEqual({ kind: 'discard', seat: 1, count: 1, reason: 'jailer' });
    expect(legalActions(s)).toEqual([{ type: 'discard', card: cr(1, 1) }, { type: 'discard', card: sq(1, 1) }]);
    rejects(s, { type: 'discard', card: jf(5) }, 'CARD_NOT_IN_HAND');
    s = act(s, { type: 'discard', card: sq(1, 1) });
    expect(s.players[1].hand).toEqual([cr(1, 1)]);
    expect(s.pending).toEqual({ kind: 'discard', seat: 2, count: 1, reason: 'jailer' });
    s = act(s, { type: 'discard', card: jf(5) });
    expect(s.players[2].hand).toEqual([jf(4), sh(1)]);
    expect(s.explorationDiscard).toContain(jf(5));
    expect(s.pending).toEqual(main(1));
  });

  it('skips an empty hand and asks nothing when the hand leaves no choice', () => {
    let s = game(3);
    setHand(s, 1, []);
    setHand(s, 2, [sh(2, 1), sh(2, 2)]);
    s = recruitNow(s, LORD.jailer);
    expect(s.players[1].hand).toEqual([]);
    expect(s.players[2].hand.length).toBe(1);
    expect(s.pending).toEqual(main(1));
  });
});

describe('The Seeker', () => {
  it('takes up to 2 Pearls from each opponent back to the Treasury', () => {
    let s = game(3);
    s.players[1].pearls = 5;
    s.players[2].pearls = 1;
    s = recruitNow(s, LORD.seeker);
    expect(s.players.map((p) => p.pearls)).toEqual([1, 3, 0]);
    expect(s.pending).toEqual(main(1));
  });
});

describe('The Assassin', () => {
  it('lets the recruiter pick one Lord per opponent: it stays free, loses keys and power, keeps its IP', () => {
    let s = game(3);
    giveLords(s, 1, [LORD.recruiter, KEEPER]);
    s.players[1].keyTokens = 1; // Recruiter + Keeper + 1 token = 3 keys before the strike
    s.keySupply -= 1;
    giveLords(s, 2, [LORD.landlord]);
    s.players[0].pearls = 2; // the opponent's Recruiter adds 2 to the Assassin
    s = recruitNow(s, LORD.assassin);
    expect(s.players[0].pearls).toBe(0);
    expect(s.pending).toEqual({ kind: 'assassinate', seat: 0, target: 1 });
    expect(legalActions(s)).toEqual([{ type: 'assassinate', lord: LORD.recruiter }, { type: 'assassinate', lord: KEEPER }]);
    rejects(s, { type: 'assassinate', lord: LORD.landlord }, 'ILLEGAL_CHOICE');
    s = act(s, { type: 'assassinate', lord: LORD.recruiter });
    // Seat 2 has a single free Lord: nothing to choose.
    expect(s.players[2].assassinated).toEqual([LORD.landlord]);
    expect(s.pending).toEqual(main(1));
    expect(s.players[1].lords).toEqual([LORD.recruiter, KEEPER]);
    expect(s.players[1].assassinated).toEqual([LORD.recruiter]);
    // Power gone: no +2 for anyone.
    expect(recruitCost(s, 0, KEEPER)).toBe(6);
    expect(recruitCost(s, 2, KEEPER)).toBe(6);
    // Key gone: 2 keys after seat 1's action, so no Location to control.
    s = quietTurn(s);
    expect(s.players[1].locations).toEqual([]);
    expect(s.pending).toEqual(main(2));
    // The Landlord's Pearl is gone too.
    expect(s.players[2].pearls).toBe(1);
    // IP still scores.
    expect(scores(s)[1].lords).toBe(LORDS[LORD.recruiter].ip + LORDS[KEEPER].ip);
    expect(scores(s)[2].lords).toBe(LORDS[LORD.landlord].ip);
  });

  it('skips an opponent with no free, unharmed Lord and never strikes the same Lord twice', () => {
    let s = game(3);
    giveLords(s, 1, [KEEPER]);
    s.players[1].assassinated.push(KEEPER);
    giveLords(s, 2, [REAPER, SHEPHERD]);
    s.players[2].assassinated.push(REAPER);
    giveLocation(s, 2, 1, [MILLER]);
    s = recruitNow(s, LORD.assassin, { court: [LORD.assassin, AQUACULTURALIST, LANDOWNER, LORD.trader] });
    // Seat 1 only has an assassinated Lord; seat 2 has one unharmed free Lord (Miller is under a Location).
    expect(s.players[1].assassinated).toEqual([KEEPER]);
    expect(sorted(s.players[2].assassinated)).toEqual([REAPER, SHEPHERD]);
    expect(s.players[2].locations[0].lords).toEqual([MILLER]);
    expect(s.pending).toEqual(main(1));
  });
});

describe('The Commander', () => {
  it('on recruitment, each opponent above 6 Allies discards down to 6, their choice, in seat order', () => {
    let s = game(4);
    setHand(s, 1, [sf(1, 0), sf(1, 1), sf(1, 2), sf(1, 3), sf(2, 0), sf(2, 1), sf(2, 2), sq(1, 1)]);
    setHand(s, 2, [jf(1, 0), jf(1, 1), jf(1, 2), jf(1, 3), jf(2, 0), jf(2, 1), jf(2, 2)]);
    setHand(s, 3, [sh(1, 0), sh(1, 1), sh(1, 2), sh(1, 3), sh(2, 0), sh(2, 1)]);
    s = recruitNow(s, LORD.commander);
    expect(s.pending).toEqual({ kind: 'discard', seat: 1, count: 2, reason: 'commander' });
    expect(legalActions(s)).toEqual([
      { type: 'discard', card: sf(1, 0) }, { type: 'discard', card: sf(2, 0) }, { type: 'discard', card: sq(1, 1) },
    ]);
    s = act(s, { type: 'discard', card: sq(1, 1) });
    expect(s.pending).toEqual({ kind: 'discard', seat: 1, count: 1, reason: 'commander' });
    s = act(s, { type: 'discard', card: sf(2, 0) });
    expect(s.pending).toEqual({ kind: 'discard', seat: 2, count: 1, reason: 'commander' });
    s = act(s, { type: 'discard', card: jf(2, 0) });
    expect(s.pending).toEqual(main(1));
    expect(s.players.map((p) => p.hand.length)).toEqual([0, 6, 6, 6]);
    expect(s.players[1].hand).not.toContain(sq(1, 1));
    expect(s.players[2].hand).not.toContain(jf(2, 0));
  });

  it('while free, opponents may exceed 6 during their turn and discard down at its end', () => {
    let s = game(2);
    giveLords(s, 1, [LORD.commander]);
    giveLords(s, 0, [LORD.slaver]); // keeps seat 0 in its turn after the action
    setHand(s, 0, [cr(1, 0), cr(1, 1), cr(1, 2), cr(1, 3), cr(2, 0), cr(2, 1)]);
    setCouncil(s, 'squid', [sq(1, 0), sq(2, 0)]);
    s = act(s, { type: 'support', races: ['squid'] });
    expect(s.pending?.kind).toBe('afterAction');
    expect(s.players[0].hand.length).toBe(8);
    s = act(s, { type: 'endTurn' });
    expect(s.pending).toEqual({ kind: 'discard', seat: 0, count: 2, reason: 'commander' });
    s = acts(s, [{ type: 'discard', card: sq(1, 0) }, { type: 'discard', card: sq(2, 0) }]);
    expect(s.players[0].hand.length).toBe(6);
    expect(s.pending).toEqual(main(1));
  });

  it('does not limit its owner, and does nothing once assassinated or under a Location', () => {
    const big = [cr(1, 0), cr(1, 1), cr(1, 2), cr(1, 3), cr(2, 0), cr(2, 1), cr(2, 2)];
    let s = game(2);
    giveLords(s, 0, [LORD.commander]);
    setHand(s, 0, big);
    s = quietTurn(s);
    expect(s.players[0].hand.length).toBe(8);
    expect(s.pending).toEqual(main(1));

    s = game(2);
    giveLords(s, 1, [LORD.commander]);
    s.players[1].assassinated.push(LORD.commander);
    setHand(s, 0, big);
    s = quietTurn(s);
    expect(s.pending).toEqual(main(1));

    s = game(2);
    giveLocation(s, 1, 1, [LORD.commander]);
    setHand(s, 0, big);
    s = quietTurn(s);
    expect(s.pending).toEqual(main(1));
  });
});

describe('The Tamer', () => {
  function fightAt(threat: number, tamerSeat: number): GameState {
    const s = game(2);
    giveLords(s, tamerSeat, [LORD.tamer]);
    s.threat = threat;
    stackDeck(s, [MONSTER_CARDS[0]]);
    return acts(s, [{ type: 'explore' }, { type: 'fight' }]);
  }

  it("gives an opponent who fights the reward of the space one lower", () => {
    let s = fightAt(3, 1);
    expect(s.pending).toEqual({ kind: 'reward', seat: 0, space: 2, options: THREAT_REWARDS[1] });
    expect(s.threat).toBe(1);
    s = act(s, { type: 'reward', option: 0 });
    expect(s.players[0].pearls).toBe(3);
    expect(s.players[0].keyTokens).toBe(0);
    expect(fightAt(6, 1).pending).toEqual({ kind: 'reward', seat: 0, space: 5, options: THREAT_REWARDS[4] });
  });

  it('still pays space 1 on space 1', () => {
    const s = fightAt(1, 1);
    expect(s.pending).toEqual({ kind: 'reward', seat: 0, space: 1, options: THREAT_REWARDS[0] });
  });

  it('does not affect its owner', () => {
    const s = fightAt(3, 0);
    expect(s.players[0].keyTokens).toBe(1); // space 3: one Key, no choice
    expect(s.pending).toEqual(main(1));
  });
});

describe('The Hunter', () => {
  it('lets the recruiter pick an opponent with Monster tokens and takes one of theirs at random', () => {
    let s = game(3);
    const t1 = giveMonsters(s, 1, 2);
    giveMonsters(s, 2, 1);
    s = recruitNow(s, LORD.hunter);
    expect(s.pending).toEqual({ kind: 'hunt', seat: 0, targets: [1, 2] });
    rejects(s, { type: 'hunt', target: 0 }, 'ILLEGAL_CHOICE');
    s = act(s, { type: 'hunt', target: 1 });
    expect(s.players[0].monsters.length).toBe(1);
    expect(t1).toContain(s.players[0].monsters[0]);
    expect(s.players[1].monsters.length).toBe(1);
    expect(sorted([...s.players[0].monsters, ...s.players[1].monsters])).toEqual(sorted(t1));
    expect(s.players[2].monsters.length).toBe(1);
    expect(s.pending).toEqual(main(1));
  });

  it('takes from the only opponent with tokens without asking; nothing when nobody has any', () => {
    let s = game(3);
    const t2 = giveMonsters(s, 2, 1);
    s = recruitNow(s, LORD.hunter);
    expect(s.players[0].monsters).toEqual(t2);
    expect(s.players[2].monsters).toEqual([]);
    expect(s.pending).toEqual(main(1));

    s = recruitNow(game(2), LORD.hunter);
    expect(s.players[0].monsters).toEqual([]);
    expect(s.pending).toEqual(main(1));
  });
});

describe('The Shaman', () => {
  it('protects from the Recruiter', () => {
    let s = game(3);
    giveLords(s, 1, [LORD.recruiter]);
    giveLords(s, 0, [LORD.shaman]);
    expect(recruitCost(s, 0, KEEPER)).toBe(6);
    expect(recruitCost(s, 2, KEEPER)).toBe(8);
    s.players[0].pearls = 0;
    s = recruitNow(s, KEEPER);
    expect(s.players[0].lords).toEqual([LORD.shaman, KEEPER]);
  });

  it('protects from the Jailer', () => {
    let s = game(3);
    giveLords(s, 1, [LORD.shaman]);
    setHand(s, 1, [cr(1, 1), sq(1, 1)]);
    setHand(s, 2, [cr(1, 2), sq(1, 2)]);
    s = recruitNow(s, LORD.jailer);
    expect(s.pending).toEqual({ kind: 'discard', seat: 2, count: 1, reason: 'jailer' });
    expect(s.players[1].hand.length).toBe(2);
  });

  it('protects from the Seeker', () => {
    let s = game(3);
    giveLords(s, 1, [LORD.shaman]);
    s.players[1].pearls = 4;
    s.players[2].pearls = 4;
    s = recruitNow(s, LORD.seeker);
    expect(s.players[1].pearls).toBe(4);
    expect(s.players[2].pearls).toBe(2);
  });

  it('protects from the Assassin', () => {
    let s = game(3);
    giveLords(s, 1, [LORD.shaman, KEEPER]);
    giveLords(s, 2, [REAPER, SHEPHERD]);
    s = recruitNow(s, LORD.assassin);
    expect(s.pending).toEqual({ kind: 'assassinate', seat: 0, target: 2 });
    s = act(s, { type: 'assassinate', lord: SHEPHERD });
    expect(s.players[1].assassinated).toEqual([]);
    expect(s.pending).toEqual(main(1));
  });

  it('protects from the Commander, on recruitment and at the end of turn', () => {
    const big = [cr(1, 1), cr(1, 2), cr(1, 3), cr(2, 1), cr(2, 2), sh(1, 1), sh(1, 2)];
    let s = game(2);
    giveLords(s, 1, [LORD.shaman]);
    setHand(s, 1, big);
    s = recruitNow(s, LORD.commander);
    expect(s.pending).toEqual(main(1));
    expect(s.players[1].hand.length).toBe(7);
    s = quietTurn(s);
    expect(s.players[1].hand.length).toBe(8);
    expect(s.pending).toEqual(main(0));
  });

  it('protects from the Tamer', () => {
    let s = game(2);
    giveLords(s, 0, [LORD.shaman]);
    giveLords(s, 1, [LORD.tamer]);
    s.threat = 3;
    stackDeck(s, [MONSTER_CARDS[0]]);
    s = acts(s, [{ type: 'explore' }, { type: 'fight' }]);
    expect(s.players[0].keyTokens).toBe(1); // space 3, not space 2
    expect(s.pending).toEqual(main(1));
  });

  it('protects from the Hunter', () => {
    let s = game(3);
    giveLords(s, 1, [LORD.shaman]);
    giveMonsters(s, 1, 2);
    const t2 = giveMonsters(s, 2, 1);
    s = recruitNow(s, LORD.hunter);
    expect(s.players[0].monsters).toEqual(t2);
    expect(s.players[1].monsters.length).toBe(2);
  });

  it('protects nobody once assassinated or under a Location', () => {
    let s = game(3);
    giveLords(s, 1, [LORD.shaman]);
    s.players[1].assassinated.push(LORD.shaman);
    s.players[1].pearls = 3;
    s = recruitNow(s, LORD.seeker);
    expect(s.players[1].pearls).toBe(1);

    s = game(2);
    giveLocation(s, 1, 1, [LORD.shaman]);
    s.players[1].pearls = 3;
    s = recruitNow(s, LORD.seeker);
    expect(s.players[1].pearls).toBe(1);
  });
});

// ---------------------------------------------------------------------------
// Merchants

describe('The Ship Master', () => {
  it("gives 1 Pearl per race sent to the Council at the end of its owner's exploration", () => {
    let s = game(2);
    giveLords(s, 0, [LORD.shipMaster]);
    s.players[1].pearls = 0; // nobody can buy
    stackDeck(s, [cr(1, 1), sq(1, 1), cr(2, 1), sf(1, 1)]);
    s = act(s, { type: 'explore' });
    expect(s.pending).toEqual({ kind: 'allyRevealed', seat: 0, card: cr(1, 1) });
    s = acts(s, [{ type: 'continue' }, { type: 'continue' }, { type: 'continue' }, { type: 'take' }]);
    expect(s.council[1]).toEqual([cr(1, 1), cr(2, 1)]);
    expect(s.council[4]).toEqual([sq(1, 1)]);
    expect(s.players[0].hand).toEqual([sf(1, 1)]);
    expect(s.players[0].pearls).toBe(1 + 2);
    expect(s.pending).toEqual(main(1));
  });

  it("gives nothing on an opponent's exploration", () => {
    let s = game(2);
    giveLords(s, 1, [LORD.shipMaster]);
    s.players[1].pearls = 0;
    stackDeck(s, [cr(1, 1), sq(1, 1)]);
    s = acts(s, [{ type: 'explore' }, { type: 'continue' }, { type: 'take' }]);
    expect(s.council[1]).toEqual([cr(1, 1)]);
    expect(s.players[1].pearls).toBe(0);
    expect(s.players[0].pearls).toBe(1);
  });
});

describe('The Trader', () => {
  it('gives 3 Pearls', () => {
    const s = recruitNow(game(2), LORD.trader);
    expect(s.players[0].pearls).toBe(1 + 3);
    expect(s.players[0].lords).toEqual([LORD.trader]);
    expect(s.pending).toEqual(main(1));
  });
});

describe('The Peddler', () => {
  it('gives 2 Pearls', () => {
    const s = recruitNow(game(2), LORD.peddler);
    expect(s.players[0].pearls).toBe(1 + 2);
    expect(s.pending).toEqual(main(1));
  });
});

describe('The Shopkeeper', () => {
  it('gives 1 Pearl', () => {
    const s = recruitNow(game(2), LORD.shopkeeper);
    expect(s.players[0].pearls).toBe(1 + 1);
    expect(s.pending).toEqual(main(1));
  });
});

describe('The Landlord', () => {
  it("gives 1 Pearl at once, then 1 at the start of each of its owner's turns", () => {
    let s = recruitNow(game(2), LORD.landlord);
    expect(s.players[0].pearls).toBe(2);
    expect(s.pending).toEqual(main(1));
    expect(s.players[1].pearls).toBe(1);
    s = quietTurn(s);
    expect(s.pending).toEqual(main(0));
    expect(s.players[0].pearls).toBe(3);
    s = quietTurn(s, sh(4, 1));
    expect(s.pending).toEqual(main(1));
    expect(s.players[0].pearls).toBe(3);
  });

  it('gives nothing while assassinated or under a Location', () => {
    let s = game(2);
    giveLords(s, 0, [LORD.landlord]);
    s.players[0].assassinated.push(LORD.landlord);
    s = quietTurn(quietTurn(s));
    expect(s.pending).toEqual(main(0));
    expect(s.players[0].pearls).toBe(1);

    s = game(2);
    giveLocation(s, 0, 1, [LORD.landlord]);
    s = quietTurn(quietTurn(s));
    expect(s.pending).toEqual(main(0));
    expect(s.players[0].pearls).toBe(1);
  });
});

describe('The Slaver', () => {
  it('discards an Ally for 2 Pearls once per turn, before the action', () => {
    let s = game(2);
    giveLords(s, 0, [LORD.slaver]);
    setHand(s, 0, [cr(1, 1), sq(2, 1)]);
    expect(legalActions(s).filter((a) => a.type === 'slaver')).toEqual([
      { type: 'slaver', card: cr(1, 1) }, { type: 'slaver', card: sq(2, 1) },
    ]);
    s = act(s, { type: 'slaver', card: cr(1, 1) });
    expect(s.players[0].pearls).toBe(3);
    expect(s.players[0].hand).toEqual([sq(2, 1)]);
    expect(s.pending).toEqual(main(0));
    expect(legalTypes(s)).not.toContain('slaver');
    rejects(s, { type: 'slaver', card: sq(2, 1) }, 'ALREADY_USED');
    s = quietTurn(s);
    expect(s.pending).toEqual(main(1)); // nothing left to use after the action
  });

  it('can be used after the action instead, and again next turn', () => {
    let s = game(2);
    giveLords(s, 0, [LORD.slaver]);
    setHand(s, 0, [cr(1, 1)]);
    s = quietTurn(s);
    expect(s.pending).toEqual({ kind: 'afterAction', seat: 0 });
    expect(legalActions(s)).toEqual([
      { type: 'slaver', card: cr(1, 1) }, { type: 'slaver', card: sh(4, 1) }, { type: 'endTurn' },
    ]);
    rejects(s, { type: 'slaver', card: sq(5) }, 'CARD_NOT_IN_HAND');
    s = act(s, { type: 'slaver', card: sh(4, 1) });
    expect(s.players[0].pearls).toBe(3);
    expect(s.pending).toEqual(main(1));
    s = quietTurn(s, sh(3, 1));
    expect(s.pending).toEqual(main(0));
    expect(legalTypes(s)).toContain('slaver');
  });
});

// ---------------------------------------------------------------------------
// Mages

describe('The Invoker', () => {
  it('gives one extra full turn right after this one', () => {
    let s = recruitNow(game(2), LORD.invoker);
    expect(s.pending).toEqual(main(0));
    expect(s.current).toBe(0);
    expect(s.turn.acted).toBe(false);
    expect(s.extraTurns).toBe(0);
    s = quietTurn(s);
    expect(s.pending).toEqual(main(1));
  });

  it('gives the extra turn in the final round too', () => {
    let s = game(2);
    s.lastSeat = 0; // seat 0 plays the last turn of the game
    s = recruitNow(s, LORD.invoker);
    expect(s.over).toBe(false);
    expect(s.pending).toEqual(main(0));
    s = quietTurn(s);
    expect(s.over).toBe(true);
  });

  it('as a 7th Lord: the extra turn, then one last turn for the others', () => {
    let s = game(2);
    giveLords(s, 0, [LORD.trader, LORD.peddler, LORD.shopkeeper, LORD.apprentice, LORD.illusionist, LORD.corruptor]);
    s = recruitNow(s, LORD.invoker);
    expect(s.lastSeat).toBe(1);
    expect(s.pending).toEqual(main(0));
    s = quietTurn(s);
    expect(s.pending).toEqual(main(1));
    s = quietTurn(s, sh(3, 1));
    expect(s.over).toBe(true);
  });
});

describe('The Apprentice', () => {
  it('takes the Council stack of the player\'s choice', () => {
    let s = game(2);
    setCouncil(s, 'crab', [cr(4, 1), cr(1, 1)]);
    setCouncil(s, 'squid', [sq(4, 1)]);
    s = recruitNow(s, LORD.apprentice);
    expect(s.pending).toEqual({ kind: 'apprentice', seat: 0 });
    expect(legalActions(s)).toEqual([{ type: 'apprentice', race: 'crab' }, { type: 'apprentice', race: 'squid' }]);
    rejects(s, { type: 'apprentice', race: 'jellyfish' }, 'ILLEGAL_CHOICE');
    s = act(s, { type: 'apprentice', race: 'crab' });
    expect(sorted(s.players[0].hand)).toEqual(sorted([cr(4, 1), cr(1, 1)]));
    expect(s.council[1]).toEqual([]);
    expect(s.council[4]).toEqual([sq(4, 1)]);
    expect(s.pending).toEqual(main(1));
  });

  it('takes the only stack without asking, and does nothing with an empty Council', () => {
    let s = game(2);
    setCouncil(s, 'squid', [sq(4, 1)]);
    s = recruitNow(s, LORD.apprentice);
    expect(s.players[0].hand).toEqual([sq(4, 1)]);
    expect(s.pending).toEqual(main(1));

    s = recruitNow(game(2), LORD.apprentice);
    expect(s.players[0].hand).toEqual([]);
    expect(s.pending).toEqual(main(1));
  });
});

describe('The Oracle', () => {
  it('discards a whole Council stack once per turn, before the action', () => {
    let s = game(2);
    giveLords(s, 0, [LORD.oracle]);
    setCouncil(s, 'crab', [cr(4, 1), cr(1, 1)]);
    setCouncil(s, 'squid', [sq(4, 1)]);
    expect(legalActions(s).filter((a) => a.type === 'oracle')).toEqual([
      { type: 'oracle', race: 'crab' }, { type: 'oracle', race: 'squid' },
    ]);
    rejects(s, { type: 'oracle', race: 'seahorse' }, 'ILLEGAL_CHOICE');
    s = act(s, { type: 'oracle', race: 'crab' });
    expect(s.council[1]).toEqual([]);
    expect(s.explorationDiscard).toEqual(expect.arrayContaining([cr(4, 1), cr(1, 1)]));
    expect(s.pending).toEqual(main(0));
    rejects(s, { type: 'oracle', race: 'squid' }, 'ALREADY_USED');
    s = act(s, { type: 'support', races: ['squid'] });
    expect(s.pending).toEqual(main(1));
  });

  it('can be used after the action instead', () => {
    let s = game(2);
    giveLords(s, 0, [LORD.oracle]);
    setCouncil(s, 'crab', [cr(4, 1)]);
    setCouncil(s, 'squid', [sq(4, 1)]);
    s = act(s, { type: 'support', races: ['crab'] });
    expect(s.pending).toEqual({ kind: 'afterAction', seat: 0 });
    expect(legalActions(s)).toEqual([{ type: 'oracle', race: 'squid' }, { type: 'endTurn' }]);
    s = act(s, { type: 'oracle', race: 'squid' });
    expect(s.council[4]).toEqual([]);
    expect(s.pending).toEqual(main(1));
  });
});

describe('The Alchemist', () => {
  it('takes two Council stacks when requesting support', () => {
    let s = game(2);
    giveLords(s, 0, [LORD.alchemist]);
    setCouncil(s, 'crab', [cr(4, 1)]);
    setCouncil(s, 'seahorse', [sh(4, 1)]);
    setCouncil(s, 'squid', [sq(4, 1)]);
    expect(legalActions(s).filter((a) => a.type === 'support')).toEqual([
      { type: 'support', races: ['crab', 'seahorse'] },
      { type: 'support', races: ['crab', 'squid'] },
      { type: 'support', races: ['seahorse', 'squid'] },
    ]);
    rejects(s, { type: 'support', races: ['crab'] }, 'ILLEGAL_CHOICE');
    rejects(s, { type: 'support', races: ['crab', 'crab'] }, 'ILLEGAL_CHOICE');
    s = act(s, { type: 'support', races: ['crab', 'squid'] });
    expect(sorted(s.players[0].hand)).toEqual(sorted([cr(4, 1), sq(4, 1)]));
    expect(s.council[2]).toEqual([sh(4, 1)]);
    expect(s.pending).toEqual(main(1));
  });

  it('takes the one stack when only one has cards', () => {
    let s = game(2);
    giveLords(s, 0, [LORD.alchemist]);
    setCouncil(s, 'crab', [cr(4, 1)]);
    expect(legalActions(s).filter((a) => a.type === 'support')).toEqual([{ type: 'support', races: ['crab'] }]);
    s = act(s, { type: 'support', races: ['crab'] });
    expect(s.players[0].hand).toEqual([cr(4, 1)]);
  });

  it('is recruited like any Mage: one Jellyfish race', () => {
    const s = recruitNow(game(2), LORD.alchemist);
    expect(s.players[0].lords).toEqual([LORD.alchemist]);
    expect(s.players[0].affiliated).toEqual([jf(3)]);
    expect(s.pending).toEqual(main(1));
  });
});

describe('The Illusionist', () => {
  it('may exchange a controlled Location for a face-up one; the Lords move with it', () => {
    let s = game(2);
    giveLocation(s, 0, 1, [KEEPER]);
    setAvailableLocations(s, [2, 3]);
    s = recruitNow(s, LORD.illusionist);
    expect(s.pending).toEqual({ kind: 'illusionist', seat: 0 });
    expect(legalActions(s)).toEqual([
      { type: 'illusionist', from: 1, to: 2 }, { type: 'illusionist', from: 1, to: 3 }, { type: 'decline' },
    ]);
    rejects(s, { type: 'illusionist', from: 1, to: 4 }, 'ILLEGAL_CHOICE');
    rejects(s, { type: 'illusionist', from: 2, to: 3 }, 'ILLEGAL_CHOICE');
    s = act(s, { type: 'illusionist', from: 1, to: 3 });
    expect(s.players[0].locations).toEqual([{ id: 3, lords: [KEEPER] }]);
    expect(sorted(s.locationsAvailable)).toEqual([1, 2]);
    expect(s.pending).toEqual(main(1));
  });

  it('is optional, and asks nothing without a Location', () => {
    let s = game(2);
    giveLocation(s, 0, 1, [KEEPER]);
    setAvailableLocations(s, [2]);
    s = recruitNow(s, LORD.illusionist);
    s = act(s, { type: 'decline' });
    expect(s.players[0].locations).toEqual([{ id: 1, lords: [KEEPER] }]);
    expect(s.locationsAvailable).toEqual([2]);
    expect(s.pending).toEqual(main(1));

    s = game(2);
    setAvailableLocations(s, [2]);
    s = recruitNow(s, LORD.illusionist);
    expect(s.pending).toEqual(main(1));
  });
});

describe('The Master of Magic', () => {
  it('does not help his own recruitment: the lowest Ally is affiliated', () => {
    const s = recruitNow(game(2), LORD.masterOfMagic);
    expect(s.players[0].affiliated).toEqual([sq(2)]);
    expect(s.pending).toEqual(main(1));
  });

  it('lets its owner affiliate any spent Ally in later recruitments', () => {
    let s = game(2);
    giveLords(s, 0, [LORD.masterOfMagic]);
    s = recruitNow(s, KEEPER);
    expect(s.pending).toEqual({ kind: 'affiliate', seat: 0, spent: PAY[KEEPER], lord: KEEPER });
    expect(legalActions(s)).toEqual(PAY[KEEPER].map((card) => ({ type: 'affiliate', card })));
    rejects(s, { type: 'affiliate', card: sq(5) }, 'ILLEGAL_CHOICE');
    s = act(s, { type: 'affiliate', card: sq(3) });
    expect(s.players[0].affiliated).toEqual([sq(3)]);
    expect(s.explorationDiscard).toEqual(expect.arrayContaining([sh(1), cr(2)]));
    expect(s.pending).toEqual(main(1));
  });

  it('without him, only the lowest may be affiliated', () => {
    let s = game(2);
    giveLords(s, 0, [LORD.masterOfMagic]);
    s.players[0].assassinated.push(LORD.masterOfMagic);
    s = recruitNow(s, KEEPER);
    expect(s.players[0].affiliated).toEqual([sh(1)]);
    expect(s.pending).toEqual(main(1));
  });
});

// ---------------------------------------------------------------------------
// Politicians

describe('The Opportunist', () => {
  it('replaces a Court Lord from the Lord deck once per turn, before the action', () => {
    let s = game(2);
    giveLords(s, 0, [LORD.opportunist]);
    setCourt(s, [KEEPER, REAPER, SHEPHERD, MILLER]);
    stackLords(s, [LORD.trader]);
    expect(legalActions(s).filter((a) => a.type === 'opportunist')).toEqual([KEEPER, REAPER, SHEPHERD, MILLER].map((lord) => ({ type: 'opportunist', lord })));
    rejects(s, { type: 'opportunist', lord: LANDOWNER }, 'NOT_IN_COURT');
    s = act(s, { type: 'opportunist', lord: REAPER });
    expect(s.court).toEqual([KEEPER, LORD.trader, SHEPHERD, MILLER]);
    expect(s.lordDiscard).toEqual([REAPER]);
    expect(s.pending).toEqual(main(0));
    rejects(s, { type: 'opportunist', lord: KEEPER }, 'ALREADY_USED');
    s = quietTurn(s);
    expect(s.pending).toEqual(main(1));
  });

  it('can be used after the action instead', () => {
    let s = game(2);
    giveLords(s, 0, [LORD.opportunist]);
    setCourt(s, [KEEPER, REAPER]);
    stackLords(s, [LORD.trader]);
    s = quietTurn(s);
    expect(s.pending).toEqual({ kind: 'afterAction', seat: 0 });
    expect(legalActions(s)).toEqual([
      { type: 'opportunist', lord: KEEPER }, { type: 'opportunist', lord: REAPER }, { type: 'endTurn' },
    ]);
    s = act(s, { type: 'opportunist', lord: KEEPER });
    expect(s.court).toEqual([LORD.trader, REAPER]);
    expect(s.pending).toEqual(main(1));
  });

  it('can be used in the very turn it is recruited, after the action', () => {
    let s = recruitNow(game(2), LORD.opportunist);
    expect(s.players[0].lords).toEqual([LORD.opportunist]);
    expect(s.pending).toEqual({ kind: 'afterAction', seat: 0 });
    expect(legalTypes(s)).toEqual(['endTurn', 'opportunist']);
    s = act(s, { type: 'endTurn' });
    expect(s.pending).toEqual(main(1));
  });
});

describe('The Corruptor', () => {
  it('may recruit a second Court Lord for exactly 5 Pearls, before the refill; its power resolves', () => {
    let s = game(2);
    s.players[0].pearls = 5;
    s = recruitNow(s, LORD.corruptor, { court: [LORD.corruptor, LORD.trader, KEEPER] });
    expect(s.pending).toEqual({ kind: 'corruptor', seat: 0 });
    expect(s.court).toEqual([LORD.trader, KEEPER]); // not refilled yet
    expect(legalActions(s)).toEqual([
      { type: 'corrupt', lord: LORD.trader }, { type: 'corrupt', lord: KEEPER }, { type: 'decline' },
    ]);
    rejects(s, { type: 'corrupt', lord: MILLER }, 'NOT_IN_COURT');
    rejects(s, { type: 'betray', discard: LORD.corruptor, take: KEEPER }, 'WRONG_DECISION');
    s = act(s, { type: 'corrupt', lord: LORD.trader });
    expect(s.players[0].lords).toEqual([LORD.corruptor, LORD.trader]);
    // 5 − 5 + 3 (the Trader) + 2 (1 Lord left at Court: refill)
    expect(s.players[0].pearls).toBe(5);
    expect(s.court.length).toBe(6);
    expect(s.court[0]).toBe(KEEPER);
    expect(s.pending).toEqual(main(1));
  });

  it('costs 5 Pearls whatever the Lord, even with an opponent\'s Recruiter', () => {
    let s = game(2);
    giveLords(s, 1, [LORD.recruiter]);
    s.players[0].pearls = 7; // 2 for the Recruiter's surcharge on the Corruptor
    s = recruitNow(s, LORD.corruptor);
    expect(s.players[0].pearls).toBe(5);
    s = act(s, { type: 'corrupt', lord: LANDOWNER });
    expect(s.players[0].lords).toEqual([LORD.corruptor, LANDOWNER]);
    expect(s.players[0].pearls).toBe(0 + 2); // 2 Lords left at Court: refill
  });

  it('is optional', () => {
    let s = game(2);
    s.players[0].pearls = 6;
    s = recruitNow(s, LORD.corruptor);
    s = act(s, { type: 'decline' });
    expect(s.players[0].pearls).toBe(6);
    expect(s.players[0].lords).toEqual([LORD.corruptor]);
    expect(s.pending).toEqual(main(1));
  });

  it('offers nothing with fewer than 5 Pearls left after paying', () => {
    let s = game(2);
    s.players[0].pearls = 6;
    setCourt(s, [LORD.corruptor, KEEPER, MILLER, LANDOWNER]);
    setHand(s, 0, [sq(5), sq(3)]);
    s = act(s, { type: 'recruit', lord: LORD.corruptor, allies: [sq(5), sq(3)] });
    expect(s.players[0].pearls).toBe(4);
    expect(s.pending).toEqual(main(1));
    rejects(s, { type: 'corrupt', lord: KEEPER }, 'WRONG_DECISION');
  });

  it('can bring a 7th Lord, which triggers the end', () => {
    let s = game(2);
    giveLords(s, 0, [LORD.trader, LORD.peddler, LORD.shopkeeper, LORD.apprentice, LORD.illusionist]);
    s.players[0].pearls = 5;
    s = recruitNow(s, LORD.corruptor);
    expect(s.lastSeat).toBe(-1);
    s = act(s, { type: 'corrupt', lord: MILLER });
    expect(s.lastSeat).toBe(1);
  });
});

describe('The Traitor', () => {
  it('may swap another own free Lord for any Court Lord; the newcomer resolves; the Court refill check runs', () => {
    let s = game(2);
    giveLords(s, 0, [SHEPHERD]);
    s = recruitNow(s, LORD.traitor, { court: [LORD.traitor, LORD.trader, KEEPER, MILLER] });
    expect(s.pending).toEqual({ kind: 'traitor', seat: 0, lord: LORD.traitor });
    expect(legalActions(s)).toEqual([
      { type: 'betray', discard: SHEPHERD, take: LORD.trader },
      { type: 'betray', discard: SHEPHERD, take: KEEPER },
      { type: 'betray', discard: SHEPHERD, take: MILLER },
      { type: 'decline' },
    ]);
    rejects(s, { type: 'betray', discard: LORD.traitor, take: KEEPER }, 'ILLEGAL_CHOICE');
    rejects(s, { type: 'betray', discard: REAPER, take: KEEPER }, 'ILLEGAL_CHOICE');
    rejects(s, { type: 'betray', discard: SHEPHERD, take: LANDOWNER }, 'NOT_IN_COURT');
    s = act(s, { type: 'betray', discard: SHEPHERD, take: LORD.trader });
    expect(s.players[0].lords).toEqual([LORD.traitor, LORD.trader]);
    expect(s.lordDiscard).toEqual([SHEPHERD]);
    // 1 + 3 (the Trader) + 2 (2 Lords left at Court: refill)
    expect(s.players[0].pearls).toBe(6);
    expect(s.court.length).toBe(6);
    expect(s.court.slice(0, 2)).toEqual([KEEPER, MILLER]);
    expect(s.pending).toEqual(main(1));
  });

  it('brings in the Commander, whose arrival makes opponents discard down to 6', () => {
    let s = game(2);
    giveLords(s, 0, [SHEPHERD]);
    setHand(s, 1, [cr(1, 1), cr(1, 2), cr(1, 3), cr(2, 1), cr(2, 2), sh(1, 1), sh(1, 2)]);
    s = recruitNow(s, LORD.traitor, { court: [LORD.traitor, LORD.commander, KEEPER, MILLER, LANDOWNER] });
    s = act(s, { type: 'betray', discard: SHEPHERD, take: LORD.commander });
    expect(s.pending).toEqual({ kind: 'discard', seat: 1, count: 1, reason: 'commander' });
    s = act(s, { type: 'discard', card: sh(1, 1) });
    expect(s.players[1].hand.length).toBe(6);
    expect(s.pending).toEqual(main(1));
  });

  it('may discard an assassinated Lord; the newcomer is unharmed', () => {
    let s = game(2);
    giveLords(s, 0, [LORD.landlord]);
    s.players[0].assassinated.push(LORD.landlord);
    s = recruitNow(s, LORD.traitor);
    s = act(s, { type: 'betray', discard: LORD.landlord, take: MILLER });
    expect(s.players[0].lords).toEqual([LORD.traitor, MILLER]);
    expect(s.players[0].assassinated).toEqual([]);
    expect(s.lordDiscard).toEqual([LORD.landlord]);
  });

  it('is optional, and asks nothing without another free Lord', () => {
    let s = game(2);
    giveLords(s, 0, [SHEPHERD]);
    s = recruitNow(s, LORD.traitor);
    s = act(s, { type: 'decline' });
    expect(s.players[0].lords).toEqual([SHEPHERD, LORD.traitor]);
    expect(s.pending).toEqual(main(1));

    s = game(2);
    giveLocation(s, 0, 1, [SHEPHERD]);
    s = recruitNow(s, LORD.traitor);
    expect(s.pending).toEqual(main(1));
  });
});

describe('The Diplomat', () => {
  it('waives the mandatory race; the number of races still counts', () => {
    let s = game(2);
    setCourt(s, [LORD.commander, KEEPER, MILLER, LANDOWNER]);
    setHand(s, 0, [sq(5, 0), sq(3, 1), sh(1, 1), cr(2, 1)]);
    rejects(s, { type: 'recruit', lord: LORD.commander, allies: [sq(5, 0), sq(3, 1)] }, 'INVALID_PAYMENT');
    giveLords(s, 0, [LORD.diplomat]);
    expect(legalActions(s)).toContainEqual({ type: 'recruit', lord: LORD.commander, allies: [sq(3, 1), sq(5, 0)] });
    rejects(s, { type: 'recruit', lord: KEEPER, allies: [sh(1, 1), sq(5, 0)] }, 'INVALID_PAYMENT');
    s = act(s, { type: 'recruit', lord: LORD.commander, allies: [sq(5, 0), sq(3, 1)] });
    expect(s.players[0].lords).toEqual([LORD.diplomat, LORD.commander]);
    expect(s.players[0].affiliated).toEqual([sq(3, 1)]);
  });

  it('is recruited with one race, Squid', () => {
    const s = recruitNow(game(2), LORD.diplomat);
    expect(s.players[0].lords).toEqual([LORD.diplomat]);
    expect(s.pending).toEqual(main(1));
  });
});

describe('The Treasurer', () => {
  it('makes its owner\'s recruitments cost 2 less', () => {
    let s = game(2);
    giveLords(s, 0, [LORD.treasurer]);
    expect(recruitCost(s, 0, KEEPER)).toBe(4);
    expect(recruitCost(s, 1, KEEPER)).toBe(6);
    s.players[0].pearls = 0;
    setCourt(s, [KEEPER, MILLER, AQUACULTURALIST, LANDOWNER]);
    const four = [sh(1), cr(1), sq(2)];
    setHand(s, 0, four);
    rejects(s, { type: 'recruit', lord: KEEPER, allies: [sh(1), cr(1)] }, 'INVALID_PAYMENT');
    s = act(s, { type: 'recruit', lord: KEEPER, allies: four });
    expect(s.pending).toEqual({ kind: 'affiliate', seat: 0, spent: four, lord: KEEPER });
    expect(legalActions(s)).toEqual([{ type: 'affiliate', card: sh(1) }, { type: 'affiliate', card: cr(1) }]);
    s = act(s, { type: 'affiliate', card: cr(1) });
    expect(s.players[0].pearls).toBe(0);
    expect(s.players[0].lords).toEqual([LORD.treasurer, KEEPER]);
  });

  it('cancels against an opponent\'s Recruiter; overpaying gives no change', () => {
    let s = game(2);
    giveLords(s, 0, [LORD.treasurer]);
    giveLords(s, 1, [LORD.recruiter]);
    expect(recruitCost(s, 0, KEEPER)).toBe(6);
    s.players[0].pearls = 1;
    s = recruitNow(s, LANDOWNER); // worth 10, cost 10
    expect(s.players[0].pearls).toBe(1);
  });
});

describe('The Schemer', () => {
  it('may swap another own free Lord for the top of the Lord deck; the newcomer resolves', () => {
    let s = game(2);
    giveLords(s, 0, [SHEPHERD]);
    stackLords(s, [LORD.peddler]);
    s = recruitNow(s, LORD.schemer);
    expect(s.pending).toEqual({ kind: 'schemer', seat: 0, lord: LORD.schemer });
    expect(legalActions(s)).toEqual([{ type: 'scheme', discard: SHEPHERD }, { type: 'decline' }]);
    rejects(s, { type: 'scheme', discard: LORD.schemer }, 'ILLEGAL_CHOICE');
    const deck = s.lordDeck.length;
    s = act(s, { type: 'scheme', discard: SHEPHERD });
    expect(s.players[0].lords).toEqual([LORD.schemer, LORD.peddler]);
    expect(s.lordDiscard).toEqual([SHEPHERD]);
    expect(s.lordDeck.length).toBe(deck - 1);
    expect(s.players[0].pearls).toBe(1 + 2);
    expect(s.pending).toEqual(main(1));
  });

  it('may discard an assassinated Lord, and is optional', () => {
    let s = game(2);
    giveLords(s, 0, [SHEPHERD]);
    s.players[0].assassinated.push(SHEPHERD);
    stackLords(s, [LORD.peddler]);
    s = recruitNow(s, LORD.schemer);
    const declined = act(s, { type: 'decline' });
    expect(declined.players[0].lords).toEqual([SHEPHERD, LORD.schemer]);
    expect(declined.lordDeck[declined.lordDeck.length - 1]).toBe(LORD.peddler);
    s = act(s, { type: 'scheme', discard: SHEPHERD });
    expect(s.players[0].assassinated).toEqual([]);
    expect(s.players[0].lords).toEqual([LORD.schemer, LORD.peddler]);
  });
});

// ---------------------------------------------------------------------------
// Farmers: no power; their keys count.

const FARMERS: { name: string; id: number; affiliated: number }[] = [
  { name: 'The Keeper', id: KEEPER, affiliated: sh(1) },
  { name: 'The Reaper', id: REAPER, affiliated: cr(3) },
  { name: 'The Shepherd', id: SHEPHERD, affiliated: sh(3) },
  { name: 'The Miller', id: MILLER, affiliated: cr(3) },
  { name: 'The Aquaculturalist', id: AQUACULTURALIST, affiliated: sq(2) },
  { name: 'The Landowner', id: LANDOWNER, affiliated: sh(1) },
];

for (const farmer of FARMERS) {
  const info = LORDS[farmer.id];
  describe(farmer.name, () => {
    it(`has no power and scores ${info.ip} IP`, () => {
      const s = recruitNow(game(2), farmer.id);
      expect(info.name).toBe(farmer.name);
      expect(s.players[0].lords).toEqual([farmer.id]);
      expect(s.players[0].affiliated).toEqual([farmer.affiliated]);
      expect(s.players[0].pearls).toBe(1);
      expect(s.pending).toEqual(main(1));
      expect(scores(s)[0].lords).toBe(info.ip);
    });

    it(info.keys ? 'brings a key: with 2 Key tokens, a Location must be controlled' : 'has no key: 2 Key tokens stay 2 keys', () => {
      let s = game(2);
      setAvailableLocations(s, [5]);
      s.players[0].keyTokens = 2;
      s.keySupply -= 2;
      s = recruitNow(s, farmer.id);
      if (!info.keys) {
        expect(s.pending).toEqual(main(1));
        return;
      }
      expect(s.pending).toEqual({ kind: 'location', seat: 0 });
      s = act(s, { type: 'takeLocation', location: 5 });
      expect(s.players[0].locations).toEqual([{ id: 5, lords: [farmer.id] }]);
      expect(s.players[0].lords).toEqual([]);
      expect(s.players[0].keyTokens).toBe(0);
      expect(s.pending).toEqual(main(1));
    });
  });
}

// ---------------------------------------------------------------------------
// Ambassadors: control a Location alone on recruitment.

describe('The Sage', () => {
  it('draws 2 Locations and keeps one with the Sage under it; the other is laid face up', () => {
    let s = game(2);
    setAvailableLocations(s, [7]);
    stackLocations(s, [4, 5, 6]);
    s = recruitNow(s, LORD.sage);
    expect(s.pending).toEqual({ kind: 'pickLocation', seat: 0, drawn: [4, 5], ambassador: LORD.sage });
    expect(legalActions(s)).toEqual([{ type: 'pickLocation', location: 4 }, { type: 'pickLocation', location: 5 }]);
    rejects(s, { type: 'pickLocation', location: 7 }, 'ILLEGAL_CHOICE');
    s = act(s, { type: 'pickLocation', location: 5 });
    expect(s.players[0].locations).toEqual([{ id: 5, lords: [LORD.sage] }]);
    expect(s.players[0].lords).toEqual([]);
    expect(sorted(s.locationsAvailable)).toEqual([4, 7]);
    expect(s.locationStack[s.locationStack.length - 1]).toBe(6);
    expect(s.pending).toEqual(main(1));
    expect(scores(s)[0].lords).toBe(LORDS[LORD.sage].ip);
  });

  it('draws what is there when the stack holds fewer', () => {
    let s = game(2);
    setAvailableLocations(s, [7]);
    emptyLocationStack(s);
    stackLocations(s, [4]);
    s = recruitNow(s, LORD.sage);
    expect(s.players[0].locations).toEqual([{ id: 4, lords: [LORD.sage] }]);
    expect(s.locationsAvailable).toEqual([7]);
    expect(s.pending).toEqual(main(1));
  });
});

describe('The Hermit', () => {
  it('draws 1 Location and controls it alone', () => {
    let s = game(2);
    setAvailableLocations(s, [7]);
    stackLocations(s, [4, 5]);
    const stack = s.locationStack.length;
    s = recruitNow(s, LORD.hermit);
    expect(s.players[0].locations).toEqual([{ id: 4, lords: [LORD.hermit] }]);
    expect(s.locationStack.length).toBe(stack - 1);
    expect(s.locationsAvailable).toEqual([7]);
    expect(s.pending).toEqual(main(1));
  });

  it('with an empty stack takes the only face-up Location; with none at all, nothing happens', () => {
    let s = game(2);
    setAvailableLocations(s, [7]);
    emptyLocationStack(s);
    s = recruitNow(s, LORD.hermit);
    expect(s.players[0].locations).toEqual([{ id: 7, lords: [LORD.hermit] }]);
    expect(s.locationsAvailable).toEqual([]);

    s = game(2);
    setAvailableLocations(s, []);
    emptyLocationStack(s);
    s = recruitNow(s, LORD.hermit);
    expect(s.players[0].locations).toEqual([]);
    expect(s.players[0].lords).toEqual([LORD.hermit]);
    expect(s.pending).toEqual(main(1));
  });
});

describe('The Elder', () => {
  it('draws 3 Locations and keeps one; the others are laid face up', () => {
    let s = game(2);
    setAvailableLocations(s, [7]);
    stackLocations(s, [4, 5, 6]);
    s = recruitNow(s, LORD.elder);
    expect(s.pending).toEqual({ kind: 'pickLocation', seat: 0, drawn: [4, 5, 6], ambassador: LORD.elder });
    s = act(s, { type: 'pickLocation', location: 6 });
    expect(s.players[0].locations).toEqual([{ id: 6, lords: [LORD.elder] }]);
    expect(sorted(s.locationsAvailable)).toEqual([4, 5, 7]);
    expect(s.pending).toEqual(main(1));
  });

  it('draws 2 when only 2 are in the stack', () => {
    let s = game(2);
    setAvailableLocations(s, [7]);
    emptyLocationStack(s);
    stackLocations(s, [4, 5]);
    s = recruitNow(s, LORD.elder);
    expect(s.pending).toEqual({ kind: 'pickLocation', seat: 0, drawn: [4, 5], ambassador: LORD.elder });
    expect(s.locationStack).toEqual([]);
  });

  it('with an empty stack picks one of the face-up Locations', () => {
    let s = game(2);
    setAvailableLocations(s, [7, 8]);
    emptyLocationStack(s);
    s = recruitNow(s, LORD.elder);
    expect(s.pending).toEqual({ kind: 'pickLocation', seat: 0, drawn: [7, 8], ambassador: LORD.elder });
    s = act(s, { type: 'pickLocation', location: 8 });
    expect(s.players[0].locations).toEqual([{ id: 8, lords: [LORD.elder] }]);
    expect(s.locationsAvailable).toEqual([7]);
    expect(s.pending).toEqual(main(1));
  });
});

// ---------------------------------------------------------------------------

describe('Lords under Locations', () => {
  it('lose their power: the Recruiter, the Alchemist, the Slaver', () => {
    let s = game(2);
    giveLocation(s, 1, 1, [LORD.recruiter]);
    expect(recruitCost(s, 0, KEEPER)).toBe(6);
    giveLocation(s, 0, 2, [LORD.alchemist, LORD.slaver]);
    setHand(s, 0, [cr(1, 1)]);
    setCouncil(s, 'crab', [cr(4, 1)]);
    setCouncil(s, 'squid', [sq(4, 1)]);
    expect(legalActions(s).filter((a) => a.type === 'support')).toEqual([
      { type: 'support', races: ['crab'] }, { type: 'support', races: ['squid'] },
    ]);
    expect(legalTypes(s)).not.toContain('slaver');
    s = act(s, { type: 'support', races: ['crab'] });
    expect(s.pending).toEqual(main(1));
  });

  it('lose their keys but keep their IP', () => {
    let s = game(2);
    giveLocation(s, 0, 1, [LORD.shaman, LORD.oracle, LORD.diplomat]);
    s.players[0].keyTokens = 2;
    s.keySupply -= 2;
    s = quietTurn(s);
    expect(s.players[0].locations.length).toBe(1); // 2 keys: no new Location
    expect(s.pending).toEqual(main(1));
    expect(scores(s)[0].lords).toBe(15);
  });
});
