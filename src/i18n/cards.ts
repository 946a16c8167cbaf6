// Card words in every language: Lord, Location and Outcast names, races and Guilds, and the
// Lord powers and Location effects in French (written in our own words). English stays in the
// engine's card data (src/engine/cards.ts), re-exported here so readers have one place to ask.
//
// French names carry their article, because French sentences need it in three shapes: "le
// Geôlier", "du Geôlier", "au Geôlier" (see frThe / frOf below).
// Card data only, never the engine's rules: the web client's first chunk carries this file.
import { LOCATIONS, LORDS, RACES, GUILDS, type Guild } from '../engine/cards.ts';
import { OUTCAST_BASE, PLACEHOLDER_OUTCASTS } from '../engine/outcast-deck.ts';
import type { OutcastCard } from '../engine/types.ts';
import type { Lang } from './lang.ts';

/** A French noun phrase: its definite article (l' before a vowel sound) and the name. */
export interface FrName {
  art: 'le' | 'la' | "l'" | 'les';
  name: string;
}

const le = (name: string): FrName => ({ art: 'le', name });
const la = (name: string): FrName => ({ art: 'la', name });
const l = (name: string): FrName => ({ art: "l'", name });
const les = (name: string): FrName => ({ art: 'les', name });

/** "le Geôlier", "la Caserne", "l'Oracle", "les Docks". */
export function frThe(n: FrName): string {
  return n.art === "l'" ? `l’${n.name}` : `${n.art} ${n.name}`;
}
/** "du Geôlier", "de la Caserne", "de l'Oracle", "des Docks". */
export function frOf(n: FrName): string {
  return n.art === 'le' ? `du ${n.name}` : n.art === 'les' ? `des ${n.name}` : `de ${frThe(n)}`;
}
export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Lords by id (1..35, Kraken 36..53, Leviathan 54..63; index 0 unused). */
export const FR_LORDS: readonly FrName[] = [
  le(''),
  le('Recruteur'), le('Geôlier'), le('Chercheur'), l('Assassin'), le('Commandant'), le('Dompteur'), le('Chasseur'),
  l('Armateur'), le('Négociant'), le('Colporteur'), le('Rentier'), l('Esclavagiste'), le('Boutiquier'),
  le('Chaman'), l('Invocateur'), l('Apprenti'), l('Oracle'), l('Alchimiste'), l('Illusionniste'), le('Maître de magie'),
  l('Opportuniste'), le('Corrupteur'), le('Traître'), le('Diplomate'), le('Trésorier'), l('Intrigant'),
  le('Gardien'), le('Moissonneur'), le('Berger'), le('Meunier'), l('Aquaculteur'), le('Propriétaire terrien'),
  le('Sage'), l('Ermite'), l('Ancien'),
  // Kraken (36..53)
  le('Passeur'), le('Hors-la-loi'), le('Faussaire'), le('Receleur'), le('Nettoyeur'), le('Guetteur'), le('Veilleur'), la('Vigie'),
  l('Actionnaire'), l('Héritier'), l('Hypnotiseur'), le('Guérisseur'), le('Brigand'), le('Bourreau'),
  le('Bénéficiaire'), le('Libérateur'), le('Cultivateur'), l('Ostréiculteur'),
  // Leviathan (54..63)
  l('Intrépide'), le('Garde-frontière'), le('Taxidermiste'), le('Marchand d’armes'), le('Métamorphe'), le('Sorcier'),
  l('Altruiste'), le('Rebelle'), le('Couard'), l('Éleveur'),
];

/** Locations by id (1..20, Kraken 21..26; index 0 unused). */
export const FR_LOCATIONS: readonly FrName[] = [
  le(''),
  les('Silos des Sargasses'), les('Réserves d’Hydrozoaires'), le('Sanctuaire'), le('Parlement'), la('Caserne'),
  les('Docks'), les('Champs de Sargasses'), l('Abysse'), la('Cité des Miroirs'), les('Fumeurs noirs'),
  l('Assemblée du Sénat océanique'), les('Profondeurs'), la('Salle du Trône'), la('Prison'), le('Gouffre'),
  la('Tour close'), la('Tour perdue'), la('Chambre des Alliés'), le('Nid des Bénitiers géants'), la('Barrière de corail'),
  // Kraken (21..26)
  le('Tripot'), l('Antre du Kraken'), le('Cimetière des Cétacés'), le('Convoi abandonné'), le('Mégalodon'), le('Champ de bataille'),
];

