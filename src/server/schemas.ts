// Request shapes, checked before anything reaches the engine. Actions are checked per type:
// exactly the fields of that member of the engine's Action union, no others (junk fields
// would otherwise be stored in the log and the replay). Whether an action is legal now is
// the engine's to decide.
import { MAX_PLAYERS, MIN_PLAYERS, RACES, type Action, type ActionType } from '../engine/index.ts';
import { MAX_NAME_LENGTH, TURN_BASED_HOURS, TURN_TIMER_CHOICES } from '../protocol/game.ts';

const smallInt = { type: 'integer', minimum: 0, maximum: 10_000 } as const;
/** A seat of the largest table (5 seats with Leviathan); whether it exists at this table is checked later. */
const seatNumber = { type: 'integer', minimum: 0, maximum: MAX_PLAYERS - 1 } as const;
const race = { enum: [...RACES] } as const;
const intList = { type: 'array', maxItems: 32, items: smallInt } as const;
const raceList = { type: 'array', maxItems: 32, items: race } as const;
/** A flag that is either absent or true (recruit's `more`). */
const onlyTrue = { const: true } as const;

type FieldSchema = typeof smallInt | typeof race | typeof intList | typeof raceList | typeof onlyTrue | { enum: readonly string[] };
type FieldsOf<T extends ActionType> = Exclude<keyof Extract<Action, { type: T }>, 'type'>;
/** Every field of every action type; the mapped type makes tsc refuse a missing or extra one. */
type ActionFields = { [T in ActionType]: { [F in FieldsOf<T>]-?: FieldSchema } };

const ACTION_FIELDS: ActionFields = {
  plot: { deck: { enum: ['lords', 'outcasts'] }, nebulis: smallInt },
  explore: {},
  support: { races: raceList },
  recruit: { lord: smallInt, allies: intList, more: onlyTrue, nebulis: smallInt },
  addAlly: { card: smallInt },
  pay: { nebulis: smallInt },
  slaver: { card: smallInt },
  oracle: { race },
  opportunist: { lord: smallInt },
  endTurn: {},
  skipAction: {},
  buy: { nebulis: smallInt },
  pass: {},
  take: {},
  continue: {},
  fight: {},
  reward: { option: smallInt },
  takeFromTrack: { card: smallInt },
  affiliate: { card: smallInt },
  discard: { card: smallInt },
  payPearl: {},
  assassinate: { lord: smallInt },
  hunt: { target: smallInt },
  apprentice: { race },
  illusionist: { from: smallInt, to: smallInt },
  corrupt: { lord: smallInt, nebulis: smallInt },
  betray: { discard: smallInt, take: smallInt },
  scheme: { discard: smallInt },
  decline: {},
  takeLocation: { location: smallInt },
  drawLocations: { count: smallInt },
  pickLocation: { location: smallInt },
  payKeys: { lords: intList },
  swapLocation: { location: smallInt },
  reconquer: { location: smallInt },
  giveKraken: { seat: smallInt },
  placeKraken: { race },
  giveNebulis: { seat: smallInt },
  heal: { card: smallInt },
  execute: { race },
  discardAffiliated: { card: smallInt },
  liberate: { lord: smallInt },
  drawLoot: {},
  stopLoot: {},
  placeSentinel: { zone: { enum: ['court', 'council', 'location'] }, target: smallInt },
  ferryman: {},
  recipient: {},
  attack: { space: smallInt, card: smallInt },
  endFight: {},
  ignoreMonster: {},
  boost: { pearls: smallInt },
  fightReward: { leviathanTokens: smallInt },
  takeCouncil: { race },
  loseLord: { lord: smallInt },
  targetOpponent: { seat: smallInt },
  placeLeviathan: { space: smallInt },
  strike: { space: smallInt },
};

/** Optional fields (`?` in the Action union); every other field is required. */
const OPTIONAL_FIELDS: Partial<Record<ActionType, readonly string[]>> = {
  plot: ['deck', 'nebulis'], recruit: ['more', 'nebulis'], pay: ['nebulis'], buy: ['nebulis'], corrupt: ['nebulis'],
};

export const ACTION_TYPES = Object.keys(ACTION_FIELDS) as ActionType[];

/** One strict object schema per action type, selected by `type` (ajv's discriminator). */
export const actionSchema = {
  type: 'object',
  required: ['type'],
  discriminator: { propertyName: 'type' },
  oneOf: ACTION_TYPES.map((t) => {
    const fields = ACTION_FIELDS[t] as Record<string, FieldSchema>;
    const optional = OPTIONAL_FIELDS[t] ?? [];
    return {
      type: 'object',
      additionalProperties: false,
      required: ['type', ...Object.keys(fields).filter((f) => !optional.includes(f))],
      properties: { type: { const: t }, ...fields },
    };
  }),
} as const;

const version = { type: 'integer', minimum: 0, maximum: 1_000_000 } as const;

export const gameParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
} as const;

export const tokenQuery = {
  type: 'object',
  properties: { token: { type: 'string', maxLength: 200 } },
  additionalProperties: false,
} as const;

/** GET /view: the seat token and, optionally, the version the client holds (decimal digits). */
export const viewQuery = {
  type: 'object',
  properties: { token: { type: 'string', maxLength: 200 }, sinceVersion: { type: 'string', pattern: '^[0-9]{1,7}$' } },
  additionalProperties: false,
} as const;

