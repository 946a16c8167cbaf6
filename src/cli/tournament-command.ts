// The `abyss tournament` command: flags as `sim` takes them where they mean the same.
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import type { SearchOptions } from '../bots/index.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from '../engine/index.ts';
import type { SimConfig } from './sim-core.ts';
import { formatTournament, runTournament, summarizeTournament } from './tournament.ts';
import { FORMATS, checkTournamentConfig, type Format, type TournamentConfig } from './tournament-core.ts';
import { JournalError } from './tournament-journal.ts';
import { tournamentReport } from './tournament-report.ts';
import { DEFAULT_QUEUE, distributedOf, queueName, redisUrl } from './distributed-flags.ts';

export interface CommandHelpers {
  budgetOf(o: { thinkMs?: number; iterations?: number }): SearchOptions;
  deProfundisOf(value: unknown): SimConfig['deProfundis'];
  fail(message: string, code?: number): never;
}

function int(name: string, min: number, max: number) {
  return (value: string): number => {
    const n = Number(value);
    if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min || n > max) throw new InvalidArgumentError(`${name} must be an integer from ${min} to ${max}.`);
    return n;
  };
}

function format(value: string): Format {
  if (!(FORMATS as readonly string[]).includes(value)) throw new InvalidArgumentError(`--format must be ${FORMATS.join(' or ')}.`);
  return value as Format;
}

/** A file the command will write at the end must have a folder to go to now, before hours of games. */
function writableTarget(file: string, flag: string): string | null {
  const dir = dirname(resolve(file));
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return `${flag} ${file}: the folder ${dir} does not exist.`;
  if (existsSync(file) && statSync(file).isDirectory()) return `${flag} ${file} is a folder, not a file.`;
  return null;
}

export function registerTournament(program: Command, h: CommandHelpers): void {
  program
    .command('tournament')
    .description('Rate bots: round-robin or gauntlet, every deal in every seating; Bradley–Terry ratings, cross-table, paired differences; resumable from its JSONL journal.')
    .requiredOption('-b, --bots <list>', 'comma-separated bot specs, as sim takes them (random, greedy, search, easy, medium, hard, hard-classic, pass; search:iterations=200)')
    .option('-f, --format <format>', `${FORMATS.join(' | ')} (gauntlet: the first bot against each other)`, format, 'round-robin')
    .option('-p, --players <n>', 'players per game (2-4; 5 with --leviathan)', int('--players', MIN_PLAYERS, MAX_PLAYERS), 2)
    .option('-g, --games <n>', 'deals per table; each is played in every seating', int('--games', 1, 1_000_000), 10)
    .option('-s, --seed <n>', 'seed of the whole tournament', int('--seed', 0, 2 ** 32 - 1), 1)
    .option('-j, --jobs <n>', 'worker threads', int('--jobs', 1, 64), 1)
    .option('--think-ms <ms>', 'search bots: milliseconds per decision (not reproducible)', int('--think-ms', 1, 600_000))
    .option('--iterations <n>', 'search bots: iterations per decision (reproducible)', int('--iterations', 1, 10_000_000))
    .option('--martial-law', 'play with the Martial Law hand limit', false)
    .option('--de-profundis [deck]', 'play with the De Profundis Outcasts (bundled placeholder deck, or a deck file)')
    .option('--kraken', 'play with the Kraken expansion (Smugglers, Nebulis, Kraken Allies, Loot, Sentinels)', false)
    .option('--leviathan', 'play with the Leviathan expansion (the Border, Leviathans, dice, Wounds, the Scourge; allows 5 players)', false)
    .option('--jsonl <file>', 'journal: one JSON line per game; rerunning with the same file plays only the missing games')
    .option('--resume', 'resume the journal given by --jsonl (it must exist)', false)
    .option('--json', 'print the summary as JSON on stdout', false)
    .option('--report <file>', 'write an HTML report with a ratings chart')
    .option('--redis <url>', 'play the games on abyss worker processes through this Redis (BullMQ) instead of local threads', redisUrl)
    .option('--queue <name>', `with --redis: the queue the workers listen on (default ${DEFAULT_QUEUE})`, queueName)
    .option('--no-progress', 'no progress bar')
    .action(async (o) => {
      const config: TournamentConfig = {
        format: o.format,
        bots: String(o.bots).split(',').map((b: string) => b.trim()).filter(Boolean),
        players: o.players,
        games: o.games,
        seed: o.seed,
        martialLaw: o.martialLaw,
        budget: h.budgetOf(o),
      };
      const dp = h.deProfundisOf(o.deProfundis);
      if (dp) config.deProfundis = dp;
      if (o.kraken) config.kraken = true;
      if (o.leviathan) config.leviathan = true;
      const problem = checkTournamentConfig(config);
      if (problem) h.fail(problem, 2);
      if (o.queue && !o.redis) h.fail('--queue needs --redis URL.', 2);
      const redis = distributedOf(o);
      if (o.resume && !o.jsonl) h.fail('--resume needs --jsonl FILE, the journal to resume.', 2);
      if (o.resume && !existsSync(o.jsonl)) h.fail(`--resume: the journal ${o.jsonl} does not exist.`, 2);
      for (const [file, flag] of [[o.jsonl, '--jsonl'], [o.report, '--report']] as const) {
        const bad = file ? writableTarget(file, flag) : null;
        if (bad) h.fail(bad, 2);
      }
      const start = performance.now();
      let play;
      try {
        play = await runTournament(config, {
          jobs: o.jobs,
          progress: o.progress && process.stderr.isTTY === true,
          ...(o.jsonl ? { journal: o.jsonl } : {}),
          ...(redis ? { redis } : {}),
          onResume: (held, total) => {
            if (held > 0) process.stderr.write(`Resuming ${o.jsonl}: ${held} of ${total} games already played.\n`);
          },
        });
      } catch (e) {
        if (e instanceof JournalError) h.fail(e.message, 2);
        h.fail(e instanceof Error ? e.message : String(e), 1);
      }
      if (play.retried > 0) process.stderr.write(`${play.retried} game(s) were played again after a worker was lost; each is counted once.\n`);
      const summary = summarizeTournament(config, play.games, { seconds: (performance.now() - start) / 1000, jobs: o.jobs, decisions: play.playedDecisions });
      if (o.report) writeFileSync(o.report, tournamentReport(summary));
      if (o.json) process.stdout.write(`${JSON.stringify(summary, null, 1)}\n`);
      else {
        process.stdout.write(`${formatTournament(summary)}\n`);
        if (o.jsonl) process.stdout.write(`Journal: ${o.jsonl}\n`);
        if (o.report) process.stdout.write(`Report written to ${o.report}\n`);
      }
    });
}
