// Hidden information (rulings.md, "Hidden information"), checked like an attacker would:
// for random games in progress, every seat's view and the spectator's are scanned for
// secrets, by structure (which keys exist) and by content (no array of hidden ids, no
// RNG state, no log line naming a card nobody has seen).
import { describe, expect, it } from 'vitest';
import {
  LOCATIONS, LORDS, RACES, applyAction, capitalise, legalActions, newGame, viewFor,
  type GameEvent, type GameOptions, type GameState, type OutcastCard, type PlayerView,
} from './mutable.ts';
import { MAX_ACTIONS, choiceSeed, prng, randomAction } from './random-play.ts';
import { eventText, logDeck } from '../../src/i18n/events.ts';
import { byDepth } from '../depth.ts';

// --- Structure: every path a view may have -------------------------------------

/** Allowed key paths; `[]` stands for any array index, `*` for any key. */
const ALLOWED = new Set([
  'seat', 'playerCount', 'current', 'over', 'finalRound', 'extraTurns', 'lastSeat', 'threat',
  'pending', 'pending.kind', 'pending.seat', 'pending.card', 'pending.price', 'pending.from', 'pending.space',
  'pending.options', 'pending.options[]', 'pending.options[].pearls', 'pending.options[].monsters', 'pending.options[].keys',
  'pending.spent', 'pending.spent[]', 'pending.lord', 'pending.count', 'pending.reason', 'pending.target',
  'pending.targets', 'pending.targets[]', 'pending.drawn', 'pending.drawn[]', 'pending.ambassador', 'pending.location',
  'pending.lords', 'pending.lords[]',
  // Kraken: the race the Executioner named (public).
  'pending.race', 'tasks[].race',
  // An open payment (recruit-steps.ts): the Allies are the payer's only, checked below.
  'pending.allies', 'pending.allies[]',
  'legal', 'legal[]', 'legal[].*', 'legal[].races', 'legal[].races[]', 'legal[].allies', 'legal[].allies[]', 'legal[].lords', 'legal[].lords[]',
  'turn', 'turn.purchases', 'turn.buyers', 'turn.powersUsed', 'turn.acted', 'turn.peek', 'turn.secondBuyers',
  'tasks', 'tasks[]', 'tasks[].t', 'tasks[].lord', 'tasks[].from', 'tasks[].seats', 'tasks[].seats[]',
  'tasks[].seat', 'tasks[].lords', 'tasks[].lords[]',
  'options', 'options.players', 'options.names', 'options.names[]', 'options.startSeat', 'options.martialLaw',
  'options.expansions', 'options.expansions.deProfundis',
  // The Outcast card list of the game (its contents, not its order) is public data.
  'options.expansions.deProfundis.deck', 'options.expansions.deProfundis.deck[]', 'options.expansions.deProfundis.deck[].*',
  'track', 'track[]', 'council', 'council[]', 'council[].race', 'council[].count', 'court', 'court[]',
  'lordDeckCount', 'outcastDeckCount', 'peek', 'lordDiscard', 'lordDiscard[]', 'explorationDeckCount', 'explorationDiscardCount',
  'locationStackCount', 'locationsAvailable', 'locationsAvailable[]', 'locationsOut', 'locationsOut[]',
  'monsterTokensLeft', 'keySupply', 'locationStack', 'locationStack[]',
  'players', 'players[]', 'players[].seat', 'players[].name', 'players[].pearls', 'players[].keyTokens', 'players[].keys',
  'players[].handCount', 'players[].hand', 'players[].hand[]', 'players[].monsterCount', 'players[].monsterValues',
  'players[].monsterValues[]', 'players[].lords', 'players[].lords[]', 'players[].assassinated', 'players[].assassinated[]',
  'players[].locations', 'players[].locations[]', 'players[].locations[].id', 'players[].locations[].lords',
  'players[].locations[].lords[]', 'players[].locations[].outcasts', 'players[].locations[].outcasts[]',
  'players[].affiliated', 'players[].affiliated[]', 'players[].lordCount', 'players[].outcasts', 'players[].outcasts[]',
  'log', 'log[]', 'log[].kind', 'log[].args', 'log[].args.*', 'log[].seat', 'log[].to', 'log[].reveals',
  // Event arguments are ids and counts; what they name is checked line by line (checkEvents).
  'log[].args.added[]', 'log[].args.allies[]', 'log[].args.cards[]', 'log[].args.counts[]', 'log[].args.locations[]',
  'log[].args.lords[]', 'log[].args.outcasts[]', 'log[].args.values[]',
  'scores', 'scores[]', 'scores[].*',
]);

