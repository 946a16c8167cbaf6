// Single-process fan-out: the process that changes a game already pushes to its own sockets,
// so there is nobody else to tell.
import type { GameNotice, PubSub } from './types.ts';

export class LocalPubSub implements PubSub {
  async publish(_notice: GameNotice): Promise<void> {}
  async subscribe(_handler: (notice: GameNotice) => void): Promise<void> {}
  async close(): Promise<void> {}
}
