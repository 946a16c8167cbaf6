// A reset/step environment over the engine for learning code (docs/environment.md). The
// environment is the authority (it holds the full state, as the CLI's runner does); everything
// it returns about the game is what one seat may know: observations are the engine's
// observeState(state, seat) (equal to observe(viewFor(state, seat)), without the view's copies)
// and the legal actions the engine's legalActions, once per decision. Nothing reads the event
// log, so a step costs the same at move 400 as at move 10 (test/env/step-cost.test.ts).
import { activeSeat, fast, legalActions, scores, tableSlots, viewFor, type Action, type GameOptions, type GameState, type PlayerView, type ScoreSheet, type ScratchState } from '../engine/index.ts';
import type { Bot } from '../bots/types.ts';
import { botView } from '../agents/bot-view.ts';
import { actionLayout, type ActionLayout } from './actions.ts';
import { encodeStateObservation, observationLayout } from './observation.ts';

export { ACTION_SIZE, ACTIONS, ActionLayout, actionLayout, actionTokens, describeIndex } from './actions.ts';
export { OBSERVATION_SIZE, OBSERVATION_SEGMENTS, PLAYER_SEGMENTS, encodeObservation, encodeStateObservation, observationLayout, type ObservationLayout } from './observation.ts';
export { MAX_SEATS } from './layout.ts';

/** How the end of the game is rewarded, per seat: a share of the win (1/k for k tied winners) or the final score. */
export type RewardKind = 'win' | 'score';

export interface EnvOptions extends Omit<GameOptions, 'seed'> {
  /** Final rewards (default 'win'). */
  reward?: RewardKind;
  /** Observations scaled to [0, 1] by each entry's documented bound (engine/observe.ts; default false: raw counts). */
  normalise?: boolean;
  /**
   * Bots that play some seats inside the environment (null or absent: the caller plays that
   * seat). With every seat but one given, `step` returns only at the caller's decisions.
   */
  opponents?: (Bot | null)[];
  /** The episode is cut (truncated) after this many calls of `step` (default: never). */
  maxSteps?: number;
  /**
   * Every EnvStep's `observation` is the same vector, overwritten by the next reset or step
   * (default false: a new vector each time, the caller's to keep). For a caller that copies
   * or encodes it at once (the env-server): no vector is allocated per step.
   */
  reuseObservation?: boolean;
}

export interface EnvStep {
  /** The deciding seat's observation; once the game is over, that of the seat that took this step. */
  observation: Float32Array;
  /** 1 at the indexes `step` accepts now (all 0 once the game is over or cut). */
  legalMask: Uint8Array;
  /** The seat that decides now, or null once the game is over. */
  seat: number | null;
  /** The game is over (Gymnasium's `terminated`). */
  done: boolean;
  /** The episode was cut by `maxSteps` before the game ended (Gymnasium's `truncated`). */
  truncated: boolean;
  /** Calls of `step` since `reset`. */
  steps: number;
  /** Reward of the seat that took this step (0 on reset and until the end). */
  reward: number;
  /** Rewards of every seat (all 0 until the end). */
  rewards: number[];
  /** The engine action this step completed, if any (list actions take several steps). */
  applied: Action | null;
}

/** The rewards of every seat at the end of a game. */
export function finalRewards(sheet: ScoreSheet, kind: RewardKind): number[] {
  const winners = sheet.filter((l) => l.rank === 1).length;
  return sheet.map((l) => (kind === 'score' ? l.total : l.rank === 1 ? 1 / winners : 0));
}

function checkMaxSteps(maxSteps: number | undefined): void {
  if (maxSteps !== undefined && (!Number.isInteger(maxSteps) || maxSteps < 1)) throw new RangeError(`maxSteps must be a positive integer (got ${String(maxSteps)}).`);
}

const byNumber = (a: number, b: number): number => a - b;

