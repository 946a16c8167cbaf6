// "Your move" e-mails without a flood: per account, the first e-mail goes at once; notices that
// come during the quiet period after an e-mail wait, and when it ends one e-mail lists the games
// still waiting for that person (or none goes, when they have all moved meanwhile). Clock and
// sending are the notifier's: `flushDue` runs on its timer, and tests call it after moving the
// fake clock.
import type { TurnNotice } from '../../protocol/notify.ts';

export interface Waiting {
  notice: TurnNotice;
  hours: number;
}

interface AccountMail {
  lastSentAt: number;
  /** By `${gameId}:${seat}`: the latest notice of each game waiting for this account. */
  pending: Map<string, Waiting>;
}

export class MailDigest {
  private readonly accounts = new Map<string, AccountMail>();

  constructor(
    private readonly quietMs: number,
    private readonly now: () => number,
    /** Sends one e-mail for these notices (one or more); resolves when it went (or failed). */
    private readonly send: (accountId: string, items: Waiting[]) => Promise<void>,
    /** Whether the notice still stands (the game still waits for that seat). */
    private readonly current: (n: TurnNotice) => Promise<boolean>,
  ) {}

  /** A notice for an account whose e-mails come as digests. */
  async add(accountId: string, item: Waiting): Promise<void> {
    const a = this.accounts.get(accountId);
    const now = this.now();
    if (!a || (a.pending.size === 0 && now - a.lastSentAt >= this.quietMs)) {
      this.accounts.set(accountId, { lastSentAt: now, pending: new Map() });
      return this.send(accountId, [item]);
    }
    a.pending.set(`${item.notice.gameId}:${item.notice.seat}`, item);
  }

  /** Sends the digests whose quiet period is over; forgets accounts quiet for a whole period. */
  async flushDue(): Promise<void> {
    const now = this.now();
    for (const [id, a] of [...this.accounts]) {
      if (now - a.lastSentAt < this.quietMs) continue;
      if (a.pending.size === 0) {
        this.accounts.delete(id);
        continue;
      }
      const items = [...a.pending.values()];
      a.pending.clear();
      const still: Waiting[] = [];
      for (const it of items) if (await this.current(it.notice)) still.push(it);
      if (still.length === 0) continue;
      a.lastSentAt = now;
      await this.send(id, still);
    }
  }
}
