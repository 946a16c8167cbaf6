// The accounts and ratings API, as the clients see it (routes.ts serves it).
//
// Sessions: a successful sign-up or sign-in sets the httpOnly cookie `abyss_session`
// (SameSite=Lax, Secure when the request came over https) and answers a `csrfToken`. Every
// request that changes something and carries the cookie must send that token back in the
// `x-csrf-token` header, and a browser's `Origin`, when sent, must be this server's own.
//
// POST   /api/account/signup              SignUpRequest  → 201 SessionResponse
// POST   /api/account/signin              SignInRequest  → 200 SessionResponse; 401 BAD_CREDENTIALS; 429 RATE_LIMITED
// GET    /api/account                                     → 200 MeResponse (account null when signed out)
// POST   /api/account/signout                             → 204 (this session)
// POST   /api/account/signout-everywhere                  → 200 { ended } (every session of the account)
// DELETE /api/account                     PasswordRequest → 204: the account and its data are gone
// GET    /api/account/export                              → 200 AccountExport (a download)
// POST   /api/account/seats              ClaimSeatRequest → 200 ClaimedSeat (a guest seat joins the account)
// GET    /api/account/email                               → 200 EmailSetting (the address for turn e-mails; never public)
// PUT    /api/account/email                 EmailSetting  → 200 EmailSetting; 400 BAD_REQUEST for a malformed address
// GET    /api/account/games                               → 200 AccountGamesResponse (every seat the account holds)
// POST   /api/account/games/:id/token                     → 200 SeatTokenResponse: this session's seat token (the same at every call; revoked with the session)
//                                                            (older ones stay valid); 404 NOT_FOUND when the account holds no seat there
//
// Passkeys (WebAuthn; passkeys.ts). Each ceremony is two calls: options, then the browser's
// answer to them. A challenge is good for one answer within 5 minutes; a failed verification
// answers 400 PASSKEY_REJECTED (adding) or 401 PASSKEY_REJECTED (signing in) and changes nothing.
// POST   /api/account/passkeys/register/options          → 200 PublicKeyCredentialCreationOptionsJSON (signed in)
// POST   /api/account/passkeys/register  PasskeyRegisterRequest → 201 PasskeyInfo
// GET    /api/account/passkeys                           → 200 PasskeyInfo[]
// DELETE /api/account/passkeys/:id                       → 204; 404 NOT_FOUND
// POST   /api/account/passkeys/signin/options            → 200 PublicKeyCredentialRequestOptionsJSON, and a
//                                                          short-lived cookie `abyss_passkey` naming the challenge
// POST   /api/account/passkeys/signin    PasskeySignInRequest → 200 SessionResponse; 401 PASSKEY_REJECTED; 429 RATE_LIMITED
// GET    /api/players/:login                              → 200 Profile
// GET    /api/leaderboard                                 → 200 Leaderboard
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { BotLevel, MyGameSummary } from './game.ts';

export interface SignUpRequest {
  /** 3 to 24 letters, digits, '_' or '-'; case does not matter for signing in. */
  login: string;
  /** 10 to 200 characters. */
  password: string;
  /** Shown to others; defaults to the login. */
  displayName?: string;
}

export interface SignInRequest {
  login: string;
  password: string;
}

export interface PasswordRequest {
  password: string;
}

export interface PasskeyRegisterRequest {
  /** What @simplewebauthn/browser's startRegistration() answered. */
  response: RegistrationResponseJSON;
  /** 1 to 40 printable characters; default "Passkey". */
  name?: string;
}

export interface PasskeySignInRequest {
  /** What @simplewebauthn/browser's startAuthentication() answered. */
  response: AuthenticationResponseJSON;
}

/** A passkey of the signed-in account, as listed. */
export interface PasskeyInfo {
  /** The credential ID (base64url): public, it names the passkey to remove. */
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface ClaimSeatRequest {
  gameId: string;
  /** The seat token the guest plays with. */
  token: string;
}

export interface PublicRating {
  rating: number;
  rd: number;
}

export interface Me {
  login: string;
  displayName: string;
  createdAt: string;
  rating: PublicRating;
  ratedGames: number;
}

export interface SessionResponse {
  account: Me;
  /** Send back as `x-csrf-token` with every change made with the session cookie. */
  csrfToken: string;
}

export type MeResponse = SessionResponse | { account: null };

export interface EmailSetting {
  /** null: no address (no e-mails). */
  email: string | null;
}

/** A game of the account: as "my games" shows it, on any device where the account signs in. */
export type AccountGame = Omit<MyGameSummary, 'tokenIndex'>;

export interface AccountGamesResponse {
  /** Games still being played first (yours to move first among them), then finished ones; newest first within each. */
  games: AccountGame[];
}

export interface SeatTokenResponse {
  gameId: string;
  seat: number;
  /** A secret seat token for this device (keep it like any seat token). */
  token: string;
}

export interface ClaimedSeat {
  gameId: string;
  seat: number;
}

/** A finished game in a profile (games still being played are never listed). */
export interface ProfileGame {
  gameId: string;
  seat: number;
  finishedAt: string;
  players: number;
  rank: number;
  score: { total: number; locations: number; lords: number; allies: number; monsters: number };
  rated: boolean;
  /** Rated games: the rating before and after. */
  ratingBefore?: number;
  ratingAfter?: number;
}

export interface Profile {
  login: string;
  displayName: string;
  createdAt: string;
  rating: PublicRating;
  ratedGames: number;
  finishedGames: number;
  /** Share of finished games ranked first (ties included); null before the first. */
  winRate: number | null;
  /** Mean points per finished game by source; null before the first. */
  averageScore: { total: number; locations: number; lords: number; allies: number; monsters: number } | null;
  /** After each rated game, oldest first. */
  ratingHistory: { gameId: string; at: string; rating: number; rd: number }[];
  /** Newest first. */
  games: ProfileGame[];
}

export interface Leaderboard {
  players: { rank: number; login: string; displayName: string; rating: number; rd: number; ratedGames: number }[];
  /** The bots' fixed ratings, for comparison. */
  bots: { level: BotLevel; rating: number; rd: number }[];
}

export interface AccountExport {
  format: 'abyss-account-export';
  formatVersion: 1;
  exportedAt: string;
  account: Me;
  sessions: { createdAt: string; expiresAt: string }[];
  /** Public metadata of the passkeys (no public key, counter or challenge). */
  passkeys: (PasskeyInfo & { transports: string[] })[];
  seats: { gameId: string; seat: number; claimedAt: string }[];
  games: ProfileGame[];
  /** The address for turn e-mails, or null. */
  email: string | null;
}
