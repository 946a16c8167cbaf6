// The game log in words: one catalogue per language renders each kind of event from its
// arguments (src/engine/events.ts). English is the reference and reproduces, word for word,
// the sentences the engine used to write (test/i18n/english-parity.test.ts).
//
// Plain typed catalogues rather than i18next: each kind has typed arguments, and a catalogue
// is a record with one function per kind, so a missing kind or a misused argument is a
// compile error. French also needs its articles to contract ("du Geôlier", "de la Caserne"),
// which string templates cannot do. Plurals come from Intl.PluralRules (what i18next uses
// underneath): French counts 0 and 1 as singular, English only 1.
// Card data and types only, never the engine's rules: the web client's first chunk carries this.
import {
  BORDER_LABELS, LEVIATHANS, LEVIATHAN_TOKEN_EFFECTS, LORD, LORDS, LOCATIONS, LOOT_VALUES, RACES, allyRace, allyValue, describeCard,
  isKrakenAlly, isMonsterCard, plural, type LeviathanTokenEffect,
} from '../engine/cards.ts';
import type { EventArgs, EventKind, GameEvent } from '../engine/events.ts';
import { isOutcast } from '../engine/outcast-deck.ts';
import type { GameOptions } from '../engine/types.ts';
import { FR_LOCATIONS, FR_LORDS, RACE_WORDS, capitalise, enOutcast, frOf, frOutcast, frThe, type FrName, type OutcastNames } from './cards.ts';
import type { Lang } from './lang.ts';

/** What a sentence needs besides its event: the players' names and the table's Outcast deck. */
interface Reader {
  /** The name of a seat. */
  who(seat: number | undefined): string;
  deck: OutcastNames;
}

type Render<K extends EventKind> = (args: EventArgs[K], r: Reader, e: GameEvent) => string;
type Catalogue = { [K in EventKind]: Render<K> };

// --- English --------------------------------------------------------------------------------

const enCourtCard = (card: number, deck: OutcastNames): string => (isOutcast(card) ? enOutcast(card, deck) : LORDS[card].name);
const enLord = (id: number): string => LORDS[id].name;
const enLoc = (id: number): string => LOCATIONS[id].name;
const END_TRIGGERED = 'the end of the game is triggered. Every other player takes one last turn.';

type NebulisSource = EventArgs['nebulis']['source'];
const EN_NEBULIS_SOURCE: Record<NebulisSource, string> = {
  kraken: ' for the Kraken Allies spent', endKraken: ' for the Kraken Allies left in hand', lord: " from a Lord's power",
  payment: ' as payment', fence: ' (the Fence)', ferryman: ' (the Ferryman)', leviathan: ' for the Kraken Allies a Leviathan took',
};

// Leviathan: the Border (a Leviathan is named by its race and health steps: enLeviathan below).
const enSpace = (space: number): string => `Border space ${BORDER_LABELS[space]}`;
type Penalty = EventArgs['borderAttack']['penalty'];
const EN_PENALTY: Record<Penalty, (n: number, who: string) => string> = {
  wounds: (n, who) => `${who} takes ${plural(n, 'Wound')}`,
  pearls: (n, who) => (n ? `${who} loses ${plural(n, 'Pearl')}` : `no effect, ${who} has no Pearl`),
  allies: (n, who) => (n ? `${who} loses ${plural(n, 'Ally')} from hand` : `no effect, ${who} has no Ally in hand`),
  freeLord: (n, who) => (n ? `${who} loses a free Lord` : `no effect, ${who} has no free Lord`),
};

/** A Leviathan by its race and health steps: "the Jellyfish Leviathan 3-7-5" (several may share a race). */
const stepsOf = (id: number): string => LEVIATHANS[id].steps.map((x) => x.resistance).join('-');
const enLeviathan = (id: number): string => {
  const race = LEVIATHANS[id].race;
  return `the ${race === null ? '' : `${capitalise(RACES[race])} `}Leviathan ${stepsOf(id)}`;
};
const EN_TOKEN: Record<LeviathanTokenEffect, [gain: string, none: string]> = {
  pearls2: ['2 Pearls', ''], pearls3: ['3 Pearls', ''], key: ['a Key token', ' (none is left)'],
  council: ['a Council stack of their choice', ' (no stack is open to them)'],
};

