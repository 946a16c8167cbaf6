// What plays a seat: a policy from what one seat may know (a PlayerView, which carries that
// seat's legal actions) to one of those actions; it never receives the GameState. The bots
// (src/bots) and the external agents (external.ts) both keep this contract. It lives here,
// below the bots, so that an agent (which falls back on a bot) never imports src/bots.
import type { Action, PlayerView } from '../engine/index.ts';

export interface Bot {
  readonly name: string;
  /** Returns one of `view.legal` (the view is not mutated). Only called when view.legal is non-empty. */
  decide(view: PlayerView): Action;
  /**
   * Called once when the game is over (its final view, scores included) or was abandoned
   * (null): a bot holding a resource (an external process) releases it. Optional.
   */
  end?(final: PlayerView | null): void;
}

/** A bot that thinks elsewhere (worker threads): same contract, answered asynchronously. */
export interface AsyncBot {
  readonly name: string;
  decide(view: PlayerView): Promise<Action>;
  /** Releases threads; the bot is unusable afterwards. */
  close(): Promise<void>;
}

export type AnyBot = Bot | AsyncBot;
