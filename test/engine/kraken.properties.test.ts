// The Kraken expansion under random play, alone and with De Profundis, 2 to 4 players: every
// game ends; every card is conserved after every action (Exploration cards with the 7 Kraken
// Allies, Lords, Locations, the 25 Loot cards, Monster tokens, Key tokens, Outcasts); Pearls
// and Nebulis are never negative and Nebulis move only as the events say; the Kraken figure is
// always with a player holding the most Nebulis (nobody when nobody has any); and no view can
// tell the Loot order, another seat's hand, the decks' order or the discard's contents
// (outside the Healer's own decision). Then the bots (greedy, search) play Kraken games.
// Seeded: a failure names its game.
import { describe, expect, it } from 'vitest';
import {
  KRAKEN_ALLY_COUNT, KRAKEN_ALLY_FIRST, KRAKEN_LOCATION_COUNT, KRAKEN_LOCATION_FIRST, KRAKEN_LORD_COUNT, KRAKEN_LORD_FIRST, KEY_TOKEN_COUNT, LOOT_COUNT, MONSTER_TOKEN_COUNT, allyRace,
  applyAction, isKrakenAlly, isMonsterCard, legalActions, newGame, viewFor,
  type GameOptions, type GameState,
} from './mutable.ts';
import { createGreedyBot } from '../../src/bots/greedy.ts';
import { createSearchBot } from '../../src/bots/search.ts';
import type { Bot } from '../../src/bots/types.ts';
import {
  MAX_ACTIONS, OUTCAST_BASE, choiceSeed, countIds, explorationZones, krakenLimbo, lootZones, lordZones, outcastTotal, outcastZones, krakenAnnouncedPearls, nebulisProblems, pearlDeltaProblems, prng, randomAction,
} from './random-play.ts';
import { blocks, byDepth, DEPTH } from '../depth.ts';

// --- Conservation and the Kraken's rules as invariants ---------------------------------------

/** Every whole-state invariant of a Kraken game (with De Profundis when `outcasts` > 0). */
export function krakenProblems(s: GameState, outcasts: number): string[] {
  const problems: string[] = [];
  countIds(problems, 'Exploration card', [...explorationZones(s), ...krakenLimbo(s)], 0, KRAKEN_ALLY_FIRST + KRAKEN_ALLY_COUNT);
  countIds(problems, 'Lord', lordZones(s).map(([z, ids]) => [z, ids.filter((id) => id < OUTCAST_BASE)]), 1, KRAKEN_LORD_FIRST + KRAKEN_LORD_COUNT - 1);
  countIds(problems, 'Outcast', outcastZones(s), OUTCAST_BASE, outcasts);
  const locationZones: [string, readonly number[]][] = [['location stack', s.locationStack], ['available', s.locationsAvailable], ['out', s.locationsOut]];
  s.players.forEach((p, i) => locationZones.push([`locations ${i}`, p.locations.map((l) => l.id)]));
  countIds(problems, 'Location', locationZones, 1, KRAKEN_LOCATION_FIRST + KRAKEN_LOCATION_COUNT - 1);
  countIds(problems, 'Loot card', lootZones(s), 0, LOOT_COUNT);
  const tokenZones: [string, readonly number[]][] = [['token supply', s.monsterTokens]];
  s.players.forEach((p, i) => tokenZones.push([`monsters ${i}`, p.monsters]));
  countIds(problems, 'Monster token', tokenZones, 0, MONSTER_TOKEN_COUNT);
  const keys = s.keySupply + s.players.reduce((n, p) => n + p.keyTokens, 0);
  if (keys !== KEY_TOKEN_COUNT || s.keySupply < 0) problems.push(`${keys} Key tokens (supply ${s.keySupply})`);

  let most = 0;
  s.players.forEach((p, i) => {
    if (!Number.isInteger(p.pearls) || p.pearls < 0) problems.push(`seat ${i} has ${p.pearls} Pearls`);
    if (!Number.isInteger(p.nebulis) || p.nebulis! < 0) problems.push(`seat ${i} has ${p.nebulis} Nebulis`);
    most = Math.max(most, p.nebulis ?? 0);
    for (const c of [...p.hand, ...p.affiliated]) if (isMonsterCard(c)) problems.push(`seat ${i} holds Monster card ${c}`);
    for (const c of p.affiliated) if (isKrakenAlly(c)) problems.push(`seat ${i} affiliated Kraken Ally ${c}`);
  });
  s.council.forEach((stack, r) => {
    for (const c of stack) if (isMonsterCard(c) || (allyRace(c) !== r && !isKrakenAlly(c))) problems.push(`card ${c} in Council stack ${r}`);
  });
  // The figure: nobody while nobody holds Nebulis; else a player with the most (a tie being settled may wait,
  // and the Fence's gifts settle it once, after the last: issue 23).
  const figure = s.kraken!.figure;
  const settling = s.pending?.kind === 'krakenFigure' || s.pending?.kind === 'fence' || s.tasks.some((t) => t.t === 'krakenFigure');
  if (most === 0 && figure !== -1) problems.push(`the Kraken figure is with seat ${figure} while nobody holds Nebulis`);
  if (most > 0 && !settling && (figure < 0 || s.players[figure].nebulis !== most)) {
    problems.push(`the Kraken figure is with seat ${figure} (${figure >= 0 ? s.players[figure].nebulis : '-'} Nebulis), the most is ${most}`);
  }
  for (const x of s.kraken!.sentinels) if (x.seat < 0 || x.seat >= s.players.length) problems.push(`Sentinel of Lord ${x.lord} with seat ${x.seat}`);
  if (s.over && s.pending !== null) problems.push('pending decision after the game is over');
  if (!s.over && s.pending === null) problems.push('no pending decision in a running game');
  return problems;
}

