// The engine's expansion hooks: the one list of points where an expansion changes the base
// rules (docs/engine.md, "Expansion hooks"). Each expansion implements `ExpansionHooks` in its
// own folder; the game's options compose the active set (`expansionsOf`). The base modules
// import this file, never an expansion folder: the expansions are registered once, by the
// engine's entry point (expansions.ts), so no base module depends on one and no import cycle
// runs through an expansion.
import type { ObservePart, ResamplePart } from './knowledge.ts';
import type { Ctx } from './state.ts';
import { ownPlayer, registerParts, type StatePart } from './state-copy.ts';
import type { Action, Decision, DecisionKind, EngineError, GameOptions, GameState, LocationHolding, ScoreLine, TableCards, Task } from './types.ts';
import type { PlayerView } from './view-types.ts';

export type ExpansionName = 'deProfundis' | 'kraken' | 'leviathan';

/** The decision of kind `K`. */
export type DecisionOf<K extends DecisionKind> = Extract<Decision, { kind: K }>;

/** What one kind of decision lists and how it applies: "what is legal" beside "apply it". */
export interface DecisionRule<K extends DecisionKind> {
  /** What the decision accepts, to name it in errors ("giveKraken"). */
  expected: string;
  legal(s: GameState, d: DecisionOf<K>): Action[];
  /**
   * Checks and applies `a`: null when applied, an error (state untouched) when refused,
   * undefined when `a` is not an action this decision takes.
   */
  apply(s: GameState, d: DecisionOf<K>, a: Action, ctx: Ctx): EngineError | null | undefined;
}

/** Every kind of `K` with its rule: a missing kind is a compile error. */
export type DecisionTable<K extends DecisionKind> = { [P in K]: DecisionRule<P> };

/**
 * A decision table by kind, for a direct lookup by a decision's kind (undefined: not one of its
 * kinds). No prototype: a kind that is not the table's finds nothing.
 */
export type RuleIndex = { readonly [kind: string]: DecisionRule<DecisionKind> | undefined };

/**
 * A typed table as a RuleIndex. An entry is reached only by a decision of its own kind (the
 * lookup is by `d.kind`), so each may be called with the decision at hand.
 */
export function ruleIndex<K extends DecisionKind>(table: DecisionTable<K>): RuleIndex {
  const index = Object.create(null) as Record<string, DecisionRule<DecisionKind>>;
  // The one widening: entry `kind` is only ever called with a decision of kind `kind`.
  for (const kind of Object.keys(table) as K[]) index[kind] = table[kind] as unknown as DecisionRule<DecisionKind>;
  return index;
}

/** An expansion's decisions, looked up by the decision at hand. */
export interface DecisionRules {
  /** Its rules by kind: the engine looks an expansion decision up there (expansionRule). */
  readonly rules: RuleIndex;
  owns(d: Decision): boolean;
  expected(d: Decision): string;
  legal(s: GameState, d: Decision): Action[];
  apply(s: GameState, d: Decision, a: Action, ctx: Ctx): EngineError | null | undefined;
}

/** A typed table as DecisionRules: each decision reaches the rule of its own kind, with its own type. */
export function decisionRules<K extends DecisionKind>(table: DecisionTable<K>): DecisionRules {
  const rules = ruleIndex(table);
  const owns = (d: Decision): boolean => rules[d.kind] !== undefined;
  return {
    rules,
    owns,
    expected: (d) => rules[d.kind]?.expected ?? d.kind,
    legal: (s, d) => rules[d.kind]?.legal(s, d) ?? [],
    apply: (s, d, a, ctx) => rules[d.kind]?.apply(s, d, a, ctx),
  };
}

/**
 * The points where an expansion changes the rules. Every member but `name` and `active` is
 * optional: an expansion implements the hooks its rules need, and the base rules call each hook
 * through the helpers below, for the active expansions only, in registration order.
 */
