// A browser-like client for the account tests: keeps the session cookie, sends the CSRF token.
import type { SessionResponse } from '../../../src/protocol/accounts.ts';
import type { Reply } from '../helpers.ts';

export class AccountClient {
  cookie: string | undefined;
  csrf: string | undefined;
  /** The last Set-Cookie header received. */
  setCookie: string | null = null;
  /** Other cookies the server set (e.g. the passkey sign-in's), sent back with every request. */
  readonly jar = new Map<string, string>();

  constructor(readonly base: string, readonly headers: Record<string, string> = {}) {}

  async call<T = unknown>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...this.headers, ...extra };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const cookies = [...(this.cookie ? [['abyss_session', this.cookie]] : []), ...this.jar].map(([k, v]) => `${k}=${v}`);
    if (cookies.length) headers.cookie = cookies.join('; ');
    if (this.csrf && method !== 'GET' && !('x-csrf-token' in headers)) headers['x-csrf-token'] = this.csrf;
    const r = await fetch(this.base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    this.setCookie = r.headers.get('set-cookie');
    const m = this.setCookie ? /^abyss_session=([^;]*)/.exec(this.setCookie) : null;
    if (m) this.cookie = m[1] || undefined;
    for (const c of r.headers.getSetCookie()) {
      const kv = /^([^=]+)=([^;]*)/.exec(c);
      if (!kv || kv[1] === 'abyss_session') continue;
      if (kv[2]) this.jar.set(kv[1], kv[2]);
      else this.jar.delete(kv[1]);
    }
    const text = await r.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    if (r.status < 300 && parsed && typeof parsed === 'object' && 'csrfToken' in parsed) this.csrf = (parsed as SessionResponse).csrfToken;
    return { status: r.status, body: parsed as T, headers: r.headers };
  }

  signUp(login: string, password: string, displayName?: string) {
    return this.call<SessionResponse>('POST', '/api/account/signup', { login, password, ...(displayName ? { displayName } : {}) });
  }

  signIn(login: string, password: string) {
    return this.call<SessionResponse>('POST', '/api/account/signin', { login, password });
  }
}
