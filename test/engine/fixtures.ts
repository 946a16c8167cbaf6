// Helpers to craft game states for rule tests. Moves keep every card in exactly one zone.
import { expect } from 'vitest';
import {
  ALLIES_PER_RACE, ALLY_VALUES_PER_RACE, RACES, applyAction, legalActions, newGame,
  type Action, type GameState, type Race,
} from './mutable.ts';

/** A fresh game with seat 0 to play. */
export function game(players = 2, seed = 1, extra: { martialLaw?: boolean } = {}): GameState {
  return newGame({ seed, players, startSeat: 0, ...extra });
}

/** Id of the `copy`-th Ally of this race and value (copies are interchangeable). */
export function ally(race: Race, value: number, copy = 0): number {
  const r = RACES.indexOf(race);
  let seen = 0;
  for (let i = 0; i < ALLIES_PER_RACE; i++) {
    if (ALLY_VALUES_PER_RACE[i] === value && seen++ === copy) return r * ALLIES_PER_RACE + i;
  }
  throw new Error(`no ${race} ${value} copy ${copy}`);
}
export const MONSTER_CARDS = [65, 66, 67, 68, 69, 70];

/** Removes an Exploration card from whatever zone holds it. */
export function pullCard(s: GameState, card: number): void {
  const zones: number[][] = [s.explorationDeck, s.explorationDiscard, s.track, ...s.council];
  for (const p of s.players) zones.push(p.hand, p.affiliated);
  for (const z of zones) {
    const i = z.indexOf(card);
    if (i >= 0) {
      z.splice(i, 1);
      return;
    }
  }
  throw new Error(`card ${card} not found`);
}

export function setHand(s: GameState, seat: number, cards: number[]): void {
  for (const c of s.players[seat].hand.splice(0)) s.explorationDiscard.push(c);
  for (const c of cards) pullCard(s, c);
  s.players[seat].hand.push(...cards);
}

export function setAffiliated(s: GameState, seat: number, cards: number[]): void {
  for (const c of s.players[seat].affiliated.splice(0)) s.explorationDiscard.push(c);
  for (const c of cards) pullCard(s, c);
  s.players[seat].affiliated.push(...cards);
}

/** Puts cards on top of the Exploration deck so they are revealed in the given order. */
export function stackDeck(s: GameState, cards: number[]): void {
  for (const c of cards) pullCard(s, c);
  s.explorationDeck.push(...[...cards].reverse());
}

export function setCouncil(s: GameState, race: Race, cards: number[]): void {
  const r = RACES.indexOf(race);
  for (const c of s.council[r].splice(0)) s.explorationDiscard.push(c);
  for (const c of cards) pullCard(s, c);
  s.council[r].push(...cards);
}

/** Removes a Lord from whatever zone holds it. */
export function pullLord(s: GameState, lord: number): void {
  const zones: number[][] = [s.lordDeck, s.court, s.lordDiscard];
  for (const p of s.players) {
    zones.push(p.lords);
    for (const l of p.locations) zones.push(l.lords);
  }
  for (const z of zones) {
    const i = z.indexOf(lord);
    if (i >= 0) {
      z.splice(i, 1);
      for (const p of s.players) {
        const j = p.assassinated.indexOf(lord);
        if (j >= 0) p.assassinated.splice(j, 1);
      }
      return;
    }
  }
  throw new Error(`lord ${lord} not found`);
}

export function setCourt(s: GameState, lords: number[]): void {
  for (const l of s.court.splice(0)) s.lordDeck.unshift(l);
  for (const l of lords) pullLord(s, l);
  s.court.push(...lords);
}

export function giveLords(s: GameState, seat: number, lords: number[]): void {
  for (const l of lords) pullLord(s, l);
  s.players[seat].lords.push(...lords);
}

/** Puts Lords on top of the Lord deck (the first one drawn first). */
export function stackLords(s: GameState, lords: number[]): void {
  for (const l of lords) pullLord(s, l);
  s.lordDeck.push(...[...lords].reverse());
}

export function pullLocation(s: GameState, location: number): void {
  for (const z of [s.locationStack, s.locationsAvailable, s.locationsOut]) {
    const i = z.indexOf(location);
    if (i >= 0) {
      z.splice(i, 1);
      return;
    }
  }
  for (const p of s.players) {
    const i = p.locations.findIndex((l) => l.id === location);
    if (i >= 0) {
      p.locations.splice(i, 1);
      return;
    }
  }
  throw new Error(`location ${location} not found`);
}

/** Gives a Location (with Lords under it) to a player. */
export function giveLocation(s: GameState, seat: number, location: number, lords: number[] = []): void {
  pullLocation(s, location);
  for (const l of lords) pullLord(s, l);
  s.players[seat].locations.push({ id: location, lords });
}