export interface ExpansionHooks {
  readonly name: ExpansionName;
  /** Whether the expansion plays in a game with these options. */
  active(options: Pick<GameOptions, 'expansions'>): boolean;
  /** Checks the value given for it in `options.expansions` (a sentence for the player, or null). */
  checkValue(value: unknown): string | null;
  /** Checks the rest of the options with it on (e.g. a table rule it always plays with). */
  checkOptions?(options: GameOptions): string | null;
  /** The most seats it allows (the base game: MAX_PLAYERS_WITHOUT_LEVIATHAN). */
  readonly maxPlayers?: number;
  /** Its Outcasts count among the seven recruits that end the game (De Profundis: said in the 'endBySeventh' event). */
  readonly outcastsRecruited?: boolean;
  /** It always plays with Martial Law (the hand limit at the end of each turn). */
  readonly martialLaw?: boolean;
  /** Adds its cards and its state to a new table, before the decks are shuffled. */
  addCards?(s: GameState): void;
  /** Deals its part of the Court on a new table, after the Lord deck is shuffled and before the Lords (De Profundis: one Outcast). */
  dealCourt?(s: GameState): void;
  /** After every base draw of the setup: its own shuffles and first draws (so base deals stay as they were). */
  afterDeal?(s: GameState): void;
  /** A Monster was revealed while exploring: true when it handles it (the Leviathan's Border). */
  monsterRevealed?(s: GameState, ctx: Ctx): boolean;
  /** Whether the empty Exploration deck may be made again from its discard (base: a discard not empty). */
  discardRefills?(s: GameState): boolean;
  /** The decks it adds that a player may plot from (De Profundis: 'outcasts'). */
  readonly plotDecks?: readonly PlotDeck[];
  /** Why `card` may not be discarded to Martial Law (the Kraken Allies), or null when it may. */
  martialLawRefuses?(card: number): string | null;
  /** Whether `seat`, who already bought an Ally this exploration, may buy another (the Kraken's Hypnotist). */
  mayBuyAgain?(s: GameState, seat: number): boolean;
  /** `seat` buys an Ally, before its purchase is recorded. */
  onPurchase?(s: GameState, seat: number): void;
  /** Whether a payment holding its wild Allies covers `lord`'s races (the Kraken Allies). */
  racesFit?(s: GameState, seat: number, lord: number, allies: readonly number[]): boolean;
  /** Its currency, which may pay part of a price in Pearls (the Kraken's Nebulis). */
  readonly currency?: Currency;
  /** Its part of listing recruitment payments (the Kraken's wild Allies, the Leviathan's fighting Allies). */
  readonly payments?: PaymentRules;
  /** The spent Allies of a recruitment, after the payment (the Kraken Allies give Nebulis). */
  alliesSpent?(s: GameState, ctx: Ctx, seat: number, allies: readonly number[]): void;
  /** The spent Allies that may be affiliated (the Kraken Allies never are). */
  affiliable?(spent: readonly number[]): readonly number[];
  /** An Outcast the current player recruited joins them (De Profundis: its Key token, then the reconquest check). */
  outcastJoins?(s: GameState, ctx: Ctx, outcast: number): void;
  /** The current player recruited a Lord (not an Outcast). */
  lordRecruited?(s: GameState, ctx: Ctx): void;
  /** Its guards (the Kraken's Sentinels): what another seat may not take, and a guard coming back. */
  readonly guard?: Guard;
  /** Resolves the power of one of its Lords that just joined the current player; false for a Lord not its own. */
  lordPower?(s: GameState, ctx: Ctx, lord: number): boolean;
  /** Its once-per-turn powers the current player may use now (their Lords). */
  usablePowers?(s: GameState): number[];
  /** Lists the actions of one of its once-per-turn powers (a Lord of usablePowers). */
  powerActions?(s: GameState, lord: number, out: Action[]): void;
  /** Applies one of its once-per-turn power actions: null when done, an error, or undefined when `a` is not its own. */
  applyPower?(s: GameState, a: Action, ctx: Ctx): EngineError | null | undefined;
  /**
   * The game is about to end: its own end-of-game steps. True when it queued them (with a
   * final 'endGame' task that ends the game once they are done).
   */
  beforeGameEnd?(s: GameState, ctx: Ctx): boolean;
  /** Its column of a seat's score line: sets it and adds it to the total. */
  scoreLine?(s: GameState, seat: number, line: ScoreLine): void;
  /** Its decisions (a typed table: decisionRules). */
  readonly decisions?: DecisionRules;
  /** The start of a turn, after the base's (the Landlord), before the player decides (De Profundis: the Conspirator's peek). */
  turnStarts?(s: GameState, ctx: Ctx): void;
  /** Runs a task it queued; false when the task is not its own. */
  runTask?(s: GameState, ctx: Ctx, task: Task): boolean;
  /**
   * A seat gains `n` Pearls at once. The first active expansion that implements it pays them
   * (and reacts: the Kraken's Highwayman); without one the base adds them. Called after the
   * event that announces the gain.
   */
  gainPearls?(s: GameState, ctx: Ctx, seat: number, n: number): void;
  /**
   * `seat` came to control `location`, every way (keys, an Ambassador, the Illusionist, Black
   * Smokers, a reconquest or its replacement): the Kraken's Loot Locations are searched.
   */
  locationTaken?(s: GameState, ctx: Ctx, seat: number, location: number): void;
  /** `seat` gives up its `holding` (the Illusionist's swap, a reconquest): what lay on it goes (the Kraken's Loot). */
  locationGivenUp?(s: GameState, ctx: Ctx, seat: number, holding: LocationHolding): void;
  /** Whether the Assassin has no effect on `lord` (the Kraken's Sentinel Lords). */
  beyondAssassin?(lord: number): boolean;
  /** `seat` discarded the Ally `card` from its hand, for `reason` (a Kraken Ally a Leviathan takes gives Nebulis). */
  allyDiscarded?(s: GameState, ctx: Ctx, seat: number, card: number, reason: DiscardReason): void;
  /** An Ally left on the track at the end of an exploration: true when it places it itself (a Kraken Ally's stack is chosen). */
  toCouncil?(s: GameState, card: number): boolean;
  /** Adds its cards to the set a table plays with. */
  tableCards?(cards: TableCards): void;
  /** Its part of the state: the key it sits under and its copy (state-copy.ts copies and shares it). */
  readonly part?: StatePart;
  /** Its part of what `seat` sees (null: a spectator): its public table, with nothing hidden. */
  view?(s: GameState, seat: number | null, view: PlayerView): void;
  /** Its part of what a seat knows: resampling a state from a view, and the observation. */
  readonly resample?: ResamplePart;
  readonly observe?: ObservePart;
}

