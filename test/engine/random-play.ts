// Seeded random play and whole-state invariants, shared by the property, replay and
// hidden-information tests. Nothing here depends on the engine's internals: only the
// public entry point and the plain-JSON state.
import {
  LORD, LORDS, EXPLORATION_CARD_COUNT, KEY_TOKEN_COUNT, LOCATION_COUNT, LORD_COUNT, MONSTER_TOKEN_COUNT, RACE_COUNT,
  COURT_SPACES, OUTCAST_BASE, TRACK_SPACES, THREAT_SPACES, allyRace, isMonsterCard, legalActions,
  type Action, type GameEvent, type GameState, type PlayerState,
} from './mutable.ts';

/** A small seeded PRNG for the tests' own choices (mulberry32), independent of the engine's. */
export function prng(seed: number): () => number {
  let a = (seed ^ 0x5bd1e995) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number for the tests' own PRNG from a game seed: the seed itself, or a hex seed's first 8 digits. */
export function choiceSeed(seed: number | string): number {
  return typeof seed === 'number' ? seed : parseInt(seed.slice(0, 8), 16);
}

export function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)];
}

/** No random game may last longer than this many decisions. */
export const MAX_ACTIONS = 3000;

/** A uniformly random legal action. */
export function randomAction(s: GameState, rand: () => number): Action {
  const legal = legalActions(s);
  if (legal.length === 0) throw new Error(`no legal action while waiting for ${JSON.stringify(s.pending)}`);
  return pick(rand, legal);
}

// --- Conservation -------------------------------------------------------------

/** Each id of `first`..`first + count - 1` in exactly one zone; `problems` gets what is not. */
export function countIds(problems: string[], what: string, zones: [string, readonly number[]][], first: number, count: number): void {
  const where = new Int16Array(count).fill(-1);
  zones.forEach(([zone, ids], z) => {
    for (const id of ids) {
      if (!Number.isInteger(id) || id < first || id >= first + count) {
        problems.push(`${what}: bad id ${id} in ${zone}`);
        continue;
      }
      const seen = where[id - first];
      if (seen >= 0) problems.push(`${what} ${id} is both in ${zones[seen][0]} and in ${zone}`);
      else where[id - first] = z;
    }
  });
  for (let i = 0; i < count; i++) if (where[i] < 0) problems.push(`${what} ${first + i} is missing`);
}

/**
 * Each id of `ids` (a table's whole set, as tableCards gives it) in exactly one zone, and no
 * other id anywhere; `problems` gets what is not. For sets with gaps (a Leviathan table
 * without the Kraken's Allies 71..77).
 */
export function countTable(problems: string[], what: string, zones: [string, readonly number[]][], ids: readonly number[]): void {
  const where = new Map<number, number>(ids.map((id) => [id, -1]));
  zones.forEach(([zone, list], z) => {
    for (const id of list) {
      const seen = where.get(id);
      if (seen === undefined) problems.push(`${what}: bad id ${id} in ${zone}`);
      else if (seen >= 0) problems.push(`${what} ${id} is both in ${zones[seen][0]} and in ${zone}`);
      else where.set(id, z);
    }
  });
  for (const [id, z] of where) if (z < 0) problems.push(`${what} ${id} is missing`);
}

/** Exploration cards by zone; an 'affiliate' decision holds the spent Allies. */
export function explorationZones(s: GameState): [string, readonly number[]][] {
  const zones: [string, readonly number[]][] = [
    ['deck', s.explorationDeck], ['discard', s.explorationDiscard], ['track', s.track],
  ];
  s.council.forEach((c, r) => zones.push([`council ${r}`, c]));
  s.players.forEach((p, i) => {
    zones.push([`hand ${i}`, p.hand], [`affiliated ${i}`, p.affiliated]);
  });
  if (s.pending?.kind === 'affiliate') zones.push(['pending.spent', s.pending.spent]);
  return zones;
}

/** Lords by zone; a recruited Lord waits in a 'gainLord' task while its payer affiliates. */
export function lordZones(s: GameState): [string, readonly number[]][] {
  const zones: [string, readonly number[]][] = [['lord deck', s.lordDeck], ['court', s.court], ['lord discard', s.lordDiscard]];
  s.players.forEach((p, i) => {
    zones.push([`lords ${i}`, p.lords]);
    for (const l of p.locations) zones.push([`under location ${l.id} of ${i}`, l.lords]);
  });
  // In transit: a recruited Lord waits in its 'gainLord' task while the payer affiliates;
  // De Profundis: the Lords of a reconquered Location wait for their new one.
  for (const t of s.tasks) {
    if (t.t === 'gainLord') zones.push(['gainLord task', [t.lord]]);
    if (t.t === 'replaceLost') zones.push(['replaceLost task', t.lords]);
  }
  if (s.pending?.kind === 'replaceLocation') zones.push(['pending.lords', s.pending.lords]);
  return zones;
}

