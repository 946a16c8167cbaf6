// A fingerprint of a game state for replay files: SHA-256 of its JSON without the event log
// (log wording may change between versions; the rules state may not).
import { createHash } from 'node:crypto';
import type { GameState } from '../engine/index.ts';

export function stateHash(s: GameState): string {
  const { log: _log, ...rest } = s;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}
