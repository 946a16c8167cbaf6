// The Sorcerer and the Rebel. (docs/leviathan.md, "The Leviathan Lords").
import { BORDER_SPACES, LEVIATHANS, LORD } from '../cards.ts';
import { type Ctx, say } from '../state.ts';
import { ownLeviathan } from './part.ts';
import type { EngineError, GameState, LeviathanTask } from '../types.ts';
import { occupiedSpaces } from './border.ts';
import { beatStep, canAttack, slay } from './fight.ts';

/**
 * The Sorcerer: its owner may attack a Leviathan at once (any one, with an eligible Ally; a
 * kill counts toward the turn's limit). Nothing is asked when no attack is possible.
 */
export function sorcerer(s: GameState, ctx: Ctx): void {
  const seat = s.current;
  if (!canAttack(s, seat, -1)) {
    say(ctx, () => ({ kind: 'noLeviathanFight', args: { lord: LORD.sorcerer }, seat }));
    return;
  }
  s.pending = { kind: 'leviathanAttack', seat, space: -1, optional: true };
}

/**
 * The Rebel: the next health step of a Leviathan at the Border is beaten as if hit. With one
 * Leviathan there, it is struck without asking; with none, nothing happens.
 */
export function rebel(s: GameState, ctx: Ctx): void {
  const seat = s.current;
  const spaces = occupiedSpaces(s);
  if (spaces.length === 0) {
    say(ctx, () => ({ kind: 'noLeviathanFight', args: { lord: LORD.rebel }, seat }));
    return;
  }
  if (spaces.length === 1) strike(s, ctx, seat, spaces[0]);
  else s.pending = { kind: 'rebel', seat };
}

/** The 'rebel' decision's action: checks the space (an error, state untouched) and strikes. */
export function rebelStrike(s: GameState, ctx: Ctx, seat: number, space: unknown): EngineError | null {
  if (typeof space !== 'number' || !Number.isInteger(space)) return { code: 'MALFORMED_ACTION', message: 'Name the Border space (0 to 8) of the Leviathan to strike.' };
  if (space < 0 || space >= BORDER_SPACES || !s.leviathan!.border[space]) {
    return { code: 'ILLEGAL_CHOICE', message: 'There is no Leviathan on that Border space.' };
  }
  s.pending = null;
  strike(s, ctx, seat, space);
  return null;
}

/**
 * One health step beaten by the Rebel: the Altruist and the Taxidermist apply, the last step
 * slays the Leviathan (the Scourge, a newcomer to an empty Border), and the tokens come as a
 * fight's reward. It is no attack: no attack follows it.
 */
function strike(s: GameState, ctx: Ctx, seat: number, space: number): void {
  // Taken to change: beatStep changes this very object.
  const b = ownLeviathan(s).border[space]!;
  const tokens = beatStep(s, ctx, seat, space);
  const queue: LeviathanTask[] = [];
  if (b.beaten === LEVIATHANS[b.id].steps.length && slay(s, ctx, seat, space)) queue.push({ t: 'arrival', seat });
  queue.push({ t: 'fightReward', seat, count: tokens });
  s.tasks.unshift(...queue);
}
