// Determinization for information-set search: from one seat's view, sample a full game state
// consistent with everything that seat knows. This is the only module of the bots that builds
// a GameState, and the state it builds is a guess: every hidden card is drawn at random from
// the cards the view does not place, and the PRNG inside it is fresh.
//
// What the view fixes: the track, the Court, face-up Locations, everyone's Lords, affiliated
// Allies, Pearls and keys, own hand and own Monster token values, Council stack sizes (and
// races), hand sizes, deck and discard sizes, the pending decision and the queued tasks.
// What is sampled: opponents' hands, Council contents, the Exploration deck and discard and
// their order, the Lord deck order, the Location stack order, the Outcast deck, and which
// Monster tokens everyone else holds. Kraken: the 7 Kraken Allies are among the unseen
// Exploration cards, the Kraken Lords and Locations among the unseen decks, the Loot deck is
// the 25 cards minus those on Locations, discarded or being drawn; Nebulis, the figure and
// the Sentinels are public. Leviathan: the Leviathan deck is the 20 minus those at the Border,
// discarded or slain, in a fresh order (the Breeder's, revealed, stays on top); the face-down
// Leviathan Monster tokens are the 19 minus those used, in a fresh order; Wounds, the Scourge
// and the Border are public; an opponent who has paid for nothing still holds their starting
// Crab; Leviathan Allies may sit on the Council stacks of their race.
// Which cards a table plays comes from tableCards (the engine's list, by expansions).
import {
  ALLIES_PER_RACE, ALLY_COUNT, LEVIATHAN_COUNT, LEVIATHAN_TOKEN_COUNT, LOOT_COUNT, LORDS,
  MONSTER_TOKEN_VALUES, RACES, STARTING_CRABS, allyRace, allyValue, isKrakenAlly, isMonsterCard, legalActions, paymentSeenBy, tableCards, viewFor,
  type Action, type Decision, type GameOptions, type GameState, type KrakenState, type LeviathanState, type PlayerView, type Task, type TableCards,
} from '../engine/index.ts';
import { shuffleInPlace, type Rng } from './rng.ts';

/** A sampled full state: a guess, never the real game. */
export type Guess = GameState;

const OUTCAST_BASE = 101;

/** De Profundis fields, read loosely so the bots work with and without the expansion. */
interface ExpansionView {
  outcastDeckCount?: number;
  peek?: number;
}

function copyDecision(d: Decision | null): Decision | null {
  return d === null ? null : deepCopy(d);
}

/** A deep copy of plain data (decisions and tasks: objects, arrays, numbers, strings); cheaper than a JSON round trip. */
function deepCopy<T>(x: T): T {
  if (typeof x !== 'object' || x === null) return x;
  if (Array.isArray(x)) return x.map(deepCopy) as T;
  const out: Record<string, unknown> = {};
  for (const k in x) if (x[k] !== undefined) out[k] = deepCopy(x[k]);
  return out as T;
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}

/** The cards of a table by its expansions (tableCards), built once per combination: determinize is hot. */
const TABLES: (TableCards | undefined)[] = [];
function tableOf(options: Pick<GameOptions, 'expansions'>): TableCards {
  const key = (options.expansions?.kraken ? 1 : 0) + (options.expansions?.leviathan ? 2 : 0);
  return (TABLES[key] ??= tableCards(options));
}

/** The ids of `all` (ascending) not marked in `taken`. */
function notTaken(all: readonly number[], taken: Uint8Array): number[] {
  const out: number[] = [];
  for (const id of all) if (!taken[id]) out.push(id);
  return out;
}

/** Card, Lord and Location ids all fit below this (Outcasts are counted apart). */
const ID_LIMIT = 128;

function mark(taken: Uint8Array, ids: readonly number[]): void {
  for (const id of ids) if (id < ID_LIMIT) taken[id] = 1;
}

