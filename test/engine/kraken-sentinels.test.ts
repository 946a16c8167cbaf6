// Kraken Sentinels (kraken/sentinels.ts, docs/kraken.md "Sentinels"): the Watcher, the Vigil and
// the Lookout reserve a Court card, a Council stack or a face-up Location for their owner.
import { describe, expect, it } from 'vitest';
import { LORD, applyAction, legalActions, newGame, viewFor, type Action, type GameState, type Sentinel } from './mutable.ts';
import { keysCheck } from '../../src/engine/locations.ts';
import { assassinTargets } from '../../src/engine/powers.ts';
import {
  act, acts, ally, giveKeyTokens, giveLocation, giveLords, pullOutcast, rejects, setAvailableLocations, setCouncil, setCourt, setHand,
} from './fixtures.ts';

function table(players = 2, deProfundis = false): GameState {
  return newGame({ seed: 3, players, startSeat: 0, expansions: deProfundis ? { kraken: true, deProfundis: true } : { kraken: true } });
}

/** A Sentinel already on the table (its Lord given to its owner). */
function guard(s: GameState, seat: number, lord: number, zone: Sentinel['zone'], target: number): void {
  giveLords(s, seat, [lord]);
  s.kraken!.sentinels.push({ lord, seat, zone, target });
}

const place = (zone: Sentinel['zone'], target: number): Action => ({ type: 'placeSentinel', zone, target });
const WATCHER_PAY = [ally('crab', 3), ally('jellyfish', 2)];

/** Seat 0 recruits the Watcher from a Court of the Watcher and three Lords without powers. */
function recruitWatcher(s: GameState): GameState {
  setCourt(s, [LORD.watcher, 30, 31, 32]);
  setHand(s, 0, WATCHER_PAY);
  return act(s, { type: 'recruit', lord: LORD.watcher, allies: WATCHER_PAY });
}

