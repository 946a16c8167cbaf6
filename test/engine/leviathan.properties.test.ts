// The Leviathan expansion under random play, in every combination that includes it (alone, with
// the Kraken, with De Profundis, with both), 2 to 5 players. After every action: every card of
// the table is conserved (tableCards: Exploration cards with 78..101 and the starting Crabs,
// Lords without the Tamer, Locations, Outcasts, Loot), every Leviathan is in one place (deck,
// discard, Border or a player's slain), every Leviathan Monster token too, Border steps, Wounds,
// Pearls and the Scourge are sound, and Pearls (and Nebulis) move only as the events say. On a
// sample of states: every legal action applies, illegal
// ones are refused with the state unchanged, whatever a Leviathan decision accepts is listed,
// and no view tells a secret (the Leviathan deck's and tokens' order, hands, Monster values,
// decks). Seeded: a failure names its game and its action.
import { describe, expect, it } from 'vitest';
import {
  BORDER_SPACES, KEY_TOKEN_COUNT, LEVIATHANS, LEVIATHAN_COUNT, LEVIATHAN_TOKEN_COUNT, LOOT_COUNT, MONSTER_TOKEN_COUNT,
  LEVIATHAN_TOKEN_EFFECTS, MONSTER_TOKEN_VALUES, RACES, SCOURGE_IP, WOUND_IP, allyRace, allyValue, applyAction, fightEffect, isKrakenAlly, isMonsterCard,
  legalActions, newGame, scores, tableCards, viewFor,
  type Action, type ActionType, type ErrorCode, type GameEvent, type GameOptions, type GameState, type TableCards,
} from './mutable.ts';
import { ACCEPTS, ALL_TYPES, ERROR_CODES, LEVIATHAN_KINDS, expansionTypes } from './decision-actions.ts';
import {
  MAX_ACTIONS, OUTCAST_BASE, announcedPearls, choiceSeed, countIds, countTable, explorationZones, krakenAnnouncedPearls, krakenLimbo,
  lootZones, lordZones, nebulisProblems, outcastTotal, outcastZones, pearlDeltaProblems, prng, randomAction,
} from './random-play.ts';
import { byDepth, DEPTH } from '../depth.ts';

// --- Whole-state invariants of a Leviathan table -----------------------------------------------

/** Leviathans by zone; the Breeder's drawn one waits in its decision until placed. */
function leviathanZones(s: GameState): [string, readonly number[]][] {
  const lv = s.leviathan!;
  const zones: [string, readonly number[]][] = [
    ['Leviathan deck', lv.deck], ['Leviathan discard', lv.discard], ['Border', lv.border.flatMap((b) => (b ? [b.id] : []))],
  ];
  s.players.forEach((p, i) => zones.push([`slain by ${i}`, p.slain ?? []]));
  const d = s.pending;
  if (d?.kind === 'breeder' && !zones.some(([, ids]) => ids.includes(d.leviathan))) zones.push(['pending.leviathan', [d.leviathan]]);
  return zones;
}

const tables = new Map<string, TableCards>();
/** tableCards, once per combination of expansions (it runs after every action). */
function cardsOf(options: GameOptions): TableCards {
  const key = `${!!options.expansions?.kraken} ${!!options.expansions?.leviathan}`;
  let table = tables.get(key);
  if (!table) tables.set(key, (table = tableCards(options)));
  return table;
}

