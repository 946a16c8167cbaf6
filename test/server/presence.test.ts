// Presence across server processes: each process announces its sockets per seat over the
// fan-out; a process that dies silently is forgotten after three missed refreshes.
import { afterEach, describe, expect, it } from 'vitest';
import { Presence } from '../../src/server/presence.ts';
import type { GameNotice, PubSub } from '../../src/server/pubsub/types.ts';

/** An in-memory fan-out between processes (what Redis does between real ones). */
class Bus {
  private readonly handlers: { origin: string; handler: (n: GameNotice) => void }[] = [];
  silenced = new Set<string>();
  for(origin: string): PubSub {
    return {
      publish: async (n) => {
        if (this.silenced.has(origin)) return;
        for (const h of this.handlers) if (h.origin !== n.origin) h.handler(n);
      },
      subscribe: async (handler) => void this.handlers.push({ origin, handler }),
      close: async () => undefined,
    };
  }
}

/** Errors a process reported (a fan-out failure, or two processes answering each other for ever). */
const errors: unknown[] = [];
afterEach(() => {
  expect(errors).toEqual([]);
  errors.length = 0;
});

function serverProcess(bus: Bus, origin: string, clock: { now: number }): Presence {
  const pubsub = bus.for(origin);
  const p = new Presence({ pubsub, origin, now: () => clock.now, refreshMs: 1000, onError: (e) => errors.push(e) });
  void pubsub.subscribe((n) => p.heard(n));
  return p;
}

describe('presence between processes', () => {
  it('sees a seat online while any process holds a socket for it, and for how long it has been offline', () => {
    const bus = new Bus();
    const clock = { now: 5000 };
    const a = serverProcess(bus, 'a', clock);
    const b = serverProcess(bus, 'b', clock);
    const changes: string[] = [];
    b.onChange((g) => changes.push(g));
    expect(b.online('g1', 1)).toBe(false);
    expect(b.offlineForMs('g1', 3, 1)).toBe(0);
    clock.now += 300;
    expect(b.offlineForMs('g1', 3, 1)).toBe(300);
    a.count('g1', 3, 1, 1);
    expect(b.online('g1', 1)).toBe(true);
    expect(b.offlineForMs('g1', 3, 1)).toBe(0);
    expect(changes).toEqual(['g1']);
    // A second socket of the same seat on b, then a's closes: still online.
    b.count('g1', 3, 1, 1);
    a.count('g1', 3, 1, -1);
    expect(b.online('g1', 1)).toBe(true);
    expect(a.online('g1', 1)).toBe(true);
    b.count('g1', 3, 1, -1);
    expect(a.online('g1', 1)).toBe(false);
    clock.now += 700;
    expect(a.offlineForMs('g1', 3, 1)).toBe(700);
    expect(b.online('g1', 0)).toBe(false);
  });

  it('tells a process that starts watching later at once, and forgets one that stopped announcing', () => {
    const bus = new Bus();
    const clock = { now: 0 };
    const a = serverProcess(bus, 'a', clock);
    a.count('g', 2, 0, 1);
    const late = serverProcess(bus, 'late', clock);
    expect(late.online('g', 0)).toBe(false);
    // Its first socket announces it; a answers at once with its own.
    late.count('g', 2, 1, 1);
    expect(late.online('g', 0)).toBe(true);
    expect(a.online('g', 1)).toBe(true);
    late.count('g', 2, 1, -1);
    a.refresh();
    expect(late.online('g', 0)).toBe(true);
    bus.silenced.add('a');
    clock.now += 3000;
    late.refresh();
    expect(late.online('g', 0)).toBe(true);
    clock.now += 1;
    late.refresh();
    expect(late.online('g', 0)).toBe(false);
  });
});
