// A tighter creation limit for games with bots: each one keeps the bot threads busy for its
// whole length, so one address may start only a few a minute (people-only games keep the
// ordinary creation limit). Counted per client address (req.ip: the proxy's client when
// trustProxy is set), in fixed one-minute windows.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../protocol/game.ts';

const WINDOW_MS = 60_000;

export function botGameLimit(perMinute: number): (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined> {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return async (req, reply) => {
    if (req.method !== 'POST' || req.routeOptions.url !== '/api/games') return undefined;
    const players = (req.body as { players?: { kind?: unknown }[] } | undefined)?.players;
    if (!Array.isArray(players) || !players.some((p) => p?.kind === 'bot')) return undefined;
    const now = Date.now();
    if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
    let w = windows.get(req.ip);
    if (!w || w.resetAt <= now) windows.set(req.ip, (w = { count: 0, resetAt: now + WINDOW_MS }));
    if (++w.count <= perMinute) return undefined;
    const body: ErrorBody = {
      error: { code: 'RATE_LIMITED', message: `At most ${perMinute} games with bots a minute; retry in ${Math.ceil((w.resetAt - now) / 1000)} s.` },
    };
    return reply.code(429).send(body);
  };
}