/** Every whole-state invariant of a Leviathan game (`outcasts`: how many Outcasts it holds). */
export function leviathanProblems(s: GameState, outcasts: number): string[] {
  const problems: string[] = [];
  const table = cardsOf(s.options);
  countTable(problems, 'Exploration card', [...explorationZones(s), ...(s.kraken ? krakenLimbo(s) : [])], table.exploration);
  countTable(problems, 'Lord', lordZones(s).map(([z, ids]) => [z, ids.filter((id) => id < OUTCAST_BASE)]), table.lords);
  countIds(problems, 'Outcast', outcastZones(s), OUTCAST_BASE, outcasts);
  const locationZones: [string, readonly number[]][] = [['location stack', s.locationStack], ['available', s.locationsAvailable], ['out', s.locationsOut]];
  s.players.forEach((p, i) => locationZones.push([`locations ${i}`, p.locations.map((l) => l.id)]));
  countTable(problems, 'Location', locationZones, table.locations);
  if (s.kraken) countIds(problems, 'Loot card', lootZones(s), 0, LOOT_COUNT);
  const tokenZones: [string, readonly number[]][] = [['token supply', s.monsterTokens]];
  s.players.forEach((p, i) => tokenZones.push([`monsters ${i}`, p.monsters]));
  countIds(problems, 'Monster token', tokenZones, 0, MONSTER_TOKEN_COUNT);
  const keys = s.keySupply + s.players.reduce((n, p) => n + p.keyTokens, 0);
  if (keys !== KEY_TOKEN_COUNT || s.keySupply < 0) problems.push(`${keys} Key tokens (supply ${s.keySupply})`);

  const lv = s.leviathan;
  if (!lv) return [...problems, 'no Leviathan state'];
  countIds(problems, 'Leviathan', leviathanZones(s), 0, LEVIATHAN_COUNT);
  countIds(problems, 'Leviathan Monster token', [['token supply', lv.tokens], ['token discard', lv.tokenDiscard]], 0, LEVIATHAN_TOKEN_COUNT);
  if (lv.border.length !== BORDER_SPACES) problems.push(`the Border has ${lv.border.length} spaces`);
  lv.border.forEach((b, space) => {
    const steps = b ? LEVIATHANS[b.id]?.steps.length ?? 0 : 0;
    if (b && !(Number.isInteger(b.beaten) && b.beaten >= 0 && b.beaten < steps)) problems.push(`Border space ${space}: Leviathan ${b.id} has ${b.beaten} of ${steps} steps beaten`);
  });

  let most = 0;
  s.players.forEach((p, i) => {
    if (!Number.isInteger(p.pearls) || p.pearls < 0) problems.push(`seat ${i} has ${p.pearls} Pearls`);
    if (!Number.isInteger(p.wounds) || p.wounds! < 0) problems.push(`seat ${i} has ${p.wounds} Wounds`);
    if (!Array.isArray(p.slain)) problems.push(`seat ${i} has no slain list`);
    most = Math.max(most, p.slain?.length ?? 0);
    if (s.kraken && (!Number.isInteger(p.nebulis) || p.nebulis! < 0)) problems.push(`seat ${i} has ${p.nebulis} Nebulis`);
    if (!s.kraken && p.nebulis !== undefined) problems.push(`seat ${i} has Nebulis without the Kraken`);
    for (const c of [...p.hand, ...p.affiliated]) if (isMonsterCard(c)) problems.push(`seat ${i} holds Monster card ${c}`);
    for (const c of p.affiliated) if (isKrakenAlly(c)) problems.push(`seat ${i} affiliated Kraken Ally ${c}`);
  });
  // The Scourge: nobody before the first kill; then a player with the most slain (a tie keeps it).
  if (most === 0 && lv.scourge !== -1) problems.push(`the Scourge is with seat ${lv.scourge} while nobody slew a Leviathan`);
  if (most > 0 && (lv.scourge < 0 || lv.scourge >= s.players.length || s.players[lv.scourge].slain!.length !== most)) {
    problems.push(`the Scourge is with seat ${lv.scourge}, the most slain is ${most}`);
  }
  if (s.kraken) {
    const nebulis = Math.max(0, ...s.players.map((p) => p.nebulis ?? 0));
    const figure = s.kraken.figure;
    const settling = s.pending?.kind === 'krakenFigure' || s.pending?.kind === 'fence' || s.tasks.some((t) => t.t === 'krakenFigure');
    if (nebulis === 0 && figure !== -1) problems.push(`the Kraken figure is with seat ${figure} while nobody holds Nebulis`);
    if (nebulis > 0 && !settling && (figure < 0 || s.players[figure].nebulis !== nebulis)) problems.push(`the Kraken figure is with seat ${figure}, the most Nebulis is ${nebulis}`);
  }
  s.council.forEach((stack, r) => {
    for (const c of stack) if (isMonsterCard(c) || (allyRace(c) !== r && !isKrakenAlly(c))) problems.push(`card ${c} in Council stack ${r}`);
  });
  // No Threat track at a Leviathan table: the Border replaces it.
  if (s.threat !== 1) problems.push(`Threat on ${s.threat}`);
  if (s.track.length > 5) problems.push(`track holds ${s.track.length}`);
  if (s.court.length > 6) problems.push(`Court holds ${s.court.length}`);
  const slainNow = s.turn.slain;
  if (slainNow !== undefined && !(Number.isInteger(slainNow) && slainNow >= 0 && slainNow <= 2)) problems.push(`turn.slain ${slainNow}`);
  if (s.over) {
    if (s.pending !== null) problems.push('pending decision after the game is over');
  } else if (s.pending === null) problems.push('no pending decision in a running game');
  else if (s.pending.seat < 0 || s.pending.seat >= s.players.length) problems.push(`pending seat ${s.pending.seat}`);
  return problems;
}

// --- Pearls as the events say -------------------------------------------------------------

/**
 * Pearls each seat gains or loses by one action, as its events announce: the base accounting
 * (with the Kraken's, at a Kraken table), and the Leviathan's: Pearls a Leviathan takes, the
 * forced attack's Pearl, Pearls spent on an attack, a miss's Pearl, the Taxidermist's 2 per
 * step, and the Pearl tokens. (The Arms Dealer's are a 'lordPearls' event, counted already.)
 */