/** Why an Ally leaves a hand for the discard. */
export type DiscardReason = 'jailer' | 'commander' | 'martialLaw' | 'leviathan';
/** A deck a player may plot from. */
export type PlotDeck = 'lords' | 'outcasts';

/**
 * An expansion's currency: part of any price in Pearls (a plot, an Ally bought from an
 * explorer, a recruitment's Pearls, the Corruptor's 5) may be paid with it, as an action's
 * `nebulis` amount (docs/kraken.md, "Payments").
 */
export interface Currency {
  /** The most of it one payment may take from `seat` (0: none). */
  reach(s: GameState, seat: number): number;
  /** Whether `seat` may pay `n` (1 or more, within reach) of a `price` with it and the rest in Pearls. */
  allowed(s: GameState, seat: number, price: number, n: number): boolean;
  /** Why an action's amount of it is refused for a payment of `price` (null: allowed). */
  check(s: GameState, seat: number, price: number, field: unknown): EngineError | null;
  /** `seat` pays `n` of a price with it (the Pearls part already paid), to seat `to` or, with -1, to the supply. */
  pay(s: GameState, ctx: Ctx, seat: number, n: number, to: number): void;
}

/** An expansion's part of listing recruitment payments (payments.ts lists the base game's). */
export interface PaymentRules {
  /** Whether the hand holds its own Allies that the base listing cannot list (the Kraken Allies, wild). */
  ownsHand?(hand: readonly number[]): boolean;
  /** The payments for `lord` from a hand it owns (ownsHand), each a list of Allies. */
  list?(s: GameState, seat: number, lord: number): number[][];
  /** Appends a recruit action for each payment of each of `lords` from a hand it owns, `more` marked as the base listing does. */
  addRecruits?(s: GameState, seat: number, lords: readonly number[], out: Action[]): void;
  /** The recruit actions listed from `from` on take their final form (its currency's amounts, its Allies' variants). */
  finishListing?(s: GameState, seat: number, out: Action[], from: number): void;
  /** The Allies of the hand that may join an open payment, one of each interchangeable kind (undefined: the base rule). */
  extraAllies?(s: GameState, seat: number, lord: number, allies: readonly number[]): number[] | undefined;
  /** Whether extraAllies would list any, without its array (undefined: the base rule); asked when a payment opens. */
  mayExtend?(s: GameState, seat: number, lord: number, allies: readonly number[]): boolean | undefined;
}

/** A zone a guard may reserve something in: a Court card, a Council stack (race index), a face-up Location. */
export type GuardZone = 'court' | 'council' | 'location';

export interface Guard {
  /** Whether a guard of another seat than `seat` reserves `target` of `zone`. */
  guardedFrom(s: GameState, zone: GuardZone, target: number, seat: number): boolean;
  /** Whether a guard of another seat than `seat` reserves anything of `zone` (false: guardedFrom is false for every target). */
  reservesIn(s: GameState, zone: GuardZone, seat: number): boolean;
  /** `seat` took (or emptied) what its own guard reserved: the guard comes back; true when one did. */
  release(s: GameState, ctx: Ctx, seat: number, zone: GuardZone, target: number): boolean;
}

const REGISTERED: ExpansionHooks[] = [];

/** Every registered expansion's decisions, by kind (each kind belongs to one expansion). */
let EXPANSION_RULES: RuleIndex = Object.create(null) as RuleIndex;

/** Registers the expansions, in the order their hooks run (expansions.ts, once). */
export function registerExpansions(list: readonly ExpansionHooks[]): void {
  if (REGISTERED.length > 0) return;
  REGISTERED.push(...list);
  registerParts(list.flatMap((x) => (x.part ? [x.part] : [])));
  const rules = Object.create(null) as Record<string, DecisionRule<DecisionKind>>;
  for (const x of list) if (x.decisions) Object.assign(rules, x.decisions.rules);
  EXPANSION_RULES = rules;
  // Anything composed before the registration composed no expansion.
  COMPOSED.length = 0;
  BY_EXPANSIONS = new WeakMap();
  lastExpansions = undefined;
}

/** An expansion implementing hook `K`. */
type With<K extends keyof ExpansionHooks> = ExpansionHooks & { readonly [P in K]-?: NonNullable<ExpansionHooks[P]> };
type PaymentsWith<K extends keyof PaymentRules> = PaymentRules & { readonly [P in K]-?: NonNullable<PaymentRules[P]> };

/**
 * The hooks of one set of active expansions, composed once (`activeHooks`): for each hook, the
 * active expansions that implement it, in registration order. A base game's lists are all
 * empty and its flags false, so the base rules call no hook that no expansion implements.
 */
