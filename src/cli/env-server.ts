// `abyss env-server`: the learning environment (src/env) served to programs in other
// languages, first of all the Python package `abyss` (python/, docs/research.md). One JSON
// request per line on stdin, one answer per line on stdout, in order. One long-lived process
// holds many games; `reset` and `step` take a batch of games per line, so that the process
// boundary is crossed once for N steps. Observations go out sparse (the indexes and values of
// their non-zero entries) and legal actions as index lists: a step costs bytes in proportion
// to what changed, not to the 3,591 + 8,654 entries of the dense vectors. With "binary":true
// on reset or step, the batch's index and value lists are packed as base64 strings of
// little-endian arrays (obs.idx and legal.idx uint16, obs.val float32): no number is written
// or parsed one by one on either side (the Python package asks for it).
//
// Requests (every one may carry an "id", echoed in its answer):
//   {"op":"hello"}                                         the engine version and the spaces
//   {"op":"open","count":N,"config":{…}}                   N games of one table: {"envs":[ids]}
//   {"op":"reset","envs":[ids],"seeds":[seed|null,…]}      new games (null: the next seed of the game's sequence)
//   {"op":"step","envs":[ids],"actions":[index,…]}         one index per game (all checked before any is applied)
//   (reset and step: "binary":true packs the batch's obs and legal lists, as above)
//   {"op":"observe","env":id,"seat":s}                     any seat's observation now
//   {"op":"legal","env":id}                                the deciding seat's legal engine actions with their indexes
//   {"op":"view","env":id,"seat":s}                        a seat's view now (no log), for debugging
//   {"op":"close","envs":[ids]}                            forget those games
// Config: players (2–4, 5 with the Leviathan), expansions, martialLaw, opponents (a bot spec or
// null per seat; null seats are the caller's), reward ("win" | "score"), normalise, maxSteps,
// autoReset, seed. The spaces depend on the table's expansions: `open` answers with them.
// Answers: {"id":…, "ok":true, …} or {"id":…, "ok":false, "error":"one line"}; a refused
// request changes nothing.
import { createInterface } from 'node:readline';
import { createBot, parseBotSpec } from '../bots/index.ts';
import { mixSeed } from '../bots/rng.ts';
import type { Bot } from '../bots/types.ts';
import { HEX_SEED, type GameOptions } from '../engine/index.ts';
import { AbyssEnv, actionLayout, observationLayout, type EnvOptions, type EnvStep, type RewardKind } from '../env/index.ts';
import { engineVersion } from './provenance.ts';

export const ENV_SERVER_PROTOCOL = 1;

/** Lists of a batch packed by "binary": base64 of little-endian arrays. */
export interface PackedLists {
  obs: { n: number[]; idx: string; val: string };
  legal: { n: number[]; idx: string };
}

export interface EnvServerConfig {
  players: number;
  expansions?: GameOptions['expansions'];
  martialLaw?: boolean;
  /** A bot spec per seat (null: the caller plays it); absent: the caller plays every seat. */
  opponents?: (string | null)[];
  reward?: RewardKind;
  /** Observations scaled to [0, 1] by each entry's documented bound (the engine's observe). */
  normalise?: boolean;
  maxSteps?: number;
  /** Start the next game at once when one ends (vectorised use); the batch tells the last step's outcome in `final`. */
  autoReset?: boolean;
  /** Seeds of the games of this `open`: game k's episode e is dealt with mixSeed(seed, k, e). */
  seed?: number;
}

export interface Spaces {
  observation: { shape: number[]; dtype: 'float32'; low: number; high: number | null };
  action: { n: number; dtype: 'int64' };
}

/** A table's spaces as data (Gymnasium's Box and Discrete, described): its sizes depend on its expansions. */
export function spaces(config: Pick<EnvServerConfig, 'expansions' | 'normalise'> = {}): Spaces {
  const options = config.expansions ? { expansions: config.expansions } : {};
  // Raw counts (Pearls, cards in decks) are unbounded above; normalised entries are within [0, 1].
  return {
    observation: { shape: [observationLayout(options).size], dtype: 'float32', low: 0, high: config.normalise ? 1 : null },
    action: { n: actionLayout(options).size, dtype: 'int64' },
  };
}

class Refusal extends Error {}

interface Game {
  env: AbyssEnv;
  config: EnvServerConfig;
  /** Position in its `open` (for its seed sequence) and episodes started. */
  slot: number;
  episode: number;
  bots: (Bot | null)[] | undefined;
  last: EnvStep | null;
}

