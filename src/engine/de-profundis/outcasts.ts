// De Profundis: the Outcast deck, recruiting Outcasts, reconquering Locations, the Conspirator.
// Behind the engine's hooks (hooks.ts) except its two decisions and an Outcast joining, which
// apply.ts and recruit.ts still call here.
// Outcasts are not Lords: they sit in their own zones (PlayerState.outcasts,
// LocationHolding.outcasts), so no Lord power, Location or rule about Lords sees them.
import { RACES } from '../cards.ts';
import { blackSmokersCheck } from '../locations.ts';
import { OUTCAST_BASE, outcastCard, outcastDeckOf } from '../outcast-deck.ts';
import { shuffle } from '../rng.ts';
import { type Ctx, opponentsInOrder, say } from '../state.ts';
import { own, ownPlayer } from '../state-copy.ts';
import { locationGivenUp, locationTaken, openTo, releaseGuard } from '../hooks.ts';
import type { GameState, OutcastCard } from '../types.ts';

// Outcast ids: OUTCAST_BASE + the card's index in the deck list (outcast-deck.ts, the card
// data, where readers of the log and the base rules find them without these rules).

/** Explains what is wrong with an Outcast deck, or returns null when it is valid. */
export function checkOutcastDeck(deck: unknown): string | null {
  if (!Array.isArray(deck)) return 'An Outcast deck is a JSON array of cards.';
  if (deck.length < 1 || deck.length > 50) return 'An Outcast deck holds between 1 and 50 cards.';
  for (let i = 0; i < deck.length; i++) {
    const c = deck[i] as Partial<OutcastCard> | null;
    const where = `Outcast card ${i + 1}`;
    if (typeof c !== 'object' || c === null) return `${where} is not an object.`;
    if (typeof c.name !== 'string' || c.name.length < 1 || c.name.length > 60) return `${where} needs a name (1 to 60 characters).`;
    const label = `${where} (${c.name})`;
    if (!Number.isInteger(c.cost) || c.cost! < 0 || c.cost! > 30) return `${label}: "cost" must be an integer from 0 to 30.`;
    if (!Number.isInteger(c.races) || c.races! < 1 || c.races! > 5) return `${label}: "races" must be an integer from 1 to 5.`;
    if (c.mandatoryRace !== null && !RACES.includes(c.mandatoryRace as (typeof RACES)[number])) {
      return `${label}: "mandatoryRace" must be null or one of ${RACES.join(', ')}.`;
    }
    if (!Number.isInteger(c.ip) || c.ip! < 0 || c.ip! > 30) return `${label}: "ip" must be an integer from 0 to 30.`;
    if (typeof c.key !== 'boolean') return `${label}: "key" must be true or false.`;
    if (c.power !== 'conspirator' && c.power !== 'none') return `${label}: "power" must be "conspirator" or "none".`;
    if (c.text !== undefined && (typeof c.text !== 'string' || c.text.length > 300)) return `${label}: "text" must be a string of at most 300 characters.`;
  }
  return null;
}

/** An Outcast joins the current player: its Key token, then the reconquest check. */
export function gainOutcast(s: GameState, ctx: Ctx, id: number): void {
  const p = ownPlayer(s, s.current);
  p.outcasts.push(id);
  if (outcastCard(s, id).key && s.keySupply > 0) {
    s.keySupply -= 1;
    p.keyTokens += 1;
    say(ctx, () => ({ kind: 'outcastKey', args: { outcast: id }, seat: s.current }));
  }
  s.tasks.unshift({ t: 'reconquest' });
}

/** Opponents' Locations the current player may reconquer: any not already held by 2 Outcasts. */
export function reconquerable(s: GameState): number[] {
  const out: number[] = [];
  for (const o of opponentsInOrder(s, s.current)) {
    for (const loc of s.players[o].locations) if ((loc.outcasts?.length ?? 0) < 2) out.push(loc.id);
  }
  return out;
}

/** With 2 unused Outcasts the player must reconquer at once (task 'reconquest'). */
export function reconquestCheck(s: GameState, ctx: Ctx): void {
  const p = s.players[s.current];
  if (p.outcasts.length < 2) return;
  const options = reconquerable(s);
  if (options.length > 1) {
    s.pending = { kind: 'reconquer', seat: s.current, options };
    return;
  }
  if (options.length === 1) {
    reconquer(s, ctx, options[0]);
    return;
  }
  if (s.locationStack.length > 0) {
    const top = own.locationStack(s).pop()!;
    say(ctx, () => ({ kind: 'reconquersFromStack', args: {}, seat: s.current, reveals: true }));
    settle(s, ctx, top);
    return;
  }
  // Not a face-up Location another seat's guard reserves (the Kraken's Sentinels).
  const open = openTo(s, 'location', s.locationsAvailable, s.current);
  if (open.length === 1) reconquer(s, ctx, open[0]);
  else if (open.length > 1) s.pending = { kind: 'reconquer', seat: s.current, options: open.slice() };
}

