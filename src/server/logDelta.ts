// Views that send only what changed. A client that holds its seat's view at some version needs
// only the event-log lines it lacks. The log grows by appends, except an undo, which replays
// the game without the undone actions and may cut lines off the end. This records, per game,
// how long the full log was at each version seen here and where undos cut it, so the server
// can tell which prefix a client still shares with the current log.
import type { GameEvent } from '../engine/index.ts';

export class LogHistory {
  /** Full event-log length at each version this process has seen. */
  private readonly lengthAt = new Map<number, number>();
  /** Versions whose change did not just append (undos), with the length of the prefix kept. */
  private readonly cuts: { version: number; kept: number }[] = [];

  note(version: number, length: number): void {
    this.lengthAt.set(version, length);
  }

  cut(version: number, kept: number): void {
    this.cuts.push({ version, kept });
  }

  /**
   * Length of the full-log prefix that every version from `since` to now shares with the
   * current log; null when `since` was never seen here (e.g. before this process loaded the
   * game), so the whole log must be sent.
   */
  sharedPrefix(since: number): number | null {
    const length = this.lengthAt.get(since);
    if (length === undefined) return null;
    let n = length;
    for (const c of this.cuts) if (c.version > since) n = Math.min(n, c.kept);
    return n;
  }
}

/** How many of the first `fullLength` lines of the full log `seat` sees (its view's log index). */
export function seatLines(log: readonly GameEvent[], fullLength: number, seat: number | null): number {
  let n = 0;
  for (let i = 0; i < fullLength && i < log.length; i++) if (log[i].to === undefined || log[i].to === seat) n++;
  return n;
}

/** Number of leading events two logs have in common. */
export function commonPrefix(a: readonly GameEvent[], b: readonly GameEvent[]): number {
  let i = 0;
  while (i < a.length && i < b.length && (a[i] === b[i] || JSON.stringify(a[i]) === JSON.stringify(b[i]))) i++;
  return i;
}
