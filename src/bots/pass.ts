// The pass bot: declines, passes or ends its turn whenever the rules let it, and otherwise
// takes the first legal action. A floor for ratings: every other bot should beat it.
import type { Action } from '../engine/index.ts';
import type { Bot } from './types.ts';

const DO_NOTHING: ReadonlySet<Action['type']> = new Set(['pass', 'decline', 'skipAction', 'endTurn', 'continue']);

export function createPassBot(name = 'pass'): Bot {
  return { name, decide: (view) => view.legal.find((a) => DO_NOTHING.has(a.type)) ?? view.legal[0] };
}
