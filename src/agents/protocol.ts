// The line protocol between the runner and an external agent (docs/agent-protocol.md): one
// JSON object per line each way. This module only builds and checks messages; processes
// live in host.mjs and external.ts. Version 2 (the default) numbers every decide and wants
// the number back, sends the legal list once and the log only when the agent asks for it;
// version 1 (the spec's protocol=1) is kept as it was, for agents written against it.
// docs/agent-protocol.schema.json is generated from the message types below (npm run schema).
import type { Action, GameEvent, PlayerView, ScoreSheet } from '../engine/index.ts';
import type { CardTable } from './card-table.ts';

export const PROTOCOL_VERSION = 2;
export const PROTOCOL_VERSIONS = [1, 2] as const;
export type ProtocolVersion = (typeof PROTOCOL_VERSIONS)[number];

/** What an agent of version 2 asks for in its handshake: no log (default), the events since its last message, or the whole log each time. */
export const LOG_MODES = ['none', 'delta', 'full'] as const;
export type LogMode = (typeof LOG_MODES)[number];

/** The seat's view in version 2: `viewFor(state, seat)` without `legal` (sent once, beside it) and without `log` (sent apart, when asked). */
export type AgentView = Omit<PlayerView, 'legal' | 'log'>;

/** First line to the agent (version 2): who it is, what table it sits at (never the seed), and the table's cards. */
export interface HelloMessage {
  type: 'hello';
  protocol: 2;
  /** The agent's seat, 0-based. */
  seat: number;
  players: number;
  options: PlayerView['options'];
  /** Time allowed for each answer to a decide, in milliseconds. */
  timeoutMs: number;
  /** Every card of this table as data: Ally values and races, Lords, Locations, Outcasts, Leviathans. */
  cards: CardTable;
  /** The log modes the agent may ask for in its answer. */
  logModes: LogMode[];
}

/** The agent's answer to the handshake (version 2). */
export interface ReadyMessage {
  ready: true;
  protocol: 2;
  /** Which log the decide and end messages carry (default "none"). */
  log?: LogMode;
}

/** One decision of the agent's seat (version 2). */
export interface DecideMessage {
  type: 'decide';
  /** The request number (1, 2, 3… per agent): the answer must carry it. */
  id: number;
  view: AgentView;
  /** The seat's legal actions (the engine's `legalActions`); answer with one of them or its index. */
  legal: Action[];
  /** Only when asked in the handshake: the events since the last message ("delta") or the whole log ("full"). */
  log?: GameEvent[];
}

/** The agent's answer to a decide (version 2): the request's id and exactly one of `index` or `action`. */
export type AnswerMessage = { id: number; index: number } | { id: number; action: Action };

/** Last line (version 2): the final view and scores; no answer is expected. */
export interface EndMessage {
  type: 'end';
  seat: number;
  scores: ScoreSheet;
  view: AgentView;
  log?: GameEvent[];
}

export type ToAgent = HelloMessage | DecideMessage | EndMessage;
export type FromAgent = ReadyMessage | AnswerMessage;

// Version 1, unchanged.
export interface HelloMessageV1 {
  type: 'hello';
  protocol: 1;
  seat: number;
  players: number;
  options: PlayerView['options'];
  timeoutMs: number;
}
export interface DecideMessageV1 {
  type: 'decide';
  view: PlayerView;
  legal: Action[];
}
export interface EndMessageV1 {
  type: 'end';
  seat: number;
  scores: ScoreSheet;
  view: PlayerView;
}

/** A view and its table options without the seed (a view before the end never has it; strip it anyway). */
function seedless(options: PlayerView['options']): PlayerView['options'] {
  const { seed: _seed, ...rest } = options;
  return rest;
}

export function helloMessage(view: PlayerView, timeoutMs: number, cards: CardTable): HelloMessage {
  return { type: 'hello', protocol: 2, seat: view.seat!, players: view.playerCount, options: seedless(view.options), timeoutMs, cards, logModes: [...LOG_MODES] };
}

export function agentView(view: PlayerView): AgentView {
  const { legal: _legal, log: _log, ...rest } = view;
  return rest;
}

export function decideMessage(id: number, view: PlayerView, log?: GameEvent[]): DecideMessage {
  return { type: 'decide', id, view: agentView(view), legal: view.legal, ...(log ? { log } : {}) };
}

export function endMessage(view: PlayerView, log?: GameEvent[]): EndMessage {
  return { type: 'end', seat: view.seat!, scores: view.scores ?? [], view: agentView(view), ...(log ? { log } : {}) };
}

export function helloMessageV1(view: PlayerView, timeoutMs: number): HelloMessageV1 {
  return { type: 'hello', protocol: 1, seat: view.seat!, players: view.playerCount, options: seedless(view.options), timeoutMs };
}

export function decideMessageV1(view: PlayerView): DecideMessageV1 {
  return { type: 'decide', view, legal: view.legal };
}

export function endMessageV1(view: PlayerView): EndMessageV1 {
  return { type: 'end', seat: view.seat!, scores: view.scores ?? [], view };
}

/** Structural equality of plain JSON values (key order does not matter, array order does). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => sameJson(x, bb[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** `text` with its control characters written as \\uXXXX (a binary line never reaches a terminal raw). */
export function printable(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    out += c < 0x20 || (c >= 0x7f && c <= 0x9f) ? `\\u${c.toString(16).padStart(4, '0')}` : ch;
  }
  return out;
}

