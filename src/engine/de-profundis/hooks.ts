// De Profundis (the Outcasts) behind the engine's hooks (hooks.ts, docs/outcasts.md).
import { decisionRules, type ExpansionHooks } from '../hooks.ts';
import { DE_PROFUNDIS_DECISIONS } from './decisions.ts';
import { deProfundisObserve } from './observe.ts';
import { deProfundisResample } from './resample.ts';
import { checkOutcastDeck, conspiratorPeek, dealOutcasts, gainOutcast, reconquestCheck, replaceLost } from './outcasts.ts';

export const DE_PROFUNDIS: ExpansionHooks = {
  name: 'deProfundis',
  outcastsRecruited: true,
  active: (o) => !!o.expansions?.deProfundis,
  checkValue(value) {
    if (typeof value === 'boolean') return null;
    return typeof value === 'object' && value !== null ? checkOutcastDeck((value as { deck?: unknown }).deck) : 'De Profundis takes true or { deck }.';
  },
  decisions: decisionRules(DE_PROFUNDIS_DECISIONS),
  dealCourt: dealOutcasts,
  outcastJoins: gainOutcast,
  turnStarts(s, ctx) {
    if (s.players[s.current].outcasts.length > 0) conspiratorPeek(s, ctx);
  },
  runTask(s, ctx, task) {
    if (task.t === 'reconquest') reconquestCheck(s, ctx);
    else if (task.t === 'replaceLost') replaceLost(s, ctx, task.seat, task.lords);
    else return false;
    return true;
  },
  // Its Outcast deck: a player may plot from it too.
  plotDecks: ['outcasts'],
  resample: deProfundisResample,
  observe: deProfundisObserve,
};
