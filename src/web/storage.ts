// What the browser remembers: seat tokens of my games (so I can resume them), invite links
// I created, and my auto-pass preferences. localStorage may be missing or full: never throw.
import { RACES, type Race } from '../engine/cards.ts';

export interface Invite {
  seat: number;
  name: string;
  url: string;
}

export interface SavedSeat {
  gameId: string;
  token: string;
  /** -1 until the first view tells which seat the token plays. */
  seat: number;
  savedAt: number;
  /** Invite links of the other human seats, when I created the game. */
  invites?: Invite[];
}

const SEATS_KEY = 'abyss.seats.v1';
const AUTOPASS_KEY = 'abyss.autopass.v1';

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
}

export function loadAutopass(): Race[] {
  const list = read<string[]>(AUTOPASS_KEY, []);
  return Array.isArray(list) ? RACES.filter((r) => list.includes(r)) : [];
}

export function saveAutopass(races: Race[]): void {
  write(AUTOPASS_KEY, races);
}