// --- Hidden information: twins that differ only in a secret ---------------------------------

/** The view without its log (twins share one log; the log is checked apart). */
function seen(s: GameState, seat: number | null): string {
  const v = viewFor(s, seat);
  // The Healer's owner sees the discard's Allies in their legal actions: as a set, not an order.
  const legal = v.legal.map((a) => JSON.stringify(a)).sort();
  return JSON.stringify({ ...v, log: [], legal });
}

function twinWith(s: GameState, edit: (t: GameState) => boolean): GameState | null {
  const t = structuredClone(s);
  return edit(t) ? t : null;
}

/**
 * Twins of `s`, each with one secret changed, and the seats that may tell the difference:
 * the Loot order, the Exploration deck's and Lord deck's order, the Location stack's order,
 * a card of a hand exchanged with one of the deck, a card of the discard exchanged with one
 * of the deck (the Healer's owner alone sees the discard's Allies, during their decision).
 */
function twins(s: GameState, only?: string): [string, GameState, number[]][] {
  const out: [string, GameState, number[]][] = [];
  const add = (what: string, t: GameState | null, may: number[] = []): void => {
    if (t && (only === undefined || what === only)) out.push([what, t, may]);
  };
  const reversed = (a: number[]): boolean => {
    if (a.length < 2 || a[0] === a[a.length - 1]) return false;
    a.reverse();
    return true;
  };
  add('Loot order', twinWith(s, (t) => reversed(t.kraken!.lootDeck)));
  add('Exploration deck order', twinWith(s, (t) => reversed(t.explorationDeck)));
  if (!s.turn.peek) add('Lord deck order', twinWith(s, (t) => reversed(t.lordDeck)));
  add('Location stack order', twinWith(s, (t) => reversed(t.locationStack)));
  const deckAlly = s.explorationDeck.findIndex((c) => !isMonsterCard(c));
  if (deckAlly >= 0) {
    s.players.forEach((p, seat) => {
      if (p.hand.length === 0) return;
      add(`hand of seat ${seat}`, twinWith(s, (t) => {
        const h = t.players[seat].hand;
        const i = h.length - 1;
        [h[i], t.explorationDeck[deckAlly]] = [t.explorationDeck[deckAlly], h[i]];
        return !JSON.stringify(t.pending ?? {}).includes(String(t.explorationDeck[deckAlly]));
      }), [seat]);
    });
    const discardAlly = s.explorationDiscard.findIndex((c) => !isMonsterCard(c));
    if (discardAlly >= 0) {
      const healer = s.pending?.kind === 'healer' ? [s.pending.seat] : [];
      add('discard contents', twinWith(s, (t) => {
        [t.explorationDiscard[discardAlly], t.explorationDeck[deckAlly]] = [t.explorationDeck[deckAlly], t.explorationDiscard[discardAlly]];
        return true;
      }), healer);
    }
  }
  return out;
}