export interface ActiveHooks {
  /** One bit per registered expansion that plays. */
  readonly key: number;
  /** The active expansions, in registration order. */
  readonly list: readonly ExpansionHooks[];
  readonly runTask: readonly With<'runTask'>[];
  readonly turnStarts: readonly With<'turnStarts'>[];
  readonly gainPearls: readonly With<'gainPearls'>[];
  readonly lordPower: readonly With<'lordPower'>[];
  readonly monsterRevealed: readonly With<'monsterRevealed'>[];
  readonly discardRefills: readonly With<'discardRefills'>[];
  readonly mayBuyAgain: readonly With<'mayBuyAgain'>[];
  readonly onPurchase: readonly With<'onPurchase'>[];
  readonly racesFit: readonly With<'racesFit'>[];
  /** The currency of the first active expansion that has one. */
  readonly currency: Currency | undefined;
  readonly ownsHand: readonly PaymentsWith<'ownsHand'>[];
  readonly finishListing: readonly PaymentsWith<'finishListing'>[];
  readonly extraAllies: readonly PaymentsWith<'extraAllies'>[];
  readonly alliesSpent: readonly With<'alliesSpent'>[];
  readonly affiliable: readonly With<'affiliable'>[];
  readonly outcastJoins: readonly With<'outcastJoins'>[];
  readonly lordRecruited: readonly With<'lordRecruited'>[];
  readonly locationTaken: readonly With<'locationTaken'>[];
  readonly locationGivenUp: readonly With<'locationGivenUp'>[];
  readonly beyondAssassin: readonly With<'beyondAssassin'>[];
  readonly allyDiscarded: readonly With<'allyDiscarded'>[];
  readonly toCouncil: readonly With<'toCouncil'>[];
  readonly view: readonly With<'view'>[];
  /** The decks a player may plot from: the Lord deck, then the expansions'. */
  readonly plotDecks: readonly PlotDeck[];
  readonly martialLawRefuses: readonly With<'martialLawRefuses'>[];
  readonly guards: readonly Guard[];
  readonly usablePowers: readonly With<'usablePowers'>[];
  readonly powerActions: readonly With<'powerActions'>[];
  readonly applyPower: readonly With<'applyPower'>[];
  readonly outcastsRecruited: boolean;
  readonly martialLaw: boolean;
  readonly beforeGameEnd: readonly With<'beforeGameEnd'>[];
  readonly scoreLine: readonly With<'scoreLine'>[];
  readonly resample: readonly ResamplePart[];
}

const BASE_DECKS: readonly PlotDeck[] = ['lords'];

function compose(key: number): ActiveHooks {
  const list = REGISTERED.filter((_, i) => key & (1 << i));
  const having = <K extends keyof ExpansionHooks>(hook: K): With<K>[] => list.filter((x): x is With<K> => x[hook] !== undefined);
  const payments = list.flatMap((x) => (x.payments ? [x.payments] : []));
  const paying = <K extends keyof PaymentRules>(hook: K): PaymentsWith<K>[] => payments.filter((p): p is PaymentsWith<K> => p[hook] !== undefined);
  const decks = list.flatMap((x) => x.plotDecks ?? []);
  return {
    key,
    list,
    runTask: having('runTask'),
    turnStarts: having('turnStarts'),
    gainPearls: having('gainPearls'),
    lordPower: having('lordPower'),
    monsterRevealed: having('monsterRevealed'),
    discardRefills: having('discardRefills'),
    mayBuyAgain: having('mayBuyAgain'),
    onPurchase: having('onPurchase'),
    racesFit: having('racesFit'),
    currency: list.find((x) => x.currency)?.currency,
    ownsHand: paying('ownsHand'),
    finishListing: paying('finishListing'),
    extraAllies: paying('extraAllies'),
    alliesSpent: having('alliesSpent'),
    affiliable: having('affiliable'),
    outcastJoins: having('outcastJoins'),
    lordRecruited: having('lordRecruited'),
    locationTaken: having('locationTaken'),
    locationGivenUp: having('locationGivenUp'),
    beyondAssassin: having('beyondAssassin'),
    allyDiscarded: having('allyDiscarded'),
    toCouncil: having('toCouncil'),
    view: having('view'),
    plotDecks: decks.length === 0 ? BASE_DECKS : [...BASE_DECKS, ...decks],
    martialLawRefuses: having('martialLawRefuses'),
    guards: list.flatMap((x) => (x.guard ? [x.guard] : [])),
    usablePowers: having('usablePowers'),
    powerActions: having('powerActions'),
    applyPower: having('applyPower'),
    outcastsRecruited: list.some((x) => x.outcastsRecruited),
    martialLaw: list.some((x) => x.martialLaw),
    beforeGameEnd: having('beforeGameEnd'),
    scoreLine: having('scoreLine'),
    resample: list.flatMap((x) => (x.resample ? [x.resample] : [])),
  };
}

/** The hooks of a game without expansions: nothing to call. */
const NONE: ActiveHooks = compose(0);
/** By key (one bit per registered expansion): each combination composed once. */
const COMPOSED: (ActiveHooks | undefined)[] = [];
/** By a game's `options.expansions` object (the options of a game never change), and the last one asked for. */
let BY_EXPANSIONS = new WeakMap<object, ActiveHooks>();
let lastExpansions: object | undefined;
let lastHooks: ActiveHooks = NONE;

