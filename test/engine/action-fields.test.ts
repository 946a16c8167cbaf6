// Strict action shapes: the public applyAction refuses a field the action's type does not
// define (issue 9: `{ "type": "pass", "from": 64 }` was accepted and its junk stored).
import { advance } from '../../src/engine/flow.ts';
import { lootCheck } from '../../src/engine/kraken/loot.ts';
import { gainNebulis, moveNebulis } from '../../src/engine/kraken/nebulis.ts';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, LOCATION, LORD, type Action, type ActionType, type GameOptions, type GameState } from './mutable.ts';
import { act, acts, ally, game, giveLocation, giveLords, pullCard, setAffiliated, setAvailableLocations, setCourt, setHand, stackDeck } from './fixtures.ts';
import { MAX_ACTIONS, prng, randomAction } from './random-play.ts';

/** The fields each type defines besides "type": the contract, written out apart from the engine's table. */
const FIELDS: Record<ActionType, string[]> = {
  plot: ['deck', 'nebulis'], explore: [], support: ['races'], recruit: ['lord', 'allies', 'more', 'nebulis'], addAlly: ['card'], pay: ['nebulis'], slaver: ['card'], oracle: ['race'],
  opportunist: ['lord'], endTurn: [], skipAction: [], buy: ['nebulis'], pass: [], take: [], continue: [], fight: [],
  reward: ['option'], takeFromTrack: ['card'], affiliate: ['card'], discard: ['card'], payPearl: [],
  assassinate: ['lord'], hunt: ['target'], apprentice: ['race'], illusionist: ['from', 'to'], corrupt: ['lord', 'nebulis'],
  betray: ['discard', 'take'], scheme: ['discard'], decline: [], takeLocation: ['location'],
  drawLocations: ['count'], pickLocation: ['location'], payKeys: ['lords'], swapLocation: ['location'],
  reconquer: ['location'],
  giveKraken: ['seat'], placeKraken: ['race'], giveNebulis: ['seat'], heal: ['card'], execute: ['race'],
  discardAffiliated: ['card'], liberate: ['lord'], drawLoot: [], stopLoot: [], placeSentinel: ['zone', 'target'],
  ferryman: [], recipient: [],
  attack: ['space', 'card'], endFight: [], ignoreMonster: [], boost: ['pearls'], fightReward: ['leviathanTokens'],
  takeCouncil: ['race'], loseLord: ['lord'], targetOpponent: ['seat'], placeLeviathan: ['space'], strike: ['space'],
};

const TESTED = Object.keys(FIELDS) as ActionType[];

function message(type: ActionType, field: string): string {
  const allowed = FIELDS[type];
  return `A "${type}" action has no "${field}" field (${allowed.length ? `it takes ${allowed.map((f) => `"${f}"`).join(' and ')}` : 'it takes nothing besides "type"'}).`;
}

/** One state per action type where an action of that type is legal, from seeded random games. */
function examples(): Map<ActionType, [GameState, Action]> {
  const out = new Map<ActionType, [GameState, Action]>();
  // Random play meets every type but the three crafted below within a few hundred games.
  const wanted = TESTED.filter((t) => !['takeFromTrack', 'illusionist', 'skipAction', 'giveKraken', 'drawLoot', 'stopLoot', 'placeSentinel', 'placeKraken', 'giveNebulis', 'ferryman'].includes(t));
  for (let g = 0; g < 400 && wanted.some((t) => !out.has(t)); g++) {
    const options: GameOptions = { seed: 600 + g, players: 2 + (g % 3), ...(g % 4 === 1 ? { martialLaw: true } : {}), ...(g % 4 === 3 ? { expansions: { deProfundis: true } } : {}) };
    const rand = prng(options.seed as number);
    let s = newGame(options);
    for (let n = 0; !s.over && n < MAX_ACTIONS; n++) {
      for (const a of legalActions(s)) if (!out.has(a.type)) out.set(a.type, [s, a]);
      s = act(s, randomAction(s, rand));
    }
  }
  // Leviathan tables (2 to 5 players, a third with the Kraken): random play meets its types.
  const leviathanTypes: ActionType[] = ['attack', 'endFight', 'ignoreMonster', 'boost', 'fightReward', 'takeCouncil', 'loseLord', 'targetOpponent', 'placeLeviathan', 'strike'];
  for (let g = 0; g < 300 && leviathanTypes.some((t) => !out.has(t)); g++) {
    const options: GameOptions = { seed: 900 + g, players: 2 + (g % 4), expansions: { leviathan: true, ...(g % 3 === 2 ? { kraken: true } : {}) } };
    const rand = prng(options.seed as number);
    let s = newGame(options);
    for (let n = 0; !s.over && n < MAX_ACTIONS; n++) {
      for (const a of legalActions(s)) if (!out.has(a.type)) out.set(a.type, [s, a]);
      s = act(s, randomAction(s, rand));
    }
  }
  return out;
}