/** Checks the views of `s` against its twins (`only`: one kind of twin); returns how many views were compared. */
function checkSecrets(s: GameState, where: string, only?: string): number {
  let checked = 0;
  const seats = [null, ...s.players.map((_, i) => i)];
  const views = new Map(seats.map((seat) => [seat, seen(s, seat)]));
  for (const [what, t, may] of twins(s, only)) {
    for (const seat of seats) {
      if (seat !== null && may.includes(seat)) continue;
      if (seen(t, seat) !== views.get(seat)) expect.fail(`${where}: the view of ${seat} tells the ${what}`);
      checked++;
    }
  }
  // The Loot deck, in its order, is in no view.
  if (s.kraken!.lootDeck.length >= 5) {
    const order = JSON.stringify(s.kraken!.lootDeck);
    for (const seat of seats) if (views.get(seat)!.includes(order.slice(1, -1))) expect.fail(`${where}: the Loot deck is in the view of ${seat}`);
  }
  return checked;
}

// --- Random games ------------------------------------------------------------------------

interface Tally { games: number; actions: number; kinds: Map<string, number>; types: Set<string>; secrets: number; loot: number; krakens: number }

function playRandom(opts: GameOptions, t: Tally, secretEvery: number): void {
  const rand = prng(choiceSeed(opts.seed) * 7907 + opts.players);
  let s = newGame(opts);
  const outcasts = outcastTotal(s);
  expect(krakenProblems(s, outcasts), `setup of ${JSON.stringify(opts)}`).toEqual([]);
  let n = 0;
  while (!s.over) {
    const where = `game ${JSON.stringify(opts)}, action ${n}`;
    if (n >= MAX_ACTIONS) expect.fail(`${where}: the game does not end`);
    // All twins now and then; at a Loot search its order, at the Healer's decision the discard.
    if (n % secretEvery === 0) t.secrets += checkSecrets(s, where);
    else if (s.pending!.kind === 'loot') t.secrets += checkSecrets(s, where, 'Loot order');
    else if (s.pending!.kind === 'healer') t.secrets += checkSecrets(s, where, 'discard contents');
    const a = randomAction(s, rand);
    t.kinds.set(s.pending!.kind, (t.kinds.get(s.pending!.kind) ?? 0) + 1);
    t.types.add(a.type);
    if (a.type === 'drawLoot') t.loot++;
    if (a.type === 'recruit' && a.allies.some(isKrakenAlly)) t.krakens++;
    const r = applyAction(s, a);
    if (!r.ok) expect.fail(`${where}: legal ${JSON.stringify(a)} rejected: ${r.error.message}`);
    const problems = [...krakenProblems(r.state, outcasts), ...pearlDeltaProblems(s, r.state, r.events, krakenAnnouncedPearls(r.events, s.players.length)), ...nebulisProblems(s, r.state, r.events)];
    if (problems.length) expect.fail(`${where} ${JSON.stringify(a)} from ${JSON.stringify(s.pending)}:\n${problems.join('\n')}`);
    s = r.state;
    n++;
  }
  expect(legalActions(s)).toEqual([]);
  // At the end nobody holds Allies; the score sheet has its Nebulis column.
  for (const line of viewFor(s, null).scores!) expect(line.nebulis, where(opts)).toBeLessThanOrEqual(0);
  t.games++;
  t.actions += n;
}

