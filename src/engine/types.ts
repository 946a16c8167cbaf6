// The engine's vocabulary: game state, decisions, actions, events and views.
// Everything here is plain JSON: cards are small integer ids indexing the tables of cards.ts.
import type { Race, Reward } from './cards.ts';

export interface GameOptions {
  /**
   * A number plays the legacy 32-bit generator (research, tests, old replays: a deal can give
   * it away); 32 to 64 lowercase hex digits key ChaCha20 (a secret table). docs/rules.md.
   */
  seed: number | string;
  players: number;
  /** Display names used in the event log; defaults to "Player 1".. */
  names?: readonly string[];
  /** Seat that plays first; drawn from the seeded PRNG when absent. */
  startSeat?: number;
  /** Martial Law: at the end of your turn, pay 1 Pearl or discard 1 Ally per Ally above 12. */
  martialLaw?: boolean;
  expansions?: {
    /** De Profundis: true plays the bundled (placeholder) Outcast deck; or give your own deck. */
    deProfundis?: boolean | { deck: readonly OutcastCard[] };
    /** Kraken: Smugglers, Nebulis, Kraken Allies, Loot Locations and Sentinels (src/engine/kraken/). */
    kraken?: boolean;
    /**
     * Leviathan: the Border and its Leviathans, fights with dice, Wounds, the Scourge, ten Lords,
     * a fifth seat; Martial Law always applies and the Tamer leaves the Lord deck (src/engine/leviathan/).
     */
    leviathan?: boolean;
  };
}

/** An Outcast card (De Profundis). The deck is data: see docs/outcasts.md for the format. */
export interface OutcastCard {
  name: string;
  /** Minimum total Ally value. */
  cost: number;
  /** Exact number of different races to spend. */
  races: number;
  mandatoryRace: Race | null;
  ip: number;
  /** Gains a Key token when recruited. */
  key: boolean;
  power: 'conspirator' | 'none';
  /** Power in words, for display. */
  text?: string;
}

export interface LocationHolding {
  id: number;
  /** Lords slid under this Location (they keep their IP only). */
  lords: number[];
  /** De Profundis: the two Outcasts that reconquered it. */
  outcasts?: number[];
  /** Kraken: Loot card ids kept on a Loot Location (present once it has been searched). */
  loot?: number[];
}

export interface PlayerState {
  pearls: number;
  /** Ally cards in hand (secret to everyone else). */
  hand: number[];
  /** Allies affiliated face up in front of the player. */
  affiliated: number[];
  /** Free Lords (not under a Location), assassinated ones included. */
  lords: number[];
  /** Subset of `lords` turned sideways by the Assassin. */
  assassinated: number[];
  locations: LocationHolding[];
  keyTokens: number;
  /** Monster token ids (values secret to everyone else until the end). */
  monsters: number[];
  /** De Profundis: recruited Outcasts not yet used to reconquer a Location (ids ≥ 101). */
  outcasts: number[];
  /** Kraken: Nebulis held (public). Present only in Kraken games. */
  nebulis?: number;
  /** Leviathan: Wound tokens (-1 IP each, public). Present only in Leviathan games. */
  wounds?: number;
  /** Leviathan: ids of the Leviathans this player slew (public). Present only in Leviathan games. */
  slain?: number[];
}

/** Leviathan: a Leviathan at the Border and how many of its health steps are beaten. */
export interface BorderLeviathan {
  id: number;
  beaten: number;
}

/** Leviathan: what the expansion adds to the table. Present only in Leviathan games. */
export interface LeviathanState {
  /** Face-down Leviathan deck (ids index LEVIATHANS); the top card is the last element. */
  deck: number[];
  /** Leviathans discarded after attacking a player (face up, health restored). */
  discard: number[];
  /** The Border's 9 spaces (index = borderSpace(two-dice sum)); null = free. */
  border: (BorderLeviathan | null)[];
  /** Face-down Leviathan Monster tokens (ids index LEVIATHAN_TOKEN_EFFECTS); top = last. */
  tokens: number[];
  /** Leviathan Monster tokens used (face up). */
  tokenDiscard: number[];
  /** Seat holding the Scourge figure (+5 IP at the end), or -1 before anyone slays a Leviathan. */
  scourge: number;
}