function paths(x: unknown, path: string, out: Set<string>): void {
  if (x === null || typeof x !== 'object') return;
  if (Array.isArray(x)) {
    for (const v of x) {
      out.add(`${path}[]`);
      paths(v, `${path}[]`, out);
    }
    return;
  }
  for (const [k, v] of Object.entries(x)) {
    const p = path ? `${path}.${k}` : k;
    out.add(ALLOWED.has(p) || !ALLOWED.has(`${path}.*`) ? p : `${path}.*`);
    if (!(path === 'legal[]' && typeof v !== 'object')) paths(v, p, out);
  }
}

/** Every array of numbers anywhere in a value. */
function numberArrays(x: unknown, out: number[][] = []): number[][] {
  if (Array.isArray(x)) {
    if (x.length && x.every((v) => typeof v === 'number')) out.push(x as number[]);
    else for (const v of x) numberArrays(v, out);
  } else if (x !== null && typeof x === 'object') for (const v of Object.values(x)) numberArrays(v, out);
  return out;
}

const sameSet = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && [...a].sort((x, y) => x - y).join() === [...b].sort((x, y) => x - y).join();

/** The secret zones a seat (or the spectator) must not see. */
function secretsFor(s: GameState, seat: number | null): [string, number[]][] {
  const out: [string, number[]][] = [
    ['Exploration deck', s.explorationDeck], ['Lord deck', s.lordDeck], ['Monster token supply', s.monsterTokens],
    ['Outcast deck', s.outcastDeck],
  ];
  const smokersChooser = s.pending?.kind === 'blackSmokers' && s.pending.seat === seat;
  if (!smokersChooser) out.push(['Location stack', s.locationStack]);
  s.council.forEach((c, r) => out.push([`Council ${RACES[r]}`, c]));
  s.players.forEach((p, i) => {
    if (i === seat) return;
    out.push([`hand of ${i}`, p.hand]);
    if (!s.over) out.push([`Monster tokens of ${i}`, p.monsters]);
  });
  return out;
}

/** A cheap assertion for the hot loop (views are checked tens of thousands of times). */
function ok(condition: boolean, message: () => string): void {
  if (!condition) expect.fail(message());
}

