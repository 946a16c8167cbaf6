// The game server's wire protocol: REST endpoints and WebSocket messages, as plain JSON types.
// The browser client (src/web) and the server both import this file; it holds no code that
// runs, only types and a few constants, so it stays cheap to import in a bundle.
//
// General rules
// - Every request and response body is JSON. Bodies above MAX_BODY_BYTES are refused (413).
// - Every error body is `ErrorBody`: a stable `code` plus a sentence a player understands.
//   No stack traces, no other seat's data, ever.
// - A seat is identified by its secret seat token (≥128 random bits, base64url). Send it as
//   `Authorization: Bearer <token>` (preferred) or `?token=<token>` where a header is
//   impossible (WebSocket in a browser). No token at all means "spectator": you get the
//   public view. A token that does not belong to the game is refused (403 BAD_TOKEN).
// - Seats belong to their players. The creator gets a seat token for their own seat only;
//   every other human seat gets a one-time invite code. Opening the invite claims the seat
//   and issues a fresh token to that browser alone (the code is then spent). The creator's
//   host token revokes or re-issues unclaimed invites. A seat's holder can ask for a one-time
//   transfer code to move the seat to another device; claiming it revokes the old token.
//   The server stores only SHA-256 hashes of tokens and codes. Codes travel in the URL
//   fragment (`/play/<id>#invite=<code>`, `#transfer=<code>`) and in request bodies, never
//   in a query string.
// - A game whose seed the creator chose is a "known deal" (`knownDeal: true` in the view and
//   the seat list): the creator may know every card, and a small seed can be worked out from
//   the first cards by anyone watching. The creator chooses what spectators get
//   (options.spectators): the view after a warning the client must show before the table
//   ('warn', the default), or nothing until the game is over ('refuse': 403 KNOWN_DEAL, and a
//   WebSocket closed with WS_CLOSE.knownDeal). Without a chosen seed the server draws 256
//   secret bits.
// - `version` counts the records of the game's log (actions and undos): it only ever grows.
//   Every state change increments it by one. Clients send the version they last saw with
//   each action; a mismatch is answered 409 STALE_VERSION with the current view, so a
//   double click or a race between two tabs can never apply an action twice.
// - The view is always the engine's `PlayerView` for the caller's seat (or spectator):
//   it lists `legal` actions when that seat must decide. The client never decides legality.
import type { GameAnalysis } from './analysis.ts';
import type { Action, ErrorCode as EngineCode, GameEvent, GameOptions, PlayerView, ScoreSheet } from '../engine/index.ts';

export type { Action, GameEvent, PlayerView, ScoreSheet };

/** Largest request body accepted, in bytes (413 PAYLOAD_TOO_LARGE beyond). */
export const MAX_BODY_BYTES = 16 * 1024;
/** Largest WebSocket message accepted from a client, in bytes (the socket is closed beyond). */
export const MAX_WS_MESSAGE_BYTES = 16 * 1024;
/** Longest player name accepted. */
export const MAX_NAME_LENGTH = 40;

export type BotLevel = 'easy' | 'medium' | 'hard';
export type SeatKind = 'human' | 'bot';

// ---------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------

