// Card data of the base game and the expansions, as typed constants indexed by small integer ids.
// Source: ../shared/abyss/cards.json (the Leviathan data cross-checked by test/engine/leviathan/data.test.ts).
// Powers are described in our own words.

export const RACES = ['jellyfish', 'crab', 'seahorse', 'shellfish', 'squid'] as const;
export type Race = (typeof RACES)[number];
export const RACE_COUNT = RACES.length;

/** 'smuggler' is the Kraken expansion's sixth Guild (its Lords need no particular race). */
export const GUILDS = ['military', 'merchant', 'mage', 'politician', 'farmer', 'ambassador', 'smuggler'] as const;
export type Guild = (typeof GUILDS)[number];

/** The race a Guild's Lords require (the big bubble); Ambassadors have none. */
export const GUILD_RACE: Record<Guild, Race | null> = {
  military: 'crab',
  merchant: 'shellfish',
  mage: 'jellyfish',
  politician: 'squid',
  farmer: 'seahorse',
  ambassador: null,
  smuggler: null,
};

// ---------------------------------------------------------------------------
// Exploration cards: ids 0..64 are Allies (13 per race), 65..70 are Monsters; the Kraken
// expansion adds 7 Kraken Allies, ids 71..77; the Leviathan expansion adds 24 cards, ids 78..101
// (20 Allies with a fighting effect, a plain Crab 1 and 3 Monsters).

export const ALLY_VALUES_PER_RACE = [1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5] as const;
export const ALLIES_PER_RACE = ALLY_VALUES_PER_RACE.length;
export const ALLY_COUNT = RACE_COUNT * ALLIES_PER_RACE; // 65
export const MONSTER_CARD_COUNT = 6;
/** Exploration cards of the base game (ids 0..70). */
export const EXPLORATION_CARD_COUNT = ALLY_COUNT + MONSTER_CARD_COUNT; // 71

/** Kraken Allies: a wild race when recruiting, never affiliated (kraken/ rules). */
export const KRAKEN_ALLY_FIRST = EXPLORATION_CARD_COUNT; // 71
export const KRAKEN_ALLY_VALUES = [2, 2, 3, 3, 3, 4, 4] as const;
export const KRAKEN_ALLY_COUNT = KRAKEN_ALLY_VALUES.length;
/** The race index a Kraken Ally reports: past the five races, so no Council stack has it. */
export const KRAKEN_RACE = RACE_COUNT; // 5

/**
 * Leviathan Allies, ids 78..97: for each race (RACES order) values 1, 2, 3, 4. Values 1 and 2
 * add 1 to an attack per Pearl spent after the roll; values 3 and 4 roll both dice and keep
 * the higher (leviathan/fight.ts).
 */
export const LEVIATHAN_ALLY_FIRST = KRAKEN_ALLY_FIRST + KRAKEN_ALLY_COUNT; // 78
export const LEVIATHAN_ALLY_VALUES = [1, 2, 3, 4] as const;
export const LEVIATHAN_ALLY_COUNT = RACE_COUNT * LEVIATHAN_ALLY_VALUES.length; // 20
/** The Leviathan expansion's plain Crab 1 (no effect): with the four base Crab 1s, one per seat. */
export const LEVIATHAN_PLAIN_CRAB = LEVIATHAN_ALLY_FIRST + LEVIATHAN_ALLY_COUNT; // 98
/** The Leviathan expansion's three Monster cards, ids 99..101. */
export const LEVIATHAN_MONSTER_FIRST = LEVIATHAN_PLAIN_CRAB + 1; // 99
export const LEVIATHAN_MONSTER_COUNT = 3;
/** Every Exploration card the Leviathan expansion adds: ids 78..101. */
export const LEVIATHAN_CARD_COUNT = LEVIATHAN_ALLY_COUNT + 1 + LEVIATHAN_MONSTER_COUNT; // 24
/** The Crab 1 each player starts a Leviathan game with, by seat (base Crab 1s, then the plain one). */
export const STARTING_CRABS: readonly number[] = [13, 14, 15, 16, LEVIATHAN_PLAIN_CRAB];
/** Every Exploration card id of every expansion is below this bound. */
export const EXPLORATION_ID_LIMIT = LEVIATHAN_ALLY_FIRST + LEVIATHAN_CARD_COUNT; // 102

/** What a Leviathan Ally adds to a fight: Pearls after the roll, or the better of two dice. */
export type FightEffect = 'pearls' | 'twoDice' | null;

