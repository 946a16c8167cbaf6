// What one seat (or a spectator) may know: rulings.md, "Hidden information".
import { MONSTER_TOKEN_VALUES, RACES, type Race } from './cards.ts';
import { legalActions } from './legal.ts';
import { paymentSeenBy } from './recruit-steps.ts';
import { scoreSheet } from './scoring.ts';
import { copyEvent } from './events.ts';
import { keysHeld, lordCount, name } from './state.ts';
import { cloneHolding } from './state-copy.ts';
import type { Action, BorderLeviathan, Decision, GameEvent, GameOptions, GameState, LocationHolding, ScoreSheet, Sentinel, Task } from './types.ts';

export interface PlayerPublicView {
  seat: number;
  name: string;
  pearls: number;
  keyTokens: number;
  /** Key tokens plus keys of free, unharmed Lords. */
  keys: number;
  handCount: number;
  /** Only in the owner's view. */
  hand?: number[];
  monsterCount: number;
  /** Monster token values: only the owner's, and everyone's once the game is over. */
  monsterValues?: number[];
  lords: number[];
  assassinated: number[];
  locations: LocationHolding[];
  affiliated: number[];
  lordCount: number;
  /** De Profundis: Outcasts not yet used to reconquer. */
  outcasts: number[];
  /** Kraken: Nebulis held (absent without the expansion). */
  nebulis?: number;
  /** Leviathan: Wound tokens (absent without the expansion). */
  wounds?: number;
  /** Leviathan: the Leviathans this player slew (absent without the expansion). */
  slain?: number[];
}

/** Leviathan: the expansion's public table (the Leviathan deck's and tokens' order stay hidden). */
export interface LeviathanView {
  border: (BorderLeviathan | null)[];
  deckCount: number;
  discard: number[];
  tokensLeft: number;
  tokenDiscard: number[];
  scourge: number;
}

/** Kraken: the expansion's public table (the Loot deck's order stays hidden). */
export interface KrakenView {
  figure: number;
  lootDeckCount: number;
  lootDiscard: number[];
  sentinels: Sentinel[];
}

export interface PlayerView {
  /** The seat this view is for; null for a spectator. */
  seat: number | null;
  playerCount: number;
  current: number;
  over: boolean;
  /** True once the end is triggered: the remaining turns are the final round. */
  finalRound: boolean;
  /** The decision the game waits for (it carries no hidden information). */
  pending: Decision | null;
  /** Legal actions, only when this seat must decide now. */
  legal: Action[];
  /** Public bookkeeping of the turn (purchases made, powers used, what the engine still has to run). */
  turn: GameState['turn'];
  tasks: Task[];
  extraTurns: number;
  /** Seat whose turn closes the game once the end is triggered, or -1. */
  lastSeat: number;
  /** Table options; the seed only once the game is over (with the public actions it replays every deck). */
  options: Omit<GameOptions, 'seed'> & { seed?: GameOptions['seed'] };
  track: number[];
  threat: number;
  council: { race: Race; count: number }[];
  court: number[];
  lordDeckCount: number;
  /** De Profundis: Outcasts left in their deck (0 without the expansion). */
  outcastDeckCount: number;
  /** De Profundis: the top Lord the Conspirator shows, only to its owner during their turn. */
  peek?: number;
  lordDiscard: number[];
  explorationDeckCount: number;
  explorationDiscardCount: number;
  locationStackCount: number;
  locationsAvailable: number[];
  locationsOut: number[];
  monsterTokensLeft: number;
  keySupply: number;
  /** Black Smokers: the tiles of the stack (sorted, not in order), only to the seat choosing. */
  locationStack?: number[];
  players: PlayerPublicView[];
  /** Kraken expansion: absent without it. */
  kraken?: KrakenView;
  /** Leviathan expansion: absent without it. */
  leviathan?: LeviathanView;
  /** The public log with this seat's private events; empty in a view built with `{ log: false }`. */
  log: GameEvent[];
  /** Final scores, once the game is over. */
  scores?: ScoreSheet;
}

