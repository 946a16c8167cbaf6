// The Leviathan expansion behind the engine's hooks (hooks.ts, docs/leviathan.md).
import { decisionRules, type ExpansionHooks } from '../hooks.ts';
import type { LeviathanTask, Task } from '../types.ts';
import { LEVIATHAN_LORD_COUNT, LEVIATHAN_LORD_FIRST, SCOURGE_IP, WOUND_IP, isMonsterCard } from '../cards.ts';
import { leviathanMonster } from './monster.ts';
import { LEVIATHAN_DECISIONS } from './decisions.ts';
import { leviathanLordPower } from './lords.ts';
import { leviathanObserve } from './observe.ts';
import { LEVIATHAN_PAYMENTS } from './payments.ts';
import { leviathanResample } from './resample.ts';
import { runLeviathanTask } from './tasks.ts';
import { addLeviathanCards, placeFirstLeviathan } from './setup.ts';
import { MAX_PLAYERS } from '../seats.ts';

const TASKS: ReadonlySet<Task['t']> = new Set<LeviathanTask['t']>(['arrival', 'fightReward', 'fightAgain']);
const isLeviathanTask = (task: Task): task is LeviathanTask => TASKS.has(task.t);

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
  runTask(s, ctx, task) {
    if (!isLeviathanTask(task)) return false;
    runLeviathanTask(s, ctx, task);
    return true;
  },
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
  resample: leviathanResample,
  observe: leviathanObserve,
};
