import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdirSync } from 'node:fs';
import pg from 'pg';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** One connection inside a transaction. Values are always bound parameters ($1, $2, ...). */
export interface Tx {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs several statements (no parameters); used for migrations. */
  exec(sql: string): Promise<void>;
}

export interface Db extends Tx {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; commits on success, rolls back on throw. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The JWT claims a request runs with; `role` is anon, authenticated or service_role. */
export type Claims = Record<string, unknown> & { role: string; sub?: string };

/**
 * Switches the transaction to the JWT's role with its claims, as PostgREST does,
 * so row-level security decides what the request may see and do.
 */
export async function actAs(tx: Tx, claims: Claims, request?: { method: string; path: string }) {
  await tx.query(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
            set_config('request.method', $3, true), set_config('request.path', $4, true),
            set_config('search_path', 'public, extensions', true)`,
    [claims.role, JSON.stringify(claims), request?.method ?? '', request?.path ?? ''],
  );
}

/** A FIFO lock: PGlite has one connection, so its transactions must not interleave. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();
  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(fn);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

class PgliteDb implements Db {
  readonly kind = 'pglite' as const;
  private lock = new Mutex();
  constructor(private pglite: PGlite) {}

  query<T>(sql: string, params: unknown[] = []) {
    return this.lock.run(async () => {
      const r = await this.pglite.query<T>(sql, params);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    });
  }
  exec(sql: string) {
    return this.lock.run(async () => {
      await this.pglite.exec(sql);
    });
  }
  transaction<T>(fn: (tx: Tx) => Promise<T>) {
    return this.lock.run(() =>
      this.pglite.transaction(async (t) =>
        fn({
          query: async <R>(sql: string, params: unknown[] = []) => {
            const r = await t.query<R>(sql, params);
            return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
          },
          exec: async (sql: string) => {
            await t.exec(sql);
          },
        }),
      ),
    );
  }
  async close() {
    await this.lock.run(() => this.pglite.close());
  }
}

class PostgresDb implements Db {
  readonly kind = 'postgres' as const;
  constructor(private pool: pg.Pool) {}

  async query<T>(sql: string, params: unknown[] = []) {
    const r = await this.pool.query(sql, params as unknown[]);
    return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
  }
  async exec(sql: string) {
    await this.pool.query(sql);
  }
  async transaction<T>(fn: (tx: Tx) => Promise<T>) {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const result = await fn({
        query: async <R>(sql: string, params: unknown[] = []) => {
          const r = await client.query(sql, params as unknown[]);
          return { rows: r.rows as R[], rowCount: r.rowCount ?? r.rows.length };
        },
        exec: async (sql: string) => {
          await client.query(sql);
        },
      });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
  async close() {
    await this.pool.end();
  }
}

// Both drivers hand back timestamps, numerics and bigints as text (json stays parsed), so
// results look the same whichever database runs; the REST layer builds its JSON in Postgres.
const textTypes = [20, 1082, 1114, 1184, 1700];
for (const oid of textTypes) pg.types.setTypeParser(oid, (v: string) => v);

export interface DbOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string;
}

export async function openDb(options: DbOptions = {}): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 8 });
    // An idle connection the server closes (restart, dropped database) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`[emulator] idle database connection closed: ${error.message}`));
    await pool.query('select 1');
    return new PostgresDb(pool);
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    extensions: { pgcrypto, pg_trgm },
    parsers: Object.fromEntries(textTypes.map((oid) => [oid, (v: string) => v])),
  });
  return new PgliteDb(pglite);
}
