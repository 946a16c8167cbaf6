// The ten Kraken Lords of the five guilds (src/engine/kraken/lords.ts, pearls.ts), and the
// base Lords' clarifications that only matter with Kraken (the Assassin and the Sentinels).
// Crafted states, exact outcomes; refusals leave the state unchanged.
import { describe, expect, it } from 'vitest';
import {
  GUILD_RACE, LOCATION, LORD, LORDS, RACES, applyAction, legalActions, newGame, scores, viewFor,
  type Action, type GameEvent, type GameState, type Race,
} from './mutable.ts';
import { gainLord } from '../../src/engine/recruit.ts';
import { lootCheck } from '../../src/engine/kraken/loot.ts';
import {
  MONSTER_CARDS, act, acts, ally, giveLocation, giveLords, pullCard, rejects, setAffiliated, setCourt, setHand, stackDeck,
  stackLords,
} from './fixtures.ts';

const KRAKEN_2 = 71;
const [KEEPER, REAPER] = [27, 28];

/** A Kraken game with seat 0 to play. */
function kgame(players = 3, seed = 7): GameState {
  return newGame({ seed, players, startSeat: 0, expansions: { kraken: true } });
}

/** Five Lords to fill a Court (no refill after one recruitment), none of them used elsewhere here. */
const FILLERS = [29, 31, LORD.opportunist, LORD.diplomat, LORD.treasurer];

/**
 * Seat 0 recruits `lord` from a full Court, paying one Ally of each race it needs (the
 * mandatory race's worth 1, the others 2, so the affiliation needs no choice) and Pearls for
 * the rest; seat 0 keeps `spare` Pearls. Returns the state after the recruit and its events.
 */
function hire(s: GameState, lord: number, spare = 0): { s: GameState; events: GameEvent[] } {
  const info = LORDS[lord];
  const must = GUILD_RACE[info.guild];
  const races: Race[] = must ? [must, ...RACES.filter((r) => r !== must)] : [...RACES];
  // The last copies, so that tests may use the first ones elsewhere.
  const pay = races.slice(0, info.races).map((r, i) => (i === 0 ? ally(r, 1, 3) : ally(r, 2, 2)));
  setCourt(s, [lord, ...FILLERS.filter((f) => f !== lord)]);
  setHand(s, 0, pay);
  const paid = 1 + 2 * (pay.length - 1);
  s.players[0].pearls = Math.max(0, info.cost - paid) + spare;
  const r = applyAction(s, { type: 'recruit', lord, allies: pay });
  if (!r.ok) throw new Error(r.error.message);
  return { s: r.state, events: r.events };
}

const kinds = (events: readonly GameEvent[]): string[] => events.map((e) => e.kind);

describe('the Inheritor', () => {
  it('gains 5 Pearls on arrival', () => {
    const { s, events } = hire(kgame(), LORD.inheritor, 2);
    expect(s.players[0].pearls).toBe(7);
    expect(events).toContainEqual({ kind: 'lordPearls', args: { lord: LORD.inheritor, pearls: 5 }, seat: 0 });
  });
});

describe('the Shareholder', () => {
  it('gives its owner 1 Pearl each time an opponent recruits a Lord', () => {
    const s = kgame();
    giveLords(s, 1, [LORD.shareholder]);
    s.players[1].pearls = 3;
    s.players[2].pearls = 3;
    const r = hire(s, 32);
    expect(r.s.players[1].pearls).toBe(4);
    expect(r.s.players[2].pearls).toBe(3);
    expect(r.events).toContainEqual({ kind: 'lordPearls', args: { lord: LORD.shareholder, pearls: 1 }, seat: 1 });
  });

  it('gives nothing for its owner\'s own recruitment, nor while assassinated or under a Location', () => {
    const own = kgame();
    giveLords(own, 0, [LORD.shareholder]);
    expect(hire(own, 32).s.players[0].pearls).toBe(0);
    const hurt = kgame();
    giveLords(hurt, 1, [LORD.shareholder]);
    hurt.players[1].assassinated.push(LORD.shareholder);
    hurt.players[1].pearls = 3;
    expect(hire(hurt, 32).s.players[1].pearls).toBe(3);
    const slid = kgame();
    giveLocation(slid, 1, 1, [LORD.shareholder]);
    slid.players[1].pearls = 3;
    expect(hire(slid, 32).s.players[1].pearls).toBe(3);
  });

  it('counts the Corruptor\'s recruitment too (its text says "recruit"), twice in one turn', () => {
    const s = kgame();
    giveLords(s, 1, [LORD.shareholder]);
    s.players[1].pearls = 0;
    const { s: t } = hire(s, LORD.corruptor, 5);
    expect(t.pending).toEqual({ kind: 'corruptor', seat: 0 });
    const after = act(t, { type: 'corrupt', lord: 29 });
    expect(after.players[1].pearls).toBe(2);
    expect(after.players[0].lords).toEqual([LORD.corruptor, 29]);
  });

  it('ignores Outcasts: they are not Lords', () => {
    const s = newGame({ seed: 7, players: 2, startSeat: 0, expansions: { kraken: true, deProfundis: true } });
    giveLords(s, 1, [LORD.shareholder]);
    s.players[1].pearls = 0;
    const outcast = s.outcastDeck.pop()!;
    gainLord(s, { events: [] }, outcast);
    expect(s.players[1].pearls).toBe(0);
    gainLord(s, { events: [] }, s.lordDeck.pop()!);
    expect(s.players[1].pearls).toBe(1);
  });
});