/** Outcast ids seen in the view (a Set made only once one is seen: most games have none). */
class OutcastSet {
  private ids: Set<number> | null = null;
  get size(): number {
    return this.ids?.size ?? 0;
  }
  has(id: number): boolean {
    return this.ids?.has(id) ?? false;
  }
  add(id: number): void {
    (this.ids ??= new Set()).add(id);
  }
  /** Adds the Outcasts among `ids` (Lords are below OUTCAST_BASE). */
  note(ids: readonly number[]): void {
    for (const id of ids) if (id >= OUTCAST_BASE) this.add(id);
  }
}

/** Takes a token of `value` (the last one when null or none is left of it) out of `pool`. */
function takeToken(pool: number[], value: number | null): number {
  let i = pool.length - 1;
  if (value !== null) for (let k = 0; k < pool.length; k++) if (MONSTER_TOKEN_VALUES[pool[k]] === value) {
    i = k;
    break;
  }
  return i === pool.length - 1 ? pool.pop()! : pool.splice(i, 1)[0];
}

// Flag arrays reused by every call (determinize is never re-entered; allocating a typed
// array per call was a fifth of its time).
const PLACED_CARDS = new Uint8Array(ID_LIMIT);
const KNOWN_LORDS = new Uint8Array(ID_LIMIT);
const SEEN_LOCATIONS = new Uint8Array(ID_LIMIT);

/** `into`, cleared, with `ids` marked. */
function flags(into: Uint8Array, ids: readonly number[]): Uint8Array {
  into.fill(0);
  mark(into, ids);
  return into;
}

const NONE: readonly number[] = [];

/** Exploration cards the engine holds outside every zone while a decision waits. */
function limboCards(view: PlayerView): readonly number[] {
  const d = view.pending;
  if (d?.kind === 'affiliate') return d.spent;
  if (!view.kraken) return NONE;
  // Kraken: the Kraken Allies waiting for their Council stack (in the decision, in tasks), off the track.
  const out: number[] = [];
  if (d?.kind === 'placeKraken' && !view.track.includes(d.card)) out.push(d.card);
  // (Read loosely: the task is declared by the Kraken Allies' rules.)
  for (const t of view.tasks as { t: string; card?: number }[]) if (t.t === 'placeKraken' && t.card !== undefined && !view.track.includes(t.card)) out.push(t.card);
  return out;
}

/** Kraken: the Allies the Healer's owner sees in the discard (their legal actions name one of each kind). */
function healerKnown(view: PlayerView): number[] | null {
  if (view.pending?.kind !== 'healer' || view.pending.seat !== view.seat) return null;
  const out: number[] = [];
  for (const a of view.legal) if (a.type === 'heal') out.push(a.card);
  return out;
}

/** Lords between zones while a decision waits: queued to join a player, or under a lost Location. */
function limboLords(view: PlayerView): number[] {
  const out: number[] = [];
  for (const t of view.tasks) {
    if (t.t === 'gainLord') out.push(t.lord);
    else if ((t as { t: string }).t === 'replaceLost') out.push(...(t as { lords: number[] }).lords);
  }
  const d = view.pending as { kind: string; lords?: number[] } | null;
  if (d?.kind === 'replaceLocation' && d.lords) out.push(...d.lords);
  return out;
}

/** Kraken: a player's Nebulis on its guessed state (absent, as in the view, in other games). */
function withNebulis<T extends object>(p: T, nebulis: number | undefined): T {
  if (nebulis !== undefined) (p as Record<string, unknown>).nebulis = nebulis;
  return p;
}

/** Leviathan: a player's Wounds and slain Leviathans on its guessed state (absent, as in the view, in other games). */
function withLeviathan<T extends object>(p: T, wounds: number | undefined, slain: number[] | undefined): T {
  if (wounds !== undefined) (p as Record<string, unknown>).wounds = wounds;
  if (slain !== undefined) (p as Record<string, unknown>).slain = slain.slice();
  return p;
}