describe('placing a Sentinel', () => {
  it('recruiting a Sentinel Lord gains 1 Nebulis and asks where its Sentinel goes: any Court card, Council stack or face-up Location', () => {
    const s = table();
    setAvailableLocations(s, [2, 3]);
    const t = recruitWatcher(s);
    expect(t.players[0].nebulis).toBe(1);
    expect(t.kraken!.figure).toBe(0);
    expect(t.pending).toEqual({ kind: 'sentinel', seat: 0, lord: LORD.watcher });
    expect(legalActions(t)).toEqual([
      place('court', 30), place('court', 31), place('court', 32),
      place('council', 0), place('council', 1), place('council', 2), place('council', 3), place('council', 4),
      place('location', 2), place('location', 3),
    ]);
  });

  for (const [zone, target] of [['court', 31], ['council', 2], ['location', 3]] as const) {
    it(`places it on ${zone} ${target}, in every seat's view, and the turn goes on`, () => {
      const s = table();
      setAvailableLocations(s, [2, 3]);
      const r = applyAction(recruitWatcher(s), place(zone, target));
      if (!r.ok) throw new Error(r.error.message);
      expect(r.state.kraken!.sentinels).toEqual([{ lord: LORD.watcher, seat: 0, zone, target }]);
      expect(r.events[0]).toEqual({ kind: 'sentinelPlaced', args: { lord: LORD.watcher, zone, target }, seat: 0 });
      expect(r.state.pending).toEqual({ kind: 'main', seat: 1 });
      for (const seat of [0, 1, null]) expect(viewFor(r.state, seat).kraken!.sentinels).toEqual([{ lord: LORD.watcher, seat: 0, zone, target }]);
    });
  }

  it('an empty Council stack may be reserved (as on Board Game Arena)', () => {
    const s = table();
    setCouncil(s, 'squid', []);
    const t = act(recruitWatcher(s), place('council', 4));
    expect(t.kraken!.sentinels[0]).toEqual({ lord: LORD.watcher, seat: 0, zone: 'council', target: 4 });
  });

  it('one Sentinel per zone: a zone another Sentinel holds is not offered, and is refused', () => {
    const s = table();
    setAvailableLocations(s, [2]);
    guard(s, 1, LORD.vigil, 'council', 0);
    const t = recruitWatcher(s);
    expect(legalActions(t)).toEqual([place('court', 30), place('court', 31), place('court', 32), place('location', 2)]);
    rejects(t, place('council', 3), 'ILLEGAL_CHOICE');
  });

  it('refuses what is not there, and malformed placements, leaving the state unchanged', () => {
    const s = table();
    setAvailableLocations(s, [2]);
    const t = recruitWatcher(s);
    rejects(t, place('court', LORD.watcher), 'ILLEGAL_CHOICE'); // recruited: no longer in the Court
    rejects(t, place('council', 5), 'ILLEGAL_CHOICE');
    rejects(t, place('location', 3), 'ILLEGAL_CHOICE');
    rejects(t, { type: 'placeSentinel', zone: 'hand', target: 1 } as unknown as Action, 'MALFORMED_ACTION');
    rejects(t, { type: 'placeSentinel', zone: 'court', target: 'x' } as unknown as Action, 'MALFORMED_ACTION');
    rejects(t, { type: 'endTurn' }, 'WRONG_DECISION');
  });

  it('with no free zone, nothing is placed (the token stays off the table)', () => {
    const s = table();
    setAvailableLocations(s, []);
    guard(s, 1, LORD.vigil, 'council', 0);
    guard(s, 1, LORD.lookout, 'court', 30);
    const t = recruitWatcher(s);
    expect(t.pending).toEqual({ kind: 'main', seat: 1 });
    expect(t.kraken!.sentinels.map((x) => x.lord)).toEqual([LORD.vigil, LORD.lookout]);
    expect(t.log.some((e) => e.kind === 'sentinelNoZone' && e.seat === 0 && e.args.lord === LORD.watcher)).toBe(true);
  });

  it('De Profundis: an Outcast of the Court may be reserved, and then only its owner may recruit it', () => {
    const s = table(2, true);
    setAvailableLocations(s, []);
    const outcast = s.outcastDeck[s.outcastDeck.length - 1];
    pullOutcast(s, outcast);
    setCourt(s, [LORD.watcher, 30]);
    s.court.push(outcast);
    setHand(s, 0, WATCHER_PAY);
    let t = act(s, { type: 'recruit', lord: LORD.watcher, allies: WATCHER_PAY });
    expect(legalActions(t)).toContainEqual(place('court', outcast));
    t = act(t, place('court', outcast));
    expect(t.pending).toEqual({ kind: 'main', seat: 1 });
    expect(legalActions(t).some((a) => a.type === 'recruit' && a.lord === outcast)).toBe(false);
    rejects(t, { type: 'recruit', lord: outcast, allies: t.players[1].hand.slice(0, 1) }, 'ILLEGAL_CHOICE');
  });
});

