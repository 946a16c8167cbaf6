// The accounts API (src/protocol/accounts.ts). The session is an httpOnly cookie the
// browser sends by itself; changes carry the session's CSRF token, kept in memory only.
import type { ApiError, ErrorBody } from '../../protocol/game.ts';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { AccountExport, AccountGamesResponse, ClaimedSeat, EmailSetting, Leaderboard, MeResponse, PasskeyInfo, Profile, SeatTokenResponse, SessionResponse } from '../../protocol/accounts.ts';
import type { NoticeSettings, PushKeyResponse, PushSubscribeRequest } from '../../protocol/notify.ts';
import { ApiFailure } from '../api.ts';

let csrfToken: string | null = null;

async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
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
  passkeys: () => call<PasskeyInfo[]>('GET', '/api/account/passkeys'),
  /** Asks the browser for a new passkey (its own dialog) and adds it to the account. */
  addPasskey: async (name?: string): Promise<PasskeyInfo> => {
    // Loaded on use: most visits never run a ceremony.
    const { startRegistration } = await import('@simplewebauthn/browser');
    const optionsJSON = await call<PublicKeyCredentialCreationOptionsJSON>('POST', '/api/account/passkeys/register/options');
    const response = await startRegistration({ optionsJSON });
    return call<PasskeyInfo>('POST', '/api/account/passkeys/register', { response, ...(name ? { name } : {}) });
  },
  removePasskey: (id: string) => call<null>('DELETE', `/api/account/passkeys/${encodeURIComponent(id)}`),
  /** Asks the browser for one of this site's passkeys (no login typed) and signs in with it. */
  signInWithPasskey: async (): Promise<SessionResponse> => {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    const optionsJSON = await call<PublicKeyCredentialRequestOptionsJSON>('POST', '/api/account/passkeys/signin/options');
    const response = await startAuthentication({ optionsJSON });
    return call<SessionResponse>('POST', '/api/account/passkeys/signin', { response });
  },
  profile: (login: string) => call<Profile>('GET', `/api/players/${encodeURIComponent(login)}`),
  leaderboard: () => call<Leaderboard>('GET', '/api/leaderboard'),
  email: () => call<EmailSetting>('GET', '/api/account/email'),
  setEmail: (email: string | null) => call<EmailSetting>('PUT', '/api/account/email', { email }),
  noticeSettings: () => call<NoticeSettings>('GET', '/api/account/notices'),
  setNoticeSettings: (s: NoticeSettings) => call<NoticeSettings>('PUT', '/api/account/notices', s),
  /** Every seat the account holds, with whose move it is (the same on every device). */
  games: () => call<AccountGamesResponse>('GET', '/api/account/games'),
  /** A seat token of the account's seat for this device. */
  seatToken: (gameId: string) => call<SeatTokenResponse>('POST', `/api/account/games/${encodeURIComponent(gameId)}/token`),
  pushKey: () => call<PushKeyResponse>('GET', '/api/push/key'),
  subscribePush: (s: PushSubscribeRequest) => call<null>('POST', '/api/push/subscribe', s),
  unsubscribePush: (endpoint: string) => call<null>('POST', '/api/push/unsubscribe', { endpoint }),
};
