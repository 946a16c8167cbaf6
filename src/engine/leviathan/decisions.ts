// Leviathan decisions: for each kind, the actions it lists and how one applies. The base
// modules (apply.ts, legal.ts) hand every decision kind they do not know to the expansions'
// tables (expansion-decisions.ts), so each Leviathan rule module adds its decisions here.
import type { Ctx } from '../state.ts';
import type { Action, EngineError, GameState, LeviathanDecision, LeviathanDecisionKind } from '../types.ts';
import { freeSpaces } from './border.ts';
import { placeBred, sendLeviathan } from './border-lords.ts';
import { applyMonster, monsterActions } from './monster.ts';
import { loseLord } from './penalties.ts';

export interface LeviathanDecisionRule<K extends LeviathanDecisionKind> {
  /** What the decision accepts, to name it in errors ("attack or continue"). */
  expected: string;
  legal(s: GameState, d: Extract<LeviathanDecision, { kind: K }>): Action[];
  /**
   * Checks and applies `a`: null when applied, an error (state untouched) when refused,
   * undefined when `a` is not an action this decision takes.
   */
  apply(s: GameState, d: Extract<LeviathanDecision, { kind: K }>, a: Action, ctx: Ctx): EngineError | null | undefined;
}

const notBuilt = { legal: (): Action[] => [], apply: (): undefined => undefined };
const illegal = (message: string): EngineError => ({ code: 'ILLEGAL_CHOICE', message });

/** Every Leviathan decision kind has its rule (the mapped type makes tsc refuse a missing one). */
export const LEVIATHAN_DECISIONS: { [K in LeviathanDecisionKind]: LeviathanDecisionRule<K> } = {
  leviathanMonster: { expected: 'attack, continue or ignoreMonster', legal: monsterActions, apply: applyMonster },
  leviathanAttack: { expected: 'attack or endFight', ...notBuilt },
  boostAttack: { expected: 'boost', ...notBuilt },
  fightReward: { expected: 'fightReward', ...notBuilt },
  tokenCouncil: { expected: 'takeCouncil', ...notBuilt },
  loseLord: {
    expected: 'loseLord',
    legal: (s, d) => s.players[d.seat].lords.map((lord) => ({ type: 'loseLord', lord })),
    apply(s, d, a, ctx) {
      if (a.type !== 'loseLord') return undefined;
      if (!s.players[d.seat].lords.includes(a.lord)) return illegal('Choose one of your free Lords (not under a Location) for the Leviathan to take.');
      s.pending = null;
      loseLord(s, ctx, d.seat, a.lord);
      return null;
    },
  },
  borderGuard: {
    expected: 'targetOpponent',
    legal: (_s, d) => d.candidates.map((seat) => ({ type: 'targetOpponent', seat })),
    apply(s, d, a, ctx) {
      if (a.type !== 'targetOpponent') return undefined;
      if (!d.candidates.includes(a.seat)) return illegal('Choose an opponent the Shaman does not protect.');
      s.pending = null;
      sendLeviathan(s, ctx, a.seat);
      return null;
    },
  },
  breeder: {
    expected: 'placeLeviathan',
    legal: (s) => freeSpaces(s).map((space) => ({ type: 'placeLeviathan', space })),
    apply(s, d, a, ctx) {
      if (a.type !== 'placeLeviathan') return undefined;
      if (!freeSpaces(s).includes(a.space)) return illegal('Put the Leviathan on a free Border space.');
      s.pending = null;
      placeBred(s, ctx, d.seat, a.space);
      return null;
    },
  },
  rebel: { expected: 'strike', ...notBuilt },
};