const en: Catalogue = {
  turn: (a, r, e) => `${r.who(e.seat)}'s turn${a.final ? ' (final round)' : ''}.`,
  extraTurn: (_, r, e) => `${r.who(e.seat)} plays an extra turn.`,
  noAction: (_, r, e) => `${r.who(e.seat)} can take no action.`,
  martialLawPays: (_, r, e) => `Martial Law: ${r.who(e.seat)} pays 1 Pearl.`,
  deadPosition: (a) => `Dead position: the ${a.deProfundis ? 'Lord and Outcast decks are' : 'Lord deck is'} empty and every player has taken a whole turn in which nobody recruited, so the game ends now.`,
  endByCourt: () => `The Court cannot be refilled: ${END_TRIGGERED}`,
  endBySeventh: (a, r) => `${r.who(a.player)} has a 7th ${a.deProfundis ? 'Lord or Outcast' : 'Lord'}: ${END_TRIGGERED}`,
  endByLeviathan: () => `The last Leviathan of the deck has come: ${END_TRIGGERED}`,
  gameOver: () => 'The game is over. Everyone affiliates the lowest Ally of each race left in hand.',
  score: (a, r) => `${r.who(a.player)}: ${a.total} IP (Locations ${a.locations}, Lords ${a.lords}, Allies ${a.allies}, Monsters ${a.monsters}${a.nebulis !== undefined ? `, Nebulis ${a.nebulis}` : ''}), ${plural(a.pearls, 'Pearl')} — rank ${a.rank}.`,
  explores: (_, r, e) => `${r.who(e.seat)} explores the depths.`,
  deckReshuffled: () => 'The Exploration deck is empty: the discard is shuffled into a new deck.',
  reveals: (a, r, e) => `${r.who(e.seat)} reveals ${describeCard(a.card)} on space ${a.space}.`,
  deckExhausted: () => 'No Exploration card is left: the exploration ends.',
  takesAlly: (a, r, e) => `${r.who(e.seat)} takes ${describeCard(a.card)}.`,
  forcedTake: (_, r, e) => `${r.who(e.seat)} must take it from the last space and gains 1 Pearl.`,
  buys: (a, r, e) => `${r.who(e.seat)} buys ${describeCard(a.card)} for ${plural(a.cost, 'Pearl')}, paid to ${r.who(a.from)}.`,
  passes: (_, r, e) => `${r.who(e.seat)} passes.`,
  leavesMonster: (a, r, e) => `${r.who(e.seat)} leaves the Monster; the Threat token moves to space ${a.threat}.`,
  keepsExploring: (_, r, e) => `${r.who(e.seat)} keeps exploring.`,
  fights: (a, r, e) => `${r.who(e.seat)} fights the Monster${a.forced ? ' on the last space and gains 1 Pearl' : ''}; reward from Threat space ${a.space}.`,
  reward: (a, r, e) => {
    const parts: string[] = [];
    if (a.keys) parts.push(plural(a.keys, 'Key token'));
    if (a.pearls) parts.push(plural(a.pearls, 'Pearl'));
    if (a.monsters) parts.push(plural(a.monsters, 'Monster token'));
    return `${r.who(e.seat)} takes ${parts.join(' + ')}.`;
  },
  monsterValues: (a) => `Your Monster ${a.values.length === 1 ? 'token is' : 'tokens are'} worth ${a.values.join(' and ')} IP.`,
  toCouncil: (a) => `To the Council: ${a.counts.map((n, race) => (n ? `${n} ${RACES[race]}` : '')).filter(Boolean).join(', ')}.`,
  shipMaster: (a, r, e) => `The Ship Master earns ${r.who(e.seat)} ${plural(a.pearls, 'Pearl')}.`,
  plots: (a, r, e) => `${r.who(e.seat)} plots at Court for 1 Pearl: ${enCourtCard(a.card, r.deck)} arrives.`,
  courtRefilled: (a, r, e) => `Only ${plural(a.left, 'card')} left at Court: ${r.who(e.seat)} gains 2 Pearls and the Court is refilled${a.added.length ? ` with ${a.added.map((c) => enCourtCard(c, r.deck)).join(', ')}` : ''}.`,
  recruits: (a, r, e) => `${r.who(e.seat)} recruits ${enCourtCard(a.card, r.deck)}, paying ${a.allies.map(describeCard).join(', ')}${a.pearls ? ` and ${plural(a.pearls, 'Pearl')}` : ''}.`,
  affiliates: (a, r, e) => `${r.who(e.seat)} affiliates ${describeCard(a.card)}.`,
  landlord: (_, r, e) => `The Landlord: ${r.who(e.seat)} gains 1 Pearl.`,
  discards: (a, r, e) => `${a.reason === 'jailer' ? 'The Jailer' : a.reason === 'commander' ? 'The Commander' : a.reason === 'leviathan' ? 'The Leviathan' : 'Martial Law'}: ${r.who(e.seat)} discards ${describeCard(a.card)}.`,
  seekerReturns: (a, r, e) => `The Seeker: ${r.who(e.seat)} returns ${plural(a.pearls, 'Pearl')}.`,
  lordPearls: (a, r, e) => `${enLord(a.lord)}: ${r.who(e.seat)} gains ${plural(a.pearls, 'Pearl')}.`,
  invoker: (_, r, e) => `The Invoker: ${r.who(e.seat)} will play another turn.`,
  assassinates: (a, r) => `The Assassin strikes ${enLord(a.lord)} of ${r.who(a.target)}: only its IP counts now.`,
  hunts: (a, r, e) => `The Hunter: ${r.who(e.seat)} takes a Monster token from ${r.who(a.target)} at random.`,
  huntedToken: (a) => `The token you took is worth ${a.value} IP.`,
  huntLost: (a) => `The Hunter took your Monster token worth ${a.value} IP.`,
  takesStack: (a, r, e) => `${a.apprentice ? 'The Apprentice: ' : ''}${r.who(e.seat)} takes the ${RACES[a.race]} stack of the Council (${plural(a.count, 'card')}).`,
  findsCards: (a) => `You find ${a.cards.map(describeCard).join(', ')}.`,
  illusionist: (a, r, e) => `The Illusionist: ${r.who(e.seat)} exchanges ${enLoc(a.from)} for ${enLoc(a.to)}.`,
  corruptor: (a, r, e) => `The Corruptor: ${r.who(e.seat)} recruits ${enLord(a.lord)} for 5 Pearls.`,
  exchangesLord: (a, r, e) => `${enLord(a.by)}: ${r.who(e.seat)} discards ${enLord(a.discard)} and takes ${enLord(a.take)}.`,
  slaver: (a, r, e) => `The Slaver: ${r.who(e.seat)} discards ${describeCard(a.card)} for 2 Pearls.`,
  oracle: (a, r, e) => `The Oracle: ${r.who(e.seat)} discards the ${RACES[a.race]} stack of the Council (${plural(a.count, 'card')}).`,
  opportunist: (a, r, e) => `The Opportunist: ${r.who(e.seat)} discards ${enLord(a.lord)} from the Court; ${enLord(a.newcomer)} takes its place.`,
  drawsLocations: (a, r, e) => `${r.who(e.seat)} draws ${plural(a.locations.length, 'Location')}: ${a.locations.map(enLoc).join(', ')}.`,
  takesControl: (a, r, e) => {
    const how = [a.lords.map(enLord).join(', '), a.keys ? plural(a.keys, 'Key token') : ''].filter(Boolean).join(' and ');
    return `${r.who(e.seat)} takes control of ${enLoc(a.location)}, using ${how}.`;
  },
  ambassadorControl: (a, r, e) => `${r.who(e.seat)} takes control of ${enLoc(a.location)}, with ${enLord(a.lord)} alone.`,
  blackSmokersLooks: (_, r, e) => `Black Smokers: ${r.who(e.seat)} looks through the Location stack.`,
  blackSmokersSwaps: (a, r, e) => `Black Smokers: ${r.who(e.seat)} exchanges it for ${enLoc(a.location)} from the stack; Black Smokers leaves the game.`,
  outcastKey: (a, r, e) => `${enOutcast(a.outcast, r.deck)} brings ${r.who(e.seat)} a Key token.`,
  reconquersFromStack: (_, r, e) => `No opponent's Location can be reconquered: ${r.who(e.seat)}'s Outcasts take the top Location of the stack.`,
  reconquers: (a, r, e) => `${r.who(e.seat)} reconquers ${enLoc(a.location)} with ${a.outcasts.map((o) => enOutcast(o, r.deck)).join(' and ')}.`,
  takesLocationFrom: (a, r, e) => `${r.who(e.seat)} takes ${enLoc(a.location)} from ${r.who(a.loser)}.`,
  replacesFromStack: (a, r, e) => `${r.who(e.seat)} replaces it with ${enLoc(a.location)} from the stack${a.lordsSlide ? ', their Lords slide under it' : ''}.`,
  replaces: (a, r, e) => `${r.who(e.seat)} replaces it with ${enLoc(a.location)}.`,
  lordsFreed: (_, r, e) => `No Location is left: ${r.who(e.seat)}'s Lords under it become free again.`,
  conspiratorPeeks: (_, r, e) => `The Conspirator: ${r.who(e.seat)} secretly looks at the top Lord of the deck.`,
  conspiratorShows: (a) => `The Conspirator shows you ${enLord(a.lord)} on top of the Lord deck; you may recruit it this turn.`,
  nebulis: (a, r, e) => `${r.who(e.seat)} gains ${a.count} Nebulis${EN_NEBULIS_SOURCE[a.source]}.`,
  nebulisPaid: (a, r, e) => `${r.who(e.seat)} ${a.to >= 0 ? `gives ${a.count} Nebulis to ${r.who(a.to)}` : `returns ${a.count} Nebulis to the supply`}${EN_NEBULIS_SOURCE[a.source]}.`,
  krakenFigure: (a, r) => (a.to >= 0 ? `${r.who(a.to)} takes the Kraken figure (the most Nebulis).` : 'Nobody holds Nebulis: the Kraken figure goes back to the box.'),
  highwayman: (a, r, e) => `The Highwayman: ${r.who(e.seat)} takes 1 of the Pearls ${r.who(a.from)} just gained.`,
  healerLooks: (_, r, e) => `The Healer: ${r.who(e.seat)} looks through the discard.`,
  healerTakes: (_, r, e) => `The Healer: ${r.who(e.seat)} takes an Ally from the discard into their hand.`,
  healerCard: (a) => `You take ${describeCard(a.card)} from the discard.`,
  executioner: (a, r, e) => `The Executioner: ${r.who(e.seat)} names the ${RACE_WORDS.en[a.race].many}; every opponent discards one of their affiliated ${RACE_WORDS.en[a.race].many}.`,
  executed: (a, r, e) => `The Executioner: ${r.who(e.seat)} discards their affiliated ${describeCard(a.card)}.`,
  liberates: (a, r, e) => `The Liberator: ${r.who(e.seat)} frees ${enLord(a.lord)} from under ${enLoc(a.location)}.`,
  recipient: (a, r, e) => `The Recipient: ${r.who(e.seat)} adds ${enLord(a.lord)} from the Lord deck to the Court, free of charge.`,
  lootDrawn: (a, r, e) => `${r.who(e.seat)} draws a Loot card worth ${LOOT_VALUES[a.card]} onto ${enLoc(a.location)}.`,
  lootReward: (a, r, e) => {
    const parts: string[] = [];
    if (a.keys) parts.push(plural(a.keys, 'Key token'));
    if (a.pearls) parts.push(plural(a.pearls, 'Pearl'));
    if (a.monsters) parts.push(plural(a.monsters, 'Monster token'));
    return parts.length ? `The Loot brings ${r.who(e.seat)} ${parts.join(' + ')}.` : `The Loot brings ${r.who(e.seat)} nothing: the supply is empty.`;
  },
  lootMonster: (a, r, e) => `${r.who(e.seat)} reveals ${describeCard(a.card)} while searching for an Ally: it is discarded and the Threat token moves to space ${a.threat}.`,
  lootAlly: (a, r, e) => `${r.who(e.seat)} reveals ${describeCard(a.card)} and takes it into hand.`,
  lootNoAlly: (_, r, e) => `No Ally is left to reveal: ${r.who(e.seat)} finds none.`,
  lootRepeat: (a, r, e) => `A second Loot card worth ${a.value} on ${enLoc(a.location)}: both are discarded and ${r.who(e.seat)}'s search ends.`,
  lootStops: (a, r, e) => `${r.who(e.seat)} stops searching ${enLoc(a.location)}.`,
  lootDeckEmpty: () => 'The Loot deck is empty: the search ends.',
  lootDiscarded: (a, r, e) => `${r.who(e.seat)} discards the Loot on ${enLoc(a.location)} (${a.cards.map((c) => LOOT_VALUES[c]).join(', ')}).`,
  sentinelPlaced: (a, r, e) => `${r.who(e.seat)} places the Sentinel of ${enLord(a.lord)} on ${a.zone === 'court' ? `${enCourtCard(a.target, r.deck)} in the Court` : a.zone === 'council' ? `the ${RACES[a.target]} stack of the Council` : enLoc(a.target)}: only they may take it.`,
  sentinelBack: (a, r, e) => `${r.who(e.seat)} took what the Sentinel of ${enLord(a.lord)} guarded: the Sentinel comes back to be placed again.`,
  sentinelNoZone: (a, r, e) => `No zone is free for the Sentinel of ${enLord(a.lord)}: ${r.who(e.seat)} keeps it off the table.`,
  krakenToCouncil: (a, r, e) => `${r.who(e.seat)} puts the Kraken left on the track on the ${RACES[a.race]} stack of the Council.`,
  // Leviathan: the Border
  borderArrival: (a) => `${capitalise(enLeviathan(a.leviathan))} comes to the Border: the dice show ${a.dice.join(' and ')}, ${enSpace(a.space)}.`,
  borderEmpty: () => 'The Leviathan deck is empty: no Leviathan comes.',
  borderAttack: (a, r, e) => `${capitalise(enLeviathan(a.leviathan))} is displaced and attacks ${r.who(e.seat)} before leaving the Border: ${EN_PENALTY[a.penalty](a.amount, r.who(e.seat))}.`,
  borderLordLost: (a, r, e) => `The Leviathan takes ${enLord(a.lord)} from ${r.who(e.seat)}.`,
  borderMonsterAttack: (a, r, e) => `${r.who(e.seat)} answers the Monster by attacking a Leviathan${a.forced ? ' from the last space and gains 1 Pearl' : ''}; the exploration ends.`,
  borderMonsterContinue: (_, r, e) => `${r.who(e.seat)} keeps exploring: the Monster is discarded and a new Leviathan comes.`,
  borderMonsterIgnored: (_, r, e) => `${enLord(LORD.coward)}: ${r.who(e.seat)} ignores the Monster (discarded, no Leviathan comes) and keeps exploring.`,
  borderGuard: (a, r, e) => `${enLord(LORD.borderGuard)}: ${r.who(e.seat)} sends a new Leviathan against ${r.who(a.target)}.`,
  borderGuardNoTarget: (_, r, e) => `${enLord(LORD.borderGuard)}: every opponent of ${r.who(e.seat)} is protected by the Shaman; nothing happens.`,
  breederDraws: (a, r, e) => `${enLord(LORD.breeder)}: ${r.who(e.seat)} draws ${enLeviathan(a.leviathan)}.`,
  breederPlaces: (a, r, e) => `${enLord(LORD.breeder)}: ${r.who(e.seat)} puts ${enLeviathan(a.leviathan)} on ${enSpace(a.space)}.`,
  breederNothing: (a, r, e) => `${enLord(LORD.breeder)}: ${a.noSpace ? 'no Border space is free' : 'no Leviathan is left'}, ${r.who(e.seat)} draws none.`,
  lootMonsterDiscarded: (a, r, e) => `${r.who(e.seat)} reveals ${describeCard(a.card)} while searching for an Ally: it is discarded.`,
  // Leviathan: fights
  leviathanAttack: (a, r, e) => `${r.who(e.seat)} discards ${describeCard(a.card)} to attack ${enLeviathan(a.leviathan)} on Border space ${BORDER_LABELS[a.space]}: ${a.dice.length > 1 ? `dice ${a.dice.join(' and ')}, the higher counts` : `die ${a.dice[0]}`}; attack ${a.attack}.`,
  attackBoost: (a, r, e) => `${r.who(e.seat)} spends ${plural(a.pearls, 'Pearl')}: attack ${a.attack}.`,
  stepBeaten: (a, r, e) => `${r.who(e.seat)} beats a health step of ${enLeviathan(a.leviathan)} (resistance ${a.resistance}): ${plural(a.tokens, 'Monster token')}${a.altruist ? ' (1 of them from the Altruist)' : ''}${a.taxidermist ? '; the Taxidermist pays 2 Pearls' : ''}.`,
  attackMisses: (a, r, e) => `${r.who(e.seat)}'s attack beats no health step of ${enLeviathan(a.leviathan)}: they gain 1 Pearl.`,
  leviathanSlain: (a, r, e) => `${r.who(e.seat)} slays ${enLeviathan(a.leviathan)}; Border space ${BORDER_LABELS[a.space]} is free.`,
  scourge: (a, r) => (a.from < 0 ? `${r.who(a.to)} takes the Scourge (the first Leviathan slain).` : `${r.who(a.to)} takes the Scourge from ${r.who(a.from)} (more Leviathans slain).`),
  leviathanReward: (a, r, e) => {
    const parts: string[] = [];
    if (a.normal) parts.push(plural(a.normal, 'Monster token'));
    if (a.leviathan) parts.push(plural(a.leviathan, 'Leviathan Monster token'));
    return parts.length ? `${r.who(e.seat)} takes ${parts.join(' and ')}.` : `No Monster token is left for ${r.who(e.seat)} to take.`;
  },
  leviathanToken: (a, r, e) => {
    const [gain, none] = EN_TOKEN[LEVIATHAN_TOKEN_EFFECTS[a.token]];
    return `${r.who(e.seat)} reveals a Leviathan Monster token: ${gain}${a.wasted ? none : ''}.`;
  },
  stopsFighting: (_, r, e) => `${r.who(e.seat)} stops attacking.`,
  noLeviathanFight: (a, r, e) => (a.lord === LORD.rebel ? 'The Rebel: no Leviathan is at the Border.' : `The Sorcerer: ${r.who(e.seat)} has no Leviathan to attack.`),
  undo: (a, r, e) => `${r.who(e.seat)} took back: ${a.events.length > 0 ? undoneLines(a.events, 'en', r, e.seat) : 'their last choice.'}`,
  undoPrivate: (a, r) => `You took back: ${a.events.map((x) => render(x, 'en', r)).join(' ')}`,
};

