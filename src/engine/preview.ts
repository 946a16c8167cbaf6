// Decision aids: numbers a player weighs before choosing, read from a PlayerView (never the
// full state, so a client asks them without any hidden card). Each one calls the rule's own
// function (scoring, keys, end trigger), so the aid and the rule cannot drift apart.
import { LOCATION, RACE_COUNT, allyRace } from './cards.ts';
import { refillFallsShort } from './court.ts';
import { keyPaymentsOf } from './locations.ts';
import { RECRUITS_TO_END } from './recruit.ts';
import { bestAffiliated, endAffiliations, locationValue, mirrorValue } from './scoring.ts';
import { recruitedCount } from './state.ts';
import type { PlayerView } from './view.ts';

/** The IP `location` would give `seat` at this moment if they controlled it (City of Mirrors: its best copy). */
export function locationIpNow(view: PlayerView, seat: number, location: number): number {
  if (location === LOCATION.cityOfMirrors) return mirrorValue(view.players, seat);
  return locationValue(location, view.players[seat]);
}

/**
 * The sets of Lords that could go under a Location `seat` takes now with keys (each set paid
 * up with Key tokens): one set means no choice; an empty set means Key tokens alone.
 */
export function lockChoices(view: PlayerView, seat: number): number[][] {
  return keyPaymentsOf(view.players[seat]);
}

export type EndTrigger = 'seventhLord' | 'courtRefill';

/**
 * Whether `seat` recruiting Court card `card` now would trigger the end of the game (null when
 * it would not, or when the end is already triggered). `card` may be the Conspirator's peek.
 */
export function recruitEndsGame(view: PlayerView, seat: number, card: number): EndTrigger | null {
  if (view.finalRound || view.over) return null;
  if (recruitedCount(view.players[seat]) + 1 >= RECRUITS_TO_END) return 'seventhLord';
  const fromCourt = view.court.includes(card);
  const left = view.court.length - (fromCourt ? 1 : 0);
  // Recruiting the peeked top Lord leaves the Court as it is, but takes one from the deck.
  const deck = view.lordDeckCount - (fromCourt ? 0 : 1);
  if (refillFallsShort(left, deck, view.outcastDeckCount)) return 'courtRefill';
  return null;
}

export interface EndHandRace {
  race: number;
  /** The Ally of this race the end of the game would affiliate from my hand, or -1. */
  card: number;
  /** Value of my highest affiliated Ally of this race now (0 without one). */
  best: number;
  /** IP that Ally would add (only the highest affiliated Ally of each race scores). */
  gain: number;
}

/**
 * What my hand is worth at the end: the lowest Ally of each race in hand is affiliated (the
 * rest discarded), and only the highest affiliated Ally of each race scores. Needs my own hand:
 * for another seat's view it is empty.
 */
export function endHandPreview(view: PlayerView, seat: number): { races: EndHandRace[]; gain: number } {
  const p = view.players[seat];
  const best = bestAffiliated(p.affiliated);
  const after = bestAffiliated([...p.affiliated, ...endAffiliations(p.hand ?? [])]);
  const kept = endAffiliations(p.hand ?? []);
  const races: EndHandRace[] = [];
  for (let r = 0; r < RACE_COUNT; r++) {
    const card = kept.find((c) => allyRace(c) === r) ?? -1;
    races.push({ race: r, card, best: best[r], gain: after[r] - best[r] });
  }
  return { races, gain: races.reduce((sum, x) => sum + x.gain, 0) };
}
