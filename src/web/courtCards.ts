// A card of the Court is a Lord (ids 1..35) or, with De Profundis, an Outcast (ids from 101,
// indexing the game's Outcast deck, which the view's options carry or which is the bundled one).
import { RACES, type Race } from '../engine/cards.ts';
import type { OutcastCard, PlayerView } from '../engine/index.ts';
import { OUTCAST_BASE, isOutcast, outcastDeckOf } from '../engine/outcast-deck.ts';
import { requirement as engineRequirement } from '../engine/recruit.ts';
import { lordRef, outcastRef, type NameForm } from '../i18n/cards.ts';
import { currentLang } from './i18n/index.ts';

export const isOutcastId = isOutcast;

export function outcastDeck(view: Pick<PlayerView, 'options'>): readonly OutcastCard[] {
  return outcastDeckOf(view.options) ?? [];
}

export function outcastOf(view: Pick<PlayerView, 'options'>, id: number): OutcastCard | undefined {
  return outcastDeck(view)[id - OUTCAST_BASE];
}

export interface Requirement {
  name: string;
  cost: number;
  races: number;
  /** The printed mandatory race (before the Diplomat). */
  race: Race | null;
  outcast: boolean;
}

export function requirement(view: Pick<PlayerView, 'options'>, id: number): Requirement {
  const outcast = isOutcastId(id);
  // A card the game's deck lacks (never listed by the server) shows as its number.
  if (outcast && !outcastOf(view, id)) return { name: `#${id}`, cost: 0, races: 1, race: null, outcast };
  // What it asks is the engine's rule; its name is in the reader's language (components that show it re-render on a switch).
  const { cost, races, race } = engineRequirement(view, id);
  const name = outcast ? outcastRef(id, outcastDeck(view), currentLang(), 'title') : lordRef(id, currentLang(), 'title');
  return { name, cost, races, race: race < 0 ? null : RACES[race], outcast };
}

export const cardName = (view: Pick<PlayerView, 'options'>, id: number): string => requirement(view, id).name;

/** A Court card's name where it sits in a sentence (i18n/cards.ts NameForm): "Recruter le Geôlier", "Recrutement du Geôlier". */
export function cardRef(view: Pick<PlayerView, 'options'>, id: number, form: NameForm = 'in'): string {
  return isOutcastId(id) ? outcastRef(id, outcastDeck(view), currentLang(), form) : lordRef(id, currentLang(), form);
}