// --- French ---------------------------------------------------------------------------------

const FR_PLURAL = new Intl.PluralRules('fr');
/** "1 Perle", "0 Perle", "3 Perles". */
const count = (n: number, one: string, many: string): string => `${n} ${FR_PLURAL.select(n) === 'one' ? one : many}`;
const perles = (n: number): string => count(n, 'Perle', 'Perles');
const cartes = (n: number): string => count(n, 'carte', 'cartes');
/** An exploration card: "Crabe 3", "un Monstre". */
const frCard = (card: number): string => (isMonsterCard(card) ? 'un Monstre'
  : isKrakenAlly(card) ? `Kraken ${allyValue(card)}` : `${capitalise(RACE_WORDS.fr[allyRace(card)].one)} ${allyValue(card)}`);
const frName = (n: FrName | string): string => (typeof n === 'string' ? n : frThe(n));
const frCourt = (card: number, deck: OutcastNames): FrName | string => (isOutcast(card) ? frOutcast(card, deck) : FR_LORDS[card]);
const frLord = (id: number): string => frThe(FR_LORDS[id]);
const frLoc = (id: number): string => frThe(FR_LOCATIONS[id]);
const FIN = 'la fin de partie est déclenchée. Chaque autre joueur joue un dernier tour.';

const FR_NEBULIS_SOURCE: Record<NebulisSource, string> = {
  kraken: ' pour les Alliés Kraken dépensés', endKraken: ' pour les Alliés Kraken restés en main', lord: ' grâce au pouvoir d’un Seigneur',
  payment: ' en paiement', fence: ' (le Receleur)', ferryman: ' (le Passeur)', leviathan: ' pour les Alliés Kraken pris par un Léviathan',
};

