// The engine's expansion hooks: the one list of points where an expansion changes the base
// rules (docs/engine.md, "Expansion hooks"). Each expansion implements `ExpansionHooks` in its
// own folder; the game's options compose the active set (`expansionsOf`). The base modules
// import this file, never an expansion folder: the expansions are registered once, by the
// engine's entry point (expansions.ts), so no base module depends on one and no import cycle
// runs through an expansion.
import { EXPLORATION_ID_LIMIT, ALLY_COUNT, allyRace, isMonsterCard } from './cards.ts';
import { NO_STACK, type ObservePart, type ResamplePart } from './knowledge.ts';
import type { Ctx } from './state.ts';
import { ownPlayer } from './state-copy.ts';
import { tableCards, type TableCards } from './table-cards.ts';
import type { Action, Decision, DecisionKind, EngineError, GameOptions, GameState, ScoreLine, Task } from './types.ts';

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

/** An expansion's decisions, looked up by the decision at hand. */
export interface DecisionRules {
  owns(d: Decision): boolean;
  expected(d: Decision): string;
  legal(s: GameState, d: Decision): Action[];
  apply(s: GameState, d: Decision, a: Action, ctx: Ctx): EngineError | null | undefined;
}

/** A typed table as DecisionRules: each decision reaches the rule of its own kind, with its own type. */
export function decisionRules<K extends DecisionKind>(table: DecisionTable<K>): DecisionRules {
  const owns = (d: Decision): d is DecisionOf<K> => Object.hasOwn(table, d.kind);
  const rule = <P extends K>(kind: P): DecisionRule<P> => table[kind];
  const legal = <P extends K>(s: GameState, kind: P, d: DecisionOf<P>): Action[] => rule(kind).legal(s, d);
  const apply = <P extends K>(s: GameState, kind: P, d: DecisionOf<P>, a: Action, ctx: Ctx) => rule(kind).apply(s, d, a, ctx);
  return {
    owns,
    expected: (d) => (owns(d) ? rule(d.kind).expected : d.kind),
    legal: (s, d) => (owns(d) ? legal(s, d.kind, d) : []),
    apply: (s, d, a, ctx) => (owns(d) ? apply(s, d.kind, d, a, ctx) : undefined),
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
  /** After every base draw of the setup: its own shuffles and first draws (so base deals stay as they were). */
  afterDeal?(s: GameState): void;
  /** A Monster was revealed while exploring: true when it handles it (the Leviathan's Border). */
  monsterRevealed?(s: GameState, ctx: Ctx): boolean;
  /** Whether the empty Exploration deck may be made again from its discard (base: a discard not empty). */
  discardRefills?(s: GameState): boolean;
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
  /** Runs a task it queued; false when the task is not its own. */
  runTask?(s: GameState, ctx: Ctx, task: Task): boolean;
  /**
   * A seat gains `n` Pearls at once. The first active expansion that implements it pays them
   * (and reacts: the Kraken's Highwayman); without one the base adds them. Called after the
   * event that announces the gain.
   */
  gainPearls?(s: GameState, ctx: Ctx, seat: number, n: number): void;
  /** Its part of what a seat knows: resampling a state from a view, and the observation. */
  readonly resample?: ResamplePart;
  readonly observe?: ObservePart;
}

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
}

/** A zone a guard may reserve something in: a Court card, a Council stack (race index), a face-up Location. */
export type GuardZone = 'court' | 'council' | 'location';

export interface Guard {
  /** Whether a guard of another seat than `seat` reserves `target` of `zone`. */
  guardedFrom(s: GameState, zone: GuardZone, target: number, seat: number): boolean;
  /** `seat` took (or emptied) what its own guard reserved: the guard comes back; true when one did. */
  release(s: GameState, ctx: Ctx, seat: number, zone: GuardZone, target: number): boolean;
}

const REGISTERED: ExpansionHooks[] = [];

