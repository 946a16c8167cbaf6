// Card data of the base game, as typed constants indexed by small integer ids.
// Source: ../shared/abyss/cards.json (cross-checked by test/engine/cards.test.ts).
// Powers are described in our own words.

export const RACES = ['jellyfish', 'crab', 'seahorse', 'shellfish', 'squid'] as const;
export type Race = (typeof RACES)[number];
export const RACE_COUNT = RACES.length;

export const GUILDS = ['military', 'merchant', 'mage', 'politician', 'farmer', 'ambassador'] as const;
export type Guild = (typeof GUILDS)[number];

/** The race a Guild's Lords require (the big bubble); Ambassadors have none. */
export const GUILD_RACE: Record<Guild, Race | null> = {
  military: 'crab',
  merchant: 'shellfish',
  mage: 'jellyfish',
  politician: 'squid',
  farmer: 'seahorse',
  ambassador: null,
};

// ---------------------------------------------------------------------------
// Exploration cards: ids 0..64 are Allies (13 per race), 65..70 are Monsters.

export const ALLY_VALUES_PER_RACE = [1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5] as const;
export const ALLIES_PER_RACE = ALLY_VALUES_PER_RACE.length;
export const ALLY_COUNT = RACE_COUNT * ALLIES_PER_RACE; // 65
export const MONSTER_CARD_COUNT = 6;
export const EXPLORATION_CARD_COUNT = ALLY_COUNT + MONSTER_CARD_COUNT; // 71

export function isMonsterCard(card: number): boolean {
  return card >= ALLY_COUNT;
}
/** Race index (0..4) of an Ally card. */
export function allyRace(card: number): number {
  return (card / ALLIES_PER_RACE) | 0;
}
export function allyValue(card: number): number {
  return ALLY_VALUES_PER_RACE[card % ALLIES_PER_RACE];
}
export function raceIndex(race: Race): number {
  return RACES.indexOf(race);
}
export function describeCard(card: number): string {
  if (isMonsterCard(card)) return 'a Monster';
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
];

/** LORDS[id] for id 1..35; index 0 is unused. */
export const LORDS: readonly LordCard[] = [
  { id: 0, name: '', guild: 'farmer', ip: 0, keys: 0, cost: 0, races: 0, timing: 'none', power: '' },
  ...LORD_ROWS.map(([name, guild, ip, keys, cost, races, timing, power], i) => ({
    id: i + 1, name, guild, ip, keys, cost, races, timing, power,
  })),
];
export const LORD_COUNT = 35;

/** Lord ids whose powers the rules refer to by name. */
export const LORD = {
  recruiter: 1, jailer: 2, seeker: 3, assassin: 4, commander: 5, tamer: 6, hunter: 7,
  shipMaster: 8, trader: 9, peddler: 10, landlord: 11, slaver: 12, shopkeeper: 13,
  shaman: 14, invoker: 15, apprentice: 16, oracle: 17, alchemist: 18, illusionist: 19, masterOfMagic: 20,
  opportunist: 21, corruptor: 22, traitor: 23, diplomat: 24, treasurer: 25, schemer: 26,
  sage: 33, hermit: 34, elder: 35,
} as const;

export function isMilitary(lord: number): boolean {
  return LORDS[lord].guild === 'military';
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
  | { kind: 'minusPerAffiliated'; base: number };

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
];

/** LOCATIONS[id] for id 1..20; index 0 is unused. */
export const LOCATIONS: readonly LocationCard[] = [
  { id: 0, name: '', scoring: { kind: 'swapOnControl' }, text: '' },
  ...LOCATION_ROWS.map(([name, scoring, text], i) => ({ id: i + 1, name, scoring, text })),
];
export const LOCATION_COUNT = 20;
export const LOCATION = { cityOfMirrors: 9, blackSmokers: 10 } as const;

// ---------------------------------------------------------------------------
// Monster tokens: ids 0..19; two worth 4, nine worth 3, nine worth 2.

export const MONSTER_TOKEN_VALUES: readonly number[] = [4, 4, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2];
export const MONSTER_TOKEN_COUNT = MONSTER_TOKEN_VALUES.length;
export const KEY_TOKEN_COUNT = 10;

// ---------------------------------------------------------------------------
// Board.

export const TRACK_SPACES = 5;
export const COURT_SPACES = 6;
export const THREAT_SPACES = 6;
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
