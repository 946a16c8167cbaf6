// Fan-out between server processes: "game X reached version V". The notice carries no game
// data; a process that holds game X reloads the new records from storage and pushes views.
export interface GameNotice {
  gameId: string;
  version: number;
  /** Id of the publishing process, so it can ignore its own notices. */
  origin: string;
  /**
   * Set when this notice says a seat's older tokens were revoked (the seat moved to another
   * device), not that the game moved on: sockets opened with a revoked token must close.
   */
  revokedSeat?: number;
  /**
   * Set when this notice tells the publisher's open sockets per seat (presence.ts), not that
   * the game moved on (`version` is then 0).
   */
  presence?: number[];
  /** Set when a deleted account's seats were renamed in the store (`version` is then 0): reload the names. */
  renamed?: boolean;
}

export interface PubSub {
  publish(notice: GameNotice): Promise<void>;
  /** Registers the one handler; notices from this process are not delivered to it. */
  subscribe(handler: (notice: GameNotice) => void): Promise<void>;
  /**
   * Reports the fan-out's health: false when notices may be lost (a connection dropped),
   * true once publishing works and the subscription is active again. Absent where no notice
   * can be lost (a single process).
   */
  onHealth?(listener: (up: boolean) => void): void;
  close(): Promise<void>;
}
