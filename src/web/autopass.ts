// Per-race auto-pass on purchase offers, kept in localStorage and shared by every component.
import { useSyncExternalStore } from 'react';
import { RACES, type Race } from '../engine/cards.ts';
import { loadAutopass, saveAutopass } from './storage.ts';

let races: Race[] = loadAutopass(RACES);
const listeners = new Set<() => void>();

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function toggleAutopass(race: Race): void {
  races = races.includes(race) ? races.filter((r) => r !== race) : [...races, race];
  saveAutopass(races);
  for (const l of listeners) l();
}

export function useAutopass(): Race[] {
  return useSyncExternalStore(subscribe, () => races, () => races);
}