// Race and value of each Exploration card id, looked up on the hot path (-1 for a Monster).
const CARD_RACE = new Int8Array(EXPLORATION_ID_LIMIT).fill(-1);
const CARD_VALUE = new Int8Array(EXPLORATION_ID_LIMIT);
for (let c = 0; c < ALLY_COUNT; c++) {
  CARD_RACE[c] = (c / ALLIES_PER_RACE) | 0;
  CARD_VALUE[c] = ALLY_VALUES_PER_RACE[c % ALLIES_PER_RACE];
}
for (let i = 0; i < KRAKEN_ALLY_COUNT; i++) {
  CARD_RACE[KRAKEN_ALLY_FIRST + i] = KRAKEN_RACE;
  CARD_VALUE[KRAKEN_ALLY_FIRST + i] = KRAKEN_ALLY_VALUES[i];
}
for (let i = 0; i < LEVIATHAN_ALLY_COUNT; i++) {
  CARD_RACE[LEVIATHAN_ALLY_FIRST + i] = (i / LEVIATHAN_ALLY_VALUES.length) | 0;
  CARD_VALUE[LEVIATHAN_ALLY_FIRST + i] = LEVIATHAN_ALLY_VALUES[i % LEVIATHAN_ALLY_VALUES.length];
}
CARD_RACE[LEVIATHAN_PLAIN_CRAB] = RACES.indexOf('crab');
CARD_VALUE[LEVIATHAN_PLAIN_CRAB] = 1;

export function isMonsterCard(card: number): boolean {
  return CARD_RACE[card] === -1;
}
export function isKrakenAlly(card: number): boolean {
  return CARD_RACE[card] === KRAKEN_RACE;
}
/** Race index of an Ally card: 0..4, or KRAKEN_RACE for a Kraken Ally. */
export function allyRace(card: number): number {
  return CARD_RACE[card];
}
export function allyValue(card: number): number {
  return CARD_VALUE[card];
}
export function isLeviathanAlly(card: number): boolean {
  return card >= LEVIATHAN_ALLY_FIRST && card < LEVIATHAN_PLAIN_CRAB;
}
/** The fighting effect printed on an Exploration card (only Leviathan Allies have one). */
export function fightEffect(card: number): FightEffect {
  if (!isLeviathanAlly(card)) return null;
  return allyValue(card) <= 2 ? 'pearls' : 'twoDice';
}
export function raceIndex(race: Race): number {
  return RACES.indexOf(race);
}
export function describeCard(card: number): string {
  if (isMonsterCard(card)) return 'a Monster';
  if (isKrakenAlly(card)) return `Kraken ${allyValue(card)}`;
  return `${capitalise(RACES[allyRace(card)])} ${allyValue(card)}`;
}

// ---------------------------------------------------------------------------
// Lords: ids 1..35 (the Board Game Arena numbering, also used by cards.json).

export type PowerTiming = 'onRecruit' | 'whileFree' | 'oncePerTurn' | 'none';

export interface LordCard {
  readonly id: number;
  readonly name: string;
  readonly guild: Guild;
  readonly ip: number;
  readonly keys: number;
  /** Minimum total Ally value (before modifiers). */
  readonly cost: number;
  /** Exact number of different races to spend. */
  readonly races: number;
  readonly timing: PowerTiming;
  readonly power: string;
}

type LordRow = [name: string, guild: Guild, ip: number, keys: number, cost: number, races: number, timing: PowerTiming, power: string];

