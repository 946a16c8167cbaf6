// "Since your last turn": what the other seats did since my previous decision, read from the
// log my seat sees (public lines and my own private ones), grouped by the seat that acted.
import type { GameEvent } from '../../engine/index.ts';

export interface SeatMoves {
  /** The seat that acted; null for lines of the table itself (a refill, the end trigger). */
  seat: number | null;
  lines: string[];
}

/**
 * Walks back from the newest line to my latest line and returns what lies between, oldest
 * first. When it is my decision now, the lines at the end that are mine (my turn's start,
 * my moves so far this turn) are passed over first, so the summary shows what came before.
 */
export function sinceLastTurn(log: readonly GameEvent[], me: number, myDecision: boolean): SeatMoves[] {
  let i = log.length - 1;
  if (myDecision) while (i >= 0 && log[i].seat === me) i--;
  const lines: GameEvent[] = [];
  for (; i >= 0 && log[i].seat !== me; i--) lines.push(log[i]);
  lines.reverse();
  const out: SeatMoves[] = [];
  for (const e of lines) {
    const seat = e.seat ?? null;
    const last = out[out.length - 1];
    if (last && (last.seat === seat || seat === null)) last.lines.push(e.text);
    else out.push({ seat, lines: [e.text] });
  }
  return out;
}