/** Registers the expansions, in the order their hooks run (expansions.ts, once). */
export function registerExpansions(list: readonly ExpansionHooks[]): void {
  if (REGISTERED.length > 0) return;
  REGISTERED.push(...list);
}

/** One bit per registered expansion that plays with `options`. */
export function expansionsKey(options: Pick<GameOptions, 'expansions'>): number {
  if (options.expansions === undefined) return 0;
  let key = 0;
  for (let i = 0; i < REGISTERED.length; i++) if (REGISTERED[i].active(options)) key |= 1 << i;
  return key;
}

const ACTIVE: (readonly ExpansionHooks[] | undefined)[] = [];

/** The expansions a game with these options plays, in registration order (made once per combination). */
export function expansionsOf(options: Pick<GameOptions, 'expansions'>): readonly ExpansionHooks[] {
  const key = expansionsKey(options);
  return (ACTIVE[key] ??= REGISTERED.filter((_, i) => key & (1 << i)));
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

/** The rules of an expansion decision (each kind belongs to one expansion), or undefined for a base decision. */
function expansionDecision(d: Decision): DecisionRules | undefined {
  for (const x of REGISTERED) if (x.decisions?.owns(d)) return x.decisions;
  return undefined;
}

/** What an expansion decision accepts, to name it in errors. */
export function expectedFor(d: Decision): string {
  return expansionDecision(d)?.expected(d) ?? d.kind;
}

export function expansionLegalActions(s: GameState, d: Decision): Action[] {
  return expansionDecision(d)?.legal(s, d) ?? [];
}

export function applyExpansionDecision(s: GameState, d: Decision, a: Action, ctx: Ctx): EngineError | null | undefined {
  return expansionDecision(d)?.apply(s, d, a, ctx);
}

/** Runs an expansion's task; false when no active expansion owns it. */
export function runExpansionTask(s: GameState, ctx: Ctx, task: Task): boolean {
  for (const x of expansionsOf(s.options)) if (x.runTask?.(s, ctx, task)) return true;
  return false;
}

/** `seat` gains `n` Pearls at once (announce the gain first: an expansion may react to it in the log). */
export function gainPearls(s: GameState, ctx: Ctx, seat: number, n: number): void {
  for (const x of expansionsOf(s.options)) {
    if (x.gainPearls) {
      x.gainPearls(s, ctx, seat, n);
      return;
    }
  }
  ownPlayer(s, seat).pearls += n;
}

/** Resolves an expansion Lord's power; false when the Lord is a base one. */
export function expansionLordPower(s: GameState, ctx: Ctx, lord: number): boolean {
  for (const x of expansionsOf(s.options)) if (x.lordPower?.(s, ctx, lord)) return true;
  return false;
}

export function expansionMonsterRevealed(s: GameState, ctx: Ctx): boolean {
  for (const x of expansionsOf(s.options)) if (x.monsterRevealed?.(s, ctx)) return true;
  return false;
}

export function discardRefills(s: GameState): boolean {
  for (const x of expansionsOf(s.options)) if (x.discardRefills) return x.discardRefills(s);
  return s.explorationDiscard.length > 0;
}

export function mayBuyAgain(s: GameState, seat: number): boolean {
  for (const x of expansionsOf(s.options)) if (x.mayBuyAgain?.(s, seat)) return true;
  return false;
}

export function notePurchase(s: GameState, seat: number): void {
  for (const x of expansionsOf(s.options)) x.onPurchase?.(s, seat);
}

export function wildRacesFit(s: GameState, seat: number, lord: number, allies: readonly number[]): boolean {
  for (const x of expansionsOf(s.options)) if (x.racesFit) return x.racesFit(s, seat, lord, allies);
  return false;
}

// --- Currencies and payments -------------------------------------------------------

/** The active currency (at most one expansion has one), or undefined. */
function currencyOf(s: GameState): Currency | undefined {
  for (const x of expansionsOf(s.options)) if (x.currency) return x.currency;
  return undefined;
}

/** Whether a price in Pearls may be paid partly in an expansion's currency in this game. */
export function hasCurrency(s: GameState): boolean {
  return currencyOf(s) !== undefined;
}

/** The most of the expansion currency one payment may take from `seat` (0: none, or none in play). */
export function currencyReach(s: GameState, seat: number): number {
  return currencyOf(s)?.reach(s, seat) ?? 0;
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
    const paid: A = { ...a, nebulis: n };
    out.push(paid);
  }
}

