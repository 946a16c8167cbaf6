// Which moves may be taken back: the one rule behind the server's undo (src/server/undo.ts) and
// offline games' (src/web/offline), so that both allow exactly the same undos.
import type { GameState, ReadonlyGameState } from './types.ts';
import { viewFor } from './view.ts';

/**
 * Whether the move from a state whose `current` seat was `currentBefore` to `after`, made by
 * `seat` (`revealed`: its events brought hidden information to light), may be undone: it was
 * taken in that seat's own turn, the game did not end and nothing hidden came to light.
 */
export function isUndoable(currentBefore: number, after: ReadonlyGameState, seat: number, revealed: boolean): boolean {
  return !revealed && !after.over && currentBefore === seat && !peeks(after, seat);
}

/**
 * Whether the seat's view now shows it hidden cards that no event flagged (a look through a
 * power). Taking Black Smokers shows its new owner the Location stack, but the engine's event
 * carries no `reveals` (reported); undoing that would let a player look and take it back.
 */
function peeks(after: ReadonlyGameState, seat: number): boolean {
  // (viewFor only reads the state.)
  return after.pending?.seat === seat && viewFor(after as GameState, seat).locationStack !== undefined;
}
