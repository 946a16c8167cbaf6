// Helpers for Leviathan fight tests: a Leviathan game whose Border the test fills itself, dice
// chosen through the PRNG state, and a fight decision to start from.
import { LEVIATHAN_ALLY_FIRST, RACES, type EventKind, type GameEvent, type GameState, type Race } from '../mutable.ts';
import { advance } from '../../../src/engine/flow.ts';
import { setupGame } from '../../../src/engine/setup.ts';
import { rollDie } from '../../../src/engine/leviathan/dice.ts';

/**
 * A Leviathan game with seat 0 to play and an empty Border: the first Leviathan's arrival (a
 * roll) is left out, so that each test puts the Leviathans it needs on the Border itself.
 */
export function leviathanGame(players = 2, seed = 1, kraken = false): GameState {
  const s = setupGame({ seed, players, startSeat: 0, expansions: kraken ? { leviathan: true, kraken: true } : { leviathan: true } });
  s.tasks = s.tasks.filter((t) => t.t !== 'arrival');
  const events: GameEvent[] = [];
  advance(s, { events });
  s.log = events;
  return s;
}

/** Puts Leviathan `id` (from the Leviathan deck) on Border `space` with `beaten` health steps beaten. */
export function placeLeviathan(s: GameState, space: number, id: number, beaten = 0): void {
  const lv = s.leviathan!;
  const i = lv.deck.indexOf(id);
  if (i < 0) throw new Error(`Leviathan ${id} is not in the deck`);
  lv.deck.splice(i, 1);
  lv.border[space] = { id, beaten };
}

/** The Leviathan expansion's Ally of this race and value (1-2: Pearls after the roll; 3-4: two dice). */
export function leviathanAlly(race: Race, value: number): number {
  return LEVIATHAN_ALLY_FIRST + RACES.indexOf(race) * 4 + value - 1;
}

/** Sets the PRNG so that the next rolls give `dice`, in order. */
export function withDice(s: GameState, dice: number[]): void {
  for (let rng = 0; rng < 1_000_000; rng++) {
    const probe = { options: s.options, rng } as GameState;
    if (dice.every((d) => rollDie(probe) === d)) {
      s.rng = rng;
      return;
    }
  }
  throw new Error(`no PRNG state rolls ${dice.join(', ')}`);
}

/** Seat `seat` (the current player) is to attack any Leviathan, as after a Monster; its turn ends after. */
export function startFight(s: GameState, seat = 0): void {
  s.current = seat;
  s.turn.acted = true;
  s.pending = { kind: 'leviathanAttack', seat, space: -1, optional: true };
  s.tasks = [{ t: 'afterAction' }];
}

/** The events of kinds in `kinds`, in log order, typed by kind. */
export function eventsOf<K extends EventKind>(events: readonly GameEvent[], ...kinds: K[]): Extract<GameEvent, { kind: K }>[] {
  return events.filter((e): e is Extract<GameEvent, { kind: K }> => (kinds as string[]).includes(e.kind));
}