function leviathanAnnouncedPearls(s: GameState, events: readonly GameEvent[]): number[] {
  const delta = s.kraken ? krakenAnnouncedPearls(events, s.players.length) : announcedPearls(events, s.players.length);
  // Read by kind name: these kinds join events.ts with the Leviathan's rules.
  for (const e of events as readonly { kind: string; args: Record<string, unknown>; seat?: number }[]) {
    const seat = e.seat ?? -1;
    const n = (field: string): number => e.args[field] as number;
    switch (e.kind) {
      case 'borderAttack': if (e.args.penalty === 'pearls') delta[seat] -= n('amount'); break;
      case 'borderMonsterAttack': if (e.args.forced) delta[seat] += 1; break;
      case 'attackBoost': delta[seat] -= n('pearls'); break;
      case 'attackMisses': delta[seat] += 1; break;
      case 'stepBeaten': if (e.args.taxidermist) delta[seat] += 2; break;
      case 'leviathanToken': {
        const effect = LEVIATHAN_TOKEN_EFFECTS[n('token')];
        if (effect === 'pearls2') delta[seat] += 2;
        if (effect === 'pearls3') delta[seat] += 3;
        break;
      }
      default:
    }
  }
  return delta;
}

// --- Legal and illegal actions ----------------------------------------------------------------

/** The state without its log (which applyAction shares and never mutates). */
function core(s: GameState): string {
  return JSON.stringify({ ...s, log: s.log.length });
}

/** `action` is refused with a known code (`code` if given) and a message. */
function refused(s: GameState, action: unknown, where: string, code?: ErrorCode): void {
  const r = applyAction(s, action as Action);
  const what = (): string => `${where}: ${JSON.stringify(action)} while waiting for ${JSON.stringify(s.pending)}`;
  if (r.ok) expect.fail(`${what()} was accepted`);
  if (!ERROR_CODES.includes(r.error.code)) expect.fail(`${what()}: unknown code ${r.error.code}`);
  if (code && r.error.code !== code) expect.fail(`${what()}: ${r.error.code} instead of ${code}`);
  if (!r.error.message) expect.fail(`${what()}: no message`);
}

/** Same action up to interchangeable Allies: same race, value and fighting effect. */
function canonical(a: Action): string {
  const o: Record<string, unknown> = { ...a };
  if (typeof o.card === 'number') o.card = `${allyRace(o.card)}:${allyValue(o.card)}:${fightEffect(o.card)}`;
  return JSON.stringify(Object.keys(o).sort().map((k) => [k, o[k]]));
}

const ids = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every action of the types a Leviathan decision (or a Leviathan discard) takes, over whole ranges. */
function everyLeviathanAction(s: GameState): Action[] {
  const d = s.pending!;
  const p = s.players[d.seat];
  const out: Action[] = [];
  for (const type of ACCEPTS[d.kind]) {
    switch (type) {
      case 'attack': for (const space of ids(0, BORDER_SPACES - 1)) for (const card of p.hand) out.push({ type, space, card }); break;
      case 'boost': for (const pearls of ids(0, p.pearls + 1)) out.push({ type, pearls }); break;
      case 'fightReward': for (const leviathanTokens of ids(0, 4)) out.push({ type, leviathanTokens }); break;
      case 'takeCouncil': for (const race of RACES) out.push({ type, race }); break;
      case 'loseLord': for (const lord of [...p.lords, ...s.court, ...p.locations.flatMap((l) => l.lords)]) out.push({ type, lord }); break;
      case 'targetOpponent': for (const seat of ids(0, s.players.length - 1)) out.push({ type, seat }); break;
      case 'placeLeviathan': case 'strike': for (const space of ids(0, BORDER_SPACES - 1)) out.push({ type, space }); break;
      case 'discard': for (const card of p.hand) out.push({ type, card }); break;
      case 'payPearl': case 'continue': case 'endFight': case 'ignoreMonster': out.push({ type } as Action); break;
      default: expect.fail(`no enumeration for ${type}`);
    }
  }
  return out;
}

