import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
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

export interface TxOptions {
  /** Cancels a statement that runs longer than this (Postgres' statement_timeout). */
  timeoutMs?: number;
  /** Aborted when the HTTP client goes away: the running statement is cancelled. */
  signal?: AbortSignal;
  /**
   * The client address the transaction runs for: one address holds at most its share of the
   * database at once (AddressShare). Absent for the emulator's own work.
   */
  address?: string;
}

export interface Db extends Tx {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; commits on success, rolls back on throw. */
  transaction<T>(fn: (tx: Tx) => Promise<T>, options?: TxOptions): Promise<T>;
  /** The statement timeout of an API role, read from the database's role settings. */
  statementTimeoutFor(role: string): number;
  /** Reads the API roles' `statement_timeout` settings (after platform.sql set them). */
  loadRoleSettings(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of each `NOTIFY channel` committed by any session, for as
   * long as the database is open (across PGlite worker restarts and PostgreSQL reconnects). On
   * PostgreSQL a notification sent while the LISTEN connection is being (re)made can be missed, so
   * `onNotify('')` is also called each time it has been made.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

/** The JWT claims a request runs with; `role` is anon, authenticated or service_role. */
export type Claims = Record<string, unknown> & { role: string; sub?: string };

/** What a request tells the database about itself, as PostgREST passes it in settings. */
export interface RequestInfo {
  method: string;
  path: string;
  /** Lower-cased header names; the emulator sets x-forwarded-for to the real client address. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The client address, which decides the request's share of the database. */
  address?: string;
}

/**
 * Timeout for the emulator's own statements and for roles without a `statement_timeout`
 * setting (service_role). Hosted Supabase sets anon 3 s and authenticated 8 s on the roles;
 * platform.sql does the same, and STATEMENT_TIMEOUT_MS changes this default.
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = Number(process.env.STATEMENT_TIMEOUT_MS ?? 15_000);
/** Migrations and seed run as one long exec; they get a generous limit of their own. */
const SETUP_TIMEOUT_MS = 300_000;
/**
 * When the one PGlite connection has been held this long, requests queued behind it are
 * answered 503 at once instead of waiting in silence (normal statements take milliseconds).
 * Likewise when none of an address's running requests has finished for this long, its queued
 * ones are answered 429.
 */
const BUSY_MS = Number(process.env.DB_BUSY_MS ?? 1000);
/**
 * A disconnected client's statement is only worth a worker restart once it has run this long; a
 * statement cancelled after running this long counts against its address like a timeout.
 */
const CANCEL_AFTER_MS = 250;
/**
 * Requests from one address in the database at once: PGlite runs one statement at a time, so one
 * (the others take turns with other addresses'); PostgreSQL half its pool, so one address can
 * never hold every connection.
 */
const PGLITE_SHARE = 1;
const POSTGRES_POOL_SIZE = 8;
const POSTGRES_SHARE = POSTGRES_POOL_SIZE / 2;
/** Requests one address may have waiting for its share before further ones are refused at once. */
const MAX_WAITING_PER_ADDRESS = 128;

/** A database error shaped like Postgres' own (code, message), for the API layers to map. */
export class DbError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly detail?: string,
    readonly hint?: string,
    /**
     * The statement was stopped after holding the database a while: by its timeout, or because its
     * client left once it had run CANCEL_AFTER_MS. The REST API counts these against the address.
     */
    readonly runaway = false,
  ) {
    super(message);
  }
}

/** The database could not take the request now; answered 503 with Retry-After. */
export class DbBusyError extends Error {
  readonly code = 'PGRST003';
  constructor(message = 'The database is busy with another request. Please try again in a moment.') {
    super(message);
  }
}

/**
 * The client's address already has its share of the database busy and its queue is stuck or
 * full: the REST API answers 429 with Retry-After (other APIs, as any busy database, 503).
 */
export class AddressBusyError extends DbBusyError {
  constructor() {
    super('Too many of your requests are in the database at once. Please try again in a moment.');
  }
}