function keyOf(options: Pick<GameOptions, 'expansions'>): number {
  let key = 0;
  for (let i = 0; i < REGISTERED.length; i++) if (REGISTERED[i].active(options)) key |= 1 << i;
  return key;
}

/**
 * The composed hooks of the expansions a game with these options plays. A base game's options
 * (no `expansions`) get them at once; others by their `expansions` object, composed on first use.
 */
export function activeHooks(options: Pick<GameOptions, 'expansions'>): ActiveHooks {
  // Small enough to be inlined into every helper below: the rest is lookUp's.
  const expansions = options.expansions;
  return expansions === undefined ? NONE : expansions === lastExpansions ? lastHooks : lookUp(options, expansions);
}

function lookUp(options: Pick<GameOptions, 'expansions'>, expansions: object): ActiveHooks {
  if (typeof expansions !== 'object' || expansions === null) return composed(keyOf(options));
  let hooks = BY_EXPANSIONS.get(expansions);
  if (hooks === undefined) {
    hooks = composed(keyOf(options));
    BY_EXPANSIONS.set(expansions, hooks);
  }
  lastExpansions = expansions;
  lastHooks = hooks;
  return hooks;
}

function composed(key: number): ActiveHooks {
  return key === 0 ? NONE : (COMPOSED[key] ??= compose(key));
}

/** One bit per registered expansion that plays with `options`. */
export function expansionsKey(options: Pick<GameOptions, 'expansions'>): number {
  return activeHooks(options).key;
}

/** The expansions a game with these options plays, in registration order (made once per combination). */
export function expansionsOf(options: Pick<GameOptions, 'expansions'>): readonly ExpansionHooks[] {
  return activeHooks(options).list;
}

/** The names of the registered expansions, in order. */
export function expansionNames(): ExpansionName[] {
  return REGISTERED.map((x) => x.name);
}

/** A registered expansion by name. */
export function expansionNamed(name: string): ExpansionHooks | undefined {
  return REGISTERED.find((x) => x.name === name);
}

// --- The base rules' calls into the hooks ------------------------------------------
// Each reads the composed hooks of the game (activeHooks) and calls only the expansions that
// implement the hook: in a base game, none.

/** The rule of an expansion decision (each kind belongs to one expansion), or undefined. */
export function expansionRule(d: Decision): DecisionRule<DecisionKind> | undefined {
  return EXPANSION_RULES[d.kind];
}

/** What an expansion decision accepts, to name it in errors. */
export function expectedFor(d: Decision): string {
  return expansionRule(d)?.expected ?? d.kind;
}

export function expansionLegalActions(s: GameState, d: Decision): Action[] {
  return expansionRule(d)?.legal(s, d) ?? [];
}

export function applyExpansionDecision(s: GameState, d: Decision, a: Action, ctx: Ctx): EngineError | null | undefined {
  return expansionRule(d)?.apply(s, d, a, ctx);
}

/** Runs an expansion's task; false when no active expansion owns it. */
export function runExpansionTask(s: GameState, ctx: Ctx, task: Task): boolean {
  const xs = activeHooks(s.options).runTask;
  for (let i = 0; i < xs.length; i++) if (xs[i].runTask(s, ctx, task)) return true;
  return false;
}

/** The expansions' steps at the start of a turn. */
export function expansionsTurnStart(s: GameState, ctx: Ctx): void {
  const xs = activeHooks(s.options).turnStarts;
  for (let i = 0; i < xs.length; i++) xs[i].turnStarts(s, ctx);
}

/** `seat` gains `n` Pearls at once (announce the gain first: an expansion may react to it in the log). */
export function gainPearls(s: GameState, ctx: Ctx, seat: number, n: number): void {
  const xs = activeHooks(s.options).gainPearls;
  if (xs.length > 0) xs[0].gainPearls(s, ctx, seat, n);
  else ownPlayer(s, seat).pearls += n;
}

/** Resolves an expansion Lord's power; false when the Lord is a base one. */
export function expansionLordPower(s: GameState, ctx: Ctx, lord: number): boolean {
  const xs = activeHooks(s.options).lordPower;
  for (let i = 0; i < xs.length; i++) if (xs[i].lordPower(s, ctx, lord)) return true;
  return false;
}

export function expansionMonsterRevealed(s: GameState, ctx: Ctx): boolean {
  const xs = activeHooks(s.options).monsterRevealed;
  for (let i = 0; i < xs.length; i++) if (xs[i].monsterRevealed(s, ctx)) return true;
  return false;
}

export function discardRefills(s: GameState): boolean {
  const xs = activeHooks(s.options).discardRefills;
  return xs.length > 0 ? xs[0].discardRefills(s) : s.explorationDiscard.length > 0;
}

export function mayBuyAgain(s: GameState, seat: number): boolean {
  const xs = activeHooks(s.options).mayBuyAgain;
  for (let i = 0; i < xs.length; i++) if (xs[i].mayBuyAgain(s, seat)) return true;
  return false;
}

