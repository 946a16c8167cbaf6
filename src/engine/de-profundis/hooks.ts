// De Profundis (the Outcasts) behind the engine's hooks (hooks.ts, docs/outcasts.md).
import type { ExpansionHooks } from '../hooks.ts';
import { deProfundisObserve } from '../outcasts-observe.ts';
import { deProfundisResample } from '../outcasts-resample.ts';
import { checkOutcastDeck } from '../outcasts.ts';

export const DE_PROFUNDIS: ExpansionHooks = {
  name: 'deProfundis',
  outcastsRecruited: true,
  active: (o) => !!o.expansions?.deProfundis,
  checkValue(value) {
    if (typeof value === 'boolean') return null;
    return typeof value === 'object' && value !== null ? checkOutcastDeck((value as { deck?: unknown }).deck) : 'De Profundis takes true or { deck }.';
  },
  resample: deProfundisResample,
  observe: deProfundisObserve,
};