/** Every so many actions (and at every Healer and Loot decision) the views are checked against twins. */
const SECRET_EVERY = 89;

const where = (opts: GameOptions): string => `game ${JSON.stringify(opts)}`;

function newTally(): Tally {
  return { games: 0, actions: 0, kinds: new Map(), types: new Set(), secrets: 0, loot: 0, krakens: 0 };
}

const PER_COUNT = byDepth({ quick: 5, ci: 100, deep: 600 });
const OUTCASTS = byDepth({ quick: 5, ci: 75, deep: 300 });
const GAMES = 3 * PER_COUNT + OUTCASTS;

describe('Kraken: random games through applyAction', () => {
  it('the checks see a Loot card lost or doubled, a Kraken Ally affiliated, and the figure astray', () => {
    const s = newGame({ seed: 1, players: 3, expansions: { kraken: true } });
    expect(krakenProblems(s, 0)).toEqual([]);
    const lost = structuredClone(s);
    const gone = lost.kraken!.lootDeck.pop()!;
    expect(krakenProblems(lost, 0)).toEqual([`Loot card ${gone} is missing`]);
    const twice = structuredClone(s);
    twice.players[0].locations.push({ id: twice.locationStack.pop()!, lords: [], loot: [twice.kraken!.lootDeck[0]] });
    expect(krakenProblems(twice, 0)).toEqual([`Loot card ${s.kraken!.lootDeck[0]} is both in loot deck and in loot on ${twice.players[0].locations[0].id} of 0`]);
    const kraken = structuredClone(s);
    const k = kraken.explorationDeck.findIndex(isKrakenAlly);
    kraken.players[1].affiliated.push(...kraken.explorationDeck.splice(k, 1));
    expect(krakenProblems(kraken, 0)).toEqual([`seat 1 affiliated Kraken Ally ${s.explorationDeck[k]}`]);
    const astray = structuredClone(s);
    astray.players[2].nebulis = 2;
    astray.players[1].nebulis = 1;
    astray.kraken!.figure = 1;
    expect(krakenProblems(astray, 0)).toEqual(['the Kraken figure is with seat 1 (1 Nebulis), the most is 2']);
    astray.players[1].nebulis = -1;
    expect(krakenProblems(astray, 0)).toContain('seat 1 has -1 Nebulis');
  });

  it('the secret checks see a view that tells the Loot order', () => {
    const s = newGame({ seed: 2, players: 2, expansions: { kraken: true } });
    const leaky = structuredClone(s);
    // Plant the Loot deck in the options (a view copies them).
    (leaky.options as unknown as Record<string, unknown>).leak = leaky.kraken!.lootDeck.slice();
    expect(() => checkSecrets(leaky, 'planted')).toThrow(/Loot/);
    expect(checkSecrets(s, 'clean')).toBeGreaterThan(0);
  });

  const all = newTally();
  // Games per player count and with De Profundis: the deep tier's 600 and 300 (the base game's
  // deep depth), fewer in CI and the quick tier (test/depth.ts), in blocks of at most 300 so
  // that each test stays well inside its time limit on a loaded machine.
  for (const players of [2, 3, 4]) {
    for (const [from, to] of blocks(PER_COUNT, 300)) {
      it(`${players} players, games ${from + 1}-${to}: Kraken games keep every card, Pearl, Nebulis and the figure, and every secret`, () => {
        const t = newTally();
        for (let g = from; g < to; g++) playRandom({ seed: 500_000 + 1000 * players + g, players, expansions: { kraken: true } }, t, SECRET_EVERY);
        expect(t.games).toBe(to - from);
        for (const [k, v] of t.kinds) all.kinds.set(k, (all.kinds.get(k) ?? 0) + v);
        for (const a of t.types) all.types.add(a);
        all.games += t.games;
        all.secrets += t.secrets;
        all.loot += t.loot;
        all.krakens += t.krakens;
      });
    }
  }

  for (const [from, to] of blocks(OUTCASTS, 150)) {
    it(`Kraken with De Profundis, games ${from + 1}-${to}: every invariant, Outcasts conserved too`, () => {
      const t = newTally();
      for (let g = from; g < to; g++) playRandom({ seed: 560_000 + g, players: 2 + (g % 3), expansions: { kraken: true, deProfundis: true } }, t, SECRET_EVERY);
      expect(t.games).toBe(to - from);
      for (const [k, v] of t.kinds) all.kinds.set(k, (all.kinds.get(k) ?? 0) + v);
      all.games += t.games;
      all.secrets += t.secrets;
    });
  }

  // The quick tier's few games cannot meet every rare decision: its coverage is CI's and the deep tier's to check.
  it.skipIf(DEPTH === 'quick')('the games met the expansion: Kraken Allies spent, Loot drawn, every Kraken decision', () => {
    expect(all.games).toBe(GAMES);
    // At least these many per game (2,100 games spent over 100 Kraken Allies, drew over 100 Loot cards, compared 5,000 views).
    expect(all.krakens).toBeGreaterThan(GAMES / 21);
    expect(all.loot).toBeGreaterThan(GAMES / 21);
    expect(all.secrets).toBeGreaterThan(GAMES * 2.4);
    expect(all.kinds.get('reconquer') ?? 0, 'no reconquest met with De Profundis').toBeGreaterThan(0);
    for (const kind of ['krakenFigure', 'placeKraken', 'fence', 'healer', 'executioner', 'executed', 'liberator', 'loot', 'sentinel']) {
      expect(all.kinds.get(kind) ?? 0, `no '${kind}' decision met`).toBeGreaterThan(0);
    }
    for (const type of ['ferryman', 'recipient', 'drawLoot', 'stopLoot', 'placeSentinel', 'giveKraken', 'placeKraken']) {
      expect(all.types.has(type), `no '${type}' action taken`).toBe(true);
    }
  });
});