/** Codes the server itself produces (the engine's codes can appear too, see EngineErrorCode). */
export type ServerErrorCode =
  | 'BAD_REQUEST' //          400 body, params or query failed schema validation
  | 'BAD_OPTIONS' //          400 game options refused by the engine (e.g. wrong player count)
  | 'NOT_FOUND' //            404 no such game or route
  | 'BAD_TOKEN' //            403 the token is not a seat of this game
  | 'SPECTATOR' //            403 an action or undo without a seat token
  | 'NOT_YOUR_TURN' //        403 another seat must decide now
  | 'STALE_VERSION' //        409 the game moved on since `version`; the body carries the current view
  | 'UNDO_NOT_ALLOWED' //     409 nothing of yours to take back (hidden info revealed, other seat decided, ...)
  | 'GAME_NOT_OVER' //        403 the full log and replay are only published once the game is over
  | 'KNOWN_DEAL' //           403 a spectator of a known deal whose creator refused spectators until the game is over
  | 'GAME_OVER' //            400 the game is over, no more actions
  | 'BAD_NAME' //             400 a player name is not valid text (e.g. a lone UTF-16 surrogate)
  | 'BAD_CODE' //             403 the invite or transfer code is spent, revoked, replaced or unknown
  | 'BAD_HOST' //             403 the host token is not this game's
  | 'SEAT_CLAIMED' //         409 the seat is already held: its invite cannot be revoked or re-issued
  | 'NOT_A_SEAT' //           400 no human seat with that number (invites exist for human seats only)
  | 'SEAT_WITH_BOT' //        403 a bot stands in for this seat: reclaim it first (POST /reclaim)
  | 'CHAT_OFF' //             403 the creator turned this chat room off
  | 'NOT_ABSENT' //           409 that seat is not (or no longer) away: it cannot be handed to a bot nor the game ended
  | 'TIME_UP' //              409 a turn-based seat acted after its deadline: refused, and the table's choice carried out
  | 'PAYLOAD_TOO_LARGE' //    413
  | 'RATE_LIMITED' //         429 slow down; retry after the `retry-after` header
  | 'UNAVAILABLE' //          503 storage unavailable; nothing was applied
  | 'ANALYSIS_BUSY' //        503 the post-game analysis queue is full; retry later
  | 'INTERNAL' //             500 should never happen; nothing was applied
  // Accounts (accounts.ts)
  | 'BAD_CREDENTIALS' //      401 wrong login or password
  | 'SIGNED_OUT' //           401 no session, or it ended
  | 'CSRF' //                 403 a change without the session's CSRF token, or from another site
  | 'LOGIN_TAKEN' //          409 sign-up with a login someone has
  | 'BAD_LOGIN' //            400 a sign-up login that is not 3 to 24 letters, digits, '_' or '-' (args: min, max)
  | 'BAD_PASSWORD' //         400 a new password too short, too long or equal to the login
  | 'PASSKEY_REJECTED' //     400 (adding) / 401 (signing in): the passkey's answer failed verification; nothing changed
  | 'TOO_MANY_PASSKEYS' //    409 the account holds the most passkeys it may
  | 'BAD_ENDPOINT'; //        400 a push endpoint that is not an https push service on a public address

/** Codes of `applyAction` errors (illegal actions), answered 400 with the engine's sentence. */
/** The engine's own codes (one list, kept in src/engine/types.ts). */
export type EngineErrorCode = EngineCode;

export type ErrorCode = ServerErrorCode | EngineErrorCode;

export interface ApiError {
  code: ErrorCode;
  /** A sentence in English, with the case's details. */
  message: string;
  /**
   * The numbers and words a client needs to write its own sentence for `code` in the reader's
   * language (the web client's catalogue, errors.codes.<code>, takes them as {{placeholders}}).
   */
  args?: Record<string, string | number>;
}

/** Body of every 4xx/5xx response. */
export interface ErrorBody {
  error: ApiError;
}

// ---------------------------------------------------------------------------------------
// Seats and games
// ---------------------------------------------------------------------------------------

/** What everyone may know about a seat. */
export interface SeatPublic {
  seat: number;
  name: string;
  kind: SeatKind;
  /** Bot seats only. */
  level?: BotLevel;
  /**
   * Human seats only: the other players handed this seat to a bot of this level while its
   * player was away (POST /absent). The player takes it back with POST /reclaim.
   */
  standIn?: BotLevel;
}

/** A seat as returned to the creator of the game. */
export interface SeatCreated extends SeatPublic {
  /** The creator's own seat only: its secret seat token. Shown once; the server keeps only its hash. */
  token?: string;
  /** Other human seats: the one-time invite code. Shown once; the server keeps only its hash. */
  invite?: string;
  /**
   * Human seats: a path relative to the server's origin. Invited seats:
   * `/play/<gameId>#invite=<code>`, to hand to that player. The creator's own seat:
   * `/play/<gameId>#token=<token>`, to open the seat in the creator's browser. The secret sits
   * in the fragment so it never reaches server logs or Referer headers; the web client reads
   * it from location.hash and removes it from the address bar.
   */
  inviteUrl?: string;
}

/** Everyone may know whether a human seat is held and whether an invite waits for it. */
export interface SeatStatus extends SeatPublic {
  /** Human seats: someone holds the seat (its invite was claimed, or it is the creator's). */
  claimed?: boolean;
  /** Human seats: an unused invite code exists for it. */
  invited?: boolean;
}

// POST /api/games ---------------------------------------------------------------------------

export interface PlayerSpec {
  kind: SeatKind;
  /** Bots only; default 'medium'. */
  level?: BotLevel;
  /** Default "Player N" / "Bot N", N the seat number from 1. At most MAX_NAME_LENGTH characters. */
  name?: string;
}