const frSpace = (space: number): string => `la case ${BORDER_LABELS[space]} de la Frontière`;
const FR_PENALTY: Record<Penalty, (n: number, who: string) => string> = {
  wounds: (n, who) => `${who} reçoit ${count(n, 'Blessure', 'Blessures')}`,
  pearls: (n, who) => (n ? `${who} perd ${perles(n)}` : `sans effet, ${who} n’a pas de Perle`),
  allies: (n, who) => (n ? `${who} perd ${count(n, 'Allié', 'Alliés')} de sa main` : `sans effet, ${who} n’a pas d’Allié en main`),
  freeLord: (n, who) => (n ? `${who} perd un Seigneur libre` : `sans effet, ${who} n’a pas de Seigneur libre`),
};

/** "le Léviathan Méduse 3-7-5", "du Léviathan 4-7-6" (`de`: after "de", contracted). */
const frLeviathan = (id: number, de = false): string => {
  const race = LEVIATHANS[id].race;
  return `${de ? 'du' : 'le'} Léviathan ${race === null ? '' : `${capitalise(RACE_WORDS.fr[race].one)} `}${stepsOf(id)}`;
};
const FR_TOKEN: Record<LeviathanTokenEffect, [gain: string, none: string]> = {
  pearls2: ['2 Perles', ''], pearls3: ['3 Perles', ''], key: ['un jeton Clé', ' (il n’en reste plus)'],
  council: ['une pile du Conseil au choix', ' (aucune pile ne lui est ouverte)'],
};