/** Actions no Leviathan decision may accept now, whatever the hand or the Border. */
function surelyIllegal(s: GameState): Action[] {
  const d = s.pending!;
  const p = s.players[d.seat];
  const lv = s.leviathan!;
  const empty = ids(0, BORDER_SPACES - 1).filter((i) => !lv.border[i]);
  const occupied = ids(0, BORDER_SPACES - 1).filter((i) => lv.border[i]);
  const notInHand = tableCards(s.options).exploration.find((c) => !p.hand.includes(c) && !isMonsterCard(c))!;
  const out: Action[] = [
    { type: 'attack', space: -1, card: p.hand[0] ?? 0 }, { type: 'attack', space: BORDER_SPACES, card: p.hand[0] ?? 0 },
    { type: 'attack', space: occupied[0] ?? 0, card: notInHand },
    { type: 'boost', pearls: -1 }, { type: 'boost', pearls: p.pearls + 1 }, { type: 'boost', pearls: 0.5 },
    { type: 'fightReward', leviathanTokens: -1 }, { type: 'fightReward', leviathanTokens: 0.5 },
    { type: 'takeCouncil', race: 'dolphin' as never },
    { type: 'loseLord', lord: 0 }, { type: 'loseLord', lord: 99 },
    { type: 'targetOpponent', seat: d.seat }, { type: 'targetOpponent', seat: s.players.length }, { type: 'targetOpponent', seat: -1 },
    { type: 'placeLeviathan', space: -1 }, { type: 'placeLeviathan', space: BORDER_SPACES },
    { type: 'strike', space: -1 }, { type: 'strike', space: BORDER_SPACES },
  ];
  if (empty.length && p.hand.length) out.push({ type: 'attack', space: empty[0], card: p.hand[0] });
  if (empty.length) out.push({ type: 'strike', space: empty[0] });
  if (occupied.length) out.push({ type: 'placeLeviathan', space: occupied[0] });
  s.council.forEach((stack, r) => { if (stack.length === 0) out.push({ type: 'takeCouncil', race: RACES[r] }); });
  for (const lord of s.court) out.push({ type: 'loseLord', lord });
  if (d.kind === 'fightReward') out.push({ type: 'fightReward', leviathanTokens: d.count + 1 });
  if (d.kind === 'boostAttack') out.push({ type: 'boost', pearls: d.max + 1 });
  if (d.kind === 'borderGuard') for (const seat of ids(0, s.players.length - 1)) if (!d.candidates.includes(seat)) out.push({ type: 'targetOpponent', seat });
  // Actions without fields are listed exactly: one not listed must be refused.
  const listed = new Set(legalActions(s).map((a) => a.type));
  for (const type of ['continue', 'endFight', 'ignoreMonster'] as const) if (!listed.has(type)) out.push({ type });
  return out.filter((a) => ACCEPTS[d.kind].includes(a.type));
}

/**
 * Probes one state: the listed actions are of the decision's types and not repeated, a sample
 * of them applies and keeps every invariant; actions of other types, and surely illegal ones
 * of its own types, are refused with the state unchanged; at a Leviathan decision or a
 * discard, whatever applyAction accepts is listed (up to interchangeable Allies).
 */
function probe(s: GameState, rand: () => number, pool: Map<ActionType, Action[]>, outcasts: number, where: string): void {
  const d = s.pending!;
  const legal = legalActions(s);
  const keys = new Set<string>();
  for (const a of legal) {
    if (!ACCEPTS[d.kind].includes(a.type)) expect.fail(`${where}: ${a.type} listed for ${d.kind}`);
    const key = JSON.stringify(a);
    if (keys.has(key)) expect.fail(`${where}: ${key} listed twice`);
    keys.add(key);
  }
  const sample = legal.length <= 12 ? legal : legal.filter(() => rand() < 12 / legal.length);
  for (const a of sample) {
    const r = applyAction(s, a);
    if (!r.ok) expect.fail(`${where}: listed ${JSON.stringify(a)} refused: ${r.error.message}`);
    const problems = leviathanProblems(r.state, outcasts);
    if (problems.length) expect.fail(`${where}: listed ${JSON.stringify(a)}:\n${problems.join('\n')}`);
  }
  const before = core(s);
  const wrong: Action[] = [];
  for (const type of ALL_TYPES) {
    if (ACCEPTS[d.kind].includes(type)) continue;
    const real = pool.get(type);
    wrong.push(real?.length ? real[Math.floor(rand() * real.length)] : ({ type } as Action));
  }
  for (const a of wrong) refused(s, a, where, 'WRONG_DECISION');
  const illegal = surelyIllegal(s);
  for (const a of illegal) refused(s, a, where);
  // Leviathan Allies carry a fighting effect: no discard may take one for a plain Ally of its race and value.
  if (LEVIATHAN_KINDS.includes(d.kind) || d.kind === 'discard' || d.kind === 'martialLaw') {
    const listed = new Set(legal.map(canonical));
    for (const a of everyLeviathanAction(s)) {
      const r = applyAction(s, a);
      if (r.ok && !listed.has(canonical(a))) expect.fail(`${where}: ${JSON.stringify(a)} is accepted but not listed for ${JSON.stringify(d)}`);
    }
  }
  if (core(s) !== before) {
    // Find the culprit (a failure only: one comparison per probe otherwise).
    const culprit = [...wrong, ...illegal].find((a) => {
      const copy = structuredClone(s);
      applyAction(copy, a);
      return core(copy) !== before;
    });
    expect.fail(`${where}: probing changed the state (${JSON.stringify(culprit ?? 'a listed action')})`);
  }
}

// --- Hidden information: twins that differ only in a secret -------------------------------

/** The view without its log (twins share one log; the reveal check below covers new events). */
function seen(s: GameState, seat: number | null): string {
  // Without the log, which a view copies whole (the bulk of its time).
  const v = viewFor({ ...s, log: [] }, seat);
  const legal = v.legal.map((a) => JSON.stringify(a)).sort();
  return JSON.stringify({ ...v, log: [], legal });
}

function twinWith(s: GameState, edit: (t: GameState) => boolean): GameState | null {
  const t = structuredClone(s);
  return edit(t) ? t : null;
}

