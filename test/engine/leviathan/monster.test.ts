// A Monster revealed while exploring in a Leviathan game (docs/leviathan.md, "Monsters revealed
// while exploring"), and Loot 6 revealing Monsters in a Kraken + Leviathan game. The fight itself
// is helper fight's (leviathan/fight.ts): a stand-in here lists an attack for each Leviathan at
// the Border with each Crab in hand and records the attacks it is asked to make, so that these
// tests check only what the Monster decision does around them.
import { describe, expect, it, vi } from 'vitest';
import {
  LEVIATHAN_MONSTER_FIRST, LOCATION, LORD, applyAction, legalActions, type Action, type GameState,
} from '../mutable.ts';
import { advance } from '../../../src/engine/flow.ts';
import {
  act, ally, giveKeyTokens, giveLords, rejects, setAvailableLocations, setHand, stackDeck,
} from '../fixtures.ts';
import { clearBorder, ctx, leviathansConserved, lgame, rollNext, setBorder, stackLeviathans } from './helpers.ts';

const attacks: { seat: number; space: number; card: number }[] = [];

vi.mock('../../../src/engine/leviathan/fight.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/engine/leviathan/fight.ts')>();
  const { allyRace, RACES } = await import('../../../src/engine/cards.ts');
  const crab = RACES.indexOf('crab');
  return {
    ...original,
    attackActions(s: GameState, seat: number, space: number): Action[] {
      const out: Action[] = [];
      s.leviathan!.border.forEach((b, i) => {
        if (!b || (space >= 0 && i !== space)) return;
        for (const card of s.players[seat].hand) if (allyRace(card) === crab) out.push({ type: 'attack', space: i, card });
      });
      return out;
    },
    attack(s: GameState, _ctx: unknown, seat: number, space: number, card: number) {
      attacks.push({ seat, space, card });
      const hand = s.players[seat].hand;
      hand.splice(hand.indexOf(card), 1);
      s.explorationDiscard.push(card);
      return null;
    },
  };
});

const MONSTER = LEVIATHAN_MONSTER_FIRST;
const WOUNDS_2 = 3;
const WOUNDS_3 = 2;
const CRAB = ally('crab', 2);
const SQUID = ally('squid', 3);

/**
 * Seat 0 explores: `track` already revealed, `next` on top of the deck; the Border holds one
 * Leviathan (WOUNDS_3, space 4) and WOUNDS_2 tops the Leviathan deck. Runs to the next decision.
 */
function exploring(track: number[], next: number[], hand: number[] = [CRAB, SQUID], players = 2): GameState {
  const s = lgame(players);
  clearBorder(s);
  setBorder(s, 4, WOUNDS_3);
  stackLeviathans(s, [WOUNDS_2]);
  setHand(s, 0, hand);
  stackDeck(s, [...track, ...next]);
  for (const _ of track) s.track.push(s.explorationDeck.pop()!);
  s.pending = null;
  s.turn.acted = true;
  s.tasks = [{ t: 'reveal' }, { t: 'endExploration' }, { t: 'keys' }, { t: 'afterAction' }];
  advance(s, ctx());
  return s;
}

const TRACK4 = [ally('jellyfish', 1), ally('seahorse', 1), ally('shellfish', 1), ally('squid', 1)];

