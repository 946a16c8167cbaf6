// Positions of every combination of expansions and seat count for the tests of resample and
// observe, the depth they run at, and a whole-state conservation check for any table.
//
// Depth: the tier's ABYSS_TEST_DEPTH (test/depth.ts): quick (a game per table), ci (2 games
// per table, denser snapshots) or deep (10 games).
import {
  BORDER_SPACES, KEY_TOKEN_COUNT, LEVIATHANS, LEVIATHAN_COUNT, LEVIATHAN_TOKEN_COUNT, LOOT_COUNT, MONSTER_TOKEN_COUNT,
  allyRace, fast, isKrakenAlly, isMonsterCard, legalActions, newGame, tableCards, viewFor,
  type GameOptions, type GameState,
} from './mutable.ts';
import { greedyAction } from '../../src/bots/greedy.ts';
import {
  MAX_ACTIONS, OUTCAST_BASE, countIds, countTable, explorationZones, krakenLimbo, lootZones, lordZones, outcastZones, prng,
} from './random-play.ts';
import { DEPTH, type Depth } from '../depth.ts';

export function depth(): Depth {
  return DEPTH;
}

/** Games per table, and a snapshot every `every` decisions. */
export const DEPTHS: Record<Depth, { games: number; every: number }> = {
  quick: { games: 1, every: 23 },
  ci: { games: 2, every: 11 },
  deep: { games: 10, every: 5 },
};

export type Expansions = NonNullable<GameOptions['expansions']>;

/** The 8 combinations of De Profundis, Kraken and Leviathan. */
export const COMBINATIONS: Expansions[] = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => ({
  ...(k & 1 ? { deProfundis: true } : {}),
  ...(k & 2 ? { kraken: true } : {}),
  ...(k & 4 ? { leviathan: true } : {}),
}));

/** Seat counts a table plays: 2 to 4, and 5 with the Leviathan. */
export function seatCounts(e: Expansions): number[] {
  return e.leviathan ? [2, 3, 4, 5] : [2, 3, 4];
}

export function label(e: Expansions, players: number): string {
  const names = Object.keys(e);
  return `${names.length ? names.join('+') : 'base'} ${players}p`;
}

/** Every table: [expansions, seat count]. */
export function tables(): [Expansions, number][] {
  return COMBINATIONS.flatMap((e) => seatCounts(e).map((n) => [e, n] as [Expansions, number]));
}

/**
 * Snapshots of seeded games of one table: random play with a greedy move one time in three,
 * a copy every `every` decisions and at the end. Each game's seed is derived from `seed`.
 */
export function positions(e: Expansions, players: number, seed: number, d: Depth = depth()): GameState[] {
  const { games, every } = DEPTHS[d];
  const out: GameState[] = [];
  for (let g = 0; g < games; g++) {
    const gameSeed = seed * 100 + g;
    const s = newGame({ seed: gameSeed, players, expansions: e, ...(e.leviathan ? {} : { martialLaw: g % 2 === 1 }) });
    const rand = prng(gameSeed);
    // A different phase per game, so that snapshots fall on different decision kinds.
    for (let n = g; !s.over; n++) {
      if (n > MAX_ACTIONS) throw new Error(`${label(e, players)} game ${gameSeed} runs past ${MAX_ACTIONS} decisions`);
      if (n % every === 0) out.push(fast.clone(s));
      const legal = legalActions(s);
      const a = rand() < 0.33 ? greedyAction(viewFor(s, s.pending!.seat)) : legal[Math.floor(rand() * legal.length)];
      const e2 = fast.apply(s, a, true);
      if (e2) throw new Error(`${label(e, players)} game ${gameSeed}: ${e2.message}`);
    }
    out.push(fast.clone(s));
  }
  return out;
}

/** How many Outcasts a game holds (every zone of a real state, its deck included). */
export function outcastCount(s: GameState): number {
  return outcastZones(s).reduce((n, [, ids]) => n + ids.length, 0);
}