/**
 * Leviathan: each player starts with a known Crab 1 (STARTING_CRABS by seat). An opponent who
 * has affiliated nothing has made no payment yet, so unless a penalty or Martial Law took it,
 * that Crab is still in their hand: it goes there when no one has been seen to hold it.
 */
function keepStartingCrabs(view: PlayerView, unknown: number[], hands: number[][]): void {
  for (const p of view.players) {
    if (p.seat === view.seat || p.affiliated.length > 0 || p.handCount === 0) continue;
    const crab = STARTING_CRABS[p.seat];
    const i = unknown.indexOf(crab);
    if (i < 0) continue;
    unknown.splice(i, 1);
    hands[p.seat].push(crab);
  }
}

/**
 * Leviathan: the public table as it is, the Leviathan deck and the face-down tokens guessed:
 * every Leviathan not at the Border, discarded or slain is in the deck (the Breeder's, which
 * everyone saw drawn, on top); every token not used is face down; both in a fresh order.
 */
function guessLeviathan(view: PlayerView, rng: Rng): LeviathanState {
  const lv = view.leviathan!;
  const seen = new Uint8Array(LEVIATHAN_COUNT);
  for (const b of lv.border) if (b) seen[b.id] = 1;
  for (const id of lv.discard) seen[id] = 1;
  for (const p of view.players) for (const id of p.slain ?? []) seen[id] = 1;
  // The Breeder's Leviathan, shown to everyone, waits on top of the deck for its space.
  const d = view.pending;
  const top = d?.kind === 'breeder' ? d.leviathan : -1;
  if (top >= 0) seen[top] = 1;
  const deck: number[] = [];
  for (let id = 0; id < LEVIATHAN_COUNT; id++) if (!seen[id]) deck.push(id);
  shuffleInPlace(rng, deck);
  deck.length = Math.min(deck.length, lv.deckCount - (top >= 0 ? 1 : 0));
  if (top >= 0) deck.push(top);
  const used = new Uint8Array(LEVIATHAN_TOKEN_COUNT);
  for (const id of lv.tokenDiscard) used[id] = 1;
  const tokens: number[] = [];
  for (let id = 0; id < LEVIATHAN_TOKEN_COUNT; id++) if (!used[id]) tokens.push(id);
  shuffleInPlace(rng, tokens);
  tokens.length = Math.min(tokens.length, lv.tokensLeft);
  return {
    deck,
    discard: lv.discard.slice(),
    border: lv.border.map((b) => (b ? { id: b.id, beaten: b.beaten } : null)),
    tokens,
    tokenDiscard: lv.tokenDiscard.slice(),
    scourge: lv.scourge,
  };
}

/** A holding with its De Profundis Outcasts or its Kraken Loot. */
function copyHolding(l: PlayerView['players'][number]['locations'][number]): PlayerView['players'][number]['locations'][number] {
  const out: PlayerView['players'][number]['locations'][number] = { id: l.id, lords: l.lords.slice() };
  if (l.outcasts) out.outcasts = l.outcasts.slice();
  if (l.loot) out.loot = l.loot.slice();
  return out;
}

/**
 * Samples a full state consistent with `view` (which must be a player's view, not a
 * spectator's). Deterministic for a given view and rng state.
 */