describe('what a Sentinel reserves, other seats cannot take', () => {
  it('a Court card: not recruited (not listed, refused)', () => {
    const s = table();
    setCourt(s, [30, 28, 32]);
    guard(s, 1, LORD.watcher, 'court', 30);
    const pay = [ally('seahorse', 5), ally('crab', 3)];
    setHand(s, 0, pay);
    expect(legalActions(s).some((a) => a.type === 'recruit' && a.lord === 30)).toBe(false);
    expect(legalActions(s).some((a) => a.type === 'recruit' && a.lord === 28)).toBe(true);
    rejects(s, { type: 'recruit', lord: 30, allies: pay }, 'ILLEGAL_CHOICE');
    const r = applyAction(s, { type: 'recruit', lord: 30, allies: pay });
    expect(r.ok ? '' : r.error.message).toBe("That Court card is reserved by another player's Sentinel.");
  });

  it('a Court card: not taken by the Corruptor nor the Traitor, not discarded by the Opportunist', () => {
    const s = table();
    setCourt(s, [30, 31]);
    guard(s, 1, LORD.watcher, 'court', 30);
    s.players[0].pearls = 5;
    giveLords(s, 0, [LORD.corruptor, LORD.traitor, LORD.opportunist]);
    s.pending = { kind: 'corruptor', seat: 0 };
    expect(legalActions(s)).toEqual([{ type: 'corrupt', lord: 31 }, { type: 'decline' }]);
    rejects(s, { type: 'corrupt', lord: 30 }, 'ILLEGAL_CHOICE');
    s.pending = { kind: 'traitor', seat: 0, lord: LORD.traitor };
    expect(legalActions(s).filter((a) => a.type === 'betray' && a.take === 30)).toEqual([]);
    rejects(s, { type: 'betray', discard: LORD.corruptor, take: 30 }, 'ILLEGAL_CHOICE');
    s.pending = { kind: 'main', seat: 0 };
    expect(legalActions(s).filter((a) => a.type === 'opportunist')).toEqual([{ type: 'opportunist', lord: 31 }]);
    rejects(s, { type: 'opportunist', lord: 30 }, 'ILLEGAL_CHOICE');
  });

  it('the Corruptor and the Traitor have nothing to take when every Court Lord is reserved', () => {
    const s = table();
    setCourt(s, [30, LORD.corruptor]);
    guard(s, 1, LORD.watcher, 'court', 30);
    s.players[0].pearls = 5;
    const pay = [ally('squid', 5), ally('squid', 4), ally('squid', 1)];
    setHand(s, 0, pay);
    const t = act(s, { type: 'recruit', lord: LORD.corruptor, allies: pay });
    expect(t.pending?.kind).not.toBe('corruptor');
  });

  it('a Council stack: not taken by support nor the Apprentice, not discarded by the Oracle', () => {
    const s = table();
    for (const race of ['jellyfish', 'crab', 'seahorse', 'shellfish', 'squid'] as const) setCouncil(s, race, []);
    setCouncil(s, 'crab', [ally('crab', 2)]);
    setCouncil(s, 'seahorse', [ally('seahorse', 2)]);
    guard(s, 1, LORD.watcher, 'council', 1);
    giveLords(s, 0, [LORD.oracle]);
    expect(legalActions(s).filter((a) => a.type === 'support')).toEqual([{ type: 'support', races: ['seahorse'] }]);
    expect(legalActions(s).filter((a) => a.type === 'oracle')).toEqual([{ type: 'oracle', race: 'seahorse' }]);
    rejects(s, { type: 'support', races: ['crab'] }, 'ILLEGAL_CHOICE');
    rejects(s, { type: 'oracle', race: 'crab' }, 'ILLEGAL_CHOICE');
    s.pending = { kind: 'apprentice', seat: 0 };
    expect(legalActions(s)).toEqual([{ type: 'apprentice', race: 'seahorse' }]);
    rejects(s, { type: 'apprentice', race: 'crab' }, 'ILLEGAL_CHOICE');
  });

  it('a face-up Location: not taken, not swapped in by the Illusionist, and no forced control when only reserved ones are left', () => {
    const s = table();
    setAvailableLocations(s, [2, 3]);
    guard(s, 1, LORD.watcher, 'location', 2);
    giveKeyTokens(s, 0, 3);
    s.pending = { kind: 'location', seat: 0 };
    expect(legalActions(s).filter((a) => a.type === 'takeLocation')).toEqual([{ type: 'takeLocation', location: 3 }]);
    rejects(s, { type: 'takeLocation', location: 2 }, 'ILLEGAL_CHOICE');
    giveLocation(s, 0, 5);
    s.pending = { kind: 'illusionist', seat: 0 };
    expect(legalActions(s)).toEqual([{ type: 'illusionist', from: 5, to: 3 }, { type: 'decline' }]);
    rejects(s, { type: 'illusionist', from: 5, to: 2 }, 'ILLEGAL_CHOICE');
    // The stack empty and only a reserved Location face up: 3 keys ask for nothing.
    setAvailableLocations(s, [2]);
    s.locationsOut.push(...s.locationStack.splice(0));
    s.pending = null;
    keysCheck(s, { events: null });
    expect(s.pending).toBeNull();
  });

  it('a face-up Location: an Ambassador choosing among face-up Locations (stack empty) skips the reserved one', () => {
    const s = table();
    setAvailableLocations(s, [2, 3]);
    s.locationsOut.push(...s.locationStack.splice(0));
    guard(s, 1, LORD.watcher, 'location', 2);
    setCourt(s, [LORD.hermit, 30, 31]);
    const pay = [ally('jellyfish', 2), ally('crab', 2), ally('seahorse', 2), ally('shellfish', 2), ally('squid', 2)];
    setHand(s, 0, pay);
    const t = acts(s, [{ type: 'recruit', lord: LORD.hermit, allies: pay }, { type: 'affiliate', card: pay[0] }]);
    expect(t.players[0].locations).toEqual([{ id: 3, lords: [LORD.hermit] }]);
    expect(t.locationsAvailable).toEqual([2]);
  });

  it('De Profundis: a loser replacing a reconquered Location cannot pick a reserved one', () => {
    const s = table(2, true);
    setAvailableLocations(s, [2, 3]);
    guard(s, 0, LORD.watcher, 'location', 2);
    s.pending = { kind: 'replaceLocation', seat: 1, lords: [] };
    expect(legalActions(s)).toEqual([{ type: 'pickLocation', location: 3 }]);
    rejects(s, { type: 'pickLocation', location: 2 }, 'ILLEGAL_CHOICE');
  });
});