const LORD_ROWS: LordRow[] = [
  ['The Recruiter', 'military', 4, 1, 10, 2, 'whileFree', 'Every opponent must pay 2 more to recruit a Lord.'],
  ['The Jailer', 'military', 7, 0, 6, 3, 'onRecruit', 'Every opponent discards one Ally of their choice from their hand.'],
  ['The Seeker', 'military', 7, 0, 7, 2, 'onRecruit', 'Every opponent gives back 2 Pearls to the Treasury (or all they have).'],
  ['The Assassin', 'military', 6, 0, 10, 1, 'onRecruit', "For each opponent, pick one of their free Lords: it is turned sideways and keeps only its IP."],
  ['The Commander', 'military', 4, 1, 8, 1, 'whileFree', 'Opponents holding more than 6 Allies discard down to 6 now, and at the end of each of their turns while he is free.'],
  ['The Tamer', 'military', 4, 1, 6, 3, 'whileFree', 'An opponent who fights a Monster takes the reward one space lower on the Threat track (space 1 still pays space 1).'],
  ['The Hunter', 'military', 6, 0, 8, 2, 'onRecruit', 'Pick an opponent and take one of their Monster tokens at random.'],
  ['The Ship Master', 'merchant', 5, 1, 6, 3, 'whileFree', 'When your exploration ends, gain 1 Pearl for each race sent to the Council.'],
  ['The Trader', 'merchant', 9, 0, 10, 3, 'onRecruit', 'Gain 3 Pearls.'],
  ['The Peddler', 'merchant', 9, 0, 8, 1, 'onRecruit', 'Gain 2 Pearls.'],
  ['The Landlord', 'merchant', 5, 1, 10, 2, 'whileFree', 'Gain 1 Pearl now and at the start of each of your turns while he is free.'],
  ['The Slaver', 'merchant', 5, 1, 8, 1, 'oncePerTurn', 'Once in each of your turns, discard an Ally from your hand to gain 2 Pearls.'],
  ['The Shopkeeper', 'merchant', 9, 0, 6, 3, 'onRecruit', 'Gain 1 Pearl.'],
  ['The Shaman', 'mage', 5, 1, 6, 3, 'whileFree', 'Military Lords have no power over you.'],
  ['The Invoker', 'mage', 8, 0, 8, 1, 'onRecruit', 'Play another turn right after this one.'],
  ['The Apprentice', 'mage', 9, 0, 6, 3, 'onRecruit', 'Take a Council stack of your choice into your hand.'],
  ['The Oracle', 'mage', 5, 1, 8, 2, 'oncePerTurn', 'Once in each of your turns, discard a whole Council stack.'],
  ['The Alchemist', 'mage', 5, 1, 7, 1, 'whileFree', 'When you request support, take two Council stacks instead of one.'],
  ['The Illusionist', 'mage', 9, 0, 10, 1, 'onRecruit', 'You may exchange one of your Locations for a face-up one; its Lords move with you.'],
  ['The Master of Magic', 'mage', 6, 1, 10, 3, 'whileFree', 'In your later recruitments, affiliate whichever spent Ally you like.'],
  ['The Opportunist', 'politician', 5, 1, 6, 3, 'oncePerTurn', 'Once in each of your turns, discard a Lord of the Court and replace it from the Lord deck.'],
  ['The Corruptor', 'politician', 6, 0, 10, 1, 'onRecruit', 'You may at once recruit another Lord of the Court for exactly 5 Pearls.'],
  ['The Traitor', 'politician', 6, 0, 12, 3, 'onRecruit', 'You may discard another of your free Lords and take any Lord of the Court for free.'],
  ['The Diplomat', 'politician', 5, 1, 8, 1, 'whileFree', 'Your recruitments ignore the mandatory race (the number of races still counts).'],
  ['The Treasurer', 'politician', 5, 1, 10, 2, 'whileFree', 'Your recruitments cost 2 less (never below 0).'],
  ['The Schemer', 'politician', 6, 0, 8, 3, 'onRecruit', 'You may discard another of your free Lords and take the top Lord of the deck for free.'],
  ['The Keeper', 'farmer', 6, 1, 6, 3, 'none', 'No power.'],
  ['The Reaper', 'farmer', 6, 1, 7, 2, 'none', 'No power.'],
  ['The Shepherd', 'farmer', 6, 1, 8, 1, 'none', 'No power.'],
  ['The Miller', 'farmer', 10, 0, 8, 2, 'none', 'No power.'],
  ['The Aquaculturalist', 'farmer', 11, 0, 9, 3, 'none', 'No power.'],
  ['The Landowner', 'farmer', 12, 0, 10, 1, 'none', 'No power.'],
  ['The Sage', 'ambassador', 4, 0, 10, 5, 'onRecruit', 'Draw 2 Locations: this Lord alone takes control of one; the other is laid face up.'],
  ['The Hermit', 'ambassador', 5, 0, 10, 5, 'onRecruit', 'Draw 1 Location: this Lord alone takes control of it.'],
  ['The Elder', 'ambassador', 3, 0, 10, 5, 'onRecruit', 'Draw 3 Locations: this Lord alone takes control of one; the others are laid face up.'],
  // Kraken expansion, ids 36..53 (Board Game Arena's 101..118, in the same order).
  ['The Ferryman', 'smuggler', 5, 1, 7, 1, 'oncePerTurn', 'Once in each of your turns, you may turn 1 of your Nebulis into 1 Pearl.'],
  ['The Outlaw', 'smuggler', 6, 1, 7, 1, 'whileFree', 'You may pay with up to 2 Nebulis instead of 1.'],
  ['The Counterfeiter', 'smuggler', 5, 1, 7, 1, 'whileFree', 'You may pay with 1 Nebulis even while you still have Pearls.'],
  ['The Fence', 'smuggler', 8, 0, 7, 1, 'onRecruit', 'Give 1 of your Nebulis to each opponent (with too few for all of them, you choose who gets them).'],
  ['The Cleaner', 'smuggler', 7, 1, 7, 1, 'whileFree', 'At the end, Kraken Allies left in your hand give you no Nebulis.'],
  ['The Watcher', 'smuggler', 4, 0, 5, 2, 'onRecruit', 'Gain 1 Nebulis. Put this Lord\'s Sentinel on a Court card, a Council stack or a face-up Location: only you may take it.'],
  ['The Vigil', 'smuggler', 4, 0, 5, 2, 'onRecruit', 'Gain 1 Nebulis. Put this Lord\'s Sentinel on a Court card, a Council stack or a face-up Location: only you may take it.'],
  ['The Lookout', 'smuggler', 4, 0, 5, 2, 'onRecruit', 'Gain 1 Nebulis. Put this Lord\'s Sentinel on a Court card, a Council stack or a face-up Location: only you may take it.'],
  ['The Shareholder', 'merchant', 5, 1, 9, 2, 'whileFree', 'Each time an opponent recruits a Lord, gain 1 Pearl.'],
  ['The Inheritor', 'merchant', 7, 0, 10, 2, 'onRecruit', 'Gain 5 Pearls.'],
  ['The Hypnotist', 'mage', 5, 1, 9, 2, 'whileFree', "During an opponent's exploration, you may buy up to 2 Allies instead of 1."],
  ['The Healer', 'mage', 7, 0, 7, 1, 'onRecruit', 'Take an Ally of your choice from the discard pile into your hand (not a Monster).'],
  ['The Highwayman', 'military', 4, 1, 9, 2, 'whileFree', 'Whenever an opponent gains 2 or more Pearls at once, take 1 of them.'],
  ['The Executioner', 'military', 5, 0, 9, 3, 'onRecruit', 'Name a race: every opponent discards one of their affiliated Allies of that race.'],
  ['The Recipient', 'politician', 5, 1, 7, 2, 'oncePerTurn', 'Once in each of your turns, you may fill an empty Court space from the Lord deck for free.'],
  ['The Liberator', 'politician', 8, 0, 9, 2, 'onRecruit', 'Free one of your Lords from under a Location: it gets its power and keys back.'],
  ['The Grower', 'farmer', 7, 1, 9, 2, 'none', 'No power.'],
  ['The Oyster Farmer', 'farmer', 13, 0, 12, 1, 'none', 'No power.'],
  // Leviathan expansion, ids 54..63 (Board Game Arena's 201..210, in the same order).
  ['The Intrepid', 'military', 4, 1, 6, 1, 'whileFree', 'After slaying a Leviathan, you may fight and slay a second one in the same turn.'],
  ['The Border Guard', 'military', 6, 0, 8, 2, 'onRecruit', 'Choose an opponent: a new Leviathan comes to the Border against them (it attacks them if it displaces one).'],
  ['The Taxidermist', 'merchant', 5, 1, 6, 1, 'whileFree', 'Gain 2 Pearls for each Leviathan health step you beat.'],
  ['The Arms Dealer', 'merchant', 7, 0, 8, 2, 'onRecruit', 'Gain 1 Pearl for each Leviathan at the Border.'],
  ['The Metamorph', 'mage', 5, 1, 6, 1, 'whileFree', 'You may fight any Leviathan with an Ally of any race.'],
  ['The Sorcerer', 'mage', 7, 0, 8, 2, 'onRecruit', 'You may fight a Leviathan at once.'],
  ['The Altruist', 'politician', 5, 1, 6, 1, 'whileFree', 'Take 1 more Monster token for each Leviathan health step you beat.'],
  ['The Rebel', 'politician', 7, 0, 8, 2, 'onRecruit', 'Beat the next health step of a Leviathan at the Border, as if you had hit it (you take its reward).'],
  ['The Coward', 'farmer', 8, 1, 8, 1, 'whileFree', 'While you explore, you may ignore a revealed Monster: it is discarded, no Leviathan comes, and you keep exploring.'],
  ['The Breeder', 'farmer', 10, 0, 10, 2, 'onRecruit', 'Draw a Leviathan and put it on a free Border space of your choice.'],
];

