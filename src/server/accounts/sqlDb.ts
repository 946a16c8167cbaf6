// The few SQL calls the account store needs, over either store of the game server: SQLite (a
// connection of its own to the games' file) or PostgreSQL (a pool of its own, on the games'
// schema). Statements are written once with `?` placeholders; PostgreSQL gets `$1, $2, ...`.
import Database from 'better-sqlite3';
import pg from 'pg';

export type Param = string | number | null;
export type Row = Record<string, unknown>;

export interface Sql {
  readonly dialect: 'sqlite' | 'postgres';
  all(sql: string, params?: Param[]): Promise<Row[]>;
  /** Rows changed. */
  run(sql: string, params?: Param[]): Promise<number>;
  /** Runs `fn` in one transaction; it rolls back when `fn` throws. */
  tx<T>(fn: (q: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The floating-point column type of the dialect (PostgreSQL's REAL is single precision). */
export const floatType = (dialect: Sql['dialect']): string => (dialect === 'postgres' ? 'DOUBLE PRECISION' : 'REAL');

export class SqliteSql implements Sql {
  readonly dialect = 'sqlite';
  private readonly db: Database.Database;
  /**
   * better-sqlite3 is synchronous but `tx` bodies await: every statement and transaction of
   * this connection runs in turn, so nothing slips into another caller's transaction.
   */
  private queue: Promise<unknown> = Promise.resolve();
  /** The same connection without the queue, for the body of the running transaction. */
  private readonly inside: Sql;

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // The games' writer thread holds the same file: wait for it rather than fail.
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('synchronous = FULL');
    const db = this.db;
    this.inside = {
      dialect: 'sqlite',
      all: async (sql, params = []) => db.prepare(sql).all(...params) as Row[],
      run: async (sql, params = []) => db.prepare(sql).run(...params).changes,
      tx: (fn) => fn(this.inside),
      close: async () => undefined,
    };
  }

  private turn<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.queue.then(fn);
    this.queue = next.catch(() => undefined);
    return next;
  }

  all(sql: string, params: Param[] = []): Promise<Row[]> {
    return this.turn(() => this.inside.all(sql, params));
  }

  run(sql: string, params: Param[] = []): Promise<number> {
    return this.turn(() => this.inside.run(sql, params));
  }

  tx<T>(fn: (q: Sql) => Promise<T>): Promise<T> {
    return this.turn(async () => {
      this.db.exec('BEGIN IMMEDIATE');
      try {
        const out = await fn(this.inside);
        this.db.exec('COMMIT');
        return out;
      } catch (e) {
        this.db.exec('ROLLBACK');
        throw e;
      }
    });
  }

  async close(): Promise<void> {
    await this.queue;
    this.db.close();
  }
}

const numbered = (sql: string): string => {
  let i = 0;
  return sql.replace(/\?/g, () => `$${++i}`);
};

class PgClientSql implements Sql {
  readonly dialect = 'postgres';
  constructor(private readonly c: pg.PoolClient) {}
  async all(sql: string, params: Param[] = []): Promise<Row[]> {
    return (await this.c.query(numbered(sql), params)).rows as Row[];
  }
  async run(sql: string, params: Param[] = []): Promise<number> {
    return (await this.c.query(numbered(sql), params)).rowCount ?? 0;
  }
  tx<T>(fn: (q: Sql) => Promise<T>): Promise<T> {
    return fn(this);
  }
  async close(): Promise<void> {}
}

export class PostgresSql implements Sql {
  readonly dialect = 'postgres';
  private readonly pool: pg.Pool;

  constructor(url: string, readonly schema = 'public') {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new RangeError('Invalid schema name.');
    // Unqualified table names resolve in the games' schema.
    this.pool = new pg.Pool({ connectionString: url, max: 4, options: `-c search_path=${schema}` });
    this.pool.on('error', () => undefined);
  }

  async all(sql: string, params: Param[] = []): Promise<Row[]> {
    return (await this.pool.query(numbered(sql), params)).rows as Row[];
  }

  async run(sql: string, params: Param[] = []): Promise<number> {
    return (await this.pool.query(numbered(sql), params)).rowCount ?? 0;
  }

  async tx<T>(fn: (q: Sql) => Promise<T>): Promise<T> {
    const c = await this.pool.connect();
    try {
      await c.query('BEGIN');
      const out = await fn(new PgClientSql(c));
      await c.query('COMMIT');
      return out;
    } catch (e) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      c.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