export function determinize(view: PlayerView, rng: Rng): Guess {
  const me = view.seat;
  if (me === null) throw new Error('Determinization needs a player view.');
  const ext = view as PlayerView & ExpansionView;
  const n = view.playerCount;
  const myHand = view.players[me].hand ?? [];
  const kraken = view.kraken;
  const healed = kraken ? healerKnown(view) : null;
  const table = tableOf(view.options);

  // --- Exploration cards -------------------------------------------------------------
  const placed = flags(PLACED_CARDS, view.track);
  for (const c of myHand) placed[c] = 1;
  for (const c of limboCards(view)) placed[c] = 1;
  for (const p of view.players) for (const c of p.affiliated) placed[c] = 1;
  if (healed) for (const c of healed) placed[c] = 1;
  // Kraken: its 7 Allies are among the unseen cards (never on a Council stack in a guess: which stack got one is not kept).
  const unknown = shuffleInPlace(rng, notTaken(table.exploration, placed));
  const council: number[][] = view.council.map(() => []);
  const needCouncil = view.council.map((c) => c.count);
  const hands: number[][] = view.players.map((p) => (p.seat === me ? myHand.slice() : []));
  if (view.leviathan) keepStartingCrabs(view, unknown, hands);
  // The Council stacks fill first, in the shuffled order; opponents' hands hold Allies only and
  // are dealt from the Allies left, in the same order; the rest is the pile.
  // (No closures in here: tsx wraps each in a naming helper on every call, which showed in profiles.)
  const pile: number[] = [];
  let seat = 0;
  for (const c of unknown) {
    if (c < ALLY_COUNT || (!isMonsterCard(c) && !isKrakenAlly(c))) {
      const r = c < ALLY_COUNT ? (c / ALLIES_PER_RACE) | 0 : allyRace(c);
      if (council[r].length < needCouncil[r]) {
        council[r].push(c);
        continue;
      }
    }
    if (!isMonsterCard(c)) {
      while (seat < n && (seat === me || hands[seat].length >= view.players[seat].handCount)) seat++;
      if (seat < n) {
        hands[seat].push(c);
        continue;
      }
    }
    pile.push(c);
  }
  shuffleInPlace(rng, pile);
  // The counts of the view win; in a consistent view the pile is exactly deck + discard.
  let explorationDeck: number[];
  let explorationDiscard: number[];
  if (healed) {
    // The Healer's owner sees one Ally of each kind (race and value) in the discard: the rest
    // of it is Monsters and more Allies of those kinds.
    const kinds = new Set(healed.map((c) => allyRace(c) * 8 + allyValue(c)));
    const fits = (c: number): boolean => isMonsterCard(c) || kinds.has(allyRace(c) * 8 + allyValue(c));
    const extra = Math.max(0, view.explorationDiscardCount - healed.length);
    const ordered = [...pile.filter(fits), ...pile.filter((c) => !fits(c))];
    explorationDiscard = [...healed, ...ordered.slice(0, extra)];
    explorationDeck = shuffleInPlace(rng, ordered.slice(extra));
    explorationDeck.length = Math.min(explorationDeck.length, view.explorationDeckCount);
  } else {
    const deckCount = Math.min(view.explorationDeckCount, pile.length);
    explorationDiscard = pile.slice(deckCount, deckCount + view.explorationDiscardCount);
    pile.length = deckCount;
    explorationDeck = pile;
  }

  // --- Lords -----------------------------------------------------------------------------
  // (Outcast ids, 101 on, may be among these; they are past every Lord id and never read.)
  const knownLords = flags(KNOWN_LORDS, view.court);
  mark(knownLords, view.lordDiscard);
  mark(knownLords, limboLords(view));
  for (const p of view.players) {
    mark(knownLords, p.lords);
    for (const loc of p.locations) mark(knownLords, loc.lords);
  }
  const peek = ext.peek;
  if (peek !== undefined) mark(knownLords, [peek]);
  const lordDeck = shuffleInPlace(rng, notTaken(table.lords, knownLords));
  lordDeck.length = Math.min(lordDeck.length, Math.max(0, view.lordDeckCount - (peek !== undefined ? 1 : 0)));
  if (peek !== undefined) lordDeck.push(peek);

  // --- Outcasts (De Profundis) -----------------------------------------------------------
  const outcastDeckCount = ext.outcastDeckCount ?? 0;
  const knownOutcasts = new OutcastSet();
  knownOutcasts.note(view.court);
  knownOutcasts.note(view.lordDiscard);
  for (const t of view.tasks) if (t.t === 'gainLord' && t.lord >= OUTCAST_BASE) knownOutcasts.add(t.lord);
  for (const p of view.players) {
    const pp = p as typeof p & { outcasts?: number[] };
    if (pp.outcasts) knownOutcasts.note(pp.outcasts);
    for (const loc of p.locations) if (loc.outcasts) knownOutcasts.note(loc.outcasts);
  }
  const outcastTotal = knownOutcasts.size + outcastDeckCount;
  const outcastDeck: number[] = [];
  for (let o = OUTCAST_BASE; o < OUTCAST_BASE + outcastTotal; o++) if (!knownOutcasts.has(o)) outcastDeck.push(o);
  shuffleInPlace(rng, outcastDeck);

  // --- Locations -----------------------------------------------------------------------
  let stack: number[];
  if (view.locationStack) stack = view.locationStack.slice();
  else {
    const seen = flags(SEEN_LOCATIONS, view.locationsAvailable);
    for (const l of view.locationsOut) seen[l] = 1;
    for (const p of view.players) for (const l of p.locations) seen[l.id] = 1;
    stack = notTaken(table.locations, seen);
  }
  shuffleInPlace(rng, stack);
  stack.length = Math.min(stack.length, view.locationStackCount);

  // --- Monster tokens --------------------------------------------------------------------
  const tokenPool = shuffleInPlace(rng, range(0, MONSTER_TOKEN_VALUES.length - 1));
  const monsters: number[][] = view.players.map(() => []);
  // Known values first (own tokens; everyone's once the game is over), then the unknown ones.
  for (const p of view.players) if (p.monsterValues) for (const v of p.monsterValues) monsters[p.seat].push(takeToken(tokenPool, v));
  for (const p of view.players) if (!p.monsterValues) for (let i = 0; i < p.monsterCount; i++) monsters[p.seat].push(takeToken(tokenPool, null));
  if (tokenPool.length > view.monsterTokensLeft) tokenPool.length = view.monsterTokensLeft;
  const monsterTokens = tokenPool;

  // --- Kraken: the Loot deck is the 25 cards minus those seen ------------------------------
  let krakenState: KrakenState | undefined;
  if (kraken) {
    const seenLoot = new Uint8Array(LOOT_COUNT);
    for (const p of view.players) for (const l of p.locations) if (l.loot) for (const id of l.loot) seenLoot[id] = 1;
    for (const id of kraken.lootDiscard) seenLoot[id] = 1;
    if (view.pending?.kind === 'loot') for (const id of view.pending.drawn) seenLoot[id] = 1;
    const lootDeck: number[] = [];
    for (let id = 0; id < LOOT_COUNT; id++) if (!seenLoot[id]) lootDeck.push(id);
    shuffleInPlace(rng, lootDeck);
    lootDeck.length = Math.min(lootDeck.length, kraken.lootDeckCount);
    krakenState = { figure: kraken.figure, lootDeck, lootDiscard: kraken.lootDiscard.slice(), sentinels: kraken.sentinels.map((x) => ({ ...x })) };
  }

  const leviathanState = view.leviathan ? guessLeviathan(view, rng) : undefined;

  const guess = {
    v: 1,
    options: view.options,
    rng: (rng.next() * 4294967296) >>> 0,
    players: view.players.map((p) => withLeviathan(withNebulis({
      pearls: p.pearls,
      hand: hands[p.seat],
      affiliated: p.affiliated.slice(),
      lords: p.lords.slice(),
      assassinated: p.assassinated.slice(),
      locations: p.locations.map((l) => (l.outcasts || l.loot ? copyHolding(l) : { id: l.id, lords: l.lords.slice() })),
      keyTokens: p.keyTokens,
      monsters: monsters[p.seat],
      outcasts: ((p as typeof p & { outcasts?: number[] }).outcasts ?? []).slice(),
    }, p.nebulis), p.wounds, p.slain)),
    current: view.current,
    turn: { ...view.turn },
    extraTurns: view.extraTurns,
    explorationDeck,
    explorationDiscard,
    track: view.track.slice(),
    threat: view.threat,
    council,
    lordDeck,
    outcastDeck,
    court: view.court.slice(),
    lordDiscard: view.lordDiscard.slice(),
    locationStack: stack,
    locationsAvailable: view.locationsAvailable.slice(),
    locationsOut: view.locationsOut.slice(),
    monsterTokens,
    keySupply: view.keySupply,
    lastSeat: view.lastSeat,
    over: view.over,
    pending: copyDecision(view.pending),
    tasks: deepCopy(view.tasks) as Task[],
    log: [],
  };
  // Set apart, not spread into the literals above: a spread makes V8 build them the slow way.
  if (krakenState) (guess as Record<string, unknown>).kraken = krakenState;
  if (leviathanState) (guess as Record<string, unknown>).leviathan = leviathanState;
  return guess as unknown as Guess;
}

