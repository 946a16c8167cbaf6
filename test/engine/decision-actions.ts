// Which action types each decision kind answers to, for the property tests of every table
// (base, De Profundis, Kraken, Leviathan): an action of any other type is the wrong decision.
import type { ActionType, DecisionKind, ErrorCode } from '../../src/engine/index.ts';

export const ERROR_CODES: readonly ErrorCode[] = [
  'MALFORMED_ACTION', 'GAME_OVER', 'WRONG_DECISION', 'ILLEGAL_CHOICE', 'NOT_ENOUGH_PEARLS',
  'INVALID_PAYMENT', 'CARD_NOT_IN_HAND', 'NOT_IN_COURT', 'ALREADY_USED',
];

/** The action types each decision answers to (any other type is the wrong decision). */
export const ACCEPTS: Record<DecisionKind, readonly ActionType[]> = {
  main: ['plot', 'explore', 'support', 'recruit', 'skipAction', 'slaver', 'oracle', 'opportunist', 'ferryman', 'recipient'],
  afterAction: ['endTurn', 'slaver', 'oracle', 'opportunist', 'ferryman', 'recipient'],
  offer: ['buy', 'pass'],
  allyRevealed: ['take', 'continue'],
  monsterRevealed: ['fight', 'continue'],
  reward: ['reward'],
  takeFromTrack: ['takeFromTrack'],
  payment: ['addAlly', 'pay'],
  affiliate: ['affiliate'],
  discard: ['discard'],
  martialLaw: ['payPearl', 'discard'],
  assassinate: ['assassinate'],
  hunt: ['hunt'],
  apprentice: ['apprentice'],
  illusionist: ['illusionist', 'decline'],
  corruptor: ['corrupt', 'decline'],
  traitor: ['betray', 'decline'],
  schemer: ['scheme', 'decline'],
  location: ['takeLocation', 'drawLocations'],
  pickLocation: ['pickLocation'],
  payKeys: ['payKeys'],
  blackSmokers: ['swapLocation', 'decline'],
  reconquer: ['reconquer'],
  replaceLocation: ['pickLocation'],
  krakenFigure: ['giveKraken'],
  placeKraken: ['placeKraken'],
  fence: ['giveNebulis'],
  healer: ['heal'],
  executioner: ['execute'],
  executed: ['discardAffiliated'],
  liberator: ['liberate'],
  loot: ['drawLoot', 'stopLoot'],
  sentinel: ['placeSentinel'],
  leviathanMonster: ['attack', 'continue', 'ignoreMonster'],
  leviathanAttack: ['attack', 'endFight'],
  boostAttack: ['boost'],
  fightReward: ['fightReward'],
  tokenCouncil: ['takeCouncil'],
  loseLord: ['loseLord'],
  borderGuard: ['targetOpponent'],
  breeder: ['placeLeviathan'],
  rebel: ['strike'],
};
/** The decisions only a Kraken table reaches. */
export const KRAKEN_KINDS: readonly DecisionKind[] = ['krakenFigure', 'placeKraken', 'fence', 'healer', 'executioner', 'executed', 'liberator', 'loot', 'sentinel'];
/** The decisions only a Leviathan table reaches. */
export const LEVIATHAN_KINDS: readonly DecisionKind[] = ['leviathanMonster', 'leviathanAttack', 'boostAttack', 'fightReward', 'tokenCouncil', 'loseLord', 'borderGuard', 'breeder', 'rebel'];
export const ALL_TYPES = [...new Set(Object.values(ACCEPTS).flat()), 'endTurn'] as ActionType[];

/** Decision kinds no expansion adds: every table may reach them. */
export const BASE_KINDS = (Object.keys(ACCEPTS) as DecisionKind[]).filter((k) => !KRAKEN_KINDS.includes(k) && !LEVIATHAN_KINDS.includes(k));

/**
 * Action types only an expansion's decisions take (its `kinds`), and those its main-decision
 * powers add (`extra`): a table without that expansion never meets them.
 */
export function expansionTypes(kinds: readonly DecisionKind[], extra: readonly ActionType[] = []): ActionType[] {
  const base = new Set(BASE_KINDS.flatMap((k) => ACCEPTS[k]));
  return [...new Set([...kinds.flatMap((k) => ACCEPTS[k]), ...extra])].filter((t) => !base.has(t) || extra.includes(t));
}
