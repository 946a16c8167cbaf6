// Setting up the table (rulebook "Setup").
import {
  COURT_SPACES, EXPLORATION_CARD_COUNT, KEY_TOKEN_COUNT, LOCATION_COUNT, LORD_COUNT,
  MONSTER_TOKEN_COUNT, RACE_COUNT,
} from './cards.ts';
import { expansionNamed, expansionNames, expansionsOf } from './hooks.ts';
import { initialRng, isHexSeed, randomInt, shuffle } from './rng.ts';
import type { GameOptions, GameState, PlayerState } from './types.ts';
import { MAX_PLAYERS, MAX_PLAYERS_WITHOUT_LEVIATHAN, MIN_PLAYERS } from './seats.ts';
import { range } from './range.ts';
import { settlePlayers } from './state-copy.ts';

export type OptionsError = { code: 'BAD_OPTIONS'; message: string };

/** Every option a game takes: anything else is refused, never ignored (design.md). */
const OPTION_KEYS: readonly string[] = ['seed', 'players', 'names', 'startSeat', 'martialLaw', 'expansions'];
/** Expansions played: each takes true or false (De Profundis also takes its own deck). */
/** Seats a table can have (seats.ts). */
export { MAX_PLAYERS, MAX_PLAYERS_WITHOUT_LEVIATHAN, MIN_PLAYERS };

export function checkOptions(options: GameOptions): OptionsError | null {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return bad('Options must be an object.');
  const unknown = Object.keys(options).find((k) => !OPTION_KEYS.includes(k));
  if (unknown !== undefined) return bad(`Unknown option "${unknown}": a game takes ${OPTION_KEYS.join(', ')}.`);
  if (!Number.isInteger(options.players) || options.players < MIN_PLAYERS || options.players > MAX_PLAYERS) {
    return bad('Abyss is played by 2 to 4 players (5 with the Leviathan expansion).');
  }
  if (!(typeof options.seed === 'number' && Number.isFinite(options.seed)) && !isHexSeed(options.seed)) {
    return bad('The seed must be a finite number or a string of 32 to 64 lowercase hexadecimal digits.');
  }
  if (options.startSeat !== undefined && (!Number.isInteger(options.startSeat) || options.startSeat < 0 || options.startSeat >= options.players)) {
    return bad('The start seat must be one of the seats.');
  }
  if (options.names !== undefined && (!Array.isArray(options.names) || options.names.length !== options.players || options.names.some((n) => typeof n !== 'string'))) {
    return bad('Give one name per player.');
  }
  if (options.martialLaw !== undefined && typeof options.martialLaw !== 'boolean') return bad('Martial Law takes true or false.');
  const expansions: unknown = options.expansions;
  if (expansions !== undefined && (typeof expansions !== 'object' || expansions === null || Array.isArray(expansions))) {
    return bad('Expansions are an object such as { "deProfundis": true }.');
  }
  for (const [name, value] of Object.entries(expansions ?? {})) {
    const expansion = expansionNamed(name);
    if (!expansion) return bad(`Unknown expansion "${name}": the expansions played are ${expansionNames().join(', ')}.`);
    const problem = expansion.checkValue(value);
    if (problem) return bad(problem);
  }
  const active = expansionsOf(options);
  const most = active.reduce((n, x) => Math.max(n, x.maxPlayers ?? 0), MAX_PLAYERS_WITHOUT_LEVIATHAN);
  if (options.players > most) return bad('A fifth player needs the Leviathan expansion.');
  for (const x of active) {
    const problem = x.checkOptions?.(options);
    if (problem) return bad(problem);
  }
  return null;
}

function bad(message: string): OptionsError {
  return { code: 'BAD_OPTIONS', message };
}

function newPlayer(): PlayerState {
  return { pearls: 1, hand: [], affiliated: [], lords: [], assassinated: [], locations: [], keyTokens: 0, monsters: [], outcasts: [] };
}

/** Builds the initial state; the first decision (the start player's turn) is pending. */
export function setupGame(options: GameOptions): GameState {
  const s: GameState = {
    v: 1,
    options: { ...options },
    rng: initialRng(options.seed),
    players: [],
    current: 0,
    turn: { purchases: 0, buyers: 0, powersUsed: 0, acted: false, peek: false },
    extraTurns: 0,
    explorationDeck: range(0, EXPLORATION_CARD_COUNT),
    explorationDiscard: [],
    track: [],
    threat: 1,
    council: Array.from({ length: RACE_COUNT }, () => []),
    lordDeck: range(1, LORD_COUNT),
    outcastDeck: [],
    court: [],
    lordDiscard: [],
    locationStack: range(1, LOCATION_COUNT),
    locationsAvailable: [],
    locationsOut: [],
    monsterTokens: range(0, MONSTER_TOKEN_COUNT),
    keySupply: KEY_TOKEN_COUNT,
    lastSeat: -1,
    over: false,
    pending: null,
    tasks: [],
    log: [],
  };
  for (let i = 0; i < options.players; i++) s.players.push(newPlayer());
  const expansions = expansionsOf(options);
  for (const x of expansions) x.addCards?.(s);
  shuffle(s, s.lordDeck);
  // An expansion may deal its part of the Court first (De Profundis: one Outcast, leftmost).
  for (const x of expansions) x.dealCourt?.(s);
  while (s.court.length < COURT_SPACES) s.court.push(s.lordDeck.pop()!);
  shuffle(s, s.explorationDeck);
  shuffle(s, s.monsterTokens);
  shuffle(s, s.locationStack);
  s.locationsAvailable.push(s.locationStack.pop()!);
  s.current = options.startSeat ?? randomInt(s, options.players);
  // The expansions' own shuffles come after every base draw, so base games deal exactly what
  // they always did (and a Leviathan table's after the Kraken's).
  for (const x of expansions) x.afterDeal?.(s);
  settlePlayers(s);
  return s;
}
