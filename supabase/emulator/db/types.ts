// What the emulator's APIs see of the database, whichever backend runs it (pglite.ts,
// postgres.ts): transactions, statements and the request they run for.

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