/** The bundled (placeholder) Outcast deck, in its order (ids OUTCAST_BASE + index). */
export const FR_OUTCASTS: readonly FrName[] = [
  le('Conspirateur'), l('Exilé'), le('Renégat'), le('Contrebandier'), l('Hérétique'),
  le('Déserteur'), le('Paria'), le('Naufragé'), le('Mutin'), le('Vagabond'),
];

/** Races by index (RACES order): singular and plural nouns. */
export const RACE_WORDS: Record<Lang, readonly { one: string; many: string }[]> = {
  en: RACES.map((r) => ({ one: r, many: r === 'jellyfish' || r === 'shellfish' || r === 'squid' ? r : `${r}s` })),
  fr: [
    { one: 'méduse', many: 'méduses' }, { one: 'crabe', many: 'crabes' }, { one: 'hippocampe', many: 'hippocampes' },
    { one: 'coquillage', many: 'coquillages' }, { one: 'calmar', many: 'calmars' },
  ],
};

/** Guild names (plural, as the Guilds are named on the cards). */
export const GUILD_WORDS: Record<Lang, Record<Guild, string>> = {
  en: Object.fromEntries(GUILDS.map((g) => [g, capitalise(g)])) as Record<Guild, string>,
  fr: { military: 'Militaire', merchant: 'Marchand', mage: 'Mage', politician: 'Politicien', farmer: 'Paysan', ambassador: 'Ambassadeur', smuggler: 'Contrebandier' },
};

/** Lord powers in French, by Lord id (English: LORDS[id].power). */
export const FR_LORD_POWERS: readonly string[] = [
  '',
  'Chaque adversaire doit payer 2 de plus pour recruter un Seigneur.',
  'Chaque adversaire défausse un Allié de sa main, de son choix.',
  'Chaque adversaire rend 2 Perles au Trésor (ou toutes celles qu’il a).',
  'Chez chaque adversaire, choisissez un Seigneur libre : il est tourné et ne garde que ses points d’influence.',
  'Les adversaires qui ont plus de 6 Alliés en main en défaussent jusqu’à 6, maintenant puis à la fin de chacun de leurs tours tant qu’il est libre.',
  'Un adversaire qui combat un Monstre prend la récompense d’une case plus bas sur la piste de Menace (la case 1 paie toujours la case 1).',
  'Choisissez un adversaire et prenez-lui au hasard un jeton Monstre.',
  'Quand votre exploration se termine, gagnez 1 Perle par race envoyée au Conseil.',
  'Gagnez 3 Perles.',
  'Gagnez 2 Perles.',
  'Gagnez 1 Perle maintenant, puis au début de chacun de vos tours tant qu’il est libre.',
  'Une fois par tour, défaussez un Allié de votre main pour gagner 2 Perles.',
  'Gagnez 1 Perle.',
  'Les Seigneurs Militaires n’ont aucun pouvoir sur vous.',
  'Jouez un autre tour juste après celui-ci.',
  'Prenez en main une pile du Conseil de votre choix.',
  'Une fois par tour, défaussez une pile entière du Conseil.',
  'Quand vous demandez du soutien, prenez deux piles du Conseil au lieu d’une.',
  'Vous pouvez échanger l’un de vos Lieux contre un Lieu face visible ; ses Seigneurs vous suivent.',
  'Lors de vos recrutements suivants, affiliez l’Allié dépensé de votre choix.',
  'Une fois par tour, défaussez un Seigneur de la Cour et remplacez-le par un Seigneur de la pioche.',
  'Vous pouvez aussitôt recruter un autre Seigneur de la Cour pour exactement 5 Perles.',
  'Vous pouvez défausser un autre de vos Seigneurs libres et prendre gratuitement n’importe quel Seigneur de la Cour.',
  'Vos recrutements ignorent la race obligatoire (le nombre de races compte toujours).',
  'Vos recrutements coûtent 2 de moins (jamais moins de 0).',
  'Vous pouvez défausser un autre de vos Seigneurs libres et prendre gratuitement le Seigneur du dessus de la pioche.',
  'Aucun pouvoir.', 'Aucun pouvoir.', 'Aucun pouvoir.', 'Aucun pouvoir.', 'Aucun pouvoir.', 'Aucun pouvoir.',
  'Piochez 2 Lieux : ce Seigneur prend seul le contrôle de l’un ; l’autre est posé face visible.',
  'Piochez 1 Lieu : ce Seigneur en prend seul le contrôle.',
  'Piochez 3 Lieux : ce Seigneur prend seul le contrôle de l’un ; les autres sont posés face visible.',
  // Kraken (36..53)
  'Une fois pendant chacun de vos tours, vous pouvez changer 1 de vos Nébulis en 1 Perle.',
  'Vous pouvez payer avec jusqu’à 2 Nébulis au lieu de 1.',
  'Vous pouvez payer avec 1 Nébulis même s’il vous reste des Perles.',
  'Donnez 1 de vos Nébulis à chaque adversaire (s’il vous en manque pour tous, vous choisissez qui les reçoit).',
  'À la fin, les Alliés Kraken restés dans votre main ne vous donnent pas de Nébulis.',
  'Gagnez 1 Nébulis. Posez la Sentinelle de ce Seigneur sur une carte de la Cour, une pile du Conseil ou un Lieu face visible : vous seul pourrez la prendre.',
  'Gagnez 1 Nébulis. Posez la Sentinelle de ce Seigneur sur une carte de la Cour, une pile du Conseil ou un Lieu face visible : vous seul pourrez la prendre.',
  'Gagnez 1 Nébulis. Posez la Sentinelle de ce Seigneur sur une carte de la Cour, une pile du Conseil ou un Lieu face visible : vous seul pourrez la prendre.',
  'Chaque fois qu’un adversaire recrute un Seigneur, gagnez 1 Perle.',
  'Gagnez 5 Perles.',
  'Pendant l’exploration d’un adversaire, vous pouvez acheter jusqu’à 2 Alliés au lieu de 1.',
  'Prenez en main un Allié de votre choix dans la défausse (pas un Monstre).',
  'Chaque fois qu’un adversaire gagne 2 Perles ou plus d’un coup, prenez-lui-en 1.',
  'Nommez une race : chaque adversaire défausse un de ses Alliés affiliés de cette race.',
  'Une fois pendant chacun de vos tours, vous pouvez remplir gratuitement un emplacement vide de la Cour avec la pioche des Seigneurs.',
  'Libérez un de vos Seigneurs placés sous un Lieu : il retrouve son pouvoir et ses clés.',
  'Aucun pouvoir.', 'Aucun pouvoir.',
  // Leviathan (54..63)
  'Après avoir tué un Léviathan, vous pouvez en combattre et en tuer un second dans le même tour.',
  'Choisissez un adversaire : un nouveau Léviathan arrive à la Frontière contre lui (il l’attaque s’il en déloge un).',
  'Gagnez 2 Perles pour chaque palier de vie de Léviathan que vous battez.',
  'Gagnez 1 Perle pour chaque Léviathan à la Frontière.',
  'Vous pouvez combattre n’importe quel Léviathan avec un Allié de n’importe quelle race.',
  'Vous pouvez combattre un Léviathan tout de suite.',
  'Prenez 1 jeton Monstre de plus pour chaque palier de vie de Léviathan que vous battez.',
  'Battez le prochain palier de vie d’un Léviathan de la Frontière, comme si vous l’aviez frappé (vous en prenez la récompense).',
  'Pendant votre exploration, vous pouvez ignorer un Monstre révélé : il est défaussé, aucun Léviathan n’arrive et vous continuez d’explorer.',
  'Piochez un Léviathan et placez-le sur une case libre de la Frontière de votre choix.',
];

