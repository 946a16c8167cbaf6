// Which process runs a game's bot turns. Every process that holds a game loaded hears of each
// of its changes (the fan-out), so without an owner every process would ask its own bots for
// the same decision: the work done twice, one of the two answers refused as stale, and the two
// processes' bot threads competing (issue 29, point 9: p95 1.5 s with two processes at 480
// tables). A game's bot turns belong to the process that holds its lease in the shared store.
//
// The lease is sticky and cheap: the first bot turn a process meets claims it (one query); the
// process then renews all of its leases together with one query every `ttlMs / 3`, so later
// bot turns ask nothing of the store. A process that finds another owner leaves the game
// alone and looks again once a lease's time (`ttlMs`) has passed; `BotRunner` re-pokes games
// waiting for a bot on every renewal tick. A killed owner (kill -9) stops renewing: its leases
// expire after at most `ttlMs` and the next process to look takes them, so its games' bots
// play on after at most about twice `ttlMs`. A process that closes gives its leases back.
//
// A process trusts its own lease only until `ttlMs * 2 / 3` after the start of the renewal that
// confirmed it (the store counts `ttlMs` from later): it never acts on a lease the store may
// already have handed on, as long as clocks run at the same rate. Even then the store's
// append arbitrates every move (two racing answers never both land).
import type { LeaseStore } from './storage/types.ts';

/** Decides whether this process runs a game's bot turns. */
export interface BotTurnOwner {
  /** True when this process may run the game's bot turn now (sync when known, else asks the store). */
  mine(gameId: string): boolean | Promise<boolean>;
  /** Known not to be ours (another process holds it): skip without asking. */
  elsewhere(gameId: string): boolean;
  /** The game no longer needs bot turns here (over, unloaded). */
  release(gameId: string): void;
  /** Starts renewing; `tick` runs after each renewal (the runner re-pokes waiting games). */
  start(tick: () => void): void;
  close(): Promise<void>;
}

/** One process owns everything (SQLite, or no fan-out): every bot turn is ours. */
export class SoleOwner implements BotTurnOwner {
  mine(): boolean {
    return true;
  }
  elsewhere(): boolean {
    return false;
  }
  release(): void {}
  start(): void {}
  async close(): Promise<void> {}
}

export interface LeaseOwnerOptions {
  /** This process's id (the hub's origin). */
  owner: string;
  /** Lease time (ms, default 6000): a killed owner's games wait about twice this for their bots. */
  ttlMs?: number;
  /** Clock in ms (tests pass a fake one). */
  now?: () => number;
  onError?: (e: unknown) => void;
}

export class LeaseOwner implements BotTurnOwner {
  private readonly ttlMs: number;
  private readonly now: () => number;
  /** Games whose lease this process holds, with the time until which it trusts it. */
  private readonly held = new Map<string, number>();
  /** Games another process held when last asked, with the time to ask again. */
  private readonly others = new Map<string, number>();
  private readonly claiming = new Map<string, Promise<boolean>>();
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly store: LeaseStore, private readonly opts: LeaseOwnerOptions) {
    this.ttlMs = opts.ttlMs ?? 6000;
    this.now = opts.now ?? (() => Date.now());
  }

  private get trust(): number {
    return (this.ttlMs * 2) / 3;
  }

  elsewhere(gameId: string): boolean {
    const until = this.others.get(gameId);
    if (until === undefined) return false;
    if (this.now() < until) return true;
    this.others.delete(gameId);
    return false;
  }

  mine(gameId: string): boolean | Promise<boolean> {
    if (this.closed) return false;
    const until = this.held.get(gameId);
    if (until !== undefined && this.now() < until) return true;
    if (this.elsewhere(gameId)) return false;
    let p = this.claiming.get(gameId);
    if (!p) {
      const started = this.now();
      p = this.store.claim(gameId, this.opts.owner, this.ttlMs).then(
        (ok) => {
          if (this.closed) return false;
          if (ok) {
            this.held.set(gameId, started + this.trust);
            this.others.delete(gameId);
          } else {
            this.held.delete(gameId);
            this.others.set(gameId, this.now() + this.ttlMs);
          }
          return ok;
        },
        (e: unknown) => {
          this.opts.onError?.(e);
          return false;
        },
      ).finally(() => this.claiming.delete(gameId));
      this.claiming.set(gameId, p);
    }
    return p;
  }

  release(gameId: string): void {
    this.others.delete(gameId);
    if (!this.held.delete(gameId) || this.closed) return;
    this.store.release(this.opts.owner, gameId).catch((e: unknown) => this.opts.onError?.(e));
  }

  /** Renews every lease held; the leases the store no longer gives this process are dropped. */
  async renew(): Promise<void> {
    const started = this.now();
    const keys = await this.store.renew(this.opts.owner, this.ttlMs);
    if (this.closed) return;
    const kept = new Set(keys);
    for (const id of [...this.held.keys()]) if (!kept.has(id)) this.held.delete(id);
    for (const id of keys) this.held.set(id, started + this.trust);
  }

  start(tick: () => void): void {
    const every = this.ttlMs / 3;
    const loop = () => {
      this.timer = setTimeout(() => {
        this.renew().catch((e: unknown) => this.opts.onError?.(e)).finally(() => {
          if (this.closed) return;
          tick();
          loop();
        });
      }, every);
      this.timer.unref();
    };
    loop();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.held.clear();
    this.others.clear();
    // Handed back at once: another process takes the games at its next look, not after expiry.
    await this.store.release(this.opts.owner, null).catch((e: unknown) => this.opts.onError?.(e));
  }
}
