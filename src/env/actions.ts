// The fixed action space of the environment (docs/environment.md, "Actions"). Every engine
// action is a short sequence of indexes: actions with one choice are one index; the three
// with a list (support: races, recruit: Allies, payKeys: Lords) are a head index, the list's
// elements in ascending order, then END. A mask over this space therefore stays small and
// fixed while every listed payment stays reachable, one element at a time. A recruit marked
// `more` has the same indexes as one without (the engine lists a payment one way only); the
// open payment that follows is answered with addAlly and pay (docs/rules.md).
//
// The space is one per table (its size depends on the ids the table plays with, as the
// observation's does: engine/observe.ts, tableSlots): the base game's segments, then the
// Kraken's, then the Leviathan's. The base table's layout is the one published before the
// expansions were encoded (ACTIONS, ACTION_SIZE).
import { BORDER_SPACES, LEVIATHANS, LOCATION_DRAW_MAX, RACES, THREAT_REWARDS, tableSlots, type Action, type GameOptions, type TableSlots } from '../engine/index.ts';
import { RACE_COUNT, segments, type Segment } from './layout.ts';

const SINGLES = ['explore', 'endTurn', 'skipAction', 'buy', 'pass', 'take', 'continue', 'fight', 'payPearl', 'decline'] as const;
/** SINGLES' positions by type, but buy's (a buy paying Nebulis has an index of its own). */
const FIELDLESS = new Map<string, number>(SINGLES.flatMap((type, i) => (type === 'buy' ? [] : [[type, i] as const])));
const KRAKEN_SINGLES = ['drawLoot', 'stopLoot', 'ferryman', 'recipient'] as const;
const LEVIATHAN_SINGLES = ['endFight', 'ignoreMonster'] as const;
/** The most rewards a Threat-track space offers (three). */
const MAX_REWARDS = Math.max(...THREAT_REWARDS.map((options) => options.length));
/** The most Locations one may draw (four). */
const MAX_DRAW = LOCATION_DRAW_MAX;
/** Nebulis one payment may take: 1, or 2 with the Outlaw (kraken/payments.ts). */
const MAX_NEBULIS = 2;
const PLOT_DECKS = [undefined, 'lords', 'outcasts'] as const;
/** Pearls a boost may spend and Leviathan tokens a reward may take are below a Leviathan's totals. */
const MAX_BOOST = Math.max(...LEVIATHANS.map((l) => l.steps.reduce((n, s) => n + s.resistance, 0)));
const MAX_FIGHT_TOKENS = Math.max(...LEVIATHANS.map((l) => l.steps.reduce((n, s) => n + s.tokens, 0)));

type Row = readonly [string, number, string];

function baseRows(t: TableSlots): Row[] {
  const L = t.lordSlots;
  const A = t.allies.length;
  const C = t.cards.length;
  const P = t.locations.length;
  return [
    ['single', SINGLES.length, `one index per action without fields: ${SINGLES.join(', ')}`],
    ['plot', 3, 'plot (base game), plot from the Lord deck, plot from the Outcast deck'],
    ['support', 1, 'head of support: then its races, then END'],
    ['recruit', L, 'head of recruit, by Lord slot: then its Allies, then END'],
    ['payKeys', 1, 'head of payKeys: then its Lords, then END'],
    ['elementRace', RACE_COUNT, 'a race of the support being built'],
    ['elementAlly', A, 'an Ally of the payment being built'],
    ['elementLord', L, 'a Lord (slot) of the keys being paid'],
    ['end', 1, 'END: the list being built is complete'],
    ['slaver', C, 'slaver, by card'],
    ['oracle', RACE_COUNT, 'oracle, by race'],
    ['opportunist', L, 'opportunist, by Lord slot'],
    ['reward', MAX_REWARDS, 'reward, by option'],
    ['takeFromTrack', A, 'takeFromTrack, by card'],
    ['affiliate', A, 'affiliate, by card'],
    ['discard', A, 'discard, by card'],
    ['assassinate', L, 'assassinate, by Lord slot'],
    ['hunt', t.seats, 'hunt, by target seat'],
    ['apprentice', RACE_COUNT, 'apprentice, by race'],
    ['illusionist', P * P, `illusionist: from slot × ${P} + to slot`],
    ['corrupt', L, 'corrupt, by Lord slot'],
    ['betray', L * L, `betray: discard slot × ${L} + take slot`],
    ['scheme', L, 'scheme, by the discarded Lord slot'],
    ['takeLocation', P, 'takeLocation, by Location'],
    ['drawLocations', MAX_DRAW, 'drawLocations, count − 1'],
    ['pickLocation', P, 'pickLocation, by Location'],
    ['swapLocation', P, 'swapLocation, by Location'],
    ['reconquer', P, 'reconquer, by Location'],
    ['addAlly', A, 'addAlly (an open payment), by card'],
    ['pay', 1, 'pay (an open payment as it stands)'],
  ];
}

