// The `abyss` command line: sim, tournament, selfplay, worker, bench, replay, analyse, play, serve.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { Command, InvalidArgumentError, Option } from 'commander';
import type { SearchOptions } from '../bots/index.ts';
import { benchEnv, formatBench, runBench } from './bench.ts';
import { outputFileProblem, prepareOutputDir } from './paths.ts';
import { htmlReport } from './report.ts';
import { verifyReplay } from './replay.ts';
import { readJsonFile } from './json-file.ts';
import { describeEngine, engineVersion, sameEngine, type EngineVersion } from './provenance.ts';
import { checkBudgets, checkSimConfig, MAX_SEARCH_ITERATIONS, playerCountProblem, type SimConfig } from './sim-core.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from '../engine/index.ts';
import { formatSummary, runGames, summarize } from './sim.ts';
import { registerTournament } from './tournament-command.ts';
import { registerAnalyse } from './analyse.ts';
import { registerSelfplay } from './selfplay-command.ts';
import { cliLang, wordsFor } from './words.ts';
import type { Lang } from '../i18n/lang.ts';

/** The version of package.json, for `abyss --version`. */
export const VERSION: string = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

function int(name: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  return (value: string): number => {
    // Decimal digits only (Number() would also read "0x2", "1e3" or " 2 ").
    const n = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) throw new InvalidArgumentError(`${name} must be an integer from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}.`);
    return n;
  };
}

/** `--seed`: a whole number from 0 (a known deal, as sim and tournament take it) or 32 to 64 lowercase hex digits (a secret one). */
function gameSeed(value: string): number | string {
  if (/^[0-9a-f]{32,64}$/.test(value)) return value;
  const n = Number(value);
  if (/^\d+$/.test(value) && Number.isSafeInteger(n)) return n;
  throw new InvalidArgumentError('--seed must be an integer from 0 or 32 to 64 lowercase hex digits.');
}

function budgetOf(o: { thinkMs?: number; iterations?: number }): SearchOptions {
  const b: SearchOptions = {};
  if (o.thinkMs !== undefined) b.thinkMs = o.thinkMs;
  if (o.iterations !== undefined) b.iterations = o.iterations;
  return b;
}

/** `--de-profundis [deck.json]`: true for the bundled Outcast deck, or the deck read from the file. */
function deProfundisOf(value: unknown): SimConfig['deProfundis'] {
  if (value === undefined || value === false) return undefined;
  if (value === true) return true;
  try {
    return { deck: JSON.parse(readFileSync(String(value), 'utf8')) };
  } catch (e) {
    fail(`cannot read the Outcast deck ${String(value)}: ${(e as Error).message}`, 2);
  }
}

function fail(message: string, code = 1): never {
  process.stderr.write(`abyss: ${message}\n`);
  process.exit(code);
}

/** The language of play / replay: --lang, else the environment's locale (words.ts, cliLang). */
function langOf(flag: unknown): Lang {
  try {
    return cliLang(flag === undefined ? undefined : String(flag), process.env);
  } catch (e) {
    fail((e as Error).message, 2);
  }
}

/** Stops with exit 2 at the first output path that cannot be written (checked before any work). */
function checkOutputs(files: [flag: string, file: unknown][]): void {
  for (const [flag, file] of files) {
    if (typeof file !== 'string') continue;
    const problem = outputFileProblem(file, flag);
    if (problem) fail(problem, 2);
  }
}

/** Any error as one line: `abyss: message`, and the stack only when ABYSS_DEBUG=1. */
export function reportFatal(e: unknown): never {
  const message = (e instanceof Error ? e.message : String(e)).replace(/\s*\n\s*/g, ' ').trim();
  process.stderr.write(`abyss: ${message || 'unexpected error'}\n`);
  if (process.env.ABYSS_DEBUG === '1' && e instanceof Error && e.stack) process.stderr.write(`${e.stack}\n`);
  process.exit(1);
}