export function notePurchase(s: GameState, seat: number): void {
  const xs = activeHooks(s.options).onPurchase;
  for (let i = 0; i < xs.length; i++) xs[i].onPurchase(s, seat);
}

export function wildRacesFit(s: GameState, seat: number, lord: number, allies: readonly number[]): boolean {
  const xs = activeHooks(s.options).racesFit;
  return xs.length > 0 && xs[0].racesFit(s, seat, lord, allies);
}

// --- Currencies and payments -------------------------------------------------------

/** The active currency (at most one expansion has one), or undefined. */
function currencyOf(s: GameState): Currency | undefined {
  return activeHooks(s.options).currency;
}

/** Whether a price in Pearls may be paid partly in an expansion's currency in this game. */
export function hasCurrency(s: GameState): boolean {
  return currencyOf(s) !== undefined;
}

/** The most of the expansion currency one payment may take from `seat` (0: none, or none in play). */
export function currencyReach(s: GameState, seat: number): number {
  const c = currencyOf(s);
  return c === undefined ? 0 : c.reach(s, seat);
}

/** Whether `seat` may pay `n` of `price` in the expansion currency and the rest in Pearls. */
export function currencyAllowed(s: GameState, seat: number, price: number, n: number): boolean {
  if (n === 0) return s.players[seat].pearls >= price;
  const c = currencyOf(s);
  return c !== undefined && n > 0 && n <= price && n <= c.reach(s, seat) && c.allowed(s, seat, price, n);
}

/** Every legal amount of the expansion currency for a payment of `price`, ascending (empty: cannot pay). */
export function currencyOptions(s: GameState, seat: number, price: number): number[] {
  const out: number[] = [];
  if (s.players[seat].pearls >= price) out.push(0);
  const c = currencyOf(s);
  if (c === undefined) return out;
  const most = Math.min(price, c.reach(s, seat));
  for (let n = 1; n <= most; n++) if (c.allowed(s, seat, price, n)) out.push(n);
  return out;
}

/** Whether `seat` can pay `price` with Pearls and the expansion currency. */
export function canPay(s: GameState, seat: number, price: number): boolean {
  if (s.players[seat].pearls >= price) return true;
  const c = currencyOf(s);
  if (c === undefined) return false;
  const most = Math.min(price, c.reach(s, seat));
  for (let n = 1; n <= most; n++) if (c.allowed(s, seat, price, n)) return true;
  return false;
}

/** Checks an action's currency amount (its `nebulis` field) for a payment of `price`: null when allowed. */
export function checkCurrency(s: GameState, seat: number, price: number, field: unknown): EngineError | null {
  const c = currencyOf(s);
  if (c) return c.check(s, seat, price, field);
  if (field === undefined) field = 0;
  if (typeof field !== 'number' || !Number.isInteger(field) || field < 0) {
    return { code: 'MALFORMED_ACTION', message: '"nebulis" is a whole number of Nebulis (0 or more).' };
  }
  const pearls = s.players[seat].pearls;
  if (field === 0) return pearls >= price ? null : { code: 'NOT_ENOUGH_PEARLS', message: `That costs ${price} Pearls and you have ${pearls}.` };
  return { code: 'INVALID_PAYMENT', message: 'Nebulis are paid only in games with the Kraken expansion.' };
}

/**
 * `seat` pays `price` (checked): `n` of it in the expansion currency, the rest in Pearls; both
 * go to seat `to` (an explorer selling an Ally) or, with -1, back to the supply.
 */
export function payPrice(s: GameState, ctx: Ctx, seat: number, price: number, n: number, to: number): void {
  ownPlayer(s, seat).pearls -= price - n;
  if (to >= 0) ownPlayer(s, to).pearls += price - n;
  if (n > 0) currencyOf(s)!.pay(s, ctx, seat, n, to);
}

/** Pushes `a` once per legal amount of the expansion currency for a payment of `price` (none: `a` if the Pearls pay). */
export function pushPaying<A extends Action & { nebulis?: number }>(s: GameState, seat: number, price: number, a: A, out: Action[]): void {
  if (s.players[seat].pearls >= price) out.push(a);
  const c = currencyOf(s);
  if (c === undefined) return;
  const most = Math.min(price, c.reach(s, seat));
  for (let n = 1; n <= most; n++) {
    if (!c.allowed(s, seat, price, n)) continue;
    out.push(withAmount(a, n));
  }
}

/**
 * `{ ...a, nebulis: n }` for an `a` without an amount: its fields in their order, then the
 * amount. The actions pushPaying is given are written out (a spread of them took a few percent
 * of a Kraken game's time); any other is spread.
 */
function withAmount(a: Action & { nebulis?: number }, n: number): Action {
  switch (a.type) {
    case 'buy':
      return { type: 'buy', nebulis: n };
    case 'plot':
      return a.deck === undefined ? { type: 'plot', nebulis: n } : { type: 'plot', deck: a.deck, nebulis: n };
    case 'corrupt':
      return { type: 'corrupt', lord: a.lord, nebulis: n };
    default:
      return { ...a, nebulis: n } as Action;
  }
}