function krakenRows(t: TableSlots): Row[] {
  const L = t.lordSlots;
  return [
    ['plotNebulis', PLOT_DECKS.length * MAX_NEBULIS, 'Kraken: plot paying Nebulis: deck (as in plot) × 2 + Nebulis − 1'],
    ['buyNebulis', MAX_NEBULIS, 'Kraken: buy paying Nebulis, Nebulis − 1'],
    ['corruptNebulis', L * MAX_NEBULIS, 'Kraken: corrupt paying Nebulis: Lord slot × 2 + Nebulis − 1'],
    ['payNebulis', MAX_NEBULIS, 'Kraken: pay (an open payment) with Nebulis, Nebulis − 1'],
    ['endNebulis', MAX_NEBULIS, 'Kraken: END of a recruit whose Pearls are paid partly in Nebulis, Nebulis − 1'],
    ['krakenSingle', KRAKEN_SINGLES.length, `Kraken: one index per action without fields: ${KRAKEN_SINGLES.join(', ')}`],
    ['giveKraken', t.seats, 'Kraken: giveKraken, by seat'],
    ['placeKraken', RACE_COUNT, 'Kraken: placeKraken, by race'],
    ['giveNebulis', t.seats, 'Kraken: giveNebulis, by seat'],
    ['heal', t.allies.length, 'Kraken: heal, by card'],
    ['execute', RACE_COUNT, 'Kraken: execute, by race'],
    ['discardAffiliated', t.allies.length, 'Kraken: discardAffiliated, by card'],
    ['liberate', L, 'Kraken: liberate, by Lord slot'],
    ['sentinelCourt', L, 'Kraken: placeSentinel on a Court card, by Lord slot'],
    ['sentinelCouncil', RACE_COUNT, 'Kraken: placeSentinel on a Council stack, by race'],
    ['sentinelLocation', t.locations.length, 'Kraken: placeSentinel on a face-up Location, by Location'],
  ];
}

function leviathanRows(t: TableSlots): Row[] {
  return [
    ['attack', BORDER_SPACES * t.allies.length, `Leviathan: attack: Border space × ${t.allies.length} + Ally slot`],
    ['leviathanSingle', LEVIATHAN_SINGLES.length, `Leviathan: one index per action without fields: ${LEVIATHAN_SINGLES.join(', ')}`],
    ['boost', MAX_BOOST + 1, 'Leviathan: boost, by Pearls spent (0 on)'],
    ['fightReward', MAX_FIGHT_TOKENS + 1, 'Leviathan: fightReward, by Leviathan tokens taken (0 on)'],
    ['takeCouncil', RACE_COUNT, 'Leviathan: takeCouncil, by race'],
    ['loseLord', t.lordSlots, 'Leviathan: loseLord, by Lord slot'],
    ['targetOpponent', t.seats, 'Leviathan: targetOpponent, by seat'],
    ['placeLeviathan', BORDER_SPACES, 'Leviathan: placeLeviathan, by Border space'],
    ['strike', BORDER_SPACES, 'Leviathan: strike, by Border space'],
  ];
}

