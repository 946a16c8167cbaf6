// Worker thread of the game pool (pool.ts): plays the games it is sent, of any kind, and
// reports each one.
import { parentPort } from 'node:worker_threads';
import { playIndexed, type ConfigOf, type GameKind, type ResultOf } from './game-kinds.ts';

export interface ThreadTask<K extends GameKind = GameKind> {
  kind: K;
  config: ConfigOf<K>;
  game: number;
}

export type ThreadReply<K extends GameKind = GameKind> = { game: number; result: ResultOf<K> } | { game: number; error: string };

parentPort!.on('message', (task: ThreadTask) => {
  let reply: ThreadReply;
  try {
    reply = { game: task.game, result: playIndexed(task.kind, task.config, task.game) };
  } catch (e) {
    reply = { game: task.game, error: e instanceof Error ? e.message : String(e) };
  }
  parentPort!.postMessage(reply);
});
