// The shape of what one seat (or a spectator) may know: the view viewFor builds (view.ts).
// Types only, so that the modules reading a view (resample, observe, the expansions' parts)
// import no rule module through it.
import type { Race } from './cards.ts';
import type { Action, BorderLeviathan, Decision, DeepReadonly, GameEvent, GameOptions, GameState, LocationHolding, ScoreSheet, Sentinel, Task } from './types.ts';

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

/** What a view leaves out when asked: `log: false` gives an empty log (constant cost; design.md: views for bots, agents and learning code need no log). */
export interface ViewOptions {
  /** Include the event log (default true). */
  log?: boolean;
}

/**
 * A view nothing may be written into: one that shares its arrays with a state (the bots' fast
 * views of a guess, bots/determinize.ts). Every PlayerView is one too.
 */
export type ReadonlyPlayerView = DeepReadonly<PlayerView>;
