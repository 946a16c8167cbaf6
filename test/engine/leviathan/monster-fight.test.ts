// A Monster revealed while exploring, answered by an attack, with the real fight (leviathan/fight.ts):
// the fight and its reward come first, then the end of the exploration sends the rest of the
// track to the Council (docs/leviathan.md, "Monsters revealed while exploring").
import { describe, expect, it } from 'vitest';
import { LEVIATHAN_MONSTER_FIRST, LORD, legalActions, type GameState } from '../mutable.ts';
import { advance } from '../../../src/engine/flow.ts';
import { act, ally, giveLords, setHand, stackDeck } from '../fixtures.ts';
import { clearBorder, ctx, leviathansConserved, lgame, setBorder } from './helpers.ts';

const MONSTER = LEVIATHAN_MONSTER_FIRST;
// The Jellyfish Leviathan 6: one health step (resistance 6, 1 Monster token).
const JELLY_6 = 3;

function exploring(track: number[], hand: number[]): GameState {
  const s = lgame(2, 5);
  clearBorder(s);
  setBorder(s, 2, JELLY_6);
  setHand(s, 0, hand);
  stackDeck(s, [...track, MONSTER]);
  for (const _ of track) s.track.push(s.explorationDeck.pop()!);
  s.pending = null;
  s.turn.acted = true;
  s.tasks = [{ t: 'reveal' }, { t: 'endExploration' }, { t: 'keys' }, { t: 'afterAction' }];
  advance(s, ctx());
  return s;
}

/** Plays the first listed action of every decision of seat 0 until the turn passes. */
function finishTurn(s: GameState): GameState {
  while (s.pending && s.pending.seat === 0 && s.pending.kind !== 'main') {
    const a = s.pending.kind === 'afterAction' ? { type: 'endTurn' as const } : legalActions(s)[0];
    s = act(s, a);
  }
  return s;
}

describe('attacking from a Monster, with the real fight', () => {
  it('slays with a sure attack (Crab 5 + a die against 6); then the rest of the track goes to the Council', () => {
    const crab5 = ally('crab', 5);
    const track = [ally('squid', 1), ally('seahorse', 2)];
    const s = exploring(track, [crab5, ally('squid', 3)]);
    expect(legalActions(s)).toEqual([{ type: 'attack', space: 2, card: crab5 }, { type: 'continue' }]);
    const t = finishTurn(act(s, { type: 'attack', space: 2, card: crab5 }));
    expect(t.players[0].slain).toEqual([JELLY_6]);
    expect(t.leviathan!.scourge).toBe(0);
    expect(t.explorationDiscard).toContain(MONSTER);
    expect(t.explorationDiscard).toContain(crab5);
    expect(t.council[4]).toContain(track[0]);
    expect(t.council[2]).toContain(track[1]);
    expect(t.track).toEqual([]);
    expect(t.threat).toBe(1);
    leviathansConserved(t);
  });

  it('the Ship Master is paid for the races the Council receives after the fight', () => {
    const crab5 = ally('crab', 5);
    const s = exploring([ally('squid', 1), ally('seahorse', 2)], [crab5]);
    giveLords(s, 0, [LORD.shipMaster]);
    const before = s.players[0].pearls;
    const t = finishTurn(act(s, { type: 'attack', space: 2, card: crab5 }));
    // The reward taken was a normal Monster token (the first listed): the only Pearls are the Ship Master's 2.
    expect(t.log.some((e) => e.kind === 'leviathanToken')).toBe(false);
    expect(t.players[0].pearls).toBe(before + 2);
  });
});