describe('the Hypnotist', () => {
  /** Seat 0 explores three Allies in a row; seat 1 holds `lords`, everyone has 10 Pearls. */
  function exploring(lords: number[]): GameState {
    const s = kgame();
    giveLords(s, 1, lords);
    for (const p of s.players) p.pearls = 10;
    stackDeck(s, [ally('crab', 1), ally('crab', 2), ally('crab', 3)]);
    return act(s, { type: 'explore' });
  }

  it('lets its owner buy a second Ally in an opponent\'s exploration, at the risen price', () => {
    let s = exploring([LORD.hypnotist]);
    expect(s.pending).toEqual({ kind: 'offer', seat: 1, card: ally('crab', 1), price: 1, from: 1 });
    s = act(s, { type: 'buy' });
    expect(s.pending).toEqual({ kind: 'offer', seat: 1, card: ally('crab', 2), price: 2, from: 1 });
    s = act(s, { type: 'buy' });
    expect(s.turn.secondBuyers).toBe(2);
    // No third purchase: the next offer goes to seat 2, at 3 Pearls.
    expect(s.pending).toEqual({ kind: 'offer', seat: 2, card: ally('crab', 3), price: 3, from: 2 });
    expect(s.players[1].pearls).toBe(7);
    expect(s.players[0].pearls).toBe(13);
    expect(s.players[1].hand).toEqual(expect.arrayContaining([ally('crab', 1), ally('crab', 2)]));
  });

  it('does nothing while assassinated, and without it one purchase is the limit', () => {
    for (const hurt of [true, false]) {
      let s = exploring(hurt ? [LORD.hypnotist] : []);
      if (hurt) s.players[1].assassinated.push(LORD.hypnotist);
      s = act(s, { type: 'buy' });
      expect(s.pending).toEqual({ kind: 'offer', seat: 2, card: ally('crab', 2), price: 2, from: 2 });
    }
  });

  it('resets with the turn: the next exploration offers again from the first purchase', () => {
    let s = exploring([LORD.hypnotist]);
    s = acts(s, [{ type: 'buy' }, { type: 'buy' }, { type: 'pass' }, { type: 'take' }]);
    expect(s.current).toBe(1);
    expect(s.turn.secondBuyers).toBeUndefined();
  });
});