export interface CreateGameRequest {
  /** 2 to 4 seats (5 with the Leviathan expansion), in seat order. All-bot games are allowed (watch them as a spectator). */
  players: PlayerSpec[];
  /**
   * The human seat the creator plays (gets a token for); default the first human seat;
   * null: the creator plays no seat (every human seat gets an invite). 400 NOT_A_SEAT when
   * it is not a human seat.
   */
  creatorSeat?: number | null;
  options?: {
    /** Table rule "Martial Law". Default false. */
    martialLaw?: boolean;
    /** The De Profundis expansion (Outcasts), with the server's Outcast deck. Default false. */
    deProfundis?: boolean;
    /** The Kraken expansion (Smugglers, Nebulis, Kraken Allies, Loot, Sentinels). Default false. */
    kraken?: boolean;
    /** The Leviathan expansion (the Border, Leviathans, fights with dice, Wounds, the Scourge); the only way to a fifth seat. Default false. */
    leviathan?: boolean;
    /**
     * A chosen seed (integer 0 .. 2^32-1, or 32–64 hex characters) replays a known deal: the
     * game is flagged `knownDeal` for every seat. Absent: the server draws 256 secret bits.
     * Either way the seed is published only once the game is over (GET /log).
     */
    seed?: number | string;
    /**
     * With a chosen seed only: what spectators get while the game runs. 'warn' (default): the
     * view, which the client shows only after a warning the spectator acknowledges; 'refuse':
     * no view until the game is over (403 KNOWN_DEAL). Ignored for secret deals.
     */
    spectators?: KnownDealSpectators;
    /** Seat that plays first; drawn from the seed when absent. */
    startSeat?: number;
    /**
     * Shown in the lobby's list of games to watch (GET /api/games). Default: listed unless a
     * human seat is held for an invited friend (a table among friends stays off the list, as
     * a private table does on Board Game Arena). Unlisted is not secret: whoever has the id
     * can still watch it as a spectator and read its replay once over.
     */
    listed?: boolean;
      /**
     * Turn timer for real-time play: seconds a human seat may take over each decision
     * (one of TURN_TIMER_CHOICES). Absent: no timer. When it runs out the seat counts as
     * away (TableStatus.away) and the other players may hand it to a bot or end the game.
     */
    turnSeconds?: number;
    /**
     * Turn-based play (not with turnSeconds): each decision of a human seat may take up to
     * `hours` (one of TURN_BASED_HOURS), counted from when it became that seat's decision and
     * kept in the store (a restarted server keeps the same deadline). Players need not be
     * online: a seat whose account subscribed is told by Web Push or e-mail when it is its
     * move. When the time runs out the server itself does what `onTimeout` says: 'bot', a bot
     * (medium) plays the seat until its player takes it back (POST /reclaim); 'end', the game
     * ends at once, unscored, as POST /absent's 'end' does (TableStatus.ended.by is -1).
     */
    turnBased?: TurnBasedOptions;
    /**
     * A friendly game: never rated. Default false: a game whose every human seat belongs to a
     * signed-in account is rated (Glicko-2); seats of guests are recorded nowhere.
     */
    friendly?: boolean;
    /** The seated players' table chat (TableChat). Default 'on'. */
    chat?: 'on' | 'off';
    /** The spectators' own chat, apart from the players'. Default 'on'. */
    spectatorChat?: 'on' | 'off';
    /** A time bank per seat for real-time play (not with turnBased nor turnSeconds). */
    clock?: ClockOptions;
  };
}

/** The time banks offered at creation (seconds at the start) and increments (seconds added when a seat's turn ends). */
export const CLOCK_BASE_CHOICES = [180, 300, 600, 900, 1800] as const;
export const CLOCK_INCREMENT_CHOICES = [0, 5, 10, 20, 30] as const;

/**
 * Real-time clocks: each human seat's bank starts at `baseSeconds` and only runs while that
 * seat's player decides; it gains `incrementSeconds` whenever the seat's turn ends. When the
 * seat deciding runs out: 'bot', a bot (medium) plays it until its player takes it back (POST
 * /reclaim; the bank then holds at least 30 s or the increment); 'lose', the game ends at once
 * and that seat loses (TableStatus.ended, `by` -1): it ranks last and the others tie first,
 * which a rated game rates. Kept in the store: a restarted server counts on from the same banks.
 * A table with invited seats starts its banks when every human seat is taken (ClockStatus.waiting).
 */
