// Keys and Locations: mandatory control at 3 keys, the Ambassadors, Black Smokers.
import { KEYS_FOR_LOCATION, LOCATION, LORDS, LOCATION_DRAW_MAX } from './cards.ts';
import { type Ctx, keysHeld, removeItem, say } from './state.ts';
import { own, ownPlayer } from './state-copy.ts';
import { locationTaken, openTo, releaseGuard } from './hooks.ts';
import type { GameEvent, GameState, PlayerState } from './types.ts';

/** At 3+ keys the current player must take a Location, if one is to be had (task 'keys'). */
export function keysCheck(s: GameState, _ctx: Ctx): void {
  const p = s.players[s.current];
  if (keysHeld(p) < KEYS_FOR_LOCATION) return;
  if (s.locationStack.length === 0 && openTo(s, 'location', s.locationsAvailable, s.current).length === 0) return;
  s.pending = { kind: 'location', seat: s.current };
}

export function maxDraw(s: GameState): number {
  return Math.min(LOCATION_DRAW_MAX, s.locationStack.length);
}

/** Draws tiles face up; the player then picks one of them. */
export function drawLocations(s: GameState, ctx: Ctx, count: number): number[] {
  const drawn: number[] = [];
  for (let i = 0; i < count; i++) drawn.push(own.locationStack(s).pop()!);
  own.locationsAvailable(s).push(...drawn);
  say(ctx, () => ({ kind: 'drawsLocations', args: { locations: drawn.slice() }, seat: s.current, reveals: true }));
  return drawn;
}

/** Lords that can pay a key: free, not assassinated, printed with a key. */
export function keyLords(s: GameState, seat: number): number[] {
  return keyLordsOf(s.players[seat]);
}

function keyLordsOf(p: Pick<PlayerState, 'lords' | 'assassinated'>): number[] {
  return p.lords.filter((l) => LORDS[l].keys > 0 && !p.assassinated.includes(l));
}

/** Every set of key Lords that, with the player's Key tokens, pays exactly 3 keys. */
export function keyPayments(s: GameState, seat: number): number[][] {
  return keyPaymentsOf(s.players[seat]);
}

/** keyPayments over the fields a public view shows as well (the payment is public knowledge). */
export function keyPaymentsOf(p: Pick<PlayerState, 'lords' | 'assassinated' | 'keyTokens'>): number[][] {
  const out: number[][] = [];
  pickKeyLords(keyLordsOf(p), p.keyTokens, 0, [], out);
  return out;
}

/** Appends to `out` every extension of `chosen` by key Lords from `start` on that pays with `tokens`. */
function pickKeyLords(lords: readonly number[], tokens: number, start: number, chosen: number[], out: number[][]): void {
  if (chosen.length + tokens >= KEYS_FOR_LOCATION) out.push(chosen.slice());
  if (chosen.length === KEYS_FOR_LOCATION) return;
  for (let i = start; i < lords.length; i++) {
    chosen.push(lords[i]);
    pickKeyLords(lords, tokens, i + 1, chosen, out);
    chosen.pop();
  }
}

/** The player chose a face-up Location: pay the keys (a decision if there is a choice). */
export function chooseLocation(s: GameState, ctx: Ctx, location: number): void {
  const options = keyPayments(s, s.current);
  if (options.length === 1) payKeysAndTake(s, ctx, location, options[0]);
  else s.pending = { kind: 'payKeys', seat: s.current, location };
}

export function payKeysAndTake(s: GameState, ctx: Ctx, location: number, lords: number[]): void {
  const p = ownPlayer(s, s.current);
  const tokens = KEYS_FOR_LOCATION - lords.length;
  p.keyTokens -= tokens;
  s.keySupply += tokens;
  for (const l of lords) removeItem(p.lords, l);
  // Queued first: a guard that comes back with the Location (a Kraken Sentinel) is placed before it.
  s.tasks.unshift({ t: 'keys' });
  takeControl(s, ctx, location, lords, () => ({ kind: 'takesControl', args: { location, lords: lords.slice(), keys: tokens }, seat: s.current }));
}

/** The current player takes control of a face-up Location with these Lords under it. */
export function takeControl(s: GameState, ctx: Ctx, location: number, lords: number[], event: () => GameEvent): void {
  removeItem(own.locationsAvailable(s), location);
  ownPlayer(s, s.current).locations.push({ id: location, lords });
  say(ctx, event);
  blackSmokersCheck(s, ctx, location, s.current);
  locationTaken(s, ctx, s.current, location);
  releaseGuard(s, ctx, s.current, 'location', location);
}

/** Taking Black Smokers: its new owner looks through the Location stack (hidden information). */
export function blackSmokersCheck(s: GameState, ctx: Ctx, location: number, seat: number): void {
  if (location !== LOCATION.blackSmokers || s.locationStack.length === 0) return;
  s.pending = { kind: 'blackSmokers', seat };
  say(ctx, () => ({ kind: 'blackSmokersLooks', args: {}, seat, reveals: true }));
}

/** Black Smokers: exchange it for a tile of the stack (the player saw the stack, not its order). */
export function swapBlackSmokers(s: GameState, ctx: Ctx, location: number, seat = s.current): void {
  const holding = ownPlayer(s, seat).locations.find((l) => l.id === LOCATION.blackSmokers)!;
  holding.id = location;
  removeItem(own.locationStack(s), location);
  own.locationsOut(s).push(LOCATION.blackSmokers);
  say(ctx, () => ({ kind: 'blackSmokersSwaps', args: { location }, seat, reveals: true }));
  locationTaken(s, ctx, seat, location);
}

/** Ambassadors control a Location alone: draw 2 / 1 / 3 and keep one with the Ambassador under it. */
const AMBASSADOR_DRAW: Record<number, number> = { 33: 2, 34: 1, 35: 3 };

export function startAmbassador(s: GameState, ctx: Ctx, lord: number): void {
  const count = Math.min(AMBASSADOR_DRAW[lord], s.locationStack.length);
  const options = count > 0 ? drawLocations(s, ctx, count) : openTo(s, 'location', s.locationsAvailable, s.current).slice();
  if (options.length === 0) return;
  if (options.length === 1) ambassadorTakes(s, ctx, options[0], lord);
  else s.pending = { kind: 'pickLocation', seat: s.current, drawn: options, ambassador: lord };
}

export function ambassadorTakes(s: GameState, ctx: Ctx, location: number, lord: number): void {
  removeItem(ownPlayer(s, s.current).lords, lord);
  takeControl(s, ctx, location, [lord], () => ({ kind: 'ambassadorControl', args: { location, lord }, seat: s.current }));
}