function reversed(a: number[]): boolean {
  if (a.length < 2 || a[0] === a[a.length - 1]) return false;
  a.reverse();
  return true;
}

/** Reverses the Leviathan deck's hidden part: the Breeder's drawn Leviathan waits on top, face up. */
function leviathanDeckReversed(t: GameState): boolean {
  const deck = t.leviathan!.deck;
  const d = t.pending;
  if (d?.kind !== 'breeder' || deck.at(-1) !== d.leviathan) return reversed(deck);
  const hidden = deck.slice(0, -1);
  if (!reversed(hidden)) return false;
  deck.splice(0, hidden.length, ...hidden);
  return true;
}

/**
 * Twins of `s`, each with one secret changed, and the seats that may tell the difference: the
 * Leviathan deck's and tokens' order, the Exploration, Lord, Outcast and Location decks' order,
 * the Loot order, a card of a hand and a Monster token of a seat exchanged with one of the
 * deck or the supply, and a card of the discard exchanged with one of the deck (the Healer's
 * owner alone sees the discard's Allies, during their decision).
 */
function twins(s: GameState): [string, GameState, number[]][] {
  const out: [string, GameState, number[]][] = [];
  const add = (what: string, t: GameState | null, may: number[] = []): void => { if (t) out.push([what, t, may]); };
  add('Leviathan deck order', twinWith(s, leviathanDeckReversed));
  add('Leviathan token order', twinWith(s, (t) => reversed(t.leviathan!.tokens)));
  add('Exploration deck order', twinWith(s, (t) => reversed(t.explorationDeck)));
  if (!s.turn.peek) add('Lord deck order', twinWith(s, (t) => reversed(t.lordDeck)));
  add('Outcast deck order', twinWith(s, (t) => reversed(t.outcastDeck)));
  add('Location stack order', twinWith(s, (t) => reversed(t.locationStack)));
  if (s.kraken) add('Loot order', twinWith(s, (t) => reversed(t.kraken!.lootDeck)));
  const deckAlly = s.explorationDeck.findIndex((c) => !isMonsterCard(c));
  s.players.forEach((p, seat) => {
    if (deckAlly >= 0 && p.hand.length) {
      add(`hand of seat ${seat}`, twinWith(s, (t) => {
        const h = t.players[seat].hand;
        const i = h.length - 1;
        [h[i], t.explorationDeck[deckAlly]] = [t.explorationDeck[deckAlly], h[i]];
        return !JSON.stringify(t.pending ?? {}).includes(String(t.explorationDeck[deckAlly]));
      }), [seat]);
    }
    const mine = p.monsters.length - 1;
    const other = mine >= 0 ? s.monsterTokens.findIndex((x) => MONSTER_TOKEN_VALUES[x] !== MONSTER_TOKEN_VALUES[p.monsters[mine]]) : -1;
    if (other >= 0) {
      add(`Monster values of seat ${seat}`, twinWith(s, (t) => {
        [t.players[seat].monsters[mine], t.monsterTokens[other]] = [t.monsterTokens[other], t.players[seat].monsters[mine]];
        return true;
      }), [seat]);
    }
  });
  const discardAlly = s.explorationDiscard.findIndex((c) => !isMonsterCard(c));
  if (deckAlly >= 0 && discardAlly >= 0) {
    add('discard contents', twinWith(s, (t) => {
      [t.explorationDiscard[discardAlly], t.explorationDeck[deckAlly]] = [t.explorationDeck[deckAlly], t.explorationDiscard[discardAlly]];
      return true;
    }), s.pending?.kind === 'healer' ? [s.pending.seat] : []);
  }
  return out;
}

/** Compares every seat's view of `s` with its twins'; returns how many views were compared. */
function checkSecrets(s: GameState, where: string): number {
  let checked = 0;
  const seats = [null, ...s.players.map((_, i) => i)];
  const views = new Map(seats.map((seat) => [seat, seen(s, seat)]));
  for (const [what, t, may] of twins(s)) {
    for (const seat of seats) {
      if (seat !== null && may.includes(seat)) continue;
      if (seen(t, seat) !== views.get(seat)) expect.fail(`${where}: the view of ${seat} tells the ${what}`);
      checked++;
    }
  }
  return checked;
}

/**
 * The same action on a twin whose Leviathan deck and tokens are in another order: an event
 * that comes out differently brought them to light, so it must say it reveals (and the rest
 * of the game's randomness, the dice included, is the same in both).
 */
function checkReveals(s: GameState, a: Action, events: readonly GameEvent[], where: string): boolean {
  const t = twinWith(s, (x) => {
    const deck = leviathanDeckReversed(x);
    return reversed(x.leviathan!.tokens) || deck;
  });
  if (!t) return false;
  const r = applyAction(t, a);
  if (!r.ok) expect.fail(`${where}: ${JSON.stringify(a)} refused on the twin with the Leviathan secrets reordered: ${r.error.message}`);
  compareReveals(events, r.events, where);
  return true;
}