interface Batch {
  seat: (number | null)[];
  terminated: boolean[];
  truncated: boolean[];
  reward: number[];
  rewards: number[][];
  steps: number[];
  obs: { n: number[]; idx: number[]; val: number[] };
  legal: { n: number[]; idx: number[] };
  /** Final scores (IP totals per seat) of a game that ended in this step, else null. */
  scores: (number[] | null)[];
  /** autoReset: for a game that ended (or was cut) in this step, its last observation and outcome; the rest of the batch is its next game. */
  final: ({ seat: number | null; obs: { idx: number[]; val: number[] }; rewards: number[]; scores: number[] | null } | null)[];
}

function sparse(x: Float32Array, idx: number[], val: number[]): number {
  let n = 0;
  for (let i = 0; i < x.length; i++) {
    if (x[i] !== 0) {
      idx.push(i);
      val.push(x[i]);
      n++;
    }
  }
  return n;
}

function checkConfig(c: unknown): EnvServerConfig {
  if (typeof c !== 'object' || c === null || Array.isArray(c)) throw new Refusal('"config" must be an object.');
  const o = c as Record<string, unknown>;
  const known = ['players', 'expansions', 'martialLaw', 'opponents', 'reward', 'normalise', 'maxSteps', 'autoReset', 'seed'];
  const extra = Object.keys(o).filter((k) => !known.includes(k));
  if (extra.length) throw new Refusal(`Unknown config field(s) ${extra.join(', ')}: the fields are ${known.join(', ')}.`);
  if (!Number.isInteger(o.players)) throw new Refusal('"players" must be an integer.');
  if (o.opponents !== undefined) {
    if (!Array.isArray(o.opponents) || o.opponents.length !== o.players) throw new Refusal(`"opponents" lists a bot spec or null for each of the ${String(o.players)} seats.`);
    for (const b of o.opponents) {
      if (b === null) continue;
      if (typeof b !== 'string') throw new Refusal('"opponents" holds bot specs (strings) or null.');
      try {
        parseBotSpec(b);
      } catch (e) {
        throw new Refusal((e as Error).message);
      }
    }
  }
  if (o.reward !== undefined && o.reward !== 'win' && o.reward !== 'score') throw new Refusal('"reward" is "win" or "score".');
  if (o.seed !== undefined && (!Number.isSafeInteger(o.seed) || (o.seed as number) < 0)) throw new Refusal('"seed" is an integer from 0.');
  if (o.autoReset !== undefined && typeof o.autoReset !== 'boolean') throw new Refusal('"autoReset" is true or false.');
  if (o.martialLaw !== undefined && typeof o.martialLaw !== 'boolean') throw new Refusal('"martialLaw" is true or false.');
  if (o.normalise !== undefined && typeof o.normalise !== 'boolean') throw new Refusal('"normalise" is true or false.');
  return o as unknown as EnvServerConfig;
}

export class EnvServer {
  private games = new Map<number, Game>();
  private nextId = 0;

  /** Answers one request line (never throws). */
  handle(line: string): string {
    let id: unknown = null;
    try {
      let req: Record<string, unknown>;
      try {
        req = JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Refusal('The request is not JSON.');
      }
      if (typeof req !== 'object' || req === null || Array.isArray(req)) throw new Refusal('A request is a JSON object with an "op".');
      id = req.id ?? null;
      return JSON.stringify({ id, ok: true, ...this.run(req) });
    } catch (e) {
      const message = e instanceof Refusal || e instanceof RangeError ? e.message : `internal error: ${(e as Error).message}`;
      return JSON.stringify({ id, ok: false, error: message.replace(/\s*\n\s*/g, ' ') });
    }
  }

  private run(req: Record<string, unknown>): Record<string, unknown> {
    switch (req.op) {
      case 'hello':
        return { protocol: ENV_SERVER_PROTOCOL, engine: engineVersion(), spaces: spaces() };
      case 'open':
        return this.open(checkConfig(req.config), req.count);
      case 'reset':
        return { batch: packed(this.reset(this.ids(req.envs), req.seeds), binary(req.binary)) };
      case 'step':
        return { batch: packed(this.step(this.ids(req.envs), req.actions), binary(req.binary)) };
      case 'observe': {
        const g = this.game(req.env);
        const obs = { idx: [] as number[], val: [] as number[] };
        sparse(g.env.observe(this.seat(g, req.seat)), obs.idx, obs.val);
        return { obs };
      }
      case 'legal':
        return { actions: this.game(req.env).env.legalActions() };
      case 'view': {
        const g = this.game(req.env);
        return { view: g.env.view(this.seat(g, req.seat), { log: false }) };
      }
      case 'close':
        for (const id of this.ids(req.envs)) {
          this.endBots(this.games.get(id)!);
          this.games.delete(id);
        }
        return {};
      default:
        throw new Refusal(`Unknown op ${JSON.stringify(req.op)}: use hello, open, reset, step, observe, legal, view or close.`);
    }
  }

