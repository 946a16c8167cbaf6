// An independent reference for every listed action other than a recruitment payment: try every
// action of the decision's types over wide field domains (every card id, Lord id, Location id,
// seat, race, Border space, small count) and keep those applyAction's checks accept. The
// listing must equal that set up to interchangeable cards (one action per race, value and
// Leviathan-ness, as every listing documents: explore.ts `distinctAllies`, leviathan/fight.ts
// `distinctFighters`). Order is not documented for these lists, so they compare as sets.
// Where the engine's check itself asks the listing function (payKeys, placeSentinel, liberate,
// skipAction) the comparison is circular; skipAction gets its rule instead (rules.md: the
// only action when nothing can be explored, supported or recruited).
import {
  EXPLORATION_ID_LIMIT, LOCATION_ID_LIMIT, LORD_ID_LIMIT, OUTCAST_BASE, RACES, allyRace, allyValue, fast, isLeviathanAlly,
  isMonsterCard, type Action, type Decision, type GameState,
} from './mutable.ts';
import { ACCEPTS } from './decision-actions.ts';

const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, i) => from + i);
const CARDS = range(0, EXPLORATION_ID_LIMIT);
// Outcast ids: the bundled deck has 10; a margin past it costs little.
const LORDS = [...range(1, LORD_ID_LIMIT), ...range(OUTCAST_BASE, OUTCAST_BASE + 16)];
const LOCATIONS = range(1, LOCATION_ID_LIMIT);
const SEATS = range(0, 5);
const SPACES = range(0, 9);
const SMALL = range(0, 11);
const NEBULIS = [undefined, 1, 2, 3];

function withNebulis<A extends Action>(a: A): Action[] {
  return NEBULIS.map((n) => (n === undefined ? a : { ...a, nebulis: n }));
}

function subsets<T>(items: readonly T[], most: number): T[][] {
  const out: T[][] = [[]];
  for (const x of items) for (const s of out.slice()) if (s.length < most) out.push([...s, x]);
  return out;
}

/** Every action of `type` over the field domains (recruit excepted: legal-brute-recruit.ts). */
function candidatesOf(s: GameState, d: Decision, type: Action['type']): Action[] {
  switch (type) {
    case 'plot': return [...withNebulis({ type }), ...withNebulis({ type, deck: 'outcasts' })];
    case 'support': {
      const lists = subsets([0, 1, 2, 3, 4], 3).filter((l) => l.length > 0);
      // Both orders of a pair: the engine takes the stacks as a set.
      const pairs = lists.filter((l) => l.length === 2).map((l) => [l[1], l[0]]);
      return [...lists, ...pairs].map((l) => ({ type, races: l.map((r) => RACES[r]) }));
    }
    case 'addAlly': case 'slaver': case 'takeFromTrack': case 'affiliate': case 'discard': case 'heal': case 'discardAffiliated':
      return CARDS.map((card) => ({ type, card }));
    case 'pay': case 'buy': return withNebulis({ type });
    case 'oracle': case 'apprentice': case 'placeKraken': case 'execute': case 'takeCouncil':
      return RACES.map((race) => ({ type, race }));
    case 'opportunist': case 'assassinate': case 'liberate': case 'loseLord':
      return LORDS.map((lord) => ({ type, lord }));
    case 'corrupt': return LORDS.flatMap((lord) => withNebulis({ type, lord }));
    case 'scheme': return LORDS.map((discard) => ({ type, discard }));
    case 'betray': return LORDS.flatMap((discard) => LORDS.map((take) => ({ type, discard, take })));
    case 'reward': return SMALL.map((option) => ({ type, option }));
    case 'hunt': return SEATS.map((target) => ({ type, target }));
    case 'giveKraken': case 'giveNebulis': case 'targetOpponent': return SEATS.map((seat) => ({ type, seat }));
    case 'illusionist': return LOCATIONS.flatMap((from) => LOCATIONS.map((to) => ({ type, from, to })));
    case 'takeLocation': case 'pickLocation': case 'swapLocation': case 'reconquer':
      return LOCATIONS.map((location) => ({ type, location }));
    case 'drawLocations': return SMALL.map((count) => ({ type, count }));
    case 'payKeys': return subsets(s.players[d.seat].lords, 3).map((lords) => ({ type, lords }));
    case 'placeSentinel':
      return [
        ...LORDS.map((target) => ({ type, zone: 'court' as const, target })),
        ...range(0, 5).map((target) => ({ type, zone: 'council' as const, target })),
        ...LOCATIONS.map((target) => ({ type, zone: 'location' as const, target })),
      ];
    case 'attack': return SPACES.flatMap((space) => CARDS.map((card) => ({ type, space, card })));
    // Every amount up to past what the seat holds, or past any reward's count.
    case 'boost': return range(0, s.players[d.seat].pearls + 3).map((pearls) => ({ type, pearls }));
    case 'fightReward': return range(0, 21).map((leviathanTokens) => ({ type, leviathanTokens }));
    case 'placeLeviathan': case 'strike': return SPACES.map((space) => ({ type, space }));
    case 'recruit': case 'skipAction': return [];
    default: return [{ type } as Action];
  }
}