describe('the owner takes what its Sentinel guards', () => {
  it('recruiting the reserved Court card: the Sentinel comes back and is placed again at once', () => {
    const s = table();
    setCourt(s, [30, 31, 32, 29]);
    guard(s, 0, LORD.watcher, 'court', 30);
    const pay = [ally('seahorse', 5), ally('crab', 3)];
    setHand(s, 0, pay);
    const r = applyAction(s, { type: 'recruit', lord: 30, allies: pay });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events.some((e) => e.kind === 'sentinelBack' && e.seat === 0 && e.args.lord === LORD.watcher)).toBe(true);
    expect(r.state.kraken!.sentinels).toEqual([]);
    expect(r.state.pending).toEqual({ kind: 'sentinel', seat: 0, lord: LORD.watcher });
    expect(r.state.players[0].lords).not.toContain(30); // placed before the Lord joins
    const t = act(r.state, place('court', 31));
    expect(t.kraken!.sentinels).toEqual([{ lord: LORD.watcher, seat: 0, zone: 'court', target: 31 }]);
    expect(t.players[0].lords).toContain(30);
    expect(t.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it('taking the reserved Council stack: placed again before the turn ends', () => {
    const s = table();
    setCouncil(s, 'crab', [ally('crab', 2)]);
    guard(s, 0, LORD.watcher, 'council', 1);
    let t = act(s, { type: 'support', races: ['crab'] });
    expect(t.pending).toEqual({ kind: 'sentinel', seat: 0, lord: LORD.watcher });
    t = act(t, place('council', 1)); // the emptied stack may be reserved again
    expect(t.kraken!.sentinels).toEqual([{ lord: LORD.watcher, seat: 0, zone: 'council', target: 1 }]);
    expect(t.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it('taking the reserved Location: placed again, then the keys are checked again', () => {
    const s = table();
    setAvailableLocations(s, [2, 3]);
    guard(s, 0, LORD.watcher, 'location', 2);
    giveKeyTokens(s, 0, 3);
    s.pending = { kind: 'location', seat: 0 };
    s.tasks = [{ t: 'afterAction' }];
    let t = act(s, { type: 'takeLocation', location: 2 });
    expect(t.players[0].locations.map((l) => l.id)).toEqual([2]);
    expect(t.pending).toEqual({ kind: 'sentinel', seat: 0, lord: LORD.watcher });
    expect(legalActions(t).filter((a) => a.type === 'placeSentinel' && a.zone === 'location')).toEqual([place('location', 3)]);
    t = act(t, place('location', 3));
    expect(t.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it("the owner's Oracle on its reserved stack: placed again, then back to the same decision", () => {
    const s = table();
    setCouncil(s, 'crab', [ally('crab', 2)]);
    guard(s, 0, LORD.watcher, 'council', 1);
    giveLords(s, 0, [LORD.oracle]);
    let t = act(s, { type: 'oracle', race: 'crab' });
    expect(t.council[1]).toEqual([]);
    expect(t.pending).toEqual({ kind: 'sentinel', seat: 0, lord: LORD.watcher });
    t = act(t, place('council', 3));
    expect(t.pending).toEqual({ kind: 'main', seat: 0 });
    expect(t.turn.acted).toBe(false);
    expect(legalActions(t).some((a) => a.type === 'oracle')).toBe(false); // once per turn
  });
});

describe('the owner takes it with a power', () => {
  it('the Corruptor: placed again before the corrupted Lord joins', () => {
    const s = table();
    setCourt(s, [30, 31]);
    guard(s, 0, LORD.watcher, 'court', 30);
    s.players[0].pearls = 5;
    s.pending = { kind: 'corruptor', seat: 0 };
    const t = act(s, { type: 'corrupt', lord: 30 });
    expect(t.pending).toEqual({ kind: 'sentinel', seat: 0, lord: LORD.watcher });
    expect(t.players[0].lords).not.toContain(30);
    expect(act(t, place('court', 31)).players[0].lords).toContain(30);
  });

  it('the Illusionist: exchanging for the reserved Location brings the Sentinel back', () => {
    const s = table();
    setAvailableLocations(s, [2, 3]);
    giveLocation(s, 0, 5);
    guard(s, 0, LORD.watcher, 'location', 2);
    s.pending = { kind: 'illusionist', seat: 0 };
    const t = act(s, { type: 'illusionist', from: 5, to: 2 });
    expect(t.pending).toEqual({ kind: 'sentinel', seat: 0, lord: LORD.watcher });
    expect(legalActions(t).filter((a) => a.type === 'placeSentinel' && a.zone === 'location')).toEqual([place('location', 3), place('location', 5)]);
  });

  it('the Opportunist after the action: placed again, then the turn ends as it would have', () => {
    const s = table();
    setCourt(s, [30, 31]);
    guard(s, 0, LORD.watcher, 'court', 30);
    giveLords(s, 0, [LORD.opportunist]);
    s.turn.acted = true;
    s.pending = { kind: 'afterAction', seat: 0 };
    let t = act(s, { type: 'opportunist', lord: 30 });
    expect(t.lordDiscard).toContain(30);
    expect(t.pending).toEqual({ kind: 'sentinel', seat: 0, lord: LORD.watcher });
    t = act(t, place('council', 0));
    expect(t.pending).toEqual({ kind: 'main', seat: 1 });
  });
});

describe('the Sentinel Lord itself', () => {
  it('lost to the Traitor: its Sentinel stays where it is, still reserving for its owner', () => {
    const s = table();
    setCourt(s, [30, 31, LORD.traitor]);
    guard(s, 0, LORD.watcher, 'court', 30);
    const pay = [ally('squid', 5), ally('crab', 4), ally('seahorse', 3)];
    setHand(s, 0, pay);
    let t = act(s, { type: 'recruit', lord: LORD.traitor, allies: pay });
    expect(t.pending).toEqual({ kind: 'traitor', seat: 0, lord: LORD.traitor });
    t = act(t, { type: 'betray', discard: LORD.watcher, take: 31 });
    expect(t.lordDiscard).toContain(LORD.watcher);
    expect(t.kraken!.sentinels).toEqual([{ lord: LORD.watcher, seat: 0, zone: 'court', target: 30 }]);
    expect(t.pending).toEqual({ kind: 'main', seat: 1 });
    expect(legalActions(t).some((a) => a.type === 'recruit' && a.lord === 30)).toBe(false);
  });

  it('the Assassin cannot target a Sentinel Lord', () => {
    const s = table();
    giveLords(s, 1, [LORD.watcher, 30]);
    expect(assassinTargets(s, 1)).toEqual([30]);
    const t = table();
    giveLords(t, 1, [LORD.vigil]);
    setCourt(t, [LORD.assassin, 31, 32]);
    const pay = [ally('crab', 5), ally('crab', 4), ally('crab', 1)];
    setHand(t, 0, pay);
    const after = act(t, { type: 'recruit', lord: LORD.assassin, allies: pay });
    expect(after.players[1].assassinated).toEqual([]);
    expect(after.pending).toEqual({ kind: 'main', seat: 1 });
  });

  it('a base game is untouched: no Sentinel, and the Assassin still reaches every Lord', () => {
    const s = newGame({ seed: 3, players: 2, startSeat: 0 });
    giveLords(s, 1, [LORD.traitor, 30]);
    expect(assassinTargets(s, 1)).toEqual([LORD.traitor, 30]);
    expect(s.kraken).toBeUndefined();
  });
});