function short(text: string): string {
  const clean = printable(text);
  return clean.length > 200 ? `${clean.slice(0, 200)}…` : clean;
}

function parseObject(line: string, what: string): { msg: Record<string, unknown> } | { problem: string } {
  let msg: unknown;
  try {
    msg = JSON.parse(line);
  } catch {
    return { problem: `answered ${what} with a line that is not JSON: ${short(line)}` };
  }
  if (typeof msg !== 'object' || msg === null || Array.isArray(msg)) return { problem: `answered ${what} with ${short(line)}, not a JSON object` };
  return { msg: msg as Record<string, unknown> };
}

/** The handshake's answer in version 1: `{"ready": true}` (other fields are ignored). Returns a problem or null. */
export function checkReadyV1(line: string): string | null {
  const r = parseObject(line, 'the handshake');
  if ('problem' in r) return r.problem;
  if (r.msg.ready !== true) return `answered the handshake without {"ready": true}: ${short(line)}`;
  return null;
}

/** The handshake's answer in version 2: `{"ready": true, "protocol": 2, "log"?: mode}`; the log mode, or a problem. */
export function checkReady(line: string): { log: LogMode } | { problem: string } {
  const r = parseObject(line, 'the handshake');
  if ('problem' in r) return r;
  const m = r.msg;
  if (m.ready !== true) return { problem: `answered the handshake without {"ready": true}: ${short(line)}` };
  if (m.protocol !== 2) {
    return { problem: `answered the handshake without "protocol": 2 (${short(line)}): a version 1 agent runs with the spec parameter protocol=1 (ext:protocol=1:command), or answers {"ready": true, "protocol": 2}` };
  }
  const extra = Object.keys(m).filter((k) => k !== 'ready' && k !== 'protocol' && k !== 'log');
  if (extra.length) return { problem: `answered the handshake with unknown field(s) ${extra.map((k) => `"${short(k)}"`).join(', ')}: the fields are ready, protocol and log` };
  if (m.log !== undefined && !(LOG_MODES as readonly unknown[]).includes(m.log)) return { problem: `asked for the log ${short(JSON.stringify(m.log))}: "log" is one of ${LOG_MODES.map((x) => `"${x}"`).join(', ')}` };
  return { log: (m.log as LogMode | undefined) ?? 'none' };
}

function pick(m: Record<string, unknown>, legal: readonly Action[]): { action: Action } | { problem: string } {
  if (m.index !== undefined) {
    if (!Number.isInteger(m.index) || (m.index as number) < 0 || (m.index as number) >= legal.length) {
      return { problem: `answered index ${short(JSON.stringify(m.index))}, not an integer from 0 to ${legal.length - 1}` };
    }
    return { action: legal[m.index as number] };
  }
  const found = legal.find((a) => sameJson(a, m.action));
  if (!found) return { problem: `answered an action that is not among the legal ones: ${short(JSON.stringify(m.action))}` };
  return { action: found };
}

/** Version 1: `{"action": …}` (one of legal) or `{"index": i}`; the legal action itself, or a problem. */
export function parseAnswerV1(line: string, legal: readonly Action[]): { action: Action } | { problem: string } {
  let msg: unknown;
  try {
    msg = JSON.parse(line);
  } catch {
    return { problem: `answered with a line that is not JSON: ${short(line)}` };
  }
  if (typeof msg !== 'object' || msg === null || Array.isArray(msg)) return { problem: `answered with ${short(line)} instead of {"action": …} or {"index": i}` };
  const m = msg as Record<string, unknown>;
  if (m.index === undefined && m.action === undefined) return { problem: `answered ${short(line)} instead of {"action": …} or {"index": i}` };
  return pick(m, legal);
}

/**
 * Version 2: `{"id": n, "index": i}` or `{"id": n, "action": A}` for request `id`: exactly one
 * of index and action, no other field, and the id of the decide being answered (an answer to
 * an earlier request, or a line nobody asked for, is refused by its id).
 */
export function parseAnswer(line: string, id: number, legal: readonly Action[]): { action: Action } | { problem: string } {
  const r = parseObject(line, `request ${id}`);
  if ('problem' in r) return r;
  const m = r.msg;
  if (m.id === undefined) return { problem: `answered request ${id} without its "id": ${short(line)}` };
  if (m.id !== id) {
    const stale = Number.isInteger(m.id) && (m.id as number) < id;
    return { problem: `answered ${stale ? `request ${String(m.id)} again (a stale or extra line)` : `"id" ${short(JSON.stringify(m.id))}`} while request ${id} was asked` };
  }
  const extra = Object.keys(m).filter((k) => k !== 'id' && k !== 'index' && k !== 'action');
  if (extra.length) return { problem: `answered request ${id} with unknown field(s) ${extra.map((k) => `"${short(k)}"`).join(', ')}: an answer has "id" and one of "index" or "action"` };
  if (m.index !== undefined && m.action !== undefined) return { problem: `answered request ${id} with both "index" and "action": give one of them` };
  if (m.index === undefined && m.action === undefined) return { problem: `answered request ${id} with neither "index" nor "action": ${short(line)}` };
  return pick(m, legal);
}