/** Kraken: a Sentinel token on the table, reserving one thing for its owner. */
export interface Sentinel {
  /** The Lord that carries it (LORD.watcher, vigil or lookout). */
  lord: number;
  seat: number;
  /** What it guards: a Court card (its id), a Council stack (race index) or a face-up Location (its id). */
  zone: 'court' | 'council' | 'location';
  target: number;
}

/** Kraken: what the expansion adds to the table. Present only in Kraken games. */
export interface KrakenState {
  /** Seat holding the Kraken figure (-5 IP at the end), or -1 before anyone holds Nebulis. */
  figure: number;
  /** Face-down Loot deck (ids index LOOT_VALUES); the top card is the last element. */
  lootDeck: number[];
  /** Loot discarded by a repeated value or a lost Sanctuary (face up). */
  lootDiscard: number[];
  /** Sentinels on the table (a Sentinel Lord's token not listed here is with its Lord). */
  sentinels: Sentinel[];
}

export interface TurnState {
  /** Allies bought by opponents during this exploration (sets the next price). */
  purchases: number;
  /** Bit per seat: who already bought an Ally this turn. */
  buyers: number;
  /** Bit per once-per-turn Lord power already used this turn (see ONCE_PER_TURN). */
  powersUsed: number;
  /** True once the turn's one action (explore, support, recruit) has been taken. */
  acted: boolean;
  /** De Profundis: the Conspirator showed its owner the top Lord, still on top of the deck. */
  peek: boolean;
  /** Kraken: bit per seat that bought a second Ally this turn (the Hypnotist); absent until one does. */
  secondBuyers?: number;
  /** Leviathan: Leviathans the current player slew this turn (one allowed, two with the Intrepid); absent until one is. */
  slain?: number;
}

/**
 * A continuation the engine still has to run for the current turn. Tasks run in order;
 * one that needs a player's choice sets `pending` and waits for the action.
 */
export type Task =
  | { t: 'reveal' }
  | { t: 'offer'; from: number }
  | { t: 'endExploration' }
  | { t: 'gainLord'; lord: number }
  | { t: 'reconquest' }
  | { t: 'replaceLost'; seat: number; lords: number[] }
  | { t: 'power'; lord: number }
  | { t: 'opponentsEffect'; lord: number; seats: number[] }
  | { t: 'refill' }
  | { t: 'keys' }
  | { t: 'afterAction' }
  | { t: 'endTurn' }
  | { t: 'martialLaw' }
  | { t: 'nextTurn' }
  | KrakenTask
  | LeviathanTask;

/** Leviathan tasks (src/engine/leviathan/tasks.ts runs them). */
export type LeviathanTask =
  /** A new Leviathan comes to the Border by a roll; one it displaces attacks `seat`. */
  | { t: 'arrival'; seat: number }
  /** `seat` takes `count` Monster tokens for beaten health steps (normal or Leviathan ones, their choice). */
  | { t: 'fightReward'; seat: number; count: number }
  /** After an attack: `seat` may attack again (the same Leviathan at `space` while it lives, or any with the Intrepid). */
  | { t: 'fightAgain'; seat: number; space: number };

/** Kraken tasks (src/engine/kraken/tasks.ts runs them). */
export type KrakenTask =
  /** The Kraken figure goes to one of `candidates` (tied at the most Nebulis): its holder chooses. */
  | { t: 'krakenFigure'; candidates: number[] }
  /** `seat` places the Sentinel of `lord` (it just joined them, or came back: kraken/sentinels.ts). */
  | { t: 'sentinel'; seat: number; lord: number }
  /** The main decision again, after a once-per-turn power's Sentinel was placed. */
  | { t: 'resumeMain' }
  /** A Kraken Ally left on the track: the explorer chooses its Council stack. */
  | { t: 'placeKraken'; card: number }
  /** The game ends once the end-of-game Nebulis and the Kraken figure are settled. */
  | { t: 'endGame' }
  /** The Executioner named `race` (race index): each of `seats` in turn discards an affiliated Ally of it. */
  | { t: 'executed'; race: number; seats: number[] };

