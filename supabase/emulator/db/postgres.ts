import pg from 'pg';
import { AddressShare } from './address-share.ts';
import { BaseDb, DEFAULT_STATEMENT_TIMEOUT_MS, TEXT_TYPES } from './base-db.ts';
import { CANCEL_AFTER_MS, cancelledByClient, DbBusyError, DbError } from './errors.ts';
import type { Db, Tx, TxOptions } from './types.ts';

const POSTGRES_POOL_SIZE = 8;
/** Requests from one address in the database at once: half the pool, so one address can never hold every connection. */
const POSTGRES_SHARE = POSTGRES_POOL_SIZE / 2;

// Results as the PGlite worker gives them (its parsers do the same).
for (const oid of TEXT_TYPES) pg.types.setTypeParser(oid, (v: string) => v);

const isConnectTimeout = (error: unknown) => error instanceof Error && /timeout exceeded when trying to connect/i.test(error.message);

/** PostgreSQL through a pool; a statement whose client has gone is cancelled from a separate connection. */
class PostgresDb extends BaseDb implements Db {
  readonly kind = 'postgres' as const;
  /** The one connection that LISTENs, outside the pool; made again when it drops. */
  private listener: pg.Client | null = null;
  private listeners = new Map<string, ((payload: string) => void)[]>();
  private closed = false;
  constructor(
    private pool: pg.Pool,
    private connectionString: string,
    busyMs: number,
  ) {
    super(new AddressShare(POSTGRES_SHARE, busyMs));
  }

  async query<T>(sql: string, params: unknown[] = []) {
    try {
      const r = await this.pool.query(sql, params as unknown[]);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    } catch (error) {
      throw isConnectTimeout(error) ? new DbBusyError() : error;
    }
  }
  async exec(sql: string) {
    // Several statements: pg answers an array of results, which nothing here needs.
    try {
      await this.pool.query(sql);
    } catch (error) {
      throw isConnectTimeout(error) ? new DbBusyError() : error;
    }
  }
  /** Asks the server to cancel a connection's running statement (from a separate connection). */
  private async cancel(pid: number) {
    const client = new pg.Client({ connectionString: this.connectionString });
    try {
      await client.connect();
      await client.query('select pg_cancel_backend($1)', [pid]);
    } catch (error) {
      console.warn(`[emulator] could not cancel a statement: ${(error as Error).message}`);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  transaction<T>(fn: (tx: Tx) => Promise<T>, options: TxOptions = {}) {
    return this.share.run(options.address, () => this.pooledTransaction(fn, options), options.signal);
  }
  private async pooledTransaction<T>(fn: (tx: Tx) => Promise<T>, options: TxOptions) {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw isConnectTimeout(error) ? new DbBusyError() : error;
    }
    if (options.signal?.aborted) {
      // The client left while the request waited for a connection.
      client.release();
      throw cancelledByClient();
    }
    const pid = (client as unknown as { processID: number }).processID;
    // The connection goes back to the pool only after a cancel has landed, so it can never cancel
    // the next request's statement.
    let cancelling: Promise<void> | null = null;
    const began = Date.now();
    let ranBeforeAbortMs = 0;
    const onAbort = () => {
      ranBeforeAbortMs = Date.now() - began;
      cancelling = this.cancel(pid);
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      await client.query('begin');
      if (options.timeoutMs) await client.query(`select set_config('statement_timeout', $1, true)`, [String(options.timeoutMs)]);
      const result = await fn({
        query: async <R>(sql: string, params: unknown[] = []) => {
          // A cancel only stops the statement running when it lands: none starts after the client left.
          if (options.signal?.aborted) throw cancelledByClient();
          const r = await client.query(sql, params as unknown[]);
          return { rows: r.rows as R[], rowCount: r.rowCount ?? r.rows.length };
        },
        exec: async (sql: string) => {
          if (options.signal?.aborted) throw cancelledByClient();
          await client.query(sql);
        },
      });
      if (options.signal?.aborted) throw cancelledByClient();
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      // A statement the timeout stopped, or one cancelled for its departed client after it ran a
      // while, held a connection for real: marked so the REST API counts it against the address.
      const e = error as { code?: unknown; message?: string; detail?: string; hint?: string };
      if (e.code === '57014') {
        const timedOut = /statement timeout/.test(e.message ?? '');
        throw new DbError('57014', e.message ?? 'canceling statement', e.detail, e.hint, timedOut || ranBeforeAbortMs >= CANCEL_AFTER_MS);
      }
      throw error;
    } finally {
      options.signal?.removeEventListener('abort', onAbort);
      if (cancelling) await cancelling;
      client.release();
    }
  }
  async listen(channel: string, onNotify: (payload: string) => void) {
    const known = this.listeners.get(channel);
    this.listeners.set(channel, [...(known ?? []), onNotify]);
    if (this.listener) {
      if (!known) await this.listener.query(`listen ${quoteIdentifier(channel)}`);
    } else await this.connectListener();
  }
  private async connectListener() {
    const client = new pg.Client({ connectionString: this.connectionString });
    this.listener = client;
    // Reconnects after a pause; notifications sent in between are missed, as PostgREST misses them.
    const retry = (error: Error) => {
      if (this.listener !== client) return;
      console.warn(`[emulator] the LISTEN connection closed: ${error.message}`);
      this.listener = null;
      client.end().catch(() => undefined);
      if (!this.closed) setTimeout(() => void this.connectListener().catch(() => undefined), 1000).unref();
    };
    client.on('notification', (message) => {
      for (const listener of this.listeners.get(message.channel) ?? []) listener(message.payload ?? '');
    });
    client.on('error', retry);
    try {
      await client.connect();
      for (const channel of this.listeners.keys()) await client.query(`listen ${quoteIdentifier(channel)}`);
      for (const listeners of this.listeners.values()) for (const listener of listeners) listener('');
    } catch (error) {
      retry(error as Error);
      throw error;
    }
  }
  async close() {
    this.closed = true;
    await this.listener?.end().catch(() => undefined);
    await this.pool.end();
  }
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function openPostgres(databaseUrl: string, busyMs: number): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POSTGRES_POOL_SIZE,
    // Requests wait this long for a free connection, then get a 503 (DbBusyError).
    connectionTimeoutMillis: 5000,
    statement_timeout: DEFAULT_STATEMENT_TIMEOUT_MS,
  });
  // An idle connection the server closes (restart, dropped database) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`[emulator] idle database connection closed: ${error.message}`));
  await pool.query('select 1');
  return new PostgresDb(pool, databaseUrl, busyMs);
}
