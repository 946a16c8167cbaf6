// Worker thread of `abyss tournament`: plays the games it is sent and reports each one.
import { parentPort, workerData } from 'node:worker_threads';
import { playTournamentGame, type TournamentConfig, type TournamentGame } from './tournament-core.ts';

export type TournamentReply = { record: TournamentGame } | { error: string; game: number };

const config = (workerData as { data: TournamentConfig }).data;
parentPort!.on('message', (game: number) => {
  let reply: TournamentReply;
  try {
    reply = { record: playTournamentGame(config, game) };
  } catch (e) {
    reply = { error: e instanceof Error ? e.message : String(e), game };
  }
  parentPort!.postMessage(reply);
});
