// What an account can do, apart from HTTP: sign-up and sign-in (hashing, limits), sessions,
// claiming a guest seat, deletion, export, profiles and the leaderboard. routes.ts is the glue.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { failure, type Failure, type GameHub } from '../games.ts';
import { BOT_RATINGS } from '../ratings/bots.ts';
import { recordLateSeat } from '../ratings/recorder.ts';
import type { BotLevel } from '../../protocol/game.ts';
import { DEFAULT_THROTTLE, SignInThrottle, type ThrottleRules } from './signInThrottle.ts';
import { DEFAULT_COST, hashPassword, verifyPassword, type ScryptCost } from './passwords.ts';
import { hashToken } from '../auth.ts';
import type { AccountExport, AccountGame, AccountGamesResponse, ClaimedSeat, Leaderboard, Me, Profile, ProfileGame, SeatTokenResponse } from '../../protocol/accounts.ts';
import type { Account, AccountStore, GameRecord } from './store.ts';

export type Result<T> = { ok: true; body: T } | Failure;

/** A sign-in's answer: the account, and the new session for its cookie. */
export interface SignedIn {
  me: Me;
  session: { token: string; csrfToken: string; maxAgeS: number };
}

export interface AccountOptions {
  /** Password hashing cost (default: OWASP's scrypt N = 2^17, r = 8, p = 1). */
  scrypt?: ScryptCost;
  /** Sign-in throttling: growing delays per address, per login and per login from an address (signInThrottle.ts, DEFAULT_THROTTLE). */
  throttle?: Partial<ThrottleRules>;
  /** Session lifetime (ms; default 30 days). */
  sessionMs?: number;
  /** Rate games whose deal the creator chose (default false: a known deal could be rehearsed). */
  rateKnownDeals?: boolean;
  now?: () => number;
}

export const LOGIN_PATTERN = /^[A-Za-z0-9_-]{3,24}$/;
export const MIN_PASSWORD = 10;
export const MAX_PASSWORD = 200;

/** Expired sessions (and their seat tokens) are swept at most this often (ms), at a sign-in. */
const EXPIRY_SWEEP_MS = 10 * 60_000;

const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');
const round1 = (x: number): number => Math.round(x * 10) / 10;

export function meOf(a: Account): Me {
  return {
    login: a.login,
    displayName: a.displayName,
    createdAt: a.createdAt,
    rating: { rating: Math.round(a.rating.rating), rd: Math.round(a.rating.rd) },
    ratedGames: a.ratedGames,
  };
}

/** The CSRF token of a session: derived from its secret token, so nothing more is stored. */
export function csrfTokenOf(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('abyss csrf').digest('base64url');
}

/** A session's token for a seat: 256 bits, like every seat token, that only the session's secret gives. */
export function sessionSeatToken(sessionToken: string, gameId: string, seat: number): string {
  return createHmac('sha256', sessionToken).update(`abyss seat token\0${gameId}\0${seat}`).digest('base64url');
}

export function csrfMatches(sessionToken: string, sent: string | undefined): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(csrfTokenOf(sessionToken));
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}

const badCredentials = (): Failure => failure(401, 'BAD_CREDENTIALS', 'Wrong login or password.');
const limited = (ms: number): Failure & { retryAfterS: number } => ({
  ...failure(429, 'RATE_LIMITED', `Too many sign-in attempts; retry in ${Math.ceil(ms / 1000)} s.`),
  retryAfterS: Math.ceil(ms / 1000),
});

function gameOf(r: GameRecord): ProfileGame {
  const g: ProfileGame = {
    gameId: r.gameId, seat: r.seat, finishedAt: r.finishedAt, players: r.players, rank: r.rank,
    score: { total: r.total, locations: r.locations, lords: r.lords, allies: r.allies, monsters: r.monsters },
    rated: r.rated,
  };
  if (r.rated && r.ratingBefore !== null && r.ratingAfter !== null) {
    g.ratingBefore = Math.round(r.ratingBefore);
    g.ratingAfter = Math.round(r.ratingAfter);
  }
  return g;
}

