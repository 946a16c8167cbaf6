// HTTP routes of accounts and ratings (src/protocol/accounts.ts). Sessions live in an httpOnly
// cookie; every change made with it needs the session's CSRF token in `x-csrf-token`, and a
// browser's Origin (sign-up and sign-in included) must be this server's.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Failure } from '../games.ts';
import type { ErrorBody } from '../../protocol/game.ts';
import type { Account } from './store.ts';
import type { ClaimSeatRequest, EmailSetting, MeResponse, PasskeyRegisterRequest, PasskeySignInRequest, PasswordRequest, SessionResponse, SignInRequest, SignUpRequest } from '../../protocol/accounts.ts';
import { CHALLENGE_MS, type PasskeyService } from './passkeys.ts';
import { csrfMatches, csrfTokenOf, MAX_PASSWORD, meOf, type AccountService } from './service.ts';

export const SESSION_COOKIE = 'abyss_session';
export const CSRF_HEADER = 'x-csrf-token';
/** Names the challenge of a passkey sign-in in progress (not a session: it proves nothing). */
export const PASSKEY_COOKIE = 'abyss_passkey';

const str = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength });
const signUpBody = {
  type: 'object', additionalProperties: false, required: ['login', 'password'],
  properties: { login: str(24), password: str(MAX_PASSWORD), displayName: str(40) },
};
const signInBody = { type: 'object', additionalProperties: false, required: ['login', 'password'], properties: { login: str(64), password: str(MAX_PASSWORD) } };
const passwordBody = { type: 'object', additionalProperties: false, required: ['password'], properties: { password: str(MAX_PASSWORD) } };
const claimBody = {
  type: 'object', additionalProperties: false, required: ['gameId', 'token'],
  properties: { gameId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' }, token: str(200) },
};
// A WebAuthn credential as @simplewebauthn/browser sends it; @simplewebauthn/server checks the rest.
const credentialId = { type: 'string', minLength: 1, maxLength: 1400, pattern: '^[A-Za-z0-9_-]+$' };
const credentialBody = {
  type: 'object', required: ['id', 'rawId', 'type', 'response'],
  properties: { id: credentialId, rawId: credentialId, type: { const: 'public-key' }, response: { type: 'object' } },
};
const passkeyRegisterBody = { type: 'object', additionalProperties: false, required: ['response'], properties: { response: credentialBody, name: str(40) } };
const passkeySignInBody = { type: 'object', additionalProperties: false, required: ['response'], properties: { response: credentialBody } };
const passkeyParams = { type: 'object', required: ['id'], properties: { id: credentialId } };
// A plain address: one @, no spaces, no characters that would need quoting in a header.
const emailBody = {
  type: 'object', additionalProperties: false, required: ['email'],
  properties: { email: { anyOf: [{ type: 'string', maxLength: 254, pattern: '^[^\\s@<>",;:()\\[\\]\\\\]+@[^\\s@<>",;:()\\[\\]\\\\]+\\.[^\\s@<>",;:()\\[\\]\\\\]+$' }, { type: 'null' }] } },
};
const gameParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } } };
const loginParams = { type: 'object', required: ['login'], properties: { login: str(64) } };

function sendFailure(reply: FastifyReply, f: Failure & { retryAfterS?: number }): FastifyReply {
  if (f.retryAfterS !== undefined) reply.header('retry-after', String(f.retryAfterS));
  return reply.code(f.status).send({ error: f.error } satisfies ErrorBody);
}

const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ error: { code, message } });

/** The session cookie's value, from the Cookie header. */
export function sessionTokenOf(req: FastifyRequest): string | undefined {
  return cookieValue(req, SESSION_COOKIE);
}

/** A cookie of ours (a random token), from the Cookie header; anything else is ignored. */
function cookieValue(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) {
      const v = part.slice(i + 1).trim();
      return /^[A-Za-z0-9_-]{1,100}$/.test(v) ? v : undefined;
    }
  }
  return undefined;
}

function cookie(req: FastifyRequest, value: string, maxAgeS: number): string {
  // Secure over https (req.protocol honours X-Forwarded-Proto from a trusted proxy only).
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAgeS}; HttpOnly; SameSite=Lax${req.protocol === 'https' ? '; Secure' : ''}`;
}

/** A browser request from another site: its Origin is not ours (or it says it is cross-site). */
function foreignOrigin(req: FastifyRequest, allowed: readonly string[]): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  return origin !== `${req.protocol}://${req.host}` && !allowed.includes(origin);
}

