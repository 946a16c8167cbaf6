// Turn structure: the task runner, start and end of turn, the final round and game end.
import { LORD } from './cards.ts';
import { refillCheck } from './court.ts';
import { quietTurnEnds, quietTurnStarts } from './dead.ts';
import { endExploration, offer, reveal } from './explore.ts';
import { keysCheck } from './locations.ts';
import { ONCE_PER_TURN_LORDS, canUsePower, holdsOncePerTurnLord, opponentsEffect, requireDiscard, resolvePower } from './powers.ts';
import { gainLord } from './recruit.ts';
import { endAffiliations, scoreSheet } from './scoring.ts';
import { type Ctx, hasActiveLord, opponentHasActive, say } from './state.ts';
import { own, ownPlayer } from './state-copy.ts';
import {
  expansionPowers, expansionsBeforeGameEnd, expansionsTurnStart, gainPearls, outcastsRecruited, playsMartialLaw, runExpansionTask,
} from './hooks.ts';
import type { GameState, Task } from './types.ts';

/** Runs queued tasks until a player must decide or the game is over. */
export function advance(s: GameState, ctx: Ctx): void {
  while (s.pending === null && !s.over) {
    const task = s.tasks.shift();
    if (task === undefined) startTurn(s, ctx);
    else runTask(s, ctx, task);
  }
}

function runTask(s: GameState, ctx: Ctx, task: Task): void {
  switch (task.t) {
    case 'reveal': return reveal(s, ctx);
    case 'offer': return offer(s, ctx, task.from);
    case 'endExploration': return endExploration(s, ctx);
    case 'gainLord': return gainLord(s, ctx, task.lord);
    case 'power': return resolvePower(s, ctx, task.lord);
    case 'opponentsEffect': return opponentsEffect(s, ctx, task.lord, task.seats);
    case 'refill': return refillCheck(s, ctx);
    case 'keys': return keysCheck(s, ctx);
    case 'afterAction': return afterAction(s);
    case 'endTurn': return endTurn(s, ctx);
    case 'martialLaw': return martialLaw(s);
    case 'nextTurn': return nextTurn(s, ctx);
    case 'endGame': return finishGame(s, ctx, true);
    default:
      if (!runExpansionTask(s, ctx, task)) throw new Error(`no active expansion runs task ${task.t}`);
  }
}

/** Start of turn: the Landlord's Pearl, then the player plots and acts. */
function startTurn(s: GameState, ctx: Ctx): void {
  s.turn = { purchases: 0, buyers: 0, powersUsed: 0, acted: false, peek: false };
  quietTurnStarts(s);
  say(ctx, () => ({ kind: 'turn', args: { final: s.lastSeat >= 0 }, seat: s.current }));
  const p = s.players[s.current];
  if (hasActiveLord(p, LORD.landlord)) {
    say(ctx, () => ({ kind: 'landlord', args: {}, seat: s.current }));
    gainPearls(s, ctx, s.current, 1);
  }
  expansionsTurnStart(s, ctx);
  s.pending = { kind: 'main', seat: s.current };
}

export function usablePowers(s: GameState): number[] {
  const out: number[] = [];
  if (holdsOncePerTurnLord(s.players[s.current])) for (const lord of ONCE_PER_TURN_LORDS) if (canUsePower(s, lord)) out.push(lord);
  expansionPowers(s, out);
  return out;
}

/** After the action: the player may still use once-per-turn powers before ending the turn. */
function afterAction(s: GameState): void {
  if (usablePowers(s).length > 0) s.pending = { kind: 'afterAction', seat: s.current };
  else s.tasks.unshift({ t: 'endTurn' });
}

/** End of turn: the Commander's hand limit, then Martial Law (if played), then the next turn. */
function endTurn(s: GameState, ctx: Ctx): void {
  s.tasks.unshift({ t: 'martialLaw' }, { t: 'nextTurn' });
  const hand = s.players[s.current].hand.length;
  if (hand > 6 && opponentHasActive(s, s.current, LORD.commander)) {
    requireDiscard(s, ctx, s.current, hand - 6, 'commander');
  }
}

export const MARTIAL_LAW_LIMIT = 12;

function martialLaw(s: GameState): void {
  const excess = s.players[s.current].hand.length - MARTIAL_LAW_LIMIT;
  if (excess > 0 && playsMartialLaw(s)) s.pending = { kind: 'martialLaw', seat: s.current, count: excess };
}

function nextTurn(s: GameState, ctx: Ctx): void {
  if (quietTurnEnds(s)) {
    say(ctx, () => ({ kind: 'deadPosition', args: { deProfundis: outcastsRecruited(s) } }));
    finishGame(s, ctx);
    return;
  }
  if (s.extraTurns > 0) {
    s.extraTurns -= 1;
    say(ctx, () => ({ kind: 'extraTurn', args: {}, seat: s.current }));
    return;
  }
  if (s.lastSeat === s.current) {
    finishGame(s, ctx);
    return;
  }
  s.current = (s.current + 1) % s.players.length;
}

/** Everyone affiliates the lowest Ally of each race left in hand, then the game is scored. */
function finishGame(s: GameState, ctx: Ctx, settled = false): void {
  // An expansion's own end-of-game steps come first; its 'endGame' task ends the game after them.
  if (!settled && expansionsBeforeGameEnd(s, ctx)) return;
  s.players.forEach((_, seat) => {
    const p = ownPlayer(s, seat);
    p.affiliated.push(...endAffiliations(p.hand));
    for (const c of p.hand) if (!p.affiliated.includes(c)) own.explorationDiscard(s).push(c);
    p.hand = [];
  });
  s.over = true;
  s.pending = null;
  s.tasks = [];
  // Bookkeeping of a running game only: a finished state keeps the shape it always had.
  delete s.quiet;
  say(ctx, () => ({ kind: 'gameOver', args: {}, reveals: true }));
  if (!ctx.events) return;
  for (const line of scoreSheet(s)) {
    say(ctx, () => ({ kind: 'score', args: { player: line.seat, total: line.total, locations: line.locations, lords: line.lords, allies: line.allies, monsters: line.monsters, pearls: line.pearls, rank: line.rank, ...(line.nebulis !== undefined ? { nebulis: line.nebulis } : {}) } }));
  }
}
