// Kraken: paying with Nebulis, Kraken Allies in recruitment, a Kraken left on the track, the
// end-of-game Nebulis, and the Smugglers' payment powers (kraken/payments.ts, krakenAllies.ts,
// smugglers.ts). Crafted states, exact outcomes.
import { describe, expect, it } from 'vitest';
import { LORD, allyRace, allyValue, applyAction, legalActions, newGame, viewFor, type Action, type GameState } from './mutable.ts';
import { prng, randomAction } from './random-play.ts';
import { scoreSheet } from '../../src/engine/scoring.ts';
import { act, ally, giveLords, pullCard, rejects, setCourt, setHand, stackDeck } from './fixtures.ts';

const KEEPER = 27; // farmer (Seahorse), cost 6, 3 races
const REAPER = 28; // farmer, cost 7, 2 races
const SHEPHERD = 29; // farmer, cost 8, 1 race
const MILLER = 30; // farmer, cost 8, 2 races
const FARMERS = [KEEPER, REAPER, SHEPHERD, MILLER, 31, 32];
const CORRUPTOR = 22;
const K2 = 71; const K2b = 72; const K3 = 73; const K3b = 74; const K4 = 76; const K4b = 77;

function table(players = 2, seed = 3): GameState {
  const s = newGame({ seed, players, startSeat: 0, expansions: { kraken: true } });
  setCourt(s, FARMERS);
  for (const p of s.players) p.pearls = 0;
  return s;
}

function setNebulis(s: GameState, counts: number[], figure = -1): void {
  counts.forEach((n, seat) => { s.players[seat].nebulis = n; });
  s.kraken!.figure = figure;
}

const recruits = (s: GameState, lord: number): Action[] => legalActions(s).filter((a) => a.type === 'recruit' && a.lord === lord);