/** A table's action space: its segments, and the index sequence of each engine action. */
export class ActionLayout {
  readonly map: Record<string, Segment>;
  readonly list: Segment[];
  readonly size: number;
  readonly end: number;
  /** The segments by name, for `at` (a Map: `map`, built name by name, is a slow dictionary-mode object). */
  private readonly byName: Map<string, Segment>;
  /** The heads of the actions with a list: support, the recruits (one per Lord slot), payKeys. */
  private readonly support: number;
  /** The first index of the actions without fields (SINGLES, in its order). */
  private readonly single: number;
  private readonly recruit: Segment;
  private readonly elementAlly: Segment;
  private readonly payKeys: number;

  constructor(readonly slots: TableSlots, kraken: boolean, leviathan: boolean) {
    const rows = [...baseRows(slots), ...(kraken ? krakenRows(slots) : []), ...(leviathan ? leviathanRows(slots) : [])];
    const laid = segments(rows);
    this.map = laid.map;
    this.list = laid.list;
    this.size = laid.size;
    this.end = laid.map.end.offset;
    this.byName = new Map(laid.list.map((x) => [x.name, x]));
    this.support = laid.map.support.offset;
    this.single = laid.map.single.offset;
    this.recruit = laid.map.recruit;
    this.elementAlly = laid.map.elementAlly;
    this.payKeys = laid.map.payKeys.offset;
  }

  /** Whether `index` is the head of an action with a list (then more indexes follow it, END last). */
  opensList(index: number): boolean {
    return index === this.support || index === this.payKeys || (index >= this.recruit.offset && index < this.recruit.offset + this.recruit.size);
  }

  /**
   * The first index of an action's sequence, tokens(a)[0], without spelling out its list (the
   * environment lists the heads of every legal action, and the whole sequences of those whose
   * head was chosen).
   */
  head(a: Action): number {
    // The type read once (the actions' many shapes make each read a slow, megamorphic one).
    const type = a.type;
    switch (type) {
      case 'support':
        return this.support;
      case 'recruit':
        // A slot is always inside the recruit segment (one entry per Lord slot).
        return this.recruit.offset + this.lord(a.lord);
      case 'payKeys':
        return this.payKeys;
      default: {
        // The field-less kinds first: `index` compares the type with each of its cases in turn.
        const i = FIELDLESS.get(type);
        return i !== undefined ? this.single + i : this.index(a);
      }
    }
  }

  /** The index of entry `i` of `segment` (a RangeError outside it, or for a segment this table lacks). */
  at(segment: string, i: number): number {
    const s = this.byName.get(segment);
    if (!s) throw new RangeError(`This table's action space has no ${segment} segment.`);
    if (!Number.isInteger(i) || i < 0 || i >= s.size) throw new RangeError(`${segment}: ${i} is outside the encoding (0 to ${s.size - 1}).`);
    return s.offset + i;
  }

  /** A Lord's or an Outcast's slot (a RangeError for another id). */
  private lord(id: number): number {
    const slot = this.slots.lordSlot(id);
    if (slot < 0) throw new RangeError(`Card ${id} is neither a Lord of this table nor an Outcast of a deck of at most 50.`);
    return slot;
  }

  private ally(id: number): number {
    const slot = this.slots.allySlot(id);
    if (slot < 0) throw new RangeError(`Card ${id} is not an Ally of this table.`);
    return slot;
  }

  private location(id: number): number {
    const t = this.slots;
    const slot = t.locationSlot(id);
    if (slot < 0) throw new RangeError(`Location ${id} is outside ${t.locations[0]} to ${t.locations[t.locations.length - 1]}.`);
    return slot;
  }

  /** The index sequence of an action (throws on an action outside the encoding). */
  tokens(a: Action): number[] {
    switch (a.type) {
      case 'recruit':
        return this.recruitTokens(a.lord, a.allies, nebulisOf(a));
      case 'support': {
        const out = [this.at('support', 0)];
        const races: number[] = [];
        for (const r of a.races) races.push(raceOf(r));
        for (const r of ascending(races)) out.push(this.at('elementRace', r));
        out.push(this.end);
        return out;
      }
      case 'payKeys': {
        const out = [this.at('payKeys', 0)];
        const lords: number[] = [];
        for (const l of a.lords) lords.push(this.lord(l));
        for (const l of ascending(lords)) out.push(this.at('elementLord', l));
        out.push(this.end);
        return out;
      }
      default:
        return [this.index(a)];
    }
  }

