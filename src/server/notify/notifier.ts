// Tells a person it is their move in a turn-based game: a Web Push to each browser their
// account subscribed, and an e-mail when the account has an address and the operator set up
// SMTP. Only the process that made the change sends (GameHub.onTurn), so a cluster sends once.
import webpush from 'web-push';
import type { Transporter } from 'nodemailer';
import type { AccountStore } from '../accounts/store.ts';
import { errText, type GameHub, type LiveGame, type Log } from '../games.ts';
import { turnDeadline } from '../tableStatus.ts';
import type { PushGuard } from './pushGuard.ts';
import { MAX_PUSHES_PER_NOTICE, type PushStore, type VapidKeys } from './pushStore.ts';
import { turnMail, turnNotice } from './turnNotice.ts';

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
}

export class TurnNotifier {
  private readonly pending = new Set<Promise<void>>();
  private stop: (() => void) | null = null;

  constructor(
    private readonly hub: GameHub,
    private readonly accounts: AccountStore,
    private readonly push: PushStore,
    private readonly opts: NotifierOptions,
  ) {}

  start(): void {
    this.stop = this.hub.onTurn((game, seat) => {
      // The deadline is read now: the game may move on while the notices go out.
      const deadline = turnDeadline(game, this.hub.now());
      if (deadline === null) return;
      const p = this.send(game, seat, deadline).catch((e) => this.opts.log().error({ gameId: game.id, reason: errText(e) }, 'turn notice failed'));
      this.pending.add(p);
      void p.finally(() => this.pending.delete(p));
    });
  }

  close(): void {
    this.stop?.();
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
    const payload = JSON.stringify(notice);
    // The newest few browsers only: a notice costs a bounded number of requests.
    const subs = (await this.push.subscriptionsOf(holder.accountId)).slice(-MAX_PUSHES_PER_NOTICE);
    await Promise.all(subs.map((s) => this.pushTo(s, payload, hours, game.id)));
    if (!this.opts.mail) return;
    const [to, account] = await Promise.all([this.accounts.emailOf(holder.accountId), this.accounts.byId(holder.accountId)]);
    if (!to || !account) return;
    const m = turnMail(notice, to, account.displayName, this.opts.origin(), hours);
    try {
      await this.opts.mail.transport.sendMail({ from: this.opts.mail.from, to: m.to, subject: m.subject, text: m.text });
    } catch (e) {
      // Never the address: it is the player's.
      this.opts.log().warn({ gameId: game.id, seat, reason: errText(e) }, 'turn e-mail not sent');
    }
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
