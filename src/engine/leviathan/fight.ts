// Fighting Leviathans: eligible Allies, the roll, health steps, the kill and the Scourge
// (docs/leviathan.md, "Fights"). Used by the Monster decision and the Lords; the reward that
// follows lives in rewards.ts, the arithmetic in arithmetic.ts.
import {
  BORDER_SPACES, LEVIATHANS, LORD, RACES, allyRace, allyValue, fightEffect, isKrakenAlly, isMonsterCard,
} from '../cards.ts';
import { krakensSpent } from '../kraken/krakenAllies.ts';
import { gainPearls } from '../hooks.ts';
import { type Ctx, hasActiveLord, removeItem, say } from '../state.ts';
import { own, ownPlayer } from '../state-copy.ts';
import { ownLeviathan } from './part.ts';
import type { Action, EngineError, GameState } from '../types.ts';
import { mayFight, resistanceLeft, stepsBeatenBy } from './arithmetic.ts';
import { rollDie, rollTwoDice } from './dice.ts';
import { illegal } from '../decisions/common.ts';

export { fightRewardTask } from './rewards.ts';

function isInt(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x);
}

/** Leviathans a player may slay in one turn: one, two with the Intrepid. */
export function slayLimit(s: GameState, seat: number): number {
  return hasActiveLord(s.players[seat], LORD.intrepid) ? 2 : 1;
}

/** Whether `seat` may still attack this turn: every attack is closed once the turn's kills reach the limit. */
export function maySlayMore(s: GameState, seat: number): boolean {
  return (s.turn.slain ?? 0) < slayLimit(s, seat);
}

/**
 * Whether `card` may attack Leviathan `leviathan`: a Crab (Leviathan Crabs too), a Kraken Ally,
 * or an Ally of the Leviathan's race; any Ally with the Metamorph.
 */
export function canFightWith(s: GameState, seat: number, leviathan: number, card: number): boolean {
  return mayFight(leviathan, card, hasActiveLord(s.players[seat], LORD.metamorph));
}

const EFFECT_INDEX = { pearls: 1, twoDice: 2 } as const;

/**
 * One card of each kind that fights alike: race, value and fighting effect (a Leviathan Ally
 * and a base Ally of the same race and value differ by their effect).
 */
export function distinctFighters(cards: readonly number[]): number[] {
  // Listed at every Monster decision: the kinds seen are marked with this call's number, not kept in a Set.
  if (fighterMark === 0x7fffffff) {
    seenFighter.fill(0);
    fighterMark = 0;
  }
  const mark = ++fighterMark;
  const out: number[] = [];
  for (const c of cards) {
    if (isMonsterCard(c)) continue;
    const effect = fightEffect(c);
    const key = (allyRace(c) * 8 + allyValue(c)) * 3 + (effect ? EFFECT_INDEX[effect] : 0);
    if (seenFighter[key] !== mark) {
      seenFighter[key] = mark;
      out.push(c);
    }
  }
  return out;
}

/** distinctFighters' marks, by kind key (race below 8, value below 8, three effects). */
const seenFighter = new Int32Array(8 * 8 * 3);
let fighterMark = 0;

/**
 * The `attack` actions open to `seat`: each Border space (or only `space` when it is not -1)
 * with each eligible Ally in hand (one per race, value and fighting effect). None once the
 * turn's kills reached the limit.
 */
export function attackActions(s: GameState, seat: number, space: number): Action[] {
  if (!maySlayMore(s, seat)) return [];
  const border = s.leviathan!.border;
  const fighters = distinctFighters(s.players[seat].hand);
  // The Metamorph looked up once, not per space and card (canFightWith).
  const metamorph = hasActiveLord(s.players[seat], LORD.metamorph);
  const out: Action[] = [];
  // Each space with a Leviathan, left to right (occupiedSpaces, without its array).
  const first = space >= 0 ? space : 0;
  const last = space >= 0 ? space : border.length - 1;
  for (let sp = first; sp <= last; sp++) {
    const b = border[sp];
    if (!b) continue;
    for (const card of fighters) if (mayFight(b.id, card, metamorph)) out.push({ type: 'attack', space: sp, card });
  }
  return out;
}

/**
 * Whether `seat` has an `attack` action open (attackActions' list is not empty), without
 * building it: asked after every attack (fightAgainTask) and by the Sorcerer, where only
 * "any?" matters. A Monster in hand fights nothing (mayFight), as distinctFighters drops it.
 */