/** The rare ones, crafted: takeFromTrack (deck and discard both dry), the Illusionist, and no action possible. */
function crafted(): [GameState, Action][] {
  let t = game(2, 9);
  const [j1, c3] = [ally('jellyfish', 1), ally('crab', 3)];
  t.explorationDeck = [c3, 65, j1];
  t.players[1].pearls = 0;
  t = acts(t, [{ type: 'explore' }, { type: 'continue' }, { type: 'continue' }, { type: 'continue' }]);
  let i = game(2);
  giveLocation(i, 0, 1, [27]);
  setAvailableLocations(i, [2, 3]);
  setCourt(i, [LORD.illusionist, 30, 31, 32]);
  const pay = [ally('jellyfish', 5), ally('jellyfish', 4), ally('jellyfish', 1)];
  setHand(i, 0, pay);
  i = act(i, { type: 'recruit', lord: LORD.illusionist, allies: pay });
  // Nothing to explore, an empty Council, an empty hand: the player can take no action.
  const k = game(2);
  k.players[1].hand.push(...k.explorationDeck.splice(0));
  // Kraken: two players tied for the most Nebulis, the figure's holder gives it to one.
  const f = newGame({ seed: 5, players: 3, startSeat: 0, expansions: { kraken: true } });
  const c = { events: null };
  gainNebulis(f, c, 0, 3, 'lord');
  gainNebulis(f, c, 1, 2, 'lord');
  gainNebulis(f, c, 2, 2, 'lord');
  f.pending = null;
  moveNebulis(f, c, 0, -1, 2, 'payment');
  advance(f, c);
  // Kraken: a Loot Location just taken, its search waiting for the next draw or the stop.
  const l = newGame({ seed: 5, players: 2, startSeat: 0, expansions: { kraken: true } });
  giveLocation(l, 0, LOCATION.megalodon);
  l.pending = null;
  lootCheck(l, c, 0, LOCATION.megalodon);
  // Kraken: the Watcher's Sentinel, placed once it is recruited.
  let w = newGame({ seed: 5, players: 2, startSeat: 0, expansions: { kraken: true } });
  setCourt(w, [LORD.watcher, 30, 31]);
  const watcherPay = [ally('crab', 3), ally('jellyfish', 2)];
  setHand(w, 0, watcherPay);
  w = act(w, { type: 'recruit', lord: LORD.watcher, allies: watcherPay });
  // Kraken: a Kraken left on the track, the Fence with too few Nebulis, the Ferryman.
  const kr = (): GameState => {
    const g = newGame({ seed: 5, players: 3, startSeat: 0, expansions: { kraken: true } });
    for (const p of g.players) p.pearls = 0;
    return g;
  };
  let pk = kr();
  stackDeck(pk, [73, ally('crab', 2)]);
  pk = acts(pk, [{ type: 'explore' }, { type: 'continue' }, { type: 'take' }]);
  let fe = kr();
  fe.players[0].nebulis = 1;
  const crabs = [ally('crab', 4), ally('crab', 3)];
  setCourt(fe, [LORD.fence, 30, 31, 32]);
  setHand(fe, 0, crabs);
  fe = act(fe, { type: 'recruit', lord: LORD.fence, allies: crabs });
  const fm = kr();
  fm.players[0].nebulis = 1;
  giveLords(fm, 0, [LORD.ferryman]);
  return [
    [t, { type: 'takeFromTrack', card: c3 }], [i, { type: 'illusionist', from: 1, to: 3 }], [k, { type: 'skipAction' }], [f, { type: 'giveKraken', seat: 1 }],
    [l, { type: 'drawLoot' }], [l, { type: 'stopLoot' }],
    [w, { type: 'placeSentinel', zone: 'council', target: 0 }],
    [pk, { type: 'placeKraken', race: 'crab' }], [fe, { type: 'giveNebulis', seat: 2 }], [fm, { type: 'ferryman' }],
    ...krakenLords(),
  ];
}

