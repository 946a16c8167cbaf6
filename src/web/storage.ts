// What the browser remembers: seat tokens of my games (so I can resume them), the host token
// and invite links of games I created, and my auto-pass preferences. localStorage may be
// missing or full: never throw.
import type { Race } from '../engine/cards.ts';

export interface Invite {
  seat: number;
  name: string;
  /** The current invite link; null once revoked (until re-issued). */
  url: string | null;
}

/** A game I created: the host token (to revoke or re-issue invites) and the invite links. */
export interface HostedGame {
  gameId: string;
  hostToken: string;
  invites: Invite[];
  knownDeal: boolean;
  savedAt: number;
}

export interface SavedSeat {
  gameId: string;
  token: string;
  /** -1 until the first view tells which seat the token plays. */
  seat: number;
  savedAt: number;
  /** Older clients kept invite links here; they now live in HostedGame. */
  invites?: Invite[];
}

const SEATS_KEY = 'abyss.seats.v1';
const AUTOPASS_KEY = 'abyss.autopass.v1';
const HOSTED_KEY = 'abyss.hosted.v1';

function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the game still works, it just will not be remembered.
  }
}

export function loadSeats(): SavedSeat[] {
  const list = read<SavedSeat[]>(SEATS_KEY, []);
  return Array.isArray(list) ? list.filter((s) => s && typeof s.gameId === 'string' && typeof s.token === 'string') : [];
}

export function saveSeat(entry: SavedSeat): void {
  const list = loadSeats().filter((s) => !(s.gameId === entry.gameId && s.token === entry.token));
  const old = loadSeats().find((s) => s.gameId === entry.gameId && s.token === entry.token);
  list.unshift({ ...old, ...entry, invites: entry.invites ?? old?.invites });
  write(SEATS_KEY, list.slice(0, 100));
}

export function tokenFor(gameId: string): string | null {
  return loadSeats().find((s) => s.gameId === gameId)?.token ?? null;
}

export function seatEntry(gameId: string): SavedSeat | undefined {
  return loadSeats().find((s) => s.gameId === gameId);
}

export function rememberSeatNumber(gameId: string, token: string, seat: number): void {
  const list = loadSeats();
  const e = list.find((s) => s.gameId === gameId && s.token === token);
  if (e && e.seat !== seat) {
    e.seat = seat;
    write(SEATS_KEY, list);
  }
}

export function forgetGame(gameId: string): void {
  write(SEATS_KEY, loadSeats().filter((s) => s.gameId !== gameId));
  write(HOSTED_KEY, loadHosted().filter((h) => h.gameId !== gameId));
}

export function loadHosted(): HostedGame[] {
  const list = read<HostedGame[]>(HOSTED_KEY, []);
  return Array.isArray(list) ? list.filter((h) => h && typeof h.gameId === 'string' && typeof h.hostToken === 'string' && Array.isArray(h.invites)) : [];
}

export function hostedGame(gameId: string): HostedGame | undefined {
  return loadHosted().find((h) => h.gameId === gameId);
}

export function saveHosted(entry: HostedGame): void {
  write(HOSTED_KEY, [entry, ...loadHosted().filter((h) => h.gameId !== entry.gameId)].slice(0, 100));
}

/** Records a re-issued (url) or revoked (null) invite of a game I host. */
export function setInviteUrl(gameId: string, seat: number, url: string | null): HostedGame | undefined {
  const h = hostedGame(gameId);
  if (!h) return undefined;
  const next = { ...h, invites: h.invites.map((i) => (i.seat === seat ? { ...i, url } : i)) };
  saveHosted(next);
  return next;
}

/** The races this browser auto-passes, among `races` (the card data stays off the lobby's load). */
export function loadAutopass(races: readonly Race[]): Race[] {
  const list = read<string[]>(AUTOPASS_KEY, []);
  return Array.isArray(list) ? races.filter((r) => list.includes(r)) : [];
}

export function saveAutopass(races: Race[]): void {
  write(AUTOPASS_KEY, races);
}

const NAME_KEY = 'abyss.name.v1';

/** The name this browser's player last gave (creating a game or taking an invited seat). */
export function savedName(): string {
  try {
    return localStorage.getItem(NAME_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberName(name: string): void {
  try {
    localStorage.setItem(NAME_KEY, name);
  } catch {
    // not remembered, that is all
  }
}

const SOUND_KEY = 'abyss.turnSound.v1';

/** Whether this browser plays a tone when it becomes the player's move (off unless chosen). */
export function soundOn(): boolean {
  return read<boolean>(SOUND_KEY, false) === true;
}

export function setSoundOn(on: boolean): void {
  write(SOUND_KEY, on);
}