/** The expansion that lists the payments of this hand (its own Allies in it), or undefined: the base listing. */
export function paymentsOwner(s: GameState, hand: readonly number[]): PaymentRules | undefined {
  const xs = activeHooks(s.options).ownsHand;
  for (let i = 0; i < xs.length; i++) if (xs[i].ownsHand(hand)) return xs[i];
  return undefined;
}

/** The recruit actions listed from `from` on take the expansions' final form (currency amounts, variants). */
export function finishRecruitListing(s: GameState, seat: number, out: Action[], from: number): void {
  const xs = activeHooks(s.options).finishListing;
  for (let i = 0; i < xs.length; i++) xs[i].finishListing(s, seat, out, from);
}

/** The Allies that may join an open payment by the expansions' rules, or undefined: the base rule. */
export function expansionExtraAllies(s: GameState, seat: number, lord: number, allies: readonly number[]): number[] | undefined {
  const xs = activeHooks(s.options).extraAllies;
  for (let i = 0; i < xs.length; i++) {
    const extra = xs[i].extraAllies(s, seat, lord, allies);
    if (extra) return extra;
  }
  return undefined;
}

/** Whether expansionExtraAllies would list any Ally (undefined: the base rule), without building the list where the expansion can say so. */
export function expansionMayExtend(s: GameState, seat: number, lord: number, allies: readonly number[]): boolean | undefined {
  const xs = activeHooks(s.options).extraAllies;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    const may = x.mayExtend ? x.mayExtend(s, seat, lord, allies) : x.extraAllies(s, seat, lord, allies)?.length;
    if (may !== undefined) return may === true || (typeof may === 'number' && may > 0);
  }
  return undefined;
}

export function alliesSpent(s: GameState, ctx: Ctx, seat: number, allies: readonly number[]): void {
  const xs = activeHooks(s.options).alliesSpent;
  for (let i = 0; i < xs.length; i++) xs[i].alliesSpent(s, ctx, seat, allies);
}

export function affiliable(s: GameState, spent: readonly number[]): readonly number[] {
  const xs = activeHooks(s.options).affiliable;
  for (let i = 0; i < xs.length; i++) spent = xs[i].affiliable(spent);
  return spent;
}

export function outcastJoins(s: GameState, ctx: Ctx, outcast: number): void {
  const xs = activeHooks(s.options).outcastJoins;
  for (let i = 0; i < xs.length; i++) xs[i].outcastJoins(s, ctx, outcast);
}

export function lordRecruited(s: GameState, ctx: Ctx): void {
  const xs = activeHooks(s.options).lordRecruited;
  for (let i = 0; i < xs.length; i++) xs[i].lordRecruited(s, ctx);
}

/** `seat` pays `n` of the expansion currency (checked, the Pearls part of the price paid apart) to seat `to` or, with -1, to the supply. */
export function payCurrency(s: GameState, ctx: Ctx, seat: number, n: number, to: number): void {
  currencyOf(s)!.pay(s, ctx, seat, n, to);
}

/** `seat` came to control `location` (after Black Smokers' check, before a guard comes back). */
export function locationTaken(s: GameState, ctx: Ctx, seat: number, location: number): void {
  const xs = activeHooks(s.options).locationTaken;
  for (let i = 0; i < xs.length; i++) xs[i].locationTaken(s, ctx, seat, location);
}

/** `seat` gives up its `holding`, before it changes hands. */
export function locationGivenUp(s: GameState, ctx: Ctx, seat: number, holding: LocationHolding): void {
  const xs = activeHooks(s.options).locationGivenUp;
  for (let i = 0; i < xs.length; i++) xs[i].locationGivenUp(s, ctx, seat, holding);
}

/** Whether an expansion puts `lord` beyond the Assassin's reach. */
export function beyondAssassin(s: GameState, lord: number): boolean {
  const xs = activeHooks(s.options).beyondAssassin;
  for (let i = 0; i < xs.length; i++) if (xs[i].beyondAssassin(lord)) return true;
  return false;
}

export function allyDiscarded(s: GameState, ctx: Ctx, seat: number, card: number, reason: DiscardReason): void {
  const xs = activeHooks(s.options).allyDiscarded;
  for (let i = 0; i < xs.length; i++) xs[i].allyDiscarded(s, ctx, seat, card, reason);
}

/** Whether an expansion places `card`, left on the track, itself (true), or the base sends it to its race's stack. */
export function expansionToCouncil(s: GameState, card: number): boolean {
  const xs = activeHooks(s.options).toCouncil;
  for (let i = 0; i < xs.length; i++) if (xs[i].toCouncil(s, card)) return true;
  return false;
}

/** Adds the expansions' parts to `view`. */
export function expansionViews(s: GameState, seat: number | null, view: PlayerView): void {
  const xs = activeHooks(s.options).view;
  for (let i = 0; i < xs.length; i++) xs[i].view(s, seat, view);
}

/** The decks a player may plot from in this game: the Lord deck, then the expansions'. */
export function plotDecks(s: GameState): readonly PlotDeck[] {
  return activeHooks(s.options).plotDecks;
}

