// `abyss selfplay` and `abyss worker`: self-play data, and the worker process that plays the
// games of distributed runs (docs/research.md, "Self-play data" and "Distributed runs").
import { InvalidArgumentError, type Command } from 'commander';
import { MAX_PLAYERS, MIN_PLAYERS } from '../engine/index.ts';
import type { CommandHelpers } from './tournament-command.ts';
import { prepareOutputDir } from './paths.ts';
import { checkSelfplayConfig, MAX_EVERY, type SelfplayConfig } from './selfplay-core.ts';
import { DEFAULT_QUEUE, distributedOf, queueName, redisUrl } from './distributed-flags.ts';

function int(name: string, min: number, max: number) {
  return (value: string): number => {
    const n = Number(value);
    if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min || n > max) throw new InvalidArgumentError(`${name} must be an integer from ${min} to ${max}.`);
    return n;
  };
}

export function registerSelfplay(program: Command, h: CommandHelpers): void {
  program
    .command('selfplay')
    .description('Generate self-play data: every position as the deciding seat observes it (the environment\'s observation), with the game\'s final result; seeded, the same bytes whatever the threads or machines.')
    .requiredOption('-b, --bots <list>', 'comma-separated bots, one per seat, as sim takes them (rotated over the seats game by game)')
    .requiredOption('-o, --out <dir>', 'folder to write games.jsonl and observations.f32 to (created if needed; never overwritten)')
    .option('-g, --games <n>', 'number of games (a multiple of the number of players)', int('--games', 1, 1_000_000), 100)
    .option('-p, --players <n>', 'players per game (2-4; 5 with --leviathan)', int('--players', MIN_PLAYERS, MAX_PLAYERS), 2)
    .option('-s, --seed <n>', 'seed of the whole run', int('--seed', 0, 2 ** 32 - 1), 1)
    .option('-j, --jobs <n>', 'worker threads', int('--jobs', 1, 64), 1)
    .option('--every <n>', 'record every n-th decision of each game (1: all)', int('--every', 1, MAX_EVERY), 1)
    .option('--normalise', 'observations scaled to [0, 1] by each entry\'s documented bound', false)
    .option('--think-ms <ms>', 'search bots: milliseconds per decision (not reproducible)', int('--think-ms', 1, 600_000))
    .option('--iterations <n>', 'search bots: iterations per decision (reproducible)', int('--iterations', 1, 10_000_000))
    .option('--martial-law', 'play with the Martial Law hand limit', false)
    .option('--de-profundis [deck]', 'play with the De Profundis Outcasts (bundled placeholder deck, or a deck file)')
    .option('--kraken', 'play with the Kraken expansion', false)
    .option('--leviathan', 'play with the Leviathan expansion (allows 5 players)', false)
    .option('--redis <url>', 'play the games on abyss worker processes through this Redis (BullMQ) instead of local threads', redisUrl)
    .option('--queue <name>', `with --redis: the queue the workers listen on (default ${DEFAULT_QUEUE})`, queueName)
    .option('--json', 'print the totals as JSON', false)
    .option('--no-progress', 'no progress bar')
    .action(async (o) => {
      const config: SelfplayConfig = {
        games: o.games,
        players: o.players,
        bots: String(o.bots).split(',').map((b: string) => b.trim()).filter(Boolean),
        seed: o.seed,
        martialLaw: o.martialLaw,
        budget: h.budgetOf(o),
        every: o.every,
        normalise: o.normalise,
      };
      const dp = h.deProfundisOf(o.deProfundis);
      if (dp) config.deProfundis = dp;
      if (o.kraken) config.kraken = true;
      if (o.leviathan) config.leviathan = true;
      const problem = checkSelfplayConfig(config);
      if (problem) h.fail(problem, 2);
      if (o.queue && !o.redis) h.fail('--queue needs --redis URL.', 2);
      const dirProblem = prepareOutputDir(o.out, '--out');
      if (dirProblem) h.fail(dirProblem, 2);
      const { runSelfplay, selfplayOutputProblem, GAMES_FILE, OBSERVATIONS_FILE } = await import('./selfplay.ts');
      const exists = selfplayOutputProblem(o.out);
      if (exists) h.fail(exists, 2);
      const redis = distributedOf(o);
      const totals = await runSelfplay(config, { jobs: o.jobs, progress: o.progress && process.stderr.isTTY === true, out: o.out, ...(redis ? { redis } : {}) });
      if (o.json) process.stdout.write(`${JSON.stringify(totals)}\n`);
      else {
        process.stdout.write(`${totals.games} games, ${totals.positions} positions (of ${totals.decisions} decisions) written to ${o.out}/${GAMES_FILE} and ${o.out}/${OBSERVATIONS_FILE}.\n`);
        if (totals.retried > 0) process.stdout.write(`${totals.retried} game(s) were played again after a worker was lost; each is written once.\n`);
      }
    });

  program
    .command('worker')
    .description('Play the games of distributed tournament and selfplay runs (--redis on those commands) from a Redis (BullMQ) queue, until stopped (Ctrl-C: after the games in progress; twice: at once).')
    .requiredOption('--redis <url>', 'the coordinator\'s Redis, e.g. redis://host:6379', redisUrl)
    .option('--queue <name>', `queue to take games from (default ${DEFAULT_QUEUE})`, queueName)
    .option('-j, --jobs <n>', 'games played at once, one thread each', int('--jobs', 1, 64), 1)
    .option('--lock-ms <ms>', 'BullMQ job lock: a lost worker\'s game is played again after about this long (default 30000)', int('--lock-ms', 100, 3_600_000))
    .option('--stalled-ms <ms>', 'how often to look for games whose worker was lost (default 30000)', int('--stalled-ms', 100, 3_600_000))
    .option('--quiet', 'no line per game', false)
    .action(async (o) => {
      const { startWorker } = await import('./distributed.ts');
      const log = o.quiet ? undefined : (line: string) => process.stdout.write(`abyss worker: ${line}\n`);
      const worker = await startWorker({
        url: o.redis, jobs: o.jobs,
        ...(o.queue ? { queue: o.queue } : {}),
        ...(o.lockMs ? { lockMs: o.lockMs } : {}),
        ...(o.stalledMs ? { stalledMs: o.stalledMs } : {}),
        ...(log ? { log } : {}),
      });
      log?.(`listening on ${o.queue ?? DEFAULT_QUEUE} with ${o.jobs} thread(s)`);
      // The first Ctrl-C (or SIGTERM) finishes the games in progress and takes no more; a second
      // stops at once, and the games it was playing go back to the queue once their lock lapses.
      let stopping = false;
      const stop = (): void => {
        if (stopping) process.exit(130);
        stopping = true;
        process.stderr.write('abyss worker: finishing the games in progress (again to stop now).\n');
        void worker.close().then(() => process.exit(0));
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
}
