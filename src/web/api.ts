// The server's REST API (src/protocol/game.ts), typed. Every call resolves to data or
// rejects with an ApiFailure carrying the server's stable code and a sentence for players.
import type {
  Action, ApiError, ClaimResponse, CreateGameRequest, CreateGameResponse, ErrorBody, GameListResponse, InvitePreview, LogResponse, MyGamesResponse, ReissueResponse,
  RevokeResponse, SeatsResponse, TransferResponse, ViewResponse,
} from '../protocol/game.ts';

export class ApiFailure extends Error {
  readonly code: string;
  /** What the catalogue's sentence for `code` needs ({{placeholders}}). */
  readonly args: Readonly<Record<string, string | number>>;
  readonly status: number;
  /** The body, for 409 STALE_VERSION answers that carry the current view. */
  readonly body: unknown;
  /** False when the client made the sentence up (no server, or an answer without an error body). */
  readonly serverSaid: boolean;
  constructor(status: number, error: ApiError, body: unknown, serverSaid = true) {
    super(error.message);
    this.code = error.code;
    this.args = error.args ?? {};
    this.status = status;
    this.body = body;
    this.serverSaid = serverSaid;
  }
}

function headers(token: string | null, json: boolean): HeadersInit {
  const h: Record<string, string> = { accept: 'application/json' };
  if (json) h['content-type'] = 'application/json';
  if (token) h.authorization = `Bearer ${token}`;
  return h;
}

async function call<T>(method: 'GET' | 'POST', path: string, token: string | null, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { method, headers: headers(token, body !== undefined), body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiFailure(0, { code: 'UNAVAILABLE', message: 'The server cannot be reached. Check your connection.' }, null, false);
  }
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    data = null;
  }
  if (!res.ok) {
    const said = (data as ErrorBody | null)?.error;
    throw new ApiFailure(res.status, (said ?? { code: 'INTERNAL', message: `The server answered ${res.status}.` }) as ApiError, data, !!said);
  }
  return data as T;
}

const gamePath = (gameId: string, rest: string): string => `/api/games/${encodeURIComponent(gameId)}/${rest}`;

export const api = {
  createGame: (req: CreateGameRequest) => call<CreateGameResponse>('POST', '/api/games', null, req),
  view: (gameId: string, token: string | null) => call<ViewResponse>('GET', gamePath(gameId, 'view'), token),
  action: (gameId: string, token: string, version: number, action: Action) =>
    call<ViewResponse>('POST', gamePath(gameId, 'actions'), token, { version, action }),
  undo: (gameId: string, token: string, version: number) => call<ViewResponse>('POST', gamePath(gameId, 'undo'), token, { version }),
  /** Ends my undo grace at once: I will not take my move back (src/protocol/game.ts, POST /done). */
  done: (gameId: string, token: string, version: number) => call<ViewResponse>('POST', gamePath(gameId, 'done'), token, { version }),
  log: (gameId: string) => call<LogResponse>('GET', gamePath(gameId, 'log'), null),
  games: (status: 'live' | 'over', limit: number, before?: string) =>
    call<GameListResponse>('GET', `/api/games?${new URLSearchParams({ status, limit: String(limit), ...(before ? { before } : {}) }).toString()}`, null),
  myGames: (tokens: string[]) => call<MyGamesResponse>('POST', '/api/me/games', null, { tokens }),
  seats: (gameId: string) => call<SeatsResponse>('GET', gamePath(gameId, 'seats'), null),
  // Codes and the host token travel in bodies, never in URLs the server logs.
  preview: (gameId: string, code: string) => call<InvitePreview>('POST', gamePath(gameId, 'invite'), null, { code }),
  /** `name`: the name the invited player chose (left out when blank: the seat keeps its own). */
  claim: (gameId: string, code: string, name?: string) =>
    call<ClaimResponse>('POST', gamePath(gameId, 'claim'), null, name?.trim() ? { code, name } : { code }),
  absent: (gameId: string, token: string, version: number, seat: number, choice: 'bot' | 'end') =>
    call<ViewResponse>('POST', gamePath(gameId, 'absent'), token, { version, seat, choice }),
  reclaim: (gameId: string, token: string, version: number) => call<ViewResponse>('POST', gamePath(gameId, 'reclaim'), token, { version }),
  revoke: (gameId: string, hostToken: string, seat: number) => call<RevokeResponse>('POST', gamePath(gameId, 'invites/revoke'), null, { hostToken, seat }),
  reissue: (gameId: string, hostToken: string, seat: number) => call<ReissueResponse>('POST', gamePath(gameId, 'invites/reissue'), null, { hostToken, seat }),
  transfer: (gameId: string, token: string) => call<TransferResponse>('POST', gamePath(gameId, 'transfer'), token),
};

/** The view carried by a 409 STALE_VERSION answer, if any. */
export function staleView(e: unknown): ViewResponse | null {
  if (e instanceof ApiFailure && e.code === 'STALE_VERSION' && e.body && typeof e.body === 'object' && 'view' in e.body) {
    return e.body as ViewResponse;
  }
  return null;
}

/**
 * `since`: the version whose view the client holds; with it the socket sends log deltas
 * (src/protocol/game.ts, ViewDelta). A seat's token never goes in the URL: `auth=1` says it comes as
 * the socket's first message (GameLink sends it).
 */
export function wsUrl(gameId: string, withToken: boolean, since?: number): string {
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const params = new URLSearchParams();
  if (withToken) params.set('auth', '1');
  if (since !== undefined) {
    params.set('delta', '1');
    if (since >= 0) params.set('since', String(since));
  }
  const q = params.toString();
  return `${proto}//${location.host}${gamePath(gameId, 'ws')}${q ? `?${q}` : ''}`;
}
