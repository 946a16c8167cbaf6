// Bot speed: the client spaces out the views that other seats' moves produce, so that three
// bot turns never land in one burst before mine. Pure timing decisions (paceGap) and a small
// queue (ViewPacer) with its clock handed in, so both are tested without waiting.
import type { ViewResponse } from '../../protocol/game.ts';

export const BOT_SPEEDS = ['instant', 'normal', 'slow'] as const;
export type BotSpeed = (typeof BOT_SPEEDS)[number];

/** Time each move by another seat stays on screen before the next one is shown (ms). */
export const SPEED_GAP_MS: Record<BotSpeed, number> = { instant: 0, normal: 700, slow: 1600 };

/** Past this many views waiting, the table catches up at once rather than lag ever further behind. */
export const MAX_BACKLOG = 24;

/**
 * The pause to keep between the view shown and `next`: none for the first view, a change
 * without a new version, or a move that was mine (the decision shown was my seat's);
 * the speed's gap for everyone else's moves (spectators see every move paced).
 */
export function paceGap(speed: BotSpeed, shown: ViewResponse | null, next: ViewResponse, backlog = 0): number {
  if (!shown || next.version <= shown.version || backlog > MAX_BACKLOG) return 0;
  const decider = shown.view.pending?.seat;
  if (shown.view.over || (shown.seat !== null && decider === shown.seat)) return 0;
  return SPEED_GAP_MS[speed];
}

export interface PacerDeps {
  apply(v: ViewResponse): void;
  /** The view on screen now (null before the first). */
  shown(): ViewResponse | null;
  speed(): BotSpeed;
  now(): number;
  schedule(fn: () => void, ms: number): unknown;
  cancel(handle: unknown): void;
}

/** Views pushed by the server wait here until their turn to be shown. */
export class ViewPacer {
  private readonly queue: ViewResponse[] = [];
  private timer: unknown = null;
  private lastShownAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly deps: PacerDeps) {}

  get waiting(): number {
    return this.queue.length;
  }

  push(v: ViewResponse): void {
    this.queue.push(v);
    this.pump();
  }

  /** Shows everything waiting, then `v` (an answer to my own request) at once. */
  flush(v?: ViewResponse): void {
    this.stop();
    for (const q of this.queue.splice(0)) this.show(q);
    if (v) this.show(v);
  }

  /** Forgets what waits (another game is opening). */
  drop(): void {
    this.stop();
    this.queue.length = 0;
  }

  stop(): void {
    if (this.timer !== null) this.deps.cancel(this.timer);
    this.timer = null;
  }

  private show(v: ViewResponse): void {
    this.deps.apply(v);
    this.lastShownAt = this.deps.now();
  }

  private pump(): void {
    if (this.timer !== null) return;
    while (this.queue.length > 0) {
      const gap = paceGap(this.deps.speed(), this.deps.shown(), this.queue[0], this.queue.length);
      const wait = this.lastShownAt + gap - this.deps.now();
      if (gap > 0 && wait > 0) {
        this.timer = this.deps.schedule(() => {
          this.timer = null;
          this.pump();
        }, wait);
        return;
      }
      this.show(this.queue.shift()!);
    }
  }
}
