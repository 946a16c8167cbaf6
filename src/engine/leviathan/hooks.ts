// The Leviathan expansion behind the engine's hooks (hooks.ts, docs/leviathan.md).
import { decisionRules, type ExpansionHooks } from '../hooks.ts';
import {
  LEVIATHAN_ALLY_FIRST, LEVIATHAN_CARD_COUNT, LEVIATHAN_LORD_COUNT, LEVIATHAN_LORD_FIRST, LORD, SCOURGE_IP, WOUND_IP, isMonsterCard,
} from '../cards.ts';
import { LEVIATHAN_PART } from './part.ts';
import { leviathanMonster } from './monster.ts';
import { LEVIATHAN_DECISIONS } from './decisions.ts';
import { leviathanLordPower } from './lords.ts';
import { leviathanObserve } from './observe.ts';
import { LEVIATHAN_PAYMENTS } from './payments.ts';
import { leviathanResample } from './resample.ts';
import { runLeviathanTask } from './tasks.ts';
import { addLeviathanCards, placeFirstLeviathan } from './setup.ts';
import { MAX_PLAYERS } from '../seats.ts';

export const LEVIATHAN: ExpansionHooks = {
  name: 'leviathan',
  active: (o) => !!o.expansions?.leviathan,
  checkValue: (value) => (typeof value === 'boolean' ? null : 'Leviathan takes true or false.'),
  // Its fifth cup.
  maxPlayers: MAX_PLAYERS,
  // It plays with Martial Law (docs/leviathan.md): switching it off is refused.
  checkOptions: (o) => (o.martialLaw === false ? 'The Leviathan expansion always plays with Martial Law.' : null),
  martialLaw: true,
  addCards: addLeviathanCards,
  // Its decks are shuffled and the first Leviathan placed by a roll after every base and Kraken draw.
  afterDeal: placeFirstLeviathan,
  decisions: decisionRules(LEVIATHAN_DECISIONS),
  payments: LEVIATHAN_PAYMENTS,
  runTask: runLeviathanTask,
  monsterRevealed(s, ctx) {
    leviathanMonster(s, ctx);
    return true;
  },
  // A Monster kept on past leaves the track for the discard: a discard of Monsters only would be
  // shuffled and revealed for ever, so with no Ally left to find the deck is exhausted.
  discardRefills: (s) => s.explorationDiscard.some((c) => !isMonsterCard(c)),
  lordPower(s, ctx, lord) {
    if (lord < LEVIATHAN_LORD_FIRST || lord >= LEVIATHAN_LORD_FIRST + LEVIATHAN_LORD_COUNT) return false;
    leviathanLordPower(s, ctx, lord);
    return true;
  },
  scoreLine(s, seat, line) {
    // +5 IP for the Scourge figure, −1 IP per Wound.
    line.leviathan = (s.leviathan!.scourge === seat ? SCOURGE_IP : 0) + WOUND_IP * (s.players[seat].wounds ?? 0);
    line.total += line.leviathan;
  },
  tableCards(cards) {
    for (let i = 0; i < LEVIATHAN_CARD_COUNT; i++) cards.exploration.push(LEVIATHAN_ALLY_FIRST + i);
    for (let i = 0; i < LEVIATHAN_LORD_COUNT; i++) cards.lords.push(LEVIATHAN_LORD_FIRST + i);
    // The Tamer is out of a Leviathan game.
    cards.lords = cards.lords.filter((l) => l !== LORD.tamer);
  },
  part: LEVIATHAN_PART,
  view(s, _seat, view) {
    // The Leviathan deck's and tokens' order stay hidden.
    const lv = s.leviathan!;
    view.leviathan = {
      border: lv.border.map((b) => (b ? { id: b.id, beaten: b.beaten } : null)),
      deckCount: lv.deck.length,
      discard: lv.discard.slice(),
      tokensLeft: lv.tokens.length,
      tokenDiscard: lv.tokenDiscard.slice(),
      scourge: lv.scourge,
    };
  },
  resample: leviathanResample,
  observe: leviathanObserve,
};