/** The one decision the engine waits for, and whose it is. */
export type Decision = BaseDecision | KrakenDecision | LeviathanDecision | DeProfundisDecision;

/**
 * Leviathan decisions: src/engine/leviathan/decisions.ts holds, for each kind, the actions it
 * lists and how it applies one (the base modules hand every kind they do not know to it).
 */
export type LeviathanDecision =
  /**
   * A Monster revealed while exploring: attack a Leviathan at the Border (ends the exploration),
   * keep exploring (a new Leviathan comes) or, with the Coward, ignore it. `forced`: it sits on
   * the 5th track space, so the explorer must attack when able.
   */
  | { kind: 'leviathanMonster'; seat: number; forced: boolean }
  /**
   * Attack a Leviathan: `space` is the Border space of the one that must be attacked again, or
   * -1 for any; `optional` when the player may stop instead (a second attack, the Sorcerer).
   */
  | { kind: 'leviathanAttack'; seat: number; space: number; optional: boolean }
  /** After a roll with a Pearl-effect Ally: spend up to `max` Pearls, +1 attack each. */
  | { kind: 'boostAttack'; seat: number; space: number; attack: number; max: number }
  /** Take `count` Monster tokens: how many of them are Leviathan Monster tokens (0..count, as supplies allow). */
  | { kind: 'fightReward'; seat: number; count: number }
  /**
   * A Leviathan Monster token lets `seat` take a Council stack of their choice; `more`: the
   * reward's Leviathan tokens still to draw and use after this choice (absent: none).
   */
  | { kind: 'tokenCouncil'; seat: number; more?: number }
  /** A Leviathan takes one of `seat`'s free Lords: they choose which. (Allies it takes are a BaseDecision 'discard'.) */
  | { kind: 'loseLord'; seat: number }
  /** The Border Guard: choose the opponent a new Leviathan comes against. */
  | { kind: 'borderGuard'; seat: number; candidates: number[] }
  /** The Breeder: put the drawn Leviathan `leviathan` on a free Border space. */
  | { kind: 'breeder'; seat: number; leviathan: number }
  /** The Rebel: beat the next health step of a Leviathan at the Border. */
  | { kind: 'rebel'; seat: number };

/**
 * Kraken decisions: src/engine/kraken/decisions.ts holds, for each kind, the actions it lists
 * and how it applies one (the base modules hand every kind they do not know to it).
 */
export type KrakenDecision =
  /** Who takes the Kraken figure among players tied at the most Nebulis (the holder chooses). */
  | { kind: 'krakenFigure'; seat: number; candidates: number[] }
  /** A Kraken Ally left on the track when the exploration ends: the explorer picks its Council stack. */
  | { kind: 'placeKraken'; seat: number; card: number }
  /** The Fence: hand 1 Nebulis to `count` more opponents, chosen among `candidates`. */
  | { kind: 'fence'; seat: number; count: number; candidates: number[] }
  /** The Healer: take an Ally from the discard (the cards are listed only in the seat's legal actions). */
  | { kind: 'healer'; seat: number }
  /** The Executioner: name a race. */
  | { kind: 'executioner'; seat: number }
  /** An opponent of the Executioner discards one of their affiliated Allies of `race` (race index). */
  | { kind: 'executed'; seat: number; race: number }
  /** The Liberator: free one of your Lords from under a Location. */
  | { kind: 'liberator'; seat: number }
  /** Searching a Loot Location: `drawn` so far (ids into LOOT_VALUES); draw again or stop. */
  | { kind: 'loot'; seat: number; location: number; drawn: number[] }
  /** Place the Sentinel of `lord` on a Court card, a Council stack or a face-up Location. */
  | { kind: 'sentinel'; seat: number; lord: number };

