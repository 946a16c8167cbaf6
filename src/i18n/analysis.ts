// The post-game analysis in words (src/analysis/analyse.ts): a marked decision as one sentence,
// "−5.9 expected points: passing on the Crab 3 here; the bot would have preferred buying it".
// Card data and types only, like the rest of src/i18n: the web's replay viewer reads it.
import { RACES, allyRace, allyValue, describeCard, isKrakenAlly, isMonsterCard, type Race } from '../engine/cards.ts';
import type { Action as EngineAction } from '../engine/types.ts';
import { OUTCAST_BASE } from '../engine/outcast-deck.ts';
import { RACE_WORDS, capitalise, locationRef, lordRef } from './cards.ts';
import type { Lang } from './lang.ts';

/** What the sentence needs of a decision's analysis. */
export interface MarkedDecision {
  chosen: EngineAction;
  best: EngineAction | null;
  loss: number;
  /** The offered or revealed Ally the decision is about, if any. */
  card?: number;
}

type Phrase = (a: EngineAction, card: number | undefined) => string;

function frCard(card: number): string {
  if (isMonsterCard(card)) return 'un Monstre';
  if (isKrakenAlly(card)) return `le Kraken ${allyValue(card)}`;
  // Une méduse, un crabe, un hippocampe, un coquillage, un calmar.
  const race = allyRace(card);
  return `${race === 0 ? 'la' : 'le'} ${capitalise(RACE_WORDS.fr[race].one)} ${allyValue(card)}`;
}
function enCard(card: number): string {
  return isMonsterCard(card) ? 'a Monster' : `the ${describeCard(card)}`;
}
const raceIndex = (r: Race): number => RACES.indexOf(r);

/** An action as an English gerund phrase ("recruiting the Jailer"). */
const EN: Phrase = (a, card) => {
  const it = card === undefined ? 'the Ally' : enCard(card);
  switch (a.type) {
    case 'explore': return 'exploring';
    case 'continue': return 'exploring on';
    case 'support': return `taking the Council's ${a.races.map((r) => capitalise(RACE_WORDS.en[raceIndex(r)].one)).join(' and ')} stack${a.races.length > 1 ? 's' : ''}`;
    // Inside a sentence "The Jailer" reads "the Jailer".
    case 'recruit': return a.lord >= OUTCAST_BASE ? 'recruiting an Outcast' : `recruiting ${lordRef(a.lord, 'en').replace(/^The /, 'the ')}`;
    case 'buy': return `buying ${it}`;
    case 'pass': return `passing on ${it}`;
    case 'take': return `taking ${it}`;
    case 'fight': return 'fighting the Monster';
    case 'reward': return `taking reward ${a.option + 1}`;
    case 'takeLocation': case 'pickLocation': case 'swapLocation': return `taking ${locationRef(a.location, 'en').replace(/^The /, 'the ')}`;
    case 'drawLocations': return `drawing ${a.count} Location${a.count > 1 ? 's' : ''}`;
    case 'payKeys': return 'spending your keys on a Location';
    case 'affiliate': return `affiliating ${enCard(a.card)}`;
    case 'discard': return `discarding ${enCard(a.card)}`;
    case 'takeFromTrack': return `taking ${enCard(a.card)} from the Threat track`;
    case 'addAlly': return `adding ${enCard(a.card)} to the payment`;
    case 'pay': return 'paying as it stood';
    case 'plot': return 'plotting at Court';
    case 'endTurn': return 'ending the turn';
    case 'decline': return 'declining';
    default: return 'this choice';
  }
};

/** An action as a French infinitive phrase ("recruter le Geôlier"). */
const FR: Phrase = (a, card) => {
  const it = card === undefined ? 'l’Allié' : frCard(card);
  switch (a.type) {
    case 'explore': return 'explorer';
    case 'continue': return 'continuer d’explorer';
    case 'support': return `prendre ${a.races.length > 1 ? 'les piles' : 'la pile'} ${a.races.map((r) => capitalise(RACE_WORDS.fr[raceIndex(r)].many)).join(' et ')} du Conseil`;
    case 'recruit': return a.lord >= OUTCAST_BASE ? 'recruter un Paria' : `recruter ${lordRef(a.lord, 'fr')}`;
    case 'buy': return `acheter ${it}`;
    case 'pass': return `laisser passer ${it}`;
    case 'take': return `prendre ${it}`;
    case 'fight': return 'combattre le Monstre';
    case 'reward': return `prendre la récompense ${a.option + 1}`;
    case 'takeLocation': case 'pickLocation': case 'swapLocation': return `prendre ${locationRef(a.location, 'fr')}`;
    case 'drawLocations': return `piocher ${a.count} Lieu${a.count > 1 ? 'x' : ''}`;
    case 'payKeys': return 'dépenser vos clés pour un Lieu';
    case 'affiliate': return `affilier ${frCard(a.card)}`;
    case 'discard': return `défausser ${frCard(a.card)}`;
    case 'takeFromTrack': return `prendre ${frCard(a.card)} sur la piste de Menace`;
    case 'addAlly': return `ajouter ${frCard(a.card)} au paiement`;
    case 'pay': return 'payer tel quel';
    case 'plot': return 'comploter à la Cour';
    case 'endTurn': return 'finir le tour';
    case 'decline': return 'refuser';
    default: return 'ce choix';
  }
};

const PHRASES: Record<Lang, Phrase> = { en: EN, fr: FR };

/** An action in the reader's language (English gerund, French infinitive). */
export function analysisActionText(a: EngineAction, lang: Lang, card?: number): string {
  return PHRASES[lang](a, card);
}

/** "−5.9" (English) or "−5,9" (French), with a true minus sign. */
export function pointsText(loss: number, lang: Lang): string {
  const n = new Intl.NumberFormat(lang, { maximumFractionDigits: 1, minimumFractionDigits: 0 }).format(Math.abs(loss));
  return `${loss > 0 ? '−' : ''}${n}`;
}

/** The sentence of a marked decision. */
export function markSentence(d: MarkedDecision, lang: Lang): string {
  const chosen = PHRASES[lang](d.chosen, d.card);
  const best = d.best ? PHRASES[lang](d.best, d.card) : null;
  const points = pointsText(d.loss, lang);
  if (lang === 'fr') {
    return `${points} point${Math.abs(d.loss) >= 2 ? 's' : ''} espéré${Math.abs(d.loss) >= 2 ? 's' : ''} : ${chosen} ici${best ? ` ; le bot aurait préféré ${best}` : ''}.`;
  }
  return `${points} expected point${Math.abs(d.loss) === 1 ? '' : 's'}: ${chosen} here${best ? `; the bot would have preferred ${best}` : ''}.`;
}