/** LORDS[id] for id 1..35 (base game), 36..53 (Kraken) and 54..63 (Leviathan); index 0 is unused. */
export const LORDS: readonly LordCard[] = [
  { id: 0, name: '', guild: 'farmer', ip: 0, keys: 0, cost: 0, races: 0, timing: 'none', power: '' },
  ...LORD_ROWS.map(([name, guild, ip, keys, cost, races, timing, power], i) => ({
    id: i + 1, name, guild, ip, keys, cost, races, timing, power,
  })),
];
/** Lords of the base game: ids 1..35. */
export const LORD_COUNT = 35;
/** Kraken Lords: ids 36..53. Lord ids stay below 101, where Outcast ids start. */
export const KRAKEN_LORD_FIRST = 36;
export const KRAKEN_LORD_COUNT = 18;
/** Leviathan Lords: ids 54..63. */
export const LEVIATHAN_LORD_FIRST = KRAKEN_LORD_FIRST + KRAKEN_LORD_COUNT; // 54
export const LEVIATHAN_LORD_COUNT = 10;
/** Every Lord id of every expansion is below this bound. */
export const LORD_ID_LIMIT = LEVIATHAN_LORD_FIRST + LEVIATHAN_LORD_COUNT; // 64

/** Lord ids whose powers the rules refer to by name. */
export const LORD = {
  recruiter: 1, jailer: 2, seeker: 3, assassin: 4, commander: 5, tamer: 6, hunter: 7,
  shipMaster: 8, trader: 9, peddler: 10, landlord: 11, slaver: 12, shopkeeper: 13,
  shaman: 14, invoker: 15, apprentice: 16, oracle: 17, alchemist: 18, illusionist: 19, masterOfMagic: 20,
  opportunist: 21, corruptor: 22, traitor: 23, diplomat: 24, treasurer: 25, schemer: 26,
  sage: 33, hermit: 34, elder: 35,
  ferryman: 36, outlaw: 37, counterfeiter: 38, fence: 39, cleaner: 40, watcher: 41, vigil: 42, lookout: 43,
  shareholder: 44, inheritor: 45, hypnotist: 46, healer: 47, highwayman: 48, executioner: 49,
  recipient: 50, liberator: 51, grower: 52, oysterFarmer: 53,
  intrepid: 54, borderGuard: 55, taxidermist: 56, armsDealer: 57, metamorph: 58, sorcerer: 59,
  altruist: 60, rebel: 61, coward: 62, breeder: 63,
} as const;

