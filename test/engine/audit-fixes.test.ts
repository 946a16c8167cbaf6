// The findings of the outside audits of issue 23, item 6: each test failed on the engine
// before its fix (docs/kraken.md, docs/leviathan.md, ../shared/abyss/rulings.md).
import { describe, expect, it } from 'vitest';
import { LORD, applyAction, legalActions, newGame, type GameState } from './mutable.ts';
import { act, ally, game, giveKeyTokens, giveLords, rejects, setCourt, setHand, stackDeck, MONSTER_CARDS } from './fixtures.ts';

const SHEPHERD = 29; // a Farmer: cost 8, 1 race (Seahorse)
const FARMERS = [27, 28, SHEPHERD, 30, 31, 32];
const K2 = 71; const K4 = 76; const K4b = 77;

function kraken(players = 2, extra: { martialLaw?: boolean } = {}): GameState {
  const s = newGame({ seed: 3, players, startSeat: 0, expansions: { kraken: true }, ...extra });
  setCourt(s, FARMERS);
  for (const p of s.players) p.pearls = 0;
  return s;
}

describe('a Threat reward logs what was taken', () => {
  it('with the Key supply empty, the reward event claims no Key', () => {
    const s = game(2, 6);
    giveKeyTokens(s, 1, 10);
    s.threat = 3;
    stackDeck(s, [MONSTER_CARDS[0]]);
    const t = act(s, { type: 'explore' });
    const r = applyAction(t, { type: 'fight' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.players[0].keyTokens).toBe(0);
    expect(r.events.find((e) => e.kind === 'reward')).toEqual({ kind: 'reward', args: { keys: 0, pearls: 0, monsters: 0 }, seat: 0, reveals: false });
  });
});

describe('a Sentinel comes back however its reserved card leaves', () => {
  it('recruiting the reserved Court card with Kraken Allies only releases it', () => {
    const s = kraken();
    giveLords(s, 0, [LORD.watcher]);
    s.kraken!.sentinels.push({ lord: LORD.watcher, seat: 0, zone: 'court', target: SHEPHERD });
    setHand(s, 0, [K4, K4b]);
    const r = applyAction(s, { type: 'recruit', lord: SHEPHERD, allies: [K4, K4b] });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.players[0].affiliated).toEqual([]);
    expect(r.state.kraken!.sentinels).toEqual([]);
    expect(r.events).toContainEqual({ kind: 'sentinelBack', args: { lord: LORD.watcher }, seat: 0 });
    // Placed again at once, before anything else of the turn (a Court card is free to take).
    expect(r.state.pending).toEqual({ kind: 'sentinel', seat: 0, lord: LORD.watcher });
  });
});

describe('Martial Law', () => {
  it('does not list nor accept a Kraken Ally as a discard (Board Game Arena refuses it too)', () => {
    const s = kraken(2, { martialLaw: true });
    const hand = [K2, ...[1, 2, 3, 4, 5].flatMap((v) => (['crab', 'squid'] as const).map((r) => ally(r, v))), ally('shellfish', 1), ally('shellfish', 2)];
    expect(hand).toHaveLength(13);
    setHand(s, 0, hand);
    s.pending = { kind: 'martialLaw', seat: 0, count: 1 };
    expect(legalActions(s).some((a) => a.type === 'discard' && a.card === K2)).toBe(false);
    expect(legalActions(s)).toContainEqual({ type: 'discard', card: ally('crab', 1) });
    rejects(s, { type: 'discard', card: K2 }, 'ILLEGAL_CHOICE');
    const r = applyAction(s, { type: 'discard', card: K2 });
    expect(r.ok ? '' : r.error.message).toBe('You cannot discard a Kraken Ally to Martial Law.');
  });
});

describe('the Fence giving Nebulis to several opponents', () => {
  it('settles the Kraken figure once after the last gift: its holder chooses among the tied', () => {
    const s = kraken(4);
    s.players.forEach((p, seat) => { p.nebulis = seat === 0 ? 2 : 0; });
    s.kraken!.figure = 0;
    const crabs = [ally('crab', 4), ally('crab', 3)];
    setHand(s, 0, crabs);
    setCourt(s, [LORD.fence, ...FARMERS.slice(0, 5)]);
    let t = act(s, { type: 'recruit', lord: LORD.fence, allies: crabs });
    expect(t.pending).toEqual({ kind: 'fence', seat: 0, count: 2, candidates: [1, 2, 3] });
    t = act(t, { type: 'giveNebulis', seat: 1 });
    t = act(t, { type: 'giveNebulis', seat: 2 });
    expect(t.players.map((p) => p.nebulis)).toEqual([0, 1, 1, 0]);
    expect(t.pending).toEqual({ kind: 'krakenFigure', seat: 0, candidates: [1, 2] });
    expect(act(t, { type: 'giveKraken', seat: 1 }).kraken!.figure).toBe(1);
  });
});
