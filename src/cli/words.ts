// The terminal's words in each language (abyss play, abyss replay): one typed record per
// language, so a missing word is a compile error. The game log itself is rendered by the
// shared catalogue (src/i18n/events.ts); card names come from src/i18n/cards.ts.
import { LOCATIONS, LORDS, allyRace, allyValue, isKrakenAlly, isMonsterCard, plural, type Decision, type Reward } from '../engine/index.ts';
import { FR_LOCATIONS, FR_LORDS, GUILD_WORDS, RACE_WORDS, capitalise, frOf, frThe, locationEffect, locationTitle, lordTitle } from '../i18n/cards.ts';
import { LANGS, isLang, pickLang, type Lang } from '../i18n/lang.ts';

const FR_PLURAL = new Intl.PluralRules('fr');
const frCount = (n: number, one: string, many: string): string => `${n} ${FR_PLURAL.select(n) === 'one' ? one : many}`;

export interface CliWords {
  // Counted nouns.
  pearls(n: number): string;
  cards(n: number): string;
  keys(n: number): string;
  keyTokens(n: number): string;
  monsterTokens(n: number): string;
  allies(n: number): string;
  races(n: number): string;
  actions(n: number): string;
  /** An exploration card: "Crab 3", "a Monster". */
  card(card: number): string;
  race(race: number): string;
  guild(guild: string): string;
  lord(id: number): string;
  /** A Lord's name inside a sentence ("the Jailer" / "le Geôlier"). */
  lordIn(id: number): string;
  location(id: number): string;
  locationIn(id: number): string;
  locationOf(id: number): string;
  locationText(id: number): string;
  outcastFallback(n: number): string;
  reward(r: Reward): string;
  or: string;
  and: string;
  you: string;
  none: string;
  empty: string;
  // Actions.
  plot(outcast: boolean): string;
  explore: string;
  support(stacks: string[]): string;
  stack(race: number, count: number): string;
  recruit(lord: string, paying: string, pearls: number, more: boolean): string;
  addAlly(card: string): string;
  pay(allies: string | null): string;
  slaver(card: string): string;
  oracle(stack: string): string;
  opportunist(lord: string): string;
  endTurn: string;
  skipAction: string;
  buy(card: string, price: number, to: string): string;
  buyPlain: string;
  takeReward(reward: string): string;
  noLocation: string;
  passOn(card: string | null): string;
  take(card: string | null): string;
  leaveMonster(threat: number): string;
  keepExploring: string;
  fight(threat: number, rewards: string): string;
  rewardOption(option: number): string;
  takeFromTrack(card: string): string;
  affiliate(card: string): string;
  discard(card: string): string;
  payPearl: string;
  assassinate(lord: string, of: string | null): string;
  hunt(who: string, tokens: number): string;
  apprentice(stack: string): string;
  illusionist(from: number, to: number): string;
  corrupt(lord: string): string;
  betray(discard: string, take: string): string;
  scheme(discard: string): string;
  decline: string;
  takeLocation(location: string): string;
  drawLocations(count: number): string;
  pickLocation(location: string): string;
  payKeys(parts: string[]): string;
  swapLocation(location: string): string;
  reconquer(location: string): string;
  giveKraken(who: string): string;
  heal(card: string): string;
  execute(race: string): string;
  discardAffiliated(card: string): string;
  liberate(lord: string): string;
  recipient: string;
  drawLoot(count: number): string;
  stopLoot: string;
  placeSentinel(what: string): string;
  placeKraken(stack: string): string;
  giveNebulis(who: string): string;
  ferryman: string;
  // Leviathan: the Border.
  monsterLeviathan: string;
  ignoreMonster: string;
  loseLord(lord: string): string;
  targetOpponent(who: string): string;
  placeLeviathan(space: string): string;
  withNebulis(action: string, nebulis: number): string;
  lordDetails(name: string, guild: string, ip: number, keys: number, cost: number, need: string): string;
  need(races: number, mandatory: string | null): string;
  // The board.
  threat(threat: number, finalRound: boolean): string;
  court: string;
  track: string;
  council: string;
  faceUp: string;
  decks(exploration: number, discard: number, lords: number, locations: number, monsters: number, keys: number): string;
  players: string;
  yourHand: string;
  assassinated: string;
  playerLine(who: string, toPlay: boolean, pearls: number, keys: number, hand: number, monsters: string, lords: number): string;
  lordsLabel: string;
  locationsLabel: string;
  affiliatedLabel: string;
  /** Kraken: a player's Nebulis, and whether they hold the Kraken figure. */
  nebulisLine(n: number, figure: boolean): string;
  /** Kraken: who holds the figure (null: nobody), the Loot deck and its discard. */
  krakenTable(figure: string | null, lootDeck: number, lootDiscard: string): string;
  /** Kraken: Loot cards kept on a Location ("3+5"). */
  loot(values: string): string;
  sentinelsLabel: string;
  /** Kraken: a Sentinel on the table: its Lord, its owner, what it guards. */
  sentinel(lord: string, owner: string, where: string): string;
  // abyss play.
  decision: Record<Decision['kind'], string>;
  seatName(n: number, name: string): string;
  opening(seats: string, secret: boolean, seed: string): string;
  resumed(file: string, actions: number): string;
  trackNow(track: string, threat: number, pearls: number, hand: string): string;
  finalScores: string;
  seedWas(seed: string): string;
  saved(file: string): string;
  scoreHeader: string[];
  /** Kraken: the score sheet's Nebulis column (IP lost to Nebulis and the figure). */
  nebulisColumn: string;
  // abyss replay.
  replayOk(file: string, actions: number, hash: string, winners: string): string;
  winner(seat: number, total: number): string;
}