export interface ClockOptions {
  baseSeconds: (typeof CLOCK_BASE_CHOICES)[number];
  incrementSeconds: (typeof CLOCK_INCREMENT_CHOICES)[number];
  onTimeout: 'bot' | 'lose';
}

/** The clocks as every seat sees them (TableStatus.clock). */
export interface ClockStatus extends ClockOptions {
  /** Per seat: ms left in its bank when this status was made (0: ran out). */
  leftMs: number[];
  /** The seat whose bank runs now (a person deciding), or null. */
  running: number | null;
  /** No bank runs yet: the table waits for every human seat to be taken (TableRules.clock.waitsForSeats). */
  waiting?: true;
}

/**
 * Choices made at creation that every seat and spectator may know (ViewResponse.rules,
 * GameListItem.rules). Stored with the game.
 */
export interface TableRules {
  /** Never rated (CreateGameRequest.options.friendly). */
  friendly?: boolean;
  /** The creator turned the players' chat off. */
  chatOff?: boolean;
  /** The creator turned the spectators' chat off. */
  spectatorChatOff?: boolean;
  /**
   * Real-time clocks, with `since`: when the game was created (ms since epoch, server clock).
   * `waitsForSeats`: some human seat was still to be claimed at creation, so the banks start
   * only when every human seat is taken (the log's `seated` record), not at creation.
   */
  clock?: ClockOptions & { since: number; waitsForSeats?: true };
}

// Table chat --------------------------------------------------------------------------------
// Two rooms per game: the seated players' ('players') and the spectators' ('spectators'), each
// seen only by its own (a spectator never reads the players' words, nor the reverse). A socket
// gets `chatLog` (its room's messages so far, and whether the room is open) when it opens,
// then `chat` for each new message; it posts with `{type:'chat', text}`. Plain text only:
// control characters become spaces, at most CHAT_MAX_LENGTH characters, and at most
// CHAT_BURST messages per CHAT_WINDOW_MS per seat (per socket for spectators); refusals come
// as `error` (BAD_REQUEST, RATE_LIMITED, CHAT_OFF). Messages carry a seat and a name, never
// game data. They are kept with the game: GET /api/games/:id/chat (the seat's token: the
// players' room, also once the game is over, for its replay; no token: the spectators').

export const CHAT_MAX_LENGTH = 300;
export const CHAT_BURST = 5;
export const CHAT_WINDOW_MS = 10_000;

export type ChatRoom = 'players' | 'spectators';

export interface ChatMessage {
  room: ChatRoom;
  /** The writer's seat; null for a spectator. */
  seat: number | null;
  /** The seat's name when written ("Spectator" for spectators). */
  name: string;
  text: string;
  /** When the server received it (ms since epoch, server clock). */
  at: number;
}

/** GET /api/games/:id/chat, and the `chatLog` socket message. */
export interface ChatLog {
  room: ChatRoom;
  /** False when the creator turned this room off. */
  open: boolean;
  messages: ChatMessage[];
}


/**
 * Whether a game counts for ratings, as the table and the lobby say it: 'friendly' when the
 * creator made it so or chose the deal (a known deal could be rehearsed); otherwise 'rated'
 * when every human seat belongs to an account (taken while signed in), else 'unrated': some
 * seat is a guest's or still free, and the game counts only if they all join accounts before
 * it ends. A game cut short is rated only when a clock ran out on a 'lose' table (ClockOptions).
 */
export type RatingMode = 'rated' | 'unrated' | 'friendly';

/** What spectators of a known deal get while it runs (CreateGameRequest.options.spectators). */
export type KnownDealSpectators = 'warn' | 'refuse';

/** The time limits offered for turn-based games (hours per decision: 12 h, 1, 2, 3, 7 days). */
export const TURN_BASED_HOURS = [12, 24, 48, 72, 168] as const;

export interface TurnBasedOptions {
  hours: (typeof TURN_BASED_HOURS)[number];
  onTimeout: 'bot' | 'end';
}

/** The turn timers offered at creation (seconds per decision). */
export const TURN_TIMER_CHOICES = [60, 120, 300] as const;

/** 201 Created. */
export interface CreateGameResponse {
  gameId: string;
  seats: SeatCreated[];
  version: number;
  /** The creator's seat (it has `token`), or null (all-bot game, or creatorSeat: null). */
  creatorSeat: number | null;
  /** Lets the creator revoke and re-issue invites. Shown once; the server keeps only its hash. */
  hostToken: string;
  /** True when the creator chose the seed. */
  knownDeal: boolean;
  /** With knownDeal: what spectators get while the game runs. */
  spectators?: KnownDealSpectators;
}

