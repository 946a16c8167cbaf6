// A Monster revealed while exploring, in a Leviathan game: the Threat track is gone; the
// explorer attacks a Leviathan at the Border, or keeps exploring and a new Leviathan comes.
// (docs/leviathan.md, "Monsters revealed while exploring").
import { LORD, TRACK_SPACES } from '../cards.ts';
import { type Ctx, hasActiveLord, say } from '../state.ts';
import { own } from '../state-copy.ts';
import { gainPearls } from '../hooks.ts';
import type { Action, EngineError, GameState } from '../types.ts';
import { attack, attackActions, attackRefusal, canAttack } from './fight.ts';

type MonsterDecision = { kind: 'leviathanMonster'; seat: number; forced: boolean };

/** Called by explore.ts's reveal when the card just put on the track is a Monster. */
export function leviathanMonster(s: GameState, ctx: Ctx): void {
  void ctx;
  s.pending = { kind: 'leviathanMonster', seat: s.current, forced: s.track.length === TRACK_SPACES };
}

/**
 * Every attack on a Leviathan at the Border the explorer could make; keeping on exploring unless
 * the Monster sits on the last space and an attack is possible; ignoring it with the Coward.
 */
export function monsterActions(s: GameState, d: MonsterDecision): Action[] {
  const out = attackActions(s, d.seat, -1);
  if (!d.forced || out.length === 0) out.push({ type: 'continue' });
  if (hasActiveLord(s.players[d.seat], LORD.coward)) out.push({ type: 'ignoreMonster' });
  return out;
}

export function applyMonster(s: GameState, d: MonsterDecision, a: Action, ctx: Ctx): EngineError | null | undefined {
  switch (a.type) {
    case 'attack':
      return attackFromTrack(s, d, a, ctx);
    case 'continue':
      if (d.forced && canAttack(s, d.seat, -1)) {
        return illegal('The Monster is on the last space: you must attack a Leviathan at the Border.');
      }
      s.pending = null;
      discardMonster(s);
      say(ctx, () => ({ kind: 'borderMonsterContinue', args: {}, seat: d.seat }));
      // The Leviathan comes before the next card is revealed.
      s.tasks.unshift({ t: 'arrival', seat: d.seat }, { t: 'reveal' });
      return null;
    case 'ignoreMonster':
      if (!hasActiveLord(s.players[d.seat], LORD.coward)) return illegal('Only the Coward lets you ignore a Monster.');
      s.pending = null;
      discardMonster(s);
      say(ctx, () => ({ kind: 'borderMonsterIgnored', args: {}, seat: d.seat }));
      s.tasks.unshift({ t: 'reveal' });
      return null;
    default:
      return undefined;
  }
}

/**
 * The explorer attacks: the exploration ends (the already queued 'endExploration' sends the rest
 * of the track to the Council), the Monster is discarded, and the fight starts. Checked as
 * `attack` checks it before anything changes, so that a refused attack leaves the state as it
 * was (any copy of a listed Ally is accepted, as `attack` accepts it).
 */
function attackFromTrack(s: GameState, d: MonsterDecision, a: Extract<Action, { type: 'attack' }>, ctx: Ctx): EngineError | null {
  const refused = attackRefusal(s, d.seat, a.space, a.card);
  if (refused) return refused;
  s.pending = null;
  discardMonster(s);
  say(ctx, () => ({ kind: 'borderMonsterAttack', args: { forced: d.forced }, seat: d.seat }));
  if (d.forced) {
    gainPearls(s, ctx, d.seat, 1);
  }
  return attack(s, ctx, d.seat, a.space, a.card);
}

/** The Monster leaves the track (it is its last card) for the discard: the track never fills with Monsters. */
function discardMonster(s: GameState): void {
  own.explorationDiscard(s).push(own.track(s).pop()!);
}

function illegal(message: string): EngineError {
  return { code: 'ILLEGAL_CHOICE', message };
}