/** GET /api/games: which list, how many, and the cursor of the page to start after. */
export const gameListQuery = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { enum: ['live', 'over'] },
    limit: { type: 'string', pattern: '^[0-9]{1,2}$' },
    before: { type: 'string', maxLength: 100, pattern: '^[0-9TZ:.-]{10,40}~[A-Za-z0-9_-]{1,64}$' },
  },
  additionalProperties: false,
} as const;

/** A version number from a query string ("12"), or undefined when absent or malformed. */
export function queryVersion(x: unknown): number | undefined {
  if (typeof x !== 'string' || !/^[0-9]{1,7}$/.test(x)) return undefined;
  const n = Number(x);
  return isVersion(n) ? n : undefined;
}

export const createGameBody = {
  type: 'object',
  required: ['players'],
  additionalProperties: false,
  properties: {
    creatorSeat: { anyOf: [seatNumber, { type: 'null' }] },
    players: {
      type: 'array',
      // Five seats only with Leviathan: the engine's checkOptions says so when the options lack it.
      minItems: MIN_PLAYERS,
      maxItems: MAX_PLAYERS,
      items: {
        type: 'object',
        required: ['kind'],
        additionalProperties: false,
        properties: {
          kind: { enum: ['human', 'bot'] },
          level: { enum: ['easy', 'medium', 'hard'] },
          name: { type: 'string', maxLength: MAX_NAME_LENGTH, pattern: '^[^\\u0000-\\u001f\\u007f<>]*$' },
        },
      },
    },
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        martialLaw: { type: 'boolean' },
        deProfundis: { type: 'boolean' },
        kraken: { type: 'boolean' },
        leviathan: { type: 'boolean' },
        // A number replays the old 32-bit deals; hex (32–64 digits) is a full-strength seed.
        seed: { anyOf: [{ type: 'integer', minimum: 0, maximum: 4294967295 }, { type: 'string', pattern: '^[0-9a-f]{32,64}$' }] },
        startSeat: seatNumber,
        listed: { type: 'boolean' },
        spectators: { type: 'string', enum: ['warn', 'refuse'] },
        turnSeconds: { enum: [...TURN_TIMER_CHOICES] },
        turnBased: {
          type: 'object',
          required: ['hours', 'onTimeout'],
          additionalProperties: false,
          properties: { hours: { enum: [...TURN_BASED_HOURS] }, onTimeout: { enum: ['bot', 'end'] } },
        },
      },
    },
  },
} as const;

export const actionBody = {
  type: 'object',
  required: ['version', 'action'],
  additionalProperties: false,
  properties: { version, action: actionSchema },
} as const;

export const undoBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: { version },
} as const;

export const myGamesBody = {
  type: 'object',
  required: ['tokens'],
  additionalProperties: false,
  properties: { tokens: { type: 'array', maxItems: 100, items: { type: 'string', minLength: 1, maxLength: 200 } } },
} as const;

/** A one-time invite or transfer code (256 bits in base64url: 43 characters). */
const secret = { type: 'string', minLength: 1, maxLength: 200 } as const;

export const codeBody = {
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: { code: secret },
} as const;

/** POST /claim: the code, and the name the player chooses (an invite). */
export const claimBody = {
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: { code: secret, name: { type: 'string', maxLength: 200 } },
} as const;

export const absentBody = {
  type: 'object',
  required: ['version', 'seat', 'choice'],
  additionalProperties: false,
  properties: { version, seat: seatNumber, choice: { enum: ['bot', 'end'] } },
} as const;

export const hostBody = {
  type: 'object',
  required: ['hostToken', 'seat'],
  additionalProperties: false,
  properties: { hostToken: secret, seat: seatNumber },
} as const;

// --- The same rules for WebSocket messages (no schema compiler on that path). ---

function fieldProblem(schema: FieldSchema, v: unknown): boolean {
  const ok = (sch: FieldSchema, x: unknown): boolean => {
    if ('enum' in sch) return typeof x === 'string' && (sch.enum as readonly string[]).includes(x);
    if ('const' in sch) return x === sch.const;
    if (sch.type === 'integer') return Number.isInteger(x) && (x as number) >= sch.minimum && (x as number) <= sch.maximum;
    return Array.isArray(x) && x.length <= sch.maxItems && x.every((e) => ok(sch.items, e));
  };
  return !ok(schema, v);
}

/** Mirrors actionSchema: null when the action has the shape of its type, else what is wrong. */
export function actionProblem(x: unknown): string | null {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return 'The action must be an object.';
  const o = x as Record<string, unknown>;
  if (typeof o.type !== 'string' || !Object.hasOwn(ACTION_FIELDS, o.type)) return 'Unknown action type.';
  const t = o.type as ActionType;
  const fields = ACTION_FIELDS[t] as Record<string, FieldSchema>;
  const optional = OPTIONAL_FIELDS[t] ?? [];
  for (const k of Object.keys(o)) {
    if (k !== 'type' && !Object.hasOwn(fields, k)) return `The action "${t}" has no field "${k.slice(0, 32)}".`;
  }
  for (const [k, schema] of Object.entries(fields)) {
    if (!Object.hasOwn(o, k)) {
      if (optional.includes(k)) continue;
      return `The action "${t}" needs the field "${k}".`;
    }
    if (fieldProblem(schema, o[k])) return `The field "${k}" of the action "${t}" is invalid.`;
  }
  return null;
}

export function isVersion(x: unknown): x is number {
  return Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 1_000_000;
}

export function isRequestId(x: unknown): boolean {
  return x === undefined || (typeof x === 'string' && x.length <= 64);
}