/** The Kraken Lords who carry a Sentinel token. */
export const SENTINEL_LORDS: readonly number[] = [LORD.watcher, LORD.vigil, LORD.lookout];

// Lord data read on the hot path, by id (a typed array rather than an object per Lord).
const LORD_MILITARY = new Uint8Array(LORD_ID_LIMIT);
const LORD_KEYS = new Uint8Array(LORD_ID_LIMIT);
for (let id = 1; id < LORD_ID_LIMIT; id++) {
  LORD_MILITARY[id] = LORDS[id].guild === 'military' ? 1 : 0;
  LORD_KEYS[id] = LORDS[id].keys;
}

export function isMilitary(lord: number): boolean {
  return LORD_MILITARY[lord] === 1;
}

/** The keys printed on a Lord. */
export function lordKeys(lord: number): number {
  return LORD_KEYS[lord];
}

// ---------------------------------------------------------------------------
// Locations: ids 1..20.

export type LocationScoring =
  | { kind: 'perLordOfGuild'; base: number; per: number; guild: Guild }
  | { kind: 'perAffiliatedOfRace'; base: number; per: number; race: Race }
  | { kind: 'perGuild'; per: number }
  | { kind: 'copyOpponent' }
  | { kind: 'swapOnControl' }
  | { kind: 'weakestLordTimes'; factor: number }
  | { kind: 'strongestLord' }
  | { kind: 'minusPerLord'; base: number }
  | { kind: 'perLordWithKey'; per: number }
  | { kind: 'perLordWithoutKey'; per: number }
  | { kind: 'sumWeakestAffiliated'; base: number }
  | { kind: 'minusPerAffiliated'; base: number }
  /** Kraken: base minus `per` for each Nebulis held at the end (never below 0). */
  | { kind: 'minusPerNebulis'; base: number; per: number }
  /** Kraken: the sum of the Loot cards kept on it. */
  | { kind: 'lootSum' };