/** The events of an action and of its twin: the first difference must be a revealing event. */
function compareReveals(events: readonly GameEvent[], twin: readonly GameEvent[], where: string): void {
  // A secret drawn shifts what follows; compare up to the first difference.
  for (let i = 0; i < Math.min(events.length, twin.length); i++) {
    if (JSON.stringify(events[i]) === JSON.stringify(twin[i])) continue;
    if (!events[i].reveals) expect.fail(`${where}: ${JSON.stringify(events[i])} tells a Leviathan secret (the twin's: ${JSON.stringify(twin[i])}) and does not say it reveals`);
    return;
  }
  if (events.length !== twin.length) expect.fail(`${where}: ${events.length} events, ${twin.length} on the twin, all alike`);
}

// --- Random games ---------------------------------------------------------------------------

interface Tally {
  games: number; actions: number; longest: number; probed: number; secrets: number; reveals: number;
  kinds: Map<string, number>; types: Set<string>; leviathanDiscards: number; slain: number; wounds: number;
}

function newTally(): Tally {
  return { games: 0, actions: 0, longest: 0, probed: 0, secrets: 0, reveals: 0, kinds: new Map(), types: new Set(), leviathanDiscards: 0, slain: 0, wounds: 0 };
}

function addTally(all: Tally, t: Tally): void {
  for (const [k, v] of t.kinds) all.kinds.set(k, (all.kinds.get(k) ?? 0) + v);
  for (const a of t.types) all.types.add(a);
  all.games += t.games;
  all.actions += t.actions;
  all.longest = Math.max(all.longest, t.longest);
  all.probed += t.probed;
  all.secrets += t.secrets;
  all.reveals += t.reveals;
  all.leviathanDiscards += t.leviathanDiscards;
  all.slain += t.slain;
  all.wounds += t.wounds;
}

/** Every so many actions the state is probed, and its views checked against twins. */
const PROBE_EVERY = 97;
const SECRET_EVERY = 149;
/** And every so many Leviathan decisions (and discards): the twins cost most of the time. */
const LEVIATHAN_PROBE_EVERY = 7;
const LEVIATHAN_SECRET_EVERY = 17;

function playRandom(opts: GameOptions, t: Tally): void {
  const rand = prng(choiceSeed(opts.seed) * 7877 + opts.players);
  const pool = new Map<ActionType, Action[]>();
  let s = newGame(opts);
  const outcasts = outcastTotal(s);
  const setup = leviathanProblems(s, outcasts);
  if (setup.length) expect.fail(`setup of ${JSON.stringify(opts)}:\n${setup.join('\n')}`);
  let n = 0;
  let leviathanDecisions = 0;
  while (!s.over) {
    const where = `game ${JSON.stringify(opts)}, action ${n}`;
    if (n >= MAX_ACTIONS) expect.fail(`${where}: the game does not end`);
    const d = s.pending!;
    // Leviathan decisions, and discards (where a Leviathan Ally must stay apart from a plain one).
    const atLeviathan = LEVIATHAN_KINDS.includes(d.kind) || d.kind === 'discard' || d.kind === 'martialLaw';
    if (atLeviathan) leviathanDecisions++;
    if (n % PROBE_EVERY === PROBE_EVERY - 1 || (atLeviathan && leviathanDecisions % LEVIATHAN_PROBE_EVERY === 1)) {
      probe(s, rand, pool, outcasts, where);
      t.probed++;
    }
    if (n % SECRET_EVERY === 0 || (atLeviathan && leviathanDecisions % LEVIATHAN_SECRET_EVERY === 2)) t.secrets += checkSecrets(s, where);
    const a = randomAction(s, rand);
    t.kinds.set(d.kind, (t.kinds.get(d.kind) ?? 0) + 1);
    t.types.add(a.type);
    if (d.kind === 'discard' && d.reason === 'leviathan') t.leviathanDiscards++;
    const list = pool.get(a.type) ?? [];
    if (list.length < 20) pool.set(a.type, [...list, a]);
    const r = applyAction(s, a);
    if (!r.ok) expect.fail(`${where}: legal ${JSON.stringify(a)} rejected: ${r.error.message}`);
    const problems = [
      ...leviathanProblems(r.state, outcasts),
      ...pearlDeltaProblems(s, r.state, r.events, leviathanAnnouncedPearls(s, r.events)),
      ...(s.kraken ? nebulisProblems(s, r.state, r.events) : []),
    ];
    if (problems.length) expect.fail(`${where} ${JSON.stringify(a)} from ${JSON.stringify(d)}:\n${problems.join('\n')}`);
    if ((atLeviathan || n % SECRET_EVERY === 1) && checkReveals(s, a, r.events, where)) t.reveals++;
    s = r.state;
    n++;
  }
  expect(legalActions(s)).toEqual([]);
  // The score sheet counts the Scourge (+5) and the Wounds (−1 each).
  const sheet = scores(s);
  for (const line of sheet) {
    const p = s.players[line.seat];
    expect(line.leviathan, `${JSON.stringify(opts)} seat ${line.seat}`).toBe((s.leviathan!.scourge === line.seat ? SCOURGE_IP : 0) + WOUND_IP * p.wounds!);
  }
  t.slain += s.players.reduce((k, p) => k + p.slain!.length, 0);
  t.wounds += s.players.reduce((k, p) => k + p.wounds!, 0);
  t.games++;
  t.actions += n;
  t.longest = Math.max(t.longest, n);
}

