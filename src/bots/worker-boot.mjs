// Entry of every worker thread the bots and the CLI start: registers the tsx loader in this
// thread (Node 20 does not carry `--import` loaders into workers), then loads the TypeScript
// module named in workerData.entry.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