describe('a Monster revealed while exploring', () => {
  it('asks the explorer: attack a Leviathan at the Border, or keep exploring', () => {
    const s = exploring([ally('jellyfish', 1)], [MONSTER]);
    expect(s.pending).toEqual({ kind: 'leviathanMonster', seat: 0, forced: false });
    expect(legalActions(s)).toEqual([{ type: 'attack', space: 4, card: CRAB }, { type: 'continue' }]);
    expect(s.threat).toBe(1);
  });

  it('attacking ends the exploration: the Monster is discarded, the rest of the track goes to the Council', () => {
    const s = exploring([ally('jellyfish', 1)], [MONSTER]);
    attacks.length = 0;
    const r = applyAction(s, { type: 'attack', space: 4, card: CRAB });
    if (!r.ok) throw new Error(r.error.message);
    const t = r.state;
    expect(attacks).toEqual([{ seat: 0, space: 4, card: CRAB }]);
    expect(t.explorationDiscard).toContain(MONSTER);
    expect(t.track).toEqual([]);
    expect(t.council[0]).toContain(ally('jellyfish', 1));
    expect(t.players[0].pearls).toBe(s.players[0].pearls);
    expect(r.events[0]).toEqual({ kind: 'borderMonsterAttack', args: { forced: false }, seat: 0 });
    expect(t.threat).toBe(1);
  });

  it('keeping on exploring: the Monster is discarded, a new Leviathan comes for the explorer, then the next card', () => {
    const s = exploring([ally('jellyfish', 1)], [MONSTER, ally('crab', 4)]);
    rollNext(s, 7);
    const r = applyAction(s, { type: 'continue' });
    if (!r.ok) throw new Error(r.error.message);
    const t = r.state;
    expect(t.track).toEqual([ally('jellyfish', 1), ally('crab', 4)]);
    expect(t.explorationDiscard).toContain(MONSTER);
    expect(r.events.map((e) => e.kind).slice(0, 4)).toEqual(['borderMonsterContinue', 'borderArrival', 'borderAttack', 'reveals']);
    // 7 lands on space 4, where WOUNDS_3 was: it attacks the explorer.
    expect(t.leviathan!.border[4]).toEqual({ id: WOUNDS_2, beaten: 0 });
    expect(t.players[0].wounds).toBe(3);
    expect(t.threat).toBe(1);
    leviathansConserved(t);
  });

  it('no Ally able to fight: only keep exploring', () => {
    const s = exploring([], [MONSTER], [SQUID]);
    expect(legalActions(s)).toEqual([{ type: 'continue' }]);
    rejects(s, { type: 'attack', space: 4, card: SQUID }, 'ILLEGAL_CHOICE');
  });

  it('on the last space, the explorer must attack when able, and gains 1 Pearl', () => {
    const s = exploring(TRACK4, [MONSTER]);
    expect(s.pending).toEqual({ kind: 'leviathanMonster', seat: 0, forced: true });
    expect(legalActions(s)).toEqual([{ type: 'attack', space: 4, card: CRAB }]);
    rejects(s, { type: 'continue' }, 'ILLEGAL_CHOICE');
    const t = act(s, { type: 'attack', space: 4, card: CRAB });
    expect(t.players[0].pearls).toBe(s.players[0].pearls + 1);
    expect(t.track).toEqual([]);
  });

  it('on the last space with no Ally able to fight: keep exploring (the track never fills with Monsters)', () => {
    const s = exploring(TRACK4, [MONSTER, ally('crab', 4)], [SQUID]);
    expect(legalActions(s)).toEqual([{ type: 'continue' }]);
    // Nobody can buy: the Ally revealed on the last space is the explorer's.
    s.players[1].pearls = 0;
    const t = act(s, { type: 'continue' });
    expect(t.explorationDiscard).toContain(MONSTER);
    expect(t.players[0].hand).toContain(ally('crab', 4));
    expect(t.track).toEqual([]);
  });

  it('the Coward: ignore the Monster, discarded, no Leviathan comes, exploring goes on (on the last space too)', () => {
    const s = exploring(TRACK4, [MONSTER, ally('crab', 4)]);
    giveLords(s, 0, [LORD.coward]);
    expect(legalActions(s)).toEqual([{ type: 'attack', space: 4, card: CRAB }, { type: 'ignoreMonster' }]);
    s.players[1].pearls = 0;
    const r = applyAction(s, { type: 'ignoreMonster' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events[0]).toEqual({ kind: 'borderMonsterIgnored', args: {}, seat: 0 });
    expect(r.events.some((e) => e.kind === 'borderArrival')).toBe(false);
    expect(r.state.leviathan!.deck).toEqual(s.leviathan!.deck);
    expect(r.state.explorationDiscard).toContain(MONSTER);
    expect(r.state.players[0].hand).toContain(ally('crab', 4));
  });

  it('refuses, state unchanged: ignoring without an active Coward, an attack not listed, another decision\'s action', () => {
    const s = exploring([ally('jellyfish', 1)], [MONSTER]);
    rejects(s, { type: 'ignoreMonster' }, 'ILLEGAL_CHOICE');
    rejects(s, { type: 'attack', space: 3, card: CRAB }, 'ILLEGAL_CHOICE');
    // A card not in hand: the same code as every other attack's (fight.ts, attackRefusal).
    rejects(s, { type: 'attack', space: 4, card: ally('crab', 4) }, 'CARD_NOT_IN_HAND');
    rejects(s, { type: 'fight' }, 'WRONG_DECISION');
    const assassinated = exploring([ally('jellyfish', 1)], [MONSTER]);
    giveLords(assassinated, 0, [LORD.coward]);
    assassinated.players[0].assassinated = [LORD.coward];
    expect(legalActions(assassinated)).toEqual([{ type: 'attack', space: 4, card: CRAB }, { type: 'continue' }]);
    rejects(assassinated, { type: 'ignoreMonster' }, 'ILLEGAL_CHOICE');
  });
});

describe('Loot 6 in a Kraken + Leviathan game', () => {
  it('a Monster revealed is only discarded: the Threat does not move and no Leviathan comes', () => {
    const s = lgame(2, 1, true);
    setAvailableLocations(s, [LOCATION.megalodon]);
    giveKeyTokens(s, 0, 3);
    s.pending = { kind: 'location', seat: 0 };
    s.tasks = [{ t: 'afterAction' }];
    const loot = s.kraken!.lootDeck;
    loot.splice(loot.indexOf(12), 1);
    loot.push(12);
    const crab = ally('crab', 3);
    stackDeck(s, [MONSTER, crab]);
    const r = applyAction(s, { type: 'takeLocation', location: LOCATION.megalodon });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.threat).toBe(1);
    expect(r.state.players[0].hand).toContain(crab);
    expect(r.state.explorationDiscard).toContain(MONSTER);
    expect(r.state.leviathan!.deck).toEqual(s.leviathan!.deck);
    expect(r.events).toContainEqual({ kind: 'lootMonsterDiscarded', args: { card: MONSTER }, seat: 0, reveals: true });
    expect(r.events.some((e) => e.kind === 'lootMonster' || e.kind === 'borderArrival')).toBe(false);
  });
});