export interface LocationCard {
  readonly id: number;
  readonly name: string;
  readonly scoring: LocationScoring;
  readonly text: string;
}

const LOCATION_ROWS: [string, LocationScoring, string][] = [
  ['Sargasso Silos', { kind: 'perLordOfGuild', base: 5, per: 2, guild: 'farmer' }, '5 IP, plus 2 per Farmer Lord you have.'],
  ['Hydrozoa Reserves', { kind: 'perLordOfGuild', base: 6, per: 2, guild: 'mage' }, '6 IP, plus 2 per Mage Lord you have.'],
  ['The Sanctuary', { kind: 'perAffiliatedOfRace', base: 4, per: 3, race: 'jellyfish' }, '4 IP, plus 3 per affiliated Jellyfish.'],
  ['Parliament', { kind: 'perLordOfGuild', base: 6, per: 2, guild: 'politician' }, '6 IP, plus 2 per Politician Lord you have.'],
  ['The Barracks', { kind: 'perLordOfGuild', base: 7, per: 2, guild: 'military' }, '7 IP, plus 2 per Military Lord you have.'],
  ['The Dockworks', { kind: 'perLordOfGuild', base: 5, per: 2, guild: 'merchant' }, '5 IP, plus 2 per Merchant Lord you have.'],
  ['The Sargasso Fields', { kind: 'perAffiliatedOfRace', base: 3, per: 3, race: 'seahorse' }, '3 IP, plus 3 per affiliated Seahorse.'],
  ['The Abyss', { kind: 'perGuild', per: 2 }, '2 IP per different Guild among your Lords (Ambassadors are a Guild).'],
  ['City of Mirrors', { kind: 'copyOpponent' }, "At the end, scores as the opponent's Location that is worth most to you."],
  ['Black Smokers', { kind: 'swapOnControl' }, 'No IP. When you take it, you may look through the Location stack and exchange it for any tile there.'],
  ['Oceanic Senate Assembly', { kind: 'perAffiliatedOfRace', base: 4, per: 3, race: 'squid' }, '4 IP, plus 3 per affiliated Squid.'],
  ['The Depths', { kind: 'weakestLordTimes', factor: 2 }, 'Twice the IP of your weakest Lord.'],
  ['The Throne Room', { kind: 'strongestLord' }, 'The IP of your strongest Lord.'],
  ['The Jail', { kind: 'minusPerLord', base: 15 }, '15 IP, minus 1 per Lord you have.'],
  ['The Chasm', { kind: 'perAffiliatedOfRace', base: 5, per: 3, race: 'crab' }, '5 IP, plus 3 per affiliated Crab.'],
  ['The Closed Tower', { kind: 'perLordWithKey', per: 3 }, '3 IP per Lord of yours printed with a key.'],
  ['The Lost Tower', { kind: 'perLordWithoutKey', per: 3 }, '3 IP per Lord of yours printed without a key.'],
  ['The Chamber of Allies', { kind: 'sumWeakestAffiliated', base: 3 }, '3 IP, plus your weakest affiliated Ally of each race.'],
  ['Nest of Giant Clams', { kind: 'perAffiliatedOfRace', base: 3, per: 3, race: 'shellfish' }, '3 IP, plus 3 per affiliated Shellfish.'],
  ['The Coral Barrier', { kind: 'minusPerAffiliated', base: 20 }, '20 IP, minus 1 per affiliated Ally you have.'],
  // Kraken expansion, ids 21..26 (Board Game Arena's 101..106, in the same order).
  ['The Gambling Den', { kind: 'perLordOfGuild', base: 5, per: 2, guild: 'smuggler' }, '5 IP, plus 2 per Smuggler Lord you have.'],
  ["The Kraken's Lair", { kind: 'minusPerNebulis', base: 15, per: 3 }, '15 IP, minus 3 per Nebulis you hold at the end.'],
  ['The Cetacean Graveyard', { kind: 'lootSum' }, 'When you take it, draw Loot onto it; it scores the Loot kept on it.'],
  ['The Abandoned Convoy', { kind: 'lootSum' }, 'When you take it, draw Loot onto it; it scores the Loot kept on it.'],
  ['The Megalodon', { kind: 'lootSum' }, 'When you take it, draw Loot onto it; it scores the Loot kept on it.'],
  ['The Battlefield', { kind: 'lootSum' }, 'When you take it, draw Loot onto it; it scores the Loot kept on it.'],
];

