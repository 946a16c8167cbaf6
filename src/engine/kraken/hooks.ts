// The Kraken expansion behind the engine's hooks (hooks.ts, docs/kraken.md).
import { decisionRules, type ExpansionHooks } from '../hooks.ts';
import type { KrakenTask, Task } from '../types.ts';
import { KRAKEN_DECISIONS } from './decisions.ts';
import { krakenObserve } from './observe.ts';
import { gainPearlsAt } from './pearls.ts';
import { krakenResample } from './resample.ts';
import { runKrakenTask } from './tasks.ts';
import { addKrakenCards } from './setup.ts';
import { shuffle } from '../rng.ts';

const TASKS: ReadonlySet<Task['t']> = new Set<KrakenTask['t']>(['krakenFigure', 'sentinel', 'resumeMain', 'placeKraken', 'executed']);
const isKrakenTask = (task: Task): task is KrakenTask => TASKS.has(task.t);

export const KRAKEN: ExpansionHooks = {
  name: 'kraken',
  active: (o) => !!o.expansions?.kraken,
  checkValue: (value) => (typeof value === 'boolean' ? null : 'Kraken takes true or false.'),
  addCards: addKrakenCards,
  afterDeal: (s) => shuffle(s, s.kraken!.lootDeck),
  decisions: decisionRules(KRAKEN_DECISIONS),
  runTask(s, ctx, task) {
    if (!isKrakenTask(task)) return false;
    runKrakenTask(s, ctx, task);
    return true;
  },
  gainPearls: gainPearlsAt,
  resample: krakenResample,
  observe: krakenObserve,
};