// GET /api/games/:id/seats ------------------------------------------------------------------
// Public: who sits where, which human seats are held, whether the deal is known.

/** An expansion a table can play, as the lobby lists it. */
export type ExpansionName = 'deProfundis' | 'kraken' | 'leviathan';

export interface SeatsResponse {
  gameId: string;
  knownDeal: boolean;
  /** With knownDeal: what spectators get while the game runs. */
  spectators?: KnownDealSpectators;
  /** Expansions the table plays (absent: the base game), shown before taking a seat. */
  expansions?: ExpansionName[];
  over: boolean;
  seats: SeatStatus[];
}

// POST /api/games/:id/invite ----------------------------------------------------------------
// Looks at an invite or transfer code without spending it: the page shown before "Take this
// seat" (with the known-deal notice). 403 BAD_CODE when the code is spent, revoked or unknown.

export interface CodeRequest {
  /** The invite or transfer code from the link's fragment. */
  code: string;
}

/**
 * Body of POST /claim: the code plus, for an invite, the name the player chooses (cleaned
 * like creation names; absent or blank keeps the seat's name). Every seat then sees it.
 */
export interface ClaimRequest extends CodeRequest {
  name?: string;
}

export interface InvitePreview extends SeatsResponse {
  /** The seat this code claims. */
  seat: number;
  kind: 'invite' | 'transfer';
}

// POST /api/games/:id/claim -----------------------------------------------------------------
// Body ClaimRequest (the code, and the name an invited player chose). Spends the code and gives the seat a fresh token, returned to this caller
// only. A transfer code also revokes the seat's older tokens (their sockets are closed with
// 4403). 403 BAD_CODE when the code was already used, revoked or replaced.

export interface ClaimResponse {
  gameId: string;
  seat: number;
  /** The seat's new secret token. Shown once; the server keeps only its hash. */
  token: string;
}

// POST /api/games/:id/invites/revoke, POST /api/games/:id/invites/reissue -------------------
// The host's invite management. Revoke removes the seat's unused invite (its link stops
// working); re-issue replaces it by a new code (the old link stops working). Both answer
// 409 SEAT_CLAIMED once the seat is held, 403 BAD_HOST for a wrong host token, 400 NOT_A_SEAT
// for a bot seat or a seat that does not exist.

export interface HostRequest {
  hostToken: string;
  seat: number;
}

export type RevokeResponse = SeatsResponse;

export interface ReissueResponse extends SeatsResponse {
  seat: number;
  /** The new invite code, and its link `/play/<gameId>#invite=<code>`. */
  invite: string;
  inviteUrl: string;
}

// POST /api/games/:id/transfer --------------------------------------------------------------
// Auth: the seat's token. A one-time code that moves the seat to another device: claiming it
// (POST /claim) issues a new token there and revokes this one. Asking again replaces the
// previous transfer code.

export interface TransferResponse {
  seat: number;
  code: string;
  /** `/play/<gameId>#transfer=<code>` */
  url: string;
}

// Presence, turn timer, away players --------------------------------------------------------
// Every socket gets a `table` message (TableStatus) when it opens, after every change of the
// game, when a seat comes online or goes offline (on any server process), and when the seat
// deciding now becomes away. It carries no card and nothing any seat may not know.
//
// A human seat is *away* when it must decide now and either its turn timer ran out or it
// has had no open socket for ABSENT_AFTER_MS (as seen by the server). Then every other
// human seat's holder (not itself handed to a bot) may:
// POST /api/games/:id/absent  Auth: a seat token. Body AbsentRequest.
//   choice 'bot': a bot (medium) plays the away seat from now on; the seat shows `standIn`.
//   choice 'end': the game ends at once, unscored (`ended` in TableStatus); the full log is
//   then published like any finished game's.
//   200 ViewResponse | 409 NOT_ABSENT (the seat is not away, e.g. it just came back) |
//   409 STALE_VERSION | 403 SPECTATOR / BAD_TOKEN / SEAT_WITH_BOT (a seat played by a bot
//   decides nothing) | 400 GAME_OVER
// POST /api/games/:id/reclaim  Auth: the seat's token. Body UndoRequest ({version}).
//   The player of a seat handed to a bot takes it back (any time while the game runs).
//   200 ViewResponse | 409 NOT_ABSENT (no bot stands in) | 409 STALE_VERSION
// Each of these, and a name chosen at claim, is a record of the game's log (version + 1),
// so replays, other processes and a restarted server see them too.

