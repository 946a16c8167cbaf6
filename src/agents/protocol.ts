// The line protocol between the runner and an external agent (docs/agent-protocol.md): one
// JSON object per line each way. This module only builds and checks messages; processes
// live in host.mjs and external.ts.
import type { Action, PlayerView, ScoreSheet } from '../engine/index.ts';

export const PROTOCOL_VERSION = 1;

/** First line to the agent: who it is and what table it sits at (never the seed). */
export interface HelloMessage {
  type: 'hello';
  protocol: number;
  seat: number;
  players: number;
  options: PlayerView['options'];
  /** Time allowed for each answer to a decide, in milliseconds. */
  timeoutMs: number;
}

/** One decision of the agent's seat: its own view and its legal actions (the same list as view.legal). */
export interface DecideMessage {
  type: 'decide';
  view: PlayerView;
  legal: Action[];
}

/** Last line: the final view (scores included); no answer is expected. */
export interface EndMessage {
  type: 'end';
  seat: number;
  scores: ScoreSheet;
  view: PlayerView;
}

export type ToAgent = HelloMessage | DecideMessage | EndMessage;

export function helloMessage(view: PlayerView, timeoutMs: number): HelloMessage {
  // A view before the end never carries the seed; strip it anyway, in case of a finished game.
  const { seed: _seed, ...options } = view.options;
  return { type: 'hello', protocol: PROTOCOL_VERSION, seat: view.seat!, players: view.playerCount, options, timeoutMs };
}

export function decideMessage(view: PlayerView): DecideMessage {
  return { type: 'decide', view, legal: view.legal };
}

export function endMessage(view: PlayerView): EndMessage {
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

function short(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/** The answer to the handshake: `{"ready": true}` (other fields are ignored). Returns a problem or null. */
export function checkReady(line: string): string | null {
  let msg: unknown;
  try {
    msg = JSON.parse(line);
  } catch {
    return `answered the handshake with a line that is not JSON: ${short(line)}`;
  }
  if (typeof msg !== 'object' || msg === null || (msg as { ready?: unknown }).ready !== true) return `answered the handshake without {"ready": true}: ${short(line)}`;
  return null;
}

/** Reads `{"action": …}` (one of legal) or `{"index": i}`; returns the legal action itself, or a problem. */
export function parseAnswer(line: string, legal: readonly Action[]): { action: Action } | { problem: string } {
  let msg: unknown;
  try {
    msg = JSON.parse(line);
  } catch {
    return { problem: `answered with a line that is not JSON: ${short(line)}` };
  }
  if (typeof msg !== 'object' || msg === null || Array.isArray(msg)) return { problem: `answered with ${short(line)} instead of {"action": …} or {"index": i}` };
  const m = msg as { action?: unknown; index?: unknown };
  if (m.index !== undefined) {
    if (!Number.isInteger(m.index) || (m.index as number) < 0 || (m.index as number) >= legal.length) {
      return { problem: `answered index ${short(JSON.stringify(m.index))}, not an integer from 0 to ${legal.length - 1}` };
    }
    return { action: legal[m.index as number] };
  }
  if (m.action !== undefined) {
    const found = legal.find((a) => sameJson(a, m.action));
    if (!found) return { problem: `answered an action that is not among the legal ones: ${short(JSON.stringify(m.action))}` };
    return { action: found };
  }
  return { problem: `answered ${short(line)} instead of {"action": …} or {"index": i}` };
}
