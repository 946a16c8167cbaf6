// Kraken decisions: for each kind, the actions it lists and how one applies. The base modules
// (apply.ts, legal.ts) hand every decision kind they do not know to the expansions' tables
// (the engine's hooks, hooks.ts), so each Kraken rule module adds its decisions here.
import type { DecisionTable } from '../hooks.ts';
import type { KrakenDecisionKind } from '../types.ts';
import { RACES, allyRace } from '../cards.ts';
import {
  canHeal, discardAffiliated, execute, executionChoices, heal, healerChoices, liberate, liberatorChoices,
} from './lords.ts';
import { drawAgain, stopSearch } from './loot.ts';
import { setFigure } from './nebulis.ts';
import { placeSentinel, placements } from './sentinels.ts';
import { placeKraken } from './krakenAllies.ts';
import { fenceGives } from './smugglers.ts';
import { illegal } from '../decisions/common.ts';

/** Every Kraken decision kind has its rule (the mapped type makes tsc refuse a missing one). */
export const KRAKEN_DECISIONS: DecisionTable<KrakenDecisionKind> = {
  krakenFigure: {
    expected: 'giveKraken',
    legal: (_s, d) => d.candidates.map((seat) => ({ type: 'giveKraken', seat })),
    apply(s, d, a, ctx) {
      if (a.type !== 'giveKraken') return undefined;
      if (!d.candidates.includes(a.seat)) return illegal('Give the Kraken figure to one of the players tied for the most Nebulis.');
      s.pending = null;
      setFigure(s, ctx, a.seat);
      return null;
    },
  },
  healer: {
    expected: 'heal',
    // Only the Healer's owner sees the discard: these actions are listed to that seat alone.
    legal: (s) => healerChoices(s).map((card) => ({ type: 'heal', card })),
    apply(s, _d, a, ctx) {
      if (a.type !== 'heal') return undefined;
      if (!canHeal(s, a.card)) return illegal('Take an Ally (not a Monster) from the discard.');
      s.pending = null;
      heal(s, ctx, a.card);
      return null;
    },
  },
  executioner: {
    expected: 'execute',
    legal: () => RACES.map((race) => ({ type: 'execute', race })),
    apply(s, _d, a, ctx) {
      if (a.type !== 'execute') return undefined;
      const race = typeof a.race === 'string' ? RACES.indexOf(a.race) : -1;
      if (race < 0) return illegal(`Name one of the races: ${RACES.join(', ')}.`);
      s.pending = null;
      execute(s, ctx, race);
      return null;
    },
  },
  executed: {
    expected: 'discardAffiliated',
    legal: (s, d) => executionChoices(s, d.seat, d.race).map((card) => ({ type: 'discardAffiliated', card })),
    apply(s, d, a, ctx) {
      if (a.type !== 'discardAffiliated') return undefined;
      const own = s.players[d.seat].affiliated;
      if (!Number.isInteger(a.card) || !own.includes(a.card) || allyRace(a.card) !== d.race) {
        return illegal(`Discard one of your affiliated ${RACES[d.race]} Allies.`);
      }
      s.pending = null;
      discardAffiliated(s, ctx, d.seat, a.card);
      return null;
    },
  },
  liberator: {
    expected: 'liberate',
    legal: (s) => liberatorChoices(s).map((lord) => ({ type: 'liberate', lord })),
    apply(s, _d, a, ctx) {
      if (a.type !== 'liberate') return undefined;
      if (!Number.isInteger(a.lord) || !liberatorChoices(s).includes(a.lord)) return illegal('Free one of your Lords that is under one of your Locations.');
      s.pending = null;
      liberate(s, ctx, a.lord);
      return null;
    },
  },
  loot: {
    expected: 'drawLoot or stopLoot',
    // The decision is only asked while the Loot deck has a card: both choices are always open.
    legal: () => [{ type: 'drawLoot' }, { type: 'stopLoot' }],
    apply(s, d, a, ctx) {
      if (a.type === 'drawLoot') {
        if (s.kraken!.lootDeck.length === 0) return illegal('The Loot deck is empty.');
        drawAgain(s, ctx, d.seat, d.location);
        return null;
      }
      if (a.type === 'stopLoot') {
        stopSearch(s, ctx, d.seat, d.location);
        return null;
      }
      return undefined;
    },
  },
  sentinel: {
    expected: 'placeSentinel',
    legal: (s) => placements(s),
    apply: (s, d, a, ctx) => placeSentinel(s, ctx, d.seat, d.lord, a),
  },
  placeKraken: {
    expected: 'placeKraken',
    legal: () => RACES.map((race) => ({ type: 'placeKraken', race })),
    apply(s, d, a, ctx) {
      if (a.type !== 'placeKraken') return undefined;
      const race = typeof a.race === 'string' ? RACES.indexOf(a.race) : -1;
      if (race < 0) return illegal('Put the Kraken on one of the five Council stacks (name its race).');
      s.pending = null;
      placeKraken(s, ctx, d.card, race);
      return null;
    },
  },
  fence: {
    expected: 'giveNebulis',
    legal: (_s, d) => d.candidates.map((seat) => ({ type: 'giveNebulis', seat })),
    apply(s, d, a, ctx) {
      if (a.type !== 'giveNebulis') return undefined;
      if (!d.candidates.includes(a.seat)) return illegal('Give 1 Nebulis to an opponent who has not had one from the Fence yet.');
      fenceGives(s, ctx, d, a.seat);
      return null;
    },
  },
};
