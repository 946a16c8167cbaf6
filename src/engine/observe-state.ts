// observeState(state, seat): observe(viewFor(state, seat)) without building the view's copies,
// for the learning environment's hot path (one observation per step). It encodes, with the same
// encoders (observe.ts and each expansion's part), a read-only view that shares the state's
// arrays instead of copying them and leaves out what no observation reads (the log, the legal
// actions, the scores, the names). What the seat may know follows viewFor's rules (view.ts):
// its own hand; Monster token values of its own seat, or of everyone once the game is over;
// an open payment as paymentSeenBy shows it; the Black Smokers' stack to the seat choosing;
// the Conspirator's peek to its owner. test/engine/observe-state.properties.test.ts proves the
// vectors equal to observe(viewFor(…)) on every table, for every seat and a spectator.
import { MONSTER_TOKEN_VALUES, RACES, lordKeys } from './cards.ts';
import { observationSpec, observeInto, type ObserveOptions } from './observe.ts';
import { paymentSeenBy } from './recruit-steps.ts';
import { keysHeld, lordCount } from './state.ts';
import type { GameState } from './types.ts';
import type { PlayerPublicView, PlayerView } from './view.ts';

const NO_ACTIONS: never[] = [];

/** keysHeld of a player without an assassinated Lord (most of them): its tokens and each Lord's keys, without a search per Lord. */
function keysOfFreeLords(tokens: number, lords: readonly number[]): number {
  let keys = tokens;
  for (let i = 0; i < lords.length; i++) keys += lordKeys(lords[i]);
  return keys;
}

/**
 * The view observe reads, sharing the state's arrays (never to be handed out: code outside
 * the engine gets viewFor's copies). Only for encoding, at once.
 */
function leanView(s: GameState, seat: number | null): PlayerView {
  const pending = s.pending;
  const players: PlayerPublicView[] = new Array<PlayerPublicView>(s.players.length);
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[i];
    const mine = seat === i;
    const player: PlayerPublicView = {
      seat: i,
      name: '',
      pearls: p.pearls,
      keyTokens: p.keyTokens,
      keys: p.assassinated.length === 0 ? keysOfFreeLords(p.keyTokens, p.lords) : keysHeld(p),
      handCount: p.hand.length,
      monsterCount: p.monsters.length,
      lords: p.lords,
      assassinated: p.assassinated,
      locations: p.locations,
      affiliated: p.affiliated,
      lordCount: lordCount(p),
      outcasts: p.outcasts,
    };
    // Set only when present, as viewFor does (no object spread: this runs every step).
    if (mine) player.hand = p.hand;
    if (mine || s.over) player.monsterValues = p.monsters.map((t) => MONSTER_TOKEN_VALUES[t]);
    if (p.nebulis !== undefined) player.nebulis = p.nebulis;
    if (p.wounds !== undefined) player.wounds = p.wounds;
    if (p.slain !== undefined) player.slain = p.slain;
    players[i] = player;
  }
  const view: PlayerView = {
    seat,
    playerCount: s.players.length,
    current: s.current,
    over: s.over,
    finalRound: s.lastSeat >= 0,
    pending: pending?.kind === 'payment' ? paymentSeenBy(s, pending, seat) : pending,
    legal: NO_ACTIONS,
    turn: s.turn,
    tasks: s.tasks,
    extraTurns: s.extraTurns,
    lastSeat: s.lastSeat,
    options: s.options,
    track: s.track,
    threat: s.threat,
    council: s.council.map((c, r) => ({ race: RACES[r], count: c.length })),
    court: s.court,
    lordDeckCount: s.lordDeck.length,
    outcastDeckCount: s.outcastDeck.length,
    lordDiscard: s.lordDiscard,
    explorationDeckCount: s.explorationDeck.length,
    explorationDiscardCount: s.explorationDiscard.length,
    locationStackCount: s.locationStack.length,
    locationsAvailable: s.locationsAvailable,
    locationsOut: s.locationsOut,
    monsterTokensLeft: s.monsterTokens.length,
    keySupply: s.keySupply,
    players,
    log: NO_ACTIONS,
  };
  if (pending?.kind === 'blackSmokers' && pending.seat === seat) view.locationStack = [...s.locationStack].sort((a, b) => a - b);
  if (s.kraken) {
    view.kraken = { figure: s.kraken.figure, lootDeckCount: s.kraken.lootDeck.length, lootDiscard: s.kraken.lootDiscard, sentinels: s.kraken.sentinels };
  }
  if (s.leviathan) {
    const lv = s.leviathan;
    view.leviathan = { border: lv.border, deckCount: lv.deck.length, discard: lv.discard, tokensLeft: lv.tokens.length, tokenDiscard: lv.tokenDiscard, scourge: lv.scourge };
  }
  if (s.turn.peek && !s.over && s.current === seat && s.lordDeck.length > 0) view.peek = s.lordDeck[s.lordDeck.length - 1];
  return view;
}

/**
 * One seat's observation (or a spectator's, seat null) straight from the state: equal, entry
 * for entry, to observe(viewFor(state, seat), options), at a fraction of the cost. With `x`
 * (zeros, at least the spec's size) it is written there and returned.
 */
export function observeState(s: GameState, seat: number | null, options?: ObserveOptions, x?: Float32Array): Float32Array {
  return observeInto(leanView(s, seat), x ?? new Float32Array(observationSpec(s.options).size), options);
}
