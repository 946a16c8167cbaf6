// A seat's PlayerView as a fixed-size vector of numbers (docs/environment.md, "Observation"):
// the engine's observe(view) (engine/observe.ts: one size per combination of expansions, each
// expansion encoding its own part), followed by the environment's own segments: the action
// being built index by index (actions.ts).
import { BASE_DECISION_KINDS, observationSpec, observeInto, observeState, type GameOptions, type GameState, type ObservationSegment, type ObservationSpec, type PlayerView } from '../engine/index.ts';
import { actionLayout, type ActionLayout } from './actions.ts';
import { segments, type Segment } from './layout.ts';

/** The base game's decision kinds, in the order of the `pendingKind` segment. */
export const DECISION_KINDS = BASE_DECISION_KINDS;

/** A table's observation: the engine's segments, then the partial action's. */
export interface ObservationLayout {
  size: number;
  list: Segment[];
  map: Record<string, Segment>;
  /** One player's block (the `seats` segment holds one per seat the table has room for). */
  player: Segment[];
  /** The engine's part (the first `engineSize` entries). */
  engineSize: number;
}

function asSegment(s: ObservationSegment): Segment {
  return { name: s.name, offset: s.offset, size: s.length, doc: s.description };
}

function partialRows(a: ActionLayout): [string, number, string][] {
  return [
    ['partialHead', 3, 'an action being built in the environment: support, recruit, payKeys (one-hot)'],
    ['partialLord', a.map.recruit.size, 'recruit being built: its Lord (one-hot)'],
    ['partialRaces', a.map.elementRace.size, 'support being built: races chosen so far'],
    ['partialAllies', a.map.elementAlly.size, 'recruit being built: Allies chosen so far'],
    ['partialLords', a.map.elementLord.size, 'payKeys being built: Lords chosen so far'],
  ];
}

/** By the engine's spec (one object per combination of expansions). */
const LAYOUTS = new Map<ObservationSpec, ObservationLayout>();

/** The observation layout of a game with these options. */
export function observationLayout(options: Pick<GameOptions, 'expansions'>): ObservationLayout {
  const spec = observationSpec(options);
  const known = LAYOUTS.get(spec);
  if (known) return known;
  const partial = segments(partialRows(actionLayout(options)));
  const list = [...spec.segments.map(asSegment), ...partial.list.map((s) => ({ ...s, offset: s.offset + spec.size }))];
  const layout: ObservationLayout = {
    size: spec.size + partial.size,
    list,
    map: Object.fromEntries(list.map((s) => [s.name, s])),
    player: spec.player.segments.map(asSegment),
    engineSize: spec.size,
  };
  LAYOUTS.set(spec, layout);
  return layout;
}

const BASE = observationLayout({});
/** Length of the base game's observation vector (De Profundis' is the same). */
export const OBSERVATION_SIZE = BASE.size;
export const OBSERVATION_SEGMENTS: readonly Segment[] = BASE.list;
export const PLAYER_SEGMENTS: readonly Segment[] = BASE.player;

/**
 * Encodes one seat's view. `partial` is the index sequence of an action being built in the
 * environment (actions.ts), empty between actions. `normalise` scales each entry of the
 * engine's part to [0, 1] by its documented bound (the partial part is 0/1 already).
 */
export function encodeObservation(view: PlayerView, partial: readonly number[] = [], normalise = false): Float32Array {
  const layout = observationLayout(view.options);
  const x = observeInto(view, new Float32Array(layout.size), { normalise });
  return partial.length === 0 ? x : encodePartial(view.options, layout, partial, x);
}

/**
 * encodeObservation(viewFor(state, seat, { log: false }), partial, normalise), entry for entry,
 * without building the view (the engine's observeState): the environment's hot path. With
 * `into` (the layout's size), the vector is overwritten there instead of handed out new.
 */
export function encodeStateObservation(state: GameState, seat: number, partial: readonly number[] = [], normalise = false, into?: Float32Array): Float32Array {
  const layout = observationLayout(state.options);
  if (into && into.length !== layout.size) throw new RangeError(`The vector holds ${into.length} entries; this table's observation has ${layout.size}.`);
  const x = observeState(state, seat, { normalise }, into ? into.fill(0) : pooledZeros(layout.size));
  return partial.length === 0 ? x : encodePartial(state.options, layout, partial, x);
}

/** Vectors handed out per chunk of zeroed memory (see pooledZeros). */
const POOL_VECTORS = 64;
let pool = new Float32Array(0);
let poolAt = 0;

/**
 * A zeroed Float32Array of `size` entries, a view on a chunk shared with the next vectors
 * handed out (as Node pools small Buffers): one allocation of zeroed memory per 64
 * observations instead of one each, which was a third of a step's cost with its garbage
 * collection. Each vector is the caller's to keep; its `.buffer` is the chunk's (use
 * `.slice()` for a vector with a buffer of its own).
 */
function pooledZeros(size: number): Float32Array {
  if (poolAt + size > pool.length) {
    pool = new Float32Array(size * POOL_VECTORS);
    poolAt = 0;
  }
  const x = pool.subarray(poolAt, poolAt + size);
  poolAt += size;
  return x;
}

/** Whether `index` falls in `seg` (absent: a segment this table lacks). */
function inside(seg: Segment | undefined, index: number): boolean {
  return seg !== undefined && index >= seg.offset && index < seg.offset + seg.size;
}

/** Sets entry `i` of `seg` (a RangeError outside it). */
function setEntry(x: Float32Array, seg: Segment, i: number): void {
  if (!Number.isInteger(i) || i < 0 || i >= seg.size) throw new RangeError(`${seg.name}: ${i} is outside the encoding (0 to ${seg.size - 1}).`);
  x[seg.offset + i] = 1;
}

/** Writes the action being built (`partial`, non-empty) into the environment's segments of `x`. */
function encodePartial(options: Pick<GameOptions, 'expansions'>, layout: ObservationLayout, partial: readonly number[], x: Float32Array): Float32Array {
  const a = actionLayout(options);
  const O = layout.map;
  // The action space's segments, looked up once (a list step runs this once per element chosen).
  const A = a.map;
  const head = partial[0];
  if (head === A.support.offset) setEntry(x, O.partialHead, 0);
  else if (inside(A.recruit, head)) {
    setEntry(x, O.partialHead, 1);
    setEntry(x, O.partialLord, head - A.recruit.offset);
  } else if (head === A.payKeys.offset) setEntry(x, O.partialHead, 2);
  else throw new RangeError(`Index ${head} does not start an action with a list.`);
  const races = A.elementRace;
  const allies = A.elementAlly;
  const lords = A.elementLord;
  const nebulis = A.endNebulis as Segment | undefined;
  for (let k = 1; k < partial.length; k++) {
    const t = partial[k];
    if (t === a.end || inside(nebulis, t)) throw new RangeError('A finished action is not a partial one.');
    if (inside(races, t)) setEntry(x, O.partialRaces, t - races.offset);
    else if (inside(allies, t)) setEntry(x, O.partialAllies, t - allies.offset);
    else if (inside(lords, t)) setEntry(x, O.partialLords, t - lords.offset);
    else throw new RangeError(`Index ${t} is not a list element.`);
  }
  return x;
}
