// The environment's fixed-size encoding has no slots for the Leviathan expansion (its cards, the
// Border, Wounds, the Scourge, a fifth seat): such games are refused clearly, and nothing changes.
import { describe, expect, it } from 'vitest';
import { AbyssEnv, MAX_SEATS } from '../../src/env/index.ts';
import { newGame, type GameState } from '../../src/engine/index.ts';

const REFUSAL = 'The environment does not encode Leviathan games yet: play them through the engine or the stdio protocol.';

/** A base game given a Leviathan table by hand (the engine deals its first Leviathan by rules still being built). */
function leviathanState(players: number): GameState {
  const s = newGame({ seed: 3, players: Math.min(players, 4), startSeat: 0 });
  s.options = { ...s.options, players, expansions: { leviathan: true } };
  while (s.players.length < players) s.players.push({ ...s.players[0], hand: [], lords: [], locations: [], monsters: [] });
  s.leviathan = { deck: [0, 1], discard: [], border: new Array(9).fill(null), tokens: [0], tokenDiscard: [], scourge: -1 };
  return s;
}

describe('the environment and Leviathan', () => {
  it('keeps MAX_SEATS at 4: the encoding is sized for the base game', () => {
    expect(MAX_SEATS).toBe(4);
  });

  it('refuses to reset a Leviathan game, of any size, before the engine deals it', () => {
    const env = new AbyssEnv();
    expect(() => env.reset(1, { players: 5, expansions: { leviathan: true } })).toThrow(REFUSAL);
    expect(() => env.reset(1, { players: 2, expansions: { leviathan: true, kraken: false } })).toThrow(REFUSAL);
    // Still no game: nothing was half set up.
    expect(() => env.step(0)).toThrow('Call reset first.');
  });

  it('refuses to load a Leviathan state, 5 seats included, for being a Leviathan game', () => {
    const env = new AbyssEnv();
    expect(() => env.load(leviathanState(5))).toThrow(REFUSAL);
    expect(() => env.load(leviathanState(3))).toThrow(REFUSAL);
    // Leviathan state without the option (a hand-made state): refused all the same.
    const bare = leviathanState(2);
    delete bare.options.expansions;
    expect(() => env.load(bare)).toThrow(REFUSAL);
    expect(() => env.step(0)).toThrow('Call reset first.');
    // A base game still loads.
    expect(env.load(newGame({ seed: 3, players: 4, startSeat: 0 })).seat).toBe(0);
  });

  it('refuses five base seats with the engine\'s own sentence', () => {
    expect(() => new AbyssEnv().reset(1, { players: 5 })).toThrow('A fifth player needs the Leviathan expansion.');
  });
});
