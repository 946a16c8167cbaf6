// Table options: anything the engine does not play is refused with a sentence naming it,
// never silently ignored (design.md, "Engine contract").
import { describe, expect, it } from 'vitest';
import { checkOptions, newGame, type GameOptions } from '../../src/engine/index.ts';

/** Options as a client might send them: any JSON object. */
function refused(options: object, message: string): void {
  expect(checkOptions(options as GameOptions)).toEqual({ code: 'BAD_OPTIONS', message });
  expect(() => newGame(options as GameOptions)).toThrow(message);
}

describe('table options', () => {
  it('refuses an unknown top-level option, naming it', () => {
    refused({ players: 2, seed: 1, variant: 'fast' }, 'Unknown option "variant": a game takes seed, players, names, startSeat, martialLaw, expansions.');
    refused({ players: 2, seed: 1, deProfundis: true }, 'Unknown option "deProfundis": a game takes seed, players, names, startSeat, martialLaw, expansions.');
  });

  it('takes the Kraken expansion as true or false, nothing else', () => {
    expect(checkOptions({ players: 2, seed: 1, expansions: { kraken: true } })).toBeNull();
    expect(checkOptions({ players: 4, seed: 1, expansions: { kraken: true, deProfundis: true } })).toBeNull();
    refused({ players: 2, seed: 1, expansions: { deProfundis: true, kraken: {} } }, 'Kraken takes true or false.');
    refused({ players: 2, seed: 1, expansions: { kraken: 'yes' } }, 'Kraken takes true or false.');
  });

  it('refuses a fifth player without the Leviathan expansion, and Martial Law switched off with it', () => {
    refused({ players: 5, seed: 1 }, 'A fifth player needs the Leviathan expansion.');
    refused({ players: 6, seed: 1, expansions: { leviathan: true } }, 'Abyss is played by 2 to 4 players (5 with the Leviathan expansion).');
    refused({ players: 3, seed: 1, martialLaw: false, expansions: { leviathan: true } }, 'The Leviathan expansion always plays with Martial Law.');
    refused({ players: 3, seed: 1, expansions: { leviathan: 'yes' as never } }, 'Leviathan takes true or false.');
  });

  it('refuses an unknown expansion, naming it', () => {
    refused({ players: 2, seed: 1, expansions: { deprofundis: true } }, 'Unknown expansion "deprofundis": the expansions played are deProfundis, kraken, leviathan.');
  });

  it('refuses expansions and Martial Law that are not what they should be', () => {
    refused({ players: 2, seed: 1, expansions: ['deProfundis'] }, 'Expansions are an object such as { "deProfundis": true }.');
    refused({ players: 2, seed: 1, expansions: 'deProfundis' }, 'Expansions are an object such as { "deProfundis": true }.');
    refused({ players: 2, seed: 1, martialLaw: 'yes' }, 'Martial Law takes true or false.');
    refused([2, 1], 'Options must be an object.');
  });

  it('accepts every option it plays, and unavailable expansions switched off', () => {
    const all: GameOptions = {
      seed: 'ab'.repeat(16), players: 3, names: ['a', 'b', 'c'], startSeat: 1, martialLaw: true,
      expansions: { deProfundis: true, kraken: false, leviathan: false },
    };
    expect(checkOptions(all)).toBeNull();
    expect(newGame(all).outcastDeck.length).toBeGreaterThan(0);
    expect(checkOptions({ seed: 1, players: 2, expansions: {} })).toBeNull();
  });
});
