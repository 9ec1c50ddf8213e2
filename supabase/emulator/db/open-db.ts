import { BUSY_MS } from './connection-lock.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Db } from './types.ts';

export interface DbOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; absent means a temporary one, removed on close. */
  dataDir?: string;
  /**
   * How long a held connection (PGlite), or an address's share of the database that finishes
   * nothing, may go before further requests are answered busy at once (BUSY_MS unless given).
   */
  busyMs?: number;
}

export function openDb(options: DbOptions = {}): Promise<Db> {
  const busyMs = options.busyMs ?? BUSY_MS;
  return options.databaseUrl ? openPostgres(options.databaseUrl, busyMs) : openPglite(options.dataDir, busyMs);
}
