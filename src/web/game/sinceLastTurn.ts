// "Since your last turn": what the other seats did since my previous decision, read from the
// log my seat sees (public lines and my own private ones), grouped by the seat that acted.
import type { GameEvent, GameOptions } from '../../engine/index.ts';
import { eventText, logDeck } from '../../i18n/events.ts';
import type { Lang } from '../../i18n/lang.ts';

export interface SeatMoves {
  /** The seat that acted; null for lines of the table itself (a refill, the end trigger). */
  seat: number | null;
  lines: string[];
}

/**
 * Walks back from the newest line to my latest line and returns what lies between, oldest
 * first. When it is my decision now, the lines at the end that are mine (my turn's start,
 * my moves so far this turn) are passed over first, so the summary shows what came before.
 * A line of mine between two lines of the same other seat (I passed on an offer in their
 * turn) is a reply within their turn: it is left out and the walk goes on.
 */
export function sinceLastTurn(
  log: readonly GameEvent[], me: number, myDecision: boolean, options: Pick<GameOptions, 'names' | 'expansions'> = {}, lang: Lang = 'en',
): SeatMoves[] {
  const text = (e: GameEvent): string => eventText(e, lang, options.names ?? [], logDeck(options));
  let i = log.length - 1;
  if (myDecision) while (i >= 0 && log[i].seat === me) i--;
  const lines: GameEvent[] = [];
  for (; i >= 0; i--) {
    if (log[i].seat !== me) lines.push(log[i]);
    else if (!withinTurnOf(log, i)) break;
  }
  lines.reverse();
  const out: SeatMoves[] = [];
  for (const e of lines) {
    const seat = e.seat ?? null;
    const last = out[out.length - 1];
    if (last && (last.seat === seat || seat === null)) last.lines.push(text(e));
    else out.push({ seat, lines: [text(e)] });
  }
  return out;
}

/**
 * Whether the line at `i` sits right between two lines of the same other seat (lines of no
 * seat aside). My own turn never does: it has a line of mine next to each of its lines.
 */
function withinTurnOf(log: readonly GameEvent[], i: number): boolean {
  const seatNear = (from: number, step: number): number | undefined => {
    for (let k = from; k >= 0 && k < log.length; k += step) if (log[k].seat !== undefined) return log[k].seat;
    return undefined;
  };
  const before = seatNear(i - 1, -1);
  return before !== undefined && before !== log[i].seat && before === seatNear(i + 1, 1);
}
