// Dead position (rulings.md, "End of game"; a house rule, the rulebook has no end for it):
// once the Lord deck is empty (with De Profundis, the Outcast deck too), the Court can only
// shrink by recruitment. When every seat has since taken a whole turn in which nobody
// recruited, nothing can change any more, so the game ends at once and is scored. Without
// this a game can loop forever (three unaffordable Ambassadors at Court, no Ally to draw).
//
// `s.quiet` is absent until it matters, so states of games that never get there keep the
// JSON (and replay fingerprints) they always had. While present it holds one bit per seat
// that completed such a quiet turn, and QUIET_TURN while the turn in progress still counts.
import type { GameState } from './types.ts';

const QUIET_TURN = 1 << 8;

function decksEmpty(s: GameState): boolean {
  return s.lordDeck.length === 0 && s.outcastDeck.length === 0;
}

/** A turn starts: it counts as a whole turn only if the decks are already empty. */
export function quietTurnStarts(s: GameState): void {
  if (decksEmpty(s)) s.quiet = (s.quiet ?? 0) | QUIET_TURN;
}

/** A Lord or an Outcast joined a player: the Court moved, so every count starts again. */
export function somebodyRecruited(s: GameState): void {
  if (s.quiet !== undefined) s.quiet = 0;
}

/** The current turn ends: true when, with it, every seat has taken a quiet whole turn. */
export function quietTurnEnds(s: GameState): boolean {
  if (s.quiet === undefined || !(s.quiet & QUIET_TURN)) return false;
  s.quiet = (s.quiet & ~QUIET_TURN) | (1 << s.current);
  const everyone = (1 << s.players.length) - 1;
  return (s.quiet & everyone) === everyone;
}