/**
 * Sorts `xs` ascending and drops repeats, in place. A decision late in a game lists many
 * actions with few distinct heads (a recruit per payment of each Lord at Court): each value
 * goes into the sorted distinct prefix by insertion, skipped when it is there already, so
 * that sorting costs by the distinct values. Past UNIQUE_BY_INSERTION of them, the builtin
 * sort takes over (the entries between the prefix and the unread rest repeat prefix values).
 */
function sortUnique(xs: number[]): void {
  let k = 0;
  for (let i = 0; i < xs.length; i++) {
    if (k > UNIQUE_BY_INSERTION) {
      xs.sort(byNumber);
      k = 0;
      for (let m = 0; m < xs.length; m++) if (m === 0 || xs[m] !== xs[k - 1]) xs[k++] = xs[m];
      break;
    }
    const v = xs[i];
    let j = k - 1;
    while (j >= 0 && xs[j] > v) j--;
    if (j >= 0 && xs[j] === v) continue;
    // k <= i: xs[k] is read already.
    for (let m = k; m > j + 1; m--) xs[m] = xs[m - 1];
    xs[j + 1] = v;
    k++;
  }
  xs.length = k;
}
const UNIQUE_BY_INSERTION = 32;

/** No sequence made yet (tokensOf makes the array of a decision's sequences when first needed). */
const NONE: (number[] | undefined)[] = [];

export class AbyssEnv {
  private state: ScratchState | null = null;
  private options: EnvOptions = { players: 2 };
  /** Indexes chosen so far of an action with a list. */
  private partial: number[] = [];
  /** The deciding seat's legal actions (the engine's list, once per decision). */
  private legal: Action[] = [];
  /** Each legal action's first index (its whole sequence unless it has a list). */
  private heads: number[] = [];
  /**
   * Each legal action's index sequence, made when first needed: only the actions whose head
   * was chosen are ever spelt out (a late main decision lists hundreds of recruits).
   */
  private tokens: (number[] | undefined)[] = [];
  /** The legal actions (their positions in `legal`) whose sequences start with `partial`; null: all of them. */
  private candidates: number[] | null = null;
  /** The indexes `step` accepts now, ascending. */
  private allowed: number[] = [];
  private steps = 0;
  private truncated = false;
  /** The action space of the game being played (one per combination of expansions). */
  private layout: ActionLayout = actionLayout({});
  /** The vector of `reuseObservation`. */
  private scratch: Float32Array | null = null;

  /** Starts a new game. `options` are the engine's (players, martialLaw, expansions…) plus the environment's. */
  reset(seed: number | string, options: EnvOptions = { players: 2 }): EnvStep {
    const { reward: _reward, normalise: _normalise, opponents, maxSteps, reuseObservation: _reuse, ...game } = options;
    if (opponents && opponents.length !== game.players) throw new RangeError(`opponents lists one entry per seat: ${game.players} expected, got ${opponents.length}.`);
    if (opponents && opponents.every(Boolean)) throw new RangeError('Every seat is played by a bot: leave at least one seat (null) to the caller.');
    checkMaxSteps(maxSteps);
    this.state = fast.newGame({ ...game, seed });
    this.layout = actionLayout(this.state.options);
    this.options = options;
    this.begin();
    return this.result(null, 0);
  }

  /**
   * Starts from a given state (a saved game, a crafted position); the state is copied and
   * checked to be a game of 2 seats to as many as its table has room for (4, 5 with the
   * Leviathan). `options` adds the environment's settings.
   */
  load(state: GameState, options: Pick<EnvOptions, 'reward' | 'opponents' | 'normalise' | 'maxSteps' | 'reuseObservation'> = {}): EnvStep {
    checkMaxSteps(options.maxSteps);
    const seats = tableSlots(state.options).seats;
    if (state.players.length < 2 || state.players.length > seats) throw new RangeError(`The environment plays 2 to ${seats} seats at this table (got ${state.players.length}).`);
    if (!!state.kraken !== !!state.options.expansions?.kraken || !!state.leviathan !== !!state.options.expansions?.leviathan) {
      throw new RangeError('The state\'s expansions do not match its options.');
    }
    this.state = fast.clone(state);
    this.layout = actionLayout(state.options);
    this.options = { ...state.options, ...options };
    this.begin();
    return this.result(null, 0);
  }

