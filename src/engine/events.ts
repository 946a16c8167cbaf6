// The game log as data: each event is a kind and its arguments (card ids, seat numbers,
// counts), never words. Every reader renders it in their own language (src/i18n/events.ts);
// the engine carries no sentence. `seat` is the seat that acted (its name starts most
// sentences), `to` addresses a private event to one seat only.
//
// Card ids: Allies and Monsters are exploration card ids (0..70), Lords 1..35, Outcasts 101+
// (their names come from the table's Outcast deck), Locations their ids; races are indexes
// into RACES.

/** Arguments of each kind of event. */
export interface EventArgs {
  // --- Turns and the end ------------------------------------------------------------------
  /** A turn begins (seat); `final` once the end is triggered. */
  turn: { final: boolean };
  /** The seat plays an extra turn (the Invoker). */
  extraTurn: Record<string, never>;
  /** The seat has no legal action and passes its turn. */
  noAction: Record<string, never>;
  /** Martial Law: the seat pays 1 Pearl. */
  martialLawPays: Record<string, never>;
  /** Dead position: nobody can recruit any more (docs/rules.md). */
  deadPosition: { deProfundis: boolean };
  /** The Court could not be refilled to 6: the end is triggered. */
  endByCourt: Record<string, never>;
  /** `player` owns a 7th Lord (or Outcast): the end is triggered. */
  endBySeventh: { player: number; deProfundis: boolean };
  /** Leviathan: the last Leviathan of the deck was drawn; the end of the game is triggered. */
  endByLeviathan: Record<string, never>;
  /** The game is over; score lines follow. */
  gameOver: Record<string, never>;
  /** One line of the final score sheet. */
  score: { player: number; total: number; locations: number; lords: number; allies: number; monsters: number; pearls: number; rank: number; nebulis?: number };

  // --- Exploration ------------------------------------------------------------------------
  explores: Record<string, never>;
  /** The discard became the new Exploration deck. */
  deckReshuffled: Record<string, never>;
  /** `card` is revealed on track space `space` (1-based). */
  reveals: { card: number; space: number };
  /** The Exploration deck and discard are both empty. */
  deckExhausted: Record<string, never>;
  /** The seat takes `card` from the track. */
  takesAlly: { card: number };
  /** The last space: the explorer must take it and gains 1 Pearl. */
  forcedTake: Record<string, never>;
  /** The seat buys `card` for `cost` Pearls paid to seat `from`. */
  buys: { card: number; cost: number; from: number };
  passes: Record<string, never>;
  /** The seat leaves a Monster; the Threat token is now on `threat`. */
  leavesMonster: { threat: number };
  keepsExploring: Record<string, never>;
  /** The seat fights; `forced` on the last space (+1 Pearl); reward from Threat `space`. */
  fights: { forced: boolean; space: number };
  /** The reward the seat takes. */
  reward: { keys: number; pearls: number; monsters: number };
  /** Private: the values of the Monster tokens just drawn. */
  monsterValues: { values: readonly number[] };
  /** Allies sent to the Council, per race index. */
  toCouncil: { counts: readonly number[] };
  shipMaster: { pearls: number };

  // --- Court and recruitment --------------------------------------------------------------
  /** The seat plots at Court; `card` (Lord or Outcast) arrives. */
  plots: { card: number };
  /** `left` cards were left at Court; the seat gains 2 Pearls; `added` refill it. */
  courtRefilled: { left: number; added: readonly number[] };
  /** The seat recruits `card` (Lord or Outcast) paying `allies` and `pearls`. */
  recruits: { card: number; allies: readonly number[]; pearls: number };
  affiliates: { card: number };
  landlord: Record<string, never>;
  /** The seat discards `card` because of `reason`. */
  discards: { reason: 'jailer' | 'commander' | 'martialLaw' | 'leviathan'; card: number };
  seekerReturns: { pearls: number };
  /** A Lord's power gives the seat Pearls. */
  lordPearls: { lord: number; pearls: number };
  invoker: Record<string, never>;
  /** The Assassin (of the seat) strikes `lord` of `target`. */
  assassinates: { lord: number; target: number };
  /** The Hunter: the seat takes a random Monster token from `target`. */
  hunts: { target: number };
  /** Private, to the hunter: the token's value. */
  huntedToken: { value: number };
  /** Private, to the hunted: the value lost. */
  huntLost: { value: number };
  /** The seat takes a Council stack of `count` cards; `apprentice` when the Apprentice's power. */
  takesStack: { race: number; count: number; apprentice: boolean };
  /** Private: the cards found in the stacks taken. */
  findsCards: { cards: readonly number[] };
  illusionist: { from: number; to: number };
  corruptor: { lord: number };
  /** The Traitor or Schemer (`by`): discard a free Lord, take another. */
  exchangesLord: { by: number; discard: number; take: number };
  slaver: { card: number };
  oracle: { race: number; count: number };
  opportunist: { lord: number; newcomer: number };

