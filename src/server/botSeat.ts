// Adapter between the server and the bots (src/bots, written separately): a bot decides from
// its seat's PlayerView only. Falls back to a uniformly random legal action when the bots
// module is missing or fails to load. Keep this file tiny: it is the one place to align.
import type { Action, PlayerView } from '../engine/index.ts';
import type { BotLevel } from '../protocol/game.ts';

export interface BotSeat {
  decide(view: PlayerView): Promise<Action> | Action;
  /** Set on the random stand-in used when the bots module is unavailable. */
  fallback?: true;
}
type CreateBot = (level: BotLevel, seed: number) => BotSeat;
type BotsModule = typeof import('../bots/index.ts');

let factory: Promise<CreateBot | null> | undefined;

function loadFactory(): Promise<CreateBot | null> {
  factory ??= import('../bots/index.ts').then(
    (m: BotsModule) => (level: BotLevel, seed: number) => m.createBot(m.parseBotSpec(level), seed),
    () => null,
  );
  return factory;
}

/** Loads the bots module ahead of the first decision (a worker warming up). */
export async function preloadBots(): Promise<void> {
  await loadFactory();
}

export async function createBotSeat(level: BotLevel, seed: number): Promise<BotSeat> {
  const create = await loadFactory();
  if (create) {
    try {
      return create(level, seed);
    } catch {
      // fall through to the random bot
    }
  }
  return { ...randomBotSeat(seed), fallback: true };
}

/** Uniformly random legal action, from a small seeded PRNG (mulberry32). */
export function randomBotSeat(seed: number): BotSeat {
  let x = seed >>> 0;
  return {
    decide(view: PlayerView): Action {
      x = (x + 0x6d2b79f5) >>> 0;
      let t = x;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      return view.legal[Math.floor(r * view.legal.length)];
    },
  };
}