export type BaseDecision =
  | { kind: 'main'; seat: number }
  | { kind: 'afterAction'; seat: number }
  | { kind: 'offer'; seat: number; card: number; price: number; from: number }
  | { kind: 'allyRevealed'; seat: number; card: number }
  | { kind: 'monsterRevealed'; seat: number }
  | { kind: 'reward'; seat: number; space: number; options: Reward[] }
  | { kind: 'takeFromTrack'; seat: number }
  | { kind: 'affiliate'; seat: number; spent: number[]; lord: number }
  /**
   * A recruitment whose payment may still grow (recruit-steps.ts): `allies` (still in hand)
   * already pay for `lord`; the player adds Allies one at a time, then pays. Another seat's
   * view shows no `allies` (an empty list) until the payment is made, and `lord` 0 when it
   * is the Conspirator's secret top Lord rather than a Court card.
   */
  | { kind: 'payment'; seat: number; lord: number; allies: number[] }
  /** 'leviathan': a Leviathan that attacks takes Allies from the hand (leviathan/penalties.ts). */
  | { kind: 'discard'; seat: number; count: number; reason: 'jailer' | 'commander' | 'leviathan' }
  | { kind: 'martialLaw'; seat: number; count: number }
  | { kind: 'assassinate'; seat: number; target: number }
  | { kind: 'hunt'; seat: number; targets: number[] }
  | { kind: 'apprentice'; seat: number }
  | { kind: 'illusionist'; seat: number }
  | { kind: 'corruptor'; seat: number }
  | { kind: 'traitor'; seat: number; lord: number }
  | { kind: 'schemer'; seat: number; lord: number }
  | { kind: 'location'; seat: number }
  | { kind: 'pickLocation'; seat: number; drawn: number[]; ambassador: number }
  | { kind: 'payKeys'; seat: number; location: number }
  | { kind: 'blackSmokers'; seat: number };

/** De Profundis decisions: src/engine/de-profundis/decisions.ts holds their rules. */
export type DeProfundisDecision =
  /** Reconquer one of `options` (an opponent's Location) with two unused Outcasts. */
  | { kind: 'reconquer'; seat: number; options: number[] }
  /** A player whose Location was reconquered takes a face-up one, with `lords` under it. */
  | { kind: 'replaceLocation'; seat: number; lords: number[] };

export type DecisionKind = Decision['kind'];
export type BaseDecisionKind = BaseDecision['kind'];
export type KrakenDecisionKind = KrakenDecision['kind'];
export type LeviathanDecisionKind = LeviathanDecision['kind'];
export type DeProfundisDecisionKind = DeProfundisDecision['kind'];

/** The cards a table plays with (table-cards.ts), by zone. */
export interface TableCards {
  /** Exploration card ids (Allies and Monsters), ascending. */
  exploration: number[];
  /** Lord ids (Outcasts excluded), ascending. */
  lords: number[];
  /** Location ids, ascending. */
  locations: number[];
}

/** The keys of GameState an expansion's own part sits under (hooks.ts: `part`; absent in games without it). */
export type ExpansionPart = 'kraken' | 'leviathan';

/**
 * The engine's own, mutable state: only the engine's modules write it (copy-on-write,
 * state-copy.ts). Everyone else holds ReadonlyGameState, exported by index.ts as GameState.
 */