// --- The bots play Kraken games -------------------------------------------------------------

function playBots(opts: GameOptions, bots: Bot[]): GameState {
  let s = newGame(opts);
  const outcasts = outcastTotal(s);
  for (let n = 0; !s.over; n++) {
    if (n >= MAX_ACTIONS) expect.fail(`${where(opts)}: the bots' game does not end`);
    const seat = s.pending!.seat;
    const view = viewFor(s, seat);
    const a = view.legal.length === 1 ? view.legal[0] : bots[seat].decide(view);
    const r = applyAction(s, a);
    if (!r.ok) expect.fail(`${where(opts)}, action ${n}: the bot chose ${JSON.stringify(a)}: ${r.error.message}`);
    const problems = krakenProblems(r.state, outcasts);
    if (problems.length) expect.fail(`${where(opts)}, action ${n}:\n${problems.join('\n')}`);
    s = r.state;
  }
  return s;
}

describe('Kraken: the bots', () => {
  it('greedy finishes Kraken games, 2 to 4 players, with and without De Profundis', () => {
    for (let g = 0; g < 12; g++) {
      const players = 2 + (g % 3);
      const opts: GameOptions = { seed: 610_000 + g, players, expansions: { kraken: true, ...(g % 4 === 3 ? { deProfundis: true } : {}) } };
      const s = playBots(opts, Array.from({ length: players }, (_, i) => createGreedyBot(g * 10 + i, i % 2 ? { noise: 0.5 } : {})));
      expect(s.over).toBe(true);
    }
  });

  it('search (a small budget) finishes Kraken games against greedy', () => {
    for (let g = 0; g < 3; g++) {
      const players = 2 + g;
      const opts: GameOptions = { seed: 620_000 + g, players, expansions: { kraken: true, ...(g === 2 ? { deProfundis: true } : {}) } };
      const bots = Array.from({ length: players }, (_, i) => (i === 0 ? createSearchBot(g + 1, { iterations: 8, playoutDepth: 40 }) : createGreedyBot(g * 10 + i)));
      expect(playBots(opts, bots).over).toBe(true);
    }
  });
});