/**
 * What `seat` would see in a guessed state, for playout policies that decide from views.
 * Built for speed: it shares arrays with the guess (policies only read views) and has no log.
 * `viewFor` gives the same content (checked by the tests), more slowly.
 */
export function guessView(g: Guess, seat: number, legal?: Action[]): PlayerView {
  return fillView(newView(), g, seat, legal ?? (g.pending && g.pending.seat === seat ? legalActions(g) : []), null);
}

/**
 * guessView written into one object that every call reuses, players and Council stacks
 * included: valid only until the next call. For search playouts, which read each view once,
 * at once (a view per step was a tenth of their time, with its garbage).
 */
export function playoutView(g: Guess, seat: number, legal: Action[]): PlayerView {
  return fillView((REUSED_VIEW ??= newView()), g, seat, legal, REUSED_MONSTER_VALUES);
}
let REUSED_VIEW: GuessView | null = null;
/** The reused view's Monster token values, by seat. */
const REUSED_MONSTER_VALUES: number[][] = [];

type PublicPlayer = PlayerView['players'][number];
/** A PlayerView whose optional parts are always present (undefined when absent), so that every view has one shape. */
type GuessView = Omit<PlayerView, 'locationStack' | 'kraken' | 'leviathan'> & {
  locationStack: number[] | undefined;
  kraken: PlayerView['kraken'];
  leviathan: PlayerView['leviathan'];
};