export class AccountService {
  private readonly cost: ScryptCost;
  private readonly throttle: SignInThrottle;
  private readonly sessionMs: number;
  readonly now: () => number;
  private lastExpirySweep = -Infinity;
  /** Verified against when a login does not exist, so that both answers take as long. */
  private decoy: Promise<string> | null = null;

  constructor(readonly store: AccountStore, private readonly hub: GameHub, opts: AccountOptions = {}) {
    this.cost = opts.scrypt ?? DEFAULT_COST;
    this.now = opts.now ?? Date.now;
    this.throttle = new SignInThrottle(store.sql, { ...DEFAULT_THROTTLE, ...opts.throttle }, this.now);
    this.sessionMs = opts.sessionMs ?? 30 * 24 * 3600_000;
  }

  private iso(offsetMs = 0): string {
    return new Date(this.now() + offsetMs).toISOString();
  }

  private async newSession(accountId: string): Promise<{ token: string; csrfToken: string; maxAgeS: number }> {
    // Sessions that expired without their browser coming back take their seat tokens with them.
    if (this.now() - this.lastExpirySweep >= EXPIRY_SWEEP_MS) {
      this.lastExpirySweep = this.now();
      this.announce(await this.store.expireSessions(this.iso()));
    }
    const token = randomBytes(32).toString('base64url');
    await this.store.createSession(sha256(token), accountId, this.iso(), this.iso(this.sessionMs));
    return { token, csrfToken: csrfTokenOf(token), maxAgeS: Math.floor(this.sessionMs / 1000) };
  }

  async signUp(login: string, password: string, displayName: string | undefined, address: string): Promise<Result<{ me: Me; session: { token: string; csrfToken: string; maxAgeS: number } }>> {
    if (!LOGIN_PATTERN.test(login)) return failure(400, 'BAD_LOGIN', 'A login is 3 to 24 letters, digits, "_" or "-".', { min: 3, max: 24 });
    if (password.length < MIN_PASSWORD || password.length > MAX_PASSWORD) return failure(400, 'BAD_PASSWORD', `A password is ${MIN_PASSWORD} to ${MAX_PASSWORD} characters long.`);
    if (password.toLowerCase() === login.toLowerCase()) return failure(400, 'BAD_PASSWORD', 'The password cannot be the login.');
    const shown = (displayName ?? login).trim();
    if (shown.length < 1 || shown.length > 40 || /\p{C}/u.test(shown)) return failure(400, 'BAD_NAME', 'A display name is 1 to 40 printable characters.');
    // Sign-ups cost a password hash each: they count against the address like sign-ins.
    const wait = await this.throttle.take(`address:${address}`, this.throttle.rules.address);
    if (wait > 0) return limited(wait);
    const id = randomBytes(16).toString('base64url');
    const created = await this.store.createAccount({ id, login: login.toLowerCase(), displayName: shown, passwordHash: await hashPassword(password, this.cost), createdAt: this.iso() });
    if (!created) return failure(409, 'LOGIN_TAKEN', 'This login is taken; choose another.');
    const account = (await this.store.byId(id))!;
    return { ok: true, body: { me: meOf(account), session: await this.newSession(id) } };
  }

  async signIn(login: string, password: string, address: string): Promise<Result<{ me: Me; session: { token: string; csrfToken: string; maxAgeS: number } }>> {
    const name = login.toLowerCase();
    const rules = this.throttle.rules;
    // Each counter counts the attempt before the password is checked (and a success clears the
    // login's): a refusal says nothing about the password, and parallel guesses gain nothing.
    for (const [key, rule] of [[`address:${address}`, rules.address], [`login-address:${name}\n${address}`, rules.loginAddress], [`login:${name}`, rules.login]] as const) {
      const wait = await this.throttle.take(key, rule);
      if (wait > 0) return limited(wait);
    }
    const found = LOGIN_PATTERN.test(login) ? await this.store.byLogin(name) : null;
    const ok = await verifyPassword(password, found?.passwordHash ?? (await (this.decoy ??= hashPassword(randomBytes(16).toString('hex'), this.cost))));
    if (!found || !ok) return badCredentials();
    await this.throttle.clear(`login-address:${name}\n${address}`);
    await this.throttle.clear(`login:${name}`);
    return { ok: true, body: { me: meOf(found.account), session: await this.newSession(found.account.id) } };
  }

