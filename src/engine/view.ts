// What one seat (or a spectator) may know: rulings.md, "Hidden information".
import { MONSTER_TOKEN_VALUES, RACES } from './cards.ts';
import { legalActions } from './legal.ts';
import { paymentSeenBy } from './recruit-steps.ts';
import { scoreSheet } from './scoring.ts';
import { copyEvent } from './events.ts';
import { keysHeld, lordCount, name } from './state.ts';
import { cloneHolding } from './state-copy.ts';
import { expansionViews } from './hooks.ts';
import type { GameOptions, GameState } from './types.ts';
import type { PlayerView, ViewOptions } from './view-types.ts';

export type { KrakenView, LeviathanView, PlayerPublicView, PlayerView, ReadonlyPlayerView, ViewOptions } from './view-types.ts';

/** rulings.md: the RNG state is never visible; the seed is that state at the start. */
function publicOptions(s: GameState): PlayerView['options'] {
  const { seed: _seed, ...options } = JSON.parse(JSON.stringify(s.options)) as GameOptions;
  return s.over ? { seed: s.options.seed, ...options } : options;
}

export function viewFor(s: GameState, seat: number | null, opts: ViewOptions = {}): PlayerView {
  const mine = (i: number): boolean => seat === i;
  const pending = s.pending;
  const view: PlayerView = {
    seat,
    playerCount: s.players.length,
    current: s.current,
    over: s.over,
    finalRound: s.lastSeat >= 0,
    pending: pending ? JSON.parse(JSON.stringify(pending)) : null,
    legal: pending && pending.seat === seat ? legalActions(s) : [],
    turn: { ...s.turn },
    tasks: JSON.parse(JSON.stringify(s.tasks)),
    extraTurns: s.extraTurns,
    lastSeat: s.lastSeat,
    options: publicOptions(s),
    track: s.track.slice(),
    threat: s.threat,
    council: s.council.map((c, r) => ({ race: RACES[r], count: c.length })),
    court: s.court.slice(),
    lordDeckCount: s.lordDeck.length,
    outcastDeckCount: s.outcastDeck.length,
    lordDiscard: s.lordDiscard.slice(),
    explorationDeckCount: s.explorationDeck.length,
    explorationDiscardCount: s.explorationDiscard.length,
    locationStackCount: s.locationStack.length,
    locationsAvailable: s.locationsAvailable.slice(),
    locationsOut: s.locationsOut.slice(),
    monsterTokensLeft: s.monsterTokens.length,
    keySupply: s.keySupply,
    players: s.players.map((p, i) => ({
      seat: i,
      name: name(s, i),
      pearls: p.pearls,
      keyTokens: p.keyTokens,
      keys: keysHeld(p),
      handCount: p.hand.length,
      ...(mine(i) ? { hand: p.hand.slice() } : {}),
      monsterCount: p.monsters.length,
      ...(mine(i) || s.over ? { monsterValues: p.monsters.map((t) => MONSTER_TOKEN_VALUES[t]) } : {}),
      lords: p.lords.slice(),
      assassinated: p.assassinated.slice(),
      locations: p.locations.map(cloneHolding),
      affiliated: p.affiliated.slice(),
      lordCount: lordCount(p),
      outcasts: p.outcasts.slice(),
      ...(p.nebulis !== undefined ? { nebulis: p.nebulis } : {}),
      ...(p.wounds !== undefined ? { wounds: p.wounds } : {}),
      ...(p.slain !== undefined ? { slain: p.slain.slice() } : {}),
    })),
    // Copies, so that a client or bot editing its view can never touch the state.
    log: opts.log === false ? [] : s.log.filter((e) => e.to === undefined || e.to === seat).map(copyEvent),
  };
  if (pending?.kind === 'payment') view.pending = paymentSeenBy(s, view.pending as typeof pending, seat);
  if (pending?.kind === 'blackSmokers' && pending.seat === seat) view.locationStack = [...s.locationStack].sort((a, b) => a - b);
  // The expansions' public tables (the Kraken's, the Leviathan's), nothing hidden in them.
  expansionViews(s, seat, view);
  if (s.over) view.scores = scoreSheet(s);
  if (s.turn.peek && !s.over && s.current === seat && s.lordDeck.length > 0) view.peek = s.lordDeck[s.lordDeck.length - 1];
  return view;
}