function newView(): GuessView {
  return {
    seat: 0, playerCount: 0, current: 0, over: false, finalRound: false, pending: null, legal: [],
    turn: null as unknown as GuessView['turn'], tasks: [], extraTurns: 0, lastSeat: -1, options: null as unknown as GuessView['options'],
    track: [], threat: 0, council: [], court: [], lordDeckCount: 0, outcastDeckCount: 0, lordDiscard: [], explorationDeckCount: 0,
    explorationDiscardCount: 0, locationStackCount: 0, locationsAvailable: [], locationsOut: [], monsterTokensLeft: 0, keySupply: 0,
    players: [], log: [], locationStack: undefined, kraken: undefined, leviathan: undefined,
  };
}

/**
 * Writes what `seat` sees of `g` into `view` (its players and Council stacks reused when
 * there); `monsterValues`, when given, holds the arrays to reuse for the seat's token values.
 */
function fillView(view: GuessView, g: Guess, seat: number, legal: Action[], monsterValues: number[][] | null): PlayerView {
  const council = view.council;
  // (Lengths set only when they change: setting one is a call into the runtime.)
  if (council.length !== g.council.length) council.length = g.council.length;
  for (let r = 0; r < g.council.length; r++) {
    const stack = (council[r] ??= { race: RACES[r], count: 0 });
    stack.race = RACES[r];
    stack.count = g.council[r].length;
  }
  const players = view.players;
  if (players.length !== g.players.length) players.length = g.players.length;
  for (let i = 0; i < g.players.length; i++) {
    const own = i === seat ? (monsterValues ? (monsterValues[i] ??= []) : []) : null;
    fillPlayer((players[i] ??= newPlayer()), g.players[i], i, own);
  }
  view.seat = seat;
  view.playerCount = g.players.length;
  view.current = g.current;
  view.over = g.over;
  view.finalRound = g.lastSeat >= 0;
  // An open payment of another seat shows neither its Allies nor a secret Lord (as viewFor).
  view.pending = g.pending?.kind === 'payment' ? paymentSeenBy(g, g.pending, seat) : g.pending;
  view.legal = legal;
  view.turn = g.turn;
  view.tasks = g.tasks;
  view.extraTurns = g.extraTurns;
  view.lastSeat = g.lastSeat;
  view.options = g.options;
  view.track = g.track;
  view.threat = g.threat;
  view.court = g.court;
  view.lordDeckCount = g.lordDeck.length;
  view.outcastDeckCount = (g as Guess & { outcastDeck?: number[] }).outcastDeck?.length ?? 0;
  view.lordDiscard = g.lordDiscard;
  view.explorationDeckCount = g.explorationDeck.length;
  view.explorationDiscardCount = g.explorationDiscard.length;
  view.locationStackCount = g.locationStack.length;
  view.locationsAvailable = g.locationsAvailable;
  view.locationsOut = g.locationsOut;
  view.monsterTokensLeft = g.monsterTokens.length;
  view.keySupply = g.keySupply;
  view.locationStack = g.pending?.kind === 'blackSmokers' && g.pending.seat === seat ? [...g.locationStack].sort((a, b) => a - b) : undefined;
  const k = g.kraken;
  view.kraken = k ? { figure: k.figure, lootDeckCount: k.lootDeck.length, lootDiscard: k.lootDiscard, sentinels: k.sentinels } : undefined;
  const lv = g.leviathan;
  view.leviathan = lv
    ? { border: lv.border, deckCount: lv.deck.length, discard: lv.discard, tokensLeft: lv.tokens.length, tokenDiscard: lv.tokenDiscard, scourge: lv.scourge }
    : undefined;
  return view as unknown as PlayerView;
}

