// Determinization for information-set search: from one seat's view, a full game state
// consistent with everything that seat knows. The engine draws it (resample, engine/resample.ts:
// every hidden card drawn among the places it may be, each expansion guessing its own zones,
// and a fresh PRNG inside); this module is the bots' caller of it, and the fast views of a
// guess that search playouts read.
import {
  LORDS, MONSTER_TOKEN_VALUES, RACES, legalActions, paymentSeenBy, resample, viewFor,
  type Action, type DeepReadonly, type PlayerView, type ReadonlyGameState, type ReadonlyPlayerView, type ScratchState,
} from '../engine/index.ts';
import type { Rng } from './rng.ts';

/** A sampled full state: a guess, never the real game; the search's own copy (fast.apply plays on it). */
export type Guess = ScratchState;

/** A guess as search's pure readers take it (the tree's actions, a playout's rewards): read only, so a test may hand them any full state. */
export type GuessRead = ReadonlyGameState;

/** The options of every guess: a search needs no event log. */
const NO_LOG = { log: false } as const;

/**
 * Samples a full state consistent with `view` (which must be a player's view, not a
 * spectator's). Deterministic for a given view and rng state.
 */
export function determinize(view: PlayerView, rng: Rng): Guess {
  if (view.seat === null) throw new Error('Determinization needs a player view.');
  return resample(view, rng, NO_LOG);
}

/**
 * What `seat` would see in a guessed state, for playout policies that decide from views.
 * Built for speed: it shares arrays with the guess and has no log, so it is read-only (a
 * policy writing into it would change the guess). `viewFor` gives the same content (checked
 * by the tests), more slowly.
 */
export function guessView(g: Guess, seat: number, legal?: Action[]): ReadonlyPlayerView {
  return fillView(newView(), g, seat, legal ?? (g.pending && g.pending.seat === seat ? legalActions(g) : []), null);
}

/**
 * guessView written into one object that every call reuses, players and Council stacks
 * included: valid only until the next call. For search playouts, which read each view once,
 * at once (a view per step was a tenth of their time, with its garbage).
 */
export function playoutView(g: Guess, seat: number, legal: Action[]): ReadonlyPlayerView {
  return fillView((REUSED_VIEW ??= newView()), g, seat, legal, REUSED_MONSTER_VALUES);
}
let REUSED_VIEW: GuessView | null = null;
/** The reused view's Monster token values, by seat. */
const REUSED_MONSTER_VALUES: number[][] = [];

/** `T` with the fields `K` read-only at every depth: a view's fields that share the guess's arrays (read-only, as any state). */
type Sharing<T, K extends keyof T> = Omit<T, K> & { [F in K]: DeepReadonly<T[F]> };
type PublicPlayer = Sharing<PlayerView['players'][number], 'lords' | 'assassinated' | 'locations' | 'affiliated' | 'outcasts' | 'slain' | 'hand'>;
/** A PlayerView whose optional parts are always present (undefined when absent), so that every view has one shape. */
type GuessView = Sharing<
  Omit<PlayerView, 'locationStack' | 'kraken' | 'leviathan' | 'players'>,
  'pending' | 'turn' | 'tasks' | 'options' | 'track' | 'court' | 'lordDiscard' | 'locationsAvailable' | 'locationsOut'
> & {
  players: PublicPlayer[];
  locationStack: number[] | undefined;
  kraken: DeepReadonly<PlayerView['kraken']>;
  leviathan: DeepReadonly<PlayerView['leviathan']>;
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
function fillView(view: GuessView, g: Guess, seat: number, legal: Action[], monsterValues: number[][] | null): ReadonlyPlayerView {
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
  return view;
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
