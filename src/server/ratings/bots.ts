// The server's bot levels at fixed Glicko-2 ratings, taken from the bot ladder measured on 2026-11-30 (seed 13; today's: docs/measurements.md)
// (Bradley–Terry on the Elo scale, mean 0, shifted to 1500): easy −279, medium +70, and
// hard:iterations=200 +518. The server's `hard` thinks up to 4,000 iterations, so +518 is a
// floor for it. A small fixed RD says the ladder measured them over 400 games.
import type { BotLevel } from '../../protocol/game.ts';
import type { Rating } from './glicko2.ts';

export const BOT_RATINGS: Readonly<Record<BotLevel, Readonly<Rating>>> = {
  easy: { rating: 1221, rd: 50, vol: 0.06 },
  medium: { rating: 1570, rd: 50, vol: 0.06 },
  hard: { rating: 2018, rd: 50, vol: 0.06 },
};