describe('the Healer', () => {
  /** Seat 0 recruits the Healer; the discard holds exactly `discard`. */
  function healing(discard: number[]): { s: GameState; events: GameEvent[] } {
    const s = kgame();
    for (const c of s.explorationDiscard.splice(0)) s.explorationDeck.unshift(c);
    for (const c of discard) pullCard(s, c);
    s.explorationDiscard.push(...discard);
    return hire(s, LORD.healer);
  }

  it('takes an Ally of the owner\'s choice from the discard, never a Monster', () => {
    const [j3, c4, c4b] = [ally('jellyfish', 3), ally('crab', 4), ally('crab', 4, 1)];
    const { s, events } = healing([j3, MONSTER_CARDS[0], c4, c4b, KRAKEN_2]);
    expect(s.pending).toEqual({ kind: 'healer', seat: 0 });
    expect(legalActions(s)).toEqual([{ type: 'heal', card: j3 }, { type: 'heal', card: c4 }, { type: 'heal', card: KRAKEN_2 }]);
    expect(events).toContainEqual({ kind: 'healerLooks', args: {}, seat: 0, reveals: true });
    rejects(s, { type: 'heal', card: MONSTER_CARDS[0] }, 'ILLEGAL_CHOICE');
    rejects(s, { type: 'heal', card: ally('squid', 5) }, 'ILLEGAL_CHOICE');
    rejects(s, { type: 'heal', card: 999 }, 'ILLEGAL_CHOICE');
    rejects(s, { type: 'execute', race: 'crab' }, 'WRONG_DECISION');
    // Any copy of a listed Ally will do.
    const r = applyAction(s, { type: 'heal', card: c4b });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.players[0].hand).toEqual([c4b]);
    expect(r.state.explorationDiscard).toEqual([j3, MONSTER_CARDS[0], c4, KRAKEN_2]);
    expect(r.events.slice(0, 2)).toEqual([
      { kind: 'healerTakes', args: {}, seat: 0 },
      { kind: 'healerCard', args: { card: c4b }, to: 0 },
    ]);
  });

  it('keeps the discard secret from the other seats: no card in their views or the public log', () => {
    const [j3, c4] = [ally('jellyfish', 3), ally('crab', 4)];
    const { s } = healing([j3, c4]);
    for (const seat of [1, 2, null]) {
      const v = viewFor(s, seat);
      expect(v.pending).toEqual({ kind: 'healer', seat: 0 });
      expect(v.legal).toEqual([]);
      expect(JSON.stringify(v)).not.toContain('"heal"');
    }
    expect(viewFor(s, 0).legal).toEqual([{ type: 'heal', card: j3 }, { type: 'heal', card: c4 }]);
    const after = act(s, { type: 'heal', card: j3 });
    const mine = viewFor(after, 0).log.filter((e) => e.kind === 'healerCard');
    expect(mine).toEqual([{ kind: 'healerCard', args: { card: j3 }, to: 0 }]);
    for (const seat of [1, 2, null]) {
      const log = viewFor(after, seat).log;
      expect(log.some((e) => e.kind === 'healerCard')).toBe(false);
      expect(log.filter((e) => e.kind === 'healerTakes')).toEqual([{ kind: 'healerTakes', args: {}, seat: 0 }]);
      expect(viewFor(after, seat).players[0].hand).toBeUndefined();
    }
  });

  it('takes the only Ally there is without asking, and does nothing when the discard holds none', () => {
    const j3 = ally('jellyfish', 3);
    const one = healing([MONSTER_CARDS[1], j3]);
    expect(one.s.players[0].hand).toEqual([j3]);
    expect(one.s.pending).toEqual({ kind: 'main', seat: 1 });
    const none = healing([MONSTER_CARDS[1], MONSTER_CARDS[2]]);
    expect(none.s.players[0].hand).toEqual([]);
    expect(none.s.explorationDiscard).toEqual(expect.arrayContaining([MONSTER_CARDS[1], MONSTER_CARDS[2]]));
    expect(kinds(none.events)).not.toContain('healerLooks');
    expect(none.s.pending).toEqual({ kind: 'main', seat: 1 });
  });
});