/** Leviathans by zone; the Breeder's drawn one waits in its decision until placed. */
function leviathanZones(s: GameState): [string, readonly number[]][] {
  const lv = s.leviathan!;
  const zones: [string, readonly number[]][] = [['Leviathan deck', lv.deck], ['Leviathan discard', lv.discard], ['Border', lv.border.flatMap((b) => (b ? [b.id] : []))]];
  s.players.forEach((p, i) => zones.push([`slain by ${i}`, p.slain ?? []]));
  const d = s.pending;
  if (d?.kind === 'breeder' && !zones.some(([, ids]) => ids.includes(d.leviathan))) zones.push(['pending.leviathan', [d.leviathan]]);
  return zones;
}

/**
 * What is wrong with a state of any table (empty: nothing): every card, Lord, Outcast,
 * Location, Loot card, Leviathan and token in exactly one place, Key tokens conserved, nothing
 * negative, Council stacks holding what may sit there, a decision pending exactly while the
 * game runs.
 */
export function conservationProblems(s: GameState, outcasts: number): string[] {
  const problems: string[] = [];
  const table = tableCards(s.options);
  countTable(problems, 'Exploration card', [...explorationZones(s), ...(s.kraken ? krakenLimbo(s) : [])], table.exploration);
  countTable(problems, 'Lord', lordZones(s).map(([z, ids]) => [z, ids.filter((id) => id < OUTCAST_BASE)]), table.lords);
  countIds(problems, 'Outcast', outcastZones(s), OUTCAST_BASE, outcasts);
  const locations: [string, readonly number[]][] = [['location stack', s.locationStack], ['available', s.locationsAvailable], ['out', s.locationsOut]];
  s.players.forEach((p, i) => locations.push([`locations ${i}`, p.locations.map((l) => l.id)]));
  countTable(problems, 'Location', locations, table.locations);
  const tokens: [string, readonly number[]][] = [['token supply', s.monsterTokens]];
  s.players.forEach((p, i) => tokens.push([`monsters ${i}`, p.monsters]));
  countIds(problems, 'Monster token', tokens, 0, MONSTER_TOKEN_COUNT);
  const keys = s.keySupply + s.players.reduce((n, p) => n + p.keyTokens, 0);
  if (keys !== KEY_TOKEN_COUNT || s.keySupply < 0) problems.push(`${keys} Key tokens (supply ${s.keySupply})`);
  if (s.kraken) countIds(problems, 'Loot card', lootZones(s), 0, LOOT_COUNT);
  else if (s.players.some((p) => p.nebulis !== undefined)) problems.push('Nebulis without the Kraken');
  const lv = s.leviathan;
  if (lv) {
    countIds(problems, 'Leviathan', leviathanZones(s), 0, LEVIATHAN_COUNT);
    countIds(problems, 'Leviathan Monster token', [['token supply', lv.tokens], ['token discard', lv.tokenDiscard]], 0, LEVIATHAN_TOKEN_COUNT);
    if (lv.border.length !== BORDER_SPACES) problems.push(`the Border has ${lv.border.length} spaces`);
    lv.border.forEach((b, space) => {
      if (b && !(b.beaten >= 0 && b.beaten < LEVIATHANS[b.id].steps.length)) problems.push(`Border space ${space}: ${b.beaten} steps beaten`);
    });
  }
  s.players.forEach((p, i) => {
    if (!Number.isInteger(p.pearls) || p.pearls < 0) problems.push(`seat ${i} has ${p.pearls} Pearls`);
    if (s.kraken && (!Number.isInteger(p.nebulis) || p.nebulis! < 0)) problems.push(`seat ${i} has ${p.nebulis} Nebulis`);
    for (const c of [...p.hand, ...p.affiliated]) if (isMonsterCard(c)) problems.push(`seat ${i} holds Monster card ${c}`);
    for (const c of p.affiliated) if (isKrakenAlly(c)) problems.push(`seat ${i} affiliated Kraken Ally ${c}`);
  });
  s.council.forEach((stack, r) => {
    for (const c of stack) if (isMonsterCard(c) || (allyRace(c) !== r && !isKrakenAlly(c))) problems.push(`card ${c} in Council stack ${r}`);
  });
  if (s.over && s.pending !== null) problems.push('a decision pending after the game is over');
  if (!s.over && s.pending === null) problems.push('no decision pending in a running game');
  return problems;
}