describe('paying with Nebulis', () => {
  it('plots with 1 Nebulis when it has no Pearl, and only then', () => {
    const s = table();
    setNebulis(s, [1, 0], 0);
    setCourt(s, FARMERS.slice(0, 5));
    expect(legalActions(s).filter((a) => a.type === 'plot')).toEqual([{ type: 'plot', nebulis: 1 }]);
    rejects(s, { type: 'plot' }, 'NOT_ENOUGH_PEARLS');
    const t = act(s, { type: 'plot', nebulis: 1 });
    expect(t.players[0].nebulis).toBe(0);
    expect(t.players[0].pearls).toBe(0);
    expect(t.court.length).toBe(6);
    expect(t.kraken!.figure).toBe(-1);
  });

  it('refuses Nebulis while Pearls beyond the price remain, and more than 1 Nebulis', () => {
    const s = table();
    setNebulis(s, [2, 0], 0);
    setCourt(s, FARMERS.slice(0, 5));
    s.players[0].pearls = 1;
    expect(legalActions(s).filter((a) => a.type === 'plot')).toEqual([{ type: 'plot' }]);
    rejects(s, { type: 'plot', nebulis: 1 }, 'INVALID_PAYMENT');
    rejects(s, { type: 'plot', nebulis: 2 }, 'INVALID_PAYMENT');
    rejects(s, { type: 'plot', nebulis: -1 }, 'MALFORMED_ACTION');
  });

  it('the Counterfeiter pays with Nebulis while Pearls remain', () => {
    const s = table();
    setNebulis(s, [1, 0], 0);
    setCourt(s, FARMERS.slice(0, 5));
    s.players[0].pearls = 3;
    giveLords(s, 0, [LORD.counterfeiter]);
    expect(legalActions(s).filter((a) => a.type === 'plot')).toEqual([{ type: 'plot' }, { type: 'plot', nebulis: 1 }]);
    const t = act(s, { type: 'plot', nebulis: 1 });
    expect([t.players[0].pearls, t.players[0].nebulis]).toEqual([3, 0]);
  });

  it('a recruitment pays its Pearl part with 1 Nebulis when that takes every Pearl left', () => {
    const s = table();
    const sea = [ally('seahorse', 5), ally('seahorse', 1)]; // 6 of Shepherd's 8
    setHand(s, 0, sea);
    setNebulis(s, [1, 0], 0);
    s.players[0].pearls = 1;
    expect(recruits(s, SHEPHERD)).toEqual([{ type: 'recruit', lord: SHEPHERD, allies: [sea[1], sea[0]], nebulis: 1 }]);
    rejects(s, { type: 'recruit', lord: SHEPHERD, allies: sea }, 'NOT_ENOUGH_PEARLS');
    const t = act(s, { type: 'recruit', lord: SHEPHERD, allies: sea, nebulis: 1 });
    expect(t.players[0].lords).toContain(SHEPHERD);
    expect([t.players[0].pearls, t.players[0].nebulis]).toEqual([0, 0]);
    // With 2 Pearls, Seahorse 5 + 1 is paid in Pearls only (no Nebulis while Pearls are left);
    // Seahorse 5 alone takes 2 Pearls and 1 Nebulis (its payment may still grow: 'more').
    const u = table();
    setHand(u, 0, sea);
    setNebulis(u, [1, 0], 0);
    u.players[0].pearls = 2;
    expect(recruits(u, SHEPHERD)).toEqual([
      { type: 'recruit', lord: SHEPHERD, allies: [sea[0]], more: true },
      { type: 'recruit', lord: SHEPHERD, allies: [sea[1], sea[0]] },
    ]);
    const v = act(act(u, { type: 'recruit', lord: SHEPHERD, allies: [sea[0]], more: true }), { type: 'pay', nebulis: 1 });
    expect([v.players[0].pearls, v.players[0].nebulis, v.players[0].hand.length]).toEqual([0, 0, 1]);
    rejects(u, { type: 'recruit', lord: SHEPHERD, allies: sea, nebulis: 1 }, 'INVALID_PAYMENT');
  });

  it('the Outlaw pays with up to 2 Nebulis', () => {
    const s = table();
    const sea = [ally('seahorse', 5), ally('seahorse', 1)];
    setHand(s, 0, sea);
    setNebulis(s, [2, 0], 0);
    rejects(s, { type: 'recruit', lord: SHEPHERD, allies: sea, nebulis: 2 }, 'NOT_ENOUGH_PEARLS');
    expect(recruits(s, SHEPHERD)).toEqual([]);
    giveLords(s, 0, [LORD.outlaw]);
    expect(recruits(s, SHEPHERD)).toEqual([{ type: 'recruit', lord: SHEPHERD, allies: [sea[1], sea[0]], nebulis: 2 }]);
    const t = act(s, { type: 'recruit', lord: SHEPHERD, allies: sea, nebulis: 2 });
    expect(t.players[0].nebulis).toBe(0);
    expect(t.kraken!.figure).toBe(-1);
  });

  it('pays an open payment with Nebulis at "pay"', () => {
    const s = table();
    const sea5 = ally('seahorse', 5);
    const sea1 = ally('seahorse', 1);
    const sea1b = ally('seahorse', 1, 1);
    setHand(s, 0, [sea5, sea1, sea1b]);
    setNebulis(s, [1, 0], 0);
    // Seahorse 5 + 1 + 1 = 7: 1 Nebulis pays the rest; Seahorse 5 + 1 needs 2: not payable.
    expect(recruits(s, SHEPHERD)).toEqual([{ type: 'recruit', lord: SHEPHERD, allies: [sea1, sea1b, sea5], nebulis: 1 }]);
    rejects(s, { type: 'recruit', lord: SHEPHERD, allies: [sea5, sea1, sea1b], more: true, nebulis: 1 }, 'MALFORMED_ACTION');
    // With a fourth Seahorse in hand, the payment stays open and 'pay' carries the Nebulis.
    const sea2 = ally('seahorse', 2);
    setHand(s, 0, [sea5, sea1, sea1b, sea2]);
    const t = act(s, { type: 'recruit', lord: SHEPHERD, allies: [sea5, sea2], more: true });
    expect(legalActions(t)).toEqual([{ type: 'addAlly', card: sea1 }, { type: 'pay', nebulis: 1 }]);
    rejects(t, { type: 'pay' }, 'NOT_ENOUGH_PEARLS');
    const u = act(t, { type: 'pay', nebulis: 1 });
    expect(u.players[0].nebulis).toBe(0);
    expect(u.players[0].lords).toContain(SHEPHERD);
  });

  it('buys from an explorer with Nebulis, which go to the explorer', () => {
    const s = table();
    setNebulis(s, [0, 1], 1);
    const crab = ally('crab', 2);
    stackDeck(s, [crab]);
    let t = act(s, { type: 'explore' });
    expect(t.pending).toEqual({ kind: 'offer', seat: 1, card: crab, price: 1, from: 1 });
    expect(legalActions(t)).toEqual([{ type: 'buy', nebulis: 1 }, { type: 'pass' }]);
    rejects(t, { type: 'buy' }, 'NOT_ENOUGH_PEARLS');
    t = act(t, { type: 'buy', nebulis: 1 });
    expect(t.players[1].hand).toContain(crab);
    expect([t.players[0].nebulis, t.players[1].nebulis, t.players[0].pearls]).toEqual([1, 0, 0]);
    expect(t.kraken!.figure).toBe(0);
  });

  it("pays the Corruptor's 5 Pearls with a Nebulis", () => {
    const s = table();
    setNebulis(s, [1, 0], 0);
    s.players[0].pearls = 4;
    s.pending = { kind: 'corruptor', seat: 0 };
    s.tasks = [];
    expect(legalActions(s)).toContainEqual({ type: 'corrupt', lord: SHEPHERD, nebulis: 1 });
    expect(legalActions(s)).not.toContainEqual({ type: 'corrupt', lord: SHEPHERD });
    rejects(s, { type: 'corrupt', lord: SHEPHERD }, 'NOT_ENOUGH_PEARLS');
    const t = act(s, { type: 'corrupt', lord: SHEPHERD, nebulis: 1 });
    expect(t.players[0].lords).toContain(SHEPHERD);
    expect([t.players[0].pearls, t.players[0].nebulis]).toEqual([0, 0]);
    void CORRUPTOR;
  });

  it('a base game refuses Nebulis', () => {
    const s = newGame({ seed: 3, players: 2, startSeat: 0 });
    setCourt(s, FARMERS.slice(0, 5));
    s.players[0].pearls = 0;
    rejects(s, { type: 'plot', nebulis: 1 }, 'ILLEGAL_CHOICE');
    s.players[0].pearls = 1;
    rejects(s, { type: 'plot', nebulis: 1 }, 'INVALID_PAYMENT');
  });
});

