// Plain sentences about cards, for tooltips, labels and the rules panel, in the reader's
// language: the web catalogue's words around the card texts of src/i18n/cards.ts.
import { LORDS, RACES, allyRace, allyValue, fightEffect, isKrakenAlly, isMonsterCard } from '../../engine/cards.ts';
import { locationEffect, locationRef, locationTitle, lordPower, lordRef, lordTitle, type NameForm } from '../../i18n/cards.ts';
import type { Lang } from '../../i18n/lang.ts';
import { currentLang, i18n } from '../i18n/index.ts';
import { GUILD_LOOK } from './look.ts';

const tr = (key: string, lang: Lang, options: Record<string, unknown> = {}): string =>
  i18n.t(key as never, { ...options, lng: lang }) as unknown as string;

export function allyName(card: number, lang: Lang = currentLang()): string {
  if (isMonsterCard(card)) return tr('cards.monster', lang);
  if (isKrakenAlly(card)) return tr('kraken.allyName', lang, { value: allyValue(card) });
  return `${tr(`race.${RACES[allyRace(card)]}`, lang)} ${allyValue(card)}`;
}

export function allyTip(card: number, lang: Lang = currentLang()): string {
  if (isMonsterCard(card)) return tr('cards.monsterTip', lang);
  if (isKrakenAlly(card)) return tr('kraken.allyTip', lang, { value: allyValue(card), nebulis: allyValue(card) - 1 });
  const tip = tr('cards.allyTip', lang, { name: allyName(card, lang), race: tr(`race.${RACES[allyRace(card)]}`, lang), value: allyValue(card) });
  const effect = fightEffect(card);
  return effect ? `${tip} ${tr(`leviathan.effect.${effect}`, lang)}` : tip;
}

export function timingText(lord: number, lang: Lang = currentLang()): string {
  return tr(`cards.timing.${LORDS[lord].timing}`, lang);
}

export function costText(lord: number, lang: Lang = currentLang()): string {
  const l = LORDS[lord];
  const race = GUILD_LOOK[l.guild].race;
  const races = tr('cards.differentRaces', lang, { count: l.races });
  return race ? tr('cards.costWith', lang, { cost: l.cost, races, race: tr(`race.${race}`, lang) }) : tr('cards.cost', lang, { cost: l.cost, races });
}

/** A Lord's name where it sits in a sentence ("bloque le Geôlier", "Recrutement du Geôlier"). */
export const lordIn = (lord: number, form: NameForm = 'in', lang: Lang = currentLang()): string => lordRef(lord, lang, form);
/** A Location's name where it sits in a sentence. */
export const locationIn = (id: number, form: NameForm = 'in', lang: Lang = currentLang()): string => locationRef(id, lang, form);
/** Names inside a sentence, as the language lists them ("le Geôlier et l’Armateur", or "… ou …"). */
export const lordsIn = (lords: readonly number[], type: 'conjunction' | 'disjunction' = 'conjunction', lang: Lang = currentLang()): string =>
  new Intl.ListFormat(lang, { style: 'long', type }).format(lords.map((l) => lordRef(l, lang, 'in')));

/** A Lord's name on its card and in labels. */
export const lordName = (lord: number, lang: Lang = currentLang()): string => lordTitle(lord, lang);
/** Without its article, for the small faces ("Slaver", "Maître d’armes"). */
export function lordShortName(lord: number, lang: Lang = currentLang()): string {
  return withoutArticle(lordTitle(lord, lang));
}
/** A name without its leading article, for small faces ("The Slaver" → "Slaver", "le Paria" → "Paria"). */
export const withoutArticle = (name: string): string => name.replace(/^(The |Le |La |Les |L’|L')/i, '');
export const lordPowerText = (lord: number, lang: Lang = currentLang()): string => lordPower(lord, lang);

/** "While free: …" — or only "No power." where the Lord has none (never "No power: No power."). */
export function powerLine(lord: number, lang: Lang = currentLang()): string {
  if (LORDS[lord].timing === 'none') return lordPower(lord, lang);
  return tr('rules.power', lang, { timing: timingText(lord, lang), power: lordPower(lord, lang) });
}

export function lordTip(lord: number, lang: Lang = currentLang()): string {
  const l = LORDS[lord];
  return tr('cards.lordTip', lang, {
    name: lordName(lord, lang), guild: tr(`guild.${l.guild}`, lang), ip: l.ip,
    keys: l.keys ? tr('cards.keysSuffix', lang, { count: l.keys }) : '',
    cost: costText(lord, lang), power: powerLine(lord, lang),
  });
}

export const locationName = (id: number, lang: Lang = currentLang()): string => locationTitle(id, lang);
export const locationText = (id: number, lang: Lang = currentLang()): string => locationEffect(id, lang);

export function locationTip(id: number, lang: Lang = currentLang()): string {
  return tr('cards.locationTip', lang, { name: locationName(id, lang), text: locationEffect(id, lang) });
}
