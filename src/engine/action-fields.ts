// Strict action shapes for the public applyAction: an action carrying a field its type does
// not define is refused, so junk never reaches the stored log or a replay. The hot path
// (fast.apply) is for trusted callers and skips this.
import type { Action, ActionType, EngineError } from './types.ts';

type FieldsOf<T extends ActionType> = Exclude<keyof Extract<Action, { type: T }>, 'type'>;

/** The fields each action type defines besides `type` (a server may use it to clean actions stored before this check). */
export const ACTION_FIELDS = {
  plot: ['deck', 'nebulis'],
  explore: [],
  support: ['races'],
  recruit: ['lord', 'allies', 'more', 'nebulis'],
  addAlly: ['card'],
  pay: ['nebulis'],
  slaver: ['card'],
  oracle: ['race'],
  opportunist: ['lord'],
  endTurn: [],
  skipAction: [],
  buy: ['nebulis'],
  pass: [],
  take: [],
  continue: [],
  fight: [],
  reward: ['option'],
  takeFromTrack: ['card'],
  affiliate: ['card'],
  discard: ['card'],
  payPearl: [],
  assassinate: ['lord'],
  hunt: ['target'],
  apprentice: ['race'],
  illusionist: ['from', 'to'],
  corrupt: ['lord', 'nebulis'],
  betray: ['discard', 'take'],
  scheme: ['discard'],
  decline: [],
  takeLocation: ['location'],
  drawLocations: ['count'],
  pickLocation: ['location'],
  payKeys: ['lords'],
  swapLocation: ['location'],
  reconquer: ['location'],
  giveKraken: ['seat'],
  placeKraken: ['race'],
  giveNebulis: ['seat'],
  heal: ['card'],
  execute: ['race'],
  discardAffiliated: ['card'],
  liberate: ['lord'],
  drawLoot: [],
  stopLoot: [],
  placeSentinel: ['zone', 'target'],
  ferryman: [],
  recipient: [],
  attack: ['space', 'card'],
  endFight: [],
  ignoreMonster: [],
  boost: ['pearls'],
  fightReward: ['leviathanTokens'],
  takeCouncil: ['race'],
  loseLord: ['lord'],
  targetOpponent: ['seat'],
  placeLeviathan: ['space'],
  strike: ['space'],
} as const satisfies { [T in ActionType]: readonly FieldsOf<T>[] };

// Compile-time check that no type's list forgets a field: every field of every action
// type must be listed above (the mapped type alone only checks that listed ones exist).
type Listed<T extends ActionType> = (typeof ACTION_FIELDS)[T][number];
type Forgotten = { [T in ActionType]: Exclude<FieldsOf<T>, Listed<T>> }[ActionType];
const everyFieldListed: [Forgotten] extends [never] ? true : Forgotten = true;
void everyFieldListed;

/** ACTION_FIELDS by type, for one lookup per action (a type read by name from ACTION_FIELDS is a keyed lookup, twice). */
const FIELDS_BY_TYPE: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(ACTION_FIELDS));

/** Why `action` carries a field its type does not define, or null. Unknown types pass (they are refused later). */
export function checkActionFields(action: object): EngineError | null {
  const type = (action as { type?: unknown }).type;
  if (typeof type !== 'string') return null;
  const allowed = FIELDS_BY_TYPE.get(type);
  if (allowed === undefined) return null;
  // for-in with an own-property test reads what Object.keys would, without building its array
  // (this runs on every public action).
  for (const key in action) {
    if (!Object.hasOwn(action, key) || key === 'type' || allowed.includes(key)) continue;
    const takes = allowed.length ? `it takes ${allowed.map((f) => `"${f}"`).join(' and ')}` : 'it takes nothing besides "type"';
    return { code: 'MALFORMED_ACTION', message: `A "${type}" action has no "${key}" field (${takes}).` };
  }
  return null;
}