/**
 * The two oldest unused Outcasts slide under `location`, which the current player now
 * controls; the check runs again in case two more Outcasts wait.
 */
function settle(s: GameState, ctx: Ctx, location: number): void {
  s.tasks.unshift({ t: 'reconquest' });
  const p = ownPlayer(s, s.current);
  const outcasts = p.outcasts.splice(0, 2);
  p.locations.push({ id: location, lords: [], outcasts });
  say(ctx, () => ({ kind: 'reconquers', args: { location, outcasts: outcasts.slice() }, seat: s.current }));
  blackSmokersCheck(s, ctx, location, s.current);
  // Reconquering a Kraken Sanctuary searches the Loot deck (De Profundis, "Reconquer a Kraken Sanctuary").
  locationTaken(s, ctx, s.current, location);
}

/** Reconquers `location`: an opponent's (who gets a replacement) or a face-up one. */
export function reconquer(s: GameState, ctx: Ctx, location: number): void {
  const i = s.locationsAvailable.indexOf(location);
  if (i >= 0) {
    own.locationsAvailable(s).splice(i, 1);
    settle(s, ctx, location);
    releaseGuard(s, ctx, s.current, 'location', location);
    return;
  }
  const loser = s.players.findIndex((o) => o.locations.some((l) => l.id === location));
  const holdings = ownPlayer(s, loser).locations;
  const lost = holdings.splice(holdings.findIndex((l) => l.id === location), 1)[0];
  say(ctx, () => ({ kind: 'takesLocationFrom', args: { location, loser }, seat: s.current }));
  // What lay on it goes with the loser (the Kraken's Loot is discarded).
  locationGivenUp(s, ctx, loser, lost);
  // The loser's replacement runs once the winner has settled (Black Smokers may ask first),
  // before any further reconquest.
  settle(s, ctx, location);
  s.tasks.unshift({ t: 'replaceLost', seat: loser, lords: lost.lords });
}

/** The loser takes the top Location of the stack at once, with their Lords under it (task 'replaceLost'). */
export function replaceLost(s: GameState, ctx: Ctx, loser: number, lords: number[]): void {
  const p = ownPlayer(s, loser);
  if (s.locationStack.length > 0) {
    const top = own.locationStack(s).pop()!;
    // A copy: `lords` belongs to a task or a decision, which states share and never change.
    p.locations.push({ id: top, lords: lords.slice() });
    say(ctx, () => ({ kind: 'replacesFromStack', args: { location: top, lordsSlide: lords.length > 0 }, seat: loser, reveals: true }));
    blackSmokersCheck(s, ctx, top, loser);
    locationTaken(s, ctx, loser, top);
    return;
  }
  const open = openTo(s, 'location', s.locationsAvailable, loser);
  if (open.length === 1) {
    replaceWith(s, ctx, loser, open[0], lords);
  } else if (open.length > 1) {
    s.pending = { kind: 'replaceLocation', seat: loser, lords };
  } else {
    p.lords.push(...lords);
    if (lords.length) say(ctx, () => ({ kind: 'lordsFreed', args: {}, seat: loser }));
  }
}

export function replaceWith(s: GameState, ctx: Ctx, loser: number, location: number, lords: number[]): void {
  own.locationsAvailable(s).splice(s.locationsAvailable.indexOf(location), 1);
  // A copy: `lords` belongs to the decision, which states share and never change.
  ownPlayer(s, loser).locations.push({ id: location, lords: lords.slice() });
  say(ctx, () => ({ kind: 'replaces', args: { location }, seat: loser }));
  locationTaken(s, ctx, loser, location);
  releaseGuard(s, ctx, loser, 'location', location);
}

/** The Conspirator's owner, at the start of their turn, sees the top Lord. */
export function conspiratorPeek(s: GameState, ctx: Ctx): void {
  const p = s.players[s.current];
  if (!p.outcasts.some((o) => outcastCard(s, o).power === 'conspirator') || s.lordDeck.length === 0) return;
  s.turn.peek = true;
  const top = s.lordDeck[s.lordDeck.length - 1];
  say(ctx, () => ({ kind: 'conspiratorPeeks', args: {}, seat: s.current, reveals: true }));
  say(ctx, () => ({ kind: 'conspiratorShows', args: { lord: top }, to: s.current }));
}

/** The Outcast deck on a new table, after the Lord deck is shuffled: one Outcast in the leftmost Court space, then the Lords. */
export function dealOutcasts(s: GameState): void {
  const outcasts = outcastDeckOf(s.options)!;
  s.outcastDeck = outcasts.map((_, i) => OUTCAST_BASE + i);
  shuffle(s, s.outcastDeck);
  s.court.push(s.outcastDeck.pop()!);
}
