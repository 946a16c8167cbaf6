// Worker thread of `abyss sim`: plays the games it is sent and reports each one.
import { parentPort, workerData } from 'node:worker_threads';
import { AgentError } from '../agents/external.ts';
import { playSimGame, type GameRecord, type SimConfig } from './sim-core.ts';

export type WorkerReply = { record: GameRecord } | { error: string; index: number };

const config = (workerData as { data: SimConfig }).data;
parentPort!.on('message', (index: number) => {
  let reply: WorkerReply;
  try {
    reply = { record: playSimGame(config, index) };
  } catch (e) {
    // An agent's failure is its own one-line sentence, not a bug of ours: no stack trace.
    reply = { error: e instanceof AgentError ? e.message : e instanceof Error ? e.stack ?? e.message : String(e), index };
  }
  parentPort!.postMessage(reply);
});
