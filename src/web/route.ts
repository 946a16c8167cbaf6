// Two pages: the lobby (/) and a table (/play/<gameId>). An invite link carries the seat
// token in the fragment (#token=...): we keep it in localStorage and drop it from the address bar.
import { saveSeat } from './storage.ts';

export type Route = { page: 'lobby' } | { page: 'game'; gameId: string; spectate: boolean };

export function parseRoute(): Route {
  const m = /^\/play\/([^/]+)\/?$/.exec(location.pathname);
  if (!m) return { page: 'lobby' };
  const gameId = decodeURIComponent(m[1]);
  const spectate = new URLSearchParams(location.search).has('spectate');
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

export function onRouteChange(listener: () => void): () => void {
  listeners.add(listener);
  const pop = (): void => listener();
  window.addEventListener('popstate', pop);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', pop);
  };
}

export const gamePath = (gameId: string, spectate = false): string => `/play/${encodeURIComponent(gameId)}${spectate ? '?spectate' : ''}`;

/** Turns an invite path from the server into a full link for this origin. */
export const absoluteUrl = (path: string): string => new URL(path, location.origin).href;