/** LOCATIONS[id] for id 1..20 (base game) and 21..26 (Kraken); index 0 is unused. */
export const LOCATIONS: readonly LocationCard[] = [
  { id: 0, name: '', scoring: { kind: 'swapOnControl' }, text: '' },
  ...LOCATION_ROWS.map(([name, scoring, text], i) => ({ id: i + 1, name, scoring, text })),
];
/** Locations of the base game: ids 1..20. */
export const LOCATION_COUNT = 20;
/** Kraken Locations: ids 21..26. */
export const KRAKEN_LOCATION_FIRST = 21;
export const KRAKEN_LOCATION_COUNT = 6;
/** Every Location id of every expansion is below this bound. */
export const LOCATION_ID_LIMIT = KRAKEN_LOCATION_FIRST + KRAKEN_LOCATION_COUNT; // 27
export const LOCATION = {
  cityOfMirrors: 9, blackSmokers: 10,
  gamblingDen: 21, krakensLair: 22, cetaceanGraveyard: 23, abandonedConvoy: 24, megalodon: 25, battlefield: 26,
} as const;

/** Kraken Loot cards: ids 0..24; value v appears v times (v = 3..7). */
export const LOOT_VALUES: readonly number[] = [3, 4, 5, 6, 7].flatMap((v) => new Array<number>(v).fill(v));
export const LOOT_COUNT = LOOT_VALUES.length; // 25

// ---------------------------------------------------------------------------
// Monster tokens: ids 0..19; two worth 4, nine worth 3, nine worth 2.

export const MONSTER_TOKEN_VALUES: readonly number[] = [4, 4, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2];
export const MONSTER_TOKEN_COUNT = MONSTER_TOKEN_VALUES.length;
export const KEY_TOKEN_COUNT = 10;

// ---------------------------------------------------------------------------
// Leviathan expansion: the Leviathans, the Border and the Leviathan Monster tokens.

/** One health step of a Leviathan: the attack it takes to beat it, and the Monster tokens it gives. */
export interface HealthStep { readonly resistance: number; readonly tokens: number }
export type LeviathanPenalty = 'wounds' | 'pearls' | 'allies' | 'freeLord';
export interface LeviathanCard {
  readonly id: number;
  /** Race index (RACES) whose Allies may fight it, besides Crabs and Krakens; null: Crabs and Krakens only. */
  readonly race: number | null;
  /** Beaten top to bottom. */
  readonly steps: readonly HealthStep[];
  /** What it does to the player it attacks when a new Leviathan lands on its space. */
  readonly penalty: LeviathanPenalty;
  readonly amount: number;
}

type LeviathanRow = [race: Race | null, steps: [number, number][], penalty: LeviathanPenalty, amount: number];
// ../shared/abyss/cards.md §7.2, in its order (Board Game Arena's ids 1..20 are ours 0..19).
const LEVIATHAN_ROWS: LeviathanRow[] = [
  ['jellyfish', [[3, 1], [7, 2], [5, 1]], 'allies', 3],
  ['jellyfish', [[6, 2], [4, 1]], 'allies', 3],
  ['jellyfish', [[9, 3]], 'wounds', 3],
  ['jellyfish', [[6, 1]], 'wounds', 2],
  ['shellfish', [[4, 1], [6, 2], [5, 1]], 'pearls', 3],
  ['shellfish', [[6, 2], [4, 1]], 'pearls', 3],
  ['shellfish', [[8, 3]], 'wounds', 3],
  ['shellfish', [[6, 1]], 'wounds', 2],
  ['squid', [[3, 1], [7, 2], [5, 1]], 'freeLord', 1],
  ['squid', [[6, 2], [4, 1]], 'freeLord', 1],
  ['squid', [[7, 2]], 'wounds', 3],
  ['squid', [[5, 1]], 'wounds', 2],
  ['seahorse', [[3, 1], [7, 1], [5, 2]], 'wounds', 3],
  ['seahorse', [[6, 2], [4, 2]], 'wounds', 2],
  ['seahorse', [[7, 4]], 'wounds', 3],
  ['seahorse', [[5, 2]], 'wounds', 2],
  [null, [[4, 1], [7, 1], [6, 1]], 'wounds', 4],
  [null, [[7, 1], [5, 1]], 'wounds', 3],
  [null, [[9, 2]], 'wounds', 3],
  [null, [[7, 1]], 'wounds', 2],
];
/** LEVIATHANS[id] for id 0..19. */
export const LEVIATHANS: readonly LeviathanCard[] = LEVIATHAN_ROWS.map(([race, steps, penalty, amount], id) => ({
  id,
  race: race === null ? null : RACES.indexOf(race),
  steps: steps.map(([resistance, tokens]) => ({ resistance, tokens })),
  penalty,
  amount,
}));
export const LEVIATHAN_COUNT = LEVIATHANS.length; // 20

