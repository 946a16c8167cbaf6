// Tells a person it is their move in a turn-based game: a Web Push to each browser their
// account subscribed, and an e-mail when the account has an address and the operator set up
// SMTP. Only the process that made the change sends (GameHub.onTurn), so a cluster sends once.
// At most one notice per turn of the game for each seat, however many decisions the turn hands
// it; e-mails follow the account's settings (notify/settings.ts), by default as digests
// (notify/digest.ts).
import webpush from 'web-push';
import type { Transporter } from 'nodemailer';
import type { AccountStore } from '../accounts/store.ts';
import { errText, type GameHub, type LiveGame, type Log } from '../games.ts';
import { turnsBegun } from '../gameList.ts';
import { humanDeciding, turnDeadline } from '../tableStatus.ts';
import { MailDigest, type Waiting } from './digest.ts';
import type { TurnNotice } from '../../protocol/notify.ts';
import type { PushGuard } from './pushGuard.ts';
import { MAX_PUSHES_PER_NOTICE, type PushStore, type VapidKeys } from './pushStore.ts';
import type { NoticeSettingsStore } from './settings.ts';
import { digestMail, turnMail, turnNotice } from './turnNotice.ts';

/** Default quiet period of e-mail digests. */
export const DIGEST_QUIET_MS = 30 * 60_000;

export interface NotifierOptions {
  vapid: VapidKeys;
  /** The operator's contact for push services (mailto: or https:), sent with every push. */
  subject: string;
  /** E-mail, when SMTP is configured. */
  mail: { transport: Transporter; from: string } | null;
  /** The server's public address for links in e-mails (no trailing slash); known once it listens. */
  origin: () => string;
  /** Checks endpoints again before each push and pins the address it connects to (pushGuard.ts). */
  guard: PushGuard;
  log: () => Log;
  /** Quiet period of e-mail digests (ms; default DIGEST_QUIET_MS). */
  quietMs?: number;
}

export class TurnNotifier {
  private readonly pending = new Set<Promise<void>>();
  private stop: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** By `${gameId}:${seat}`: the turn (turnsBegun) of the last notice, so each turn notifies once. */
  private readonly noticedTurn = new Map<string, number>();
  private readonly digest: MailDigest;
  /** Notices sent so far (tests count them per turn). */
  readonly sent = { push: 0, mail: 0 };

  constructor(
    private readonly hub: GameHub,
    private readonly accounts: AccountStore,
    private readonly push: PushStore,
    private readonly settings: NoticeSettingsStore,
    private readonly opts: NotifierOptions,
  ) {
    this.digest = new MailDigest(opts.quietMs ?? DIGEST_QUIET_MS, () => hub.now(), (id, items) => this.mailTo(id, items), (n) => this.stillWaiting(n));
  }

  start(): void {
    this.stop = this.hub.onTurn((game, seat) => {
      // The deadline is read now: the game may move on while the notices go out.
      const deadline = turnDeadline(game, this.hub.now());
      if (deadline === null) return;
      const key = `${game.id}:${seat}`;
      const turn = turnsBegun(game.state);
      if (this.noticedTurn.get(key) === turn) return;
      // Forgetting costs at most one more notice for a game: the map stays small.
      if (this.noticedTurn.size > 50_000) this.noticedTurn.clear();
      this.noticedTurn.set(key, turn);
      this.track(this.send(game, seat, deadline));
    });
    const every = Math.min(60_000, this.opts.quietMs ?? DIGEST_QUIET_MS);
    this.timer = setInterval(() => this.track(this.digest.flushDue()), every).unref();
  }

  /** Sends the e-mail digests whose quiet period is over (the timer does it; tests call it). */
  flushDigests(): Promise<void> {
    const p = this.digest.flushDue();
    this.track(p);
    return p.catch(() => undefined);
  }

  private track(p: Promise<void>): void {
    const q = p.catch((e) => this.opts.log().error({ reason: errText(e) }, 'turn notice failed'));
    this.pending.add(q);
    void q.finally(() => this.pending.delete(q));
  }

  close(): void {
    this.stop?.();
    if (this.timer) clearInterval(this.timer);
  }

  /** Resolves when every notice under way has been sent (or has failed). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  private async send(game: LiveGame, seat: number, deadline: number): Promise<void> {
    const holder = (await this.accounts.seatsOfGame(game.id)).find((s) => s.seat === seat);
    // A guest seat has no account, hence nowhere to send to.
    if (!holder) return;
    const notice = turnNotice(game, seat, deadline);
    const hours = game.stored.turnBased!.hours;
    const settings = await this.settings.of(holder.accountId);
    if (settings.push) {
      const payload = JSON.stringify(notice);
      // The newest few browsers only: a notice costs a bounded number of requests.
      const subs = (await this.push.subscriptionsOf(holder.accountId)).slice(-MAX_PUSHES_PER_NOTICE);
      await Promise.all(subs.map((s) => this.pushTo(s, payload, hours, game.id)));
    }
    if (!this.opts.mail || settings.email === 'off') return;
    if (settings.email === 'digest') return this.digest.add(holder.accountId, { notice, hours });
    await this.mailTo(holder.accountId, [{ notice, hours }]);
  }

  /** One e-mail to the account: a single notice, or a digest of several. */
  private async mailTo(accountId: string, items: Waiting[]): Promise<void> {
    if (!this.opts.mail) return;
    const [to, account] = await Promise.all([this.accounts.emailOf(accountId), this.accounts.byId(accountId)]);
    if (!to || !account) return;
    const m = items.length === 1
      ? turnMail(items[0].notice, to, account.displayName, this.opts.origin(), items[0].hours)
      : digestMail(items, to, account.displayName, this.opts.origin());
    try {
      await this.opts.mail.transport.sendMail({ from: this.opts.mail.from, to: m.to, subject: m.subject, text: m.text });
      this.sent.mail++;
    } catch (e) {
      // Never the address: it is the player's.
      this.opts.log().warn({ games: items.length, reason: errText(e) }, 'turn e-mail not sent');
    }
  }

  /** A held notice still stands: its game still waits for that seat. */
  private async stillWaiting(n: TurnNotice): Promise<boolean> {
    const game = await this.hub.get(n.gameId);
    return !!game && !game.over && humanDeciding(game) === n.seat;
  }

  private async pushTo(s: { endpoint: string; keys: { p256dh: string; auth: string } }, payload: string, hours: number, gameId: string): Promise<void> {
    const target = await this.opts.guard.check(s.endpoint);
    if (!target.ok) {
      // Stored before endpoints were checked, or its host now resolves somewhere private: no request.
      if (!this.opts.guard.syntax(s.endpoint).ok) await this.push.drop(s.endpoint);
      this.opts.log().warn({ gameId, reason: target.message }, 'web push refused');
      return;
    }
    const agent = this.opts.guard.agentFor(target.value);
    try {
      await webpush.sendNotification(s, payload, {
        vapidDetails: { subject: this.opts.subject, publicKey: this.opts.vapid.publicKey, privateKey: this.opts.vapid.privateKey },
        // Worth delivering while the move is still open, not after.
        TTL: hours * 3600,
        timeout: 10_000,
        agent,
      });
      this.sent.push++;
    } catch (e) {
      const status = (e as { statusCode?: unknown }).statusCode;
      // The browser unsubscribed or the subscription expired: forget it.
      if (status === 404 || status === 410) return this.push.drop(s.endpoint);
      // Never the endpoint: it is a capability URL.
      this.opts.log().warn({ gameId, status: typeof status === 'number' ? status : null, reason: errText(e) }, 'web push not delivered');
    } finally {
      agent.destroy();
    }
  }
}