describe('Kraken Allies in recruitment', () => {
  it('stand for the mandatory race, are never affiliated and give (value − 1) Nebulis', () => {
    const s = table();
    setHand(s, 0, [K4, K4b]);
    expect(recruits(s, SHEPHERD)).toEqual([{ type: 'recruit', lord: SHEPHERD, allies: [K4, K4b] }]);
    const t = act(s, { type: 'recruit', lord: SHEPHERD, allies: [K4, K4b] });
    expect(t.players[0].affiliated).toEqual([]);
    expect(t.explorationDiscard.slice(-2)).toEqual([K4, K4b]);
    expect(t.players[0].nebulis).toBe(6);
    expect(t.kraken!.figure).toBe(0);
  });

  it('two Krakens may stand for two different races', () => {
    const s = table();
    const crab2 = ally('crab', 2);
    setHand(s, 0, [crab2, K2, K2b]);
    // Keeper: 6 from exactly 3 races, one a Seahorse: Crab + a Kraken as Seahorse + a Kraken as a third race.
    const t = act(s, { type: 'recruit', lord: KEEPER, allies: [crab2, K2, K2b] });
    expect(t.players[0].affiliated).toEqual([crab2]);
    expect(t.players[0].nebulis).toBe(2);
  });

  it('refuses payments no choice of races makes valid', () => {
    const s = table();
    setHand(s, 0, [ally('crab', 1), K2, ally('crab', 4), K4]);
    s.players[0].pearls = 9;
    rejects(s, { type: 'recruit', lord: KEEPER, allies: [ally('crab', 1), K2] }, 'INVALID_PAYMENT'); // 2 races at most
    rejects(s, { type: 'recruit', lord: SHEPHERD, allies: [ally('crab', 4), K4] }, 'INVALID_PAYMENT'); // a Crab is no Seahorse
  });

  it('the lowest Ally affiliated is never a Kraken', () => {
    const s = table();
    const sea3 = ally('seahorse', 3);
    setHand(s, 0, [sea3, K2, K3]);
    const t = act(s, { type: 'recruit', lord: SHEPHERD, allies: [sea3, K2, K3] });
    expect(t.players[0].affiliated).toEqual([sea3]);
    expect(t.players[0].nebulis).toBe(3);
  });

  it('the listing reaches exactly the payments applyAction accepts (hand with Krakens, Nebulis)', () => {
    const s = table();
    const hand = [ally('seahorse', 1), ally('crab', 2), ally('jellyfish', 3), K2, K3, K4];
    setHand(s, 0, hand);
    setNebulis(s, [1, 0], 0);
    s.players[0].pearls = 1;
    for (const lord of FARMERS) {
      const accepted = new Set<string>();
      for (let mask = 1; mask < 1 << hand.length; mask++) {
        const allies = hand.filter((_, i) => mask & (1 << i));
        for (const nebulis of [0, 1]) {
          if (applyAction(s, { type: 'recruit', lord, allies, ...(nebulis ? { nebulis } : {}) }).ok) accepted.add(`${[...allies].sort()}|${nebulis}`);
        }
      }
      const reached = new Set<string>();
      const walk = (t: GameState): void => {
        for (const a of legalActions(t)) {
          const r = applyAction(t, a);
          expect(r.ok, JSON.stringify(a)).toBe(true);
          if (!r.ok) continue;
          const d = t.pending!;
          if (a.type === 'pay' && d.kind === 'payment') reached.add(`${[...d.allies].sort()}|${a.nebulis ?? 0}`);
          else if (a.type === 'addAlly' && d.kind === 'payment') {
            if (r.state.pending?.kind === 'payment') walk(r.state);
            else reached.add(`${[...d.allies, a.card].sort()}|${r.state.players[0].nebulis === 0 && (s.players[0].nebulis ?? 0) > 0 ? 1 : 0}`);
          }
        }
      };
      for (const a of recruits(s, lord)) {
        if (a.type !== 'recruit') continue;
        const r = applyAction(s, a);
        expect(r.ok).toBe(true);
        if (!r.ok) continue;
        if (a.more) walk(r.state);
        else reached.add(`${[...a.allies].sort()}|${a.nebulis ?? 0}`);
      }
      expect([...reached].sort(), `lord ${lord}`).toEqual([...accepted].sort());
    }
  });
});

