// Dead position (rulings.md, "End of game"): once the Lord deck is empty (with De Profundis,
// the Outcast deck too) and every seat has since taken a whole turn in which nobody
// recruited, the game ends at once and is scored.
import { describe, expect, it } from 'vitest';
import { applyAction, fast, legalActions, newGame, type Action, type GameEvent, type GameState } from './mutable.ts';
import { makeRng } from '../../src/bots/rng.ts';
import { act, ally, dpGame, game, setCourt, setHand } from './fixtures.ts';

const DEAD: GameEvent = { kind: 'deadPosition', args: { deProfundis: false } };
const AMBASSADORS = [33, 34, 35];
const SHEPHERD = 29; // farmer: 1 race, seahorse mandatory, cost 8

/** Sends every Lord of the deck out of the game, as if plotted and discarded long ago (after setCourt, which refills the deck). */
function emptyLordDeck(s: GameState): void {
  s.lordDiscard.push(...s.lordDeck.splice(0));
}

/** One whole turn of the current seat that recruits nothing: explore, then take or fight. */
function quietTurn(s: GameState): GameState {
  const seat = s.current;
  s = act(s, { type: 'explore' });
  while (!s.over && (s.current === seat || s.pending!.kind !== 'main')) {
    const legal = legalActions(s);
    const choice = (['endTurn', 'take', 'fight', 'pass', 'reward', 'discard', 'payPearl', 'takeLocation', 'pickLocation', 'payKeys', 'takeFromTrack', 'decline'] as const)
      .map((t) => legal.find((a) => a.type === t)).find((a): a is Action => a !== undefined);
    if (!choice) throw new Error(`no quiet choice for ${JSON.stringify(s.pending)}`);
    s = act(s, choice);
  }
  return s;
}

describe('Dead position', () => {
  it('ends the game once every seat has taken a whole turn without recruitment after the Lord deck ran out', () => {
    let s = game(2);
    setCourt(s, AMBASSADORS);
    emptyLordDeck(s);
    // Seat 0's turn began before the deck was empty: it is not a whole turn since.
    s = quietTurn(s);
    expect(s.current).toBe(1);
    expect(s.over).toBe(false);
    s = quietTurn(s); // seat 1: a whole quiet turn
    expect(s.over).toBe(false);
    const logged = s.log.length;
    s = quietTurn(s); // seat 0: now every seat has taken one
    expect(s.over).toBe(true);
    expect(s.lastSeat).toBe(-1);
    const events = s.log.slice(logged);
    expect(events).toContainEqual(DEAD);
    expect(events.findIndex((e) => e.kind === 'deadPosition')).toBeLessThan(events.findIndex((e) => e.kind === 'gameOver'));
    // Scored as any finished game, and the state keeps its usual shape.
    expect(s).not.toHaveProperty('quiet');
    expect(s.players.every((p) => p.hand.length === 0)).toBe(true);
  });

  it('starts counting again when someone recruits', () => {
    let s = game(2);
    setCourt(s, [...AMBASSADORS, SHEPHERD]);
    emptyLordDeck(s);
    s = quietTurn(s); // seat 0 (not whole)
    s = quietTurn(s); // seat 1: quiet
    // Seat 0 recruits the Shepherd: three Ambassadors stay, no refill, no end triggered.
    setHand(s, 0, [ally('seahorse', 5), ally('seahorse', 3)]);
    s = act(s, { type: 'recruit', lord: SHEPHERD, allies: [ally('seahorse', 5), ally('seahorse', 3)] });
    while (s.current === 0) s = act(s, legalActions(s).find((a) => a.type === 'endTurn' || a.type === 'affiliate')!);
    expect(s.over).toBe(false);
    expect(s.lastSeat).toBe(-1);
    s = quietTurn(s); // seat 1
    expect(s.over).toBe(false);
    s = quietTurn(s); // seat 0
    expect(s.over).toBe(true);
    expect(s.log).toContainEqual(DEAD);
  });

  it('does not count while the Lord deck still holds a card, nor, with De Profundis, the Outcast deck', () => {
    let s = game(2);
    setCourt(s, AMBASSADORS);
    s.lordDiscard.push(...s.lordDeck.splice(1));
    for (let t = 0; t < 4; t++) s = quietTurn(s);
    expect(s.over).toBe(false);
    expect(s).not.toHaveProperty('quiet');

    let d = dpGame(2);
    setCourt(d, AMBASSADORS);
    emptyLordDeck(d);
    expect(d.outcastDeck.length).toBeGreaterThan(0);
    for (let t = 0; t < 4; t++) d = quietTurn(d);
    expect(d.over).toBe(false);
    // Once the Outcast deck is empty too, a round of quiet turns ends the game.
    d.outcastDeck.splice(0);
    for (let t = 0; t < 3 && !d.over; t++) d = quietTurn(d);
    expect(d.over).toBe(true);
    expect(d.log).toContainEqual({ kind: 'deadPosition', args: { deProfundis: true } });
  });

  it('ends the reported game (seed 7013, 4 players, uniform choices) that used to loop forever', () => {
    // The report: makeRng(1) at state 1968556241, choosing uniformly among the legal actions,
    // reached a Court of three Ambassadors, an empty Lord deck and no end after 421 actions.
    const rng = makeRng(1);
    rng.state = 1968556241;
    const s = newGame({ seed: 7013, players: 4 });
    const logged = fast.clone(s);
    let n = 0;
    let pays = 0;
    for (; n < 3000 && !s.over; n++) {
      const legal = legalActions(s);
      // Open payments came later (recruitment in steps): paying at once, without a draw,
      // replays the reported choices exactly.
      const open = s.pending?.kind === 'payment';
      if (open) pays++;
      const a = open ? { type: 'pay' as const } : legal[rng.int(legal.length)];
      expect(fast.apply(s, a)).toBeNull();
      expect(applyAction(logged, a).ok).toBe(true);
      fast.apply(logged, a, true);
    }
    expect(s.over).toBe(true);
    expect(n - pays).toBe(250);
    expect(s.lordDeck).toEqual([]);
    // No rule of the rulebook ended it: the end was never triggered.
    expect(s.lastSeat).toBe(-1);
    expect(logged.log).toContainEqual(DEAD);
  });
});