/** How long a seat deciding now may stay without an open socket before it counts as away. */
export const ABSENT_AFTER_MS = 120_000;

export type SeatPresence = 'online' | 'offline' | 'bot';

/** A table where nobody has made a move yet and no person is connected is closed this long after its creation. */
export const UNSTARTED_EXPIRE_MS = 30 * 60_000;
/** A real-time game whose decision waits for a person while no person is connected is closed this long after its last record. */
export const IDLE_ABANDON_MS = 24 * 60 * 60_000;

export interface TableStatus {
  gameId: string;
  /** The game version this status was computed at. */
  version: number;
  /** Per seat: a socket is open for it (any process), none is, or a bot plays it. */
  presence: SeatPresence[];
  /** The turn timer chosen at creation (seconds per decision), or null. */
  turnSeconds: number | null;
  /** Milliseconds left on the timer of the human seat deciding now (0: ran out); null: no timer runs. */
  turnLeftMs: number | null;
  /** The seat deciding now when it is away (see above), else null. */
  away: number | null;
  /**
   * Set when the other players ended the game because `seat` was away; `by` is -1 when the
   * turn-based time limit ended it.
   */
  ended: { by: number; seat: number } | null;
  /**
   * Set when the server closed the game because nobody played it: a table nobody connected to
   * within UNSTARTED_EXPIRE_MS of its creation, or a real-time game whose deciding person and
   * everyone else stayed away for IDLE_ABANDON_MS. It leaves "Being played", unscored.
   */
  abandoned?: true;
  /** Real-time clocks (ClockOptions), when the game has them. */
  clock?: ClockStatus;
  /**
   * Turn-based games only (absent in real-time ones): the time limit and what happens when it
   * runs out (the server acts by itself; `away` stays null, players need not be online).
   * turnLeftMs then counts down to `deadline`, when the human seat deciding now runs out of
   * time (ms since epoch, server clock; null while a bot decides or once over).
   */
  turnBased?: TurnBasedOptions;
  deadline?: number | null;
}

export interface AbsentRequest {
  version: number;
  /** The away seat (must be the one TableStatus.away names). */
  seat: number;
  choice: 'bot' | 'end';
}

// GET /api/games/:id/view -------------------------------------------------------------------
// Auth: seat token (header or ?token=) or none for the spectator view.

// Query `?sinceVersion=N` (optional): the version whose view you hold. The answer is then a
// ViewResponse & ViewDelta: only the log lines you lack (see ViewDelta). A version above the
// server's makes it read the store first (another process may have served you that version).

export interface ViewResponse extends Partial<ViewDelta> {
  gameId: string;
  version: number;
  /** Your seat, or null for a spectator. */
  seat: number | null;
  seats: SeatPublic[];
  /** True when POST /undo would succeed for you now. */
  canUndo: boolean;
  /** The creator chose the seed: they may know every card (shown to every seat). */
  knownDeal: boolean;
  /** Whether the game counts for ratings ("Rated" / "Friendly" at the table). */
  rating: RatingMode;
  /** With ViewDelta fields, `view.log` holds only the lines from `logFrom` on. */
  view: PlayerView;
}

/**
 * Views that send only what changed. Everything in the view is complete except `view.log`,
 * which holds the seat's log lines from index `logFrom` on. The client keeps the first
 * `logFrom` lines of the log it holds and appends these; the result has `logLength` lines.
 * `logFrom` may be below the client's log length: after an undo the log can shrink or change,
 * and the lines from the first that may differ are sent again. The delta is valid for a
 * client holding version `baseVersion` or later (up to `version`). A client that cannot
 * splice (it holds fewer than `logFrom` lines, an older version, or the result's length is
 * not `logLength`) must ask for the whole view (WebSocket `hello` without `sinceVersion`, or
 * GET /view without it). Absent fields mean the log is complete.
 */
export interface ViewDelta {
  logFrom: number;
  logLength: number;
  baseVersion: number;
}

// POST /api/games/:id/actions ---------------------------------------------------------------
// Auth: seat token required.
// 200 ViewResponse (the action was stored durably before this answer)
// 409 StaleResponse (STALE_VERSION)
// 400 ErrorBody (BAD_REQUEST, GAME_OVER or an engine code: the action is illegal now)
// 403 ErrorBody (SPECTATOR, BAD_TOKEN, NOT_YOUR_TURN)