/** The Border's 9 spaces, by the sum of two dice: 2-3, 4, 5, 6, 7, 8, 9, 10, 11-12. */
export const BORDER_SPACES = 9;
export const BORDER_LABELS: readonly string[] = ['2-3', '4', '5', '6', '7', '8', '9', '10', '11-12'];
/** Border space index (0..8) of a two-dice sum (2..12). */
export function borderSpace(sum: number): number {
  if (sum <= 3) return 0;
  if (sum >= 11) return 8;
  return sum - 3;
}

/** The Scourge figure's worth at the end, and each Wound's. */
export const SCOURGE_IP = 5;
export const WOUND_IP = -1;

/**
 * Leviathan Monster tokens, ids 0..18 (Board Game Arena's 19; the publisher counts 20, the
 * twentieth's effect is unknown: docs/leviathan.md). Each is revealed and used when taken.
 */
export type LeviathanTokenEffect = 'pearls2' | 'pearls3' | 'key' | 'council';
export const LEVIATHAN_TOKEN_EFFECTS: readonly LeviathanTokenEffect[] = [
  ...new Array<LeviathanTokenEffect>(7).fill('pearls2'),
  ...new Array<LeviathanTokenEffect>(4).fill('pearls3'),
  ...new Array<LeviathanTokenEffect>(4).fill('key'),
  ...new Array<LeviathanTokenEffect>(4).fill('council'),
];
export const LEVIATHAN_TOKEN_COUNT = LEVIATHAN_TOKEN_EFFECTS.length; // 19

// ---------------------------------------------------------------------------
// Board.

export const TRACK_SPACES = 5;
export const COURT_SPACES = 6;
export const THREAT_SPACES = 6;
/** The Threat token after it rises one space (a Monster left on the track, a Loot 6 Monster): it stops at the last space. */
export function threatRaised(threat: number): number {
  return Math.min(THREAT_SPACES, threat + 1);
}
export const LOCATION_DRAW_MAX = 4;
export const KEYS_FOR_LOCATION = 3;

export interface Reward { readonly pearls: number; readonly monsters: number; readonly keys: number }
const r = (pearls: number, monsters: number, keys: number): Reward => ({ pearls, monsters, keys });

/** THREAT_REWARDS[space - 1] lists the options of that Threat-track space. */
export const THREAT_REWARDS: readonly (readonly Reward[])[] = [
  [r(1, 0, 0), r(0, 1, 0)],
  [r(2, 0, 0), r(1, 1, 0), r(0, 2, 0)],
  [r(0, 0, 1)],
  [r(1, 0, 1), r(0, 1, 1)],
  [r(2, 0, 1), r(1, 1, 1), r(0, 2, 1)],
  [r(0, 0, 2)],
];

export function describeReward(reward: Reward): string {
  const parts: string[] = [];
  if (reward.keys) parts.push(plural(reward.keys, 'Key token'));
  if (reward.pearls) parts.push(plural(reward.pearls, 'Pearl'));
  if (reward.monsters) parts.push(plural(reward.monsters, 'Monster token'));
  return parts.join(' + ');
}

/** "1 Pearl", "2 Pearls", "0 Allies": a count and its noun, for every count a player reads. */
export function plural(n: number, word: string): string {
  return `${n} ${n === 1 ? word : pluralWord(word)}`;
}
/** English plural of one of our nouns: "Ally" → "Allies", "key" → "keys". */
export function pluralWord(word: string): string {
  return /[^aeiou]y$/i.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;
}
export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