export interface GameState {
  /** Format version of this JSON shape. */
  v: 1;
  options: GameOptions;
  /**
   * PRNG state; nobody may see it (nor the seed, until the game is over). Numeric seed: the
   * mulberry32 state. Hex seed: how many 32-bit words of the ChaCha20 stream keyed by
   * `options.seed` were drawn.
   */
  rng: number;
  players: PlayerState[];
  /** Seat whose turn it is. */
  current: number;
  turn: TurnState;
  /** Extra turns owed to the current seat (The Invoker). */
  extraTurns: number;
  /** Face-down Exploration deck; the top card is the last element. */
  explorationDeck: number[];
  /** Face-down discard (Allies spent or discarded, Monsters fought or passed). */
  explorationDiscard: number[];
  /** Cards on the Exploration track, left to right (at most 5). */
  track: number[];
  /** Threat token position, 1..6. */
  threat: number;
  /** Council stacks, one per race (index = race index). */
  council: number[][];
  /** Lord deck; the top card is the last element. */
  lordDeck: number[];
  /** De Profundis: Outcast deck (ids 101 + index in the deck's card list); top = last. */
  outcastDeck: number[];
  /** Court, from the space furthest from the deck to the nearest (at most 6): Lords, and Outcasts (ids ≥ 101). */
  court: number[];
  /** Lords that left the game (Traitor, Schemer, Opportunist). */
  lordDiscard: number[];
  /** Face-down Location stack; the top tile is the last element. */
  locationStack: number[];
  /** Face-up Locations anyone may take. */
  locationsAvailable: number[];
  /** Locations out of the game (Black Smokers after an exchange). */
  locationsOut: number[];
  /** Face-down Monster token supply. */
  monsterTokens: number[];
  keySupply: number;
  /** Seat whose turn closes the game once the end is triggered, or -1. */
  lastSeat: number;
  /**
   * Dead position (dead.ts): absent until a turn starts with the Lord (and Outcast) deck
   * empty; then the seats that took a whole turn since in which nobody recruited.
   */
  quiet?: number;
  over: boolean;
  pending: Decision | null;
  tasks: Task[];
  /** Kraken expansion state (src/engine/kraken/); absent in games without it. */
  kraken?: KrakenState;
  /** Leviathan expansion state (src/engine/leviathan/); absent in games without it. */
  leviathan?: LeviathanState;
  /** Public event log (with private lines addressed to one seat). */
  log: GameEvent[];
}

// The log is data: a kind and its arguments (src/engine/events.ts); readers render it.
import type { GameEvent } from './events.ts';
export type { EventArgs, EventKind, GameEvent } from './events.ts';