  // --- Locations --------------------------------------------------------------------------
  drawsLocations: { locations: readonly number[] };
  /** The seat takes control of `location` with `lords` and `keys` Key tokens. */
  takesControl: { location: number; lords: readonly number[]; keys: number };
  /** An Ambassador `lord` takes control of `location` alone. */
  ambassadorControl: { location: number; lord: number };
  blackSmokersLooks: Record<string, never>;
  blackSmokersSwaps: { location: number };

  // --- De Profundis -----------------------------------------------------------------------
  /** `outcast` brings the seat a Key token. */
  outcastKey: { outcast: number };
  /** No opponent's Location can be reconquered: the top of the stack instead. */
  reconquersFromStack: Record<string, never>;
  reconquers: { location: number; outcasts: readonly number[] };
  /** The seat takes `location` from `loser`. */
  takesLocationFrom: { location: number; loser: number };
  /** The seat (who lost a Location) replaces it from the stack; `lordsSlide` if Lords go under. */
  replacesFromStack: { location: number; lordsSlide: boolean };
  replaces: { location: number };
  /** No Location is left: the seat's Lords under the lost one become free. */
  lordsFreed: Record<string, never>;
  conspiratorPeeks: Record<string, never>;
  /** Private: the top Lord the Conspirator shows. */
  conspiratorShows: { lord: number };

  // --- Kraken -----------------------------------------------------------------------------
  /** The seat gains `count` Nebulis (`source`: why, kraken/nebulis.ts). */
  nebulis: { count: number; source: 'kraken' | 'endKraken' | 'lord' | 'payment' | 'fence' | 'ferryman' | 'leviathan' };
  /** The seat hands `count` Nebulis to seat `to` (-1: the supply). */
  nebulisPaid: { count: number; to: number; source: 'kraken' | 'endKraken' | 'lord' | 'payment' | 'fence' | 'ferryman' | 'leviathan' };
  /** The Kraken figure goes from seat `from` to seat `to` (-1: nobody). */
  krakenFigure: { from: number; to: number };
  /** The Highwayman: the seat takes 1 of the Pearls seat `from` just gained (2 or more at once). */
  highwayman: { from: number };
  /** The Healer: the seat looks through the Exploration discard (only it sees the cards). */
  healerLooks: Record<string, never>;
  /** The Healer: the seat takes an Ally from the discard into their hand (which one: `healerCard`). */
  healerTakes: Record<string, never>;
  /** Private, to the Healer's owner: the Ally taken from the discard. */
  healerCard: { card: number };
  /** The Executioner: the seat names `race` (race index). */
  executioner: { race: number };
  /** The Executioner: the seat discards its affiliated `card`. */
  executed: { card: number };
  /** The Liberator: the seat's `lord` leaves `location` and is free again. */
  liberates: { lord: number; location: number };
  /** The Recipient: the seat adds `lord` from the Lord deck to the Court, free of charge. */
  recipient: { lord: number };
  /** The seat draws Loot `card` (an id into LOOT_VALUES) onto Loot Location `location`. */
  lootDrawn: { location: number; card: number };
  /** What a Loot card of value 3, 4 or 5 brings the seat (all 0: the supply had none left). */
  lootReward: { keys: number; pearls: number; monsters: number };
  /** Loot 6: a Monster revealed and discarded; the Threat token is now on `threat`. */
  lootMonster: { card: number; threat: number };
  /** Loot 6: the Ally revealed, which the seat takes into hand. */
  lootAlly: { card: number };
  /** Loot 6: no Ally is left in the Exploration deck or its discard. */
  lootNoAlly: Record<string, never>;
  /** A second Loot card of `value` on `location`: both are discarded and the search ends. */
  lootRepeat: { location: number; value: number };
  /** The seat stops searching `location`. */
  lootStops: { location: number };
  /** The Loot deck is empty: the search ends (it is never refilled). */
  lootDeckEmpty: Record<string, never>;
  /** The seat discards the Loot `cards` it had on `location` (lost or exchanged). */
  lootDiscarded: { location: number; cards: readonly number[] };
  /** The seat places the Sentinel of `lord` on a Court card, a Council stack (race index) or a face-up Location. */
  sentinelPlaced: { lord: number; zone: 'court' | 'council' | 'location'; target: number };
  /** The seat took what its Sentinel of `lord` guarded: the token comes back to be placed again. */
  sentinelBack: { lord: number };
  /** No zone is free: the Sentinel of `lord` stays off the table. */
  sentinelNoZone: { lord: number };
  /** A Kraken Ally left on the track goes to the Council stack of `race` (the explorer's choice). */
  krakenToCouncil: { card: number; race: number };