  /**
   * A recruit's sequence: its head, its Allies' indexes ascending, then END (or the Nebulis
   * it pays). The environment spells out every listed payment of the Lord whose head was
   * chosen (several per step late in a game), so the segments' offsets are read from fields
   * and the few Allies sorted by insertion: the same values and errors as `at` gives.
   */
  private recruitTokens(lord: number, allies: readonly number[], nebulis: number): number[] {
    const out: number[] = [this.recruit.offset + this.lord(lord)];
    const element = this.elementAlly;
    for (let j = 0; j < allies.length; j++) {
      const slot = this.ally(allies[j]);
      const v = slot < element.size ? element.offset + slot : this.at('elementAlly', slot);
      // Insertion into the ascending run after the head.
      let k = out.length;
      out.push(v);
      while (k > 1 && out[k - 1] > v) {
        out[k] = out[k - 1];
        k--;
      }
      out[k] = v;
    }
    out.push(nebulis > 0 ? this.at('endNebulis', nebulis - 1) : this.end);
    return out;
  }

  /**
   * The one index of an action without a list (all but support, recruit and payKeys): its whole
   * sequence, without building the array (the environment takes every legal action's head).
   */
  private index(a: Action): number {
    const t = this.slots;
    // (`nebulis` is read only by the kinds that pay it: a property most actions lack costs a slow lookup.)
    switch (a.type) {
      case 'plot': {
        const deck = PLOT_DECKS.indexOf(a.deck);
        const nebulis = nebulisOf(a);
        return nebulis > 0 ? this.at('plotNebulis', deck * MAX_NEBULIS + nebulis - 1) : this.at('plot', deck);
      }
      case 'slaver': {
        const slot = t.cardSlot(a.card);
        if (slot < 0) throw new RangeError(`Card ${a.card} is not an Exploration card of this table.`);
        return this.at('slaver', slot);
      }
      case 'oracle':
        return this.at('oracle', raceOf(a.race));
      case 'opportunist':
        return this.at('opportunist', this.lord(a.lord));
      case 'reward':
        return this.at('reward', a.option);
      case 'takeFromTrack':
        return this.at('takeFromTrack', this.ally(a.card));
      case 'affiliate':
        return this.at('affiliate', this.ally(a.card));
      case 'discard':
        return this.at('discard', this.ally(a.card));
      case 'assassinate':
        return this.at('assassinate', this.lord(a.lord));
      case 'hunt':
        return this.at('hunt', a.target);
      case 'apprentice':
        return this.at('apprentice', raceOf(a.race));
      case 'illusionist':
        return this.at('illusionist', this.location(a.from) * t.locations.length + this.location(a.to));
      case 'corrupt': {
        const nebulis = nebulisOf(a);
        return nebulis > 0 ? this.at('corruptNebulis', this.lord(a.lord) * MAX_NEBULIS + nebulis - 1) : this.at('corrupt', this.lord(a.lord));
      }
      case 'betray':
        return this.at('betray', this.lord(a.discard) * t.lordSlots + this.lord(a.take));
      case 'scheme':
        return this.at('scheme', this.lord(a.discard));
      case 'takeLocation':
        return this.at('takeLocation', this.location(a.location));
      case 'drawLocations':
        return this.at('drawLocations', a.count - 1);
      case 'pickLocation':
        return this.at('pickLocation', this.location(a.location));
      case 'swapLocation':
        return this.at('swapLocation', this.location(a.location));
      case 'reconquer':
        return this.at('reconquer', this.location(a.location));
      case 'addAlly':
        return this.at('addAlly', this.ally(a.card));
      case 'pay': {
        const nebulis = nebulisOf(a);
        return nebulis > 0 ? this.at('payNebulis', nebulis - 1) : this.at('pay', 0);
      }
      case 'buy': {
        const nebulis = nebulisOf(a);
        return nebulis > 0 ? this.at('buyNebulis', nebulis - 1) : this.at('single', SINGLES.indexOf('buy'));
      }
      // Kraken
      case 'giveKraken':
        return this.at('giveKraken', a.seat);
      case 'placeKraken':
        return this.at('placeKraken', raceOf(a.race));
      case 'giveNebulis':
        return this.at('giveNebulis', a.seat);
      case 'heal':
        return this.at('heal', this.ally(a.card));
      case 'execute':
        return this.at('execute', raceOf(a.race));
      case 'discardAffiliated':
        return this.at('discardAffiliated', this.ally(a.card));
      case 'liberate':
        return this.at('liberate', this.lord(a.lord));
      case 'placeSentinel':
        if (a.zone === 'court') return this.at('sentinelCourt', this.lord(a.target));
        if (a.zone === 'council') return this.at('sentinelCouncil', a.target);
        return this.at('sentinelLocation', this.location(a.target));
      case 'drawLoot':
      case 'stopLoot':
      case 'ferryman':
      case 'recipient':
        return this.at('krakenSingle', KRAKEN_SINGLES.indexOf(a.type));
      // Leviathan
      case 'attack':
        return this.at('attack', a.space * t.allies.length + this.ally(a.card));
      case 'endFight':
      case 'ignoreMonster':
        return this.at('leviathanSingle', LEVIATHAN_SINGLES.indexOf(a.type));
      case 'boost':
        return this.at('boost', a.pearls);
      case 'fightReward':
        return this.at('fightReward', a.leviathanTokens);
      case 'takeCouncil':
        return this.at('takeCouncil', raceOf(a.race));
      case 'loseLord':
        return this.at('loseLord', this.lord(a.lord));
      case 'targetOpponent':
        return this.at('targetOpponent', a.seat);
      case 'placeLeviathan':
        return this.at('placeLeviathan', a.space);
      case 'strike':
        return this.at('strike', a.space);
      default: {
        const i = (SINGLES as readonly string[]).indexOf(a.type);
        if (i < 0) throw new RangeError(`Action type "${(a as Action).type}" has no place in the action encoding.`);
        return this.single + i;
      }
    }
  }