  /**
   * An independent copy (for search or for trying every action). It holds the full state:
   * code that must play from one seat's knowledge only must not look into it.
   */
  clone(): AbyssEnv {
    const c = new AbyssEnv();
    c.state = this.state && fast.clone(this.state);
    c.options = this.options;
    c.partial = this.partial.slice();
    c.legal = this.legal;
    c.heads = this.heads;
    // Shared: an entry, once made, is the same sequence for both (the same legal list).
    c.tokens = this.tokens;
    c.candidates = this.candidates;
    c.allowed = this.allowed;
    c.steps = this.steps;
    c.truncated = this.truncated;
    c.layout = this.layout;
    return c;
  }

  /** Takes the index of one entry of the legal mask; throws a RangeError (changing nothing) for any other. */
  step(index: number): EnvStep {
    const s = this.live();
    if (s.over) throw new RangeError('The game is over: call reset.');
    if (this.truncated) throw new RangeError(`The episode was cut after ${this.steps} steps (maxSteps): call reset.`);
    if (!this.allowed.includes(index)) throw new RangeError(`Action index ${index} is not legal now (see legalMask).`);
    const seat = activeSeat(s)!;
    const prefix = [...this.partial, index];
    this.steps++;
    const done = this.completed(prefix);
    if (!done) {
      this.partial = prefix;
      this.candidates = this.narrow(prefix);
      this.allowed = this.nextIndexes();
    } else {
      this.apply(done);
      this.partial = [];
      this.autoplay();
      this.refresh();
      if (s.over) this.options.opponents?.forEach((bot, i) => bot?.end?.(botView(s, i, bot)));
    }
    this.truncated = !s.over && this.options.maxSteps !== undefined && this.steps >= this.options.maxSteps;
    return this.result(done ?? null, seat);
  }

  /** The mask of the indexes `step` accepts now. */
  legalMask(): Uint8Array {
    const m = new Uint8Array(this.layout.size);
    if (!this.truncated) for (const i of this.allowed) m[i] = 1;
    return m;
  }

  /** The indexes `step` accepts now, ascending (the 1s of the mask, without building it). */
  legalIndexes(): number[] {
    return this.truncated ? [] : this.allowed.slice();
  }