export interface ActionRequest {
  /** The version of the view the action was chosen from. */
  version: number;
  action: Action;
}

export interface StaleResponse extends ErrorBody, ViewResponse {}

// POST /api/games/:id/undo ------------------------------------------------------------------
// Takes back the caller's last action, never past a moment where hidden information came to
// light (a card revealed or drawn, a token taken) nor past another seat's decision. An action
// that passed the turn on may be taken back during the undo grace only (server option
// undoGraceMs; bots wait meanwhile): `canUndo` says whether it is open. Repeat to go further
// back. The log gains a line saying what was taken back (public words only for other seats).
// 200 ViewResponse | 409 StaleResponse (STALE_VERSION) | 409 ErrorBody (UNDO_NOT_ALLOWED) | 403

export interface UndoRequest {
  version: number;
}

// POST /api/games/:id/done ------------------------------------------------------------------
// Body UndoRequest. Ends the caller's undo grace at once (they will not take it back): bots
// go on. Harmless without a grace. 200 ViewResponse | 403

// GET /api/games/:id/log --------------------------------------------------------------------
// Only once the game is over (403 GAME_NOT_OVER before). No auth needed.
// The replay (options + effective actions) rebuilds the game exactly with the engine:
// newGame(replay.options) then applyAction for each action in order.

export interface GameReplay {
  format: 'abyss-replay';
  formatVersion: 1;
  gameId: string;
  /** Engine options, including the seed (a number, or hex for the server's 256-bit seeds) and names. */
  options: { seed: number | string; players: number; names: string[]; martialLaw?: boolean; startSeat?: number; expansions?: GameOptions['expansions'] };
  seats: SeatPublic[];
  /** Effective actions in order (undone actions removed), with the seat that took each. */
  actions: { seat: number; action: Action }[];
  /** Set when the other players ended the game (POST /absent), or a turn-based time limit did (`by` -1), before the rules did: replaying stops short of an end. */
  ended?: { by: number; seat: number };
  /** Set when nobody played it for too long (TableStatus.abandoned): replaying stops short of an end. */
  abandoned?: true;
}

export interface LogResponse {
  replay: GameReplay;
  /** The complete event log (every line, private ones included: the game is over). */
  events: GameEvent[];
  scores: ScoreSheet;
  createdAt: string;
}

// GET /api/games?status=live|over&limit=N&before=CURSOR ----------------------------------------
// Public: the listed games, newest first, one page at a time (limit 1..50, default 20). Only
// what every spectator sees: names and kinds of the seats, how far the game is, who is to
// move, and the final scores once it is over. `next` is the cursor of the following page.

export interface GameListItem {
  gameId: string;
  createdAt: string;
  seats: SeatPublic[];
  knownDeal: boolean;
  /** Whether the game counts for ratings ("Rated" / "Friendly" in the lobby). */
  rating: RatingMode;
  /** With knownDeal: what spectators get while the game runs ('refuse': no watching until it is over). */
  spectators?: KnownDealSpectators;
  /** Expansions the table plays (absent: the base game). */
  expansions?: ExpansionName[];
  over: boolean;
  /** Effective actions taken so far (every decision of every seat). */
  moves: number;
  /** Turns begun so far (1 at the first turn) and the round they make (turns / players, rounded up). */
  turn: number;
  round: number;
  /** Seat whose turn it is; null once over. */
  current: number | null;
  /** Seat that must decide now (an opponent's purchase offer, a discard); null once over. */
  deciding: number | null;
  /** Closed by the server because nobody played it (TableStatus.abandoned): no result. */
  abandoned?: true;
  /** Once over: each seat's total and rank (1 = winner), in seat order. */
  result?: { seat: number; total: number; rank: number }[];
}

export interface GameListResponse {
  games: GameListItem[];
  /** Pass as `before` for the next page; null when this page is the last. */
  next: string | null;
}

// POST /api/me/games ------------------------------------------------------------------------
// Lists the games of the seat tokens a client holds (e.g. kept in localStorage). Tokens go in
// the body, not the URL, so they stay out of logs. Unknown tokens are silently left out.

export interface MyGamesRequest {
  /** At most 100 tokens. */
  tokens: string[];
}

