// What the base decisions' checks share: errors and the shape of an action's fields.
import { RACES } from '../cards.ts';
import type { EngineError } from '../types.ts';

export const err = (code: EngineError['code'], message: string): EngineError => ({ code, message });
export const illegal = (message: string): EngineError => err('ILLEGAL_CHOICE', message);

export function isInt(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x);
}

/** The race index an action names, or -1. */
export function raceOf(x: unknown): number {
  return typeof x === 'string' ? RACES.indexOf(x as (typeof RACES)[number]) : -1;
}

export function isIntArray(x: unknown): x is number[] {
  return Array.isArray(x) && x.length <= 80 && x.every(isInt);
}
