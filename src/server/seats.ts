// Seats that belong to their players: invite codes, claims, the host's revoke and re-issue,
// and moving a held seat to another device. The store is the authority on who holds a seat
// (so every process of a cluster agrees); this module only decides who may change what.
import { hashToken, newSeatToken } from './auth.ts';
import { expansionNames } from './expansions.ts';
import type { GameOptions } from '../engine/index.ts';
import { failure, type Failure } from './failure.ts';
import type {
  ClaimResponse, InvitePreview, ReissueResponse, SeatPublic, SeatsResponse, SeatStatus, TransferResponse,
} from '../protocol/game.ts';
import type { Storage } from './storage/types.ts';
import { spectatorsOf } from './knownDeal.ts';

export type Result<T> = { ok: true; body: T } | Failure;

/** What seat keeping reads of a live game (games.ts, LiveGame). */
export interface SeatsGame {
  readonly id: string;
  readonly over: boolean;
  readonly seats: readonly SeatPublic[];
  readonly stored: { readonly options: GameOptions; readonly knownDeal?: boolean; readonly spectatorsRefused?: boolean };
}

const badCode = (): Failure => failure(403, 'BAD_CODE', 'This link has already been used, or the host revoked or replaced it. Ask for a new one.');
const badHost = (): Failure => failure(403, 'BAD_HOST', 'This host key does not belong to this game.');

/** A path to the game with a secret in the fragment (never sent to the server by browsers). */
export const secretPath = (gameId: string, key: 'invite' | 'transfer' | 'token', secret: string): string => `/play/${gameId}#${key}=${secret}`;

export class SeatKeeper {
  /** Called after a seat's older tokens were revoked (a transfer): its sockets must close. */
  private readonly revokedListeners = new Set<(gameId: string, seat: number) => void>();

  constructor(private readonly storage: Storage) {}

  onRevoked(listener: (gameId: string, seat: number) => void): () => void {
    this.revokedListeners.add(listener);
    return () => this.revokedListeners.delete(listener);
  }

  /** Some of `seat`'s tokens were revoked elsewhere (an account's session ended): its sockets are checked again. */
  revoked(gameId: string, seat: number): void {
    for (const l of this.revokedListeners) l(gameId, seat);
  }

  /** Seat of a token in this game, asked of the store: null for no token (spectator); a failure for a foreign or revoked token. */
  async seatOf(game: SeatsGame, token: string | undefined): Promise<{ ok: true; seat: number | null } | Failure> {
    if (token === undefined) return { ok: true, seat: null };
    let refs;
    try {
      refs = await this.storage.findSeats([hashToken(token)]);
    } catch {
      return failure(503, 'UNAVAILABLE', 'The game store is unavailable; please try again.');
    }
    const ref = refs.find((r) => r.gameId === game.id);
    if (!ref) return failure(403, 'BAD_TOKEN', 'This seat link does not belong to this game (or the seat moved to another device).');
    return { ok: true, seat: ref.seat };
  }

  /** The public seat list with who holds which seat. */
  async seats(game: SeatsGame): Promise<SeatsResponse> {
    const states = new Map((await this.storage.seatStates(game.id)).map((s) => [s.seat, s]));
    const seats: SeatStatus[] = game.seats.map((s) => {
      if (s.kind !== 'human') return s;
      const st = states.get(s.seat);
      return { ...s, claimed: st?.claimed ?? false, invited: st?.invited ?? false };
    });
    const expansions = expansionNames(game.stored.options);
    return { gameId: game.id, knownDeal: game.stored.knownDeal === true, ...spectatorsOf(game.stored), ...(expansions ? { expansions } : {}), over: game.over, seats };
  }

  /** What a code would claim, without spending it. */
  async preview(game: SeatsGame, code: string): Promise<Result<InvitePreview>> {
    const found = await this.storage.findCode(hashToken(code));
    if (!found || found.gameId !== game.id || found.kind === 'host') return badCode();
    return { ok: true, body: { ...(await this.seats(game)), seat: found.seat, kind: found.kind } };
  }

  /** Spends an invite or transfer code and gives its seat a fresh token, for this caller only. */
  async claim(game: SeatsGame, code: string): Promise<Result<ClaimResponse>> {
    const codeHash = hashToken(code);
    const found = await this.storage.findCode(codeHash);
    if (!found || found.gameId !== game.id || found.kind === 'host') return badCode();
    const { token, hash } = newSeatToken();
    if (!(await this.storage.claimSeat(game.id, found.seat, found.kind, codeHash, hash))) return badCode();
    if (found.kind === 'transfer') this.revoked(game.id, found.seat);
    return { ok: true, body: { gameId: game.id, seat: found.seat, token } };
  }

  /** The host removes an unclaimed seat's invite (its link stops working). */
  async revoke(game: SeatsGame, hostToken: string, seat: number): Promise<Result<SeatsResponse>> {
    const bad = await this.checkHost(game, hostToken, seat);
    if (bad) return bad;
    if (!(await this.storage.setCode(game.id, seat, 'invite', null, true))) return claimed();
    return { ok: true, body: await this.seats(game) };
  }

  /** The host replaces an unclaimed seat's invite by a new code (the old link stops working). */
  async reissue(game: SeatsGame, hostToken: string, seat: number): Promise<Result<ReissueResponse>> {
    const bad = await this.checkHost(game, hostToken, seat);
    if (bad) return bad;
    const { token: invite, hash } = newSeatToken();
    if (!(await this.storage.setCode(game.id, seat, 'invite', hash, true))) return claimed();
    return { ok: true, body: { ...(await this.seats(game)), seat, invite, inviteUrl: secretPath(game.id, 'invite', invite) } };
  }

  /** The holder of `seat` asks for a one-time code that moves the seat to another device. */
  async transfer(game: SeatsGame, seat: number): Promise<Result<TransferResponse>> {
    const { token: code, hash } = newSeatToken();
    await this.storage.setCode(game.id, seat, 'transfer', hash, false);
    return { ok: true, body: { seat, code, url: secretPath(game.id, 'transfer', code) } };
  }

  private async checkHost(game: SeatsGame, hostToken: string, seat: number): Promise<Failure | null> {
    const found = await this.storage.findCode(hashToken(hostToken));
    if (!found || found.kind !== 'host' || found.gameId !== game.id) return badHost();
    if (game.seats[seat]?.kind !== 'human') return failure(400, 'NOT_A_SEAT', `Seat ${seat + 1} is not a human seat of this game.`);
    return null;
  }
}

const claimed = (): Failure => failure(409, 'SEAT_CLAIMED', 'This seat is already taken by its player; its invite can no longer be changed.');
