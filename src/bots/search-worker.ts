// Worker thread of the parallel search bot: answers search requests with root statistics.
import { parentPort } from 'node:worker_threads';
import type { SearchReply, SearchRequest } from './parallel.ts';
import { makeRng } from './rng.ts';
import { mayUseValueNet, searchRoot } from './search.ts';
import { loadShippedValueNets } from './value-net-files.ts';

parentPort!.on('message', (req: SearchRequest) => {
  let reply: SearchReply;
  try {
    if (mayUseValueNet(req.options)) loadShippedValueNets();
    reply = { id: req.id, stats: searchRoot(req.view, makeRng(req.seed), req.options) };
  } catch (e) {
    reply = { id: req.id, error: e instanceof Error ? e.message : String(e) };
  }
  parentPort!.postMessage(reply);
});