/** Location effects in French, by Location id (English: LOCATIONS[id].text). */
export const FR_LOCATION_EFFECTS: readonly string[] = [
  '',
  '5 points, plus 2 par Seigneur Paysan que vous avez.',
  '6 points, plus 2 par Seigneur Mage que vous avez.',
  '4 points, plus 3 par méduse affiliée.',
  '6 points, plus 2 par Seigneur Politicien que vous avez.',
  '7 points, plus 2 par Seigneur Militaire que vous avez.',
  '5 points, plus 2 par Seigneur Marchand que vous avez.',
  '3 points, plus 3 par hippocampe affilié.',
  '2 points par Guilde différente parmi vos Seigneurs (les Ambassadeurs sont une Guilde).',
  'À la fin, compte comme le Lieu d’un adversaire qui vous rapporte le plus.',
  'Aucun point. Quand vous le prenez, vous pouvez consulter la pile des Lieux et l’échanger contre la tuile de votre choix.',
  '4 points, plus 3 par calmar affilié.',
  'Deux fois les points de votre Seigneur le plus faible.',
  'Les points de votre Seigneur le plus fort.',
  '15 points, moins 1 par Seigneur que vous avez.',
  '5 points, plus 3 par crabe affilié.',
  '3 points par Seigneur à vous qui porte une clé.',
  '3 points par Seigneur à vous qui ne porte pas de clé.',
  '3 points, plus votre plus faible Allié affilié de chaque race.',
  '3 points, plus 3 par coquillage affilié.',
  '20 points, moins 1 par Allié affilié que vous avez.',
  // Kraken (21..26)
  '5 points, plus 2 par Seigneur Contrebandier que vous avez.',
  '15 points, moins 3 par Nébulis que vous détenez à la fin.',
  'Quand vous le prenez, piochez du Butin dessus ; il rapporte le Butin qui y reste.',
  'Quand vous le prenez, piochez du Butin dessus ; il rapporte le Butin qui y reste.',
  'Quand vous le prenez, piochez du Butin dessus ; il rapporte le Butin qui y reste.',
  'Quand vous le prenez, piochez du Butin dessus ; il rapporte le Butin qui y reste.',
];