/** The expansion that lists the payments of this hand (its own Allies in it), or undefined: the base listing. */
export function paymentsOwner(s: GameState, hand: readonly number[]): PaymentRules | undefined {
  for (const x of expansionsOf(s.options)) if (x.payments?.ownsHand?.(hand)) return x.payments;
  return undefined;
}

/** The recruit actions listed from `from` on take the expansions' final form (currency amounts, variants). */
export function finishRecruitListing(s: GameState, seat: number, out: Action[], from: number): void {
  for (const x of expansionsOf(s.options)) x.payments?.finishListing?.(s, seat, out, from);
}

/** The Allies that may join an open payment by the expansions' rules, or undefined: the base rule. */
export function expansionExtraAllies(s: GameState, seat: number, lord: number, allies: readonly number[]): number[] | undefined {
  for (const x of expansionsOf(s.options)) {
    const extra = x.payments?.extraAllies?.(s, seat, lord, allies);
    if (extra) return extra;
  }
  return undefined;
}

export function alliesSpent(s: GameState, ctx: Ctx, seat: number, allies: readonly number[]): void {
  for (const x of expansionsOf(s.options)) x.alliesSpent?.(s, ctx, seat, allies);
}

export function affiliable(s: GameState, spent: readonly number[]): readonly number[] {
  for (const x of expansionsOf(s.options)) if (x.affiliable) spent = x.affiliable(spent);
  return spent;
}

export function lordRecruited(s: GameState, ctx: Ctx): void {
  for (const x of expansionsOf(s.options)) x.lordRecruited?.(s, ctx);
}

/** Whether another seat's guard reserves `target` of `zone` from `seat`. */
export function guardedFrom(s: GameState, zone: GuardZone, target: number, seat: number): boolean {
  for (const x of expansionsOf(s.options)) if (x.guard?.guardedFrom(s, zone, target, seat)) return true;
  return false;
}

/** `list` without what other seats' guards reserve in `zone` (the list itself when nothing is). */
export function openTo<T extends number>(s: GameState, zone: GuardZone, list: T[], seat: number): T[] {
  const active = expansionsOf(s.options);
  if (active.length === 0) return list;
  let guarded = false;
  for (let i = 0; i < list.length && !guarded; i++) guarded = guardedFrom(s, zone, list[i], seat);
  return guarded ? list.filter((target) => !guardedFrom(s, zone, target, seat)) : list;
}

/** `seat` took what its own guard reserved: the guard comes back. True when one did. */
export function releaseGuard(s: GameState, ctx: Ctx, seat: number, zone: GuardZone, target: number): boolean {
  let released = false;
  for (const x of expansionsOf(s.options)) if (x.guard?.release(s, ctx, seat, zone, target)) released = true;
  return released;
}

/** The refusal every guarded thing gets, worded for its zone. */
export function reserved(zone: GuardZone): EngineError {
  const what = zone === 'court' ? 'That Court card' : zone === 'council' ? 'That Council stack' : 'That Location';
  return { code: 'ILLEGAL_CHOICE', message: `${what} is reserved by another player's Sentinel.` };
}

/** Whether an active expansion has once-per-turn powers. */
export function hasExpansionPowers(s: GameState): boolean {
  for (const x of expansionsOf(s.options)) if (x.usablePowers) return true;
  return false;
}

