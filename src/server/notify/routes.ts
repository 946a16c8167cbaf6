// HTTP routes of Web Push subscriptions (src/protocol/notify.ts). Signed-in accounts only; changes
// need the session's CSRF token, like the account routes (accounts/routes.ts).
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from '../accounts/routes.ts';
import type { ErrorBody } from '../../protocol/game.ts';
import type { PushKeyResponse, PushSubscribeRequest, PushUnsubscribeRequest } from '../../protocol/notify.ts';
import type { PushGuard } from './pushGuard.ts';
import type { PushStore } from './pushStore.ts';

// Push services are reached over https only; keys are base64url (a P-256 point, a 16-byte secret).
const endpoint = { type: 'string', minLength: 12, maxLength: 1000, pattern: '^https://[^\\s]+$' };
const subscribeBody = {
  type: 'object', additionalProperties: false, required: ['endpoint', 'keys'],
  properties: {
    endpoint,
    expirationTime: { anyOf: [{ type: 'number' }, { type: 'null' }] },
    keys: {
      type: 'object', additionalProperties: false, required: ['p256dh', 'auth'],
      properties: { p256dh: { type: 'string', pattern: '^[A-Za-z0-9_-]{80,100}={0,2}$' }, auth: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,30}={0,2}$' } },
    },
  },
};
const unsubscribeBody = { type: 'object', additionalProperties: false, required: ['endpoint'], properties: { endpoint } };

export function registerPushRoutes(app: FastifyInstance, opts: { store: PushStore; guard: PushGuard; publicKey: string; signedIn: SignedIn; now: () => number }): void {
  app.get('/api/push/key', async () => ({ publicKey: opts.publicKey }) satisfies PushKeyResponse);

  app.post<{ Body: PushSubscribeRequest }>('/api/push/subscribe', { schema: { body: subscribeBody } }, async (req, reply) => {
    const s = await opts.signedIn(req, reply, true);
    if (!s) return reply;
    const { endpoint: url, keys } = req.body;
    // Only push services on public addresses (pushGuard.ts): the server must not be made to call its own network.
    const checked = await opts.guard.check(url);
    if (!checked.ok) return reply.code(400).send({ error: { code: 'BAD_ENDPOINT', message: checked.message } } satisfies ErrorBody);
    await opts.store.subscribe(s.account.id, { endpoint: url, keys: { p256dh: keys.p256dh.replace(/=+$/, ''), auth: keys.auth.replace(/=+$/, '') } }, new Date(opts.now()).toISOString());
    return reply.code(204).send();
  });

  app.post<{ Body: PushUnsubscribeRequest }>('/api/push/unsubscribe', { schema: { body: unsubscribeBody } }, async (req, reply) => {
    const s = await opts.signedIn(req, reply, true);
    if (!s) return reply;
    if (!(await opts.store.unsubscribe(s.account.id, req.body.endpoint))) {
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'This browser has no push subscription on your account.' } });
    }
    return reply.code(204).send();
  });
}
