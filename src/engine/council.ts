// Request Support from the Council.
import { LORD, RACES } from './cards.ts';
import { nonEmptyStackMask, nonEmptyStacks, takeStack } from './powers.ts';
import { type Ctx, hasActiveLord } from './state.ts';
import type { Action, GameState } from './types.ts';

/** How many stacks the current player takes: 2 with the Alchemist (if two are there). */
export function stacksToTake(s: GameState): number {
  return stacksToTakeOf(s, nonEmptyStackMask(s));
}

/** stacksToTake from the stacks that have cards, as race bits. */
function stacksToTakeOf(s: GameState, stacks: number): number {
  if (stacks === 0) return 0;
  // A second stack only with the Alchemist, and only when there is one.
  return (stacks & (stacks - 1)) !== 0 && hasActiveLord(s.players[s.current], LORD.alchemist) ? 2 : 1;
}

/** Every choice of stacks for the support action (unordered pairs with the Alchemist). */
export function supportChoices(s: GameState): number[][] {
  const stacks = nonEmptyStacks(s);
  const n = stacksToTake(s);
  if (n === 0) return [];
  if (n === 1) return stacks.map((r) => [r]);
  const out: number[][] = [];
  for (let i = 0; i < stacks.length; i++) for (let j = i + 1; j < stacks.length; j++) out.push([stacks[i], stacks[j]]);
  return out;
}

/**
 * Appends a support action for each of supportChoices, in its order, from the stacks as race
 * bits (the listing's hot path: no intermediate arrays).
 */
export function addSupportActions(s: GameState, out: Action[]): void {
  const stacks = nonEmptyStackMask(s);
  if (stacks === 0) return;
  const pairs = stacksToTakeOf(s, stacks) === 2;
  for (let i = 0; stacks >> i; i++) {
    if (!(stacks & (1 << i))) continue;
    if (!pairs) out.push({ type: 'support', races: [RACES[i]] });
    else for (let j = i + 1; stacks >> j; j++) if (stacks & (1 << j)) out.push({ type: 'support', races: [RACES[i], RACES[j]] });
  }
}

export function requestSupport(s: GameState, ctx: Ctx, races: number[]): void {
  // Queued first: a Kraken Sentinel that comes back with a stack is placed before them.
  s.tasks.unshift({ t: 'keys' }, { t: 'afterAction' });
  for (const r of races) takeStack(s, ctx, r);
}
