// Web Push state in the store: the server's VAPID key pair (made once, on first start, and
// kept: subscriptions are bound to its public key) and each account's push subscriptions.
import webpush from 'web-push';
import type { Sql } from '../accounts/sqlDb.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushSubscriptionRow {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Browsers one account may subscribe; the oldest subscription gives way to a new one. */
export const MAX_SUBSCRIPTIONS_PER_ACCOUNT = 10;
/** Pushes one notice sends at most (to the account's newest subscriptions). */
export const MAX_PUSHES_PER_NOTICE = 5;

export class PushStore {
  constructor(private readonly sql: Sql) {}

  /**
   * The server's VAPID keys: made on first use and stored. Two processes starting together may
   * both make a pair; the first stored wins and both read it back.
   */
  async vapidKeys(): Promise<VapidKeys> {
    const made = webpush.generateVAPIDKeys();
    await this.sql.run('INSERT INTO server_keys (name, value) VALUES (?, ?) ON CONFLICT DO NOTHING', ['vapid', JSON.stringify(made)]);
    const [r] = await this.sql.all('SELECT value FROM server_keys WHERE name = ?', ['vapid']);
    const keys = JSON.parse(String(r!.value)) as VapidKeys;
    return { publicKey: keys.publicKey, privateKey: keys.privateKey };
  }

  /** Adds (or moves to this account) the subscription of one browser; keeps the account's newest MAX_SUBSCRIPTIONS_PER_ACCOUNT. */
  async subscribe(accountId: string, s: PushSubscriptionRow, at: string): Promise<void> {
    await this.sql.tx(async (q) => {
      await q.run('DELETE FROM push_subscriptions WHERE endpoint = ?', [s.endpoint]);
      await q.run('INSERT INTO push_subscriptions (endpoint, account_id, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?)', [s.endpoint, accountId, s.keys.p256dh, s.keys.auth, at]);
      // Each subscription costs a request per notice: an account cannot pile them up.
      await q.run(
        `DELETE FROM push_subscriptions WHERE account_id = ? AND endpoint NOT IN
          (SELECT endpoint FROM push_subscriptions WHERE account_id = ? ORDER BY created_at DESC, endpoint DESC LIMIT ${MAX_SUBSCRIPTIONS_PER_ACCOUNT})`,
        [accountId, accountId],
      );
    });
  }

  /** Removes this account's subscription with that endpoint; false when it had none. */
  async unsubscribe(accountId: string, endpoint: string): Promise<boolean> {
    return (await this.sql.run('DELETE FROM push_subscriptions WHERE endpoint = ? AND account_id = ?', [endpoint, accountId])) === 1;
  }

  /** A subscription the push service says is gone (404 / 410). */
  async drop(endpoint: string): Promise<void> {
    await this.sql.run('DELETE FROM push_subscriptions WHERE endpoint = ?', [endpoint]);
  }

  async subscriptionsOf(accountId: string): Promise<PushSubscriptionRow[]> {
    const rows = await this.sql.all('SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE account_id = ? ORDER BY created_at, endpoint', [accountId]);
    return rows.map((r) => ({ endpoint: String(r.endpoint), keys: { p256dh: String(r.p256dh), auth: String(r.auth) } }));
  }
}
