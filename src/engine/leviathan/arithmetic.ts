// The Leviathan's arithmetic as pure functions of the card data: what an attack beats, what
// stands between it and the kill, the dice's odds, who may fight whom. The rules (fight.ts),
// the bots and the web client's odds all read these, so the rule is written once.
import { KRAKEN_RACE, LEVIATHANS, RACES, allyRace, isMonsterCard, type HealthStep } from '../cards.ts';
import type { BorderLeviathan } from '../types.ts';

const CRAB = RACES.indexOf('crab');

/**
 * How many of `steps` (top first), from index `from` on, an attack beats: each step met in
 * order takes its resistance off the attack. `from` spares the engine a slice of the steps left.
 */
export function stepsBeatenBy(steps: readonly HealthStep[], attack: number, from = 0): number {
  let left = attack;
  let n = 0;
  for (let i = from; i < steps.length; i++) {
    if (left < steps[i].resistance) break;
    left -= steps[i].resistance;
    n++;
  }
  return n;
}

/** The resistances still standing between an attack on `b` and the kill. */
export function resistanceLeft(b: BorderLeviathan): number {
  const steps = LEVIATHANS[b.id].steps;
  let sum = 0;
  for (let i = b.beaten; i < steps.length; i++) sum += steps[i].resistance;
  return sum;
}

/** The chance of each die result 1..6 (index 0..5), for one die or the higher of two. */
export function dieOdds(twoDice: boolean): number[] {
  const out: number[] = [];
  for (let k = 1; k <= 6; k++) out.push(twoDice ? (2 * k - 1) / 36 : 1 / 6);
  return out;
}

/**
 * Whether `card` may fight Leviathan `leviathan`: a Crab (Leviathan Crabs too), a Kraken Ally,
 * or an Ally of the Leviathan's race; any Ally for the owner of an active Metamorph.
 */
export function mayFight(leviathan: number, card: number, metamorph: boolean): boolean {
  if (isMonsterCard(card)) return false;
  if (metamorph) return true;
  const race = allyRace(card);
  return race === CRAB || race === KRAKEN_RACE || race === LEVIATHANS[leviathan].race;
}