export function canAttack(s: GameState, seat: number, space: number): boolean {
  if (!maySlayMore(s, seat)) return false;
  const border = s.leviathan!.border;
  const hand = s.players[seat].hand;
  const metamorph = hasActiveLord(s.players[seat], LORD.metamorph);
  const first = space >= 0 ? space : 0;
  const last = space >= 0 ? space : border.length - 1;
  for (let sp = first; sp <= last; sp++) {
    const b = border[sp];
    if (!b) continue;
    for (let i = 0; i < hand.length; i++) if (mayFight(b.id, hand[i], metamorph)) return true;
  }
  return false;
}

/** The resistances still standing between an attack and the kill. */
export function remainingResistance(s: GameState, space: number): number {
  return resistanceLeft(s.leviathan!.border[space]!);
}

function whoMayFight(leviathan: number): string {
  const race = LEVIATHANS[leviathan].race;
  return race === null ? 'Crabs and Krakens' : `Crabs, Krakens and ${RACES[race]} Allies`;
}

/**
 * Why `seat` may not attack the Leviathan on `space` with `card` (null: it may). Any copy of an
 * Ally in hand is accepted, not only the one the listing names (copies fight alike), so that the
 * Monster decision can check an attack before it changes anything and accept what `attack` does.
 */
export function attackRefusal(s: GameState, seat: number, space: unknown, card: unknown): EngineError | null {
  if (!isInt(space) || !isInt(card)) return { code: 'MALFORMED_ACTION', message: 'An attack names a Border space (0 to 8) and an Ally card.' };
  const b = space >= 0 && space < BORDER_SPACES ? s.leviathan!.border[space] : null;
  if (!b) return illegal('There is no Leviathan on that Border space.');
  if (!s.players[seat].hand.includes(card)) return { code: 'CARD_NOT_IN_HAND', message: 'Attack with an Ally from your hand.' };
  if (!canFightWith(s, seat, b.id, card)) return illegal(`Only ${whoMayFight(b.id)} can fight that Leviathan.`);
  if (!maySlayMore(s, seat)) return illegal('You have slain as many Leviathans as you may this turn.');
  return null;
}

/**
 * Checks and starts an attack: the Ally is discarded, the dice rolled, and the attack resolved
 * (or a 'boostAttack' decision asked first). Returns an error, state untouched, when refused;
 * once accepted it clears the pending decision itself (the caller need not). Its follow-ups (a
 * newcomer to an empty Border, the reward, attacking again) go to the front of the task queue,
 * ahead of whatever the caller queued before the call.
 */
export function attack(s: GameState, ctx: Ctx, seat: number, space: number, card: number): EngineError | null {
  const refused = attackRefusal(s, seat, space, card);
  if (refused) return refused;
  const b = s.leviathan!.border[space]!;
  const p = ownPlayer(s, seat);
  s.pending = null;
  removeItem(p.hand, card);
  own.explorationDiscard(s).push(card);
  const effect = fightEffect(card);
  const dice = effect === 'twoDice' ? rollTwoDice(s) : [rollDie(s)];
  // The higher die, without spreading the list into Math.max.
  const total = allyValue(card) + (dice.length === 2 && dice[1] > dice[0] ? dice[1] : dice[0]);
  // The event may take `dice` itself: it is this call's own and nothing changes it.
  say(ctx, () => ({ kind: 'leviathanAttack', args: { space, leviathan: b.id, card, dice, attack: total }, seat, reveals: true }));
  // A Kraken spent to fight gives its Nebulis as when spent to recruit (Board Game Arena too).
  if (s.kraken && isKrakenAlly(card)) krakensSpent(s, ctx, seat, [card]);
  const remaining = remainingResistance(s, space);
  if (effect === 'pearls' && p.pearls > 0 && total < remaining) {
    s.pending = { kind: 'boostAttack', seat, space, attack: total, max: Math.min(p.pearls, remaining - total) };
    return null;
  }
  resolveAttack(s, ctx, seat, space, total);
  return null;
}

/** The 'boostAttack' decision: `pearls` (0..max) go to the supply, +1 attack each; then the attack resolves. */
export function boost(s: GameState, ctx: Ctx, seat: number, space: number, attackBefore: number, max: number, pearls: unknown): EngineError | null {
  if (!isInt(pearls) || pearls < 0) return { code: 'MALFORMED_ACTION', message: 'Name how many Pearls you spend (0 or more).' };
  if (pearls > s.players[seat].pearls) return { code: 'NOT_ENOUGH_PEARLS', message: 'You do not have that many Pearls.' };
  if (pearls > max) return illegal(`Spend at most ${max} Pearls: more would change nothing.`);
  s.pending = null;
  const total = attackBefore + pearls;
  if (pearls > 0) {
    ownPlayer(s, seat).pearls -= pearls;
    say(ctx, () => ({ kind: 'attackBoost', args: { pearls, attack: total }, seat }));
  }
  resolveAttack(s, ctx, seat, space, total);
  return null;
}