  /** Which segment an index falls in, and its position there (for docs, tests and debugging). */
  describeIndex(index: number): { segment: string; position: number } {
    if (!Number.isInteger(index) || index < 0 || index >= this.size) throw new RangeError(`Action index ${index} is outside 0 to ${this.size - 1}.`);
    const s = this.list.find((x) => index >= x.offset && index < x.offset + x.size)!;
    return { segment: s.name, position: index - s.offset };
  }

  /** Whether `index` is in `segment`. */
  within(segment: string, index: number): boolean {
    const s = this.byName.get(segment);
    return s !== undefined && index >= s.offset && index < s.offset + s.size;
  }
}

const nebulisOf = (a: Action): number => (a as { nebulis?: number }).nebulis ?? 0;
const raceOf = (r: string): number => RACES.indexOf(r as (typeof RACES)[number]);
const byNumber = (a: number, b: number): number => a - b;
/** Sorted in place (the caller's own list). */
const ascending = (xs: number[]): number[] => xs.sort(byNumber);

const LAYOUTS = new Map<number, ActionLayout>();

/** The action space of a game with these options (one object per combination of Kraken and Leviathan). */
export function actionLayout(options: Pick<GameOptions, 'expansions'>): ActionLayout {
  const kraken = !!options.expansions?.kraken;
  const leviathan = !!options.expansions?.leviathan;
  const key = (kraken ? 1 : 0) + (leviathan ? 2 : 0);
  let layout = LAYOUTS.get(key);
  if (!layout) LAYOUTS.set(key, (layout = new ActionLayout(tableSlots({ expansions: { kraken, leviathan } }), kraken, leviathan)));
  return layout;
}

/** The base game's action space (De Profundis included: it adds no action kind of its own). */
const BASE = actionLayout({});

export const ACTIONS = { map: BASE.map, list: BASE.list, size: BASE.size };
/** Size of the base game's action space (the length of its legal masks). */
export const ACTION_SIZE = BASE.size;
export const END = BASE.end;

/** The index sequence of an action in the base game's space (throws on an action outside it). */
export function actionTokens(a: Action): number[] {
  return BASE.tokens(a);
}

/** Which segment of the base game's space an index falls in, and its position there. */
export function describeIndex(index: number): { segment: string; position: number } {
  return BASE.describeIndex(index);
}
