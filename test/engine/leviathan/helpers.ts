// Helpers to craft Leviathan states: the Border, the Leviathan deck and the next dice.
import { expect } from 'vitest';
import { LEVIATHAN_COUNT, newGame, type GameState } from '../mutable.ts';
import { rollTwoDice } from '../../../src/engine/leviathan/dice.ts';
import type { Ctx } from '../../../src/engine/state.ts';

/** A fresh Leviathan game with seat 0 to play (the first Leviathan already at the Border). */
export function lgame(players = 2, seed = 1, kraken = false): GameState {
  return newGame({ seed, players, startSeat: 0, expansions: { leviathan: true, ...(kraken ? { kraken: true } : {}) } });
}

export function ctx(): Ctx {
  return { events: [] };
}

/** Takes Leviathan `id` out of the deck, the discard, the Border or a player's slain pile. */
export function pullLeviathan(s: GameState, id: number): void {
  const lv = s.leviathan!;
  for (const zone of [lv.deck, lv.discard, ...s.players.map((p) => p.slain!)]) {
    const i = zone.indexOf(id);
    if (i >= 0) {
      zone.splice(i, 1);
      return;
    }
  }
  const space = lv.border.findIndex((b) => b?.id === id);
  if (space < 0) throw new Error(`Leviathan ${id} not found`);
  lv.border[space] = null;
}

/** Empties the Border (its Leviathans back under the deck). */
export function clearBorder(s: GameState): void {
  const lv = s.leviathan!;
  lv.border.forEach((b, i) => {
    if (b) lv.deck.unshift(b.id);
    lv.border[i] = null;
  });
}

export function setBorder(s: GameState, space: number, id: number, beaten = 0): void {
  const lv = s.leviathan!;
  if (lv.border[space]) lv.deck.unshift(lv.border[space]!.id);
  pullLeviathan(s, id);
  lv.border[space] = { id, beaten };
}

/** Puts Leviathans on top of the deck, the first one drawn first. */
export function stackLeviathans(s: GameState, ids: number[]): void {
  for (const id of ids) pullLeviathan(s, id);
  s.leviathan!.deck.push(...[...ids].reverse());
}

/** Sets the PRNG so that the next two dice rolled show `sum` (a numeric-seed game). */
export function rollNext(s: GameState, sum: number): [number, number] {
  for (let k = 1; k < 100000; k++) {
    const probe = { ...s, rng: k } as GameState;
    const dice = rollTwoDice(probe);
    if (dice[0] + dice[1] === sum) {
      s.rng = k;
      return dice;
    }
  }
  throw new Error(`no state found for ${sum}`);
}

/** Every Leviathan is in exactly one place: the deck, its discard, the Border or a slain pile. */
export function leviathansConserved(s: GameState): void {
  const lv = s.leviathan!;
  const all = [...lv.deck, ...lv.discard, ...lv.border.flatMap((b) => (b ? [b.id] : []))];
  for (const p of s.players) all.push(...(p.slain ?? []));
  expect(all.sort((a, b) => a - b)).toEqual(Array.from({ length: LEVIATHAN_COUNT }, (_, i) => i));
}
