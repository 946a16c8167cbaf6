// Which seats have an open socket, on this process or any other. Each process counts its own
// sockets per seat and announces its counts over the pub/sub fan-out whenever they change and
// again every `refreshMs` (the counts of a process that died without a word expire after three
// missed refreshes); a process that hears from one it did not know answers with its own at
// once, so a process that starts watching a game later learns them. With one process
// (LocalPubSub) nothing travels and the local counts are the whole truth.
import type { GameNotice, PubSub } from './pubsub/types.ts';

export interface PresenceOptions {
  pubsub: PubSub;
  origin: string;
  now: () => number;
  /** Period of the re-announcement (ms; default 20 s). */
  refreshMs?: number;
  onError?: (e: unknown) => void;
}

interface Remote {
  counts: number[];
  at: number;
}

export class Presence {
  /** This process's open sockets per game and seat. */
  private readonly local = new Map<string, number[]>();
  /** Other processes' last announced counts per game. */
  private readonly remote = new Map<string, Map<string, Remote>>();
  /** Per game and seat: since when (ms) this process sees the seat offline; null while online. */
  private readonly offlineSince = new Map<string, (number | null)[]>();
  private readonly listeners = new Set<(gameId: string) => void>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly opts: PresenceOptions) {}

  private get refreshMs(): number {
    return this.opts.refreshMs ?? 20_000;
  }

  /** Starts the periodic re-announcement (a server; tests call refresh() themselves). */
  start(): void {
    if (this.refreshMs > 0) this.timer = setInterval(() => this.refresh(), this.refreshMs).unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Listens for seats of a game coming online or going offline. */
  onChange(listener: (gameId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A socket of this process opened (+1) or closed (-1) for `seat` of a game with `seats` seats. */
  count(gameId: string, seats: number, seat: number, delta: 1 | -1): void {
    let c = this.local.get(gameId);
    if (!c) this.local.set(gameId, (c = new Array<number>(seats).fill(0)));
    c[seat] = Math.max(0, (c[seat] ?? 0) + delta);
    this.announce(gameId, c);
    if (c.every((n) => n === 0)) this.local.delete(gameId);
    this.update(gameId, seats);
  }

  /** Counts announced by another process. */
  heard(n: GameNotice): void {
    if (!n.presence) return;
    let byOrigin = this.remote.get(n.gameId);
    if (!byOrigin) this.remote.set(n.gameId, (byOrigin = new Map()));
    // A process newly watching this game does not know our sockets yet: tell it now rather
    // than at the next refresh.
    // Recorded before answering: with a fan-out that delivers at once, the answer comes back
    // here before this call returns, and must find the sender known (else the two answer each
    // other for ever).
    const newcomer = !byOrigin.has(n.origin);
    if (n.presence.every((x) => x === 0)) byOrigin.delete(n.origin);
    else byOrigin.set(n.origin, { counts: n.presence, at: this.opts.now() });
    if (byOrigin.size === 0) this.remote.delete(n.gameId);
    const local = this.local.get(n.gameId);
    if (local && newcomer) this.announce(n.gameId, local);
    this.update(n.gameId, n.presence.length);
  }

  /** Re-announces this process's counts and drops those of processes silent too long. */
  refresh(): void {
    for (const [gameId, c] of this.local) this.announce(gameId, c);
    const stale = this.opts.now() - 3 * this.refreshMs;
    for (const [gameId, byOrigin] of this.remote) {
      const seats = Math.max(...[...byOrigin.values()].map((r) => r.counts.length));
      let dropped = false;
      for (const [origin, r] of byOrigin) if (r.at < stale) dropped = byOrigin.delete(origin) || dropped;
      if (byOrigin.size === 0) this.remote.delete(gameId);
      if (dropped) this.update(gameId, seats);
    }
  }

  /** Whether some process has a socket open for the seat. */
  online(gameId: string, seat: number): boolean {
    if ((this.local.get(gameId)?.[seat] ?? 0) > 0) return true;
    for (const r of this.remote.get(gameId)?.values() ?? []) if ((r.counts[seat] ?? 0) > 0) return true;
    return false;
  }

  /**
   * Milliseconds the seat has been offline as this process saw it (0 while online). A seat
   * never seen online counts from the first time this process was asked about the game.
   */
  offlineForMs(gameId: string, seats: number, seat: number): number {
    const since = this.since(gameId, seats)[seat];
    return since === null || since === undefined ? 0 : Math.max(0, this.opts.now() - since);
  }

  /** Forgets a game nobody watches here any more (unloaded). */
  forget(gameId: string): void {
    if (!this.local.has(gameId)) this.offlineSince.delete(gameId);
  }

  private since(gameId: string, seats: number): (number | null)[] {
    let s = this.offlineSince.get(gameId);
    if (!s) {
      const now = this.opts.now();
      s = Array.from({ length: seats }, (_, seat) => (this.online(gameId, seat) ? null : now));
      this.offlineSince.set(gameId, s);
    }
    return s;
  }

  private update(gameId: string, seats: number): void {
    const s = this.since(gameId, seats);
    let changed = false;
    for (let seat = 0; seat < s.length; seat++) {
      const on = this.online(gameId, seat);
      if (on === (s[seat] === null)) continue;
      s[seat] = on ? null : this.opts.now();
      changed = true;
    }
    if (changed) for (const l of this.listeners) l(gameId);
  }

  private announce(gameId: string, counts: number[]): void {
    // `version` is required by the notice format; presence notices never move a game on.
    this.opts.pubsub.publish({ gameId, version: 0, origin: this.opts.origin, presence: [...counts] }).catch((e) => this.opts.onError?.(e));
  }
}