function checkView(s: GameState, seat: number | null, v: PlayerView = viewFor(s, seat)): void {
  const where = (): string => `view of ${seat} at ${JSON.stringify(s.pending)} (${s.log.length} events)`;
  const found = new Set<string>();
  const { log, ...rest } = v;
  paths(rest, '', found);
  if (s.over) found.delete('options.seed');
  // The log grows with the game: its entries are checked by key, not walked each time.
  for (const e of log) for (const k in e) found.add(`log[].${k}`);
  const unexpected = [...found].filter((p) => !ALLOWED.has(p));
  ok(unexpected.length === 0, () => `${where()}: unexpected keys ${unexpected.join(', ')}`);

  // Whose data: hands, token values, legal actions, the Black Smokers stack.
  v.players.forEach((p, i) => {
    ok(p.handCount === s.players[i].hand.length && p.monsterCount === s.players[i].monsters.length, () => `${where()}: counts of seat ${i}`);
    if (i === seat) ok(JSON.stringify(p.hand) === JSON.stringify(s.players[i].hand), () => `${where()}: own hand`);
    else ok(!('hand' in p), () => `${where()}: hand of seat ${i}`);
    if (i !== seat && !s.over) ok(!('monsterValues' in p), () => `${where()}: token values of seat ${i}`);
  });
  const deciding = s.pending?.seat === seat;
  if (deciding) ok(JSON.stringify(v.legal) === JSON.stringify(legalActions(s)), () => `${where()}: legal actions`);
  else ok(v.legal.length === 0, () => `${where()}: legal actions of another seat`);
  ok('scores' in v === s.over, () => `${where()}: scores (and every token value) before the end`);
  const smokers = s.pending?.kind === 'blackSmokers' && deciding;
  ok('locationStack' in v === smokers, () => `${where()}: Location stack`);
  if (smokers) expect(v.locationStack).toEqual([...s.locationStack].sort((a, b) => a - b));
  ok(v.council.every((c, r) => c.count === s.council[r].length), () => `${where()}: Council counts`);
  // The Conspirator's peek: the top Lord, to the current player only, after the peek.
  if ('peek' in v) {
    ok(seat === s.current && s.turn.peek, () => `${where()}: peek`);
    expect(v.peek).toBe(s.lordDeck[s.lordDeck.length - 1]);
  }

  // The decision and the task list name only cards on the table.
  const d = v.pending as Record<string, unknown> | null;
  if (d) {
    if (typeof d.card === 'number') ok(s.track.includes(d.card), () => `${where()}: pending card`);
    const locations = publicLocations(s);
    for (const k of ['drawn', 'options'] as const) {
      if (d.kind !== 'reward' && Array.isArray(d[k])) ok((d[k] as number[]).every((l) => locations.includes(l)), () => `${where()}: pending ${k}`);
    }
    if (typeof d.location === 'number') ok(locations.includes(d.location), () => `${where()}: pending location`);
    // An open payment for the Conspirator's top Lord: the payer saw it (peek), others see 0.
    const hiddenLord = d.kind === 'payment' && (deciding ? d.lord === v.peek : d.lord === 0);
    if (typeof d.lord === 'number' && !hiddenLord) ok(publicCourtCards(s).includes(d.lord), () => `${where()}: pending Lord`);
    if (s.pending?.kind === 'payment') {
      const shown = JSON.stringify(d.allies);
      ok(shown === (deciding ? JSON.stringify(s.pending.allies) : '[]'), () => `${where()}: open payment shows ${shown}`);
      const lord = deciding || s.court.includes(s.pending.lord) ? s.pending.lord : 0;
      ok(d.lord === lord, () => `${where()}: open payment shows Lord ${String(d.lord)}`);
    }
  }
  for (const t of v.tasks) if ('lord' in t) ok(publicCourtCards(s).includes(t.lord), () => `${where()}: task ${t.t}`);

  // Content: no secret zone appears as a list anywhere (in any order), no RNG state.
  const arrays = numberArrays(rest);
  for (const [zone, ids] of secretsFor(s, seat)) {
    if (ids.length < 3) continue; // short lists could match by chance (ids of different tables overlap)
    ok(!arrays.some((a) => sameSet(a, ids)), () => `${where()}: ${zone} is in the view`);
  }
  const text = JSON.stringify(rest);
  ok(s.rng <= 99_999 || !new RegExp(`(^|[^0-9.])${s.rng}([^0-9.]|$)`).test(text), () => `${where()}: RNG state`);
  // The seed is the RNG state at the start: with the public actions it replays every deck.
  // It may be published once the game is over (to verify a replay), never before.
  ok(!/"rng"/.test(text), () => `${where()}: RNG in the view`);
  if (!s.over) {
    ok(!('seed' in v.options), () => `${where()}: the seed is in the view`);
    ok(!/"seed"/.test(text), () => `${where()}: a seed in the view`);
  }

  // The log: private lines only to their addressee.
  const foreign = log.filter((e) => e.to !== undefined && e.to !== seat);
  ok(foreign.length === 0, () => `${where()}: private lines of others ${JSON.stringify(foreign)}`);
  ok(log.length === s.log.filter((e) => e.to === undefined || e.to === seat).length, () => `${where()}: log length`);
}