describe('a Kraken left on the track', () => {
  function explored(shipMaster: boolean): GameState {
    const s = table();
    if (shipMaster) giveLords(s, 0, [LORD.shipMaster]);
    const crab = ally('crab', 2);
    const jelly = ally('jellyfish', 1);
    stackDeck(s, [K3, crab, jelly]);
    let t = act(s, { type: 'explore' });
    t = act(t, { type: 'continue' });
    t = act(t, { type: 'continue' });
    return act(t, { type: 'take' });
  }

  it('goes to the Council stack the explorer chooses', () => {
    const t = explored(false);
    expect(t.pending).toEqual({ kind: 'placeKraken', seat: 0, card: K3 });
    expect(legalActions(t)).toEqual(['jellyfish', 'crab', 'seahorse', 'shellfish', 'squid'].map((race) => ({ type: 'placeKraken', race })));
    rejects(t, { type: 'placeKraken', race: 'kraken' as never }, 'ILLEGAL_CHOICE');
    rejects(t, { type: 'pass' }, 'WRONG_DECISION');
    const u = act(t, { type: 'placeKraken', race: 'squid' });
    expect(u.council[4].at(-1)).toBe(K3);
    expect(u.council[1].at(-1)).toBe(ally('crab', 2));
    expect(u.track).toEqual([]);
  });

  it('may be taken from the track when the decks run dry', () => {
    const s = table();
    const crab = ally('crab', 2);
    pullCard(s, K3);
    pullCard(s, crab);
    s.track = [K3, crab];
    s.pending = { kind: 'takeFromTrack', seat: 0 };
    expect(legalActions(s)).toEqual([{ type: 'takeFromTrack', card: K3 }, { type: 'takeFromTrack', card: crab }]);
    expect(act(s, { type: 'takeFromTrack', card: K3 }).players[0].hand).toContain(K3);
  });

  it('the Ship Master counts races, not the Kraken', () => {
    const t = explored(true);
    expect(t.players[0].pearls).toBe(1);
  });
});