/** Adds the Lords of the expansions' once-per-turn powers usable now. */
export function expansionPowers(s: GameState, out: number[]): void {
  for (const x of expansionsOf(s.options)) if (x.usablePowers) out.push(...x.usablePowers(s));
}

export function expansionPowerActions(s: GameState, lord: number, out: Action[]): void {
  for (const x of expansionsOf(s.options)) x.powerActions?.(s, lord, out);
}

export function applyExpansionPower(s: GameState, a: Action, ctx: Ctx): EngineError | null | undefined {
  for (const x of expansionsOf(s.options)) {
    const r = x.applyPower?.(s, a, ctx);
    if (r !== undefined) return r;
  }
  return undefined;
}

/** Whether Outcasts count among the seven recruits that end the game (De Profundis). */
export function outcastsRecruited(s: GameState): boolean {
  for (const x of expansionsOf(s.options)) if (x.outcastsRecruited) return true;
  return false;
}

/** Whether the table plays Martial Law: its option, or an expansion that always does. */
export function playsMartialLaw(s: GameState): boolean {
  if (s.options.martialLaw) return true;
  for (const x of expansionsOf(s.options)) if (x.martialLaw) return true;
  return false;
}

/** The expansions' end-of-game steps; true when some were queued (the game ends after them). */
export function expansionsBeforeGameEnd(s: GameState, ctx: Ctx): boolean {
  let queued = false;
  for (const x of expansionsOf(s.options)) if (x.beforeGameEnd?.(s, ctx)) queued = true;
  return queued;
}

/** Adds the expansions' columns to a score line. */
export function expansionScoreLines(s: GameState, seat: number, line: ScoreLine): void {
  for (const x of expansionsOf(s.options)) x.scoreLine?.(s, seat, line);
}

// --- What a seat knows: the expansions' resample and observe parts --------------------

/** The expansions of these options that have a part in resampling and observing. */
export function knowledgeParts(options: Pick<GameOptions, 'expansions'>): readonly ExpansionHooks[] {
  return expansionsOf(options);
}

const RESAMPLE: (ResamplePart[] | undefined)[] = [];

/** Their resample parts. */
export function partsOf(options: Pick<GameOptions, 'expansions'>): readonly ResamplePart[] {
  const key = expansionsKey(options);
  return (RESAMPLE[key] ??= expansionsOf(options).flatMap((x) => (x.resample ? [x.resample] : [])));
}

/** What resample's deal reads of a table's cards, built once per combination of expansions. */
export interface ResampleTable {
  cards: TableCards;
  /** By Exploration card id: the Council stack it may sit on (a race index), ANY_STACK or NO_STACK. */
  councilOf: Int8Array;
  /** By Exploration card id: 1 when an opponent's hand may hold it. */
  inHand: Uint8Array;
  /** Whether some card may sit on any stack. */
  wild: boolean;
}

const TABLES: (ResampleTable | undefined)[] = [];

export function resampleTable(options: Pick<GameOptions, 'expansions'>): ResampleTable {
  const key = expansionsKey(options);
  const known = TABLES[key];
  if (known) return known;
  const parts = partsOf(options);
  const councilOf = new Int8Array(EXPLORATION_ID_LIMIT).fill(NO_STACK);
  const inHand = new Uint8Array(EXPLORATION_ID_LIMIT);
  const cards = tableCards(options);
  let wild = false;
  for (const c of cards.exploration) {
    let stack: number | undefined = c < ALLY_COUNT ? allyRace(c) : undefined;
    let hand: boolean | undefined = c < ALLY_COUNT ? true : undefined;
    for (const part of parts) {
      stack ??= part.councilStack?.(c);
      hand ??= part.inHand?.(c);
    }
    councilOf[c] = stack ?? NO_STACK;
    inHand[c] = (hand ?? !isMonsterCard(c)) ? 1 : 0;
    if (councilOf[c] < NO_STACK) wild = true;
  }
  return (TABLES[key] = { cards, councilOf, inHand, wild });
}