// --- The log never names a card nobody may see ------------------------------------

const ALLY_NAME = new RegExp(`\\b(${RACES.map(capitalise).join('|')}) ([1-5])\\b`, 'g');
const wholeName = (name: string): [string, RegExp] => [name, new RegExp(`\\b${name}\\b`)];
const LORD_NAMES = LORDS.slice(1).map((l) => wholeName(l.name));
const LOCATION_NAMES = LOCATIONS.slice(1).map((l) => wholeName(l.name));

/** A small Outcast deck of our own (the deck is data), with the Conspirator. */
const OUTCASTS: OutcastCard[] = [
  { name: 'The Conspirator', cost: 6, races: 2, mandatoryRace: null, ip: 5, key: false, power: 'conspirator' },
  { name: 'The Turncoat', cost: 5, races: 1, mandatoryRace: null, ip: 4, key: true, power: 'none' },
  { name: 'The Mutineer', cost: 6, races: 2, mandatoryRace: 'crab', ip: 6, key: false, power: 'none' },
  { name: 'The Stowaway', cost: 4, races: 1, mandatoryRace: 'squid', ip: 3, key: true, power: 'none' },
  { name: 'The Smuggler', cost: 7, races: 3, mandatoryRace: null, ip: 6, key: false, power: 'none' },
  { name: 'The Castaway', cost: 5, races: 2, mandatoryRace: 'seahorse', ip: 4, key: true, power: 'none' },
];
const OUTCAST_NAMES = OUTCASTS.map((o) => wholeName(o.name));

function allyKey(card: number): string {
  return `${capitalise(RACES[Math.floor(card / 13)])} ${[1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5][card % 13]}`;
}

/** Allies on the table for everyone: the track, affiliated, spent in a recruitment. */
function publicAllies(s: GameState): number[] {
  const out = [...s.track, ...s.players.flatMap((p) => p.affiliated)];
  if (s.pending?.kind === 'affiliate') out.push(...s.pending.spent);
  return out.filter((c) => c < 65);
}
function publicLords(s: GameState): number[] {
  return publicCourtCards(s).filter((id) => id < 101);
}
/** Lords and Outcasts (ids ≥ 101) on the table or in a player's hands-off zones. */
function publicCourtCards(s: GameState): number[] {
  return [
    ...s.court, ...s.lordDiscard, ...s.players.flatMap((p) => [...p.lords, ...p.locations.flatMap((l) => l.lords)]),
    ...s.tasks.flatMap((t) => (t.t === 'gainLord' ? [t.lord] : t.t === 'replaceLost' ? t.lords : [])),
    ...s.players.flatMap((p) => [...p.outcasts, ...p.locations.flatMap((l) => l.outcasts ?? [])]),
  ];
}
function publicLocations(s: GameState): number[] {
  return [...s.locationsAvailable, ...s.locationsOut, ...s.players.flatMap((p) => p.locations.map((l) => l.id))];
}

/**
 * Allies a public line of this action may name: those on the table before or after it,
 * those revealed from the deck during it (onto the track, maybe taken at once), and those a
 * player played out of hand (paid, discarded) during it.
 */
function nameableAllies(before: GameState, after: GameState): Set<string> {
  const out = new Set([...publicAllies(before), ...publicAllies(after)].map(allyKey));
  const handAfter = new Set(after.players.flatMap((p) => p.hand));
  for (const c of before.players.flatMap((p) => p.hand)) if (!handAfter.has(c)) out.add(allyKey(c));
  // Cards only leave the deck face up; a reshuffled discard joins the deck.
  const deckAfter = new Set(after.explorationDeck);
  const discardAfter = new Set(after.explorationDiscard);
  for (const c of before.explorationDeck) if (c < 65 && !deckAfter.has(c)) out.add(allyKey(c));
  for (const c of before.explorationDiscard) if (c < 65 && !deckAfter.has(c) && !discardAfter.has(c)) out.add(allyKey(c));
  return out;
}