describe('the end of the game', () => {
  function ending(players = 2): GameState {
    const s = table(players);
    s.lastSeat = 0;
    s.pending = { kind: 'afterAction', seat: 0 };
    s.tasks = [];
    return s;
  }

  it('Krakens left in hand give (value − 1) Nebulis, none with the Cleaner, then are discarded', () => {
    const s = ending();
    setHand(s, 0, [K4, K2, ally('crab', 1)]);
    setHand(s, 1, [K3]);
    giveLords(s, 1, [LORD.cleaner]);
    const t = act(s, { type: 'endTurn' });
    expect(t.over).toBe(true);
    expect([t.players[0].nebulis, t.players[1].nebulis]).toEqual([4, 0]);
    expect(t.players[0].affiliated).toEqual([ally('crab', 1)]);
    expect(t.explorationDiscard).toEqual(expect.arrayContaining([K4, K2, K3]));
    expect(t.kraken!.figure).toBe(0);
    expect(scoreSheet(t)[0].nebulis).toBe(-9);
  });

  it('a tie for the figure waits for its holder before the game is over', () => {
    const s = ending(3);
    setNebulis(s, [1, 0, 0], 0);
    setHand(s, 1, [K3]);
    setHand(s, 2, [K3b]);
    const t = act(s, { type: 'endTurn' });
    expect(t.over).toBe(false);
    expect(t.pending).toEqual({ kind: 'krakenFigure', seat: 0, candidates: [1, 2] });
    const u = act(t, { type: 'giveKraken', seat: 2 });
    expect(u.over).toBe(true);
    expect(u.kraken!.figure).toBe(2);
  });
});

