// The random bot: uniform over the legal actions, from its own seeded stream.
import { makeRng } from './rng.ts';
import type { Bot } from './types.ts';

export function createRandomBot(seed = 1, name = 'random'): Bot {
  const rng = makeRng(seed);
  return { name, decide: (view) => view.legal[rng.int(view.legal.length)] };
}
