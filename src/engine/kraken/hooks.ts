// The Kraken expansion behind the engine's hooks (hooks.ts, docs/kraken.md).
import { decisionRules, type ExpansionHooks } from '../hooks.ts';
import {
  KRAKEN_ALLY_COUNT, KRAKEN_ALLY_FIRST, KRAKEN_LOCATION_COUNT, KRAKEN_LOCATION_FIRST, KRAKEN_LORD_COUNT, KRAKEN_LORD_FIRST,
  LORD, allyValue, isKrakenAlly,
} from '../cards.ts';
import { KRAKEN_DECISIONS } from './decisions.ts';
import { KRAKEN_PAYMENTS, krakenRacesFit, krakensAtEnd, krakensSpent, withoutKrakens } from './krakenAllies.ts';
import { NEBULIS } from './payments.ts';
import { krakenLordPower, mayBuyAgain, notePurchase, recipientReady, shareholders, useRecipient } from './lords.ts';
import { guardedFrom, isSentinelLord, releaseGuard, reservesIn, sentinelLordJoins } from './sentinels.ts';
import { canUseFerryman, useFerryman } from './smugglers.ts';
import { range } from '../range.ts';
import { krakenObserve } from './observe.ts';
import { gainPearlsAt } from './pearls.ts';
import { krakenResample } from './resample.ts';
import { krakenIp } from './values.ts';
import { runKrakenTask } from './tasks.ts';
import { addKrakenCards } from './setup.ts';
import { discardLoot, lootCheck } from './loot.ts';
import { gainNebulis } from './nebulis.ts';
import { KRAKEN_PART } from './part.ts';
import { shuffle } from '../rng.ts';


/** No usable power (frozen: the hook's callers only read it). */
const NO_POWERS = Object.freeze([]) as readonly number[] as number[];

export const KRAKEN: ExpansionHooks = {
  name: 'kraken',
  active: (o) => !!o.expansions?.kraken,
  checkValue: (value) => (typeof value === 'boolean' ? null : 'Kraken takes true or false.'),
  addCards: addKrakenCards,
  afterDeal: (s) => shuffle(s, s.kraken!.lootDeck),
  decisions: decisionRules(KRAKEN_DECISIONS),
  runTask: runKrakenTask,
  gainPearls: gainPearlsAt,
  // A Kraken Ally would shed its Nebulis this way (Board Game Arena refuses it too).
  martialLawRefuses: (card) => (isKrakenAlly(card) ? 'You cannot discard a Kraken Ally to Martial Law.' : null),
  guard: { guardedFrom, reservesIn, release: releaseGuard },
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
    const ferryman = canUseFerryman(s);
    const recipient = recipientReady(s);
    // Asked at every main and after-action decision: usually neither, and no array made.
    if (!ferryman && !recipient) return NO_POWERS;
    const out: number[] = [];
    if (ferryman) out.push(LORD.ferryman);
    if (recipient) out.push(LORD.recipient);
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
  // Loot Locations: searched when taken, their Loot discarded when given up (kraken/loot.ts).
  locationTaken: lootCheck,
  locationGivenUp: discardLoot,
  // The Assassin has no effect on Sentinel Lords (docs/kraken.md, "Sentinels").
  beyondAssassin: isSentinelLord,
  allyDiscarded(s, ctx, seat, card, reason) {
    // A Kraken a Leviathan takes gives its Nebulis as one spent would (Board Game Arena's
    // "fight-leviathan-discard-ally"); the Jailer's, the Commander's and Martial Law's do not (docs/leviathan.md).
    if (reason === 'leviathan' && isKrakenAlly(card)) gainNebulis(s, ctx, seat, allyValue(card) - 1, 'leviathan');
  },
  toCouncil(s, card) {
    // The explorer picks a Kraken Ally's stack, after the Ship Master counted the races (tasks first).
    if (!isKrakenAlly(card)) return false;
    s.tasks.unshift({ t: 'placeKraken', card });
    return true;
  },
  tableCards(cards) {
    cards.exploration.push(...range(KRAKEN_ALLY_FIRST, KRAKEN_ALLY_COUNT));
    cards.lords.push(...range(KRAKEN_LORD_FIRST, KRAKEN_LORD_COUNT));
    cards.locations.push(...range(KRAKEN_LOCATION_FIRST, KRAKEN_LOCATION_COUNT));
  },
  part: KRAKEN_PART,
  view(s, _seat, view) {
    // The Loot deck's order stays hidden.
    const k = s.kraken!;
    view.kraken = {
      figure: k.figure,
      lootDeckCount: k.lootDeck.length,
      lootDiscard: k.lootDiscard.slice(),
      sentinels: k.sentinels.map((x) => ({ ...x })),
    };
  },
  resample: krakenResample,
  observe: krakenObserve,
};