const en: CliWords = {
  pearls: (n) => plural(n, 'Pearl'),
  cards: (n) => plural(n, 'card'),
  keys: (n) => plural(n, 'key'),
  keyTokens: (n) => plural(n, 'Key token'),
  monsterTokens: (n) => plural(n, 'Monster token'),
  allies: (n) => plural(n, 'Ally'),
  races: (n) => plural(n, 'race'),
  actions: (n) => plural(n, 'action'),
  card: (c) => (isMonsterCard(c) ? 'a Monster' : isKrakenAlly(c) ? `Kraken ${allyValue(c)}` : `${capitalise(RACE_WORDS.en[allyRace(c)].one)} ${allyValue(c)}`),
  race: (r) => RACE_WORDS.en[r].one,
  guild: (g) => g,
  lord: (id) => LORDS[id].name,
  lordIn: (id) => LORDS[id].name,
  location: (id) => LOCATIONS[id].name,
  locationIn: (id) => LOCATIONS[id].name,
  locationOf: (id) => `of ${LOCATIONS[id].name}`,
  locationText: (id) => LOCATIONS[id].text,
  outcastFallback: (n) => `Outcast ${n}`,
  reward: (r) => [r.keys ? plural(r.keys, 'Key token') : '', r.pearls ? plural(r.pearls, 'Pearl') : '', r.monsters ? plural(r.monsters, 'Monster token') : ''].filter(Boolean).join(' + '),
  or: ' or ',
  and: ' and ',
  you: 'you',
  none: '—',
  empty: '(empty)',
  plot: (outcast) => `Plot at Court: pay 1 Pearl to reveal ${outcast ? 'an Outcast' : 'a new Lord'}`,
  explore: 'Explore the depths',
  support: (stacks) => `Request support: take the ${stacks.join(' and the ')}`,
  stack: (race, count) => `${RACE_WORDS.en[race].one} stack (${plural(count, 'card')})`,
  recruit: (lord, paying, pearls, more) => `Recruit ${lord} paying ${paying}${pearls ? ` + ${plural(pearls, 'Pearl')}` : ''}${more ? ' (then you may add Allies)' : ''}`,
  addAlly: (card) => `Add ${card} to the payment`,
  pay: (allies) => (allies === null ? 'Pay' : `Pay with ${allies}`),
  slaver: (card) => `Slaver: discard ${card} for 2 Pearls`,
  oracle: (stack) => `Oracle: discard the ${stack}`,
  opportunist: (lord) => `Opportunist: replace ${lord} in the Court with the top Lord of the deck`,
  endTurn: 'End your turn',
  skipAction: 'No action is possible: go on',
  buyPlain: 'Buy',
  takeReward: (r) => `Take ${r}`,
  noLocation: 'none',
  buy: (card, price, to) => `Buy ${card} for ${plural(price, 'Pearl')} (paid to ${to})`,
  passOn: (card) => (card === null ? 'Pass' : `Pass on ${card}`),
  take: (card) => (card === null ? 'Take it' : `Take ${card} (your exploration ends)`),
  leaveMonster: (threat) => `Leave the Monster and keep exploring (Threat goes to ${threat})`,
  keepExploring: 'Keep exploring',
  fight: (threat, rewards) => `Fight the Monster (reward of Threat space ${threat}: ${rewards})`,
  rewardOption: (option) => `Reward option ${option}`,
  takeFromTrack: (card) => `Take ${card} from the track`,
  affiliate: (card) => `Affiliate ${card}`,
  discard: (card) => `Discard ${card}`,
  payPearl: 'Pay 1 Pearl',
  assassinate: (lord, of) => `Assassinate ${lord}${of === null ? '' : ` of ${of}`}`,
  hunt: (who, tokens) => `Hunt ${who} (${plural(tokens, 'Monster token')})`,
  apprentice: (stack) => `Take the ${stack}`,
  illusionist: (from, to) => `Exchange ${LOCATIONS[from]?.name} for ${LOCATIONS[to]?.name}`,
  corrupt: (lord) => `Recruit ${lord} for 5 Pearls`,
  betray: (discard, take) => `Discard ${discard} and take ${take} from the Court`,
  scheme: (discard) => `Discard ${discard} and take the top Lord of the deck`,
  decline: 'Decline',
  takeLocation: (l) => `Take ${l}`,
  drawLocations: (count) => `Draw ${plural(count, 'Location')} from the stack and keep one`,
  pickLocation: (l) => `Keep ${l}`,
  payKeys: (parts) => `Pay the 3 keys with ${parts.join(', ')}`,
  swapLocation: (l) => `Exchange Black Smokers for ${l}`,
  reconquer: (l) => `Reconquer ${l}`,
  giveKraken: (who) => `Give the Kraken figure to ${who}`,
  heal: (card) => `Take ${card} from the discard into your hand`,
  execute: (race) => `Name the ${race}: each opponent discards an affiliated Ally of that race`,
  discardAffiliated: (card) => `Discard your affiliated ${card}`,
  liberate: (lord) => `Free ${lord} from under its Location`,
  recipient: 'The Recipient: fill an empty Court space from the Lord deck, for free',
  drawLoot: (count) => `Draw another Loot card (${plural(count, 'card')} left)`,
  stopLoot: 'Stop searching and keep the Loot',
  placeSentinel: (what) => `Place the Sentinel on ${what}: only you may take it`,
  placeKraken: (stack) => `Put the Kraken on the ${stack}`,
  giveNebulis: (who) => `Give 1 Nebulis to ${who}`,
  ferryman: 'The Ferryman: turn 1 Nebulis into 1 Pearl',
  monsterLeviathan: 'Keep exploring: the Monster is discarded and a new Leviathan comes to the Border',
  ignoreMonster: 'The Coward: ignore the Monster and keep exploring (no Leviathan comes)',
  loseLord: (lord) => `Let the Leviathan take ${lord}`,
  targetOpponent: (who) => `Send a new Leviathan against ${who}`,
  placeLeviathan: (space) => `Put the Leviathan on Border space ${space}`,
  withNebulis: (action, n) => `${action}, paying ${n} Nebulis instead of ${n === 1 ? 'a Pearl' : `${n} Pearls`}`,
  lordDetails: (name, guild, ip, keys, cost, need) => `${name} (${guild}, ${ip} IP${keys ? `, ${plural(keys, 'key')}` : ''}; cost ${cost}, ${need})`,
  need: (races, mandatory) => (mandatory === null ? plural(races, 'race') : `${plural(races, 'race')} incl. ${mandatory}`),
  threat: (threat, finalRound) => `Threat ${threat}/6${finalRound ? '   — FINAL ROUND —' : ''}`,
  court: 'Court:',
  track: 'Exploration track:',
  council: 'Council:',
  faceUp: 'Face-up Locations:',
  decks: (e, d, l, loc, m, k) => `Decks: Exploration ${e} (discard ${d}) · Lords ${l} · Locations ${loc} · Monster tokens ${m} · Key tokens ${k}`,
  players: 'Players:',
  yourHand: 'Your hand:',
  assassinated: ' (assassinated)',
  playerLine: (who, toPlay, pearls, keys, hand, monsters, lords) =>
    `${who}${toPlay ? ' ◀ to play' : ''}: ${plural(pearls, 'Pearl')}, ${plural(keys, 'key')}, ${plural(hand, 'Ally')} in hand, Monster tokens ${monsters}, ${lords}/7 Lords`,
  lordsLabel: 'Lords:',
  locationsLabel: 'Locations:',
  affiliatedLabel: 'Affiliated:',
  nebulisLine: (n, figure) => `Nebulis: ${n}${figure ? ' — holds the Kraken figure (−5 IP)' : ''}`,
  krakenTable: (figure, lootDeck, lootDiscard) => `Kraken figure: ${figure ?? 'nobody'} · Loot deck ${lootDeck} (discard: ${lootDiscard})`,
  loot: (values) => `Loot ${values}`,
  sentinelsLabel: 'Sentinels:',
  sentinel: (lord, owner, where) => `${lord} (${owner}) guards ${where}`,
  decision: {
    main: 'Your turn: plot, then take one action',
    afterAction: 'Before ending your turn',
    offer: 'An opponent explores: buy this Ally?',
    allyRevealed: 'Nobody bought it',
    monsterRevealed: 'A Monster!',
    reward: 'Choose your reward',
    takeFromTrack: 'The decks are empty: take an Ally from the track',
    payment: 'Add an Ally to the payment (it may change the affiliated Ally), or pay',
    affiliate: 'Affiliate one of the spent Allies',
    discard: 'Discard an Ally',
    martialLaw: 'Martial Law: too many Allies in hand',
    assassinate: 'The Assassin: choose a Lord',
    hunt: 'The Hunter: whose Monster tokens?',
    apprentice: 'The Apprentice: take a Council stack',
    illusionist: 'The Illusionist: exchange a Location?',
    corruptor: 'The Corruptor: recruit another Lord for 5 Pearls?',
    traitor: 'The Traitor: swap one of your Lords for a Court Lord?',
    schemer: 'The Schemer: swap one of your Lords for the top of the deck?',
    location: 'You hold 3 keys: take control of a Location',
    pickLocation: 'Keep one of the drawn Locations',
    payKeys: 'Pay 3 keys',
    blackSmokers: 'Black Smokers: exchange it for a tile of the stack?',
    reconquer: 'Your Outcasts reconquer a Location',
    krakenFigure: 'Players are tied for the most Nebulis: who takes the Kraken figure?',
    placeKraken: 'A Kraken is left on the track: put it on a Council stack',
    fence: 'The Fence: give 1 Nebulis to an opponent',
    healer: 'The Healer: take an Ally from the discard',
    executioner: 'The Executioner: name a race',
    executed: 'The Executioner: discard one of your affiliated Allies of that race',
    liberator: 'The Liberator: free one of your Lords from under a Location',
    loot: 'Searching for Loot: draw another card or stop',
    sentinel: 'Place your Sentinel',
    leviathanMonster: 'A Monster! Attack a Leviathan, or keep exploring',
    leviathanAttack: 'Attack a Leviathan again, or stop',
    boostAttack: 'Spend Pearls to add to your attack',
    fightReward: 'Your Monster tokens: how many Leviathan Monster tokens?',
    tokenCouncil: 'Leviathan Monster token: take a Council stack',
    loseLord: 'A Leviathan attacks: lose one of your free Lords',
    borderGuard: 'The Border Guard: a new Leviathan comes against which opponent?',
    breeder: 'The Breeder: put the Leviathan on a free Border space',
    rebel: 'The Rebel: beat a health step of a Leviathan',
    replaceLocation: 'You lost a Location: choose its replacement',
  },
  seatName: (n, name) => `seat ${n} ${name}`,
  opening: (seats, secret, seed) => `Abyss: ${seats}. ${secret ? 'Secret deal (the seed is shown at the end).' : `Known deal: seed ${seed}.`}`,
  resumed: (file, actions) => `Resumed from ${file} after ${plural(actions, 'action')}. Last moves:`,
  trackNow: (track, threat, pearls, hand) => `Track: ${track} — Threat ${threat}. You have ${plural(pearls, 'Pearl')}; hand ${hand}.`,
  finalScores: 'Final scores:',
  seedWas: (seed) => `The seed was ${seed}.`,
  saved: (file) => `Replay saved to ${file} (check it with: abyss replay ${file}).`,
  scoreHeader: ['rank', 'player', 'total', 'Locations', 'Lords', 'Allies', 'Monsters', 'Pearls'],
  nebulisColumn: 'Nebulis',
  replayOk: (file, actions, hash, winners) => `${file}: OK — ${actions} actions replayed, final state matches (sha256 ${hash}…)${winners ? `; winner ${winners}` : ''}.`,
  winner: (seat, total) => `seat ${seat} (${total} IP)`,
};