describe('the Smugglers', () => {
  it('the Ferryman turns 1 Nebulis into 1 Pearl once per turn', () => {
    const s = table();
    giveLords(s, 0, [LORD.ferryman]);
    setNebulis(s, [2, 1], 0);
    expect(legalActions(s)).toContainEqual({ type: 'ferryman' });
    const t = act(s, { type: 'ferryman' });
    expect([t.players[0].nebulis, t.players[0].pearls]).toEqual([1, 1]);
    expect(t.pending).toEqual({ kind: 'main', seat: 0 });
    expect(t.kraken!.figure).toBe(0); // tied at 1: the holder keeps it
    expect(legalActions(t)).not.toContainEqual({ type: 'ferryman' });
    rejects(t, { type: 'ferryman' }, 'ALREADY_USED');
    const none = table();
    setNebulis(none, [0, 0]);
    giveLords(none, 0, [LORD.ferryman]);
    rejects(none, { type: 'ferryman' }, 'ALREADY_USED');
  });

  it('the Fence gives 1 Nebulis to each opponent', () => {
    const s = table(3);
    setNebulis(s, [3, 0, 0], 0);
    const crabs = [ally('crab', 4), ally('crab', 3)];
    setHand(s, 0, crabs);
    setCourt(s, [LORD.fence, ...FARMERS.slice(0, 5)]);
    const t = act(s, { type: 'recruit', lord: LORD.fence, allies: crabs });
    expect(t.players.map((p) => p.nebulis)).toEqual([1, 1, 1]);
    // Both opponents now tie the holder: it chooses whether the figure moves.
    expect(t.pending).toEqual({ kind: 'krakenFigure', seat: 0, candidates: [1, 2] });
    expect(act(t, { type: 'giveKraken', seat: 1 }).kraken!.figure).toBe(1);
  });

  it('with fewer Nebulis than opponents, the Fence owner chooses who receives them', () => {
    const s = table(3);
    setNebulis(s, [1, 0, 0], 0);
    const crabs = [ally('crab', 4), ally('crab', 3)];
    setHand(s, 0, crabs);
    setCourt(s, [LORD.fence, ...FARMERS.slice(0, 5)]);
    const t = act(s, { type: 'recruit', lord: LORD.fence, allies: crabs });
    expect(t.pending).toEqual({ kind: 'fence', seat: 0, count: 1, candidates: [1, 2] });
    expect(legalActions(t)).toEqual([{ type: 'giveNebulis', seat: 1 }, { type: 'giveNebulis', seat: 2 }]);
    rejects(t, { type: 'giveNebulis', seat: 0 }, 'ILLEGAL_CHOICE');
    const u = act(t, { type: 'giveNebulis', seat: 2 });
    expect(u.players.map((p) => p.nebulis)).toEqual([0, 0, 1]);
    expect(u.kraken!.figure).toBe(2);
  });
});

describe('hidden information', () => {
  it("an open payment with Krakens shows another seat no Ally of the payer's hand", () => {
    const s = table();
    const sea = ally('seahorse', 1);
    setHand(s, 0, [sea, K4, K4b]);
    const t = act(s, { type: 'recruit', lord: SHEPHERD, allies: [K4, K4b], more: true });
    expect(t.pending?.kind).toBe('payment');
    const seen = viewFor(t, 1);
    expect(seen.pending).toEqual({ kind: 'payment', seat: 0, lord: SHEPHERD, allies: [] });
    expect(seen.players[0].hand ?? []).not.toContain(K4);
  });
});