export function buildProgram(): Command {
  const program = new Command();
  program
    .name('abyss')
    .description('Abyss (Bombyx 2014): simulate bot games, benchmark, replay and play in the terminal.')
    .version(VERSION, '-V, --version', 'print the version')
    // Usage errors in one line (subcommands inherit this), with where to look.
    .configureOutput({ outputError: (text, write) => write(`abyss: ${text.replace(/^error: /, '').trim()} (see --help)\n`) });

  program
    .command('sim')
    .description('Play many bot-vs-bot games (seats rotated) and report win rates with 95% intervals.')
    .requiredOption('-b, --bots <list>', 'comma-separated bots, one per seat: random, greedy, search, easy, medium, hard, hard-classic (parameters: search:iterations=200)')
    .option('-g, --games <n>', 'number of games (a multiple of the number of players)', int('--games', 1), 100)
    .option('-p, --players <n>', 'players per game (2-4; 5 with --leviathan)', int('--players', MIN_PLAYERS, MAX_PLAYERS), 2)
    .option('-s, --seed <n>', 'seed of the whole simulation', int('--seed', 0), 1)
    .option('-j, --jobs <n>', 'worker threads', int('--jobs', 1, 64), 1)
    .option('--think-ms <ms>', 'search bots: milliseconds per decision (not reproducible)', int('--think-ms', 1))
    .option('--iterations <n>', 'search bots: iterations per decision (reproducible)', int('--iterations', 1))
    .option('--martial-law', 'play with the Martial Law hand limit', false)
    .option('--de-profundis [deck]', 'play with the De Profundis Outcasts (bundled placeholder deck, or a deck file)')
    .option('--kraken', 'play with the Kraken expansion (Smugglers, Nebulis, Kraken Allies, Loot, Sentinels)', false)
    .option('--leviathan', 'play with the Leviathan expansion (the Border, Leviathans, dice, Wounds, the Scourge; allows 5 players)', false)
    .option('--json', 'print the summary as JSON on stdout', false)
    .option('-o, --out <file>', 'write the summary as JSON to this file')
    .option('--report <file>', 'write an HTML report with score distributions')
    .option('--save-dir <dir>', 'write every game as a replay file in this folder')
    .option('--no-progress', 'no progress bar')
    .action(async (o) => {
      const config: SimConfig = {
        games: o.games,
        players: o.players,
        bots: String(o.bots).split(',').map((b: string) => b.trim()).filter(Boolean),
        seed: o.seed,
        martialLaw: o.martialLaw,
        budget: budgetOf(o),
        ...(o.saveDir ? { saveDir: o.saveDir } : {}),
      };
      const dp = deProfundisOf(o.deProfundis);
      if (dp) config.deProfundis = dp;
      if (o.kraken) config.kraken = true;
      if (o.leviathan) config.leviathan = true;
      const problem = checkSimConfig(config);
      if (problem) fail(problem, 2);
      checkOutputs([['--report', o.report], ['--out', o.out]]);
      if (o.saveDir) {
        const dirProblem = prepareOutputDir(o.saveDir, '--save-dir');
        if (dirProblem) fail(dirProblem, 2);
      }
      const start = performance.now();
      const records = await runGames(config, { jobs: o.jobs, progress: o.progress && process.stderr.isTTY === true });
      const summary = summarize(config, records, (performance.now() - start) / 1000, o.jobs);
      const json = `${JSON.stringify(summary, (k, v) => (k === 'scores' && Array.isArray(v) && typeof v[0] === 'number' ? undefined : v), 1)}\n`;
      if (o.report) writeFileSync(o.report, htmlReport(summary));
      if (o.out) writeFileSync(o.out, json);
      if (o.json) process.stdout.write(json);
      else {
        process.stdout.write(`${formatSummary(summary)}\n`);
        if (o.report) process.stdout.write(`Report written to ${o.report}\n`);
        if (o.out) process.stdout.write(`JSON summary written to ${o.out}\n`);
      }
    });

  // `abyss tournament`: its own block, registered by registerTournament (src/cli/tournament-command.ts).
  registerTournament(program, { budgetOf, deProfundisOf, fail });
  // `abyss analyse`: post-game analysis of one seat (src/cli/analyse.ts).
  registerAnalyse(program, { fail, langOf });
  // `abyss selfplay` and `abyss worker` (src/cli/selfplay-command.ts).
  registerSelfplay(program, { budgetOf, deProfundisOf, fail });

  program
    .command('bench')
    .description('Measure engine random-playout throughput and search iterations per second.')
    .option('--seconds <s>', 'seconds per measurement', (v) => {
      const n = Number(v);
      if (!(n > 0 && n <= 600)) throw new InvalidArgumentError('--seconds must be a number of seconds above 0 and at most 600.');
      return n;
    }, 3)
    .option('-p, --players <n>', 'players per game (2-4; 5 with --leviathan)', int('--players', MIN_PLAYERS, MAX_PLAYERS), 2)
    .option('--iterations <n>', 'search iterations per measured call', int('--iterations', 1, MAX_SEARCH_ITERATIONS), 50)
    .option('--json', 'print JSON', false)
    .option('--kraken', 'also measure Kraken games (random playouts, greedy, determinize, search)', false)
    .option('--leviathan', 'also measure Leviathan games (random playouts, greedy, determinize, search)', false)
    .option('--env', 'measure only the learning environment (src/env): steps per second of random legal indexes', false)
    .option('--profile [file]', 'write a V8 CPU profile of the whole run (default abyss-bench.cpuprofile)')
    .action(async (o) => {
      const profile = o.profile === true ? 'abyss-bench.cpuprofile' : (o.profile as string | undefined);
      checkOutputs([['--profile', profile]]);
      // Five seats are measured on Leviathan games only (runBench skips the others): the base game has no fifth seat.
      const seatsProblem = playerCountProblem(o.players, { leviathan: o.leviathan === true });
      if (seatsProblem) fail(seatsProblem, 2);
      const run = (): ReturnType<typeof runBench> => (o.env ? benchEnv(o.seconds, o.players) : runBench(o.seconds, o.players, o.iterations, o.kraken === true, o.leviathan === true));
      let lines: ReturnType<typeof runBench>;
      if (profile) {
        const { withCpuProfile } = await import('./profile.ts');
        lines = await withCpuProfile(profile, run);
      } else lines = run();
      process.stdout.write(o.json ? `${JSON.stringify(lines, null, 1)}\n` : `${formatBench(lines)}\n`);
      // On stderr: stdout may be JSON read by a program.
      if (profile) process.stderr.write(`CPU profile written to ${profile} (open it in Chrome DevTools, Performance tab, or speedscope).\n`);
    });

  program
    .command('replay')
    .description('Replay a saved game file and check that it reaches the recorded final state.')
    .argument('<file>', 'replay file (see docs/research.md, "Replay files")')
    .option('--json', 'print the outcome as JSON', false)
    .option('--lang <lang>', 'language of the summary: en or fr (default: from LC_ALL / LC_MESSAGES / LANG)')
    .action((file: string, o) => {
      const lang = langOf(o.lang);
      const read = readJsonFile(file, 'a replay file');
      if ('problem' in read) fail(read.problem, 2);
      const data = read.data;
      const outcome = verifyReplay(data);
      const made = (data as { engine?: EngineVersion }).engine;
      // The replay is checked by replaying it; a file from other rules says so before any mismatch.
      if (made && !sameEngine(made, engineVersion())) process.stderr.write(`abyss: note: ${file} was made by ${describeEngine(made)}; this is ${describeEngine(engineVersion())}.\n`);
      if (o.json) process.stdout.write(`${JSON.stringify(outcome)}\n`);
      if (!outcome.ok) fail(`${file}: replay check FAILED. ${outcome.message}`, 1);
      if (!o.json) {
        const w = wordsFor(lang);
        const winners = outcome.scores?.filter((l) => l.rank === 1).map((l) => w.winner(l.seat + 1, l.total)).join(', ');
        process.stdout.write(`${w.replayOk(file, outcome.actions, outcome.hash.slice(0, 16), winners ?? '')}\n`);
      }
    });

  program
    .command('play')
    .description('Play a game in the terminal against bots.')
    .option('-p, --players <n>', 'players (2-4; 5 with --leviathan)', int('--players', MIN_PLAYERS, MAX_PLAYERS), 2)
    .option('-b, --bots <list>', 'comma-separated bots for the other seats (default: medium for each)')
    .option('--seat <n>', 'your seat, 1 = first player (default 1; with --resume, the seat the file gives a person)', int('--seat', 1, MAX_PLAYERS))
    .option('-s, --seed <seed>', 'game seed: an integer or 32-64 hex digits (default: a secret random one)', gameSeed)
    .option('--name <name>', 'your name', 'Human')
    .option('--threads <n>', 'worker threads for search bots', int('--threads', 1, 64), 1)
    .option('--think-ms <ms>', 'search bots: milliseconds per decision', int('--think-ms', 1))
    .option('--iterations <n>', 'search bots: iterations per decision', int('--iterations', 1))
    .option('--martial-law', 'play with the Martial Law hand limit', false)
    .option('--de-profundis [deck]', 'play with the De Profundis Outcasts (bundled placeholder deck, or a deck file)')
    .option('--kraken', 'play with the Kraken expansion (Smugglers, Nebulis, Kraken Allies, Loot, Sentinels)', false)
    .option('--leviathan', 'play with the Leviathan expansion (the Border, Leviathans, dice, Wounds, the Scourge; allows 5 players)', false)
    .option('--save <file>', 'write the game as a replay file after every move (with --resume: the resumed file unless given)')
    .option('--lang <lang>', 'language of the game: en or fr (default: from LC_ALL / LC_MESSAGES / LANG)')
    .addOption(new Option('--resume <file>', 'play on a saved game (a --save file or a replay file) from its last position')
      .conflicts(['players', 'seed', 'martialLaw', 'deProfundis', 'kraken', 'leviathan']))
    .action(async (o, cmd: Command) => {
      const lang = langOf(o.lang);
      const { runPlay } = await import('./play.ts');
      const given = o.bots ? String(o.bots).split(',').map((b: string) => b.trim()).filter(Boolean) : undefined;
      const budgetProblem = checkBudgets(given ?? [], budgetOf(o));
      if (budgetProblem) fail(budgetProblem, 2);
      const seatsProblem = o.resume ? null : playerCountProblem(o.players, { leviathan: o.leviathan === true });
      if (seatsProblem) fail(seatsProblem, 2);
      let resumed: Awaited<ReturnType<typeof loadResumed>> | undefined;
      if (o.resume) resumed = await loadResumed(o.resume, o.seat, given);
      const save: string | undefined = o.save ?? o.resume;
      checkOutputs([['--save', save]]);
      // Checked after the inputs, so that a bad file or folder is named even without a terminal.
      if (!process.stdin.isTTY) fail('play needs an interactive terminal (its standard input is not a terminal).', 2);
      const { select } = await import('@inquirer/prompts');
      const bots = resumed?.bots ?? given ?? Array.from({ length: o.players - 1 }, () => 'medium');
      // Resuming as the person the file names: keep their name unless --name gives another.
      const fileName = resumed && resumed.resume.botOf[resumed.seat] === null ? resumed.resume.names[resumed.seat] : undefined;
      const name: string = fileName !== undefined && cmd.getOptionValueSource('name') === 'default' ? fileName : o.name;
      // 256 secret bits: a local game against bots deals as unguessably as the server's.
      const seed = o.seed ?? randomBytes(32).toString('hex');
      try {
        await runPlay({
          players: o.players, bots, seat: resumed?.seat ?? (o.seat ?? 1) - 1, seed, martialLaw: o.martialLaw, threads: o.threads,
          budget: budgetOf(o), name, lang, ...(save ? { save } : {}),
          ...(o.deProfundis ? { deProfundis: deProfundisOf(o.deProfundis) } : {}),
          ...(o.kraken ? { kraken: true } : {}),
          ...(o.leviathan ? { leviathan: true } : {}),
          ...(resumed ? { resume: resumed.resume } : {}),
        }, {
          print: (t) => process.stdout.write(`${t}\n`),
          choose: (message, choices) => select({ message, choices, pageSize: 15, loop: false }),
        });
      } catch (e) {
        if (e instanceof Error && e.name === 'ExitPromptError') fail(`game abandoned.${save ? ` It is saved: abyss play --resume ${save} goes on.` : ''}`, 130);
        if (e instanceof RangeError) fail(e.message, 2);
        throw e;
      }
    });

  program
    .command('env-server')
    .description('Serve the learning environment to other languages (the Python package in python/): JSON lines on stdin and stdout, many games per process (docs/research.md).')
    .action(async () => {
      const { runEnvServer } = await import('./env-server.ts');
      await runEnvServer();
    });

  program
    .command('serve')
    .description('Run the game server (HTTP + WebSocket, SQLite by default; see src/server).')
    .addOption(new Option('--port <n>', 'port (0: any free port)').argParser(int('--port', 0, 65535)))
    .option('--host <host>', 'address to listen on (0.0.0.0 to serve the network)')
    .option('--db-file <file>', 'SQLite file')
    .option('--database-url <url>', 'PostgreSQL connection string (default: env DATABASE_URL)')
    .option('--redis-url <url>', 'Redis URL for fan-out between processes (default: env REDIS_URL)')
    .option('--static-dir <dir>', 'built web client to serve')
    .option('--outcast-deck <file>', 'De Profundis: Outcast deck JSON file for games that play the expansion (docs/outcasts.md)')
    .addOption(new Option('--bot-threads <n>', 'worker threads for server bots').argParser(int('--bot-threads', 1, 64)))
    .addOption(new Option('--bot-budget-ms <ms>', 'thinking time of server bots').argParser(int('--bot-budget-ms', 1)))
    .addOption(new Option('--grace-ms <ms>', 'on SIGTERM/SIGINT, time for requests in flight before every connection is cut').argParser(int('--grace-ms', 0, 600_000)))
    .addOption(new Option('--max-connections-per-ip <n>', 'simultaneous connections per address (0: no cap)').argParser(int('--max-connections-per-ip', 0)))
    .option('--trust-proxy <list>', 'behind a reverse proxy: "true" or its addresses/CIDR ranges, comma-separated')
    .option('--rp-id <domain>', 'passkeys: the relying-party ID, the public domain name (default: localhost, or the host name)')
    .option('--origin <list>', 'passkeys: the page origins, comma-separated, e.g. https://abyss.example.org (default: http://<rp-id>:<port>)')
    .option('--smtp-url <url>', 'SMTP server for "your move" e-mails of turn-based games, smtp:// or smtps:// (default: env SMTP_URL)')
    .option('--smtp-from <address>', 'From address of those e-mails (default: env SMTP_FROM)')
    .option('--push-subject <contact>', 'mailto: or https: contact sent to Web Push services (default: env PUSH_SUBJECT)')
    .option('--public-url <url>', 'address players open the server at, for links in e-mails (default: env PUBLIC_URL)')
    .option('--quiet', 'do not print the address')
    .action(async (o) => {
      // Loaded lazily: the server is another part of the project, and the other commands must
      // work without its dependencies.
      const spec = '../server/main.ts';
      type Server = { close(): Promise<void> };
      let mod: { main?: (opts: Record<string, unknown>) => Promise<Server>; exitOnSignals?: (server: Server, graceMs?: number) => void };
      try {
        mod = await import(spec);
      } catch (e) {
        fail(`the server is not available in this build (could not load src/server/main.ts: ${(e as Error).message}).`, 1);
      }
      if (typeof mod.main !== 'function') fail('src/server/main.ts does not export a main(opts) function.', 1);
      const bots: Record<string, number> = {};
      if (o.botThreads !== undefined) bots.threads = o.botThreads;
      if (o.botBudgetMs !== undefined) bots.budgetMs = o.botBudgetMs;
      const opts: Record<string, unknown> = {};
      for (const k of ['port', 'host', 'dbFile', 'databaseUrl', 'redisUrl', 'staticDir', 'quiet']) if (o[k] !== undefined) opts[k] = o[k];
      if (o.graceMs !== undefined) opts.shutdownGraceMs = o.graceMs;
      if (o.maxConnectionsPerIp !== undefined) opts.limits = { maxConnectionsPerIp: o.maxConnectionsPerIp };
      if (o.trustProxy !== undefined) opts.trustProxy = o.trustProxy === 'true' ? true : String(o.trustProxy).split(',').map((x) => x.trim()).filter(Boolean);
      if (o.outcastDeck !== undefined) opts.outcastDeckFile = o.outcastDeck;
      if (o.rpId !== undefined || o.origin !== undefined) {
        opts.webauthn = { rpId: o.rpId, origins: o.origin === undefined ? undefined : String(o.origin).split(',').map((x) => x.trim()).filter(Boolean) };
      }
      const notices: Record<string, string> = {};
      for (const k of ['smtpUrl', 'smtpFrom', 'pushSubject', 'publicUrl']) if (o[k] !== undefined) notices[k] = String(o[k]);
      if (Object.keys(notices).length) opts.notices = notices;
      if (Object.keys(bots).length) opts.bots = bots;
      let server: Server;
      try {
        server = await mod.main(opts);
      } catch (e) {
        // Bad options (an invalid deck file, a port in use) get a sentence, not a stack trace.
        fail(e instanceof Error ? e.message : String(e), 1);
      }
      // Exits within the grace period whatever clients do (src/server/main.ts).
      if (typeof mod.exitOnSignals === 'function') return mod.exitOnSignals(server, o.graceMs);
      const stop = (): void => {
        void server.close().then(() => process.exit(0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });

  return program;
}

/** `--resume`: the saved game, your seat and the bots, or a one-line refusal (exit 2). */
async function loadResumed(file: string, seat: number | undefined, bots: string[] | undefined) {
  const { loadResume, resumeSeats } = await import('./resume.ts');
  try {
    const resume = loadResume(file);
    return { resume, ...resumeSeats(resume, { ...(seat !== undefined ? { seat: seat - 1 } : {}), ...(bots ? { bots } : {}) }) };
  } catch (e) {
    if (e instanceof RangeError) fail(e.message, 2);
    throw e;
  }
}

export async function main(argv: string[]): Promise<void> {
  await buildProgram().parseAsync(argv);
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('/cli/index.ts')) {
  main(process.argv).catch(reportFatal);
}