/** Kraken Allies between the track and their Council stack (a decision, queued tasks). */
export function krakenLimbo(s: GameState): [string, readonly number[]][] {
  const d = s.pending;
  const out: [string, readonly number[]][] = [];
  if (d?.kind === 'placeKraken' && !s.track.includes(d.card)) out.push(['pending.card', [d.card]]);
  for (const t of s.tasks) if (t.t === 'placeKraken' && !s.track.includes(t.card)) out.push(['placeKraken task', [t.card]]);
  return out;
}

/** Kraken Loot by zone: the deck, its discard, on Locations, and a search's cards in its decision. */
export function lootZones(s: GameState): [string, readonly number[]][] {
  const k = s.kraken!;
  const zones: [string, readonly number[]][] = [['loot deck', k.lootDeck], ['loot discard', k.lootDiscard]];
  s.players.forEach((p, i) => {
    for (const l of p.locations) if (l.loot) zones.push([`loot on ${l.id} of ${i}`, l.loot]);
  });
  const d = s.pending;
  if (d?.kind === 'loot') {
    // The cards drawn so far lie on the Location already, or wait in the decision: count each once.
    const onTable = new Set(zones.flatMap(([, ids]) => ids));
    zones.push(['pending.drawn', d.drawn.filter((id) => !onTable.has(id))]);
  }
  return zones;
}

/** De Profundis: Outcast ids start here (they share the Court and the Lords' transit zones). */
export { OUTCAST_BASE };

/** Outcasts by zone (De Profundis). */
export function outcastZones(s: GameState): [string, readonly number[]][] {
  const zones: [string, readonly number[]][] = lordZones(s).map(([z, ids]) => [z, ids.filter((id) => id >= OUTCAST_BASE)]);
  zones.push(['outcast deck', s.outcastDeck]);
  s.players.forEach((p, i) => {
    zones.push([`outcasts ${i}`, p.outcasts]);
    for (const l of p.locations) zones.push([`outcasts under location ${l.id} of ${i}`, l.outcasts ?? []]);
  });
  return zones;
}

/** How many Outcasts a game holds: those dealt at setup. */
export function outcastTotal(initial: GameState): number {
  return outcastZones(initial).reduce((n, [, ids]) => n + ids.length, 0);
}

/**
 * Every whole-state invariant; returns the broken ones (empty when all hold).
 * `outcasts`: how many Outcasts the game holds (0 without De Profundis).
 */
