// The accounts API (src/server/accounts/protocol.ts). The session is an httpOnly cookie the
// browser sends by itself; changes carry the session's CSRF token, kept in memory only.
import type { ApiError, ErrorBody } from '../../server/protocol.ts';
import type { AccountExport, ClaimedSeat, Leaderboard, MeResponse, Profile, SessionResponse } from '../../server/accounts/protocol.ts';
import { ApiFailure } from '../api.ts';

let csrfToken: string | null = null;

async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  let res: Response;
  try {
    res = await fetch(path, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiFailure(0, { code: 'UNAVAILABLE', message: 'The server cannot be reached. Check your connection.' }, null, false);
  }
  const data: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) {
    const said = (data as ErrorBody | null)?.error;
    throw new ApiFailure(res.status, (said ?? { code: 'INTERNAL', message: `The server answered ${res.status}.` }) as ApiError, data, !!said);
  }
  if (data && typeof data === 'object' && 'csrfToken' in data) csrfToken = (data as SessionResponse).csrfToken;
  return data as T;
}

export const accountApi = {
  /** The signed-in account, or null when signed out. */
  me: async (): Promise<SessionResponse | null> => {
    const r = await call<MeResponse>('GET', '/api/account');
    return r.account ? r : null;
  },
  signUp: (login: string, password: string, displayName?: string) =>
    call<SessionResponse>('POST', '/api/account/signup', { login, password, ...(displayName ? { displayName } : {}) }),
  signIn: (login: string, password: string) => call<SessionResponse>('POST', '/api/account/signin', { login, password }),
  signOut: async () => {
    await call<null>('POST', '/api/account/signout');
    csrfToken = null;
  },
  signOutEverywhere: async () => {
    await call<{ ended: number }>('POST', '/api/account/signout-everywhere');
    csrfToken = null;
  },
  deleteAccount: async (password: string) => {
    await call<null>('DELETE', '/api/account', { password });
    csrfToken = null;
  },
  exportData: () => call<AccountExport>('GET', '/api/account/export'),
  claimSeat: (gameId: string, token: string) => call<ClaimedSeat>('POST', '/api/account/seats', { gameId, token }),
  profile: (login: string) => call<Profile>('GET', `/api/players/${encodeURIComponent(login)}`),
  leaderboard: () => call<Leaderboard>('GET', '/api/leaderboard'),
};
