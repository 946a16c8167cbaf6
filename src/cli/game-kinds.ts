// The kinds of indexed game runs that threads and distributed workers can play: a
// tournament's game g, a self-play run's game g. Each kind plays one game from (config, g)
// alone, and says how its result travels as JSON (a BullMQ job's return value).
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { playSelfplayGame, type SelfplayConfig, type SelfplayGame } from './selfplay-core.ts';
import { playTournamentGame, type TournamentConfig, type TournamentGame } from './tournament-core.ts';

interface Kinds {
  tournament: { config: TournamentConfig; result: TournamentGame };
  selfplay: { config: SelfplayConfig; result: SelfplayGame };
}

export type GameKind = keyof Kinds;
export type ConfigOf<K extends GameKind> = Kinds[K]['config'];
export type ResultOf<K extends GameKind> = Kinds[K]['result'];

interface Kind<K extends GameKind> {
  play(config: ConfigOf<K>, game: number): ResultOf<K>;
  /** The result as plain JSON, and back (exactly: fromWire(toWire(r)) equals r). */
  toWire(result: ResultOf<K>): unknown;
  fromWire(wire: unknown): ResultOf<K>;
}

type SelfplayWire = Omit<SelfplayGame, 'observations'> & { observations: string };

const KINDS: { [K in GameKind]: Kind<K> } = {
  tournament: {
    play: playTournamentGame,
    toWire: (r) => r,
    fromWire: (w) => w as TournamentGame,
  },
  selfplay: {
    play: playSelfplayGame,
    // Observations are mostly zeros: deflated, they take a tenth of the room in Redis.
    toWire: (r): SelfplayWire => ({ ...r, observations: deflateRawSync(Buffer.from(r.observations.buffer, r.observations.byteOffset, r.observations.byteLength)).toString('base64') }),
    fromWire: (w) => {
      const x = w as SelfplayWire;
      const bytes = inflateRawSync(Buffer.from(x.observations, 'base64'));
      // A copy into a fresh buffer: a Float32Array needs 4-byte alignment.
      const observations = new Float32Array(bytes.byteLength / 4);
      new Uint8Array(observations.buffer).set(bytes);
      return { ...x, observations };
    },
  },
};

export const GAME_KINDS = Object.keys(KINDS) as GameKind[];

export function isGameKind(x: unknown): x is GameKind {
  return typeof x === 'string' && (GAME_KINDS as string[]).includes(x);
}

export function playIndexed<K extends GameKind>(kind: K, config: ConfigOf<K>, game: number): ResultOf<K> {
  return (KINDS[kind] as Kind<K>).play(config, game);
}

export function toWire<K extends GameKind>(kind: K, result: ResultOf<K>): unknown {
  return (KINDS[kind] as Kind<K>).toWire(result);
}

export function fromWire<K extends GameKind>(kind: K, wire: unknown): ResultOf<K> {
  return (KINDS[kind] as Kind<K>).fromWire(wire);
}
