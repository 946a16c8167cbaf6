// The lobby's list of games to watch (GET /api/games): listed games, live or finished, newest
// first, a bounded page at a time. Each entry holds only what a spectator sees anyway (names
// and kinds of the seats, how far the game is, who is to move, final scores once over): never
// a seed, a hand or a token. The store picks the page; the live state tells how far each game
// is, so a game that just ended shows as over even before the store's flag is written.
import { activeSeat, scores, type GameEvent, type GameState } from '../engine/index.ts';
import { expansionNames } from './expansions.ts';
import type { GameHub, LiveGame } from './games.ts';
import type { GameListItem, GameListResponse } from '../protocol/game.ts';
import type { ListedGame, Storage } from './storage/types.ts';
import { spectatorsOf } from './knownDeal.ts';

export const LIST_LIMIT_DEFAULT = 20;
export const LIST_LIMIT_MAX = 50;
/** Finished games never change: their entries are kept (up to this many) instead of reloading them. */
const FINISHED_CACHE = 500;

/** `createdAt~id` of a row: where the next page starts. */
export const cursorOf = (g: ListedGame): string => `${g.createdAt}~${g.id}`;

/** The row a cursor names, or null when it is not one (the query schema checks its shape). */
export function parseCursor(cursor: string): ListedGame | null {
  const i = cursor.lastIndexOf('~');
  if (i < 0) return null;
  const createdAt = cursor.slice(0, i);
  if (Number.isNaN(Date.parse(createdAt))) return null;
  return { createdAt: new Date(createdAt).toISOString(), id: cursor.slice(i + 1) };
}

/** Turns begun: the engine opens every turn with a public 'turn' event (flow.ts, startTurn). */
export function turnsBegun(state: GameState): number {
  const opens = (e: GameEvent): boolean => e.kind === 'turn' && e.to === undefined;
  let n = 0;
  for (const e of state.log) if (opens(e)) n++;
  return n;
}

export function summarize(game: LiveGame): GameListItem {
  const s = game.state;
  const turn = turnsBegun(s);
  const item: GameListItem = {
    gameId: game.id,
    createdAt: game.stored.createdAt,
    seats: game.seats,
    knownDeal: game.stored.knownDeal === true,
    ...spectatorsOf(game.stored),
    over: s.over,
    moves: game.entries.length,
    turn,
    round: Math.max(1, Math.ceil(turn / s.players.length)),
    current: s.over ? null : s.current,
    deciding: activeSeat(s),
  };
  const expansions = expansionNames(game.stored.options);
  if (expansions) item.expansions = expansions;
  if (s.over) item.result = scores(s).map((l) => ({ seat: l.seat, total: l.total, rank: l.rank }));
  return item;
}

export class GameList {
  private readonly finished = new Map<string, GameListItem>();

  constructor(private readonly hub: GameHub, private readonly storage: Storage) {}

  async page(over: boolean, limit: number, before: ListedGame | undefined): Promise<GameListResponse> {
    const rows = await this.storage.listGames({ over, limit: limit + 1, before });
    const games: GameListItem[] = [];
    for (const row of rows.slice(0, limit)) {
      const item = await this.item(row.id);
      if (item) games.push(item);
    }
    return { games, next: rows.length > limit ? cursorOf(rows[limit - 1]) : null };
  }

  private async item(id: string): Promise<GameListItem | null> {
    const cached = this.finished.get(id);
    if (cached) return cached;
    const game = await this.hub.get(id);
    if (!game || game.broken) return null;
    const item = summarize(game);
    if (item.over) {
      if (this.finished.size >= FINISHED_CACHE) this.finished.delete(this.finished.keys().next().value!);
      this.finished.set(id, item);
    }
    return item;
  }
}
