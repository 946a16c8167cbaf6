// The Kraken expansion behind the engine's hooks (hooks.ts, docs/kraken.md).
import { decisionRules, type ExpansionHooks } from '../hooks.ts';
import type { KrakenTask, Task } from '../types.ts';
import { KRAKEN_LORD_COUNT, KRAKEN_LORD_FIRST, LORD } from '../cards.ts';
import { KRAKEN_DECISIONS } from './decisions.ts';
import { KRAKEN_PAYMENTS, krakenRacesFit, krakensAtEnd, krakensSpent, withoutKrakens } from './krakenAllies.ts';
import { NEBULIS } from './payments.ts';
import { krakenLordPower, mayBuyAgain, notePurchase, recipientReady, shareholders, useRecipient } from './lords.ts';
import { guardedFrom, isSentinelLord, releaseGuard, sentinelLordJoins } from './sentinels.ts';
import { canUseFerryman, useFerryman } from './smugglers.ts';
import { krakenObserve } from './observe.ts';
import { gainPearlsAt } from './pearls.ts';
import { krakenResample } from './resample.ts';
import { krakenIp } from './values.ts';
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
  guard: { guardedFrom, release: releaseGuard },
  mayBuyAgain,
  onPurchase: notePurchase,
  racesFit: krakenRacesFit,
  currency: NEBULIS,
  payments: KRAKEN_PAYMENTS,
  alliesSpent: krakensSpent,
  affiliable: withoutKrakens,
  lordRecruited: shareholders,
  lordPower(s, ctx, lord) {
    if (lord < KRAKEN_LORD_FIRST || lord >= KRAKEN_LORD_FIRST + KRAKEN_LORD_COUNT) return false;
    if (isSentinelLord(lord)) sentinelLordJoins(s, ctx, lord);
    else krakenLordPower(s, ctx, lord);
    return true;
  },
  usablePowers(s) {
    const out: number[] = [];
    if (canUseFerryman(s)) out.push(LORD.ferryman);
    if (recipientReady(s)) out.push(LORD.recipient);
    return out;
  },
  powerActions(_s, lord, out) {
    if (lord === LORD.ferryman) out.push({ type: 'ferryman' });
    if (lord === LORD.recipient) out.push({ type: 'recipient' });
  },
  applyPower(s, a, ctx) {
    if (a.type === 'ferryman') return useFerryman(s, ctx);
    if (a.type !== 'recipient') return undefined;
    if (!recipientReady(s)) return { code: 'ALREADY_USED', message: 'The Recipient is not available to you now (used this turn, not yours, no empty Court space or no Lord left).' };
    useRecipient(s, ctx);
    return null;
  },
  beforeGameEnd(s, ctx) {
    // Krakens left in hand give Nebulis; a tie for the figure waits for its holder (one still
    // waiting from the last action too: the game does not end before it).
    s.tasks = s.tasks.filter((t) => t.t === 'krakenFigure');
    krakensAtEnd(s, ctx);
    s.tasks.push({ t: 'endGame' });
    return true;
  },
  scoreLine(s, seat, line) {
    // −1 IP per Nebulis, −5 more for the Kraken figure's holder.
    line.nebulis = krakenIp(s.players[seat].nebulis ?? 0, s.kraken!.figure === seat);
    line.total += line.nebulis;
  },
  resample: krakenResample,
  observe: krakenObserve,
};