  /**
   * A passkey sign-in attempt from `address` (options asked or an answer sent): null when it may go
   * on (and is counted), else a refusal. Only the address's passkey counter: never the login's,
   * so guessing the password cannot keep its owner's passkey out.
   */
  async passkeyAttempt(address: string): Promise<Failure | null> {
    const wait = await this.throttle.take(`passkey-address:${address}`, this.throttle.rules.passkeyAddress);
    return wait > 0 ? limited(wait) : null;
  }

  /** A new session for an account that proved who it is another way than its password (a passkey). */
  async signedInAs(account: Account): Promise<SignedIn> {
    return { me: meOf(account), session: await this.newSession(account.id) };
  }

  /** The account of a session token (undefined or unknown or expired: null). */
  async accountOf(sessionToken: string | undefined): Promise<Account | null> {
    if (!sessionToken) return null;
    return this.store.sessionAccount(sha256(sessionToken), this.iso());
  }

  /** Ends the session; the seat tokens it was given stop working (their sockets close). */
  async signOut(sessionToken: string): Promise<void> {
    this.announce(await this.store.deleteSession(sha256(sessionToken)));
  }

  /** Ends every session of the account, and the seat tokens they were given; returns how many sessions ended. */
  async signOutEverywhere(account: Account): Promise<number> {
    const r = await this.store.deleteSessionsOf(account.id);
    this.announce(r.revoked);
    return r.ended;
  }

  /** Seats whose tokens were revoked: sockets playing them with those tokens close, on every process. */
  private announce(revoked: { gameId: string; seat: number }[]): void {
    for (const s of revoked) this.hub.keeper.revoked(s.gameId, s.seat);
  }

  /** Deletes the account after checking its password again. */
  async deleteAccount(account: Account, password: string): Promise<Result<null>> {
    const hash = await this.store.passwordHashOf(account.id);
    if (!hash || !(await verifyPassword(password, hash))) return failure(401, 'BAD_CREDENTIALS', 'Wrong password; the account was not deleted.');
    const { games, revoked } = await this.store.deleteAccount(account.id);
    this.announce(revoked);
    // Loaded games take the store's names, where the seats are now "Former player".
    for (const id of games) await this.hub.seatsRenamed(id);
    return { ok: true, body: null };
  }

  async exportOf(account: Account): Promise<AccountExport> {
    return {
      format: 'abyss-account-export',
      formatVersion: 1,
      exportedAt: this.iso(),
      account: meOf(account),
      sessions: await this.store.sessionsOf(account.id),
      // Public metadata only (no key, no counter, no challenge).
      passkeys: (await this.store.passkeys.ofAccount(account.id)).map((p) => ({ id: p.id, name: p.name, createdAt: p.createdAt, lastUsedAt: p.lastUsedAt, transports: p.transports })),
      seats: await this.store.seatsOfAccount(account.id),
      games: (await this.store.records(account.id)).map(gameOf),
      email: await this.store.emailOf(account.id),
    };
  }

  /** Every game the account holds a seat in, with whose move it is: the same list on every device. */
  async gamesOf(account: Account): Promise<AccountGamesResponse> {
    const games: AccountGame[] = [];
    for (const s of await this.store.seatsOfAccount(account.id)) {
      const g = await this.hub.get(s.gameId);
      if (g) games.push(this.hub.summary(g, s.seat));
    }
    const rank = (g: AccountGame) => (g.over ? 2 : g.yourTurn ? 0 : 1);
    games.sort((a, b) => rank(a) - rank(b) || b.createdAt.localeCompare(a.createdAt) || a.gameId.localeCompare(b.gameId));
    return { games };
  }