/** Why `card` may not be discarded to Martial Law, or null when it may. */
export function martialLawRefuses(s: GameState, card: number): string | null {
  const xs = activeHooks(s.options).martialLawRefuses;
  for (let i = 0; i < xs.length; i++) {
    const why = xs[i].martialLawRefuses(card);
    if (why) return why;
  }
  return null;
}

/** Whether another seat's guard reserves `target` of `zone` from `seat`. */
export function guardedFrom(s: GameState, zone: GuardZone, target: number, seat: number): boolean {
  const guards = activeHooks(s.options).guards;
  for (let i = 0; i < guards.length; i++) if (guards[i].guardedFrom(s, zone, target, seat)) return true;
  return false;
}

/** Whether another seat's guard reserves anything of `zone` from `seat` (once, before asking guardedFrom of each target). */
export function zoneGuarded(s: GameState, zone: GuardZone, seat: number): boolean {
  const guards = activeHooks(s.options).guards;
  for (let i = 0; i < guards.length; i++) if (guards[i].reservesIn(s, zone, seat)) return true;
  return false;
}

/** `list` without what other seats' guards reserve in `zone` (the list itself when nothing is). */
export function openTo<T extends number>(s: GameState, zone: GuardZone, list: T[], seat: number): T[] {
  if (!zoneGuarded(s, zone, seat)) return list;
  let guarded = false;
  for (let i = 0; i < list.length && !guarded; i++) guarded = guardedFrom(s, zone, list[i], seat);
  return guarded ? list.filter((target) => !guardedFrom(s, zone, target, seat)) : list;
}

/** `seat` took what its own guard reserved: the guard comes back. True when one did. */
export function releaseGuard(s: GameState, ctx: Ctx, seat: number, zone: GuardZone, target: number): boolean {
  const guards = activeHooks(s.options).guards;
  let released = false;
  for (let i = 0; i < guards.length; i++) if (guards[i].release(s, ctx, seat, zone, target)) released = true;
  return released;
}

/** The refusal every guarded thing gets, worded for its zone. */
export function reserved(zone: GuardZone): EngineError {
  const what = zone === 'court' ? 'That Court card' : zone === 'council' ? 'That Council stack' : 'That Location';
  return { code: 'ILLEGAL_CHOICE', message: `${what} is reserved by another player's Sentinel.` };
}

/**
 * Whether an active expansion has a once-per-turn power usable now. The hooks answer the
 * usual "none" without an array (the Kraken's frozen empty one), so every main decision of an
 * expansion game can ask this before building usablePowers' list.
 */
export function hasUsableExpansionPower(s: GameState): boolean {
  const xs = activeHooks(s.options).usablePowers;
  for (let i = 0; i < xs.length; i++) if (xs[i].usablePowers(s).length > 0) return true;
  return false;
}

/** Adds the Lords of the expansions' once-per-turn powers usable now. */
export function expansionPowers(s: GameState, out: number[]): void {
  const xs = activeHooks(s.options).usablePowers;
  for (let i = 0; i < xs.length; i++) {
    const lords = xs[i].usablePowers(s);
    for (let j = 0; j < lords.length; j++) out.push(lords[j]);
  }
}

export function expansionPowerActions(s: GameState, lord: number, out: Action[]): void {
  const xs = activeHooks(s.options).powerActions;
  for (let i = 0; i < xs.length; i++) xs[i].powerActions(s, lord, out);
}

export function applyExpansionPower(s: GameState, a: Action, ctx: Ctx): EngineError | null | undefined {
  const xs = activeHooks(s.options).applyPower;
  for (let i = 0; i < xs.length; i++) {
    const r = xs[i].applyPower(s, a, ctx);
    if (r !== undefined) return r;
  }
  return undefined;
}

/** Whether Outcasts count among the seven recruits that end the game (De Profundis). */
export function outcastsRecruited(s: GameState): boolean {
  return activeHooks(s.options).outcastsRecruited;
}

/** Whether the table plays Martial Law: its option, or an expansion that always does. */
export function playsMartialLaw(s: GameState): boolean {
  if (s.options.martialLaw) return true;
  return activeHooks(s.options).martialLaw;
}

/** The expansions' end-of-game steps; true when some were queued (the game ends after them). */
export function expansionsBeforeGameEnd(s: GameState, ctx: Ctx): boolean {
  const xs = activeHooks(s.options).beforeGameEnd;
  let queued = false;
  for (let i = 0; i < xs.length; i++) if (xs[i].beforeGameEnd(s, ctx)) queued = true;
  return queued;
}

/** Adds the expansions' columns to a score line. */
export function expansionScoreLines(s: GameState, seat: number, line: ScoreLine): void {
  const xs = activeHooks(s.options).scoreLine;
  for (let i = 0; i < xs.length; i++) xs[i].scoreLine(s, seat, line);
}

// --- What a seat knows: the expansions' resample and observe parts --------------------

/** The expansions of these options that have a part in resampling and observing. */
export function knowledgeParts(options: Pick<GameOptions, 'expansions'>): readonly ExpansionHooks[] {
  return activeHooks(options).list;
}

/** Their resample parts. */
export function partsOf(options: Pick<GameOptions, 'expansions'>): readonly ResamplePart[] {
  return activeHooks(options).resample;
}
