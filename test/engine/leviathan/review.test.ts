// Regression tests from the review of the Leviathan expansion (issue 11): each one names the
// rule it guards.
import { describe, expect, it } from 'vitest';
import { LEVIATHAN_MONSTER_FIRST, applyAction, legalActions, type GameState } from '../../../src/engine/index.ts';
import { advance } from '../../../src/engine/flow.ts';
import { act, ally, rejects, setHand, stackDeck } from '../fixtures.ts';
import { clearBorder, ctx, lgame, setBorder } from './helpers.ts';

const MONSTER = LEVIATHAN_MONSTER_FIRST;
// The Jellyfish Leviathan 6: one health step (resistance 6, 1 Monster token).
const JELLY_6 = 3;

/** Seat 0 explores and reveals a Monster after `track`; JELLY_6 alone at the Border (space 2). */
function monsterRevealed(hand: number[], track: number[] = [ally('squid', 1)]): GameState {
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

describe('attacking from a revealed Monster', () => {
  it('accepts any copy of a listed Ally, as every other attack does (copies fight alike)', () => {
    const first = ally('crab', 2, 0);
    const second = ally('crab', 2, 1);
    const s = monsterRevealed([first, second]);
    expect(s.pending?.kind).toBe('leviathanMonster');
    // One action for the two copies: the listing names the first.
    expect(legalActions(s)).toEqual([{ type: 'attack', space: 2, card: first }, { type: 'continue' }]);
    const t = act(s, { type: 'attack', space: 2, card: second });
    expect(t.players[0].hand).toEqual([first]);
    expect(t.explorationDiscard).toContain(second);
    expect(t.log.some((e) => e.kind === 'leviathanAttack' && e.args.card === second)).toBe(true);
  });

  it('refuses, state unchanged and with the reason: a card not in hand, an empty space, an Ally that may not fight it', () => {
    const crab = ally('crab', 2);
    const squid = ally('squid', 3);
    const s = monsterRevealed([crab, squid]);
    rejects(s, { type: 'attack', space: 2, card: ally('crab', 3) }, 'CARD_NOT_IN_HAND');
    rejects(s, { type: 'attack', space: 3, card: crab }, 'ILLEGAL_CHOICE');
    rejects(s, { type: 'attack', space: 2, card: squid }, 'ILLEGAL_CHOICE');
    const r = applyAction(s, { type: 'attack', space: 2, card: squid });
    expect(r.ok ? null : r.error.message).toBe('Only Crabs, Krakens and jellyfish Allies can fight that Leviathan.');
  });
});
