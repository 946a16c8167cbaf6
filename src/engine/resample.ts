// resample(view, rng): a full game state consistent with one seat's view (design.md, "Engine
// contract"; OpenSpiel's ResampleFromInfostate), for information-set search. Every card the
// view places nowhere is drawn at random among the places it may be, and the state gets a
// fresh PRNG, so a search's playouts never read the real future.
//
// What the view fixes: the track, the Court, face-up Locations, everyone's Lords, affiliated
// Allies, Pearls and keys, the seat's own hand and Monster token values, Council stack sizes,
// hand sizes, deck and discard sizes, the pending decision and the queued tasks. What is drawn
// here (the base game): opponents' hands, Council contents, the Exploration deck and discard
// and their order, the Lord deck, the Location stack, and which Monster tokens the others hold.
// Each expansion guesses its own zones through its part (knowledge.ts; the parts of a game
// come from the expansions' hooks, hooks.ts).
//
// Not read: the event log. A guess is consistent with the view's zones and counts, not with
// every card the log saw moving (an Ally an opponent took from the track may be guessed back
// in the deck): docs/knowledge.md says what that leaves out.
//
// It runs once per search iteration (bots/determinize.ts, `npm run bench -- --only determinize`):
// flag arrays are reused, and the loops hold no closures.
import { MONSTER_TOKEN_VALUES } from './cards.ts';
import { ANY_STACK, intWith, shuffleWith, type SampleRng } from './knowledge.ts';
import { partsOf } from './hooks.ts';
import { resampleTable, type ResampleTable } from './table-cards.ts';
import { paymentGuess } from './resample-payment.ts';
import type { Decision, GameState, PlayerState, Task } from './types.ts';
import type { PlayerView } from './view.ts';

export type { SampleRng } from './knowledge.ts';

export interface ResampleOptions {
  /**
   * Keep the view's event log in the state (default true: `viewFor` of the state then gives
   * the view back whole). A search's guesses need none: `{ log: false }` leaves it empty.
   */
  log?: boolean;
}

/** Card, Lord and Location ids are all below this (Outcasts, 101 on, are counted apart). */
const ID_LIMIT = 128;

// Flag arrays reused by every call (resample is never re-entered; allocating a typed array
// per call was a fifth of its time).
const PLACED_CARDS = new Uint8Array(ID_LIMIT);
const KNOWN_LORDS = new Uint8Array(ID_LIMIT);
const SEEN_LOCATIONS = new Uint8Array(ID_LIMIT);

function mark(taken: Uint8Array, ids: readonly number[]): void {
  for (const id of ids) if (id < ID_LIMIT) taken[id] = 1;
}

/** `into`, cleared, with `ids` marked. */
function flags(into: Uint8Array, ids: readonly number[]): Uint8Array {
  into.fill(0);
  mark(into, ids);
  return into;
}

/** The ids of `all` (ascending) not marked in `taken`. */
function notTaken(all: readonly number[], taken: Uint8Array): number[] {
  const out: number[] = [];
  for (const id of all) if (!taken[id]) out.push(id);
  return out;
}

