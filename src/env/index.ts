// A reset/step environment over the engine for learning code (docs/environment.md). The
// environment is the authority (it holds the full state, as the CLI's runner does); everything
// it returns about the game is computed from one seat's PlayerView.
import { activeSeat, fast, legalActions, newGame, scores, tableSlots, viewFor, type Action, type GameOptions, type GameState, type PlayerView, type ScoreSheet } from '../engine/index.ts';
import type { Bot } from '../bots/types.ts';
import { actionLayout, type ActionLayout } from './actions.ts';
import { encodeObservation, observationLayout } from './observation.ts';

export { ACTION_SIZE, ACTIONS, ActionLayout, actionLayout, actionTokens, describeIndex } from './actions.ts';
export { OBSERVATION_SIZE, OBSERVATION_SEGMENTS, PLAYER_SEGMENTS, encodeObservation, observationLayout, type ObservationLayout } from './observation.ts';
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
}

export interface EnvStep {
  /** The deciding seat's observation; once the game is over, that of the seat that took this step. */
  observation: Float32Array;
  /** 1 at the indexes `step` accepts now (all 0 once the game is over). */
  legalMask: Uint8Array;
  /** The seat that decides now, or null once the game is over. */
  seat: number | null;
  done: boolean;
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

export class AbyssEnv {
  private state: GameState | null = null;
  private options: EnvOptions = { players: 2 };
  /** Indexes chosen so far of an action with a list. */
  private partial: number[] = [];
  /** The deciding seat's legal actions and their index sequences (cached per decision). */
  private legal: Action[] = [];
  private tokens: number[][] = [];
  /** The action space of the game being played (one per combination of expansions). */
  private layout: ActionLayout = actionLayout({});

  /** Starts a new game. `options` are the engine's (players, martialLaw, expansions…) plus the environment's. */
  reset(seed: number | string, options: EnvOptions = { players: 2 }): EnvStep {
    const { reward: _reward, normalise: _normalise, opponents, ...game } = options;
    if (opponents && opponents.length !== game.players) throw new RangeError(`opponents lists one entry per seat: ${game.players} expected, got ${opponents.length}.`);
    if (opponents && opponents.every(Boolean)) throw new RangeError('Every seat is played by a bot: leave at least one seat (null) to the caller.');
    this.state = newGame({ ...game, seed });
    this.layout = actionLayout(this.state.options);
    this.options = options;
    this.partial = [];
    this.autoplay();
    this.refresh();
    return this.result(null, 0);
  }

  /**
   * Starts from a given state (a saved game, a crafted position); the state is copied and
   * checked to be a game of 2 seats to as many as its table has room for (4, 5 with the
   * Leviathan). `options` adds the environment's settings.
   */
  load(state: GameState, options: Pick<EnvOptions, 'reward' | 'opponents' | 'normalise'> = {}): EnvStep {
    const seats = tableSlots(state.options).seats;
    if (state.players.length < 2 || state.players.length > seats) throw new RangeError(`The environment plays 2 to ${seats} seats at this table (got ${state.players.length}).`);
    if (!!state.kraken !== !!state.options.expansions?.kraken || !!state.leviathan !== !!state.options.expansions?.leviathan) {
      throw new RangeError('The state\'s expansions do not match its options.');
    }
    this.state = fast.clone(state);
    this.layout = actionLayout(state.options);
    this.options = { ...state.options, ...options };
    this.partial = [];
    this.autoplay();
    this.refresh();
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
    c.tokens = this.tokens;
    c.layout = this.layout;
    return c;
  }

  /** Takes the index of one entry of the legal mask; throws a RangeError (changing nothing) for any other. */
  step(index: number): EnvStep {
    const s = this.live();
    if (s.over) throw new RangeError('The game is over: call reset.');
    if (!this.mask()[index]) throw new RangeError(`Action index ${index} is not legal now (see legalMask).`);
    const seat = activeSeat(s)!;
    const prefix = [...this.partial, index];
    const done = this.legal.find((_, i) => this.tokens[i].length === prefix.length && this.tokens[i].every((t, k) => t === prefix[k]));
    if (!done) {
      this.partial = prefix;
      return this.result(null, seat);
    }
    this.apply(done);
    this.partial = [];
    this.autoplay();
    this.refresh();
    if (s.over) this.options.opponents?.forEach((bot, i) => bot?.end?.(viewFor(s, i)));
    return this.result(done, seat);
  }

  /** The mask of the indexes `step` accepts now. */
  legalMask(): Uint8Array {
    return this.mask();
  }

  /** Any seat's observation now (with the action being built, for the deciding seat). */
  observe(seat: number): Float32Array {
    const s = this.live();
    return encodeObservation(viewFor(s, seat), seat === activeSeat(s) ? this.partial : [], this.options.normalise ?? false);
  }

  /** Length of this game's legal masks (its table's action space: actionLayout). */
  get actionSize(): number {
    return this.layout.size;
  }

  /** Length of this game's observations (its table's layout: observationLayout). */
  get observationSize(): number {
    return observationLayout(this.live().options).size;
  }

  /** A seat's view now (for bots or debugging; the observation is made from it). */
  view(seat: number): PlayerView {
    return viewFor(this.live(), seat);
  }

  /** The legal engine actions of the deciding seat, and each one's index sequence. */
  legalActions(): { action: Action; indexes: number[] }[] {
    this.live();
    return this.legal.map((action, i) => ({ action, indexes: this.tokens[i].slice() }));
  }

  get scores(): ScoreSheet {
    return scores(this.live());
  }

  private live(): GameState {
    if (!this.state) throw new RangeError('Call reset first.');
    return this.state;
  }

  private apply(action: Action): void {
    const s = this.live();
    // The state is private to this environment: the mutating path, with the log (views show it).
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
      this.apply(bot.decide(viewFor(s, seat)));
    }
  }

  private refresh(): void {
    const s = this.live();
    const seat = activeSeat(s);
    this.legal = seat === null ? [] : legalActions(s);
    this.tokens = this.legal.map((a) => this.layout.tokens(a));
  }

  private mask(): Uint8Array {
    const m = new Uint8Array(this.layout.size);
    const n = this.partial.length;
    for (const t of this.tokens) if (t.length > n && this.partial.every((x, k) => x === t[k])) m[t[n]] = 1;
    return m;
  }

  private result(applied: Action | null, actor: number): EnvStep {
    const s = this.live();
    const seat = activeSeat(s);
    const rewards = s.over ? finalRewards(scores(s), this.options.reward ?? 'win') : s.players.map(() => 0);
    return {
      observation: this.observe(seat ?? actor),
      legalMask: this.mask(),
      seat,
      done: s.over,
      reward: rewards[actor],
      rewards,
      applied,
    };
  }
}

