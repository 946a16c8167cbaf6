// Game states for bot tests: positions reached by play, and crafted ones for the decisions
// that play reaches rarely. Tests hand bots only views of these states.
import {
  LORD, fast, legalActions, newGame, viewFor,
  type DecisionKind, type GameState,
} from '../engine/mutable.ts';
import { greedyAction } from '../../src/bots/greedy.ts';
import { makeRng } from '../../src/bots/rng.ts';

/** De Profundis decision kinds. */
export const DE_PROFUNDIS_KINDS = ['reconquer', 'replaceLocation'] as const;

/** Every decision kind of the base game. */
export const BASE_KINDS: DecisionKind[] = [
  'main', 'afterAction', 'offer', 'allyRevealed', 'monsterRevealed', 'reward', 'takeFromTrack', 'affiliate', 'discard',
  'martialLaw', 'assassinate', 'hunt', 'apprentice', 'illusionist', 'corruptor', 'traitor', 'schemer', 'location',
  'pickLocation', 'payKeys', 'blackSmokers', 'payment',
];

/**
 * Plays games with a mix of greedy and random moves and keeps up to `perKind` states of each
 * decision kind (deep copies, taken before the decision).
 */
export function collectStates(perKind: number, games: number, seed = 1, everyGameDeProfundis = false): Map<DecisionKind, GameState[]> {
  const out = new Map<DecisionKind, GameState[]>();
  const rng = makeRng(seed);
  for (let g = 0; g < games; g++) {
    const s = newGame({ seed: seed * 1000 + g, players: 2 + (g % 3), martialLaw: g % 2 === 0, ...(everyGameDeProfundis || g % 4 === 3 ? { expansions: { deProfundis: true } } : {}) });
    const randomness = [0.1, 0.5, 1][g % 3];
    while (!s.over) {
      const kind = s.pending!.kind;
      const list = out.get(kind) ?? [];
      if (list.length < perKind && rng.next() < 0.3) {
        list.push(fast.clone(s));
        out.set(kind, list);
      }
      const legal = legalActions(s);
      const a = rng.next() < randomness ? legal[rng.int(legal.length)] : greedyAction(viewFor(s, s.pending!.seat));
      const e = fast.apply(s, a, true);
      if (e) throw new Error(e.message);
    }
  }
  return out;
}

/** Moves an Exploration card from wherever it is to `to`. */
export function moveCard(s: GameState, card: number, to: number[]): void {
  const zones = [s.explorationDeck, s.explorationDiscard, s.track, ...s.council, ...s.players.flatMap((p) => [p.hand, p.affiliated])];
  for (const z of zones) {
    const i = z.indexOf(card);
    if (i >= 0) {
      z.splice(i, 1);
      to.push(card);
      return;
    }
  }
  throw new Error(`card ${card} not found`);
}

/** Moves a Lord from the deck, the Court or a player to `to`. */
export function moveLord(s: GameState, lord: number, to: number[]): void {
  for (const z of [s.lordDeck, s.court, ...s.players.map((p) => p.lords)]) {
    const i = z.indexOf(lord);
    if (i >= 0) {
      z.splice(i, 1);
      to.push(lord);
      return;
    }
  }
  throw new Error(`lord ${lord} not found`);
}

