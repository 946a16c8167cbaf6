// GET /api/games: the lobby's list of games to watch (gameList.ts; protocol.ts, GameListResponse).
import type { FastifyInstance } from 'fastify';
import { errText, type GameHub } from './games.ts';
import { GameList, LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, parseCursor } from './gameList.ts';
import type { ErrorBody } from '../protocol/game.ts';
import { gameListQuery } from './schemas.ts';

type ListQuery = { Querystring: { status: 'live' | 'over'; limit?: string; before?: string } };

export function registerGameList(app: FastifyInstance, hub: GameHub): void {
  const list = new GameList(hub, hub.storage);
  app.get<ListQuery>('/api/games', { schema: { querystring: gameListQuery } }, async (req, reply) => {
    const limit = req.query.limit === undefined ? LIST_LIMIT_DEFAULT : Number(req.query.limit);
    if (limit < 1 || limit > LIST_LIMIT_MAX) {
      return reply.code(400).send({ error: { code: 'BAD_REQUEST', message: `limit must be 1 to ${LIST_LIMIT_MAX}.` } } satisfies ErrorBody);
    }
    const before = req.query.before === undefined ? undefined : parseCursor(req.query.before);
    if (before === null) return reply.code(400).send({ error: { code: 'BAD_REQUEST', message: 'before is not a cursor from this list.' } } satisfies ErrorBody);
    try {
      return await list.page(req.query.status === 'over', limit, before);
    } catch (e) {
      app.log.error({ reason: errText(e) }, 'storage: game list failed');
      return reply.code(503).send({ error: { code: 'UNAVAILABLE', message: 'The list of games is unavailable; please try again.' } } satisfies ErrorBody);
    }
  });
}