  /** Any seat's observation now (with the action being built, for the deciding seat). */
  observe(seat: number): Float32Array {
    const s = this.live();
    if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length) throw new RangeError(`Seat ${seat} is outside 0 to ${s.players.length - 1}.`);
    return encodeStateObservation(s, seat, seat === activeSeat(s) ? this.partial : [], this.options.normalise ?? false);
  }

  /** Length of this game's legal masks (its table's action space: actionLayout). */
  get actionSize(): number {
    return this.layout.size;
  }

  /** Length of this game's observations (its table's layout: observationLayout). */
  get observationSize(): number {
    return observationLayout(this.live().options).size;
  }

  /** A seat's view now (for bots or debugging; the observation is made from it, without the log). */
  view(seat: number, opts: { log?: boolean } = {}): PlayerView {
    return viewFor(this.live(), seat, opts);
  }

  /** The legal engine actions of the deciding seat, and each one's index sequence. */
  legalActions(): { action: Action; indexes: number[] }[] {
    this.live();
    return this.legal.map((action, i) => ({ action, indexes: this.tokensOf(i).slice() }));
  }

  get scores(): ScoreSheet {
    return scores(this.live());
  }

  private live(): ScratchState {
    if (!this.state) throw new RangeError('Call reset first.');
    return this.state;
  }

  private begin(): void {
    this.partial = [];
    this.steps = 0;
    this.truncated = false;
    this.autoplay();
    this.refresh();
  }

  private apply(action: Action): void {
    const s = this.live();
    // The state is private to this environment: the mutating path. It keeps the log (appended
    // in place, a few events per action) for `view(seat)`; observations never read it.
    const e = fast.apply(s, action, true);
    if (e) throw new Error(`The engine refused the action ${JSON.stringify(action)}: ${e.message}`);
  }

  /** Lets the bots of `opponents` play until the caller must decide or the game ends. */
  private autoplay(): void {
    const s = this.live();
    for (;;) {
      const seat = activeSeat(s);
      const bot = seat === null ? null : this.options.opponents?.[seat];
      if (seat === null || !bot) return;
      this.apply(bot.decide(botView(s, seat, bot)));
    }
  }

  private refresh(): void {
    const s = this.live();
    const seat = activeSeat(s);
    const legal = seat === null ? [] : legalActions(s);
    const heads: number[] = [];
    for (const a of legal) heads.push(this.layout.head(a));
    this.legal = legal;
    this.heads = heads;
    this.tokens = NONE;
    this.candidates = null;
    this.allowed = this.nextIndexes();
  }

  /** The index sequence of legal action `i` (made once per decision). */
  private tokensOf(i: number): number[] {
    if (this.tokens.length !== this.legal.length) this.tokens = new Array<number[] | undefined>(this.legal.length);
    return (this.tokens[i] ??= this.layout.tokens(this.legal[i]));
  }

  /** The candidates whose sequences start with `prefix` (one index longer than the candidates'). */
  private narrow(prefix: readonly number[]): number[] {
    const n = prefix.length;
    const out: number[] = [];
    if (this.candidates === null) {
      for (let i = 0; i < this.heads.length; i++) if (this.heads[i] === prefix[0]) out.push(i);
    } else for (const i of this.candidates) if (this.tokensOf(i)[n - 1] === prefix[n - 1]) out.push(i);
    return out;
  }

  /** The legal action whose whole index sequence is `prefix`, if any (the first in the engine's order). */
  private completed(prefix: readonly number[]): Action | undefined {
    const n = prefix.length;
    if (this.candidates === null) {
      // A first index: a whole action unless it opens a list.
      if (this.layout.opensList(prefix[0])) return undefined;
      const i = this.heads.indexOf(prefix[0]);
      return i < 0 ? undefined : this.legal[i];
    }
    // The candidates start with `partial`: the prefix less its last index.
    for (const i of this.candidates) {
      const t = this.tokensOf(i);
      if (t.length === n && t[n - 1] === prefix[n - 1]) return this.legal[i];
    }
    return undefined;
  }

  private nextIndexes(): number[] {
    const n = this.partial.length;
    let next: number[];
    if (this.candidates === null) next = this.heads.slice();
    else {
      next = [];
      for (const i of this.candidates) {
        const t = this.tokensOf(i);
        if (t.length > n) next.push(t[n]);
      }
    }
    sortUnique(next);
    return next;
  }

  private result(applied: Action | null, actor: number): EnvStep {
    const s = this.live();
    const seat = activeSeat(s);
    const rewards = s.over ? finalRewards(scores(s), this.options.reward ?? 'win') : s.players.map(() => 0);
    const allowed = this.truncated ? [] : this.allowed;
    const size = this.layout.size;
    let mask: Uint8Array | null = null;
    let observation: Float32Array;
    if (this.options.reuseObservation) {
      const size = observationLayout(s.options).size;
      if (this.scratch?.length !== size) this.scratch = new Float32Array(size);
      const who = seat ?? actor;
      observation = encodeStateObservation(s, who, who === seat ? this.partial : [], this.options.normalise ?? false, this.scratch);
    } else observation = this.observe(seat ?? actor);
    return {
      observation,
      // Built when first read: a learner that takes `legalIndexes()` never pays for the whole mask each step.
      get legalMask(): Uint8Array {
        if (!mask) {
          mask = new Uint8Array(size);
          for (const i of allowed) mask[i] = 1;
        }
        return mask;
      },
      seat,
      done: s.over,
      truncated: this.truncated,
      steps: this.steps,
      reward: rewards[actor],
      rewards,
      applied,
    };
  }
}

