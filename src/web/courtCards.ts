// A card of the Court is a Lord (ids 1..35) or, with De Profundis, an Outcast (ids from 101,
// indexing the game's Outcast deck, which the view's options carry or which is the bundled one).
import { GUILD_RACE, LORDS, type Race } from '../engine/cards.ts';
import type { OutcastCard, PlayerView } from '../engine/index.ts';
import { PLACEHOLDER_OUTCASTS } from '../engine/outcast-deck.ts';
import { lordRef, outcastRef, type NameForm } from '../i18n/cards.ts';
import { currentLang } from './i18n/index.ts';

export const OUTCAST_BASE = 101;
export const isOutcastId = (id: number): boolean => id >= OUTCAST_BASE;

export function outcastDeck(view: Pick<PlayerView, 'options'>): readonly OutcastCard[] {
  const dp = view.options.expansions?.deProfundis;
  if (!dp) return [];
  return dp === true ? PLACEHOLDER_OUTCASTS : dp.deck;
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
  if (isOutcastId(id)) {
    const o = outcastOf(view, id);
    return { name: o ? outcastRef(id, outcastDeck(view), currentLang(), 'title') : `#${id}`, cost: o?.cost ?? 0, races: o?.races ?? 1, race: o?.mandatoryRace ?? null, outcast: true };
  }
  const l = LORDS[id];
  // The Lord's name in the reader's language (components that show it re-render on a switch).
  return { name: lordRef(id, currentLang(), 'title'), cost: l.cost, races: l.races, race: GUILD_RACE[l.guild], outcast: false };
}

export const cardName = (view: Pick<PlayerView, 'options'>, id: number): string => requirement(view, id).name;

/** A Court card's name where it sits in a sentence (i18n/cards.ts NameForm): "Recruter le Geôlier", "Recrutement du Geôlier". */
export function cardRef(view: Pick<PlayerView, 'options'>, id: number, form: NameForm = 'in'): string {
  return isOutcastId(id) ? outcastRef(id, outcastDeck(view), currentLang(), form) : lordRef(id, currentLang(), form);
}