/**
 * A player as guessView shows it. Every field is there (undefined where viewFor has none,
 * which JSON and the bots read as absent) so that every player has the same shape.
 */
function newPlayer(): PublicPlayer {
  return {
    seat: 0, name: '', pearls: 0, keyTokens: 0, keys: 0, handCount: 0, monsterCount: 0, lords: [], assassinated: [], locations: [],
    affiliated: [], lordCount: 0, outcasts: [], nebulis: undefined, wounds: undefined, slain: undefined, hand: undefined, monsterValues: undefined,
  };
}

/** `p` as `out` shows it; `own`: the array for its Monster token values when it is the viewer, else null. */
function fillPlayer(out: PublicPlayer, p: Guess['players'][number], seat: number, own: number[] | null): void {
  let keys = p.keyTokens;
  let lordCount = p.lords.length;
  const assassinated = p.assassinated.length > 0;
  for (const l of p.lords) if (l < LORDS.length && !(assassinated && p.assassinated.includes(l))) keys += LORDS[l].keys;
  for (const loc of p.locations) lordCount += loc.lords.length;
  if (own) {
    let n = 0;
    for (const t of p.monsters) own[n++] = MONSTER_TOKEN_VALUES[t];
    if (own.length !== n) own.length = n;
  }
  out.seat = seat;
  out.pearls = p.pearls;
  out.keyTokens = p.keyTokens;
  out.keys = keys;
  out.handCount = p.hand.length;
  out.monsterCount = p.monsters.length;
  out.lords = p.lords;
  out.assassinated = p.assassinated;
  out.locations = p.locations;
  out.affiliated = p.affiliated;
  out.lordCount = lordCount;
  out.outcasts = (p as typeof p & { outcasts?: number[] }).outcasts ?? [];
  out.nebulis = p.nebulis;
  out.wounds = p.wounds;
  out.slain = p.slain;
  out.hand = own ? p.hand : undefined;
  out.monsterValues = own ?? undefined;
}

/** The engine's own view of a guess (slower than guessView; for checks). */
export function engineViewOfGuess(g: Guess, seat: number): PlayerView {
  return viewFor(g, seat);
}