  private open(config: EnvServerConfig, count: unknown): Record<string, unknown> {
    if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > 4096) throw new Refusal('"count" is the number of games to open, from 1 to 4096.');
    // Checked now, by a first deal, so that a bad table is refused at open rather than at reset.
    new AbyssEnv().reset(0, this.envOptions(config, undefined));
    const envs: number[] = [];
    for (let k = 0; k < (count as number); k++) {
      const id = this.nextId++;
      this.games.set(id, { env: new AbyssEnv(), config, slot: k, episode: 0, bots: undefined, last: null });
      envs.push(id);
    }
    return { envs, spaces: spaces(config), agents: config.players };
  }

  private ids(envs: unknown): number[] {
    if (!Array.isArray(envs) || envs.length === 0) throw new Refusal('"envs" lists the game ids of the request.');
    for (const id of envs) if (!this.games.has(id as number)) throw new Refusal(`No game ${JSON.stringify(id)} is open.`);
    if (new Set(envs).size !== envs.length) throw new Refusal('"envs" names a game twice.');
    return envs as number[];
  }

  private game(id: unknown): Game {
    const g = this.games.get(id as number);
    if (!g) throw new Refusal(`No game ${JSON.stringify(id)} is open.`);
    return g;
  }

  private seat(g: Game, seat: unknown): number {
    if (!Number.isInteger(seat) || (seat as number) < 0 || (seat as number) >= g.config.players) throw new Refusal(`"seat" is from 0 to ${g.config.players - 1}.`);
    if (!g.last) throw new Refusal('Reset the game first.');
    return seat as number;
  }

  private envOptions(config: EnvServerConfig, bots: (Bot | null)[] | undefined): EnvOptions {
    return {
      players: config.players,
      ...(config.expansions ? { expansions: config.expansions } : {}),
      ...(config.martialLaw ? { martialLaw: true } : {}),
      ...(config.reward ? { reward: config.reward } : {}),
      ...(config.normalise ? { normalise: true } : {}),
      ...(config.maxSteps !== undefined ? { maxSteps: config.maxSteps } : {}),
      ...(bots ? { opponents: bots } : {}),
      startSeat: 0,
      // Each observation is packed into the answer at once: one vector per game, overwritten.
      reuseObservation: true,
    };
  }

  private endBots(g: Game): void {
    // An external agent holds a process: an abandoned game lets it go.
    if (g.last && !g.last.done) for (const b of g.bots ?? []) b?.end?.(null);
  }

  /** Starts game g's next episode with `seed` (or the next of its sequence). */
  private start(g: Game, seed: number | string | null): EnvStep {
    this.endBots(g);
    const dealt = seed ?? mixSeed(g.config.seed ?? 0, g.slot, g.episode);
    const botSeed = typeof dealt === 'number' ? dealt : mixSeed(...[...dealt.slice(0, 32)].map((c) => c.charCodeAt(0)));
    g.episode++;
    g.bots = g.config.opponents?.map((spec, s) => (spec === null ? null : createBot(parseBotSpec(spec), mixSeed(botSeed, s, 0xb07))));
    g.last = g.env.reset(dealt, this.envOptions(g.config, g.bots));
    return g.last;
  }

  private reset(ids: number[], seeds: unknown): Batch {
    const list = seeds === undefined ? ids.map(() => null) : seeds;
    if (!Array.isArray(list) || list.length !== ids.length) throw new Refusal('"seeds" gives one seed (or null) per game of "envs".');
    for (const s of list) {
      if (s !== null && !(Number.isSafeInteger(s) && s >= 0) && !(typeof s === 'string' && HEX_SEED.test(s))) throw new Refusal(`Seed ${JSON.stringify(s)}: an integer from 0, 32 to 64 lowercase hex digits, or null.`);
    }
    const batch = emptyBatch();
    ids.forEach((id, k) => {
      const g = this.games.get(id)!;
      add(batch, this.start(g, list[k] as number | string | null), g, null);
    });
    return batch;
  }

  private step(ids: number[], actions: unknown): Batch {
    if (!Array.isArray(actions) || actions.length !== ids.length) throw new Refusal('"actions" gives one action index per game of "envs".');
    // Every action is checked before any is applied: a refused batch changes nothing.
    ids.forEach((id, k) => {
      const g = this.games.get(id)!;
      if (!g.last) throw new Refusal(`Game ${id}: reset it first.`);
      if (g.last.done || g.last.truncated) throw new Refusal(`Game ${id} is over${g.last.truncated ? ' (cut by maxSteps)' : ''}: reset it.`);
      const a = actions[k];
      if (!Number.isInteger(a) || !g.env.legalIndexes().includes(a as number)) throw new Refusal(`Game ${id}: action ${JSON.stringify(a)} is not legal now (see its legal indexes).`);
    });
    const batch = emptyBatch();
    ids.forEach((id, k) => {
      const g = this.games.get(id)!;
      const r = g.env.step(actions[k] as number);
      g.last = r;
      if ((r.done || r.truncated) && g.config.autoReset) {
        const obs = { idx: [] as number[], val: [] as number[] };
        sparse(r.observation, obs.idx, obs.val);
        const scores = r.done ? g.env.scores.map((l) => l.total) : null;
        const next = this.start(g, null);
        add(batch, next, g, { r, final: { seat: r.seat, obs, rewards: r.rewards, scores } });
      } else add(batch, r, g, null);
    });
    return batch;
  }
}

