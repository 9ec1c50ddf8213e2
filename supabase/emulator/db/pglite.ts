import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { AddressShare } from './address-share.ts';
import { BaseDb, DEFAULT_STATEMENT_TIMEOUT_MS, TEXT_TYPES } from './base-db.ts';
import { ConnectionLock } from './connection-lock.ts';
import { CANCEL_AFTER_MS, cancelledByClient, DbError, statementTimeout } from './errors.ts';
import type { Db, QueryResult, Tx, TxOptions } from './types.ts';

/** Migrations and seed run as one long exec; they get a generous limit of their own. */
const SETUP_TIMEOUT_MS = 300_000;
/**
 * Requests from one address in the database at once: PGlite runs one statement at a time, so one
 * (the others take turns with other addresses').
 */
const PGLITE_SHARE = 1;

/** A statement sent to the worker, waiting for its answer. */
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
  private lock: ConnectionLock;
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
    busyMs: number,
  ) {
    super(new AddressShare(PGLITE_SHARE, busyMs));
    this.lock = new ConnectionLock(busyMs);
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

/** Opens PGlite on `dataDir`, or on a temporary directory removed on close. */
export async function openPglite(dataDir: string | undefined, busyMs: number): Promise<Db> {
  const temporary = !dataDir;
  const directory = dataDir ?? mkdtempSync(join(tmpdir(), 'manzil-pglite-'));
  mkdirSync(directory, { recursive: true });
  const db = new PgliteWorkerDb(directory, temporary, busyMs);
  await db.query('select 1');
  return db;
}
