// Turn notices, as the clients see them (notify/routes.ts serves the routes). Shared by the
// server and the web client's service worker.
//
// GET  /api/push/key                         → 200 PushKeyResponse (public; 404 NOT_FOUND when push is off)
// POST /api/push/subscribe   PushSubscribeRequest → 204 (signed in, x-csrf-token)
// POST /api/push/unsubscribe PushUnsubscribeRequest → 204 | 404 NOT_FOUND (signed in, x-csrf-token)
//
// When a turn-based game becomes a person's move, each push subscription of the account that
// holds that seat gets a Web Push (aes128gcm, VAPID) whose payload is a TurnNotice as JSON,
// and the account's e-mail address (if any, and if the operator configured SMTP) an e-mail.
// Neither ever carries a card: only the game, its players' names, whose move and until when.

// GET  /api/account/notices                  → 200 NoticeSettings (signed in)
// PUT  /api/account/notices  NoticeSettings  → 200 NoticeSettings (signed in, x-csrf-token)
//
// A person hears of a game at most once per turn of that game, however many decisions the
// turn hands them. E-mails ('digest', the default) go at once when none went during the last
// quiet period (NotifierOptions.quietMs), otherwise gathered in one e-mail when it ends, for the
// games still waiting for that person.

/** How "your move" e-mails come. */
export const EMAIL_MODES = ['digest', 'each', 'off'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

export interface NoticeSettings {
  /** Web Push to the account's subscribed browsers. */
  push: boolean;
  /** E-mails to the account's address (when it has one): gathered by quiet period, one per turn, or none. */
  email: EmailMode;
}

export const DEFAULT_NOTICE_SETTINGS: NoticeSettings = { push: true, email: 'digest' };

export interface PushKeyResponse {
  /** The server's VAPID public key (base64url): PushManager.subscribe's applicationServerKey. */
  publicKey: string;
}

/** PushSubscription.toJSON() of the browser, as it gives it. */
export interface PushSubscribeRequest {
  /** https URL of the browser's push service. */
  endpoint: string;
  keys: { p256dh: string; auth: string };
  expirationTime?: number | null;
}

export interface PushUnsubscribeRequest {
  endpoint: string;
}

export interface TurnNotice {
  type: 'your-move';
  gameId: string;
  /** The seat whose move it is (the subscriber's). */
  seat: number;
  /** Every seat's name, in seat order. */
  players: string[];
  /** When the time for this move runs out (ISO 8601, UTC). */
  deadline: string;
  /** What happens then (TurnBasedOptions.onTimeout). */
  onTimeout: 'bot' | 'end';
  /** Path of the game on this server. */
  url: string;
  /** Ready-made words for the notification. */
  title: string;
  body: string;
}