/** The Kraken Lords' decisions (kraken/lords.ts), each crafted where its action is legal. */
function krakenLords(): [GameState, Action][] {
  const kraken = (): GameState => newGame({ seed: 5, players: 3, startSeat: 0, expansions: { kraken: true } });
  const h = kraken();
  const c4 = ally('crab', 4);
  pullCard(h, c4);
  h.explorationDiscard.push(c4);
  h.pending = { kind: 'healer', seat: 0 };
  const e = kraken();
  e.pending = { kind: 'executioner', seat: 0 };
  const x = kraken();
  setAffiliated(x, 1, [ally('crab', 2), c4]);
  x.pending = { kind: 'executed', seat: 1, race: 1 };
  const l = kraken();
  giveLocation(l, 0, 1, [27, 28]);
  l.pending = { kind: 'liberator', seat: 0 };
  const r = kraken();
  giveLords(r, 0, [LORD.recipient]);
  setCourt(r, [27, 28, 29]);
  return [
    [h, { type: 'heal', card: c4 }], [e, { type: 'execute', race: 'crab' }], [x, { type: 'discardAffiliated', card: c4 }],
    [l, { type: 'liberate', lord: 27 }], [r, { type: 'recipient' }],
  ];
}

describe('actions with fields their type does not define', () => {
  const found = examples();
  for (const [s, a] of crafted()) found.set(a.type, [s, a]);

  it('every action type was met', () => {
    expect([...found.keys()].sort()).toEqual([...TESTED].sort());
  });

  for (const type of TESTED) {
    it(`"${type}": refused with a sentence naming the field, the state unchanged; accepted without it`, () => {
      const [s, a] = found.get(type)!;
      const field = type === 'illusionist' ? 'note' : 'from';
      const before = JSON.stringify(s);
      const r = applyAction(s, { ...a, [field]: 64 } as Action);
      expect(r).toEqual({ ok: false, error: { code: 'MALFORMED_ACTION', message: message(type, field) } });
      expect(JSON.stringify(s)).toBe(before);
      expect(applyAction(s, a).ok).toBe(true);
    });
  }

  it('the reported case: { type: "pass", from: 64 } on a purchase offer', () => {
    const [s] = found.get('pass')!;
    expect(applyAction(s, { type: 'pass', from: 64 } as Action)).toEqual({
      ok: false, error: { code: 'MALFORMED_ACTION', message: 'A "pass" action has no "from" field (it takes nothing besides "type").' },
    });
  });

  it('a defined optional field left out or given is fine; an unknown type is still refused as before', () => {
    const [s] = found.get('plot')!;
    expect(applyAction(s, { type: 'plot', deck: 'lords' }).ok).toBe(applyAction(s, { type: 'plot' }).ok);
    const r = applyAction(s, { type: 'teleport', from: 1 } as unknown as Action);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('WRONG_DECISION');
  });
});
