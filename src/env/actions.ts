// The fixed action space of the environment (docs/environment.md, "Actions"). Every engine
// action is a short sequence of indexes: actions with one choice are one index; the three
// with a list (support: races, recruit: Allies, payKeys: Lords) are a head index, the list's
// elements in ascending order, then END. A mask over this space therefore stays small and
// fixed while every listed payment stays reachable, one element at a time. A recruit marked
// `more` has the same indexes as one without (the engine lists a payment one way only); the
// open payment that follows is answered with addAlly and pay (docs/rules.md).
import { RACES, type Action } from '../engine/index.ts';
import { ALLY_COUNT, EXPLORATION_CARD_COUNT, LOCATION_COUNT, LORD_SLOTS, MAX_SEATS, RACE_COUNT, locationSlot, lordSlot, segments } from './layout.ts';

const SINGLES = ['explore', 'endTurn', 'skipAction', 'buy', 'pass', 'take', 'continue', 'fight', 'payPearl', 'decline'] as const;
/** Threat-track spaces offer at most three rewards (cards.ts, THREAT_REWARDS). */
const MAX_REWARDS = 3;
const MAX_DRAW = 4;

export const ACTIONS = segments([
  ['single', SINGLES.length, `one index per action without fields: ${SINGLES.join(', ')}`],
  ['plot', 3, 'plot (base game), plot from the Lord deck, plot from the Outcast deck'],
  ['support', 1, 'head of support: then its races, then END'],
  ['recruit', LORD_SLOTS, 'head of recruit, by Lord slot: then its Allies, then END'],
  ['payKeys', 1, 'head of payKeys: then its Lords, then END'],
  ['elementRace', RACE_COUNT, 'a race of the support being built'],
  ['elementAlly', ALLY_COUNT, 'an Ally of the payment being built'],
  ['elementLord', LORD_SLOTS, 'a Lord (slot) of the keys being paid'],
  ['end', 1, 'END: the list being built is complete'],
  ['slaver', EXPLORATION_CARD_COUNT, 'slaver, by card'],
  ['oracle', RACE_COUNT, 'oracle, by race'],
  ['opportunist', LORD_SLOTS, 'opportunist, by Lord slot'],
  ['reward', MAX_REWARDS, 'reward, by option'],
  ['takeFromTrack', ALLY_COUNT, 'takeFromTrack, by card'],
  ['affiliate', ALLY_COUNT, 'affiliate, by card'],
  ['discard', ALLY_COUNT, 'discard, by card'],
  ['assassinate', LORD_SLOTS, 'assassinate, by Lord slot'],
  ['hunt', MAX_SEATS, 'hunt, by target seat'],
  ['apprentice', RACE_COUNT, 'apprentice, by race'],
  ['illusionist', LOCATION_COUNT * LOCATION_COUNT, 'illusionist: (from − 1) × 20 + (to − 1)'],
  ['corrupt', LORD_SLOTS, 'corrupt, by Lord slot'],
  ['betray', LORD_SLOTS * LORD_SLOTS, 'betray: discard slot × 85 + take slot'],
  ['scheme', LORD_SLOTS, 'scheme, by the discarded Lord slot'],
  ['takeLocation', LOCATION_COUNT, 'takeLocation, by Location'],
  ['drawLocations', MAX_DRAW, 'drawLocations, count − 1'],
  ['pickLocation', LOCATION_COUNT, 'pickLocation, by Location'],
  ['swapLocation', LOCATION_COUNT, 'swapLocation, by Location'],
  ['reconquer', LOCATION_COUNT, 'reconquer, by Location'],
  ['addAlly', ALLY_COUNT, 'addAlly (an open payment), by card'],
  ['pay', 1, 'pay (an open payment as it stands)'],
]);

/** Size of the action space (the length of every legal mask). */
export const ACTION_SIZE = ACTIONS.size;
export const END = ACTIONS.map.end.offset;

function at(segment: string, i: number, limit: number): number {
  if (!Number.isInteger(i) || i < 0 || i >= limit) throw new RangeError(`${segment}: ${i} is outside the encoding (0 to ${limit - 1}).`);
  return ACTIONS.map[segment].offset + i;
}

const race = (r: string): number => RACES.indexOf(r as (typeof RACES)[number]);
const ascending = (xs: number[]): number[] => [...xs].sort((a, b) => a - b);

/** The index sequence of an action (throws on an action outside the encoding). */
export function actionTokens(a: Action): number[] {
  const seg = (name: string, i: number): number => at(name, i, ACTIONS.map[name].size);
  switch (a.type) {
    case 'plot':
      return [seg('plot', a.deck === undefined ? 0 : a.deck === 'lords' ? 1 : 2)];
    case 'support':
      return [seg('support', 0), ...ascending(a.races.map(race)).map((r) => seg('elementRace', r)), END];
    case 'recruit':
      return [seg('recruit', lordSlot(a.lord)), ...ascending(a.allies).map((c) => seg('elementAlly', c)), END];
    case 'payKeys':
      return [seg('payKeys', 0), ...ascending(a.lords.map(lordSlot)).map((l) => seg('elementLord', l)), END];
    case 'slaver':
      return [seg('slaver', a.card)];
    case 'oracle':
      return [seg('oracle', race(a.race))];
    case 'opportunist':
      return [seg('opportunist', lordSlot(a.lord))];
    case 'reward':
      return [seg('reward', a.option)];
    case 'takeFromTrack':
      return [seg('takeFromTrack', a.card)];
    case 'affiliate':
      return [seg('affiliate', a.card)];
    case 'discard':
      return [seg('discard', a.card)];
    case 'assassinate':
      return [seg('assassinate', lordSlot(a.lord))];
    case 'hunt':
      return [seg('hunt', a.target)];
    case 'apprentice':
      return [seg('apprentice', race(a.race))];
    case 'illusionist':
      return [seg('illusionist', locationSlot(a.from) * LOCATION_COUNT + locationSlot(a.to))];
    case 'corrupt':
      return [seg('corrupt', lordSlot(a.lord))];
    case 'betray':
      return [seg('betray', lordSlot(a.discard) * LORD_SLOTS + lordSlot(a.take))];
    case 'scheme':
      return [seg('scheme', lordSlot(a.discard))];
    case 'takeLocation':
      return [seg('takeLocation', locationSlot(a.location))];
    case 'drawLocations':
      return [seg('drawLocations', a.count - 1)];
    case 'pickLocation':
      return [seg('pickLocation', locationSlot(a.location))];
    case 'swapLocation':
      return [seg('swapLocation', locationSlot(a.location))];
    case 'reconquer':
      return [seg('reconquer', locationSlot(a.location))];
    case 'addAlly':
      return [seg('addAlly', a.card)];
    case 'pay':
      return [seg('pay', 0)];
    default: {
      const i = (SINGLES as readonly string[]).indexOf(a.type);
      if (i < 0) throw new RangeError(`Action type "${a.type}" has no place in the action encoding.`);
      return [seg('single', i)];
    }
  }
}

/** Which segment an index falls in, and its position there (for docs, tests and debugging). */
export function describeIndex(index: number): { segment: string; position: number } {
  if (!Number.isInteger(index) || index < 0 || index >= ACTION_SIZE) throw new RangeError(`Action index ${index} is outside 0 to ${ACTION_SIZE - 1}.`);
  const s = ACTIONS.list.find((x) => index >= x.offset && index < x.offset + x.size)!;
  return { segment: s.name, position: index - s.offset };
}
