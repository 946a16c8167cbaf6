// The bundled Outcast deck of De Profundis.
//
// PLACEHOLDER VALUES: the official Outcast card list is not public (../shared/abyss/cards.md
// §8). Only The Conspirator's power is given by the rules; every cost, race count, IP and
// Key below is our own placeholder, chosen to sit in the range of the base game's Lords.
// Load the real deck (or any other) as a JSON file: see docs/outcasts.md.
import type { GameOptions, OutcastCard, PlayerState } from './types.ts';

export const PLACEHOLDER_OUTCASTS: readonly OutcastCard[] = [
  { name: 'The Conspirator', cost: 8, races: 2, mandatoryRace: null, ip: 5, key: false, power: 'conspirator', text: 'At the start of your turn, secretly look at the top Lord of the deck; you may recruit that Lord at its normal cost as your action.' },
  { name: 'The Exile', cost: 6, races: 2, mandatoryRace: null, ip: 4, key: true, power: 'none' },
  { name: 'The Renegade', cost: 7, races: 3, mandatoryRace: 'crab', ip: 6, key: false, power: 'none' },
  { name: 'The Smuggler', cost: 6, races: 1, mandatoryRace: 'shellfish', ip: 4, key: true, power: 'none' },
  { name: 'The Heretic', cost: 8, races: 2, mandatoryRace: 'jellyfish', ip: 6, key: false, power: 'none' },
  { name: 'The Deserter', cost: 7, races: 2, mandatoryRace: 'squid', ip: 5, key: true, power: 'none' },
  { name: 'The Pariah', cost: 9, races: 3, mandatoryRace: null, ip: 7, key: false, power: 'none' },
  { name: 'The Castaway', cost: 6, races: 3, mandatoryRace: 'seahorse', ip: 4, key: true, power: 'none' },
  { name: 'The Mutineer', cost: 10, races: 1, mandatoryRace: null, ip: 8, key: false, power: 'none' },
  { name: 'The Drifter', cost: 7, races: 1, mandatoryRace: null, ip: 5, key: true, power: 'none' },
];

/** Outcast ids are OUTCAST_BASE + the card's index in the deck list. */
export const OUTCAST_BASE = 101;

export function isOutcast(card: number): boolean {
  return card >= OUTCAST_BASE;
}

/** What the Court card rules read of a state or a view: its options (the Outcast deck). */
export interface OptionsRead {
  readonly options: Pick<GameOptions, 'expansions'>;
}

/** The Outcast deck the options ask for, or null without De Profundis. */
export function outcastDeckOf(options: Pick<GameOptions, 'expansions'>): readonly OutcastCard[] | null {
  const dp = options.expansions?.deProfundis;
  if (!dp) return null;
  return dp === true ? PLACEHOLDER_OUTCASTS : dp.deck;
}

/** The Outcast card `id` of this game (`id` must be one of its deck's). */
export function outcastCard(s: OptionsRead, id: number): OutcastCard {
  return outcastDeckOf(s.options)![id - OUTCAST_BASE];
}

export function outcastName(s: OptionsRead, id: number): string {
  return outcastCard(s, id).name;
}

/** Every Outcast a player owns: unused ones and those under Locations. */
export function allOutcasts(p: Pick<PlayerState, 'outcasts' | 'locations'>): number[] {
  const out = p.outcasts.slice();
  for (const loc of p.locations) if (loc.outcasts) out.push(...loc.outcasts);
  return out;
}