/** The passkey sign-in cookie: this path only, gone when the challenge expires. */
function passkeyCookie(req: FastifyRequest, value: string, maxAgeS: number): string {
  return `${PASSKEY_COOKIE}=${value}; Path=/api/account/passkeys; Max-Age=${maxAgeS}; HttpOnly; SameSite=Strict${req.protocol === 'https' ? '; Secure' : ''}`;
}

/** The signed-in account; with `change`, the CSRF token must be there too. Sends the refusal itself. */
export type SignedIn = (req: FastifyRequest, reply: FastifyReply, change: boolean) => Promise<{ account: Account; token: string } | null>;

/** Paths whose changes need the session's CSRF token and this server's Origin. */
const SESSION_PATHS = ['/api/account', '/api/push'];

export function registerAccountRoutes(app: FastifyInstance, accounts: AccountService, opts: { corsOrigins?: string[]; passkeys?: PasskeyService } = {}): SignedIn {
  const allowed = opts.corsOrigins ?? [];

  // Every change through these routes: Origin first (login CSRF included).
  app.addHook('preHandler', async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD' || !SESSION_PATHS.some((p) => req.url.startsWith(p))) return;
    if (foreignOrigin(req, allowed)) return refuse(reply, 403, 'CSRF', 'This request came from another site; it was refused.');
  });

  async function signedIn(req: FastifyRequest, reply: FastifyReply, change: boolean): Promise<{ account: Account; token: string } | null> {
    const token = sessionTokenOf(req);
    const account = await accounts.accountOf(token);
    if (!token || !account) {
      await refuse(reply, 401, 'SIGNED_OUT', 'Sign in first.');
      return null;
    }
    const sent = req.headers[CSRF_HEADER];
    if (change && !csrfMatches(token, typeof sent === 'string' ? sent : undefined)) {
      await refuse(reply, 403, 'CSRF', `Missing or wrong ${CSRF_HEADER} header; nothing was changed.`);
      return null;
    }
    return { account, token };
  }

  const started = (req: FastifyRequest, reply: FastifyReply, status: number, body: { me: SessionResponse['account']; session: { token: string; csrfToken: string; maxAgeS: number } }) =>
    reply.code(status).header('set-cookie', cookie(req, body.session.token, body.session.maxAgeS)).send({ account: body.me, csrfToken: body.session.csrfToken } satisfies SessionResponse);
  const ended = (req: FastifyRequest, reply: FastifyReply) => reply.header('set-cookie', cookie(req, '', 0));

  app.post<{ Body: SignUpRequest }>('/api/account/signup', { schema: { body: signUpBody } }, async (req, reply) => {
    const r = await accounts.signUp(req.body.login, req.body.password, req.body.displayName, req.ip);
    return r.ok ? started(req, reply, 201, r.body) : sendFailure(reply, r);
  });

  app.post<{ Body: SignInRequest }>('/api/account/signin', { schema: { body: signInBody } }, async (req, reply) => {
    const r = await accounts.signIn(req.body.login, req.body.password, req.ip);
    return r.ok ? started(req, reply, 200, r.body) : sendFailure(reply, r);
  });

  // Signed out is an answer here, not an error: the client asks on every account page.
  app.get('/api/account', async (req, reply) => {
    const token = sessionTokenOf(req);
    const account = await accounts.accountOf(token);
    if (!token || !account) return reply.send({ account: null } satisfies MeResponse);
    return reply.send({ account: meOf(account), csrfToken: csrfTokenOf(token) } satisfies MeResponse);
  });

  app.post('/api/account/signout', async (req, reply) => {
    const s = await signedIn(req, reply, true);
    if (!s) return reply;
    await accounts.signOut(s.token);
    return ended(req, reply).code(204).send();
  });

  app.post('/api/account/signout-everywhere', async (req, reply) => {
    const s = await signedIn(req, reply, true);
    if (!s) return reply;
    const n = await accounts.signOutEverywhere(s.account);
    return ended(req, reply).send({ ended: n });
  });

  app.delete<{ Body: PasswordRequest }>('/api/account', { schema: { body: passwordBody } }, async (req, reply) => {
    const s = await signedIn(req, reply, true);
    if (!s) return reply;
    const r = await accounts.deleteAccount(s.account, req.body.password);
    return r.ok ? ended(req, reply).code(204).send() : sendFailure(reply, r);
  });

  app.get('/api/account/export', async (req, reply) => {
    const s = await signedIn(req, reply, false);
    if (!s) return reply;
    return reply.header('content-disposition', `attachment; filename="abyss-account-${s.account.login}.json"`).send(await accounts.exportOf(s.account));
  });

  app.post<{ Body: ClaimSeatRequest }>('/api/account/seats', { schema: { body: claimBody } }, async (req, reply) => {
    const s = await signedIn(req, reply, true);
    if (!s) return reply;
    const r = await accounts.claimSeat(s.account, req.body.gameId, req.body.token);
    return r.ok ? reply.send(r.body) : sendFailure(reply, r);
  });

  if (opts.passkeys) registerPasskeyRoutes(opts.passkeys);

  function registerPasskeyRoutes(passkeys: PasskeyService): void {
    app.post('/api/account/passkeys/register/options', async (req, reply) => {
      const s = await signedIn(req, reply, true);
      if (!s) return reply;
      const r = await passkeys.registrationOptions(s.account, s.token);
      return r.ok ? reply.send(r.body) : sendFailure(reply, r);
    });

    app.post<{ Body: PasskeyRegisterRequest }>('/api/account/passkeys/register', { schema: { body: passkeyRegisterBody } }, async (req, reply) => {
      const s = await signedIn(req, reply, true);
      if (!s) return reply;
      const r = await passkeys.register(s.account, s.token, req.body.response, req.body.name);
      return r.ok ? reply.code(201).send(r.body) : sendFailure(reply, r);
    });

    app.get('/api/account/passkeys', async (req, reply) => {
      const s = await signedIn(req, reply, false);
      if (!s) return reply;
      return reply.send(await passkeys.list(s.account));
    });

    app.delete<{ Params: { id: string } }>('/api/account/passkeys/:id', { schema: { params: passkeyParams } }, async (req, reply) => {
      const s = await signedIn(req, reply, true);
      if (!s) return reply;
      const r = await passkeys.remove(s.account, req.params.id);
      return r.ok ? reply.code(204).send() : sendFailure(reply, r);
    });

    // Signing in: no session yet, so no CSRF token; the Origin check above applies, as to the password sign-in.
    app.post('/api/account/passkeys/signin/options', async (req, reply) => {
      const r = await passkeys.signInOptions(req.ip);
      if (!r.ok) return sendFailure(reply, r);
      return reply.header('set-cookie', passkeyCookie(req, r.body.nonce, Math.floor(CHALLENGE_MS / 1000))).send(r.body.options);
    });

    app.post<{ Body: PasskeySignInRequest }>('/api/account/passkeys/signin', { schema: { body: passkeySignInBody } }, async (req, reply) => {
      const r = await passkeys.signIn(req.ip, cookieValue(req, PASSKEY_COOKIE), req.body.response);
      if (!r.ok) return sendFailure(reply.header('set-cookie', passkeyCookie(req, '', 0)), r);
      // Both cookies: the session, and the used challenge's cookie cleared.
      reply.header('set-cookie', [cookie(req, r.body.session.token, r.body.session.maxAgeS), passkeyCookie(req, '', 0)]);
      return reply.send({ account: r.body.me, csrfToken: r.body.session.csrfToken } satisfies SessionResponse);
    });
  }
  app.get('/api/account/email', async (req, reply) => {
    const s = await signedIn(req, reply, false);
    if (!s) return reply;
    return reply.send({ email: await accounts.store.emailOf(s.account.id) } satisfies EmailSetting);
  });

  app.put<{ Body: EmailSetting }>('/api/account/email', { schema: { body: emailBody } }, async (req, reply) => {
    const s = await signedIn(req, reply, true);
    if (!s) return reply;
    const email = req.body.email;
    await accounts.store.setEmail(s.account.id, email);
    return reply.send({ email } satisfies EmailSetting);
  });

  app.get('/api/account/games', async (req, reply) => {
    const s = await signedIn(req, reply, false);
    if (!s) return reply;
    return reply.send(await accounts.gamesOf(s.account));
  });

  app.post<{ Params: { id: string } }>('/api/account/games/:id/token', { schema: { params: gameParams } }, async (req, reply) => {
    const s = await signedIn(req, reply, true);
    if (!s) return reply;
    const r = await accounts.seatToken(s.account, s.token, req.params.id);
    return r.ok ? reply.send(r.body) : sendFailure(reply, r);
  });

  app.get<{ Params: { login: string } }>('/api/players/:login', { schema: { params: loginParams } }, async (req, reply) => {
    const r = await accounts.profile(req.params.login);
    return r.ok ? reply.send(r.body) : sendFailure(reply, r);
  });

  app.get('/api/leaderboard', async () => accounts.leaderboard());
  return signedIn;
}
