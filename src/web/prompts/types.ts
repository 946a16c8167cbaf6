// What every prompt gets: the view, the legal actions of my seat, and how to answer.
import type { Action, Decision, DecisionKind, PlayerView } from '../../engine/index.ts';
import type { ViewResponse } from '../../protocol/game.ts';
import type { Targets } from '../table/targets.ts';

/** Choices in progress that are not actions yet (payment being built, first half of a two-step choice). */
export interface UiState {
  recruitLord: number | null;
  selected: number[];
  first: number | null;
  /** Kraken: Nebulis put towards the payment being built (absent = 0). */
  nebulis?: number;
}

export const EMPTY_UI: UiState = { recruitLord: null, selected: [], first: null };

export interface PromptCtx<K extends DecisionKind = DecisionKind> {
  data: ViewResponse;
  view: PlayerView;
  decision: Extract<Decision, { kind: K }>;
  me: number;
  legal: Action[];
  busy: boolean;
  act(action: Action): void;
  ui: UiState;
  setUi(patch: Partial<UiState>): void;
  name(seat: number): string;
}

/** The parts of a prompt's context that do not depend on the kind of decision (for shared helpers). */
export type BaseCtx = Omit<PromptCtx, 'decision'>;

export interface PromptDef<K extends DecisionKind = DecisionKind> {
  /** One line saying what I must decide. */
  title(ctx: PromptCtx<K>): string;
  Component(props: { ctx: PromptCtx<K> }): React.ReactNode;
  /** What on the table a click can choose. */
  targets?(ctx: PromptCtx<K>, t: Targets): void;
}

export function ofType<T extends Action['type']>(legal: readonly Action[], type: T): Extract<Action, { type: T }>[] {
  return legal.filter((a): a is Extract<Action, { type: T }> => a.type === type);
}

export const has = (legal: readonly Action[], type: Action['type']): boolean => legal.some((a) => a.type === type);
