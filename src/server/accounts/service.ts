// What an account can do, apart from HTTP: sign-up and sign-in (hashing, limits), sessions,
// claiming a guest seat, deletion, export, profiles and the leaderboard. routes.ts is the glue.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { failure, type Failure, type GameHub } from '../games.ts';
import { BOT_RATINGS } from '../ratings/bots.ts';
import { recordLateSeat } from '../ratings/recorder.ts';
import type { BotLevel } from '../../protocol/game.ts';
import { AttemptLimiter, type LimitRule } from './attemptLimiter.ts';
import { DEFAULT_COST, hashPassword, verifyPassword, type ScryptCost } from './passwords.ts';
import { newSeatToken } from '../auth.ts';
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
  /** Failed sign-ins per login before it is locked for the window (default 5 per 15 minutes). */
  perAccount?: LimitRule;
  /** Sign-in and sign-up attempts per client address (default 20 per 15 minutes). */
  perAddress?: LimitRule;
  /** Session lifetime (ms; default 30 days). */
  sessionMs?: number;
  /** Rate games whose deal the creator chose (default false: a known deal could be rehearsed). */
  rateKnownDeals?: boolean;
  now?: () => number;
}

export const LOGIN_PATTERN = /^[A-Za-z0-9_-]{3,24}$/;
export const MIN_PASSWORD = 10;
export const MAX_PASSWORD = 200;

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
  private readonly perAccount: AttemptLimiter;
  private readonly perAddress: AttemptLimiter;
  private readonly sessionMs: number;
  readonly now: () => number;
  /** Verified against when a login does not exist, so that both answers take as long. */
  private decoy: Promise<string> | null = null;

  constructor(readonly store: AccountStore, private readonly hub: GameHub, opts: AccountOptions = {}) {
    this.cost = opts.scrypt ?? DEFAULT_COST;
    this.now = opts.now ?? Date.now;
    this.perAccount = new AttemptLimiter(opts.perAccount ?? { max: 5, windowMs: 15 * 60_000 }, this.now);
    this.perAddress = new AttemptLimiter(opts.perAddress ?? { max: 20, windowMs: 15 * 60_000 }, this.now);
    this.sessionMs = opts.sessionMs ?? 30 * 24 * 3600_000;
  }

  private iso(offsetMs = 0): string {
    return new Date(this.now() + offsetMs).toISOString();
  }

  private async newSession(accountId: string): Promise<{ token: string; csrfToken: string; maxAgeS: number }> {
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
    const wait = this.perAddress.retryAfter(address);
    if (wait > 0) return limited(wait);
    this.perAddress.hit(address);
    const id = randomBytes(16).toString('base64url');
    const created = await this.store.createAccount({ id, login: login.toLowerCase(), displayName: shown, passwordHash: await hashPassword(password, this.cost), createdAt: this.iso() });
    if (!created) return failure(409, 'LOGIN_TAKEN', 'This login is taken; choose another.');
    const account = (await this.store.byId(id))!;
    return { ok: true, body: { me: meOf(account), session: await this.newSession(id) } };
  }

  async signIn(login: string, password: string, address: string): Promise<Result<{ me: Me; session: { token: string; csrfToken: string; maxAgeS: number } }>> {
    const key = `login:${login.toLowerCase()}`;
    // Refused before the password is checked: a locked account says nothing about the password.
    const wait = Math.max(this.perAccount.retryAfter(key), this.perAddress.retryAfter(address));
    if (wait > 0) return limited(wait);
    this.perAddress.hit(address);
    const found = LOGIN_PATTERN.test(login) ? await this.store.byLogin(login.toLowerCase()) : null;
    const ok = await verifyPassword(password, found?.passwordHash ?? (await (this.decoy ??= hashPassword(randomBytes(16).toString('hex'), this.cost))));
    if (!found || !ok) {
      this.perAccount.hit(key);
      return badCredentials();
    }
    this.perAccount.clear(key);
    return { ok: true, body: { me: meOf(found.account), session: await this.newSession(found.account.id) } };
  }

  /**
   * The sign-in limits, shared by every way of signing in (password, passkey): a refusal while
   * the address (or, with `login`, the account) must wait, else null.
   */
  signInRefusal(address: string, login?: string): Failure | null {
    const wait = Math.max(this.perAddress.retryAfter(address), login === undefined ? 0 : this.perAccount.retryAfter(`login:${login}`));
    return wait > 0 ? limited(wait) : null;
  }

  /** Counts a sign-in attempt from the address (each costs the server a verification). */
  countSignInAttempt(address: string): void {
    this.perAddress.hit(address);
  }

  /** Counts a failed sign-in against the account. */
  countSignInFailure(login: string): void {
    this.perAccount.hit(`login:${login}`);
  }

  /** A new session for an account that proved who it is another way than its password (a passkey). */
  async signedInAs(account: Account): Promise<SignedIn> {
    this.perAccount.clear(`login:${account.login}`);
    return { me: meOf(account), session: await this.newSession(account.id) };
  }

  /** The account of a session token (undefined or unknown or expired: null). */
  async accountOf(sessionToken: string | undefined): Promise<Account | null> {
    if (!sessionToken) return null;
    return this.store.sessionAccount(sha256(sessionToken), this.iso());
  }

  signOut(sessionToken: string): Promise<void> {
    return this.store.deleteSession(sha256(sessionToken));
  }

  signOutEverywhere(account: Account): Promise<number> {
    return this.store.deleteSessionsOf(account.id);
  }

  /** Deletes the account after checking its password again. */
  async deleteAccount(account: Account, password: string): Promise<Result<null>> {
    const hash = await this.store.passwordHashOf(account.id);
    if (!hash || !(await verifyPassword(password, hash))) return failure(401, 'BAD_CREDENTIALS', 'Wrong password; the account was not deleted.');
    const games = await this.store.deleteAccount(account.id);
    // Loaded games rebuild from the store, where the seats are now "Former player".
    for (const id of games) this.hub.forget(id);
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

  /** A new token of the account's seat in `gameId`, for the device asking (signed in there). */
  async seatToken(account: Account, gameId: string): Promise<Result<SeatTokenResponse>> {
    const held = (await this.store.seatsOfAccount(account.id)).find((s) => s.gameId === gameId);
    if (!held) return failure(404, 'NOT_FOUND', 'Your account holds no seat in this game.');
    const { token, hash } = newSeatToken();
    await this.hub.storage.addSeatToken(gameId, held.seat, hash);
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