describe('the Highwayman', () => {
  it('takes 1 Pearl when an opponent gains 2 or more at once', () => {
    const s = kgame();
    giveLords(s, 1, [LORD.highwayman]);
    s.players[1].pearls = 0;
    const { s: t, events } = hire(s, LORD.inheritor);
    expect(t.players[0].pearls).toBe(4);
    expect(t.players[1].pearls).toBe(1);
    const i = kinds(events).indexOf('lordPearls');
    expect(events[i + 1]).toEqual({ kind: 'highwayman', args: { from: 0 }, seat: 1 });
  });

  it('takes nothing from a gain of 1, from its owner, from a Shaman\'s owner, or while assassinated', () => {
    const one = kgame();
    giveLords(one, 1, [LORD.highwayman]);
    one.players[1].pearls = 0;
    expect(hire(one, 13 /* the Shopkeeper: 1 Pearl */).s.players[1].pearls).toBe(0);
    const own = kgame();
    giveLords(own, 0, [LORD.highwayman]);
    expect(hire(own, LORD.inheritor).s.players[0].pearls).toBe(5);
    const shaman = kgame();
    giveLords(shaman, 0, [LORD.shaman]);
    giveLords(shaman, 1, [LORD.highwayman]);
    shaman.players[1].pearls = 0;
    const sh = hire(shaman, LORD.inheritor);
    expect([sh.s.players[0].pearls, sh.s.players[1].pearls]).toEqual([5, 0]);
    const hurt = kgame();
    giveLords(hurt, 1, [LORD.highwayman]);
    hurt.players[1].assassinated.push(LORD.highwayman);
    hurt.players[1].pearls = 0;
    expect(hire(hurt, LORD.inheritor).s.players[1].pearls).toBe(0);
  });

  it('reacts to the explorer\'s income from a purchase, the Court refill and a Monster reward', () => {
    // Income: seat 1 buys at 1 then seat 2 at 2 (a gain of 2 for the explorer, seat 0).
    let s = kgame();
    giveLords(s, 1, [LORD.highwayman, LORD.hypnotist]);
    for (const p of s.players) p.pearls = 5;
    stackDeck(s, [ally('crab', 1), ally('crab', 2)]);
    s = acts(s, [{ type: 'explore' }, { type: 'buy' }]);
    expect([s.players[0].pearls, s.players[1].pearls]).toEqual([6, 4]);
    s = act(s, { type: 'pass' }); // seat 1 declines a second purchase
    s = act(s, { type: 'buy' }); // seat 2 pays 2 to seat 0
    expect(s.players.map((p) => p.pearls)).toEqual([7, 5, 3]);

    // The refill: seat 0 recruits from a Court of 3, leaving 2.
    const r = kgame();
    giveLords(r, 1, [LORD.highwayman]);
    r.players[1].pearls = 0;
    setCourt(r, [32, 30, 31]);
    setHand(r, 0, [ally('seahorse', 5), ally('seahorse', 4), ally('seahorse', 3)]);
    r.players[0].pearls = 0;
    const after = act(r, { type: 'recruit', lord: 32, allies: [ally('seahorse', 5), ally('seahorse', 4), ally('seahorse', 3)] });
    expect([after.players[0].pearls, after.players[1].pearls]).toEqual([1, 1]);

    // A reward of 2 Pearls (Threat space 2).
    let m = kgame();
    giveLords(m, 1, [LORD.highwayman]);
    for (const p of m.players) p.pearls = 0;
    m.threat = 2;
    stackDeck(m, [MONSTER_CARDS[0]]);
    m = acts(m, [{ type: 'explore' }, { type: 'fight' }]);
    expect(m.pending).toMatchObject({ kind: 'reward', seat: 0, space: 2 });
    const got = applyAction(m, { type: 'reward', option: 0 });
    if (!got.ok) throw new Error(got.error.message);
    expect([got.state.players[0].pearls, got.state.players[1].pearls]).toEqual([1, 1]);
    expect(kinds(got.events).slice(0, 2)).toEqual(['reward', 'highwayman']);
  });
});

describe('the Highwayman and the Pearl gains of the base Lords', () => {
  it('cuts the Slaver\'s 2 Pearls and the Ship Master\'s income of 2 races, not a Landlord\'s 1', () => {
    const s = kgame();
    giveLords(s, 0, [LORD.slaver]);
    giveLords(s, 1, [LORD.highwayman]);
    for (const p of s.players) p.pearls = 0;
    setHand(s, 0, [ally('crab', 1)]);
    const r = applyAction(s, { type: 'slaver', card: ally('crab', 1) });
    if (!r.ok) throw new Error(r.error.message);
    expect([r.state.players[0].pearls, r.state.players[1].pearls]).toEqual([1, 1]);
    expect(kinds(r.events)).toEqual(['slaver', 'highwayman']);

    let t = kgame();
    giveLords(t, 0, [LORD.shipMaster]);
    giveLords(t, 1, [LORD.highwayman]);
    for (const p of t.players) p.pearls = 0;
    stackDeck(t, [ally('crab', 1), ally('jellyfish', 1), ally('squid', 1)]);
    t = acts(t, [{ type: 'explore' }, { type: 'continue' }, { type: 'continue' }, { type: 'take' }]);
    // Crab and jellyfish go to the Council: 2 Pearls, 1 of them to the Highwayman.
    expect([t.players[0].pearls, t.players[1].pearls]).toEqual([1, 1]);

    const l = kgame();
    giveLords(l, 1, [LORD.landlord]);
    giveLords(l, 2, [LORD.highwayman]);
    l.players[1].pearls = 0;
    l.players[2].pearls = 0;
    const { s: u } = hire(l, 32);
    expect(u.current).toBe(1);
    expect([u.players[1].pearls, u.players[2].pearls]).toEqual([1, 0]);
  });
});

