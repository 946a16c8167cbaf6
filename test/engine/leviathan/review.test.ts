// Regression tests from the review of the Leviathan expansion (issue 11): each one names the
// rule it guards.
import { describe, expect, it } from 'vitest';
import { LEVIATHAN_MONSTER_FIRST, LORD, applyAction, legalActions, type GameState } from '../mutable.ts';
import { advance } from '../../../src/engine/flow.ts';
import { attackActions } from '../../../src/engine/leviathan/fight.ts';
import { act, ally, rejects, setCourt, setHand, stackDeck } from '../fixtures.ts';
import { leviathanGame, placeLeviathan, withDice } from './fight-fixtures.ts';
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

describe('a Leviathan Lord recruited through another Lord', () => {
  // The Leviathan with no race and one step, resistance 7 (1 Monster token).
  const PLAIN_7 = 19;
  const CRAB_5 = ally('crab', 5);

  /** Seat 0 has just recruited the Corruptor (its 5 Pearls in hand) with the Sorcerer at Court. */
  function corrupting(extraTurns = 0): GameState {
    const s = leviathanGame();
    placeLeviathan(s, 7, PLAIN_7);
    setHand(s, 0, [CRAB_5, ally('crab', 4)]);
    setCourt(s, [LORD.sorcerer, LORD.trader, LORD.peddler]);
    s.players[0].pearls = 5;
    s.extraTurns = extraTurns;
    s.turn.acted = true;
    s.pending = { kind: 'corruptor', seat: 0 };
    s.tasks = [{ t: 'refill' }, { t: 'keys' }, { t: 'afterAction' }];
    return s;
  }

  it('the Corruptor recruiting the Sorcerer: the fight comes at once, then the rest of the recruitment and the turn', () => {
    let s = act(corrupting(), { type: 'corrupt', lord: LORD.sorcerer });
    expect(s.players[0].lords).toEqual([LORD.sorcerer]);
    expect(s.pending).toEqual({ kind: 'leviathanAttack', seat: 0, space: -1, optional: true });
    withDice(s, [2]);
    s = act(s, { type: 'attack', space: 7, card: CRAB_5 });
    expect(s.players[0].slain).toEqual([PLAIN_7]);
    // The Border emptied: a newcomer came (rolled) before the reward.
    expect(s.leviathan!.border.filter((b) => b !== null)).toHaveLength(1);
    expect(s.pending).toEqual({ kind: 'fightReward', seat: 0, count: 1 });
    s = act(s, { type: 'fightReward', leviathanTokens: 0 });
    // One kill this turn: no further attack is offered; the recruitment's refill, keys and the end of turn follow.
    expect(s.pending?.kind === 'afterAction' ? act(s, { type: 'endTurn' }).current : s.current).toBe(1);
  });

  it('the Invoker\'s extra turn is a new turn: its kill limit starts again', () => {
    let s = act(corrupting(1), { type: 'corrupt', lord: LORD.sorcerer });
    withDice(s, [2]);
    s = act(act(s, { type: 'attack', space: 7, card: CRAB_5 }), { type: 'fightReward', leviathanTokens: 0 });
    if (s.pending?.kind === 'afterAction') s = act(s, { type: 'endTurn' });
    expect([s.current, s.pending?.kind, s.turn.slain ?? 0]).toEqual([0, 'main', 0]);
    expect(attackActions(s, 0, -1).length).toBeGreaterThan(0);
  });
});

describe('an Exploration deck with no Ally left to find', () => {
  /**
   * Seat 0 explores with `track` already out and one Monster left to reveal, the last card of
   * the deck; nothing else in the deck or its discard. Its hand cannot fight the Leviathan there.
   */
  function lastMonster(track: number[]): GameState {
    const s = lgame(2, 5);
    clearBorder(s);
    setBorder(s, 2, JELLY_6);
    setHand(s, 0, [ally('squid', 3)]);
    stackDeck(s, [...track, MONSTER]);
    for (const _ of track) s.track.push(s.explorationDeck.pop()!);
    // The rest of the deck and the discard wait in the Council (where cards may pile up).
    s.council[0].push(...s.explorationDeck.splice(0, s.explorationDeck.length - 1), ...s.explorationDiscard.splice(0));
    s.pending = null;
    s.turn.acted = true;
    s.tasks = [{ t: 'reveal' }, { t: 'endExploration' }, { t: 'keys' }, { t: 'afterAction' }];
    advance(s, ctx());
    return s;
  }

  it('keeping on past the last Monster finds nothing more: the Monster is not reshuffled and revealed again for ever', () => {
    const squid1 = ally('squid', 1);
    const s = lastMonster([squid1]);
    expect(s.pending?.kind).toBe('leviathanMonster');
    expect(legalActions(s)).toEqual([{ type: 'continue' }]);
    const r = applyAction(s, { type: 'continue' });
    if (!r.ok) throw new Error(r.error.message);
    const t = r.state;
    // The deck is exhausted (its discard holds only that Monster): the explorer takes the Ally on the track.
    expect(r.events.map((e) => e.kind).filter((k) => k === 'reveals' || k === 'deckReshuffled' || k === 'deckExhausted')).toEqual(['deckExhausted']);
    expect(t.players[0].hand).toEqual([ally('squid', 3), squid1]);
    expect(t.explorationDiscard).toEqual([MONSTER]);
    expect(t.pending?.kind === 'leviathanMonster').toBe(false);
  });

  it('exploring is not offered when only Monsters are left to reveal', () => {
    const s = lastMonster([]);
    const t = act(s, { type: 'continue' });
    expect(t.current === 0 && t.pending?.kind === 'afterAction' ? act(t, { type: 'endTurn' }).current : t.current).toBe(1);
    const u = t.current === 1 ? t : act(t, { type: 'endTurn' });
    expect(u.explorationDeck).toEqual([]);
    expect(u.explorationDiscard).toEqual([MONSTER]);
    expect(legalActions(u).some((a) => a.type === 'explore')).toBe(false);
    rejects(u, { type: 'explore' }, 'ILLEGAL_CHOICE');
  });
});
