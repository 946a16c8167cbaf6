// When a game ends, its account seats get their record (score by source, rank) and, when the
// game is rated, their new Glicko-2 rating. A game is rated when every human seat belongs to an
// account, there are at least two seats, and nobody chose the deal (a known seed could be
// rehearsed), and the creator did not make it friendly. Bots count at their fixed ratings (bots.ts).
// A game cut short is rated only when a real-time clock ran out on a table that chose 'lose'
// (clocks.ts): that seat loses to every other seat, the others tie among themselves. A game
// ended by the players for an away seat, by a turn-based time limit, or abandoned is recorded
// but not rated: its score sheet is only where the cards stood.
import { scores, type ScoreLine } from '../../engine/index.ts';
import type { GameHub, LiveGame, Log } from '../games.ts';
import type { AccountStore, RecordRow } from '../accounts/store.ts';
import { BOT_RATINGS } from './bots.ts';
import { NEW_PLAYER, type Rating } from './glicko2.ts';
import { rateGame, type RatedSeat } from './multiplayer.ts';

export interface RecordOptions {
  /** Rate games whose deal the creator chose too (an operator's choice, e.g. duplicate tournaments; default false). */
  rateKnownDeals?: boolean;
  now?: () => number;
}

function rowOf(line: ScoreLine, players: number, accountId: string, before: Rating, after: Rating | null): RecordRow {
  return {
    accountId, seat: line.seat, players, rank: line.rank, total: line.total,
    locations: line.locations, lords: line.lords, allies: line.allies, monsters: line.monsters, before, after,
  };
}

/** Records a finished game once (false: it was recorded already, or is not over). */
export async function recordFinished(store: AccountStore, game: LiveGame, opts: RecordOptions = {}): Promise<boolean> {
  if (!game.over) return false;
  const links = await store.seatsOfGame(game.id);
  const owner = new Map(links.map((l) => [l.seat, l.accountId]));
  const seats = game.stored.seats;
  const lostOnTime = lostOnTimeSeat(game);
  const complete = game.state.over || lostOnTime !== null;
  const rated = complete && game.stored.rules?.friendly !== true && (opts.rateKnownDeals === true || game.stored.knownDeal !== true) && seats.length >= 2 && links.length > 0 && seats.every((s) => s.kind !== 'human' || owner.has(s.seat));
  const sheet = lostOnTime === null ? scores(game.state) : scores(game.state).map((line) => ({ ...line, rank: line.seat === lostOnTime ? seats.length : 1 }));
  return store.recordGame(game.id, new Date((opts.now ?? Date.now)()).toISOString(), links.map((l) => l.accountId), (ratings) => {
    const before = (seat: number): Rating => {
      const s = seats[seat];
      if (s.kind === 'bot') return BOT_RATINGS[s.level ?? 'medium'];
      return ratings.get(owner.get(seat) ?? '') ?? NEW_PLAYER;
    };
    const after = rated
      ? rateGame(sheet.map((line): RatedSeat => ({ seat: line.seat, rank: line.rank, before: before(line.seat), updates: owner.has(line.seat) })))
      : new Map<number, Rating>();
    return sheet.filter((line) => owner.has(line.seat)).map((line) => rowOf(line, seats.length, owner.get(line.seat)!, before(line.seat), after.get(line.seat) ?? null));
  });
}

/** The seat that lost on time: its clock ran out on a table whose choice was 'lose' (clocks.ts), else null. */
export function lostOnTimeSeat(game: Pick<LiveGame, 'state' | 'table' | 'stored'>): number | null {
  const ended = game.table.ended;
  return !game.state.over && ended !== null && ended.by === -1 && game.stored.rules?.clock?.onTimeout === 'lose' ? ended.seat : null;
}

/** The record of a seat claimed after its game was recorded (never rated: the game was rated without it). */
export async function recordLateSeat(store: AccountStore, game: LiveGame, seat: number, accountId: string, finishedAt: string): Promise<void> {
  const line = scores(game.state).find((l) => l.seat === seat);
  if (!line) return;
  await store.recordLateSeat(game.id, finishedAt, rowOf(line, game.stored.seats.length, accountId, NEW_PLAYER, null));
}

/**
 * Records every game that ends while this process has it loaded. In a cluster several processes
 * may see the same end: the store writes it once. Returns the function that stops listening.
 */
export function recordGamesAsTheyEnd(hub: GameHub, store: AccountStore, log: () => Log, opts: RecordOptions = {}): { stop(): void; idle(): Promise<void> } {
  const seen = new Set<string>();
  const pending = new Set<Promise<unknown>>();
  const stop = hub.onChange((game) => {
    if (!game.over || seen.has(game.id)) return;
    seen.add(game.id);
    const p = recordFinished(store, game, opts)
      .catch((e: unknown) => {
        log().error({ gameId: game.id, reason: e instanceof Error ? e.message.slice(0, 200) : 'unknown' }, 'ratings: recording a finished game failed');
      })
      .finally(() => {
        pending.delete(p);
        // The store remembers recorded games; this set only spares repeated notices meanwhile.
        seen.delete(game.id);
      });
    pending.add(p);
  });
  return {
    stop,
    /** Resolves when the recordings under way are written (for shutdown and tests). */
    idle: async () => {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
