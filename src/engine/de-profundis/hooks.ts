// De Profundis (the Outcasts) behind the engine's hooks (hooks.ts, docs/outcasts.md).
import type { ExpansionHooks } from '../hooks.ts';
import { deProfundisObserve } from '../outcasts-observe.ts';
import { deProfundisResample } from '../outcasts-resample.ts';

export const DE_PROFUNDIS: ExpansionHooks = {
  name: 'deProfundis',
  active: (o) => !!o.expansions?.deProfundis,
  resample: deProfundisResample,
  observe: deProfundisObserve,
};
