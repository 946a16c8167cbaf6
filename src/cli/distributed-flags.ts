// The flags of distributed runs (`--redis`, `--queue`), kept apart from distributed.ts so that
// the command line loads BullMQ only for the commands that use it.
import { InvalidArgumentError } from 'commander';

/** The queue coordinators and workers use unless told otherwise. */
export const DEFAULT_QUEUE = 'abyss-games';

export interface DistributedRun {
  /** redis:// or rediss:// URL. */
  url: string;
  /** Queue name (default DEFAULT_QUEUE); coordinator and workers must name the same. */
  queue?: string;
  /** Called once the jobs are queued: how many, the queue, and how many workers are listening now. */
  onQueued?: (info: { jobs: number; queue: string; workers: number; run: string }) => void;
}

/** `--redis`: a Redis URL (checked here, so that a typo is a usage error and not a connection retried for ever). */
export function redisUrl(value: string): string {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw new InvalidArgumentError('--redis must be a Redis URL such as redis://host:6379.');
  }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') throw new InvalidArgumentError(`--redis must start with redis:// or rediss:// (it starts with ${u.protocol}//).`);
  return value;
}

export function queueName(value: string): string {
  if (!/^[A-Za-z0-9._-]{1,100}$/.test(value)) throw new InvalidArgumentError('--queue must be 1 to 100 letters, digits, dots, dashes or underscores.');
  return value;
}

/** The distributed settings of a coordinator's flags, with a line on stderr once the jobs are queued. */
export function distributedOf(o: { redis?: string; queue?: string }): DistributedRun | undefined {
  if (!o.redis) return undefined;
  return {
    url: o.redis,
    ...(o.queue ? { queue: o.queue } : {}),
    onQueued: ({ jobs, queue, workers, run }) => {
      const none = workers === 0 ? ` No worker is listening yet: start some with abyss worker --redis URL${queue === DEFAULT_QUEUE ? '' : ` --queue ${queue}`}.` : ` ${workers} worker(s) listening.`;
      process.stderr.write(`Queued ${jobs} game(s) on ${queue} (run ${run}).${none}\n`);
    },
  };
}

