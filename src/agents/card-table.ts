// The card table sent in the protocol's handshake (version 2): every card the table plays
// with, as data, so that an agent reads Ally values, Lord costs and Location scoring from the
// engine instead of copying them (docs/agent-protocol.md, "The card table").
import {
  LEVIATHANS, LOCATIONS, LORDS, MONSTER_TOKEN_VALUES, OUTCAST_BASE, PLACEHOLDER_OUTCASTS, RACES, THREAT_REWARDS,
  allyRace, allyValue, fightEffect, isKrakenAlly, isMonsterCard, tableCards,
  type FightEffect, type GameOptions, type Guild, type LeviathanPenalty, type LocationScoring, type OutcastCard, type PowerTiming, type Reward,
} from '../engine/index.ts';

export interface ExplorationCardEntry {
  id: number;
  kind: 'ally' | 'kraken' | 'monster';
  /** Index into `races` (0–4); 5 for a Kraken Ally; null for a Monster. */
  race: number | null;
  /** Ally value (0 for a Monster). */
  value: number;
  /** Leviathan Allies: what the card adds to a fight. */
  fight?: Exclude<FightEffect, null>;
}

export interface LordEntry {
  id: number;
  name: string;
  guild: Guild;
  ip: number;
  keys: number;
  /** Minimum total Ally value (before modifiers). */
  cost: number;
  /** Exact number of different races to spend. */
  races: number;
  timing: PowerTiming;
  power: string;
}

export interface LocationEntry {
  id: number;
  name: string;
  scoring: LocationScoring;
  text: string;
}

export interface OutcastEntry extends OutcastCard {
  /** The Outcast's id in views and actions (101 for the deck's first card). */
  id: number;
}

export interface LeviathanEntry {
  id: number;
  race: number | null;
  steps: { resistance: number; tokens: number }[];
  penalty: LeviathanPenalty;
  amount: number;
}

export interface CardTable {
  /** Race names by index (Allies' `race`). */
  races: string[];
  exploration: ExplorationCardEntry[];
  lords: LordEntry[];
  locations: LocationEntry[];
  /** Threat track rewards by space (1–6): the options a fight offers there. */
  threatRewards: Reward[][];
  /** Values of the Monster tokens in the bag (their draw order stays hidden). */
  monsterTokenValues: number[];
  /** De Profundis: the Outcast deck's cards (absent without the expansion). */
  outcasts?: OutcastEntry[];
  /** Leviathan: the Leviathan cards (absent without the expansion). */
  leviathans?: LeviathanEntry[];
}

function explorationEntry(id: number): ExplorationCardEntry {
  if (isMonsterCard(id)) return { id, kind: 'monster', race: null, value: 0 };
  const effect = fightEffect(id);
  return { id, kind: isKrakenAlly(id) ? 'kraken' : 'ally', race: allyRace(id), value: allyValue(id), ...(effect ? { fight: effect } : {}) };
}

/** The cards of a table with these options (never anything about their order or owners). */
export function cardTable(options: Pick<GameOptions, 'expansions'>): CardTable {
  const cards = tableCards(options);
  const table: CardTable = {
    races: [...RACES, 'kraken'],
    exploration: cards.exploration.map(explorationEntry),
    lords: cards.lords.map((id) => ({ ...LORDS[id] })),
    locations: cards.locations.map((id) => JSON.parse(JSON.stringify(LOCATIONS[id])) as LocationEntry),
    threatRewards: THREAT_REWARDS.map((space) => space.map((r) => ({ ...r }))),
    monsterTokenValues: [...MONSTER_TOKEN_VALUES],
  };
  const dp = options.expansions?.deProfundis;
  if (dp) table.outcasts = (dp === true ? PLACEHOLDER_OUTCASTS : dp.deck).map((c, i) => ({ id: OUTCAST_BASE + i, ...c }));
  if (options.expansions?.leviathan) table.leviathans = LEVIATHANS.map((l) => JSON.parse(JSON.stringify(l)) as LeviathanEntry);
  return table;
}
