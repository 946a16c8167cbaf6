// Request shapes, checked before anything reaches the engine. The action schema checks the
// generic shape only (a known-looking `type`, small integers, short strings, short arrays):
// which fields each action needs, and whether it is legal now, is the engine's to decide.
import { MAX_NAME_LENGTH } from './protocol.ts';

const smallInt = { type: 'integer', minimum: 0, maximum: 10_000 } as const;
const shortString = { type: 'string', maxLength: 32 } as const;

export const actionSchema = {
  type: 'object',
  required: ['type'],
  maxProperties: 8,
  properties: { type: { type: 'string', pattern: '^[A-Za-z]{1,32}$' } },
  propertyNames: { pattern: '^[A-Za-z]{1,32}$' },
  additionalProperties: {
    anyOf: [smallInt, shortString, { type: 'array', maxItems: 32, items: { anyOf: [smallInt, shortString] } }],
  },
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
    creatorSeat: { anyOf: [{ type: 'integer', minimum: 0, maximum: 3 }, { type: 'null' }] },
    players: {
      type: 'array',
      minItems: 2,
      maxItems: 4,
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
        // A number replays the old 32-bit deals; hex (32–64 digits) is a full-strength seed.
        seed: { anyOf: [{ type: 'integer', minimum: 0, maximum: 4294967295 }, { type: 'string', pattern: '^[0-9a-f]{32,64}$' }] },
        startSeat: { type: 'integer', minimum: 0, maximum: 3 },
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

export const hostBody = {
  type: 'object',
  required: ['hostToken', 'seat'],
  additionalProperties: false,
  properties: { hostToken: secret, seat: { type: 'integer', minimum: 0, maximum: 3 } },
} as const;

// --- The same rules for WebSocket messages (no schema compiler on that path). ---

function isSmallInt(x: unknown): boolean {
  return Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 10_000;
}
function isShortString(x: unknown): boolean {
  return typeof x === 'string' && x.length <= 32;
}

/** Mirrors actionSchema. */
export function isActionShape(x: unknown): boolean {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const keys = Object.keys(x);
  if (keys.length > 8) return false;
  const o = x as Record<string, unknown>;
  if (typeof o.type !== 'string' || !/^[A-Za-z]{1,32}$/.test(o.type)) return false;
  for (const k of keys) {
    if (k === 'type') continue;
    if (!/^[A-Za-z]{1,32}$/.test(k)) return false;
    const v = o[k];
    if (isSmallInt(v) || isShortString(v)) continue;
    if (Array.isArray(v) && v.length <= 32 && v.every((e) => isSmallInt(e) || isShortString(e))) continue;
    return false;
  }
  return true;
}

export function isVersion(x: unknown): x is number {
  return Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 1_000_000;
}

export function isRequestId(x: unknown): boolean {
  return x === undefined || (typeof x === 'string' && x.length <= 64);
}