  /**
   * The token of the account's seat in `gameId` for the device asking, i.e. for its session:
   * derived from the session's secret, so asking again in the same session gives the same
   * token (nothing added), and stored tied to the session, so it ends with it.
   */
  async seatToken(account: Account, sessionToken: string, gameId: string): Promise<Result<SeatTokenResponse>> {
    const held = (await this.store.seatsOfAccount(account.id)).find((s) => s.gameId === gameId);
    if (!held) return failure(404, 'NOT_FOUND', 'Your account holds no seat in this game.');
    const token = sessionSeatToken(sessionToken, gameId, held.seat);
    await this.store.addSessionSeatToken({ tokenHash: hashToken(token), sessionHash: sha256(sessionToken), accountId: account.id, gameId, seat: held.seat });
    return { ok: true, body: { gameId, seat: held.seat, token } };
  }

  /** A guest seat (its seat token proves it) joins the account. */
  async claimSeat(account: Account, gameId: string, token: string): Promise<Result<ClaimedSeat>> {
    const game = await this.hub.get(gameId);
    if (!game) return failure(404, 'NOT_FOUND', 'There is no game with this id.');
    const seat = await this.hub.seatOf(game, token);
    if (!seat.ok) return seat;
    if (seat.seat === null) return failure(403, 'BAD_TOKEN', 'This seat link does not belong to this game.');
    const linked = await this.store.linkSeat(game.id, seat.seat, account.id, this.iso());
    if (linked === 'taken') return failure(409, 'SEAT_CLAIMED', 'This seat already belongs to another account.');
    if (linked === 'twice') return failure(409, 'SEAT_CLAIMED', 'Your account already holds another seat of this game.');
    // The game ended and was recorded before the claim: the seat gets its record, unrated.
    const finishedAt = game.over ? await this.store.isRecorded(game.id) : null;
    if (finishedAt) await recordLateSeat(this.store, game, seat.seat, account.id, finishedAt);
    await this.hub.accountsChanged(game);
    return { ok: true, body: { gameId: game.id, seat: seat.seat } };
  }

  async profile(login: string): Promise<Result<Profile>> {
    const found = LOGIN_PATTERN.test(login) ? await this.store.byLogin(login.toLowerCase()) : null;
    if (!found) return failure(404, 'NOT_FOUND', 'There is no player with this login.');
    const a = found.account;
    // Only finished games are recorded: a game being played never shows here.
    const records = await this.store.records(a.id);
    const n = records.length;
    const mean = (f: (r: GameRecord) => number) => round1(records.reduce((s, r) => s + f(r), 0) / n);
    return {
      ok: true,
      body: {
        ...meOf(a),
        finishedGames: n,
        winRate: n ? round1((100 * records.filter((r) => r.rank === 1).length) / n) / 100 : null,
        averageScore: n ? { total: mean((r) => r.total), locations: mean((r) => r.locations), lords: mean((r) => r.lords), allies: mean((r) => r.allies), monsters: mean((r) => r.monsters) } : null,
        ratingHistory: records.filter((r) => r.rated && r.ratingAfter !== null).map((r) => ({ gameId: r.gameId, at: r.finishedAt, rating: Math.round(r.ratingAfter!), rd: Math.round(r.rdAfter!) })),
        games: records.map(gameOf).reverse(),
      },
    };
  }

  async leaderboard(limit = 100): Promise<Leaderboard> {
    const players = (await this.store.leaderboard(limit)).map((a, i) => ({
      rank: i + 1, login: a.login, displayName: a.displayName, rating: Math.round(a.rating.rating), rd: Math.round(a.rating.rd), ratedGames: a.ratedGames,
    }));
    const bots = (Object.entries(BOT_RATINGS) as [BotLevel, { rating: number; rd: number }][]).map(([level, r]) => ({ level, rating: r.rating, rd: r.rd }));
    return { players, bots };
  }
}