/**
 * Every candidate of the decision's types (recruit and skipAction aside) that the engine
 * accepts. A refused action leaves the state as it was (apply.ts), so candidates are tried on
 * one copy, copied afresh only after one is accepted. That the refusals left the copy as it
 * was is checked: the accepted action must change it exactly as it changes a fresh copy, and
 * the copy left at the end must equal the state (a refusal that changed it would be an engine
 * bug, and would leave the candidates after it misjudged).
 */
export function acceptedActions(s: GameState): Action[] {
  const d = s.pending!;
  const out: Action[] = [];
  const json = (x: GameState): string => stable({ ...x, log: [] });
  let work = fast.clone(s);
  let refusedSince = false;
  for (const type of ACCEPTS[d.kind]) {
    for (const a of candidatesOf(s, d, type)) {
      if (fast.apply(work, a) !== null) {
        refusedSince = true;
        continue;
      }
      out.push(a);
      if (refusedSince) {
        const fresh = fast.clone(s);
        fast.apply(fresh, a);
        if (json(fresh) !== json(work)) throw new Error(`a refused action changed the state before ${JSON.stringify(a)} at ${JSON.stringify(d)}: ${differences(fresh, work)}`);
      }
      work = fast.clone(s);
      refusedSince = false;
    }
  }
  if (refusedSince && json(work) !== json(s)) throw new Error(`a refused action changed the state at ${JSON.stringify(d)}: ${differences(s, work)}`);
  return out;
}

/** JSON with every object's keys sorted: a copy may order optional fields differently. */
function stable(x: unknown): string {
  return JSON.stringify(x, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v);
}

/** The top-level fields where two states differ, with both values. */
function differences(a: GameState, b: GameState): string {
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  return Object.keys({ ...x, ...y })
    .filter((k) => k !== 'log' && stable(x[k]) !== stable(y[k]))
    .map((k) => `${k}: ${stable(x[k])} / ${stable(y[k])}`)
    .join('; ');
}

/** Cards as their interchangeable kind (race, value, Leviathan-ness); keys sorted; the default deck spelt out. */
export function canonical(a: Action): string {
  const o: Record<string, unknown> = { ...a };
  const c = o.card;
  if (typeof c === 'number' && c >= 0 && c < EXPLORATION_ID_LIMIT && !isMonsterCard(c)) o.card = `${allyRace(c)}:${allyValue(c)}${isLeviathanAlly(c) ? 'L' : ''}`;
  if (a.type === 'plot' && o.deck === undefined) o.deck = 'lords';
  if (a.type === 'support') o.races = [...a.races].sort();
  if (a.type === 'payKeys') o.lords = [...a.lords].sort((x, y) => x - y);
  if (a.type === 'recruit') o.allies = [...a.allies].sort((x, y) => x - y);
  return JSON.stringify(Object.keys(o).sort().map((k) => [k, o[k]]));
}