describe('recruitment listing in Kraken games (random states)', () => {
  const canonical = (allies: readonly number[]): string => allies.map((c) => allyRace(c) * 8 + allyValue(c)).sort((a, b) => a - b).join(',');

  /** A main decision of a seeded random Kraken game, with Krakens, Nebulis and maybe the Outlaw or the Counterfeiter. */
  function state(seed: number): GameState | null {
    const rand = prng(seed);
    let s = newGame({ seed, players: 2 + (seed % 3), expansions: { kraken: true } });
    const steps = Math.floor(rand() * 150);
    for (let n = 0; !s.over && (n < steps || s.pending?.kind !== 'main' || s.turn.acted); n++) {
      if (n > 3000) return null;
      s = act(s, randomAction(s, rand));
    }
    if (s.over) return null;
    const seat = s.current;
    const krakens = [71, 72, 73, 74, 75, 76, 77].filter(() => rand() < 0.35).filter((c) => !s.players[seat].hand.includes(c));
    for (const c of krakens) pullCard(s, c);
    s.players[seat].hand.push(...krakens);
    s.players[seat].nebulis = Math.floor(rand() * 3);
    s.players[seat].pearls = Math.floor(rand() * 4);
    const lord = rand() < 0.3 ? LORD.outlaw : rand() < 0.4 ? LORD.counterfeiter : 0;
    if (lord && !s.players.some((p) => p.lords.includes(lord))) giveLords(s, seat, [lord]);
    return s;
  }

  it('reaches exactly the payments (Allies and Nebulis) applyAction accepts, each leaving the same state', () => {
    let states = 0;
    let withKrakenPaid = 0;
    let withNebulisPaid = 0;
    for (let seed = 1; seed <= 50; seed++) {
      const s = state(seed);
      if (!s) continue;
      states++;
      const seat = s.current;
      const hand = s.players[seat].hand;
      const classes = new Map<number, number[]>();
      for (const c of hand) classes.set(allyRace(c) * 8 + allyValue(c), [...(classes.get(allyRace(c) * 8 + allyValue(c)) ?? []), c]);
      const groups = [...classes.values()];
      const candidates = [...s.court];
      for (const lord of candidates) {
        const accepted = new Set<string>();
        const pick = (i: number, chosen: number[]): void => {
          if (i === groups.length) {
            if (!chosen.length) return;
            for (const nebulis of [0, 1, 2]) {
              if (applyAction(s, { type: 'recruit', lord, allies: chosen, ...(nebulis ? { nebulis } : {}) }).ok) accepted.add(`${canonical(chosen)}|${nebulis}`);
            }
            return;
          }
          for (let k = 0; k <= groups[i].length; k++) pick(i + 1, [...chosen, ...groups[i].slice(0, k)]);
        };
        if (groups.length <= 11) pick(0, []);
        else continue;
        const reached = new Set<string>();
        const seen = new Set<string>();
        const reach = (after: GameState, allies: readonly number[], nebulis: number): void => {
          reached.add(`${canonical(allies)}|${nebulis}`);
          if (allies.some((c) => c >= 71)) withKrakenPaid++;
          if (nebulis > 0) withNebulisPaid++;
          const oneShot = applyAction(s, { type: 'recruit', lord, allies: [...allies], ...(nebulis ? { nebulis } : {}) });
          expect(oneShot.ok, `seed ${seed} lord ${lord} ${JSON.stringify(allies)} ${nebulis}`).toBe(true);
          if (oneShot.ok) expect(after).toEqual(oneShot.state);
        };
        const walk = (t: GameState): void => {
          const d = t.pending!;
          if (d.kind !== 'payment') throw new Error(`expected an open payment, got ${d.kind}`);
          const key = canonical(d.allies);
          if (seen.has(key)) return;
          seen.add(key);
          for (const a of legalActions(t)) {
            const r = applyAction(t, a);
            expect(r.ok, `seed ${seed}: ${JSON.stringify(a)} listed but refused`).toBe(true);
            if (!r.ok) continue;
            if (a.type === 'pay') reach(r.state, d.allies, a.nebulis ?? 0);
            else if (a.type === 'addAlly') {
              if (r.state.pending?.kind === 'payment' && r.state.pending.seat === d.seat) walk(r.state);
              else {
                const allies = [...d.allies, a.card];
                // The Nebulis paid, from the log (the Lord's power may move Nebulis too).
                const paid = r.state.log.slice(t.log.length).filter((e) => e.kind === 'nebulisPaid' && e.args.source === 'payment');
                reach(r.state, allies, paid.reduce((n, e) => n + (e.kind === 'nebulisPaid' ? e.args.count : 0), 0));
              }
            }
          }
        };
        for (const a of legalActions(s)) {
          if (a.type !== 'recruit' || a.lord !== lord) continue;
          const r = applyAction(s, a);
          expect(r.ok, `seed ${seed}: ${JSON.stringify(a)} listed but refused`).toBe(true);
          if (!r.ok) continue;
          if (a.more) walk(r.state);
          else reach(r.state, a.allies, a.nebulis ?? 0);
        }
        expect([...reached].sort(), `seed ${seed}, lord ${lord}`).toEqual([...accepted].sort());
      }
    }
    // The sample holds real work: states, payments with Krakens, payments with Nebulis.
    expect(states).toBeGreaterThan(40);
    expect(withKrakenPaid).toBeGreaterThan(100);
    expect(withNebulisPaid).toBeGreaterThan(20);
  });
});