/** States for decisions that random play reaches rarely, built by hand. */
export function craftedStates(): Map<DecisionKind, GameState[]> {
  const out = new Map<DecisionKind, GameState[]>();
  const add = (s: GameState): void => {
    const list = out.get(s.pending!.kind) ?? [];
    list.push(s);
    out.set(s.pending!.kind, list);
  };
  {
    // The Hunter: two opponents with Monster tokens.
    const s = newGame({ seed: 11, players: 3, startSeat: 0 });
    for (const seat of [1, 2]) s.players[seat].monsters.push(s.monsterTokens.pop()!, s.monsterTokens.pop()!);
    s.pending = { kind: 'hunt', seat: 0, targets: [1, 2] };
    add(s);
  }
  {
    // Martial Law: 14 Allies in hand at the end of the turn.
    const s = newGame({ seed: 12, players: 2, startSeat: 0, martialLaw: true });
    const allies = s.explorationDeck.filter((c) => c < 65).slice(0, 14);
    for (const c of allies) moveCard(s, c, s.players[0].hand);
    s.players[0].pearls = 3;
    s.turn.acted = true;
    s.pending = { kind: 'martialLaw', seat: 0, count: 2 };
    s.tasks = [{ t: 'nextTurn' }];
    add(s);
  }
  {
    // Empty decks: take an Ally from the track.
    const s = newGame({ seed: 13, players: 2, startSeat: 0 });
    const allies = s.explorationDeck.filter((c) => c < 65);
    for (const c of allies.slice(0, 3)) moveCard(s, c, s.track);
    // The rest of the deck goes to the hands; the Monster cards leave the game (no zone can hold them).
    for (const c of s.explorationDeck.splice(0)) if (c < 65) s.players[c % 2].hand.push(c);
    s.turn.acted = true;
    s.pending = { kind: 'takeFromTrack', seat: 0 };
    s.tasks = [{ t: 'endExploration' }, { t: 'keys' }, { t: 'afterAction' }];
    add(s);
  }
  {
    // The Corruptor with 6 Pearls, the Illusionist with a Location to swap, key payments.
    const s = newGame({ seed: 14, players: 2, startSeat: 0 });
    moveLord(s, LORD.corruptor, s.players[0].lords);
    s.players[0].pearls = 6;
    s.turn.acted = true;
    s.pending = { kind: 'corruptor', seat: 0 };
    s.tasks = [{ t: 'refill' }, { t: 'keys' }, { t: 'afterAction' }];
    add(s);
  }
  {
    const s = newGame({ seed: 15, players: 2, startSeat: 0 });
    moveLord(s, LORD.illusionist, s.players[0].lords);
    s.players[0].locations.push({ id: s.locationStack.pop()!, lords: [] });
    s.locationsAvailable.push(s.locationStack.pop()!);
    s.turn.acted = true;
    s.pending = { kind: 'illusionist', seat: 0 };
    s.tasks = [{ t: 'keys' }, { t: 'afterAction' }];
    add(s);
  }
  {
    const s = newGame({ seed: 16, players: 2, startSeat: 0 });
    for (const l of [27, 28, 29]) moveLord(s, l, s.players[0].lords);
    s.players[0].keyTokens = 1;
    s.keySupply -= 1;
    s.turn.acted = true;
    s.pending = { kind: 'payKeys', seat: 0, location: s.locationsAvailable[0] };
    s.tasks = [{ t: 'afterAction' }];
    add(s);
  }
  {
    // Black Smokers taken: look through the stack.
    const s = newGame({ seed: 17, players: 2, startSeat: 0 });
    const i = s.locationStack.indexOf(10);
    if (i >= 0) s.locationStack.splice(i, 1);
    else s.locationsAvailable.splice(s.locationsAvailable.indexOf(10), 1);
    s.players[0].locations.push({ id: 10, lords: [] });
    s.turn.acted = true;
    s.pending = { kind: 'blackSmokers', seat: 0 };
    s.tasks = [{ t: 'keys' }, { t: 'afterAction' }];
    add(s);
  }
  {
    // De Profundis: two unused Outcasts reconquer one of two opponents' Locations; the loser picks a replacement.
    const s = newGame({ seed: 18, players: 3, startSeat: 0, expansions: { deProfundis: true } });
    const take = (): number => s.outcastDeck.pop() ?? s.court.splice(s.court.findIndex((c) => c >= 101), 1)[0];
    s.players[0].outcasts.push(take(), take());
    s.players[1].locations.push({ id: s.locationStack.pop()!, lords: [] });
    s.players[2].locations.push({ id: s.locationStack.pop()!, lords: [] });
    s.turn.acted = true;
    s.pending = { kind: 'reconquer', seat: 0, options: [s.players[1].locations[0].id, s.players[2].locations[0].id] };
    s.tasks = [{ t: 'afterAction' }];
    add(s);
    const t = fast.clone(s);
    t.locationsAvailable.push(t.locationStack.pop()!, t.locationStack.pop()!);
    t.players[0].outcasts = [];
    t.pending = { kind: 'replaceLocation', seat: 1, lords: [] };
    add(t);
  }
  return out;
}

/** Collected and crafted states together, with every base decision kind present. */
export function statesOfEveryKind(perKind: number, games: number): Map<DecisionKind, GameState[]> {
  const all = collectStates(perKind, games);
  for (const [kind, list] of craftedStates()) all.set(kind, [...(all.get(kind) ?? []), ...list]);
  return all;
}