interface Combo { name: string; expansions: NonNullable<GameOptions['expansions']>; perCount: number; seeds: number }

/**
 * Games per player count, shared among the four tables with the Leviathan in the ratio
 * 4:2:1:1 (Leviathan, with the Kraken, with De Profundis, with both), for each of 2 to 5
 * players: 600 per count in the deep tier (2,400 games, as deep as the base game's and the
 * Kraken's deep runs), 96 in CI (384 games), 8 in the quick tier. In blocks of at most 150
 * games (a block of 5-player games takes about 20 s alone). Seeds do not depend on the depth.
 */
const PER_COUNT = byDepth({ quick: 8, ci: 96, deep: 600 });
const COMBOS: Combo[] = [
  { name: 'Leviathan', expansions: { leviathan: true }, perCount: PER_COUNT / 2, seeds: 700_000 },
  { name: 'Leviathan + Kraken', expansions: { leviathan: true, kraken: true }, perCount: PER_COUNT / 4, seeds: 720_000 },
  { name: 'Leviathan + De Profundis', expansions: { leviathan: true, deProfundis: true }, perCount: PER_COUNT / 8, seeds: 740_000 },
  { name: 'Leviathan + Kraken + De Profundis', expansions: { leviathan: true, kraken: true, deProfundis: true }, perCount: PER_COUNT / 8, seeds: 760_000 },
];
const GAMES = 4 * PER_COUNT;
const BLOCK = 150;

describe('Leviathan: the checks themselves', () => {
  it('see a Leviathan lost or doubled, a token astray, a bad Border step, a negative count and the Scourge astray', () => {
    const s = newGame({ seed: 1, players: 3, expansions: { leviathan: true } });
    expect(leviathanProblems(s, 0)).toEqual([]);
    const lost = structuredClone(s);
    const gone = lost.leviathan!.deck.pop()!;
    expect(leviathanProblems(lost, 0)).toEqual([`Leviathan ${gone} is missing`]);
    const twice = structuredClone(s);
    twice.players[1].slain!.push(twice.leviathan!.deck[0]);
    expect(leviathanProblems(twice, 0)).toEqual([
      `Leviathan ${s.leviathan!.deck[0]} is both in Leviathan deck and in slain by 1`,
      'the Scourge is with seat -1, the most slain is 1',
    ]);
    const token = structuredClone(s);
    token.leviathan!.tokenDiscard.push(token.leviathan!.tokens[3]);
    expect(leviathanProblems(token, 0)).toEqual([`Leviathan Monster token ${s.leviathan!.tokens[3]} is both in token supply and in token discard`]);
    const step = structuredClone(s);
    const space = step.leviathan!.border.findIndex((b) => b !== null);
    const b = step.leviathan!.border[space]!;
    b.beaten = LEVIATHANS[b.id].steps.length;
    expect(leviathanProblems(step, 0)).toEqual([`Border space ${space}: Leviathan ${b.id} has ${b.beaten} of ${b.beaten} steps beaten`]);
    const negative = structuredClone(s);
    negative.players[2].wounds = -1;
    negative.players[0].pearls = -1;
    expect(leviathanProblems(negative, 0)).toEqual(['seat 0 has -1 Pearls', 'seat 2 has -1 Wounds']);
    const scourge = structuredClone(s);
    scourge.players[0].slain!.push(scourge.leviathan!.deck.pop()!);
    scourge.players[1].slain!.push(scourge.leviathan!.deck.pop()!, scourge.leviathan!.deck.pop()!);
    scourge.leviathan!.scourge = 0;
    expect(leviathanProblems(scourge, 0)).toEqual(['the Scourge is with seat 0, the most slain is 2']);
    scourge.leviathan!.scourge = 1;
    expect(leviathanProblems(scourge, 0)).toEqual([]);
    const tamer = structuredClone(s);
    tamer.lordDeck.push(6);
    expect(leviathanProblems(tamer, 0)).toEqual(['Lord: bad id 6 in lord deck']);
    const threat = structuredClone(s);
    threat.threat = 2;
    expect(leviathanProblems(threat, 0)).toEqual(['Threat on 2']);
  });

  it('count the Pearls the Leviathan events announce', () => {
    const s = newGame({ seed: 1, players: 3, expansions: { leviathan: true } });
    const events = [
      { kind: 'attackBoost', args: { pearls: 2, attack: 7 }, seat: 1 },
      { kind: 'leviathanToken', args: { token: LEVIATHAN_TOKEN_EFFECTS.indexOf('pearls3'), wasted: false }, seat: 0 },
      { kind: 'leviathanToken', args: { token: LEVIATHAN_TOKEN_EFFECTS.indexOf('key'), wasted: false }, seat: 0 },
      { kind: 'borderAttack', args: { leviathan: 4, penalty: 'pearls', amount: 1 }, seat: 2 },
      { kind: 'borderAttack', args: { leviathan: 0, penalty: 'wounds', amount: 3 }, seat: 2 },
      { kind: 'stepBeaten', args: { leviathan: 4, resistance: 4, tokens: 1, altruist: false, taxidermist: true }, seat: 1 },
      { kind: 'attackMisses', args: { leviathan: 4 }, seat: 0 },
      { kind: 'borderMonsterAttack', args: { forced: true }, seat: 0 },
    ] as unknown as GameEvent[];
    expect(leviathanAnnouncedPearls(s, events)).toEqual([5, 0, -1]);
  });

  it('see a view that tells the Leviathan deck order or the tokens, and an event that reveals without saying so', () => {
    const s = newGame({ seed: 2, players: 2, expansions: { leviathan: true } });
    expect(checkSecrets(s, 'clean')).toBeGreaterThan(0);
    for (const secret of ['deck', 'tokens'] as const) {
      const leaky = structuredClone(s);
      // Plant the secret itself in the options (a view copies them; a twin's clone keeps the sharing).
      (leaky.options as unknown as Record<string, unknown>).leak = leaky.leviathan![secret];
      expect(() => checkSecrets(leaky, 'planted')).toThrow(secret === 'deck' ? /Leviathan deck order/ : /Leviathan token order/);
    }
    const event: GameEvent = { kind: 'explores', args: {}, seat: 0 };
    const planted = { ...event, args: { top: s.leviathan!.deck.at(-1) } } as unknown as GameEvent;
    const other = { ...planted, args: { top: s.leviathan!.deck[0] } } as unknown as GameEvent;
    expect(() => compareReveals([event, planted], [event, other], 'planted')).toThrow(/does not say it reveals/);
    expect(() => compareReveals([event, { ...planted, reveals: true }, event], [event, other], 'marked')).not.toThrow();
    expect(() => compareReveals([event, event], [event], 'short')).toThrow(/2 events, 1 on the twin/);
  });
});

