// The English words a French page must never show, built from what the client can write in
// English: the English catalogue, the card names and texts of the card data (Lords, Locations,
// Outcasts), the race and Guild words. A word that a French text of ours also uses ("Abyss",
// "Kraken", "Total", the log's "explore") is left out, as are words shorter than three letters.
// The French texts: the French catalogue, the French card texts, and the French log of seeded
// games with every expansion (test/i18n/events.test.ts holds that log free of English).
import { LOCATIONS, LORDS } from '../../src/engine/cards.ts';
import type { GameOptions } from '../../src/engine/index.ts';
import { logText } from '../../src/i18n/events.ts';
import { PLACEHOLDER_OUTCASTS } from '../../src/engine/outcast-deck.ts';
import {
  FR_LOCATION_EFFECTS, FR_LOCATIONS, FR_LORD_POWERS, FR_LORDS, FR_OUTCASTS, GUILD_WORDS, RACE_WORDS, frThe, outcastText,
} from '../../src/i18n/cards.ts';
import { en } from '../../src/web/i18n/en.ts';
import { fr } from '../../src/web/i18n/fr.ts';
import { playUntil } from './fixtureTable.ts';

type Tree = { readonly [k: string]: string | Tree };
const texts = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : texts(v)));

/** The words of a text, lower case: placeholders and markup out, letters (accents too) only. */
export function wordsOf(text: string): string[] {
  return text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<[^>]+>/g, ' ').toLowerCase().match(/\p{L}+/gu) ?? [];
}

const ENGLISH_TEXTS: string[] = [
  ...texts(en),
  ...LORDS.flatMap((l) => [l.name, l.power]),
  ...LOCATIONS.flatMap((l) => [l.name, l.text]),
  ...PLACEHOLDER_OUTCASTS.flatMap((o) => [o.name, outcastText(o, PLACEHOLDER_OUTCASTS, 'en')]),
  ...RACE_WORDS.en.flatMap((r) => [r.one, r.many]),
  ...Object.values(GUILD_WORDS.en),
];

/** The French log of a seeded random game to its end. */
function frenchLog(options: GameOptions, moveSeed: number): string[] {
  return logText(playUntil(options, moveSeed, () => false).log, 'fr', options);
}

const FRENCH_TEXTS: string[] = [
  ...frenchLog({ seed: 11, players: 4, startSeat: 0 }, 1),
  ...frenchLog({ seed: 12, players: 3, startSeat: 0, expansions: { deProfundis: true, kraken: true } }, 2),
  ...frenchLog({ seed: 13, players: 5, startSeat: 0, martialLaw: true, expansions: { deProfundis: true, kraken: true, leviathan: true } }, 3),
  ...texts(fr),
  ...FR_LORDS.map(frThe), ...FR_LORD_POWERS, ...FR_LOCATIONS.map(frThe), ...FR_LOCATION_EFFECTS, ...FR_OUTCASTS.map(frThe),
  ...PLACEHOLDER_OUTCASTS.map((o) => outcastText(o, PLACEHOLDER_OUTCASTS, 'fr')),
  ...RACE_WORDS.fr.flatMap((r) => [r.one, r.many]),
  ...Object.values(GUILD_WORDS.fr),
];

const french = new Set(FRENCH_TEXTS.flatMap(wordsOf));

/** English words of the client that no French text of ours uses, three letters or more. */
export const ENGLISH_ONLY: ReadonlySet<string> = new Set(ENGLISH_TEXTS.flatMap(wordsOf).filter((w) => w.length >= 3 && !french.has(w)));

/** The English-only words in `text`, each once, with the phrase around its first sighting. */
export function englishIn(text: string): string[] {
  const found = new Map<string, string>();
  for (const m of text.matchAll(/\p{L}+/gu)) {
    const w = m[0].toLowerCase();
    if (ENGLISH_ONLY.has(w) && !found.has(w)) found.set(w, text.slice(Math.max(0, m.index - 30), m.index + w.length + 30).replace(/\s+/g, ' '));
  }
  return [...found].map(([w, around]) => `${w}: “${around}”`);
}