export interface MyGameSummary {
  gameId: string;
  /** The index of `tokens` this entry answers. */
  tokenIndex: number;
  seat: number;
  seats: SeatPublic[];
  version: number;
  over: boolean;
  /** True when this seat must decide now. */
  yourTurn: boolean;
  /** Expansions the table plays (absent: the base game). */
  expansions?: ExpansionName[];
  /** The seat that must decide now (a bot's included), or null once over. */
  deciding: number | null;
  /** Turn-based games: the time limit (TableStatus.turnBased), and when the seat deciding now runs out of time. */
  turnBased?: TurnBasedOptions;
  deadline?: number | null;
  createdAt: string;
}

export interface MyGamesResponse {
  games: MyGameSummary[];
}

// GET /api/health ---------------------------------------------------------------------------

export interface HealthResponse {
  ok: true;
  /** Games held in memory by this process. */
  games: number;
  /** Open WebSockets on this process. */
  sockets: number;
  /** Event-loop delay of this process since the previous health check. */
  loopDelayMs: { p50: number; p99: number; max: number };
}

// ---------------------------------------------------------------------------------------
// WebSocket: GET /api/games/:id/ws?token=<seat token>  (no token: spectator)
// ---------------------------------------------------------------------------------------
// On connect the server sends one `view` message with the current state. After every change
// (any seat's action, undo, bot move) it pushes a fresh `view` for the connection's seat.
// After a reconnect, send `hello` with the last version you saw: the server answers with
// `view` if the game moved on; without sinceVersion, with the whole view. Each kind of hello is
// answered at most once per change of the game, and not at all when this socket already holds
// the answer (its first view, or a whole view pushed since), so hellos cannot multiply traffic.
// Views that send only what changed (ViewDelta): connect with `?delta=1` (optionally
// `&since=N`, the version you hold) and every `view` after the first whole one (or, with
// `since`, from the first one on) carries only the log lines you lack; a `hello` with
// `sinceVersion` is answered the same way. Without `delta=1` every view is whole.
// Actions may be sent over the socket too; the outcome comes back as `result` (and, when
// accepted, a `view` push). Messages above MAX_WS_MESSAGE_BYTES close the socket (1009);
// unparseable messages get `error` with BAD_REQUEST. A bad token closes with 4403.
// Keeping the token out of the URL (browsers cannot set headers on a WebSocket, and URLs end up
// in proxy logs and error consoles): connect with `?auth=1` and send `{type:'auth', token}` as
// the very first message; the server waits for it (AUTH_TIMEOUT_MS, then closes with 4401)
// before sending anything. `{type:'auth'}` without a token makes a spectator.
// Every socket also gets `table` messages (TableStatus: presence, turn timer, away seat), see
// "Presence, turn timer, away players" above.

export type ClientMessage =
  | { type: 'auth'; token?: string }
  | { type: 'hello'; sinceVersion?: number }
  | { type: 'action'; requestId?: string; version: number; action: Action }
  | { type: 'undo'; requestId?: string; version: number }
  | { type: 'chat'; text: string }
  | { type: 'ping' };

export type ServerMessage =
  | ({ type: 'view' } & ViewResponse)
  | { type: 'result'; requestId?: string; ok: true; version: number }
  | { type: 'result'; requestId?: string; ok: false; version: number; error: ApiError }
  | { type: 'error'; error: ApiError }
  | ({ type: 'table' } & TableStatus)
  | ({ type: 'chatLog' } & ChatLog)
  | { type: 'chat'; message: ChatMessage }
  | { type: 'pong' };

/** How long a socket opened with `?auth=1` may take to send its `auth` message. */
export const AUTH_TIMEOUT_MS = 10_000;

/** WebSocket close codes used by the server beyond the standard ones. */
export const WS_CLOSE = {
  /** `?auth=1` and no `auth` message in time, or a first message that is not one. */
  noAuth: 4401,
  badToken: 4403,
  notFound: 4404,
  /** A spectator of a known deal closed to spectators until the game is over (KNOWN_DEAL). */
  knownDeal: 4412,
  rateLimited: 4429,
} as const;

// ---------------------------------------------------------------------------------------
// Post-game analysis (analysisRoutes.ts)
// ---------------------------------------------------------------------------------------

export type AnalysisStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** What POST, GET and DELETE /api/games/:id/analysis answer. */
export interface AnalysisJobView {
  gameId: string;
  seat: number;
  status: AnalysisStatus;
  /** Decisions analysed so far, and in all (0 until the job starts). */
  done: number;
  total: number;
  /** Jobs ahead of this one (queued only). */
  ahead?: number;
  analysis?: GameAnalysis;
  error?: string;
}
