// Redis pub/sub fan-out (when REDIS_URL is set): every process publishes its changes on one
// channel and listens to the others'. A lost notice only delays a push: the store stays the
// authority, and a stale process catches up on its next append (the sequence check fails).
import { Redis } from 'ioredis';
import type { GameNotice, PubSub } from './types.ts';

export class RedisPubSub implements PubSub {
  private readonly pub: Redis;
  private readonly sub: Redis;

  constructor(url: string, private readonly origin: string, private readonly channel = 'abyss:games') {
    const opts = { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true };
    this.pub = new Redis(url, opts);
    this.sub = new Redis(url, opts);
    // Connection trouble is retried by ioredis; it must never crash the process.
    this.pub.on('error', () => undefined);
    this.sub.on('error', () => undefined);
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
      if (n && typeof n.gameId === 'string' && typeof n.version === 'number' && n.origin !== this.origin) handler(n);
    });
    await this.sub.subscribe(this.channel);
  }

  async close(): Promise<void> {
    this.pub.disconnect();
    this.sub.disconnect();
  }
}
