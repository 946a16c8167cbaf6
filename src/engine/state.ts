// Small queries and edits over the game state shared by the rule modules.
import { LORDS, LORD, isMilitary, LOCATIONS, lordKeys } from './cards.ts';
import type { GameEvent, GameState, PlayerState, ReadonlyPlayerState } from './types.ts';

/** Mutable context of one action: where events go (null in the no-log hot path). */
export interface Ctx {
  events: GameEvent[] | null;
}

/** Logs an event; it is built only when a log is kept (never in the bots' hot path). */
export function say(ctx: Ctx, event: () => GameEvent): void {
  if (ctx.events) ctx.events.push(event());
}

export function name(s: GameState, seat: number): string {
  return s.options.names?.[seat] ?? `Player ${seat + 1}`;
}

export function lordName(lord: number): string {
  return LORDS[lord].name;
}
export function locationName(location: number): string {
  return LOCATIONS[location].name;
}

/** True when the player has this Lord free and not assassinated: its ongoing power works. */
export function hasActiveLord(p: Pick<ReadonlyPlayerState, 'lords' | 'assassinated'>, lord: number): boolean {
  // Plain loops: asked several times per listed decision, of a handful of Lords.
  const lords = p.lords;
  for (let i = 0; i < lords.length; i++) if (lords[i] === lord) return !isAssassinated(p.assassinated, lord);
  return false;
}

function isAssassinated(assassinated: readonly number[], lord: number): boolean {
  return holds(assassinated, lord);
}

/** `items.includes(item)` for the few ids of a hand or a payment, without the builtin's call. */
export function holds(items: readonly number[], item: number): boolean {
  for (let i = 0; i < items.length; i++) if (items[i] === item) return true;
  return false;
}

/** What the rules about Lords in play read of the seats (a state or a view). */
export interface LordsRead {
  readonly players: readonly Pick<ReadonlyPlayerState, 'lords' | 'assassinated'>[];
}

/** The Shaman makes its owner immune to Military powers. */
export function isProtected(p: Pick<ReadonlyPlayerState, 'lords' | 'assassinated'>): boolean {
  return hasActiveLord(p, LORD.shaman);
}

/** Whether some opponent of `seat` has an active Military Lord whose power reaches `seat`. */
export function opponentHasActive(s: LordsRead, seat: number, lord: number): boolean {
  if (isMilitary(lord) && isProtected(s.players[seat])) return false;
  for (let i = 0; i < s.players.length; i++) {
    if (i !== seat && hasActiveLord(s.players[i], lord)) return true;
  }
  return false;
}

/** Opponents of `seat` in clockwise order, starting at their left. */
export function opponentsInOrder(s: GameState, seat: number): number[] {
  const n = s.players.length;
  const out: number[] = [];
  for (let k = 1; k < n; k++) out.push((seat + k) % n);
  return out;
}

export function keysHeld(p: PlayerState): number {
  let keys = p.keyTokens;
  for (const lord of p.lords) if (!isAssassinated(p.assassinated, lord)) keys += lordKeys(lord);
  return keys;
}

/** What scoring reads of a player: the same fields in the state and in a public view. */
export type Tableau = Pick<PlayerState, 'lords' | 'locations' | 'affiliated' | 'nebulis'>;

/** Lords the player owns: free, assassinated and under Locations. */
export function allLords(p: Pick<PlayerState, 'lords' | 'locations'>): number[] {
  const out = p.lords.slice();
  for (const loc of p.locations) for (const l of loc.lords) out.push(l);
  return out;
}

export function lordCount(p: Pick<PlayerState, 'lords' | 'locations'>): number {
  let n = p.lords.length;
  for (const loc of p.locations) n += loc.lords.length;
  return n;
}

/** Lords and Outcasts: the end trigger counts both (De Profundis). */
export function recruitedCount(p: Pick<PlayerState, 'lords' | 'locations' | 'outcasts'>): number {
  let n = lordCount(p) + p.outcasts.length;
  for (const loc of p.locations) n += loc.outcasts?.length ?? 0;
  return n;
}

export function removeItem(items: number[], item: number): boolean {
  const i = items.indexOf(item);
  if (i < 0) return false;
  // Shifted by hand: splice would also build an array of the removed item.
  for (let j = i + 1; j < items.length; j++) items[j - 1] = items[j];
  items.pop();
  return true;
}

export function gainPearls(p: PlayerState, n: number): void {
  p.pearls += n;
}

/** The end of the game is triggered: the current turn ends, then each other seat plays once more. */
export function triggerEnd(s: GameState, ctx: Ctx, why: () => GameEvent): void {
  const n = s.players.length;
  s.lastSeat = (s.current + n - 1) % n;
  say(ctx, why);
}