export const statementTimeout = () => new DbError('57014', 'canceling statement due to statement timeout', undefined, undefined, true);
const cancelledByClient = (runaway = false) => new DbError('57014', 'canceling statement due to user request', undefined, undefined, runaway);

/**
 * Switches the transaction to the JWT's role with its claims, as PostgREST does, so row-level
 * security decides what the request may see and do; request.headers lets SQL see the client's
 * address (x-forwarded-for), as on hosted Supabase.
 */
export async function actAs(tx: Tx, claims: Claims, request: RequestInfo | undefined, timeoutMs: number) {
  await tx.query(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
            set_config('request.method', $3, true), set_config('request.path', $4, true),
            set_config('request.headers', $5, true), set_config('statement_timeout', $6, true),
            set_config('search_path', 'public, extensions', true)`,
    [
      claims.role,
      JSON.stringify(claims),
      request?.method ?? '',
      request?.path ?? '',
      JSON.stringify(request?.headers ?? {}),
      String(timeoutMs),
    ],
  );
}

/**
 * One transaction as the caller: role, claims, the role's statement timeout, cancelled when the
 * client disconnects. GET and HEAD pass readOnly, as PostgREST runs reads.
 */
export function transactionAs<T>(db: Db, claims: Claims, request: RequestInfo, fn: (tx: Tx) => Promise<T>, readOnly = false) {
  const timeoutMs = db.statementTimeoutFor(claims.role);
  return db.transaction(
    async (tx) => {
      // Must be the transaction's first statement.
      if (readOnly) await tx.query('set transaction read only');
      await actAs(tx, claims, request, timeoutMs);
      return fn(tx);
    },
    { timeoutMs, signal: request.signal, address: request.address },
  );
}

/** Postgres durations as role settings hold them: `3s`, `8000`, `1min`. */
export function parseDuration(value: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|min|h|d)?\s*$/.exec(value);
  if (!match) return null;
  const unit = { ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] ?? 'ms'] ?? 1;
  return Math.round(Number(match[1]) * unit);
}

const ROLE_SETTINGS_SQL = `
  select r.rolname as role, cfg as setting
    from pg_db_role_setting s
    join pg_roles r on r.oid = s.setrole
    cross join unnest(s.setconfig) cfg
   where r.rolname in ('anon', 'authenticated', 'service_role')
     and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
     and cfg like 'statement_timeout=%'`;

abstract class BaseDb {
  private roleTimeouts = new Map<string, number>();
  abstract query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  constructor(protected share: AddressShare) {}

  statementTimeoutFor(role: string) {
    return this.roleTimeouts.get(role) ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  }
  async loadRoleSettings() {
    const { rows } = await this.query<{ role: string; setting: string }>(ROLE_SETTINGS_SQL);
    for (const row of rows) {
      const ms = parseDuration(row.setting.slice('statement_timeout='.length));
      if (ms) this.roleTimeouts.set(row.role, ms);
    }
  }
}

interface Waiter {
  grant(): void;
  fail(error: Error): void;
}

/**
 * PGlite has one connection, so its transactions take turns (FIFO). A request queued behind a
 * statement that has held the connection longer than busyMs gets DbBusyError at once.
 */
class ConnectionLock {
  private held = false;
  private heldSince = 0;
  private queue: Waiter[] = [];
  constructor(private busyMs: number) {}

  async run<T>(fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(signal);
    try {
      return await fn();
    } finally {
      this.release();
    }
  }

  private acquire(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(cancelledByClient());
    if (!this.held) {
      this.held = true;
      this.heldSince = Date.now();
      return Promise.resolve();
    }
    if (Date.now() - this.heldSince > this.busyMs) return Promise.reject(new DbBusyError());
    return new Promise((resolve, reject) => {
      const done = () => {
        clearInterval(timer);
        signal?.removeEventListener('abort', onAbort);
        this.queue = this.queue.filter((w) => w !== waiter);
      };
      const waiter: Waiter = {
        grant: () => {
          done();
          this.heldSince = Date.now();
          resolve();
        },
        fail: (error) => {
          done();
          reject(error);
        },
      };
      const onAbort = () => waiter.fail(cancelledByClient());
      const timer = setInterval(() => {
        if (Date.now() - this.heldSince > this.busyMs) waiter.fail(new DbBusyError());
      }, Math.max(50, this.busyMs / 4));
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
    });
  }

  private release() {
    const next = this.queue[0];
    if (next) next.grant();
    else this.held = false;
  }
}

/**
 * Fairness between client addresses: each has at most `perAddress` transactions in the database
 * at once, and the rest of its requests wait in a queue of its own, so a flood from one address
 * queues behind itself while every other address keeps getting turns. The queue waits as long as
 * the address's running requests finish now and then; once none has for stuckMs (its own
 * statements are slow), or when the queue is full, further requests are refused at once.
 */
export class AddressShare {
  private entries = new Map<string, { running: number; waiting: Waiter[]; progressAt: number }>();
  constructor(
    readonly perAddress: number,
    private stuckMs = BUSY_MS,
    private maxWaiting = MAX_WAITING_PER_ADDRESS,
  ) {}

  async run<T>(address: string | undefined, fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (address === undefined) return fn();
    await this.acquire(address, signal);
    try {
      return await fn();
    } finally {
      this.release(address);
    }
  }

  private acquire(address: string, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(cancelledByClient());
    let entry = this.entries.get(address);
    if (!entry) {
      entry = { running: 0, waiting: [], progressAt: Date.now() };
      this.entries.set(address, entry);
    }
    if (entry.running < this.perAddress) {
      entry.running++;
      return Promise.resolve();
    }
    const stuck = () => Date.now() - entry.progressAt > this.stuckMs;
    if (entry.waiting.length >= this.maxWaiting || stuck()) return Promise.reject(new AddressBusyError());
    return new Promise((resolve, reject) => {
      const done = () => {
        clearInterval(timer);
        signal?.removeEventListener('abort', onAbort);
        entry.waiting = entry.waiting.filter((w) => w !== waiter);
      };
      const waiter: Waiter = {
        grant: () => {
          done();
          resolve();
        },
        fail: (error) => {
          done();
          reject(error);
        },
      };
      const onAbort = () => waiter.fail(cancelledByClient());
      const timer = setInterval(() => {
        if (stuck()) waiter.fail(new AddressBusyError());
      }, Math.max(50, this.stuckMs / 4));
      signal?.addEventListener('abort', onAbort, { once: true });
      entry.waiting.push(waiter);
    });
  }

  private release(address: string) {
    const entry = this.entries.get(address);
    if (!entry) return;
    entry.progressAt = Date.now();
    // The next waiter takes over the finished request's place.
    const next = entry.waiting[0];
    if (next) next.grant();
    else if (--entry.running === 0) this.entries.delete(address);
  }
}

interface Pending {
  resolve(result: QueryResult<unknown>): void;
  reject(error: Error): void;
}

/**
 * PGlite in a worker thread (pglite-worker.js). A statement past its timeout, or one whose
 * client disconnected after it ran a while, terminates the worker; the next request starts a
 * new one on the same data directory. Without a data directory the database lives in a temporary
 * one for that reason, removed on close.
 */
class PgliteWorkerDb extends BaseDb implements Db {
  readonly kind = 'pglite' as const;
  private lock = new ConnectionLock(BUSY_MS);
  private worker: Worker | null = null;
  private ready: Promise<void>;
  private pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  /** Counts worker restarts, so a transaction can tell whether it died with its worker. */
  private restarts = 0;
  /** LISTEN subscriptions, made again on each new worker. */
  private listeners = new Map<string, ((payload: string) => void)[]>();

  constructor(
    private dataDir: string,
    private temporary: boolean,
  ) {
    super(new AddressShare(PGLITE_SHARE));
    this.ready = this.spawn();
  }

  private spawn(): Promise<void> {
    const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), {
      workerData: { dataDir: this.dataDir, textTypes: TEXT_TYPES },
    });
    this.worker = worker;
    return new Promise((resolve, reject) => {
      worker.on('message', (message: { id?: number; ready?: true; failed?: DbError; rows?: unknown[]; rowCount?: number; error?: DbError; notify?: { channel: string; payload: string } }) => {
        if (message.ready) {
          // PGlite has one session, whose notifications reach the worker as its statements end, so
          // a restart misses none that committed; the new worker only subscribes again.
          for (const channel of this.listeners.keys()) worker.postMessage({ op: 'listen', sql: channel });
          return resolve();
        }
        if (message.notify) {
          for (const listener of this.listeners.get(message.notify.channel) ?? []) listener(message.notify.payload);
          return;
        }
        if (message.failed) return reject(new Error(`PGlite did not start: ${message.failed.message}`));
        const pending = this.pending.get(message.id!);
        if (!pending) return;
        this.pending.delete(message.id!);
        if (message.error) {
          const e = message.error;
          pending.reject(new DbError(e.code ?? 'XX000', e.message, e.detail, e.hint));
        } else pending.resolve({ rows: message.rows ?? [], rowCount: message.rowCount ?? 0 });
      });
      worker.on('error', (error) => {
        reject(error);
        this.failAll(error);
      });
      worker.on('exit', () => {
        // An unexpected stop (not a restart): fail what waited on it and start a new one.
        if (this.worker !== worker) return;
        this.worker = null;
        this.failAll(new DbError('57P01', 'the database worker stopped'));
        if (!this.closed) this.startWorker();
      });
    });
  }

  /** Starts a worker on the data directory (after the previous one, if any, has fully stopped). */
  private startWorker(previous?: Worker | null) {
    this.ready = (async () => {
      await previous?.terminate();
      if (!this.closed) await this.spawn();
    })();
    // A failed start is reported to the next caller (call() tries again); never unhandled.
    this.ready.catch((error: unknown) => console.error(`[emulator] PGlite did not start: ${(error as Error).message}`));
  }

  private failAll(error: Error) {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }

  /** Ends a worker stuck in a statement and starts a fresh one on the same data. */
  private restart() {
    this.restarts++;
    const stuck = this.worker;
    this.worker = null;
    this.failAll(statementTimeout());
    this.startWorker(stuck);
  }

  private async call<T>(op: 'query' | 'exec' | 'close', sql: string, params: unknown[], options: TxOptions): Promise<QueryResult<T>> {
    // A worker that failed to start is tried again.
    await this.ready.catch(() => {
      if (!this.closed) this.startWorker();
      return this.ready;
    });
    if (!this.worker) throw new DbError('57P01', 'the database is shutting down');
    // No new statement for a client that has gone.
    if (options.signal?.aborted) throw cancelledByClient();
    const id = this.nextId++;
    const started = Date.now();
    return new Promise<QueryResult<T>>((resolve, reject) => {
      let lateCancel: ReturnType<typeof setTimeout> | undefined;
      const cancel = () => {
        cleanup();
        reject(cancelledByClient(true));
        this.restart();
      };
      const onAbort = () => {
        // A short statement finishes on its own; one still running CANCEL_AFTER_MS after it
        // started is stopped with its worker.
        const ran = Date.now() - started;
        if (ran < CANCEL_AFTER_MS) lateCancel = setTimeout(cancel, CANCEL_AFTER_MS - ran);
        else cancel();
      };
      const cleanup = () => {
        clearTimeout(timer);
        clearTimeout(lateCancel);
        options.signal?.removeEventListener('abort', onAbort);
        this.pending.delete(id);
      };
      this.pending.set(id, {
        resolve: (r) => {
          cleanup();
          resolve(r as QueryResult<T>);
        },
        reject: (e) => {
          cleanup();
          reject(e);
        },
      });
      const timeoutMs = options.timeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
      const timer = setTimeout(() => {
        cleanup();
        reject(statementTimeout());
        this.restart();
      }, timeoutMs);
      options.signal?.addEventListener('abort', onAbort);
      this.worker!.postMessage({ id, op, sql, params });
    });
  }

  query<T>(sql: string, params: unknown[] = []) {
    return this.lock.run(() => this.call<T>('query', sql, params, {}));
  }
  async listen(channel: string, onNotify: (payload: string) => void) {
    const known = this.listeners.get(channel);
    this.listeners.set(channel, [...(known ?? []), onNotify]);
    if (known) return;
    // The worker subscribes when it is ready (see spawn); one already running is told now.
    await this.ready.catch(() => undefined);
    this.worker?.postMessage({ op: 'listen', sql: channel });
  }
  exec(sql: string) {
    return this.lock.run(async () => {
      await this.call('exec', sql, [], { timeoutMs: SETUP_TIMEOUT_MS });
    });
  }
  transaction<T>(fn: (tx: Tx) => Promise<T>, options: TxOptions = {}) {
    return this.share.run(options.address, () => this.lockedTransaction(fn, options), options.signal);
  }
  private lockedTransaction<T>(fn: (tx: Tx) => Promise<T>, options: TxOptions) {
    return this.lock.run(async () => {
      // Migrations run inside transactions: without an explicit timeout a statement gets the setup limit.
      const statement: TxOptions = { timeoutMs: options.timeoutMs ?? SETUP_TIMEOUT_MS, signal: options.signal };
      const restartsBefore = this.restarts;
      await this.call('query', 'begin', [], statement);
      try {
        const result = await fn({
          query: <R>(sql: string, params: unknown[] = []) => this.call<R>('query', sql, params, statement),
          exec: async (sql: string) => {
            await this.call('exec', sql, [], statement);
          },
        });
        await this.call('query', 'commit', [], statement);
        return result;
      } catch (error) {
        // After a restart the transaction died with the old worker; nothing to roll back. Otherwise
        // roll back even for a client that has gone, so the next transaction starts clean.
        if (this.restarts === restartsBefore) {
          await this.call('query', 'rollback', [], { timeoutMs: statement.timeoutMs }).catch(() => undefined);
        }
        throw error;
      }
    }, options.signal);
  }
  /** Closes PGlite cleanly; a worker still stuck after `graceMs` is terminated (WAL recovery on next start). */
  async close(graceMs = 2000) {
    this.closed = true;
    const closing = this.lock.run(() => this.call('close', '', [], { timeoutMs: graceMs }));
    await Promise.race([closing.catch(() => undefined), new Promise((r) => setTimeout(r, graceMs).unref())]);
    await this.worker?.terminate();
    this.worker = null;
    if (this.temporary) rmSync(this.dataDir, { recursive: true, force: true });
  }
}

const isConnectTimeout = (error: unknown) => error instanceof Error && /timeout exceeded when trying to connect/i.test(error.message);

class PostgresDb extends BaseDb implements Db {
  readonly kind = 'postgres' as const;
  /** The one connection that LISTENs, outside the pool; made again when it drops. */
  private listener: pg.Client | null = null;
  private listeners = new Map<string, ((payload: string) => void)[]>();
  private closed = false;
  constructor(
    private pool: pg.Pool,
    private connectionString: string,
  ) {
    super(new AddressShare(POSTGRES_SHARE));
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

// Both drivers hand back timestamps, numerics and bigints as text (json stays parsed), so
// results look the same whichever database runs; the REST layer builds its JSON in Postgres.
const TEXT_TYPES = [20, 1082, 1114, 1184, 1700];
for (const oid of TEXT_TYPES) pg.types.setTypeParser(oid, (v: string) => v);

export interface DbOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; absent means a temporary one, removed on close. */
  dataDir?: string;
}

export async function openDb(options: DbOptions = {}): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: POSTGRES_POOL_SIZE,
      // Requests wait this long for a free connection, then get a 503 (DbBusyError).
      connectionTimeoutMillis: 5000,
      statement_timeout: DEFAULT_STATEMENT_TIMEOUT_MS,
    });
    // An idle connection the server closes (restart, dropped database) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`[emulator] idle database connection closed: ${error.message}`));
    await pool.query('select 1');
    return new PostgresDb(pool, options.databaseUrl);
  }
  const temporary = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'manzil-pglite-'));
  mkdirSync(dataDir, { recursive: true });
  const db = new PgliteWorkerDb(dataDir, temporary);
  await db.query('select 1');
  return db;
}