function binary(flag: unknown): boolean {
  if (flag !== undefined && typeof flag !== 'boolean') throw new Refusal('"binary" is true or false.');
  return flag === true;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** base64 of the little-endian bytes of a typed array. */
function base64(a: Uint16Array | Float32Array): string {
  const bytes = Buffer.from(a.buffer, a.byteOffset, a.byteLength);
  return (LITTLE_ENDIAN ? bytes : Buffer.from(bytes)[a.BYTES_PER_ELEMENT === 2 ? 'swap16' : 'swap32']()).toString('base64');
}

{
  const largest = spaces({ expansions: { deProfundis: true, kraken: true, leviathan: true } });
  if (Math.max(largest.observation.shape[0], largest.action.n) > 0xffff) throw new Error('A space outgrew 16-bit indexes: widen the packed lists.');
}

/** The batch, its obs and legal lists packed when `binary` (every index fits 16 bits: the largest table's spaces are below 65,536). */
function packed(b: Batch, binary: boolean): Batch | (Omit<Batch, 'obs' | 'legal'> & PackedLists) {
  if (!binary) return b;
  return {
    ...b,
    obs: { n: b.obs.n, idx: base64(Uint16Array.from(b.obs.idx)), val: base64(Float32Array.from(b.obs.val)) },
    legal: { n: b.legal.n, idx: base64(Uint16Array.from(b.legal.idx)) },
  };
}

function emptyBatch(): Batch {
  return { seat: [], terminated: [], truncated: [], reward: [], rewards: [], steps: [], obs: { n: [], idx: [], val: [] }, legal: { n: [], idx: [] }, scores: [], final: [] };
}

/** Adds a game's step to the batch; with `ended` (autoReset), the outcome is that of the ended game and the observation the new one's. */
function add(b: Batch, r: EnvStep, g: Game, ended: { r: EnvStep; final: NonNullable<Batch['final'][number]> } | null): void {
  const outcome = ended?.r ?? r;
  b.seat.push(r.seat);
  b.terminated.push(outcome.done);
  b.truncated.push(outcome.truncated);
  b.reward.push(outcome.reward);
  b.rewards.push(outcome.rewards);
  b.steps.push(outcome.steps);
  b.obs.n.push(sparse(r.observation, b.obs.idx, b.obs.val));
  const legal = g.env.legalIndexes();
  b.legal.n.push(legal.length);
  for (const i of legal) b.legal.idx.push(i);
  b.scores.push(ended ? ended.final.scores : outcome.done ? g.env.scores.map((l) => l.total) : null);
  b.final.push(ended ? ended.final : null);
}

/** Serves stdin/stdout until stdin ends. */
export async function runEnvServer(): Promise<void> {
  const server = new EnvServer();
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    process.stdout.write(`${server.handle(line)}\n`);
  }
}