const fr: Catalogue = {
  turn: (a, r, e) => `Tour de ${r.who(e.seat)}${a.final ? ' (dernier tour de table)' : ''}.`,
  extraTurn: (_, r, e) => `${r.who(e.seat)} joue un tour supplémentaire.`,
  noAction: (_, r, e) => `${r.who(e.seat)} ne peut faire aucune action.`,
  martialLawPays: (_, r, e) => `Loi martiale : ${r.who(e.seat)} paie 1 Perle.`,
  deadPosition: (a) => `Partie bloquée : ${a.deProfundis ? 'les pioches de Seigneurs et de Parias sont vides' : 'la pioche de Seigneurs est vide'} et chacun a joué un tour entier sans que personne ne recrute ; la partie s’arrête ici.`,
  endByCourt: () => `La Cour ne peut plus être complétée : ${FIN}`,
  endBySeventh: (a, r) => `${r.who(a.player)} possède un 7e ${a.deProfundis ? 'Seigneur ou Paria' : 'Seigneur'} : ${FIN}`,
  endByLeviathan: () => `Le dernier Léviathan de la pioche est arrivé : ${FIN}`,
  gameOver: () => 'La partie est terminée. Chacun affilie son plus faible Allié de chaque race resté en main.',
  score: (a, r) => `${r.who(a.player)} : ${a.total} points (Lieux ${a.locations}, Seigneurs ${a.lords}, Alliés ${a.allies}, Monstres ${a.monsters}${a.nebulis !== undefined ? `, Nébulis ${a.nebulis}` : ''}), ${perles(a.pearls)} — ${a.rank === 1 ? '1re' : `${a.rank}e`} place.`,
  explores: (_, r, e) => `${r.who(e.seat)} explore les profondeurs.`,
  deckReshuffled: () => 'La pioche d’Exploration est vide : la défausse est mélangée pour en former une nouvelle.',
  reveals: (a, r, e) => `${r.who(e.seat)} révèle ${frCard(a.card)} sur la case ${a.space}.`,
  deckExhausted: () => 'Il ne reste aucune carte d’Exploration : l’exploration s’arrête.',
  takesAlly: (a, r, e) => `${r.who(e.seat)} prend ${frCard(a.card)}.`,
  forcedTake: (_, r, e) => `${r.who(e.seat)} doit prendre la carte de la dernière case et gagne 1 Perle.`,
  buys: (a, r, e) => `${r.who(e.seat)} achète ${frCard(a.card)} à ${r.who(a.from)} pour ${perles(a.cost)}.`,
  passes: (_, r, e) => `${r.who(e.seat)} passe.`,
  leavesMonster: (a, r, e) => `${r.who(e.seat)} laisse passer le Monstre ; le jeton Menace avance sur la case ${a.threat}.`,
  keepsExploring: (_, r, e) => `${r.who(e.seat)} continue d’explorer.`,
  fights: (a, r, e) => `${r.who(e.seat)} combat le Monstre${a.forced ? ' sur la dernière case et gagne 1 Perle' : ''} ; récompense de la case ${a.space} de la Menace.`,
  reward: (a, r, e) => {
    const parts: string[] = [];
    if (a.keys) parts.push(count(a.keys, 'jeton Clé', 'jetons Clé'));
    if (a.pearls) parts.push(perles(a.pearls));
    if (a.monsters) parts.push(count(a.monsters, 'jeton Monstre', 'jetons Monstre'));
    return `${r.who(e.seat)} prend ${parts.join(' + ')}.`;
  },
  monsterValues: (a) => (a.values.length === 1 ? `Votre jeton Monstre vaut ${a.values[0]} points.` : `Vos jetons Monstre valent ${a.values.join(' et ')} points.`),
  toCouncil: (a) => `Au Conseil : ${a.counts.map((n, race) => (n ? count(n, RACE_WORDS.fr[race].one, RACE_WORDS.fr[race].many) : '')).filter(Boolean).join(', ')}.`,
  shipMaster: (a, r, e) => `L’Armateur rapporte ${perles(a.pearls)} à ${r.who(e.seat)}.`,
  plots: (a, r, e) => `${r.who(e.seat)} complote à la Cour pour 1 Perle : ${frName(frCourt(a.card, r.deck))} arrive.`,
  courtRefilled: (a, r, e) => `Il ne reste que ${cartes(a.left)} à la Cour : ${r.who(e.seat)} gagne 2 Perles et la Cour est complétée${a.added.length ? ` avec ${a.added.map((c) => frName(frCourt(c, r.deck))).join(', ')}` : ''}.`,
  recruits: (a, r, e) => `${r.who(e.seat)} recrute ${frName(frCourt(a.card, r.deck))} en payant ${a.allies.map(frCard).join(', ')}${a.pearls ? ` et ${perles(a.pearls)}` : ''}.`,
  affiliates: (a, r, e) => `${r.who(e.seat)} affilie ${frCard(a.card)}.`,
  landlord: (_, r, e) => `Le Rentier : ${r.who(e.seat)} gagne 1 Perle.`,
  discards: (a, r, e) => `${a.reason === 'jailer' ? 'Le Geôlier' : a.reason === 'commander' ? 'Le Commandant' : a.reason === 'leviathan' ? 'Le Léviathan' : 'Loi martiale'} : ${r.who(e.seat)} défausse ${frCard(a.card)}.`,
  seekerReturns: (a, r, e) => `Le Chercheur : ${r.who(e.seat)} rend ${perles(a.pearls)}.`,
  lordPearls: (a, r, e) => `${capitalise(frLord(a.lord))} : ${r.who(e.seat)} gagne ${perles(a.pearls)}.`,
  invoker: (_, r, e) => `L’Invocateur : ${r.who(e.seat)} jouera un autre tour.`,
  assassinates: (a, r) => `L’Assassin frappe ${frLord(a.lord)} de ${r.who(a.target)} : seuls ses points comptent désormais.`,
  hunts: (a, r, e) => `Le Chasseur : ${r.who(e.seat)} prend au hasard un jeton Monstre à ${r.who(a.target)}.`,
  huntedToken: (a) => `Le jeton que vous avez pris vaut ${a.value} points.`,
  huntLost: (a) => `Le Chasseur vous a pris un jeton Monstre qui valait ${a.value} points.`,
  takesStack: (a, r, e) => `${a.apprentice ? 'L’Apprenti : ' : ''}${r.who(e.seat)} prend la pile des ${RACE_WORDS.fr[a.race].many} du Conseil (${cartes(a.count)}).`,
  findsCards: (a) => `Vous trouvez ${a.cards.map(frCard).join(', ')}.`,
  illusionist: (a, r, e) => `L’Illusionniste : ${r.who(e.seat)} échange ${frLoc(a.from)} contre ${frLoc(a.to)}.`,
  corruptor: (a, r, e) => `Le Corrupteur : ${r.who(e.seat)} recrute ${frLord(a.lord)} pour 5 Perles.`,
  exchangesLord: (a, r, e) => `${capitalise(frLord(a.by))} : ${r.who(e.seat)} défausse ${frLord(a.discard)} et prend ${frLord(a.take)}.`,
  slaver: (a, r, e) => `L’Esclavagiste : ${r.who(e.seat)} défausse ${frCard(a.card)} pour 2 Perles.`,
  oracle: (a, r, e) => `L’Oracle : ${r.who(e.seat)} défausse la pile des ${RACE_WORDS.fr[a.race].many} du Conseil (${cartes(a.count)}).`,
  opportunist: (a, r, e) => `L’Opportuniste : ${r.who(e.seat)} défausse ${frLord(a.lord)} de la Cour ; ${frLord(a.newcomer)} prend sa place.`,
  drawsLocations: (a, r, e) => `${r.who(e.seat)} pioche ${count(a.locations.length, 'Lieu', 'Lieux')} : ${a.locations.map(frLoc).join(', ')}.`,
  takesControl: (a, r, e) => {
    const how = [a.lords.map(frLord).join(', '), a.keys ? count(a.keys, 'jeton Clé', 'jetons Clé') : ''].filter(Boolean).join(' et ');
    return `${r.who(e.seat)} prend le contrôle ${frOf(FR_LOCATIONS[a.location])} avec ${how}.`;
  },
  ambassadorControl: (a, r, e) => `${r.who(e.seat)} prend le contrôle ${frOf(FR_LOCATIONS[a.location])} avec ${frLord(a.lord)} seul.`,
  blackSmokersLooks: (_, r, e) => `Fumeurs noirs : ${r.who(e.seat)} consulte la pile des Lieux.`,
  blackSmokersSwaps: (a, r, e) => `Fumeurs noirs : ${r.who(e.seat)} les échange contre ${frLoc(a.location)} de la pile ; les Fumeurs noirs quittent la partie.`,
  outcastKey: (a, r, e) => `${capitalise(frName(frOutcast(a.outcast, r.deck)))} apporte un jeton Clé à ${r.who(e.seat)}.`,
  reconquersFromStack: (_, r, e) => `Aucun Lieu adverse ne peut être reconquis : les Parias de ${r.who(e.seat)} prennent le Lieu du dessus de la pile.`,
  reconquers: (a, r, e) => `${r.who(e.seat)} reconquiert ${frLoc(a.location)} avec ${a.outcasts.map((o) => frName(frOutcast(o, r.deck))).join(' et ')}.`,
  takesLocationFrom: (a, r, e) => `${r.who(e.seat)} prend ${frLoc(a.location)} à ${r.who(a.loser)}.`,
  replacesFromStack: (a, r, e) => `${r.who(e.seat)} le remplace par ${frLoc(a.location)} de la pile${a.lordsSlide ? ' ; ses Seigneurs glissent dessous' : ''}.`,
  replaces: (a, r, e) => `${r.who(e.seat)} le remplace par ${frLoc(a.location)}.`,
  lordsFreed: (_, r, e) => `Il ne reste aucun Lieu : les Seigneurs que ${r.who(e.seat)} avait dessous redeviennent libres.`,
  conspiratorPeeks: (_, r, e) => `Le Conspirateur : ${r.who(e.seat)} regarde en secret le Seigneur du dessus de la pioche.`,
  conspiratorShows: (a) => `Le Conspirateur vous montre ${frLord(a.lord)} sur le dessus de la pioche des Seigneurs ; vous pouvez le recruter ce tour-ci.`,
  nebulis: (a, r, e) => `${r.who(e.seat)} gagne ${a.count} Nébulis${FR_NEBULIS_SOURCE[a.source]}.`,
  nebulisPaid: (a, r, e) => `${r.who(e.seat)} ${a.to >= 0 ? `donne ${a.count} Nébulis à ${r.who(a.to)}` : `rend ${a.count} Nébulis à la réserve`}${FR_NEBULIS_SOURCE[a.source]}.`,
  krakenFigure: (a, r) => (a.to >= 0 ? `${r.who(a.to)} prend la figurine du Kraken (le plus de Nébulis).` : 'Personne n’a de Nébulis : la figurine du Kraken retourne dans la boîte.'),
  highwayman: (a, r, e) => `Le Brigand : ${r.who(e.seat)} prend 1 des Perles que ${r.who(a.from)} vient de gagner.`,
  healerLooks: (_, r, e) => `Le Guérisseur : ${r.who(e.seat)} consulte la défausse.`,
  healerTakes: (_, r, e) => `Le Guérisseur : ${r.who(e.seat)} prend un Allié de la défausse dans sa main.`,
  healerCard: (a) => `Vous prenez ${frCard(a.card)} dans la défausse.`,
  executioner: (a, r, e) => `Le Bourreau : ${r.who(e.seat)} désigne les ${RACE_WORDS.fr[a.race].many} ; chaque adversaire défausse un de ses ${RACE_WORDS.fr[a.race].many} affiliés.`,
  executed: (a, r, e) => `Le Bourreau : ${r.who(e.seat)} défausse son Allié affilié ${frCard(a.card)}.`,
  liberates: (a, r, e) => `Le Libérateur : ${r.who(e.seat)} libère ${frLord(a.lord)}, qui était sous ${frLoc(a.location)}.`,
  recipient: (a, r, e) => `Le Bénéficiaire : ${r.who(e.seat)} ajoute gratuitement ${frLord(a.lord)} de la pioche à la Cour.`,
  lootDrawn: (a, r, e) => `${r.who(e.seat)} pioche une carte Butin de valeur ${LOOT_VALUES[a.card]} sur ${frLoc(a.location)}.`,
  lootReward: (a, r, e) => {
    const parts: string[] = [];
    if (a.keys) parts.push(count(a.keys, 'jeton Clé', 'jetons Clé'));
    if (a.pearls) parts.push(perles(a.pearls));
    if (a.monsters) parts.push(count(a.monsters, 'jeton Monstre', 'jetons Monstre'));
    return parts.length ? `Le Butin rapporte ${parts.join(' + ')} à ${r.who(e.seat)}.` : `Le Butin ne rapporte rien à ${r.who(e.seat)} : la réserve est vide.`;
  },
  lootMonster: (a, r, e) => `${r.who(e.seat)} révèle ${frCard(a.card)} en cherchant un Allié : il est défaussé et le jeton Menace avance sur la case ${a.threat}.`,
  lootAlly: (a, r, e) => `${r.who(e.seat)} révèle ${frCard(a.card)} et le prend en main.`,
  lootNoAlly: (_, r, e) => `Il ne reste aucun Allié à révéler : ${r.who(e.seat)} n’en trouve pas.`,
  lootRepeat: (a, r, e) => `Une deuxième carte Butin de valeur ${a.value} sur ${frLoc(a.location)} : les deux sont défaussées et la fouille de ${r.who(e.seat)} s’arrête.`,
  lootStops: (a, r, e) => `${r.who(e.seat)} arrête de fouiller ${frLoc(a.location)}.`,
  lootDeckEmpty: () => 'La pioche de Butin est vide : la fouille s’arrête.',
  lootDiscarded: (a, r, e) => `${r.who(e.seat)} défausse le Butin ${frOf(FR_LOCATIONS[a.location])} (${a.cards.map((c) => LOOT_VALUES[c]).join(', ')}).`,
  sentinelPlaced: (a, r, e) => `${r.who(e.seat)} place la Sentinelle ${frOf(FR_LORDS[a.lord])} sur ${a.zone === 'court' ? `${frName(frCourt(a.target, r.deck))} à la Cour` : a.zone === 'council' ? `la pile des ${RACE_WORDS.fr[a.target].many} du Conseil` : frLoc(a.target)} : ${r.who(e.seat)} seul pourra s’en emparer.`,
  sentinelBack: (a, r, e) => `${r.who(e.seat)} a pris ce que gardait la Sentinelle ${frOf(FR_LORDS[a.lord])} : elle revient pour être replacée.`,
  sentinelNoZone: (a, r, e) => `Aucune zone n’est libre pour la Sentinelle ${frOf(FR_LORDS[a.lord])} : ${r.who(e.seat)} la garde hors du plateau.`,
  krakenToCouncil: (a, r, e) => `${r.who(e.seat)} pose le Kraken resté sur la piste sur la pile des ${RACE_WORDS.fr[a.race].many} du Conseil.`,
  // Leviathan : la Frontière
  borderArrival: (a) => `${capitalise(frLeviathan(a.leviathan))} arrive à la Frontière : les dés donnent ${a.dice.join(' et ')}, ${frSpace(a.space)}.`,
  borderEmpty: () => 'La pioche de Léviathans est vide : aucun Léviathan n’arrive.',
  borderAttack: (a, r, e) => `${capitalise(frLeviathan(a.leviathan))}, déplacé, attaque ${r.who(e.seat)} avant de quitter la Frontière : ${FR_PENALTY[a.penalty](a.amount, r.who(e.seat))}.`,
  borderLordLost: (a, r, e) => `Le Léviathan prend ${frLord(a.lord)} à ${r.who(e.seat)}.`,
  borderMonsterAttack: (a, r, e) => `${r.who(e.seat)} répond au Monstre en attaquant un Léviathan${a.forced ? ' depuis la dernière case et gagne 1 Perle' : ''} ; l’exploration s’arrête.`,
  borderMonsterContinue: (_, r, e) => `${r.who(e.seat)} continue d’explorer : le Monstre est défaussé et un nouveau Léviathan arrive.`,
  borderMonsterIgnored: (_, r, e) => `${capitalise(frLord(LORD.coward))} : ${r.who(e.seat)} ignore le Monstre (défaussé, aucun Léviathan n’arrive) et continue d’explorer.`,
  borderGuard: (a, r, e) => `${capitalise(frLord(LORD.borderGuard))} : ${r.who(e.seat)} envoie un nouveau Léviathan contre ${r.who(a.target)}.`,
  borderGuardNoTarget: (_, r, e) => `${capitalise(frLord(LORD.borderGuard))} : tous les adversaires de ${r.who(e.seat)} sont protégés par le Chaman ; rien ne se passe.`,
  breederDraws: (a, r, e) => `${capitalise(frLord(LORD.breeder))} : ${r.who(e.seat)} pioche ${frLeviathan(a.leviathan)}.`,
  breederPlaces: (a, r, e) => `${capitalise(frLord(LORD.breeder))} : ${r.who(e.seat)} place ${frLeviathan(a.leviathan)} sur ${frSpace(a.space)}.`,
  breederNothing: (a, r, e) => `${capitalise(frLord(LORD.breeder))} : ${a.noSpace ? 'aucune case de la Frontière n’est libre' : 'il ne reste aucun Léviathan'}, ${r.who(e.seat)} n’en pioche pas.`,
  lootMonsterDiscarded: (a, r, e) => `${r.who(e.seat)} révèle ${frCard(a.card)} en cherchant un Allié : il est défaussé.`,
  // Léviathan : combats
  leviathanAttack: (a, r, e) => `${r.who(e.seat)} défausse ${frCard(a.card)} pour attaquer ${frLeviathan(a.leviathan)} sur la case ${BORDER_LABELS[a.space]} de la Frontière : ${a.dice.length > 1 ? `dés ${a.dice.join(' et ')}, le plus fort compte` : `dé ${a.dice[0]}`} ; attaque ${a.attack}.`,
  attackBoost: (a, r, e) => `${r.who(e.seat)} dépense ${perles(a.pearls)} : attaque ${a.attack}.`,
  stepBeaten: (a, r, e) => `${r.who(e.seat)} franchit un palier de vie ${frLeviathan(a.leviathan, true)} (résistance ${a.resistance}) : ${count(a.tokens, 'jeton Monstre', 'jetons Monstre')}${a.altruist ? ' (dont 1 grâce à l’Altruiste)' : ''}${a.taxidermist ? ' ; le Taxidermiste rapporte 2 Perles' : ''}.`,
  attackMisses: (a, r, e) => `L’attaque de ${r.who(e.seat)} ne franchit aucun palier de vie ${frLeviathan(a.leviathan, true)} : ${r.who(e.seat)} gagne 1 Perle.`,
  leviathanSlain: (a, r, e) => `${r.who(e.seat)} terrasse ${frLeviathan(a.leviathan)} ; la case ${BORDER_LABELS[a.space]} de la Frontière est libre.`,
  scourge: (a, r) => (a.from < 0 ? `${r.who(a.to)} prend le Fléau (premier Léviathan terrassé).` : `${r.who(a.to)} prend le Fléau à ${r.who(a.from)} (plus de Léviathans terrassés).`),
  leviathanReward: (a, r, e) => {
    const parts: string[] = [];
    if (a.normal) parts.push(count(a.normal, 'jeton Monstre', 'jetons Monstre'));
    if (a.leviathan) parts.push(count(a.leviathan, 'jeton Monstre Léviathan', 'jetons Monstre Léviathan'));
    return parts.length ? `${r.who(e.seat)} prend ${parts.join(' et ')}.` : `Il ne reste aucun jeton Monstre pour ${r.who(e.seat)}.`;
  },
  leviathanToken: (a, r, e) => {
    const [gain, none] = FR_TOKEN[LEVIATHAN_TOKEN_EFFECTS[a.token]];
    return `${r.who(e.seat)} révèle un jeton Monstre Léviathan : ${gain}${a.wasted ? none : ''}.`;
  },
  stopsFighting: (_, r, e) => `${r.who(e.seat)} cesse d’attaquer.`,
  noLeviathanFight: (a, r, e) => (a.lord === LORD.rebel ? 'Le Rebelle : aucun Léviathan n’est à la Frontière.' : `Le Sorcier : ${r.who(e.seat)} n’a aucun Léviathan à attaquer.`),
  undo: (a, r, e) => `${r.who(e.seat)} annule : ${a.events.length > 0 ? undoneLines(a.events, 'fr', r, e.seat) : 'son dernier choix.'}`,
  undoPrivate: (a, r) => `Vous avez annulé : ${a.events.map((x) => render(x, 'fr', r)).join(' ')}`,
};

