// Worker threads that run TypeScript modules: a small JavaScript entry registers the tsx
// loader inside the thread, then imports the module.
import { Worker } from 'node:worker_threads';

const BOOT = new URL('./worker-boot.mjs', import.meta.url);

/** Starts `file` (a .ts module URL) in a worker; it reads its data from workerData.data. */
export function startTsWorker(file: URL, data: unknown): Worker {
  return new Worker(BOOT, { workerData: { entry: file.href, data } });
}