describe('the Highwayman and the Loot', () => {
  it('takes 1 of the 2 Pearls a Loot card worth 4 brings, after the Loot is announced', () => {
    const s = kgame();
    giveLords(s, 1, [LORD.highwayman]);
    giveLocation(s, 0, LOCATION.megalodon);
    for (const p of s.players) p.pearls = 0;
    const deck = s.kraken!.lootDeck;
    deck.push(...deck.splice(deck.indexOf(3), 1)); // Loot id 3 is worth 4
    const events: GameEvent[] = [];
    lootCheck(s, { events }, 0, LOCATION.megalodon);
    expect([s.players[0].pearls, s.players[1].pearls]).toEqual([1, 1]);
    expect(kinds(events)).toEqual(['lootDrawn', 'lootReward', 'highwayman']);
  });
});

describe('the Executioner', () => {
  const [c2, c4, c3, c1, j1] = [ally('crab', 2), ally('crab', 4), ally('crab', 3), ally('crab', 1), ally('jellyfish', 1)];

  function executing(): { s: GameState; events: GameEvent[] } {
    const s = kgame(4);
    setAffiliated(s, 1, [c2, c4, j1]);
    giveLords(s, 2, [LORD.shaman]);
    setAffiliated(s, 2, [c1]);
    setAffiliated(s, 3, [c3]);
    return hire(s, LORD.executioner);
  }

  it('names a race; each opponent within reach discards one affiliated Ally of it, choosing when values differ', () => {
    const { s } = executing();
    expect(s.pending).toEqual({ kind: 'executioner', seat: 0 });
    expect(legalActions(s)).toEqual(RACES.map((race) => ({ type: 'execute', race })));
    rejects(s, { type: 'execute', race: 'dolphin' as never }, 'ILLEGAL_CHOICE');
    rejects(s, { type: 'heal', card: c2 }, 'WRONG_DECISION');
    const r = applyAction(s, { type: 'execute', race: 'crab' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events[0]).toEqual({ kind: 'executioner', args: { race: 1 }, seat: 0 });
    const t = r.state;
    expect(t.pending).toEqual({ kind: 'executed', seat: 1, race: 1 });
    expect(legalActions(t)).toEqual([{ type: 'discardAffiliated', card: c2 }, { type: 'discardAffiliated', card: c4 }]);
    rejects(t, { type: 'discardAffiliated', card: j1 }, 'ILLEGAL_CHOICE');
    rejects(t, { type: 'discardAffiliated', card: c3 }, 'ILLEGAL_CHOICE');
    const u = applyAction(t, { type: 'discardAffiliated', card: c4 });
    if (!u.ok) throw new Error(u.error.message);
    expect(u.state.players[1].affiliated).toEqual([c2, j1]);
    // The Shaman protects seat 2; seat 3 has one crab: no choice to make.
    expect(u.state.players[2].affiliated).toEqual([c1]);
    expect(u.state.players[3].affiliated).toEqual([]);
    expect(u.state.explorationDiscard.slice(-2)).toEqual([c4, c3]);
    expect(u.events.slice(0, 2)).toEqual([
      { kind: 'executed', args: { card: c4 }, seat: 1 },
      { kind: 'executed', args: { card: c3 }, seat: 3 },
    ]);
    expect(u.state.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it('a race nobody has affiliated changes nothing', () => {
    const t = act(executing().s, { type: 'execute', race: 'squid' });
    expect(t.pending).toEqual({ kind: 'main', seat: 1 });
    expect(t.players[1].affiliated).toEqual([c2, c4, j1]);
  });

  it('asks nothing when no opponent within reach has an affiliated Ally', () => {
    const s = kgame(3);
    giveLords(s, 2, [LORD.shaman]);
    setAffiliated(s, 2, [c1]);
    setAffiliated(s, 1, []);
    const { s: t } = hire(s, LORD.executioner);
    expect(t.pending).toEqual({ kind: 'main', seat: 1 });
    expect(t.players[2].affiliated).toEqual([c1]);
  });
});

describe('the Recipient', () => {
  function withRecipient(court: number[]): GameState {
    const s = kgame();
    giveLords(s, 0, [LORD.recipient]);
    setCourt(s, court);
    stackLords(s, [LORD.grower]);
    return s;
  }

  it('once per turn, fills an empty Court space from the Lord deck for free', () => {
    const s = withRecipient([27, 28, 29, 30, 31]);
    expect(legalActions(s)).toContainEqual({ type: 'recipient' });
    const pearls = s.players[0].pearls;
    const r = applyAction(s, { type: 'recipient' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.court).toEqual([27, 28, 29, 30, 31, LORD.grower]);
    expect(r.state.players[0].pearls).toBe(pearls);
    expect(r.state.pending).toEqual({ kind: 'main', seat: 0 });
    expect(r.events).toEqual([{ kind: 'recipient', args: { lord: LORD.grower }, seat: 0, reveals: true }]);
    // Used: neither listed nor accepted again this turn, even with a space free again.
    const t = r.state;
    t.court.pop();
    expect(legalActions(t)).not.toContainEqual({ type: 'recipient' });
    rejects(t, { type: 'recipient' }, 'ALREADY_USED');
  });

  it('may wait until after the action', () => {
    let s = withRecipient([27, 28, 29, 30]);
    s.players[0].pearls = 1;
    stackDeck(s, [ally('crab', 1)]);
    s.players[1].pearls = 0;
    s.players[2].pearls = 0;
    s = acts(s, [{ type: 'explore' }, { type: 'take' }]);
    expect(s.pending).toEqual({ kind: 'afterAction', seat: 0 });
    expect(legalActions(s)).toEqual([{ type: 'recipient' }, { type: 'endTurn' }]);
    s = act(s, { type: 'recipient' });
    expect(s.court).toHaveLength(5);
    expect(s.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it('is not offered with a full Court, an empty Lord deck, to another seat, or assassinated', () => {
    const full = withRecipient([27, 28, 29, 30, 31, 32]);
    expect(legalActions(full)).not.toContainEqual({ type: 'recipient' });
    rejects(full, { type: 'recipient' }, 'ALREADY_USED');
    const dry = withRecipient([27, 28, 29]);
    dry.lordDeck = [];
    rejects(dry, { type: 'recipient' }, 'ALREADY_USED');
    const hurt = withRecipient([27, 28, 29]);
    hurt.players[0].assassinated.push(LORD.recipient);
    rejects(hurt, { type: 'recipient' }, 'ALREADY_USED');
    const other = withRecipient([27, 28, 29]);
    other.players[1].lords.push(...other.players[0].lords.splice(0));
    rejects(other, { type: 'recipient' }, 'ALREADY_USED');
  });
});

describe('the Liberator', () => {
  it('frees a Lord of the owner\'s choice from under a Location: its power and keys work again', () => {
    const s = kgame();
    giveLocation(s, 0, 1, [LORD.landlord, LORD.tamer, KEEPER]);
    giveLocation(s, 0, 2, [LORD.hermit]);
    giveLords(s, 1, [REAPER]);
    const { s: t } = hire(s, LORD.liberator);
    expect(t.pending).toEqual({ kind: 'liberator', seat: 0 });
    expect(legalActions(t)).toEqual([LORD.landlord, LORD.tamer, KEEPER, LORD.hermit].map((lord) => ({ type: 'liberate', lord })));
    rejects(t, { type: 'liberate', lord: LORD.liberator }, 'ILLEGAL_CHOICE');
    rejects(t, { type: 'liberate', lord: REAPER }, 'ILLEGAL_CHOICE');
    rejects(t, { type: 'liberate', lord: 1.5 as never }, 'ILLEGAL_CHOICE');
    const before = scores(t)[0];
    const r = applyAction(t, { type: 'liberate', lord: LORD.tamer });
    if (!r.ok) throw new Error(r.error.message);
    const u = r.state;
    expect(r.events[0]).toEqual({ kind: 'liberates', args: { lord: LORD.tamer, location: 1 }, seat: 0 });
    expect(u.players[0].lords).toEqual([LORD.liberator, LORD.tamer]);
    expect(u.players[0].locations).toEqual([{ id: 1, lords: [LORD.landlord, KEEPER] }, { id: 2, lords: [LORD.hermit] }]);
    // The Lord still counts once: same Lords' IP, same count toward the 7.
    expect(scores(u)[0].lords).toBe(before.lords);
    expect(viewFor(u, 1).players[0].lordCount).toBe(5);
    // Its key counts again (Liberator 0 + Tamer 1): no Location yet, the turn ends.
    expect(viewFor(u, 0).players[0].keys).toBe(1);
    expect(u.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it('an Ambassador freed does not draw Locations again', () => {
    const s = kgame();
    giveLocation(s, 0, 2, [LORD.hermit]);
    const stack = s.locationStack.length;
    const { s: t, events } = hire(s, LORD.liberator);
    expect(events).toContainEqual({ kind: 'liberates', args: { lord: LORD.hermit, location: 2 }, seat: 0 });
    expect(t.players[0].lords).toEqual([LORD.liberator, LORD.hermit]);
    expect(t.players[0].locations).toEqual([{ id: 2, lords: [] }]);
    expect(t.locationStack.length).toBe(stack);
    expect(t.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it('a freed Lord\'s keys may take a Location at once; with no Lord under a Location nothing happens', () => {
    const s = kgame();
    giveLocation(s, 0, 1, [LORD.landlord]);
    s.players[0].keyTokens = 2;
    s.keySupply -= 2;
    const { s: t } = hire(s, LORD.liberator);
    expect(t.players[0].lords).toContain(LORD.landlord);
    expect(t.pending).toEqual({ kind: 'location', seat: 0 });
    const none = hire(kgame(), LORD.liberator);
    expect(kinds(none.events)).not.toContain('liberates');
    expect(none.s.pending).toEqual({ kind: 'main', seat: 1 });
  });
});

describe('the Grower and the Oyster Farmer', () => {
  it('have no power: recruited, they only count their IP and keys', () => {
    for (const lord of [LORD.grower, LORD.oysterFarmer]) {
      const { s, events } = hire(kgame(), lord);
      expect(s.players[0].lords).toEqual([lord]);
      expect(s.pending).toEqual({ kind: 'main', seat: 1 });
      expect(kinds(events).filter((k) => !['recruits', 'affiliates', 'turn'].includes(k))).toEqual([]);
      expect(scores(s)[0].lords).toBe(LORDS[lord].ip);
      expect(viewFor(s, 0).players[0].keys).toBe(LORDS[lord].keys);
    }
  });
});

describe('the Assassin and the Sentinel Lords', () => {
  it('cannot target the Watcher, the Vigil or the Lookout', () => {
    const s = kgame(2);
    giveLords(s, 1, [LORD.watcher, LORD.vigil, 32]);
    const { s: t, events } = hire(s, LORD.assassin);
    expect(events).toContainEqual({ kind: 'assassinates', args: { lord: 32, target: 1 }, seat: 0 });
    expect(t.players[1].assassinated).toEqual([32]);
    const only = kgame(2);
    giveLords(only, 1, [LORD.lookout]);
    const u = hire(only, LORD.assassin);
    expect(u.s.players[1].assassinated).toEqual([]);
    expect(kinds(u.events)).not.toContain('assassinates');
  });

  it('still may in a base game (no Sentinel Lords there; the rule costs base games nothing)', () => {
    const s = newGame({ seed: 7, players: 2, startSeat: 0 });
    giveLords(s, 1, [28, 32]);
    const { s: t } = hire(s, LORD.assassin);
    expect(t.pending).toEqual({ kind: 'assassinate', seat: 0, target: 1 });
  });
});

describe('refusals outside their decisions', () => {
  it('each Kraken Lord action is the wrong decision at the main decision', () => {
    const s = kgame();
    const actions: Action[] = [
      { type: 'heal', card: 0 }, { type: 'execute', race: 'crab' }, { type: 'discardAffiliated', card: 0 }, { type: 'liberate', lord: 1 },
    ];
    for (const a of actions) rejects(s, a, 'WRONG_DECISION');
    rejects(s, { type: 'recipient' }, 'ALREADY_USED');
  });
});