export function setAvailableLocations(s: GameState, locations: number[]): void {
  for (const l of s.locationsAvailable.splice(0)) s.locationStack.unshift(l);
  for (const l of locations) pullLocation(s, l);
  s.locationsAvailable.push(...locations);
}

/** Puts Locations on top of the stack (the first one drawn first). */
export function stackLocations(s: GameState, locations: number[]): void {
  for (const l of locations) pullLocation(s, l);
  s.locationStack.push(...[...locations].reverse());
}

/** Applies an action that must be legal; returns the new state. */
export function act(s: GameState, action: Action): GameState {
  const r = applyAction(s, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} rejected: ${r.error.code} ${r.error.message}; pending ${JSON.stringify(s.pending)}`);
  return r.state;
}

export function acts(s: GameState, actions: Action[]): GameState {
  for (const a of actions) s = act(s, a);
  return s;
}

/** Asserts that an action is rejected with this code and changes nothing. */
export function rejects(s: GameState, action: Action, code: string): void {
  const before = JSON.stringify(s);
  const r = applyAction(s, action);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error.code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
}

export function legalTypes(s: GameState): string[] {
  return [...new Set(legalActions(s).map((a) => a.type))].sort();
}

/** Moves Key tokens from the supply to a player. */
export function giveKeyTokens(s: GameState, seat: number, count: number): void {
  if (count > s.keySupply) throw new Error(`only ${s.keySupply} Key tokens left`);
  s.keySupply -= count;
  s.players[seat].keyTokens += count;
}

/** Moves these Monster tokens (ids indexing MONSTER_TOKEN_VALUES) from the supply to a player. */
export function giveMonsterTokens(s: GameState, seat: number, tokens: number[]): void {
  for (const t of tokens) {
    const i = s.monsterTokens.indexOf(t);
    if (i < 0) throw new Error(`monster token ${t} not in the supply`);
    s.monsterTokens.splice(i, 1);
  }
  s.players[seat].monsters.push(...tokens);
}

// --- De Profundis (Outcasts: ids ≥ 101, 101 + index in the deck list) --------------

/** An Outcast card as a deck file lists it (types.ts OutcastCard). */
type OutcastCardData = Extract<NonNullable<NonNullable<Parameters<typeof newGame>[0]['expansions']>['deProfundis']>, object>['deck'][number];

/** A fresh De Profundis game with seat 0 to play: the bundled deck, or `deck`. */
export function dpGame(players = 2, seed = 1, deck?: OutcastCardData[]): GameState {
  return newGame({ seed, players, startSeat: 0, expansions: { deProfundis: deck ? { deck } : true } });
}

/** Removes an Outcast from whatever zone holds it (deck, Court, a player's, under a Location). */
export function pullOutcast(s: GameState, outcast: number): void {
  const zones: number[][] = [s.outcastDeck, s.court];
  for (const p of s.players) {
    zones.push(p.outcasts);
    for (const l of p.locations) if (l.outcasts) zones.push(l.outcasts);
  }
  for (const z of zones) {
    const i = z.indexOf(outcast);
    if (i >= 0) {
      z.splice(i, 1);
      return;
    }
  }
  throw new Error(`outcast ${outcast} not found`);
}

/** Sets the Court (Lords and Outcasts, leftmost first); the cards it held go under their decks. */
export function setCourtCards(s: GameState, cards: number[]): void {
  for (const c of s.court.splice(0)) (c >= 101 ? s.outcastDeck : s.lordDeck).unshift(c);
  for (const c of cards) {
    if (c >= 101) pullOutcast(s, c);
    else pullLord(s, c);
  }
  s.court.push(...cards);
}

/** Gives unused Outcasts to a player. */
export function giveOutcasts(s: GameState, seat: number, outcasts: number[]): void {
  for (const o of outcasts) pullOutcast(s, o);
  s.players[seat].outcasts.push(...outcasts);
}

/** Puts Outcasts on top of the Outcast deck (the first one drawn first). */
export function stackOutcasts(s: GameState, outcasts: number[]): void {
  for (const o of outcasts) pullOutcast(s, o);
  s.outcastDeck.push(...[...outcasts].reverse());
}

/** Gives a player a Location reconquered by these Outcasts (and Lords under it, if any). */
export function giveReconquered(s: GameState, seat: number, location: number, outcasts: number[], lords: number[] = []): void {
  giveLocation(s, seat, location, lords);
  for (const o of outcasts) pullOutcast(s, o);
  s.players[seat].locations.find((l) => l.id === location)!.outcasts = outcasts.slice();
}