export function invariantProblems(s: GameState, outcasts = 0): string[] {
  const problems: string[] = [];
  countIds(problems, 'Exploration card', explorationZones(s), 0, EXPLORATION_CARD_COUNT);
  countIds(problems, 'Lord', lordZones(s).map(([z, ids]) => [z, ids.filter((id) => id < OUTCAST_BASE)]), 1, LORD_COUNT);
  countIds(problems, 'Outcast', outcastZones(s), OUTCAST_BASE, outcasts);
  const locationZones: [string, readonly number[]][] = [
    ['location stack', s.locationStack], ['available', s.locationsAvailable], ['out', s.locationsOut],
  ];
  s.players.forEach((p, i) => locationZones.push([`locations ${i}`, p.locations.map((l) => l.id)]));
  countIds(problems, 'Location', locationZones, 1, LOCATION_COUNT);
  const tokenZones: [string, readonly number[]][] = [['token supply', s.monsterTokens]];
  s.players.forEach((p, i) => tokenZones.push([`monsters ${i}`, p.monsters]));
  countIds(problems, 'Monster token', tokenZones, 0, MONSTER_TOKEN_COUNT);

  const keys = s.keySupply + s.players.reduce((n, p) => n + p.keyTokens, 0);
  if (keys !== KEY_TOKEN_COUNT) problems.push(`${keys} Key tokens instead of ${KEY_TOKEN_COUNT}`);
  if (s.keySupply < 0) problems.push(`Key supply ${s.keySupply}`);

  s.players.forEach((p, i) => {
    if (!Number.isInteger(p.pearls) || p.pearls < 0) problems.push(`seat ${i} has ${p.pearls} Pearls`);
    if (!Number.isInteger(p.keyTokens) || p.keyTokens < 0) problems.push(`seat ${i} has ${p.keyTokens} Key tokens`);
    for (const l of p.assassinated) if (!p.lords.includes(l)) problems.push(`seat ${i}: assassinated Lord ${l} is not free`);
    if (new Set(p.assassinated).size !== p.assassinated.length) problems.push(`seat ${i}: a Lord assassinated twice`);
    for (const c of [...p.hand, ...p.affiliated]) if (isMonsterCard(c)) problems.push(`seat ${i} holds Monster card ${c}`);
  });
  s.council.forEach((stack, r) => {
    for (const c of stack) if (isMonsterCard(c) || allyRace(c) !== r) problems.push(`card ${c} in Council stack ${r}`);
  });
  if (s.council.length !== RACE_COUNT) problems.push(`${s.council.length} Council stacks`);
  if (s.track.length > TRACK_SPACES) problems.push(`track holds ${s.track.length}`);
  if (s.court.length > COURT_SPACES) problems.push(`Court holds ${s.court.length}`);
  if (!Number.isInteger(s.threat) || s.threat < 1 || s.threat > THREAT_SPACES) problems.push(`Threat on ${s.threat}`);
  if (s.extraTurns < 0) problems.push(`extraTurns ${s.extraTurns}`);
  if (s.turn.purchases < 0 || s.turn.purchases >= s.players.length) problems.push(`purchases ${s.turn.purchases}`);
  if (!Number.isInteger(s.current) || s.current < 0 || s.current >= s.players.length) problems.push(`current ${s.current}`);
  if (s.over) {
    if (s.pending !== null) problems.push('pending decision after the game is over');
    for (const [i, p] of s.players.entries()) if (p.hand.length) problems.push(`seat ${i} still holds Allies after the end`);
  } else {
    if (s.pending === null) problems.push('no pending decision in a running game');
    else if (s.pending.seat < 0 || s.pending.seat >= s.players.length) problems.push(`pending seat ${s.pending.seat}`);
    if (s.track.length > 0 && !isExploring(s)) problems.push('cards on the track outside an exploration');
  }
  return problems;
}

function isExploring(s: GameState): boolean {
  return s.tasks.some((t) => t.t === 'endExploration');
}

// --- Rules that must hold between decisions -------------------------------------

function keysOf(p: PlayerState): number {
  let keys = p.keyTokens;
  for (const l of p.lords) if (l < OUTCAST_BASE && !p.assassinated.includes(l)) keys += LORDS[l].keys;
  return keys;
}
function lordsOwned(p: PlayerState): number {
  return p.lords.length + p.outcasts.length + p.locations.reduce((n, l) => n + l.lords.length + (l.outcasts?.length ?? 0), 0);
}
function active(p: PlayerState, lord: number): boolean {
  return p.lords.includes(lord) && !p.assassinated.includes(lord);
}

/** Rule consequences visible from one action's before and after states. */
export function ruleProblems(before: GameState, after: GameState): string[] {
  const out: string[] = [];
  const locationLeft = after.locationsAvailable.length + after.locationStack.length > 0;
  const d = after.pending;
  // Keys: at 3+ the player must take a Location once the step resolves (if one is to be had).
  if (d?.kind === 'afterAction' && keysOf(after.players[after.current]) >= 3 && locationLeft) {
    out.push(`seat ${after.current} keeps ${keysOf(after.players[after.current])} keys with a Location to take`);
  }
  if (d?.kind === 'main' && !after.turn.acted) {
    if (after.track.length) out.push('a turn starts with cards on the track');
    if (after.court.length <= 2 && after.lordDeck.length > 0) out.push(`a turn starts with ${after.court.length} Lords at Court and a Lord deck`);
  }
  const turnEnded = after.over || (d?.kind === 'main' && !after.turn.acted && (after.current !== before.current || before.turn.acted));
  if (turnEnded) {
    const seat = before.current;
    const p = after.players[seat];
    if (!after.over && keysOf(p) >= 3 && locationLeft) out.push(`seat ${seat} ends the turn with ${keysOf(p)} keys and a Location to take`);
    const commander = after.players.some((o, i) => i !== seat && active(o, LORD.commander)) && !active(p, LORD.shaman);
    if (!after.over && commander && p.hand.length > 6) out.push(`seat ${seat} ends the turn with ${p.hand.length} Allies under the Commander`);
  }
  for (const [i, p] of after.players.entries()) {
    if (lordsOwned(p) >= 7 && after.lastSeat < 0 && !after.over) out.push(`seat ${i} owns 7 Lords and the end is not triggered`);
  }
  return out;
}

