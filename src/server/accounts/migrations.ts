// Account and rating tables, beside the games' tables in the same store. Each migration runs
// once, in order, in a transaction, and is remembered in account_migrations by its name (names
// start with "accounts_" so they never clash with other modules' migrations).
import { floatType, type Sql } from './sqlDb.ts';

interface Migration {
  name: string;
  statements: (float: string) => string[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    name: 'accounts_001_accounts_sessions_seats',
    statements: (float) => [
      `CREATE TABLE IF NOT EXISTS accounts (
        id TEXT PRIMARY KEY,
        login TEXT NOT NULL UNIQUE,
        display_name TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        rating ${float} NOT NULL,
        rd ${float} NOT NULL,
        vol ${float} NOT NULL,
        rated_games INTEGER NOT NULL DEFAULT 0
      )`,
      `CREATE TABLE IF NOT EXISTS account_sessions (
        token_hash TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      )`,
      'CREATE INDEX IF NOT EXISTS account_sessions_by_account ON account_sessions (account_id)',
      // The seats an account holds: at most one account per seat, one seat per game per account.
      `CREATE TABLE IF NOT EXISTS account_seats (
        game_id TEXT NOT NULL,
        seat INTEGER NOT NULL,
        account_id TEXT NOT NULL,
        claimed_at TEXT NOT NULL,
        PRIMARY KEY (game_id, seat)
      )`,
      'CREATE UNIQUE INDEX IF NOT EXISTS account_seats_one_per_game ON account_seats (account_id, game_id)',
    ],
  },
  {
    name: 'accounts_002_records_ratings',
    statements: (float) => [
      // One row per account per finished game: its score by source and, if rated, its rating change.
      `CREATE TABLE IF NOT EXISTS account_games (
        account_id TEXT NOT NULL,
        game_id TEXT NOT NULL,
        seat INTEGER NOT NULL,
        finished_at TEXT NOT NULL,
        players INTEGER NOT NULL,
        rank INTEGER NOT NULL,
        total INTEGER NOT NULL,
        locations INTEGER NOT NULL,
        lords INTEGER NOT NULL,
        allies INTEGER NOT NULL,
        monsters INTEGER NOT NULL,
        rated INTEGER NOT NULL,
        rating_before ${float},
        rating_after ${float},
        rd_after ${float},
        PRIMARY KEY (account_id, game_id)
      )`,
      // Finished games already recorded: every process of a cluster sees the end; one records it.
      'CREATE TABLE IF NOT EXISTS recorded_games (game_id TEXT PRIMARY KEY, finished_at TEXT NOT NULL)',
    ],
  },
  {
    name: 'accounts_003_passkeys',
    statements: () => [
      // WebAuthn credentials: the public key (COSE, base64url) and the signature counter the
      // authenticator reports; nothing secret. BIGINT: a counter is an unsigned 32-bit number.
      `CREATE TABLE IF NOT EXISTS account_passkeys (
        credential_id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        public_key TEXT NOT NULL,
        counter BIGINT NOT NULL,
        transports TEXT NOT NULL,
        name TEXT NOT NULL,
        created_at TEXT NOT NULL,
        last_used_at TEXT
      )`,
      'CREATE INDEX IF NOT EXISTS account_passkeys_by_account ON account_passkeys (account_id)',
      // Ceremony challenges, single use: keyed by a hash of the session (adding a passkey) or of
      // the short-lived sign-in cookie, so one browser's challenge serves no other.
      `CREATE TABLE IF NOT EXISTS account_passkey_challenges (
        key_hash TEXT PRIMARY KEY,
        purpose TEXT NOT NULL,
        challenge TEXT NOT NULL,
        account_id TEXT,
        expires_at TEXT NOT NULL
      )`,
      ],
    },
    {
    name: 'accounts_004_turn_notices',
    statements: () => [
      // Optional: where a turn-based game's "your move" e-mails go (never shown to others).
      'ALTER TABLE accounts ADD COLUMN email TEXT',
      // Web Push subscriptions of an account's browsers (one per endpoint).
      `CREATE TABLE IF NOT EXISTS push_subscriptions (
        endpoint TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        p256dh TEXT NOT NULL,
        auth TEXT NOT NULL,
        created_at TEXT NOT NULL
      )`,
      'CREATE INDEX IF NOT EXISTS push_subscriptions_by_account ON push_subscriptions (account_id)',
      // Keys the server makes once and keeps (the VAPID key pair of Web Push).
      'CREATE TABLE IF NOT EXISTS server_keys (name TEXT PRIMARY KEY, value TEXT NOT NULL)',
    ],
  },
  {
    name: 'accounts_005_session_seat_tokens',
    statements: () => [
      // Seat tokens handed out through an account (POST /api/account/games/:id/token), by the
      // session that asked: they end with it (sign-out, sign-out everywhere, expiry, deletion).
      // The tokens themselves live in the games' seat_tokens table, by hash like every token.
      `CREATE TABLE IF NOT EXISTS account_seat_tokens (
        token_hash TEXT PRIMARY KEY,
        session_hash TEXT NOT NULL,
        account_id TEXT NOT NULL,
        game_id TEXT NOT NULL,
        seat INTEGER NOT NULL
      )`,
      'CREATE INDEX IF NOT EXISTS account_seat_tokens_by_session ON account_seat_tokens (session_hash)',
      'CREATE INDEX IF NOT EXISTS account_seat_tokens_by_account ON account_seat_tokens (account_id)',
    ],
  },
  {
    name: 'accounts_006_signin_throttle',
    statements: () => [
      // Sign-in counters (signInThrottle.ts), shared by every process: attempts under a key
      // (an address, a login, a login from an address) and when the last one was counted (ms).
      `CREATE TABLE IF NOT EXISTS signin_throttle (
        throttle_key TEXT PRIMARY KEY,
        attempts INTEGER NOT NULL,
        last_at BIGINT NOT NULL
      )`,
      'CREATE INDEX IF NOT EXISTS signin_throttle_by_time ON signin_throttle (last_at)',
      ],
    },
    {
    name: 'accounts_007_notice_settings',
    statements: () => [
      // Per account: Web Push on (1) or off (0), and how e-mails come (src/protocol/notify.ts, EmailMode).
      'ALTER TABLE accounts ADD COLUMN notice_push INTEGER NOT NULL DEFAULT 1',
      "ALTER TABLE accounts ADD COLUMN notice_email TEXT NOT NULL DEFAULT 'digest'",
    ],
  },
];

export async function migrate(sql: Sql): Promise<void> {
  // Processes starting together on a fresh PostgreSQL database: concurrent CREATE … IF NOT
  // EXISTS of one table can fail with a unique violation; an advisory lock makes them take turns.
  await sql.tx(async (q) => {
    if (sql.dialect === 'postgres') await q.run('SELECT pg_advisory_xact_lock(1633843571)');
    await q.run('CREATE TABLE IF NOT EXISTS account_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  });
  const float = floatType(sql.dialect);
  for (const m of MIGRATIONS) {
    await sql.tx(async (q) => {
      // Inserting first makes two processes starting together run each migration once.
      const fresh = await q.run('INSERT INTO account_migrations (name, applied_at) VALUES (?, ?) ON CONFLICT DO NOTHING', [m.name, new Date().toISOString()]);
      if (fresh === 0) return;
      for (const s of m.statements(float)) await q.run(s);
    });
  }
}
