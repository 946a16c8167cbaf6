// Post-game analysis over HTTP (analysisQueue.ts). Only finished games: their whole action log
// is public then (GET /log), so an analysis of any seat tells nobody more than the replay does.
//   POST   /api/games/:id/analysis { seat }  202 the job (queued, running or already done); 503 ANALYSIS_BUSY when the line is full
//   GET    /api/games/:id/analysis           200 the job with its progress, and the analysis once done; null when none was asked for
//   DELETE /api/games/:id/analysis           200 the job, cancelled if it was waiting or running
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { LiveGame } from './games.ts';
import type { AnalysisQueue } from './analysisQueue.ts';
import type { ErrorBody, ServerErrorCode } from '../protocol/game.ts';
import { analysisBody, gameParams } from './schemas.ts';

type Params = { Params: { id: string } };

function refuse(reply: FastifyReply, status: number, code: ServerErrorCode, message: string): FastifyReply {
  return reply.code(status).send({ error: { code, message } } satisfies ErrorBody);
}

export function registerAnalysisRoutes(app: FastifyInstance, load: (id: string) => Promise<LiveGame | null>, queue: AnalysisQueue): void {
  app.addHook('onClose', async () => queue.close());

  app.post<Params & { Body: { seat: number } }>('/api/games/:id/analysis', { schema: { params: gameParams, body: analysisBody } }, async (req, reply) => {
    const game = await load(req.params.id);
    if (!game) return refuse(reply, 404, 'NOT_FOUND', 'There is no game with this id.');
    if (!game.over) return refuse(reply, 403, 'GAME_NOT_OVER', 'A game is analysed once it is over.');
    const options = game.options;
    if (req.body.seat >= options.players) return refuse(reply, 400, 'NOT_A_SEAT', `This game has ${options.players} seats.`);
    const job = queue.request(game.id, { options, actions: game.entries.map((e) => e.action), seat: req.body.seat });
    if (!job) return refuse(reply, 503, 'ANALYSIS_BUSY', 'The analysis queue is full; try again later.');
    return reply.code(202).send(job);
  });

  app.get<Params>('/api/games/:id/analysis', { schema: { params: gameParams } }, async (req, reply) => {
    // No job is no error (a page asks whether one exists): the answer is null.
    return reply.type('application/json').send(JSON.stringify(queue.get(req.params.id)));
  });

  app.delete<Params>('/api/games/:id/analysis', { schema: { params: gameParams } }, async (req, reply) => {
    const job = queue.cancel(req.params.id);
    if (!job) return refuse(reply, 404, 'NOT_FOUND', 'No analysis of this game was asked for.');
    return reply.send(job);
  });
}