  // --- Leviathan: the Border, arrivals and attacks on players (leviathan/border.ts, penalties.ts, monster.ts)
  /** Leviathan `leviathan` (id into LEVIATHANS) comes to the Border: `dice` rolled, Border space `space` (0..8). */
  borderArrival: { leviathan: number; dice: readonly number[]; space: number };
  /** The Leviathan deck is empty (it is never refilled): no Leviathan comes. */
  borderEmpty: Record<string, never>;
  /**
   * Leviathan `leviathan`, displaced, attacks the seat and is discarded: its `penalty`, and what
   * it does (`amount`: Wounds taken, Pearls lost, Allies to discard, Lords lost; 0: no effect).
   */
  borderAttack: { leviathan: number; penalty: 'wounds' | 'pearls' | 'allies' | 'freeLord'; amount: number };
  /** A Leviathan takes the seat's free Lord `lord` to the Lord discard. */
  borderLordLost: { lord: number };
  /** A Monster revealed: the seat attacks a Leviathan (`forced`: from the last space, +1 Pearl); the exploration ends. */
  borderMonsterAttack: { forced: boolean };
  /** A Monster revealed: the seat keeps exploring; the Monster is discarded and a new Leviathan comes. */
  borderMonsterContinue: Record<string, never>;
  /** The Coward: the seat ignores the revealed Monster (discarded, no Leviathan comes) and keeps exploring. */
  borderMonsterIgnored: Record<string, never>;
  /** The Border Guard: the seat sends a new Leviathan against `target`. */
  borderGuard: { target: number };
  /** The Border Guard: every opponent is protected by the Shaman; nothing happens. */
  borderGuardNoTarget: Record<string, never>;
  /** The Breeder: the seat draws Leviathan `leviathan`. */
  breederDraws: { leviathan: number };
  /** The Breeder: the seat puts Leviathan `leviathan` on Border space `space` (0..8). */
  breederPlaces: { leviathan: number; space: number };
  /** The Breeder: no Border space is free (nothing is drawn) or no Leviathan is left. */
  breederNothing: { noSpace: boolean };
  /** Loot 6 in a Leviathan game: a Monster revealed is discarded (there is no Threat track; no Leviathan comes). */
  lootMonsterDiscarded: { card: number };

  // --- Leviathan: fights, rewards, the Scourge and the Lords (leviathan/fight.ts, rewards.ts, lords.ts)
  /** The seat discards `card` to attack `leviathan` on Border `space`: the `dice` rolled (two: the higher counts) make `attack`. */
  leviathanAttack: { space: number; leviathan: number; card: number; dice: readonly number[]; attack: number };
  /** After the roll the seat spends `pearls` Pearls: the attack is now `attack`. */
  attackBoost: { pearls: number; attack: number };
  /** The seat beats a health step of `leviathan` (`resistance`), earning `tokens` Monster tokens (+1 of them from the Altruist); the Taxidermist pays 2 Pearls. */
  stepBeaten: { leviathan: number; resistance: number; tokens: number; altruist: boolean; taxidermist: boolean };
  /** The attack beats no health step of `leviathan`: the seat gains 1 Pearl. */
  attackMisses: { leviathan: number };
  /** The seat slays `leviathan` (it leaves Border `space`). */
  leviathanSlain: { leviathan: number; space: number };
  /** The Scourge goes from seat `from` (-1: nobody had it) to seat `to`. */
  scourge: { from: number; to: number };
  /** The seat takes `normal` Monster tokens and `leviathan` Leviathan Monster tokens (both 0: the supplies are empty). */
  leviathanReward: { normal: number; leviathan: number };
  /** The seat reveals and uses Leviathan Monster token `token`; `wasted`: nothing was left to take (no Key, no open Council stack). */
  leviathanToken: { token: number; wasted: boolean };
  /** The seat stops attacking. */
  stopsFighting: Record<string, never>;
  /** The Sorcerer or the Rebel (`lord`) finds nothing to fight. */
  noLeviathanFight: { lord: number };