function checkEvents(before: GameState, after: GameState, events: readonly GameEvent[]): void {
  const allies = nameableAllies(before, after);
  const lords = new Set([...publicLords(before), ...publicLords(after)].map((l) => LORDS[l].name));
  const outcasts = new Set([...publicCourtCards(before), ...publicCourtCards(after)].filter((id) => id >= 101).map((id) => OUTCASTS[id - 101].name));
  const locations = new Set([...publicLocations(before), ...publicLocations(after)].map((l) => LOCATIONS[l].name));
  for (const e of events) {
    // Read as an English reader does: what the sentence names is what the arguments carry.
    const text = eventText(e, 'en', before.options.names ?? [], logDeck(before.options));
    const where = `"${text}" (to ${e.to})`;
    const named = [...text.matchAll(ALLY_NAME)].map((m) => m[0]);
    if (e.to !== undefined) {
      // (At the end of the game hands are emptied in the same action.)
      const hand = after.over ? named : after.players[e.to].hand.map(allyKey);
      for (const n of named) expect(hand, `${where}: private line names a card not in its reader's hand`).toContain(n);
      continue;
    }
    expect(/^You\b|\byour\b/i.test(text), `${where}: a line for one player is public`).toBe(false);
    const french = eventText(e, 'fr', before.options.names ?? [], logDeck(before.options));
    expect(/\b(vous|votre|vos)\b/i.test(french), `"${french}": a line for one player is public`).toBe(false);
    for (const n of named) expect(allies.has(n), `${where}: names ${n}, which nobody has seen`).toBe(true);
    for (const [n, re] of LORD_NAMES) if (re.test(text)) expect(lords.has(n), `${where}: names ${n}, still hidden`).toBe(true);
    if (before.options.expansions?.deProfundis) {
      for (const [n, re] of OUTCAST_NAMES) if (re.test(text)) expect(outcasts.has(n), `${where}: names ${n}, still hidden`).toBe(true);
    }
    for (const [n, re] of LOCATION_NAMES) if (re.test(text)) expect(locations.has(n), `${where}: names ${n}, still hidden`).toBe(true);
    if (!after.over) expect(/worth|value/i.test(text), `${where}: a Monster token value?`).toBe(false);
  }
}

// --- Games ------------------------------------------------------------------------

const GAMES: GameOptions[] = [];
// The deep tier's 36 base, 9 De Profundis and 3 hex-seeded games; fewer in CI and the quick tier (test/depth.ts).
const [BASE, DP, HEX] = byDepth({ quick: [6, 3, 1], ci: [18, 6, 3], deep: [36, 9, 3] });
for (let i = 0; i < BASE; i++) GAMES.push({ seed: 31_000 + i, players: 2 + (i % 3), ...(i % 6 === 5 ? { martialLaw: true } : {}) });
for (let i = 0; i < DP; i++) GAMES.push({ seed: 32_000 + i, players: 2 + (i % 3), expansions: { deProfundis: { deck: OUTCASTS } } });
// Secret (hex) seeds deal through ChaCha20: the same rules of who sees what hold.
for (let i = 0; i < HEX; i++) GAMES.push({ seed: `${i}`.repeat(8) + 'c4a1'.repeat(10 + i), players: 2 + i, ...(i === 2 ? { expansions: { deProfundis: { deck: OUTCASTS } } } : {}) });