/** A deep copy of plain data (decisions and tasks); cheaper than a JSON round trip. */
function deepCopy<T>(x: T): T {
  if (typeof x !== 'object' || x === null) return x;
  if (Array.isArray(x)) return x.map(deepCopy) as T;
  const out: Record<string, unknown> = {};
  for (const k in x) if (x[k] !== undefined) out[k] = deepCopy(x[k]);
  return out as T;
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

const NONE: readonly number[] = [];

/** Exploration cards the base game holds outside every zone while a decision waits: the Allies of an affiliation. */
function basePlacedCards(view: PlayerView): readonly number[] {
  const d = view.pending;
  return d?.kind === 'affiliate' ? d.spent : NONE;
}

/** Lords between zones while a decision waits: queued to join a player. */
function baseLimboLords(view: PlayerView, out: number[]): void {
  for (const t of view.tasks) if (t.t === 'gainLord') out.push(t.lord);
}

/**
 * Deals the shuffled unknown cards: each Council stack first, with cards that may sit on it;
 * then the opponents' hands (in seat order) with cards a hand may hold; the rest is the pile,
 * returned. A card that may sit on any stack (a Kraken Ally) goes to a stack drawn among those
 * with room; stacks that cards of their own race cannot fill get such cards first.
 */
function deal(view: PlayerView, table: ResampleTable, unknown: number[], council: number[][], hands: number[][], rng: SampleRng): number[] {
  const n = view.playerCount;
  const me = view.seat;
  const need = COUNCIL_NEED;
  for (let r = 0; r < view.council.length; r++) need[r] = view.council[r].count;
  const stackOf = table.councilOf;
  if (table.wild) reserveWild(unknown, stackOf, council, need);
  const pile: number[] = [];
  let seat = 0;
  for (const c of unknown) {
    const r = stackOf[c];
    if (r >= 0) {
      if (council[r].length < need[r]) {
        council[r].push(c);
        continue;
      }
    } else if (r === ANY_STACK) {
      const stack = stackWithRoom(council, need, rng);
      if (stack >= 0) {
        council[stack].push(c);
        continue;
      }
    }
    if (table.inHand[c]) {
      while (seat < n && (seat === me || hands[seat].length >= view.players[seat].handCount)) seat++;
      if (seat < n) {
        hands[seat].push(c);
        continue;
      }
    }
    pile.push(c);
  }
  return pile;
}

const COUNCIL_NEED: number[] = [0, 0, 0, 0, 0];

/** A Council stack with room, drawn uniformly, or -1. */
function stackWithRoom(council: number[][], need: number[], rng: SampleRng): number {
  let open = 0;
  for (let r = 0; r < council.length; r++) if (council[r].length < need[r]) open++;
  if (open === 0) return -1;
  let k = intWith(rng, open);
  for (let r = 0; r < council.length; r++) if (council[r].length < need[r] && k-- === 0) return r;
  return -1;
}

/**
 * Stacks that the unknown cards of their race cannot fill must hold cards that sit anywhere
 * (Kraken Allies): the first such cards of the shuffled order go there, and leave `unknown`.
 */
function reserveWild(unknown: number[], stackOf: Int8Array, council: number[][], need: number[]): void {
  const own = [0, 0, 0, 0, 0];
  for (const c of unknown) if (stackOf[c] >= 0) own[stackOf[c]]++;
  let short = 0;
  for (let r = 0; r < need.length; r++) short += Math.max(0, need[r] - own[r]);
  if (short === 0) return;
  let w = 0;
  for (let i = 0; i < unknown.length; i++) {
    const c = unknown[i];
    if (stackOf[c] === ANY_STACK && short > 0) {
      let r = 0;
      while (need[r] - own[r] - council[r].length <= 0) r++;
      council[r].push(c);
      short--;
      continue;
    }
    unknown[w++] = c;
  }
  unknown.length = w;
}

/**
 * Samples a full state consistent with `view` (a seat's or a spectator's). Deterministic for
 * a given view and rng state; the view is not changed (the state shares its `options`).
 */
export function resample(view: PlayerView, rng: SampleRng, options?: ResampleOptions): GameState {
  const me = view.seat;
  const n = view.playerCount;
  const myHand = me === null ? NONE : (view.players[me].hand ?? NONE);
  const parts = partsOf(view.options);
  const table = resampleTable(view.options);

  // --- Exploration cards -------------------------------------------------------------
  const placed = flags(PLACED_CARDS, view.track);
  for (const c of myHand) placed[c] = 1;
  for (const c of basePlacedCards(view)) placed[c] = 1;
  for (const p of view.players) for (const c of p.affiliated) placed[c] = 1;
  let extra: number[] | null = null;
  for (const part of parts) if (part.placedCards) part.placedCards(view, (extra ??= []));
  if (extra) for (const c of extra) placed[c] = 1;
  const unknown = shuffleWith(rng, notTaken(table.cards.exploration, placed));
  const council: number[][] = [];
  for (let r = 0; r < view.council.length; r++) council.push([]);
  const hands: number[][] = [];
  for (let i = 0; i < n; i++) hands.push(i === me ? myHand.slice() : []);
  for (const part of parts) if (part.dealKnown) part.dealKnown(view, unknown, hands);
  const pile = shuffleWith(rng, deal(view, table, unknown, council, hands, rng));
  // The counts of the view win; in a consistent view the pile is exactly deck + discard.
  let split: { deck: number[]; discard: number[] } | null = null;
  for (const part of parts) if (part.splitPile && !split) split = part.splitPile(view, pile, rng);
  let explorationDeck: number[];
  let explorationDiscard: number[];
  if (split) {
    explorationDeck = split.deck;
    explorationDiscard = split.discard;
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
  const limbo: number[] = [];
  baseLimboLords(view, limbo);
  let top = -1;
  for (const part of parts) {
    if (part.limboLords) part.limboLords(view, limbo);
    if (part.topLord && top < 0) top = part.topLord(view);
  }
  mark(knownLords, limbo);
  for (const p of view.players) {
    mark(knownLords, p.lords);
    for (const loc of p.locations) mark(knownLords, loc.lords);
  }
  if (top >= 0) knownLords[top] = 1;
  const lordDeck = shuffleWith(rng, notTaken(table.cards.lords, knownLords));
  lordDeck.length = Math.min(lordDeck.length, Math.max(0, view.lordDeckCount - (top >= 0 ? 1 : 0)));
  if (top >= 0) lordDeck.push(top);

  // --- Locations -----------------------------------------------------------------------
  let stack: number[];
  if (view.locationStack) stack = view.locationStack.slice();
  else {
    const seen = flags(SEEN_LOCATIONS, view.locationsAvailable);
    for (const l of view.locationsOut) seen[l] = 1;
    for (const p of view.players) for (const l of p.locations) seen[l.id] = 1;
    stack = notTaken(table.cards.locations, seen);
  }
  shuffleWith(rng, stack);
  stack.length = Math.min(stack.length, view.locationStackCount);

  // --- Monster tokens --------------------------------------------------------------------
  const tokenPool: number[] = [];
  for (let t = 0; t < MONSTER_TOKEN_VALUES.length; t++) tokenPool.push(t);
  shuffleWith(rng, tokenPool);
  const monsters: number[][] = [];
  for (let i = 0; i < n; i++) monsters.push([]);
  // Known values first (own tokens; everyone's once the game is over), then the unknown ones.
  for (const p of view.players) if (p.monsterValues) for (const v of p.monsterValues) monsters[p.seat].push(takeToken(tokenPool, v));
  for (const p of view.players) if (!p.monsterValues) for (let i = 0; i < p.monsterCount; i++) monsters[p.seat].push(takeToken(tokenPool, null));
  if (tokenPool.length > view.monsterTokensLeft) tokenPool.length = view.monsterTokensLeft;

  const players: PlayerState[] = [];
  for (const p of view.players) players.push(playerOf(p, hands[p.seat], monsters[p.seat]));
  const state = {
    v: 1,
    options: view.options,
    rng: 0,
    players,
    current: view.current,
    turn: { ...view.turn },
    extraTurns: view.extraTurns,
    explorationDeck,
    explorationDiscard,
    track: view.track.slice(),
    threat: view.threat,
    council,
    lordDeck,
    outcastDeck: [] as number[],
    court: view.court.slice(),
    lordDiscard: view.lordDiscard.slice(),
    locationStack: stack,
    locationsAvailable: view.locationsAvailable.slice(),
    locationsOut: view.locationsOut.slice(),
    monsterTokens: tokenPool,
    keySupply: view.keySupply,
    lastSeat: view.lastSeat,
    over: view.over,
    pending: view.pending === null ? null : deepCopy(view.pending) as Decision,
    tasks: deepCopy(view.tasks) as Task[],
    log: options?.log === false ? [] : view.log.slice(),
  } as unknown as GameState;
  for (const part of parts) if (part.fill) part.fill(view, state, rng);
  // An opponent's open payment shows neither its Allies nor a secret Lord: guess them.
  const d = state.pending;
  if (d?.kind === 'payment' && d.seat !== me && d.allies.length === 0) paymentGuess(state, d, rng);
  // A fresh generator: the guess's future draws say nothing of the real game's.
  state.rng = (rng.next() * 4294967296) >>> 0;
  return state;
}

/** A player of the guess: the public part of the view, the guessed hand and tokens. */
function playerOf(p: PlayerView['players'][number], hand: number[], monsters: number[]): PlayerState {
  const out: PlayerState = {
    pearls: p.pearls,
    hand,
    affiliated: p.affiliated.slice(),
    lords: p.lords.slice(),
    assassinated: p.assassinated.slice(),
    locations: p.locations.map(copyHolding),
    keyTokens: p.keyTokens,
    monsters,
    outcasts: p.outcasts.slice(),
  };
  // Absent, as in the view, in games without the expansion that has them.
  if (p.nebulis !== undefined) out.nebulis = p.nebulis;
  if (p.wounds !== undefined) out.wounds = p.wounds;
  if (p.slain !== undefined) out.slain = p.slain.slice();
  return out;
}

function copyHolding(l: PlayerView['players'][number]['locations'][number]): PlayerView['players'][number]['locations'][number] {
  if (!l.outcasts && !l.loot) return { id: l.id, lords: l.lords.slice() };
  const out: PlayerView['players'][number]['locations'][number] = { id: l.id, lords: l.lords.slice() };
  if (l.outcasts) out.outcasts = l.outcasts.slice();
  if (l.loot) out.loot = l.loot.slice();
  return out;
}