const CATALOGUES: Record<Lang, Catalogue> = { en, fr };

/** "Player 2" / "Joueur 2": a seat without a chosen name. */
export function defaultName(seat: number, lang: Lang): string {
  return `${lang === 'fr' ? 'Joueur' : 'Player'} ${seat + 1}`;
}

function render(e: GameEvent, lang: Lang, r: Reader): string {
  return (CATALOGUES[lang][e.kind] as Render<EventKind>)(e.args, r, e);
}

/** The lines an undo took back, without the name that starts them ("Ann recruits …" → "recruits …"). */
function undoneLines(events: readonly GameEvent[], lang: Lang, r: Reader, seat: number | undefined): string {
  const who = r.who(seat);
  return events.map((x) => {
    const text = render(x, lang, r);
    // Only the seat's own events drop the name: a table event ("Ann has a 7th Lord: …") keeps it.
    return x.seat === seat && text.startsWith(`${who} `) ? text.slice(who.length + 1) : text;
  }).join(' ');
}

/**
 * One event in the reader's language. `names` are the players' names by seat (a view's
 * `options.names`; missing ones read "Player 2"); `deck` is the table's own Outcast deck, when
 * it plays one (its names are given as they are).
 */
export function eventText(event: GameEvent, lang: Lang, names: readonly (string | undefined)[] = [], deck?: OutcastNames): string {
  const reader: Reader = {
    who: (seat) => (seat === undefined ? '' : names[seat] ?? defaultName(seat, lang)),
    deck,
  };
  return render(event, lang, reader);
}

/** The Outcast deck whose names a table's log reads: its own, or null for the bundled one. */
export function logDeck(options: Pick<GameOptions, 'expansions'>): OutcastNames {
  const dp = options.expansions?.deProfundis;
  return typeof dp === 'object' && dp !== null ? dp.deck : null;
}

/** The whole log of a view (or a state) in one language. */
export function logText(log: readonly GameEvent[], lang: Lang, options: Pick<GameOptions, 'names' | 'expansions'>): string[] {
  const deck = logDeck(options);
  return log.map((e) => eventText(e, lang, options.names ?? [], deck));
}
