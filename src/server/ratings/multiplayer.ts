// Rating a finished game of 2 to 5 seats (5 with Leviathan) with Glicko-2, pairwise: each game is one rating
// period in which every account seat has one result against each other seat (1 if it ranked
// better, 0.5 if tied, 0 if worse), all against the ratings from before the game. A 4-player
// game is thus three results per player, as if three 2-player games had been played at once.
// Bots take part at fixed ratings (bots.ts) and are never updated themselves.
import { updateRating, type Rating, type Result } from './glicko2.ts';

export interface RatedSeat {
  seat: number;
  /** 1 = winner; tied seats share a rank (the engine's ScoreLine.rank). */
  rank: number;
  /** The seat's rating before the game. */
  before: Rating;
  /** Only account seats are updated; bots keep their fixed rating. */
  updates: boolean;
}

/** The new rating of each seat that `updates`, by seat number. */
export function rateGame(seats: readonly RatedSeat[]): Map<number, Rating> {
  if (seats.length < 2) throw new RangeError('A rated game has at least two seats.');
  const out = new Map<number, Rating>();
  for (const me of seats) {
    if (!me.updates) continue;
    const results: Result[] = seats
      .filter((o) => o.seat !== me.seat)
      .map((o) => ({ opponent: o.before, score: me.rank < o.rank ? 1 : me.rank === o.rank ? 0.5 : 0 }));
    out.set(me.seat, updateRating(me.before, results));
  }
  return out;
}