export type Action =
  /** `nebulis` (Kraken): Nebulis paid instead of Pearls (kraken/payments rules); absent = 0. */
  | { type: 'plot'; deck?: 'lords' | 'outcasts'; nebulis?: number }
  | { type: 'explore' }
  | { type: 'support'; races: Race[] }
  /**
   * `allies` is the whole payment, unless `more` is true: then the player may still add
   * Allies (a 'payment' decision, recruit-steps.ts) before paying.
   */
  | { type: 'recruit'; lord: number; allies: number[]; more?: true; nebulis?: number }
  | { type: 'addAlly'; card: number }
  | { type: 'pay'; nebulis?: number }
  | { type: 'slaver'; card: number }
  | { type: 'oracle'; race: Race }
  | { type: 'opportunist'; lord: number }
  | { type: 'endTurn' }
  | { type: 'skipAction' }
  | { type: 'buy'; nebulis?: number }
  | { type: 'pass' }
  | { type: 'take' }
  | { type: 'continue' }
  | { type: 'fight' }
  | { type: 'reward'; option: number }
  | { type: 'takeFromTrack'; card: number }
  | { type: 'affiliate'; card: number }
  | { type: 'discard'; card: number }
  | { type: 'payPearl' }
  | { type: 'assassinate'; lord: number }
  | { type: 'hunt'; target: number }
  | { type: 'apprentice'; race: Race }
  | { type: 'illusionist'; from: number; to: number }
  | { type: 'corrupt'; lord: number; nebulis?: number }
  | { type: 'betray'; discard: number; take: number }
  | { type: 'scheme'; discard: number }
  | { type: 'decline' }
  | { type: 'takeLocation'; location: number }
  | { type: 'drawLocations'; count: number }
  | { type: 'pickLocation'; location: number }
  | { type: 'payKeys'; lords: number[] }
  | { type: 'swapLocation'; location: number }
  | { type: 'reconquer'; location: number }
  // Kraken
  | { type: 'giveKraken'; seat: number }
  | { type: 'placeKraken'; race: Race }
  | { type: 'giveNebulis'; seat: number }
  | { type: 'heal'; card: number }
  | { type: 'execute'; race: Race }
  | { type: 'discardAffiliated'; card: number }
  | { type: 'liberate'; lord: number }
  | { type: 'drawLoot' }
  | { type: 'stopLoot' }
  | { type: 'placeSentinel'; zone: 'court' | 'council' | 'location'; target: number }
  /** The Ferryman (once per turn): turn 1 Nebulis into 1 Pearl. */
  | { type: 'ferryman' }
  /** The Recipient (once per turn): fill an empty Court space from the Lord deck. */
  | { type: 'recipient' }
  // Leviathan
  /** Attack the Leviathan on Border space `space` (0..8) with the Ally `card` from hand. */
  | { type: 'attack'; space: number; card: number }
  /** Stop attacking (a second attack, the Sorcerer). */
  | { type: 'endFight' }
  /** The Coward: ignore the revealed Monster. */
  | { type: 'ignoreMonster' }
  /** After a roll with a Pearl-effect Ally: spend `pearls` Pearls (0 allowed), +1 attack each. */
  | { type: 'boost'; pearls: number }
  /** Of the reward's Monster tokens, take `leviathanTokens` Leviathan Monster tokens and the rest normal ones. */
  | { type: 'fightReward'; leviathanTokens: number }
  /** A Leviathan Monster token: take the Council stack of `race`. */
  | { type: 'takeCouncil'; race: Race }
  | { type: 'loseLord'; lord: number }
  /** The Border Guard: the opponent a new Leviathan comes against. */
  | { type: 'targetOpponent'; seat: number }
  /** The Breeder: the free Border space for the drawn Leviathan. */
  | { type: 'placeLeviathan'; space: number }
  /** The Rebel: the Border space of the Leviathan whose next health step is beaten. */
  | { type: 'strike'; space: number };

export type ActionType = Action['type'];

export type ErrorCode =
  | 'MALFORMED_ACTION'
  | 'GAME_OVER'
  | 'WRONG_DECISION'
  | 'ILLEGAL_CHOICE'
  | 'NOT_ENOUGH_PEARLS'
  | 'INVALID_PAYMENT'
  | 'CARD_NOT_IN_HAND'
  | 'NOT_IN_COURT'
  | 'ALREADY_USED';

export interface EngineError {
  code: ErrorCode;
  message: string;
}

export type ApplyResult =
  | { ok: true; state: ReadonlyGameState; events: GameEvent[] }
  | { ok: false; error: EngineError };

export interface ScoreLine {
  seat: number;
  locations: number;
  lords: number;
  allies: number;
  monsters: number;
  /** Kraken: IP lost to Nebulis (−1 each) and the Kraken figure (−5); 0 or negative. */
  nebulis?: number;
  /** Leviathan: the Scourge (+5) and Wounds (−1 each). */
  leviathan?: number;
  total: number;
  pearls: number;
  /** 1 = winner; tied seats share a rank. */
  rank: number;
}
export type ScoreSheet = ScoreLine[];

/** `T` with every property and array, at every depth, read-only. */
export type DeepReadonly<T> = T extends readonly (infer E)[]
  ? readonly DeepReadonly<E>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/**
 * A state as everyone outside the engine holds it: nothing in it can be changed (tsc refuses
 * it). index.ts exports it as `GameState` and its public functions take it; the engine's
 * modules use the mutable GameState above, which ESLint keeps out of the rest of src/.
 */
export type ReadonlyGameState = DeepReadonly<GameState>;

/** A player of a ReadonlyGameState (what the rules that read a player take, so any state's player fits). */
export type ReadonlyPlayerState = DeepReadonly<PlayerState>;