/**
 * The attack against the Leviathan on `space`: each next step whose resistance the attack
 * still reaches is beaten and its resistance spent; no step beaten gives 1 Pearl. Then the
 * reward and the chance to attack again are queued (a kill first brings a newcomer to an empty
 * Border).
 */
function resolveAttack(s: GameState, ctx: Ctx, seat: number, space: number, attackLeft: number): void {
  // Taken to change (beatStep and slay change this very object).
  const b = ownLeviathan(s).border[space]!;
  const steps = LEVIATHANS[b.id].steps;
  let tokens = 0;
  const beaten = stepsBeatenBy(steps, attackLeft, b.beaten);
  for (let i = 0; i < beaten; i++) tokens += beatStep(s, ctx, seat, space);
  if (beaten === 0) {
    say(ctx, () => ({ kind: 'attackMisses', args: { leviathan: b.id }, seat }));
    gainPearls(s, ctx, seat, 1);
  }
  const slain = b.beaten === steps.length;
  const newcomer = slain && slay(s, ctx, seat, space);
  // To the front of the queue, in this order: the newcomer's arrival, the reward, attacking
  // again. Put there last first (no list to spread).
  s.tasks.unshift({ t: 'fightAgain', seat, space: slain ? -1 : space });
  if (tokens > 0) s.tasks.unshift({ t: 'fightReward', seat, count: tokens });
  if (newcomer) s.tasks.unshift({ t: 'arrival', seat });
}

/**
 * The next health step of the Leviathan on `space` is beaten (by an attack or the Rebel):
 * returns the Monster tokens it earns (+1 with the Altruist); the Taxidermist pays 2 Pearls.
 */
export function beatStep(s: GameState, ctx: Ctx, seat: number, space: number): number {
  const b = ownLeviathan(s).border[space]!;
  const step = LEVIATHANS[b.id].steps[b.beaten];
  b.beaten++;
  const p = s.players[seat];
  const altruist = hasActiveLord(p, LORD.altruist);
  const taxidermist = hasActiveLord(p, LORD.taxidermist);
  const tokens = step.tokens + (altruist ? 1 : 0);
  say(ctx, () => ({ kind: 'stepBeaten', args: { leviathan: b.id, resistance: step.resistance, tokens, altruist, taxidermist }, seat }));
  if (taxidermist) {
    // One gain of 2 per step, as announced (the Highwayman takes 1 of each).
    gainPearls(s, ctx, seat, 2);
  }
  return tokens;
}

/**
 * The Leviathan on `space` has no health step left: `seat` slays it (it joins their slain
 * Leviathans and counts toward the turn's limit) and the Scourge may move. Returns whether the
 * Border is now empty (a newcomer is due).
 */
export function slay(s: GameState, ctx: Ctx, seat: number, space: number): boolean {
  const lv = ownLeviathan(s);
  const id = lv.border[space]!.id;
  lv.border[space] = null;
  // Replaced, never changed in place: copies of a player share the array (state-copy.ts).
  const p = ownPlayer(s, seat);
  p.slain = [...p.slain!, id];
  s.turn.slain = (s.turn.slain ?? 0) + 1;
  say(ctx, () => ({ kind: 'leviathanSlain', args: { leviathan: id, space }, seat }));
  scourgeCheck(s, ctx, seat);
  return lv.border.every((x) => x === null);
}

/**
 * The Scourge after `seat` slew a Leviathan: the first slayer takes it; later it goes to a
 * player with strictly more slain Leviathans than its holder (a tie leaves it where it is).
 * Only the slayer's count rose, so only the slayer can take it.
 */
export function scourgeCheck(s: GameState, ctx: Ctx, seat: number): void {
  const lv = s.leviathan!;
  const from = lv.scourge;
  if (from === seat) return;
  if (from >= 0 && s.players[seat].slain!.length <= s.players[from].slain!.length) return;
  ownLeviathan(s).scourge = seat;
  say(ctx, () => ({ kind: 'scourge', args: { from, to: seat }, seat }));
}

/**
 * After an attack: `seat` may attack again with another Ally, the same Leviathan while it
 * lives (`space`), or any one after a kill (`space` -1) while the turn's limit allows. Nothing
 * is asked when no attack is possible.
 */
export function fightAgainTask(s: GameState, ctx: Ctx, seat: number, space: number): void {
  void ctx;
  if (!canAttack(s, seat, space)) return;
  s.pending = { kind: 'leviathanAttack', seat, space, optional: true };
}