/** rulings.md: the RNG state is never visible; the seed is that state at the start. */
function publicOptions(s: GameState): PlayerView['options'] {
  const { seed: _seed, ...options } = JSON.parse(JSON.stringify(s.options)) as GameOptions;
  return s.over ? { seed: s.options.seed, ...options } : options;
}

/** What a view leaves out when asked: `log: false` gives an empty log (constant cost; design.md: views for bots, agents and learning code need no log). */
export interface ViewOptions {
  /** Include the event log (default true). */
  log?: boolean;
}

export function viewFor(s: GameState, seat: number | null, opts: ViewOptions = {}): PlayerView {
  const mine = (i: number): boolean => seat === i;
  const pending = s.pending;
  const view: PlayerView = {
    seat,
    playerCount: s.players.length,
    current: s.current,
    over: s.over,
    finalRound: s.lastSeat >= 0,
    pending: pending ? JSON.parse(JSON.stringify(pending)) : null,
    legal: pending && pending.seat === seat ? legalActions(s) : [],
    turn: { ...s.turn },
    tasks: JSON.parse(JSON.stringify(s.tasks)),
    extraTurns: s.extraTurns,
    lastSeat: s.lastSeat,
    options: publicOptions(s),
    track: s.track.slice(),
    threat: s.threat,
    council: s.council.map((c, r) => ({ race: RACES[r], count: c.length })),
    court: s.court.slice(),
    lordDeckCount: s.lordDeck.length,
    outcastDeckCount: s.outcastDeck.length,
    lordDiscard: s.lordDiscard.slice(),
    explorationDeckCount: s.explorationDeck.length,
    explorationDiscardCount: s.explorationDiscard.length,
    locationStackCount: s.locationStack.length,
    locationsAvailable: s.locationsAvailable.slice(),
    locationsOut: s.locationsOut.slice(),
    monsterTokensLeft: s.monsterTokens.length,
    keySupply: s.keySupply,
    players: s.players.map((p, i) => ({
      seat: i,
      name: name(s, i),
      pearls: p.pearls,
      keyTokens: p.keyTokens,
      keys: keysHeld(p),
      handCount: p.hand.length,
      ...(mine(i) ? { hand: p.hand.slice() } : {}),
      monsterCount: p.monsters.length,
      ...(mine(i) || s.over ? { monsterValues: p.monsters.map((t) => MONSTER_TOKEN_VALUES[t]) } : {}),
      lords: p.lords.slice(),
      assassinated: p.assassinated.slice(),
      locations: p.locations.map(cloneHolding),
      affiliated: p.affiliated.slice(),
      lordCount: lordCount(p),
      outcasts: p.outcasts.slice(),
      ...(p.nebulis !== undefined ? { nebulis: p.nebulis } : {}),
      ...(p.wounds !== undefined ? { wounds: p.wounds } : {}),
      ...(p.slain !== undefined ? { slain: p.slain.slice() } : {}),
    })),
    // Copies, so that a client or bot editing its view can never touch the state.
    log: opts.log === false ? [] : s.log.filter((e) => e.to === undefined || e.to === seat).map(copyEvent),
  };
  if (pending?.kind === 'payment') view.pending = paymentSeenBy(s, view.pending as typeof pending, seat);
  if (pending?.kind === 'blackSmokers' && pending.seat === seat) view.locationStack = [...s.locationStack].sort((a, b) => a - b);
  if (s.kraken) {
    view.kraken = {
      figure: s.kraken.figure,
      lootDeckCount: s.kraken.lootDeck.length,
      lootDiscard: s.kraken.lootDiscard.slice(),
      sentinels: s.kraken.sentinels.map((x) => ({ ...x })),
    };
  }
  if (s.leviathan) {
    const lv = s.leviathan;
    view.leviathan = {
      border: lv.border.map((b) => (b ? { id: b.id, beaten: b.beaten } : null)),
      deckCount: lv.deck.length,
      discard: lv.discard.slice(),
      tokensLeft: lv.tokens.length,
      tokenDiscard: lv.tokenDiscard.slice(),
      scourge: lv.scourge,
    };
  }
  if (s.over) view.scores = scoreSheet(s);
  if (s.turn.peek && !s.over && s.current === seat && s.lordDeck.length > 0) view.peek = s.lordDeck[s.lordDeck.length - 1];
  return view;
}