describe('hidden information', () => {
  it('no view shows a secret, and the log names only what its reader may know', () => {
    const kinds = new Set<string>();
    let peeks = 0;
    for (const options of GAMES) {
      const rand = prng(choiceSeed(options.seed));
      let s = newGame(options);
      for (let n = 0; !s.over && n < MAX_ACTIONS; n++) {
        kinds.add(s.pending!.kind);
        if (s.turn.peek) peeks++;
        // Every decision other than the frequent exploration ones, and a sample of those.
        if (!['offer', 'allyRevealed', 'main'].includes(s.pending!.kind) || n % 7 === 0) {
          checkView(s, null);
          for (let seat = 0; seat < s.players.length; seat++) checkView(s, seat);
        }
        const r = applyAction(s, randomAction(s, rand));
        if (!r.ok) throw new Error(r.error.message);
        checkEvents(s, r.state, r.events);
        s = r.state;
      }
      expect(s.over).toBe(true);
      // At the end every Monster token value is revealed to all.
      for (const seat of [null, 0, 1]) {
        const v = viewFor(s, seat);
        checkView(s, seat);
        v.players.forEach((p, i) => expect(p.monsterValues?.length).toBe(s.players[i].monsters.length));
      }
    }
    expect(kinds.has('blackSmokers')).toBe(true);
    expect(peeks, 'no Conspirator peek met').toBeGreaterThan(0);
  });

  it('the checks themselves catch planted leaks', () => {
    let s = newGame({ seed: 8, players: 3, startSeat: 0 });
    const rand = prng(8);
    while (s.players[1].hand.length < 3 || s.explorationDeck.length < 3 || s.pending?.kind !== 'main') {
      s = (applyAction(s, randomAction(s, rand)) as { state: GameState }).state;
    }
    const planted: [string, (v: PlayerView) => void][] = [
      ['a hand of another seat', (v) => (v.players[1].hand = s.players[1].hand.slice())],
      ['the deck under an allowed key', (v) => (v.lordDiscard = s.explorationDeck.slice().reverse())],
      ['a token value of another seat', (v) => (v.players[2].monsterValues = [])],
      ['the seed', (v) => (v.options = { ...v.options, seed: 8 })],
      ['the RNG state under a new key', (v) => Object.assign(v, { debug: s.rng })],
      ['a private line of another seat', (v) => v.log.push({ kind: 'findsCards', args: { cards: [s.players[1].hand[0]] }, to: 1 })],
      ['the Location stack', (v) => (v.locationStack = s.locationStack.slice())],
    ];
    for (const [what, plant] of planted) {
      const v = viewFor(s, 0);
      plant(v);
      expect(() => checkView(s, 0, v), what).toThrow();
    }
    const hidden = s.explorationDeck.find((c) => c < 65 && !nameableAllies(s, s).has(allyKey(c)))!;
    expect(() => checkEvents(s, s, [{ kind: 'takesAlly', args: { card: hidden }, seat: 0 }])).toThrow();
    expect(() => checkEvents(s, s, [{ kind: 'corruptor', args: { lord: s.lordDeck[0] }, seat: 0 }])).toThrow();
    expect(() => checkEvents(s, s, [{ kind: 'findsCards', args: { cards: [] } }])).toThrow();
  });

  it('a view shares no structure with the state: a bot that edits its view changes nothing', () => {
    let s = newGame({ seed: 5, players: 3 });
    const rand = prng(5);
    for (let n = 0; n < 120; n++) s = (applyAction(s, randomAction(s, rand)) as { state: GameState }).state;
    const before = JSON.stringify(s);
    for (const seat of [null, 0, 1, 2]) {
      const v = viewFor(s, seat);
      for (const a of numberArrays(v)) a.fill(-1).push(-1);
      v.players.forEach((p) => p.locations.forEach((l) => (l.id = -1)));
      v.turn.purchases = -1;
      if (v.pending) v.pending.seat = -1;
      for (const t of v.tasks) (t as { t: string }).t = 'x';
    }
    expect(JSON.stringify(s)).toBe(before);
  });
});