// --- Pearl accounting ---------------------------------------------------------

/** Pearls each event moves, per seat (the event kinds that move Pearls; others move none). */
function pearlsMoved(e: GameEvent, delta: number[]): void {
  const seat = e.seat ?? -1;
  switch (e.kind) {
    case 'buys': delta[seat] -= e.args.cost; delta[e.args.from] += e.args.cost; return;
    case 'plots': delta[seat] -= 1; return;
    case 'recruits': delta[seat] -= e.args.pearls; return;
    case 'fights': if (e.args.forced) delta[seat] += 1; return;
    case 'reward': delta[seat] += e.args.pearls; return;
    case 'forcedTake': delta[seat] += 1; return;
    case 'shipMaster': case 'lordPearls': case 'lootReward': delta[seat] += e.args.pearls; return;
    case 'landlord': delta[seat] += 1; return;
    case 'seekerReturns': delta[seat] -= e.args.pearls; return;
    case 'courtRefilled': case 'slaver': delta[seat] += 2; return;
    case 'corruptor': delta[seat] -= 5; return;
    case 'martialLawPays': delta[seat] -= 1; return;
    case 'highwayman': delta[seat] += 1; delta[e.args.from] -= 1; return;
    default:
  }
}

/** Pearl change per seat that the events of one action announce. */
export function announcedPearls(events: readonly GameEvent[], players: number): number[] {
  const delta = new Array<number>(players).fill(0);
  for (const e of events) pearlsMoved(e, delta);
  return delta;
}

/** Problems when the Pearls moved by an action differ from what its events announce. */
export function pearlProblems(before: GameState, after: GameState, events: readonly GameEvent[]): string[] {
  return pearlDeltaProblems(before, after, events, announcedPearls(events, before.players.length));
}

/**
 * Kraken: Pearls each seat gains or loses by one action, as its events announce: the base
 * game's accounting (above), with Nebulis paid instead of Pearls for a plot, a purchase (the
 * explorer receives them) or the Corruptor (a recruitment announces its Pearls net already),
 * and the Ferryman's Pearl.
 */
export function krakenAnnouncedPearls(events: readonly GameEvent[], players: number): number[] {
  const delta = announcedPearls(events, players);
  events.forEach((e, i) => {
    if (e.kind !== 'nebulisPaid') return;
    if (e.args.source === 'ferryman') delta[e.seat!] += e.args.count;
    if (e.args.source !== 'payment') return;
    const paid = events.slice(i + 1).find((x) => ['plots', 'buys', 'corruptor', 'recruits'].includes(x.kind));
    if (paid && paid.kind !== 'recruits') {
      delta[e.seat!] += e.args.count;
      if (paid.kind === 'buys') delta[paid.args.from] -= e.args.count;
    }
  });
  return delta;
}

/** Problems when the Pearls moved by an action differ from `announced` (per seat). */
export function pearlDeltaProblems(before: GameState, after: GameState, events: readonly GameEvent[], announced: readonly number[]): string[] {
  const out: string[] = [];
  before.players.forEach((p, i) => {
    const real = after.players[i].pearls - p.pearls;
    if (real !== announced[i]) out.push(`seat ${i}: Pearls ${p.pearls} → ${after.players[i].pearls}, events say ${announced[i]}: ${events.map((e) => e.kind).join(' | ')}`);
  });
  return out;
}

/** Nebulis change per seat that one action's events announce ('nebulis' gains, 'nebulisPaid' moves). */
export function nebulisProblems(before: GameState, after: GameState, events: readonly GameEvent[]): string[] {
  const delta = new Array<number>(before.players.length).fill(0);
  for (const e of events) {
    if (e.kind === 'nebulis') delta[e.seat!] += e.args.count;
    if (e.kind === 'nebulisPaid') {
      delta[e.seat!] -= e.args.count;
      if (e.args.to >= 0) delta[e.args.to] += e.args.count;
    }
  }
  const out: string[] = [];
  before.players.forEach((p, i) => {
    const real = (after.players[i].nebulis ?? 0) - (p.nebulis ?? 0);
    if (real !== delta[i]) out.push(`seat ${i}: Nebulis ${p.nebulis} → ${after.players[i].nebulis}, events say ${delta[i]}`);
  });
  return out;
}