describe('Leviathan: random games through applyAction', () => {
  const all = newTally();
  for (const combo of COMBOS) {
    for (const players of [2, 3, 4, 5]) {
      for (let from = 0; from < combo.perCount; from += BLOCK) {
        const to = Math.min(combo.perCount, from + BLOCK);
        it(`${combo.name}, ${players} players, games ${from + 1}-${to}: every card, Leviathan and token kept, every listed action legal, every secret kept`, () => {
          const t = newTally();
          for (let g = from; g < to; g++) playRandom({ seed: combo.seeds + 1000 * players + g, players, expansions: combo.expansions }, t);
          expect(t.games).toBe(to - from);
          addTally(all, t);
        });
      }
    }
  }

  // The quick tier's few games cannot meet every rare decision: its coverage is CI's and the deep tier's to check.
  it.skipIf(DEPTH === 'quick')('the games met the expansion: every Leviathan decision and action, kills, Wounds, the Leviathan discard', () => {
    expect(all.games).toBe(GAMES);
    for (const kind of LEVIATHAN_KINDS) expect(all.kinds.get(kind) ?? 0, `no '${kind}' decision met`).toBeGreaterThan(0);
    for (const type of [...expansionTypes(LEVIATHAN_KINDS), 'continue'] as ActionType[]) expect(all.types.has(type), `no '${type}' action taken`).toBe(true);
    expect(all.leviathanDiscards, 'no Allies discarded to a Leviathan').toBeGreaterThan(0);
    expect(all.kinds.get('martialLaw') ?? 0, 'no Martial Law decision met').toBeGreaterThan(0);
    // At least these many per game (2,400 games met 1,000 kills and Wounds, 10,000 states probed and views against twins).
    expect(all.slain).toBeGreaterThan(GAMES / 2.4);
    expect(all.wounds).toBeGreaterThan(GAMES / 2.4);
    expect(all.probed).toBeGreaterThan(GAMES * 4);
    expect(all.secrets).toBeGreaterThan(GAMES * 4);
    expect(all.reveals).toBeGreaterThan(GAMES / 2.4);
    const met = LEVIATHAN_KINDS.map((k) => `${k} ${all.kinds.get(k)}`).join(', ');
    console.log(`Leviathan property games: ${all.games} games, ${all.actions} actions (longest ${all.longest}), ${all.probed} states probed, ${all.secrets} views against twins, ${all.reveals} reveal checks; ${all.slain} Leviathans slain, ${all.wounds} Wounds, ${all.leviathanDiscards} Leviathan discards; decisions: ${met}`);
  });
});