/** A Lord's name as a card title. */
export function lordTitle(id: number, lang: Lang): string {
  return lang === 'fr' ? capitalise(frThe(FR_LORDS[id])) : LORDS[id].name;
}
export function locationTitle(id: number, lang: Lang): string {
  return lang === 'fr' ? capitalise(frThe(FR_LOCATIONS[id])) : LOCATIONS[id].name;
}
export function lordPower(id: number, lang: Lang): string {
  return lang === 'fr' ? FR_LORD_POWERS[id] : LORDS[id].power;
}
export function locationEffect(id: number, lang: Lang): string {
  return lang === 'fr' ? FR_LOCATION_EFFECTS[id] : LOCATIONS[id].text;
}

/**
 * Where a card's name sits in a sentence: 'title' (on the card, or starting a sentence: "Le
 * Geôlier"), 'in' (inside one: "le Geôlier"), 'of' (after "of": "du Geôlier"). English keeps
 * the card's printed name in every place ("The Jailer").
 */
export type NameForm = 'title' | 'in' | 'of';

function frForm(n: FrName, form: NameForm): string {
  return form === 'title' ? capitalise(frThe(n)) : form === 'of' ? frOf(n) : frThe(n);
}

/** A Lord's name where it sits in a sentence (NameForm). */
export function lordRef(id: number, lang: Lang, form: NameForm = 'in'): string {
  return lang === 'fr' ? frForm(FR_LORDS[id], form) : LORDS[id].name;
}
/** A Location's name where it sits in a sentence (NameForm). */
export function locationRef(id: number, lang: Lang, form: NameForm = 'in'): string {
  return lang === 'fr' ? frForm(FR_LOCATIONS[id], form) : LOCATIONS[id].name;
}
/** An Outcast's name where it sits in a sentence; a table's own deck keeps its players' words. */
export function outcastRef(id: number, deck: OutcastNames, lang: Lang, form: NameForm = 'in'): string {
  if (lang !== 'fr') return enOutcast(id, deck);
  const n = frOutcast(id, deck);
  return typeof n === 'string' ? n : frForm(n, form);
}

/** The Keeper, a Farmer: no power. Its "No power." sentence serves Outcasts too. */
const NO_POWER_LORD = 27;

/** The Conspirator's power in French (the bundled deck's only Outcast with one). */
const FR_CONSPIRATOR = 'Au début de votre tour, regardez en secret le Seigneur du dessus de la pioche ; vous pouvez recruter ce Seigneur à son coût normal comme action.';

/**
 * An Outcast's text: the bundled deck's in the reader's language ("No power." where it has
 * none); a table's own deck's as its players wrote it.
 */
export function outcastText(card: OutcastCard, deck: OutcastNames, lang: Lang): string {
  const bundled = !deck || deck === PLACEHOLDER_OUTCASTS;
  if (!bundled && card.text) return card.text;
  if (card.power === 'conspirator') return lang === 'fr' ? FR_CONSPIRATOR : (card.text ?? PLACEHOLDER_OUTCASTS[0].text ?? '');
  return lang === 'fr' ? FR_LORD_POWERS[NO_POWER_LORD] : LORDS[NO_POWER_LORD].power;
}

/** An Outcast deck as the log needs it: names only (a table's own deck, or the bundled one). */
export type OutcastNames = readonly { name: string }[] | null | undefined;

/**
 * An Outcast's French name: the bundled deck's translation, or a table's own deck's name as
 * given (a deck made by players is in their words; we do not translate it).
 */
export function frOutcast(id: number, deck: OutcastNames): FrName | string {
  if (deck && deck !== PLACEHOLDER_OUTCASTS) return deck[id - OUTCAST_BASE]?.name ?? `#${id}`;
  return FR_OUTCASTS[id - OUTCAST_BASE] ?? `#${id}`;
}
export function enOutcast(id: number, deck: OutcastNames): string {
  return (deck ?? PLACEHOLDER_OUTCASTS)[id - OUTCAST_BASE]?.name ?? `Outcast ${id}`;
}
