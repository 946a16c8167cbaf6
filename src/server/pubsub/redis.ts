// Redis pub/sub fan-out (when REDIS_URL is set): every process publishes its changes on one
// channel and listens to the others'. The store stays the authority: notices lost while a
// connection is down are made up by the hub (see onHealth), which reads the store instead.
import { Redis } from 'ioredis';
import type { GameNotice, PubSub } from './types.ts';

export class RedisPubSub implements PubSub {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly up = { pub: false, sub: false };
  private subscribed = false;
  private reported: boolean | null = null;
  private readonly healthListeners: ((up: boolean) => void)[] = [];

  constructor(url: string, private readonly origin: string, private readonly channel = 'abyss:games') {
    const opts = { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true };
    this.pub = new Redis(url, opts);
    this.sub = new Redis(url, opts);
    // Connection trouble is retried by ioredis; it must never crash the process.
    this.pub.on('error', () => undefined);
    this.sub.on('error', () => undefined);
    this.pub.on('ready', () => this.mark('pub', true));
    this.pub.on('close', () => this.mark('pub', false));
    this.sub.on('close', () => this.mark('sub', false));
    // ioredis announces 'ready' before it resubscribes: the subscription counts as back only
    // once Redis confirms it, so nothing published after that can be missed.
    this.sub.on('ready', () => {
      if (!this.subscribed) return;
      this.sub.subscribe(this.channel).then(() => this.mark('sub', true), () => undefined);
    });
  }

  async publish(notice: GameNotice): Promise<void> {
    await this.pub.publish(this.channel, JSON.stringify(notice));
  }

  async subscribe(handler: (notice: GameNotice) => void): Promise<void> {
    this.sub.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      let n: GameNotice;
      try {
        n = JSON.parse(message) as GameNotice;
      } catch {
        return;
      }
      if (n && typeof n.gameId === 'string' && typeof n.version === 'number' && (n.revokedSeat === undefined || Number.isInteger(n.revokedSeat)) && (n.renamed === undefined || n.renamed === true) && validPresence(n.presence) && n.origin !== this.origin) handler(n);
    });
    await this.sub.subscribe(this.channel);
    this.subscribed = true;
    this.mark('sub', true);
  }

  onHealth(listener: (up: boolean) => void): void {
    this.healthListeners.push(listener);
    if (this.reported === false) listener(false);
  }

  private mark(which: 'pub' | 'sub', up: boolean): void {
    this.up[which] = up;
    const now = this.up.pub && this.up.sub;
    if (now === this.reported) return;
    this.reported = now;
    for (const l of this.healthListeners) l(now);
  }

  async close(): Promise<void> {
    this.healthListeners.length = 0;
    this.pub.disconnect();
    this.sub.disconnect();
  }
}

/** Absent, or a short list of socket counts. */
function validPresence(p: unknown): boolean {
  return p === undefined || (Array.isArray(p) && p.length <= 8 && p.every((x) => Number.isInteger(x) && x >= 0));
}
