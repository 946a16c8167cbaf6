// Passkeys (WebAuthn credentials) of accounts and the challenges of their ceremonies, in the
// accounts' store. Only public data is kept: a credential's public key, never a private one.
import type { Row, Sql } from './sqlDb.ts';

export interface StoredPasskey {
  /** The credential ID, base64url. */
  id: string;
  accountId: string;
  /** COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export type ChallengePurpose = 'register' | 'signin';

export interface StoredChallenge {
  purpose: ChallengePurpose;
  challenge: string;
  accountId: string | null;
  expiresAt: string;
}

function passkeyOf(r: Row): StoredPasskey {
  let transports: unknown;
  try {
    transports = JSON.parse(String(r.transports));
  } catch {
    transports = [];
  }
  return {
    id: String(r.credential_id),
    accountId: String(r.account_id),
    publicKey: String(r.public_key),
    // PostgreSQL answers BIGINT as a string.
    counter: Number(r.counter),
    transports: Array.isArray(transports) ? transports.filter((t): t is string => typeof t === 'string') : [],
    name: String(r.name),
    createdAt: String(r.created_at),
    lastUsedAt: r.last_used_at === null || r.last_used_at === undefined ? null : String(r.last_used_at),
  };
}

export class PasskeyStore {
  constructor(private readonly sql: Sql) {}

  /** False (nothing stored) when the credential is registered already. */
  async add(p: StoredPasskey): Promise<boolean> {
    const n = await this.sql.run(
      `INSERT INTO account_passkeys (credential_id, account_id, public_key, counter, transports, name, created_at, last_used_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      [p.id, p.accountId, p.publicKey, p.counter, JSON.stringify(p.transports), p.name, p.createdAt, p.lastUsedAt],
    );
    return n === 1;
  }

  async byId(credentialId: string): Promise<StoredPasskey | null> {
    const [r] = await this.sql.all('SELECT * FROM account_passkeys WHERE credential_id = ?', [credentialId]);
    return r ? passkeyOf(r) : null;
  }

  /** Oldest first. */
  async ofAccount(accountId: string): Promise<StoredPasskey[]> {
    const rows = await this.sql.all('SELECT * FROM account_passkeys WHERE account_id = ? ORDER BY created_at, credential_id', [accountId]);
    return rows.map(passkeyOf);
  }

  /**
   * Records a use: the new counter and when. Only when the stored counter is still the one
   * verified against, so of two uses verified at once only one counts.
   */
  async used(credentialId: string, verifiedCounter: number, newCounter: number, at: string): Promise<boolean> {
    const n = await this.sql.run('UPDATE account_passkeys SET counter = ?, last_used_at = ? WHERE credential_id = ? AND counter = ?', [newCounter, at, credentialId, verifiedCounter]);
    return n === 1;
  }

  /** False when the account has no such passkey. */
  async remove(accountId: string, credentialId: string): Promise<boolean> {
    return (await this.sql.run('DELETE FROM account_passkeys WHERE account_id = ? AND credential_id = ?', [accountId, credentialId])) === 1;
  }

  /** Stores a challenge under its key (replacing an earlier one), sweeping expired ones. */
  async putChallenge(keyHash: string, c: StoredChallenge, now: string): Promise<void> {
    await this.sql.tx(async (q) => {
      await q.run('DELETE FROM account_passkey_challenges WHERE expires_at <= ? OR key_hash = ?', [now, keyHash]);
      await q.run('INSERT INTO account_passkey_challenges (key_hash, purpose, challenge, account_id, expires_at) VALUES (?, ?, ?, ?, ?)', [keyHash, c.purpose, c.challenge, c.accountId, c.expiresAt]);
    });
  }

  /** Takes the challenge stored under the key, once: a second take finds nothing. */
  async takeChallenge(keyHash: string): Promise<StoredChallenge | null> {
    const [r] = await this.sql.all('DELETE FROM account_passkey_challenges WHERE key_hash = ? RETURNING purpose, challenge, account_id, expires_at', [keyHash]);
    if (!r) return null;
    return {
      purpose: String(r.purpose) as ChallengePurpose,
      challenge: String(r.challenge),
      accountId: r.account_id === null || r.account_id === undefined ? null : String(r.account_id),
      expiresAt: String(r.expires_at),
    };
  }
}