  // --- Server notes -----------------------------------------------------------------------
  /** The seat took back its last choice: the public events it undid (none: "their last choice"). */
  undo: { events: readonly GameEvent[] };
  /** Private, to the seat: what only it saw of the undone choice. */
  undoPrivate: { events: readonly GameEvent[] };
}

export type EventKind = keyof EventArgs;

interface EventOf<K extends EventKind> {
  kind: K;
  args: EventArgs[K];
  /** Seat that acted, if any. */
  seat?: number;
  /** Only this seat may see the event. */
  to?: number;
  /**
   * True when the event brought hidden information to light (a card drawn or revealed,
   * a random token taken): undo must never go back past it.
   */
  reveals?: boolean;
}

/** One line of the log, as data. */
export type GameEvent = { [K in EventKind]: EventOf<K> }[EventKind];

/** Every kind, in the order above (tests enumerate it; the catalogues must cover it). */
export const EVENT_KINDS = [
  'turn', 'extraTurn', 'noAction', 'martialLawPays', 'deadPosition', 'endByCourt', 'endBySeventh', 'endByLeviathan', 'gameOver', 'score',
  'explores', 'deckReshuffled', 'reveals', 'deckExhausted', 'takesAlly', 'forcedTake', 'buys', 'passes', 'leavesMonster',
  'keepsExploring', 'fights', 'reward', 'monsterValues', 'toCouncil', 'shipMaster',
  'plots', 'courtRefilled', 'recruits', 'affiliates', 'landlord', 'discards', 'seekerReturns', 'lordPearls', 'invoker',
  'assassinates', 'hunts', 'huntedToken', 'huntLost', 'takesStack', 'findsCards', 'illusionist', 'corruptor',
  'exchangesLord', 'slaver', 'oracle', 'opportunist',
  'drawsLocations', 'takesControl', 'ambassadorControl', 'blackSmokersLooks', 'blackSmokersSwaps',
  'outcastKey', 'reconquersFromStack', 'reconquers', 'takesLocationFrom', 'replacesFromStack', 'replaces', 'lordsFreed',
  'conspiratorPeeks', 'conspiratorShows',
  'nebulis', 'nebulisPaid', 'krakenFigure',
  'highwayman', 'healerLooks', 'healerTakes', 'healerCard', 'executioner', 'executed', 'liberates', 'recipient',
  'lootDrawn', 'lootReward', 'lootMonster', 'lootAlly', 'lootNoAlly', 'lootRepeat', 'lootStops', 'lootDeckEmpty', 'lootDiscarded',
  'sentinelPlaced', 'sentinelBack', 'sentinelNoZone',
  'krakenToCouncil',
  // Leviathan: the Border
  'borderArrival', 'borderEmpty', 'borderAttack', 'borderLordLost',
  'borderMonsterAttack', 'borderMonsterContinue', 'borderMonsterIgnored',
  'borderGuard', 'borderGuardNoTarget', 'breederDraws', 'breederPlaces', 'breederNothing', 'lootMonsterDiscarded',

  // Leviathan: fights
  'leviathanAttack', 'attackBoost', 'stepBeaten', 'attackMisses', 'leviathanSlain', 'scourge', 'leviathanReward',
  'leviathanToken', 'stopsFighting', 'noLeviathanFight',

  'undo', 'undoPrivate',
] as const satisfies readonly EventKind[];

// EVENT_KINDS lists every kind exactly (a compile error otherwise).
type Missing = Exclude<EventKind, (typeof EVENT_KINDS)[number]>;
const everyKindListed: [Missing] extends [never] ? true : Missing = true;
void everyKindListed;

/**
 * A copy of an event that shares no array with the original: views hand their log to
 * clients and bots, who may edit it; the state's log must stay as it is.
 */
export function copyEvent(e: GameEvent): GameEvent {
  const args: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e.args)) args[k] = Array.isArray(v) ? v.map((x: unknown) => (typeof x === 'object' && x !== null ? copyEvent(x as GameEvent) : x)) : v;
  return { ...e, args } as GameEvent;
}