const fr: CliWords = {
  pearls: (n) => frCount(n, 'Perle', 'Perles'),
  cards: (n) => frCount(n, 'carte', 'cartes'),
  keys: (n) => frCount(n, 'clé', 'clés'),
  keyTokens: (n) => frCount(n, 'jeton Clé', 'jetons Clé'),
  monsterTokens: (n) => frCount(n, 'jeton Monstre', 'jetons Monstre'),
  allies: (n) => frCount(n, 'Allié', 'Alliés'),
  races: (n) => frCount(n, 'race', 'races'),
  actions: (n) => frCount(n, 'action', 'actions'),
  card: (c) => (isMonsterCard(c) ? 'un Monstre' : isKrakenAlly(c) ? `Kraken ${allyValue(c)}` : `${capitalise(RACE_WORDS.fr[allyRace(c)].one)} ${allyValue(c)}`),
  race: (r) => RACE_WORDS.fr[r].one,
  guild: (g) => GUILD_WORDS.fr[g as keyof typeof GUILD_WORDS.fr] ?? g,
  lord: (id) => lordTitle(id, 'fr'),
  lordIn: (id) => frThe(FR_LORDS[id]),
  location: (id) => locationTitle(id, 'fr'),
  locationIn: (id) => frThe(FR_LOCATIONS[id]),
  locationOf: (id) => frOf(FR_LOCATIONS[id]),
  locationText: (id) => locationEffect(id, 'fr'),
  outcastFallback: (n) => `Paria ${n}`,
  reward: (r) => [r.keys ? frCount(r.keys, 'jeton Clé', 'jetons Clé') : '', r.pearls ? frCount(r.pearls, 'Perle', 'Perles') : '', r.monsters ? frCount(r.monsters, 'jeton Monstre', 'jetons Monstre') : ''].filter(Boolean).join(' + '),
  or: ' ou ',
  and: ' et ',
  you: 'vous',
  none: '—',
  empty: '(vide)',
  plot: (outcast) => `Comploter à la Cour : payer 1 Perle pour révéler ${outcast ? 'un Paria' : 'un nouveau Seigneur'}`,
  explore: 'Explorer les profondeurs',
  support: (stacks) => `Demander du soutien : prendre ${stacks.join(' et ')}`,
  stack: (race, count) => `la pile des ${RACE_WORDS.fr[race].many} (${frCount(count, 'carte', 'cartes')})`,
  recruit: (lord, paying, pearls, more) => `Recruter ${lord} en payant ${paying}${pearls ? ` + ${frCount(pearls, 'Perle', 'Perles')}` : ''}${more ? ' (vous pourrez ensuite ajouter des Alliés)' : ''}`,
  addAlly: (card) => `Ajouter ${card} au paiement`,
  pay: (allies) => (allies === null ? 'Payer' : `Payer avec ${allies}`),
  slaver: (card) => `Esclavagiste : défausser ${card} pour 2 Perles`,
  oracle: (stack) => `Oracle : défausser ${stack}`,
  opportunist: (lord) => `Opportuniste : remplacer ${lord} de la Cour par le Seigneur du dessus de la pioche`,
  endTurn: 'Finir votre tour',
  skipAction: 'Aucune action possible : continuer',
  buyPlain: 'Acheter',
  takeReward: (r) => `Prendre ${r}`,
  noLocation: 'aucun',
  buy: (card, price, to) => `Acheter ${card} pour ${frCount(price, 'Perle', 'Perles')} (versées à ${to})`,
  passOn: (card) => (card === null ? 'Passer' : `Laisser passer ${card}`),
  take: (card) => (card === null ? 'Le prendre' : `Prendre ${card} (votre exploration s’arrête)`),
  leaveMonster: (threat) => `Laisser passer le Monstre et continuer d’explorer (la Menace passe à ${threat})`,
  keepExploring: 'Continuer d’explorer',
  fight: (threat, rewards) => `Combattre le Monstre (récompense de la case ${threat} de la Menace : ${rewards})`,
  rewardOption: (option) => `Récompense n° ${option}`,
  takeFromTrack: (card) => `Prendre ${card} sur la piste`,
  affiliate: (card) => `Affilier ${card}`,
  discard: (card) => `Défausser ${card}`,
  payPearl: 'Payer 1 Perle',
  assassinate: (lord, of) => `Assassiner ${lord}${of === null ? '' : ` de ${of}`}`,
  hunt: (who, tokens) => `Chasser chez ${who} (${frCount(tokens, 'jeton Monstre', 'jetons Monstre')})`,
  apprentice: (stack) => `Prendre ${stack}`,
  illusionist: (from, to) => `Échanger ${frThe(FR_LOCATIONS[from])} contre ${frThe(FR_LOCATIONS[to])}`,
  corrupt: (lord) => `Recruter ${lord} pour 5 Perles`,
  betray: (discard, take) => `Défausser ${discard} et prendre ${take} à la Cour`,
  scheme: (discard) => `Défausser ${discard} et prendre le Seigneur du dessus de la pioche`,
  decline: 'Refuser',
  takeLocation: (l) => `Prendre ${l}`,
  drawLocations: (count) => `Piocher ${frCount(count, 'Lieu', 'Lieux')} et en garder un`,
  pickLocation: (l) => `Garder ${l}`,
  payKeys: (parts) => `Payer les 3 clés avec ${parts.join(', ')}`,
  swapLocation: (l) => `Échanger les Fumeurs noirs contre ${l}`,
  reconquer: (l) => `Reconquérir ${l}`,
  giveKraken: (who) => `Donner la figurine du Kraken à ${who}`,
  heal: (card) => `Prendre ${card} de la défausse dans votre main`,
  execute: (race) => `Désigner la race ${race} : chaque adversaire défausse un Allié affilié de cette race`,
  discardAffiliated: (card) => `Défausser votre Allié affilié ${card}`,
  liberate: (lord) => `Libérer ${lord} de sous son Lieu`,
  recipient: 'Le Bénéficiaire : compléter gratuitement un emplacement vide de la Cour avec la pioche des Seigneurs',
  drawLoot: (count) => `Piocher une autre carte Butin (${frCount(count, 'carte restante', 'cartes restantes')})`,
  stopLoot: 'Arrêter la fouille et garder le Butin',
  placeSentinel: (what) => `Placer la Sentinelle sur ${what} : vous seul pourrez vous en emparer`,
  placeKraken: (stack) => `Poser le Kraken sur ${stack}`,
  giveNebulis: (who) => `Donner 1 Nébulis à ${who}`,
  ferryman: 'Le Passeur : changer 1 Nébulis en 1 Perle',
  monsterLeviathan: 'Continuer d’explorer : le Monstre est défaussé et un nouveau Léviathan arrive à la Frontière',
  ignoreMonster: 'Le Couard : ignorer le Monstre et continuer d’explorer (aucun Léviathan n’arrive)',
  loseLord: (lord) => `Laisser le Léviathan prendre ${lord}`,
  targetOpponent: (who) => `Envoyer un nouveau Léviathan contre ${who}`,
  placeLeviathan: (space) => `Placer le Léviathan sur la case ${space} de la Frontière`,
  withNebulis: (action, n) => `${action}, en payant ${n} Nébulis au lieu de ${n === 1 ? 'une Perle' : `${n} Perles`}`,
  lordDetails: (name, guild, ip, keys, cost, need) => `${name} (${guild}, ${ip} points${keys ? `, ${frCount(keys, 'clé', 'clés')}` : ''} ; coût ${cost}, ${need})`,
  need: (races, mandatory) => (mandatory === null ? frCount(races, 'race', 'races') : `${frCount(races, 'race', 'races')} dont ${mandatory}`),
  threat: (threat, finalRound) => `Menace ${threat}/6${finalRound ? '   — DERNIER TOUR —' : ''}`,
  court: 'Cour :',
  track: 'Piste d’exploration :',
  council: 'Conseil :',
  faceUp: 'Lieux face visible :',
  decks: (e, d, l, loc, m, k) => `Pioches : Exploration ${e} (défausse ${d}) · Seigneurs ${l} · Lieux ${loc} · jetons Monstre ${m} · jetons Clé ${k}`,
  players: 'Joueurs :',
  yourHand: 'Votre main :',
  assassinated: ' (assassiné)',
  playerLine: (who, toPlay, pearls, keys, hand, monsters, lords) =>
    `${who}${toPlay ? ' ◀ à jouer' : ''} : ${frCount(pearls, 'Perle', 'Perles')}, ${frCount(keys, 'clé', 'clés')}, ${frCount(hand, 'Allié', 'Alliés')} en main, jetons Monstre ${monsters}, ${lords}/7 Seigneurs`,
  lordsLabel: 'Seigneurs :',
  locationsLabel: 'Lieux :',
  affiliatedLabel: 'Affiliés :',
  nebulisLine: (n, figure) => `Nébulis : ${n}${figure ? ' — détient la figurine du Kraken (−5 PI)' : ''}`,
  krakenTable: (figure, lootDeck, lootDiscard) => `Figurine du Kraken : ${figure ?? 'personne'} · pioche de Butin ${lootDeck} (défausse : ${lootDiscard})`,
  loot: (values) => `Butin ${values}`,
  sentinelsLabel: 'Sentinelles :',
  sentinel: (lord, owner, where) => `${lord} (${owner}) garde ${where}`,
  decision: {
    main: 'À vous : complotez, puis faites une action',
    afterAction: 'Avant de finir votre tour',
    offer: 'Un adversaire explore : acheter cet Allié ?',
    allyRevealed: 'Personne ne l’a acheté',
    monsterRevealed: 'Un Monstre !',
    reward: 'Choisissez votre récompense',
    takeFromTrack: 'Les pioches sont vides : prenez un Allié sur la piste',
    payment: 'Ajoutez un Allié au paiement (l’Allié affilié peut changer), ou payez',
    affiliate: 'Affiliez l’un des Alliés dépensés',
    discard: 'Défaussez un Allié',
    martialLaw: 'Loi martiale : trop d’Alliés en main',
    assassinate: 'L’Assassin : choisissez un Seigneur',
    hunt: 'Le Chasseur : chez qui prendre un jeton Monstre ?',
    apprentice: 'L’Apprenti : prenez une pile du Conseil',
    illusionist: 'L’Illusionniste : échanger un Lieu ?',
    corruptor: 'Le Corrupteur : recruter un autre Seigneur pour 5 Perles ?',
    traitor: 'Le Traître : échanger l’un de vos Seigneurs contre un Seigneur de la Cour ?',
    schemer: 'L’Intrigant : échanger l’un de vos Seigneurs contre celui du dessus de la pioche ?',
    location: 'Vous avez 3 clés : prenez le contrôle d’un Lieu',
    pickLocation: 'Gardez l’un des Lieux piochés',
    payKeys: 'Payez 3 clés',
    blackSmokers: 'Fumeurs noirs : les échanger contre une tuile de la pile ?',
    reconquer: 'Vos Parias reconquièrent un Lieu',
    krakenFigure: 'Égalité pour le plus de Nébulis : qui prend la figurine du Kraken ?',
    placeKraken: 'Un Kraken reste sur la piste : posez-le sur une pile du Conseil',
    fence: 'Le Receleur : donnez 1 Nébulis à un adversaire',
    healer: 'Le Guérisseur : prenez un Allié dans la défausse',
    executioner: 'Le Bourreau : nommez une race',
    executed: 'Le Bourreau : défaussez un de vos Alliés affiliés de cette race',
    liberator: 'Le Libérateur : libérez un de vos Seigneurs placé sous un Lieu',
    loot: 'Fouille du Butin : piochez encore ou arrêtez',
    sentinel: 'Posez votre Sentinelle',
    leviathanMonster: 'Un Monstre ! Attaquez un Léviathan, ou continuez d’explorer',
    leviathanAttack: 'Attaquez encore un Léviathan, ou arrêtez',
    boostAttack: 'Dépensez des Perles pour renforcer votre attaque',
    fightReward: 'Vos jetons Monstre : combien de jetons Monstre Léviathan ?',
    tokenCouncil: 'Jeton Monstre Léviathan : prenez une pile du Conseil',
    loseLord: 'Un Léviathan attaque : perdez l’un de vos Seigneurs libres',
    borderGuard: 'Le Garde-frontière : contre quel adversaire vient un nouveau Léviathan ?',
    breeder: 'L’Éleveur : placez le Léviathan sur une case libre de la Frontière',
    rebel: 'Le Rebelle : battez un palier de vie d’un Léviathan',
    replaceLocation: 'Vous avez perdu un Lieu : choisissez celui qui le remplace',
  },
  seatName: (n, name) => `place ${n} ${name}`,
  opening: (seats, secret, seed) => `Abyss : ${seats}. ${secret ? 'Donne secrète (la graine sera montrée à la fin).' : `Donne connue : graine ${seed}.`}`,
  resumed: (file, actions) => `Reprise de ${file} après ${frCount(actions, 'action', 'actions')}. Derniers coups :`,
  trackNow: (track, threat, pearls, hand) => `Piste : ${track} — Menace ${threat}. Vous avez ${frCount(pearls, 'Perle', 'Perles')} ; main ${hand}.`,
  finalScores: 'Scores finaux :',
  seedWas: (seed) => `La graine était ${seed}.`,
  saved: (file) => `Partie enregistrée dans ${file} (vérifiez-la avec : abyss replay ${file}).`,
  scoreHeader: ['rang', 'joueur', 'total', 'Lieux', 'Seigneurs', 'Alliés', 'Monstres', 'Perles'],
  nebulisColumn: 'Nébulis',
  replayOk: (file, actions, hash, winners) => `${file} : OK — ${actions} actions rejouées, l’état final correspond (sha256 ${hash}…)${winners ? ` ; vainqueur ${winners}` : ''}.`,
  winner: (seat, total) => `place ${seat} (${total} points)`,
};

const WORDS: Record<Lang, CliWords> = { en, fr };

export function wordsFor(lang: Lang): CliWords {
  return WORDS[lang];
}

/**
 * The terminal's language: `--lang` when given (an unknown one is refused), else the locale
 * of the environment as POSIX ranks it (LC_ALL, LC_MESSAGES, LANG), else English.
 */
export function cliLang(flag: string | undefined, env: Readonly<Record<string, string | undefined>>): Lang {
  if (flag !== undefined) {
    if (!isLang(flag)) throw new RangeError(`--lang must be one of ${LANGS.join(', ')} (got "${flag}").`);
    return flag;
  }
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined && v !== '');
  return pickLang(locale ? [locale] : []);
}
