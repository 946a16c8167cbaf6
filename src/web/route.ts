// Two pages: the lobby (/) and a table (/play/<gameId>). Secrets travel in the fragment, which
// browsers never send to the server: the creator's own seat link carries its token
// (#token=..., kept in localStorage and dropped from the address bar at once); an invite or a
// transfer link carries a one-time code (#invite=... / #transfer=...), shown as the claim page
// until the seat is taken.
import type { ExpansionTutorial } from './learn/expansions.ts';
import { saveSeat } from './storage.ts';

export type Claim = { kind: 'invite' | 'transfer'; code: string };
export type Route =
  | { page: 'lobby' }
  | { page: 'game'; gameId: string; spectate: boolean; claim?: Claim }
  | { page: 'replay'; gameId: string | null }
  // Offline games (src/web/offline): the list and a new game, or one game.
  | { page: 'offline'; id: string | null }
  // The tutorial (src/web/learn): the base game's, or an expansion's (/learn/kraken …).
  | { page: 'learn'; expansion?: ExpansionTutorial }
  // Accounts (src/web/account/).
  | { page: 'account' }
  | { page: 'leaderboard' }
  | { page: 'profile'; login: string };

export function parseRoute(): Route {
  // The replay viewer: /replay/<gameId> (a finished game from the server) or /replay (a file).
  const replay = /^\/replay(?:\/([^/]+))?\/?$/.exec(location.pathname);
  if (replay) return { page: 'replay', gameId: replay[1] ? decodeURIComponent(replay[1]) : null };
  const learn = /^\/learn(?:\/(kraken|leviathan|deprofundis))?\/?$/.exec(location.pathname);
  if (learn) return learn[1] ? { page: 'learn', expansion: learn[1] as ExpansionTutorial } : { page: 'learn' };
  const offline = /^\/offline(?:\/([0-9a-f]{1,64}))?\/?$/.exec(location.pathname);
  if (offline) return { page: 'offline', id: offline[1] ?? null };
  if (/^\/account\/?$/.test(location.pathname)) return { page: 'account' };
  if (/^\/leaderboard\/?$/.test(location.pathname)) return { page: 'leaderboard' };
  const player = /^\/players\/([^/]+)\/?$/.exec(location.pathname);
  if (player) return { page: 'profile', login: decodeURIComponent(player[1]) };
  const m = /^\/play\/([^/]+)\/?$/.exec(location.pathname);
  if (!m) return { page: 'lobby' };
  const gameId = decodeURIComponent(m[1]);
  const spectate = new URLSearchParams(location.search).has('spectate');
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const invite = hash.get('invite');
  const transfer = hash.get('transfer');
  if (!spectate && (invite || transfer)) return { page: 'game', gameId, spectate, claim: invite ? { kind: 'invite', code: invite } : { kind: 'transfer', code: transfer! } };
  return { page: 'game', gameId, spectate };
}

/** Stores a token found in the fragment, then removes it so it is not shared by accident. */
export function absorbInviteToken(): void {
  const route = parseRoute();
  const token = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  if (route.page !== 'game' || !token) return;
  saveSeat({ gameId: route.gameId, token, seat: -1, savedAt: Date.now() });
  history.replaceState(null, '', location.pathname + location.search);
}

const listeners = new Set<() => void>();

export function navigate(path: string): void {
  history.pushState(null, '', path);
  absorbInviteToken();
  for (const l of listeners) l();
}

/** Goes to `path` in place of the current entry (the claim page, whose URL holds a spent code). */
export function replaceRoute(path: string): void {
  history.replaceState(null, '', path);
  for (const l of listeners) l();
}

export function onRouteChange(listener: () => void): () => void {
  listeners.add(listener);
  const pop = (): void => listener();
  window.addEventListener('popstate', pop);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', pop);
  };
}

/**
 * Whether `id` can name a game: the server's ids are 16 base64url characters (server/auth.ts);
 * up to 64 leaves room, and a pasted essay never becomes a request the server refuses (414).
 */
export const isGameId = (id: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(id);

export const gamePath = (gameId: string, spectate = false): string => `/play/${encodeURIComponent(gameId)}${spectate ? '?spectate' : ''}`;

export const replayPath = (gameId?: string): string => (gameId ? `/replay/${encodeURIComponent(gameId)}` : '/replay');

/** Turns an invite path from the server into a full link for this origin. */
export const absoluteUrl = (path: string): string => new URL(path, location.origin).href;
